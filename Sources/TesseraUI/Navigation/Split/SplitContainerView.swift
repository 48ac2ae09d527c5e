import Foundation
import TesseraGraphics

/// A split view controller's root view: the shown columns' views, laid out by display mode, a
/// hairline after each tiled leading column, and while columns sit over the secondary, a layer
/// that hides them when tapped.
@MainActor
final class SplitContainerView: UIView {
    /// Weak: a view kept after its controller is gone lays out nothing.
    private weak var split: UISplitViewController?
    /// The controllers whose views are in this view, in column order.
    private(set) var controllers: [UIViewController] = []
    private var separators: [UIView] = []
    private let dismissLayer = UIView()

    init(controller: UISplitViewController) {
        split = controller
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        dismissLayer.isAccessibilityElement = false
        dismissLayer.addGestureRecognizer(
            UITapGestureRecognizer { [weak controller] _ in controller?.dismissLeadingColumns() })
    }

    /// Puts `wanted`'s views here and takes the others out, with appearance callbacks while
    /// `appearance` (the split view controller) is visible. A controller whose view holds this one
    /// stays out: adding it would make a cycle in the view tree.
    func show(_ wanted: [UIViewController], appearance: UIViewController) {
        let shown = wanted.filter { controller in controller.viewIfLoaded.map { !isDescendant(of: $0) } ?? true }
        let isVisible = appearance.appearanceState.isVisible
        let leaving = controllers.filter { old in !shown.contains { $0 === old } }
        let arriving = shown.filter { new in !controllers.contains { $0 === new } }
        for old in leaving {
            if isVisible { old.beginAppearanceTransition(false) }
            old.viewIfLoaded?.removeFromSuperview()
            if isVisible { old.endAppearanceTransition() }
        }
        controllers = shown
        for new in arriving {
            if isVisible { new.beginAppearanceTransition(true) }
            addSubview(new.view)
            if isVisible, appearance.appearanceState == .appeared { new.endAppearanceTransition() }
        }
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if traitCollection.horizontalSizeClass != previous?.horizontalSizeClass { split?.updateColumns() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let split else { return }
        split.updateColumns(duringLayout: true)  // the width decides `.automatic`'s columns
        let frames = columnFrames(of: split)
        for (controller, frame) in zip(controllers, frames) { controller.view.frame = frame }
        // Secondary at the back, the dismissing layer over it, leading columns on top.
        if let secondary = controllers.last, controllers.count == frames.count {
            sendSubviewToBack(secondary.view)
        }
        let overlays = !split.isCollapsed && split.splitBehavior != .tile && controllers.count > 1
        if overlays {
            if dismissLayer.superview !== self { addSubview(dismissLayer) }
            dismissLayer.frame = bounds
            if let secondary = controllers.last { insertSubview(dismissLayer, aboveSubview: secondary.view) }
        } else {
            dismissLayer.removeFromSuperview()
        }
        layoutSeparators(frames: Array(frames.dropLast()), of: split)
    }

    /// Each shown controller's frame, in `controllers`' order.
    private func columnFrames(of controller: UISplitViewController) -> [CGRect] {
        guard !controller.isCollapsed, controllers.count > 1 else { return controllers.map { _ in bounds } }
        let columns = controller.visibleColumns(in: controller.displayMode)
        let width = bounds.width
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for column in columns.dropLast() {
            let columnWidth = controller.columnWidth(column, in: width)
            frames.append(CGRect(x: x, y: 0, width: columnWidth, height: bounds.height))
            x += columnWidth
        }
        let secondary: CGRect
        switch controller.splitBehavior {
        case .overlay:
            secondary = bounds
        case .displace:
            let beside = controller.columnWidth(columns[columns.count - 2], in: width)
            secondary = CGRect(x: x, y: 0, width: max(0, width - beside), height: bounds.height)
        default:
            secondary = CGRect(x: x, y: 0, width: max(0, width - x), height: bounds.height)
        }
        frames.append(secondary)
        guard controller.primaryEdge == .trailing else { return frames }
        return frames.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// A hairline on the secondary-facing edge of each leading column.
    private func layoutSeparators(frames: [CGRect], of controller: UISplitViewController) {
        while separators.count < frames.count {
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        let hairline = 1 / max(1, traitCollection.displayScale)
        let trailing = controller.primaryEdge == .trailing
        for (index, line) in separators.enumerated() {
            guard index < frames.count, !controller.isCollapsed else {
                line.removeFromSuperview()
                continue
            }
            let frame = frames[index]
            line.frame = CGRect(
                x: trailing ? frame.minX : frame.maxX - hairline, y: 0, width: hairline, height: frame.height)
            addSubview(line)
        }
    }
}
