import Foundation

extension UIView {
    /// Shows `configuration` in this view: hands it to `current` when that view supports it, else
    /// replaces `current` with the configuration's new content view, filling this view. Returns the
    /// content view shown now (nil, and `current` removed, when `configuration` is nil).
    func hostContent(
        _ configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?
    ) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        addSubview(view)
        view.frame = bounds
        return view
    }
}

extension UIView {
    /// Whether a subview of this view is placed by constraints (a cell then sizes by them).
    var hasConstraintLaidContent: Bool {
        subviews.contains { $0.existingLayoutNode != nil && !$0.translatesAutoresizingMaskIntoConstraints }
    }
}
