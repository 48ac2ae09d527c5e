import Foundation
import Testing

@testable import TesseraUI

/// `UIDevice`'s battery, read from a directory laid out as `/sys/class/power_supply` is.
@MainActor
@Suite("Power supply")
struct PowerSupplyTests {
    /// A fresh directory holding `supplies` (name → attribute → contents), passed to `body` and
    /// removed afterwards.
    private func withSupplies(_ supplies: [String: [String: String]], _ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-power-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, attributes) in supplies {
            let supply = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: supply, withIntermediateDirectories: true)
            for (attribute, contents) in attributes {
                try Data(contents.utf8).write(to: supply.appendingPathComponent(attribute))
            }
        }
        try body(root)
    }

    private func device(reading directory: URL) -> UIDevice {
        let device = UIDevice()
        device.powerSupplyDirectory = directory
        device.isBatteryMonitoringEnabled = true
        return device
    }

    @Test func aLaptopOnBattery() throws {
        try withSupplies([
            "AC": ["type": "Mains\n", "online": "0\n"],
            "BAT0": ["type": "Battery\n", "capacity": "57\n", "status": "Discharging\n"],
            "hidpp_battery_0": [
                "type": "Battery\n", "scope": "Device\n", "capacity": "5\n", "status": "Discharging\n",
            ],
        ]) { directory in
            let device = device(reading: directory)
            #expect(device.batteryLevel == 0.57)
            #expect(device.batteryState == .unplugged)
            device.isBatteryMonitoringEnabled = false
            #expect(device.batteryLevel == -1)
            #expect(device.batteryState == .unknown)
        }
    }

    @Test(arguments: [
        ("Charging", "80", UIDevice.BatteryState.charging), ("Full", "100", .full),
        ("Not charging", "80", .charging), ("Not charging", "100", .full), ("Unknown", "42", .unknown),
        ("", "42", .unknown),
    ])
    func states(status: String, capacity: String, expected: UIDevice.BatteryState) throws {
        try withSupplies(["BAT1": ["type": "Battery", "capacity": capacity, "status": status]]) { directory in
            #expect(device(reading: directory).batteryState == expected)
        }
    }

    @Test func theFirstBatteryByName() throws {
        try withSupplies([
            "BAT1": ["type": "Battery", "capacity": "20", "status": "Charging"],
            "BAT0": ["type": "Battery", "capacity": "90", "status": "Discharging"],
        ]) { directory in
            #expect(device(reading: directory).batteryLevel == 0.9)
        }
    }

    @Test func aDesktopWithoutABattery() throws {
        try withSupplies(["AC": ["type": "Mains", "online": "1"]]) { directory in
            let device = device(reading: directory)
            #expect(device.batteryLevel == -1)
            #expect(device.batteryState == .unknown)
        }
        let missing = device(reading: URL(fileURLWithPath: "/nonexistent/power_supply"))
        #expect(missing.batteryLevel == -1)
    }

    @Test(arguments: ["", "abc", "-5", "101", "57.5", "9999999999999999999999", String(repeating: "7", count: 1 << 20)])
    func malformedCapacityReadsAsNoBattery(_ capacity: String) throws {
        try withSupplies(["BAT0": ["type": "Battery", "capacity": capacity, "status": "Charging"]]) { directory in
            let device = device(reading: directory)
            #expect(device.batteryLevel == -1)
            #expect(device.batteryState == .unknown)
        }
    }

    @Test func aNamedPipeIsNotWaitedFor() throws {
        try withSupplies(["BAT0": ["type": "Battery", "status": "Charging"]]) { directory in
            let pipe = directory.appendingPathComponent("BAT0/capacity")
            #expect(mkfifo(pipe.path, 0o600) == 0)
            #expect(device(reading: directory).batteryLevel == -1)  // returns: no writer is waited for
        }
    }

    @Test func invalidUTF8ReadsAsNoBattery() throws {
        try withSupplies(["BAT0": ["type": "Battery", "status": "Charging"]]) { directory in
            try Data([0x35, 0xFF, 0x0A]).write(to: directory.appendingPathComponent("BAT0/capacity"))
            #expect(device(reading: directory).batteryLevel == -1)
        }
    }
}
