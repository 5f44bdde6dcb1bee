import AlertCore
import Foundation

/// Frequency caps across launches: the history keeps wall-clock dates, the
/// scheduler milliseconds since the center's start. The center converts at
/// creation (dates before it become negative instants) and after every
/// command that changed what caps count.
extension AlertCenter {
    /// Writes the cap history as dates; a failure is kept in `historyError`.
    func saveHistory() {
        do {
            try history.save(Self.dates(of: scheduler.capHistory, launch: launchMilliseconds))
            historyError = nil
        } catch {
            historyError = error
        }
    }

    /// The presentations of `capHistory` as the history keeps them: dates,
    /// for a center launched at `launch`.
    ///
    /// - Complexity: O(*p*) for *p* presentations
    static func dates(of capHistory: AlertCapHistory, launch: Milliseconds) -> [String: [Date]] {
        capHistory.presentations.mapValues { instants in instants.map { date(at: $0, launch: launch) } }
    }

    /// The scheduler instant of `date` for a center launched at `launch`
    /// (milliseconds since 1970): negative before the launch.
    ///
    /// - Complexity: O(1)
    static func instant(of date: Date, launch: Milliseconds) -> Milliseconds {
        // Both are within ±9 × 10¹⁵, so the difference cannot overflow.
        Milliseconds(clamping: date.millisecondsSince1970()) - launch
    }

    /// The date of a scheduler instant for a center launched at `launch`,
    /// on a whole millisecond, so it converts back to the same instant.
    ///
    /// - Complexity: O(1)
    static func date(at instant: Milliseconds, launch: Milliseconds) -> Date {
        Date(millisecondsSince1970: Int64(launch.addingClamped(instant)))
    }

    /// The counted presentations, for tests of the conversion.
    package var capHistory: AlertCapHistory { scheduler.capHistory }
}
