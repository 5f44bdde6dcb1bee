import Foundation

/// A temporary file that starts with some text and reports a size far
/// beyond it, without those bytes being written to disk: for tests of files
/// too large to read.
public enum SparseFile {
    /// A new file in the temporary directory, named `prefix-UUID.yaml`, of
    /// `size` bytes: `text`, then zeros the file system does not store.
    /// The caller removes it.
    ///
    /// - Complexity: O(*k*) in the length of `text`, whatever `size`.
    public static func make(startingWith text: String, size: UInt64, prefix: String = "sparse") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
        return url
    }
}
