public import Foundation

extension NSLayoutConstraint {
    /// Why a visual format string could not be turned into constraints: what was wrong, the format,
    /// and where in it (a character offset).
    ///
    /// `constraints(withVisualFormat:options:metrics:views:)` stops the program with this message,
    /// as UIKit raises an exception; `checkedConstraints(withVisualFormat:options:metrics:views:)`
    /// throws it.
    public struct VisualFormatError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
        /// What was wrong, e.g. "expected ']' to close the view".
        public let reason: String
        /// The format string.
        public let format: String
        /// Where in `format` (in characters) the problem was found.
        public let offset: Int

        public init(reason: String, format: String, offset: Int) {
            self.reason = reason
            self.format = format
            self.offset = offset
        }

        /// The reason, the format and a caret under the offending character.
        public var description: String {
            "Unable to parse constraint format: \(reason)\n\(format)\n"
                + String(repeating: " ", count: max(0, offset)) + "^"
        }

        /// The same as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }
    }
}
