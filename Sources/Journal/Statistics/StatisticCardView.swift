import Foundation
import Tessera

/// One summary figure: an icon in a tinted circle, a big bold value ("40", "4", "平静") and a
/// caption under it ("日记 Entries"). Auto Layout: a vertical stack inset 14 points in a rounded
/// card; the text follows Dynamic Type and wraps.
@MainActor
final class StatisticCardView: UIView {
    let valueLabel = DynamicTypeLabel(.title1, weight: .bold)
    let captionLabel = UILabel(textStyle: .footnote)
    private let iconRow = UIView()
    private let iconCircle = UIView()
    private let iconView = UIImageView()
    private let stack = UIStackView()

    static let iconSize: CGFloat = 32

    /// Sets the icon and its tint.
    func setIcon(_ icon: Icon, tint: UIColor) {
        iconView.image = UIImage(icon: icon, pointSize: 19)
        iconView.tintColor = tint
        iconCircle.backgroundColor = UIColor(
            light: tint.withAlphaComponent(0.14),
            dark: tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).withAlphaComponent(0.24))
    }

    override func buildHierarchy() {
        iconCircle.addSubview(iconView)
        iconRow.addSubview(iconCircle)
        for view in [iconRow, valueLabel, captionLabel] as [UIView] { stack.addArrangedSubview(view) }
        addSubview(stack)
    }

    override func configureViews() {
        apply(.journalCard())
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 4
        stack.setCustomSpacing(10, after: iconRow)
        iconCircle.layer.cornerRadius = Self.iconSize / 2
        iconView.contentMode = .center
        valueLabel.numberOfLines = 0
        captionLabel.numberOfLines = 0
        captionLabel.textColor = JournalPalette.secondaryText
    }

    /// Pulls the card's bottom up to its content when nothing makes it taller (stacked cards);
    /// side by side, the row's equal heights win and the content stays at the top. One below the
    /// labels' vertical hugging (250), so the labels keep their height instead of tying with this pull.
    private lazy var hugging: NSLayoutConstraint = {
        let constraint = stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -14)
        constraint.priority = UILayoutPriority(249)
        return constraint
    }()

    override func makeLayout() {
        for view in [iconView, iconCircle, stack] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            iconCircle.widthAnchor.constraint(equalToConstant: Self.iconSize),
            iconCircle.heightAnchor.constraint(equalToConstant: Self.iconSize),
            iconCircle.topAnchor.constraint(equalTo: iconRow.topAnchor),
            iconCircle.bottomAnchor.constraint(equalTo: iconRow.bottomAnchor),
            iconCircle.leadingAnchor.constraint(equalTo: iconRow.leadingAnchor),
            iconView.topAnchor.constraint(equalTo: iconCircle.topAnchor),
            iconView.leadingAnchor.constraint(equalTo: iconCircle.leadingAnchor),
            iconView.trailingAnchor.constraint(equalTo: iconCircle.trailingAnchor),
            iconView.bottomAnchor.constraint(equalTo: iconCircle.bottomAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 14),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 14),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -14),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -14),
            hugging,
        ])
    }
}
