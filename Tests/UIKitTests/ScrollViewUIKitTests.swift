import TesseraTesting
import Testing
import UIKit

// Written as for iOS: a form in a scroll view, sized by Auto Layout through the content and frame
// layout guides, and a pager that follows its delegate.

private final class PagerDelegate: UIScrollViewDelegate {
    var page = 0
    var scrolls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}

@MainActor
@Suite("UIScrollView as iOS code uses it")
struct ScrollViewUIKitTests {
    @Test func aStackViewInAScrollViewDefinesTheContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<8 {
            let label = UILabel()
            label.text = "Field \(index)"
            label.numberOfLines = 0
            stack.addArrangedSubview(label)
        }
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        scrollView.layoutIfNeeded()

        #expect(scrollView.contentSize.width == 390)
        #expect(scrollView.contentSize.height == stack.frame.height + 32)
        #expect(stack.frame.width == 350)
        #expect(stack.arrangedSubviews.count == 8)
        let labelHeight = stack.arrangedSubviews[0].frame.height
        #expect(stack.frame.height == 8 * labelHeight + 7 * 12)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(scrollView.contentOffset.y == 50)
    }

    @Test func aPagerHearsWhereItStopped() {
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.contentSize = CGSize(width: 900, height: 200)
        let delegate = PagerDelegate()
        pager.delegate = delegate
        pager.setContentOffset(CGPoint(x: 600, y: 0), animated: false)
        #expect(delegate.scrolls == 1)
        pager.scrollRectToVisible(CGRect(x: 300, y: 0, width: 300, height: 200), animated: false)
        #expect(pager.contentOffset.x == 300)
        #expect(pager.decelerationRate == .normal)
        pager.decelerationRate = .fast
        #expect(pager.decelerationRate.rawValue == 0.99)
        #expect(pager.adjustedContentInset == .zero)
        #expect(pager.keyboardDismissMode == .none)
    }
}
