public import TesseraGraphics

/// How the writer felt, shown as an icon and a colour on each entry.
public enum Mood: String, Hashable, Sendable, CaseIterable, Codable {
    case joyful, happy, calm, tired, sad

    /// The Material icon that stands for the mood.
    public var icon: Icon {
        switch self {
        case .joyful: Icon(.sentimentVerySatisfied)
        case .happy: Icon(.sentimentSatisfied)
        case .calm: Icon(.sentimentNeutral)
        case .tired: Icon(.sentimentDissatisfied)
        case .sad: Icon(.sentimentVeryDissatisfied)
        }
    }

    /// The mood's accent colour (light and dark variants).
    public var color: UIColor {
        switch self {
        case .joyful: .systemOrange
        case .happy: .systemGreen
        case .calm: .systemTeal
        case .tired: .systemIndigo
        case .sad: .systemPurple
        }
    }

    /// The mood's name in Chinese and English.
    public var title: String {
        switch self {
        case .joyful: "开心 Joyful"
        case .happy: "愉快 Happy"
        case .calm: "平静 Calm"
        case .tired: "疲惫 Tired"
        case .sad: "难过 Sad"
        }
    }
}
