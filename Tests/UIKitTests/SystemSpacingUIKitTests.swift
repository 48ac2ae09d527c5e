import Testing
import UIKit

// System spacing constraints as Apple's sample code writes them: the standard 8 points between
// views, and a line of text between baselines that follows the font.

@Suite("System spacing anchors")
@MainActor
struct SystemSpacingUIKitTests {
    /// A 300 × 400 container holding `views`, each without autoresizing constraints.
    func container(_ views: UIView..., direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        if direction == .rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return container
    }

    /// A 40-point icon at the container's top leading corner, and the title's 50 × 20 size.
    func pinned(_ icon: UIView, _ title: UIView, in container: UIView) -> [NSLayoutConstraint] {
        [
            icon.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            icon.topAnchor.constraint(equalTo: container.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 40),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ]
    }

    @Test func viewsSitTheStandardSpacingApartTimesTheMultiplier() {
        let icon = UIView()
        let title = UIView()
        let container = container(icon, title)
        NSLayoutConstraint.activate(
            pinned(icon, title, in: container) + [
                title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 2),
                title.topAnchor.constraint(equalToSystemSpacingBelow: icon.bottomAnchor, multiplier: 1),
            ])
        container.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 56, y: 48, width: 50, height: 20))
    }

    @Test func afterMeansTrailingInARightToLeftLayout() {
        let icon = UIView()
        let title = UIView()
        let container = container(icon, title, direction: .rightToLeft)
        NSLayoutConstraint.activate(
            pinned(icon, title, in: container) + [
                title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
                title.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        container.layoutIfNeeded()
        #expect(abs(icon.frame.maxX - 300) < 0.01)
        #expect(abs(title.frame.maxX - (300 - 40 - 8)) < 0.01)
    }

    @Test func inequalitiesKeepAtLeastOrAtMostTheSpacing() {
        let left = UIView()
        let right = UIView()
        let container = container(left, right)
        let atLeast = right.leadingAnchor.constraint(
            greaterThanOrEqualToSystemSpacingAfter: left.trailingAnchor, multiplier: 3)
        let wanted = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 2)
        wanted.priority = .defaultLow
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            right.widthAnchor.constraint(equalToConstant: 100),
            atLeast, wanted,
            right.bottomAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: left.topAnchor, multiplier: -1),
            left.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            left.heightAnchor.constraint(equalToConstant: 10),
            right.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(right.frame.minX == 124)  // pulled towards 2 points, held at 3 × 8
        #expect(right.frame.maxY <= 92)
        #expect(atLeast.constant == 0)  // the spacing is the system's, not written into the constant
    }

    @Test func baselinesSitALineOfTheirTextApartAndFollowTheFont() {
        let title = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 17)
        let body = UILabel()
        body.text = "Body"
        body.font = .systemFont(ofSize: 17)
        let container = container(title, body)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            body.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
        ])
        container.layoutIfNeeded()
        func baselineGap() -> CGFloat {
            // A one-line label is a line tall, its baseline an ascender below its top.
            (body.frame.minY + body.font.ascender) - (title.frame.minY + title.font.ascender)
        }
        let line17 = body.font.lineHeight
        #expect(line17 > 17 && line17 < 26)
        #expect(abs(baselineGap() - line17) < 1)

        body.font = .systemFont(ofSize: 34)  // a larger font: a taller line, so further down
        container.layoutIfNeeded()
        #expect(abs(baselineGap() - body.font.lineHeight) < 1)
        #expect(baselineGap() > line17 * 1.8)
    }
}
