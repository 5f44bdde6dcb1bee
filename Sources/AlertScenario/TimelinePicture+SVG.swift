import AlertCore
import TerminalText

extension TimelinePicture {
    /// The picture as a self-contained SVG document: one lane per alert with
    /// its pending (hatched) and visible (solid) stretches, a mark for every
    /// presentation, suspension, dismissal, expiry, drop, cancellation and
    /// refusal (its reason in a tooltip), a band of dim layers under each
    /// run (red where layers are left on an empty screen), and one time axis
    /// shared by the runs.
    ///
    /// - Complexity: O(*e* log *a*) for *e* events drawn and *a* compressed
    ///   idle stretches.
    public var svg: String {
        var svg = SVGWriter(width: Self.width)
        let axis = Axis(instants: allInstants, end: endTime)
        var y = 18
        svg.text(scenario.name, x: Self.margin, y: y, className: "title")
        svg.legend(y: y, right: Self.width - Self.margin)
        y += 14
        for run in runs {
            y += 16
            let heading = run.mode == .naive ? "naive: the bug" : "scheduled: the fix"
            svg.text(heading, x: Self.margin, y: y, className: "heading")
            y += 8
            let runTop = y
            for lane in run.lanes {
                draw(lane, top: y, axis: axis, on: &svg)
                y += Self.laneHeight
            }
            drawMasks(run, top: y, axis: axis, on: &svg)
            y += Self.bandHeight
            for instant in run.relaunches {
                svg.moment(
                    x: x(instant, axis), top: Double(runTop - 4), bottom: Double(y - 4), label: "relaunch",
                    title: "the app was relaunched at \(DurationText.instant(instant))")
            }
        }
        y += 6
        drawAxis(axis, top: y, on: &svg)
        y += 34
        return svg.document(height: y, title: scenario.name)
    }

    static let width = 960
    static let margin = 10
    static let labelWidth = 190
    static let laneHeight = 22
    static let bandHeight = 30
    static var plotLeft: Int { margin + labelWidth }
    static var plotWidth: Int { width - plotLeft - 2 * margin }

    private var allInstants: [Milliseconds] {
        runs.flatMap { run in
            run.masks.map(\.time)
                + run.lanes.flatMap { $0.marks.map(\.time) + $0.spans.flatMap { [$0.start, $0.end] } }
        }
    }

    private func x(_ time: Milliseconds, _ axis: Axis) -> Double {
        Double(Self.plotLeft) + Double(axis.drawn(time)) / Double(axis.drawnEnd) * Double(Self.plotWidth)
    }

    /// Where the picture ends, a little after the run's end.
    private static var pictureRight: Double { Double(plotLeft + plotWidth) }

    private func draw(_ lane: Lane, top: Int, axis: Axis, on svg: inout SVGWriter) {
        svg.text(lane.id, x: Self.margin, y: top + 15, className: "id", maxWidth: 28)
        svg.line(
            x1: Double(Self.plotLeft), y1: Double(top + 11), x2: Double(Self.width - Self.margin), y2: Double(top + 11),
            className: "lane")
        for span in lane.spans {
            let start = x(span.start, axis)
            let width = max(2, (span.lastsToTheEnd ? Self.pictureRight : x(span.end, axis)) - start)
            let (y, height, className) = span.state == .visible ? (top + 4, 14, "visible") : (top + 7, 8, "pending")
            let what = span.state == .visible ? "visible" : "pending"
            svg.rect(
                x: start, y: Double(y), width: width, height: Double(height), className: className,
                title: "\(lane.id) \(what) from \(DurationText.instant(span.start))"
                    + (span.lastsToTheEnd ? " to the end" : " to \(DurationText.instant(span.end))"))
        }
        for mark in lane.marks {
            svg.mark(mark.kind, x: x(mark.time, axis), y: Double(top + 11), title: "\(lane.id) \(mark.detail)")
        }
    }

    private func drawMasks(_ run: Run, top: Int, axis: Axis, on svg: inout SVGWriter) {
        svg.text("dim layers", x: Self.margin, y: top + 19, className: "id")
        let base = top + 24
        for (index, step) in run.masks.enumerated() where step.masks > 0 {
            let end = index + 1 < run.masks.count ? run.masks[index + 1].time : nil
            let start = x(step.time, axis)
            let width = max(2, (end.map { x($0, axis) } ?? Self.pictureRight) - start)
            let until = end.map { "to \(DurationText.instant($0))" } ?? "to the end"
            let height = Double(min(step.masks, 4) * 5)
            let orphaned = step.visibleCount == 0
            let words = "\(step.masks) dim layer\(step.masks == 1 ? "" : "s")"
            let title =
                orphaned
                ? "\(words) on an empty screen from \(DurationText.instant(step.time)) \(until)"
                : "\(words) from \(DurationText.instant(step.time)) \(until)"
            svg.rect(
                x: start, y: Double(base) - height, width: width, height: height,
                className: orphaned ? "orphan" : "mask", title: title)
            if orphaned, width > 30 {
                svg.text(
                    "\(words) left, nothing on screen", x: Int(start + width) - 2, y: Int(Double(base) - height) - 3,
                    className: "warning", endsAtX: true)
            }
        }
        svg.line(
            x1: Double(Self.plotLeft), y1: Double(base), x2: Double(Self.width - Self.margin), y2: Double(base),
            className: "lane")
    }

    private func drawAxis(_ axis: Axis, top: Int, on svg: inout SVGWriter) {
        // The axis runs to the end; the picture's tail after it has no time.
        svg.line(x1: Double(Self.plotLeft), y1: Double(top), x2: x(axis.end, axis), y2: Double(top), className: "axis")
        let ticks = axis.ticks(maxCount: 10)
        // The end's label always shows: a round tick's label too close to it gives way.
        let endLabel = DurationText.instant(axis.end)
        let endLabelStart = x(axis.end, axis) - Double(endLabel.count * 7) / 2
        var lastLabelEnd = -1.0
        for tick in ticks {
            let position = x(tick, axis)
            svg.line(x1: position, y1: Double(top), x2: position, y2: Double(top + 5), className: "axis")
            let label = DurationText.instant(tick)
            let width = Double(label.count * 7)
            let isEnd = tick == axis.end
            if position - width / 2 > lastLabelEnd + 4, isEnd || position + width / 2 + 4 < endLabelStart {
                svg.text(label, x: Int(position - width / 2), y: top + 18, className: "tick")
                lastLabelEnd = position + width / 2
            }
        }
        for gap in axis.breaks {
            let position =
                x(gap.real.lowerBound, axis) + (x(gap.real.upperBound, axis) - x(gap.real.lowerBound, axis)) / 2
            let from = DurationText.instant(gap.real.lowerBound)
            let to = DurationText.instant(gap.real.upperBound)
            svg.breakMark(x: position, y: Double(top), title: "\(from) to \(to): nothing happens")
        }
    }
}
