public import Foundation
public import Tessera

/// A small rounded label for one tag, e.g. "# 读书". Auto Layout: the label is pinned 3 points
/// from the top and bottom and 8 from the sides, so the chip's size follows its text (caption
/// style, medium weight, growing with Dynamic Type).
@MainActor
public final class TagChipView: UIView {
    private let label = DynamicTypeLabel(.caption1, weight: .medium)
    private static let insets = UIEdgeInsets(top: 3, left: 8, bottom: 3, right: 8)

    /// A chip on a light wash of `tint`, its text in `textColor` (default: the tint).
    public init(tag: String, tint: UIColor, textColor: UIColor? = nil) {
        super.init(frame: .zero)
        label.text = "# " + tag
        label.textColor = textColor ?? tint
        backgroundColor = UIColor(
            light: tint.withAlphaComponent(0.12),
            dark: tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).withAlphaComponent(0.22))
        layer.cornerRadius = 6
        layer.cornerCurve = .continuous
        addSubview(label)
        label.layout.makeConstraints { make in
            make.top.equalToSuperview().offset(Self.insets.top)
            make.bottom.equalToSuperview().offset(-Self.insets.bottom)
            make.leading.equalToSuperview().offset(Self.insets.left)
            make.trailing.equalToSuperview().offset(-Self.insets.right)
        }
    }

    /// The chip's size for its text, in points: the label's one-line size plus the insets. The
    /// flow of chips (`TagChipFlowView`) places chips at this size.
    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return CGSize(
            width: min(text.width + Self.insets.horizontal, size.width).rounded(.up),
            height: (text.height + Self.insets.vertical).rounded(.up))
    }
}
