import Foundation
import TesseraDesktop
import TesseraTesting
import TesseraUI
import Testing

/// What `atspi-client.py` reports: the objects it walked, in depth-first order.
struct ClientReport: Decodable {
    struct Object: Decodable, Hashable {
        var role: String
        var name: String
        var states: [String]
        var interfaces: [String]
        var depth: Int
        var actions: [String]?
        var extents: [Int]?
    }

    var application: String?
    var toolkit: String?
    var tree: [Object]?
    var error: String?
    /// The restart scenario: the bus names the registry listed before and after it restarted.
    var listedBefore: [String]?
    var listedAfter: [String]?
}

/// Runs the AT-SPI client's `scenario` against a bridge for `window` on a private session bus
/// with a real registry, serving the window until the client ends (bounded).
@MainActor
func runRegistryClient(_ scenario: String, window: UIWindow, name: String) async throws -> (
    ClientReport, AccessibilityBridge
) {
    let client = try PrivateSessionScript.start("atspi-client.py", arguments: [scenario, name])
    defer { client.terminate() }
    let address = try await client.waitForSessionBus()
    let bridge = try #require(
        try AccessibilityBridge.connect(
            window: window, applicationName: name, windowTitle: name, sessionBusAddress: address))
    #expect(
        await bridge.serve(window, while: { client.isRunning }, limit: .seconds(1790)),
        "the client did not finish: \(client.lines)")
    let line = try #require(client.report, "the client printed nothing: \(client.lines)")
    return (try JSONDecoder().decode(ClientReport.self, from: Data(line.utf8)), bridge)
}
