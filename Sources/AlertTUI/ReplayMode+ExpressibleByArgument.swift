import AlertScenario
import ArgumentParser

/// `--mode scheduled|naive|compare`: `play` takes all three; `replay` takes
/// compare only with `--format svg` (see its `validate()`).
extension ReplayMode: ExpressibleByArgument {}
