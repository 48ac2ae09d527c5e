import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AutoresizingTests {
    /// A 200 × 100 superview holding a child at (40, 20, 80 × 30): margins 40 / 80 across,
    /// 20 / 50 down.
    func makePair(_ mask: UIView.AutoresizingMask) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 40, y: 20, width: 80, height: 30))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    /// Grows the parent by 60 × 70 points to 260 × 170.
    func grow(_ parent: UIView) { parent.frame.size = CGSize(width: 260, height: 170) }

    @Test func theDefaultMaskIsEmptyAndSubviewsAutoresizeByDefault() {
        let view = UIView()
        #expect(view.autoresizingMask.isEmpty)
        #expect(view.autoresizesSubviews)
    }

    @Test func anEmptyMaskKeepsTheFrame() {
        let (parent, child) = makePair([])
        grow(parent)
        #expect(child.frame == CGRect(x: 40, y: 20, width: 80, height: 30))
    }

    @Test(arguments: [
        (UIView.AutoresizingMask.flexibleLeftMargin, CGRect(x: 100, y: 20, width: 80, height: 30)),
        (.flexibleWidth, CGRect(x: 40, y: 20, width: 140, height: 30)),
        (.flexibleRightMargin, CGRect(x: 40, y: 20, width: 80, height: 30)),
        (.flexibleTopMargin, CGRect(x: 40, y: 90, width: 80, height: 30)),
        (.flexibleHeight, CGRect(x: 40, y: 20, width: 80, height: 100)),
        (.flexibleBottomMargin, CGRect(x: 40, y: 20, width: 80, height: 30)),
    ])
    func eachFlagAloneTakesTheWholeChangeOfItsAxis(mask: UIView.AutoresizingMask, expected: CGRect) {
        let (parent, child) = makePair(mask)
        grow(parent)
        #expect(child.frame == expected)
    }

    @Test func twoFlexibleMarginsShareTheChangeInProportionToTheirSizes() {
        // Left 40 and right 80 share 60 points 1 : 2; top 20 and bottom 50 share 70 points 2 : 5.
        let (parent, child) = makePair([
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ])
        grow(parent)
        #expect(child.frame == CGRect(x: 60, y: 40, width: 80, height: 30))
    }

    @Test func marginAndWidthShareTheChangeInProportionToTheirSizes() {
        // Left 40 and width 80 share 60 points: +20 and +40.
        let (parent, child) = makePair([.flexibleLeftMargin, .flexibleWidth])
        grow(parent)
        #expect(child.frame == CGRect(x: 60, y: 20, width: 120, height: 30))
    }

    @Test func allThreePartsFlexibleScaleTheFrameWithTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 40))
        child.autoresizingMask = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
            .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
        ]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 50)
        #expect(child.frame == CGRect(x: 75, y: 5, width: 150, height: 20))
    }

    @Test func aZeroSizedFlexiblePartGetsNothingWhenAnotherFlexiblePartHasSize() {
        // Flush with the left edge: the zero left margin stays 0 and the width takes all 60 points.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 260
        #expect(child.frame == CGRect(x: 0, y: 0, width: 140, height: 30))
    }

    @Test func flexiblePartsThatAreAllZeroShareTheChangeEvenly() {
        // A zero-width view flush with the left edge of a zero-width superview.
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 90, height: 40)
        #expect(child.frame == CGRect(x: 45, y: 0, width: 45, height: 40))
    }

    @Test func shrinkingTakesFromTheFlexiblePartsAndNeverMakesANegativeSize() {
        let (parent, child) = makePair([.flexibleWidth, .flexibleHeight])
        parent.frame.size = CGSize(width: 150, height: 10)
        #expect(child.frame == CGRect(x: 40, y: 20, width: 30, height: 0))
    }

    @Test func nestedViewsResizeLevelByLevel() {
        let (parent, child) = makePair([.flexibleWidth])
        let grandchild = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        grandchild.autoresizingMask = [.flexibleLeftMargin]
        child.addSubview(grandchild)
        grow(parent)  // child 80 → 140 wide, so the grandchild's left margin grows by 60
        #expect(child.frame.width == 140)
        #expect(grandchild.frame == CGRect(x: 70, y: 5, width: 20, height: 10))
    }

    @Test func autoresizesSubviewsFalseKeepsTheSubviewsFrames() {
        let (parent, child) = makePair([.flexibleWidth, .flexibleHeight])
        parent.autoresizesSubviews = false
        grow(parent)
        #expect(child.frame == CGRect(x: 40, y: 20, width: 80, height: 30))
    }

    @Test func movingTheSuperviewWithoutResizingItChangesNothing() {
        let (parent, child) = makePair([.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin])
        parent.frame.origin = CGPoint(x: 33, y: 44)
        parent.frame = CGRect(x: 33, y: 44, width: 200, height: 100)
        #expect(child.frame == CGRect(x: 40, y: 20, width: 80, height: 30))
    }

    @Test func constrainedSubviewsIgnoreTheirMask() {
        let (parent, child) = makePair([.flexibleWidth])
        child.translatesAutoresizingMaskIntoConstraints = false
        grow(parent)
        #expect(child.frame == CGRect(x: 40, y: 20, width: 80, height: 30))
    }

    @Test func aScrolledSuperviewMeasuresMarginsFromItsBoundsOrigin() {
        let (parent, child) = makePair([.flexibleLeftMargin])
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        child.frame.origin.y = 120  // 20 below the visible top
        grow(parent)
        #expect(child.frame == CGRect(x: 100, y: 120, width: 80, height: 30))
    }

    @Test func theMaskRuleIsAvailableAsAPureFunction() {
        let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let frame = mask.resizedFrame(
            CGRect(x: 20, y: 0, width: 40, height: 10),
            fromSuperviewSize: CGSize(width: 100, height: 10), to: CGSize(width: 160, height: 10))
        #expect(frame == CGRect(x: 40, y: 0, width: 40, height: 10))
    }

    // MARK: With Auto Layout

    @Test func aConstrainedSuperviewResizedByTheEngineAutoresizesItsSubviewsAndTheEngineKeepsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let panelWidth = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panelWidth,
            panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let bar = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        panel.addSubview(bar)
        // A constrained view pinned to the bar's right edge follows the autoresized bar.
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leftAnchor.constraint(equalTo: bar.rightAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: bar.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 6),
            badge.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 194, y: 20, width: 6, height: 6))

        panelWidth.constant = 260
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 260, height: 100))
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 240, height: 20))
        #expect(badge.frame == CGRect(x: 254, y: 20, width: 6, height: 6))
        root.layoutIfNeeded()  // a second pass keeps the autoresized frame
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 240, height: 20))
    }

    @Test func aWindowResizeAutoresizesAFullScreenView() {
        let window = UIWindow(device: .iPhoneSE)
        let screen = UIView(frame: window.bounds)
        screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(screen)
        window.frame.size = CGSize(width: window.bounds.width + 100, height: window.bounds.height)
        #expect(screen.frame == window.bounds)
    }
}
