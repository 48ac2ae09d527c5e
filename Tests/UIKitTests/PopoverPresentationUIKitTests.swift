import TesseraCore
import TesseraTesting
import Testing
import UIKit

// iPad-safe presentation code — action sheets and popovers anchored to a view or bar button item —
// runs unchanged and shows as it does in a compact width: as a sheet (or an action sheet).

/// Anchors the popover late and records the user's dismissal.
private final class PopoverHost: UIViewController, UIPopoverPresentationControllerDelegate {
    let anchor = UIButton(type: .system)
    var prepared = 0
    var dismissed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        anchor.frame = CGRect(x: 40, y: 200, width: 80, height: 44)
        view.addSubview(anchor)
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        prepared += 1
        popoverPresentationController.sourceView = anchor
        popoverPresentationController.sourceRect = anchor.bounds
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissed += 1
    }
}

@Suite("UIPopoverPresentationController")
@MainActor
struct PopoverPresentationUIKitTests {
    @Test func popoversAndActionSheetsHaveOneOtherControllersDoNot() {
        #expect(UIViewController().popoverPresentationController == nil)
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        let popover = picker.popoverPresentationController
        #expect(popover != nil)
        #expect(popover === picker.popoverPresentationController)  // kept
        #expect(popover?.presentedViewController === picker)
        popover?.permittedArrowDirections = [.up, .down]
        popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(picker.popoverPresentationController?.permittedArrowDirections == [.up, .down])
        #expect(picker.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(popover?.arrowDirection == .unknown)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.popoverPresentationController != nil)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil)
    }

    @Test func aPopoverShowsAsASheetAndItsDelegateHearsTheDismissal() throws {
        let window = UIWindow(device: .iPhone15)
        let clock = TestClock()
        window.clock = clock
        let host = PopoverHost()
        window.rootViewController = host
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.delegate = host
        host.present(picker, animated: false)
        window.layoutIfNeeded()
        #expect(host.prepared == 1)
        #expect(picker.popoverPresentationController?.sourceView === host.anchor)
        #expect(host.presentedViewController === picker)
        #expect(picker.sheetPresentationController != nil)  // adapted to a sheet
        #expect(picker.view.window === window)

        try UIDriver(window: window).pressKey(.escape)  // the user dismisses it
        clock.advance(by: .seconds(1))
        window.layoutIfNeeded()
        #expect(host.presentedViewController == nil)
        #expect(host.dismissed == 1)
    }

    @Test func theSwipeBackRecogniserIsOptionalAsInUIKit() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(navigation.interactivePopGestureRecognizer is UIPanGestureRecognizer)
    }
}
