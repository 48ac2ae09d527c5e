public import Foundation
import TesseraCore
public import TesseraGraphics
import TesseraLayout

/// A rectangular region of the screen that draws content and holds subviews — the building block
/// of every Tessera screen, with the semantics of `UIView`.
///
/// Geometry is in points. `bounds` is the view's own coordinate space; `center` is the middle of
/// the view in its superview's space; `frame` derives from both and `transform` (as in UIKit, set
/// `frame` only while `transform` is the identity).
///
/// A view draws from its `layer`, back to front: the layer's shadow, the background colour (clipped
/// to the layer's rounded corners), its own content (`draw(_:)`), its subviews (clipped when
/// `clipsToBounds`), and the layer's border on top.
///
/// For example:
/// ```swift
/// let card = UIView(frame: CGRect(x: 16, y: 100, width: 343, height: 120))
/// card.backgroundColor = .secondarySystemBackground
/// card.layer.cornerRadius = 16
/// card.layer.shadowOpacity = 0.15
/// card.layer.shadowOffset = CGSize(width: 0, height: 4)
/// card.layer.shadowRadius = 6
/// ```
///
/// Main actor only — including the release of a view's last reference, as in UIKit: a view let go on
/// another thread finishes its deinitialisation on the main thread, and until then its subviews, guides
/// and constraints still see it.
// Main-actor isolated as its superclass `UIResponder` (`@preconcurrency @MainActor`); not restated here because
// the compiler refuses an `isolated deinit` in a class that is itself declared `@preconcurrency`.
open class UIView: UIResponder {
    // MARK: Geometry

    /// The view's own coordinate space: origin is the scroll offset (normally zero), size in points.
    open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            animatablePropertyDidChange(.bounds(oldValue))
            if bounds.size != oldValue.size {
                setNeedsLayout()
                resizeSubviews(withOldSize: oldValue.size)  // autoresizing masks (UIView+Autoresizing.swift)
            }
            setNeedsDisplay()
            layoutNodeStorage?.itemFrameDidChange()  // Auto Layout: frames that translate into constraints
        }
    }

    /// The centre of the view in its superview's coordinates, in points.
    open var center: CGPoint = .zero {
        didSet {
            guard center != oldValue else { return }
            animatablePropertyDidChange(.center(oldValue))
            setNeedsDisplay()
            layoutNodeStorage?.itemFrameDidChange()  // Auto Layout: frames that translate into constraints
        }
    }

    /// A transform applied about the centre; does not change `bounds` or `center`.
    open var transform: CGAffineTransform = .identity {
        didSet {
            guard transform != oldValue else { return }
            animatablePropertyDidChange(.transform(oldValue))
            setNeedsDisplay()
        }
    }

    /// The view's rectangle in its superview's coordinates, in points. Setting it moves `center` and
    /// resizes `bounds`; with a non-identity `transform`, reading gives the bounding box of the
    /// transformed view.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                width: bounds.width, height: bounds.height)
            guard !transform.isIdentity else { return untransformed }
            return transformToSuperview.apply(to: CGRect(origin: bounds.origin, size: bounds.size))
        }
        set {
            let size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            bounds = CGRect(origin: bounds.origin, size: size)
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    // MARK: Appearance

    /// Fill behind the content, clipped to the layer's rounded corners; nil (the default) draws
    /// nothing. The same storage as `layer.backgroundColor`. Animatable.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            noteAppearanceSet(.backgroundColor)
            setBackgroundColor(newValue)
        }
    }
    /// Opacity 0…1 (values outside are clamped) applied to the view and its subviews as one
    /// group; below 0.01 the view is also skipped by hit testing. The same storage as
    /// `layer.opacity`. Animatable.
    open var alpha: CGFloat {
        get { alphaStorage }
        set { setAlpha(newValue) }
    }
    /// A hidden view and its subviews neither draw nor receive touches.
    open var isHidden = false {
        didSet {
            setNeedsDisplay()
            // Auto Layout: stacks collapse hidden views
            if isHidden != oldValue { layoutNodeStorage?.itemVisibilityDidChange() }
        }
    }
    /// Clips the content and subviews to the layer's rounded bounds. The same storage as
    /// `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { clipsToBoundsStorage }
        set { setClipsToBounds(newValue) }
    }
    /// Whether the view promises to fill its bounds with opaque content (`UIView.isOpaque`; true
    /// by default). Accepted for compatibility: drawing and compositing do not depend on it.
    open var isOpaque = true
    /// Whether the bounds are cleared before `draw(_:)` runs (`UIView.clearsContextBeforeDrawing`;
    /// true by default). Accepted for compatibility: every frame is drawn from scratch, so the
    /// bounds are always clear.
    open var clearsContextBeforeDrawing = true
    /// How the view's content is placed when its size differs from the bounds (scale to fill by
    /// default). `UIImageView` places its image by it; other views draw their content themselves.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { setNeedsDisplay() }
    }
    /// The colour interactive elements in this subtree use (`UIView.tintColor`): the colour set
    /// here, else the nearest ancestor's, else `.systemBlue`. Setting nil returns to inheriting.
    /// A change calls `tintColorDidChange()` on this view and on every descendant that inherits it.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            noteAppearanceSet(.tintColor)
            setTintColor(newValue)
        }
    }
    /// How the view's content relates to the layout direction; `.unspecified` by default. Any other
    /// value fixes `effectiveUserInterfaceLayoutDirection`, which arranges the view's immediate
    /// content: its own drawing (a button's image and title, a label's natural alignment), its
    /// layout margins and the leading and trailing constraints among its subviews, such as a stack
    /// view's arranged views. Subviews do not inherit it. Appearance proxies may set it.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { lifecycle.semanticContentAttribute }
        set {
            noteAppearanceSet(.semanticContentAttribute)
            guard newValue != lifecycle.semanticContentAttribute else { return }
            lifecycle.semanticContentAttribute = newValue
            semanticContentAttributeDidChange()
        }
    }
    /// The drawing attributes (corners, border, shadow) the view draws with; made on first use.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let layer = CALayer(owner: self)
        layerStorage = layer
        return layer
    }
    /// Whether the view takes part in hit testing.
    open var isUserInteractionEnabled = true
    /// An integer that identifies the view within its tree; see `viewWithTag(_:)`.
    open var tag = 0

    // MARK: Autoresizing (see UIView+Autoresizing.swift)

    /// How the view's frame follows its superview's size changes when it translates its frame
    /// (`translatesAutoresizingMaskIntoConstraints`); empty (no resizing) by default. The rule is
    /// documented on `UIView.AutoresizingMask`.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a change of this view's bounds size applies its subviews' `autoresizingMask`s
    /// (`UIView.autoresizesSubviews`); true by default.
    open var autoresizesSubviews = true

    // MARK: Accessibility (defaults and contracts: Accessibility/UIView+Accessibility.swift)

    /// Whether assistive technologies see this view as one element (`isAccessibilityElement`); its
    /// subviews are then not visited. Default: true for labels, controls, text views, progress views
    /// and activity indicators, false for other views (as in UIKit).
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? isAccessibilityElementByDefault }
        set { storedIsAccessibilityElement = newValue }
    }
    /// What assistive technologies read for this view.
    open var accessibilityLabel: String?
    /// What happens when the element is activated, read after a pause ("Opens the entry").
    open var accessibilityHint: String?
    /// The element's current value as text ("75%", "On"); controls give their own unless set.
    open var accessibilityValue: String?
    /// What the view is and does, as assistive technologies describe it.
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// A stable identifier for tests and the UI driver; never shown.
    open var accessibilityIdentifier: String?
    /// The element's rectangle in the window's coordinates ("the screen"); by default the view's
    /// bounds converted to the window. Setting it fixes the rectangle until set to `.null`.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? defaultAccessibilityFrame }
        set { storedAccessibilityFrame = newValue.isNull ? nil : newValue }
    }
    /// The elements of this container in reading order — views and `UIAccessibilityElement`s —
    /// replacing its subviews for assistive technologies; nil: the subviews, back to front.
    open var accessibilityElements: [Any]?
    /// Hides this view's subtree from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Hides this view's siblings (and theirs up the tree) from assistive technologies while it is
    /// shown, and keeps keyboard focus inside it (`UIWindow.focusScope`): an alert over the screen.
    /// A presented controller's container is modal.
    open var accessibilityViewIsModal = false

    private var storedIsAccessibilityElement: Bool?
    private var storedAccessibilityFrame: CGRect?

    /// Performs the element's default action for an assistive technology; return true when handled.
    /// The default returns false: the caller then taps the element's centre, as VoiceOver does.
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value by one step (`.adjustable`); the default does nothing.
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value by one step (`.adjustable`); the default does nothing.
    open func accessibilityDecrement() {}

    // MARK: Focus

    /// Whether keyboard focus can rest on the view (UIKit's `canBecomeFocused`): Tab reaches it
    /// and the focus ring surrounds it. By default, views that can become first responder;
    /// enabled controls and tables with rows too.
    open var canBecomeFocused: Bool { canBecomeFirstResponder }

    // MARK: Hierarchy storage

    /// The parent view, or nil for a root.
    public internal(set) var superview: UIView? {
        get { superviewStorage }
        set {
            let old = superviewStorage
            superviewStorage = newValue
            if newValue !== old { autoLayoutSuperviewDidChange(from: old) }  // Auto Layout: move constraints
        }
    }
    /// Children, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The window the view is shown in, or nil when it is not on screen.
    // Unowned, like `superviewStorage` (see there); set for a whole subtree by `moveToWindow(_:)` and
    // cleared by it, or by the window's `deinit`.
    public internal(set) unowned(unsafe) var window: UIWindow?

    // `unowned(unsafe)` rather than `weak`: a weak reference gives its target a side table, after which
    // every retain and release of that view takes the runtime's slow path (Auto Layout retains views
    // constantly). It cannot dangle: it is set by `insertSubview(_:at:)` while the parent holds the view
    // in `subviews`, cleared by `removeFromSuperview()`, and cleared by the parent's `deinit` — which is
    // isolated to the main actor, like every read of it. (A parent released on another thread, against
    // the type's rule, is still seen here until that deinit runs; memory stays valid until then.)
    private unowned(unsafe) var superviewStorage: UIView?

    // MARK: State kept for layout, traits and drawing

    var needsLayout = true
    /// The safe-area insets last reported with `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    var backgroundColorStorage: UIColor?
    var alphaStorage: CGFloat = 1
    var clipsToBoundsStorage = false
    /// The layer, once `layer` was read.
    var layerStorage: CALayer?
    /// The tint set on this view; nil inherits (UIView+Tint.swift).
    var tintColorStorage: UIColor?
    var storedTraitCollection: UITraitCollection?
    /// The traits this view last inherited from above, before its own overrides: what a detached
    /// root recomputes its traits from when an override changes.
    var inheritedTraitCollection: UITraitCollection?
    /// The traits set in `traitOverrides` (UIView+Traits.swift).
    var storedTraitOverrides = TraitValues()
    /// The smallest and largest Dynamic Type size this subtree sees (UIView+Traits.swift).
    var contentSizeCategoryLimits: (minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?) = (nil, nil)
    /// Auto Layout state, created on first use (see AutoLayout/UIView+AutoLayout.swift).
    var layoutNodeStorage: LayoutNode?
    /// The view's text layout for Auto Layout (labels and buttons override it): a virtual call is
    /// much cheaper than the protocol cast the engine would otherwise make for every view.
    var textContentLayout: (any TextContentLayout)? { nil }
    /// One colour the subviews' drawing is painted in (a vibrancy effect view's content), each part
    /// keeping its opacity; nil draws them as they are.
    var subviewsFlatColor: UIColor? { nil }
    /// Lifetime, theme and setup state (see Lifecycle/ViewLifecycleState.swift).
    var lifecycle = ViewLifecycleState()

    // MARK: Initialisers

    /// A view with `frame` (points); runs the setup hooks (`LifecycleHook.viewSetUp`) before
    /// returning — see UIView+Lifecycle.swift.
    public init(frame: CGRect = .zero) {
        super.init()
        self.frame = frame
        runSetUp(after: UIView.self)
        if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// A view with a zero frame, made by `init(frame:)` — a subclass's override when it has one, so
    /// `MyView()` works for a subclass that overrides `init(frame:)`, as on iOS.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The framework class whose own initialiser runs the setup hooks, as its last line
    /// (`defer { runSetUp(after: UIButton.self) }`): the most derived framework class that finishes
    /// configuring in its initialiser, so the hooks of a subclass see the finished view. `UIView`'s
    /// initialiser runs them for every other view. Internal: an app's subclass inherits its framework
    /// class's.
    class var setUpRunningClass: UIView.Type { UIView.self }

    /// Runs the setup hooks when `finishedClass`, whose initialiser is ending, is the class that
    /// runs them for this view (`setUpRunningClass`).
    func runSetUp(after finishedClass: UIView.Type) {
        if type(of: self).setUpRunningClass == finishedClass { runSetUp() }
    }

    // Clears the unowned references into this view: its subviews' `superview`, for a window its
    // subtree's `window`, and its Auto Layout node's. Nothing is called back (as when a weak reference
    // is zeroed): subviews kept alive elsewhere become roots, and their constraints inside their own
    // subtrees are installed again when they are next laid out (`LayoutEngine.detachAll()`).
    deinit {
        performMainActorPartOfDeinit { cutReferencesIntoDeinitialisingView() }
    }

    private func cutReferencesIntoDeinitialisingView() {
        let isWindow = window === self
        for child in subviews {
            child.superviewStorage = nil
            if isWindow { child.leaveDeallocatedWindow() }
        }
        layoutNodeStorage?.itemDidDeinit()
        layerStorage?.owner = nil
    }

    private func leaveDeallocatedWindow() {
        window = nil
        for child in subviews { child.leaveDeallocatedWindow() }
    }

    /// The rounded shape of the bounds: the layer's corner radius, masked corners and curve applied.
    public var shapePath: Path { shapePath(in: bounds, cornerRadius: layerStorage?.cornerRadius ?? 0) }

    /// Maps the view's bounds space into its superview's space: −bounds.origin, then about the centre
    /// by `transform`, then to `center`.
    public var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Values an animation in flight shows instead of the model values (see UIView+Animation.swift).
    var presentation = PresentationValues()

    /// Whether a translation of this view is drawn on the device pixel grid (see
    /// `translationOnPixels(scale:)`): set on the screens and bar a navigation controller slides,
    /// so that each frame of a slide can move the previous frame's pixels. Model and presentation
    /// values stay exact.
    var drawsTranslationOnPixelGrid = false

    /// Gesture recognizers attached to the view, in the order added.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Input

    /// The superview (a view controller's root view answers its controller instead).
    override open var next: UIResponder? { lifecycle.viewController ?? superview }

    /// Whether `point` (bounds space) is inside the view; override to grow or shrink the target.
    /// `event` is the touch event being hit-tested, or nil when the caller has none.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (bounds space): subviews front to
    /// back, then the view itself. Hidden, nearly transparent (alpha < 0.01) and non-interactive
    /// views and their subtrees are skipped. Subviews that overflow the bounds can be hit unless
    /// `clipsToBounds` is set — what is drawn is what can be touched (UIKit skips them either way).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return nil }
        let inside = self.point(inside: point, with: event)
        if inside || !clipsToBounds {
            for child in subviews.reversed() {
                guard let toChild = child.transformToSuperview.inverted() else { continue }
                if let hit = child.hitTest(toChild.apply(to: point), with: event) { return hit }
            }
        }
        return inside ? self : nil
    }

    // MARK: Overridable notifications

    /// Called before the superview changes; `newSuperview` is nil when the view is being removed.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed; `superview` is the new one, or nil after removal.
    open func didMoveToSuperview() {}
    /// Called before the view joins or leaves a window (nil when leaving).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view joined or left a window; `window` is the new one, or nil.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}

    /// A subview that takes or gives up keyboard focus in this view's place when
    /// `becomeFirstResponder()` or `resignFirstResponder()` is called on it (a search bar's field);
    /// nil (the default) for this view itself.
    var firstResponderProxy: UIView? { nil }

    /// How far the screen's unsafe areas (status bar, home indicator) reach into this view, in
    /// points: the window's device insets, reduced by this view's position within its ancestors,
    /// plus the `additionalSafeAreaInsets` of a controller whose root view this is. Zero outside a
    /// window (apart from those).
    open var safeAreaInsets: UIEdgeInsets { withAdditionalSafeAreaInsets(inheritedSafeAreaInsets) }

    /// Called when `safeAreaInsets` changed: in the layout pass that finds the change, before
    /// `layoutSubviews()` (the view moved into a window, the window's insets or the view's place
    /// changed, or a controller's `additionalSafeAreaInsets`). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed: they were set, or the safe area they are measured
    /// from (`insetsLayoutMarginsFromSafeArea`) moved. The default tells the controller whose root
    /// view this is (`viewLayoutMarginsDidChange()`); call `super` when you override it.
    open func layoutMarginsDidChange() {
        lifecycle.viewController?.viewLayoutMarginsDidChange()
    }

    /// Makes or changes the view's own constraints, in the layout pass before the engine solves:
    /// called once after `setNeedsUpdateConstraints()` (and in the first pass of a view whose class
    /// `requiresConstraintBasedLayout`). Override it to set constraints up lazily or batch changes,
    /// and call `super` as the last step. The default does nothing.
    open func updateConstraints() {}

    /// Whether views of this class need `updateConstraints()` before their first layout even if
    /// nothing asked for it (they make their constraints there). False by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Lays out subviews. The default does nothing; override to set subview frames from `bounds`.
    /// Call `setNeedsLayout()` to schedule it and `layoutIfNeeded()` to run it now.
    open func layoutSubviews() {}

    /// The size the view would like for its content, in points, or `UIView.noIntrinsicMetric` per
    /// axis when it has no preference.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size` (points). The default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Draws the view's own content with Core Graphics, as on iOS (`UIView.draw(_:)`):
    /// `UIGraphicsGetCurrentContext()` records into the view's bounds space (points, origin top-left,
    /// y downward) and `UIBezierPath.fill()`/`stroke()` draw into it. `rect` is the whole bounds.
    /// Drawn after the background and before the subviews. The default draws nothing.
    ///
    /// Unlike UIKit, which caches the result until `setNeedsDisplay()`, Tessera calls this on every
    /// render of the view, so it must only draw (not change state).
    ///
    /// For example:
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     UIColor.systemGreen.setFill()
    ///     UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    /// }
    /// ```
    open func draw(_ rect: CGRect) {}

    /// Tessera's drawing entry point: draws the view's own content straight into `context` (a
    /// display list in bounds coordinates), before `draw(_:)`, after the background and before the
    /// subviews. Framework views draw here; the default draws nothing.
    open func draw(in context: inout DisplayList) {}

    /// Called when the effective `tintColor` changes (set here or on an ancestor, or the view moved
    /// under another tint). The default does nothing; controls redraw in their overrides.
    open func tintColorDidChange() {}

    /// Called after the effective traits change (appearance, text size, scale or direction).
    open func traitCollectionDidChange(_ previous: UITraitCollection?) {}

    // MARK: Lifecycle hooks (run in this order at the end of init; see LifecycleHook)

    /// First setup hook: anything the others rely on.
    open func prepare() {}
    /// Second setup hook, after `prepare()`: what the rest of setup needs from it.
    open func beginSetUp() {}
    /// Adds subviews.
    open func buildHierarchy() {}
    /// Sets properties and styles of the subviews.
    open func configureViews() {}
    /// Makes constraints or sets frames.
    open func makeLayout() {}
    /// Sets delegates and data sources of the subviews.
    open func setUpDelegates() {}
    /// Subscribes to events and channels; store the tokens in `lifetime`.
    open func setUpNotifications() {}
    /// Binds models to views; store the tokens in `lifetime`.
    open func bindData() {}
    /// Observes models; store the tokens in `lifetime`.
    open func observe() {}
    /// Adds actions and gestures.
    open func setUpEvents() {}
    /// Setup that fits none of the other hooks.
    open func setUpExtras() {}
    /// Re-reads theme values (`theme`): once in setup, then on every change of theme or of light/dark.
    open func themeDidChange() {}
    /// Last setup hook.
    open func finishSetUp() {}
    /// DEBUG builds only: assertions about the finished setup.
    open func debugChecks() {}
    /// Runs once when the view is ended (`invalidate()`), before its `lifetime` is cancelled.
    open func tearDown() {}
}
