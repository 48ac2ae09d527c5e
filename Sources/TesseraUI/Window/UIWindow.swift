public import Foundation
public import TesseraGraphics
public import TesseraLayout
public import TesseraCore

/// The root of a view tree shown on a screen: it owns the traits that flow down the tree and turns
/// the tree into pixels.
///
/// Headless use renders to a `Bitmap` or PNG; `TesseraHost` puts a window on a real display.
///
/// For example:
/// ```swift
/// let window = UIWindow(device: .iPhone15, traits: UITraitCollection(userInterfaceStyle: .dark))
/// window.rootView = JournalHomeView()
/// try window.writePNG(to: URL(fileURLWithPath: "out/home.png"))
/// ```
@MainActor
public final class UIWindow: UIView {
    /// The screen the window fills.
    public let device: DevicePreset

    /// The window's environment; setting it walks the tree once and notifies each view whose
    /// effective traits changed.
    public var windowTraits: UITraitCollection {
        didSet { inheritTraits(from: windowTraits) }
    }

    /// True after something changed that the next frame must show.
    public internal(set) var needsDisplay = true

    /// The time source for gestures, timers and animations: the system clock, or a `TestClock`
    /// that tests advance by hand.
    public var clock: any TimerClock = SystemTimerClock.shared

    /// The clipboard copy, cut and paste use; in memory until a host installs the system one.
    public var clipboard: any Clipboard = InMemoryClipboard()

    /// The view that receives keyboard and text input first; see `UIView.becomeFirstResponder()`.
    public internal(set) weak var firstResponder: UIView?

    /// Height in points of an on-screen keyboard covering the bottom of the window (0 for none).
    /// Scroll views add the part it covers to their insets, and a focused field scrolls into view
    /// above it — set it to emulate a phone's software keyboard.
    public var keyboardHeight: CGFloat = 0 {
        didSet { if keyboardHeight != oldValue { firstResponder?.scrollIntoVisibleArea(); setNeedsLayout() } }
    }

    /// Runs view animations on `clock` (see Animation/Animator.swift).
    public private(set) lazy var animator = Animator(window: self)

    /// Input state between events (see UIWindow+Events.swift).
    var inputState = InputDispatchState()

    /// The view that fills the window; it is resized with the window.
    public var rootView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rootView {
                addSubview(rootView)
                rootView.frame = bounds
            }
        }
    }

    /// A window the size of `device`, with `traits` (the display scale is taken from the device).
    public init(device: DevicePreset, traits: UITraitCollection = .default) {
        self.device = device
        var traits = traits
        traits.displayScale = device.scale
        windowTraits = traits
        super.init(frame: CGRect(origin: .zero, size: device.size))
        window = self
        backgroundColor = UIColor(light: .white, dark: .black)
        inheritTraits(from: windowTraits)
    }

    /// The device's safe-area insets in points.
    override public var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets }

    override public func layoutSubviews() {
        rootView?.frame = bounds
    }

    /// Lays out the tree and records it as a display list in window coordinates.
    public func makeDisplayList() -> DisplayList {
        layoutIfNeeded()
        var list = DisplayList()
        render(into: &list)
        return list
    }

    /// Lays out the tree, records it as a display list in window points and clears `needsDisplay`:
    /// for hosts that rasterise the list themselves (only the part that changed, say).
    public func makeDisplayListForDisplay() -> DisplayList {
        let list = makeDisplayList()
        needsDisplay = false
        return list
    }

    /// Renders the window at `scale` pixels per point (the device's scale by default).
    public func renderBitmap(scale: CGFloat? = nil) -> Bitmap {
        let list = makeDisplayList()
        needsDisplay = false
        return Canvas.render(
            list, size: bounds.size, scale: scale ?? device.scale,
            appearance: windowTraits.userInterfaceStyle)
    }

    /// Renders the window and writes it as a PNG.
    /// - Throws: `GraphicsError.unwritablePath` when the file cannot be written.
    public func writePNG(to url: URL, scale: CGFloat? = nil) throws(GraphicsError) {
        try renderBitmap(scale: scale).writePNG(to: url)
    }
}
