// frame/fade-vs-redraw (issue 16, item 2): one frame of an opacity animation — a card of text and shapes
// fading over a window-filling background at 3× (iPhone 15 size) — drawn into a persistent FrameSurface.
//
//   ours — the card's alpha changes from frame to frame and nothing else: the surface composites the
//          transparency layer's raster kept from the last frame (FrameSurface.reusedLayerCount counts it);
//   base — the same frames, except that one colour inside the card differs by a millionth each frame, so
//          the layer must be drawn again: the cost of a fade frame without kept rasters.
// Frames alternate between the two so that machine load hits both alike; each sample is the main
// thread's CPU time of one whole-surface draw; medians of `frames` samples.
import Foundation
import TesseraGraphics

enum FadeScenario {
    static let name = "frame/fade-vs-redraw"
    static let size = CGSize(width: 393, height: 852)

    typealias Line = BenchmarkLine

    /// The background, and the card at `alpha` with its accent colour nudged by `nudge`.
    static func frame(alpha: Double, nudge: Double) -> DisplayList {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .systemGroupedBackground)
        for row in 0..<12 {
            list.fill(.rect(CGRect(x: 0, y: 60 + CGFloat(row) * 64, width: size.width, height: 63)), color: .white)
            list.drawText(
                AttributedText("Row \(row) under the card"),
                in: CGRect(x: 16, y: 80 + CGFloat(row) * 64, width: 300, height: 22))
        }
        list.save()
        list.concatenate(CGAffineTransform(translationX: 24, y: 160))
        list.beginTransparencyLayer(alpha: alpha)
        list.drawShadow(
            of: .roundedRect(CGRect(x: 0, y: 0, width: 345, height: 420), radius: 16),
            shadow: Shadow(
                color: UIColor.black.withAlphaComponent(0.2), offset: CGSize(width: 0, height: 4), blurRadius: 12))
        list.fill(.roundedRect(CGRect(x: 0, y: 0, width: 345, height: 420), radius: 16), color: .white)
        list.fill(
            .ellipse(in: CGRect(x: 20, y: 20, width: 64, height: 64)),
            color: UIColor(red: 0.2, green: 0.5, blue: 0.9 - nudge, alpha: 1))
        for line in 0..<10 {
            list.drawText(
                AttributedText("Line \(line) of the card's body text, long enough to fill the width"),
                in: CGRect(x: 20, y: 100 + CGFloat(line) * 30, width: 305, height: 24))
        }
        list.endTransparencyLayer()
        list.restore()
        return list
    }

    static func run(only: String?, frames: Int) -> [Line] {
        guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { return [] }
        let scale: CGFloat = 3
        let (width, height) = FrameSurface.pixelSize(of: size, scale: scale)
        let kept = FrameSurface(width: width, height: height, scale: scale)
        let redrawn = FrameSurface(width: width, height: height, scale: scale)
        var times = (kept: [Double](), redrawn: [Double]())
        func time(_ body: () -> Void) -> Double {
            let start = threadCPUTime()
            body()
            return (threadCPUTime() - start) * 1e3
        }
        for index in 0..<(10 + frames) {
            let alpha = 0.2 + 0.8 * Double(index % 50) / 50
            let keptTime = time { kept.draw(frame(alpha: alpha, nudge: 0), appearance: .light) }
            let redrawnTime = time {
                redrawn.draw(frame(alpha: alpha, nudge: Double(index) * 1e-6), appearance: .light)
            }
            guard index >= 10 else { continue }
            times.kept.append(keptTime)
            times.redrawn.append(redrawnTime)
        }
        FileHandle.standardError.write(
            "\(name): \(frames) frames, \(kept.reusedLayerCount) layers composited from kept rasters, \(redrawn.reusedLayerCount) on the redrawn side\n"
                .data(using: .utf8)!)
        return [Line(name: name, ours: median(times.kept), base: median(times.redrawn), unit: "ms")]
    }

}
