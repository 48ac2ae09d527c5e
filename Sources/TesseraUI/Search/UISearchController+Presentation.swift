import Foundation
import TesseraGraphics

/// Where an active search lies: its view over the screen under the search bar, the results
/// controller's view in it while there is text to search for.
extension UISearchController {
    /// The view the search lies in and the frame it takes there: the navigation controller's
    /// content (laid out as a screen below the bar) when a navigation bar shows the search bar,
    /// else the window, below the search bar. Nil while the search bar is in no window.
    private func presentationHost() -> (view: UIView, frame: CGRect?)? {
        var ancestor = searchBar.superview
        while let view = ancestor {
            if let container = view as? NavigationContainerView { return (container.contentView, nil) }
            ancestor = view.superview
        }
        guard let window = searchBar.window else { return nil }
        let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: window).y
        let frame = CGRect(
            x: 0, y: barBottom, width: window.bounds.width, height: max(0, window.bounds.height - barBottom))
        return (window, frame)
    }

    /// Lays the search's view over the content, with its appearance callbacks.
    func showPresentation() {
        guard let host = presentationHost() else { return }
        beginAppearanceTransition(true, animated: false)
        host.view.addSubview(view)
        if let frame = host.frame {
            view.frame = frame
        } else if let container = host.view.superview {
            container.setNeedsLayout()  // a navigation container frames it as a screen
            container.layoutIfNeeded()
        }
        endAppearanceTransition()
    }

    /// Takes the search's view off the content, with its appearance callbacks.
    func hidePresentation() {
        guard let view = viewIfLoaded, view.superview != nil else { return }
        beginAppearanceTransition(false, animated: false)
        view.removeFromSuperview()
        endAppearanceTransition()
    }

    /// Shows the results controller while the search is active with text (or
    /// `showsSearchResultsController`), hides it otherwise, with its appearance callbacks.
    func updateResultsVisibility() {
        guard let results = searchResultsController, let container = presentationView else { return }
        let shows = isActive && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
        let isShown = results.viewIfLoaded?.superview === container
        guard shows != isShown else { return }
        let isVisible = appearanceState.isVisible
        if isVisible { results.beginAppearanceTransition(shows, animated: false) }
        if shows {
            container.showResults(results.view)
        } else {
            results.view.removeFromSuperview()
        }
        if isVisible { results.endAppearanceTransition() }
    }

    /// The navigation bar showing the search bar lays out again (its title row comes or goes),
    /// sliding when in a window.
    func searchBarPlacementDidChange() {
        (searchBar.superview as? UINavigationBar)?.searchBarHeightDidChange(animated: true)
    }
}

/// The view an active search lies in: dimmed and catching taps (which end the search) while it
/// obscures the content, else clear and letting touches through to the content; the results
/// controller's view fills it while shown.
@MainActor
final class SearchPresentationView: UIView {
    /// The dimming over the content, in both appearances.
    static let dimming = UIColor.black.withAlphaComponent(0.2)

    /// Whether the content is dimmed (and taps on the dimming end the search).
    var obscures = true {
        didSet { backgroundColor = obscures ? Self.dimming : nil }
    }
    /// Runs when the dimming is tapped.
    var onTapOutside: (@MainActor () -> Void)?

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.dimming
    }

    /// Fills the view with the results controller's view.
    func showResults(_ results: UIView) {
        addSubview(results)
        results.frame = bounds
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }

    /// Its subviews (the results) take touches; the view itself only while it obscures.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && !obscures ? nil : hit
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTapOutside?()
    }
}
