import Tessera
import Testing

// No `import Observation` in this file on purpose: issue 17 — every model needs `@Observable`, and
// `import Tessera` (through TesseraCore) must bring it.
@Observable private final class CounterModel {
    var count = 0
}

@MainActor
@Suite struct ObservationExportTests {
    @Test func aModelDeclaredWithOnlyTesseraImportedDeliversThroughABinding() async {
        let model = CounterModel()
        let lifetime = Lifetime()
        var seen: [Int] = []
        Binding.observe(model, \.count) { seen.append($0) }.store(in: lifetime)
        model.count = 3
        await Binding.flush()
        #expect(seen == [0, 3])
        lifetime.cancel()
    }
}
