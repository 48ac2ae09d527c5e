public import Foundation
public import TesseraGraphics

/// Shows how far a task has got as a filled bar (`UIProgressView`).
///
/// The bar is 4 points tall, vertically centred in the bounds; the filled part grows from the
/// leading edge. The `default` style has rounded ends on a grey track; the `bar` style (for use
/// in toolbars) is square-ended on a fainter track.
///
/// Like `UIProgressView` it is a plain view, not a control: it takes no input and sends no
/// events. Setting `progress` (a `Float`, as UIKit's) clamps it to 0…1; NaN is ignored.
///
/// For example:
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.progress = 0.42
/// upload.accessibilityValue   // "42%"
/// upload.progress = 3         // clamped to 1
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look (`UIProgressView.Style`, with iOS's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// Rounded ends on a grey track.
        case `default` = 0
        /// Square ends on a fainter track, for toolbars.
        case bar = 1
    }

    /// The bar's thickness, in points (UIKit's 4).
    public static let barHeight: CGFloat = 4

    /// Progress 0…1. Setting it clamps to 0…1; NaN is ignored.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The filled part; nil (default) for `systemBlue`.
    open var progressTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.progressTintColor)
            setNeedsDisplay()
        }
    }
    /// The unfilled track. Default UIKit's `systemFill` ((120, 120, 128) at alpha 0.2 light, 0.36
    /// dark); the `bar` style uses half that opacity when this is left at its default.
    open var trackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.trackTintColor)
            setNeedsDisplay()
        }
    }

    /// The progress as a whole percentage, e.g. "42%".
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? ("\(Int((storedProgress * 100).rounded()))%") }
        set { super.accessibilityValue = newValue }
    }

    private var storedProgress: Float = 0

    static let defaultTrackColor = UIColor(
        light: UIColor(rgb: 0x787880).withAlphaComponent(0.2), dark: UIColor(rgb: 0x787880).withAlphaComponent(0.36))
    static let barTrackColor = UIColor(
        light: UIColor(rgb: 0x787880).withAlphaComponent(0.1), dark: UIColor(rgb: 0x787880).withAlphaComponent(0.18))

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityLabel = "Progress"
    }

    /// A progress view of `style`, sized to the bar's height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress (clamped to 0…1; NaN ignored). `animated` is accepted for UIKit parity;
    /// the bar changes at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return }
        storedProgress = min(max(progress, 0), 1)
        setNeedsDisplay()
    }

    /// No preferred width; `barHeight` tall.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width), height: Self.barHeight)
    }

    /// The track, in bounds coordinates.
    public var trackRect: CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.barHeight / 2, width: bounds.width, height: Self.barHeight)
    }

    override open func draw(in context: inout DisplayList) {
        let traits = traitCollection
        let track = trackRect
        let radius = progressViewStyle == .default ? Self.barHeight / 2 : 0
        let trackColor = trackTintColor ?? (progressViewStyle == .default ? Self.defaultTrackColor : Self.barTrackColor)
        let shape = Path.roundedRect(track, radius: radius)
        context.fill(shape, color: trackColor.resolvedColor(with: traits))
        guard storedProgress > 0 else { return }
        let width = track.width * CGFloat(storedProgress)
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let filled = CGRect(
            x: leftToRight ? track.minX : track.maxX - width, y: track.minY, width: width, height: track.height)
        context.save()
        context.clip(to: shape)
        context.fill(
            .roundedRect(filled, radius: radius), color: (progressTintColor ?? .systemBlue).resolvedColor(with: traits))
        context.restore()
    }
}
