import Foundation
import Testing

@testable import TesseraStore

/// Models with a row initialiser (``RowDecodable``) read the same values, and fail with the same
/// errors, as their Codable twins, on every fetch path.
@Suite struct RowDecodableTests {
    typealias Sample = RowDecodingTests.Sample

    /// ``RowDecodingTests/Sample`` with a row initialiser, in its own table. Its `init(from:)`
    /// throws, so a fetch that went through Codable fails.
    struct RowSample: RowDecodable, Equatable {
        var sample: Sample

        static let schema = Schema<RowSample>(table: "row_samples")

        init(_ sample: Sample) {
            self.sample = sample
        }

        /// The coding keys of ``RowDecodingTests/Sample``.
        enum Keys: String, CodingKey {
            case id, count, small, ratio, single, flag, name, when, uuid, blob, mood, tags, place, note
        }

        init(row: borrowing StoredRow) throws {
            sample = Sample(
                id: try row.decode(Int.self, forKey: Keys.id),
                count: try row.decode(Int.self, forKey: Keys.count),
                small: try row.decode(Int8.self, forKey: Keys.small),
                ratio: try row.decode(Double.self, forKey: Keys.ratio),
                single: try row.decode(Float.self, forKey: Keys.single),
                flag: try row.decode(Bool.self, forKey: Keys.flag),
                name: try row.decode(String.self, forKey: Keys.name),
                when: try row.decode(Date.self, forKey: Keys.when),
                uuid: try row.decode(UUID.self, forKey: Keys.uuid),
                blob: try row.decode(Data.self, forKey: Keys.blob),
                mood: try row.decode(Mood.self, forKey: Keys.mood),
                tags: try row.decode([String].self, forKey: Keys.tags),
                place: try row.decode(Location.self, forKey: Keys.place),
                note: try row.decodeIfPresent(String.self, forKey: Keys.note))
        }

        init(from decoder: any Decoder) throws {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "read through Codable"))
        }

        func encode(to encoder: any Encoder) throws {
            try sample.encode(to: encoder)
        }

        var id: Int { sample.id }
    }

    static let samples = [
        Sample(id: 1),
        Sample(
            id: 2, count: -7, small: -128, ratio: 0.1, single: 2.5, flag: true, name: "naïve \u{0} “text”",
            when: Date(timeIntervalSinceReferenceDate: 123_456.789), uuid: UUID(), blob: Data([0, 1, 255]),
            mood: .tired, tags: ["a", "b"], place: Location(latitude: 1.5, longitude: -2, name: "x"), note: nil),
        Sample(id: 3, count: .max, small: 127, ratio: -1e300, name: String(repeating: "long ", count: 1_000)),
    ]

    /// A store holding `samples` in both tables.
    static func store(with samples: [Sample] = samples) throws -> Store {
        let store = try Store.inMemory(models: [Sample.self, RowSample.self])
        try store.write { db in
            try db.save(contentsOf: samples)
            try db.save(contentsOf: samples.map(RowSample.init))
        }
        return store
    }

    @Test func readsWhatCodableReadsOnEveryFetchPath() throws {
        let store = try Self.store()
        let codable = try store.fetch(Sample.query.sorted(by: .ascending(\.id)))
        #expect(codable == Self.samples)
        // (RowSample's `id` is computed, so not a sortable column; rows come in id order.)
        #expect(try store.fetch(RowSample.query).map(\.sample) == codable)
        #expect(try store.find(RowSample.self, id: 2)?.sample == codable[1])
        #expect(try store.fetchOne(RowSample.query.limit(1, offset: 2))?.sample == codable[2])
        let (found, first) = try store.read { db in
            (try db.find(RowSample.self, id: 3), try db.fetch(RowSample.query.limit(1)))
        }
        #expect(found?.sample == codable[2])
        #expect(first.map(\.sample) == [codable[0]])
    }

    /// The errors of both paths after another program wrote `sql` into `column` of both tables.
    static func errors(column: String, sql: String) throws -> (codable: StoreError?, row: StoreError?) {
        let store = try written(column: column, sql: sql)
        return (
            error(of: { () throws(StoreError) in _ = try store.fetch(Sample.query) }, table: "samples"),
            error(of: { () throws(StoreError) in _ = try store.fetch(RowSample.query) }, table: "row_samples")
        )
    }

    /// A store with one sample in both tables, after another program wrote `sql` into `column`.
    static func written(column: String, sql: String) throws -> Store {
        let store = try store(with: [Sample(id: 1)])
        try store.write { db in
            for table in ["samples", "row_samples"] {
                try db.connection.execute(#"UPDATE "\#(table)" SET "\#(column)" = \#(sql)"#)
            }
        }
        return store
    }

    /// The error `fetch` throws, with its table name replaced by "samples".
    static func error(of fetch: () throws(StoreError) -> Void, table: String) -> StoreError? {
        do throws(StoreError) {
            try fetch()
            return nil
        } catch .decodingFailed(let errorTable, let key, let reason) {
            #expect(errorTable == table)
            return .decodingFailed(table: "samples", key: key, reason: reason)
        } catch {
            return error
        }
    }

    @Test(arguments: RowDecodingTests.cases)
    func aForeignValueGivesTheErrorCodableGives(_ foreign: RowDecodingTests.Case) throws {
        let (codable, row) = try Self.errors(column: foreign.column, sql: foreign.sql)
        #expect(codable != nil)
        #expect(row == codable)
    }

    @Test(arguments: [
        ("count", "-1"), ("flag", "2"), ("note", "NULL"), ("ratio", "3"), ("when", "0"),
        ("small", "-129"), ("count", "9.0"), ("single", "'1'"), ("when", "NULL"), ("note", "x'00'"),
    ])
    func moreValuesGiveWhatCodableGives(_ column: String, _ sql: String) throws {
        let (codable, row) = try Self.errors(column: column, sql: sql)
        #expect(row == codable)
        if codable == nil {  // both read it: to the same value
            let store = try Self.written(column: column, sql: sql)
            #expect(try store.fetch(RowSample.query).map(\.sample) == store.fetch(Sample.query))
        }
    }

    @Test func aMissingColumnGivesTheErrorCodableGives() throws {
        let store = try Self.store(with: [Sample(id: 1)])
        try store.write { db in
            for table in ["samples", "row_samples"] {
                try db.connection.execute(#"ALTER TABLE "\#(table)" DROP COLUMN "count""#)
            }
        }
        let codable = Self.error(of: { () throws(StoreError) in _ = try store.fetch(Sample.query) }, table: "samples")
        let row = Self.error(
            of: { () throws(StoreError) in _ = try store.fetch(RowSample.query) }, table: "row_samples")
        #expect(codable == .decodingFailed(table: "samples", key: "count", reason: "no such column"))
        #expect(row == codable)
    }

    @Test func aMissingOptionalColumnReadsAsNil() throws {
        let store = try Self.store(with: [Sample(id: 1)])
        try store.write { db in
            for table in ["samples", "row_samples"] {
                try db.connection.execute(#"ALTER TABLE "\#(table)" DROP COLUMN "note""#)
            }
        }
        #expect(try store.fetch(Sample.query).map(\.note) == [nil])
        #expect(try store.fetch(RowSample.query).map(\.sample.note) == [nil])
    }

    /// Reads its keys in an order that is not the declaration order, and differs from row to row,
    /// and skips one.
    struct Shuffled: RowDecodable, Equatable {
        var id: Int64
        var name: String
        var score: Double
        var note: String?
        var skipped = 0

        static let schema = Schema<Shuffled>(table: "shuffled")

        init(id: Int64, name: String, score: Double, note: String?, skipped: Int = 0) {
            (self.id, self.name, self.score, self.note, self.skipped) = (id, name, score, note, skipped)
        }

        init(row: borrowing StoredRow) throws {
            note = try row.decodeIfPresent(String.self, forKey: CodingKeys.note)
            id = try row.decode(Int64.self, forKey: CodingKeys.id)
            if id.isMultiple(of: 3) {
                name = try row.decode(String.self, forKey: CodingKeys.name)
                score = try row.decode(Double.self, forKey: CodingKeys.score)
            } else {
                score = try row.decode(Double.self, forKey: CodingKeys.score)
                name = try row.decode(String.self, forKey: CodingKeys.name)
            }
        }
    }

    @Test func keysReadInAnyOrderAndSkippedReadRight() throws {
        let store = try Store.inMemory(models: [Shuffled.self])
        let models = (1...20).map {
            Shuffled(
                id: Int64($0), name: "name \($0)", score: Double($0) / 4, note: $0.isMultiple(of: 2) ? nil : "n\($0)",
                skipped: $0)
        }
        try store.save(contentsOf: models)
        let expected = models.map { model in
            var model = model
            model.skipped = 0
            return model
        }
        #expect(try store.fetch(Shuffled.query.sorted(by: .ascending(\.id))) == expected)
    }

    @MainActor
    @Test func observedResultsReadThroughTheRowInitialiser() async throws {
        let (store, directory) = try makeStore(models: [Sample.self, RowSample.self])
        defer { withExtendedLifetime(directory) {} }
        try store.save(RowSample(Self.samples[0]))
        let results = ObservedResults(RowSample.query, in: store)
        #expect(results.models.map(\.sample) == [Self.samples[0]])
        try store.save(RowSample(Self.samples[1]))
        await waitUntil { results.models.count == 2 }
        #expect(results.models.map(\.sample) == Array(Self.samples.prefix(2)))
        #expect(results.error == nil)
    }
}
