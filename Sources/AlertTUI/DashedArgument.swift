import TerminalText

/// Words on the command line that start with one dash and go on for more
/// than one letter.
///
/// swift-argument-parser reads such a word as short flags run together
/// (`-shop.yaml` as `-s -h -o -p ...`), and its `-h` then prints the help
/// and exits 0: a CI job running `alert-tui check -shop.yaml` would pass
/// without checking a thing. `alert-tui` has no short option but `-h`, so
/// such a word is a file whose name starts with a dash, or a long option
/// missing a dash; either way it is refused as bad usage (exit 64), saying
/// how to name the file.
enum DashedArgument {
    /// Options whose value is the next word (which may start with a dash:
    /// `--speed -1` reaches its own range check).
    static let optionsWithValues: Set<String> = [
        "--mode", "--speed", "--format", "--runs", "--seed", "--resolution", "--jobs", "--out", "--shard", "--summary",
    ]

    /// The usage error for the first such word among `arguments` (the
    /// command line after the program's name), or `nil`. Words after `--`
    /// are files, whatever they start with.
    ///
    /// - Complexity: O(*n*) in the number of words.
    static func usageError(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { return nil }
            if optionsWithValues.contains(word) {
                index += 2
                continue
            }
            if word.hasPrefix("-"), !word.hasPrefix("--"), word.count > 2 {
                let safe = word.terminalSafe
                return "unknown option '\(safe)'; expected -h or an option that starts with two dashes "
                    + "(--help); a file whose name starts with a dash goes after -- or as ./\(safe)"
            }
            index += 1
        }
        return nil
    }
}
