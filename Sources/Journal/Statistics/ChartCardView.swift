import Foundation
import Tessera

/// A chart in a rounded card: a headline title, an optional control under it (the month range),
/// the `BarChartView`, and a caption summing it up. Auto Layout: a vertical stack inset 16 points.
@MainActor
final class ChartCardView: UIView {
    let titleLabel = DynamicTypeLabel(.headline, weight: .semibold)
    let chart = BarChartView()
    let captionLabel = UILabel(textStyle: .footnote)
    private let stack = UIStackView()
    private let accessory: UIView?

    /// A card titled `title`, with `accessory` (e.g. a segmented control) between the title and
    /// the chart.
    init(title: String, accessory: UIView? = nil) {
        self.accessory = accessory
        super.init(frame: .zero)
        titleLabel.text = title
    }

    override func buildHierarchy() {
        stack.addArrangedSubview(titleLabel)
        if let accessory { stack.addArrangedSubview(accessory) }
        stack.addArrangedSubview(chart)
        stack.addArrangedSubview(captionLabel)
        addSubview(stack)
    }

    override func configureViews() {
        apply(.journalCard())
        stack.axis = .vertical
        stack.spacing = 12
        titleLabel.numberOfLines = 0
        titleLabel.accessibilityTraits = .header
        captionLabel.numberOfLines = 0
        captionLabel.textColor = JournalPalette.secondaryText
    }

    override func makeLayout() {
        stack.translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ]
        if let accessory { constraints.append(accessory.heightAnchor.constraint(equalToConstant: 44)) }
        NSLayoutConstraint.activate(constraints)
    }
}
