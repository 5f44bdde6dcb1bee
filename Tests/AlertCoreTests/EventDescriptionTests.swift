import AlertCore
import AlertTranscript
import Testing

@Suite("AlertEvent.description: in the transcripts' words")
struct EventDescriptionTests {
    static let events: [(AlertEvent.Kind, String)] = [
        (.requested("red-packet"), "requested red-packet"),
        (.tapped("red-packet", action: "claim"), "tapped red-packet claim"),
        (.presented("red-packet"), "presented red-packet"),
        (
            .suspended("red-packet", reason: .preempted(by: "forced-update")),
            "suspended red-packet preempted by forced-update"
        ),
        (.suspended("red-packet", reason: .navigated), "suspended red-packet navigated"),
        (.dismissed("red-packet", reason: .action("claim")), "dismissed red-packet action claim"),
        (.dismissed("red-packet", reason: .closed), "dismissed red-packet closed"),
        (.cancelled("red-packet", reason: .removed), "cancelled red-packet"),
        (.cancelled("red-packet", reason: .relaunch), "cancelled red-packet relaunch"),
        (.expired("red-packet"), "expired red-packet"),
        (.dropped("rating", reason: .groupLimit), "dropped rating group-limit"),
        (.coalesced("red-packet"), "coalesced red-packet"),
        (.rejected("red-packet", reason: .covered), "rejected red-packet covered"),
        (.rejected(nil, reason: .nothingVisible), "rejected nothing-visible"),
        (.held("splash-ad"), "held splash-ad"),
        (.released("splash-ad"), "released splash-ad"),
        (.navigated(to: "profile"), "navigated profile"),
        (.relaunched, "relaunched"),
    ]

    @Test("Each kind of event reads as documented, and an event leads with its instant")
    func readsAsDocumented() {
        for (kind, text) in Self.events {
            #expect(kind.description == text)
        }
        let event = AlertEvent(time: 120, kind: .presented("red-packet"), level: 600)
        #expect("\(event)" == "120ms presented red-packet")
    }
}
