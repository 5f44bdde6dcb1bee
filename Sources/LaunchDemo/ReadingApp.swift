import AlertCore

/// A reading app's popups and the policy they share: what the app declares
/// once, for every module to use.
enum ReadingApp {
    /// One popup at a time, a breath of 200 ms between them, and a weekly
    /// cap for the rating prompt.
    static let policy = AlertPolicy(
        maxVisible: 1, gap: .milliseconds(200),
        caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])

    static let redPacket = AlertDefinition(
        id: "red-packet", level: 600, title: "领取红包", message: "新人红包 8.88 元已到账",
        actions: [AlertAction(id: "claim", label: "领取"), AlertAction(id: "close", label: "关闭")])
    static let permission = AlertDefinition(
        id: "notification-permission", level: 700, title: "开启通知", message: "第一时间收到作者更新",
        actions: [AlertAction(id: "allow", label: "允许"), AlertAction(id: "later", label: "以后再说")])
    static let guide = AlertDefinition(
        id: "feature-guide", level: .normal, title: "新功能：夜间模式", actions: [AlertAction(id: "ok", label: "知道了")])
    static let rating = AlertDefinition(
        id: "rating", level: .low, title: "喜欢这个 app 吗？",
        actions: [AlertAction(id: "rate", label: "去评分"), AlertAction(id: "later", label: "以后再说")],
        ttl: .seconds(5), cap: "weekly")
    static let forcedUpdate = AlertDefinition(
        id: "forced-update", level: .required, title: "发现新版本 3.2.0",
        actions: [AlertAction(id: "update", label: "立即更新", dismisses: false), AlertAction(id: "later", label: "稍后提醒")],
        isDismissible: false)
    /// Shown only on the wallet screen.
    static let walletCoupon = AlertDefinition(
        id: "wallet-coupon", level: .normal, title: "钱包专享券", message: "满 30 减 5",
        actions: [AlertAction(id: "use", label: "使用"), AlertAction(id: "close", label: "关闭")], screen: "wallet")

    /// Each business module's popup and how long its network reply takes.
    static let modules: [(alert: AlertDefinition, reply: Duration)] = [
        (walletCoupon, .milliseconds(50)), (redPacket, .milliseconds(100)), (permission, .milliseconds(130)),
        (guide, .milliseconds(180)), (rating, .milliseconds(200)), (forcedUpdate, .milliseconds(900)),
    ]

    /// The id of the action the simulated user presses on each popup.
    static let answers: [AlertID: String] = [
        "red-packet": "claim", "notification-permission": "later", "feature-guide": "ok",
        "rating": "rate", "forced-update": "later", "wallet-coupon": "use",
    ]
}
