import Testing
import UIKit

// Auto Layout's visual format language as older iOS code bases use it.

@Suite("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)")
@MainActor
struct VisualFormatUIKitTests {
    private let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

    private func makeView(height: CGFloat? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    private func activate(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) {
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
    }

    @Test func standardSpacesAndEqualWidths() {
        let (a, b) = (makeView(), makeView())
        activate("H:|-[a]-[b(==a)]-|", views: ["a": a, "b": b])
        activate("V:|[a]|", views: ["a": a])
        activate("V:|[b]|", views: ["b": b])
        container.layoutIfNeeded()
        // `|-` is the superview's layout margin (8 points by default), `-` between views 8 points.
        #expect(a.frame == CGRect(x: 8, y: 0, width: 138, height: 200))
        #expect(b.frame == CGRect(x: 154, y: 0, width: 138, height: 200))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        container.layoutIfNeeded()
        #expect(a.frame.minX == 30 && b.frame.maxX == 290)
    }

    @Test func spacesToTheSuperviewRelateInTheRightDirection() {
        let (a, b) = (makeView(), makeView())
        activate("H:|-(>=40)-[a(50)]", views: ["a": a])
        activate("H:[b(50)]-(>=60)-|", views: ["b": b])
        activate("V:|[a(10)]-30-[b(10)]", views: ["a": a, "b": b])
        container.layoutIfNeeded()
        #expect(a.frame.minX >= 40)
        #expect(b.frame.maxX <= 240)
        let edges = NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[a]-14-|", metrics: nil, views: ["a": a])
        #expect(edges.map(\.firstAttribute) == [.leading, .trailing])
        #expect(edges.map(\.secondAttribute) == [.leading, .trailing])
        #expect(edges.map(\.constant) == [12, 14])
        // a.leading = |.leading + 12; |.trailing = a.trailing + 14
        #expect(edges[0].firstItem === a && edges[1].firstItem === container)
        let margins = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", metrics: nil, views: ["a": a])
        #expect(margins.map(\.secondAttribute) == [.topMargin, .bottom])
        #expect(margins.map(\.firstAttribute) == [.top, .bottomMargin])

        let reversed = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=5)-[a]", options: .directionRightToLeft, metrics: nil, views: ["a": a])
        #expect(reversed.first?.firstItem === container && reversed.first?.firstAttribute == .right)
        #expect(reversed.first?.relation == .greaterThanOrEqual)  // |.right ≥ a.right + 5
    }

    @Test func baselineSpacingAndBaselineAlignment() {
        let (title, subtitle) = (UILabel(), UILabel())
        for label in [title, subtitle] {
            label.text = "Text"
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        let spaced = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[title]-20-[subtitle]", options: .spacingBaselineToBaseline, metrics: nil,
            views: ["title": title, "subtitle": subtitle])
        #expect(spaced.first?.firstAttribute == .firstBaseline && spaced.first?.secondAttribute == .lastBaseline)
        let aligned = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[title]-[subtitle]", options: .alignAllLastBaseline, metrics: nil,
            views: ["title": title, "subtitle": subtitle])
        #expect(aligned.contains { $0.firstAttribute == .lastBaseline && $0.secondAttribute == .lastBaseline })
        NSLayoutConstraint.activate(spaced)
        activate("H:|[title]", views: ["title": title])
        activate("H:|[subtitle]", views: ["subtitle": subtitle])
        activate("V:|-10-[title]", views: ["title": title])
        container.layoutIfNeeded()
        #expect(subtitle.frame.minY - title.frame.minY == 20)  // same font: baselines 20 points apart
    }

    @Test func metricsPrioritiesAndInequalities() {
        let (a, b) = (makeView(), makeView())
        activate(
            "V:|-top-[a(40)]-(>=gap@750,<=30)-[b(==a)]", metrics: ["top": 10, "gap": 12.5 as CGFloat],
            views: ["a": a, "b": b])
        activate("H:|[a(width@999)][b(>=10,<=50)]", metrics: ["width": 100], views: ["a": a, "b": b])
        container.layoutIfNeeded()
        #expect(a.frame.minY == 10 && a.frame.height == 40 && a.frame.width == 100 && a.frame.minX == 0)
        #expect(b.frame.minY - a.frame.maxY >= 12.5 && b.frame.minY - a.frame.maxY <= 30)
        #expect(b.frame.height == 40 && b.frame.minX == 100)
        #expect(b.frame.width >= 10 && b.frame.width <= 50)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "[a(width@999)]", options: [], metrics: ["width": 100], views: ["a": a])
        #expect(constraints.count == 1)
        #expect(constraints.first?.priority == UILayoutPriority(999))
        #expect(constraints.first?.isActive == false)
        #expect(constraints.first?.firstAttribute == .width && constraints.first?.constant == 100)
    }

    @Test func alignmentOptionsAlignNeighbours() {
        let (a, b, c) = (makeView(height: 20), makeView(height: 60), makeView(height: 40))
        activate("H:|-8-[a(30)]-[b(30)]-[c(30)]", options: .alignAllCenterY, views: ["a": a, "b": b, "c": c])
        activate("V:|-50-[b]", views: ["b": b])
        container.layoutIfNeeded()
        #expect(a.center.y == 80 && b.center.y == 80 && c.center.y == 80)
        #expect(abs(c.frame.minX - (8 + 30 + 8 + 30 + 8)) < 0.001)
    }

    @Test func directions() {
        let (a, b) = (makeView(), makeView())
        activate("H:|-10-[a(50)]-5-[b(50)]", options: .directionRightToLeft, views: ["a": a, "b": b])
        activate("V:|[a(10)][b(10)]", views: ["a": a, "b": b])
        container.layoutIfNeeded()
        #expect(a.frame.maxX == 290)  // from the right edge
        #expect(b.frame.maxX == 235)

        // Leading to trailing follows the layout direction.
        let mirrored = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        mirrored.semanticContentAttribute = .forceRightToLeft
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        mirrored.addSubview(view)
        activate("H:|-10-[view(50)]", views: ["view": view])
        activate("V:|[view(10)]", views: ["view": view])
        mirrored.layoutIfNeeded()
        #expect(view.frame.maxX == 290)
    }

    @Test func malformedFormatsThrowWithTheReasonAndPlace() {
        let a = makeView()
        let b = makeView()
        let views: [String: Any] = ["a": a, "b": b, "number": 3]
        func reason(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil)
            -> (String, Int)?
        {
            do {
                _ = try NSLayoutConstraint.checkedConstraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views)
                return nil
            } catch {
                return (error.reason, error.offset)
            }
        }
        #expect(reason("H:|-[a") ?? ("", 0) == ("expected ']' to close the view 'a'", 6))
        #expect(reason("H:|-[c]")?.0 == "no view named 'c' in the views dictionary")
        #expect(reason("H:[number]")?.0 == "'number' is not a view")
        #expect(reason("H:[a(==50@0)]")?.0 == "a priority must be from 1 to 1000")
        #expect(
            reason("H:[a]-(>=gap)-[b]")?.0
                == "a connection's predicate must be a number or a metric; there is no metric named 'gap'")
        #expect(reason("H:[a]--5-[b]")?.0 == "expected a positive number or a metric name")
        #expect(reason("H:[a]-1e1-[b]") == nil)  // numbers are read as strtod reads them
        #expect(reason("H:[a]-[c]")?.1 == 6)  // the caret points at the view
        #expect(reason("H:[a]-[b]", options: .alignAllLeading)?.0.contains("does not apply") == true)
        #expect(reason("H:[a]-gap-[b]")?.0 == "no metric or view named 'gap'")
        #expect(reason("H:[a]-x-[b]", metrics: ["x": "wide"])?.0 == "the metric 'x' is not a finite number")
        #expect(reason("H:[a]-x-[b]", metrics: ["x": Double.nan])?.0 == "the metric 'x' is not a finite number")
        #expect(reason("H:[a]-x-[b]", metrics: ["x": -CGFloat.infinity])?.0 == "the metric 'x' is not a finite number")
        #expect(reason("")?.0 == "expected '[' to start a view")
        #expect(reason("H:[a]]")?.0 == "unexpected ']'")
        #expect(reason("H:[a]-8-")?.0 == "expected a view or '|' after the connection")
        let orphan = UIView()
        #expect(
            (try? NSLayoutConstraint.checkedConstraints(withVisualFormat: "|[o]", metrics: nil, views: ["o": orphan]))
                == nil)
        let description = NSLayoutConstraint.VisualFormatError(reason: "expected ']'", format: "[a", offset: 2)
            .description
        #expect(description == "Unable to parse constraint format: expected ']'\n[a\n  ^")
        let error: any Error = NSLayoutConstraint.VisualFormatError(reason: "expected ']'", format: "[a", offset: 2)
        #expect(error.localizedDescription == description)
    }

    @Test func randomFormatsNeverCrash() {
        let a = makeView()
        var generator = SplitMix(seed: 7)
        let pieces = [
            "H:", "V:", "|", "-", "[a]", "[a(", ")", "]", "(", ">=", "<=", "==", "8", "b", "@", "750", ",", "-8-",
            "[a(b)]", "[a(==a)]", "x", " ", "-(>=b)-", ".5", "1e9", "@0", "[", "é", "\u{0}",
        ]
        var parsed = 0
        for _ in 0..<3000 {
            let length = Int(generator.next() % 8) + 1
            let format = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            if (try? NSLayoutConstraint.checkedConstraints(
                withVisualFormat: format, metrics: ["b": 4], views: ["a": a])) != nil
            {
                parsed += 1
            }
        }
        #expect(parsed > 0)
    }
}

/// A small seeded generator, so the random formats are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
