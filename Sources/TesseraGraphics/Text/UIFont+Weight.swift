public import Foundation

extension UIFont {
    /// A font weight on UIKit's scale (`UIFont.Weight`): `regular` is 0, lighter weights are
    /// negative and heavier ones positive, with Apple's raw values for the nine named weights.
    ///
    /// Faces are chosen on the OpenType scale 100…900 (`openTypeWeight`): each named weight maps to
    /// its OpenType number (ultraLight 100 … regular 400 … black 900), values between two named
    /// weights map linearly between their numbers, and values beyond the ends clamp to 100 or 900.
    ///
    /// For example:
    /// ```swift
    /// UIFont.Weight.semibold.rawValue        // 0.3
    /// UIFont.Weight.semibold.openTypeWeight  // 600
    /// UIFont.Weight(0.35).openTypeWeight     // 650, between semibold and bold
    /// ```
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The lightest weight (-0.8).
        public static let ultraLight = Weight(-0.8)
        /// A very light weight (-0.6).
        public static let thin = Weight(-0.6)
        /// A light weight (-0.4).
        public static let light = Weight(-0.4)
        /// The normal weight (0).
        public static let regular = Weight(0)
        /// Slightly heavier than regular (0.23).
        public static let medium = Weight(0.23)
        /// Between medium and bold (0.3).
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(0.4)
        /// Heavier than bold (0.56).
        public static let heavy = Weight(0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(0.62)

        /// The weight on the OpenType / CSS scale 100…900 that selects a face.
        public var openTypeWeight: Int {
            let anchors = Self.anchors
            guard !rawValue.isNaN, rawValue > anchors[0].rawValue else { return 100 }
            for (index, upper) in anchors.enumerated().dropFirst() where rawValue <= upper.rawValue {
                let lower = anchors[index - 1]
                let fraction = (rawValue - lower.rawValue) / (upper.rawValue - lower.rawValue)
                return Int(((CGFloat(index) + fraction) * 100).rounded())
            }
            return 900
        }

        /// The named weights in order; the one at index i has OpenType weight 100·(i + 1).
        private static let anchors: [Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]

        /// The weight whose `openTypeWeight` is `value` (100…900, clamped): a named weight for a
        /// multiple of 100, else linearly between two named weights.
        static func fromOpenType(_ value: Int) -> Weight {
            let clamped = min(max(value, 100), 900)
            let index = clamped / 100 - 1
            let fraction = CGFloat(clamped % 100) / 100
            guard fraction > 0 else { return anchors[index] }
            let (lower, upper) = (anchors[index].rawValue, anchors[index + 1].rawValue)
            return Weight(lower + (upper - lower) * fraction)
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
