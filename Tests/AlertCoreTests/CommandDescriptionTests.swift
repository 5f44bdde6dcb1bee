import AlertCore
import AlertTranscript
import Testing

@Suite("AlertCommand.description: as a step would say it")
struct CommandDescriptionTests {
    static let commands: [(AlertCommand, String)] = [
        (.request(AlertDefinition(id: "red-packet", level: .normal)), "request red-packet"),
        (.tap(action: "关闭"), "tap 关闭"),
        (.tap(action: "关闭", on: .alert("red-packet")), "tap red-packet 关闭"),
        (.close(), "close top"),
        (.close(.alert("red-packet")), "close red-packet"),
        (.remove("red-packet"), "remove red-packet"),
        (.remove("top"), "remove top"),
        (.hold("splash-ad"), "hold splash-ad"),
        (.release("splash-ad"), "release splash-ad"),
        (.navigate(to: "profile"), "screen profile"),
        (.relaunch, "relaunch"),
        (.advance(to: 2_000), "advance to 2000"),
    ]

    @Test("Each command reads as documented")
    func readsAsDocumented() {
        for (command, text) in Self.commands {
            #expect(command.description == text, "\(command)")
        }
    }

    @Test("A close of the top alert and the removal of an alert named top read differently")
    func topIsNotAmbiguous() {
        #expect(AlertCommand.remove("top").description != AlertCommand.close().description)
        let texts = Self.commands.map(\.0.description)
        #expect(Set(texts).count == texts.count)
    }
}
