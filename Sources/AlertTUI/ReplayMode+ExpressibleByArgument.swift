import AlertScenario
import ArgumentParser

/// `--mode scheduled|naive` for `replay` (the player adds `compare` with its own type).
extension ReplayMode: ExpressibleByArgument {}
