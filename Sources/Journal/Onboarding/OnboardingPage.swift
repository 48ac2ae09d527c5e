public import Tessera

/// One onboarding page: an illustration (a Material icon in a tinted circle), a title and a short
/// paragraph, in Chinese and English.
public struct OnboardingPage: Hashable, Sendable {
    public var icon: Icon
    public var tint: UIColor
    public var title: String
    public var body: String

    public init(icon: Icon, tint: UIColor, title: String, body: String) {
        self.icon = icon
        self.tint = tint
        self.title = title
        self.body = body
    }

    /// The three pages: welcome, writing daily with moods and tags, private on-device storage.
    public static let journal: [OnboardingPage] = [
        OnboardingPage(
            icon: Icon(.book), tint: JournalPalette.accent, title: "欢迎使用悦记\nWelcome",
            body: "一个安静的地方，记下每一天。A quiet place to keep a few lines about every day."),
        OnboardingPage(
            icon: Icon(.mood), tint: .systemTeal, title: "心情与标签\nMoods and tags",
            body: "每天写几句，选一个心情，加上标签。Write a little each day, pick a mood, add tags — and find any day again."),
        OnboardingPage(
            icon: Icon(.lock), tint: .systemIndigo, title: "只保存在本机\nPrivate by design",
            body: "日记存在这台设备上，不会上传。Your journal lives in a file on this device and never leaves it."),
    ]
}
