import Foundation
import Testing

/// The GPX and CSV files under `Fixtures/Location`.
enum LocationFixtures {
    static func url(_ name: String, _ fileExtension: String = "gpx") throws -> URL {
        try #require(
            Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Fixtures/Location"),
            "missing fixture \(name).\(fileExtension)")
    }

    /// 2026-01-01 00:00:00 UTC, the origin of the test wall clocks.
    static let origin = Date(timeIntervalSince1970: 1_767_225_600)

    /// `text` as UTF-8 data, for inline GPX.
    static func data(_ text: String) -> Data {
        Data(text.utf8)
    }

    /// A GPX 1.1 document around `body`.
    static func gpx(_ body: String) -> Data {
        data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Tessera tests" xmlns="http://www.topografix.com/GPX/1/1">
            \(body)
            </gpx>
            """)
    }
}

/// The smallest difference between two bearings in degrees, in [0, 180].
func bearingDifference(_ a: Double, _ b: Double) -> Double {
    abs(remainder(a - b, 360))
}
