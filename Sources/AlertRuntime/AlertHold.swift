/// A hold on the screen (a splash ad, a system permission dialog): while any
/// hold is active, no alert starts showing. Holds are counted per name, so
/// two modules may hold the same name; the screen is free once every token
/// has been released.
///
///     let splash = await center.hold("splash-ad")
///     await playSplashAd()
///     await splash.release()
///
/// A token deallocated while it still holds is a bug (the screen would stay
/// held for good): a debug build stops at an assertion that names the hold
/// (an ``AlertMisuse/droppedHold(_:)``), and in any build the center
/// releases it. A token from ``AlertCenter/hold(_:timeout:)`` may be
/// dropped: its timeout releases it.
public final class AlertHold: Sendable {
    /// The hold's name.
    public let name: String
    /// The center's launch when the hold was taken.
    private let launch: Int
    private let center: AlertCenter
    private let releaseState = Locked(false)
    /// The task that releases a timed hold at its timeout, if it is one.
    private let timer = Locked<Task<Void, Never>?>(nil)

    init(name: String, launch: Int, center: AlertCenter) {
        self.name = name
        self.launch = launch
        self.center = center
    }

    deinit {
        let timed = timer.withLock { $0 != nil }
        if !isReleased, !timed { center.holdDropped(name, launch: launch) }
    }

    /// Makes this a timed hold: `task` releases it at its timeout, and is
    /// cancelled when it is released before.
    func releaseAfter(_ task: Task<Void, Never>) {
        timer.withLock { $0 = task }
    }

    /// Lets go of this hold. Releasing a token twice is harmless: only the
    /// first release counts. After ``AlertCenter/relaunch()`` a token of the
    /// earlier launch releases nothing: the relaunch ended its hold, and a
    /// hold of the same name taken since belongs to someone else.
    ///
    /// A token that is never released holds the screen for good: release
    /// it on every path. Where the hold lasts as long as one piece of work,
    /// ``AlertCenter/withHold(_:isolation:_:)`` does that for you.
    ///
    /// - Complexity: O(1), plus what settling does.
    public func release() async {
        let first = releaseState.withLock { released -> Bool in
            defer { released = true }
            return !released
        }
        guard first else { return }
        timer.withLock { $0 }?.cancel()
        await center.releaseHold(name, launch: launch)
    }

    /// Whether ``release()`` has been called.
    ///
    /// - Complexity: O(1)
    public var isReleased: Bool { releaseState.withLock { $0 } }

    /// Whether ``release()`` has been called.
    ///
    /// - Complexity: O(1)
    @available(*, deprecated, renamed: "isReleased")
    public var released: Bool { isReleased }
}
