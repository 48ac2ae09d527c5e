import Foundation
import TesseraTesting
import Testing
import UIKit

@MainActor
@Suite("UIDevice")
struct UIDeviceUIKitTests {
    @Test func answersForTheKeyWindowsDevice() {
        let pad = UIWindow(device: .iPad10)
        pad.makeKeyAndVisible()
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.name == pad.screen.device.name)

        let phone = UIWindow(device: .iPhone15)
        phone.makeKeyAndVisible()
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.localizedModel == "iPhone")
        #expect(UIDevice.current.name == "iPhone 15")

        let desktop = UIWindow(device: .desktop)
        desktop.makeKey()
        #expect(UIDevice.current.userInterfaceIdiom == .mac)
        #expect(UIDevice.current.model == "Mac")
        #expect(UIDevice.current === UIDevice.current)
        _ = (pad, phone, desktop)
    }

    @Test func theSystemIsLinux() throws {
        #expect(UIDevice.current.systemName == "Linux")
        let parts = UIDevice.current.systemVersion.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
        #expect(try #require(Int(parts[0])) >= 3)
        #expect(UIDevice.current.isMultitaskingSupported)
    }

    @Test func orientationIsKnownOnlyWhileTracked() {
        let window = UIWindow(device: .iPhone15)
        window.makeKeyAndVisible()
        let device = UIDevice()
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(device.orientation == .landscapeLeft)
        #expect(device.orientation.isLandscape && device.orientation.isValidInterfaceOrientation)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeLeft)  // one begin still stands
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()  // one too many does nothing
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    @Test func theBatteryIsUnknownUntilMonitored() {
        let device = UIDevice()
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
    }

    @Test func hapticFeedbackIsAcceptedWithoutAnEngine() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .heavy)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}
