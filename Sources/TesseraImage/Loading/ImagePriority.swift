/// How urgently an image is wanted. Requests waiting for a download slot start highest priority first
/// (first come, first served within a priority); a task's priority can change while it waits.
///
/// For example, a thumbnail scrolled into view jumps the queue:
/// ```swift
/// let request = ImageRequest(url: coverURL, targetSize: CGSize(width: 60, height: 90), priority: .high)
/// let response = try await pipeline.image(for: request)
/// ```
public enum ImagePriority: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// From least to most urgent; requests are `.normal` unless given another.
    case veryLow, low, normal, high, veryHigh

    public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
