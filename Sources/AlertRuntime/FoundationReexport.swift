// The runtime's API speaks Foundation: a history file is named by a `URL`,
// and a history keeps `Date`s. The contract's client code names `URL` with
// only `import AlertCore` and `import AlertRuntime`, so importing the runtime
// brings Foundation with it.
@_exported public import Foundation
