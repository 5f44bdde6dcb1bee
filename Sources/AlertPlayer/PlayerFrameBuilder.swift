import AlertCore
import AlertScenario
import TerminalText

/// Lays out frame after frame of one model, redrawing only the regions of
/// the screen whose inputs changed since the frame before and keeping the
/// rest, so the work per frame follows what changed: while a scenario plays
/// and nothing happens, the clock, the timeline's play head and the queue's
/// waiting times are redrawn, and the phones, their alert boxes (wrapped and
/// measured text) and the event log are not.
///
/// The regions never overlap: the header row; each phone's column; the
/// queue and the log beside them; the timeline, the playback line and the
/// key hints. Each has a key holding everything it is drawn from (a run's
/// ``PlayerRun/Revision`` stands for all of a run's state). An open overlay
/// is drawn over a copy, so the regions under it stay as they were.
///
/// Invariant: every frame equals the frame a fresh builder lays out for the
/// same model (``PlayerLayout/frame(for:)``); tests check this along long runs
/// of random inputs. A builder follows one model as it changes: copies of a
/// model share their runs' revisions.
package struct PlayerFrameBuilder {
    /// A region of the screen, in drawing order (hit targets later in this
    /// order lie above earlier ones).
    private enum Region: Hashable, CaseIterable {
        case header, phone0, phone1, queue, log, timeline, playback, hints
    }

    /// The regions as last drawn for ``arrangement``: the grid, and each
    /// region's key and hit targets.
    private var canvas: Canvas?
    /// The size, charset and mode the regions were placed for; when any of
    /// them changes, the regions move and everything is drawn afresh.
    private var arrangement: Arrangement?
    private var keys: [Region: AnyHashable] = [:]
    private var targets: [Region: [HitTarget]] = [:]
    /// The rows drawn again for the frame being laid out; `nil` when the
    /// frame before was not the regions' grid as it stands (none, or one
    /// with an overlay), so every row may differ from it.
    private var redrawnRows: [Bool]?

    package init() {}

    /// The frame for the model now.
    ///
    /// - Complexity: O(*w* × *h*) to copy the grid when an overlay is open or
    ///   the size changed; otherwise the cells of the regions that changed,
    ///   plus O(*e*) for *e* events when the log changed.
    package mutating func frame(for model: PlayerModel) -> PlayerFrame {
        guard !model.isTooSmall else {
            canvas = nil
            redrawnRows = nil
            var small = Canvas(width: model.width, height: model.height, charset: model.charset)
            PlayerLayout.drawTooSmall(on: &small)
            return small.frame
        }
        let arrangement = Arrangement(
            width: model.width, height: model.height, charset: model.charset, mode: model.mode)
        if canvas == nil || self.arrangement != arrangement {
            canvas = Canvas(width: model.width, height: model.height, charset: model.charset)
            self.arrangement = arrangement
            keys = [:]
            targets = [:]
            redrawnRows = nil
        }
        guard var canvas else { preconditionFailure("the canvas was made above") }
        self.canvas = nil  // keeps the grid's buffer unique while it is drawn on
        let previousFrameWasTheGrid = redrawnRows != nil
        redrawnRows = Array(repeating: false, count: model.height)
        drawRegions(model, on: &canvas)
        self.canvas = canvas
        let hitTargets = Region.allCases.flatMap { targets[$0] ?? [] }
        guard model.overlay != .none else {
            return PlayerFrame(
                grid: canvas.grid, hitTargets: hitTargets, redrawnRows: previousFrameWasTheGrid ? redrawnRows : nil)
        }
        // Drawn over a copy; the next frame is compared with this one, which
        // the overlay covers, so all of it may change.
        redrawnRows = nil
        var overlay = canvas
        overlay.hitTargets = hitTargets
        switch model.overlay {
        case .none: break
        case .help(let scroll): PlayerLayout.drawHelp(model, scroll: scroll, on: &overlay)
        case .picker(let selection): PlayerLayout.drawPicker(model, selection: selection, on: &overlay)
        }
        return overlay.frame
    }

    private mutating func drawRegions(_ model: PlayerModel, on canvas: inout Canvas) {
        let width = model.width
        let height = model.height
        redraw(.header, key: model.mode, in: Rect(x: 0, y: 0, width: width, height: 1), on: &canvas) {
            PlayerLayout.drawHeader(model, on: &$0)
        }
        let content = PlayerLayout.contentRect(width: width, height: height)
        let columns = PlayerLayout.columns(for: model.mode, in: content)
        let runs = model.shownRuns
        for (index, region) in [Region.phone0, .phone1].enumerated() {
            guard index < runs.count else {
                forget(region)
                continue
            }
            let run = runs[index]
            let rect = columns.phones[index]
            redraw(region, key: PhoneKey(rect: rect, mode: run.mode, revision: run.revision), in: rect, on: &canvas) {
                PlayerLayout.drawPhone(run, in: rect, on: &$0)
            }
        }
        drawSidePanel(model, in: columns.panel, on: &canvas)
        let span = max(model.timelineEnd, model.clock, 1)
        let timelineKey = TimelineKey(
            span: span, head: PlayerLayout.timelineColumn(of: model.clock, span: span, width: width),
            failures: runs.flatMap { [$0.replay.failures.count, $0.propertyViolations.count] })
        redraw(.timeline, key: timelineKey, in: Rect(x: 0, y: height - 3, width: width, height: 1), on: &canvas) {
            PlayerLayout.drawTimeline(model, y: height - 3, on: &$0)
        }
        // The clock changes whenever time passes: this row is always drawn.
        redraw(.playback, key: nil, in: Rect(x: 0, y: height - 2, width: width, height: 1), on: &canvas) {
            PlayerLayout.drawPlaybackLine(model, y: height - 2, on: &$0)
        }
        redraw(.hints, key: model.isPlaying, in: Rect(x: 0, y: height - 1, width: width, height: 1), on: &canvas) {
            PlayerLayout.drawKeyHints(model, y: height - 1, on: &$0)
        }
    }

    private mutating func drawSidePanel(_ model: PlayerModel, in panel: Rect, on canvas: inout Canvas) {
        guard let parts = PlayerLayout.sidePanelParts(model, in: panel) else {
            forget(.queue)
            forget(.log)
            return
        }
        let queueRun = PlayerLayout.queueRun(of: model)
        // Waiting times and ttl count with the clock while anything waits.
        let waits = queueRun.mode == .scheduled && queueRun.machine.ledger.pending > 0
        let queueKey = QueueKey(
            rect: parts.queue, mode: model.mode, revision: queueRun.revision, clock: waits ? model.clock : nil)
        redraw(.queue, key: queueKey, in: parts.queue, on: &canvas) {
            PlayerLayout.drawQueue(model, in: panel, on: &$0)
        }
        let logKey = LogKey(
            rect: parts.log, mode: model.mode, scroll: model.logScroll, revisions: model.shownRuns.map(\.revision),
            timeWidth: PlayerLayout.logTimeWidth(model))
        redraw(.log, key: logKey, in: parts.log, on: &canvas) {
            PlayerLayout.drawEventLog(model, in: parts.log, on: &$0)
        }
    }

    /// Draws a region afresh unless its key is the one it was last drawn
    /// with; a `nil` key always draws.
    private mutating func redraw(
        _ region: Region, key: AnyHashable?, in rect: Rect, on canvas: inout Canvas, draw: (inout Canvas) -> Void
    ) {
        if let key, keys[region] == key { return }
        for row in max(0, rect.y)..<min(rect.maxY, redrawnRows?.count ?? 0) {
            redrawnRows?[row] = true
        }
        canvas.clear(rect)
        canvas.hitTargets = []
        draw(&canvas)
        targets[region] = canvas.hitTargets
        keys[region] = key
    }

    /// Forgets a region that is not on screen now, so it is drawn afresh when
    /// it comes back. Its cells were cleared by the region now in its place.
    private mutating func forget(_ region: Region) {
        keys[region] = nil
        targets[region] = nil
    }
}

/// Where the regions go.
private struct Arrangement: Hashable {
    var width: Int
    var height: Int
    var charset: Charset
    var mode: ReplayMode
}

/// What a phone is drawn from.
private struct PhoneKey: Hashable {
    var rect: Rect
    var mode: ReplayMode
    var revision: PlayerRun.Revision
}

/// What the queue is drawn from.
private struct QueueKey: Hashable {
    var rect: Rect
    var mode: ReplayMode
    var revision: PlayerRun.Revision
    var clock: Milliseconds?
}

/// What the event log is drawn from.
private struct LogKey: Hashable {
    var rect: Rect
    var mode: ReplayMode
    var scroll: Int
    var revisions: [PlayerRun.Revision]
    var timeWidth: Int
}

/// What the timeline is drawn from, besides the scenario's steps.
private struct TimelineKey: Hashable {
    var span: Milliseconds
    var head: Int
    var failures: [Int]
}
