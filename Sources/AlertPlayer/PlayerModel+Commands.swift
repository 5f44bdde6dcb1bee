import AlertCore
import AlertScenario
import TerminalText

extension PlayerModel {
    /// The name of the hold the `g` key takes and releases.
    static let playerHold = "you"

    /// Carries out a command and says what the terminal loop must do.
    package mutating func perform(_ command: PlayerCommand) -> [PlayerEffect] {
        switch command {
        case .quit:
            return [.quit]
        case .togglePlay:
            togglePlay()
        case .step:
            step()
        case .seekBackward:
            seek(to: previousStop())
        case .seekForward:
            seek(to: nextStop())
        case .seek(let time):
            seek(to: time)
        case .seekToStart:
            restart()
        case .seekToEnd:
            seekToEnd()
        case .faster:
            if let faster = Self.speeds.first(where: { $0 > speed }) {
                speed = faster
            } else {
                notice = "already at the fastest speed"
            }
        case .slower:
            if let slower = Self.speeds.last(where: { $0 < speed }) {
                speed = slower
            } else {
                notice = "already at the slowest speed"
            }
        case .press(let index, let runs):
            return press(action: index, runs: runs)
        case .pressAlert(let id, let index, let mode):
            let definition =
                self[run: mode].machine.visibleAlerts.last { $0.id == id } ?? scenario.alerts.first { $0.id == id }
            guard let definition, definition.actions.indices.contains(index) else { return [.bell] }
            give(.tap(action: definition.actions[index].id, on: .alert(id)), to: [mode])
        case .closeTop(let runs):
            give(.close(.top), to: runs)
        case .closeAlert(let id, let mode):
            give(.close(.alert(id)), to: [mode])
        case .nextScreen(let runs):
            let screens = scenario.screensNamed
            guard !screens.isEmpty else {
                notice = "the scenario names no screens"
                return [.bell]
            }
            let current = self[run: runs.first ?? .scheduled].machine.screen
            let index = current.flatMap { screens.firstIndex(of: $0) }.map { ($0 + 1) % screens.count } ?? 0
            give(.navigate(to: screens[index]), to: runs)
            notice = "navigated to \(noticeName(screens[index]))"
        case .toggleHold(let runs):
            // Runs can differ (a hold taken in one mode, then compare): any hold of yours is released,
            // and only where there is none is one taken, so the runs agree again after one press.
            let holding = runs.filter { self[run: $0].machine.holds[Self.playerHold] != nil }
            give(
                holding.isEmpty ? .hold(Self.playerHold) : .release(Self.playerHold),
                to: holding.isEmpty ? runs : holding)
            notice = holding.isEmpty ? Self.holdNotice(for: runs) : "released your hold"
        case .relaunch(let runs):
            give(.relaunch, to: runs)
            notice = "the app was killed and started again: only caps remember"
        case .openPicker:
            guard !scenario.alerts.isEmpty else {
                notice = "the scenario has no alerts to request"
                return [.bell]
            }
            overlay = .picker(selection: 0)
        case .movePicker(let delta):
            guard case .picker(let selection) = overlay, !scenario.alerts.isEmpty else { return [] }
            let count = scenario.alerts.count
            overlay = .picker(selection: ((selection + delta) % count + count) % count)
        case .request(let index):
            return request(catalogueIndex: index)
        case .closeOverlay:
            overlay = .none
        case .cycleMode:
            mode = mode.next
        case .setMode(let newMode):
            mode = newMode
        case .toggleHelp:
            if case .help = overlay { overlay = .none } else { overlay = .help(scroll: 0) }
        case .scrollHelp(let rows):
            guard case .help(let scroll) = overlay else { return [] }
            overlay = .help(scroll: max(0, min(scroll + rows, PlayerLayout.helpScrollLimit(for: self))))
        case .scrollLog(let lines):
            logScroll = max(0, min(logScroll + lines, logLength))
        }
        return []
    }

    /// What taking a hold does to `runs`, said as it is: the scheduler starts
    /// no alert while held, and the naive code ignores holds. Each fits the
    /// status line at 80 columns.
    static func holdNotice(for runs: [ReplayMode]) -> String {
        switch (runs.contains(.scheduled), runs.contains(.naive)) {
        case (true, true): "held: scheduled waits, naive won't (g releases)"
        case (false, true): "held, but naive code ignores holds (g releases)"
        default: "holding the screen: nothing starts (g releases)"
        }
    }

    /// One user action: `command` given to each of `runs`, under one action
    /// number, and the log scrolled back to its newest line.
    private mutating func give(_ command: AlertCommand, to runs: [ReplayMode]) {
        let action = newAction()
        for mode in runs { self[run: mode].perform(command, action: action) }
        logScroll = 0
    }

    /// Numbers the user action that is about to give the runs commands:
    /// one number for all the runs it gives one (see ``PlayerRun/LogPlace``).
    private mutating func newAction() -> Int {
        actionsTaken += 1
        return actionsTaken
    }

    /// The number of lines the event log holds in the current mode.
    var logLength: Int { mode.runs.reduce(0) { $0 + self[run: $1].logCount } }

    private mutating func press(action index: Int, runs: [ReplayMode]) -> [PlayerEffect] {
        var pressed = false
        let action = newAction()
        for mode in runs {
            guard let top = self[run: mode].machine.visibleAlerts.last else { continue }
            guard top.actions.indices.contains(index) else {
                notice = "\(noticeName(top.title.isEmpty ? top.id : top.title)) has no button \(index + 1)"
                continue
            }
            self[run: mode].perform(.tap(action: top.actions[index].id, on: .alert(top.id)), action: action)
            pressed = true
        }
        if pressed {
            logScroll = 0
            return []
        }
        if notice == nil { notice = "no alert to press" }
        return [.bell]
    }

    private mutating func request(catalogueIndex index: Int) -> [PlayerEffect] {
        guard scenario.alerts.indices.contains(index) else { return [.bell] }
        let definition = scenario.alerts[index]
        give(.request(definition), to: mode.runs)
        overlay = .none
        return []
    }

    /// A title, id or screen name as a notice quotes it: at most
    /// ``noticeNameWidth`` columns, so that what the notice says about it
    /// still fits on the status line.
    func noticeName(_ name: String) -> String {
        name.truncated(toWidth: Self.noticeNameWidth, ellipsis: GlyphSet.forCharset(charset).ellipsis)
    }

    package static let noticeNameWidth = 24
}
