extension UIView {
    /// Options of `UIView.animate(withDuration:delay:options:animations:completion:)` and
    /// `UIView.transition(with:duration:options:animations:completion:)`, with UIKit's raw values.
    ///
    /// What Tessera does with each: the curve options choose the timing curve; `repeat` and
    /// `autoreverse` repeat and reverse the motion; `layoutSubviews` lays out the changed views
    /// inside the animation so their subviews move with them; `allowAnimatedContent` animates the
    /// property changes of a transition's block individually; `showHideTransitionViews` hides and
    /// shows views in `transition(from:to:…)` instead of removing and adding them. Every transition
    /// style draws as a cross-dissolve (no 3-D flips or page curls). Accepted without effect, because
    /// Tessera always behaves so: `allowUserInteraction` (views stay interactive while animating),
    /// `beginFromCurrentState` (a new animation starts from what is on screen), the `override…`
    /// options, and the frame-rate hints (animations run at 60 frames per second).
    ///
    /// For example, a fade that starts from what is on screen and eases out:
    /// ```swift
    /// UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseOut]) {
    ///     banner.alpha = 0
    /// }
    /// ```
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews during the animation, so they animate with their superview.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches (they ignore them by default).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen now when another animation of the same property is running, instead of its end value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after each forward run (with `repeat`, back and forth).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration even inside another animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve even inside another animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the view's content at every frame instead of stretching a snapshot.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In a transition between views, hides and shows them instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the options of an enclosing animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Starts slowly, speeds up, and slows down at the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slowly and speeds up to the end.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Starts fast and slows down at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Moves at a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A transition that flips the view around its vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips the view around its vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition that curls the view up from the bottom, like a page.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition that curls the view down from the top, like a page.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition that fades the old content out while the new fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips the view around its horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition that flips the view around its horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's usual frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve the curve bits (16…19) choose; ease-in-out when none is set.
        var curve: TesseraUI.AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }
}
