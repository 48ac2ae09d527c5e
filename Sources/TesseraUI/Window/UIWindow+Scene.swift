extension UIWindow {
    /// A window in `windowScene`, filling its screen, as a scene delegate makes its window:
    /// `window = UIWindow(windowScene: windowScene)`.
    public convenience init(windowScene: UIWindowScene) {
        let screen = windowScene.screen
        self.init(device: screen.device)
        frame = screen.bounds
        self.windowScene = windowScene
        windowScene.attach(self)  // an initialiser of the class may not run `didSet`; attaching twice keeps one
    }

    /// Moves the window from `oldScene` to ``windowScene`` (setting the property does).
    func windowSceneDidChange(from oldScene: UIWindowScene?) {
        guard oldScene !== windowScene else { return }
        oldScene?.detach(self)
        windowScene?.attach(self)
    }
}
