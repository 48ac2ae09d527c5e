public import Foundation
public import TesseraGraphics

/// The background of a configured view (`UIBackgroundConfiguration`, the subset buttons use): a
/// fill colour, a corner radius and an edge stroke. Lengths are in points; a nil colour lets the
/// owner derive one (a button's configuration derives its fill from the tint).
///
/// For example:
/// ```swift
/// var configuration = UIButton.Configuration.plain()
/// configuration.background.backgroundColor = .secondarySystemBackground
/// configuration.background.strokeColor = .separator
/// configuration.background.strokeWidth = 1
/// configuration.background.cornerRadius = 6
/// configuration.cornerStyle = .fixed    // use the background's corner radius as it is
/// ```
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill; nil lets the owner choose.
    public var backgroundColor: UIColor?
    /// The corner radius, used as it is when the owner's corner style says so (a button's
    /// `cornerStyle` `.fixed`).
    public var cornerRadius: CGFloat = 0
    /// The colour of the edge stroke; nil for none.
    public var strokeColor: UIColor?
    /// The width of the edge stroke, drawn inside the shape.
    public var strokeWidth: CGFloat = 0

    /// A clear background: no fill, square corners, no stroke.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    init() {}
}
