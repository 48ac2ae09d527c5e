/// Why the saved parking spot could not be read or written.
public enum ParkingSpotError: Error, Hashable, Sendable {
    /// The file exists but could not be read; carries its path and the system's reason.
    case unreadableFile(path: String, reason: String)
    /// The file (or settings value) could not be written; carries where and why.
    case unwritable(location: String, reason: String)
    /// What is stored is not a parking spot in JSON; carries the decoder's reason.
    case corruptData(reason: String)
    /// What is stored decodes, but its coordinate is not a valid position.
    case invalidCoordinate(LocationCoordinate)
}
