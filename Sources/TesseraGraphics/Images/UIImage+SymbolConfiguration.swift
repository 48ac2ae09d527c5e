public import Foundation

extension UIImage {
    /// The weight of a symbol's strokes (`UIImage.SymbolWeight`, UIKit's raw values). Material
    /// icons have a single weight, so the weight is kept in the configuration but draws the same.
    ///
    /// For example:
    /// ```swift
    /// let bold = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
    /// ```
    public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable {
        /// No weight given: the context's (regular unless a font or text style says otherwise).
        case unspecified = 0
        /// The lightest stroke weight.
        case ultraLight = 1
        /// A very light stroke weight, between ultra-light and light.
        case thin = 2
        /// A light stroke weight.
        case light = 3
        /// The normal stroke weight.
        case regular = 4
        /// Slightly heavier than regular.
        case medium = 5
        /// Between medium and bold.
        case semibold = 6
        /// A bold stroke weight.
        case bold = 7
        /// Heavier than bold.
        case heavy = 8
        /// The heaviest stroke weight.
        case black = 9

        /// The symbol weight matching a font weight (the nearest named weight).
        init(_ weight: UIFont.Weight) {
            let named: [(UIFont.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            self = named.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        }
    }

    /// The size of a symbol relative to its point size (`UIImage.SymbolScale`, UIKit's raw values).
    ///
    /// For example:
    /// ```swift
    /// let large = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
    /// ```
    public enum SymbolScale: Int, Hashable, Sendable, CaseIterable {
        /// Whatever the context gives: medium.
        case `default` = -1
        /// No scale given: merging keeps the other configuration's scale.
        case unspecified = 0
        /// 0.8 × the point size.
        case small = 1
        /// 1 × the point size.
        case medium = 2
        /// 1.3 × the point size.
        case large = 3

        /// The factor applied to the point size (approximating SF Symbols' scales).
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How a symbol image is sized (`UIImage.SymbolConfiguration`): a point size or a Dynamic Type
    /// text style, a weight and a scale. Values left unspecified come from the configuration it is
    /// combined with (`applying(_:)`), or default to the body text style at medium scale.
    ///
    /// For example:
    /// ```swift
    /// let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
    /// UIImage(systemName: "heart", withConfiguration: large)?.size    // 31.2 × 31.2 points
    /// imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
    /// ```
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size; 0 when unspecified.
        let pointSize: CGFloat
        let weight: SymbolWeight
        let scale: SymbolScale
        let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            precondition(
                pointSize.isFinite && pointSize >= 0,
                "A symbol's point size must be a finite number ≥ 0 (0: unspecified), got \(pointSize)")
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration that specifies nothing.
        public init() {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// A configuration that specifies nothing (`SymbolConfiguration.unspecified`).
        public static let unspecified = SymbolConfiguration()

        /// Symbols `pointSize` points tall at medium scale.
        public init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// Symbols `pointSize` points tall, drawn at `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// Symbols `pointSize` points tall, drawn at `weight` and scaled by `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// Symbols sized like text of `textStyle`, following Dynamic Type.
        public init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        /// Symbols sized like text of `textStyle` (following Dynamic Type) and scaled by `scale`.
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// Only a weight; the size comes from the context or a configuration merged with this one.
        public init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// Only a scale; the size comes from the context or a configuration merged with this one.
        public init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// Symbols sized and weighted like `font` (its point size and weight).
        public init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: .unspecified, textStyle: nil)
        }

        /// Symbols sized and weighted like `font`, scaled by `scale`.
        public init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, textStyle: nil)
        }

        /// This configuration with the values `configuration` specifies replacing its own; a point
        /// size replaces a text style and the other way round. Nil gives this configuration.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = configuration else { return self }
            let sizeFromOther = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(
                pointSize: sizeFromOther ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: sizeFromOther ? other.textStyle : textStyle)
        }

        /// The side of a symbol drawn with this configuration, in points (see `UIImage.size`).
        func side(compatibleWith traits: UITraitCollection) -> CGFloat {
            let points: CGFloat
            if pointSize > 0 {
                points = pointSize
            } else {
                points = UIFont.preferredFont(forTextStyle: textStyle ?? .body, compatibleWith: traits).pointSize
            }
            return points * scale.factor
        }
    }
}
