import Foundation
import TesseraGraphics

/// A configured button's trailing indicator (`UIButton.Configuration.indicator`): an up–down
/// chevron on a pop-up button, which `.automatic` shows when the button's menu is its primary
/// action and it changes selection (UIKit's rule), and `.popup` always shows.
extension UIButton {
    /// The chevron's side and its gap from the content, in points.
    static let popUpIndicatorSide: CGFloat = 14
    static let popUpIndicatorGap: CGFloat = 6

    /// Whether the button shows the pop-up indicator; never for a classic (unconfigured) button.
    var showsPopUpIndicator: Bool {
        switch configuration?.indicator {
        case .popup?: true
        case .automatic?: isContextMenuInteractionEnabled && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction
        case .none?, nil: false
        }
    }

    /// The room the indicator takes at the trailing edge; zero without one.
    var popUpIndicatorWidth: CGFloat { showsPopUpIndicator ? Self.popUpIndicatorSide + Self.popUpIndicatorGap : 0 }

    /// Places the chevron in its room at the trailing edge, tinted as the title; hides it when
    /// not shown.
    func layoutPopUpIndicator() {
        guard showsPopUpIndicator else {
            popUpIndicatorView?.isHidden = true
            return
        }
        let indicator = popUpIndicatorView ?? makePopUpIndicatorView()
        indicator.isHidden = false
        indicator.tintColor = titleContentLabel.textColor
        let side = Self.popUpIndicatorSide
        let insets = contentInsets
        let x =
            effectiveUserInterfaceLayoutDirection == .leftToRight
            ? bounds.width - insets.right + Self.popUpIndicatorGap : insets.left - Self.popUpIndicatorGap - side
        indicator.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
    }

    /// The flags `.automatic` reads changed: the size and layout may too.
    func indicatorDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func makePopUpIndicatorView() -> UIImageView {
        let indicator = UIImageView(image: UIImage(systemName: "chevron.up.chevron.down"))
        indicator.contentMode = .scaleAspectFit
        indicator.isUserInteractionEnabled = false
        addSubview(indicator)
        popUpIndicatorView = indicator
        return indicator
    }
}
