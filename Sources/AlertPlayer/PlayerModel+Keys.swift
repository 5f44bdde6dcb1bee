extension PlayerModel {
    /// The command a key stands for in the current state, or `nil` when the
    /// key does nothing. Open overlays take keys first.
    func command(for key: PlayerKey) -> PlayerCommand? {
        if key == .character("q") || key == .character("Q") { return .quit }
        switch overlay {
        case .help:
            // The arrows and pages scroll a help taller than the terminal.
            switch key {
            case .up: return .scrollHelp(by: -1)
            case .down: return .scrollHelp(by: 1)
            case .pageUp: return .scrollHelp(by: -PlayerLayout.helpPageRows(height: height))
            case .pageDown: return .scrollHelp(by: PlayerLayout.helpPageRows(height: height))
            default: return .closeOverlay
            }
        case .picker:
            return pickerCommand(for: key)
        case .none:
            return screenCommand(for: key)
        }
    }

    private func pickerCommand(for key: PlayerKey) -> PlayerCommand? {
        switch key {
        case .up, .character("k"): return .movePicker(by: -1)
        case .down, .character("j"): return .movePicker(by: 1)
        case .pageUp, .pageDown, .home, .end:
            // A page is what the picker shows; these stop at the ends
            // (where a single step wraps round).
            guard case .picker(let selection) = overlay else { return nil }
            let last = scenario.alerts.count - 1
            let page = max(1, pickerRows(selection: selection).count)
            let target =
                switch key {
                case .pageUp: max(0, selection - page)
                case .pageDown: min(last, selection + page)
                case .home: 0
                default: last
                }
            return .movePicker(by: target - selection)
        case .enter:
            guard case .picker(let selection) = overlay else { return nil }
            return .request(catalogueIndex: selection)
        case .escape, .character("r"): return .closeOverlay
        case .character(let character):
            // A digit picks among the rows on screen, numbered from the first shown.
            guard let digit = Self.digitIndex(of: character), case .picker(let selection) = overlay else {
                return nil
            }
            let shown = pickerRows(selection: selection)
            guard digit < shown.count else { return nil }
            return .request(catalogueIndex: shown.lowerBound + digit)
        default: return nil
        }
    }

    /// The catalogue rows the picker shows with `selection` chosen.
    private func pickerRows(selection: Int) -> Range<Int> {
        PlayerLayout.pickerRows(selection: selection, count: scenario.alerts.count, height: height)
    }

    private func screenCommand(for key: PlayerKey) -> PlayerCommand? {
        let runs = mode.runs
        switch key {
        case .character(" "): return .togglePlay
        case .character("n"): return .step
        case .left: return .seekBackward
        case .right: return .seekForward
        case .home: return .seekToStart
        case .end: return .seekToEnd
        case .character("+"), .character("="): return .faster
        case .character("-"), .character("_"): return .slower
        case .enter: return .press(action: 0, runs: runs)
        case .escape: return .closeTop(runs: runs)
        case .character("r"): return .openPicker
        case .character("s"): return .nextScreen(runs: runs)
        case .character("g"): return .toggleHold(runs: runs)
        case .character("R"): return .relaunch(runs: runs)
        case .character("m"): return .cycleMode
        case .character("?"), .character("h"): return .toggleHelp
        case .pageUp: return .scrollLog(by: PlayerLayout.logPageEvents(for: self))
        case .pageDown: return .scrollLog(by: -PlayerLayout.logPageEvents(for: self))
        case .up: return .scrollLog(by: 1)
        case .down: return .scrollLog(by: -1)
        case .character(let character):
            guard let index = Self.digitIndex(of: character) else { return nil }
            return .press(action: index, runs: runs)
        }
    }

    /// The index a digit key picks (a button of the top alert, or an alert
    /// in the picker), as the keys lie on a keyboard's top row: `1` the
    /// first, `9` the ninth, `0` the tenth.
    static func digitIndex(of character: Character) -> Int? {
        guard character.isASCII, let digit = character.wholeNumberValue else { return nil }
        return digit == 0 ? 9 : digit - 1
    }
}
