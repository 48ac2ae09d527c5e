package import Foundation

extension CGFloat {
    /// The number `value` holds when it is a `CGFloat`, `Double`, `Float`, `Int` or `NSNumber` (as
    /// UIKit's untyped dictionaries — text attributes, layout metrics — hold numbers); nil otherwise.
    package init?(anyNumber value: Any?) {
        switch value {
        case let value as CGFloat: self = value
        case let value as Double: self = CGFloat(value)
        case let value as Float: self = CGFloat(value)
        case let value as Int: self = CGFloat(value)
        case let value as NSNumber: self = CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
