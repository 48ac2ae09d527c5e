public import Foundation
public import TesseraCore

/// Remembers one parking spot across launches (爱寻车's "remember where I parked") and gives the
/// way back to it.
///
/// The spot is stored as JSON, either in a file of its own (written atomically; a symbolic link there
/// stays one and the file it points to is written) or as data under a
/// key of a ``SettingsStore`` suite. A missing file or key means no spot; anything stored that is not
/// a valid spot is reported as a typed error, never silently dropped.
///
/// ```swift
/// let keeper = ParkingSpotKeeper(fileURL: support.appendingPathComponent("parking.json"))
/// try keeper.save(ParkingSpot(location: fix, note: "B2, pillar 17"))
/// if let back = try keeper.directions(from: here.coordinate) {
///     print("\(Int(back.distance)) m \(back.compassPoint.abbreviation)")  // "240 m NE"
/// }
/// try keeper.clear()
/// ```
///
/// Thread-safe: operations are serialised by a lock. Not safe against another process writing the
/// same file at the same time.
public final class ParkingSpotKeeper: Sendable {
    private enum Storage: Sendable {
        case file(URL)
        case settings(SettingsStore, Setting<Data>)
    }

    private let storage: Storage
    private let lock = Lock(())

    /// Keeps the spot in the JSON file at `fileURL` (its directory must exist).
    public init(fileURL: URL) {
        storage = .file(fileURL)
    }

    /// Keeps the spot as JSON data under `key` in `settings`.
    ///
    /// - Precondition: `key` is not empty.
    public init(settings: SettingsStore, key: String = "parkingSpot") {
        storage = .settings(settings, Setting(key, default: Data()))
    }

    /// The saved spot, or `nil` when none is saved.
    ///
    /// - Throws: ``ParkingSpotError/unreadableFile(path:reason:)``,
    ///   ``ParkingSpotError/corruptData(reason:)`` or ``ParkingSpotError/invalidCoordinate(_:)``.
    public func spot() throws(ParkingSpotError) -> ParkingSpot? {
        try lock.withLock { _ throws(ParkingSpotError) in
            guard let data = try read() else { return nil }
            return try Self.decode(data)
        }
    }

    /// Saves `spot`, replacing any saved before.
    ///
    /// - Throws: ``ParkingSpotError/invalidCoordinate(_:)`` when `spot`'s coordinate was changed to
    ///   an invalid one after it was made (nothing is written);
    ///   ``ParkingSpotError/unwritable(location:reason:)``.
    public func save(_ spot: ParkingSpot) throws(ParkingSpotError) {
        guard spot.coordinate.isValid else { throw .invalidCoordinate(spot.coordinate) }
        let data = Self.encode(spot)
        try lock.withLock { _ throws(ParkingSpotError) in
            switch storage {
            case .file(let url):
                do throws(AtomicWriteError) {
                    try AtomicFileWriter.write(data, to: url)
                } catch {
                    throw .unwritable(location: url.path, reason: error.reason)
                }
            case .settings(let settings, let setting):
                settings[setting] = data
            }
        }
    }

    /// Forgets the saved spot. Does nothing when none is saved.
    ///
    /// - Throws: ``ParkingSpotError/unwritable(location:reason:)`` when the file cannot be removed, or
    ///   when a directory, pipe or device has its name (that is left in place).
    public func clear() throws(ParkingSpotError) {
        try lock.withLock { _ throws(ParkingSpotError) in
            switch storage {
            case .file(let url):
                do {
                    try OwnedFileRemover.removeFile(at: url)
                } catch {
                    throw .unwritable(location: url.path, reason: "\(error)")
                }
            case .settings(let settings, let setting):
                settings.removeValue(for: setting)
            }
        }
    }

    /// Distance and bearing from `current` back to the saved spot, or `nil` when none is saved.
    ///
    /// - Throws: as ``spot()``.
    /// - Precondition: `current` is valid.
    public func directions(from current: LocationCoordinate) throws(ParkingSpotError) -> ParkingDirections? {
        try spot()?.directions(from: current)
    }

    // MARK: Storage

    /// The stored bytes, or `nil` when nothing is stored.
    private func read() throws(ParkingSpotError) -> Data? {
        switch storage {
        case .file(let url):
            // A saved spot is a few hundred bytes; anything but a small regular file is not one.
            do throws(BoundedFileReader.Failure) {
                return try BoundedFileReader.contents(of: url, limit: 64 << 10)
            } catch .missing {
                return nil
            } catch {
                throw .unreadableFile(path: url.path, reason: error.reason)
            }
        case .settings(let settings, let setting):
            guard settings.hasValue(for: setting) else { return nil }
            return settings[setting]
        }
    }

    private static func encode(_ spot: ParkingSpot) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(spot)
        } catch {
            // Only a non-finite coordinate could fail, and `save` checks the coordinate first.
            preconditionFailure("A parking spot always encodes: \(error)")
        }
    }

    private static func decode(_ data: Data) throws(ParkingSpotError) -> ParkingSpot {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let spot: ParkingSpot
        do {
            spot = try decoder.decode(ParkingSpot.self, from: data)
        } catch {
            throw .corruptData(reason: "\(error)")
        }
        guard spot.coordinate.isValid else { throw .invalidCoordinate(spot.coordinate) }
        return spot
    }
}
