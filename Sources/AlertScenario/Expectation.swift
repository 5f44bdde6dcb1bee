public import AlertCore

/// What an `expect` step says must be true at its place in the timeline.
/// A `nil` field is not checked.
public struct Expectation: Hashable, Sendable {
    /// Visible ids, bottom to top.
    public var visible: [AlertID]?
    /// Pending ids, in queue order.
    public var pending: [AlertID]?
    /// Whether any dim layer is on screen.
    public var mask: Bool?
    /// The exact number of dim layers.
    public var masks: Int?
    /// The run this expectation applies to.
    public var mode: ReplayMode

    public init(
        visible: [AlertID]? = nil,
        pending: [AlertID]? = nil,
        mask: Bool? = nil,
        masks: Int? = nil,
        mode: ReplayMode = .scheduled
    ) {
        self.visible = visible
        self.pending = pending
        self.mask = mask
        self.masks = masks
        self.mode = mode
    }
}
