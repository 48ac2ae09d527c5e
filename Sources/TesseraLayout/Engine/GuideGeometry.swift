import Foundation
import TesseraGraphics

/// What the engine's constraints for a system guide are made from: the owner's insets for the
/// guide (safe area or margins; none for the frame guide), its bounds origin and, for a content
/// guide, its content size — all in points.
struct GuideGeometry: Equatable {
    /// The priority of a content guide's size constraints: weaker than anything an app sets, so
    /// that constraints to the guide decide the content size and `contentSize` only fills in.
    static let contentSizePriority = UILayoutPriority(1)

    var role: UILayoutGuide.Role = .custom
    var insets = UIEdgeInsets()
    var origin = CGPoint.zero
    var contentSize = CGSize.zero

    init() {}

    @MainActor
    init(guide: UILayoutGuide, owner: any ViewLayoutItem) {
        role = guide.role
        switch guide.role {
        case .safeArea: insets = owner.safeAreaInsets
        case .layoutMargins: insets = owner.effectiveLayoutMarginInsets
        case .scrollContent: contentSize = guide.contentSize
        case .scrollFrame, .custom: break
        }
        if guide.role != .scrollContent { origin = owner.bounds.origin }
    }

    /// The constants of the guide's four constraints, in the order the engine makes them: left,
    /// top, right, bottom offsets from the owner's edges (for a content guide: left, top, width,
    /// height).
    var constants: [CGFloat] {
        if role == .scrollContent { return [0, 0, contentSize.width, contentSize.height] }
        return [origin.x + insets.left, origin.y + insets.top, origin.x - insets.right, origin.y - insets.bottom]
    }
}
