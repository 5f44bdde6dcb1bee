import AlertCore
import AlertRuntime

/// The reading app's launch, written as an app writes it on AlertRuntime:
/// a splash ad holds the screen, modules ask for popups after their network
/// replies, a forced update arrives late and preempts, the wallet's coupon
/// waits for the wallet screen, and a simulated user answers each popup.
///
/// It runs on any clock: the real one in `swift run launch-demo`, a
/// `ManualClock` in its tests, which step through it without sleeping.
struct ReadingAppLaunch<C: Clock>: Sendable where C.Duration == Duration {
    let center: AlertCenter
    let clock: C
    /// Writes one line of the demo's output.
    let say: @Sendable (String) -> Void
    /// How long the splash ad plays.
    var splashAd: Duration = .milliseconds(400)
    /// How long the user reads a popup before answering it.
    var readingTime: Duration = .milliseconds(600)
    /// When the user opens the wallet.
    var walletOpensAt: Duration = .seconds(5)

    /// What a task of the launch was, so the launch knows when it is over.
    private enum Part: Sendable {
        case module(AlertID, AlertOutcome)
        case other
    }

    /// Runs the launch until every module's popup has ended.
    ///
    /// - Returns: how each module's popup ended, by id.
    func run() async -> [AlertID: AlertOutcome] {
        let start = clock.now
        let stamp: @Sendable () -> String = { [clock] in Self.stamp(start.duration(to: clock.now)) }
        // Subscribed before anything can be presented, so the user sees every popup.
        let events = center.events
        return await withTaskGroup(of: Part.self) { group in
            group.addTask {
                // The splash ad; if it hangs, the timeout frees the screen at 3 s.
                let splash = await center.hold("splash-ad", timeout: .seconds(3))
                try? await clock.sleep(for: splashAd)
                say("\(stamp()) splash ad ends")
                await splash.release()
                return .other
            }
            for (alert, reply) in ReadingApp.modules {
                group.addTask {
                    try? await clock.sleep(for: reply)
                    say("\(stamp()) \(alert.id) asks")
                    let outcome = await center.present(alert)
                    say("\(stamp()) \(alert.id) ended: \(outcome)")
                    return .module(alert.id, outcome)
                }
            }
            group.addTask {
                await answer(events, stamp: stamp)
                return .other
            }
            group.addTask {
                guard (try? await clock.sleep(for: walletOpensAt)) != nil else { return .other }
                say("\(stamp()) user opens the wallet")
                await center.navigate(to: "wallet")
                return .other
            }
            var outcomes: [AlertID: AlertOutcome] = [:]
            for await part in group {
                guard case .module(let id, let outcome) = part else { continue }
                outcomes[id] = outcome
                if outcomes.count == ReadingApp.modules.count { group.cancelAll() }
            }
            return outcomes
        }
    }

    /// The user: reads each popup as it shows, then presses its answer,
    /// addressed to that popup, so a tap meant for a popup that has since
    /// been covered is refused instead of landing on the newcomer.
    private func answer(_ events: AsyncStream<AlertEvent>, stamp: @escaping @Sendable () -> String) async {
        for await event in events {
            guard case .presented(let id) = event.kind, let action = ReadingApp.answers[id] else { continue }
            guard (try? await clock.sleep(for: readingTime)) != nil else { return }
            do {
                try await center.tap(action: action, on: id)
                say("\(stamp()) user taps \(action) on \(id)")
            } catch let rejection as AlertRejection {
                say("\(stamp()) user taps \(action) on \(id): refused (\(rejection.reason))")
            } catch {
                say("\(stamp()) user taps \(action) on \(id): \(error)")
            }
        }
    }

    /// A time since the launch as `[ 1.50s]`.
    static func stamp(_ elapsed: Duration) -> String {
        let milliseconds = elapsed.wholeMilliseconds
        let whole = String(milliseconds / 1000)
        let fraction = String(milliseconds % 1000 / 10)
        return "[" + String(repeating: " ", count: max(0, 2 - whole.count)) + whole + "."
            + String(repeating: "0", count: 2 - fraction.count) + fraction + "s]"
    }
}
