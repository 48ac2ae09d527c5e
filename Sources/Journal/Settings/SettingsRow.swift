import Foundation
import Tessera

/// One row of the Settings table and the sections they form.
enum SettingsRow: Hashable {
    case appearance
    case textSize
    case textPreview
    case featureToggles
    case version
    case aboutDescription
    case link(SettingsLink)
    /// A theme to choose; Pro themes show a lock until Pro is unlocked.
    case theme(JournalTheme.Identifier)
    /// Buys Pro (the product's display price on the trailing side), or says it is unlocked.
    case unlockPro
    case restorePurchases
    /// The daily reminder's switch.
    case dailyReminder
    /// The daily reminder's hour, with a stepper.
    case dailyReminderHour

    /// The rows, by section: appearance, themes and daily reminder (only with services), text size,
    /// developer (only with toggles), about.
    static func sections(hasToggles: Bool, hasServices: Bool = false) -> [SettingsSection] {
        var sections = [SettingsSection(title: "外观 Appearance", rows: [.appearance])]
        if hasServices {
            sections.append(
                SettingsSection(
                    title: "主题 Themes",
                    rows: JournalTheme.Identifier.allCases.map(SettingsRow.theme) + [.unlockPro, .restorePurchases]))
            sections.append(SettingsSection(title: "每日提醒 Daily reminder", rows: [.dailyReminder, .dailyReminderHour]))
        }
        sections.append(SettingsSection(title: "文字大小 Text size", rows: [.textSize, .textPreview]))
        if hasToggles { sections.append(SettingsSection(title: "开发者 Developer", rows: [.featureToggles])) }
        sections.append(
            SettingsSection(
                title: "关于 About", rows: [.version, .aboutDescription] + SettingsLink.allCases.map(SettingsRow.link)))
        return sections
    }
}

/// A section of the Settings table: its header and rows.
struct SettingsSection {
    var title: String
    var rows: [SettingsRow]
}

/// The link-like rows under About. Each opens an alert with its text (the sample app has no
/// browser).
enum SettingsLink: String, Hashable, CaseIterable {
    case privacy, acknowledgements, project

    var title: String {
        switch self {
        case .privacy: "隐私 Privacy"
        case .acknowledgements: "致谢 Acknowledgements"
        case .project: "Tessera 项目 Project"
        }
    }

    var icon: Icon {
        switch self {
        case .privacy: Icon(.lock)
        case .acknowledgements: Icon(.favorite)
        case .project: Icon(named: "code") ?? Icon(.info)
        }
    }

    var iconBackground: UIColor {
        switch self {
        case .privacy: .systemBlue
        case .acknowledgements: .systemPink
        case .project: .systemIndigo
        }
    }

    var message: String {
        switch self {
        case .privacy:
            "日记只保存在这台设备上，不会上传。Your entries stay in a SQLite file on this device and are never uploaded."
        case .acknowledgements:
            "字体 Fonts: Inter, WenQuanYi Micro Hei, Material Icons. 绘制 Drawing: Cairo and Pango. 存储 Storage: SQLite."
        case .project:
            "Tessera 是在 Linux 上运行的 UIKit 风格 Swift 框架。Tessera is a UIKit-style app framework for Swift on Linux."
        }
    }

    /// "settings.about.privacy", …
    var accessibilityIdentifier: String { "settings.about.\(rawValue)" }
}
