/// How important an alert is, in the style of `UIWindow.Level`.
///
/// Higher levels show first and sit above lower ones. The named levels leave
/// room between them so an app can say `.high + 10` or `.required - 1`.
///
///     let forcedUpdate: AlertLevel = .required
///     let redPacket: AlertLevel = 600
///     redPacket < forcedUpdate  // true
public struct AlertLevel: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level as a number: higher shows first and sits above.
    public var rawValue: Int

    /// The level `rawValue`.
    ///
    /// - Complexity: O(1)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The level `rawValue`.
    ///
    /// - Complexity: O(1)
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Nice-to-have prompts: rating requests, tips. 250.
    public static let low = AlertLevel(250)
    /// Ordinary business popups: a feature guide, a reward. 500.
    public static let normal = AlertLevel(500)
    /// Things the user should see soon: a permission request. 750.
    public static let high = AlertLevel(750)
    /// Must be seen: a forced update. Preempts by default. 1000.
    public static let required = AlertLevel(1000)

    /// The named levels, lowest first.
    public static let named: [(name: String, level: AlertLevel)] = [
        ("low", .low), ("normal", .normal), ("high", .high), ("required", .required),
    ]

    /// Whether `lhs` is lower than `rhs`.
    ///
    /// - Complexity: O(1)
    public static func < (lhs: AlertLevel, rhs: AlertLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension AlertLevel: ExpressibleByIntegerLiteral {
    /// The level written as a number: `let redPacket: AlertLevel = 600`.
    ///
    /// - Complexity: O(1)
    public init(integerLiteral value: Int) { self.rawValue = value }
}

extension AlertLevel: Codable {
    /// - Complexity: O(1)
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// - Complexity: O(1)
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension AlertLevel: CustomStringConvertible {
    /// `required`, `high+10`, `normal-1`, or the bare number when no named
    /// level is less than 100 away (`350`, `600`: 100 or more from each).
    ///
    /// - Complexity: O(1)
    public var description: String {
        if let exact = Self.named.first(where: { $0.level == self }) { return exact.name }
        // Offsets from a named level are only taken near it, where they cannot overflow.
        for (name, level) in Self.named {
            let (offset, overflow) = rawValue.subtractingReportingOverflow(level.rawValue)
            if !overflow, offset > -100, offset < 100 {
                return offset > 0 ? "\(name)+\(offset)" : "\(name)\(offset)"
            }
        }
        return String(rawValue)
    }
}
