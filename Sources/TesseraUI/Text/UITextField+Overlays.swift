import Foundation
import TesseraGraphics

/// The left and right views of a text field (`leftView`, `rightView`): subviews the field places
/// at its edges and shows per their view modes.
extension UITextField {
    /// Whether an overlay with `mode` shows in the current editing state.
    func isOverlayShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var isLeftViewShown: Bool { leftView != nil && isOverlayShown(leftViewMode) }
    var isRightViewShown: Bool { rightView != nil && isOverlayShown(rightViewMode) }

    /// An overlay's size: its frame's, or what it fits in the field when it has none yet.
    func overlaySize(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let fitting = view.sizeThatFits(bounds.size)
        return CGSize(width: max(0, fitting.width), height: max(0, fitting.height))
    }

    /// `view`'s rectangle at the left or right edge of `bounds`, vertically centred; zero without
    /// a view.
    func overlayRect(for view: UIView?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = overlaySize(of: view)
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Swaps an overlay subview.
    func overlayViewDidChange(from old: UIView?, to new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        appearanceDidChange()
    }

    /// Places the overlays and hides those their modes hide.
    func layoutOverlayViews() {
        if let leftView {
            leftView.isHidden = !isLeftViewShown
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !isRightViewShown
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }
}
