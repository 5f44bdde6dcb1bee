/// A programming error the center caught: a definition that names an
/// undeclared cap or group, or a hold token dropped while it still holds
/// the screen.
///
/// In a debug build the center stops there with an assertion whose message
/// is the misuse's ``description``; in a release build it carries on (the
/// request is refused, the dropped hold is released). Tests observe misuse
/// instead of trapping through `@_spi(Testing)`'s
/// `AlertCenter.onMisuse(_:)`.
public enum AlertMisuse: Hashable, Sendable, CustomStringConvertible {
    /// A request of a definition whose cap or group the policy does not
    /// declare; the request was refused with the error's
    /// ``AlertDefinitionError/outcome``.
    case invalidDefinition(AlertDefinitionError)
    /// An ``AlertHold`` token of this name was deallocated without being
    /// released; the center released it then.
    case droppedHold(String)

    /// What went wrong and how to fix it.
    ///
    /// - Complexity: O(*d*) for *d* declared names
    public var description: String {
        switch self {
        case .invalidDefinition(let error):
            "AlertCenter refused a request: \(error)"
        case .droppedHold(let name):
            "an AlertHold of '\(name)' was deallocated without release(): it would have held the screen for good. "
                + "Keep the token and release it on every path, use withHold(_:isolation:_:), or give hold(_:timeout:) a timeout"
        }
    }
}
