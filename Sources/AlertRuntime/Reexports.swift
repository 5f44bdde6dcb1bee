// What an app imports with the runtime. AlertCore, so that one
// `import AlertRuntime` names definitions, levels and policies as well as the
// center; AlertTranscript, for the words events are logged by
// (`event.kind.name`). Foundation, because the runtime's API speaks it: a
// history file is named by a `URL`, and a history keeps `Date`s.
@_exported public import AlertCore
@_exported public import AlertTranscript
@_exported public import Foundation
