public import Foundation

/// Realistic entries, Chinese and English mixed, for the demo and tests. Dates are fixed (UTC) so
/// every rendering is the same.
public enum SampleEntries {
    /// 2026-11-28 09:30 UTC, the "today" of the samples.
    public static let referenceDate = Date(timeIntervalSince1970: 1_795_858_200)

    private static func day(_ offset: Int, hour: Int, minute: Int = 0) -> Date {
        referenceDate.addingTimeInterval(TimeInterval(offset * 86_400 + (hour - 9) * 3_600 + (minute - 30) * 60))
    }

    private static func id(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n))!
    }

    /// Eight entries, newest first.
    public static let home: [JournalEntry] = [
        JournalEntry(
            id: id(1), date: day(0, hour: 8, minute: 12), mood: .joyful, title: "西湖晨跑 Morning run by West Lake",
            body:
                "六点半出门，湖面上还有薄雾。Ran 8 km along the Su Causeway and watched the sun come up over Baochu Pagoda — the best start to a Saturday in months.",
            tags: ["运动", "Hangzhou"], isFavorite: true, author: "Lin Yue"),
        JournalEntry(
            id: id(2), date: day(-1, hour: 21, minute: 40), mood: .calm, title: "Reading: The Remains of the Day",
            body:
                "Finished Ishiguro tonight. 克制的叙述里藏着巨大的遗憾，Stevens never quite says what he feels, and that is the whole book.",
            tags: ["读书", "Books"], author: "Lin Yue"),
        JournalEntry(
            id: id(3), date: day(-2, hour: 19, minute: 5), mood: .happy, title: "和妈妈包饺子",
            body: "周四晚上回家，妈妈教我怎么捏出十八个褶。We made 60 dumplings — pork and chive, and a few shrimp ones for Dad.",
            tags: ["家人", "Food"], author: "Lin Yue"),
        JournalEntry(
            id: id(4), date: day(-3, hour: 23, minute: 15), mood: .tired, title: "Release week",
            body:
                "Shipped the 2.0 build at 22:48 after three rounds of fixes. 团队都很累，但是上线很顺利。Tomorrow: sleep in, no Slack.",
            tags: ["Work"], author: "Lin Yue"),
        JournalEntry(
            id: id(5), date: day(-5, hour: 7, minute: 50), mood: .calm, title: "雨天的咖啡馆",
            body: "下雨，在楼下的小咖啡馆坐了一上午。Wrote three pages of notes for the novel idea and drank too much oat latte.",
            tags: ["写作", "Coffee"], author: "Lin Yue"),
        JournalEntry(
            id: id(6), date: day(-6, hour: 18, minute: 30), mood: .sad, title: "Saying goodbye to Mochi",
            body: "We took Mochi to the vet for the last time. 十四年的陪伴。The house is very quiet tonight.",
            tags: ["Family"], author: "Lin Yue"),
        JournalEntry(
            id: id(7), date: day(-8, hour: 14, minute: 0), mood: .happy, title: "周末去莫干山",
            body: "Hiked the bamboo trails with Xiao Chen and Priya. 山里空气很好，晚上在民宿看了满天的星星。",
            tags: ["旅行", "Friends"], author: "Lin Yue"),
        JournalEntry(
            id: id(8), date: day(-10, hour: 9, minute: 20), mood: .joyful, title: "First pottery class",
            body: "My first bowl is lopsided and I love it. 老师说手要稳，心要静。Signed up for the eight-week course.",
            tags: ["Hobby", "陶艺"], author: "Lin Yue"),
    ]
}
