// frame/push-vs-redraw (issue 16, item 2): the frames of a navigation push — a 10,000-row table screen
// sliding in over another, the bar's title cross-dissolving — in an iPhone 15 window at 3×, each laid out
// and rendered through the window host's path (FrameRenderer into a persistent surface).
//
//   ours — each frame starts from the last one's pixels: the two screens' pixels are moved (PanelMoves;
//          the slide lands on whole pixels) and only the strip that came into view, the bar and what
//          reaches past the window's side are drawn;
//   base — the same frames drawn whole (rendersDirtyRegionsOnly off).
// Both renderers draw every frame of the same pushes, ours first; a test clock steps the animation by
// 16 ms. Each sample is the main thread's CPU time of one frame's render; medians over all frames of
// `pushes` pushes (after two warm-up pushes). Standard error also gets the share of pixels ours drew.
import Foundation
import TesseraCore
import TesseraGraphics
import TesseraHost
import TesseraUI

@MainActor
enum PushScenario {
    static let name = "frame/push-vs-redraw"

    typealias Line = BenchmarkLine

    /// A screen showing the 10,000-row table of `TableScrollScenario`.
    final class ListScreen: UIViewController {
        let source = TableScrollScenario.Source()

        override func loadView() {
            let table = UITableView()
            table.register(TableScrollScenario.EntryRowCell.self, forCellReuseIdentifier: "entry")
            table.dataSource = source
            view = table
        }
    }

    static func run(only: String?, pushes: Int) -> [Line] {
        guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { return [] }
        let clock = TestClock()
        let window = UIWindow(device: .iPhone15)
        window.clock = clock
        let first = ListScreen()
        first.title = "Journal"
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let scale = window.device.scale
        let reusing = FrameRenderer()
        let whole = FrameRenderer()
        whole.rendersDirtyRegionsOnly = false
        var times = (reusing: [Double](), whole: [Double]())
        var drawn = (reusing: 0, whole: 0)
        func time(_ renderer: FrameRenderer) -> Double {
            let start = threadCPUTime()
            renderer.render(window, scale: scale)
            return (threadCPUTime() - start) * 1e3
        }
        reusing.render(window, scale: scale)
        whole.render(window, scale: scale)
        for push in 0..<(2 + pushes) {
            let second = ListScreen()
            second.title = "Entry \(push)"
            navigation.pushViewController(second, animated: true)
            var frame = 0
            while navigation.isTransitioning {
                clock.advance(by: .milliseconds(16))
                // The first render after the clock moves also lays the window out: the sides take
                // turns paying for it.
                frame += 1
                let (reusingTime, wholeTime) =
                    frame.isMultiple(of: 2)
                    ? (time(reusing), time(whole))
                    : {
                        let wholeTime = time(whole)
                        return (time(reusing), wholeTime)
                    }()
                guard push >= 2 else { continue }
                times.reusing.append(reusingTime)
                times.whole.append(wholeTime)
                drawn.reusing += reusing.lastRasterizedPixelCount
                drawn.whole += whole.lastRasterizedPixelCount
            }
            navigation.popViewController(animated: false)
            reusing.render(window, scale: scale)
            whole.render(window, scale: scale)
        }
        let share = Double(drawn.reusing) / Double(max(1, drawn.whole))
        FileHandle.standardError.write(
            "\(name): \(times.reusing.count) frames of \(pushes) pushes, \(String(format: "%.0f", share * 100)) % of the pixels drawn\n"
                .data(using: .utf8)!)
        return [Line(name: name, ours: median(times.reusing), base: median(times.whole), unit: "ms")]
    }
}
