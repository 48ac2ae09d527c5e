import Foundation
import Testing

@testable import TesseraHost

@Suite("Display metrics and waits")
struct DisplayMetricsTests {
    @Test func aHiDPIDrawableDoublesTheScale() {
        let metrics = DisplayMetrics(pointSize: CGSize(width: 400, height: 300), pixelWidth: 800, pixelHeight: 600)
        #expect(metrics.scale == 2)
    }

    @Test func anOrdinaryDisplayHasScaleOne() {
        #expect(
            DisplayMetrics(pointSize: CGSize(width: 393, height: 852), pixelWidth: 393, pixelHeight: 852).scale == 1)
    }

    @Test func aDrawableRoundedDownOnOneAxisUsesTheLargerRatio() {
        let metrics = DisplayMetrics(pointSize: CGSize(width: 401, height: 300), pixelWidth: 801, pixelHeight: 600)
        #expect(metrics.scale == 2)
    }

    @Test func anEmptyWindowOrDrawableHasScaleOne() {
        #expect(DisplayMetrics(pointSize: .zero, pixelWidth: 0, pixelHeight: 0).scale == 1)
        #expect(DisplayMetrics(pointSize: CGSize(width: 10, height: 10), pixelWidth: 0, pixelHeight: 20).scale == 1)
    }

    @Test func waitsRoundUpToWholeMillisecondsAndClamp() {
        #expect(WindowHost.milliseconds(.zero) == 0)
        #expect(WindowHost.milliseconds(.milliseconds(-5)) == 0)
        #expect(WindowHost.milliseconds(.nanoseconds(1)) == 1)
        #expect(WindowHost.milliseconds(.microseconds(12_001)) == 13)
        #expect(WindowHost.milliseconds(.seconds(1)) == 1000)
        #expect(WindowHost.milliseconds(.seconds(10_000_000)) == Int32.max)
    }

    @Test func displayIsAvailableWithANonEmptyX11OrWaylandName() {
        #expect(VideoDriver.displayIsAvailable(environment: ["DISPLAY": ":1"]))
        #expect(VideoDriver.displayIsAvailable(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!VideoDriver.displayIsAvailable(environment: ["DISPLAY": ""]))
        #expect(!VideoDriver.displayIsAvailable(environment: [:]))
    }
}
