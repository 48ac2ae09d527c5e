import Foundation
import Tessera

/// Chips that wrap onto as many lines as they need, left to right, `spacing` points apart — the tag
/// rows of the detail and compose screens. Laid out with frames; each chip at its `sizeThatFits`
/// size (never wider than the view), each line as tall as its tallest chip, chips centred in it.
@MainActor
final class TagFlowView: UIView {
    /// The chips, in order.
    var chips: [UIView] = [] {
        didSet {
            for chip in oldValue where !chips.contains(where: { $0 === chip }) { chip.removeFromSuperview() }
            for chip in chips where chip.superview !== self { addSubview(chip) }
            setNeedsLayout()
        }
    }
    /// Space between chips and between lines, in points.
    var spacing = CGSize(width: 8, height: 8) { didSet { setNeedsLayout() } }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let frames = self.frames(forWidth: size.width)
        return CGSize(width: size.width, height: frames.map(\.maxY).max() ?? 0)
    }

    override func layoutSubviews() {
        for (chip, frame) in zip(chips, frames(forWidth: bounds.width)) { chip.frame = frame }
    }

    private func frames(forWidth width: CGFloat) -> [CGRect] {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let sizes = chips.map { chip in
            let size = chip.sizeThatFits(CGSize(width: width, height: unlimited))
            return CGSize(width: min(size.width.rounded(.up), width), height: size.height.rounded(.up))
        }
        // Break into lines, then centre each chip vertically in its line.
        var lines: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !lines[lines.count - 1].isEmpty, x + spacing.width + size.width > width {
                lines.append([])
                x = 0
            }
            x += (lines[lines.count - 1].isEmpty ? 0 : spacing.width) + size.width
            lines[lines.count - 1].append(index)
        }
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var y: CGFloat = 0
        for line in lines where !line.isEmpty {
            let height = line.map { sizes[$0].height }.max() ?? 0
            var x: CGFloat = 0
            for index in line {
                let size = sizes[index]
                frames[index] = CGRect(
                    x: x, y: y + ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
                x += size.width + spacing.width
            }
            y += height + spacing.height
        }
        return frames
    }
}
