/// A hold on the screen (a splash ad, a system permission dialog): while any
/// hold is active, no alert starts showing. Holds are counted per name, so
/// two modules may hold the same name; the screen is free once every token
/// has been released.
///
///     let splash = await center.hold("splash-ad")
///     await playSplashAd()
///     await splash.release()
public final class AlertHold: Sendable {
    /// The hold's name.
    public let name: String
    private let center: AlertCenter
    private let isReleased = Locked(false)

    init(name: String, center: AlertCenter) {
        self.name = name
        self.center = center
    }

    /// Lets go of this hold. Releasing a token twice is harmless: only the
    /// first release counts.
    public func release() async {
        let first = isReleased.withLock { released -> Bool in
            defer { released = true }
            return !released
        }
        guard first else { return }
        await center.releaseHold(name)
    }

    /// Whether ``release()`` has been called.
    public var released: Bool { isReleased.withLock { $0 } }
}
