import AlertCore
import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import AlertRuntime

/// Presenters see what should be on screen; a slow one never wedges the queue.
@Suite("Presenters")
struct PresenterTests {
    /// Records every state it is asked to render.
    final class RecordingPresenter: AlertPresenter {
        let states = LockedValue<[AlertScreenState]>([])
        func render(_ state: AlertScreenState) async { states.withLock { $0.append(state) } }
    }

    /// Never finishes its first animation and ignores cancellation; later
    /// renders are recorded. `finish()` lets the stuck one go at the end.
    final class StuckPresenter: AlertPresenter {
        let rendered = LockedValue<[AlertScreenState]>([])
        /// The state of the render that is stuck.
        let stuckState = LockedValue<AlertScreenState?>(nil)
        private let stuck = LockedValue<[CheckedContinuation<Void, Never>]>([])
        private let calls = LockedValue(0)

        func render(_ state: AlertScreenState) async {
            let call = calls.withLock { calls in
                defer { calls += 1 }
                return calls
            }
            if call == 0 {
                stuckState.withLock { $0 = state }
                await withCheckedContinuation { continuation in stuck.withLock { $0.append(continuation) } }
            }
            rendered.withLock { $0.append(state) }
        }

        var isStuck: Bool { stuck.withLock { !$0.isEmpty } }

        func finish() {
            for continuation in stuck.withLock({ $0 }) { continuation.resume() }
        }
    }

    @Test("The presenter is told the visible alerts bottom to top and the dim layer")
    func presenterSeesStates() async {
        let presenter = RecordingPresenter()
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 2), clock: ManualClock(), presenter: presenter)
        await center.request(alert("a", 500))
        #expect(await eventually { presenter.states.withLock { $0.last?.visible.map(\.id) == ["a"] } })
        await center.request(alert("u", .required))
        #expect(await eventually { presenter.states.withLock { $0.last?.visible.map(\.id) == ["a", "u"] } })
        await center.remove("a")
        await center.remove("u")
        #expect(await eventually { presenter.states.withLock { $0.last == AlertScreenState() } })
        #expect(presenter.states.withLock { $0.allSatisfy { $0.masks == ($0.visible.isEmpty ? 0 : 1) } })
    }

    /// Sends a close of the top alert back to its center for every state
    /// with one: a presenter made with the center in hand.
    final class ClosingPresenter: AlertPresenter {
        let center: AlertCenter
        let rendered = LockedValue<[[AlertID]]>([])
        init(center: AlertCenter) { self.center = center }
        func render(_ state: AlertScreenState) async {
            rendered.withLock { $0.append(state.visible.map(\.id)) }
            if let top = state.top { try? await center.close(top.id) }
        }
    }

    @Test("A presenter set after the center sees what is on screen at once, sends taps back, and replaces the first")
    func presenterSetLater() async {
        let first = RecordingPresenter()
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 1), clock: ManualClock(), presenter: first)
        await center.request(alert("a", 500))
        await center.request(alert("b", 400))
        #expect(await eventually { first.states.withLock { $0.last?.visible.map(\.id) == ["a"] } })
        let closing = ClosingPresenter(center: center)
        await center.setPresenter(closing)
        // It draws a at once, closes it, draws b, closes it, and draws the empty screen.
        #expect(await eventually { closing.rendered.withLock { $0 == [["a"], ["b"], []] } })
        #expect(await center.visible.isEmpty)
        #expect(await center.pending.isEmpty)
        #expect(first.states.withLock { $0.allSatisfy { $0.visible.map(\.id) != ["b"] } }, "the first saw no more")
        await center.setPresenter(nil)
        await center.request(alert("c", 500))
        #expect(await center.visible == ["c"], "without a presenter, nothing closes it")
    }

    @Test("A stuck render is counted and reported once, and the same state is not rendered again while it is stuck")
    func stuckRenderIsNotRepeated() async throws {
        let presenter = StuckPresenter()
        let presenterClock = ManualClock()
        let center = AlertCenter(clock: ManualClock())
        let reports = LockedValue<[String]>([])
        await center.setPresenter(presenter, timeout: .seconds(1), clock: presenterClock)
        await center.reportStuckRenders(with: { message in reports.withLock { $0.append(message) } })
        // The first render, of the empty screen, never returns.
        #expect(await eventually { presenter.isStuck })
        #expect(await eventually { presenterClock.sleeperCount == 1 }, "the render's timeout")
        await presenterClock.advance(by: .seconds(1))
        #expect(await eventually { await center.stuckRenders == 1 })
        // A new state is drawn; back on the empty screen, whose render is
        // stuck, nothing is started: the next drawn state is b.
        await center.request(alert("a"))
        let a = AlertScreenState(visible: [alert("a")], masks: 1)
        #expect(await eventually { presenter.rendered.withLock { $0 == [a] } })
        await center.remove("a")
        await center.request(alert("b"))
        let b = AlertScreenState(visible: [alert("b")], masks: 1)
        #expect(await eventually { presenter.rendered.withLock { $0 == [a, b] } })
        #expect(await center.stuckRenders == 1)
        #expect(reports.withLock { $0.count } == 1, "reported once")
        #expect(reports.withLock { $0.first?.contains("render must not block") == true })
        // Once it returns, the empty screen may be drawn again.
        presenter.finish()
        #expect(await eventually { presenter.rendered.withLock { $0 == [a, b, AlertScreenState(), b] } })
        await center.remove("b")
        #expect(await eventually { presenter.rendered.withLock { $0.last == AlertScreenState() } })
        #expect(await center.stuckRenders == 1, "the count is of renders that outlived the timeout, ever")
    }

    @Test("A presenter that never completes an animation wedges neither the queue nor the screen")
    func stuckPresenter() async throws {
        let presenter = StuckPresenter()
        let clock = ManualClock()
        let presenterClock = ManualClock()
        let center = AlertCenter(clock: clock)
        await center.setPresenter(presenter, timeout: .seconds(1), clock: presenterClock)
        await center.request(alert("a0"))
        #expect(await eventually { presenter.isStuck }, "stuck drawing the first state")
        try await center.tap(action: "ok", on: "a0")
        for index in 1..<5 {
            await center.request(alert("a\(index)"))
            try await center.tap(action: "ok", on: "a\(index)")
        }
        #expect(await center.ledger.dismissed == 5, "scheduling did not wait for the presenter")
        await center.request(alert("later"))
        #expect(await center.visible == ["later"])
        #expect(await eventually { presenterClock.sleeperCount == 1 }, "the render's timeout")
        #expect(clock.sleeperCount == 0, "no deadline, and the timeout is not on the center's clock")
        #expect(presenter.rendered.withLock { $0.isEmpty }, "still in its first animation")
        // A second on the presenter's clock later the newest state is drawn.
        await presenterClock.advance(by: .seconds(1))
        let later = AlertScreenState(visible: [alert("later")], masks: 1)
        #expect(await eventually { presenter.rendered.withLock { $0 == [later] } })
        // The stuck render (of the empty screen or of a0, whichever the
        // feed took first) returns last, drawing its old state over the
        // newest: the newest is drawn once more after it.
        let old = presenter.stuckState.withLock { $0 } ?? later
        #expect(old != later)
        presenter.finish()
        #expect(await eventually { presenter.rendered.withLock { $0 == [later, old, later] } })
        await center.remove("later")
        #expect(await eventually { presenter.rendered.withLock { $0 == [later, old, later, AlertScreenState()] } })
        #expect(await center.ledger.dismissed == 6)
    }

    @Test("A presenter timeout meant as never (Int64.max seconds) renders instead of trapping on the clock")
    func presenterTimeoutOfNever() async {
        let presenter = StuckPresenter()
        let center = AlertCenter(
            clock: ManualClock(), presenter: presenter, presenterTimeout: .seconds(Int64.max), wallClock: { Date() })
        await center.request(alert("a"))
        #expect(await eventually { presenter.isStuck }, "stuck drawing a, the timeout sleeping")
        let recorder = RecordingPresenter()
        await center.setPresenter(recorder, timeout: .seconds(Int64.max))
        await center.request(alert("b"))
        #expect(await eventually { recorder.states.withLock { $0.last?.visible.map(\.id) == ["a"] } })
        presenter.finish()
    }

    @Test("The initialiser's presenter timeout runs in real time, not on the center's clock")
    func presenterTimeoutInRealTime() async throws {
        let presenter = StuckPresenter()
        let clock = ManualClock()
        let center = AlertCenter(
            clock: clock, presenter: presenter, presenterTimeout: .milliseconds(20), wallClock: { Date() })
        await center.request(alert("a"))
        #expect(await eventually { presenter.isStuck }, "stuck drawing a")
        await center.remove("a")
        // The center's clock never moves, yet the stuck render is given up
        // on and the newest state drawn: the timeout is real time.
        var waited = Duration.zero
        while presenter.rendered.withLock({ $0.isEmpty }), waited < .seconds(10) {
            try await Task.sleep(for: .milliseconds(10))
            waited += .milliseconds(10)
        }
        #expect(presenter.rendered.withLock { $0 == [AlertScreenState()] })
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == ManualClock.Instant(offset: .zero))
        presenter.finish()
    }

    @Test("changes(since:) names what to show and what to hide")
    func changes() {
        let before = AlertScreenState(visible: [alert("a"), alert("b")], masks: 1)
        let after = AlertScreenState(visible: [alert("b"), alert("u", .required)], masks: 1)
        #expect(
            after.changes(since: before) == AlertScreenChanges(shown: [alert("u", .required)], hidden: [alert("a")]))
        #expect(after.changes(since: after).isEmpty)
        #expect(AlertScreenState().changes(since: after) == AlertScreenChanges(hidden: after.visible))
    }

    @Test("changes(since:) names an alert whose definition is not the one drawn, as it is now")
    func changedDefinition() {
        let drawn = AlertScreenState(visible: [alert("a"), alert("b")], masks: 1)
        let reworded = AlertDefinition(id: "a", title: "New text")
        let now = AlertScreenState(visible: [reworded, alert("b")], masks: 1)
        let changes = now.changes(since: drawn)
        #expect(changes == AlertScreenChanges(changed: [reworded]))
        #expect(!changes.isEmpty)
        #expect(now.changes(since: now).isEmpty)
    }

    @Test("The overlay model follows the center")
    @MainActor
    func overlayModel() async {
        let model = AlertOverlayModel()
        let center = AlertCenter(clock: ManualClock(), presenter: model)
        await center.request(alert("a"))
        #expect(await eventually { await MainActor.run { model.top?.id == "a" && model.isDimmed } })
        await center.remove("a")
        #expect(await eventually { await MainActor.run { model.visible.isEmpty && !model.isDimmed } })
    }
}
