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
/// **Cost to the app.** The center's actor only encodes the line (a few
/// hundred bytes) and appends it to a buffer under a lock; a serial
/// dispatch queue of the trace's own writes the buffer to the file, one
/// `write(2)` per batch. So the actor never waits for the disk.
///
/// **What a crash loses.** Lines go to the operating system in batches,
/// whole lines, at most a millisecond after they were recorded (a burst of
/// commands shares one write): a crash of the app loses only the lines not
/// yet handed over, those of its last millisecond, and at worst a last
/// line cut short, which the reader ignores with a warning. (A crash of
/// the whole device can lose what the operating system had not yet put on
/// disk; the trace does not `fsync`.)
///
/// **Limits and failures.** Recording stops, with a last `{"note": ...}`
/// line saying why, once the file would pass ``sizeLimit`` (by default
/// ``defaultSizeLimit``, 64 MiB: the largest scenario the reader takes).
/// A write that fails (a full disk, a file-size limit), or the file
/// deleted or replaced under the trace, turns recording off; ``failure``
/// says why, once, and nothing is ever thrown into the app's calls.
///
/// **One recorder a file.** The trace holds an exclusive `flock(2)` on
/// its file while it lives: a second ``init(url:options:)`` on the same
/// file, from this process or another, throws ``AlertTraceError/busy(_:)``
/// and writes nothing, so two centers never interleave in one file.
///
/// - Complexity: O(*k*) per command for a line of *k* bytes, on the
///   center's actor; the write is the queue's.
public final class AlertTrace: Sendable {
    /// How a trace records.
    public struct Options: Sendable, Hashable {
        /// The most bytes the file may take; recording stops before it would
        /// pass them (the last note included).
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
        /// A write failed (a full disk, a file-size limit); the message is the system's.
        case writeFailed(String)
        /// The file was deleted while recording.
        case fileDeleted
        /// Another file took the trace's path while recording.
        case fileReplaced

        /// The reason in one sentence.
        ///
        /// - Complexity: O(1)
        public var description: String {
            switch self {
            case .writeFailed(let message): "a write to the trace failed: \(message)"
            case .fileDeleted: "the trace file was deleted while recording"
            case .fileReplaced: "the trace file was replaced by another file while recording"
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
    let queue: DispatchQueue
    let state: Locked<TraceState>
    /// The file's device and inode at creation, to notice a replacement.
    let identity: (device: UInt64, inode: UInt64)

    /// Starts a trace in the file at `url`, created or emptied, locked for
    /// this trace alone.
    ///
    /// - Throws: ``AlertTraceError/cannotCreate(_:_:)`` when the file cannot
    ///   be opened for writing (a read-only folder, say), and
    ///   ``AlertTraceError/busy(_:)`` when another trace records into it.
    /// - Complexity: O(1)
    public init(url: URL, options: Options = Options()) throws(AlertTraceError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotCreate(url, String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .busy(url)
        }
        var status = stat()
        // A device (such as /dev/null) is written as it is; a file is emptied.
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFREG || ftruncate(descriptor, 0) == 0
        else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotCreate(url, message)
        }
        self.url = url
        self.options = options
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        path = url.path
        queue = DispatchQueue(label: "AlertTrace.writer")
        state = Locked(TraceState())
    }

    /// Why recording stopped early, if it did: reported once, here, and
    /// never thrown into the app's calls. `nil` while all is well, and
    /// when recording stopped at the size limit (the file says so).
    ///
    /// - Complexity: O(1)
    public var failure: Failure? { state.withLock { $0.failure } }

    /// Whether lines are still being recorded.
    ///
    /// - Complexity: O(1)
    public var isRecording: Bool { state.withLock { !$0.isStopped } }

    /// How many bytes the trace has taken so far, written or queued.
    ///
    /// - Complexity: O(1)
    public var byteCount: Int { state.withLock { $0.accountedBytes } }

    /// Waits until every line recorded so far has been handed to the
    /// operating system (or recording has failed).
    ///
    /// - Complexity: O(*b*) for the *b* bytes still queued.
    public func flush() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                self.drain()
                continuation.resume()
            }
        }
    }

    /// Records nothing more (the lines queued are still written).
    func stop() { state.withLock { $0.isStopped = true } }

    /// Appends what `body` writes (whole lines) to the queue, in one hold of
    /// the lock, into the queue's own buffer: no allocation once the buffer
    /// has grown. When the lines would pass the size limit they are taken
    /// back, and the note that ends recording takes their place.
    ///
    /// - Complexity: O(*k*) for the *k* bytes written.
    func emit(_ body: (inout TraceLine, inout TraceState) -> Void) {
        let schedule = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            var line = TraceLine()
            swap(&line.bytes, &state.pending)
            let before = line.bytes.count
            body(&line, &state)
            let added = line.bytes.count - before
            if state.accountedBytes + added + Self.limitNoteReserve > options.sizeLimit {
                line.bytes.removeLast(added)
                state.isStopped = true
                let note = Self.limitNote(options.sizeLimit)
                if state.accountedBytes + note.utf8.count <= options.sizeLimit {
                    line.bytes.append(contentsOf: note.utf8)
                    state.accountedBytes += note.utf8.count
                }
            } else {
                state.accountedBytes += added
            }
            swap(&line.bytes, &state.pending)
            guard !state.isDrainScheduled, !state.pending.isEmpty else { return false }
            state.isDrainScheduled = true
            return true
        }
        // One write a millisecond at most: a burst of commands shares a write (and the one
        // scheduling, which allocates), and no line waits longer than that.
        if schedule { queue.asyncAfter(deadline: .now() + Self.batchingDelay) { self.drain() } }
    }

    /// How long a line may wait for the lines after it before the queue writes them.
    static let batchingDelay = DispatchTimeInterval.milliseconds(1)

    /// Room kept for the note that ends recording at the size limit.
    static let limitNoteReserve = 160

    static func limitNote(_ limit: Int) -> String {
        #"{"note":"recording stopped: the trace reached its size limit of \#(limit) bytes"}"# + "\n"
    }

    /// Writes what is queued; on the writer queue only.
    private func drain() {
        var batch = state.withLock { state -> [UInt8] in
            state.isDrainScheduled = false
            guard state.failure == nil else { return [] }
            var batch = state.spare
            state.spare = []
            swap(&batch, &state.pending)
            return batch
        }
        guard !batch.isEmpty else { return }
        let problem = writeAll(batch) ?? fileProblem()
        batch.removeAll(keepingCapacity: true)
        state.withLock { state in
            // The written buffer becomes the next one the center appends to, unless it grew very large.
            if batch.capacity <= 1 << 20 { state.spare = batch }
            guard let found = problem, state.failure == nil else { return }
            state.failure = found
            state.isStopped = true
            state.pending = []
        }
    }

    /// Writes `bytes` to the file, all of them; the failure, if any.
    private func writeAll(_ bytes: [UInt8]) -> Failure? {
        var remaining = bytes
        while !remaining.isEmpty {
            let written = write(handle.fileDescriptor, remaining, remaining.count)
            if written < 0 {
                if errno == EINTR { continue }
                return .writeFailed(String(cString: strerror(errno)))
            }
            // A short write (rare: a signal, a nearly full disk): the rest goes next.
            remaining = written == remaining.count ? [] : Array(remaining[written...])
        }
        return nil
    }

    /// Whether the file was deleted or replaced under the trace.
    private func fileProblem() -> Failure? {
        var named = stat()
        guard stat(path, &named) == 0 else { return .fileDeleted }
        if UInt64(named.st_dev) != identity.device || UInt64(named.st_ino) != identity.inode { return .fileReplaced }
        return nil
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

/// What a trace has recorded and queued.
struct TraceState {
    /// Bytes waiting for the writer queue.
    var pending: [UInt8] = []
    /// A buffer the writer queue has written out, kept for reuse.
    var spare: [UInt8] = []
    var isDrainScheduled = false
    /// Bytes taken so far, written or queued.
    var accountedBytes = 0
    var isStopped = false
    var failure: AlertTrace.Failure?
    /// The definition each id was declared with.
    var declared: [AlertID: AlertDefinition] = [:]
    /// Every action id of a declared alert.
    var actionIDs: Set<String> = []
    /// Hold names a recorded step has taken.
    var holds: Set<String> = []
}
