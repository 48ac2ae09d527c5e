import CSQLite
import Foundation

/// The SQL function `tessera_json_text(json)`, registered on every connection: the text of a JSON
/// string literal with every escape decoded, `\u0000` included, or NULL when `json` is not one.
///
/// SQLite's own JSON functions (`json_each`, `json_extract`, `->>`) end a string at an escaped NUL,
/// so `"secret\u0000suffix"` reads as `secret`; array filters decide on the raw element
/// (`column -> path`, which SQLite returns as written) decoded by this function instead.
enum JSONTextFunction {
    static let name = "tessera_json_text"

    /// Registers the function on the connection `handle`; returns SQLite's result code.
    static func register(on handle: OpaquePointer) -> Int32 {
        // Deterministic and innocuous: the result depends only on the argument, and it touches
        // nothing else, so SQLite may use it anywhere (indexes, views, triggers).
        sqlite3_create_function_v2(
            handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
            nil, call, nil, nil, nil)
    }

    private static let call: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, _, arguments in
        guard let context else { return }
        guard let argument = arguments?[0], sqlite3_value_type(argument) == SQLITE_TEXT,
            let bytes = sqlite3_value_text(argument),
            var text = decode(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(argument))))
        else {
            sqlite3_result_null(context)
            return
        }
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { characters in
                guard let start = characters.baseAddress, !characters.isEmpty else {
                    // An empty buffer may have no address, and a null pointer would return NULL.
                    return tessera_sqlite3_result_text(context, "", 0)
                }
                tessera_sqlite3_result_text(context, start, Int32(clamping: characters.count))
            }
        }
    }

    /// The string `json` spells, or `nil` when it is not exactly one JSON string literal.
    static func decode(_ json: UnsafeBufferPointer<UInt8>) -> String? {
        guard json.first == UInt8(ascii: "\"") else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(json))
    }
}
