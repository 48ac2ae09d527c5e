public import TesseraGraphics

/// What `registerForTraitChanges(_:handler:)` returns: pass it to `unregisterForTraitChanges(_:)` to
/// stop the calls (`UITraitChangeRegistration`).
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// Views and view controllers: objects that call handlers when chosen traits change
/// (`UITraitChangeObservable`, iOS 17).
///
/// A handler runs whenever one of its traits takes another value in the object's
/// `traitCollection` — a window switching to dark, a new text size, a rotation changing a size
/// class, a view moving into a window whose traits differ from a lone view's defaults — with the
/// object and the traits before the change, and the new traits as `UITraitCollection.current`. It
/// does not run at registration. The registration lasts as long as the object unless removed.
///
/// For example:
/// ```swift
/// registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous) in
///     self.updateColumns()
/// }
/// ```
@MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Stops the calls of a registration this object returned; others' are ignored.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitChangeHandlerStore)?.traitChangeHandlers.removeAll { $0 === registration }
    }

    /// Calls `handler` with this object and its previous traits whenever one of `traits` changes.
    /// `Environment` is the type the handler takes this object as (`Self`, or a class it is of).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitChangeObservable>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeHandler(traits: traits) { object, previous in
            guard let object = object as? Environment else { return }
            handler(object, previous)
        }
        (self as? any TraitChangeHandlerStore)?.traitChangeHandlers.append(registration)
        return registration
    }
}

/// One registration: the traits it watches and what to call.
@MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
    let traits: [UITrait]
    let call: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }
}

/// Where an observable object keeps its registrations.
@MainActor
protocol TraitChangeHandlerStore: UITraitChangeObservable {
    var traitChangeHandlers: [TraitChangeHandler] { get set }
}

extension TraitChangeHandlerStore {
    /// Calls the handlers whose traits differ between `previous` and `current`, in the order they
    /// were registered. A handler may register or remove others: those take effect next time.
    func callTraitChangeHandlers(from previous: UITraitCollection, to current: UITraitCollection) {
        for registration in traitChangeHandlers where current.changes(registration.traits, from: previous) {
            registration.call(self, previous)
        }
    }
}

extension UIView: UITraitChangeObservable, TraitChangeHandlerStore {
    var traitChangeHandlers: [TraitChangeHandler] {
        get { lifecycle.traitChangeHandlers }
        set { lifecycle.traitChangeHandlers = newValue }
    }
}

extension UIViewController: UITraitChangeObservable, TraitChangeHandlerStore {}
