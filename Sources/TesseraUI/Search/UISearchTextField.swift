public import Foundation
public import TesseraGraphics

/// The text field of a search bar (`UISearchTextField`): a `UITextField` with a magnifying glass
/// as its left view, a rounded fill of `tertiarySystemFill` behind the text, the body text style
/// (it follows Dynamic Type) and the clear button while editing.
///
/// Editing is the text field's own: the bar that owns the field hears of every step through the
/// field's hooks, so the field's `delegate` stays free for the app, as on iOS. A field made on its
/// own (not by a `UISearchBar`) works as a styled text field.
///
/// ```swift
/// let field = searchController.searchBar.searchTextField
/// field.font = .preferredFont(forTextStyle: .title3)
/// ```
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The corner radius of the fill, in points.
    public static let cornerRadius: CGFloat = 10
    /// Space between the field's edges and the magnifying glass or the clear button, in points.
    static let edgeInset: CGFloat = 8
    /// Space between the magnifying glass and the text, in points.
    static let glassSpacing: CGFloat = 6

    /// The bar the field belongs to, told of every editing step.
    weak var searchBar: UISearchBar?

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
        placeholderColor = .secondaryLabel
        textStyle = .body
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocapitalizationType = .none
        accessibilityTraits.insert(.searchField)
    }

    // MARK: Geometry

    /// The left view (the magnifying glass) at its fitting size — which follows Dynamic Type for a
    /// symbol image — vertically centred, inset from the leading edge.
    override open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let fitting = leftView.sizeThatFits(bounds.size)
        let size = CGSize(width: max(0, fitting.width), height: max(0, fitting.height))
        return CGRect(
            x: bounds.minX + Self.edgeInset, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
            height: size.height)
    }

    override open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -Self.edgeInset / 2, dy: 0)
    }

    /// After the magnifying glass (and a little space), up to the clear button or the padding.
    override open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let start = isLeftViewShown ? rect.minX + Self.glassSpacing : bounds.minX + Self.edgeInset
        let end = isClearButtonShown ? rect.maxX : min(rect.maxX, bounds.maxX - Self.edgeInset)
        rect.origin.x = start
        rect.size.width = max(0, end - start)
        return rect
    }

    // MARK: Drawing

    /// The rounded fill, then the text field (text, placeholder, caret, clear button).
    override open func draw(in context: inout DisplayList) {
        let fill = UIColor.tertiarySystemFill.resolvedColor(with: traitCollection)
        context.fill(.roundedRect(bounds, radius: min(Self.cornerRadius, bounds.height / 2)), color: fill)
        super.draw(in: &context)
    }

    // MARK: The bar's hooks

    override open var canBecomeFirstResponder: Bool {
        guard super.canBecomeFirstResponder else { return false }
        guard !isFirstResponder, let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    override open var canResignFirstResponder: Bool {
        guard super.canResignFirstResponder else { return false }
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    /// Escape while the bar shows Cancel (or its search controller is active) cancels, as the
    /// Cancel button does; otherwise as in a text field.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if key == .escape, markedTextRange == nil, let searchBar, searchBar.cancelsOnEscape {
            searchBar.cancelButtonClicked()
            return true
        }
        return super.keyDown(key, modifiers: modifiers)
    }

    override func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        if let searchBar,
            !(searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: replacement) ?? true)
        {
            return false
        }
        return super.delegateAllowsChange(in: range, replacement: replacement)
    }

    override func delegateTextDidChange() {
        super.delegateTextDidChange()
        searchBar?.textDidChange()
    }

    override func delegateDidBeginEditing() {
        super.delegateDidBeginEditing()
        searchBar?.textDidBeginEditing()
    }

    override func delegateDidEndEditing() {
        super.delegateDidEndEditing()
        searchBar?.textDidEndEditing()
    }
}
