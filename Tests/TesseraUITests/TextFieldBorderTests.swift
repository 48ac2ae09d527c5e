import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

/// The pixels of a `.roundedRect` field: the system background inside a hairline of
/// `opaqueSeparator` (#C6C6C8 light, #38383A dark) with 5-point corners.
@MainActor
@Suite struct TextFieldBorderTests {
    @Test func roundedRectLight() {
        expectRoundedRect(.light, fill: [255, 255, 255, 255], border: [198, 198, 200, 255])
    }

    @Test func roundedRectDark() {
        expectRoundedRect(.dark, fill: [0, 0, 0, 255], border: [56, 56, 58, 255])
    }

    func expectRoundedRect(_ style: UIUserInterfaceStyle, fill: [UInt8], border: [UInt8]) {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 36))
        field.borderStyle = .roundedRect
        let bitmap = field.renderBitmap(traits: UITraitCollection(userInterfaceStyle: style), scale: 2)
        #expect(bitmap.rgba(atX: 120, y: 36) == fill)
        #expect(bitmap.rgba(atX: 120, y: 0) == border)  // one pixel: half a point at 2×
        #expect(bitmap.rgba(atX: 120, y: 1) == fill)
        #expect(bitmap.rgba(atX: 0, y: 36) == border)
        #expect(bitmap.rgba(atX: 239, y: 71) == [0, 0, 0, 0])  // outside the rounded corner
    }

    @Test func theBorderIsWholePixelsAndAtMostAPoint() {
        #expect(UITextField.roundedRectBorderWidth(displayScale: 1) == 1)
        #expect(UITextField.roundedRectBorderWidth(displayScale: 2) == 0.5)
        #expect(UITextField.roundedRectBorderWidth(displayScale: 3) == 2.0 / 3)
    }
}
