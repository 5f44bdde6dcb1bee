import AlertPlayer
import AlertScenario
import ArgumentParser

/// `--mode scheduled|naive` for `replay`.
extension ReplayMode: ExpressibleByArgument {}

/// `--mode scheduled|naive|compare` for `play`.
extension PlayerMode: ExpressibleByArgument {}
