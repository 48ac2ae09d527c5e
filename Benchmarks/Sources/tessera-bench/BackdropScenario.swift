// frame/backdrop: one whole frame at 3× (iPhone 15 size) of a list of rows under a blurred navigation bar and tab
// bar (backdrop commands: read back, blur σ 20 points, saturate, tint), drawn into a persistent FrameSurface.
//
//   ours — the frame with both bars blurring what is beneath them;
//   base — the same frame with the bars filled with their tint only (no read-back or blur).
// Frames alternate between the two so that machine load hits both alike; each sample is the main thread's CPU
// time of one whole-surface draw; medians of `frames` samples.
import Foundation
import TesseraGraphics

enum BackdropScenario {
    static let name = "frame/backdrop"
    static let size = CGSize(width: 393, height: 852)

    typealias Line = BenchmarkLine

    /// Rows of text and colour under a 100-point bar at the top and an 83-point bar at the bottom.
    static func frame(blurred: Bool) -> DisplayList {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .systemGroupedBackground)
        for row in 0..<14 {
            let y = CGFloat(row) * 64
            list.fill(.rect(CGRect(x: 0, y: y, width: size.width, height: 63)), color: .white)
            list.fill(
                .roundedRect(CGRect(x: 16, y: y + 12, width: 40, height: 40), radius: 8),
                color: row.isMultiple(of: 2) ? .systemOrange : .systemBlue)
            list.drawText(
                AttributedText("Row \(row) under the bars"), in: CGRect(x: 68, y: y + 20, width: 300, height: 22))
        }
        let tint = UIColor(white: 0.97, alpha: 0.75)
        let bars = [
            CGRect(x: 0, y: 0, width: size.width, height: 100), CGRect(x: 0, y: 769, width: size.width, height: 83),
        ]
        for bar in bars {
            if blurred {
                list.drawBackdrop(in: .rect(bar), backdrop: Backdrop(blurRadius: 20, saturation: 1.8, tint: tint))
            } else {
                list.fill(.rect(bar), color: tint)
            }
        }
        return list
    }

    static func run(only: String?, frames: Int) -> [Line] {
        guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { return [] }
        let scale: CGFloat = 3
        let (width, height) = FrameSurface.pixelSize(of: size, scale: scale)
        let surface = FrameSurface(width: width, height: height, scale: scale)
        var times = (blurred: [Double](), plain: [Double]())
        func time(_ body: () -> Void) -> Double {
            let start = threadCPUTime()
            body()
            return (threadCPUTime() - start) * 1e3
        }
        let blurred = frame(blurred: true)
        let plain = frame(blurred: false)
        for index in 0..<(3 + frames) {
            let blurredTime = time { surface.draw(blurred, appearance: .light) }
            let plainTime = time { surface.draw(plain, appearance: .light) }
            guard index >= 3 else { continue }
            times.blurred.append(blurredTime)
            times.plain.append(plainTime)
        }
        return [Line(name: name, ours: median(times.blurred), base: median(times.plain), unit: "ms")]
    }
}
