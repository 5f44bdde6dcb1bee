public import AlertCore
public import Foundation

// Every error the runtime throws, and the policy's, describes itself to
// Foundation too: `error.localizedDescription` (what an app shows or logs)
// reads as the error's own sentence, where it would say "The operation could
// not be completed. (AlertRuntime.AlertRejection error 1.)". The sentences
// are English, like the rest of the library's diagnostics.

extension AlertRejection: LocalizedError {
    /// The rejection in words: `rejected covered (rating)`.
    ///
    /// - Complexity: O(*k*) in the length of the alert id.
    public var errorDescription: String? { description }
}

extension AlertTraceError: LocalizedError {
    /// Why the trace could not start, in one sentence.
    ///
    /// - Complexity: O(1)
    public var errorDescription: String? { description }
}

extension AlertTrace.Failure: LocalizedError {
    /// Why recording stopped, in one sentence.
    ///
    /// - Complexity: O(1)
    public var errorDescription: String? { description }
}

extension FileAlertHistory.Error: LocalizedError {
    /// What is wrong with the history file, and where.
    ///
    /// - Complexity: O(1)
    public var errorDescription: String? { description }
}

extension AlertDefinitionError: LocalizedError {
    /// Which name the policy does not declare, and the nearest it does.
    ///
    /// - Complexity: O(1)
    public var errorDescription: String? { description }
}

extension AlertPolicyError: LocalizedError {
    /// Which value of the policy is impossible.
    ///
    /// - Complexity: O(1)
    public var errorDescription: String? { description }
}
