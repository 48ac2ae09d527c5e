public import Foundation

/// One side of a compositional layout element (`NSCollectionLayoutDimension`): a fraction of
/// its container's width or height, an absolute length, or an estimate the cell's own size
/// replaces once it is shown.
///
/// Lengths are in points. A resolved length that is negative, not finite, or larger than
/// `NSCollectionLayoutDimension.largestLength` counts as zero or that largest length.
public final class NSCollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    /// The longest length a dimension resolves to (Tessera), so sums of lengths stay finite.
    public static let largestLength: CGFloat = 1_073_741_824

    let kind: Kind
    /// The fraction or the length in points, as given.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width (1 is all of it).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalHeight, fractionalHeight)
    }

    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.absolute, absoluteDimension)
    }

    /// A length in points the element starts with until its cell gives its own size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points inside a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        let length: CGFloat =
            switch kind {
            case .fractionalWidth: size.width * dimension
            case .fractionalHeight: size.height * dimension
            case .absolute, .estimated: dimension
            }
        return Self.clamped(length)
    }

    /// `length` within 0…`largestLength`; zero when not a number.
    static func clamped(_ length: CGFloat) -> CGFloat {
        length.isNaN ? 0 : min(max(0, length), largestLength)
    }

    public static func == (lhs: NSCollectionLayoutDimension, rhs: NSCollectionLayoutDimension) -> Bool {
        lhs.kind == rhs.kind && lhs.dimension == rhs.dimension
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(dimension)
    }

    public var description: String { "\(kind)(\(dimension))" }
}

/// The width and height of a compositional layout element (`NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `size` (estimates as given).
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }

    public static func == (lhs: NSCollectionLayoutSize, rhs: NSCollectionLayoutSize) -> Bool {
        lhs.widthDimension == rhs.widthDimension && lhs.heightDimension == rhs.heightDimension
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthDimension)
        hasher.combine(heightDimension)
    }
}
