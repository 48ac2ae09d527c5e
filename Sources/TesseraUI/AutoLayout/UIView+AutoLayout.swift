public import Foundation
import TesseraGraphics
public import TesseraLayout

/// Views take part in Auto Layout through `ViewLayoutItem`: anchors, `NSLayoutConstraint`,
/// `translatesAutoresizingMaskIntoConstraints`, hugging and compression resistance, layout margins
/// and guides, `systemLayoutSizeFitting`, the diagnostics and the `layout` DSL all come from
/// TesseraLayout's extensions of that protocol.
///
/// For example:
/// ```swift
/// let title = UILabel(text: "日记 Journal")
/// title.translatesAutoresizingMaskIntoConstraints = false
/// screen.addSubview(title)
/// NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 12),
/// ])
/// screen.layoutIfNeeded()   // solves, then sets title.frame
/// ```
extension UIView: ViewLayoutItem {
    public var layoutNode: LayoutNode {
        if let node = layoutNodeStorage { return node }
        let node = LayoutNode(view: self)
        layoutNodeStorage = node
        return node
    }

    public var existingLayoutNode: LayoutNode? { layoutNodeStorage }

    public var parentLayoutView: (any ViewLayoutItem)? { superview }

    /// The type name, then `#accessibilityIdentifier`, or `[tag n]`, or a label's text in quotes
    /// (first 24 characters): `UILabel'Hello'`, `UIView#card`.
    public var layoutDebugName: String {
        let type = String(describing: Swift.type(of: self))
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return "\(type)#\(identifier)" }
        if tag != 0 { return "\(type)[tag \(tag)]" }
        if let label = self as? UILabel, let text = label.text, !text.isEmpty {
            let excerpt = text.count > 24 ? String(text.prefix(24)) + "…" : text
            return "\(type)'\(excerpt.replacingOccurrences(of: "\n", with: " "))'"
        }
        return type
    }

    public var subviewLayoutItems: [any ViewLayoutItem] { subviews }

    public func applyLayoutFrame(_ frame: CGRect) {
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    public func addLayoutSubview(_ view: any ViewLayoutItem) {
        guard let view = view as? UIView else {
            preconditionFailure("addLayoutSubview(_:): \(view.layoutDebugName) is not a UIView")
        }
        addSubview(view)
    }

    public var intrinsicHeightDependsOnWidth: Bool {
        textContentLayout?.heightDependsOnWidth ?? false
    }

    public func intrinsicContentHeight(forWidth width: CGFloat) -> CGFloat {
        textContentLayout?.contentHeight(forWidth: width) ?? intrinsicContentSize.height
    }

    public func layoutBaselines(forWidth width: CGFloat?) -> LayoutBaselines? {
        textContentLayout?.baselines(forWidth: width)
    }

    /// A size as small as possible, for `systemLayoutSizeFitting` (`UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A size as large as the constraints allow, for `systemLayoutSizeFitting`
    /// (`UIView.layoutFittingExpandedSize`): 10 000 000 points each way.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Hooks called from UIView.swift and UIView+Layout.swift

    /// Moves the subtree's constraints when the view changes superview.
    func autoLayoutSuperviewDidChange(from oldSuperview: UIView?) {
        LayoutEngine.viewDidMove(self, fromSuperview: oldSuperview)
    }

    /// Solves the tree's constraints (if it has any) before a layout pass, and returns its engine.
    func autoLayoutEngineForLayoutPass() -> LayoutEngine? {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        guard let engine = LayoutEngine.engineForLayoutPass(ofRoot: root) else { return nil }
        engine.updateLayoutIfNeeded()
        return engine
    }
}

/// Views whose content is text laid out by the text engine: their height can depend on the width
/// they get, and they have baselines.
@MainActor
protocol TextContentLayout {
    var heightDependsOnWidth: Bool { get }
    func contentHeight(forWidth width: CGFloat) -> CGFloat
    func baselines(forWidth width: CGFloat?) -> LayoutBaselines?
}

extension UIView: LayoutPassConstraintUpdating {
    /// A controller's root view lets `updateViewConstraints()` run (it calls this view's
    /// `updateConstraints()`); other views update their own constraints.
    package func updateConstraintsInLayoutPass() {
        if let controller = lifecycle.viewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }
}
