public import Foundation

/// The space between the items of a compositional layout group (`NSCollectionLayoutSpacing`):
/// fixed, or flexible — at least the given length, with the group's room left over shared
/// evenly between its items.
public final class NSCollectionLayoutSpacing: Hashable, Sendable {
    /// The length in points (the least, for flexible spacing).
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Exactly `fixedSpacing` points between items.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// At least `flexibleSpacing` points between items, growing to spread them across the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    public static func == (lhs: NSCollectionLayoutSpacing, rhs: NSCollectionLayoutSpacing) -> Bool {
        lhs.spacing == rhs.spacing && lhs.isFlexibleSpacing == rhs.isFlexibleSpacing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spacing)
        hasher.combine(isFlexibleSpacing)
    }
}
