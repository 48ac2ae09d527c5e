import Testing
import UIKit

@Suite("UIView.readableContentGuide")
@MainActor
struct ReadableContentGuideUIKitTests {
    /// A window `width` points wide holding a container with 20-point margins and a label pinned to
    /// the container's readable content guide.
    private func layout(width: CGFloat) -> (window: UIWindow, container: UIView, label: UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let container = UIView(frame: window.bounds)
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        window.addSubview(container)
        let label = UILabel()
        label.text = "Readable"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let guide = container.readableContentGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, container, label)
    }

    @Test func onAPhoneItIsTheLayoutMargins() {
        let (window, container, label) = layout(width: 390)
        withExtendedLifetime(window) {  // the window's engine solves the guides
            #expect(label.frame.minX == 20)
            #expect(label.frame.width == 350)
            let margins = container.layoutMarginsGuide.layoutFrame  // below the status bar: the safe area counts
            #expect(margins.minY > 20)
            #expect(label.frame.minY == margins.minY)
            #expect(container.readableContentGuide.layoutFrame == margins)
            #expect(container.readableContentGuide === container.readableContentGuide)
        }
    }

    @Test func onAWideWindowItIsAReadableColumnThatFollowsTheTextSize() {
        let (window, container, label) = layout(width: 1200)
        #expect(label.frame.width == 672)
        #expect(label.frame.midX == 600)
        #expect(container.readableContentGuide.layoutFrame.height == container.layoutMarginsGuide.layoutFrame.height)

        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        window.layoutIfNeeded()
        #expect(label.frame.width == 830)  // 672 × 21 / 17, the body text's growth
        #expect(label.frame.midX == 600)

        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        window.layoutIfNeeded()
        #expect(label.frame.width == 553)  // 672 × 14 / 17
    }

    @Test func aGuideMadeBeforeTheViewIsInAWindowFollowsTheWindowsTextSize() {
        let content = UIView()
        content.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.readableContentGuide.topAnchor),
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 600))
        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        content.frame = window.bounds
        window.addSubview(content)
        window.layoutIfNeeded()
        #expect(label.frame.width == 830)
    }
}
