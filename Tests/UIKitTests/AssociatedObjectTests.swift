import Testing
import UIKit

// Written as code for Apple's platforms is: global keys whose addresses name the association.
private var nameKey: UInt8 = 0
private var countKey: UInt8 = 0

private final class Owner {}

private final class Tracked {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

@Suite("objc associated objects")
struct AssociatedObjectTests {
    @Test func aValueReadsBackUnderItsKeyOnly() {
        let owner = Owner()
        objc_setAssociatedObject(owner, &nameKey, "card", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &nameKey) as? String == "card")
        #expect(objc_getAssociatedObject(owner, &countKey) == nil)
        #expect(objc_getAssociatedObject(Owner(), &nameKey) == nil)
    }

    @Test func anOptionalPassedAsAnyIsLookedThrough() {
        // SnapKit's ConstraintViewDSL: `objc_setAssociatedObject(self.target as Any, &labelKey, …)`.
        let target: AnyObject? = Owner()
        objc_setAssociatedObject(target as Any, &nameKey, "label", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(target as Any, &nameKey) as? String == "label")
        #expect(objc_getAssociatedObject(target!, &nameKey) as? String == "label")
        let none: AnyObject? = nil
        objc_setAssociatedObject(none as Any, &nameKey, "ignored", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(none as Any, &nameKey) == nil)
    }

    @Test func settingNilOrRemovingAllForgetsValues() {
        let owner = Owner()
        objc_setAssociatedObject(owner, &nameKey, "a", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(owner, &countKey, 3, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(owner, &nameKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &nameKey) == nil)
        #expect(objc_getAssociatedObject(owner, &countKey) as? Int == 3)
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &countKey) == nil)
    }

    @Test @MainActor func aViewReleasesItsValuesWhenItIsDeallocated() {
        var released = false
        do {
            let view = UIView()
            objc_setAssociatedObject(view, &nameKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(!released)
        }
        #expect(released)
    }

    @Test func anAssignedValueIsNotRetained() {
        let owner = Owner()
        var released = false
        do {
            let value = Tracked { released = true }
            objc_setAssociatedObject(owner, &nameKey, value, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &nameKey) as AnyObject? === value)
        }
        #expect(released)
        #expect(objc_getAssociatedObject(owner, &nameKey) == nil)
    }

    @Test func aCopiedValueIsACopy() {
        let owner = Owner()
        let text = NSMutableString(string: "draft")
        objc_setAssociatedObject(owner, &nameKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append(" edited")
        #expect((objc_getAssociatedObject(owner, &nameKey) as? NSString) == "draft")
    }
}
