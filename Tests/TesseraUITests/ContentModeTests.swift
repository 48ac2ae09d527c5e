import Foundation
import TesseraUI
import Testing

@Suite struct ContentModeTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let wide = CGSize(width: 200, height: 100)

    @Test func aspectFitLetterboxes() {
        #expect(
            UIView.ContentMode.scaleAspectFit.rect(forContentOfSize: wide, in: bounds)
                == CGRect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func aspectFillOverflows() {
        #expect(
            UIView.ContentMode.scaleAspectFill.rect(forContentOfSize: wide, in: bounds)
                == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test func scaleToFillStretches() {
        #expect(UIView.ContentMode.scaleToFill.rect(forContentOfSize: wide, in: bounds) == bounds)
    }

    @Test func edgeModesKeepNaturalSize() {
        let small = CGSize(width: 20, height: 10)
        #expect(
            UIView.ContentMode.center.rect(forContentOfSize: small, in: bounds)
                == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(
            UIView.ContentMode.top.rect(forContentOfSize: small, in: bounds)
                == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(
            UIView.ContentMode.bottom.rect(forContentOfSize: small, in: bounds)
                == CGRect(x: 40, y: 90, width: 20, height: 10))
        #expect(
            UIView.ContentMode.left.rect(forContentOfSize: small, in: bounds)
                == CGRect(x: 0, y: 45, width: 20, height: 10))
        #expect(
            UIView.ContentMode.right.rect(forContentOfSize: small, in: bounds)
                == CGRect(x: 80, y: 45, width: 20, height: 10))
        #expect(
            UIView.ContentMode.bottomRight.rect(forContentOfSize: small, in: bounds)
                == CGRect(x: 80, y: 90, width: 20, height: 10))
    }

    @Test func emptyContentFillsTheBounds() {
        #expect(UIView.ContentMode.center.rect(forContentOfSize: .zero, in: bounds) == bounds)
    }
}
