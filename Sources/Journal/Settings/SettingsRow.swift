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

    /// The rows, by section: appearance, text size, developer (only with toggles), about.
    static func sections(hasToggles: Bool) -> [(title: String, rows: [SettingsRow])] {
        var sections: [(title: String, rows: [SettingsRow])] = [
            ("外观 Appearance", [.appearance]),
            ("文字大小 Text size", [.textSize, .textPreview]),
        ]
        if hasToggles { sections.append(("开发者 Developer", [.featureToggles])) }
        sections.append(("关于 About", [.version, .aboutDescription] + SettingsLink.allCases.map(SettingsRow.link)))
        return sections
    }
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

    var iconBackground: Color {
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
