import Foundation

extension SampleEntries {
    /// About 40 entries over two months — the eight `home` entries plus 32 more — seeded into a
    /// new journal. Deterministic: fixed dates, ids and texts.
    public static let seed: [JournalEntry] = home + extra

    private struct Template {
        let mood: Mood
        let title: String
        let body: String
        let tags: [String]
    }

    private static let templates: [Template] = [
        Template(
            mood: .happy, title: "周末市集 Farmers' market", body: "买了新鲜的草莓和一束向日葵。The baker remembered my name this time.",
            tags: ["Food", "周末"]),
        Template(
            mood: .calm, title: "Evening walk",
            body: "绕着小区走了三圈，听完了一集播客。Cool air, quiet streets, no phone notifications.", tags: ["散步", "Podcast"]),
        Template(
            mood: .tired, title: "加班到很晚", body: "The migration script failed twice before it worked. 明天还要继续写测试。",
            tags: ["Work"]),
        Template(
            mood: .joyful, title: "Concert night 🎶",
            body: "第一次在现场听交响乐，Dvořák's New World gave me chills in the second movement.", tags: ["Music", "音乐"]),
        Template(
            mood: .sad, title: "下雨的星期一", body: "Missed the bus, spilled coffee, and the meeting ran over. 只想早点回家睡觉。",
            tags: ["Mood"]),
        Template(
            mood: .happy, title: "Learning to bake bread",
            body: "第一次做酸种面包，外皮很脆。The crumb was a bit dense — next time a longer proof.", tags: ["Baking", "Food"]),
        Template(
            mood: .calm, title: "读《活着》", body: "余华写得很平静，却让人难过。Read it in one sitting on the balcony.",
            tags: ["读书", "Books"]),
        Template(
            mood: .joyful, title: "Promotion!", body: "Got the team lead role today. 晚上和朋友们去吃了火锅庆祝。",
            tags: ["Work", "Friends"]),
        Template(
            mood: .tired, title: "Jet lag", body: "Back from Singapore at 3 a.m. 时差还没倒过来，下午一直犯困。",
            tags: ["旅行", "Travel"]),
        Template(
            mood: .happy, title: "和朋友打羽毛球", body: "Two hours of doubles and I finally won a game against Wei. 累但是很开心。",
            tags: ["运动", "Friends"]),
        Template(
            mood: .calm, title: "Morning pages",
            body: "三页手写的晨间日记。Writing before checking email makes the whole day feel slower.", tags: ["写作"]),
        Template(
            mood: .happy, title: "新的绿植", body: "Bought a monstera for the living room. 希望这次不要养死了。",
            tags: ["Home", "植物"]),
        Template(
            mood: .sad, title: "Grandpa's birthday", body: "He would have been 90 today. 我们去看了他，带了他最爱的桂花糕。",
            tags: ["Family", "家人"]),
        Template(
            mood: .joyful, title: "海边日出", body: "Drove to the coast at 4 a.m. to watch the sunrise. 海浪声很治愈。",
            tags: ["旅行", "Photo"]),
        Template(
            mood: .calm, title: "Tidying the study", body: "整理了书桌和书架，捐了两箱旧书。The room feels twice as big.",
            tags: ["Home"]),
        Template(mood: .tired, title: "感冒了", body: "Sore throat and a fever. 喝了很多姜茶，早早上床。", tags: ["Health"]),
    ]

    private static let authors = ["Lin Yue"]

    private static let extra: [JournalEntry] = (0..<32).map { index in
        let template = templates[index % templates.count]
        let daysBack = 11 + index * 3 / 2
        let hour = [7, 9, 12, 15, 18, 20, 22][index % 7]
        let date = referenceDate.addingTimeInterval(
            TimeInterval(-daysBack * 86_400 + (hour - 9) * 3_600 + (index * 7 % 60) * 60))
        let round = index / templates.count
        return JournalEntry(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", 100 + index))!,
            date: date, mood: template.mood,
            title: round == 0 ? template.title : template.title + (round == 1 ? " · 二" : " · III"),
            body: template.body, tags: template.tags, isFavorite: index % 9 == 4, author: authors[0])
    }
}
