#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why writing to standard output or standard error stopped.
enum OutputFailure: Error {
    /// The reader went away (`alert-tui replay f | head -1`): end quietly.
    case closedPipe
    /// The write failed (a full disk): say so and exit 74.
    case failed(stream: String, code: Int32)

    /// The one-line message for standard error.
    var message: String? {
        switch self {
        case .closedPipe: nil
        case .failed(let stream, let code): "alert-tui: cannot write to \(stream): \(String(cString: strerror(code)))"
        }
    }
}

/// Writes to a file descriptor with checked `write(2)` calls: partial writes
/// are continued, interrupted ones retried, and every failure reported as an
/// ``OutputFailure`` instead of a trap or silence.
///
/// Invariant: `buffer` holds fewer than `capacity` bytes between calls.
final class CheckedOutput {
    private let descriptor: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private let capacity: Int
    /// Whether a reader that went away ends the output quietly, without an
    /// error: for a command whose work and status do not depend on anyone
    /// reading (`check`), where `replay` stops at ``OutputFailure/closedPipe``.
    private let discardsWhenReaderLeaves: Bool
    private var readerLeft = false

    /// Output to `descriptor`, called `name` in messages, flushed every
    /// `capacity` bytes (1 for unbuffered).
    init(descriptor: Int32, name: String, capacity: Int, discardsWhenReaderLeaves: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.capacity = capacity
        self.discardsWhenReaderLeaves = discardsWhenReaderLeaves
        buffer.reserveCapacity(capacity)
    }

    /// Standard output, buffered in 64 KiB blocks; once its reader has gone,
    /// later output is dropped when `discardsWhenReaderLeaves`, and is
    /// ``OutputFailure/closedPipe`` otherwise.
    static func standardOutput(discardsWhenReaderLeaves: Bool = false) -> CheckedOutput {
        CheckedOutput(
            descriptor: STDOUT_FILENO, name: "standard output", capacity: 64 * 1024,
            discardsWhenReaderLeaves: discardsWhenReaderLeaves)
    }

    /// Appends `text`, writing out full blocks.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    func write(_ text: String) throws(OutputFailure) {
        guard !readerLeft else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Writes out everything buffered.
    func flush() throws(OutputFailure) {
        var offset = 0
        defer { buffer.removeSubrange(0..<offset) }
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                writeBytes(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                offset = buffer.count
                guard code == EPIPE else { throw .failed(stream: name, code: code) }
                readerLeft = discardsWhenReaderLeaves
                if readerLeft { return }
                throw .closedPipe
            }
            offset += written
        }
    }
}

/// `write(2)`, named apart from ``CheckedOutput/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
