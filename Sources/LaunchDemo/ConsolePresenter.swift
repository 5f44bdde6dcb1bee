import AlertCore
import AlertRuntime

/// Draws the screen as lines of text: whenever something shows, what is
/// on screen and what stepped aside. An empty screen is not written: it
/// comes at the same instant as the module's own line.
actor ConsolePresenter: AlertPresenter {
    /// Writes one line.
    let say: @Sendable (String) -> Void
    /// What the last render drew.
    private var drawn = AlertScreenState()

    init(say: @escaping @Sendable (String) -> Void) { self.say = say }

    func render(_ state: AlertScreenState) async {
        let changes = state.changes(since: drawn)
        drawn = state
        guard !state.visible.isEmpty else { return }
        let shown = state.visible.map { "\($0.title) [\($0.id)]" }.joined(separator: " under ")
        let aside = changes.hidden.isEmpty ? "" : " (\(changes.hidden.map(\.id).joined(separator: ", ")) steps aside)"
        say("        screen: \(shown), dimmed\(aside)")
    }
}
