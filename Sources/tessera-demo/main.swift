import Foundation
import Journal
import Tessera

/// `tessera-demo [--out DIR] [--window]`: renders the journal's screens to PNG files and prints
/// their paths; with `--window`, shows the home screen in a window instead (headless rendering to
/// DIR when no display is found).
@MainActor
func runDemo() -> Int32 {
    var arguments = CommandLine.arguments.dropFirst()
    var output = "out/demo"
    var opensWindow = false
    while let argument = arguments.popFirst() {
        switch argument {
        case "--out":
            guard let value = arguments.popFirst() else {
                FileHandle.standardError.write(Data("tessera-demo: --out needs a directory\n".utf8))
                return 64
            }
            output = value
        case "--window":
            opensWindow = true
        case "--help", "-h":
            print("usage: tessera-demo [--out DIR] [--window]")
            print("  --out DIR   render the journal screens to DIR (default out/demo)")
            print("  --window    show the journal in a window (F2 toggles dark mode); without a display,")
            print("              render to DIR instead")
            return 0
        default:
            FileHandle.standardError.write(Data("tessera-demo: unknown argument \(argument)\n".utf8))
            return 64
        }
    }
    if opensWindow {
        guard VideoDriver.displayIsAvailable() else {
            print("tessera-demo: no display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering headless to \(output)")
            return renderScreens(to: output)
        }
        do {
            try showWindow()
            return 0
        } catch {
            print("tessera-demo: \(error); rendering headless to \(output)")
            return renderScreens(to: output)
        }
    }
    return renderScreens(to: output)
}

/// Renders the home screens to PNG files and prints their paths.
@MainActor
func renderScreens(to output: String) -> Int32 {
    do {
        let renderer = DemoRenderer(outputDirectory: URL(fileURLWithPath: output))
        for screenshot in try renderer.renderHomeScreens() {
            print("\(screenshot.device.name), \(screenshot.appearance): \(screenshot.url.path)")
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("tessera-demo: \(error)\n".utf8))
        return 1
    }
}

/// Shows the home screen in an iPhone 15-sized, resizable window until it is closed.
/// - Throws: `HostError` when no window can be opened on the display; the journal's store errors
///   when the data directory is unusable.
@MainActor
func showWindow() throws {
    let window = Window(device: .iPhone15)
    window.theme = JournalTheme()
    let repository = try JournalRepository(directory: JournalApp.defaultDataDirectory)
    window.rootViewController = JournalHomeViewController(model: HomeViewModel(repository: repository))
    let host = try WindowHost(window: window, configuration: WindowHost.Configuration(title: "Tessera Journal"))
    print("tessera-demo: showing the journal — F2 toggles dark mode; close the window (or Ctrl-C) to quit")
    host.run()
}

exit(MainActor.assumeIsolated { runDemo() })
