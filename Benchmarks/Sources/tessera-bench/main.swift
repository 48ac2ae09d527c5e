// `make bench`: the solver/* scenarios of issue 3, each solved by Tessera's solver (timed here) and by
// kiwisolver (timed by Benchmarks/kiwi/kiwi_bench.py in its own process) from the same JSON spec.
//
// Options: --quick (3 runs each), --runs N, --split (suggest vs read times), --only <name prefix>, --no-base (skip kiwisolver),
// --keep-specs <dir> (write the specs there). Environment: TESSERA_KIWI_PYTHON (default
// .build/venv/bin/python).
import Foundation
import TesseraCore

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let withBase = !arguments.contains("--no-base")
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
let keepSpecs = arguments.firstIndex(of: "--keep-specs").map { arguments[$0 + 1] }
let runsOverride = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) }

var specs: [BenchmarkSpec] = []
for cells in [10, 25, 50, 100] {
    specs.append(FeedCellScenario.spec(cells: cells, shared: false))
    specs.append(FeedCellScenario.spec(cells: cells, shared: true))
}
specs.append(SolverScenarios.chain(mode: .build))
specs.append(SolverScenarios.chain(mode: .suggest))
for size in [10, 20, 30] {
    specs.append(SolverScenarios.grid(size, mode: .build))
    specs.append(SolverScenarios.grid(size, mode: .suggest))
}
for count in [1000, 2000, 4000, 8000] {
    specs.append(SolverScenarios.unanchoredChain(count))
}
specs.append(SolverScenarios.dense())
specs.append(EnamlScenario.spec(mode: .build))
specs.append(EnamlScenario.spec(mode: .suggest))
if let only { specs = specs.filter { $0.name.hasPrefix(only) } }
if quick {
    specs = specs.map {
        var spec = $0
        spec.runs = min(spec.runs, 3)
        return spec
    }
}
if let runsOverride {
    specs = specs.map {
        var spec = $0
        spec.runs = runsOverride
        return spec
    }
}

let directory =
    keepSpecs.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
var specPaths: [String] = []
let encoder = JSONEncoder()
for (index, spec) in specs.enumerated() {
    let url = directory.appendingPathComponent(String(format: "%02d.json", index))
    try encoder.encode(spec).write(to: url)
    specPaths.append(url.path)
}

if arguments.contains("--split") {
    for spec in specs where spec.mode == .suggest {
        var runner = TesseraRunner(spec)
        let (suggest, read) = try runner.splitSuggest()
        print(
            "SPLIT name=\(spec.name) suggest=\(BenchmarkLine.format(suggest)) read=\(BenchmarkLine.format(read)) unit=us"
        )
    }
    exit(0)
}

let environment = ProcessInfo.processInfo.environment
let python = environment["TESSERA_KIWI_PYTHON"] ?? ".build/venv/bin/python"
let kiwi = withBase ? BaselineServer(executable: python, arguments: ["Benchmarks/kiwi/kiwi_bench.py"]) : nil
if withBase && kiwi == nil {
    FileHandle.standardError.write("kiwisolver not found (\(python)); base is nan\n".data(using: .utf8)!)
}
// Kiwi compiled from kiwisolver's C++ sources (`make bench` builds it): the solver-cpp/* lines.
let kiwiCompiled = environment["TESSERA_KIWI_CPP"] ?? ".build/kiwi-bench"
let compiledKiwi = withBase ? BaselineServer(executable: kiwiCompiled, arguments: []) : nil
if withBase && compiledKiwi == nil {
    FileHandle.standardError.write(
        "compiled Kiwi not found (\(kiwiCompiled)); no solver-cpp lines\n".data(using: .utf8)!)
}

func median(_ samples: [Double]) -> Double {
    samples.isEmpty ? .nan : samples.sorted()[samples.count / 2]
}

// Run by run, alternating the solvers (after one warm-up run each), so load changes hit both alike.
var results: [(spec: BenchmarkSpec, ours: Double, base: Double, compiled: Double)] = []
for (spec, path) in zip(specs, specPaths) {
    var runner = TesseraRunner(spec)
    var oursSamples: [Double] = []
    var baseSamples: [Double] = []
    var compiledSamples: [Double] = []
    for run in 0...spec.runs {
        let mine = try runner.sample()
        let theirs = spec.hasBaseline ? kiwi?.sample(forSpecAt: path) ?? .nan : .nan
        let compiled = spec.hasBaseline ? compiledKiwi?.sample(forSpecAt: path) ?? .nan : .nan
        if run > 0 {
            oursSamples.append(mine)
            if !theirs.isNaN { baseSamples.append(theirs) }
            if !compiled.isNaN { compiledSamples.append(compiled) }
        }
    }
    let mine = median(oursSamples)
    let theirs = median(baseSamples)
    let compiled = median(compiledSamples)
    results.append((spec, mine, theirs, compiled))
    FileHandle.standardError.write(
        "\(spec.name): ours \(mine) base \(theirs) compiled \(compiled) \(spec.unit) (checksum \(runner.checksum))\n"
            .data(using: .utf8)!)
}
kiwi?.finish()
compiledKiwi?.finish()
if keepSpecs == nil {
    // Only the spec files written above: a directory of that name that held anything else stays.
    do {
        try OwnedFileRemover.removeDirectory(
            directory, owning: specPaths.map { URL(fileURLWithPath: $0).lastPathComponent })
    } catch {
        FileHandle.standardError.write(Data("tessera-bench: \(error)\n".utf8))
    }
}

for (spec, mine, theirs, _) in results {
    print(BenchmarkLine(name: spec.name, ours: mine, base: theirs, unit: spec.unit).text)
}
// The same scenarios against compiled Kiwi: `solver-cpp/<scenario>`.
for (spec, mine, _, compiled) in results where compiledKiwi != nil && spec.hasBaseline {
    let name = "solver-cpp/" + spec.name.dropFirst("solver/".count)
    print(BenchmarkLine(name: name, ours: mine, base: compiled, unit: spec.unit).text)
}

// image/* scenarios (issue 6), timed in-process against gdk-pixbuf and a dictionary: ImageScenarios.swift.
for line in try ImageScenarios.run(only: only, runs: runsOverride ?? (quick ? 3 : 9)) {
    print(line.text)
}

// layout/e2e-vs-frames (issue 3): feed cells through the view API, constraints vs hand-written frames:
// LayoutEndToEndScenario.swift.
for line in LayoutEndToEndScenario.run(only: only, runs: runsOverride ?? (quick ? 3 : 9)) {
    print(line.text)
}

// layout/chain/N=… (issue 19, D15): chains of views, each against the chain half as long.
for line in LayoutChainScenario.run(only: only) {
    print(line.text)
}

// store/* scenarios (issue 6), timed in-process against the raw SQLite C API: StoreScenarios.swift.
for line in try StoreScenarios.run(only: only, runs: runsOverride ?? (quick ? 3 : 7)) {
    print(line.text)
}

// calendar/* scenarios (issue 19): reading and importing N events against libical's parser: CalendarScenarios.swift.
for line in try CalendarScenarios.run(only: only, runs: runsOverride ?? (quick ? 3 : 5)) {
    print(line.text)
}

// table/scroll-frame (issue 5): one scroll frame of a 10,000-row table against a static frame: TableScrollScenario.swift.
for line in TableScrollScenario.run(only: only, frames: quick ? 60 : 300) {
    print(line.text)
}

// frame/fade-vs-redraw (issue 16): a frame of an opacity animation with the fading layer's raster kept against
// drawing the layer again: FadeScenario.swift.
for line in FadeScenario.run(only: only, frames: quick ? 60 : 200) {
    print(line.text)
}

// frame/backdrop: a frame with two blurred bars against the same frame with the bars' tint only:
// BackdropScenario.swift.
for line in BackdropScenario.run(only: only, frames: quick ? 20 : 60) {
    print(line.text)
}

// frame/push-vs-redraw (issue 16): the frames of a navigation push starting from the last frame's pixels against
// drawing each whole: PushScenario.swift.
for line in PushScenario.run(only: only, pushes: quick ? 3 : 10) {
    print(line.text)
}

// text/edit-paragraph (issue 19, D13): re-laying out a long text after a one-paragraph edit against laying it
// all out again: TextEditScenario.swift.
for line in TextEditScenario.run(only: only, runs: runsOverride ?? (quick ? 3 : 5)) {
    print(line.text)
}

// latency/<wheel|drag|typing>/<p50|p99> (issue 16): input to presented frame through the headless window
// host, against the 16 ms frame budget (ratio ≤ 1: met): InputLatencyScenario.swift.
for line in try InputLatencyScenario.run(only: only) {
    print(line.text)
}

// memory/scroll-60s (issue 16): the resident set after 60 s of scrolling against after 1 s (ratio ≤ 1.10:
// met): ScrollMemoryScenario.swift.
for line in try ScrollMemoryScenario.run(only: only) {
    print(line.text)
}
