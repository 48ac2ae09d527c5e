import Foundation
import Testing

@testable import TesseraStore

/// `tessera_json_text`, the SQL function that reads a JSON string literal whole (SQLite's own JSON
/// functions end it at an escaped NUL).
@Suite struct JSONTextFunctionTests {
    @Test func decodesEveryEscapeAndKeepsNUL() {
        #expect(decode(#""secret\u0000suffix""#) == "secret\u{0}suffix")
        #expect(decode(#""\u0000""#) == "\u{0}")
        #expect(
            decode(#""tab\there \"quoted\" back\\slash \/ é \ud83e\uddf5""#) == "tab\there \"quoted\" back\\slash / é 🧵"
        )
        #expect(decode(#""""#) == "")
        #expect(decode(#""\\u0000""#) == "\\u0000")
    }

    @Test func anythingButOneStringLiteralIsNil() {
        #expect(decode("42") == nil)
        #expect(decode("null") == nil)
        #expect(decode(#"["a"]"#) == nil)
        #expect(decode(#""unterminated"#) == nil)
        #expect(decode(#""a" "b""#) == nil)
        #expect(decode("") == nil)
    }

    @Test func sqlSeesTheWholeText() throws {
        let store = try Store.inMemory(models: allModels)
        let text = try store.read { db in
            try db.connection.scalar(#"SELECT tessera_json_text('["a\u0000b"]' -> '$[0]')"#)
        }
        #expect(text == .text("a\u{0}b"))
        let notText = try store.read { db in try db.connection.scalar("SELECT tessera_json_text(12)") }
        #expect(notText == .null)
    }

    private func decode(_ json: String) -> String? {
        var json = json
        return json.withUTF8 { JSONTextFunction.decode($0) }
    }
}
