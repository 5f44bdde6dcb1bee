import Foundation

/// Files of the package this test target lives in, found from this source
/// file's path (`Tests/AlertScenarioTests/` is two levels below the root).
enum PackageFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let scenariosDirectory = root.appendingPathComponent("scenarios")
    static let goldensDirectory = root.appendingPathComponent("Tests/AlertScenarioTests/Goldens")

    /// Every `.yaml` file in `scenarios/`, sorted by name.
    static var scenarioFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { scenariosDirectory.appendingPathComponent($0) }
    }

    /// `scenarios/NAME.yaml` as the loader names it: relative to the package root.
    static func relativePath(_ url: URL) -> String {
        "scenarios/" + url.lastPathComponent
    }
}
