import AlertCore
import Foundation
import Synchronization
import Testing

@testable import AlertRuntime

/// Presenters see what should be on screen; a slow one never wedges the queue.
@Suite("Presenters")
struct PresenterTests {
    /// Records every state it is asked to render.
    final class RecordingPresenter: AlertPresenter {
        let states = Mutex<[AlertScreenState]>([])
        func render(_ state: AlertScreenState) async { states.withLock { $0.append(state) } }
    }

    /// Never finishes its first animation.
    final class StuckPresenter: AlertPresenter {
        let calls = Mutex(0)
        func render(_ state: AlertScreenState) async {
            calls.withLock { $0 += 1 }
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
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
        await center.dismiss("a")
        await center.dismiss("u")
        #expect(await eventually { presenter.states.withLock { $0.last == AlertScreenState() } })
        #expect(presenter.states.withLock { $0.allSatisfy { $0.masks == ($0.visible.isEmpty ? 0 : 1) } })
    }

    @Test("A presenter that never completes an animation cannot wedge the queue")
    func stuckPresenter() async {
        let presenter = StuckPresenter()
        let center = AlertCenter(clock: ManualClock(), presenter: presenter)
        for index in 0..<5 {
            await center.request(alert("a\(index)"))
            #expect(await center.tap(action: "ok", on: "a\(index)"))
        }
        #expect(await center.ledger.dismissed == 5)
        #expect(await eventually { presenter.calls.withLock { $0 } == 1 })
        await center.request(alert("later"))
        #expect(await center.visible == ["later"])
        #expect(presenter.calls.withLock { $0 } == 1, "still stuck in its first animation")
    }

    @Test("The overlay model follows the center")
    @MainActor
    func overlayModel() async {
        let model = AlertOverlayModel()
        let center = AlertCenter(clock: ManualClock(), presenter: model)
        await center.request(alert("a"))
        #expect(await eventually { await MainActor.run { model.top?.id == "a" && model.isDimmed } })
        await center.dismiss("a")
        #expect(await eventually { await MainActor.run { model.visible.isEmpty && !model.isDimmed } })
    }
}
