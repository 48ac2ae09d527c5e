import Foundation
import TesseraTesting
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// The host's own accessibility bridge (`exposesAccessibility`) against a real AT-SPI registry
    /// on a private session bus: the registry embeds the window, and libatspi walks it while the
    /// host's loop answers.
    @Suite("Host accessibility")
    @MainActor
    struct HostAccessibilityTests {
        /// One object of `atspi-client.py walk`'s report.
        struct Object: Decodable {
            var role: String
            var name: String
            var depth: Int
            var actions: [String]?
        }

        struct Report: Decodable {
            var application: String?
            var tree: [Object]?
            var error: String?
        }

        @Test func aRegistryClientWalksTheHostsWindow() async throws {
            let client = try PrivateSessionScript.start("atspi-client.py", arguments: ["walk", "Host Walk"])
            defer { client.terminate() }
            let address = try await client.waitForSessionBus()
            let scene = Scene()
            scene.button.setTitle("Apply", for: .normal)
            var configuration = WindowHost.Configuration.headless
            configuration.title = "Host Walk"
            configuration.exposesAccessibility = true
            configuration.sessionBusAddress = address
            let host = try scene.openHost(configuration)
            defer { host.close() }
            #expect(host.desktopServiceError == nil)
            let bridge = try #require(host.accessibility)
            let deadline = ContinuousClock.now + .seconds(1790)
            while client.isRunning, ContinuousClock.now < deadline {
                await host.run(turns: 1, timeout: .milliseconds(5))
            }
            #expect(!client.isRunning, "the client did not finish: \(client.diagnostics)")
            #expect(bridge.embeddingError == nil)
            let line = try #require(client.report, "the client printed no report: \(client.diagnostics)")
            let report = try JSONDecoder().decode(Report.self, from: Data(line.utf8))
            #expect(report.error == nil, "\(line)")
            #expect(report.application == "Host Walk")
            let tree = report.tree ?? []
            #expect(tree.map(\.role) == ["application", "frame", "push button"])
            #expect(tree.map(\.name) == ["Host Walk", "Host Walk", "Apply"])
            #expect(tree.last?.actions == ["click"])
        }
    }
}
