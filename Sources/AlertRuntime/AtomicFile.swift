import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replacing a file so that readers see the old contents or the new, never
/// a mix: a temporary file in the same folder, flushed, then renamed over the
/// target, then the folder flushed so the rename itself is durable.
enum AtomicFile {
    struct SystemCallError: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// Replaces the file at `url` with `data`.
    ///
    /// - Complexity: O(*n*) in the size of `data`, plus two `fsync`s.
    static func replace(_ url: URL, with data: Data) throws {
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemCallError(call: "open", code: errno) }
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do {
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw SystemCallError(call: "write", code: errno)
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw SystemCallError(call: "fsync", code: errno) }
            closed = true
            guard close(fd) == 0 else { throw SystemCallError(call: "close", code: errno) }
            guard rename(temporary, url.path) == 0 else { throw SystemCallError(call: "rename", code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
        if folderFD >= 0 {
            _ = fsync(folderFD)
            close(folderFD)
        }
    }
}
