public import Foundation

/// A recorded sequence of drawing commands in points, replayed by ``Canvas`` into a bitmap, a PDF or
/// an SVG. Recording is cheap and pure; nothing touches Cairo until the list is rendered.
///
/// The graphics state (transform, clip) works as in Core Graphics and Cairo: `save()` pushes it,
/// `restore()` pops it; `beginTransparencyLayer(alpha:)` also saves it and draws the following
/// commands into an offscreen group that `endTransparencyLayer()` composites with `alpha`. The user
/// space starts with the origin at the top-left corner, y downward, one unit per point.
///
/// Colours (including dynamic ones) resolve against the appearance passed to ``Canvas`` when the
/// list is executed, so one list renders both light and dark.
///
/// Scopes must nest: `restore()` needs an open `save()`, `endTransparencyLayer()` an open layer,
/// each closing the innermost scope (a precondition; misuse stops with a message). Scopes left open
/// at the end are closed by the canvas.
///
/// For example:
/// ```swift
/// var list = DisplayList()
/// let card = Path.roundedRect(CGRect(x: 16, y: 16, width: 200, height: 120), radius: 16, curve: .continuous)
/// let shadow = Shadow(color: UIColor(white: 0, alpha: 0.25), offset: CGSize(width: 0, height: 4), blurRadius: 12)
/// list.drawShadow(of: card, shadow: shadow)
/// list.fill(card, color: .white)
/// let bitmap = Canvas.render(list, size: CGSize(width: 232, height: 152), scale: 2)
/// bitmap.width  // 464
/// ```
public struct DisplayList: Hashable, Sendable {
    /// One recorded drawing instruction. Geometry is in the user space current when it executes.
    public enum Command: Hashable, Sendable {
        /// Pushes the graphics state (transform and clip).
        case save
        /// Pops the graphics state pushed by the matching `save`.
        case restore
        /// Applies a transform before the current one (as `CGContext.concatenate`). A transform with
        /// a zero or non-finite determinant hides everything drawn until the enclosing scope ends.
        case concatenate(CGAffineTransform)
        /// Intersects the clip with the inside of the path (per its fill rule).
        case clip(Path)
        /// Fills the path's inside with the paint.
        case fill(Path, Paint)
        /// Strokes the path's outline with the paint and stroke style.
        case stroke(Path, Paint, StrokeStyle)
        /// Draws only the blurred, offset silhouette of the filled path (see ``Shadow``).
        case shadow(Path, Shadow)
        /// Blurs, saturates and tints what is already drawn beneath the path's inside (see ``Backdrop``).
        case backdrop(Path, Backdrop)
        /// Lays out and draws text inside the rectangle (points) with the text engine.
        case text(AttributedText, CGRect, ParagraphStyle)
        /// Draws the bitmap scaled to fill the rectangle (points).
        case image(Bitmap, CGRect)
        /// Starts a group drawn off-screen and composited with `alpha` (0…1) when it ends, so overlapping
        /// parts of the group do not show through each other.
        case beginTransparencyLayer(alpha: Double)
        /// Ends the innermost transparency layer and composites it.
        case endTransparencyLayer
    }

    /// A scope opened by `save()` or `beginTransparencyLayer(alpha:)`.
    enum Scope: Hashable, Sendable {
        case state
        case transparencyLayer
    }

    /// The recorded commands in execution order.
    public private(set) var commands: [Command] = []
    /// Open scopes, innermost last.
    private(set) var openScopes: [Scope] = []

    /// An empty list.
    public init() {}

    /// True when nothing is recorded.
    public var isEmpty: Bool { commands.isEmpty }

    /// Records a command, checking that scopes nest.
    private mutating func record(_ command: Command) {
        switch command {
        case .save:
            openScopes.append(.state)
        case .beginTransparencyLayer:
            openScopes.append(.transparencyLayer)
        case .restore:
            precondition(
                openScopes.last == .state,
                "DisplayList.restore() without a matching save() (open scopes: \(openScopes))")
            openScopes.removeLast()
        case .endTransparencyLayer:
            precondition(
                openScopes.last == .transparencyLayer,
                "DisplayList.endTransparencyLayer() without a matching beginTransparencyLayer(alpha:) "
                    + "(open scopes: \(openScopes))")
            openScopes.removeLast()
        default:
            break
        }
        commands.append(command)
    }

    /// Pushes the graphics state (transform and clip).
    public mutating func save() { record(.save) }
    /// Pops the state pushed by the innermost open `save()`.
    public mutating func restore() { record(.restore) }
    /// Applies `transform` before the current transform.
    public mutating func concatenate(_ transform: CGAffineTransform) { record(.concatenate(transform)) }

    /// Moves the origin by (x, y) points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales the user space by (x, y).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates the user space by `angle` radians (clockwise on screen).
    public mutating func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Intersects the clip with the inside of `path`.
    public mutating func clip(to path: Path) { record(.clip(path)) }

    /// Intersects the clip with a rectangle in points.
    public mutating func clip(to rect: CGRect) { clip(to: .rect(rect)) }

    /// Fills the inside of `path` (per its fill rule) with `paint`.
    public mutating func fill(_ path: Path, with paint: Paint) { record(.fill(path, paint)) }

    /// Fills the inside of `path` with one colour.
    public mutating func fill(_ path: Path, color: UIColor) { fill(path, with: .color(color)) }

    /// Outlines `path` with `paint`; the stroke is centred on the outline.
    public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) {
        record(.stroke(path, paint, style))
    }

    /// Draws only the blurred shadow of the filled `path`, moved by `shadow.offset`; fill the path
    /// afterwards to draw the shape over its shadow.
    public mutating func drawShadow(of path: Path, shadow: Shadow) { record(.shadow(path, shadow)) }

    /// Replaces what is drawn inside `path` with it blurred, saturated and tinted as `backdrop`
    /// says (a frosted material); the blur reads what lies around the path too, so its edges match
    /// their surroundings.
    public mutating func drawBackdrop(in path: Path, backdrop: Backdrop) { record(.backdrop(path, backdrop)) }

    /// Lays out `text` in `rect` (points) with `style` and draws it with the text engine.
    public mutating func drawText(_ text: AttributedText, in rect: CGRect, style: ParagraphStyle = ParagraphStyle()) {
        record(.text(text, rect, style))
    }

    /// Draws `bitmap` scaled (with good filtering) to fill `rect`, in points.
    public mutating func drawImage(_ bitmap: Bitmap, in rect: CGRect) { record(.image(bitmap, rect)) }

    /// Draws `bitmap` at its natural size in points (pixels / its scale) with its top-left corner
    /// at `point`.
    public mutating func drawImage(_ bitmap: Bitmap, at point: CGPoint) {
        drawImage(bitmap, in: CGRect(origin: point, size: bitmap.size))
    }

    /// Starts drawing into an offscreen layer that `endTransparencyLayer()` composites with
    /// `alpha` (0…1, clamped), so overlapping parts of a group do not show through each other.
    public mutating func beginTransparencyLayer(alpha: Double) {
        record(.beginTransparencyLayer(alpha: min(max(alpha.isNaN ? 1 : alpha, 0), 1)))
    }

    /// Composites the innermost open transparency layer.
    public mutating func endTransparencyLayer() { record(.endTransparencyLayer) }

    /// Appends the commands of `other` as they are (typically a subview's drawing, wrapped in
    /// `save()`/`restore()` by the caller). Scopes `other` left open stay open here.
    public mutating func append(_ other: DisplayList) {
        for command in other.commands { record(command) }
    }
}

extension DisplayList.Command {
    /// Whether it is a ``DisplayList/Command/backdrop(_:_:)``, whose pixels depend on what was drawn before.
    package var isBackdrop: Bool {
        if case .backdrop = self { return true }
        return false
    }
}
