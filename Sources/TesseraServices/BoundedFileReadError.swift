import Foundation
import TesseraCore

/// The error of a reader of one file format, with its own cases for a file over the reader's
/// limit and for every other reason the file could not be read.
protocol BoundedFileReadError: Error {
    static func tooLarge(byteCount: Int, limit: Int) -> Self
    static func unreadableFile(at url: URL, reason: String) -> Self
}

extension BoundedFileReader {
    /// The bytes of the regular file at `url`, a failure reported as `ReadError`: `tooLarge` as
    /// its `tooLarge`, every other one as its `unreadableFile` with ``Failure/reason``.
    static func contents<ReadError: BoundedFileReadError>(
        of url: URL, limit: Int, failingWith _: ReadError.Type
    ) throws(ReadError) -> Data {
        do throws(Failure) {
            return try contents(of: url, limit: limit)
        } catch .tooLarge(let byteCount, let limit) {
            throw .tooLarge(byteCount: byteCount, limit: limit)
        } catch {
            throw .unreadableFile(at: url, reason: error.reason)
        }
    }
}
