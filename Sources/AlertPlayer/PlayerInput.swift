import AlertCore
import AlertScenario

/// Everything that can happen to the player, as plain values: the terminal
/// loop turns keys, clicks, resizes and the passing of wall-clock time into
/// these and feeds them to ``PlayerModel/update(_:)``.
package enum PlayerInput: Hashable, Sendable {
    case key(PlayerKey)
    /// What a mouse click asked for: the terminal loop finds it in the frame
    /// it drew last (``PlayerFrame/command(atX:y:)``), so the model never
    /// lays out a frame itself.
    case command(PlayerCommand)
    /// The terminal now has this size.
    case resize(width: Int, height: Int)
    /// This much wall-clock time passed, in milliseconds.
    case tick(elapsed: Milliseconds)
    /// The mouse wheel turned a notch, up (away from the user) or down.
    case wheel(up: Bool)
    /// The user pasted text, which the terminal marked as a paste
    /// (``BracketedPaste``): dropped whole, none of it read as keys.
    case paste
}

/// A key, already decoded from the terminal.
package enum PlayerKey: Hashable, Sendable {
    case character(Character)
    case enter
    case escape
    case left
    case right
    case up
    case down
    case home
    case end
    case pageUp
    case pageDown
}

/// What the terminal loop must do after an update.
package enum PlayerEffect: Hashable, Sendable {
    /// Leave the player and restore the terminal.
    case quit
    /// Ring the bell: the key did nothing.
    case bell
}

/// What the user asked for, whether by key or by mouse.
package enum PlayerCommand: Hashable, Sendable {
    case togglePlay
    /// Run the next step of the timeline, and pause.
    case step
    case seekBackward
    case seekForward
    case seek(to: Milliseconds)
    case seekToStart
    case seekToEnd
    case faster
    case slower
    /// Press the action at this index (0-based) of the top alert of each run.
    case press(action: Int, runs: [ReplayMode])
    /// Press the action at this index of one alert in one run: a click on a
    /// button drawn for it. A tap addressed to that alert, so it is refused
    /// (`covered`, `not-visible`) if another alert has come on top meanwhile.
    case pressAlert(AlertID, action: Int, run: ReplayMode)
    /// Close the top alert of each run, as the user would.
    case closeTop(runs: [ReplayMode])
    /// Close one alert of one run, as the user would: a click on its close
    /// mark or on the mask around it. Refused like ``pressAlert(_:action:run:)``
    /// when it is no longer on top.
    case closeAlert(AlertID, run: ReplayMode)
    /// Navigate every run on screen to the next screen the scenario names.
    case nextScreen(runs: [ReplayMode])
    /// Take the player's own hold ("you") in every run on screen, or release it.
    case toggleHold(runs: [ReplayMode])
    /// Kill and restart the app in every run on screen.
    case relaunch(runs: [ReplayMode])
    case openPicker
    case movePicker(by: Int)
    /// Request the catalogue alert at this index (0-based) in every run.
    case request(catalogueIndex: Int)
    case closeOverlay
    case cycleMode
    case setMode(ReplayMode)
    case toggleHelp
    /// Scroll the event log by this many lines (positive: towards older events).
    case scrollLog(by: Int)
    /// Scroll the help by this many rows (positive: down, towards its end).
    case scrollHelp(by: Int)
    case quit
}
