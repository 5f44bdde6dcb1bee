/// Draws the center's alerts: a UIKit window above the app, a SwiftUI
/// overlay, a terminal, a log.
///
/// The center tells a presenter what should be on screen with an
/// ``AlertScreenState``: the visible alerts in z-order (bottom to top) and
/// the number of dim layers. ``render(_:)`` returns when that state is on
/// screen, after any show and hide animations; use
/// ``AlertScreenState/changes(since:)`` to learn what to animate.
///
/// Scheduling never waits for a presenter. The center hands states to one
/// rendering task and goes on: while a ``render(_:)`` call runs, newer
/// states replace each other and only the newest is rendered next. A
/// render that has not returned after the timeout given to
/// ``AlertCenter/setPresenter(_:timeout:clock:)`` (in real time; 2 seconds
/// for a presenter passed to the initialiser) is given up on (its task is cancelled) and the newest state
/// is rendered, so a presenter that never completes an animation can wedge
/// neither the queue nor the screen. Renders overlap only then: a render
/// given up on may still be running while the next one runs, and if it
/// returns after a newer state was sent, the newest is rendered once more,
/// so the last state a presenter draws is always the newest.
///
/// ``render(_:)`` must not block: await the animation, never wait on a lock
/// or a semaphore for it. A render that waits holds a thread of the shared
/// pool until it returns. The center starts no second render of a state
/// whose render is stuck past the timeout, counts stuck renders
/// (``AlertCenter/stuckRenders``) and says so once on standard error.
///
/// A presenter with state of its own and no UI (a log, a terminal, a test
/// double) is an actor or a `Sendable` class. A presenter that draws UIKit
/// or SwiftUI lives on the main actor: conform it to
/// ``MainActorAlertPresenter``, which refines this protocol, and write it
/// as a plain class.
public protocol AlertPresenter: Sendable {
    /// Shows `state`; returns when it is on screen (after any animation).
    func render(_ state: AlertScreenState) async
}
