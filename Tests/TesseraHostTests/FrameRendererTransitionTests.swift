import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraHost
@testable import TesseraUI

/// A push or pop slides screens on whole device pixels, so each frame moves the last frame's pixels
/// (`PanelMoves`) and draws only what came into view; every frame stays pixel-equal to a fresh render.
@Suite("Frame renderer, navigation transitions")
@MainActor
struct FrameRendererTransitionTests {
    let clock = TestClock()

    /// A screen of labelled, coloured rows (with blurred shadows when `shadowed`) on an opaque
    /// background; with `clippedBadge`, a rounded clipping card holding a shadowed badge, flush left.
    func makeScreen(
        _ title: String, tint: UIColor, shadowed: Bool = false, clippedBadge: Bool = false
    ) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        screen.view.backgroundColor = .systemBackground
        for row in 0..<10 {
            let box = UIView(frame: CGRect(x: 16, y: CGFloat(110 + row * 60), width: 44, height: 44))
            box.backgroundColor = tint
            box.layer.cornerRadius = 8
            if shadowed {
                box.layer.shadowOpacity = 0.35
                box.layer.shadowOffset = CGSize(width: 0, height: 2)
                box.layer.shadowRadius = 5
            }
            screen.view.addSubview(box)
            let label = UILabel(frame: CGRect(x: 72, y: CGFloat(120 + row * 60), width: 280, height: 24))
            label.text = "\(title) row \(row) — sliding ✓"
            screen.view.addSubview(label)
        }
        if clippedBadge {
            // A rounded card that clips a shadowed badge, flush with the window's left side: as the
            // screen slides past it, the badge's mask is painted under a curved clip crossing the side.
            let card = UIView(frame: CGRect(x: 0, y: 720, width: 200, height: 60))
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 18
            card.clipsToBounds = true
            let badge = UIView(frame: CGRect(x: 4, y: 6, width: 36, height: 36))
            badge.backgroundColor = tint
            badge.layer.cornerRadius = 10
            badge.layer.shadowOpacity = 0.5
            badge.layer.shadowRadius = 6
            card.addSubview(badge)
            screen.view.addSubview(card)
        }
        return screen
    }

    /// A phone-sized window at `scale` showing a navigation controller with its first screen.
    func makeWindow(
        scale: CGFloat, style: UIUserInterfaceStyle = .light, shadowed: Bool = false, clippedBadge: Bool = false
    ) -> (UIWindow, UINavigationController) {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style),
        ])
        let window = UIWindow(device: .iPhone15, traits: traits)
        window.clock = clock
        let navigation = UINavigationController(
            rootViewController: makeScreen("First", tint: .systemOrange, shadowed: shadowed, clippedBadge: clippedBadge)
        )
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation)
    }

    func freshRender(_ window: UIWindow, scale: CGFloat) -> Bitmap {
        Canvas.render(
            window.makeDisplayList(), size: window.bounds.size, scale: scale,
            appearance: window.traitCollection.userInterfaceStyle)
    }

    /// Where two bitmaps differ — how many pixels and their bounding box — or nil when they are equal.
    func differingPixels(_ bitmap: Bitmap?, _ expected: Bitmap) -> String? {
        guard let bitmap, bitmap.width == expected.width, bitmap.height == expected.height else { return "size" }
        if bitmap == expected { return nil }
        var count = 0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, 0, 0)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let index = 4 * (y * bitmap.width + x)
                guard bitmap.pixels[index..<index + 4] != expected.pixels[index..<index + 4] else { continue }
                count += 1
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return "\(count) pixels in x \(minX)...\(maxX), y \(minY)...\(maxY)"
    }

    /// How many pixels differ between `old` and `new` outside `rect` (all of them when nil).
    static func changedPixels(from old: Bitmap, to new: Bitmap, outside rect: PixelRect?) -> Int {
        let width = new.width
        // The spans of each row outside `rect`, compared a span at a time (a debug build checking
        // every pixel of 3× frames one by one would take minutes).
        func spans(of y: Int) -> [Range<Int>] {
            guard let rect, y >= rect.y, y < rect.y + rect.height else { return [0..<width] }
            return [0..<max(0, rect.x), min(width, rect.x + rect.width)..<width].filter { !$0.isEmpty }
        }
        return old.pixels.withUnsafeBytes { before in
            new.pixels.withUnsafeBytes { after in
                var count = 0
                for y in 0..<new.height {
                    for span in spans(of: y) {
                        let start = 4 * (y * width + span.lowerBound)
                        guard memcmp(before.baseAddress! + start, after.baseAddress! + start, 4 * span.count) != 0
                        else { continue }
                        for x in span
                        where memcmp(
                            before.baseAddress! + 4 * (y * width + x), after.baseAddress! + 4 * (y * width + x), 4) != 0
                        {
                            count += 1
                        }
                    }
                }
                return count
            }
        }
    }

    /// Renders frames `step` apart until the slide ends, each checked against a fresh render; returns
    /// the pixels drawn with Cairo per frame.
    func renderSlide(
        _ window: UIWindow, _ navigation: UINavigationController, renderer: FrameRenderer, scale: CGFloat,
        step: Duration = .milliseconds(16)
    ) -> [Int] {
        var drawn: [Int] = []
        var previous = renderer.surface?.bitmap()
        while navigation.isTransitioning, drawn.count < 500 {
            clock.advance(by: step)
            let presented = renderer.render(window, scale: scale)
            drawn.append(renderer.lastRasterizedPixelCount)
            let bitmap = renderer.surface?.bitmap()
            let difference = differingPixels(bitmap, freshRender(window, scale: scale))
            #expect(difference == nil, "frame \(drawn.count) at \(scale)×")
            // The host presents only `presented`: every pixel that changed must lie inside it.
            if let bitmap, let previous, previous.width == bitmap.width, previous.height == bitmap.height {
                let outside = Self.changedPixels(from: previous, to: bitmap, outside: presented)
                #expect(outside == 0, "frame \(drawn.count) at \(scale)×: \(outside) changed pixels not presented")
            }
            previous = bitmap
        }
        return drawn
    }

    @Test(arguments: [(1.0, UIUserInterfaceStyle.light), (2.0, .light), (3.0, .light), (3.0, .dark)])
    func pushAndPopFramesMoveThePixelsAndMatchAFreshRender(scale: CGFloat, style: UIUserInterfaceStyle) {
        let (window, navigation) = makeWindow(scale: scale, style: style)
        #expect(window.traitCollection.userInterfaceStyle == style)
        let renderer = FrameRenderer()
        renderer.render(window, scale: scale)
        let whole = Int(window.bounds.width * scale) * Int(window.bounds.height * scale)
        navigation.pushViewController(makeScreen("Second", tint: .systemTeal), animated: true)
        let push = renderSlide(window, navigation, renderer: renderer, scale: scale)
        navigation.popViewController(animated: true)
        let pop = renderSlide(window, navigation, renderer: renderer, scale: scale)
        for frames in [push, pop] {
            #expect(frames.count >= 20)
            // Between the first frame (a screen added) and the last (one removed), each frame draws the
            // strip that came into view, the bar and what reaches past the window's side, not the screens.
            #expect(frames.dropFirst().dropLast().allSatisfy { $0 < whole * 2 / 5 }, "\(frames) of \(whole)")
            #expect(frames.reduce(0, +) < whole * frames.count / 3, "\(frames) of \(whole)")
        }
    }

    /// Shadows are blurred whole, so a slide over shadowed rows moves their pixels too and redraws
    /// strips that cut through shadows, every frame still equal to a fresh render.
    @Test func aSlideOverShadowedRowsMatchesAFreshRenderAndMovesPixels() {
        let scale: CGFloat = 3
        let (window, navigation) = makeWindow(scale: scale, shadowed: true)
        let renderer = FrameRenderer()
        renderer.render(window, scale: scale)
        let whole = Int(window.bounds.width * scale) * Int(window.bounds.height * scale)
        navigation.pushViewController(makeScreen("Second", tint: .systemTeal, shadowed: true), animated: true)
        let push = renderSlide(window, navigation, renderer: renderer, scale: scale)
        navigation.popViewController(animated: true)
        let pop = renderSlide(window, navigation, renderer: renderer, scale: scale)
        for frames in [push, pop] {
            #expect(frames.count >= 20)
            #expect(frames.reduce(0, +) < whole * frames.count * 3 / 5, "\(frames) of \(whole)")
        }
    }

    /// A shadow painted under a curved clip that crosses the window's side rasterises differently
    /// at each sideways offset, so its pixels are drawn again, not moved: every frame stays equal.
    @Test(arguments: [2.0, 3.0])
    func aShadowUnderACurvedClipCrossingTheWindowSideMatchesAFreshRender(scale: CGFloat) {
        let (window, navigation) = makeWindow(scale: scale, clippedBadge: true)
        let renderer = FrameRenderer()
        renderer.render(window, scale: scale)
        navigation.pushViewController(makeScreen("Second", tint: .systemTeal, clippedBadge: true), animated: true)
        #expect(renderSlide(window, navigation, renderer: renderer, scale: scale).count >= 20)
        navigation.popViewController(animated: true)
        #expect(renderSlide(window, navigation, renderer: renderer, scale: scale).count >= 20)
    }

    @Test func framesOfAnInteractivePopMoveThePixelsAndMatchAFreshRender() {
        let scale: CGFloat = 3
        let (window, navigation) = makeWindow(scale: scale)
        navigation.pushViewController(makeScreen("Second", tint: .systemTeal), animated: false)
        let renderer = FrameRenderer()
        renderer.render(window, scale: scale)
        let whole = Int(window.bounds.width * scale) * Int(window.bounds.height * scale)
        var location = CGPoint(x: 5, y: 400)
        window.send(.pointerDown(location))
        var drawn: [Int] = []
        // Steps of a third of a point and more: the screen below moves 30 % of each, rounded.
        for step in [7.0, 12.5, 20, 30.25, 41, 35.5, 28, 25] as [CGFloat] {
            clock.advance(by: .milliseconds(16))
            location.x += step
            window.send(.pointerMoved(location))
            renderer.render(window, scale: scale)
            drawn.append(renderer.lastRasterizedPixelCount)
            let difference = differingPixels(renderer.surface?.bitmap(), freshRender(window, scale: scale))
            #expect(difference == nil, "at x = \(location.x)")
        }
        window.send(.pointerUp(location))
        drawn += renderSlide(window, navigation, renderer: renderer, scale: scale)
        #expect(navigation.viewControllers.count == 1)
        // The first drag frame inserts the screen below and is drawn whole, as is the last of the slide.
        #expect(drawn.dropFirst(2).dropLast().allSatisfy { $0 < whole / 2 }, "\(drawn) of \(whole)")
        #expect(drawn.reduce(0, +) < whole * drawn.count / 3, "\(drawn) of \(whole)")
    }

    @Test func anOpaqueCardAnimatedByATranslationMovesItsPixels() {
        let window = UIWindow(device: .iPhone15, traits: UITraitCollection(displayScale: 2))
        window.clock = clock
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        window.rootView = root
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 300, height: 260))
        card.backgroundColor = .white
        for line in 0..<6 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(16 + line * 36), width: 260, height: 24))
            label.text = "Line \(line) of a card moving diagonally"
            card.addSubview(label)
        }
        root.addSubview(card)
        card.drawsTranslationOnPixelGrid = true  // as the screens of a navigation slide
        window.layoutIfNeeded()
        let renderer = FrameRenderer()
        renderer.render(window, scale: 2)
        let whole = Int(window.bounds.width * 2) * Int(window.bounds.height * 2)
        var finished = false
        UIView.animate(withDuration: 0.3) {
            card.transform = CGAffineTransform(translationX: 53.3, y: 171.7)
        } completion: { _ in
            finished = true
        }
        var drawn: [Int] = []
        while !finished, drawn.count < 500 {
            clock.advance(by: .milliseconds(16))
            renderer.render(window, scale: 2)
            drawn.append(renderer.lastRasterizedPixelCount)
            let difference = differingPixels(renderer.surface?.bitmap(), freshRender(window, scale: 2))
            #expect(difference == nil, "frame \(drawn.count)")
        }
        // The model value is kept; only what is drawn lands on the pixel grid.
        #expect(card.transform.tx == 53.3 && card.transform.ty == 171.7)
        #expect(drawn.count >= 15)
        // Each frame draws the strips the card uncovered and came into, not the card.
        #expect(drawn.dropLast().allSatisfy { $0 < whole / 5 }, "\(drawn) of \(whole)")
    }

    @Test func theGridStepIsWholePixelsAndExactInBinaryAndNoCoarserThanAPoint() {
        let steps = [1.0, 2, 3, 1.25, 1.5].map { CGAffineTransform.pixelGridStep(scale: $0) }
        #expect(steps == [1, 0.5, 1, 4, 2])
        let slide = CGAffineTransform(translationX: 10.4, y: -3.3)
        #expect(slide.translationOnPixels(scale: 2) == CGAffineTransform(translationX: 10.5, y: -3.5))
        #expect(slide.translationOnPixels(scale: 3) == CGAffineTransform(translationX: 10, y: -3))
        // Coarser than a point at 1.25× (4 points) and 1.5× (2 points): drawn where it is.
        #expect(slide.translationOnPixels(scale: 1.25) == slide)
        #expect(slide.translationOnPixels(scale: 1.5) == slide)
        #expect(CGAffineTransform(scaleX: 2, y: 2).translationOnPixels(scale: 2) == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func aViewOutsideASlideIsDrawnWhereItsAnimationPutsIt() {
        let window = UIWindow(device: .iPhone15, traits: UITraitCollection(displayScale: 3))
        window.clock = clock
        let root = UIView()
        window.rootView = root
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
        root.addSubview(card)
        UIView.animate(withDuration: 1) { card.transform = CGAffineTransform(translationX: 10, y: 0) }
        clock.advance(by: .milliseconds(300))
        #expect(card.drawnTransformToSuperview == card.presentedTransformToSuperview)
        #expect(card.presentedTransform.tx > 0 && card.presentedTransform.tx < 10)
        #expect(card.presentedTransform.tx != card.presentedTransform.tx.rounded())
    }

    @Test func aSlideDrawnAtAnotherScaleThanTheWindowsStillMatchesAFreshRender() {
        // The window rounds to 2× pixels; drawn at 3× the moves are not whole pixels.
        let (window, navigation) = makeWindow(scale: 2)
        let renderer = FrameRenderer()
        renderer.render(window, scale: 3)
        navigation.pushViewController(makeScreen("Second", tint: .systemTeal), animated: true)
        #expect(renderSlide(window, navigation, renderer: renderer, scale: 3, step: .milliseconds(40)).count >= 8)
    }
}
