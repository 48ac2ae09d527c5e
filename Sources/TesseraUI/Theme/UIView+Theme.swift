extension UIView {
    /// The theme in effect: this view's `overrideTheme`, else its superview's theme, else
    /// `SystemTheme()`. Setting it is the same as setting `overrideTheme`: the theme of this view
    /// and its subtree — set it on the window for the whole screen.
    ///
    /// Read it in `themeDidChange()`, which runs once at setup and again whenever the theme or the
    /// light/dark appearance of this view changes:
    /// ```swift
    /// window.theme = JournalTheme()
    ///
    /// override func themeDidChange() {
    ///     backgroundColor = theme.groupedBackground
    ///     titleLabel.textColor = theme.label
    /// }
    /// ```
    /// Light, dark or system appearance is chosen with `overrideUserInterfaceStyle` (`.light`,
    /// `.dark`, or `.unspecified` to follow the window's `windowTraits`, which the host sets from
    /// the system). Setting a theme equal to the current one changes nothing.
    /// - Complexity: setting is O(n) in the size of the subtree.
    public var theme: any Theme {
        get { lifecycle.theme ?? lifecycle.themeOverride ?? superview?.theme ?? SystemTheme() }
        set { overrideTheme = newValue }
    }

    /// A theme for this view and its subtree, replacing the inherited one; nil inherits. Setting it
    /// walks the subtree once; each view whose appearance changes gets one `themeDidChange()`.
    /// - Complexity: O(n) in the size of the subtree.
    public var overrideTheme: (any Theme)? {
        get { lifecycle.themeOverride }
        set {
            lifecycle.themeOverride = newValue
            refreshEnvironment()
        }
    }

    /// The appearance `themeDidChange()` reports on: the theme and whether the view draws dark.
    var themeAppearance: ThemeAppearance {
        ThemeAppearance(theme: theme, isDark: traitCollection.userInterfaceStyle == .dark)
    }

    /// The theme this view takes in the trait walk: its override, else its superview's.
    func inheritedTheme() -> any Theme {
        lifecycle.themeOverride ?? superview?.theme ?? SystemTheme()
    }

    /// Whether `theme` differs from the theme the view holds now (or it holds none yet).
    func isNewTheme(_ theme: any Theme) -> Bool {
        guard let current = lifecycle.theme else { return true }
        return !current.isEqual(to: theme)
    }

    /// Called by the trait walk on each view whose traits or theme changed, after its subtree:
    /// re-applies themed styles, then calls `themeDidChange()` if the appearance differs from the
    /// one last reported (never before setup reported one), then tells the owning controller.
    func environmentDidChange() {
        for style in lifecycle.themedStyles { style() }
        guard let reported = lifecycle.reportedAppearance else { return }
        let appearance = themeAppearance
        if appearance != reported {
            lifecycle.reportedAppearance = appearance
            themeDidChange()
        }
        lifecycle.viewController?.viewAppearanceDidChange(to: appearance)
    }

    /// Inherits traits and theme again from wherever they come from: the superview, or for a window
    /// its `windowTraits`, or for a detached root the traits it holds.
    func refreshEnvironment() {
        if let superview {
            inheritTraits(from: superview.traitCollection)
        } else if let window = self as? UIWindow {
            inheritTraits(from: window.environmentTraits)
        } else {
            inheritTraits(from: inheritedTraitCollection ?? .default)
        }
    }
}
