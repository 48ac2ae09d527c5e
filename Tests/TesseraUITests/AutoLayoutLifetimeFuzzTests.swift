import Foundation
import TesseraCore
import TesseraLayout
import TesseraUI
import Testing

/// Auto Layout lifetimes under seeded random sequences (`LifetimeFuzzScenario`): views, guides,
/// constraints, `layout` DSL handles, stack views, windows, engine-made constraints and layout engines
/// are made, related, moved between trees, laid out and let go in random order.
///
/// Checked after every step: kept constraints, handles and guides return their items while those
/// live and nil once they die, and constraints with a dead item are inactive. Checked once every root
/// is laid out: no constraint with live items is left orphaned, every active constraint relates items
/// of one tree, and active required widths hold. Checked at the end: once the sequence lets go of
/// everything, no view, guide, layout node, constraint or engine is left alive. Run under
/// AddressSanitizer, the sequences also show any access to freed memory.
///
/// The defaults are cheap enough for every `make test`. The environment asks for more:
/// - `FUZZ_SEEDS`: how many seeds (default 64), from `FUZZ_FIRST_SEED` (default 1);
/// - `FUZZ_STEPS`: steps per seed (default 200);
/// - `FUZZ_VERBOSE`: prints the steps taken per seed, and what survived and what holds it.
///
/// ```sh
/// SWIFT_BACKTRACE=enable=no FUZZ_SEEDS=1000 FUZZ_STEPS=300 swift test --filter AutoLayoutLifetimeFuzz
/// ```
@MainActor
@Suite struct AutoLayoutLifetimeFuzzTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    nonisolated static let firstSeed = UInt64(environment["FUZZ_FIRST_SEED"] ?? "") ?? 1
    nonisolated static let seedCount = UInt64(environment["FUZZ_SEEDS"] ?? "") ?? 64
    static let steps = Int(environment["FUZZ_STEPS"] ?? "") ?? 200
    static let isVerbose = environment["FUZZ_VERBOSE"] != nil

    @Test(arguments: Array(firstSeed..<(firstSeed + seedCount)))
    func randomLifetimesKeepReferencesTrueAndLeaveNothingAlive(seed: UInt64) {
        let scenario = LifetimeFuzzScenario(seed: seed)
        scenario.run(steps: Self.steps)
        if Self.isVerbose {
            let counts = scenario.stepCounts.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue) \($0.value)" }
            let alive = "views alive \(scenario.liveViews.count)/\(scenario.madeViews.count)"
            print("seed \(seed): \(counts.joined(separator: ", ")); \(alive)")
        }
        scenario.releaseEverything()
        let survivors = scenario.survivors
        if Self.isVerbose, survivors != LifetimeFuzzScenario.Survivors() {
            print("seed \(seed) survivors:\n\(scenario.describeSurvivors())\n\(scenario.log.joined(separator: "\n"))")
        }
        #expect(survivors.views == 0, "\(scenario.recentSteps)")
        #expect(survivors.guides == 0, "\(scenario.recentSteps)")
        #expect(survivors.layoutNodes == 0, "\(scenario.recentSteps)")
        #expect(survivors.constraints == 0, "\(scenario.recentSteps)")
        #expect(survivors.engines == 0, "\(scenario.recentSteps)")
    }

    /// The fuzz test is only as good as its steps: the first four default sequences take every kind of
    /// step between them, and let views die while constraints that mention them live on.
    @Test func theFirstSequencesTakeEveryStepAndOutliveViews() {
        var stepCounts: [LifetimeFuzzScenario.StepKind: Int] = [:]
        var keptWithADeadItem = 0
        for seed in UInt64(1)...4 {
            let scenario = LifetimeFuzzScenario(seed: seed)
            scenario.run(steps: 200)
            stepCounts.merge(scenario.stepCounts, uniquingKeysWith: +)
            keptWithADeadItem += scenario.keptConstraints.count(where: { $0.constraint.firstItem == nil })
            scenario.releaseEverything()
            #expect(scenario.survivors == LifetimeFuzzScenario.Survivors(), "seed \(seed)")
        }
        for kind in LifetimeFuzzScenario.StepKind.allCases {
            #expect(stepCounts[kind, default: 0] > 0, "\(kind) never taken")
        }
        #expect(keptWithADeadItem > 0)
    }
}
