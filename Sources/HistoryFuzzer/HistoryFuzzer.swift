import AlertRuntime
import Foundation

/// libFuzzer entry for the alert history decoder: any bytes must decode to
/// a history or to a ``FileAlertHistory/Error`` that names the file, without
/// a trap; a decoded history must save and read back the same.
///
/// Build and run (see docs/fuzzing.md):
///
///     ALERT_FUZZ=1 swift build -c release --sanitize=fuzzer --product history-fuzzer --scratch-path .build-fuzz
///     SWIFT_BACKTRACE=enable=no .build-fuzz/release/history-fuzzer -max_len=65536 -max_total_time=300 history-corpus
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let url = URL(fileURLWithPath: "/fuzz/alert-history.json")
    do {
        _ = try FileAlertHistory.decode(bytes, from: url)
    } catch let error as FileAlertHistory.Error {
        precondition(error.url == url && !error.reason.isEmpty, "an error that says nothing: \(error)")
    } catch {
        preconditionFailure("an error of another type: \(error)")
    }
    return 0
}
