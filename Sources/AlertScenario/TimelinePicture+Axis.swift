import AlertCore

extension TimelinePicture {
    /// Where instants go across the picture. Idle stretches longer than
    /// ``compressAbove`` are drawn as if they lasted ``compressedLength``, so
    /// a scenario with a relaunch a week later still shows its seconds; each
    /// compressed stretch is marked as a break on the axis. After the run's
    /// end the picture goes on a little, with no time of its own, so that
    /// the state the runs end in (dim layers left behind, alerts still up)
    /// shows as a stretch.
    struct Axis {
        /// Idle stretches longer than this are compressed.
        static let compressAbove: Milliseconds = 5_000
        /// How long a compressed stretch looks.
        static let compressedLength: Milliseconds = 1_500

        /// Instants where the drawn time restarts: (real instant, drawn
        /// instant), in order of both.
        private(set) var anchors: [(real: Milliseconds, drawn: Milliseconds)] = [(0, 0)]
        /// Drawn instants where a compressed stretch sits, for break marks.
        private(set) var breaks: [(drawn: Milliseconds, real: ClosedRange<Milliseconds>)] = []
        /// The run's end: the last real instant on the axis.
        let end: Milliseconds
        /// Where the picture ends, drawn: an eighth after the end's drawn
        /// instant.
        let drawnEnd: Milliseconds

        /// An axis through every instant in `instants` up to `end`.
        init(instants: [Milliseconds], end: Milliseconds) {
            var drawn: Milliseconds = 0
            var previous: Milliseconds = 0
            for instant in (Set(instants).union([end])).sorted() where instant > previous && instant <= end {
                let gap = instant - previous
                if gap > Self.compressAbove {
                    breaks.append((drawn + Self.compressedLength / 2, previous...instant))
                    drawn += Self.compressedLength
                    anchors.append((instant, drawn))
                } else {
                    drawn += gap
                }
                previous = instant
            }
            self.end = end
            drawnEnd = drawn + max(1, drawn / 8)
        }

        /// The drawn instant of a real one (of the end, past it).
        ///
        /// - Complexity: O(log *a*) for *a* anchors.
        func drawn(_ time: Milliseconds) -> Milliseconds {
            let time = min(time, end)
            // The first anchor after `time`, by binary search: anchors are in order.
            var low = 0
            var high = anchors.count
            while low < high {
                let middle = (low + high) / 2
                if anchors[middle].real <= time { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return 0 }
            let anchor = anchors[low - 1]
            let linear = anchor.drawn + (time - anchor.real)
            // Inside a compressed stretch: squeeze it into its drawn length.
            if low < anchors.count, linear > anchors[low].drawn {
                let next = anchors[low]
                let span = Double(next.real - anchor.real)
                let share = span > 0 ? Double(time - anchor.real) / span : 0
                return anchor.drawn + Milliseconds(share * Double(next.drawn - anchor.drawn))
            }
            return linear
        }

        /// Tick instants: every anchor, round steps between them, and the end.
        ///
        /// Round steps are tried only where time is drawn as it passes, up
        /// to where a compressed stretch starts: a step is sized for the
        /// drawn length, so walking it through a stretch of days (squeezed
        /// into ``compressedLength``) would take billions of steps and
        /// place no tick.
        ///
        /// - Complexity: O((*k* + *a*) log *a*) for about `maxCount` steps and
        ///   *a* anchors, whatever the real length of the compressed stretches.
        func ticks(maxCount: Int) -> [Milliseconds] {
            let step = Self.niceStep(for: drawnEnd, count: max(1, maxCount))
            var ticks: [Milliseconds] = []
            for (index, anchor) in anchors.enumerated() {
                // The break after anchor `index` is breaks[index]: each
                // compressed stretch made one break and the next anchor.
                let segmentEnd = index < breaks.count ? breaks[index].real.lowerBound : Milliseconds.max
                ticks.append(anchor.real)
                var tick = (anchor.real / step + 1) * step
                while tick < segmentEnd, tick < end, ticks.count < maxCount * 3 {
                    if drawn(tick) - drawn(ticks.last ?? 0) >= step / 2 { ticks.append(tick) }
                    tick += step
                }
            }
            if ticks.last != end { ticks.append(end) }
            return ticks
        }

        /// 1, 2 or 5 times a power of ten milliseconds, so about `count` fit in `span`.
        static func niceStep(for span: Milliseconds, count: Int) -> Milliseconds {
            let raw = max(1, span / count)
            var power: Milliseconds = 1
            while power * 10 <= raw { power *= 10 }
            for factor in [1, 2, 5, 10] where power * factor >= raw { return power * factor }
            return power * 10
        }
    }
}
