public import Foundation
public import Tessera

/// A small rounded label for one tag, e.g. "# 读书".
@MainActor
public final class TagChipView: View {
    private let label = Label()
    private static let insets = EdgeInsets(top: 3, left: 8, bottom: 3, right: 8)

    /// A chip on a light wash of `tint`, its text in `textColor` (default: the tint).
    public init(tag: String, tint: Color, textColor: Color? = nil) {
        super.init()
        label.text = "# " + tag
        label.font = .system(size: 12, weight: .medium)
        label.textColor = textColor ?? tint
        backgroundColor = Color(light: tint.withAlpha(0.12), dark: tint.resolved(for: .dark).withAlpha(0.22))
        cornerRadius = 6
        cornerCurve = .continuous
        addSubview(label)
    }

    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(size)
        return CGSize(width: text.width + Self.insets.horizontal, height: text.height + Self.insets.vertical)
    }

    override public func layoutSubviews() {
        label.frame = bounds.inset(by: Self.insets)
    }
}
