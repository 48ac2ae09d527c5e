import TesseraGraphics
import TesseraImage

/// The test double of an image view: records every bitmap it is asked to show (`nil` = cleared).
@MainActor
final class RecordingTarget: ImageDisplaying {
    private(set) var shown: [Bitmap?] = []

    var current: Bitmap? { shown.last ?? nil }

    func display(_ image: Bitmap?) {
        shown.append(image)
    }
}
