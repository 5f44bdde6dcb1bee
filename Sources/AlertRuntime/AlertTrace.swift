import AlertCore
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A flight recorder for an ``AlertCenter``: the session written as it
/// happens to a JSON-lines scenario (docs/scenario-format.md) that `alert-tui play`,
/// `replay`, `check` and `explore` read.
///
///     let trace = try AlertTrace(url: URL(fileURLWithPath: "launch.jsonl"))
///     let center = AlertCenter(policy: policy, clock: ContinuousClock(), trace: trace)
///
/// The center hands the trace every command it sends the scheduler, at the
/// instant it used: a header with the policy and the starting screen
/// first, and a note with the wall-clock start; each alert's definition
/// before its first request; then one line a command. Time passing is not
/// a line: a line's `at` is its instant, and a replay fires the deadlines
/// in between as the center did.
///
/// **Cost to the app.** On the center's actor, a command costs the
/// encoding of its line (a few hundred bytes, built in a buffer the trace
/// reuses) and one `write(2)`, which hands the line to the operating
/// system and returns: it waits for the page cache, not for the disk.
///
/// **What a crash loses.** At most the line being written: every command's
/// line is with the operating system before the command returns, so a
/// crash or kill of the app keeps every earlier line, and a line cut short
/// is ignored by the reader with a warning. (A crash of the whole device
/// can lose what the operating system had not yet put on disk; the trace
/// does not `fsync`.)
///
/// **Limits and failures.** Recording stops, with a last `{"note": ...}`
/// line saying why, once the file would pass ``sizeLimit`` (by default
/// ``defaultSizeLimit``, 64 MiB: the largest scenario the reader takes).
/// A write that fails (a full disk, a file-size limit), or the file
/// deleted or replaced under the trace, turns recording off; ``failure``
/// says why, and so does the initialiser's `onFailure`, once; nothing is
/// ever thrown into the app's calls. So
/// does a value no scenario can say (an empty or `top` alert id, say): the
/// file ends with a note before it, and replays as far as it goes.
///
/// **One recorder a file.** The trace holds an exclusive `flock(2)` on
/// its file while it lives: a second ``init(url:options:onFailure:)`` on the same
/// file, from this process or another, throws ``AlertTraceError/busy(_:)``
/// and writes nothing, so two centers never interleave in one file. A
/// device such as `/dev/null` is not locked, and a FIFO that nothing reads
/// is refused at once rather than waited on. Keep the file in the app's
/// own container (Caches, say), not a shared App Group one: iOS ends an
/// app that is suspended while it holds a lock on a file in a shared
/// container.
///
/// - Complexity: O(*k*) per command for a line of *k* bytes, on the
///   center's actor, and one `write(2)` and one `fstat(2)` (which notices
///   the file deleted or replaced).
public final class AlertTrace: Sendable {
    /// How a trace records.
    public struct Options: Sendable, Hashable {
        /// The most bytes the file may take; recording stops before it would
        /// pass them (the last note included). A limit too small for the
        /// header, the policy and the note leaves the file empty and sets
        /// ``AlertTrace/failure``.
        public var sizeLimit: Int
        /// Whether alert text is left out: titles and messages written as
        /// empty strings, and each action written by its id alone (which a
        /// scenario also takes as its label, since a label may not be empty):
        /// for traces sent from users' devices. Ids, levels, action ids,
        /// screens and hold names stay.
        public var redactsText: Bool
        /// The scenario's name in the header.
        public var name: String

        /// Options with these values.
        ///
        /// - Complexity: O(1)
        public init(
            sizeLimit: Int = AlertTrace.defaultSizeLimit, redactsText: Bool = false,
            name: String = "Recorded session"
        ) {
            self.sizeLimit = sizeLimit
            self.redactsText = redactsText
            self.name = name
        }
    }

    /// Why recording stopped early.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// A write failed (a full disk, a file-size limit; the message is the
        /// system's), or could not be made: a ``Options/sizeLimit`` too small
        /// for the trace's first lines (the message says so).
        case writeFailed(String)
        /// The file was deleted while recording.
        case fileDeleted
        /// Another file took the trace's path while recording.
        case fileReplaced
        /// The session reached a value no scenario can say (an empty or
        /// `top` alert id, two actions with one id, a level past ±10^15, an
        /// empty screen or hold name); the file's last note says which.
        case unsayable(String)

        /// The reason in one sentence.
        ///
        /// - Complexity: O(1)
        public var description: String {
            switch self {
            case .writeFailed(let message): "a write to the trace failed: \(message)"
            case .fileDeleted: "the trace file was deleted while recording"
            case .fileReplaced: "the trace file was replaced by another file while recording"
            case .unsayable(let reason): "recording stopped where no scenario could say the session: \(reason)"
            }
        }
    }

    /// 64 MiB: the largest file `alert-tui` reads as a scenario.
    public static let defaultSizeLimit = 64 << 20

    /// The file being written.
    public let url: URL
    /// How it records.
    public let options: Options
    /// The most bytes the file takes: ``Options/sizeLimit``.
    public var sizeLimit: Int { options.sizeLimit }

    /// Owns the file descriptor (closes it when the trace goes).
    let handle: FileHandle
    /// The file's path, worked out once.
    let path: String
    let state: Locked<TraceState>
    /// Told once when recording stops early for a ``Failure``.
    let onFailure: (@Sendable (Failure) -> Void)?

    /// Starts a trace in the file at `url`, created or emptied, locked for
    /// this trace alone. A folder on the way that does not exist yet (the
    /// app's Caches subfolder on a fresh install) is made, as
    /// ``FileAlertHistory`` makes its own.
    ///
    /// `onFailure`, when given, is called once, on the thread that met the
    /// failure (the center's actor, for a command's write), when recording
    /// stops early for a ``Failure``: the same value ``failure`` then
    /// holds. Keep it short (log it, say): the command that met the failure
    /// waits for it. It runs after the trace's lock is let go, so it may
    /// read the trace. It is not called when recording stops at the size
    /// limit with its note, which is no failure (a limit too small for even
    /// the first lines is one, and is reported).
    ///
    /// - Throws: ``AlertTraceError/cannotCreate(_:_:)`` when the file cannot
    ///   be opened for writing (a read-only folder, say), and
    ///   ``AlertTraceError/busy(_:)`` when another trace records into it.
    /// - Complexity: O(1)
    public init(
        url: URL, options: Options = Options(), onFailure: (@Sendable (Failure) -> Void)? = nil
    ) throws(AlertTraceError) {
        // Opened without waiting (a FIFO nothing reads is refused, not waited on); writes then wait as usual.
        var descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o644)
        if descriptor < 0, errno == ENOENT {
            // The folder is missing: made here, or the reason it cannot be is the error.
            do {
                try AtomicFile.makeFolder(url.deletingLastPathComponent().path)
            } catch {
                throw .cannotCreate(url, error.description)
            }
            descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o644)
        }
        guard descriptor >= 0 else { throw .cannotCreate(url, String(cString: strerror(errno))) }
        var status = stat()
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) == 0, fstat(descriptor, &status) == 0
        else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotCreate(url, message)
        }
        // A file is locked and emptied; a device (such as /dev/null) is written as it is, by any number of traces.
        if status.st_mode & S_IFMT == S_IFREG {
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw .busy(url)
            }
            guard ftruncate(descriptor, 0) == 0 else {
                let message = String(cString: strerror(errno))
                close(descriptor)
                throw .cannotCreate(url, message)
            }
        }
        self.url = url
        self.options = options
        self.onFailure = onFailure
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        path = url.path
        state = Locked(TraceState())
    }

    /// Why recording stopped early, if it did: reported once, here and to
    /// the `onFailure` given at ``init(url:options:onFailure:)``, and never
    /// thrown into the app's calls. `nil` while all is well, and
    /// when recording stopped at the size limit (the file says so).
    ///
    /// - Complexity: O(1)
    public var failure: Failure? { state.withLock { $0.failure } }

    /// Whether lines are still being recorded.
    ///
    /// - Complexity: O(1)
    public var isRecording: Bool { state.withLock { !$0.isStopped } }

    /// How many bytes the trace has written so far.
    ///
    /// - Complexity: O(1)
    public var byteCount: Int { state.withLock { $0.writtenBytes } }

    /// Returns once every line recorded so far is with the operating
    /// system: at once, since each command's line is written before the
    /// command returns. For code that wants to say where it relies on that.
    ///
    /// - Complexity: O(1)
    public func flush() async {}

    /// Records nothing more.
    func stop() { state.withLock { $0.isStopped = true } }

    /// Writes what `body` writes (whole lines) to the file, in one hold of
    /// the lock and one `write(2)`, built in the trace's own buffer: no
    /// allocation once the buffer has grown. When the lines would pass the
    /// size limit they are taken back, and the note that ends recording
    /// takes their place. A failed write, or the file found deleted or
    /// replaced after it, ends recording.
    ///
    /// - Complexity: O(*k*) for the *k* bytes written.
    func emit(_ body: (inout TraceLine, inout TraceState) -> Void) {
        // Recording was on when the lock was taken, so a failure found set
        // when it is let go is this call's, and is reported once.
        let stoppedBy = state.withLock { state -> Failure? in
            guard !state.isStopped else { return nil }
            var line = TraceLine()
            swap(&line.bytes, &state.buffer)
            line.bytes.removeAll(keepingCapacity: true)
            body(&line, &state)
            if state.writtenBytes + line.bytes.count + Self.limitNoteReserve > options.sizeLimit {
                line.bytes.removeAll(keepingCapacity: true)
                state.isStopped = true
                if state.writtenBytes == 0 {
                    // Not even the header fits: a note alone would be a file no reader takes.
                    state.failure = .writeFailed(
                        "the size limit of \(options.sizeLimit) bytes cannot hold the trace's first lines")
                } else {
                    line.bytes.append(contentsOf: Self.limitNote(options.sizeLimit).utf8)
                }
            }
            if !line.bytes.isEmpty {
                if let problem = writeAll(line.bytes) ?? fileProblem() {
                    state.failure = problem
                    state.isStopped = true
                } else {
                    state.writtenBytes += line.bytes.count
                }
            }
            swap(&line.bytes, &state.buffer)
            return state.failure
        }
        if let stoppedBy { onFailure?(stoppedBy) }
    }

    /// Room kept for the note that ends recording at the size limit.
    static let limitNoteReserve = 160

    static func limitNote(_ limit: Int) -> String {
        #"{"note":"recording stopped: the trace reached its size limit of \#(limit) bytes"}"# + "\n"
    }

    /// Writes `bytes` to the file, all of them; the failure, if any.
    private func writeAll(_ bytes: [UInt8]) -> Failure? {
        do {
            try AtomicFile.writeAll(bytes, to: handle.fileDescriptor)
            return nil
        } catch {
            return .writeFailed(String(cString: strerror(error.code)))
        }
    }

    /// Whether the file was deleted or replaced under the trace: its
    /// last link gone (one `fstat(2)`), and then whether another file
    /// took its name.
    private func fileProblem() -> Failure? {
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0, status.st_nlink == 0 else { return nil }
        return stat(path, &status) == 0 ? .fileReplaced : .fileDeleted
    }
}

/// Why a trace could not start.
public enum AlertTraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file cannot be opened for writing; the message is the system's.
    case cannotCreate(URL, String)
    /// Another trace, in this process or another, records into the file.
    case busy(URL)

    /// The reason in one sentence.
    ///
    /// - Complexity: O(1)
    public var description: String {
        switch self {
        case .cannotCreate(let url, let message): "cannot write a trace to \(url.path): \(message)"
        case .busy(let url): "another trace is recording into \(url.path)"
        }
    }
}

/// What a trace has recorded.
struct TraceState {
    /// The buffer each command's lines are built in, kept for reuse.
    var buffer: [UInt8] = []
    /// Bytes written so far.
    var writtenBytes = 0
    var isStopped = false
    var failure: AlertTrace.Failure?
    /// The definition each id was declared with.
    var declared: [AlertID: AlertDefinition] = [:]
    /// Every action id of a declared alert.
    var actionIDs: Set<String> = []
    /// Hold names a recorded step has taken.
    var holds: Set<String> = []
    /// The policy's `preemptAt`, as the center has it (the header may write it clamped).
    var preemptAt = AlertLevel.required.rawValue

    /// Ends recording at a value no scenario can say: `line` becomes the note that says so.
    mutating func stop(unsayable reason: String, at instant: Milliseconds, writing line: inout TraceLine) {
        line.bytes.removeAll(keepingCapacity: true)
        line.note(AlertTrace.unsayableNote(reason, at: instant))
        isStopped = true
        failure = .unsayable(reason)
    }
}
