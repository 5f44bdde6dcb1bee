import Foundation
import Testing

/// Exact comparison against committed files in `Goldens/`. Run with
/// `UPDATE_GOLDENS=1` to write the current output instead (into the source
/// tree, next to this target).
enum Golden {
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The source directory of the goldens, found from this file's path.
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens")
    }

    static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fileName = name + ".txt"
        if isUpdating {
            let url = sourceDirectory.appendingPathComponent(fileName)
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let bundled = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Goldens")
        let url = bundled ?? sourceDirectory.appendingPathComponent(fileName)
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(fileName); run with UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
            let line = firstDifference?.offset ?? min(expectedLines.count, actualLines.count)
            Issue.record(
                """
                \(fileName) differs from line \(line + 1) (UPDATE_GOLDENS=1 rewrites it):
                expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end>")
                actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end>")
                --- actual ---
                \(actual)
                """, sourceLocation: sourceLocation)
        }
    }
}
