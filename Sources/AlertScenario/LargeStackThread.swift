import Foundation
import Synchronization

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// Composing YAML recurses once per nesting level (libyaml stops at 1000
/// levels), and so does releasing the resulting tree; in a debug build that
/// needs about 2 MB, more than a secondary thread (such as a test's) may
/// have. The stack is reserved address space; only the pages used cost
/// memory.
enum LargeStackThread {
    /// 32 MiB: more than ten times what the deepest YAML libyaml accepts needs.
    static let stackSize = 32 << 20

    /// `body()`, run on a new thread with a ``stackSize`` stack; blocks the
    /// caller until it returns.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        let slot = ResultSlot<Value>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.store(body())
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
        guard let value = slot.take() else {
            // The thread always stores before signalling; running inline keeps this total.
            return body()
        }
        return value
    }
}

/// One value handed from the worker thread to the waiting caller.
private final class ResultSlot<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func store(_ newValue: Value) {
        value.withLock { $0 = newValue }
    }

    func take() -> Value? {
        value.withLock { $0 }
    }
}
