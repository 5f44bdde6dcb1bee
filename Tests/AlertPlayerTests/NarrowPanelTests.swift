import AlertPlayer
import AlertScenario
import TerminalText
import Testing

/// What §7 asks of the side panel holds at the smallest terminal and in
/// compare mode's narrow column: the log names a preemptor in full, and the
/// queue keeps each alert's waiting time and ttl when names are long.
@Suite("The side panel at its narrowest")
struct NarrowPanelTests {
    static let preemption = """
        name: long ids
        screen: home
        alerts:
          notification-permission: {level: 700, title: Push, actions: [OK]}
          forced-update: {level: required, title: Update, actions: [OK]}
          feature-guide-for-new-users: {level: 500, title: Guide, ttl: 30s, actions: [OK]}
          rating-prompt: {level: 400, title: Rate, ttl: 12.5s, screen: settings-and-privacy, actions: [OK]}
        timeline:
          - request: notification-permission
          - request: feature-guide-for-new-users
          - request: rating-prompt
          - at: 1s
            request: forced-update
          - at: 4s
            screen: settings-and-privacy
        end: 5s
        """

    /// The screen at 1 s, as plain text, one string per row.
    static func screen(mode: ReplayMode, width: Int, height: Int) throws -> [String] {
        try QueuePanelTests.screen(preemption, at: 1_000, mode: mode, width: width, height: height)
    }

    /// The log's text from the row that has `start` on, with the rows under it
    /// that continue it, joined: what the event says whole.
    static func logEntry(startingWith start: String, in rows: [String]) -> String? {
        guard let first = rows.firstIndex(where: { $0.contains(start) }),
            let column = rows[first].range(of: start)?.lowerBound
        else { return nil }
        let offset = rows[first].distance(from: rows[first].startIndex, to: column)
        var text = String(rows[first][column...]).trimmingTrailingSpaces
        for row in rows[(first + 1)...] {
            // A continuation row is blank under the time stamp (six columns or more).
            let characters = Array(row)
            guard characters.count > offset, offset >= 6, characters[(offset - 6)..<offset].allSatisfy({ $0 == " " })
            else { break }
            let rest = String(characters[offset...])
            guard rest.first != " " else { break }
            text += " " + rest.trimmingTrailingSpaces
        }
        return text
    }

    @Test(
        "The log names the preemptor of a suspended alert in full",
        arguments: [(ReplayMode.scheduled, 80, 24), (.scheduled, 100, 32), (.compare, 80, 24), (.compare, 120, 32)])
    func preemptorIsNamed(mode: ReplayMode, width: Int, height: Int) throws {
        let rows = try Self.screen(mode: mode, width: width, height: height)
        let entry = Self.logEntry(startingWith: "suspended", in: rows)
        // Compared without spaces: a name longer than the column is broken inside it.
        let whole = "suspended notification-permission (preempted by forced-update)"
        #expect(entry?.filter { $0 != " " } == whole.filter { $0 != " " }, "\(entry ?? "no entry")")
    }

    @Test("Compare mode's narrow queue keeps the waiting time and the ttl whole, the reason cut")
    func narrowQueue() throws {
        let rows = try Self.screen(mode: .compare, width: 100, height: 32)
        let text = rows.joined(separator: "\n")
        // Each pending alert's row ends with its waiting time (requested at 0, now 1 s).
        #expect(rows.contains { $0.hasSuffix("500   1.0s") || $0.contains("500   1.0s ") }, "\(text)")
        // The guide waits behind the update: the reason keeps its place and the
        // cut falls on the name, so the time left stays whole.
        #expect(rows.contains { $0.contains("behind f…, ttl 29.0s") }, "\(text)")
        // The rating prompt waits for its screen, and no letter of the screen's
        // name would be left: the ttl comes first and the cut falls on the reason.
        #expect(rows.contains { $0.contains("ttl 11.5s, on scree…") }, "\(text)")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
