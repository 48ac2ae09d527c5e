import Foundation
import Tessera

/// Picks one `Mood`: five buttons, each the mood's icon over its Chinese name, the chosen one on a
/// wash of its colour. At accessibility text sizes the buttons become full-width rows with the
/// whole bilingual name, so nothing is squeezed.
///
/// A tap on a mood sets `selectedMood` and sends `.valueChanged`; setting `selectedMood` from code
/// sends nothing (so it binds two-way: `Binding.twoWay(model, \.mood, picker, \.selectedMood, on: .valueChanged)`).
/// Each button's identifier is "compose.mood.<raw value>", e.g. "compose.mood.calm".
@MainActor
final class MoodPickerView: UIControl {
    var selectedMood: Mood = .calm { didSet { if selectedMood != oldValue { applySelection() } } }

    private(set) var options: [MoodOptionButton] = []

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        options = Mood.allCases.map(MoodOptionButton.init(mood:))
        for option in options {
            addSubview(option)
            option.addAction(
                UIAction { [weak self] action in
                    guard let self, let option = action.sender as? MoodOptionButton, option.mood != selectedMood else {
                        return
                    }
                    selectedMood = option.mood
                    sendActions(for: .valueChanged)
                }, for: .touchUpInside)
        }
        accessibilityLabel = "心情 Mood"
        applySelection()
    }

    /// The option showing `mood`.
    func option(for mood: Mood) -> MoodOptionButton { options[Mood.allCases.firstIndex(of: mood)!] }

    private var isListLayout: Bool { traitCollection.preferredContentSizeCategory.isAccessibilityCategory }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        for option in options { option.isListStyle = isListLayout }
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).map(\.maxY).max() ?? 0)
    }

    override func layoutSubviews() {
        for (option, frame) in zip(options, frames(forWidth: bounds.width)) { option.frame = frame }
    }

    private func frames(forWidth width: CGFloat) -> [CGRect] {
        if isListLayout {
            var y: CGFloat = 0
            return options.map { option in
                let height = option.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                defer { y += height + 4 }
                return CGRect(x: 0, y: y, width: width, height: height)
            }
        }
        let gap: CGFloat = 6
        let columnWidth = ((width - gap * CGFloat(options.count - 1)) / CGFloat(options.count)).rounded(.down)
        let height =
            options.map { $0.sizeThatFits(CGSize(width: columnWidth, height: .greatestFiniteMagnitude)).height }.max()
            ?? 0
        return options.indices.map { index in
            CGRect(x: CGFloat(index) * (columnWidth + gap), y: 0, width: columnWidth, height: height)
        }
    }

    private func applySelection() {
        for option in options { option.isSelected = option.mood == selectedMood }
        accessibilityValue = selectedMood.title  // what assistive technologies read: the chosen mood's name
    }
}

/// One choice of `MoodPickerView`: the mood's icon and name; selected, it sits on a wash of the
/// mood's colour with a border. Compact it stacks the icon over the Chinese name; as a list row
/// (`isListStyle`) it puts the icon before the full name and a check mark at the end.
@MainActor
final class MoodOptionButton: UIControl {
    let mood: Mood
    var isListStyle = false { didSet { if isListStyle != oldValue { styleDidChange() } } }

    private let iconView = UIImageView()
    private let nameLabel = ScaledLabel(ScaledFont(.caption1, weight: .semibold))
    private let checkView = UIImageView(image: UIImage(icon: Icon(.check), pointSize: 22))

    init(mood: Mood) {
        self.mood = mood
        super.init(frame: .zero)
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        iconView.image = UIImage(icon: mood.icon, pointSize: 28)
        iconView.contentMode = .center
        nameLabel.textAlignment = .center
        for view in [iconView, nameLabel, checkView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        checkView.contentMode = .center
        accessibilityIdentifier = "compose.mood.\(mood.rawValue)"
        accessibilityLabel = mood.title
        accessibilityTraits = .button
        styleDidChange()
    }

    override func stateDidChange() {
        super.stateDidChange()
        styleDidChange()
    }

    override func themeDidChange() { styleDidChange() }

    private func styleDidChange() {
        let color = mood.color
        backgroundColor =
            isSelected
            ? UIColor(
                light: color.withAlphaComponent(0.16),
                dark: color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).withAlphaComponent(0.28))
            : (isHighlighted ? theme.separator.withAlphaComponent(0.3) : .clear)
        layer.borderWidth = isSelected ? 1.5 : 0
        layer.borderColor = color.cgColor
        iconView.tintColor = isSelected ? color : theme.secondaryLabel
        nameLabel.textColor = isSelected ? theme.label : theme.secondaryLabel
        nameLabel.text = isListStyle ? mood.title : String(mood.title.prefix(2))
        nameLabel.textAlignment = isListStyle ? .natural : .center
        nameLabel.scaledFont =
            isListStyle
            ? ScaledFont(.body, weight: .semibold) : ScaledFont(.caption1, weight: .semibold, maximumPointSize: 17)
        checkView.isHidden = !(isListStyle && isSelected)
        checkView.tintColor = color
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let unlimited = CGFloat.greatestFiniteMagnitude
        if isListStyle {
            let text = nameLabel.sizeThatFits(
                CGSize(width: Self.listLabelWidth(forWidth: size.width), height: unlimited))
            return CGSize(width: size.width, height: max(56, text.height + 20))
        }
        let text = nameLabel.sizeThatFits(CGSize(width: max(0, size.width - 4), height: unlimited))
        return CGSize(width: size.width, height: 8 + 32 + 2 + text.height + 8)
    }

    /// As a list row: 12 + icon 32 + 12, the name, 12 + check 34 + 12.
    private static func listLabelWidth(forWidth width: CGFloat) -> CGFloat {
        max(0, width - 12 - 32 - 12 - 12 - 34 - 12)
    }

    override func layoutSubviews() {
        let unlimited = CGFloat.greatestFiniteMagnitude
        if isListStyle {
            iconView.frame = CGRect(x: 12, y: (bounds.height - 32) / 2, width: 32, height: 32)
            checkView.frame = CGRect(x: bounds.width - 12 - 34, y: (bounds.height - 34) / 2, width: 34, height: 34)
            let width = Self.listLabelWidth(forWidth: bounds.width)
            let text = nameLabel.sizeThatFits(CGSize(width: width, height: unlimited)).height
            nameLabel.frame = CGRect(
                x: iconView.frame.maxX + 12, y: ((bounds.height - text) / 2).rounded(), width: width, height: text)
        } else {
            iconView.frame = CGRect(x: 0, y: 8, width: bounds.width, height: 32)
            let text = nameLabel.sizeThatFits(CGSize(width: max(0, bounds.width - 4), height: unlimited)).height
            nameLabel.frame = CGRect(x: 2, y: iconView.frame.maxY + 2, width: max(0, bounds.width - 4), height: text)
        }
    }
}
