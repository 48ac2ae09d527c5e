import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ViewTintTests {
    final class Recorder: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintIsInheritedAndDefaultsToSystemBlue() {
        let root = UIView()
        let child = Recorder()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        #expect(child.changes == 1)
        child.tintColor = .systemGreen
        root.tintColor = .systemOrange
        #expect(child.tintColor == .systemGreen)
        #expect(child.changes == 2)  // its own change only
        child.tintColor = nil
        #expect(child.tintColor == .systemOrange)
    }

    @Test func movingUnderAnotherTintTellsTheView() {
        let red = UIView()
        red.tintColor = .systemRed
        let view = Recorder()
        red.addSubview(view)
        #expect(view.changes == 1)
        view.removeFromSuperview()
        #expect(view.changes == 2)
        #expect(view.tintColor == .systemBlue)
    }

    @Test func respondersCompareByIdentity() {
        let a = UIView()
        let b = UIView()
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        #expect(a != b)
    }
}
