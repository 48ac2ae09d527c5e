import TesseraLayout

// Operators live here rather than in `UILayoutPriority`'s own module: `import UIKit` re-exports
// declarations one by one, and a type's operators are only found through a full import of the module
// that declares them.

/// A priority `rhs` above `lhs`: `.defaultLow + 1` is 251.
public func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue + rhs)
}

/// A priority `rhs` below `lhs`: `.defaultHigh - 1` is 749.
public func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue - rhs)
}
