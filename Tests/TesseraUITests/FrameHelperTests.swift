import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct FrameHelperTests {
    @Test func edgesAndDimensionsReadAndSetTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect([view.left, view.top, view.right, view.bottom, view.width, view.height] == [10, 20, 40, 60, 30, 40])
        #expect(view.centerX == 25 && view.centerY == 40)
        view.right = 100  // moves, keeps the width
        #expect(view.frame == CGRect(x: 70, y: 20, width: 30, height: 40))
        view.bottom = 100
        #expect(view.frame == CGRect(x: 70, y: 60, width: 30, height: 40))
        view.width = 50  // keeps the left edge
        view.height = 10
        #expect(view.frame == CGRect(x: 70, y: 60, width: 50, height: 10))
        view.size = CGSize(width: 5, height: 6)
        view.origin = CGPoint(x: 1, y: 2)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 5, height: 6))
        view.centerX = 50
        view.centerY = 50
        #expect(view.frame == CGRect(x: 47.5, y: 47, width: 5, height: 6))
        view.left = 0
        view.top = 0
        #expect(view.frame.origin == .zero)
        view.width = -5
        #expect(view.width == 0)
    }

    @Test func placementNextToAnotherView() {
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        view.place(below: anchor, offset: 8)
        #expect(view.top == 128)
        view.place(above: anchor, offset: 8)
        #expect(view.bottom == 92)
        view.place(after: anchor, offset: 4)
        #expect(view.left == 154)
        view.place(before: anchor, offset: 4)
        #expect(view.right == 96)

        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: .rightToLeft))
        let screen = UIView()
        window.rootView = screen
        screen.addSubview(anchor)
        screen.addSubview(view)
        view.place(after: anchor, offset: 4)  // reading order runs leftwards
        #expect(view.right == 96)
        view.place(before: anchor, offset: 4)
        #expect(view.left == 154)
    }

    @Test func matchCopiesPropertiesInOneCall() {
        let target = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        target.backgroundColor = .systemRed
        target.alpha = 0.5
        target.isHidden = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.match([.width, .top], of: target)
        #expect(view.frame == CGRect(x: 0, y: 20, width: 30, height: 5))
        view.match([.height, .bottom, .right], of: target)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        let copy = UIView()
        copy.match([.rect, .backgroundColor, .alpha, .isHidden], of: target)
        #expect(copy.frame == target.frame && copy.backgroundColor == .systemRed && copy.alpha == 0.5 && copy.isHidden)
        copy.match(.origin, of: UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(copy.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        copy.match(.size, of: UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(copy.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func fillTheScreenWithAnInset() {
        let window = UIWindow(device: .iPhone15)
        let screen = UIView()
        window.rootView = screen
        let banner = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 50))
        screen.addSubview(banner)
        #expect(banner.screenSize == CGSize(width: 393, height: 852))
        banner.fillScreenWidth(inset: 16)
        #expect(banner.frame == CGRect(x: 16, y: 100, width: 361, height: 50))
        banner.fillScreenHeight(inset: 10)
        #expect(banner.frame == CGRect(x: 16, y: 10, width: 361, height: 832))
        banner.fillScreen()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIView().screenSize == UIScreen.main.bounds.size)
        #expect(screen.screenMetrics?.height(excluding: [.statusBar, .navigationBar]) == 754)
        let factor: CGFloat = 393.0 / 375.0
        #expect(screen.designScale?.factor == factor)
    }

    @Test func screenHelpersInASetUpHookUseTheMainScreen() {
        // A view's set-up hooks run before it is in a window; the helpers saw a zero-sized screen and
        // gave a negative width, (16, y, -32, 50).
        final class Banner: UIView {
            override func makeLayout() {
                fillScreenWidth(inset: 16)
            }
        }
        let banner = Banner(frame: CGRect(x: 0, y: 100, width: 10, height: 50))
        #expect(banner.frame == CGRect(x: 16, y: 100, width: UIScreen.main.bounds.width - 32, height: 50))
        banner.fillScreen(inset: 1_000)
        #expect(banner.frame.size == .zero)
    }

    @Test func batchVersionsWorkOnArraysOfViews() {
        let views = [
            UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 15)),
            UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 5)),
        ]
        views.set(\.left, to: 16)
        #expect(views.map(\.left) == [16, 16, 16])
        views.set(\.size, to: CGSize(width: 40, height: 10))
        let bottom = views.stackVertically(from: 100, spacing: 8)
        #expect(views.map(\.top) == [100, 118, 136])
        #expect(bottom == 146)
        let right = views.stackHorizontally(from: 0, spacing: 2)
        #expect(views.map(\.left) == [0, 42, 84] && right == 124)
        let target = UIView(frame: CGRect(x: 5, y: 5, width: 77, height: 7))
        views.match([.width], of: target)
        #expect(views.map(\.width) == [77, 77, 77])
        let labels = [UILabel(text: "a"), UILabel(text: "b")]
        labels.set(\.height, to: 21)
        #expect(labels.map(\.height) == [21, 21])
        #expect([UIView]().stackVertically(from: 3) == 3)
    }

    @Test func designScalingAndPixelSnappingOnViews() {
        let view = UIView()
        view.setFrame(
            design: CGRect(x: 16, y: 16, width: 343, height: 100), scale: DesignScale(device: .iPhone15ProMax))
        // s = 430 / 375; every value rounded to thirds of a point.
        let left: CGFloat = 55.0 / 3
        let width: CGFloat = 1180.0 / 3  // round(16 × s × 3) / 3, round(343 × s × 3) / 3
        #expect(abs(view.frame.minX - left) < 1e-9)
        #expect(abs(view.frame.width - width) < 1e-9)
        let blurry = UIView(frame: CGRect(x: 10.2, y: 0.3, width: 20.1, height: 10))
        blurry.snapFrameToPixels(scale: 2)
        #expect(blurry.frame == CGRect(x: 10, y: 0, width: 20.5, height: 10.5))
        let views = [UIView(frame: CGRect(x: 0.1, y: 0, width: 1, height: 1))]
        views.snapFramesToPixels(scale: 1)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 2, height: 1))
    }
}
