import TesseraTesting
import Testing

@Suite struct RecordModeTests {
    @Test func defaultsToRecordingMissingReferences() {
        #expect(RecordMode.mode(environment: [:]) == .missing)
    }

    @Test func readsTheEnvironmentVariable() {
        #expect(RecordMode.mode(environment: ["TESSERA_RECORD": "all"]) == .all)
        #expect(RecordMode.mode(environment: ["TESSERA_RECORD": "NEVER"]) == .never)
        #expect(RecordMode.mode(environment: ["TESSERA_RECORD": "sometimes"]) == .missing)
    }

    @Test func continuousIntegrationNeverRecords() {
        #expect(RecordMode.mode(environment: ["CI": "true", "TESSERA_RECORD": "all"]) == .never)
        #expect(RecordMode.mode(environment: ["CI": "1"]) == .never)
        #expect(RecordMode.mode(environment: ["CI": "false"]) == .missing)
    }
}
