import Foundation
import TesseraUI

/// What an exported accessible object stands for: a view, or a `UIAccessibilityElement` a
/// container lists. Reads and acts through UIKit's accessibility API, so an app's overrides count.
@MainActor
enum AccessibleSource {
    case view(UIView)
    case element(UIAccessibilityElement)

    /// The object's identity (ids follow it from one tree to the next).
    var identity: ObjectIdentifier {
        switch self {
        case .view(let view): ObjectIdentifier(view)
        case .element(let element): ObjectIdentifier(element)
        }
    }

    var view: UIView? {
        if case .view(let view) = self { view } else { nil }
    }

    var label: String? {
        switch self {
        case .view(let view): view.accessibilityLabel
        case .element(let element): element.accessibilityLabel
        }
    }

    var hint: String? {
        switch self {
        case .view(let view): view.accessibilityHint
        case .element(let element): element.accessibilityHint
        }
    }

    var value: String? {
        switch self {
        case .view(let view): view.accessibilityValue
        case .element(let element): element.accessibilityValue
        }
    }

    var traits: UIAccessibilityTraits {
        switch self {
        case .view(let view): view.accessibilityTraits
        case .element(let element): element.accessibilityTraits
        }
    }

    var identifier: String? {
        switch self {
        case .view(let view): view.accessibilityIdentifier
        case .element(let element): element.accessibilityIdentifier
        }
    }

    /// The rectangle in window points.
    var frame: CGRect {
        switch self {
        case .view(let view): view.accessibilityFrame
        case .element(let element): element.accessibilityFrame
        }
    }

    func activate() -> Bool {
        switch self {
        case .view(let view): view.accessibilityActivate()
        case .element(let element): element.accessibilityActivate()
        }
    }

    func increment() {
        switch self {
        case .view(let view): view.accessibilityIncrement()
        case .element(let element): element.accessibilityIncrement()
        }
    }

    func decrement() {
        switch self {
        case .view(let view): view.accessibilityDecrement()
        case .element(let element): element.accessibilityDecrement()
        }
    }
}
