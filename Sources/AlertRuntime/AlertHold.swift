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

    /// Makes this a timed hold: a task sleeps (with `sleepUntil`) until
    /// `deadline` on the center's clock and then releases the hold, unless
    /// it was released before (which cancels the task). The task keeps
    /// neither this token nor the center alive: a dropped token still ends
    /// at its deadline, and a center let go of ends its holds with it.
    func release(at deadline: Duration, sleepingWith sleepUntil: @escaping @Sendable (Duration) async throws -> Void) {
        let (releaseState, name, launch, center) = (releaseState, name, launch, center)
        let task = Task { [weak center] in
            do { try await sleepUntil(deadline) } catch { return }
            guard Self.claimRelease(releaseState) else { return }
            await center?.releaseHold(name, launch: launch)
        }
        timer.withLock { $0 = task }
    }

    /// Marks a hold released; whether this was the first release.
    private static func claimRelease(_ state: Locked<Bool>) -> Bool {
        state.withLock { released -> Bool in
            defer { released = true }
            return !released
        }
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
        guard Self.claimRelease(releaseState) else { return }
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
