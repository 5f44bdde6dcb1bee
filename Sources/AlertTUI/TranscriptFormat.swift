import ArgumentParser

/// `--format` of `replay`: a table for people, JSON Lines for tools, or an
/// SVG picture of the timeline.
enum TranscriptFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case jsonl
    case svg
}
