import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

@MainActor
@Suite struct OnboardingScreenTests {
    let clock = TestClock()

    /// Onboarding as the shell shows it on first launch: the window's root, full screen.
    func onboarding(
        _ device: DevicePreset = .iPhone15, _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large,
        onFinish: @escaping @MainActor () -> Void = {}
    ) -> (window: UIWindow, controller: OnboardingViewController) {
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let controller = OnboardingViewController(onFinish: onFinish)
        window.rootViewController = controller
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// Shows `page` through the model and lets the slide finish.
    func show(page: Int, in window: UIWindow, _ controller: OnboardingViewController) throws {
        controller.model.currentPage = page
        Binding.deliverPendingUpdates()
        try UIDriver(window: window).settle()
    }

    @Test func iPhone15Light() { assertSnapshot(of: onboarding(.iPhone15, .light).window) }
    @Test func iPhone15Dark() { assertSnapshot(of: onboarding(.iPhone15, .dark).window) }
    @Test func iPhone15AX3() {
        assertSnapshot(of: onboarding(.iPhone15, .light, contentSize: .accessibilityExtraLarge).window)
    }
    @Test func iPhoneSELight() { assertSnapshot(of: onboarding(.iPhoneSE, .light).window) }

    @Test func lastPageIPhone15Light() throws {
        let (window, controller) = onboarding()
        try show(page: 2, in: window, controller)
        assertSnapshot(of: window)
    }

    /// Every page audited on a phone tall enough for the tallest page's text: at AX3 a page's
    /// paragraph scrolls inside the page, and text half scrolled out would count as clipped (see
    /// `DevicePreset.fullHeight(showing:)`).
    /// "开始使用 Get started" splits into title and subtitle when it no longer fits one line.
    @Test func lastPageIPhone15AX3() throws {
        let (window, controller) = onboarding(.iPhone15, .light, contentSize: .accessibilityExtraLarge)
        try show(page: 2, in: window, controller)
        #expect(controller.onboardingView.startButton.configuration?.subtitle == "Get started")
        assertSnapshot(of: window)
    }

    @Test(arguments: [
        (UIUserInterfaceStyle.light, UIContentSizeCategory.large), (.dark, .large), (.light, .accessibilityExtraLarge),
    ])
    func everyPagePassesTheAudits(appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory) throws {
        let phone = onboarding(.iPhone15, appearance, contentSize: contentSize).controller
        let tallest = phone.onboardingView.pageViews.max {
            $0.contentSize.height - $0.bounds.height < $1.contentSize.height - $1.bounds.height
        }
        var device = DevicePreset.iPhone15.fullHeight(showing: try #require(tallest))
        // the page keeps its margins
        if device.size.height > DevicePreset.iPhone15.size.height { device.size.height += 16 }
        let (window, controller) = onboarding(device, appearance, contentSize: contentSize)
        #expect(controller.onboardingView.pageViews.allSatisfy { $0.contentSize.height <= $0.bounds.height })
        for page in 0..<3 {
            try show(page: page, in: window, controller)
            assertAudits(of: window)
        }
    }

    @Test func nextMovesThroughThePagesThenGetStartedFinishes() throws {
        var finished = 0
        let (window, controller) = onboarding(onFinish: { finished += 1 })
        let driver = UIDriver(window: window)
        let screen = controller.onboardingView
        #expect(screen.pageControl.numberOfPages == 3)
        #expect(!driver.exists(.identifier("onboarding.start")))
        try driver.tap(identifier: "onboarding.next")
        Binding.deliverPendingUpdates()
        try driver.settle()
        #expect(controller.model.currentPage == 1)
        #expect(screen.pageControl.currentPage == 1)
        #expect(screen.pagesView.contentOffset.x == window.bounds.width)
        try driver.tap(identifier: "onboarding.next")
        Binding.deliverPendingUpdates()
        try driver.settle()
        #expect(controller.model.isLastPage)
        #expect(screen.pagesView.contentOffset.x == 2 * window.bounds.width)
        #expect(!driver.exists(.identifier("onboarding.next")))
        #expect(!driver.exists(.identifier("onboarding.skip")))
        #expect(finished == 0)
        try driver.tap(identifier: "onboarding.start")
        #expect(finished == 1)
    }

    @Test func swipingLeftShowsTheNextPage() throws {
        let (window, controller) = onboarding()
        let driver = UIDriver(window: window)
        try driver.swipe(.left, on: controller.onboardingView.pagesView)
        Binding.deliverPendingUpdates()
        #expect(controller.model.currentPage == 1)
        #expect(controller.onboardingView.pageControl.currentPage == 1)
        try driver.swipe(.right, on: controller.onboardingView.pagesView)
        Binding.deliverPendingUpdates()
        #expect(controller.model.currentPage == 0)
    }

    @Test func tappingThePageControlsRightHalfGoesForward() throws {
        let (window, controller) = onboarding()
        let driver = UIDriver(window: window)
        let control = controller.onboardingView.pageControl
        try driver.tap(control, at: CGPoint(x: control.bounds.width - 8, y: control.bounds.midY))
        Binding.deliverPendingUpdates()
        try driver.settle()
        #expect(controller.model.currentPage == 1)
        #expect(controller.onboardingView.pagesView.contentOffset.x == window.bounds.width)
    }

    @Test func skipFinishesFromTheFirstPage() throws {
        var finished = 0
        let (window, _) = onboarding(onFinish: { finished += 1 })
        try UIDriver(window: window).tap(identifier: "onboarding.skip")
        #expect(finished == 1)
    }

    @Test func theModelStaysOnItsPages() {
        let model = OnboardingViewModel()
        #expect(model.pages.count == 3)
        model.next()
        model.next()
        model.next()
        #expect(model.currentPage == 2)
        model.currentPage = -4
        #expect(model.currentPage == 0)
        #expect(
            model.pages.map(\.title).allSatisfy { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    }

    @Test func theScreenIsTrackedAndReleasedWithItsModel() {
        weak var weakModel: OnboardingViewModel?
        do {
            let (window, controller) = onboarding()
            weakModel = controller.model
            #expect(controller.trackingName == "onboarding")
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
    }
}
