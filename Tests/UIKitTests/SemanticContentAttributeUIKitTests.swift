import Foundation
import TesseraTesting
import Testing
import UIKit

private final class MirroredRow: UIView {}

/// `semanticContentAttribute` as iOS code uses it: an image after a button's title, a stack view
/// laid out in reverse, content that never flips.
@Suite("Semantic content attribute as iOS code sets it")
@MainActor
struct SemanticContentAttributeUIKitTests {
    func window(_ direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> (UIWindow, UIView) {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: direction))
        window.rootViewController = UIViewController()
        window.layoutIfNeeded()
        return (window, window.rootViewController!.view)
    }

    @Test func theEffectiveDirectionFollowsTheAttributeButSubviewsDoNotInheritIt() {
        let (window, root) = window(.rightToLeft)
        defer { withExtendedLifetime(window) {} }
        let controls = UIView()
        let inner = UIView()
        controls.addSubview(inner)
        root.addSubview(controls)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        controls.semanticContentAttribute = .playback
        #expect(controls.semanticContentAttribute == .playback)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        controls.semanticContentAttribute = .forceRightToLeft
        #expect(controls.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView().semanticContentAttribute == .unspecified)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }

    /// A system button with `title` and the symbol `symbol`, laid out in `root`'s window.
    func button(_ title: String, symbol: String, in root: UIView) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        root.addSubview(button)
        root.window?.layoutIfNeeded()
        return button
    }

    @Test func aForcedRightToLeftButtonShowsItsImageAfterItsTitle() throws {
        let (window, root) = window()
        let button = button("Next", symbol: "chevron.right", in: root)
        let imageView = try #require(button.imageView)
        let titleLabel = try #require(button.titleLabel)
        let (imageWidth, titleWidth) = (imageView.frame.width, titleLabel.frame.width)
        #expect(imageWidth > 0 && titleWidth > 0)
        let left = imageView.frame.minX
        #expect(titleLabel.frame.minX - imageView.frame.maxX > 0)  // image, gap, title

        button.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        // The same content block, title first: the title starts where the image did.
        #expect(titleLabel.frame.minX == left)
        #expect(imageView.frame.minX - titleLabel.frame.maxX > 0)
        #expect(imageView.frame.width == imageWidth && titleLabel.frame.width == titleWidth)
    }

    @Test func aForcedLeftToRightButtonInARightToLeftWindowKeepsItsImageFirst() throws {
        let (window, root) = window(.rightToLeft)
        let button = button("Play", symbol: "play.fill", in: root)
        let imageView = try #require(button.imageView)
        let titleLabel = try #require(button.titleLabel)
        #expect(titleLabel.frame.maxX < imageView.frame.minX)  // right to left: image on the right
        button.semanticContentAttribute = .playback
        window.layoutIfNeeded()
        #expect(imageView.frame.maxX < titleLabel.frame.minX)
        #expect(imageView.frame.width > 0 && titleLabel.frame.width > 0)
    }

    @Test func flippingLiveNeverBreaksAValidLayout() {
        // Re-resolved one by one, these conflict half-way (b's width would go negative).
        let (window, root) = window()
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        root.addSubview(panel)
        let (a, b) = (UIView(), UIView())
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
            b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: panel.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: panel.topAnchor), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect([a.frame.minX, a.frame.width, b.frame.minX, b.frame.width] == [16, 210, 234, 50])
        panel.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect([a.frame.minX, a.frame.width, b.frame.minX, b.frame.width] == [74, 210, 16, 50])
        panel.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        #expect([a.frame.minX, a.frame.width, b.frame.minX, b.frame.width] == [16, 210, 234, 50])
    }

    @Test func marginsChangeSidesWithTheAttribute() {
        let (window, root) = window()
        let item = UIView()
        let stack = UIStackView(arrangedSubviews: [item])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        stack.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
        root.addSubview(stack)
        window.layoutIfNeeded()
        #expect([item.frame.minX, item.frame.maxX] == [30, 190])
        stack.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(stack.layoutMargins.left == 10 && stack.layoutMargins.right == 30)
        #expect([item.frame.minX, item.frame.maxX] == [10, 170])
    }

    @Test func aForcedStackViewReversesItsArrangedViewsAndTurnsBackLive() {
        let (window, root) = window()
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 320),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])

        stack.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [220, 110, 0])
        #expect(stack.frame.minX == 20)  // the stack itself is placed by its superview's direction

        stack.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test func leadingConstraintsInsideAForcedViewFollowItOthersKeepTheWindows() {
        let (window, root) = window(.rightToLeft)
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        panel.semanticContentAttribute = .forceLeftToRight
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        let outside = UIView()
        outside.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        root.addSubview(outside)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: panel.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
            outside.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            outside.topAnchor.constraint(equalTo: root.topAnchor),
            outside.widthAnchor.constraint(equalToConstant: 40),
            outside.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 16)  // left to right inside the panel
        #expect(outside.frame.maxX == root.bounds.width - 16)  // the window reads right to left
    }

    @Test func anAppearanceProxySetsTheAttributeOfViewsEnteringAWindow() {
        MirroredRow.appearance().semanticContentAttribute = .forceRightToLeft
        #expect(MirroredRow.appearance().semanticContentAttribute == .forceRightToLeft)
        let (window, root) = window()
        let row = MirroredRow()
        #expect(row.semanticContentAttribute == .unspecified)  // not yet in a window
        root.addSubview(row)
        #expect(row.semanticContentAttribute == .forceRightToLeft)
        #expect(row.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let own = MirroredRow()
        own.semanticContentAttribute = .forceLeftToRight
        root.addSubview(own)
        #expect(own.semanticContentAttribute == .forceLeftToRight)  // set by the app: kept
        #expect(row.window === window)
    }
}
