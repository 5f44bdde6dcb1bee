import AlertCore
import Testing

/// The library example in README.md, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("A forced update preempts a red packet, which waits its turn")
    func forcedUpdatePreemptsRedPacket() {
        var scheduler = AlertScheduler(policy: AlertPolicy(maxVisible: 1))
        let update = AlertDefinition(
            id: "forced-update", level: .required, title: "发现新版本",
            actions: [AlertAction(id: "update", label: "立即更新", dismisses: false)], isDismissible: false)
        let redPacket = AlertDefinition(
            id: "red-packet", level: .normal + 100, title: "领取红包", actions: [AlertAction("关闭")])

        #expect(
            scheduler.send(.request(redPacket)).map(\.kind) == [.requested("red-packet"), .presented("red-packet")])
        scheduler.send(.advance(to: 30))
        #expect(
            scheduler.send(.request(update)).map(\.kind) == [
                .requested("forced-update"), .suspended("red-packet", reason: .preempted(by: "forced-update")),
                .presented("forced-update"),
            ])
        #expect(scheduler.visible == ["forced-update"])
        #expect(scheduler.pending == ["red-packet"])
        #expect(
            scheduler.send(.tap(action: "关闭", on: .alert("red-packet"))).map(\.kind) == [
                .rejected("red-packet", reason: .notVisible)
            ])
        let shown = scheduler.send(.remove("forced-update")).compactMap { event in
            if case .presented(let id) = event.kind { id } else { nil }
        }
        #expect(shown == ["red-packet"])
    }
}
