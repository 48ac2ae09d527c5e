import Foundation
import Glibc

/// A short English reason for a Foundation file error: the `strerror` text of its underlying POSIX
/// error ("Permission denied", "No space left on device") when it has one, else its description.
///
/// ```swift
/// fileErrorReason(CocoaError(.fileWriteNoPermission, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)]))
/// // "Permission denied"
/// ```
package func fileErrorReason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
        let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
        return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
}
