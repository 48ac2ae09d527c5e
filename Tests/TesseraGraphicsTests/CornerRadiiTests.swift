import Foundation
import TesseraGraphics
import Testing

@Suite struct CornerRadiiTests {
    @Test func radiiThatFitAreKept() {
        let radii = CornerRadii(topLeft: 4, topRight: 8, bottomRight: 2, bottomLeft: 0)
        #expect(radii.clamped(to: CGSize(width: 100, height: 50)) == radii)
    }

    /// The documented tab: the top side (20 points) holds 12 + 12, so every radius scales by 20/24.
    @Test func radiiAlongAnOverfullSideScaleDownTogether() {
        let tab = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)
        #expect(
            tab.clamped(to: CGSize(width: 20, height: 40))
                == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
    }

    /// One factor for all four corners: the tightest side decides, and the other corners shrink too.
    @Test func theTightestSideSetsTheFactorForEveryCorner() {
        let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 10, bottomLeft: 30)
        // Left side: 60 points for 30 + 30 fits; top: 20 points for 30 + 10 gives factor 0.5.
        #expect(
            radii.clamped(to: CGSize(width: 20, height: 60))
                == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 5, bottomLeft: 15))
    }

    /// Equal radii are capped at half the shorter side, as UIKit caps `cornerRadius`.
    @Test func equalRadiiAreCappedAtHalfTheShorterSide() {
        #expect(CornerRadii(all: 100).clamped(to: CGSize(width: 80, height: 30)) == CornerRadii(all: 15))
    }

    @Test func negativeAndNonFiniteRadiiBecomeZero() {
        let radii = CornerRadii(topLeft: -5, topRight: .infinity, bottomRight: .nan, bottomLeft: 6)
        #expect(
            radii.clamped(to: CGSize(width: 100, height: 100))
                == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 6))
    }

    @Test func isZeroWhenNoCornerIsRounded() {
        #expect(CornerRadii.zero.isZero)
        #expect(CornerRadii(topLeft: -1, topRight: 0, bottomRight: .nan, bottomLeft: 0).isZero)
        #expect(!CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0.5, bottomLeft: 0).isZero)
    }
}
