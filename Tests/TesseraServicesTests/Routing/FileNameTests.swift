import Foundation
import TesseraServices
import Testing

/// `FileName` lets through exactly the names that stay inside a directory, and the router refuses
/// traversal attempts that a `String` parameter would pass on decoded.
@Suite struct FileNameTests {
    enum Destination: Equatable {
        case attachment(URL)
        case note(String)
    }

    static let attachments = URL(fileURLWithPath: "/data/attachments", isDirectory: true)

    var router: Router<Destination> {
        var router = Router<Destination>()
        router.register("journal://attachment/:name", FileName.self) { _, name in
            .attachment(Self.attachments.appending(path: name.rawValue))
        }
        router.register("journal://note/:title", String.self) { _, title in .note(title) }
        return router
    }

    @Test(arguments: ["notes.txt", "café ☕️.md", ".hidden", "a..b", "...", "-dash", String(repeating: "x", count: 255)])
    func ordinaryNamesPass(text: String) throws {
        #expect(try FileName(text).rawValue == text)
        #expect(FileName(routeValue: text)?.rawValue == text)
    }

    @Test func eachRuleHasItsError() {
        #expect(throws: FileName.Error.empty) { try FileName("") }
        #expect(throws: FileName.Error.dotName(".")) { try FileName(".") }
        #expect(throws: FileName.Error.dotName("..")) { try FileName("..") }
        #expect(throws: FileName.Error.containsSlash("../../etc/passwd")) { try FileName("../../etc/passwd") }
        #expect(throws: FileName.Error.containsSlash("/")) { try FileName("/") }
        #expect(throws: FileName.Error.containsNUL("secret\0.txt")) { try FileName("secret\0.txt") }
        let long = String(repeating: "é", count: 128)
        #expect(throws: FileName.Error.tooLong(long, byteCount: 256)) { try FileName(long) }
        #expect(FileName(rawValue: "..") == nil)
        #expect(FileName.routeTypeName == "FileName")
    }

    @Test func routedNameStaysInsideTheDirectory() throws {
        let destination = try router.destination(for: "journal://attachment/receipt%202026.pdf")
        #expect(destination == .attachment(Self.attachments.appending(path: "receipt 2026.pdf")))
        guard case .attachment(let url) = destination else { return }
        #expect(url.deletingLastPathComponent().standardizedFileURL == Self.attachments.standardizedFileURL)
    }

    @Test(arguments: [
        ("..%2F..%2Fetc%2Fpasswd", "../../etc/passwd"),
        ("%2E%2E", ".."),
        ("%2e", "."),
        ("notes%00.txt", "notes\0.txt"),
        ("a%2Fb", "a/b"),
    ])
    func traversalThroughAFileNameParameterIsRefused(segment: String, decoded: String) {
        #expect(
            router.route("journal://attachment/" + segment)
                == .failure(
                    .invalidParameter(
                        name: "name", value: decoded, expected: "FileName",
                        pattern: "journal://attachment/:name")))
    }

    @Test func aStringParameterStillReceivesTheDecodedText() throws {
        // Documented behaviour: String takes any decoded segment, which is why paths need FileName.
        #expect(try router.destination(for: "journal://note/..%2F..%2Fetc%2Fpasswd") == .note("../../etc/passwd"))
    }
}
