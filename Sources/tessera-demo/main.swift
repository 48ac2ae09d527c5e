import Foundation
import Journal

/// `tessera-demo [--out DIR]`: renders the journal's screens to PNG files and prints their paths.
@MainActor
func runDemo() -> Int32 {
    var arguments = CommandLine.arguments.dropFirst()
    var output = "out/demo"
    while let argument = arguments.popFirst() {
        switch argument {
        case "--out":
            guard let value = arguments.popFirst() else {
                FileHandle.standardError.write(Data("tessera-demo: --out needs a directory\n".utf8))
                return 64
            }
            output = value
        case "--help", "-h":
            print("usage: tessera-demo [--out DIR]   renders the journal screens to DIR (default out/demo)")
            return 0
        default:
            FileHandle.standardError.write(Data("tessera-demo: unknown argument \(argument)\n".utf8))
            return 64
        }
    }
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

exit(MainActor.assumeIsolated { runDemo() })
