public import Foundation
public import TesseraGraphics

/// A spinner above a scroll view's content that starts a refresh when the content is pulled down
/// (`UIRefreshControl`).
///
/// Set it as a scroll view's (or table view controller's) `refreshControl` and listen for
/// `.valueChanged`. Dragging the content down more than `triggerDistance` points past its top
/// starts refreshing and sends `.valueChanged` once; while it refreshes, the top of
/// `adjustedContentInset` grows by the control's height so the spinner stays in view, and a pull
/// does not send the event again. `endRefreshing()` takes the spinner away and the content returns
/// to the top (animated, on the window's clock). `beginRefreshing()` shows the refreshing state
/// without sending `.valueChanged` and, as in UIKit, without scrolling the spinner into view.
///
/// For example:
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// // when the new data is in:
/// refresh.endRefreshing()
/// ```
///
/// The spinner is a `UIActivityIndicatorView` (`medium`); while the user pulls, it and the title
/// fade in with the distance pulled. Main actor only.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, which is also what it adds to the top inset while refreshing (UIKit's
    /// 60; a Tessera extra).
    public static let height: CGFloat = 60
    /// How far past the top of the content a drag must pull it to start a refresh, in points (a
    /// Tessera extra).
    public static let triggerDistance: CGFloat = 80

    /// Whether a refresh is under way: from a pull or `beginRefreshing()` until `endRefreshing()`.
    public private(set) var isRefreshing = false

    /// The text shown under the spinner; nil shows none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The spinner's colour. Default the activity indicator's grey; setting nil returns to it.
    override open var tintColor: UIColor! {
        get { spinner.color }
        set {
            spinner.color = newValue
            super.tintColor = newValue
        }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// Whether the current drag already started a refresh (a drag starts one at most).
    private var pullIsPastTrigger = false

    override class var setUpRunningClass: UIView.Type { UIRefreshControl.self }

    /// A refresh control, not refreshing, to set as a scroll view's `refreshControl`.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
        defer { runSetUp(after: UIRefreshControl.self) }
        isUserInteractionEnabled = false  // a touch on it drags the scroll view behind
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Shows the refreshing state (the spinner turning, the top inset grown) without sending
    /// `.valueChanged`. Does nothing while refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        setRefreshing(true)
    }

    /// Ends the refresh: the spinner stops and fades, and the scroll view's content returns to
    /// the top. Does nothing while not refreshing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        setRefreshing(false)
    }

    private func setRefreshing(_ refreshing: Bool) {
        isRefreshing = refreshing
        if refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
        updateOpacity()
        (superview as? UIScrollView)?.refreshControlDidChangeState(refreshing)
    }

    /// How far the content is pulled past its resting top in `scrollView`, in points (0 when not).
    private func pullDistance(in scrollView: UIScrollView) -> CGFloat {
        max(0, scrollView.minimumContentOffset.y + topInsetContribution - scrollView.contentOffset.y)
    }

    /// What the control adds to the top of its scroll view's `adjustedContentInset`.
    var topInsetContribution: CGFloat { isRefreshing ? Self.height : 0 }

    /// Follows the scroll view's content: starts a refresh when a drag pulls past the trigger.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pull = pullDistance(in: scrollView)
        let pastTrigger = scrollView.isDragging && pull >= Self.triggerDistance
        if pastTrigger, !pullIsPastTrigger, !isRefreshing {
            pullIsPastTrigger = true
            setRefreshing(true)
            sendActions(for: .valueChanged)
        }
        // One refresh per drag: armed again only when the finger lets go, so a refresh that ends
        // under a held finger (the content moving up under it) does not start another.
        if !scrollView.isDragging { pullIsPastTrigger = false }
        updateOpacity()
    }

    /// The spinner and title: opaque while refreshing, else fading in with the pull (so nothing
    /// shows through a translucent bar over the resting content).
    private func updateOpacity() {
        let opacity: CGFloat
        if !isRefreshing, let scrollView = superview as? UIScrollView {
            opacity = min(1, pullDistance(in: scrollView) / Self.triggerDistance)
        } else {
            opacity = isRefreshing ? 1 : 0
        }
        spinner.alpha = opacity
        titleLabel.alpha = opacity
    }

    /// The spinner in the middle, or above the title when there is one.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let side = spinner.style.side
        guard !titleLabel.isHidden else {
            spinner.frame = CGRect(
                x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
            return
        }
        let titleHeight = titleLabel.intrinsicContentSize.height
        let gap: CGFloat = 6
        let top = (bounds.height - side - gap - titleHeight) / 2
        spinner.frame = CGRect(x: (bounds.width - side) / 2, y: top, width: side, height: side)
        titleLabel.frame = CGRect(x: 8, y: top + side + gap, width: max(0, bounds.width - 16), height: titleHeight)
    }
}
