import Foundation
import TesseraCore
import TesseraServices
import Testing

/// Unknown or malformed URLs give a typed error, never a crash.
@Suite struct RouterErrorTests {
    let router = journalRouter()

    @Test(arguments: ["", " ", "\n\t"])
    func emptyText(text: String) {
        #expect(router.route(text) == .failure(.emptyURL))
    }

    @Test func emptyRouterKnowsNoScheme() {
        #expect(Router<Screen>().route("journal://entry/new") == .failure(.unsupportedScheme("journal")))
    }

    @Test func wrongScheme() {
        #expect(router.route("https://example.com/entry/1") == .failure(.unsupportedScheme("https")))
        #expect(router.route("journals://entry/new") == .failure(.unsupportedScheme("journals")))
    }

    @Test func unknownHostOrPath() {
        #expect(router.route("journal://settings") == .failure(.noMatchingRoute(url: "journal://settings")))
        #expect(
            router.route("journal://entry/new/extra") == .failure(.noMatchingRoute(url: "journal://entry/new/extra")))
        #expect(router.route("journal://") == .failure(.noMatchingRoute(url: "journal://")))
    }

    @Test func missingPathParameter() {
        #expect(
            router.route("journal://tags") == .failure(.missingParameter(name: "name", pattern: "journal://tags/:name"))
        )
        #expect(
            router.route("journal://tags/")
                == .failure(.missingParameter(name: "name", pattern: "journal://tags/:name")))
        #expect(
            router.route("journal://day/2026//1")
                == .failure(.missingParameter(name: "month", pattern: "journal://day/:year/:month/:day")))
        #expect(
            router.route("journal://day/2026")
                == .failure(.missingParameter(name: "month", pattern: "journal://day/:year/:month/:day")))
    }

    @Test func parameterOfTheWrongTypeReportsTheFirstCandidate() {
        // Neither a UUID nor an Int: the first registered candidate's error.
        #expect(
            router.route("journal://entry/yesterday")
                == .failure(
                    .invalidParameter(
                        name: "id", value: "yesterday", expected: "UUID", pattern: "journal://entry/:id")))
        #expect(
            router.route("journal://day/2026/march/1")
                == .failure(
                    .invalidParameter(
                        name: "month", value: "march", expected: "Int", pattern: "journal://day/:year/:month/:day")))
    }

    @Test(arguments: ["99999999999999999999", "+5", "5.0", "1e3", " 5", "٥"])
    func integersOutOfRangeOrInOtherNotations(text: String) {
        var router = Router<Screen>()
        router.register("journal://n/:value", Int.self) { _, value in .entryNumber(value) }
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
        guard
            case .failure(
                .invalidParameter(name: "value", value: text, expected: "Int", pattern: "journal://n/:value")) =
                router.route("journal://n/" + encoded)
        else {
            Issue.record("\(text) should not be an Int")
            return
        }
    }

    @Test(arguments: [
        "journal://tags/%", "journal://tags/%4", "journal://tags/%zz", "journal://tags/%C3", "journal://tags/%FF%FE",
        "journal://compose?title=%E2%82", "journal://ta%2gs/x",
    ])
    func badPercentEncoding(url: String) {
        guard case .failure(.invalidPercentEncoding(let reported, _)) = router.route(url) else {
            Issue.record("\(url) should have bad percent-encoding, got \(router.route(url))")
            return
        }
        #expect(reported == url)
    }

    @Test func badPercentEncodingNamesTheComponent() {
        #expect(
            router.route("journal://compose?title=100%")
                == .failure(
                    .invalidPercentEncoding(
                        url: "journal://compose?title=100%", component: "100%")))
    }

    @Test func missingScheme() {
        #expect(router.route("entry/42") == .failure(.malformedURL("entry/42", reason: .missingScheme)))
        #expect(router.route("//entry/42") == .failure(.malformedURL("//entry/42", reason: .missingScheme)))
    }

    @Test func invalidScheme() {
        #expect(
            router.route("1journal://entry/new")
                == .failure(.malformedURL("1journal://entry/new", reason: .invalidScheme("1journal"))))
        #expect(router.route("://entry") == .failure(.malformedURL("://entry", reason: .invalidScheme(""))))
        #expect(
            router.route("jour_nal://entry")
                == .failure(.malformedURL("jour_nal://entry", reason: .invalidScheme("jour_nal"))))
    }

    @Test func missingHost() {
        #expect(router.route("journal:entry/new") == .failure(.malformedURL("journal:entry/new", reason: .missingHost)))
        #expect(router.route("journal:") == .failure(.malformedURL("journal:", reason: .missingHost)))
    }

    @Test func userInformationOrPort() {
        #expect(
            router.route("journal://me@entry/new")
                == .failure(.malformedURL("journal://me@entry/new", reason: .unsupportedAuthority("me@entry"))))
        #expect(
            router.route("journal://entry:80/new")
                == .failure(.malformedURL("journal://entry:80/new", reason: .unsupportedAuthority("entry:80"))))
    }

    @Test func spacesAndControlCharactersMustBeEncoded() {
        #expect(
            router.route("journal://tags/two words")
                == .failure(.malformedURL("journal://tags/two words", reason: .illegalCharacter(" "))))
        #expect(
            router.route("journal://tags/a\u{7}")
                == .failure(.malformedURL("journal://tags/a\u{7}", reason: .illegalCharacter("\u{7}"))))
    }

    @Test func garbageNeverCrashes() {
        // A deterministic spray of short strings over URL punctuation: every one gives a result.
        let alphabet = Array("j:/?#%&=@.a1 E")
        var generator = SplitMix64(seed: 8)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 16)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            switch router.route(text) {
            case .success, .failure: continue
            }
        }
    }

    @Test func urlsLongerThanTheLimitAreRefusedBeforeAnyWork() {
        let text = "journal://tags/" + String(repeating: "%41", count: 30_000)
        #expect(router.route(text) == .failure(.malformedURL(text, reason: .tooLong(byteCount: 90_015, limit: 65_536))))
        // The description quotes only the start of such a URL.
        #expect("\(RouteError.malformedURL(text, reason: .tooLong(byteCount: 90_015, limit: 65_536)))".count < 400)
    }
}
