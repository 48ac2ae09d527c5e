import Foundation
import TesseraGraphics

extension DisplayList {
    /// This list with every colour it paints — fills, strokes, gradients, text, shadows, backdrop
    /// tints — replaced by `color`, each keeping its own opacity (times `color`'s). Dynamic colours
    /// take their variant for `traits` first. Images are kept as they are.
    func painted(in color: UIColor, traits: UITraitCollection) -> DisplayList {
        let flat = color.resolvedColor(with: traits)
        func recolored(_ original: UIColor) -> UIColor {
            flat.withAlphaComponent(flat.alpha * original.resolvedColor(with: traits).alpha)
        }
        func recolored(_ paint: Paint) -> Paint {
            switch paint {
            case .color(let original): return .color(recolored(original))
            case .linearGradient(var gradient):
                gradient.stops = gradient.stops.map { .init(color: recolored($0.color), location: $0.location) }
                return .linearGradient(gradient)
            }
        }
        var list = DisplayList()
        for command in commands {
            switch command {
            case .save: list.save()
            case .restore: list.restore()
            case .concatenate(let transform): list.concatenate(transform)
            case .clip(let path): list.clip(to: path)
            case .fill(let path, let paint): list.fill(path, with: recolored(paint))
            case .stroke(let path, let paint, let style): list.stroke(path, with: recolored(paint), style: style)
            case .shadow(let path, var shadow):
                shadow.color = recolored(shadow.color)
                list.drawShadow(of: path, shadow: shadow)
            case .backdrop(let path, var backdrop):
                backdrop.tint = recolored(backdrop.tint)
                list.drawBackdrop(in: path, backdrop: backdrop)
            case .text(let text, let rect, let style):
                let runs = text.runs.map { run in
                    var attributes = run.attributes
                    attributes.foregroundColor = recolored(attributes.foregroundColor)
                    attributes.backgroundColor = attributes.backgroundColor.map(recolored)
                    return AttributedText.Run(text: run.text, attributes: attributes)
                }
                list.drawText(AttributedText(runs: runs), in: rect, style: style)
            case .image(let bitmap, let rect): list.drawImage(bitmap, in: rect)
            case .beginTransparencyLayer(let alpha): list.beginTransparencyLayer(alpha: alpha)
            case .endTransparencyLayer: list.endTransparencyLayer()
            }
        }
        return list
    }
}
