public import Foundation
public import TesseraCore
public import TesseraGraphics
public import TesseraLayout

/// The root of a view tree shown on a screen: it owns the traits that flow down the tree and turns
/// the tree into pixels.
///
/// Headless use renders to a `Bitmap` or PNG; `TesseraHost` puts a window on a real display.
///
/// For example:
/// ```swift
/// let window = UIWindow(device: .iPhone15, traits: UITraitCollection(userInterfaceStyle: .dark))
/// window.traitCollection.displayScale   // 3: the device's; the traits given only make it dark
/// window.rootView = JournalHomeView()
/// try window.writePNG(to: URL(fileURLWithPath: "out/home.png"))
/// ```
@preconcurrency @MainActor
public final class UIWindow: UIView {
    /// The screen the window fills.
    public let device: DevicePreset

    /// The traits the system gives the window (appearance, text size, …; what a host sets from the
    /// desktop's settings), over those of its device. Only the traits it specifies count: the
    /// others come from the device (`DevicePreset.traitCollection(forWindowOf:)`: display scale,
    /// idiom, size classes) and then from `UITraitCollection.default` (light, Large, left to
    /// right). Setting it walks the tree once and notifies each view whose effective traits change.
    public var windowTraits: UITraitCollection {
        didSet {
            inheritTraits(from: environmentTraits)
            postContentSizeCategoryChange(from: oldValue)
        }
    }

    /// What the window's subtree inherits: `windowTraits` over the device's traits over the defaults.
    var environmentTraits: UITraitCollection { environmentTraits(windowTraits: windowTraits) }

    /// What the subtree would inherit with `windowTraits` as the window's traits.
    func environmentTraits(windowTraits: UITraitCollection) -> UITraitCollection {
        UITraitCollection(traitsFrom: [.default, device.traitCollection(forWindowOf: bounds.size), windowTraits])
    }

    /// The screen the window is on: its device's (`window.screen`).
    public var screen: UIScreen { UIScreen.screen(for: device) }

    /// The scene the window belongs to, if any (see UIWindow+Scene.swift); the scene does not keep it.
    public weak var windowScene: UIWindowScene? {
        didSet { windowSceneDidChange(from: oldValue) }
    }

    /// True after something changed that the next frame must show.
    public internal(set) var needsDisplay = true

    /// The time source for gestures, timers and animations: the system clock, or a `TestClock`
    /// that tests advance by hand.
    public var clock: any TimerClock = SystemTimerClock.shared

    /// The clipboard copy, cut and paste use; in memory until a host installs the system one.
    public var clipboard: any Clipboard = InMemoryClipboard()
    /// X11's primary selection: the text last selected in a text field or text view, which a
    /// middle click pastes (`pastePrimarySelection(at:)`). In memory until a host installs the
    /// desktop's.
    public var primarySelection: any Clipboard = InMemoryClipboard()

    /// The view that receives keyboard and text input first; see `UIView.becomeFirstResponder()`.
    public internal(set) weak var firstResponder: UIView?

    /// The view keyboard focus is on: the first responder, or the control or list Tab reached (see
    /// UIWindow+Focus.swift).
    public internal(set) weak var focusedView: UIView?

    /// Whether the focus ring shows: after the keyboard moved focus, until the next pointer press.
    public internal(set) var isFocusRingVisible = false {
        didSet { if isFocusRingVisible != oldValue { needsDisplay = true } }
    }

    /// The window's own key commands, the last the responder chain offers (app-wide shortcuts
    /// such as Quit).
    private var windowKeyCommands: [UIKeyCommand] = []

    override public var keyCommands: [UIKeyCommand]? { windowKeyCommands }

    /// Adds an app-wide shortcut (see `UIKeyCommand`).
    public func addKeyCommand(_ command: UIKeyCommand) { windowKeyCommands.append(command) }

    /// Removes a shortcut added with `addKeyCommand(_:)`.
    public func removeKeyCommand(_ command: UIKeyCommand) { windowKeyCommands.removeAll { $0 === command } }

    /// Height in points of an on-screen keyboard covering the bottom of the window (0 for none).
    /// Scroll views add the part it covers to their insets, and a focused field scrolls into view
    /// above it — set it to emulate a phone's software keyboard.
    public var keyboardHeight: CGFloat = 0 {
        didSet {
            if keyboardHeight != oldValue {
                firstResponder?.scrollIntoVisibleArea()
                setNeedsLayout()
            }
        }
    }

    /// Runs view animations on `clock` (see Animation/Animator.swift).
    public private(set) lazy var animator = Animator(window: self)

    /// Input state between events (see UIWindow+Events.swift).
    var inputState = InputDispatchState()

    /// The size of the last layout, whose change `layoutSubviews()` announces.
    private var laidOutSize: CGSize?

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

    /// A window the size of `device`, with `traits` over the device's own (see `windowTraits`).
    public init(device: DevicePreset, traits: UITraitCollection = UITraitCollection()) {
        self.device = device
        windowTraits = traits
        super.init(frame: CGRect(origin: .zero, size: device.size))
        window = self
        setBackgroundColor(UIColor(light: .white, dark: .black))
        inheritTraits(from: environmentTraits)
        // A window is in itself from the start: `UIWindow.appearance()` reaches it here.
        AppearanceRules.apply(to: self)
    }

    /// A window with `frame` on the device of `UIScreen.main` (the key window's, else an iPhone
    /// 15), as an app without scenes makes its window: `UIWindow(frame: UIScreen.main.bounds)`.
    override public convenience init(frame: CGRect = .zero) {
        self.init(device: UIScreen.main.device)
        self.frame = frame
    }

    /// The device's safe-area insets in points.
    override public var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets }

    /// Fills the window with the root view, and takes new size classes when the window's shape
    /// changed (a phone window turned to landscape, say). A change of size is announced first to the
    /// root view controller (`viewWillTransition(to:with:)`, which passes it on to its children).
    override public func layoutSubviews() {
        let size = bounds.size
        let resized = laidOutSize.map { $0 != size } ?? false
        laidOutSize = size
        guard resized, let controller = rootViewController else {
            rootView?.frame = bounds
            inheritTraits(from: environmentTraits)
            return
        }
        let coordinator = TransitionCoordinator(
            from: nil, to: nil, isAnimated: false, isInteractive: false, containerView: self)
        controller.viewWillTransition(to: size, with: coordinator)
        rootView?.frame = bounds
        inheritTraits(from: environmentTraits)
        // The alongside blocks see the screens at their new size, presented ones included (their
        // containers follow the window in their own layout).
        for view in subviews {
            if view !== rootView { view.setNeedsLayout() }
            view.layoutIfNeeded()
        }
        coordinator.runAnimations()
        coordinator.complete(cancelled: false)
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
    /// - Precondition: `scale` is positive and finite, and neither side exceeds 32,767 pixels;
    ///   `bitmap(scale:)` throws instead.
    public func renderBitmap(scale: CGFloat? = nil) -> Bitmap {
        Canvas.render(
            makeDisplayListForDisplay(), size: bounds.size, scale: scale ?? device.scale,
            appearance: traitCollection.userInterfaceStyle)
    }

    /// `renderBitmap(scale:)`, throwing where it stops.
    /// - Throws: `GraphicsError.invalidCanvas` for a scale that is not positive and finite, or a
    ///   side over 32,767 pixels; `.cairo` when drawing fails.
    public func bitmap(scale: CGFloat? = nil) throws(GraphicsError) -> Bitmap {
        try Canvas.bitmap(
            of: makeDisplayListForDisplay(), size: bounds.size, scale: scale ?? device.scale,
            appearance: traitCollection.userInterfaceStyle)
    }

    /// Renders the window and writes it as a PNG.
    /// - Throws: `GraphicsError.unwritablePath` when the file cannot be written;
    ///   `.invalidCanvas` for a window or scale without pixels Cairo can hold (a side over 32,767
    ///   pixels, a scale of 0).
    public func writePNG(to url: URL, scale: CGFloat? = nil) throws(GraphicsError) {
        try Canvas.writePNG(
            makeDisplayListForDisplay(), size: bounds.size, scale: scale ?? device.scale,
            appearance: traitCollection.userInterfaceStyle,
            to: url)
    }
}
