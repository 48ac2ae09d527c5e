import Foundation
import TesseraLayout
import Testing

@Suite struct DesignScaleTests {
    @Test func phonesScaleByWidthAndTabletsByHeight() {
        #expect(DesignScale(device: .iPhoneSE).factor == 1)
        // Expected values are typed constants: `#expect(x == 430.0 / 375.0)` mis-infers the literal
        // arithmetic in modules that import TesseraLayout's operators.
        let proMax: CGFloat = 430.0 / 375.0
        let iPad: CGFloat = 1180.0 / 768.0
        #expect(DesignScale(device: .iPhone15ProMax).factor == proMax)
        #expect(DesignScale(device: .iPad10).factor == iPad)
        #expect(DesignScale(device: .iPhone15, referenceWidth: 393).factor == 1)
        #expect(DesignScale(device: .iPad10, referenceHeight: 1180).factor == 1)
    }

    @Test func scaledLengthsRoundToTheNearestDevicePixel() {
        let design = DesignScale(device: .iPhone15ProMax)  // s = 1.14666…, 3×
        #expect(design.scaled(16) == CGFloat(55) / 3)  // 16 × s × 3 = 55.04 → 55
        #expect(design.scaled(0) == 0)
        let se = DesignScale(device: .iPhoneSE)  // s = 1, 2×
        #expect(se.scaled(10.2) == 10)  // 20.4 → 20
        #expect(se.scaled(10.3) == 10.5)  // 20.6 → 21
        #expect(se.scaled(CGSize(width: 10.3, height: 1)) == CGSize(width: 10.5, height: 1))
        #expect(se.scaled(CGRect(x: 0.2, y: 0.3, width: 1, height: 1)) == CGRect(x: 0, y: 0.5, width: 1, height: 1))
    }

    @Test func snappingRoundsUpToTheNextDevicePixel() {
        let phone = DesignScale(device: .iPhone15)  // 3×
        #expect(phone.snapped(10.1) == CGFloat(31) / 3)
        #expect(phone.snapped(10) == 10)
        let desktop = DesignScale(device: .desktop)  // 1×
        #expect(desktop.snapped(0.01) == 1)
        #expect(
            DesignScale(device: .iPhoneSE).snapped(CGRect(x: 0.3, y: 0.3, width: 1, height: 1))
                == CGRect(x: 0, y: 0, width: 1.5, height: 1.5))
    }
}
