import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileAlertHistory {
    /// The largest history file read unless another limit is given: 1 MiB,
    /// room for some 50,000 presentations, a thousand times what a policy
    /// of weekly caps keeps.
    public static let defaultMaximumSize = 1 << 20

    /// The bytes of the file at `url`, or `nil` when there is none.
    ///
    /// Never blocks and never reads more than `maximumSize` bytes: the path
    /// is checked with `stat` before it is opened, opened with `O_NONBLOCK`
    /// and checked again with `fstat`, so a FIFO, a socket or a device is
    /// refused at once with an error that says what it is, and a file too
    /// large is refused before a byte is read.
    ///
    /// - Complexity: O(*s*) in the size of the file, at most `maximumSize`.
    static func contents(of url: URL, maximumSize: Int) throws -> Data? {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw Error(url: url, reason: "cannot read the history: \(AtomicFile.reason(errno))")
        }
        try refuseIrregular(status, url: url)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Error(url: url, reason: "cannot read the history: \(AtomicFile.reason(errno))")
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else {
            throw Error(url: url, reason: "cannot read the history: \(AtomicFile.reason(errno))")
        }
        // Replaced between the two looks: judged again on what was opened.
        try refuseIrregular(status, url: url)
        guard Int64(status.st_size) <= Int64(maximumSize) else {
            throw tooLarge(url, size: "\(status.st_size) bytes", maximumSize: maximumSize)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = readSome(descriptor, into: &chunk)
            if count < 0 {
                if errno == EINTR { continue }
                throw Error(url: url, reason: "cannot read the history: \(AtomicFile.reason(errno))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            // A file that grew while it was read.
            if bytes.count > maximumSize {
                throw tooLarge(url, size: "more than \(maximumSize) bytes", maximumSize: maximumSize)
            }
        }
        return Data(bytes)
    }

    private static func tooLarge(_ url: URL, size: String, maximumSize: Int) -> Error {
        Error(
            url: url,
            reason: "cannot read the history: the file is \(size), more than the limit of \(maximumSize) bytes "
                + "(FileAlertHistory's maximumSize); it was not read")
    }

    /// Throws unless `status` is that of a regular file, saying what it is.
    private static func refuseIrregular(_ status: stat, url: URL) throws {
        let what: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw Error(url: url, reason: "cannot read the history: it is a folder, not a file")
        case S_IFIFO: what = "a FIFO (named pipe)"
        case S_IFSOCK: what = "a socket"
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        default: what = "not a file"
        }
        throw Error(url: url, reason: "cannot read the history: it is \(what), not a regular file")
    }
}

/// `read(2)` into `buffer`, out of the type whose own `read` would hide it.
private func readSome(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    read(descriptor, &buffer, buffer.count)
}
