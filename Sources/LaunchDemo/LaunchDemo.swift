import AlertCore
import AlertRuntime
import Foundation

/// `swift run launch-demo [HISTORY-FILE]`: the reading app's launch on the
/// real clock, drawn by a console presenter. Caps are kept in a history
/// file, so a second run within a week differs from the first: the rating
/// prompt is capped.
@main
enum LaunchDemo {
    static func main() async {
        let historyURL =
            CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("launch-demo-history.json")
        let history: FileAlertHistory
        do {
            history = try FileAlertHistory(url: historyURL)
        } catch {
            FileHandle.standardError.write(Data("launch-demo: \(error)\n".utf8))
            exit(66)
        }
        print("history: \(historyURL.path) (delete it to see the rating prompt again)")
        // The flight recorder: this session as a JSON-lines scenario the player opens.
        let traceURL = FileManager.default.temporaryDirectory.appendingPathComponent("launch-demo-trace.jsonl")
        let trace = try? AlertTrace(url: traceURL, options: .init(name: "launch-demo session"))
        let say: @Sendable (String) -> Void = { print($0) }
        let center = AlertCenter(
            policy: ReadingApp.policy, screen: "home", clock: ContinuousClock(), history: history,
            presenter: ConsolePresenter(say: say), trace: trace)
        let launch = ReadingAppLaunch(center: center, clock: ContinuousClock(), say: say)
        _ = await launch.run()
        let ledger = await center.ledger
        print(
            "ledger: requested \(ledger.requested), dismissed \(ledger.dismissed), expired \(ledger.expired), "
                + "dropped \(ledger.dropped), balanced \(ledger.isBalanced)")
        await center.finishTrace()
        if let trace {
            print("trace: \(traceURL.path)\(trace.failure.map { " (recording stopped: \($0))" } ?? "")")
            print("watch it again: swift run alert-tui play \(traceURL.path)")
        }
    }
}
