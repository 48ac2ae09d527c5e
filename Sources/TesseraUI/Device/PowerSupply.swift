import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The system battery as Linux describes it under `/sys/class/power_supply`: one directory per
/// supply, with `type` ("Battery", "Mains", …), `scope` ("Device" for a mouse's or a headset's
/// battery), `capacity` (percent) and `status` ("Charging", "Discharging", "Full", "Not charging").
struct PowerSupply: Equatable {
    /// 0…1.
    var level: Float
    var state: UIDevice.BatteryState

    /// The first system battery under `directory` in name order (BAT0 before BAT1), or nil when
    /// there is none or its files cannot be read as the kernel writes them.
    static func battery(in directory: URL) -> PowerSupply? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() {
            let supply = directory.appendingPathComponent(name)
            guard attribute("type", of: supply) == "Battery", attribute("scope", of: supply) != "Device" else {
                continue
            }
            guard let percent = attribute("capacity", of: supply).flatMap({ Int($0) }), (0...100).contains(percent)
            else { return nil }
            return PowerSupply(
                level: Float(percent) / 100, state: state(attribute("status", of: supply), percent: percent))
        }
        return nil
    }

    private static func state(_ status: String?, percent: Int) -> UIDevice.BatteryState {
        switch status {
        case "Discharging": .unplugged
        case "Charging": .charging
        case "Full": .full
        // Plugged in but held below full (a charge limit): UIKit reports such a device as charging.
        case "Not charging": percent == 100 ? .full : .charging
        default: .unknown
        }
    }

    /// The first line of a sysfs attribute file, read without blocking and at most 64 bytes; nil
    /// for a missing file, anything but a regular file, or text that is not UTF-8.
    private static func attribute(_ name: String, of supply: URL) -> String? {
        let descriptor = open(supply.appendingPathComponent(name).path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0, let text = String(validating: bytes[..<count], as: UTF8.self) else { return nil }
        return text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }
}
