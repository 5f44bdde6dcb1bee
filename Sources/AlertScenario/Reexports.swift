// The transcript words (`event.kind.name`, `reason.name`): what a client of the
// scenarios reads transcripts in, so it comes with `import AlertScenario`.
@_exported public import AlertTranscript
