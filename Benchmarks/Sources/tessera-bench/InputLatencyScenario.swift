// latency/<wheel|drag|typing>/<p50|p99> (issue 16, "latency measured, not guessed"): the time from an
// input event's arrival to the presentation of the frame that shows it, recorded by the window host
// itself (`WindowHost.inputLatency`; see InputLatency.swift for what is stamped where), on the search
// screen of SearchListScreen.swift through the headless host (SDL's offscreen driver, software
// rendering — the same path as on screen up to the final blit).
//
//   wheel  — 200 wheel notches down the list (40 points each: rows arrive that no frame has drawn);
//   drag   — 200 motion events of two drags up the list (100 each, 6 points apart), button held;
//   typing — about 200 characters typed into the search field as a keyboard sends them (key down,
//            text, key up; a key down and its text are handled in one turn and stamped by one frame,
//            so a character gives two samples), word by word, each word replacing the last (Ctrl+A),
//            the list filtered and reloaded on every edit.
// Each event is posted, then the host runs one turn (HostTurn.swift: the main queue's due work, then
// handle, lay out, render, upload, present).
// Wall-clock time: the latency a person sees includes whatever else the machine is doing.
//
// `base` is the 16 ms frame budget at 60 Hz, so `ratio` = ours / 16 and ratio ≤ 1 means the target
// is met: p99 ≤ 16 ms is issue 16's target; p50 is printed against the same budget for comparison.
import Foundation
import TesseraHost
import TesseraUI

@MainActor
enum InputLatencyScenario {
    static let frameBudget = 16.0  // milliseconds
    static let steps = 200
    static let words = ["river", "harbour", "garden", "walk by", "entry 12", "market", "station", "meadow"]

    typealias Line = BenchmarkLine

    static func run(only: String?) throws -> [Line] {
        let kinds = InputLatency.Kind.allCases
        let names = kinds.flatMap { ["latency/\($0.rawValue)/p50", "latency/\($0.rawValue)/p99"] }
        guard only.map({ filter in names.contains { $0.hasPrefix(filter) || filter.hasPrefix($0) } }) ?? true else {
            return []
        }
        let screen = SearchListScreen()
        let host = try WindowHost(window: screen.window, configuration: .headless)
        defer { host.close() }
        host.runOnce()  // the first frame: the whole window
        host.inputLatency = InputLatency()

        // Per kind, for the record: the main thread's CPU time per turn (what the latency would be on
        // an idle machine, less the time in SDL and the kernel's scheduling) and pixels rasterised per frame.
        var costs: [InputLatency.Kind: String] = [:]
        func phase(_ kind: InputLatency.Kind, _ body: () -> Int) {
            let (cpu, before) = (threadCPUTime(), host.statistics)
            let turns = body()
            let after = host.statistics
            let frames = max(1, after.renderedFrameCount - before.renderedFrameCount)
            costs[kind] =
                "main-thread CPU \((threadCPUTime() - cpu) * 1e3 / Double(turns)) ms a turn, \((after.renderedPixelCount - before.renderedPixelCount) / frames) pixels rasterised a frame"
        }
        phase(.wheel) {
            for _ in 0..<steps {
                host.turn(.wheel(notches: CGSize(width: 0, height: -1), at: screen.tableCenter))
            }
            return steps
        }
        phase(.drag) {
            let strokes = 2
            for _ in 0..<strokes {
                var location = CGPoint(x: screen.tableCenter.x, y: screen.table.frame.maxY - 20)
                host.turn(.mouseDown(location))
                for _ in 0..<(steps / strokes) {
                    location.y -= 6
                    host.turn(.mouseMove(location))
                }
                host.turn(.mouseUp(location))
            }
            return steps + 2 * strokes
        }
        phase(.typing) {
            host.turn(.mouseDown(screen.fieldCenter), .mouseUp(screen.fieldCenter))
            var (typed, turns, wordIndex) = (0, 1, 0)
            while typed < steps {
                let word = words[wordIndex % words.count]
                wordIndex += 1
                host.turn(.keyDown(.character("a"), modifiers: .control), .keyUp(.character("a"), modifiers: .control))
                turns += 1
                for character in word.prefix(steps - typed) {
                    let key = Key.character(character)
                    host.turn(.keyDown(key), .text(String(character)), .keyUp(key))
                    typed += 1
                    turns += 1
                }
            }
            return turns
        }

        guard let latency = host.inputLatency else { return [] }
        var lines: [Line] = []
        for kind in kinds {
            let samples = latency.samples(of: kind)
            let milliseconds = { (value: Duration?) in value.map(Self.milliseconds) ?? .nan }
            FileHandle.standardError.write(
                Data(
                    "latency/\(kind.rawValue): \(samples.count) samples, max \(milliseconds(samples.max())) ms, \(costs[kind] ?? "")\n"
                        .utf8))
            lines.append(
                Line(
                    name: "latency/\(kind.rawValue)/p50", ours: milliseconds(latency.percentile(0.5, of: kind)),
                    base: frameBudget, unit: "ms"))
            lines.append(
                Line(
                    name: "latency/\(kind.rawValue)/p99", ours: milliseconds(latency.percentile(0.99, of: kind)),
                    base: frameBudget, unit: "ms"))
        }
        FileHandle.standardError.write(
            Data(
                "latency: \(host.statistics.presentedFrameCount) frames presented, \(screen.table.numberOfRows(inSection: 0)) rows shown at the end, offset \(screen.table.contentOffset.y)\n"
                    .utf8))
        return lines.filter { line in only.map { line.name.hasPrefix($0) || $0.hasPrefix(line.name) } ?? true }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}
