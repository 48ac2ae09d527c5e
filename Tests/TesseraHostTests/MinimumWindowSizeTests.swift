import Foundation
import TesseraGraphics
import TesseraLayout
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// A window never gets smaller than its content needs (issue 15, defect 4): the content's
    /// minimum is measured with Auto Layout and the host enforces it.
    @Suite("Minimum window size")
    @MainActor
    struct MinimumWindowSizeTests {
        /// A 400 × 300 window whose panel keeps 20 points from every edge and is at least 260 × 160
        /// (required), and would like to be 600 wide (optional: does not count).
        static func scene() -> (window: UIWindow, panel: UIView) {
            let window = UIWindow(device: .desktop)
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            let root = UIView()
            window.rootView = root
            let panel = UIView()
            panel.backgroundColor = .blue
            panel.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(panel)
            let preferredWidth = panel.widthAnchor.constraint(equalToConstant: 600)
            preferredWidth.priority = .defaultHigh
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                panel.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
                panel.widthAnchor.constraint(greaterThanOrEqualToConstant: 260),
                panel.heightAnchor.constraint(greaterThanOrEqualToConstant: 160),
                preferredWidth,
            ])
            return (window, panel)
        }

        @Test func theMinimumIsTheContentsAtRequiredPriorities() {
            let (window, _) = Self.scene()
            #expect(window.minimumContentSize == CGSize(width: 300, height: 200))
            window.rootView = UIView()  // frames only: nothing holds it open
            #expect(window.minimumContentSize == .zero)
        }

        @Test func aResizeBelowTheMinimumIsRefusedByTheHeadlessHost() async throws {
            let (window, panel) = Self.scene()
            let host = try WindowHost(window: window, configuration: .headless)
            defer { host.close() }
            await host.run(turns: 1)
            #expect(host.minimumSize == CGSize(width: 300, height: 200))
            host.post(.resize(CGSize(width: 100, height: 80)))
            await host.run(turns: 2)
            #expect(window.bounds.size == CGSize(width: 300, height: 200))
            #expect(host.metrics.pointSize == CGSize(width: 300, height: 200))
            #expect(panel.frame == CGRect(x: 20, y: 20, width: 260, height: 160))
            let frame = try #require(host.lastFrame)
            #expect(frame.width == 300 && frame.height == 200)
            // One axis below the minimum: only that axis is held.
            host.post(.resize(CGSize(width: 500, height: 150)))
            await host.run(turns: 2)
            #expect(window.bounds.size == CGSize(width: 500, height: 200))
            host.post(.resize(CGSize(width: 640, height: 480)))
            await host.run(turns: 2)
            #expect(window.bounds.size == CGSize(width: 640, height: 480))
        }

        @Test func aLargerMinimumAfterATraitChangeGrowsTheWindow() async throws {
            let (window, _) = Self.scene()
            let label = UILabel(text: "A minimum that grows")
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.setContentCompressionResistancePriority(.required, for: .horizontal)
            label.setContentCompressionResistancePriority(.required, for: .vertical)
            label.translatesAutoresizingMaskIntoConstraints = false
            let root = try #require(window.rootView)
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                label.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            ])
            let host = try WindowHost(window: window, configuration: .headless)
            defer { host.close() }
            host.post(.resize(CGSize(width: 100, height: 80)))
            await host.run(turns: 2)
            #expect(window.bounds.size == CGSize(width: 300, height: 200))
            window.windowTraits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
            let larger = window.minimumContentSize
            #expect(larger.width > 300)
            await host.run(turns: 3)
            #expect(host.minimumSize == larger)
            #expect(window.bounds.width >= larger.width && window.bounds.height >= larger.height)
        }
    }
}
