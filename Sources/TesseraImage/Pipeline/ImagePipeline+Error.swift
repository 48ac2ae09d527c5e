public import Foundation
public import TesseraCore

extension ImagePipeline {
    /// Why an image could not be delivered. Every case carries the URL; none is cached, so asking again
    /// retries.
    ///
    /// ```swift
    /// do {
    ///     let response = try await pipeline.image(for: request)
    /// } catch .httpStatus(404, let url) {
    ///     log.info("no image at \(url)")
    /// } catch let error where error.isTransient {
    ///     retryLater()
    /// }
    /// ```
    public enum Error: Swift.Error, Hashable, Sendable {
        /// The scheme is not `file`, `http` or `https`.
        case unsupportedScheme(URL)
        /// A `file:` URL could not be read.
        case fileUnreadable(URL, reason: String)
        /// The server answered with a status outside 200…299 (404, 500…).
        case httpStatus(Int, URL)
        /// A time limit of the loader ran out (``DataLoader/limits``): the whole load, or the wait for
        /// the next bytes, took too long.
        case timedOut(URL, limit: DownloadLimits.Timeout)
        /// The response or file is larger than the loader allows (``DataLoader/limits``); nothing was
        /// decoded.
        case responseTooLarge(URL, maximumBytes: Int)
        /// The request failed below HTTP (refused, reset, DNS, TLS…).
        case transport(URL, reason: String)
        /// The response or file was empty.
        case emptyData(URL)
        /// The bytes are neither PNG nor JPEG — typically an HTML page served instead of an image;
        /// `signature` holds the first (up to 16) bytes.
        case unsupportedFormat(URL, signature: [UInt8])
        /// The decoder rejected the bytes: corrupt or truncated data.
        case decodingFailed(URL, format: ImageFormat, reason: String)
        /// The image declares more pixels than ``ImageDecoder/maximumPixelCount`` (decompression bomb).
        case imageTooLarge(URL, width: Int, height: Int, maximumPixelCount: Int)
        /// The request's scale is not a positive finite number (see ``ImageRequest/scale``).
        case invalidScale(URL, scale: CGFloat)
        /// The request's target size is not positive and finite (see ``ImageRequest/targetSize``), in pixels.
        case invalidTargetSize(URL, pixelSize: CGSize)
        /// A processor failed.
        case processingFailed(URL, processor: String, reason: String)
        /// The request was cancelled before it finished.
        case cancelled(URL)

        /// The URL the error is about.
        public var url: URL {
            switch self {
            case .unsupportedScheme(let url), .fileUnreadable(let url, _), .httpStatus(_, let url),
                .timedOut(let url, _),
                .responseTooLarge(let url, _), .invalidScale(let url, _), .invalidTargetSize(let url, _),
                .transport(let url, _), .emptyData(let url), .unsupportedFormat(let url, _),
                .decodingFailed(let url, _, _), .imageTooLarge(let url, _, _, _), .processingFailed(let url, _, _),
                .cancelled(let url):
                url
            }
        }

        /// Whether trying again soon may succeed: timeouts, transport failures, and HTTP 408, 429 and
        /// 5xx. (Any error may be retried; these are the ones worth retrying automatically.)
        public var isTransient: Bool {
            switch self {
            case .timedOut, .transport: true
            case .httpStatus(let status, _): status == 408 || status == 429 || (500..<600).contains(status)
            default: false
            }
        }

        init(_ error: DataLoadingError, url: URL) {
            self =
                switch error {
                case .unsupportedScheme: .unsupportedScheme(url)
                case .fileUnreadable(let reason): .fileUnreadable(url, reason: reason)
                case .httpStatus(let status): .httpStatus(status, url)
                case .timedOut(let limit): .timedOut(url, limit: limit)
                case .tooLarge(let maximumBytes): .responseTooLarge(url, maximumBytes: maximumBytes)
                case .transport(let reason): .transport(url, reason: reason)
                case .cancelled: .cancelled(url)
                }
        }

        init(_ error: ImageDecodingError, url: URL) {
            self =
                switch error {
                case .emptyData: .emptyData(url)
                case .unsupportedFormat(let signature): .unsupportedFormat(url, signature: signature)
                case .tooLarge(let width, let height, let limit):
                    .imageTooLarge(url, width: width, height: height, maximumPixelCount: limit)
                case .corrupt(let format, let reason): .decodingFailed(url, format: format, reason: reason)
                case .invalidScale(let scale): .invalidScale(url, scale: scale)
                case .invalidTargetSize(let size): .invalidTargetSize(url, pixelSize: size)
                }
        }
    }
}
