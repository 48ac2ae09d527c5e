import Testing

@testable import TesseraCore

@Suite struct LoggerTests {
    @Test func recordsBelowTheMinimumLevelAreDropped() {
        let sink = MemoryLogSink()
        let hub = LogHub(sinks: [sink], minimumLevel: .warning)
        let log = Logger(category: "test", hub: hub)
        log.info("hidden")
        log.warning("shown", metadata: ["b": "2", "a": "1"])
        #expect(sink.records.map(\.message) == ["shown"])
        #expect(sink.records.first?.formatted == "[warning] test: shown {a=1, b=2}")
    }

    @Test func removedSinksReceiveNothing() {
        let sink = MemoryLogSink()
        let hub = LogHub(sinks: [sink], minimumLevel: .trace)
        hub.removeSink(sink)
        Logger(category: "x", hub: hub).error("lost")
        #expect(sink.records.isEmpty)
    }
}
