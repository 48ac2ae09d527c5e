public import Foundation
public import TesseraGraphics

/// How a `UICollectionView` places its items (`UICollectionViewFlowLayout`): items flow along a line
/// — left to right for vertical scrolling, top to bottom for horizontal — and wrap to a new line
/// when the next one does not fit; lines stack in the scroll direction. Each section starts with
/// its header, then `sectionInset`, the lines, the inset's far side and its footer.
///
/// Every length is in points. A line is as thick as its thickest item, and smaller items are
/// centred across it. Items keep `minimumInteritemSpacing` between them and lines keep
/// `minimumLineSpacing`; with `.justified` alignment (UIKit's behaviour) the spacing of a full line
/// grows so the line spans the section, while the section's last line stays packed at the leading
/// edge and a lone item on any other line is centred.
///
/// Per-section values and per-item sizes can come from the `UICollectionViewDelegate`
/// (`collectionView(_:layout:sizeForItemAt:)` …); its defaults return these properties.
///
/// For example, a tag cloud of self-sizing chips:
/// ```swift
/// var layout = UICollectionViewFlowLayout()
/// layout.estimatedItemSize = CGSize(width: 80, height: 32)   // measure each cell
/// layout.minimumInteritemSpacing = 8
/// layout.minimumLineSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 36)
/// layout.lineAlignment = .leading
/// let collection = UICollectionView(frame: bounds, layout: layout)
/// ```
public struct UICollectionViewFlowLayout: Hashable, Sendable {
    /// The axis the content scrolls along.
    public enum ScrollDirection: Hashable, Sendable {
        /// Items flow left to right in rows; rows stack downwards.
        case vertical
        /// Items flow top to bottom in columns; columns stack rightwards.
        case horizontal
    }

    /// Where the items of a line sit along it.
    public enum LineAlignment: Hashable, Sendable {
        /// UIKit's flow: full lines spread to span the section; the last line of a section is packed
        /// at the leading edge; a lone item on another line is centred.
        case justified
        /// Every line packed at the leading edge with the minimum spacing (a tag cloud).
        case leading
        /// Every line packed with the minimum spacing and centred.
        case center
    }

    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item when neither the delegate nor self-sizing says otherwise. Default 50×50.
    public var itemSize = CGSize(width: 50, height: 50)
    /// Non-zero turns on self-sizing: items are this size until their cells are first shown, then the
    /// size the cell's `sizeThatFits(_:)` reports (at most the line's length across). Default zero.
    public var estimatedItemSize: CGSize = .zero
    /// The least space between lines, in points. Default 10.
    public var minimumLineSpacing: CGFloat = 10
    /// The least space between items of one line, in points. Default 10.
    public var minimumInteritemSpacing: CGFloat = 10
    /// Space around each non-empty section's items, inside its header and footer.
    public var sectionInset: UIEdgeInsets = .zero
    /// The size of each section's header: its height for vertical scrolling, its width for
    /// horizontal (the other side spans the collection view). Zero for none.
    public var headerReferenceSize: CGSize = .zero
    /// The size of each section's footer, as `headerReferenceSize`.
    public var footerReferenceSize: CGSize = .zero
    public var lineAlignment: LineAlignment = .justified

    public init() {}

    /// True when items measure their cells (`estimatedItemSize` is not zero).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }
}
