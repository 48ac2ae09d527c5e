/// How urgently an image is wanted. Requests waiting for a download slot start highest priority first
/// (first come, first served within a priority); a task's priority can change while it waits.
public enum ImagePriority: Int, Comparable, CaseIterable, Hashable, Sendable {
    case veryLow, low, normal, high, veryHigh

    public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
