import Testing

@testable import TesseraCore

@Suite struct NULCharacterTests {
    @Test func nulCharactersAreRemovedAndEverythingElseKept() {
        #expect("a\u{0}b".removingNULCharacters == "ab")
        #expect("\u{0}\u{0}".removingNULCharacters == "")
        #expect("héllo 🇫🇷\u{0}你好".removingNULCharacters == "héllo 🇫🇷你好")
        #expect("no nul".removingNULCharacters == "no nul")
    }
}
