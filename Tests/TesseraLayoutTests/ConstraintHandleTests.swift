import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `ConstraintHandle`: labels, activation and updates of what one DSL line made.
@MainActor
@Suite struct ConstraintHandleTests {
    @Test func handlesUpdateOffsetsInsetsAndPriorities() {
        let box = TestView()
        let root = TestView.root(box)
        var left: ConstraintHandle?
        var width: ConstraintHandle?
        box.layout.makeConstraints { make in
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview()
            width = make.width.equalTo(50).priority(.medium).constraint
            make.height.equalTo(10)
        }
        left?.update(offset: 40)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 40)
        left?.update(inset: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
        width?.update(priority: .high)
        width?.update(offset: 90)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 12, y: 0, width: 90, height: 10))
        #expect(width?.layoutConstraints[0].priority == .high)
        width?.deactivate()
        width?.update(priority: .required)
        width?.activate()
        #expect(width?.layoutConstraints[0].priority == .required)
    }

    @Test func updatingAnActiveConstraintFromRequiredToOptionalStopsWithAdvice() async {
        // It was skipped without a word, leaving the constraint required.
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let box = TestView()
                let root = TestView()
                root.addSubview(box)
                var width: ConstraintHandle?
                box.layout.makeConstraints { make in width = make.width.equalTo(50).constraint }
                width?.update(priority: .high)
            }
        }
    }

    @Test func labelsBecomeIdentifiersAndDescriptions() {
        let box = TestView()
        let root = TestView.root(box)
        let line = #line + 2
        box.layout.makeConstraints { make in
            make.top.equalToSuperview().inset(4).labeled("banner.top")
            make.left.right.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        let top = box.layout.constraints[0]
        #expect(top.label == "banner.top")
        #expect(top.layoutConstraints[0].identifier == "banner.top")
        #expect(top.description == "banner.top: TestView.top == root.top + 4 (\(#fileID):\(line - 1))")
    }
}
