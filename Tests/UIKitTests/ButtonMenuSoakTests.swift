import Foundation
import TesseraCore
import TesseraTesting
import Testing
import UIKit

/// Opens a pop-up button's menu and closes it 200 times — by choosing an item, and by Escape —
/// and checks that no menu survives and the process's live heap returns to where it was.
///
/// The live heap is the whole process's, so the heap check runs only when this suite runs alone
/// (`make test` runs it in a process of its own with `TESSERA_SOAK_HEAP=1`); the check that no
/// menu survives holds in any run.
@MainActor
@Suite struct ButtonMenuSoakTests {
    static let warmUpCycles = 10
    static let cycles = 200
    /// Growth allowed between the medians of the first and the last 25 cycles: 256 KiB, about
    /// 1.5 KB a cycle; one open menu's card, buttons and labels take several times that.
    static let allowedGrowth = 256 * 1024

    struct WeakView {
        weak var view: UIView?
    }

    /// One open and close: a tap opens the menu, then an item is chosen or Escape closes it.
    func openAndClose(_ screen: SortScreen, _ driver: UIDriver, cycle: Int) throws -> [WeakView] {
        try driver.tap(screen.sortButton)
        let items = screen.view.window?.openMenuItems ?? []
        let survivors = items.flatMap { item in [item, item.superview, item.superview?.superview] }
            .map { WeakView(view: $0) }
        if cycle.isMultiple(of: 2) {
            try driver.chooseMenuItem(["Name", "Date", "Size"][cycle % 3])
        } else {
            try driver.pressKey(.escape)
        }
        return survivors
    }

    @Test func openingAndClosingAMenu200TimesLeavesNothingBehind() throws {
        let screen = SortScreen()
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let driver = UIDriver(window: window)
        for cycle in 0..<Self.warmUpCycles { _ = try openAndClose(screen, driver, cycle: cycle) }
        var survivors: [WeakView] = []
        var samples: [Int] = []
        for cycle in 0..<Self.cycles {
            survivors += try openAndClose(screen, driver, cycle: cycle)
            samples.append(LiveHeap.bytesInUse)
        }
        #expect(survivors.count >= Self.cycles * 3)
        let alive = survivors.compactMap { $0.view.map { String(describing: type(of: $0)) } }
        #expect(alive.isEmpty, "\(alive.count) menu views survive, e.g. \(alive.prefix(6))")
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.presentedViewController == nil)
        #expect(screen.log.count == Self.warmUpCycles / 2 + Self.cycles / 2)
        guard ProcessInfo.processInfo.environment["TESSERA_SOAK_HEAP"] == "1" else { return }
        let span = 25
        func median(_ values: ArraySlice<Int>) -> Int { values.sorted()[values.count / 2] }
        let growth = median(samples.suffix(span)) - median(samples.prefix(span))
        print("soak: live heap grew by \(growth) bytes over \(Self.cycles - span) menu cycles")
        #expect(growth < Self.allowedGrowth, "live heap grew by \(growth) bytes over \(Self.cycles - span) cycles")
    }
}
