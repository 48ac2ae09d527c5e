import Foundation
import Testing

@testable import TesseraStore

/// Optional properties save as their value or as NULL, whatever mix of nils the rows of one save
/// have (each nil changes the order of the keys the encoder sees).
@Suite struct OptionalEncodingTests {
    struct Optionals: StoredModel, Equatable {
        var id: Int64
        var text: String?
        var big: Int64?
        var count: Int?
        var ratio: Double?
        var flag: Bool?
        var when: Date?
        var tag: UUID?

        static let schema = Schema<Optionals>(table: "optionals")

        static func sample(_ id: Int64) -> Optionals {
            let filled = id.isMultiple(of: 2)
            return Optionals(
                id: id, text: filled ? "text \(id)" : nil, big: id % 3 == 0 ? nil : id << 40,
                count: filled ? nil : Int(id) * 7, ratio: id % 4 == 1 ? Double(id) / 8 : nil,
                flag: id % 3 == 1 ? id % 2 == 0 : nil, when: filled ? Date(timeIntervalSinceReferenceDate: 1) : nil,
                tag: id % 5 == 0 ? UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") : nil)
        }
    }

    /// A model whose id is optional, so a nil id reaches the encoder as `encodeIfPresent(nil)`.
    struct OptionalID: StoredModel {
        var id: Int64?
        static let schema = Schema<OptionalID>(table: "optional_ids")
    }

    @Test func everyMixOfNilsRoundTrips() throws {
        let rows = (1...12).map(Optionals.sample)
        let store = try Store.inMemory(models: [Optionals.self])
        try store.write { db in try db.save(contentsOf: rows) }
        #expect(try store.fetch(Optionals.query.sorted(by: .ascending(\.id))) == rows)
        // Saving again with every value moved to nil and back overwrites each column.
        let flipped = (1...12).map { Optionals.sample($0 + 1) }.enumerated().map { offset, row in
            var row = row
            row.id = Int64(offset + 1)
            return row
        }
        try store.write { db in try db.save(contentsOf: flipped) }
        #expect(try store.fetch(Optionals.query.sorted(by: .ascending(\.id))) == flipped)
    }

    @Test func aNaNInAnOptionalIsRefused() throws {
        let store = try Store.inMemory(models: [Optionals.self])
        var row = Optionals.sample(1)
        row.ratio = .nan
        #expect(throws: StoreError.unrepresentableValue(table: "optionals", key: "ratio", value: "NaN")) {
            try store.save(row)
        }
    }

    @Test func aNilIDIsStillRefused() throws {
        let store = try Store.inMemory(models: [OptionalID.self])
        #expect(
            throws: StoreError.encodingFailed(
                table: "optional_ids", key: "id", reason: "the model did not encode a non-nil id under the key \"id\"")
        ) {
            try store.save(OptionalID(id: nil))
        }
    }
}
