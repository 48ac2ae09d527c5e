public import Foundation

/// The image pipeline drives image views: `UIImageView` is an ``ImageDisplaying`` target.
/// (This glue lives in the umbrella module because `TesseraImage` and `TesseraUI` never import each other.)
extension UIImageView: ImageDisplaying {
    /// Shows `bitmap`, or nothing when `nil` — what the pipeline calls with the placeholder, the image
    /// or the failure image.
    public func display(_ bitmap: Bitmap?) {
        image = bitmap.map(UIImage.init(bitmap:))
    }
}

extension UIImageView {
    /// Loads `url` into this view through `pipeline` — the call a table or collection cell makes when it is
    /// configured for a row. Main actor only.
    ///
    /// - The view's previous load through `pipeline` is cancelled, so a reused cell never shows the image of
    ///   the row it showed before; the placeholder (`nil`: empty) is shown until the new image arrives,
    ///   unless the image is already in the memory cache, which is shown at once.
    /// - When the view has a size, the image is decoded at that size in pixels (points × the view's
    ///   `traitCollection.displayScale`), filling it for `.scaleAspectFill` and fitting it otherwise; a view
    ///   without a size gets the full-size image.
    /// - A `nil` URL cancels the load and shows the placeholder.
    /// - On failure the failure image is shown, if any; `completion` gets the error and a later call with the
    ///   same URL tries again (failures are never cached).
    ///
    /// ```swift
    /// photoView.setImage(with: entry.photoURL, pipeline: pipeline, placeholder: grey)
    /// ```
    @discardableResult
    public func setImage(
        with url: URL?, pipeline: ImagePipeline, placeholder: Bitmap? = nil, failureImage: Bitmap? = nil,
        processors: [ImageProcessor] = [],
        completion: (@MainActor (Result<ImageResponse, ImagePipeline.Error>) -> Void)? = nil
    ) -> ImageTask? {
        let options = ImageLoadingOptions(placeholder: placeholder, failureImage: failureImage)
        guard let url else {
            return pipeline.load(nil, into: self, options: options)
        }
        return pipeline.load(
            imageRequest(for: url, processors: processors), into: self, options: options,
            completion: completion)
    }

    /// Cancels this view's load through `pipeline`, if any; the view keeps what it shows.
    public func cancelImageLoad(pipeline: ImagePipeline) {
        pipeline.cancelLoad(for: self)
    }

    /// The request for `url` sized to this view.
    func imageRequest(for url: URL, processors: [ImageProcessor]) -> ImageRequest {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else {
            return ImageRequest(url: url, processors: processors)
        }
        return ImageRequest(
            url: url, targetSize: size, contentMode: contentMode == .scaleAspectFill ? .aspectFill : .aspectFit,
            scale: traitCollection.displayScale, processors: processors)
    }
}
