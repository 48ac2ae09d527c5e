// layout/chain/N=… (issue 19, D15): N views in a row, each 10 × 10 and pinned 1 point after the one
// before (4 constraints per view: leading to the previous trailing, top, width, height), laid out
// through the view API: views made, constraints activated, `layoutIfNeeded()`. Main thread CPU time,
// one run each. `base` is the chain half as long, so `ratio` is the
// growth per doubling (2 is linear, 4 quadratic).
import Foundation
import TesseraGraphics
import TesseraLayout
import TesseraUI

@MainActor
enum LayoutChainScenario {
    static let counts = [1000, 2000, 4000, 8000]

    static func run(only: String?) -> [BenchmarkLine] {
        let prefix = "layout/chain/"
        guard only.map({ prefix.hasPrefix($0) || $0.hasPrefix(prefix) }) ?? true else { return [] }
        var previous = layOut(views: counts[0] / 2)
        return counts.map { count in
            let time = layOut(views: count)
            defer { previous = time }
            return BenchmarkLine(name: "layout/chain/N=\(count)", ours: time, base: previous, unit: "ms")
        }
    }

    /// Milliseconds of CPU time to build and lay out a chain of `count` views.
    static func layOut(views count: Int) -> Double {
        let start = threadCPUTime()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            previous = view
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        precondition(root.subviews.last?.frame.maxX == CGFloat(11 * count), "chain laid out wrongly")
        return (threadCPUTime() - start) * 1e3
    }
}
