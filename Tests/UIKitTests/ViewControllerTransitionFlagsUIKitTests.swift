import Testing
import UIKit

/// Records what iOS code usually checks in its appearance callbacks.
private final class FlagRecordingViewController: UIViewController {
    var records: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        records.append("willAppear moving:\(isMovingToParent) presented:\(isBeingPresented)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        records.append("didAppear moving:\(isMovingToParent) presented:\(isBeingPresented)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        records.append("willDisappear moving:\(isMovingFromParent) dismissed:\(isBeingDismissed)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        records.append("didDisappear moving:\(isMovingFromParent) dismissed:\(isBeingDismissed)")
    }
}

@Suite("isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed as iOS code checks them")
@MainActor
struct ViewControllerTransitionFlagsUIKitTests {
    @Test func pushAndPopTellTheirScreensApart() {
        let window = UIWindow(device: .iPhoneSE)
        let list = FlagRecordingViewController()
        let detail = FlagRecordingViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        list.records = []

        navigation.pushViewController(detail, animated: false)
        #expect(detail.records == ["willAppear moving:true presented:false", "didAppear moving:true presented:false"])
        #expect(
            list.records == ["willDisappear moving:false dismissed:false", "didDisappear moving:false dismissed:false"])
        #expect(!detail.isMovingToParent)

        list.records = []
        detail.records = []
        navigation.popViewController(animated: false)
        #expect(
            detail.records == ["willDisappear moving:true dismissed:false", "didDisappear moving:true dismissed:false"])
        #expect(list.records == ["willAppear moving:false presented:false", "didAppear moving:false presented:false"])
        #expect(!detail.isMovingFromParent)
    }

    @Test func presentAndDismissAreSeenByThePresentedScreen() {
        let window = UIWindow(device: .iPhoneSE)
        let home = UIViewController()
        window.rootViewController = home
        window.layoutIfNeeded()
        let sheet = FlagRecordingViewController()
        home.present(sheet, animated: false)
        #expect(sheet.records == ["willAppear moving:false presented:true", "didAppear moving:false presented:true"])
        #expect(!sheet.isBeingPresented)

        sheet.records = []
        sheet.dismiss(animated: false)
        #expect(
            sheet.records == ["willDisappear moving:false dismissed:true", "didDisappear moving:false dismissed:true"])
        #expect(!sheet.isBeingDismissed)
    }
}
