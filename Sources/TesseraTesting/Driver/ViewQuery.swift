public import TesseraUI

/// What a `UIDriver` looks for: criteria that must all hold, and how visible a view must be.
///
/// Queries are values: build one from a factory (`text`, `label`, `identifier`,
/// `accessibilityLabel`, `type`, `matching`) and narrow it with `and`, `ofType`, `inside` and
/// `visibility`. The description names every criterion, so errors read like the query.
///
/// For example:
/// ```swift
/// let save = ViewQuery.label("Save").ofType(UIButton.self)
/// print(save)                                    // label "Save" and type UIButton
/// let email = ViewQuery.text("Email").inside(.identifier("signup"))
/// let hiddenSwitches = ViewQuery.type(UISwitch.self).visibility(.any)
/// ```
///
/// Text of a view, for `text` and `textContaining`: a `UILabel`'s text (except a `UIButton`'s own
/// title and subtitle labels, which stand for the button), a `UIButton`'s current title, a
/// `UITextField`'s text and placeholder, a `UITextView`'s text, a `UIDatePicker`'s shown date.
public struct ViewQuery: Sendable, CustomStringConvertible {
    /// How visible a match must be.
    ///
    /// For example:
    /// ```swift
    /// let hiddenSwitches = driver.findAll(ViewQuery.type(UISwitch.self).visibility(.any))
    /// ```
    public enum Visibility: Hashable, Sendable {
        /// Neither it nor an ancestor is hidden or transparent (alpha < 0.01), and part of it is
        /// inside the window and every clipping ancestor now.
        case onScreen
        /// Not hidden or transparent, and on screen now or after scrolling the scroll views
        /// around it. The default.
        case reachable
        /// Any view in the tree, hidden, transparent and off-screen ones too.
        case any
    }

    struct Criterion: Sendable {
        let description: String
        let matches: @MainActor @Sendable (UIView) -> Bool
    }

    var criteria: [Criterion]
    /// How visible a match must be; `.reachable` unless changed.
    public private(set) var visibility: Visibility = .reachable

    init(_ criteria: [Criterion]) {
        self.criteria = criteria
    }

    // MARK: Factories

    /// Views whose text (see the type's documentation) equals `text` exactly.
    public static func text(_ text: String) -> ViewQuery {
        ViewQuery([Criterion(description: "text \"\(text)\"") { view in Self.texts(of: view).contains(text) }])
    }

    /// Views whose text contains `fragment` (case-sensitive).
    public static func textContaining(_ fragment: String) -> ViewQuery {
        ViewQuery([
            Criterion(description: "text containing \"\(fragment)\"") { view in
                Self.texts(of: view).contains { $0.contains(fragment) }
            }
        ])
    }

    /// Views whose text or accessibility label equals `label` — what a person reads on a control
    /// or hears from VoiceOver. `UIDriver.tap(label:)` uses this.
    public static func label(_ label: String) -> ViewQuery {
        ViewQuery([
            Criterion(description: "label \"\(label)\"") { view in
                Self.texts(of: view).contains(label) || (!Self.isButtonTitle(view) && view.accessibilityLabel == label)
            }
        ])
    }

    /// Views whose `accessibilityIdentifier` equals `identifier`.
    public static func identifier(_ identifier: String) -> ViewQuery {
        ViewQuery([Criterion(description: "identifier \"\(identifier)\"") { $0.accessibilityIdentifier == identifier }])
    }

    /// Views whose `accessibilityLabel` equals `label` (a `UITextField` without one reads its
    /// placeholder).
    public static func accessibilityLabel(_ label: String) -> ViewQuery {
        ViewQuery([Criterion(description: "accessibility label \"\(label)\"") { $0.accessibilityLabel == label }])
    }

    /// Views of `type` or a subclass of it.
    public static func type<V: UIView>(_ type: V.Type) -> ViewQuery {
        ViewQuery([Criterion(description: "type \(V.self)") { $0 is V }])
    }

    /// Views for which `predicate` holds; `description` names it in errors.
    public static func matching(
        _ description: String, _ predicate: @escaping @MainActor @Sendable (UIView) -> Bool
    ) -> ViewQuery {
        ViewQuery([Criterion(description: description, matches: predicate)])
    }

    /// Every view (narrow it with `ofType`, `inside` or `visibility`).
    public static var any: ViewQuery { ViewQuery([]) }

    // MARK: Refinements

    /// Views matching both this query and `other` (this query's visibility is kept).
    public func and(_ other: ViewQuery) -> ViewQuery {
        var copy = self
        copy.criteria += other.criteria
        return copy
    }

    /// Only views of `type` or a subclass of it.
    public func ofType<V: UIView>(_ type: V.Type) -> ViewQuery { and(.type(type)) }

    /// Only views with an ancestor matching every criterion of `ancestor` (its visibility is
    /// ignored).
    public func inside(_ ancestor: ViewQuery) -> ViewQuery {
        let inner = ancestor.criteria
        let description =
            "inside (" + (inner.isEmpty ? "any view" : inner.map(\.description).joined(separator: " and ")) + ")"
        return and(
            ViewQuery([
                Criterion(description: description) { view in
                    var current = view.superview
                    while let candidate = current {
                        if inner.allSatisfy({ $0.matches(candidate) }) { return true }
                        current = candidate.superview
                    }
                    return false
                }
            ]))
    }

    /// The same criteria with another visibility requirement.
    public func visibility(_ visibility: Visibility) -> ViewQuery {
        var copy = self
        copy.visibility = visibility
        return copy
    }

    /// The criteria joined by "and", then the visibility when it is not the default, e.g.
    /// `type UISwitch and inside (identifier "settings") (any visibility)`.
    public var description: String {
        var text = criteria.isEmpty ? "any view" : criteria.map(\.description).joined(separator: " and ")
        switch visibility {
        case .reachable: break
        case .onScreen: text += " (on screen)"
        case .any: text += " (any visibility)"
        }
        return text
    }

    /// Whether `view` meets every criterion (visibility is checked by the driver).
    @MainActor func matches(_ view: UIView) -> Bool {
        criteria.allSatisfy { $0.matches(view) }
    }
}

extension ViewQuery {
    /// The texts a person reads on `view`, for text criteria.
    @MainActor static func texts(of view: UIView) -> [String] {
        switch view {
        case let button as UIButton:
            return [button.titleLabel?.text].compactMap { $0 }
        case let label as UILabel:
            return isButtonTitle(label) ? [] : [label.text].compactMap { $0 }
        case let field as UITextField:
            return [field.text?.isEmpty == false ? field.text : nil, field.placeholder].compactMap { $0 }
        case let textView as UITextView:
            return textView.text.isEmpty ? [] : [textView.text]
        case let picker as UIDatePicker:
            return [picker.text]
        default:
            return []
        }
    }

    /// Whether `view` is a button's own title or subtitle label (the button stands for it).
    @MainActor static func isButtonTitle(_ view: UIView) -> Bool {
        guard let button = view.superview as? UIButton else { return false }
        return button.titleLabel === view || button.subtitleLabel === view
    }
}
