// `make bench`: the solver/* scenarios of issue 3, each solved by Tessera's solver (timed here) and by
// kiwisolver (timed by Benchmarks/kiwi/kiwi_bench.py in its own process) from the same JSON spec.
//
// Options: --quick (3 runs each), --runs N, --split (suggest vs read times), --only <name prefix>, --no-base (skip kiwisolver),
// --keep-specs <dir> (write the specs there). Environment: TESSERA_KIWI_PYTHON (default
// .build/venv/bin/python).
import Foundation

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
specs.append(EnamlScenario.spec(mode: .build))
specs.append(EnamlScenario.spec(mode: .suggest))
if let only { specs = specs.filter { $0.name.hasPrefix(only) } }
if quick { specs = specs.map { var spec = $0; spec.runs = min(spec.runs, 3); return spec } }
if let runsOverride { specs = specs.map { var spec = $0; spec.runs = runsOverride; return spec } }

let directory = keepSpecs.map { URL(fileURLWithPath: $0) }
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
        print("SPLIT name=\(spec.name) suggest=\(format(suggest)) read=\(format(read)) unit=us")
    }
    exit(0)
}

var ours: [String: Double] = [:]
for spec in specs {
    var runner = TesseraRunner(spec)
    ours[spec.name] = try runner.run()
    FileHandle.standardError.write("ours \(spec.name): \(ours[spec.name]!) \(spec.unit) (checksum \(runner.checksum))\n".data(using: .utf8)!)
}

var base: [String: Double] = [:]
let python = ProcessInfo.processInfo.environment["TESSERA_KIWI_PYTHON"] ?? ".build/venv/bin/python"
let script = "Benchmarks/kiwi/kiwi_bench.py"
if withBase && FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: script) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script] + specPaths
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, let value = Double(fields[1]) { base[String(fields[0])] = value }
    }
} else if withBase {
    FileHandle.standardError.write("kiwisolver not found (\(python)); base is nan\n".data(using: .utf8)!)
}
if keepSpecs == nil { try? FileManager.default.removeItem(at: directory) }

func format(_ value: Double) -> String {
    value.isNaN ? "nan" : String(format: value >= 100 ? "%.1f" : (value >= 1 ? "%.3f" : "%.4f"), value)
}

for spec in specs {
    let mine = ours[spec.name] ?? .nan, theirs = base[spec.name] ?? .nan
    print("BENCH name=\(spec.name) ours=\(format(mine)) base=\(format(theirs)) unit=\(spec.unit) ratio=\(format(mine / theirs))")
}
