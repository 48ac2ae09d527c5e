public import Foundation

extension DownloadLimits {
    /// Which time limit a download ran out of, with its value in seconds.
    public enum Timeout: Hashable, Sendable, CustomStringConvertible {
        /// The download as a whole took longer than ``DownloadLimits/totalTimeout``.
        case total(TimeInterval)
        /// Nothing arrived for ``DownloadLimits/idleTimeout``.
        case idle(TimeInterval)

        public var description: String {
            switch self {
            case .total(let seconds): "total time limit of \(seconds) s"
            case .idle(let seconds): "idle time limit of \(seconds) s"
            }
        }
    }
}
