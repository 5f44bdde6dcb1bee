// How a definition and a policy show in `print`, `dump` and the debugger:
// their fields by name, as an app wrote them, instead of the shared buffer
// a definition keeps them in and the milliseconds a policy works out.
public import AlertCore

extension AlertDefinition: CustomReflectable {
    /// The definition's fields, by name: `print(rating)` shows
    /// `AlertDefinition(id: "rating", level: normal, title: ..., ttl: ..., cap: ...)`.
    ///
    /// - Complexity: O(1)
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: fields).children, displayStyle: .struct)
    }
}

extension AlertPolicy: CustomReflectable {
    /// The policy's six fields, by name, the ones it encodes.
    ///
    /// - Complexity: O(1)
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "maxVisible": maxVisible, "preemptAt": preemptAt, "gap": gap, "maxPending": maxPending as Any,
                "groups": groups, "caps": caps,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}
