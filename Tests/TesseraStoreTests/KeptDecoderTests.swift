import Foundation
import Testing

@testable import TesseraStore

/// Where `Keeper.init(from:)` leaves the first row's decoder and container, and what using that
/// decoder on the next row did. Written inside `fetch`, which decodes synchronously on the calling
/// test's thread, and read by that test after `fetch` returns; only the one test below uses it.
nonisolated(unsafe) private var kept:
    (
        decoder: (any Decoder)?, container: KeyedDecodingContainer<Keeper.CodingKeys>?, laterRowFailed: Bool?
    ) = (nil, nil, nil)

/// A model that keeps what its `init(from:)` was given, as Codable allows (it has to step outside
/// Swift's concurrency checking to do it, which is why the store cannot simply forbid it).
private struct Keeper: StoredModel {
    var id: Int
    var name: String

    static let schema = Schema<Keeper>(table: "keepers")

    enum CodingKeys: String, CodingKey {
        case id, name
    }

    init(id: Int, name: String) {
        (self.id, self.name) = (id, name)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        if let earlier = kept.decoder {
            kept.laterRowFailed = (try? earlier.container(keyedBy: CodingKeys.self)) == nil
        } else {
            kept = (decoder, container, nil)
        }
    }
}

/// A decoder or container kept past its row throws a typed error: it never reads freed memory or
/// another row.
@Suite(.serialized) struct KeptDecoderTests {
    @Test func aDecoderOrContainerKeptPastItsRowThrows() throws {
        let directory = TemporaryDirectory()
        let store = try Store(at: directory.file(), models: [Keeper.self])
        try store.save(contentsOf: [Keeper(id: 1, name: "first"), Keeper(id: 2, name: "second")])

        let fetched = try store.fetch(Keeper.query)
        #expect(fetched.map(\.name) == ["first", "second"])
        // The first row's decoder, used while the second row was read, refused.
        #expect(kept.laterRowFailed == true)

        // After the fetch: the decoder and the container throw, and answer "nothing" where they
        // cannot throw.
        let decoder = try #require(kept.decoder)
        let container = try #require(kept.container)
        #expect(throws: DecodingError.self) { try decoder.container(keyedBy: Keeper.CodingKeys.self) }
        #expect(throws: DecodingError.self) { try container.decode(String.self, forKey: .name) }
        #expect(throws: DecodingError.self) { try container.decodeNil(forKey: .name) }
        #expect(!container.contains(.name))
        #expect(container.allKeys.isEmpty)

        // Another fetch takes the same slot: what the first one handed out still refuses.
        kept = (nil, nil, nil)
        #expect(try store.fetch(Keeper.query.filter(\.id == 2)).map(\.name) == ["second"])
        #expect(throws: DecodingError.self) { try container.decode(Int.self, forKey: .id) }
        #expect(throws: DecodingError.self) { try decoder.container(keyedBy: Keeper.CodingKeys.self) }
    }
}
