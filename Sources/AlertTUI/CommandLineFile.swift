import AlertScenario
import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scenario file named on the command line, opened by the bytes it was
/// given as.
///
/// `CommandLine.arguments` decodes each argument as UTF-8, putting U+FFFD
/// in place of bytes that are not: a file whose name is Latin-1 (`café`
/// written by an old tool) would then be looked for under another name and
/// reported missing. So an argument that was not UTF-8 is opened by its
/// original bytes, and named in messages with those bytes escaped
/// (`caf\xE9.yaml`).
enum CommandLineFile {
    /// Loads the scenario file `argument` names.
    ///
    /// - Complexity: O(*a*) in the length of the command line, plus the load.
    static func load(_ argument: String) throws(ScenarioError) -> Scenario {
        var warnings: [String] = []
        return try load(argument, warnings: &warnings)
    }

    /// ``load(_:)``, which also hands back the warnings it wrote, for a
    /// command that shows them where standard error cannot be seen (the
    /// player's screen).
    static func load(_ argument: String, warnings shown: inout [String]) throws(ScenarioError) -> Scenario {
        if argument == "-" {
            // What many tools read as standard input: a scenario is read whole, from a file.
            throw ScenarioError(
                .unreadable, source: "-", location: nil,
                message: "cannot read standard input; expected a scenario file (save it to a file first)")
        }
        if argument.isEmpty {
            // An empty argument (an unset shell variable in quotes) names no file: said so, not as ": error".
            throw ScenarioError(
                .unreadable, source: "''", location: nil, message: "an empty argument names no file; expected a path")
        }
        var warnings: [String] = []
        let scenario: Scenario
        if argument.contains("\u{FFFD}"), let bytes = originalBytes(of: argument) {
            scenario = try ScenarioLoader.load(
                systemPath: bytes.map { CChar(bitPattern: $0) } + [0], source: escapedName(bytes), warnings: &warnings)
        } else {
            scenario = try ScenarioLoader.load(path: argument, warnings: &warnings)
        }
        // Warnings (a JSON-lines file's last line cut short, and ignored) go to standard error once the
        // file has loaded; a file refused is refused whole, and its error is said alone.
        warnings.forEach(StandardError.write)
        shown += warnings
        return scenario
    }

    /// Loads the scenario file `argument` names for a command: a file that
    /// cannot be loaded is reported on standard error and ends the command
    /// with its status (65 or 66).
    static func loadForCommand(_ argument: String) throws(ExitCode) -> Scenario {
        var warnings: [String] = []
        return try loadForCommand(argument, warnings: &warnings)
    }

    /// ``loadForCommand(_:)``, which also hands back the warnings it wrote.
    static func loadForCommand(_ argument: String, warnings: inout [String]) throws(ExitCode) -> Scenario {
        do {
            return try load(argument, warnings: &warnings)
        } catch {
            StandardError.write(error.description)
            throw ExitCode(error.exitStatus)
        }
    }

    /// Says on standard error when `text`, a scenario the command has just
    /// written as YAML (`written` says which, for the message, and `source`
    /// names it in the error), does not load: a counterexample whose run
    /// breaks its property only while a screen an alert is scoped to is
    /// never shown, or a JSON-lines file converted whose alert belongs to a
    /// screen no step shows, which a YAML scenario may not say
    /// (docs/scenario-format.md). The text is written all the same, for reading.
    ///
    /// - Complexity: one load of `text`.
    static func warnUnlessItLoads(_ text: String, written: String, source: String) {
        do {
            _ = try ScenarioLoader.load(text: text, source: source)
        } catch {
            StandardError.write("alert-tui: warning: \(written) does not load as a scenario: " + error.description)
        }
    }

    /// The bytes of the command-line argument that decodes to `argument`
    /// and is not UTF-8, if there is one.
    static func originalBytes(of argument: String) -> [UInt8]? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
                UInt8(bitPattern: $0)
            }
            // Not UTF-8 when decoding repairs it (String(validating:as:) would say so, from macOS 15 only).
            let decoded = String(decoding: bytes, as: UTF8.self)
            if Array(decoded.utf8) != bytes, decoded == argument { return bytes }
        }
        return nil
    }

    /// `bytes` as text, with each byte that is not part of valid UTF-8
    /// written `\xHH`.
    ///
    /// - Complexity: O(*n*)
    static func escapedName(_ bytes: [UInt8]) -> String {
        var name = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                name.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    name += "\\x" + (hex.count < 2 ? "0" : "") + hex
                }
                offset += length
            case .emptyInput:
                return name
            }
        }
    }
}
