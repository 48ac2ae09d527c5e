import Foundation
import TesseraLayout

/// A button's Auto Layout baselines, as `UIButton`'s: `firstBaselineAnchor` and
/// `lastBaselineAnchor` follow the title label's text (the subtitle's for the last baseline when
/// there is one), wherever the configuration's insets and image placement put it, so that
/// `label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor)` lines up the text
/// of both. Its height does not depend on its width.
///
/// For example:
/// ```swift
/// NSLayoutConstraint.activate([
///     caption.firstBaselineAnchor.constraint(equalTo: saveButton.firstBaselineAnchor),
///     caption.trailingAnchor.constraint(equalTo: saveButton.leadingAnchor, constant: -8),
/// ])
/// ```
extension UIButton: TextContentLayout {
    var heightDependsOnWidth: Bool { false }

    func contentHeight(forWidth width: CGFloat) -> CGFloat { intrinsicContentSize.height }

    func baselines(forWidth width: CGFloat?) -> LayoutBaselines? { contentBaselines }
}
