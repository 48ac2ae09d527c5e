import Foundation
import TesseraGraphics
import TesseraTesting
import TesseraUI
import Testing

/// A view or scale that cannot be rendered fails the one assertion with a recorded issue that says
/// why; the test process keeps running and no reference is written.
@MainActor
@Suite struct AssertSnapshotRenderingTests {
    private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/AssertSnapshotRenderingTests")

    private func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .systemRed
        return view
    }

    @Test func aScaleOfZeroRecordsAnIssue() {
        var outcome: SnapshotReference.Outcome?
        withKnownIssue {
            outcome = assertSnapshot(of: square(), scale: 0)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("at 0.0×: the scale must be positive and finite") }
        }
        #expect(
            outcome
                == .failed(
                    .invalidCanvas(
                        size: CGSize(width: 20, height: 20), scale: 0, reason: "the scale must be positive and finite"))
        )
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }

    @Test func aWindowOrDeviceAtAScaleThatIsNotFiniteRecordsAnIssue() {
        let window = UIWindow(device: .iPhoneSE)
        window.rootView = square()
        withKnownIssue {
            assertSnapshot(of: window, scale: .infinity)
            assertSnapshot(of: square(), on: .iPhoneSE, scale: -1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the scale must be positive and finite") }
        }
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }

    @Test func aViewWithANegativeWidthRecordsAnIssue() {
        let view = square()
        view.bounds.size.width = -10
        withKnownIssue {
            assertSnapshot(of: view)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(
                    "cannot render -10.0×20.0 points at 2.0×: the size must be finite and not negative")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }
}
