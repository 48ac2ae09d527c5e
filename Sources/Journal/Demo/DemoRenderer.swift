public import Foundation
public import Tessera

/// Renders the journal's screens headless to PNG files — what `make demo` runs.
@MainActor
public struct DemoRenderer {
    /// One rendered screen.
    public struct Screenshot: Hashable, Sendable {
        public var url: URL
        public var device: DevicePreset
        public var appearance: UserInterfaceStyle
    }

    public var outputDirectory: URL
    public var devices: [DevicePreset]
    public var appearances: [UserInterfaceStyle]

    public init(
        outputDirectory: URL, devices: [DevicePreset] = [.iPhone15, .iPhoneSE],
        appearances: [UserInterfaceStyle] = [.light, .dark]
    ) {
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.appearances = appearances
    }

    /// The home screen on every device in every appearance.
    /// - Throws: `CocoaError` when the output folder cannot be created, `GraphicsError` when a PNG
    ///   cannot be written.
    public func renderHomeScreens() throws -> [Screenshot] {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var screenshots: [Screenshot] = []
        for device in devices {
            for appearance in appearances {
                let window = Window(device: device, traits: TraitCollection(userInterfaceStyle: appearance))
                window.theme = JournalTheme()
                let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
                window.rootViewController = JournalHomeViewController(model: HomeViewModel(repository: repository))
                let url = outputDirectory.appendingPathComponent("home-\(device.slug)-\(appearance.name).png")
                try window.writePNG(to: url)
                screenshots.append(Screenshot(url: url, device: device, appearance: appearance))
            }
        }
        return screenshots
    }
}

extension UserInterfaceStyle {
    /// "light", "dark" or "system", for file names.
    var name: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .unspecified: "system"
        }
    }
}
