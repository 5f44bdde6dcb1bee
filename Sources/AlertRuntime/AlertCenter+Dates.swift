public import AlertCore
public import Foundation

/// Event times as dates. The scheduler counts whole milliseconds since the
/// center was created (`AlertEvent.time`); an app that logs events or
/// shows when something happened wants wall-clock dates.
extension AlertCenter {
    /// The wall-clock date of the center's instant 0, read once when it was
    /// created (from its `wallClock`), on the whole millisecond below.
    ///
    /// - Complexity: O(1)
    public nonisolated var launchDate: Date {
        Self.date(at: 0, launch: launchMilliseconds)
    }

    /// The wall-clock date of `instant`, a time on the center's time line
    /// such as an event's `AlertEvent.time`: ``launchDate`` plus that
    /// many milliseconds. It is counted on the center's clock, so it drifts
    /// from the wall clock as far as the two clocks drift apart (a wall clock
    /// set forward while the app runs does not move it).
    ///
    ///     for await event in center.events {
    ///         analytics.log(event.kind.name, at: center.date(at: event.time))
    ///     }
    ///
    /// - Complexity: O(1)
    public nonisolated func date(at instant: Milliseconds) -> Date {
        Self.date(at: instant, launch: launchMilliseconds)
    }
}
