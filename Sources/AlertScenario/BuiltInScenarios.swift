/// Scenarios built into the package: the player plays the Jianshu launch
/// when it is given no file.
package enum BuiltInScenarios {
    /// The source name of ``jianshuLaunch`` in messages.
    package static let jianshuLaunchSource = "<built-in jianshu-launch>"

    /// The Jianshu launch scenario: byte for byte `scenarios/jianshu-launch.yaml`
    /// (a test checks it; edit the file, then copy it here).
    package static let jianshuLaunchYAML = #"""
        # The bug Jianshu shipped: three popups answer slow network calls within
        # 100 ms of launch. Replay it with --mode naive, then with --mode scheduled.
        name: Jianshu launch popups
        description: |
          A red packet, the notification-permission prompt and a new-feature guide
          are each requested by their own module within 100 ms of launch. Naive code
          stacks all three, and closing them one by one leaves two dim layers on an
          empty screen. The scheduler shows one at a time, by level, and leaves no
          mask behind.
        screen: home
        alerts:
          red-packet:
            level: 600
            title: 领取红包
            message: 新人红包 8.88 元已到账
            actions: [领取, 关闭]
          notification-permission:
            level: high-50                # 700
            title: 开启推送通知
            message: 第一时间收到关注作者的更新和评论回复
            actions: [去开启, 以后再说]
          feature-guide:
            level: normal                 # 500
            title: 新功能：连载专题
            message: 追更更方便，书架右上角即可查看
            actions: [知道了]
        timeline:
          - at: 0ms
            request: red-packet           # the reward API answers first
          - at: 30ms
            request: notification-permission
          - at: 100ms
            request: feature-guide
          - expect:
              visible: [red-packet]
              pending: [notification-permission, feature-guide]
              masks: 1
          - expect:
              visible: [red-packet, notification-permission, feature-guide]
              masks: 3
              mode: naive
          # The user closes whatever is on top, three times.
          - at: 2s
            close: top
          - expect:
              visible: [notification-permission]
              pending: [feature-guide]
              masks: 1
          - expect:
              visible: [red-packet, notification-permission]
              masks: 2
              mode: naive
          - at: 3.5s
            close: top
          - expect: {visible: [feature-guide], pending: []}
          - expect: {visible: [red-packet], masks: 2, mode: naive}
          - at: 5s
            close: top
          - expect: {visible: [], pending: [], mask: false}
          - expect: {visible: [], mask: true, masks: 2, mode: naive}

        """#

    /// ``jianshuLaunchYAML``, loaded; `source` is ``jianshuLaunchSource``.
    package static var jianshuLaunch: Scenario {
        do {
            return try ScenarioLoader.load(text: jianshuLaunchYAML, source: jianshuLaunchSource)
        } catch {
            // The text is part of the library and a test loads it: users cannot reach this.
            preconditionFailure("the built-in Jianshu scenario does not load: \(error)")
        }
    }
}
