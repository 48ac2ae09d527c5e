import Foundation
import Tessera

/// One onboarding page: a big icon in two tinted circles, a bold title and a paragraph, centred.
/// The page is a vertical scroll view that only scrolls when its text is taller than the page (the
/// largest accessibility sizes on a small phone); the illustration shrinks at accessibility sizes.
@MainActor
final class OnboardingPageView: UIScrollView {
    let page: OnboardingPage
    let titleLabel = DynamicTypeLabel(.title1, weight: .bold)
    let bodyLabel = UILabel(textStyle: .body)
    private let outerCircle = UIView()
    private let innerCircle = UIView()
    private let iconView = UIImageView()

    private static let horizontalPadding: CGFloat = 32

    init(page: OnboardingPage) {
        self.page = page
        super.init(frame: .zero)
    }

    override func buildHierarchy() {
        outerCircle.addSubview(innerCircle)
        innerCircle.addSubview(iconView)
        for view in [outerCircle, titleLabel, bodyLabel] as [UIView] { addSubview(view) }
    }

    override func configureViews() {
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        let tint = page.tint
        outerCircle.backgroundColor = UIColor(
            light: tint.withAlphaComponent(0.10),
            dark: tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).withAlphaComponent(0.16))
        innerCircle.backgroundColor = UIColor(
            light: tint.withAlphaComponent(0.16),
            dark: tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).withAlphaComponent(0.26))
        outerCircle.isUserInteractionEnabled = false
        iconView.tintColor = tint
        iconView.contentMode = .center
        titleLabel.text = page.title
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        bodyLabel.text = page.body
        bodyLabel.numberOfLines = 0
        bodyLabel.textAlignment = .center
        bodyLabel.lineSpacing = 3
        bodyLabel.textColor = JournalPalette.secondaryText
    }

    /// The illustration's diameter in points: 200 (96 at accessibility sizes), at most half the width.
    private var illustrationDiameter: CGFloat {
        let preferred: CGFloat = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 96 : 200
        return min(preferred, (bounds.width / 2).rounded())
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 2 * Self.horizontalPadding
        let unlimited = CGFloat.greatestFiniteMagnitude
        let diameter = illustrationDiameter
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: unlimited)).height
        let bodyHeight = bodyLabel.sizeThatFits(CGSize(width: width, height: unlimited)).height
        let gap: CGFloat = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 20 : 32
        let total = diameter + gap + titleHeight + 14 + bodyHeight
        let top = max(16, ((bounds.height - total) * 0.45).rounded())

        outerCircle.frame = CGRect(
            x: ((bounds.width - diameter) / 2).rounded(), y: top, width: diameter, height: diameter)
        outerCircle.layer.cornerRadius = diameter / 2
        let inner = (diameter * 0.72).rounded()
        innerCircle.frame = CGRect(x: (diameter - inner) / 2, y: (diameter - inner) / 2, width: inner, height: inner)
        innerCircle.layer.cornerRadius = inner / 2
        iconView.frame = innerCircle.bounds
        let iconSize = (diameter * 0.4).rounded()
        if iconView.image?.size.height != iconSize { iconView.image = UIImage(icon: page.icon, pointSize: iconSize) }

        titleLabel.frame = CGRect(
            x: Self.horizontalPadding, y: outerCircle.frame.maxY + gap, width: width, height: titleHeight)
        bodyLabel.frame = CGRect(
            x: Self.horizontalPadding, y: titleLabel.frame.maxY + 14, width: width, height: bodyHeight)
        contentSize = CGSize(width: bounds.width, height: max(bounds.height, bodyLabel.frame.maxY + 24))
    }
}
