import AlertCore
import AlertScenario

/// The Jianshu launch, built in Swift so the layout goldens do not depend on
/// the scenario file format: three popups requested within 100 ms of launch,
/// then closed one by one.
enum JianshuFixture {
    static let redPacket = AlertDefinition(
        id: "red-packet", level: 600, title: "领取红包", message: "新人红包 8.88 元已到账",
        actions: [AlertAction("领取"), AlertAction("关闭")])
    static let notificationPermission = AlertDefinition(
        id: "notification-permission", level: 700, title: "开启通知", message: "第一时间收到作者更新和评论回复",
        actions: [AlertAction("开启"), AlertAction("以后再说")])
    static let featureGuide = AlertDefinition(
        id: "feature-guide", level: 500, title: "新功能", message: "长按文章可以收藏到专题",
        actions: [AlertAction("知道了")])

    /// Instants worth a picture.
    enum Moment: Milliseconds, CaseIterable {
        /// All three requested: stacked in naive mode, queued in scheduled mode.
        case stacked = 100
        /// After the first close.
        case firstClosed = 2_500
        /// Everything closed, the end of the timeline: naive leaves two dim layers behind.
        case end = 5_000

        var name: String {
            switch self {
            case .stacked: "stacked"
            case .firstClosed: "first-closed"
            case .end: "end"
            }
        }
    }

    static let scenario = Scenario(
        source: "<fixture>",
        name: "Jianshu launch popups",
        description: "Three popups race at launch on a slow network.",
        screen: "home",
        alerts: [redPacket, notificationPermission, featureGuide],
        timeline: [
            ScenarioStep(time: 0, action: .send(.request(redPacket))),
            ScenarioStep(time: 30, action: .send(.request(notificationPermission))),
            ScenarioStep(time: 80, action: .send(.request(featureGuide))),
            ScenarioStep(time: 2_000, action: .send(.close(.top))),
            ScenarioStep(time: 3_500, action: .send(.close(.top))),
            ScenarioStep(time: 5_000, action: .send(.close(.top))),
        ])
}

extension Scenario {
    /// Changes the catalogue's alert at `index` and every timeline request of
    /// it, which carries its own copy of the definition.
    mutating func editAlert(at index: Int, _ edit: (inout AlertDefinition) -> Void) {
        let id = alerts[index].id
        edit(&alerts[index])
        for step in timeline.indices {
            if case .send(.request(let definition)) = timeline[step].action, definition.id == id {
                timeline[step].action = .send(.request(alerts[index]))
            }
        }
    }
}
