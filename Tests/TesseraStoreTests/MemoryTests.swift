import Foundation
import Testing

@testable import TesseraStore

struct Preferences: Codable, Sendable, Equatable {
    var theme: String
    var fontScale: Double
}

extension MemoryKey where Value == Int64 {
    static let lastSyncVersion = MemoryKey("lastSyncVersion")
}

extension MemoryKey where Value == Preferences {
    static let preferences = MemoryKey("preferences")
}

/// The key-value memory: typed keys, any Codable value, transactions.
@Suite struct MemoryTests {
    @Test func valuesRoundTripUnderTypedKeys() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(try store.value(for: .lastSyncVersion) == nil)
        try store.setValue(42, for: .lastSyncVersion)
        try store.setValue(Preferences(theme: "dark \"mode\"\u{0}", fontScale: 1.25), for: .preferences)
        #expect(try store.value(for: .lastSyncVersion) == 42)
        #expect(try store.value(for: .preferences) == Preferences(theme: "dark \"mode\"\u{0}", fontScale: 1.25))
        try store.setValue(.max, for: .lastSyncVersion)
        #expect(try store.value(for: .lastSyncVersion) == .max)
        #expect(try store.removeValue(for: .lastSyncVersion))
        #expect(try !store.removeValue(for: .lastSyncVersion))
        #expect(try store.value(for: .lastSyncVersion) == nil)
    }

    @Test func optionalAndDateValues() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let lastOpened = MemoryKey<Date?>("lastOpened")
        let moment = Date(timeIntervalSinceReferenceDate: 812_345_678.987_654)
        try store.setValue(moment, for: lastOpened)
        #expect(try store.value(for: lastOpened) == .some(moment))
        try store.setValue(nil, for: lastOpened)
        #expect(try store.value(for: lastOpened) == .some(nil))  // remembered nil, not absent
    }

    @Test func memoryWritesRollBackWithTheirTransaction() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(throws: Refusal()) {
            try store.write { db in
                try db.setValue(7, for: .lastSyncVersion)
                #expect(try db.value(for: .lastSyncVersion) == 7)
                throw Refusal()
            }
        }
        #expect(try store.value(for: .lastSyncVersion) == nil)
    }

    @Test func aKeyReadAsTheWrongTypeIsATypedError() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.setValue(Preferences(theme: "light", fontScale: 1), for: .preferences)
        let mistaken = MemoryKey<Int64>("preferences")
        #expect {
            try store.value(for: mistaken)
        } throws: { error in
            guard case StoreError.decodingFailed(let table, let key, _) = error else { return false }
            return table == "tessera_memory" && key == "preferences"
        }
    }
}
