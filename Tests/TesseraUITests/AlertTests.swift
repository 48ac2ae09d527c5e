import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AlertTests {
    let clock = TestClock()

    func makeWindow(_ root: UIViewController, traits: UITraitCollection = .default) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE, traits: traits)
        window.clock = clock
        window.rootViewController = root
        window.layoutIfNeeded()
        return window
    }

    func tap(_ window: UIWindow, _ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    func button(_ alert: UIAlertController, titled title: String) throws -> UIButton {
        try #require(alert.alertView.buttons.first { $0.action.title == title }?.button)
    }

    @Test func tappingAnActionDismissesAndRunsItsHandler() throws {
        let home = UIViewController()
        let window = makeWindow(home)
        var handled: [String] = []
        let alert = UIAlertController(title: "Delete entry?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { handled.append($0.title) })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { handled.append($0.title) })
        home.present(alert, animated: true)
        clock.advance(by: .milliseconds(350))
        window.layoutIfNeeded()
        #expect(alert.appearanceState == .appeared)
        try tap(window, button(alert, titled: "Delete"))
        #expect(handled == ["Delete"])
        #expect(home.presentedViewController == nil)
        clock.advance(by: .milliseconds(350))
        #expect(alert.isTornDown)
        #expect(!window.subviews.contains { $0 is PresentationContainerView })
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() throws {
        let home = UIViewController()
        let window = makeWindow(home)
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        home.present(alert, animated: false)
        window.layoutIfNeeded()
        let cancel = try button(alert, titled: "Cancel")
        let discard = try button(alert, titled: "Discard")
        #expect(cancel.frame.minX == 0 && discard.frame.minX == UIAlertController.alertWidth / 2)
        #expect(cancel.frame.minY == discard.frame.minY)
        #expect(alert.alertView.mainCard.frame.width == UIAlertController.alertWidth)
        #expect(abs(alert.alertView.mainCard.frame.midX - window.bounds.midX) < 0.5)
    }

    @Test func theHandlerReadsTheTextFieldContent() throws {
        let home = UIViewController()
        let window = makeWindow(home)
        var saved: String?
        let alert = UIAlertController(title: "Rename", message: "Give the entry a new title.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Title" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save") { [weak alert] _ in saved = alert?.textFields?.first?.text })
        home.present(alert, animated: false)
        window.layoutIfNeeded()
        let field = try #require(alert.textFields?.first)
        #expect(field.placeholder == "Title")
        #expect(field.window === window)
        field.text = "雨天 Rainy day"
        let save = try button(alert, titled: "Save")
        #expect(save.frame.minY > field.frame.maxY)
        tap(window, save)
        #expect(saved == "雨天 Rainy day")
    }

    @Test func anActionSheetPutsCancelInItsOwnCardAtTheBottom() throws {
        let home = UIViewController()
        let window = makeWindow(home)
        var handled: [String] = []
        let sheet = UIAlertController(title: nil, message: "Share this entry", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy link") { handled.append($0.title) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { handled.append($0.title) })
        home.present(sheet, animated: false)
        window.layoutIfNeeded()
        let cancelCard = sheet.alertView.cancelCard
        #expect(!cancelCard.isHidden)
        #expect(
            cancelCard.frame.maxY == window.bounds.height
                - max(window.safeAreaInsets.bottom, UIAlertController.sheetMargin))
        #expect(sheet.alertView.mainCard.frame.maxY == cancelCard.frame.minY - UIAlertController.sheetMargin)
        try tap(window, button(sheet, titled: "Cancel"))
        #expect(handled == ["Cancel"])
        #expect(home.presentedViewController == nil)
    }

    @Test func aDisabledActionIgnoresTaps() throws {
        let home = UIViewController()
        let window = makeWindow(home)
        var handled = 0
        let alert = UIAlertController(title: "Wait", message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "OK") { _ in handled += 1 }
        action.isEnabled = false
        alert.addAction(action)
        home.present(alert, animated: false)
        window.layoutIfNeeded()
        try tap(window, button(alert, titled: "OK"))
        #expect(handled == 0)
        #expect(home.presentedViewController === alert)
    }

    func snapshotWindow(_ appearance: UITraitCollection) -> UIWindow {
        let home = UIViewController()
        home.view.backgroundColor = .systemBackground
        let window = makeWindow(home, traits: appearance)
        let alert = UIAlertController(
            title: "Rename entry", message: "Give this entry a new title.", preferredStyle: .alert)
        alert.addTextField { field in field.text = "Rainy day" }
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Save"))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        home.present(alert, animated: false)
        window.layoutIfNeeded()
        return window
    }

    @Test func alertLightSnapshot() {
        assertSnapshot(of: snapshotWindow(UITraitCollection(userInterfaceStyle: .light)), scale: 1)
    }

    @Test func alertDarkSnapshot() {
        assertSnapshot(of: snapshotWindow(UITraitCollection(userInterfaceStyle: .dark)), scale: 1)
    }
}
