import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `ConstraintUpdateError`: an update that matches nothing made earlier.
@MainActor
@Suite struct ConstraintUpdateErrorTests {
    @Test func updateWithoutAMatchThrowsAClearError() {
        let box = TestView()
        _ = TestView.root(box)
        box.layout.makeConstraints { make in make.width.equalTo(50) }
        #expect(throws: ConstraintUpdateError.self) {
            try box.layout.updateConstraints { make in make.width.equalTo(60).priority(.high) }  // another priority
        }
        do {
            try box.layout.updateConstraints { make in make.height.equalTo(60) }
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("TestView.height == 60"))
            #expect(error.description.contains("found no existing constraint made by the DSL"))
        }
        #expect(box.layout.constraints.count == 1)
        #expect(box.constraintsMentioningItem.count == 1)  // nothing was activated
    }
}
