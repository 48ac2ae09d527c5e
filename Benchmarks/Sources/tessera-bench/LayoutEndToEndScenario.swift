// layout/e2e-vs-frames (issue 3): 100 LayoutFrameworkBenchmark feed cells laid out end to end through
// the view API — views created, text set and measured by Pango, frames applied — once with Auto Layout
// constraints (anchors, one engine for the whole feed) and once with hand-written frames (the base).
//
// Every run builds the 100 cells from scratch with text no run has used before (a run number inside
// each string, same length on both sides), so the text engine's layout cache never answers for either
// side: both really measure with Pango. Times are the main thread's CPU time (user + system) per run,
// which the other processes on a busy machine do not inflate; the median of the runs is reported.
import Foundation
import TesseraGraphics
import TesseraLayout
import TesseraUI

@MainActor
enum LayoutEndToEndScenario {
    static let name = "layout/e2e-vs-frames"
    static let cellCount = 100
    static let width: CGFloat = 375

    typealias Line = BenchmarkLine

    static func run(only: String?, runs: Int) -> [Line] {
        guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { return [] }
        var constraintTimes: [Double] = []
        var frameTimes: [Double] = []
        var heights: (constraints: CGFloat, frames: CGFloat) = (0, 0)
        for run in 0...runs {
            // Alternate the order so that neither side always runs second.
            let order = run % 2 == 0 ? [true, false] : [false, true]
            for useConstraints in order {
                let salt = 2 * run + (useConstraints ? 0 : 1)
                let items = (0..<cellCount).map { FeedItem(index: $0, salt: salt) }
                let start = threadCPUTime()
                let height = useConstraints ? layOutWithConstraints(items) : layOutWithFrames(items)
                let milliseconds = (threadCPUTime() - start) * 1e3
                if useConstraints { heights.constraints = height } else { heights.frames = height }
                guard run > 0 else { continue }
                if useConstraints { constraintTimes.append(milliseconds) } else { frameTimes.append(milliseconds) }
            }
        }
        FileHandle.standardError.write(
            "\(name): feed height \(heights.constraints) with constraints, \(heights.frames) with frames\n".data(
                using: .utf8)!)
        return [Line(name: name, ours: median(constraintTimes), base: median(frameTimes), unit: "ms")]
    }

    /// Builds the feed with constraints and lays it out; returns the feed's height.
    static func layOutWithConstraints(_ items: [FeedItem]) -> CGFloat {
        let feed = FeedView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        var constraints: [NSLayoutConstraint] = []
        for item in items {
            let cell = FeedCellView(item)
            cell.translatesAutoresizingMaskIntoConstraints = false
            feed.addSubview(cell)
            let top = cell.topAnchor.constraint(equalTo: feed.topAnchor)
            feed.cellTops.append(top)
            constraints += [
                top,
                cell.leadingAnchor.constraint(equalTo: feed.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: feed.trailingAnchor),
            ]
            constraints += cell.makeConstraints()
        }
        NSLayoutConstraint.activate(constraints)
        feed.layoutIfNeeded()
        return feed.subviews.last.map(\.frame.maxY) ?? 0
    }

    /// Builds the same feed and lays it out with hand-written frames; returns the feed's height.
    static func layOutWithFrames(_ items: [FeedItem]) -> CGFloat {
        let feed = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        var y: CGFloat = 0
        for item in items {
            let cell = FeedCellView(item)
            feed.addSubview(cell)
            let height = cell.layOutFrames(width: width)
            cell.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        feed.layoutIfNeeded()
        return y
    }
}

/// A feed that stacks self-sizing cells the way a table view does: each cell's height comes from its
/// constraints, and the feed moves the cells below one another by changing the constants of their top
/// constraints (cheap in-place updates), instead of chaining every cell to the one above — which would
/// make the whole feed one constraint system whose rows grow with the number of cells.
@MainActor
final class FeedView: UIView {
    var cellTops: [NSLayoutConstraint] = []

    override func layoutSubviews() {
        var y: CGFloat = 0
        for (cell, top) in zip(subviews, cellTops) {
            top.constant = y
            y += cell.frame.height
        }
    }
}

/// The text of one cell, varied by index so that no two cells are alike, and by `salt` (a run number,
/// always four digits) so that no run finds its text in the text engine's cache.
struct FeedItem {
    let action, poster, headline, time, comment, title, domain, actorComment: String

    init(index: Int, salt: Int) {
        let tag = String(format: "%04d", salt % 10_000)
        let words = ["layout", "solver", "window", "anchor", "spacing", "baseline", "pixel", "frame", "glyph", "stack"]
        func phrase(_ count: Int, _ seed: Int) -> String {
            (0..<count).map { words[(seed + $0 * 7 + index * 3) % words.count] }.joined(separator: " ")
        }
        action = "\(phrase(2, 1)) liked this #\(index).\(tag)"
        poster = "Poster \(index).\(tag) \(phrase(1, 2))"
        headline = "Headline \(index).\(tag): " + phrase(10 + index % 7, 3)
        time = "\(index % 59 + 1) minutes ago · \(tag)"
        comment = "Comment \(index).\(tag): " + phrase(4 + index % 9, 4)
        title = "Content title \(index).\(tag) " + phrase(2, 5)
        domain = "example\(index % 13)-\(tag).com"
        actorComment = "Reply \(index).\(tag) " + phrase(3 + index % 4, 6)
    }
}

/// The 21 views of a LayoutFrameworkBenchmark feed cell.
@MainActor
final class FeedCellView: UIView {
    let topBar = UIView(), action = UILabel(), options = UILabel()
    let profile = UIView(), posterImage = UIView(), name = UILabel(), headline = UILabel(), time = UILabel(),
        comment = UILabel()
    let content = UIView(), contentImage = UIView(), title = UILabel(), domain = UILabel()
    let social = UIView(), like = UILabel(), commentAction = UILabel(), share = UILabel()
    let commentBox = UIView(), actorImage = UIView(), actorComment = UILabel()

    init(_ item: FeedItem) {
        super.init(frame: .zero)
        let small = UIFont.systemFont(ofSize: 13)
        let body = UIFont.systemFont(ofSize: 15)
        for (label, text, font) in [
            (action, item.action, small), (options, "…", small),
            (name, item.poster, UIFont.systemFont(ofSize: 15, weight: .semibold)),
            (headline, item.headline, body), (time, item.time, small), (comment, item.comment, body),
            (title, item.title, UIFont.systemFont(ofSize: 15, weight: .semibold)), (domain, item.domain, small),
            (like, "Like", small), (commentAction, "Comment", small), (share, "Share", small),
            (actorComment, item.actorComment, small),
        ] {
            label.font = font
            label.text = text
        }
        headline.numberOfLines = 3
        comment.numberOfLines = 0
        for (container, children) in [
            (topBar, [action, options] as [UIView]), (profile, [posterImage, name, headline, time, comment]),
            (content, [contentImage, title, domain]), (social, [like, commentAction, share]),
            (commentBox, [actorImage, actorComment]),
        ] {
            addSubview(container)
            children.forEach(container.addSubview)
        }
    }

    private var allViews: [UIView] {
        [
            topBar, action, options, profile, posterImage, name, headline, time, comment, content, contentImage, title,
            domain, social, like, commentAction, share, commentBox, actorImage, actorComment,
        ]
    }

    /// The cell's constraints (its own width and top come from the feed).
    func makeConstraints() -> [NSLayoutConstraint] {
        for view in allViews { view.translatesAutoresizingMaskIntoConstraints = false }
        var constraints: [NSLayoutConstraint] = []
        for container in [topBar, profile, content, social, commentBox] {
            constraints += [
                container.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            ]
        }
        constraints += [
            topBar.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            action.leadingAnchor.constraint(equalTo: topBar.leadingAnchor),
            action.topAnchor.constraint(equalTo: topBar.topAnchor),
            options.trailingAnchor.constraint(equalTo: topBar.trailingAnchor),
            options.topAnchor.constraint(equalTo: topBar.topAnchor),
            options.leadingAnchor.constraint(greaterThanOrEqualTo: action.trailingAnchor, constant: 8),
            topBar.bottomAnchor.constraint(equalTo: action.bottomAnchor),

            profile.topAnchor.constraint(equalTo: topBar.bottomAnchor, constant: 8),
            posterImage.leadingAnchor.constraint(equalTo: profile.leadingAnchor),
            posterImage.topAnchor.constraint(equalTo: profile.topAnchor),
            posterImage.widthAnchor.constraint(equalToConstant: 50),
            posterImage.heightAnchor.constraint(equalToConstant: 50),
            name.leadingAnchor.constraint(equalTo: posterImage.trailingAnchor, constant: 8),
            name.topAnchor.constraint(equalTo: profile.topAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: profile.trailingAnchor),
            headline.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            headline.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            headline.trailingAnchor.constraint(equalTo: profile.trailingAnchor),
            time.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            time.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 2),
            comment.leadingAnchor.constraint(equalTo: profile.leadingAnchor),
            comment.trailingAnchor.constraint(equalTo: profile.trailingAnchor),
            comment.topAnchor.constraint(greaterThanOrEqualTo: posterImage.bottomAnchor, constant: 8),
            comment.topAnchor.constraint(greaterThanOrEqualTo: time.bottomAnchor, constant: 8),
            profile.bottomAnchor.constraint(equalTo: comment.bottomAnchor),

            content.topAnchor.constraint(equalTo: profile.bottomAnchor, constant: 8),
            contentImage.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            contentImage.topAnchor.constraint(equalTo: content.topAnchor),
            contentImage.widthAnchor.constraint(equalToConstant: 350),
            contentImage.heightAnchor.constraint(equalToConstant: 200),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentImage.bottomAnchor, constant: 4),
            domain.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            domain.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            content.bottomAnchor.constraint(equalTo: domain.bottomAnchor, constant: 4),

            social.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 8),
            like.leadingAnchor.constraint(equalTo: social.leadingAnchor),
            like.topAnchor.constraint(equalTo: social.topAnchor),
            commentAction.centerXAnchor.constraint(equalTo: social.centerXAnchor),
            commentAction.topAnchor.constraint(equalTo: social.topAnchor),
            share.trailingAnchor.constraint(equalTo: social.trailingAnchor),
            share.topAnchor.constraint(equalTo: social.topAnchor),
            social.bottomAnchor.constraint(equalTo: like.bottomAnchor),

            commentBox.topAnchor.constraint(equalTo: social.bottomAnchor, constant: 8),
            actorImage.leadingAnchor.constraint(equalTo: commentBox.leadingAnchor),
            actorImage.topAnchor.constraint(equalTo: commentBox.topAnchor),
            actorImage.widthAnchor.constraint(equalToConstant: 30),
            actorImage.heightAnchor.constraint(equalToConstant: 30),
            actorComment.leadingAnchor.constraint(equalTo: actorImage.trailingAnchor, constant: 8),
            actorComment.trailingAnchor.constraint(lessThanOrEqualTo: commentBox.trailingAnchor),
            actorComment.centerYAnchor.constraint(equalTo: actorImage.centerYAnchor),
            commentBox.bottomAnchor.constraint(equalTo: actorImage.bottomAnchor),

            bottomAnchor.constraint(equalTo: commentBox.bottomAnchor, constant: 8),
        ]
        return constraints
    }

    /// Lays the cell out by hand for `width` points; returns its height.
    func layOutFrames(width: CGFloat) -> CGFloat {
        let inner = width - 16
        let unlimited = CGFloat.greatestFiniteMagnitude
        func fit(_ label: UILabel, _ maxWidth: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: maxWidth, height: unlimited))
            return CGSize(width: min(size.width, maxWidth), height: size.height)
        }

        let optionsSize = fit(options, inner)
        let actionSize = fit(action, inner - optionsSize.width - 8)
        action.frame = CGRect(origin: .zero, size: actionSize)
        options.frame = CGRect(x: inner - optionsSize.width, y: 0, width: optionsSize.width, height: optionsSize.height)
        topBar.frame = CGRect(x: 8, y: 8, width: inner, height: actionSize.height)

        posterImage.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let textWidth = inner - 58
        let nameSize = fit(name, textWidth)
        name.frame = CGRect(x: 58, y: 0, width: nameSize.width, height: nameSize.height)
        let headlineSize = fit(headline, textWidth)
        headline.frame = CGRect(x: 58, y: name.frame.maxY + 2, width: textWidth, height: headlineSize.height)
        let timeSize = fit(time, textWidth)
        time.frame = CGRect(x: 58, y: headline.frame.maxY + 2, width: timeSize.width, height: timeSize.height)
        let commentSize = fit(comment, inner)
        comment.frame = CGRect(
            x: 0, y: max(posterImage.frame.maxY, time.frame.maxY) + 8, width: inner, height: commentSize.height)
        profile.frame = CGRect(x: 8, y: topBar.frame.maxY + 8, width: inner, height: comment.frame.maxY)

        contentImage.frame = CGRect(x: 0, y: 0, width: 350, height: 200)
        let titleSize = fit(title, inner)
        title.frame = CGRect(x: 0, y: 204, width: titleSize.width, height: titleSize.height)
        let domainSize = fit(domain, inner)
        domain.frame = CGRect(x: 0, y: title.frame.maxY + 2, width: domainSize.width, height: domainSize.height)
        content.frame = CGRect(x: 8, y: profile.frame.maxY + 8, width: inner, height: domain.frame.maxY + 4)

        let likeSize = fit(like, inner)
        let commentActionSize = fit(commentAction, inner)
        let shareSize = fit(share, inner)
        like.frame = CGRect(origin: .zero, size: likeSize)
        commentAction.frame = CGRect(
            x: ((inner - commentActionSize.width) / 2).rounded(), y: 0, width: commentActionSize.width,
            height: commentActionSize.height)
        share.frame = CGRect(x: inner - shareSize.width, y: 0, width: shareSize.width, height: shareSize.height)
        social.frame = CGRect(x: 8, y: content.frame.maxY + 8, width: inner, height: likeSize.height)

        actorImage.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let actorSize = fit(actorComment, inner - 38)
        actorComment.frame = CGRect(
            x: 38, y: ((30 - actorSize.height) / 2).rounded(), width: actorSize.width, height: actorSize.height)
        commentBox.frame = CGRect(x: 8, y: social.frame.maxY + 8, width: inner, height: 30)
        return commentBox.frame.maxY + 8
    }
}
