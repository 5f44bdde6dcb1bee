import AlertRuntime
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A child process for the runtime's crash tests: FileAlertHistory's and AlertTrace's.
//
// `HistoryWriter FILE` writes ever longer histories to FILE, forever:
// history n holds n instants 0, 1, ..., n-1 seconds after 1970 under "cap".
// A test kills it at random moments and checks that the file always holds a
// complete history. Prints "ready" once the first history is on disk.
//
// `HistoryWriter present FOLDER INDEX` plays one of several processes
// sharing a history, one trial per line read from standard input: for the
// trial number N read, it opens FOLDER/trial-N.json in a new center,
// presents "note-INDEX" (its own cap "note-INDEX", 1 a week; the policy
// declares those of 16 processes) and removes it, then presents "rating"
// (cap "once", 1 a week, shared), and prints "shown" or "capped", or
// "error: ..." when the history failed. Ends at the end of its input.
//
// `HistoryWriter trace FILE N` records a session into the trace FILE on a
// manual clock: N requests, each a millisecond after the last, then kills
// itself with SIGKILL at once, flushing nothing: the test reads what a
// crash left.
//
// A write past a file-size limit (`prlimit --fsize`, the full-disk test)
// fails with an error instead of killing the process.
let arguments = CommandLine.arguments
signal(SIGXFSZ, SIG_IGN)

/// Writes a line to standard output at once (a pipe would buffer `print`).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

if arguments.count == 4, arguments[1] == "present", let index = Int(arguments[3]) {
    let folder = URL(fileURLWithPath: arguments[2])
    let week = Duration.seconds(7 * 86_400)
    var caps = ["once": FrequencyCap(limit: 1, per: week)]
    for other in 0..<16 { caps["note-\(other)"] = FrequencyCap(limit: 1, per: week) }
    let policy = AlertPolicy(caps: caps)
    while let line = readLine(), let trial = Int(line) {
        let url = folder.appendingPathComponent("trial-\(trial).json")
        do {
            let center = AlertCenter(
                policy: policy, history: try FileAlertHistory(url: url, lockTimeout: .seconds(10)))
            _ = await center.request(AlertDefinition(id: "note-\(index)", cap: "note-\(index)"))
            _ = await center.remove("note-\(index)")
            _ = await center.request(AlertDefinition(id: "rating", cap: "once"))
            let shown = await center.isVisible("rating")
            if let error = await center.historyError {
                say("error: \(error)")
            } else {
                say(shown ? "shown" : "capped")
            }
        } catch {
            say("error: \(error)")
        }
    }
    exit(0)
}
if arguments.count == 4, arguments[1] == "trace", let count = Int(arguments[3]) {
    do {
        let clock = ManualClock()
        let trace = try AlertTrace(url: URL(fileURLWithPath: arguments[2]))
        let center = AlertCenter(clock: clock, trace: trace)
        for index in 0..<count {
            await clock.advance(by: .milliseconds(1))
            _ = await center.request(AlertDefinition(id: "alert-\(index)"))
        }
        kill(getpid(), SIGKILL)
    } catch {
        say("error: \(error)")
    }
    exit(1)
}
guard arguments.count == 2 else {
    FileHandle.standardError.write(
        Data("usage: HistoryWriter FILE | HistoryWriter present FOLDER INDEX | HistoryWriter trace FILE N\n".utf8))
    exit(64)
}
let url = URL(fileURLWithPath: arguments[1])
do {
    let history = try FileAlertHistory(url: url)
    var count = 1
    while true {
        let dates = (0..<count).map { Date(timeIntervalSince1970: Double($0)) }
        try history.save(["cap": dates])
        if count == 1 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
        count += 1
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
