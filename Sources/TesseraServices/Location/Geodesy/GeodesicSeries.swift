import Foundation

/// The WGS-84 ellipsoid and the series of Karney's "Algorithms for geodesics" (J. Geodesy 87, 43–55,
/// 2013; arXiv:1109.4448) that the inverse solver needs, truncated at order 6.
///
/// Notation follows the paper: `a` equatorial radius, `f` flattening, `b = a(1 − f)`,
/// `e′² = e²/(1 − e²)`, third flattening `n = f/(2 − f)`, and the small parameter
/// `ε = (√(1 + k²) − 1)/(√(1 + k²) + 1)` with `k = e′ cos α₀`.
enum GeodesicSeries {
    /// Equatorial radius in metres (WGS-84).
    static let equatorialRadius = 6_378_137.0
    /// Flattening (WGS-84).
    static let flattening = 1 / 298.257_223_563
    /// Polar semi-axis `b = a(1 − f)`, metres.
    static let polarRadius = equatorialRadius * (1 - flattening)
    /// `e² = f(2 − f)`.
    static let eccentricitySquared = flattening * (2 - flattening)
    /// `e′² = e²/(1 − e²)`.
    static let secondEccentricitySquared = eccentricitySquared / ((1 - flattening) * (1 - flattening))
    /// `n = f/(2 − f)`.
    static let thirdFlattening = flattening / (2 - flattening)

    /// `ε` for `k² = e′² cos² α₀`, written so that it loses no precision for small `k²`.
    static func epsilon(kSquared: Double) -> Double {
        kSquared / (2 * (1 + (1 + kSquared).squareRoot()) + kSquared)
    }

    /// `ε¹…ε⁶`, for the order-6 series below.
    private static func powers(of epsilon: Double) -> (Double, Double, Double, Double, Double, Double) {
        let e2 = epsilon * epsilon
        let e3 = e2 * epsilon
        let e4 = e2 * e2
        return (epsilon, e2, e3, e4, e4 * epsilon, e3 * e3)
    }

    // MARK: Distance integral I₁ (paper eqs. 17–18)

    /// `A₁ = (1 + ε²/4 + ε⁴/64 + ε⁶/256)/(1 − ε)`.
    static func a1(_ epsilon: Double) -> Double {
        let e2 = epsilon * epsilon
        return (1 + e2 * (1.0 / 4 + e2 * (1.0 / 64 + e2 / 256))) / (1 - epsilon)
    }

    /// `C₁ₗ`, l = 1…6.
    static func c1(_ epsilon: Double) -> [Double] {
        let (e, e2, e3, e4, e5, e6) = powers(of: epsilon)
        return [
            -e / 2 + 3 * e3 / 16 - e5 / 32,
            -e2 / 16 + e4 / 32 - 9 * e6 / 2048,
            -e3 / 48 + 3 * e5 / 256,
            -5 * e4 / 512 + 3 * e6 / 512,
            -7 * e5 / 1280,
            -7 * e6 / 2048,
        ]
    }

    // MARK: Reduced-length integral I₂ (paper eqs. 42–43)

    /// `A₂ = (1 − ε)(1 + ε²/4 + 9ε⁴/64 + 25ε⁶/256)`.
    static func a2(_ epsilon: Double) -> Double {
        let e2 = epsilon * epsilon
        return (1 - epsilon) * (1 + e2 * (1.0 / 4 + e2 * (9.0 / 64 + e2 * 25 / 256)))
    }

    /// `C₂ₗ`, l = 1…6.
    static func c2(_ epsilon: Double) -> [Double] {
        let (e, e2, e3, e4, e5, e6) = powers(of: epsilon)
        return [
            e / 2 + e3 / 16 + e5 / 32,
            3 * e2 / 16 + e4 / 32 + 35 * e6 / 2048,
            5 * e3 / 48 + 5 * e5 / 256,
            35 * e4 / 512 + 7 * e6 / 512,
            63 * e5 / 1280,
            77 * e6 / 2048,
        ]
    }

    // MARK: Longitude integral I₃ (paper eqs. 24–25), coefficients of εʲ as polynomials in n

    private static let n = thirdFlattening
    private static let a3Coefficients: [Double] = [
        1,
        -(1 - n) / 2,
        -(1.0 / 4 + n / 8 - 3 * n * n / 8),
        -(1.0 / 16 + 3 * n / 16 + n * n / 16),
        -(3.0 / 64 + n / 32),
        -3.0 / 128,
    ]
    /// Row l − 1 holds the coefficients of ε¹…ε⁵ in `C₃ₗ` (zero below εˡ).
    private static let c3Coefficients: [[Double]] = [
        [(1 - n) / 4, (1 - n * n) / 8, (3 + 3 * n - n * n) / 64, (5 + 2 * n) / 128, 3.0 / 128],
        [0, (2 - 3 * n + n * n) / 32, (3 - 2 * n - 3 * n * n) / 64, (3 + n) / 128, 5.0 / 256],
        [0, 0, (5 - 9 * n + 5 * n * n) / 192, (9 - 10 * n) / 384, 7.0 / 512],
        [0, 0, 0, (7 - 14 * n) / 512, 7.0 / 512],
        [0, 0, 0, 0, 21.0 / 2560],
    ]

    /// `A₃(ε)`.
    static func a3(_ epsilon: Double) -> Double {
        a3Coefficients.reversed().reduce(0) { $0 * epsilon + $1 }
    }

    /// `C₃ₗ(ε)`, l = 1…5.
    static func c3(_ epsilon: Double) -> [Double] {
        c3Coefficients.map { row in
            row.reversed().reduce(0) { $0 * epsilon + $1 } * epsilon
        }
    }

    // MARK: Evaluation

    /// `Σₗ cₗ sin 2lσ` for σ given by its sine and cosine, by Clenshaw summation.
    static func sineSeries(sine: Double, cosine: Double, _ coefficients: [Double]) -> Double {
        let twiceCosineOfDoubleAngle = 2 * (cosine - sine) * (cosine + sine)
        var next = 0.0
        var afterNext = 0.0
        for coefficient in coefficients.reversed() {
            (next, afterNext) = (coefficient + twiceCosineOfDoubleAngle * next - afterNext, next)
        }
        return next * 2 * sine * cosine
    }

    /// The positive root `k` of `k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0` (paper eq. 55), used
    /// to start Newton's method for nearly antipodal points; 0 when `y = 0` and `x² ≤ 1`.
    static func astroid(x: Double, y: Double) -> Double {
        let p = x * x
        let q = y * y
        let r = (p + q - 1) / 6
        guard !(q == 0 && r <= 0) else { return 0 }
        let s = p * q / 4
        let r2 = r * r
        let r3 = r * r2
        let discriminant = s * (s + 2 * r3)
        var u = r
        if discriminant >= 0 {
            var t3 = s + r3
            // Choose the sign that avoids cancellation.
            t3 += t3 < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            let angle = atan2((-discriminant).squareRoot(), -(s + r3))
            u += 2 * r * cos(angle / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }
}
