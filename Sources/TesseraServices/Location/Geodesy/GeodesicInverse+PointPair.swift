import Foundation

extension GeodesicInverse {
    typealias SineCosine = (sin: Double, cos: Double)

    /// Where the longitude-error function stands for one trial azimuth α₁.
    struct Evaluation {
        /// Computed minus wanted longitude difference, radians.
        var error: Double
        /// d(error)/dα₁ (paper eq. 46), or 0 where it is not usable.
        var derivative: Double
        var sinAlpha2: Double, cosAlpha2: Double
        var sigma12: Double, sigma1: SineCosine, sigma2: SineCosine
        var epsilon: Double
    }

    /// The starting azimuth α₁, and the whole solution for short lines solved on a sphere.
    struct Start {
        var sinAlpha1: Double, cosAlpha1: Double
        var shortLine: (sigma12: Double, sinAlpha2: Double, cosAlpha2: Double, meanRadiusFactor: Double)?
    }

    /// The two points as reduced latitudes β (tan β = (1 − f) tan φ), in canonical configuration.
    struct PointPair {
        var sinBeta1: Double, cosBeta1: Double, dn1: Double
        var sinBeta2: Double, cosBeta2: Double, dn2: Double

        init(latitude1: Double, latitude2: Double) {
            let f1 = 1 - Series.flattening
            func reduced(_ latitude: Double) -> SineCosine {
                let (sine, cosine) = DegreeMath.sineCosine(latitude)
                let (sinBeta, cosBeta) = DegreeMath.normalized(f1 * sine, cosine)
                return (sinBeta, max(tiny, cosBeta))  // keep the pole off the singularity
            }
            (sinBeta1, cosBeta1) = reduced(latitude1)
            (sinBeta2, cosBeta2) = reduced(latitude2)
            // Make |β₁| = |β₂| exact when the latitudes are equal or opposite, so that the
            // symmetric cases below are recognised.
            if cosBeta1 < -sinBeta1 {
                if cosBeta2 == cosBeta1 { sinBeta2 = sinBeta2 < 0 ? sinBeta1 : -sinBeta1 }
            } else if abs(sinBeta2) == -sinBeta1 {
                cosBeta2 = cosBeta1
            }
            dn1 = (1 + Series.secondEccentricitySquared * sinBeta1 * sinBeta1).squareRoot()
            dn2 = (1 + Series.secondEccentricitySquared * sinBeta2 * sinBeta2).squareRoot()
        }

        /// Distance s₁₂/b and reduced length m₁₂/b between arc lengths σ₁ and σ₂ (paper eqs. 7, 38–41).
        func lengths(epsilon: Double, sigma12: Double, sigma1: SineCosine, sigma2: SineCosine)
            -> (distance: Double, reducedLength: Double)
        {
            let a1 = Series.a1(epsilon)
            let a2 = Series.a2(epsilon)
            let c1 = Series.c1(epsilon)
            let c2 = Series.c2(epsilon)
            let b1 =
                Series.sineSeries(sine: sigma2.sin, cosine: sigma2.cos, c1)
                - Series.sineSeries(sine: sigma1.sin, cosine: sigma1.cos, c1)
            let b2 =
                Series.sineSeries(sine: sigma2.sin, cosine: sigma2.cos, c2)
                - Series.sineSeries(sine: sigma1.sin, cosine: sigma1.cos, c2)
            let j12 = (a1 - a2) * sigma12 + (a1 * b1 - a2 * b2)
            let reducedLength =
                dn2 * (sigma1.cos * sigma2.sin) - dn1 * (sigma1.sin * sigma2.cos)
                - sigma1.cos * sigma2.cos * j12
            return (a1 * (sigma12 + b1), reducedLength)
        }

        /// The first estimate of α₁ (paper §5): a sphere of the mean local radius for short lines
        /// (exact to round-off when very short), the great circle on the auxiliary sphere in
        /// general, the astroid (paper eqs. 53–56) for nearly antipodal points.
        func startingAzimuth(lambda12: Double, sinLambda12: Double, cosLambda12: Double) -> Start {
            let f = Series.flattening
            let n = Series.thirdFlattening
            let e2 = Series.secondEccentricitySquared
            let sinBeta12 = sinBeta2 * cosBeta1 - cosBeta2 * sinBeta1
            let cosBeta12 = cosBeta2 * cosBeta1 + sinBeta2 * sinBeta1
            let sinBeta12Sum = sinBeta2 * cosBeta1 + cosBeta2 * sinBeta1
            let isShort = cosBeta12 >= 0 && sinBeta12 < 0.5 && cosBeta2 * lambda12 < 0.5
            var sinOmega12 = sinLambda12
            var cosOmega12 = cosLambda12
            var meanRadiusFactor = 1.0
            if isShort {
                var sinBetaMeanSquared = (sinBeta1 + sinBeta2) * (sinBeta1 + sinBeta2)
                sinBetaMeanSquared /= sinBetaMeanSquared + (cosBeta1 + cosBeta2) * (cosBeta1 + cosBeta2)
                meanRadiusFactor = (1 + e2 * sinBetaMeanSquared).squareRoot()
                let omega12 = lambda12 / ((1 - f) * meanRadiusFactor)
                sinOmega12 = sin(omega12)
                cosOmega12 = cos(omega12)
            }
            var sinAlpha1 = cosBeta2 * sinOmega12
            var cosAlpha1 =
                cosOmega12 >= 0
                ? sinBeta12 + cosBeta2 * sinBeta1 * sinOmega12 * sinOmega12 / (1 + cosOmega12)
                : sinBeta12Sum - cosBeta2 * sinBeta1 * sinOmega12 * sinOmega12 / (1 - cosOmega12)
            let sinSigma12 = hypot(sinAlpha1, cosAlpha1)
            let cosSigma12 = sinBeta1 * sinBeta2 + cosBeta1 * cosBeta2 * cosOmega12
            var shortLine: (sigma12: Double, sinAlpha2: Double, cosAlpha2: Double, meanRadiusFactor: Double)?

            if isShort && sinSigma12 < shortLineTolerance {
                let sinAlpha2 = cosBeta1 * sinOmega12
                let cosAlpha2 =
                    sinBeta12 - cosBeta1 * sinBeta2
                    * (cosOmega12 >= 0 ? sinOmega12 * sinOmega12 / (1 + cosOmega12) : 1 - cosOmega12)
                let (s, c) = DegreeMath.normalized(sinAlpha2, cosAlpha2)
                shortLine = (atan2(sinSigma12, cosSigma12), s, c, meanRadiusFactor)
            } else if abs(n) > 0.1 || cosSigma12 >= 0 || sinSigma12 >= 6 * abs(n) * .pi * cosBeta1 * cosBeta1 {
                // Not nearly antipodal: the auxiliary-sphere estimate above is good enough.
            } else {
                // Nearly antipodal: scale into the astroid's coordinates (x, y) (paper eq. 53).
                let lambda12MinusPi = atan2(-sinLambda12, -cosLambda12)
                let epsilon = Series.epsilon(kSquared: sinBeta1 * sinBeta1 * e2)
                let longitudeScale = f * cosBeta1 * Series.a3(epsilon) * .pi
                let latitudeScale = longitudeScale * cosBeta1
                let x = lambda12MinusPi / longitudeScale
                let y = sinBeta12Sum / latitudeScale
                if y > -startTolerance && x > -1 - astroidThreshold {
                    // Near the cut along the equator, where the astroid degenerates (paper eq. 57).
                    sinAlpha1 = min(1, -x)
                    cosAlpha1 = -(1 - sinAlpha1 * sinAlpha1).squareRoot()
                } else {
                    let k = Series.astroid(x: x, y: y)
                    let omega12 = longitudeScale * (-x * k / (1 + k))
                    sinOmega12 = sin(omega12)
                    cosOmega12 = -cos(omega12)
                    sinAlpha1 = cosBeta2 * sinOmega12
                    cosAlpha1 = sinBeta12Sum - cosBeta2 * sinBeta1 * sinOmega12 * sinOmega12 / (1 - cosOmega12)
                }
            }
            if sinAlpha1 > 0 {
                (sinAlpha1, cosAlpha1) = DegreeMath.normalized(sinAlpha1, cosAlpha1)
            } else {
                (sinAlpha1, cosAlpha1) = (1, 0)
            }
            return Start(sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1, shortLine: shortLine)
        }

        /// The longitude difference reached by leaving point 1 at azimuth α₁ and stopping at point
        /// 2's latitude, minus the wanted λ₁₂ (paper eqs. 5, 8, 9), with its derivative.
        func longitudeError(
            sinAlpha1: Double, cosAlpha1 givenCosAlpha1: Double,
            sinLambda12: Double, cosLambda12: Double
        ) -> Evaluation {
            let f = Series.flattening
            // Break the degeneracy of a line starting north on the equator.
            let cosAlpha1 = sinBeta1 == 0 && givenCosAlpha1 == 0 ? -tiny : givenCosAlpha1
            let sinAlpha0 = sinAlpha1 * cosBeta1
            let cosAlpha0 = hypot(cosAlpha1, sinAlpha1 * sinBeta1)
            let sigma1: SineCosine = DegreeMath.normalized(sinBeta1, cosAlpha1 * cosBeta1)
            let omega1 = (sin: sinAlpha0 * sinBeta1, cos: cosAlpha1 * cosBeta1)
            let sinAlpha2 = cosBeta2 != cosBeta1 ? sinAlpha0 / cosBeta2 : sinAlpha1
            let cosAlpha2 =
                cosBeta2 != cosBeta1 || abs(sinBeta2) != -sinBeta1
                ? ((cosAlpha1 * cosBeta1) * (cosAlpha1 * cosBeta1)
                    + (cosBeta1 < -sinBeta1
                        ? (cosBeta2 - cosBeta1) * (cosBeta1 + cosBeta2)
                        : (sinBeta1 - sinBeta2) * (sinBeta1 + sinBeta2)))
                    .squareRoot() / cosBeta2
                : abs(cosAlpha1)
            let sigma2: SineCosine = DegreeMath.normalized(sinBeta2, cosAlpha2 * cosBeta2)
            let omega2 = (sin: sinAlpha0 * sinBeta2, cos: cosAlpha2 * cosBeta2)
            let sigma12 = atan2(
                max(0, sigma1.cos * sigma2.sin - sigma1.sin * sigma2.cos),
                sigma1.cos * sigma2.cos + sigma1.sin * sigma2.sin)
            let sinOmega12 = max(0, omega1.cos * omega2.sin - omega1.sin * omega2.cos)
            let cosOmega12 = omega1.cos * omega2.cos + omega1.sin * omega2.sin
            // ω₁₂ − λ₁₂ without forming either angle.
            let eta = atan2(
                sinOmega12 * cosLambda12 - cosOmega12 * sinLambda12,
                cosOmega12 * cosLambda12 + sinOmega12 * sinLambda12)
            let epsilon = Series.epsilon(kSquared: cosAlpha0 * cosAlpha0 * Series.secondEccentricitySquared)
            let c3 = Series.c3(epsilon)
            let b3 =
                Series.sineSeries(sine: sigma2.sin, cosine: sigma2.cos, c3)
                - Series.sineSeries(sine: sigma1.sin, cosine: sigma1.cos, c3)
            let deltaOmega12 = -f * Series.a3(epsilon) * sinAlpha0 * (sigma12 + b3)
            let derivative: Double
            if cosAlpha2 == 0 {
                derivative = -2 * (1 - f) * dn1 / sinBeta1
            } else {
                let reducedLength = lengths(epsilon: epsilon, sigma12: sigma12, sigma1: sigma1, sigma2: sigma2)
                    .reducedLength
                derivative = reducedLength * (1 - f) / (cosAlpha2 * cosBeta2)
            }
            return Evaluation(
                error: eta + deltaOmega12, derivative: derivative,
                sinAlpha2: sinAlpha2, cosAlpha2: cosAlpha2,
                sigma12: sigma12, sigma1: sigma1, sigma2: sigma2, epsilon: epsilon)
        }
    }
}
