/// A visible alert and when it was presented (for z-order among equals).
struct VisibleEntry: Hashable, Sendable, Codable {
    var request: RequestEntry
    /// Presentation order, unique per scheduler; a re-shown alert gets a new one.
    var presentation: Int
}

/// The alerts on screen, in z-order, with an index by id.
///
/// Invariant: `entries` is sorted by level, then by presentation (bottom
/// first); `definitions` holds exactly the ids in `entries`.
struct VisibleStack: Sendable {
    private(set) var entries: [VisibleEntry] = []
    private var definitions: [AlertID: AlertDefinition] = [:]
    /// Insertions and removals since a consumer last took them, while
    /// ``recordsChanges`` is on.
    var changes = ChangeLog<VisibleChange>()
    /// Whether every insert and remove is appended to ``changes``. Turning
    /// it on records the alerts already visible as insertions.
    var recordsChanges = false {
        didSet {
            guard recordsChanges != oldValue else { return }
            changes.removeAll()
            guard recordsChanges else { return }
            for (position, entry) in entries.enumerated() { changes.append(.inserted(entry.request.id, at: position)) }
        }
    }

    init(_ entries: [VisibleEntry] = []) {
        for entry in entries { insert(entry.request, presentation: entry.presentation) }
    }

    /// - Complexity: O(1)
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// The bottom alert: the lowest level, and the oldest among equals.
    var bottom: VisibleEntry? { entries.first }
    /// The top alert, which the user's taps and closes act on.
    var top: VisibleEntry? { entries.last }

    /// Whether `id` is visible.
    ///
    /// - Complexity: O(1)
    func contains(_ id: AlertID) -> Bool { definitions[id] != nil }

    /// The definition of a visible alert.
    ///
    /// - Complexity: O(1)
    func definition(of id: AlertID) -> AlertDefinition? { definitions[id] }

    /// The z-position of a visible alert.
    ///
    /// - Complexity: O(1) when `id` is not visible, O(*v*) when it is.
    func index(of id: AlertID) -> Int? {
        guard contains(id) else { return nil }
        return entries.firstIndex { $0.request.id == id }
    }

    /// Puts an alert above every alert of lower or equal level.
    ///
    /// - Complexity: O(*v*)
    mutating func insert(_ request: RequestEntry, presentation: Int) {
        let position = entries.firstIndex { $0.request.level > request.level } ?? entries.count
        entries.insert(VisibleEntry(request: request, presentation: presentation), at: position)
        definitions[request.id] = request.definition
        if recordsChanges { changes.append(.inserted(request.id, at: position)) }
    }

    /// Takes the alert at a z-position off the screen.
    ///
    /// - Complexity: O(*v*)
    @discardableResult
    mutating func remove(at index: Int) -> VisibleEntry {
        let entry = entries.remove(at: index)
        definitions[entry.request.id] = nil
        if recordsChanges { changes.append(.removed(at: index)) }
        return entry
    }

    func _checkInvariants() {
        #if DEBUG
            precondition(definitions.count == entries.count, "VisibleStack: index size")
            for entry in entries {
                precondition(definitions[entry.request.id] != nil, "VisibleStack: index out of date")
            }
            for (lower, upper) in zip(entries, entries.dropFirst()) {
                let ordered =
                    lower.request.level < upper.request.level
                    || (lower.request.level == upper.request.level && lower.presentation < upper.presentation)
                precondition(ordered, "z-order broken: \(lower.request.id) below \(upper.request.id)")
            }
        #endif
    }
}
