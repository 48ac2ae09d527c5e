extension UIWindow {
    /// The controller whose view fills the window. Setting it shows the new controller and discards
    /// the previous one:
    ///
    /// 1. the old controller begins disappearing, the new one loads its view (running its setup)
    ///    and begins appearing;
    /// 2. the new view replaces the old as `rootView` (traits and theme flow into it);
    /// 3. both transitions end (`viewDidDisappear`, `viewDidAppear` + `screen_view`);
    /// 4. the old controller is ended (`invalidate()`): tear-down, lifetime cancelled — so, once the
    ///    caller lets go of it, it deinitialises with its views and view models.
    ///
    /// ```swift
    /// let window = UIWindow(device: .iPhone15)
    /// window.rootViewController = HomeViewController(viewModel: HomeViewModel())
    /// try window.writePNG(to: URL(fileURLWithPath: "out/home.png"))
    /// ```
    /// Setting `rootView` directly afterwards replaces the view but keeps the controller.
    public var rootViewController: UIViewController? {
        get { lifecycle.rootViewController }
        set {
            let old = lifecycle.rootViewController
            guard old !== newValue else { return }
            old?.beginAppearanceTransition(false)
            newValue?.beginAppearanceTransition(true)
            lifecycle.rootViewController = newValue
            rootView = newValue?.view
            old?.endAppearanceTransition()
            newValue?.endAppearanceTransition()
            old?.invalidate()
        }
    }
}
