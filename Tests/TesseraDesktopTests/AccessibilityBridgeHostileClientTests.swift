import Foundation
import TesseraDesktop
import TesseraTesting
import TesseraUI
import Testing

/// The bridge takes outside data from any client on the accessibility bus (issue 19): a client that
/// sends what no screen reader would — wrong types, unknown names, offsets out of range, megabyte
/// answers, thousands of calls, calls it abandons or trickles — gets a D-Bus error or a clamped
/// answer, and the app keeps answering others and drawing throughout.
@MainActor
@Suite(.serialized) struct AccessibilityBridgeHostileClientTests {
    /// 10 000 lines of 100 characters (99 and a line break): 1 000 000 characters.
    static let megabyte = (0..<10_000).map {
        "line \($0) ".padding(toLength: 99, withPad: "lorem ipsum ", startingAt: 0) + "\n"
    }
    .joined()

    @Test func hostileCallsGetErrorsOrClampedAnswersAndTheAppKeepsDrawing() async throws {
        #expect(Self.megabyte.count == 1_000_000)
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let root = UIView()
        window.rootView = root
        let big = UILabel(frame: CGRect(x: 8, y: 8, width: 300, height: 24))
        big.text = Self.megabyte
        big.accessibilityLabel = "Big"
        let field = UITextField(
            frame: CGRect(x: 8, y: 40, width: 200, height: 36), text: "Hello world", placeholder: "Field")
        let ticker = UIView(frame: CGRect(x: 8, y: 90, width: 10, height: 10))  // changes every turn: every turn draws
        for view in [big, field, ticker] { root.addSubview(view) }
        window.layoutIfNeeded()

        let name = "Hostile Client"
        let client = try PrivateSessionScript.start("atspi-client.py", arguments: ["hostile", name])
        defer { client.terminate() }
        let address = try await client.waitForSessionBus()
        let bridge = try #require(
            try AccessibilityBridge.connect(
                window: window, applicationName: name, windowTitle: name, sessionBusAddress: address))
        defer { bridge.close() }
        var turnsAnswering = 0
        var mostPerTurn = 0
        var turn = 0
        let deadline = ContinuousClock.now + .seconds(1790)
        while client.isRunning, ContinuousClock.now < deadline {
            window.layoutIfNeeded()
            let answered = bridge.dispatchPending()
            if answered > 0 { turnsAnswering += 1 }
            mostPerTurn = max(mostPerTurn, answered)
            turn += 1
            ticker.backgroundColor = turn.isMultiple(of: 2) ? .red : .blue
            #expect(window.needsDisplay)  // every turn draws, between the batches of calls
            _ = window.makeDisplayListForDisplay()
            bridge.update()
            try await Task.sleep(for: .milliseconds(5))
        }
        let line = try #require(client.report, "the client printed no report: \(client.diagnostics)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        #expect(report["error"] == nil, "\(line.prefix(2000))")
        let answers = try #require(report["answers"] as? [String: Any], "\(line.prefix(2000))")
        func error(_ key: String) -> String? {
            (answers[key] as? String).flatMap { $0.hasPrefix("error:") ? String($0.dropFirst(6)) : nil }
        }
        func values(_ key: String) -> [Any]? { answers[key] as? [Any] }

        #expect(error("wrongTypes") == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(error("missingArgument") == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(
            error("unknownInterface")?.hasPrefix("org.freedesktop.DBus.Error.Unknown") == true,
            "\(answers["unknownInterface"] ?? "")")
        #expect(error("unknownMethod") == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(
            error("unknownObject")?.hasPrefix("org.freedesktop.DBus.Error.Unknown") == true,
            "\(answers["unknownObject"] ?? "")")
        #expect(values("negativeRange") as? [String] == ["Hello world"])
        #expect(values("reversedRange") as? [String] == [""])
        #expect(values("characterPastEnd") as? [Int] == [0])
        #expect(values("characterNegative") as? [Int] == [0])
        #expect(values("wordPastEnd")?.first as? String == "world")
        #expect(error("badGranularity") == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(values("extentsNegative")?.count == 4)
        #expect(values("deleteNegative") as? [Bool] == [false])
        let inserted = values("insertPastEnd") as? [Bool]
        #expect(values("fieldText") as? [String] == [inserted == [true] ? "Hello world!" : "Hello world"])
        #expect(answers["bigText"] as? Int == 1_000_000)
        let lastWord = try #require(answers["bigLastWord"] as? [Any], "\(answers["bigLastWord"] ?? "")")
        let start = try #require(lastWord[1] as? Int)
        let end = try #require(lastWord[2] as? Int)
        #expect(start <= 999_990 && 999_990 < end && end <= 1_000_000)
        #expect(values("afterLeaver")?.count == 1)
        #expect(values("afterSilent")?.count == 1)
        #expect(values("duringSlow") as? [String] == ["Hel"])
        #expect((answers["slowReplyBytes"] as? Int ?? 0) > 0)
        #expect(answers["burstUnanswered"] as? Int == 0)
        #expect(answers["burstErrors"] as? Int == 0)
        // The burst's 4 000 calls took at least 4 000 / 64 turns, each drawn: never one long stall.
        #expect(turnsAnswering >= 4_000 / AccessibilityBridge.maximumCallsPerDispatch)
        #expect(mostPerTurn <= AccessibilityBridge.maximumCallsPerDispatch + 256)  // + rounds of other callbacks
    }
}
