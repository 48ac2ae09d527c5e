import Foundation
import TesseraCore
import TesseraGraphics

extension UIScrollView {
    /// The colour of the scroll indicators (`UIScrollView.IndicatorStyle`).
    ///
    /// For example, on a photo viewer's black background:
    /// ```swift
    /// scrollView.indicatorStyle = .white
    /// ```
    public enum IndicatorStyle: Int, Hashable, Sendable {
        /// Dark on a light appearance, light on a dark one.
        case `default` = 0
        /// Dark, for light content.
        case black = 1
        /// Light, for dark content.
        case white = 2
    }

    /// Shows the indicators; they hide 0.5 s after scrolling stops (on the window's clock).
    public func flashScrollIndicators() { showIndicatorsBriefly() }

    func updateIndicatorColor() {
        let dark = UIColor(white: 0, alpha: 0.35)
        let light = UIColor(white: 1, alpha: 0.35)
        let color: UIColor =
            switch indicatorStyle {
            case .default: UIColor(light: dark, dark: light)
            case .black: dark
            case .white: light
            }
        verticalIndicator.backgroundColor = color
        horizontalIndicator.backgroundColor = color
    }

    /// The indicators' tracks keep clear of the safe area the content insets were adjusted for
    /// (when `automaticallyAdjustsScrollIndicatorInsets`) plus the indicator insets.
    private func indicatorTrackInsets(_ extra: UIEdgeInsets) -> UIEdgeInsets {
        var inset = extra
        if automaticallyAdjustsScrollIndicatorInsets {
            let adjusted = adjustedContentInset
            inset.top += adjusted.top - contentInset.top
            inset.left += adjusted.left - contentInset.left
            inset.bottom += adjusted.bottom - contentInset.bottom
            inset.right += adjusted.right - contentInset.right
        }
        return inset
    }

    func layoutIndicators() {
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
        let thickness: CGFloat = 3
        let margin: CGFloat = 3
        let adjusted = adjustedContentInset
        let showVertical =
            indicatorsVisible && showsVerticalScrollIndicator && contentSize.height > bounds.height - adjusted.vertical
        let showHorizontal =
            indicatorsVisible && showsHorizontalScrollIndicator
            && contentSize.width > bounds.width - adjusted.horizontal
        verticalIndicator.isHidden = !showVertical
        horizontalIndicator.isHidden = !showHorizontal
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        if showVertical {
            let inset = indicatorTrackInsets(verticalScrollIndicatorInsets)
            let track = bounds.height - inset.vertical - 2 * margin
            let visible = bounds.height - adjusted.vertical
            let length = min(track, max(36, track * visible / max(1, contentSize.height)))
            let progress = (contentOffset.y - low.y) / max(1, high.y - low.y)
            let y = contentOffset.y + inset.top + margin + (track - length) * min(max(progress, 0), 1)
            verticalIndicator.frame = CGRect(
                x: contentOffset.x + bounds.width - thickness - margin - inset.right, y: y, width: thickness,
                height: max(0, length))
            verticalIndicator.layer.cornerRadius = thickness / 2
        }
        if showHorizontal {
            let inset = indicatorTrackInsets(horizontalScrollIndicatorInsets)
            let track = bounds.width - inset.horizontal - 2 * margin
            let visible = bounds.width - adjusted.horizontal
            let length = min(track, max(36, track * visible / max(1, contentSize.width)))
            let progress = (contentOffset.x - low.x) / max(1, high.x - low.x)
            let x = contentOffset.x + inset.left + margin + (track - length) * min(max(progress, 0), 1)
            horizontalIndicator.frame = CGRect(
                x: x, y: contentOffset.y + bounds.height - thickness - margin - inset.bottom, width: max(0, length),
                height: thickness)
            horizontalIndicator.layer.cornerRadius = thickness / 2
        }
    }

    func showIndicatorsBriefly(hideAfterward: Bool = true) {
        indicatorsVisible = true
        layoutIndicators()
        indicatorHideTimer?.cancel()
        indicatorHideTimer = nil
        guard hideAfterward, let clock = window?.clock else { return }
        indicatorHideTimer = clock.oneShotTimer(after: .milliseconds(500)) { [weak self] _ in
            guard let self, !self.isDragging, self.motion == nil else { return }
            self.indicatorsVisible = false
            self.layoutIndicators()
        }
    }
}
