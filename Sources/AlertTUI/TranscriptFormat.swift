import ArgumentParser

/// `--format` of `replay`: a table for people, or JSON Lines for tools.
enum TranscriptFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case jsonl
}
