import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// Clicks are resolved by the terminal loop in the frame it drew: the layout
/// returns hit regions with the grid, and each names what it was drawn for.
/// These tests find the things to click in the plain-text rendering, as a
/// user finds them on screen.
@Suite("Click targets")
struct ClickTargetTests {
    /// The frame at an instant, and its text lines.
    static func frame(_ mode: ReplayMode, at time: Milliseconds) -> (PlayerModel, PlayerFrame, [Substring]) {
        var model = PlayerModel(
            scenario: JianshuFixture.scenario, mode: mode, isPlaying: false, width: 120, height: 40)
        _ = model.perform(.seek(to: time))
        let frame = PlayerLayout.frame(for: model)
        let lines = PlainTextRenderer.render(frame.grid).split(separator: "\n", omittingEmptySubsequences: false)
        return (model, frame, lines)
    }

    /// The cell of the first character of the first occurrence of `text`
    /// at or right of `fromColumn`.
    static func position(of text: String, in lines: [Substring], fromColumn: Int = 0) throws -> (x: Int, y: Int) {
        for (y, line) in lines.enumerated() {
            var column = 0
            var index = line.startIndex
            while index < line.endIndex {
                if column >= fromColumn, line[index...].hasPrefix(text) { return (column, y) }
                column += DisplayColumns.width(of: line[index])
                index = line.index(after: index)
            }
        }
        throw TextNotFound(text: text)
    }

    struct TextNotFound: Error {
        var text: String
    }

    @Test("A button names its alert, its action and its phone")
    func buttons() throws {
        let (_, frame, lines) = Self.frame(.compare, at: 100)
        let gotIt = try Self.position(of: "[ 知道了 ]", in: lines)
        #expect(frame.command(atX: gotIt.x + 2, y: gotIt.y) == .pressAlert("feature-guide", action: 0, run: .naive))
        let close = try Self.position(of: "[ 关闭 ]", in: lines, fromColumn: 42)
        #expect(frame.command(atX: close.x, y: close.y) == .pressAlert("red-packet", action: 1, run: .scheduled))
    }

    @Test("The close mark and the mask close the top alert; its body swallows the click")
    func closeAndMask() throws {
        let (_, frame, lines) = Self.frame(.scheduled, at: 100)
        let close = try Self.position(of: "×", in: lines)
        #expect(frame.command(atX: close.x, y: close.y) == .closeAlert("red-packet", run: .scheduled))
        let message = try Self.position(of: "新人红包", in: lines)
        #expect(frame.command(atX: message.x, y: message.y) == nil)
        let feed = try Self.position(of: "Morning", in: lines)
        #expect(frame.command(atX: feed.x, y: feed.y) == .closeAlert("red-packet", run: .scheduled))
    }

    @Test("Mode tabs, the play state and the timeline")
    func chrome() throws {
        let (model, frame, lines) = Self.frame(.scheduled, at: 100)
        let naive = try Self.position(of: " naive ", in: [lines[0]])
        #expect(frame.command(atX: naive.x + 1, y: 0) == .setMode(.naive))
        let paused = try Self.position(of: "paused", in: lines)
        #expect(frame.command(atX: paused.x, y: paused.y) == .togglePlay)
        #expect(frame.command(atX: 1, y: model.height - 3) == .seek(to: 0))
        #expect(frame.command(atX: model.width - 2, y: model.height - 3) == .seek(to: model.timelineEnd))
    }

    /// The model moves on between the frame being drawn and the click being
    /// read. A click meant for an alert that has been covered since is a tap
    /// addressed to it, and refused, never a press on the new top alert.
    @Test("A click on a frame that is out of date cannot land on an alert that came on top since")
    func staleFrame() throws {
        var (model, frame, lines) = Self.frame(.naive, at: 50)
        #expect(model.naive.machine.visible == ["red-packet", "notification-permission"])
        let later = try Self.position(of: "[ 以后再说 ]", in: lines)
        let command = try #require(frame.command(atX: later.x + 2, y: later.y))
        #expect(command == .pressAlert("notification-permission", action: 1, run: .naive))
        _ = model.perform(.seek(to: 100))
        #expect(model.naive.machine.visibleAlerts.last?.id == "feature-guide")
        _ = model.update(.command(command))
        #expect(model.naive.log.last?.kind == .rejected("notification-permission", reason: .covered))
        #expect(model.naive.machine.visible.count == 3)
    }

    /// In a stack, a covered alert's close mark and buttons still show. A
    /// click on them is addressed to that alert, so it is refused as covered
    /// and the log says so, instead of doing nothing.
    @Test("A click on a covered alert is refused as covered, and logged")
    func coveredAlert() throws {
        var (model, frame, lines) = Self.frame(.naive, at: 100)
        #expect(model.naive.machine.visible == ["red-packet", "notification-permission", "feature-guide"])
        let close = try Self.position(of: "×", in: lines)
        let command = try #require(frame.command(atX: close.x, y: close.y))
        #expect(command == .closeAlert("red-packet", run: .naive))
        _ = model.update(.command(command))
        #expect(model.naive.log.last?.kind == .rejected("red-packet", reason: .covered))
        #expect(model.naive.machine.visible.count == 3)
    }
}
