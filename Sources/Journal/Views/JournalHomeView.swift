public import Foundation
public import Tessera

/// The journal's home screen: status bar, a large-title header with a compose button, the entries
/// as cards, and the tab bar. Frames are computed by hand from text measurements.
@MainActor
public final class JournalHomeView: View {
    public let entries: [JournalEntry]

    private let statusBar = StatusBarView()
    private let dateLabel = Label()
    private let titleLabel = Label(text: "日记 Journal")
    private let composeButton: Button
    private let cards: [EntryCardView]
    private let tabBar = JournalTabBarView()

    private static let margin: CGFloat = 16
    private static let cardSpacing: CGFloat = 12

    private static let headerDateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "zh_CN")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy年M月d日 EEEE"
        return formatter
    }()

    public init(entries: [JournalEntry], today: Date = SampleEntries.referenceDate) {
        self.entries = entries
        cards = entries.map(EntryCardView.init(entry:))
        var compose = Button.Configuration.prominentGlass()
        compose.image = Image(icon: Icon(.add), pointSize: 22)
        compose.contentInsets = DirectionalEdgeInsets(all: 9)
        composeButton = Button(configuration: compose)
        super.init()
        backgroundColor = JournalPalette.background
        composeButton.tintColor = JournalPalette.accent
        composeButton.accessibilityLabel = "写日记 New entry"

        dateLabel.text = Self.headerDateFormatter.string(from: today)
        dateLabel.font = .system(size: 13, weight: .semibold)
        dateLabel.textColor = .secondaryLabel
        titleLabel.font = .system(size: 34, weight: .bold)
        titleLabel.textColor = .label
        titleLabel.accessibilityTraits = .header

        cards.forEach(addSubview)
        for view in [statusBar, dateLabel, titleLabel, composeButton, tabBar] as [View] { addSubview(view) }
    }

    override public func layoutSubviews() {
        let safe = safeAreaInsets
        let margin = Self.margin
        let width = bounds.width - 2 * margin
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safe.top)

        dateLabel.frame = CGRect(x: margin, y: safe.top + 10, width: width, height: 16)
        titleLabel.frame = CGRect(x: margin, y: dateLabel.frame.maxY + 2, width: width - 56, height: 41)
        let buttonSize = composeButton.intrinsicContentSize
        composeButton.frame = CGRect(
            x: bounds.width - margin - buttonSize.width, y: titleLabel.frame.midY - buttonSize.height / 2,
            width: buttonSize.width, height: buttonSize.height)

        var y = titleLabel.frame.maxY + 14
        for card in cards {
            let height = card.height(forWidth: width)
            card.frame = CGRect(x: margin, y: y, width: width, height: height)
            y += height + Self.cardSpacing
        }

        let tabHeight = tabBar.barHeight + safe.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - tabHeight, width: bounds.width, height: tabHeight)
    }
}
