/// An accepted request, from the moment it enters the queue until it
/// finishes: pending, visible, or suspended back to pending.
///
/// Its place in the queue (``QueueOrder``) is kept where it is used: in the
/// heap key while it is pending, in its ``StackEntry`` while it is visible.
///
///
/// Invariant: a record holds a definition exactly when it is not vacant.
struct LiveAlert: Sendable {
    /// Where a record of an ``AlertTable`` stands.
    enum State: UInt8, Sendable {
        /// The slot holds no alert.
        case vacant
        case pending
        case visible
    }

    /// The definition; `nil` only in a vacant record, so that vacating a
    /// slot releases the alert's definition without retaining another.
    private var storedDefinition: AlertDefinition?
    var requestedAt: Milliseconds
    /// The hash the table indexes its id by (see ``AlertTable/indexHash(_:)``):
    /// the definition's kept hash, cut to 32 bits. A copy in the record, so
    /// that the index's probes and removals read it beside the slot's other
    /// fields instead of through the definition's buffer.
    var idHash: UInt32
    var state: State
    /// Whether it has been presented before (groups and caps count first
    /// showings only).
    var wasPresented: Bool
    /// What the scheduler asks of the definition most often, copied once.
    let traits: Traits

    /// Flags copied from the definition when the alert is requested.
    struct Traits: OptionSet, Sendable {
        let rawValue: UInt8
        static let hasTTL = Traits(rawValue: 1 << 0)
        static let hasGroup = Traits(rawValue: 1 << 1)
        static let isDismissible = Traits(rawValue: 1 << 2)
        static let isScoped = Traits(rawValue: 1 << 3)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The traits of `definition`.
        init(of definition: AlertDefinition) {
            var traits: Traits = []
            if definition.fields.ttl != nil { traits.insert(.hasTTL) }
            if definition.fields.group != nil { traits.insert(.hasGroup) }
            if definition.fields.isDismissible { traits.insert(.isDismissible) }
            if definition.fields.screen != nil { traits.insert(.isScoped) }
            self = traits
        }
    }

    init(
        definition: AlertDefinition, requestedAt: Milliseconds, state: State, wasPresented: Bool
    ) {
        self.storedDefinition = definition
        self.traits = Traits(of: definition)
        self.requestedAt = requestedAt
        self.idHash = 0
        self.state = state
        self.wasPresented = wasPresented
    }

    private init() {
        storedDefinition = nil
        traits = []
        requestedAt = 0
        idHash = 0
        state = .vacant
        wasPresented = false
    }

    /// A record for a slot that holds nothing (nothing to retain).
    static var vacant: LiveAlert { LiveAlert() }

    /// The alert's definition. Only a record that holds an alert has one:
    /// the table reads no other (checked in debug builds).
    var definition: AlertDefinition {
        guard let storedDefinition else { preconditionFailure("AlertTable read a vacant record") }
        return storedDefinition
    }

    /// Goes on screen and is marked presented; returns whether it had not
    /// been presented before.
    mutating func markVisible() -> Bool {
        let isFirstShowing = !wasPresented
        state = .visible
        wasPresented = true
        return isFirstShowing
    }

    /// Whether the definition has a ttl.
    var hasTTL: Bool { traits.contains(.hasTTL) }
    /// Whether the definition names a group.
    var hasGroup: Bool { traits.contains(.hasGroup) }
    /// Whether the user may close the alert.
    var isDismissible: Bool { traits.contains(.isDismissible) }
    var isScoped: Bool { traits.contains(.isScoped) }

    /// Whether the record holds a definition (for the table's invariant check).
    var holdsDefinition: Bool { storedDefinition != nil }

    var id: AlertID { definition.id }
    var level: AlertLevel { definition.fields.level }
}
