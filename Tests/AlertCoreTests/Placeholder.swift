import AlertCore
import Testing

@Test func smoke() {
    var s = AlertScheduler()
    s.recordsStacks = true
    let red = AlertDefinition(id: "red", level: 600, actions: [AlertAction("ok")])
    let perm = AlertDefinition(id: "perm", level: 700, actions: [AlertAction("ok")])
    let upd = AlertDefinition(
        id: "upd", level: .required, actions: [AlertAction("now", dismisses: false)], isDismissible: false, ttl: nil)
    var ev = s.send(.request(red))
    ev += s.send(.advance(to: 30))
    ev += s.send(.request(perm))
    ev += s.send(.request(upd))
    ev += s.send(.dismissTop)
    ev += s.send(.tap("now"))
    ev += s.send(.dismiss("upd"))
    ev += s.send(.tap("ok"))
    for e in ev {
        print(
            e.time, e.kind, e.alert ?? "-", e.reason?.rawValue ?? "", e.stacks!.visible, e.stacks!.pending,
            e.stacks!.masks)
    }
    var n = NaiveAlertStack()
    for d in [red, perm, upd] { _ = n.send(.request(d)) }
    _ = n.send(.dismiss("red"))
    _ = n.send(.dismiss("perm"))
    _ = n.send(.dismiss("upd"))
    #expect(n.masks == 2)
}
