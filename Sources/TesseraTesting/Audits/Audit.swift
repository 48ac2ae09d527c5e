public import Foundation
public import TesseraGraphics
import TesseraLayout
public import TesseraUI

/// Accessibility and layout checks over a rendered view tree, as one test assertion.
///
/// The checks, and the rules they apply:
/// - `contrast`: every visible label's text colour against what is drawn behind it (the most common
///   colour of the rendered pixels in the label's frame) must reach WCAG 2.1 AA: 4.5:1, or 3:1 for
///   large text (≥ 18 pt, or ≥ 14 pt bold).
/// - `touchTargets`: every visible, enabled `UIControl` is at least 44×44 points (Apple's Human
///   Interface Guidelines).
/// - `truncation`: no label shows an ellipsis or drops lines, except a multi-line label capped by its
///   own `numberOfLines` (an excerpt that is meant to end in "…").
/// - `clipping`: no label's text reaches outside its bounds or outside an ancestor that clips
///   (`clipsToBounds`). The root's own edge and a scroll view's (tables and collections included) do
///   not count, nor do clipping ancestors around a scroll view: content may scroll past them.
/// - `overlap`: no two visible, enabled controls with the same superview overlap.
/// - `ambiguousLayout`: no visible view laid out by constraints (`translatesAutoresizingMaskIntoConstraints`
///   false) has an ambiguous layout (`hasAmbiguousLayout`: its frame could move without breaking anything).
///
/// Hidden views, fully transparent views, views entirely off screen and views whose centre is
/// covered by another view in front (a tab bar over a scrolled list) are skipped.
///
/// For example:
/// ```swift
/// let issues = Audit.run(on: window)
/// // ["LoginView › UIButton \"OK\": touch target 30×30 pt is smaller than 44×44 pt"]
/// ```
@MainActor
public enum Audit {
    /// Which checks to run.
    ///
    /// For example, only the checks that concern text:
    /// ```swift
    /// let issues = Audit.run(on: window, checks: [.contrast, .truncation, .clipping])
    /// ```
    public struct Checks: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Text contrast against what is behind it (WCAG 2.1 AA).
        public static let contrast = Checks(rawValue: 1 << 0)
        /// Enabled controls at least 44 × 44 points.
        public static let touchTargets = Checks(rawValue: 1 << 1)
        /// Text that shows an ellipsis or drops lines.
        public static let truncation = Checks(rawValue: 1 << 2)
        /// Text drawn outside its label or a clipping ancestor.
        public static let clipping = Checks(rawValue: 1 << 3)
        /// Enabled controls overlapping a sibling control.
        public static let overlap = Checks(rawValue: 1 << 4)
        /// Views whose frames their constraints do not decide.
        public static let ambiguousLayout = Checks(rawValue: 1 << 5)
        /// Every check.
        public static let all: Checks = [.contrast, .touchTargets, .truncation, .clipping, .overlap, .ambiguousLayout]
    }

    /// The minimum side of a touch target, in points.
    public static let minimumTouchTarget: CGFloat = 44

    /// Runs `checks` over `root` and its subtree (laid out first) and returns every issue, in tree
    /// order. A `UIWindow` root renders with its own traits; any other root with `traits`.
    public static func run(on root: UIView, checks: Checks = .all, traits: UITraitCollection = .default) -> [AuditIssue]
    {
        root.layoutIfNeeded()
        let visible = visibleViews(in: root)
        var issues: [AuditIssue] = []
        if checks.contains(.contrast) {
            let rendering = (root as? UIWindow)?.renderBitmap(scale: 1) ?? root.renderBitmap(traits: traits, scale: 1)
            issues += visible.labels.compactMap {
                contrastIssue(of: $0.label, shownIn: $0.shown, in: rendering, root: root)
            }
        }
        for view in visible.views {
            if checks.contains(.touchTargets), let issue = touchTargetIssue(of: view) { issues.append(issue) }
            if checks.contains(.overlap) { issues += overlapIssues(amongChildrenOf: view, visible: visible.set) }
        }
        if checks.contains(.ambiguousLayout) {
            // Every shown view, not only the visible ones: an ambiguous width can resolve to zero.
            let constrained: [any LayoutItem] = root.allViewsInSubtree.filter { view in
                !view.translatesAutoresizingMaskIntoConstraints && !isHiddenInTree(view, below: root)
            }
            for case let view as UIView in LayoutEngine.itemsWithAmbiguousLayout(among: constrained) {
                issues.append(AuditIssue(kind: .ambiguousLayout, path: ViewPath.of(view)))
            }
        }
        for (label, clip, _) in visible.labels {
            if checks.contains(.truncation), isUnintentionallyTruncated(label) {
                issues.append(AuditIssue(kind: .truncatedText, path: ViewPath.of(label)))
            }
            if checks.contains(.clipping), isClipped(label, by: clip, root: root) {
                issues.append(AuditIssue(kind: .clippedText, path: ViewPath.of(label)))
            }
        }
        return issues
    }

    // MARK: Visibility

    private struct Visible {
        var views: [UIView] = []
        var set: Set<ObjectIdentifier> = []
        /// Labels with the rectangle (in root space) their clipping ancestors leave visible.
        /// `shown` is the part left by every clipping ancestor, scroll views included: what is on screen.
        var labels: [(label: UILabel, clip: CGRect, shown: CGRect)] = []
    }

    private static func visibleViews(in root: UIView) -> Visible {
        var result = Visible()
        func visit(_ view: UIView, clip: CGRect, shown: CGRect) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let frame = view.convert(view.bounds, to: nil)
            guard frame.intersects(root.bounds) || view === root else { return }
            let covered = isCovered(view, in: root)
            if !covered {
                result.views.append(view)
                result.set.insert(ObjectIdentifier(view))
                if let label = view as? UILabel, label.text?.isEmpty == false {
                    result.labels.append((label, clip, shown))
                }
            }
            // A scroll view's edge is like the screen's: its content scrolls past it, and past any
            // clipping ancestor around it, so content starts with no clip (see `clipping`).
            let childClip: CGRect =
                if view is UIScrollView {
                    .infinite
                } else if view.clipsToBounds && view !== root {
                    clip.intersection(frame)
                } else {
                    clip
                }
            let childShown = view.clipsToBounds && view !== root ? shown.intersection(frame) : shown
            for child in view.subviews { visit(child, clip: childClip, shown: childShown) }
        }
        visit(root, clip: .infinite, shown: .infinite)
        return result
    }

    /// Whether `view` or an ancestor up to `root` is hidden.
    private static func isHiddenInTree(_ view: UIView, below root: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current, candidate !== root {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }

    /// True when hit testing the view's visible centre finds a view outside its own line of
    /// ancestors and descendants: something else is in front of it there.
    private static func isCovered(_ view: UIView, in root: UIView) -> Bool {
        guard view !== root else { return false }
        let frame = view.convert(view.bounds, to: nil).intersection(root.bounds)
        guard !frame.isNull, frame.width > 0, frame.height > 0 else { return true }
        let center = root.convert(CGPoint(x: frame.midX, y: frame.midY), from: nil)
        guard let hit = root.hitTest(center, with: nil) else { return false }
        return !(hit.isDescendant(of: view) || view.isDescendant(of: hit))
    }

    // MARK: Checks

    /// Samples only the part of the label on screen (`shown`): text half under a bar is judged against
    /// its own background, not the bar's.
    private static func contrastIssue(of label: UILabel, shownIn shown: CGRect, in rendering: Bitmap, root: UIView)
        -> AuditIssue?
    {
        guard let run = label.resolvedText.runs.first else { return nil }
        let rect = label.convert(label.bounds, to: nil).intersection(root.bounds).intersection(shown)
        guard !rect.isNull, rect.width >= 1, rect.height >= 1 else { return nil }
        guard let background = dominantColor(of: rendering, in: rect) else { return nil }
        let foreground = run.attributes.foregroundColor.composited(over: background)
        let ratio = foreground.contrastRatio(with: background)
        let font = run.attributes.font
        let isLarge = font.pointSize >= 18 || (font.pointSize >= 14 && font.weight >= .bold)
        let required = isLarge ? 3.0 : 4.5
        guard ratio + 0.005 < required else { return nil }
        return AuditIssue(kind: .lowContrast(ratio: ratio, required: required), path: ViewPath.of(label))
    }

    /// The most frequent colour (quantised to 4 bits per channel, then averaged) of the opaque
    /// rendering inside `rect` (points; the bitmap is at scale 1).
    static func dominantColor(of bitmap: Bitmap, in rect: CGRect) -> UIColor? {
        let minX = max(0, Int(rect.minX.rounded(.down)))
        let maxX = min(bitmap.width, Int(rect.maxX.rounded(.up)))
        let minY = max(0, Int(rect.minY.rounded(.down)))
        let maxY = min(bitmap.height, Int(rect.maxY.rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        var buckets: [Int: (count: Int, red: Int, green: Int, blue: Int)] = [:]
        for y in minY..<maxY {
            for x in minX..<maxX {
                let offset = (y * bitmap.width + x) * 4
                let (r, g, b) = (
                    Int(bitmap.pixels[offset]), Int(bitmap.pixels[offset + 1]), Int(bitmap.pixels[offset + 2])
                )
                let key = (r >> 4) << 8 | (g >> 4) << 4 | (b >> 4)
                let bucket = buckets[key] ?? (0, 0, 0, 0)
                buckets[key] = (bucket.count + 1, bucket.red + r, bucket.green + g, bucket.blue + b)
            }
        }
        guard let top = buckets.values.max(by: { $0.count < $1.count }) else { return nil }
        let count = Double(top.count) * 255
        return UIColor(red: Double(top.red) / count, green: Double(top.green) / count, blue: Double(top.blue) / count)
    }

    private static func touchTargetIssue(of view: UIView) -> AuditIssue? {
        guard let control = view as? UIControl, control.isEnabled, control.isUserInteractionEnabled else { return nil }
        let size = control.frame.size
        guard size.width < minimumTouchTarget || size.height < minimumTouchTarget else { return nil }
        return AuditIssue(kind: .smallTouchTarget(size: size), path: ViewPath.of(control))
    }

    private static func overlapIssues(amongChildrenOf parent: UIView, visible: Set<ObjectIdentifier>) -> [AuditIssue] {
        let controls = parent.subviews.compactMap { $0 as? UIControl }
            .filter { $0.isEnabled && $0.isUserInteractionEnabled && visible.contains(ObjectIdentifier($0)) }
        var issues: [AuditIssue] = []
        for (index, first) in controls.enumerated() {
            for second in controls[(index + 1)...] {
                let overlap = first.frame.intersection(second.frame)
                if !overlap.isNull, overlap.width > 0, overlap.height > 0 {
                    issues.append(
                        AuditIssue(kind: .overlappingControls(other: ViewPath.of(second)), path: ViewPath.of(first)))
                }
            }
        }
        return issues
    }

    private static func isUnintentionallyTruncated(_ label: UILabel) -> Bool {
        let layout = label.textLayout
        guard layout.isTruncated else { return false }
        let cappedByItsOwnLimit = label.numberOfLines > 1 && layout.lineCount == label.numberOfLines
        return !cappedByItsOwnLimit
    }

    /// Text taller or wider than the label, or outside what clipping ancestors show.
    private static func isClipped(_ label: UILabel, by clip: CGRect, root: UIView) -> Bool {
        let layout = label.textLayout
        let tolerance: CGFloat = 0.5
        if layout.size.height > label.bounds.height + tolerance || layout.size.width > label.bounds.width + tolerance {
            return true
        }
        guard !clip.isInfinite else { return false }
        let textHeight = layout.size.height
        let textRect = CGRect(
            x: 0, y: max(0, (label.bounds.height - textHeight) / 2), width: layout.size.width, height: textHeight)
        let inRoot = label.convert(textRect, to: nil)
        let visible = clip.insetBy(dx: -tolerance, dy: -tolerance)
        return inRoot.intersects(visible) && !visible.contains(inRoot)
    }
}
