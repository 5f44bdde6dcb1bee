public import Foundation

/// A history in a JSON file, replaced atomically on every save: a crash or
/// a kill at any moment leaves either the old file or the new one, never a
/// torn one.
///
/// One file can be shared by several processes (an app and its extensions
/// in one App Group) and several instances: every save reads the file,
/// merges and writes it, and every ``update(_:)`` reads it and writes what
/// its body returns, while holding an exclusive `flock` on `<name>.lock`
/// beside it, so no writer loses another's presentations, and an
/// ``AlertCenter`` judges a capped alert on the presentations every process
/// has stored (see <doc:FrequencyCaps>).
/// A writer that cannot take the lock within ``lockTimeout`` fails with an
/// ``Error`` instead of waiting on; until the lock is taken again, later
/// saves try it once and fail at once, so a process that hangs while
/// holding the lock costs one wait, not one a command.
///
/// The format is versioned:
///
///     {"format":"alert-history","presentations":{"weekly":[1763867400123]},"version":1}
///
/// with its keys sorted and instants in milliseconds since 1970. A missing
/// file is an empty history; a file that cannot be decoded is a
/// ``FileAlertHistory/Error`` that names the file and the place, never a
/// silent reset.
public final class FileAlertHistory: AlertHistory {
    /// Why a history file could not be used.
    public struct Error: Swift.Error, CustomStringConvertible, Sendable {
        /// The file.
        public let url: URL
        /// What is wrong, and where in the file.
        public let reason: String

        /// The file's path, a colon, and the reason: `/path/alert-history.json:
        /// not a valid alert history: at presentations.weekly[0]: expected a whole number`.
        ///
        /// - Complexity: O(1)
        public var description: String { "\(url.path): \(reason)" }
    }

    /// The file.
    public let url: URL
    /// How long a save waits for another writer's lock before it fails.
    public let lockTimeout: Duration
    /// The largest file, in bytes, the history reads.
    public let maximumSize: Int
    private let cache: Locked<[String: [Date]]>
    /// Whether the last wait for the lock timed out, with no lock taken since.
    private let lockTimedOut = Locked(false)

    /// Opens the history at `url`, reading it if it exists. Temporary files
    /// that a process killed in the middle of a save left beside it are
    /// removed (those of running processes are not).
    ///
    /// - Throws: ``Error`` when the file exists but cannot be read or
    ///   decoded.
    ///
    /// - Complexity: O(*s*) in the size of the file and of the folder's leftover temporary files
    ///
    /// - Parameters:
    ///   - url: the history file.
    ///   - lockTimeout: how long a save waits for the lock another writer
    ///     holds before it fails; two seconds unless given.
    ///   - maximumSize: the largest file, in bytes, it reads; a larger one is
    ///     an ``Error`` before a byte is read. ``defaultMaximumSize`` (1 MiB,
    ///     some 50,000 presentations) unless given.
    public init(url: URL, lockTimeout: Duration = .seconds(2), maximumSize: Int = defaultMaximumSize) throws {
        self.url = url
        self.lockTimeout = lockTimeout
        AtomicFile.removeLeftovers(of: url)
        self.maximumSize = maximumSize
        cache = Locked(try Self.read(AtomicFile.target(of: url), maximumSize: maximumSize))
    }

    /// The presentations as last read or saved.
    ///
    /// - Complexity: O(1)
    public func presentations() -> [String: [Date]] { cache.withLock { $0 } }

    /// Adds `presentations` to the file: under the lock, reads what is
    /// stored, merges per cap (the union of the instants, each counted
    /// once), and writes the result to a new file in the same folder, flushed
    /// to disk, renamed over the old one, the folder flushed.
    ///
    /// - Throws: ``Error`` when the file cannot be locked, read or written,
    ///   or when the result would be larger than ``maximumSize``, so that a
    ///   later launch could not read it; the old file is then left as it was.
    ///
    /// - Complexity: O(*p* log *p*) for *p* presentations stored and given
    public func save(_ presentations: [String: [Date]]) throws {
        try update { stored in Self.union(stored ?? [:], presentations) }
    }

    /// Under the lock, reads the file, hands `body` what it holds, and
    /// writes what `body` returns in its place (nothing when it returns
    /// `nil`). No other writer that takes the lock changes the file in
    /// between.
    ///
    /// - Throws: ``Error`` when the file cannot be locked, read or written;
    ///   `body` has then not run, or the old file is left as it was.
    ///
    /// - Complexity: O(*s*) in the size of the file, plus `body` and the write
    public func update(_ body: ([String: [Date]]?) -> [String: [Date]]?) throws {
        // A symbolic link is written through: the lock, the read and the
        // write are those of the file it leads to.
        let target = AtomicFile.target(of: url)
        let lock: HistoryLock
        // After a wait that timed out, the lock is only tried until it is taken again: a process that
        // hangs holding it costs the app one wait, not one a command.
        let waits = !lockTimedOut.withLock { $0 }
        do {
            lock = try HistoryLock.acquire(for: target, timeout: waits ? lockTimeout : .zero)
            lockTimedOut.withLock { $0 = false }
        } catch let timeout as HistoryLock.Timeout {
            lockTimedOut.withLock { $0 = true }
            throw Error(url: url, reason: "cannot lock the history: \(timeout)")
        } catch {
            throw Error(url: url, reason: "cannot lock the history: \(error)")
        }
        defer { lock.release() }
        let stored = try Self.read(target, maximumSize: maximumSize)
        cache.withLock { $0 = stored }
        guard let presentations = body(stored) else { return }
        try write(presentations, to: target)
        cache.withLock { $0 = presentations }
    }

    /// Per cap, the union of two histories in order, an instant in both
    /// counted once.
    ///
    /// - Complexity: O(*p* log *p*) for *p* presentations.
    static func union(_ first: [String: [Date]], _ second: [String: [Date]]) -> [String: [Date]] {
        first.merging(second) { AlertCapHistory.union($0.sorted(), $1.sorted()) }
    }

    private func write(_ presentations: [String: [Date]], to target: URL) throws {
        let document = HistoryDocument(
            format: HistoryDocument.formatName, version: HistoryDocument.currentVersion,
            presentations: presentations.mapValues { $0.map { WholeNumber($0.millisecondsSince1970()) } })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw Error(url: url, reason: "cannot encode the history: \(error)")
        }
        // A file the next launch would refuse to read is never written: the old one stays.
        guard data.count <= maximumSize else {
            throw Error(
                url: url,
                reason: "cannot write the history: it would be \(data.count) bytes, more than the limit of "
                    + "\(maximumSize) bytes (FileAlertHistory's maximumSize) that a launch reads; the file was "
                    + "left as it was")
        }
        do {
            try AtomicFile.replace(target, with: data)
        } catch {
            throw Error(url: url, reason: "cannot write the history: \(error)")
        }
    }

    /// The presentations in the file at `url`; empty when there is no file.
    /// Never blocks: anything but a regular file is refused before it is
    /// read, and so is a file larger than `maximumSize` bytes.
    static func read(_ url: URL, maximumSize: Int = defaultMaximumSize) throws -> [String: [Date]] {
        guard let data = try contents(of: url, maximumSize: maximumSize) else { return [:] }
        return try decode(data, from: url)
    }

    /// The presentations in `data`, the contents of the history at `url`
    /// (which errors name): what the history fuzzer calls with any bytes.
    ///
    /// - Throws: ``Error`` when `data` is not an alert history.
    /// - Complexity: O(*s*) in the size of `data`.
    package static func decode(_ data: Data, from url: URL) throws -> [String: [Date]] {
        let document: HistoryDocument
        do {
            document = try JSONDecoder().decode(HistoryDocument.self, from: data)
        } catch let error as DecodingError {
            let place = Self.syntaxError(in: data) ?? Self.describe(error)
            throw Error(url: url, reason: "not a valid alert history: \(place)")
        } catch {
            throw Error(url: url, reason: "not a valid alert history: \(error)")
        }
        guard document.format == HistoryDocument.formatName else {
            throw Error(url: url, reason: "not an alert history: 'format' is \(document.format)")
        }
        guard document.version.value == HistoryDocument.currentVersion else {
            throw Error(
                url: url,
                reason: "alert history version \(document.version.value) is not supported; expected "
                    + "\(HistoryDocument.currentVersion)")
        }
        return document.presentations.mapValues { $0.map { Date(millisecondsSince1970: $0.value) } }
    }

    /// Where a decoding error is, and what it expected.
    private static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(place(context.codingPath)): expected \(noun(for: type))"
        case .valueNotFound(let type, let context):
            return "at \(place(context.codingPath)): missing \(noun(for: type))"
        case .keyNotFound(let key, let context):
            return "at \(place(context.codingPath)): missing key '\(key.stringValue)'"
        case .dataCorrupted(let context):
            return "at \(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// What a JSON value of Swift type `type` is called in the file's own
    /// terms, not Swift's (`Int64`, `Array<Any>`).
    private static func noun(for type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "a list" }
        if name.hasPrefix("Dictionary") { return "an object" }
        if name == "String" { return "text" }
        if name.hasPrefix("Int") || name.hasPrefix("UInt") { return "a whole number" }
        if name == "Double" || name == "Float" { return "a number" }
        if name == "Bool" { return "true or false" }
        return "a value"
    }

    /// Where `data` stops being JSON, when it does: the line and column
    /// (counting Unicode scalars) and what the parser found there, such as the
    /// end of a file whose write was cut short. `nil` for well-formed JSON.
    ///
    /// - Complexity: O(*n*) in the size of `data`; only called on a failure.
    static func syntaxError(in data: Data) -> String? {
        let detail: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        let offset: Int
        if detail.localizedCaseInsensitiveContains("end of file") {
            offset = data.count
        } else if let range = detail.range(of: "around character "),
            let number = Int(detail[range.upperBound...].prefix { $0.isNumber })
        {
            offset = number
        } else {
            return "at the top level: \(detail)"
        }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "at line \(line), column \(column): \(detail)"
    }
}

/// The file's JSON shape.
private struct HistoryDocument: Codable {
    static let formatName = "alert-history"
    static let currentVersion = 1

    var format: String
    var version: WholeNumber<Int>
    /// Milliseconds since 1970 by cap name.
    var presentations: [String: [WholeNumber<Int64>]]

    init(format: String, version: Int, presentations: [String: [WholeNumber<Int64>]]) {
        self.format = format
        self.version = WholeNumber(version)
        self.presentations = presentations
    }
}

/// An integer in the file, written as a plain JSON number.
///
/// Decoded on its own so that a number that is not a whole one of `Value`'s
/// range (`1.5`, `1e300`) is an error at its place. Foundation's decoder on
/// Linux reports it as data that is not valid JSON, at the top level.
private struct WholeNumber<Value: FixedWidthInteger & Codable>: Codable {
    var value: Value

    init(_ value: Value) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            value = try container.decode(Value.self)
        } catch {
            // Some other number: say which, where it is. (Anything else,
            // a string say, is an error the decoder placed already.)
            guard let number = try? container.decode(Double.self) else { throw error }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a whole number from \(Value.min) to \(Value.max), found \(number)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
