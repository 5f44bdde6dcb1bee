import AlertScenario
import TerminalText

extension PlayerModel {
    /// Applies one input and says what the terminal loop must do. This and
    /// ``update(_:times:)`` are the only ways the model changes once it is
    /// running.
    package mutating func update(_ input: PlayerInput) -> [PlayerEffect] {
        let broken = ReplayMode.runModes.map { Set(self[run: $0].propertyViolations.map(\.property)) }
        defer { noteNewBreaks(since: broken) }
        switch input {
        case .key(let key):
            notice = nil
            guard let command = command(for: key) else { return [.bell] }
            // Nothing but the request to enlarge is on screen: a key would
            // act unseen, except q, which that screen offers.
            if isTooSmall, command != .quit { return [.bell] }
            return perform(command)
        case .command(let command):
            notice = nil
            return perform(command)
        case .resize(let width, let height):
            self.width = max(0, width)
            self.height = max(0, height)
            return []
        case .tick(let elapsed):
            // Behind the request to enlarge nothing can be seen: the clock
            // stands still rather than play on unseen.
            guard !isTooSmall else { return [] }
            play(forWallMilliseconds: elapsed)
            return []
        case .wheel(let up):
            // What the arrow keys scroll: the log, the picker's choice, or
            // the help; the enlarge screen stays as it is.
            guard !isTooSmall else { return [] }
            switch overlay {
            case .none: return perform(.scrollLog(by: up ? Self.wheelLines : -Self.wheelLines))
            case .picker: return perform(.movePicker(by: up ? -1 : 1))
            case .help: return perform(.scrollHelp(by: up ? -Self.wheelLines : Self.wheelLines))
            }
        case .paste:
            // Says why nothing happened: a pasted q or digit is not a key.
            notice = "pasted text ignored: the player takes only typed keys"
            return []
        }
    }

    /// Applies `input` `times` times in a row, as as many calls of
    /// ``update(_:)`` would, and says what the terminal loop must do: for
    /// keys the user typed ahead of the screen. A run of `←` seeks back
    /// once, to where the last of them would have gone, so its cost is one
    /// rebuild, not one a press (each would rebuild both runs from a
    /// checkpoint). Other inputs are applied one by one, up to the first
    /// that quits.
    ///
    /// - Complexity: for `←`, O(`times` log *s*) for *s* steps, plus one
    ///   seek; otherwise `times` updates.
    package mutating func update(_ input: PlayerInput, times: Int) -> [PlayerEffect] {
        guard times > 1 else { return times == 1 ? update(input) : [] }
        if input == .key(.left), !isTooSmall, command(for: .left) == .seekBackward {
            notice = nil
            var target = clock
            for _ in 0..<times { target = previousStop(from: target) }
            seek(to: target)
            return []
        }
        var effects: [PlayerEffect] = []
        for _ in 0..<times {
            effects += update(input)
            if effects.contains(.quit) { break }
        }
        return effects
    }

    /// Whether the terminal is smaller than the player needs, so that it
    /// shows only the request to enlarge it.
    package var isTooSmall: Bool { width < PlayerLayout.minimumWidth || height < PlayerLayout.minimumHeight }

    /// The log lines a notch of the mouse wheel scrolls.
    static let wheelLines = 3
}

extension PlayerModel {
    /// Says in the notice when a property that a run on screen held before
    /// has just broken (`broken`: each run's broken properties before, in
    /// the order of ``ReplayMode/runModes``): while playing, the `!` on the
    /// timeline alone is easy to miss.
    private mutating func noteNewBreaks(since broken: [Set<Int>]) {
        for (index, mode) in ReplayMode.runModes.enumerated() where self.mode.runs.contains(mode) {
            let run = self[run: mode]
            guard let violation = run.propertyViolations.last(where: { !broken[index].contains($0.property) })
            else { continue }
            let property = scenario.properties[violation.property]
            notice =
                "\(mode.rawValue) broke \(noticeName(property.description)) at "
                + "\(DurationText.instant(violation.instant)) (? says why)"
        }
    }
}
