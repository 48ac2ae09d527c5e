public import Tessera

/// The journal's feature toggles, listed by the toggles debug screen in this order. Their remote
/// values come from the JSON document at `--toggles URL` (names as keys), when one is given.
extension Toggle {
    /// Summary cards (total, streak, favourite mood) above the statistics charts.
    public static let moodInsights = Toggle("moodInsights", summary: "统计摘要卡片 Insight cards on Stats", default: true)
    /// The photo row of the compose screen and photos on the detail screen.
    public static let photoAttachments = Toggle("photoAttachments", summary: "照片附件 Photo attachments", default: true)
    /// The monthly chart on the statistics screen (weekday only when off).
    public static let monthlyChart = Toggle(
        "monthlyChart", summary: "按月统计 Monthly chart", debug: true, internal: true, production: false)

    /// Every journal toggle, in debug-screen order.
    public static let journal: [Toggle] = [.moodInsights, .photoAttachments, .monthlyChart]
}
