/// The identifier an app gives an alert. Requesting an id that is already
/// pending or visible coalesces: the request changes nothing.
public typealias AlertID = String

/// The scheduler's time and durations, in integer milliseconds: a 64-bit `Int` (README, Platforms).
public typealias Milliseconds = Int
#if _pointerBitWidth(_32)
    #error("AlertCore counts milliseconds since 1970 in Int: a 32-bit Int (Apple Watch's arm64_32) is not supported")
#endif

/// A button on an alert: a stable ``id`` that taps, outcomes and
/// transcripts name, and a ``label`` the button shows, which may be localised.
///
///     AlertAction("Later")                                   // id and label "Later"
///     AlertAction(id: "rate", label: String(localized: "Rate"))
///     AlertAction(id: "update", label: "Update now", dismisses: false)
public struct AlertAction: Hashable, Sendable {
    /// What a tap names and what an outcome reports: unique within its alert.
    public var id: String
    /// The text on the button.
    public var label: String
    /// Whether pressing it closes the alert. `false` for buttons such as
    /// "Update now" on a forced update, which open something and stay.
    public var dismisses: Bool

    /// A button with the stable `id`, showing `label`, that closes its alert
    /// unless `dismisses` is `false`.
    ///
    /// - Complexity: O(1)
    public init(id: String, label: String, dismisses: Bool = true) {
        self.id = id
        self.label = label
        self.dismisses = dismisses
    }

    /// A button showing `label`, which is also its id, that closes its alert
    /// unless `dismisses` is `false`.
    ///
    /// - Complexity: O(1)
    public init(_ label: String, dismisses: Bool = true) {
        self.init(id: label, label: label, dismisses: dismisses)
    }
}

extension AlertAction: Codable {
    private enum CodingKeys: String, CodingKey { case id, label, dismisses }

    /// Decodes `id`, `label` and `dismisses`; an action encoded before ids
    /// existed (a `label` alone) takes its label as its id.
    ///
    /// - Complexity: O(*l*) in the length of the id and label
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let label = try container.decode(String.self, forKey: .label)
        self.init(
            id: try container.decodeIfPresent(String.self, forKey: .id) ?? label, label: label,
            dismisses: try container.decode(Bool.self, forKey: .dismisses))
    }

    /// Encodes `id`, `label` and `dismisses`.
    ///
    /// - Complexity: O(*l*) in the length of the id and label
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        try container.encode(dismisses, forKey: .dismisses)
    }
}

/// Everything the scheduler needs to know about one alert.
///
///     var rating = AlertDefinition(
///         id: "rating", level: .normal, title: "Enjoying the app?",
///         actions: [AlertAction(id: "rate", label: "Rate"), AlertAction("Later")],
///         ttl: .seconds(30), cap: "weekly")
///     rating.message = "Tell us in the App Store."
///
/// A definition is a value, like a `String` or an `Array`: its fields (see
/// ``Fields``, which documents each one) live in one immutable buffer that
/// copies share. Handing a definition to the scheduler, into a command or
/// across actors copies a reference, not ten fields; changing a field gives
/// the changed definition a buffer of its own. The buffer also keeps the
/// id's hash, taken once when it is made, so the scheduler finds a request
/// without hashing its id again. Read and change the fields
/// by name, as stored properties: `rating.ttl`, `rating.title = "Rate us"`.
@dynamicMemberLookup
public struct AlertDefinition: Hashable, Sendable, Codable, Identifiable {
    /// The fields of a definition, as a plain value: the names that
    /// `definition.title`, `definition.level` and the others read and
    /// change, and how a definition is encoded. To set many fields at once,
    /// change a definition's ``AlertDefinition/fields`` and build one from
    /// them with ``AlertDefinition/init(_:)``: one new buffer, not one a field.
    ///
    /// A field read through the definition is found by dynamic member
    /// lookup, so inside an extension of `AlertDefinition` name it with
    /// `self.` (`self.title`), and a protocol requirement is met by a
    /// property of its own, not by a field.
    public struct Fields: Hashable, Sendable, Codable {
        /// The alert's identity: requesting an id that is pending or visible coalesces.
        public var id: AlertID
        /// Higher levels show first and sit above lower ones.
        public var level: AlertLevel
        /// The headline the presenter shows.
        public var title: String
        /// The text under the title.
        public var message: String
        /// The buttons, in the order they are shown.
        public var actions: [AlertAction]
        /// Whether the user may close it without pressing an action (close
        /// button, tap on the mask). The app can always remove it in code.
        public var isDismissible: Bool
        /// The screen this alert belongs to, or `nil` to show on any screen.
        public var screen: String?
        /// How long it may wait in the queue before it is stale, or `nil` to
        /// wait as long as it takes. Counted in whole milliseconds; a negative
        /// ttl counts as zero, and a deadline past the last instant (`Int.max` ms) falls on it.
        public var ttl: Duration?
        /// The group that limits how many of its members show per launch.
        public var group: String?
        /// The frequency cap (a name in ``AlertPolicy/caps``) that limits how
        /// often it shows across launches.
        public var cap: String?
    }

    /// The buffer copies share. It never changes, so sharing it between
    /// threads is safe.
    ///
    /// Invariant: `idHash == fields.id.hashValue`.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let fields: Fields
        /// The id's hash by the standard library, taken once when the
        /// buffer is made, so that requesting the same definition again
        /// does not hash its id again. Hashes are seeded per process, so
        /// it is never encoded.
        let idHash: Int
        @usableFromInline init(_ fields: Fields) {
            self.fields = fields
            self.idHash = fields.id.hashValue
        }
    }

    // Inlinable, with the accessors below, so that an app reading
    // `definition.title` reads the field in place, as the scheduler does,
    // instead of applying a key path at run time.
    @usableFromInline var storage: Storage

    /// Every field, as a plain value.
    ///
    /// - Complexity: O(1) to read; setting it allocates a new buffer and
    ///   hashes the id, O(*k*) in its length.
    @inlinable public var fields: Fields {
        get { storage.fields }
        set { storage = Storage(newValue) }
    }

    /// The field that `field` names: `definition.title` reads it, and
    /// `definition.title = "Rate us"` changes it.
    ///
    /// - Complexity: O(1) to read; a change copies the fields into a new buffer and
    ///   hashes the id, O(*k*) in its length, and copies the field it changes (O(*a*) actions).
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    /// The alert's identity (``Fields/id``), declared here for `Identifiable`.
    ///
    /// - Complexity: O(1) to read; a change copies the fields into a new
    ///   buffer and hashes the id, O(*k*) in its length.
    @inlinable public var id: AlertID {
        get { storage.fields.id }
        set { fields.id = newValue }
    }

    /// An alert with these fields; only `id` is required.
    ///
    /// - Complexity: O(*k*) in the length of the id, which is hashed once;
    ///   the fields are stored once, in a buffer every copy shares.
    public init(
        id: AlertID, level: AlertLevel = .normal, title: String = "", message: String = "",
        actions: [AlertAction] = [], isDismissible: Bool = true, screen: String? = nil, ttl: Duration? = nil,
        group: String? = nil, cap: String? = nil
    ) {
        storage = Storage(
            Fields(
                id: id, level: level, title: title, message: message, actions: actions,
                isDismissible: isDismissible, screen: screen, ttl: ttl, group: group, cap: cap))
    }

    /// A definition with `fields`.
    ///
    /// - Complexity: O(*k*) in the length of the id, which is hashed once.
    public init(_ fields: Fields) { storage = Storage(fields) }

    /// Two definitions are equal when every field is.
    ///
    /// - Complexity: O(1) when they share a buffer, else O(*f*) in the size of the fields.
    public static func == (lhs: AlertDefinition, rhs: AlertDefinition) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// - Complexity: O(*a*) in the alert's text and actions
    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// Decodes the fields, keyed as they are named.
    ///
    /// - Complexity: O(*a*) in the alert's text and actions
    public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }

    /// Encodes the fields, keyed as they are named.
    ///
    /// - Complexity: O(*a*) in the alert's text and actions
    public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }

    /// The action with this id, if the alert has one.
    ///
    /// - Complexity: O(*a*), where *a* is the number of actions.
    public func action(withID id: String) -> AlertAction? {
        storage.fields.actions.first { $0.id == id }
    }

    /// `id.hashValue`, kept in the buffer: what the scheduler's index by id
    /// looks a request up by.
    ///
    /// - Complexity: O(1)
    package var idHash: Int { storage.idHash }

    /// The ttl in whole milliseconds, never negative: what the scheduler
    /// counts and what a scenario writes.
    package var ttlMilliseconds: Milliseconds? { storage.fields.ttl.map { Swift.max(0, $0.wholeMilliseconds) } }
}
