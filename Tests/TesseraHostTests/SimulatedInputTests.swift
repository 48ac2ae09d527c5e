import Testing

@testable import TesseraHost

@Suite("Simulated text chunks")
struct SimulatedInputTests {
    @Test func shortTextIsOneChunk() {
        #expect(WindowHost.textChunks("abc") == [Array("abc".utf8)])
    }

    @Test func emptyTextIsNoChunk() {
        #expect(WindowHost.textChunks("").isEmpty)
    }

    @Test func longTextSplitsBetweenCharactersWithinThirtyOneBytes() {
        let text = String(repeating: "你", count: 11)  // 33 bytes: 10 characters fit in 31
        let chunks = WindowHost.textChunks(text)
        #expect(chunks.map(\.count) == [30, 3])
        #expect(chunks.map { String(decoding: $0, as: UTF8.self) }.joined() == text)
    }

    @Test func aCharacterLongerThanAChunkSplitsBetweenScalars() {
        let family = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦"  // each cluster is 25 bytes of 7 scalars
        let chunks = WindowHost.textChunks(family, limit: 10)
        #expect(chunks.allSatisfy { $0.count <= 10 })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == family)
    }
}
