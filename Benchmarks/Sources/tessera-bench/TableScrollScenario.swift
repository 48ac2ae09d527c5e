// table/scroll-frame (issue 5) and frame/*-vs-previous (issue 16): the cost of one frame of a
// 10,000-row UITableView filling an iPhone 15 window at the device scale (3×).
//
// Four frames alternate in each round so machine load hits all alike:
//   scroll   — contentOffset moves down an eighth of the screen (106.5 points, about 2.4 rows: rows
//              leave, rows arrive, cells are recycled and configured with text no frame has drawn),
//              then layout and a frame through the window host's path (FrameRenderer: one persistent
//              surface, no per-frame allocation or conversion);
//   scroll, previous path — the same step rendered the way frames were made before: a new Cairo
//              surface and a converted Bitmap per frame (UIWindow.renderBitmap);
//   static   — the window drawn whole again through the host's path, nothing moved;
//   static, previous path — the same through renderBitmap.
// After 40 warm-up rounds, each sample is the main thread's CPU time (user + system) of one frame;
// medians of `frames` samples per kind are reported. Standard error also gets the median of the
// scroll step alone (offset, tiling, layout; no rendering).
import Foundation
import TesseraGraphics
import TesseraHost
import TesseraLayout
import TesseraUI

@MainActor
enum TableScrollScenario {
    static let name = "table/scroll-frame"
    static let rowCount = 10_000

    typealias Line = BenchmarkLine

    /// A row like a journal list's: a title and a disclosure chevron.
    final class EntryRowCell: ItemCell<Int> {
        override func configure(with item: Int) {
            super.configure(with: item)
            textLabel?.text = "Entry \(item) — a walk by the river"
            accessoryType = .disclosureIndicator
        }
    }

    final class Source: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryRowCell
            cell.configure(with: indexPath.row)
            return cell
        }
    }

    static func run(only: String?, frames: Int) -> [Line] {
        let names = [name, "frame/scroll-vs-previous", "frame/static-vs-previous"]
        guard only.map({ filter in names.contains { $0.hasPrefix(filter) || filter.hasPrefix($0) } }) ?? true else {
            return []
        }
        let source = Source()
        let window = UIWindow(device: .iPhone15)
        let table = UITableView(frame: window.bounds)
        table.rowHeight = 44  // fixed rows: the frame path is measured, not self-sizing
        table.register(EntryRowCell.self, forCellReuseIdentifier: "entry")
        table.dataSource = source
        window.addSubview(table)
        let step = (window.bounds.height / 8).rounded()
        let scale = window.device.scale
        let scrolling = FrameRenderer()
        let whole = FrameRenderer()
        whole.rendersDirtyRegionsOnly = false
        var times = (scroll: [Double](), scrollPrevious: [Double](), whole: [Double](), wholePrevious: [Double]())
        var checksum = 0
        func time(_ body: () -> Int) -> Double {
            let start = threadCPUTime()
            checksum &+= body()
            return (threadCPUTime() - start) * 1e3
        }
        for round in 0..<(40 + frames) {
            let scroll = time {
                table.contentOffset.y += step
                return scrolling.render(window, scale: scale)?.area ?? 0
            }
            let scrollPrevious = time {
                table.contentOffset.y += step
                return window.renderBitmap().width
            }
            let wholeFrame = time { whole.render(window, scale: scale)?.area ?? 0 }
            let wholePrevious = time { window.renderBitmap().width }
            guard round >= 40 else { continue }
            times.scroll.append(scroll)
            times.scrollPrevious.append(scrollPrevious)
            times.whole.append(wholeFrame)
            times.wholePrevious.append(wholePrevious)
        }
        // For the record: the scroll step alone (tiling, cell configuration, layout), without rendering.
        var tilingTimes: [Double] = []
        for _ in 0..<frames {
            tilingTimes.append(
                time {
                    table.contentOffset.y += step
                    window.layoutIfNeeded()
                    return 0
                })
        }
        FileHandle.standardError.write(
            "\(name): \(frames) frames, \(table.visibleCells.count) cells on screen, \(table.allocatedCellCount) allocated, offset \(table.contentOffset.y), scroll step without rendering \(median(tilingTimes)) ms (checksum \(checksum))\n"
                .data(using: .utf8)!)
        withExtendedLifetime(source) {}
        return [
            Line(name: name, ours: median(times.scroll), base: median(times.whole), unit: "ms"),
            Line(
                name: "frame/scroll-vs-previous", ours: median(times.scroll), base: median(times.scrollPrevious),
                unit: "ms"),
            Line(
                name: "frame/static-vs-previous", ours: median(times.whole), base: median(times.wholePrevious),
                unit: "ms"),
        ]
    }

}
