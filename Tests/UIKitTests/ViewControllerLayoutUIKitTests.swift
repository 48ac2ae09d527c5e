import Testing
import UIKit

/// A controller that lays out by hand in viewDidLayoutSubviews, as iOS code often does.
private final class GradientHeaderViewController: UIViewController {
    let header = UIView()
    let content = UILabel()
    var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("will \(view.bounds.width)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("did \(content.frame.minY)")  // constraints are applied by now
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

@Suite("View controller layout callbacks as iOS code uses them")
@MainActor
struct ViewControllerLayoutUIKitTests {
    @Test func layoutCallbacksSurroundTheRootViewsLayout() {
        let window = UIWindow(device: .iPhoneSE)
        let controller = GradientHeaderViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let top = window.safeAreaInsets.top
        #expect(controller.calls == ["will \(window.bounds.width)", "did \(top)"])
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: window.bounds.width, height: top))

        window.layoutIfNeeded()
        #expect(controller.calls.count == 2)  // nothing changed: no layout, no calls
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.calls.count == 4)
    }

    @Test func additionalSafeAreaInsetsMoveTheSafeAreaAndWhatIsPinnedToIt() {
        let window = UIWindow(device: .iPhoneSE)
        let controller = GradientHeaderViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let top = window.safeAreaInsets.top

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets.top == top + 44)
        #expect(controller.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom + 20)
        #expect(controller.content.frame.minY == top + 44)
        #expect(controller.header.frame.height == top + 44)

        controller.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(controller.content.frame.minY == top)
    }

    @Test func statusBarPreferencesAreReadable() {
        let controller = GradientHeaderViewController()
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.prefersStatusBarHidden)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(UIViewController().preferredStatusBarStyle == .default)
        #expect(UIViewController().modalPresentationStyle == .automatic)
        #expect(UIViewController().modalTransitionStyle == .coverVertical)
    }
}
