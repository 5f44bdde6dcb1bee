import AlertCore
import AlertRuntime
import Foundation

// The Jianshu launch as an app writes it on AlertRuntime: modules on their own
// tasks ask for popups after (simulated) network replies, a forced update
// arrives late and preempts, a printing presenter draws, and a simulated user
// answers each popup. Caps are kept in a history file, so a second run within
// a week differs from the first: the rating prompt is capped.
//
//     swift run launch-demo [HISTORY-FILE]

/// Prints what is on screen whenever something shows, and what it covers
/// or replaces. (An empty screen is not printed: it comes at the same
/// instant as the module's own line.)
actor PrintingPresenter: AlertPresenter {
    let start: ContinuousClock.Instant
    /// What the last render drew.
    private var drawn = AlertScreenState()

    init(start: ContinuousClock.Instant) { self.start = start }

    func render(_ state: AlertScreenState) async {
        let changes = state.changes(since: drawn)
        drawn = state
        guard !state.visible.isEmpty else { return }
        let shown = state.visible.map { "\($0.title) [\($0.id)]" }.joined(separator: " under ")
        let aside = changes.hidden.isEmpty ? "" : " (\(changes.hidden.map(\.id).joined(separator: ", ")) steps aside)"
        print(stamp(start), "screen: \(shown), dimmed\(aside)")
    }
}

func stamp(_ start: ContinuousClock.Instant) -> String {
    let elapsed = start.duration(to: .now)
    return String(format: "[%5.2fs]", Double(elapsed.wholeMilliseconds) / 1000)
}

let historyPath =
    CommandLine.arguments.dropFirst().first
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("launch-demo-history.json").path
let history: FileAlertHistory
do {
    history = try FileAlertHistory(url: URL(fileURLWithPath: historyPath))
} catch {
    FileHandle.standardError.write(Data("launch-demo: \(error)\n".utf8))
    exit(66)
}
print("history: \(historyPath) (delete it to see the rating prompt again)")

let policy = AlertPolicy(
    maxVisible: 1, gap: .milliseconds(200),
    caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
// The flight recorder: the session as a scenario that `alert-tui play` opens.
let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent("launch-demo-trace.jsonl").path
let trace = try? AlertTrace(url: URL(fileURLWithPath: tracePath), options: .init(name: "launch-demo session"))
let start = ContinuousClock.now
let center = AlertCenter(
    policy: policy, screen: "home", clock: ContinuousClock(), history: history,
    presenter: PrintingPresenter(start: start), trace: trace)

let redPacket = AlertDefinition(
    id: "red-packet", level: 600, title: "领取红包", message: "新人红包 8.88 元已到账",
    actions: [AlertAction("领取"), AlertAction("关闭")])
let permission = AlertDefinition(
    id: "notification-permission", level: 700, title: "开启通知", message: "第一时间收到作者更新",
    actions: [AlertAction("允许"), AlertAction("以后再说")])
let guide = AlertDefinition(
    id: "feature-guide", level: .normal, title: "新功能：夜间模式", actions: [AlertAction("知道了")])
let rating = AlertDefinition(
    id: "rating", level: .low, title: "喜欢简书吗？", actions: [AlertAction("去评分"), AlertAction("以后再说")],
    ttl: .seconds(5), cap: "weekly")
let forcedUpdate = AlertDefinition(
    id: "forced-update", level: .required, title: "发现新版本 3.2.0",
    actions: [AlertAction("立即更新", dismisses: false), AlertAction("稍后提醒")], isDismissible: false)

/// A business module: waits for its network reply, asks, and reports how it ended.
func module(_ alert: AlertDefinition, after delay: Duration) async {
    try? await Task.sleep(for: delay)
    print(stamp(start), "\(alert.id) asks")
    let outcome = await center.present(alert)
    print(stamp(start), "\(alert.id) ended: \(outcome)")
}

/// The user: reads each popup for a moment, then answers it. The tap is
/// addressed to that popup, so if something covered it meanwhile, the tap
/// is refused instead of landing on the newcomer.
func user(answers: [AlertID: String]) async {
    for await event in center.events {
        guard case .presented(let id) = event.kind, let action = answers[id] else { continue }
        try? await Task.sleep(for: .milliseconds(600))
        if Task.isCancelled { return }
        do {
            try await center.tap(action: action, on: id)
        } catch {
            print(stamp(start), "user taps \(action) on \(id): \(error)")
        }
    }
}

/// What each task of the launch is, so the demo knows when the modules are done.
enum Part { case module, splash, user, timer }

let splash = await center.hold("splash-ad")
let modules = [
    (redPacket, 100), (permission, 130), (guide, 180), (rating, 200), (forcedUpdate, 900),
]
await withTaskGroup(of: Part.self) { group in
    group.addTask {
        await user(answers: [
            "red-packet": "领取", "notification-permission": "以后再说", "feature-guide": "知道了",
            "rating": "去评分", "forced-update": "稍后提醒",
        ])
        return .user
    }
    for (alert, delay) in modules {
        group.addTask {
            await module(alert, after: .milliseconds(delay))
            return .module
        }
    }
    group.addTask {
        try? await Task.sleep(for: .milliseconds(400))
        print(stamp(start), "splash ad ends")
        await splash.release()
        return .splash
    }
    group.addTask {
        // A bound on the demo: it ends by then whatever happens.
        if (try? await Task.sleep(for: .seconds(8))) != nil { print(stamp(start), "time is up") }
        return .timer
    }
    var finishedModules = 0
    for await part in group {
        if part == .module { finishedModules += 1 }
        if finishedModules == modules.count || part == .timer { group.cancelAll() }
    }
}
let ledger = await center.ledger
print(
    "ledger: requested \(ledger.requested), dismissed \(ledger.dismissed), expired \(ledger.expired), "
        + "dropped \(ledger.dropped), balanced \(ledger.isBalanced)")
await center.finishTrace()
if let trace {
    print("trace: \(tracePath)\(trace.failure.map { " (recording stopped: \($0))" } ?? "")")
    print("watch it again: swift run alert-tui play \(tracePath)")
}
