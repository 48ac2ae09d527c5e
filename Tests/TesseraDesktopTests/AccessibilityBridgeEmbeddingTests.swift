import Foundation
import TesseraDesktop
import TesseraTesting
import TesseraUI
import Testing

/// How the bridge asks a registry to embed the application, against a registry that refuses at
/// first (`fake-registry.py`, on a private bus that serves as the accessibility bus).
@MainActor
@Suite(.serialized) struct AccessibilityBridgeEmbeddingTests {
    struct Report: Decodable {
        var calls: [String]?
        var error: String?
    }

    @Test func aRefusedEmbedIsAskedAgainAfterTakingTheFirstBack() async throws {
        let registry = try PrivateSessionScript.start("fake-registry.py", arguments: [])
        defer { registry.terminate() }
        let address = try await registry.waitForSessionBus()
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.rootView = UIView()
        let bridge = try #require(
            try AccessibilityBridge.connect(
                window: window, applicationName: "Embedding", windowTitle: "Embedding", sessionBusAddress: address,
                environment: ["AT_SPI_BUS_ADDRESS": address]))
        defer { bridge.close() }
        #expect(await bridge.serve(window, while: { registry.isRunning }, limit: .seconds(1790)))
        // The last answer may have arrived after the loop's last turn (a loaded run keeps the main
        // actor for minutes): take it now. A success clears the first refusal's error.
        bridge.dispatchPending()
        let line = try #require(registry.report, "the registry printed no report: \(registry.diagnostics)")
        let report = try JSONDecoder().decode(Report.self, from: Data(line.utf8))
        #expect(report.error == nil)
        #expect(report.calls == ["Embed", "Unembed", "Embed"])
        #expect(bridge.embeddingError == nil)
    }
}
