/// Objects whose properties can be set in a chain of calls, with no per-property code: every
/// writable property is reachable through its key path (DeclarativeLayoutKit's property chaining,
/// without code generation).
///
/// Views, controllers, navigation items and bar items are chainable:
/// ```swift
/// let title = UILabel()
///     .set(\.text, "今天 Today")
///     .set(\.numberOfLines, 0)
///     .set(\.textColor, .secondaryLabel)
///     .assign(to: &titleLabel)            // keep a reference while building a tree
///
/// let badge = UIView().chain.backgroundColor(.systemRed).tag(8).isHidden(true).object
/// ```
/// `set` and `chain` accept any `ReferenceWritableKeyPath`, so new properties — including those of
/// your own subclasses — chain without any extra code.
@preconcurrency @MainActor
public protocol Chainable: AnyObject {}

extension Chainable {
    /// Sets `self[keyPath: keyPath] = value` and returns `self`.
    @discardableResult
    public func set<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: Value) -> Self {
        self[keyPath: keyPath] = value
        return self
    }

    /// Runs `configure` with `self` (for several statements, or methods such as
    /// `setTitle(_:for:)`) and returns `self`.
    @discardableResult
    public func with(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }

    /// Stores `self` into `target` (for example a `weak var` of the owner) and returns `self`.
    @discardableResult
    public func assign(to target: inout Self?) -> Self {
        target = self
        return self
    }

    /// Stores `self` into `target` and returns `self`.
    @discardableResult
    public func assign(to target: inout Self) -> Self {
        target = self
        return self
    }

    /// A chain over `self` in which every writable property is a method:
    /// `label.chain.text("Hi").textColor(.red).object`.
    public var chain: Chain<Self> { Chain(self) }
}

extension UIView: Chainable {}
extension UIViewController: Chainable {}
extension UINavigationItem: Chainable {}
extension UIBarButtonItem: Chainable {}
