import Foundation
import TesseraGraphics

/// One animatable view property with a value.
enum AnimatedValue {
    case bounds(CGRect)
    case center(CGPoint)
    case transform(CGAffineTransform)
    case alpha(CGFloat)
    case backgroundColor(UIColor?)
    case cornerRadius(CGFloat)
    /// How far a `UIView.transition(with:…)` cross-dissolve has come, 0…1.
    case transition(CGFloat)

    enum Property: Hashable { case bounds, center, transform, alpha, backgroundColor, cornerRadius, transition }

    var property: Property {
        switch self {
        case .bounds: .bounds
        case .center: .center
        case .transform: .transform
        case .alpha: .alpha
        case .backgroundColor: .backgroundColor
        case .cornerRadius: .cornerRadius
        case .transition: .transition
        }
    }

    /// The value `progress` of the way from `self` to `target` (same property). Colours blend per
    /// appearance variant; a nil colour counts as the other colour made transparent. Transforms
    /// blend component-wise.
    func interpolated(to target: AnimatedValue, progress p: Double) -> AnimatedValue {
        let p = CGFloat(p)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        switch (self, target) {
        case (.bounds(let a), .bounds(let b)):
            return .bounds(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.center(let a), .center(let b)):
            return .center(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.transform(let a), .transform(let b)):
            return .transform(
                CGAffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx),
                    ty: mix(a.ty, b.ty)))
        case (.alpha(let a), .alpha(let b)):
            return .alpha(mix(a, b))
        case (.cornerRadius(let a), .cornerRadius(let b)):
            return .cornerRadius(mix(a, b))
        case (.transition(let a), .transition(let b)):
            return .transition(mix(a, b))
        case (.backgroundColor(let a), .backgroundColor(let b)):
            guard let from = a ?? b.map({ $0.withAlphaComponent(0) }), let to = b ?? a.map({ $0.withAlphaComponent(0) })
            else {
                return .backgroundColor(nil)
            }
            return .backgroundColor(
                UIColor(
                    light: Self.blend(
                        from.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                        to.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), Double(p)),
                    dark: Self.blend(
                        from.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                        to.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), Double(p))))
        default:
            return target
        }
    }

    private static func blend(_ a: UIColor, _ b: UIColor, _ p: Double) -> UIColor {
        UIColor(
            red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
            blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p)
    }
}

/// What an animation in flight shows in place of a view's model values; nil where nothing animates.
struct PresentationValues {
    var bounds: CGRect?
    var center: CGPoint?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
    var backgroundColor: UIColor??
    var cornerRadius: CGFloat?
    /// A cross-dissolve in flight: its progress, and what the view looked like before (its subtree
    /// in its bounds space).
    var transition: CGFloat?
    var transitionSnapshot: DisplayList?

    var isEmpty: Bool {
        bounds == nil && center == nil && transform == nil && alpha == nil && backgroundColor == nil
            && cornerRadius == nil && transition == nil
    }

    mutating func set(_ value: AnimatedValue) {
        switch value {
        case .bounds(let v): bounds = v
        case .center(let v): center = v
        case .transform(let v): transform = v
        case .alpha(let v): alpha = v
        case .backgroundColor(let v): backgroundColor = .some(v)
        case .cornerRadius(let v): cornerRadius = v
        case .transition(let v): transition = v
        }
    }

    mutating func clear(_ property: AnimatedValue.Property) {
        switch property {
        case .bounds: bounds = nil
        case .center: center = nil
        case .transform: transform = nil
        case .alpha: alpha = nil
        case .backgroundColor: backgroundColor = nil
        case .cornerRadius: cornerRadius = nil
        case .transition:
            transition = nil
            transitionSnapshot = nil
        }
    }

    func value(of property: AnimatedValue.Property) -> AnimatedValue? {
        switch property {
        case .bounds: bounds.map(AnimatedValue.bounds)
        case .center: center.map(AnimatedValue.center)
        case .transform: transform.map(AnimatedValue.transform)
        case .alpha: alpha.map(AnimatedValue.alpha)
        case .backgroundColor: backgroundColor.map(AnimatedValue.backgroundColor)
        case .cornerRadius: cornerRadius.map(AnimatedValue.cornerRadius)
        case .transition: transition.map(AnimatedValue.transition)
        }
    }
}
