public import AlertCore
public import Observation

/// The center's screen state as an observable model, for a SwiftUI overlay
/// to bind to.
///
///     struct AlertOverlay: View {
///         let model: AlertOverlayModel
///         let center: AlertCenter
///         var body: some View {
///             ZStack {
///                 if model.isDimmed { Color.black.opacity(0.4).ignoresSafeArea() }
///                 ForEach(model.visible) { alert in
///                     AlertCard(alert: alert) { action in    // shows action.label
///                         Task { try? await center.tap(action: action.id, on: alert.id) }
///                     }
///                 }
///             }
///         }
///     }
///
/// Give it to the center as its presenter: `AlertCenter(..., presenter: model)`.
@MainActor
@Observable
public final class AlertOverlayModel: MainActorAlertPresenter {
    /// Visible alerts, bottom to top.
    public private(set) var visible: [AlertDefinition] = []
    /// Dim layers behind them.
    public private(set) var masks = 0

    /// A model showing nothing, until the center it presents for changes it.
    ///
    /// - Complexity: O(1)
    public init() {}

    /// Whether the dim mask is shown.
    ///
    /// - Complexity: O(1)
    public var isDimmed: Bool { masks > 0 }

    /// The alert on top, which the user's taps reach.
    ///
    /// - Complexity: O(1)
    public var top: AlertDefinition? { visible.last }

    /// Takes on `state`, touching only the properties that change, so views
    /// that read the others are not invalidated.
    ///
    /// - Complexity: O(*v*) for *v* visible alerts
    public func render(_ state: AlertScreenState) async {
        if visible != state.visible { visible = state.visible }
        if masks != state.masks { masks = state.masks }
    }
}
