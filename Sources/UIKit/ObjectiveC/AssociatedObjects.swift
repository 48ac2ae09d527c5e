// The Objective-C runtime's names and spelling, kept so that iOS code compiles unchanged.
// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation
import TesseraCore
import TesseraLayout
import TesseraUI

/// How `objc_setAssociatedObject` keeps a value, as in the Objective-C runtime.
///
/// For example, a category-style stored property, written as on iOS:
/// ```swift
/// private var badgeKey: UInt8 = 0
///
/// extension UIView {
///     var badgeText: String? {
///         get { objc_getAssociatedObject(self, &badgeKey) as? String }
///         set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
///     }
/// }
/// ```
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: reads nil once the value is gone (the runtime's "assign" would dangle instead).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained until it is replaced or the object goes (the usual choice).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied first when the value is `NSCopying`.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, as `OBJC_ASSOCIATION_RETAIN_NONATOMIC` (there is no atomicity to choose here).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied first when the value is `NSCopying`, as `OBJC_ASSOCIATION_COPY_NONATOMIC`.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key`, as the Objective-C runtime does; nil removes it.
///
/// Linux has no Objective-C runtime; this stand-in keeps the values in a process-wide table and releases
/// them with the object (views, controllers and layout guides release theirs in `deinit`; other objects are
/// held weakly and swept). Reads and writes are thread-safe; the values themselves are not made so.
///
/// ```swift
/// private var badgeKey: UInt8 = 0
/// objc_setAssociatedObject(view, &badgeKey, "3", .OBJC_ASSOCIATION_COPY_NONATOMIC)
/// objc_getAssociatedObject(view, &badgeKey) as? String  // "3"
/// ```
/// A nil object (an optional passed as `Any`, as `self.target as Any` does) is ignored, as the runtime
/// ignores a nil receiver.
/// - Precondition: `object` is a class instance (a value type has no identity to attach to).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let object = identity(of: object) else { return }
    // Responders and layout guides release their values in `deinit`; other objects are watched weakly.
    let releasedByDeinit = object is UIResponder || object is UILayoutGuide
    AssociatedObjectTable.shared.setValue(
        value, forKey: key, of: object, retention: policy.retention, releasedByDeinit: releasedByDeinit)
}

/// The value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    identity(of: object).flatMap { AssociatedObjectTable.shared.value(forKey: key, of: $0) }
}

/// Removes every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    identity(of: object).map { AssociatedObjectTable.shared.removeValues(of: $0) }
}

/// The class instance `object` is, looking through optionals; nil for a nil optional.
private func identity(of object: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: object)
    if mirror.displayStyle == .optional {
        return mirror.children.first.flatMap { identity(of: $0.value) }
    }
    precondition(type(of: object) is AnyClass, "Associated objects need a class instance, got a \(type(of: object))")
    return object as AnyObject
}

extension objc_AssociationPolicy {
    fileprivate var retention: AssociatedObjectTable.Retention {
        switch self {
        case .OBJC_ASSOCIATION_ASSIGN: .weak
        case .OBJC_ASSOCIATION_COPY_NONATOMIC, .OBJC_ASSOCIATION_COPY: .copy
        case .OBJC_ASSOCIATION_RETAIN_NONATOMIC, .OBJC_ASSOCIATION_RETAIN: .strong
        }
    }
}
