import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

/// Region rendering with a blur effect view on screen: a backdrop blurs the pixels around it, so a
/// region that meets what it reads grows over all of it, and every frame matches a full render.
@Suite("Region rendering, backdrops")
@MainActor
struct RegionRenderingBackdropTests {
    /// Coloured stripes under a rounded blur bar holding a label, and a box elsewhere, in a window
    /// large enough that the bar and its blur's reach stay under half of it.
    @MainActor
    final class Screen {
        let window = UIWindow(device: .desktop)
        let stripes: [UIView]
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        let label = UILabel()
        let farBox = UIView(frame: CGRect(x: 440, y: 320, width: 20, height: 20))

        init() {
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 360)
            let root = UIView()
            root.backgroundColor = .white
            window.rootView = root
            let colors: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
            stripes = (0..<24).map { index in
                let stripe = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 12, height: 180))
                stripe.backgroundColor = colors[index % colors.count]
                root.addSubview(stripe)
                return stripe
            }
            bar.frame = CGRect(x: 40, y: 60, width: 200, height: 50)
            bar.layer.cornerRadius = 12
            bar.clipsToBounds = true
            label.text = "Blurred"
            label.frame = CGRect(x: 12, y: 12, width: 120, height: 24)
            bar.contentView.addSubview(label)
            root.addSubview(bar)
            farBox.backgroundColor = .black
            root.addSubview(farBox)
        }

        func render(after previous: RenderedFrame?, scale: CGFloat = 1) -> RegionRendering.Result {
            RegionRendering.render(
                window.makeDisplayList(), size: window.bounds.size, scale: scale, appearance: .light, previous: previous
            )!
        }

        func fullRender(scale: CGFloat = 1) -> Bitmap {
            Canvas.render(window.makeDisplayList(), size: window.bounds.size, scale: scale, appearance: .light)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aChangeUnderTheBarRedrawsAllItReadsAndMatchesAFullRender(scale: CGFloat) {
        let screen = Screen()
        let first = screen.render(after: nil, scale: scale)
        screen.stripes[3].backgroundColor = .black  // x 60…72: under the bar's left part
        let second = screen.render(after: first.frame, scale: scale)
        #expect(second.isPartial)
        // The bar (40…240 × 60…110 points) and its blur's reach came along with the stripe.
        let barPixels = PixelRect(
            x: Int(40 * scale), y: Int(60 * scale), width: Int(200 * scale), height: Int(50 * scale))
        #expect(second.renderedRect.contains(barPixels))
        #expect(second.frame.surface.bitmap() == screen.fullRender(scale: scale))
    }

    @Test func aChangeBesideTheBarWithinItsBlurMatchesAFullRender() {
        let screen = Screen()
        let first = screen.render(after: nil)
        screen.stripes[13].backgroundColor = .black  // x 260…272: right of the bar, within its blur's reach
        let second = screen.render(after: first.frame)
        #expect(second.isPartial)
        #expect(second.frame.surface.bitmap() == screen.fullRender())
    }

    @Test func aChangeInTheBarsContentMatchesAFullRender() {
        let screen = Screen()
        let first = screen.render(after: nil)
        screen.label.text = "Blurred again, and longer"
        let second = screen.render(after: first.frame)
        #expect(second.isPartial)
        #expect(second.frame.surface.bitmap() == screen.fullRender())
    }

    @Test func aChangeFarFromTheBarLeavesItAlone() {
        let screen = Screen()
        let first = screen.render(after: nil)
        screen.farBox.backgroundColor = .systemPink
        let second = screen.render(after: first.frame)
        #expect(second.isPartial)
        #expect(second.renderedRect.area < 40 * 40)
        #expect(second.frame.surface.bitmap() == screen.fullRender())
    }

    @Test func aNewEffectOrNoneMatchesAFullRender() {
        let screen = Screen()
        var previous = screen.render(after: nil).frame
        for effect in [UIBlurEffect(style: .systemChromeMaterialDark), nil, UIBlurEffect(style: .light)] {
            screen.bar.effect = effect
            let next = screen.render(after: previous)
            #expect(next.frame.surface.bitmap() == screen.fullRender())
            previous = next.frame
        }
    }

    @Test func scrollingUnderABlurredBarMatchesAFullRender() {
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 240, height: 320)
        let root = UIView()
        root.backgroundColor = .white
        window.rootView = root
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        scrollView.contentSize = CGSize(width: 240, height: 40 * 44)
        root.addSubview(scrollView)
        for row in 0..<40 {
            let cell = UIView(frame: CGRect(x: 8, y: CGFloat(row) * 44, width: 224, height: 40))
            cell.backgroundColor = row.isMultiple(of: 2) ? .systemOrange : .systemTeal
            scrollView.addSubview(cell)
        }
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: 0, width: 240, height: 44)
        root.addSubview(bar)
        let renderer = FrameRenderer()
        renderer.render(window, scale: 1)
        for offset in [20.0, 40, 300, 310] as [CGFloat] {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            renderer.render(window, scale: 1)
            let fresh = Canvas.render(window.makeDisplayList(), size: window.bounds.size, scale: 1, appearance: .light)
            #expect(renderer.surface?.bitmap() == fresh, "offset \(offset)")
        }
    }
}
