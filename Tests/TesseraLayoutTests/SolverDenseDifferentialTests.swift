import Foundation
import TesseraLayout
import Testing

/// Tessera's solver against kiwisolver on denser seeded random systems (6–30 variables, 10–90
/// constraints over 2–5 variables each), where degenerate pivots are common: the anti-cycling rule
/// must not change any answer kiwisolver gives. kiwisolver answers live, through
/// `Benchmarks/kiwi/dense_corpus.py` in the venv that `make bootstrap` makes; systems on which
/// kiwisolver crashes or stalls are left out by the script.
///
/// `make test` checks the first 100 systems; `TESSERA_SOLVER_DENSE_SYSTEMS=1000` checks more.
@Suite("Solver against kiwisolver on dense systems")
struct SolverDenseDifferentialTests {
    static let systemCount =
        ProcessInfo.processInfo.environment["TESSERA_SOLVER_DENSE_SYSTEMS"].flatMap(Int.init) ?? 100

    /// The repository root (this file is Tests/TesseraLayoutTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the generator; its corpus, or why there is none.
    static func kiwisolverCorpus(systems: Int) -> Result<SolverDifferentialTests.Corpus, DenseCorpusError> {
        let python = root.appendingPathComponent(".build/venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            return .failure(DenseCorpusError(reason: "no kiwisolver venv at \(python.path); run make bootstrap"))
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [root.appendingPathComponent("Benchmarks/kiwi/dense_corpus.py").path, String(systems)]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            return .failure(DenseCorpusError(reason: "cannot run \(python.path): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let corpus = try? JSONDecoder().decode(SolverDifferentialTests.Corpus.self, from: data)
        else {
            return .failure(DenseCorpusError(reason: "dense_corpus.py failed (status \(process.terminationStatus))"))
        }
        return .success(corpus)
    }

    @Test func denseSystemsAgreeWithKiwisolver() throws {
        let corpus = try Self.kiwisolverCorpus(systems: Self.systemCount).get()
        // kiwisolver crashes or stalls on some systems; most must remain to compare.
        #expect(corpus.systems.count >= Self.systemCount / 3)
        var failures: [String] = []
        for system in corpus.systems {
            let problems = SolverDifferentialTests.replay(system)
            if !problems.isEmpty { failures.append("system \(system.id): \(problems.joined(separator: "; "))") }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(corpus.systems.count) systems disagree:\n\(failures.prefix(20).joined(separator: "\n"))"
        )
    }
}

struct DenseCorpusError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
