import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ProgressViewTests {
    @Test func progressClampsToZeroThroughOneAndIgnoresNaN() {
        let progress = UIProgressView()
        progress.progress = 0.42
        #expect(progress.progress == 0.42)
        progress.progress = 3
        #expect(progress.progress == 1)
        progress.setProgress(-1, animated: true)
        #expect(progress.progress == 0)
        progress.progress = 0.5
        progress.progress = .nan
        #expect(progress.progress == 0.5)
    }

    @Test func accessibilityReadsAWholePercentage() {
        let progress = UIProgressView()
        #expect(progress.accessibilityValue == "0%")
        progress.progress = 0.426
        #expect(progress.accessibilityValue == "43%")
        progress.progress = 1
        #expect(progress.accessibilityValue == "100%")
        #expect(progress.accessibilityLabel == "Progress")
    }

    @Test func barIsFourPointsTallAndCentred() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(progress.sizeThatFits(CGSize(width: 120, height: 50)) == CGSize(width: 120, height: 4))
        #expect(progress.trackRect == CGRect(x: 0, y: 8, width: 200, height: 4))
    }

    @Test func itIsAViewThatTakesNoInput() {
        let progress: UIView = UIProgressView()
        #expect(!(progress is UIControl))
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// 0, 0.25, 0.6 and 1 in the default style; 0.6 in the bar style; 0.6 in green.
    func gallery() -> UIView {
        let bars: [UIView] = ([0, 0.25, 0.6, 1, 0.6, 0.6] as [Float]).map { value -> UIView in
            let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 220, height: 4))
            bar.progress = value
            return bar
        }
        (bars[4] as! UIProgressView).progressViewStyle = .bar
        (bars[5] as! UIProgressView).progressTintColor = .systemGreen
        return SnapshotFixtures.column(bars, width: 220)
    }
}
