import AlertRuntime
import Foundation

// Writes ever longer histories to the file named by its argument, forever:
// history n holds n instants 0, 1, ..., n-1 seconds after 1970 under "cap".
// A test kills it at random moments and checks that the file always holds a
// complete history. Prints "ready" once the first history is on disk.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: HistoryWriter FILE\n".utf8))
    exit(64)
}
let url = URL(fileURLWithPath: CommandLine.arguments[1])
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
