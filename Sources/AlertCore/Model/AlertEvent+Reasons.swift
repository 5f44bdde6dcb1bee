/// Why a visible alert went back to the queue.
public enum SuspensionReason: Hashable, Sendable, Codable {
    /// An alert at or above the policy's `preemptAt` level took its place.
    case preempted(by: AlertID)
    /// The app moved to a screen the alert does not belong to.
    case navigated
}

/// How a visible alert left the screen.
public enum DismissalReason: Hashable, Sendable, Codable {
    /// The user pressed the action with this id.
    case action(String)
    /// The user closed it: the close button, or a tap on the dim mask.
    case closed
    /// The app removed it in code.
    case removed
}

/// Why an alert ended without being dismissed.
public enum CancellationReason: Hashable, Sendable, Codable {
    /// The app removed it in code while it was waiting.
    case removed
    /// The app was killed and started again.
    case relaunch
}

/// Why an alert was turned away or taken out of the queue.
public enum DropReason: Hashable, Sendable, CaseIterable, Codable {
    /// The queue held more than the policy's `maxPending`; the last in order went.
    case capacity
    /// Its group had already presented as many alerts as its limit allows.
    case groupLimit
    /// Its frequency cap was full.
    case capped
}

/// Why a command was refused. A rejected command changes nothing.
public enum RejectionReason: Hashable, Sendable, Codable {
    /// A user close of an alert that is not dismissible.
    case notDismissible
    /// A tap or close with nothing on screen.
    case nothingVisible
    /// A tap on an action id the alert does not have.
    case noSuchAction(String)
    /// A removal of an id that is neither pending nor visible.
    case notFound
    /// A tap or close addressed to an alert that is not on screen.
    case notVisible
    /// A tap or close addressed to an alert that another alert covers.
    case covered
    /// A release of a hold nobody holds.
    case notHeld(String)
}
