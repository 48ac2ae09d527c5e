import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// Scrolls a table through the headless host frame after frame, up and down its whole length, and
    /// checks that frames cost no memory that stays (issue 16: the window host's memory does not grow
    /// while scrolling).
    ///
    /// The window runs on a test clock that moves 16 ms a frame, as at 60 Hz, so the timers a scroll
    /// starts (the scroll indicators' hide timer, restarted every step) fall due and are let go as they
    /// would be on screen; the test does not wait for real time.
    ///
    /// The live heap is the whole process's, so the suite runs only when it runs alone: `make test` runs
    /// it in a process of its own with `TESSERA_SOAK_HEAP=1`. (In the shared process it would also keep
    /// the process alive for seconds after the other host tests, long enough for an idle dispatch
    /// thread that once held SDL's GL state to exit and run a destructor of the GL library SDL has
    /// unloaded: a crash of the test process, not of the host.)
    @Suite(
        "Window host scroll soak",
        .enabled(
            if: ProcessInfo.processInfo.environment["TESSERA_SOAK_HEAP"] == "1",
            "measures the process's live heap: runs alone, with TESSERA_SOAK_HEAP=1 (make test)"))
    @MainActor
    struct WindowHostScrollSoakTests {
        static let rowCount = 300
        /// Wheel notches down, then as many up: 300 × 40 points, less than the table's 12,900 points of
        /// scrolling, so every step moves it.
        static let stepsPerPass = 300
        /// Frames before the baseline: one pass down and part of the way back, so every row's text has
        /// been laid out once and the frame surface and cell pool are at their size.
        static let warmUpFrames = 400
        static let frames = 600
        /// The growth of live heap bytes allowed between the first and the last 25 measured frames
        /// (575 frames apart): 256 KiB, under 500 bytes a frame. One leaked frame surface (480 KB at
        /// 400 × 300) or a kilobyte a frame exceeds it.
        static let allowedGrowth = 256 * 1024

        final class Rows: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row) — a walk by the river"
                return cell
            }
        }

        @Test func scrollingATableFrameAfterFrameLeavesTheHeapWhereItWas() throws {
            let window = UIWindow(device: .desktop)
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            let rows = Rows()
            let table = UITableView(frame: window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            window.rootView = table
            let clock = TestClock()
            window.clock = clock
            let host = try WindowHost(window: window, configuration: .headless)
            defer { host.close() }
            host.runOnce()
            let center = CGPoint(x: 200, y: 150)
            func step(_ index: Int) {
                let down = (index / Self.stepsPerPass).isMultiple(of: 2)
                host.post(.wheel(notches: CGSize(width: 0, height: down ? -1 : 1), at: center))
                host.runOnce()
                clock.advance(by: .milliseconds(16))
            }
            for index in 0..<Self.warmUpFrames { step(index) }
            let presented = host.statistics.presentedFrameCount
            let cells = table.allocatedCellCount
            var samples: [Int] = []
            for index in Self.warmUpFrames..<(Self.warmUpFrames + Self.frames) {
                step(index)
                samples.append(LiveHeap.bytesInUse)
            }
            #expect(host.statistics.presentedFrameCount - presented == Self.frames)
            #expect(table.allocatedCellCount == cells)
            withExtendedLifetime(rows) {}
            // Medians of the first and last 25 frames, so one frame's passing allocation does not decide it.
            let edge = 25
            func median(_ values: ArraySlice<Int>) -> Int { values.sorted()[values.count / 2] }
            let growth = median(samples.suffix(edge)) - median(samples.prefix(edge))
            print("scroll soak: live heap grew by \(growth) bytes over \(Self.frames - edge) frames")
            #expect(growth < Self.allowedGrowth, "live heap grew by \(growth) bytes over \(Self.frames - edge) frames")
        }
    }
}
