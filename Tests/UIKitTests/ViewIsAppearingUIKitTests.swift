import TesseraCore
import Testing
import UIKit

// `viewIsAppearing(_:)` as iOS 17 code uses it — work that needs the view's final size and traits —
// and the transition coordinator's alongside animation without a completion.

/// Records its appearance and layout callbacks, and what it saw in `viewIsAppearing(_:)`.
private final class LoggingController: UIViewController {
    var log: [String] = []
    var sizeWhenAppearing: CGSize?
    var wasInWindowWhenAppearing = false
    var alongsideRan = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
        transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in self?.alongsideRan = true })
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("isAppearing")
        sizeWhenAppearing = view.bounds.size
        wasInWindowWhenAppearing = view.window != nil
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("willLayout")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("didDisappear")
    }
}

@Suite("viewIsAppearing(_:)")
@MainActor
struct ViewIsAppearingUIKitTests {
    /// A window showing a navigation controller with one screen, laid out.
    func navigationWindow(clock: TestClock? = nil) -> (UIWindow, UINavigationController) {
        let window = UIWindow(device: .iPhone15)
        if let clock { window.clock = clock }
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test func aWindowsRootSeesItsSizeBeforeItsFirstLayout() {
        let controller = LoggingController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.log.first(where: { $0 != "willLayout" }) == "willAppear")
        let appearing = controller.log.firstIndex(of: "isAppearing")
        #expect(appearing != nil)
        #expect(controller.log.filter { $0 == "isAppearing" }.count == 1)
        #expect(controller.log.firstIndex(of: "willAppear")! < appearing!)
        // Before the first layout that follows viewWillAppear.
        let willAppear = controller.log.firstIndex(of: "willAppear")!
        let firstLayoutAfter = controller.log[willAppear...].firstIndex(of: "willLayout")
        #expect(firstLayoutAfter != nil && appearing! < firstLayoutAfter!)
        #expect(controller.wasInWindowWhenAppearing)
        #expect(controller.sizeWhenAppearing == window.bounds.size)
    }

    @Test func eachPushOfAScreenCallsItOnceBetweenWillAndDidAppear() {
        let clock = TestClock()
        let (window, navigation) = navigationWindow(clock: clock)
        let detail = LoggingController()
        for _ in 0..<2 {
            navigation.pushViewController(detail, animated: true)
            clock.advance(by: .milliseconds(600))
            window.layoutIfNeeded()
            navigation.popViewController(animated: false)
            window.layoutIfNeeded()
        }
        let appearances = detail.log.filter { ["willAppear", "isAppearing", "didAppear", "didDisappear"].contains($0) }
        #expect(
            appearances == [
                "willAppear", "isAppearing", "didAppear", "didDisappear",
                "willAppear", "isAppearing", "didAppear", "didDisappear",
            ])
        #expect(detail.sizeWhenAppearing == detail.view.bounds.size)  // its place under the bar, not zero
        #expect(detail.alongsideRan)
    }

    @Test func constraintsChangedInViewIsAppearingAreLaidOutInThatPass() {
        let (window, navigation) = navigationWindow()
        let detail = SizingController()
        for expectedWidth in [100.0, 200.0] {
            detail.nextWidth = expectedWidth
            navigation.pushViewController(detail, animated: false)
            window.layoutIfNeeded()  // one pass
            #expect(abs(detail.box.frame.width - expectedWidth) < 0.01)
            navigation.popViewController(animated: false)
            window.layoutIfNeeded()
        }
    }
}

/// Sizes a box in `viewIsAppearing(_:)`, as iOS 17 code adapts a layout to the appearing size.
private final class SizingController: UIViewController {
    let box = UIView()
    var nextWidth = 0.0
    private var width: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        self.width = width
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        width?.constant = nextWidth
    }
}
