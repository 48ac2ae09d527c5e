public import Foundation
public import Tessera

/// The bottom bar of the journal: Journal, Tags, Stats and Settings, the first selected.
@MainActor
public final class JournalTabBarView: View {
    private struct Item {
        let icon: Icon.Name
        let title: String
    }

    private static let items = [
        Item(icon: .book, title: "日记"), Item(icon: .label, title: "标签"),
        Item(icon: .barChart, title: "统计"), Item(icon: .settings, title: "设置"),
    ]

    private let separator = View()
    private var buttons: [(icon: ImageView, title: Label)] = []
    /// The index of the highlighted item.
    public var selectedIndex = 0 { didSet { applySelection() } }
    /// Height of the bar without the bottom safe area, in points.
    public var barHeight: CGFloat = 49

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(light: Color(rgb: 0xF9F9F9), dark: Color(rgb: 0x121214))
        separator.backgroundColor = .separator
        addSubview(separator)
        for item in Self.items {
            let icon = ImageView(image: Image(icon: Icon(item.icon), pointSize: 24))
            icon.contentMode = .center
            let title = Label(text: item.title)
            title.font = .system(size: 10, weight: .medium)
            title.textAlignment = .center
            addSubview(icon)
            addSubview(title)
            buttons.append((icon, title))
        }
        applySelection()
    }

    private func applySelection() {
        for (index, button) in buttons.enumerated() {
            let color: Color = index == selectedIndex ? JournalPalette.accentText : JournalPalette.secondaryText
            button.icon.tintColor = color
            button.title.textColor = color
        }
    }

    override public func layoutSubviews() {
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1.0 / max(1, traitCollection.displayScale))
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            let x = CGFloat(index) * width
            button.icon.frame = CGRect(x: x, y: 5, width: width, height: 26)
            button.title.frame = CGRect(x: x, y: 32, width: width, height: 13)
        }
    }
}
