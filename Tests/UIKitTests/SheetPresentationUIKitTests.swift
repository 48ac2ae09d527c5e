import Foundation
import TesseraCore
import TesseraTesting
import Testing
import UIKit

/// `sheetPresentationController` as iOS 15+ code sets it: detents, the selected detent, dimming,
/// the grabber.
@Suite("Sheet detents as iOS code sets them")
@MainActor
struct SheetPresentationUIKitTests {
    /// A window showing `home`, and the window's height.
    func window(showing home: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = home
        window.layoutIfNeeded()
        return window
    }

    func sheetView(_ sheet: UIViewController) -> UIView { sheet.view }

    @Test func sheetsHaveASheetPresentationControllerOtherStylesDoNot() {
        let sheet = UIViewController()
        let controller = sheet.sheetPresentationController
        #expect(controller != nil)
        #expect(controller?.detents.map(\.identifier) == [.large])
        #expect(controller?.selectedDetentIdentifier == nil)
        #expect(sheet.presentationController === controller)

        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)

        // Asked for before the style was set: the presentation becomes a sheet, keeping its delegate.
        let late = UIViewController()
        late.modalPresentationStyle = .fullScreen
        final class Delegate: UIAdaptivePresentationControllerDelegate {}
        let delegate = Delegate()
        late.presentationController?.delegate = delegate
        late.modalPresentationStyle = .pageSheet
        #expect(late.sheetPresentationController?.delegate === delegate)
    }

    @Test func theSheetRestsAtTheSmallestOrTheSelectedDetent() {
        let home = UIViewController()
        let window = window(showing: home)
        let filters = UIViewController()
        let sheet = filters.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        home.present(filters, animated: false)
        window.layoutIfNeeded()
        let large = window.bounds.height - window.safeAreaInsets.top - UIViewController.sheetTopGap
        #expect(filters.view.frame.height == (large / 2).rounded())
        #expect(filters.view.frame.maxY == window.bounds.height)

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(filters.view.frame.height == large)
        #expect(filters.view.frame.minY == window.safeAreaInsets.top + UIViewController.sheetTopGap)

        sheet.selectedDetentIdentifier = .medium
        window.layoutIfNeeded()
        #expect(filters.view.frame.height == (large / 2).rounded())
    }

    @Test func customDetentsResolveAgainstTheLargestHeight() {
        let home = UIViewController()
        let window = window(showing: home)
        let picker = UIViewController()
        let sheet = picker.sheetPresentationController!
        var maximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
            maximum = context.maximumDetentValue
            return 200
        }
        let unavailable = UISheetPresentationController.Detent.custom { _ in nil }
        sheet.detents = [unavailable, small, .large()]
        home.present(picker, animated: false)
        window.layoutIfNeeded()
        #expect(picker.view.frame.height == 200)
        #expect(maximum == window.bounds.height - window.safeAreaInsets.top - UIViewController.sheetTopGap)
        #expect(small.resolvedValue(in: FakeContext(maximumDetentValue: 500)) == 200)
    }

    @Test func theScreenBehindStaysLiveUpToTheLargestUndimmedDetent() {
        let home = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        home.view.addSubview(button)
        home.view.backgroundColor = .white
        let window = window(showing: home)
        let abovePoint = CGPoint(x: 40, y: 100)
        let before = pixel(of: window, at: abovePoint)
        let map = UIViewController()
        let sheet = map.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        home.present(map, animated: false)
        window.layoutIfNeeded()
        #expect(window.hitTest(abovePoint, with: nil) === button)
        #expect(pixel(of: window, at: abovePoint) == before)  // not dimmed

        sheet.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        // Dimmed again: above the large sheet the backdrop takes touches and darkens the screen.
        let aboveLarge = CGPoint(x: 40, y: map.view.frame.minY - 4)
        #expect(aboveLarge.y > 0)
        #expect(window.hitTest(aboveLarge, with: nil)?.isDescendant(of: home.view) == false)
        #expect(pixel(of: window, at: aboveLarge).first! < before.first!)
        let sheetPoint = CGPoint(x: 40, y: map.view.frame.minY + 100)
        #expect(window.hitTest(sheetPoint, with: nil)?.isDescendant(of: map.view) == true)
    }

    @Test func theGrabberShowsWhenPreferred() {
        let home = UIViewController()
        let window = window(showing: home)
        let sheetScreen = UIViewController()
        sheetScreen.view.backgroundColor = .white
        let sheet = sheetScreen.sheetPresentationController!
        home.present(sheetScreen, animated: false)
        window.layoutIfNeeded()
        let grabberPoint = CGPoint(x: window.bounds.midX, y: sheetScreen.view.frame.minY + 7.5)
        #expect(pixel(of: window, at: grabberPoint) == [255, 255, 255])
        sheet.prefersGrabberVisible = true
        window.layoutIfNeeded()
        let shown = pixel(of: window, at: grabberPoint)
        #expect(shown != [255, 255, 255] && shown[0] > 150)  // a light grey capsule
    }

    /// The colour the window draws at `point`, one pixel per point.
    func pixel(of window: UIWindow, at point: CGPoint) -> [UInt8] {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        guard let bitmap = image.bitmap else { return [] }
        return Array(bitmap.rgba(atX: Int(point.x), y: Int(point.y)).prefix(3))
    }
}

private struct FakeContext: UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection = UITraitCollection()
    var maximumDetentValue: CGFloat
}

/// Dragging a sheet, watched mid-drag and at rest.
@Suite("Sheet dragging")
@MainActor
struct SheetDragUIKitTests {
    let clock = TestClock()

    final class DetentLog: UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        var attempts = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            changes.append(sheet.selectedDetentIdentifier)
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            attempts += 1
        }
    }

    /// Puts a finger down at `start` and moves it `steps` times by `distance` points down (up when
    /// negative), a frame apart, without lifting it; then lays the window out.
    func press(_ driver: UIDriver, _ window: UIWindow, at start: CGPoint, movingBy distance: CGFloat, steps: Int) {
        driver.send(.pointerDown(start))
        for step in 1...steps {
            clock.advance(by: .milliseconds(16))
            driver.send(.pointerMoved(CGPoint(x: start.x, y: start.y + CGFloat(step) * distance)))
        }
        window.layoutIfNeeded()
    }

    /// Holds the finger still for 200 ms (so the release is no fling), then lifts it at `point`.
    func liftAfterAPause(_ driver: UIDriver, at point: CGPoint) {
        clock.advance(by: .milliseconds(200))
        driver.send(.pointerUp(point))
    }

    /// A medium/large sheet presented over a home screen, on the test clock.
    func presentSheet(modal: Bool = false) -> (UIWindow, UIViewController, UIViewController, UIDriver, DetentLog) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let home = UIViewController()
        window.rootViewController = home
        window.layoutIfNeeded()
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.isModalInPresentation = modal
        let sheet = content.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        let log = DetentLog()
        sheet.delegate = log
        home.present(content, animated: false)
        window.layoutIfNeeded()
        return (window, home, content, UIDriver(window: window), log)
    }

    @Test func draggingUpMovesTheSheetWithTheFingerThenRestsAtLarge() throws {
        let (window, _, content, driver, log) = presentSheet()
        let mediumTop = content.view.frame.minY
        let start = CGPoint(x: 180, y: mediumTop + 20)
        press(driver, window, at: start, movingBy: -20, steps: 14)
        // Mid-drag: the sheet's top follows the finger (less the few points before the pan began).
        #expect(content.view.frame.minY < mediumTop - 200)
        #expect(content.view.frame.maxY >= window.bounds.height)  // never a gap below it
        liftAfterAPause(driver, at: CGPoint(x: 180, y: start.y - 280))
        try driver.settle()
        let largeTop = window.safeAreaInsets.top + UIViewController.sheetTopGap
        #expect(content.view.frame.minY == largeTop)
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(log.changes == [.large])
    }

    @Test func aShortDragSpringsBackAndAFlingDownDismisses() throws {
        let (window, home, content, driver, log) = presentSheet()
        let mediumTop = content.view.frame.minY
        try driver.drag(from: CGPoint(x: 180, y: mediumTop + 20), to: CGPoint(x: 180, y: mediumTop + 50))
        #expect(content.view.frame.minY == mediumTop)
        #expect(log.changes.isEmpty)
        #expect(home.presentedViewController === content)

        try driver.swipe(.down, on: content.view, distance: 200)
        try driver.settle()
        #expect(home.presentedViewController == nil)
        #expect(window.subviews.count == 1)  // the container is gone
    }

    @Test func aModalSheetResistsAndTellsTheDelegate() throws {
        let (window, home, content, driver, log) = presentSheet(modal: true)
        let mediumTop = content.view.frame.minY
        let start = CGPoint(x: 180, y: mediumTop + 20)
        press(driver, window, at: start, movingBy: 20, steps: 10)
        let moved = content.view.frame.minY - mediumTop
        #expect(moved > 20 && moved < 80)  // a third of the finger's 200 points, less the start
        liftAfterAPause(driver, at: CGPoint(x: 180, y: start.y + 200))
        try driver.settle()
        #expect(home.presentedViewController === content)
        #expect(content.view.frame.minY == mediumTop)
        #expect(log.attempts == 1)
    }

    @Test func controlsInTheSheetKeepTheirDrags() throws {
        let (window, _, content, driver, _) = presentSheet()
        let slider = UISlider(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        content.view.addSubview(slider)
        window.layoutIfNeeded()
        let mediumTop = content.view.frame.minY
        let point = slider.convert(CGPoint(x: 150, y: 17), to: nil)
        try driver.drag(from: point, to: CGPoint(x: point.x + 10, y: point.y + 120))
        #expect(content.view.frame.minY == mediumTop)
    }

    /// A scroll view filling the sheet's content, its content three times its height.
    func addScrollView(to content: UIViewController, window: UIWindow, wide: Bool = false) -> UIScrollView {
        let scrollView = UIScrollView(frame: content.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.view.addSubview(scrollView)
        window.layoutIfNeeded()
        let size = scrollView.bounds.size
        scrollView.contentSize =
            wide
            ? CGSize(width: size.width * 3, height: size.height) : CGSize(width: size.width, height: size.height * 3)
        return scrollView
    }

    @Test func scrollingUpFromTheTopEdgeExpandsTheSheetThenScrollsTheContent() throws {
        let (window, _, content, driver, log) = presentSheet()
        let scrollView = addScrollView(to: content, window: window)
        let mediumTop = content.view.frame.minY
        let start = CGPoint(x: 180, y: mediumTop + 120)
        press(driver, window, at: start, movingBy: -20, steps: 10)
        // Mid-drag the sheet follows the finger and the content stays at its top.
        #expect(content.view.frame.minY < mediumTop - 150)
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)
        liftAfterAPause(driver, at: CGPoint(x: 180, y: start.y - 200))
        try driver.settle()
        let largeTop = content.view.frame.minY
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(log.changes == [.large])

        // At the largest detent the same drag scrolls the content; the sheet stays.
        try driver.drag(from: CGPoint(x: 180, y: largeTop + 300), to: CGPoint(x: 180, y: largeTop + 100))
        #expect(content.view.frame.minY == largeTop)
        #expect(scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 150)
    }

    @Test func pullingDownScrollsContentBackFirstAndMovesTheSheetFromTheTopEdge() throws {
        let (window, _, content, driver, log) = presentSheet()
        content.sheetPresentationController?.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        let scrollView = addScrollView(to: content, window: window)
        let largeTop = content.view.frame.minY
        scrollView.contentOffset.y = 300
        try driver.drag(from: CGPoint(x: 180, y: largeTop + 100), to: CGPoint(x: 180, y: largeTop + 250))
        try driver.settle()
        #expect(content.view.frame.minY == largeTop)
        #expect(scrollView.contentOffset.y == 150)

        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        let start = CGPoint(x: 180, y: largeTop + 100)
        press(driver, window, at: start, movingBy: 20, steps: 10)
        #expect(content.view.frame.minY > largeTop + 150)  // the sheet follows the finger down
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)  // no rubber band
        liftAfterAPause(driver, at: CGPoint(x: 180, y: start.y + 200))
        try driver.settle()
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(log.changes == [.medium])
    }

    @Test func withoutScrollingExpansionTheContentScrollsAtTheMediumDetent() throws {
        let (window, _, content, driver, log) = presentSheet()
        content.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge = false
        let scrollView = addScrollView(to: content, window: window)
        let mediumTop = content.view.frame.minY
        try driver.drag(from: CGPoint(x: 180, y: mediumTop + 250), to: CGPoint(x: 180, y: mediumTop + 100))
        #expect(content.view.frame.minY == mediumTop)
        #expect(scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 100)
        #expect(log.changes.isEmpty)
    }

    @Test func aHorizontalScrollViewLeavesVerticalDragsToTheSheet() throws {
        let (window, _, content, driver, log) = presentSheet()
        let scrollView = addScrollView(to: content, window: window, wide: true)
        let mediumTop = content.view.frame.minY
        try driver.drag(from: CGPoint(x: 180, y: mediumTop + 200), to: CGPoint(x: 180, y: mediumTop - 100))
        try driver.settle()
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(log.changes == [.large])
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aTableViewControllerInASheetScrollsAndPullsTheSheetDownFromItsTop() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let home = UIViewController()
        window.rootViewController = home
        window.layoutIfNeeded()
        let list = UITableViewController(style: .plain)
        let source = RowSource()
        list.tableView.dataSource = source
        home.present(list, animated: false)
        window.layoutIfNeeded()
        let driver = UIDriver(window: window)
        let top = list.view.frame.minY
        try driver.drag(from: CGPoint(x: 180, y: top + 400), to: CGPoint(x: 180, y: top + 150))
        #expect(list.view.frame.minY == top)
        #expect(list.tableView.contentOffset.y > 150)

        list.tableView.contentOffset.y = -list.tableView.adjustedContentInset.top
        try driver.swipe(.down, on: list.tableView, distance: 300)
        try driver.settle()
        #expect(home.presentedViewController == nil)
        withExtendedLifetime(source) {}
    }

    final class Numbers: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 30 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(row)"
        }
    }

    @Test func aPickerWheelInTheSheetKeepsItsDrags() throws {
        let (window, _, content, driver, log) = presentSheet()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 80, width: 375, height: 216))
        let numbers = Numbers()
        picker.dataSource = numbers
        picker.delegate = numbers
        content.view.addSubview(picker)
        window.layoutIfNeeded()
        let mediumTop = content.view.frame.minY
        let centre = picker.convert(CGPoint(x: 187, y: 108), to: nil)
        try driver.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y - 120))
        try driver.settle()
        #expect(content.view.frame.minY == mediumTop)
        #expect(log.changes.isEmpty)
        #expect(picker.selectedRow(inComponent: 0) > 0)  // the wheel turned
    }

    final class RowSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }
}
