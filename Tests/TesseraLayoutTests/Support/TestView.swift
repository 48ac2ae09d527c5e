import Foundation
import TesseraGraphics
import TesseraLayout

/// A minimal view for testing TesseraLayout on its own (no TesseraUI): a frame, subviews, an
/// optional intrinsic size, and a layout pass that solves the tree's constraints and applies the
/// frames, as `UIView.layoutIfNeeded()` does.
@MainActor
final class TestView: ViewLayoutItem {
    private var storedNode: LayoutNode?
    private(set) weak var superview: TestView?
    private(set) var subviews: [TestView] = []
    private let name: String

    var frame: CGRect {
        didSet { storedNode?.itemFrameDidChange() }
    }
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var intrinsicContentSize: CGSize {
        didSet { storedNode?.invalidateIntrinsicContentSize() }
    }
    var safeAreaInsets = UIEdgeInsets.zero
    var traitCollection = UITraitCollection()
    var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection.userInterfaceLayoutDirection
    }
    var isHidden = false
    var alpha: CGFloat = 1
    var backgroundColor: UIColor?
    var screenSize: CGSize { root.bounds.size }

    /// A view named `name` in diagnostics, with `intrinsicSize` (-1 on an axis without one).
    init(_ name: String = "TestView", frame: CGRect = .zero, intrinsicSize: CGSize = CGSize(width: -1, height: -1)) {
        self.name = name
        self.frame = frame
        intrinsicContentSize = intrinsicSize
    }

    deinit {
        let node = storedNode
        MainActor.assumeIsolated { node?.itemDidDeinit() }
    }

    var root: TestView { superview?.root ?? self }

    func addSubview(_ view: TestView) {
        let old = view.superview
        old?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
        LayoutEngine.viewDidMove(view, fromSuperview: old)
    }

    /// Solves the constraints of the whole tree and applies the frames.
    func layoutIfNeeded() {
        LayoutEngine.engineForLayoutPass(ofRoot: root)?.updateLayoutIfNeeded()
    }

    // MARK: ViewLayoutItem

    var layoutNode: LayoutNode {
        if let storedNode { return storedNode }
        let node = LayoutNode(view: self)
        storedNode = node
        return node
    }
    var existingLayoutNode: LayoutNode? { storedNode }
    var parentLayoutView: (any ViewLayoutItem)? { superview }
    var layoutDebugName: String { name }
    var subviewLayoutItems: [any ViewLayoutItem] { subviews }
    var intrinsicHeightDependsOnWidth: Bool { false }

    func setNeedsLayout() {}
    func applyLayoutFrame(_ frame: CGRect) { self.frame = frame }
    func addLayoutSubview(_ view: any ViewLayoutItem) {
        guard let view = view as? TestView else { preconditionFailure("\(view.layoutDebugName) is not a TestView") }
        addSubview(view)
    }
    func intrinsicContentHeight(forWidth width: CGFloat) -> CGFloat { intrinsicContentSize.height }
    func layoutBaselines(forWidth width: CGFloat?) -> LayoutBaselines? { nil }
}

extension TestView {
    /// A root view of `size` (translating its frame) holding `children` positioned by constraints.
    static func container(_ size: CGSize = CGSize(width: 300, height: 200), _ children: TestView...) -> TestView {
        let root = TestView.root(size: size)
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
        }
        return root
    }

    /// A root view named "root" of `size` holding `children` as they are (the DSLs turn off their
    /// autoresizing-mask translation themselves).
    static func root(_ children: TestView..., size: CGSize = CGSize(width: 300, height: 200)) -> TestView {
        let root = TestView("root", frame: CGRect(origin: .zero, size: size))
        children.forEach(root.addSubview)
        return root
    }
}
