/// The feed cell of LayoutFrameworkBenchmark as a constraint system: 21 views (the cell, a top bar with
/// 2 labels, a mini profile with a 50×50 image and name, headline (3 lines), timestamp and comment
/// labels, a 350×200 content image with title and domain labels, 3 social-action labels, a comment
/// image and label) in a 375-point-wide cell, each view with left/top/width/height variables.
///
/// Labels have fixed text metrics (varied per cell by a deterministic formula) held the Auto Layout way:
/// compression resistance as `size >= text | strong`, hugging as `size <= text | weak`.
enum FeedCellScenario {
    struct View {
        let left: Int, top: Int, width: Int, height: Int
    }

    static func addCell(_ index: Int, to builder: inout SpecBuilder) {
        func view() -> View {
            let v = View(
                left: builder.variable(), top: builder.variable(), width: builder.variable(),
                height: builder.variable())
            builder.add([(v.width, 1)], 0, ">=")
            builder.add([(v.height, 1)], 0, ">=")
            return v
        }
        // Edge relations: a.edge + offset (relation) b.edge, written as terms.
        func leftEdge(_ v: View) -> [(Int, Double)] { [(v.left, 1)] }
        func topEdge(_ v: View) -> [(Int, Double)] { [(v.top, 1)] }
        func rightEdge(_ v: View) -> [(Int, Double)] { [(v.left, 1), (v.width, 1)] }
        func bottomEdge(_ v: View) -> [(Int, Double)] { [(v.top, 1), (v.height, 1)] }
        func relate(
            _ a: [(Int, Double)], _ relation: String, _ b: [(Int, Double)], _ offset: Double = 0,
            _ strength: Double = KiwiStrength.required
        ) {
            builder.add(a + b.map { ($0.0, -$0.1) }, -offset, relation, strength)
        }
        func text(_ v: View, width: Double, height: Double) {
            builder.add([(v.width, 1)], -width, ">=", KiwiStrength.strong)
            builder.add([(v.width, 1)], -width, "<=", KiwiStrength.weak)
            builder.add([(v.height, 1)], -height, ">=", KiwiStrength.strong)
            builder.add([(v.height, 1)], -height, "<=", KiwiStrength.weak)
        }
        func fixedSize(_ v: View, _ width: Double, _ height: Double) {
            builder.add([(v.width, 1)], -width, "==")
            builder.add([(v.height, 1)], -height, "==")
        }
        func insideHorizontally(_ v: View, _ container: View, _ margin: Double) {
            relate(leftEdge(v), "==", leftEdge(container), margin)
            relate(rightEdge(v), "==", rightEdge(container), -margin)
        }
        func hugHeight(_ v: View) { builder.add([(v.height, 1)], 0, "==", KiwiStrength.weak) }
        let metric = { (base: Double, spread: Int) in base + Double((index * 37 + spread * 11) % spread) }

        let cell = view()
        builder.add([(cell.left, 1)], 0, "==")
        builder.add([(cell.top, 1)], 0, "==")
        builder.add([(cell.width, 1)], -375, "==")

        let topBar = view()
        let action = view()
        let options = view()
        insideHorizontally(topBar, cell, 8)
        relate(topEdge(topBar), "==", topEdge(cell), 8)
        relate(leftEdge(action), "==", leftEdge(topBar))
        relate(topEdge(action), "==", topEdge(topBar))
        relate(rightEdge(options), "==", rightEdge(topBar))
        relate(topEdge(options), "==", topEdge(topBar))
        relate(leftEdge(options), ">=", rightEdge(action), 8)
        relate(bottomEdge(topBar), ">=", bottomEdge(action))
        relate(bottomEdge(topBar), ">=", bottomEdge(options))
        hugHeight(topBar)
        text(action, width: metric(120, 40), height: 17)
        text(options, width: 24, height: 17)

        let profile = view()
        let posterImage = view()
        let name = view()
        let headline = view()
        let time = view()
        let comment = view()
        insideHorizontally(profile, cell, 8)
        relate(topEdge(profile), "==", bottomEdge(topBar), 8)
        fixedSize(posterImage, 50, 50)
        relate(leftEdge(posterImage), "==", leftEdge(profile))
        relate(topEdge(posterImage), "==", topEdge(profile))
        relate(leftEdge(name), "==", rightEdge(posterImage), 8)
        relate(topEdge(name), "==", topEdge(profile))
        relate(rightEdge(name), "<=", rightEdge(profile))
        text(name, width: metric(90, 60), height: 19)
        relate(leftEdge(headline), "==", leftEdge(name))
        relate(topEdge(headline), "==", bottomEdge(name), 2)
        relate(rightEdge(headline), "<=", rightEdge(profile))
        text(headline, width: 290, height: 3 * 16)
        relate(leftEdge(time), "==", leftEdge(name))
        relate(topEdge(time), "==", bottomEdge(headline), 2)
        text(time, width: metric(60, 30), height: 14)
        relate(leftEdge(comment), "==", leftEdge(profile))
        relate(rightEdge(comment), "<=", rightEdge(profile))
        relate(topEdge(comment), ">=", bottomEdge(posterImage), 8)
        relate(topEdge(comment), ">=", bottomEdge(time), 8)
        builder.add([(comment.top, 1)], 0, "==", KiwiStrength.weak)
        text(comment, width: metric(200, 150), height: 17)
        relate(bottomEdge(profile), ">=", bottomEdge(comment))
        hugHeight(profile)

        let content = view()
        let image = view()
        let title = view()
        let domain = view()
        insideHorizontally(content, cell, 8)
        relate(topEdge(content), "==", bottomEdge(profile), 8)
        fixedSize(image, 350, 200)
        relate(leftEdge(image), "==", leftEdge(content))
        relate(topEdge(image), "==", topEdge(content))
        relate(leftEdge(title), "==", leftEdge(content))
        relate(rightEdge(title), "<=", rightEdge(content))
        relate(topEdge(title), "==", bottomEdge(image), 4)
        text(title, width: metric(180, 120), height: 19)
        relate(leftEdge(domain), "==", leftEdge(content))
        relate(topEdge(domain), "==", bottomEdge(title), 2)
        text(domain, width: metric(80, 40), height: 14)
        relate(bottomEdge(content), "==", bottomEdge(domain), 4)

        let social = view()
        let like = view()
        let commentAction = view()
        let share = view()
        insideHorizontally(social, cell, 8)
        relate(topEdge(social), "==", bottomEdge(content), 8)
        relate(leftEdge(like), "==", leftEdge(social))
        relate(topEdge(like), "==", topEdge(social))
        text(like, width: 40, height: 17)
        // Centred: 2·left + width == 2·social.left + social.width.
        builder.add(
            [(commentAction.left, 2), (commentAction.width, 1), (social.left, -2), (social.width, -1)], 0, "==")
        relate(topEdge(commentAction), "==", topEdge(social))
        text(commentAction, width: 70, height: 17)
        relate(rightEdge(share), "==", rightEdge(social))
        relate(topEdge(share), "==", topEdge(social))
        text(share, width: 46, height: 17)
        relate(bottomEdge(social), "==", bottomEdge(like))

        let commentBox = view()
        let actorImage = view()
        let actorComment = view()
        insideHorizontally(commentBox, cell, 8)
        relate(topEdge(commentBox), "==", bottomEdge(social), 8)
        fixedSize(actorImage, 30, 30)
        relate(leftEdge(actorImage), "==", leftEdge(commentBox))
        relate(topEdge(actorImage), "==", topEdge(commentBox))
        relate(leftEdge(actorComment), "==", rightEdge(actorImage), 8)
        relate(rightEdge(actorComment), "<=", rightEdge(commentBox))
        builder.add(
            [(actorComment.top, 2), (actorComment.height, 1), (actorImage.top, -2), (actorImage.height, -1)], 0, "==")
        text(actorComment, width: metric(150, 100), height: 17)
        relate(bottomEdge(commentBox), ">=", bottomEdge(actorImage))
        relate(bottomEdge(commentBox), ">=", bottomEdge(actorComment))
        hugHeight(commentBox)

        relate(bottomEdge(cell), "==", bottomEdge(commentBox), 8)
    }

    static func spec(cells: Int, shared: Bool) -> BenchmarkSpec {
        var builder = SpecBuilder()
        var groups: [[Int]] = []
        for index in 0..<cells {
            let firstConstraint = builder.constraints.count
            let firstVariable = builder.variableCount
            addCell(index, to: &builder)
            groups.append([firstConstraint, builder.constraints.count, firstVariable, builder.variableCount])
        }
        return BenchmarkSpec(
            name: "solver/feed-\(shared ? "shared" : "per-cell")/N=\(cells)", unit: "ms",
            mode: shared ? .shared : .perGroup, runs: 9, variables: builder.variableCount,
            constraints: builder.constraints, groups: groups)
    }
}
