// table/scroll-frame (issue 5): the cost of one scroll frame of a 10,000-row UITableView filling an
// iPhone 15 window, against a frame with nothing moved.
//
// ours: move contentOffset down by an eighth of the screen (106.5 points, about 2.4 rows: rows leave,
// rows arrive, cells are recycled and configured with text no frame has drawn), then lay out and
// render the window to a bitmap at the device scale (3×).
// base: lay out and render the same window with no change (a static frame).
//
// Frames alternate (scroll, static, scroll, …) so machine load hits both alike; after 40 warm-up
// pairs, each sample is the main thread's CPU time (user + system) of one frame, and the medians of
// `frames` samples per side are reported. Standard error also gets the median of the scroll step
// alone (offset, tiling, layout; no rendering).
import Foundation
import TesseraGraphics
import TesseraLayout
import TesseraUI

@MainActor
enum TableScrollScenario {
    static let name = "table/scroll-frame"
    static let rowCount = 10_000

    struct Line {
        let name: String
        let ours: Double
        let base: Double
        let unit: String
    }

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
        guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { return [] }
        let source = Source()
        let window = UIWindow(device: .iPhone15)
        let table = UITableView(frame: window.bounds)
        table.register(EntryRowCell.self, forCellReuseIdentifier: "entry")
        table.dataSource = source
        window.addSubview(table)
        let step = (window.bounds.height / 8).rounded()
        var scrollTimes: [Double] = []
        var staticTimes: [Double] = []
        var checksum = 0
        for frame in 0..<(40 + frames) {
            let scrollStart = threadCPUTime()
            table.contentOffset.y += step
            checksum &+= window.renderBitmap().width
            let scrollTime = (threadCPUTime() - scrollStart) * 1e3
            let staticStart = threadCPUTime()
            checksum &+= window.renderBitmap().width
            let staticTime = (threadCPUTime() - staticStart) * 1e3
            guard frame >= 40 else { continue }
            scrollTimes.append(scrollTime)
            staticTimes.append(staticTime)
        }
        // For the record: the scroll step alone (tiling, cell configuration, layout), without rendering.
        var tilingTimes: [Double] = []
        for _ in 0..<frames {
            let start = threadCPUTime()
            table.contentOffset.y += step
            window.layoutIfNeeded()
            tilingTimes.append((threadCPUTime() - start) * 1e3)
        }
        FileHandle.standardError.write(
            "\(name): \(frames) frames, \(table.visibleCells.count) cells on screen, \(table.allocatedCellCount) allocated, offset \(table.contentOffset.y), scroll step without rendering \(median(tilingTimes)) ms (checksum \(checksum))\n"
                .data(using: .utf8)!)
        withExtendedLifetime(source) {}
        return [Line(name: name, ours: median(scrollTimes), base: median(staticTimes), unit: "ms")]
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
