#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a scenario file's bytes, without ever blocking on something that is
/// not a regular file (a FIFO, a terminal, `/dev/zero`) and without reading
/// more than the size limit allows.
enum ScenarioFileReader {
    /// The bytes of the regular file at `path`, up to `count` of them: all
    /// of a file that holds fewer, the first `count` of a longer one.
    ///
    /// - Throws: ``ScenarioError`` of kind `.unreadable` when the file is
    ///   missing, not readable, or not a regular file.
    /// - Complexity: O(min(*n*, `count`)) in the size of the file. The bytes
    ///   are read into a buffer of the size the file reports (at most
    ///   `count`); a file that reports none, as files under `/proc` do, or
    ///   that grows while it is read, is read on to its end or to `count`.
    /// `systemPath` is the path's bytes up to a NUL; `path` names the file
    /// in messages.
    static func bytes(
        atPath systemPath: [CChar], named path: String, upTo count: Int
    ) throws(ScenarioError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(systemPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw unreadable(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path, errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw unreadable(path, EISDIR)
        default: throw notRegular(path)
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(clamping: status.st_size), count))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let received = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if received < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, errno)
            }
            if received == 0 { break }
            bytes += chunk[..<received]
        }
        return bytes
    }

    private static func notRegular(_ path: String) -> ScenarioError {
        ScenarioError(
            .unreadable, source: path, location: nil,
            message: "cannot read the file: not a regular file (a pipe, a device or a socket); "
                + "save the scenario to a file first")
    }

    /// The C library's messages start with a capital ("Too many levels of
    /// symbolic links"); ours go on after a colon in lower case.
    private static func lowercasingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static func unreadable(_ path: String, _ code: Int32) -> ScenarioError {
        let reason: String
        switch code {
        case ENOENT: reason = "no such file"
        case EACCES: reason = "permission denied"
        case EISDIR: reason = "is a directory, not a scenario file"
        default: reason = lowercasingFirstLetter(String(cString: strerror(code)))
        }
        return ScenarioError(.unreadable, source: path, location: nil, message: "cannot read the file: \(reason)")
    }
}
