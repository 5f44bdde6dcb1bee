import AlertCore

extension TimelinePicture {
    /// Where instants go across the picture. Idle stretches longer than
    /// ``compressAbove`` are drawn as if they lasted ``compressedLength``, so
    /// a scenario with a relaunch a week later still shows its seconds; each
    /// compressed stretch is marked as a break on the axis.
    struct Axis {
        /// Idle stretches longer than this are compressed.
        static let compressAbove: Milliseconds = 5_000
        /// How long a compressed stretch looks.
        static let compressedLength: Milliseconds = 1_500

        /// Instants where the drawn time restarts: (real instant, drawn instant).
        private(set) var anchors: [(real: Milliseconds, drawn: Milliseconds)] = [(0, 0)]
        /// Drawn instants where a compressed stretch sits, for break marks.
        private(set) var breaks: [(drawn: Milliseconds, real: ClosedRange<Milliseconds>)] = []
        let drawnEnd: Milliseconds

        /// An axis through every instant in `instants` up to `end`.
        init(instants: [Milliseconds], end: Milliseconds) {
            var drawn: Milliseconds = 0
            var previous: Milliseconds = 0
            for instant in (Set(instants).union([end])).sorted() where instant > previous {
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
            drawnEnd = max(drawn, 1)
        }

        /// The drawn instant of a real one.
        func drawn(_ time: Milliseconds) -> Milliseconds {
            guard let anchor = anchors.last(where: { $0.real <= time }) else { return 0 }
            let next = anchors.first { $0.real > time }
            let linear = anchor.drawn + (time - anchor.real)
            // Inside a compressed stretch: squeeze it into its drawn length.
            if let next, linear > next.drawn {
                let span = Double(next.real - anchor.real)
                let share = span > 0 ? Double(time - anchor.real) / span : 0
                return anchor.drawn + Milliseconds(share * Double(next.drawn - anchor.drawn))
            }
            return linear
        }

        /// Tick instants: every anchor, and round steps between them.
        ///
        /// Round steps are tried only where time is drawn as it passes, up
        /// to where a compressed stretch starts: a step is sized for the
        /// drawn length, so walking it through a stretch of days (squeezed
        /// into ``compressedLength``) would take billions of steps and
        /// place no tick.
        ///
        /// - Complexity: O(*k* + *a*) for about `maxCount` steps and *a*
        ///   anchors, whatever the real length of the compressed stretches.
        func ticks(maxCount: Int) -> [Milliseconds] {
            let step = Self.niceStep(for: drawnEnd, count: max(1, maxCount))
            var ticks: [Milliseconds] = []
            for (index, anchor) in anchors.enumerated() {
                // The break after anchor `index` is breaks[index]: each
                // compressed stretch made one break and the next anchor.
                let segmentEnd = index < breaks.count ? breaks[index].real.lowerBound : Milliseconds.max
                ticks.append(anchor.real)
                var tick = (anchor.real / step + 1) * step
                while tick < segmentEnd, drawn(tick) <= drawnEnd, ticks.count < maxCount * 3 {
                    if drawn(tick) - drawn(ticks.last ?? 0) >= step / 2 { ticks.append(tick) }
                    tick += step
                }
            }
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
