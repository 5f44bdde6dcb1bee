import AlertScenario
import Foundation
import TerminalText

/// A first word that is neither a command nor a file, but close to a
/// command's name: `alert-tui chek launch.yaml` would otherwise play the
/// file `chek`, and fail on the word after it or on a file that is not
/// there, without a word about the command that was meant.
enum MistypedCommand {
    /// The usage error for a first word of `arguments` (the command line
    /// after the program's name) that is no command and no file but close
    /// to a command's name, or `nil`. A word that looks like a path (with a
    /// dot or a slash) is left to the file's own error.
    ///
    /// - Complexity: O(*n*) in the length of the first word.
    static func usageError(in arguments: [String], commands: [String], fileExists: (String) -> Bool) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word),
            !word.contains("."), !word.contains("/"), !fileExists(word),
            let command = NearestWord.suggestion(for: word, among: commands)
        else { return nil }
        return "'\(word.terminalSafe)' is no command and no file; did you mean '\(command)'? "
            + "(expected one of \(commands.joined(separator: ", ")), or a scenario file)"
    }
}
