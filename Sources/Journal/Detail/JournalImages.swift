import Foundation
public import Tessera

/// The journal's image pipeline: entry photos and the photo picker's thumbnails share its memory
/// cache. Screens take a pipeline in their initialisers and default to this one; tests pass their
/// own. Thread-safe (`ImagePipeline` is `Sendable`); the constant itself never changes.
public enum JournalImages {
    /// Photos are local files, so no disk cache; decoded bitmaps are kept in memory.
    public static let pipeline = ImagePipeline()

    /// The image file extensions the journal shows, lower-cased: PNG and JPEG.
    public static let fileExtensions: Set<String> = ["png", "jpg", "jpeg"]
}
