import Foundation
import Journal
import JournalDemo
import Tessera

/// `tessera-demo [--out DIR] [--data DIR] [--toggles URL] [--window [--device NAME]] [--write-icons DIR]`
///
/// Without `--window`: runs the scripted demo session headless (UI driver, test clock) and writes one
/// screenshot per step plus `summary.md` to DIR (default `out/demo`). With `--window`: boots the journal
/// and shows it in a window until it is closed (the headless session when no display is found).
struct DemoArguments {
    var output = "out/demo"
    var data: String?
    var toggles: URL?
    var opensWindow = false
    var iconDirectory: String?
    /// The device the window shows the journal as (`--device`).
    var device = DevicePreset.desktop

    static let usage = """
        usage: tessera-demo [--out DIR] [--data DIR] [--toggles URL] [--window [--device NAME]] [--write-icons DIR]
          --out DIR      write the demo session's screenshots and summary.md to DIR (default out/demo)
          --data DIR     keep the journal's database, settings and analytics in DIR; the session then
                         continues from what is there (default: a fresh OUT/data for the session — erased
                         first, and only if it holds nothing but a journal — the XDG data directory for
                         --window)
          --toggles URL  fetch remote feature toggles from URL (JSON object of booleans)
          --window       show the journal in a window (F2 toggles dark mode)
          --device NAME  the window's device: desktop (default; no phone status bar) or a phone or
                         tablet preset by its slug, e.g. iphone-15, iphone-se-3rd-gen, ipad-10th-gen
          --write-icons DIR
                         write the app icon (SVG and PNG sizes, as packaging/icons holds them) to DIR
        """

    /// Parses the arguments; nil after printing the usage (`--help`) or an error (exit status in `status`).
    static func parse(_ arguments: [String], status: inout Int32) -> DemoArguments? {
        var result = DemoArguments()
        var rest = arguments[...]
        func value(for flag: String) -> String? {
            guard let value = rest.popFirst(), !value.hasPrefix("--"), !value.isEmpty else {
                FileHandle.standardError.write(Data("tessera-demo: \(flag) needs a value\n\(usage)\n".utf8))
                return nil
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--out":
                guard let output = value(for: argument) else {
                    status = 64
                    return nil
                }
                result.output = output
            case "--data":
                guard let data = value(for: argument) else {
                    status = 64
                    return nil
                }
                result.data = data
            case "--toggles":
                guard let text = value(for: argument) else {
                    status = 64
                    return nil
                }
                guard let url = URL(string: text), let scheme = url.scheme, ["http", "https", "file"].contains(scheme)
                else {
                    FileHandle.standardError.write(
                        Data("tessera-demo: --toggles needs an http(s) or file URL, got \(text)\n".utf8))
                    status = 64
                    return nil
                }
                result.toggles = url
            case "--window":
                result.opensWindow = true
            case "--write-icons":
                guard let directory = value(for: argument) else {
                    status = 64
                    return nil
                }
                result.iconDirectory = directory
            case "--device":
                guard let name = value(for: argument) else {
                    status = 64
                    return nil
                }
                guard
                    let device = DevicePreset.all.first(where: {
                        $0.slug == name || ($0 == .desktop && name == "desktop")
                    })
                else {
                    let names = DevicePreset.all.map(\.slug).joined(separator: ", ")
                    FileHandle.standardError.write(
                        Data("tessera-demo: unknown device \(name); one of: desktop, \(names)\n".utf8))
                    status = 64
                    return nil
                }
                result.device = device
            case "--help", "-h":
                print(usage)
                status = 0
                return nil
            default:
                FileHandle.standardError.write(Data("tessera-demo: unknown argument \(argument)\n\(usage)\n".utf8))
                status = 64
                return nil
            }
        }
        return result
    }
}

/// Runs the scripted session and prints where its files went.
@MainActor
func runSession(_ arguments: DemoArguments) async -> Int32 {
    let output = URL(fileURLWithPath: arguments.output)
    let data = arguments.data.map { URL(fileURLWithPath: $0) } ?? output.appendingPathComponent("data")
    let session = DemoSession(
        outputDirectory: output, dataDirectory: data, startsFresh: arguments.data == nil,
        remoteTogglesURL: arguments.toggles)
    do {
        for (index, step) in try await session.run().enumerated() {
            print("\(index + 1). \(step.name): \(step.summary)\n   \(step.screenshot.path)")
        }
        print("summary: \(output.appendingPathComponent("summary.md").path)")
        return 0
    } catch {
        report(error, context: "demo session (out: \(output.path), data: \(data.path))")
        return 1
    }
}

/// Prints `error` on standard error in one readable line: Foundation's file errors by their localized
/// description (their default description is an NSError dump), others as they describe themselves.
func report(_ error: any Error, context: String) {
    let text = (error as? CocoaError)?.localizedDescription ?? "\(error)"
    FileHandle.standardError.write(Data("tessera-demo: \(context): \(text)\n".utf8))
}

/// Boots the journal and shows it in a resizable window of the chosen device (a desktop window by
/// default) until it is closed.
@MainActor
func showWindow(_ arguments: DemoArguments) async throws {
    let data = arguments.data.map { URL(fileURLWithPath: $0) } ?? JournalApp.defaultDataDirectory
    let launch = try await JournalBoot.run(
        JournalLaunchOptions(dataDirectory: data, remoteTogglesURL: arguments.toggles))
    let window = UIWindow(device: arguments.device)
    window.theme = JournalTheme()
    let root = JournalRootViewController(launch: launch)
    window.rootViewController = root
    let host = try WindowHost(
        window: window,
        configuration: WindowHost.Configuration(title: "Tessera Journal", applicationID: JournalAppIcon.applicationID))
    // F2 changes the journal's own (saved) appearance setting, not only the window.
    host.onAppearanceToggle = { [weak root] style in root?.setAppearance(style) }
    print("tessera-demo: showing the journal from \(data.path) — F2 toggles dark mode; close the window to quit")
    // Async code does not run on the main thread here, so the host's blocking `run()` is not for it:
    // turn the loop one frame at a time, letting main-actor work run in between.
    while await host.run(turns: 1, timeout: .milliseconds(16)) == 1 {}
    host.close()
}

@MainActor
func runDemo() async -> Int32 {
    var status: Int32 = 0
    guard let arguments = DemoArguments.parse(Array(CommandLine.arguments.dropFirst()), status: &status) else {
        return status
    }
    if let directory = arguments.iconDirectory {
        do {
            try JournalAppIcon.write(to: URL(fileURLWithPath: directory))
            print("tessera-demo: wrote the app icon to \(directory)")
            return 0
        } catch {
            report(error, context: "cannot write the app icon to \(directory)")
            return 1
        }
    }
    guard arguments.opensWindow else { return await runSession(arguments) }
    guard VideoDriver.displayIsAvailable() else {
        // The scripted session writes an entry and changes settings: never on the journal --data names.
        print(
            "tessera-demo: no display found (DISPLAY and WAYLAND_DISPLAY are unset); running the headless session in \(arguments.output)"
        )
        var headless = arguments
        headless.data = nil
        return await runSession(headless)
    }
    do {
        try await showWindow(arguments)
        return 0
    } catch {
        report(error, context: "cannot show the journal")
        return 1
    }
}

exit(await runDemo())
