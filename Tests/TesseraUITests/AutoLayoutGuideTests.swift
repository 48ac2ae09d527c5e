import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AutoLayoutGuideTests {
    @Test func theSafeAreaGuideFollowsTheWindowInsets() {
        let window = UIWindow(device: .iPhone15)
        let screen = UIView()
        window.rootView = screen
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            bar.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 10, height: 852 - 59 - 34))
        #expect(screen.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aSubviewsSafeAreaGuideOnlyCoversTheUnsafePartItOverlaps() {
        let window = UIWindow(device: .iPhone15)
        let screen = UIView()
        window.rootView = screen
        let panel = UIView()
        let content = UIView()
        for view in [panel, content] { view.translatesAutoresizingMaskIntoConstraints = false }
        screen.addSubview(panel)
        panel.addSubview(content)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            panel.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 100),
            content.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
        window.layoutIfNeeded()
        // The panel starts 20 pt down, so the 59 pt unsafe top reaches 39 pt into it.
        #expect(content.frame == CGRect(x: 0, y: 39, width: 10, height: 61))
    }

    @Test func layoutMarginsDefaultToEightAndAddTheSafeArea() {
        let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100))
        #expect(root.layoutMargins == UIEdgeInsets(all: 8))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 10)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 4, width: 170, height: 90))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 4, width: 170, height: 90))

        let window = UIWindow(device: .iPhoneSE)
        let screen = UIView()
        window.rootView = screen
        #expect(screen.effectiveLayoutMarginInsets == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        screen.insetsLayoutMarginsFromSafeArea = false
        #expect(screen.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func marginAttributesRelateToTheMarginsGuide() {
        let child = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100), child)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 30
            ),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 30),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 10, width: 30, height: 30))
    }

    @Test func customGuidesSpaceViewsAndReportTheirFrame() {
        let icon = UIView()
        let title = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 50), icon, title)
        let gap = UILayoutGuide(identifier: "gap")
        root.addLayoutGuide(gap)
        #expect(root.layoutGuides.map(\.identifier) == ["gap"])
        #expect(gap.owningView === root)
        NSLayoutConstraint.activate(
            [
                icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                icon.widthAnchor.constraint(equalToConstant: 20),
                gap.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
                gap.widthAnchor.constraint(equalToConstant: 12),
                title.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                title.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                gap.topAnchor.constraint(equalTo: root.topAnchor),
                gap.heightAnchor.constraint(equalToConstant: 5),
            ]
                + [icon, title].flatMap {
                    [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 20)]
                })
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 42, y: 0, width: 258, height: 20))
        #expect(gap.layoutFrame == CGRect(x: 30, y: 0, width: 12, height: 5))
        root.removeLayoutGuide(gap)
        #expect(root.layoutGuides.isEmpty)
        #expect(title.constraintsMentioningItem.count == 3)  // the constraint to the guide went with it
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: .rightToLeft))
        let screen = UIView()
        window.rootView = screen
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: screen.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 319, y: 0, width: 40, height: 40), "\(badge.frame.minX - 319)")
        window.windowTraits = UITraitCollection(layoutDirection: .leftToRight)
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 16)
    }
}
