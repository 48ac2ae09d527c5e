import Testing

@testable import TesseraLayout

@Suite struct UILayoutPriorityTests {
    @Test func literalsAndInitialisersMakeTheSameValue() {
        let fromInteger: UILayoutPriority = 750
        let fromFloat: UILayoutPriority = 750.0
        #expect(fromInteger == .defaultHigh)
        #expect(fromFloat == .defaultHigh)
        #expect(UILayoutPriority(rawValue: 750) == UILayoutPriority(750))
    }

    @Test func namedLevels() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.almostRequired.rawValue == 999)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        // SnapKit's names are the same levels as UIKit's.
        #expect(UILayoutPriority.high == .defaultHigh)
        #expect(UILayoutPriority.low == .defaultLow)
        #expect(UILayoutPriority.medium.rawValue == 500)
    }

    @Test func ordersByValue() {
        let sorted: [UILayoutPriority] = [.required, .fittingSizeLevel, .defaultHigh, 751, .defaultLow].sorted()
        #expect(sorted == [.fittingSizeLevel, .defaultLow, .defaultHigh, 751, .required])
    }

    @Test func onlyOneThousandIsRequired() {
        #expect(UILayoutPriority.required.isRequired)
        #expect(!UILayoutPriority.almostRequired.isRequired)
        #expect(!UILayoutPriority(999.5).isRequired)
    }

    @Test func describesWholeValuesWithoutAFraction() {
        #expect(UILayoutPriority.defaultHigh.description == "750")
        #expect(UILayoutPriority(749.5).description == "749.5")
    }

    /// Every priority is its own solver tier (the priority itself); 1000 is the required strength.
    @Test func strengthIsThePrioritysTier() {
        #expect(UILayoutPriority(751).strength.priority == 751)
        #expect(UILayoutPriority.defaultLow.strength.priority == 250)
        #expect(!UILayoutPriority.almostRequired.strength.isRequired)
        #expect(UILayoutPriority.required.strength == Strength.required)
    }
}
