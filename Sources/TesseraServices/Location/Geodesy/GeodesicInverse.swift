import Foundation

/// The inverse geodesic problem on WGS-84 — given two points, find the shortest path's length and
/// its azimuths at both ends — solved as in Karney, "Algorithms for geodesics", J. Geodesy 87
/// (2013), §4–5: reduce to latitude 1 ≤ 0, |latitude 1| ≥ |latitude 2| and 0 ≤ λ₁₂ ≤ 180°; treat
/// meridians and the equator directly; otherwise solve for the azimuth α₁ at point 1 by Newton's
/// method on the longitude difference (with bisection as a safeguard), starting from a spherical
/// estimate, or from the astroid solution (paper eq. 55) when the points are nearly antipodal.
///
/// Implemented for this project from the paper's equations; the series are truncated at order 6.
enum GeodesicInverse {
    typealias Series = GeodesicSeries

    struct Solution {
        /// Metres along the ellipsoid.
        var distance: Double
        /// Azimuths in degrees, (−180°, 180°], clockwise from north: at point 1 (leaving) and at
        /// point 2 (arriving, i.e. the forward direction there).
        var azimuth1: Double
        var azimuth2: Double
    }

    static let epsilonTolerance = Double.ulpOfOne
    static let startTolerance = 200 * epsilonTolerance
    static let sqrtTolerance = epsilonTolerance.squareRoot()
    static let bisectionTolerance = epsilonTolerance * sqrtTolerance
    static let astroidThreshold = 1000 * sqrtTolerance
    /// Lines shorter than this (as σ₁₂ on the auxiliary sphere) are solved on a sphere of the mean
    /// local radius; the neglected terms are below round-off there.
    static let shortLineTolerance =
        0.1 * sqrtTolerance
        / (max(0.001, abs(Series.flattening)) * min(1, 1 - Series.flattening / 2) / 2).squareRoot()
    static let tiny = Double.leastNormalMagnitude.squareRoot()
    static let newtonIterations = 20
    static let maximumIterations = newtonIterations + Double.significandBitCount + 11

    /// Solves the inverse problem. Latitudes must be in −90…90°; longitudes any finite value.
    static func solve(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Solution {
        let f = Series.flattening
        let b = Series.polarRadius

        // Canonical configuration: λ₁₂ ≥ 0, |φ₁| ≥ |φ₂|, φ₁ ≤ 0. The signs undo it at the end.
        var longitudeDifference = DegreeMath.difference(from: longitude1, to: longitude2)
        var longitudeSign: Double = longitudeDifference.sign == .minus ? -1 : 1
        longitudeDifference *= longitudeSign
        // λ₁₂ keeps every bit (short lines use it directly); its sine and cosine come from the
        // rounded value so that tiny differences cannot underflow.
        let lambda12 = longitudeDifference * DegreeMath.radiansPerDegree
        let (sinLambda12, cosLambda12) = DegreeMath.sineCosine(DegreeMath.roundTiny(longitudeDifference))
        var lat1 = DegreeMath.roundTiny(latitude1)
        var lat2 = DegreeMath.roundTiny(latitude2)
        let swapSign: Double = abs(lat1) < abs(lat2) ? -1 : 1
        if swapSign < 0 {
            longitudeSign = -longitudeSign
            swap(&lat1, &lat2)
        }
        let latitudeSign: Double = lat1.sign == .minus ? 1 : -1
        lat1 *= latitudeSign
        lat2 *= latitudeSign

        let pair = PointPair(latitude1: lat1, latitude2: lat2)

        var sinAlpha1 = 0.0
        var cosAlpha1 = 1.0
        var sinAlpha2 = 0.0
        var cosAlpha2 = 1.0
        var distance = 0.0
        var isMeridian = lat1 == -90 || sinLambda12 == 0

        if isMeridian {
            // Along a meridian: α₁ = λ₁₂ (0° or 180°), α₂ = 0°, and ε = n because α₀ = α₁.
            (sinAlpha1, cosAlpha1) = (sinLambda12, cosLambda12)
            (sinAlpha2, cosAlpha2) = (0, 1)
            let sigma1 = (sin: pair.sinBeta1, cos: cosAlpha1 * pair.cosBeta1)
            let sigma2 = (sin: pair.sinBeta2, cos: cosAlpha2 * pair.cosBeta2)
            var sigma12 = atan2(
                max(0, sigma1.cos * sigma2.sin - sigma1.sin * sigma2.cos),
                sigma1.cos * sigma2.cos + sigma1.sin * sigma2.sin)
            var lengths = pair.lengths(
                epsilon: Series.thirdFlattening, sigma12: sigma12, sigma1: sigma1, sigma2: sigma2)
            // Over the pole is shortest unless a conjugate point lies between (m₁₂ < 0): then the
            // general method finds the shorter non-meridian line.
            if sigma12 < 1 || lengths.reducedLength >= 0 {
                if sigma12 < 3 * tiny {
                    sigma12 = 0
                    lengths = (0, 0)
                }
                distance = lengths.distance * b
            } else {
                isMeridian = false
            }
        }

        if !isMeridian && pair.sinBeta1 == 0 && lambda12 <= .pi * (1 - f) {
            // Along the equator (both latitudes are 0 here), up to where it stops being shortest.
            (sinAlpha1, cosAlpha1, sinAlpha2, cosAlpha2) = (1, 0, 1, 0)
            distance = Series.equatorialRadius * lambda12
        } else if !isMeridian {
            let start = pair.startingAzimuth(lambda12: lambda12, sinLambda12: sinLambda12, cosLambda12: cosLambda12)
            (sinAlpha1, cosAlpha1) = (start.sinAlpha1, start.cosAlpha1)
            if let short = start.shortLine {
                distance = short.sigma12 * b * short.meanRadiusFactor
                (sinAlpha2, cosAlpha2) = (short.sinAlpha2, short.cosAlpha2)
            } else {
                var evaluation = pair.longitudeError(
                    sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1,
                    sinLambda12: sinLambda12, cosLambda12: cosLambda12)
                // Bracket [a, b] of α₁ (as sine, cosine) where the error is negative at a, positive at b.
                var sinAlpha1a = tiny
                var cosAlpha1a = 1.0
                var sinAlpha1b = tiny
                var cosAlpha1b = -1.0
                var newtonConverging = false
                var bisectionDone = false
                for iteration in 0..<maximumIterations {
                    if iteration > 0 {
                        evaluation = pair.longitudeError(
                            sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1,
                            sinLambda12: sinLambda12, cosLambda12: cosLambda12)
                    }
                    let error = evaluation.error
                    if iteration == maximumIterations - 1 { break }
                    if bisectionDone || !(abs(error) >= (newtonConverging ? 8 : 1) * epsilonTolerance) { break }
                    if error > 0 && (iteration > newtonIterations || cosAlpha1 / sinAlpha1 > cosAlpha1b / sinAlpha1b) {
                        (sinAlpha1b, cosAlpha1b) = (sinAlpha1, cosAlpha1)
                    } else if error < 0
                        && (iteration > newtonIterations || cosAlpha1 / sinAlpha1 < cosAlpha1a / sinAlpha1a)
                    {
                        (sinAlpha1a, cosAlpha1a) = (sinAlpha1, cosAlpha1)
                    }
                    if iteration < newtonIterations && evaluation.derivative > 0 {
                        let step = -error / evaluation.derivative
                        if abs(step) < .pi {
                            let sinStep = sin(step)
                            let cosStep = cos(step)
                            let newSinAlpha1 = sinAlpha1 * cosStep + cosAlpha1 * sinStep
                            if newSinAlpha1 > 0 {
                                (sinAlpha1, cosAlpha1) = DegreeMath.normalized(
                                    newSinAlpha1, cosAlpha1 * cosStep - sinAlpha1 * sinStep)
                                newtonConverging = abs(error) <= 16 * epsilonTolerance
                                continue
                            }
                        }
                    }
                    // Newton stepped out of range or is not allowed any more: bisect the bracket.
                    (sinAlpha1, cosAlpha1) = DegreeMath.normalized(
                        (sinAlpha1a + sinAlpha1b) / 2, (cosAlpha1a + cosAlpha1b) / 2)
                    newtonConverging = false
                    bisectionDone =
                        abs(sinAlpha1a - sinAlpha1) + (cosAlpha1a - cosAlpha1) < bisectionTolerance
                        || abs(sinAlpha1 - sinAlpha1b) + (cosAlpha1 - cosAlpha1b) < bisectionTolerance
                }
                let lengths = pair.lengths(
                    epsilon: evaluation.epsilon, sigma12: evaluation.sigma12,
                    sigma1: evaluation.sigma1, sigma2: evaluation.sigma2)
                distance = lengths.distance * b
                (sinAlpha2, cosAlpha2) = (evaluation.sinAlpha2, evaluation.cosAlpha2)
            }
        }

        // Undo the canonical configuration.
        if swapSign < 0 {
            swap(&sinAlpha1, &sinAlpha2)
            swap(&cosAlpha1, &cosAlpha2)
        }
        sinAlpha1 *= swapSign * longitudeSign
        cosAlpha1 *= swapSign * latitudeSign
        sinAlpha2 *= swapSign * longitudeSign
        cosAlpha2 *= swapSign * latitudeSign
        return Solution(
            distance: distance + 0,
            azimuth1: DegreeMath.atan2Degrees(sinAlpha1, cosAlpha1),
            azimuth2: DegreeMath.atan2Degrees(sinAlpha2, cosAlpha2))
    }
}
