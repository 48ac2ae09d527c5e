import Foundation
import Testing

@testable import TesseraStore

/// The decoder and the encoder find a learned key by its type and bits: a key of another type with
/// the same bits at the same place, or a key type they cannot tell apart by bits, still reads or
/// binds its own column.
@Suite struct KeyOrderTests {
    struct Pair: StoredModel, Equatable {
        var id: Int
        var first: String
        var second: Int

        static let schema = Schema<Pair>(table: "pairs")

        enum CodingKeys: CodingKey {
            case id, first, second
        }

        /// The cases of ``CodingKeys`` in another order: `second` has the bits of `CodingKeys.first`.
        enum Swapped: CodingKey {
            case id, second, first
        }

        /// A key that holds its name, so it has no bits to compare.
        struct Named: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(id: Int, first: String, second: Int) {
            (self.id, self.first, self.second) = (id, first, second)
        }

        /// Even rows read through ``CodingKeys``, odd rows through ``Swapped`` and ``Named``, at the
        /// same places.
        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: CodingKeys.self)
            id = try keys.decode(Int.self, forKey: .id)
            if id.isMultiple(of: 2) {
                first = try keys.decode(String.self, forKey: .first)
                second = try keys.decode(Int.self, forKey: .second)
            } else {
                second = try decoder.container(keyedBy: Swapped.self).decode(Int.self, forKey: .second)
                let named = try decoder.container(keyedBy: Named.self)
                first = try named.decode(String.self, forKey: Named(stringValue: "first"))
            }
        }
    }

    /// ``Pair``, saved the way it is read: odd rows through ``Pair/Swapped`` and ``Pair/Named``.
    struct WrittenPair: StoredModel, Equatable {
        var pair: Pair
        var id: Int { pair.id }

        static let schema = Schema<WrittenPair>(table: "written_pairs")

        init(_ pair: Pair) { self.pair = pair }

        init(from decoder: any Decoder) throws { pair = try Pair(from: decoder) }

        func encode(to encoder: any Encoder) throws {
            var keys = encoder.container(keyedBy: Pair.CodingKeys.self)
            try keys.encode(pair.id, forKey: .id)
            if pair.id.isMultiple(of: 2) {
                try keys.encode(pair.first, forKey: .first)
                try keys.encode(pair.second, forKey: .second)
            } else {
                var swapped = encoder.container(keyedBy: Pair.Swapped.self)
                try swapped.encode(pair.second, forKey: .second)
                var named = encoder.container(keyedBy: Pair.Named.self)
                try named.encode(pair.first, forKey: Pair.Named(stringValue: "first"))
            }
        }
    }

    @Test func keysOfOtherTypesAtLearnedPlacesBindTheirOwnColumns() throws {
        let pairs = (1...6).map { WrittenPair(Pair(id: $0, first: "first \($0)", second: $0 * 10)) }
        let store = try Store.inMemory(models: [WrittenPair.self])
        for _ in 0..<2 {
            try store.write { db in try db.save(contentsOf: pairs) }
            #expect(try store.fetch(WrittenPair.query).sorted { $0.id < $1.id } == pairs)
        }
    }

    @Test func keysOfOtherTypesAtLearnedPlacesReadTheirOwnColumns() throws {
        let pairs = (1...6).map { Pair(id: $0, first: "first \($0)", second: $0 * 10) }
        let store = try Store.inMemory(models: [Pair.self])
        try store.write { db in try db.save(contentsOf: pairs) }
        for _ in 0..<2 {
            #expect(try store.fetch(Pair.query.sorted(by: .ascending(\.id))) == pairs)
        }
    }
}
