// memory/scroll-60s (issue 16, the memory target): the resident set of a process whose window host
// scrolls continuously for 60 seconds of wall time stays within 10 % of what it was after the first
// second — frames cost no memory that stays.
//
// The search screen of SearchListScreen.swift in the headless host; one wheel notch (40 points) per
// turn (HostTurn.swift: the main queue's due work too, as `WindowHost.run()` does), down the whole list
// and back up, over and over. ours: the resident set at the end (MB); base: at
// one second (MB); ratio ≤ 1.10 means the target is met. Standard error also gets the largest
// resident set seen and the number of frames.
import Foundation
import TesseraHost
import TesseraUI

@MainActor
enum ScrollMemoryScenario {
    static let name = "memory/scroll-60s"
    static let duration = Duration.seconds(60)
    static let baselineAfter = Duration.seconds(1)

    typealias Line = BenchmarkLine

    static func run(only: String?) throws -> [Line] {
        guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { return [] }
        let screen = SearchListScreen()
        let host = try WindowHost(window: screen.window, configuration: .headless)
        defer { host.close() }
        host.runOnce()
        let clock = ContinuousClock()
        let start = clock.now
        var baseline: Int?
        var largest = 0
        var direction: CGFloat = -1  // SDL's sign: a notch away from the user scrolls down
        while start.duration(to: clock.now) < duration {
            let offset = screen.table.contentOffset.y
            host.turn(.wheel(notches: CGSize(width: 0, height: direction), at: screen.tableCenter))
            if screen.table.contentOffset.y == offset { direction = -direction }  // an end of the list
            let resident = residentSetBytes()
            largest = max(largest, resident)
            if baseline == nil, start.duration(to: clock.now) >= baselineAfter { baseline = resident }
        }
        let end = residentSetBytes()
        let megabytes = { (bytes: Int) in Double(bytes) / 1_048_576 }
        FileHandle.standardError.write(
            Data(
                "\(name): \(host.statistics.presentedFrameCount) frames, resident set largest \(megabytes(largest)) MB\n"
                    .utf8))
        return [Line(name: name, ours: megabytes(end), base: baseline.map(megabytes) ?? .nan, unit: "MB")]
    }

    /// The process's resident set in bytes: the second field of /proc/self/statm, in pages.
    static func residentSetBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
