import AlertCore
import AlertRuntime
import Testing

/// `withHold(_:isolation:_:)`: a hold that lasts as long as one piece of work, and is
/// released however that work ends.
@Suite("Scoped holds")
struct ScopedHoldTests {
    struct SplashFailed: Error {}

    @Test("Nothing shows while the body runs; the body's value comes back and the alert shows after")
    func holdsWhileTheBodyRuns() async {
        let center = AlertCenter(clock: ManualClock())
        let events = center.events
        let shownDuringBody = await center.withHold("splash-ad") {
            await center.request(alert("a"))
            return await center.visible
        }
        #expect(shownDuringBody.isEmpty)
        #expect(await center.visible == ["a"])
        var kinds: [AlertEvent.Kind] = []
        for await event in events {
            kinds.append(event.kind)
            if case .presented = event.kind { break }
        }
        #expect(kinds == [.held("splash-ad"), .requested("a"), .released("splash-ad"), .presented("a")])
    }

    @Test("A body that throws releases the hold, and the error reaches the caller")
    func throwingBodyReleases() async {
        let center = AlertCenter(clock: ManualClock())
        await #expect(throws: SplashFailed.self) {
            try await center.withHold("splash-ad") {
                await center.request(alert("a"))
                throw SplashFailed()
            }
        }
        #expect(await center.visible == ["a"])
    }

    @Test("Cancelling the task inside the body releases the hold")
    func cancelledBodyReleases() async {
        let clock = ManualClock()
        let center = AlertCenter(clock: clock)
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let splash = Task {
            try await center.withHold("splash-ad") {
                startedContinuation.yield()
                try await clock.sleep(for: .seconds(30))
            }
        }
        for await _ in started { break }
        await center.request(alert("a"))
        #expect(await center.visible.isEmpty, "the splash holds the screen")
        splash.cancel()
        await #expect(throws: CancellationError.self) { try await splash.value }
        #expect(await center.visible == ["a"])
    }

    /// Main-actor state that the body changes in place, as a view model's would be.
    @MainActor final class SplashModel {
        var isPlaying = false
        var plays = 0
    }

    @Test("The body runs in the caller's isolation: on the main actor it changes main-actor state directly")
    @MainActor func bodyRunsWhereTheCallerIs() async {
        let center = AlertCenter(clock: ManualClock())
        let model = SplashModel()
        var seenWhilePlaying: [AlertID] = ["not read"]
        await center.withHold("splash-ad") {
            MainActor.assertIsolated()
            model.isPlaying = true
            model.plays += 1
            _ = await center.request(alert("a"))
            seenWhilePlaying = await center.visible
            model.isPlaying = false
        }
        #expect(model.plays == 1 && !model.isPlaying)
        #expect(seenWhilePlaying.isEmpty)
        #expect(await center.visible == ["a"])
    }

    @Test("A scoped hold counts with a token of the same name")
    func countsWithTokens() async {
        let center = AlertCenter(clock: ManualClock())
        let dialog = await center.hold("screen")
        await center.withHold("screen") { _ = await center.request(alert("a")) }
        #expect(await center.visible.isEmpty, "the token still holds")
        await dialog.release()
        #expect(await center.visible == ["a"])
    }
}
