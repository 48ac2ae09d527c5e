public import TesseraGraphics

/// Something on screen that shows one image at a time — an image view, a button, a cell's thumbnail.
/// ``ImagePipeline/load(_:into:options:completion:)`` drives it: placeholder first, then the image
/// (or the failure image), never an image of an older request.
///
/// TesseraUI's `UIImageView` conforms; a test double only needs to record what it was shown:
/// ```swift
/// @MainActor final class RecordingTarget: ImageDisplaying {
///     var shown: [Bitmap?] = []
///     func display(_ image: Bitmap?) { shown.append(image) }
/// }
/// ```
@MainActor
public protocol ImageDisplaying: AnyObject {
    /// Shows `image`, or nothing when `nil`.
    func display(_ image: Bitmap?)
}

/// What a target shows while loading and after a failure.
///
/// For example:
/// ```swift
/// let options = ImageLoadingOptions(placeholder: grayBox, failureImage: brokenImage)
/// ```
public struct ImageLoadingOptions: Sendable {
    /// Shown when the load starts (unless the image is in the memory cache); `nil` clears the target,
    /// so a reused view never keeps showing its previous image.
    public var placeholder: Bitmap?
    /// Shown when the load fails; `nil` leaves the placeholder.
    public var failureImage: Bitmap?

    /// Options showing `placeholder` while loading and `failureImage` after a failure (nil: none).
    public init(placeholder: Bitmap? = nil, failureImage: Bitmap? = nil) {
        self.placeholder = placeholder
        self.failureImage = failureImage
    }
}

/// The load currently attached to each target, so a new load into the same target cancels the previous
/// one and a late result of an old load is never shown.
@MainActor
final class ImageTargetRegistry {
    private var tasks: [ObjectIdentifier: ImageTask] = [:]

    nonisolated init() {}

    func task(for target: some ImageDisplaying) -> ImageTask? {
        tasks[ObjectIdentifier(target)]
    }

    /// Cancels and forgets the target's load.
    func cancel(for target: some ImageDisplaying) {
        tasks.removeValue(forKey: ObjectIdentifier(target))?.cancel()
    }

    func attach(_ task: ImageTask, to target: some ImageDisplaying) {
        tasks[ObjectIdentifier(target)] = task
    }

    /// Whether `task` is still the target's load; forgets it if so (it has finished).
    func finish(_ task: ImageTask, for key: ObjectIdentifier) -> Bool {
        guard tasks[key] === task else { return false }
        tasks[key] = nil
        return true
    }

    var count: Int { tasks.count }
}
