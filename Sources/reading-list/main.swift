import Foundation
import ReadingList
import TesseraCore
import TesseraHost
import TesseraTesting
import UIKit

/// `reading-list [--out DIR] [--window]`
///
/// The UIKit example app (Sources/ReadingList, plain iOS code) on Linux. Without `--window`: drives it
/// headless — the list, a book's detail, the add form filled in, the list with the new book, and the
/// list in dark mode — and writes one screenshot per step to DIR (default `out/demo/reading-list`).
/// With `--window`: shows it in a window until the window is closed.
let usage = """
    usage: reading-list [--out DIR] [--window]
      --out DIR   write the screenshots of the scripted tour to DIR (default out/demo/reading-list)
      --window    show the app in a window (F2 toggles dark mode)
    """

@MainActor
func tour(into output: URL) throws {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let clock = TestClock()
    let window = UIWindow(device: .iPhone15)
    window.clock = clock
    window.rootViewController = ReadingListApp.makeRootViewController()
    let driver = UIDriver(window: window, clock: clock)
    var count = 0
    func shot(_ name: String) throws {
        try driver.settle()
        count += 1
        let url = output.appendingPathComponent(String(format: "%02d-%@.png", count, name))
        try window.writePNG(to: url)
        print("\(count). \(name): \(url.path)")
    }
    try shot("list")
    try driver.tapRow(at: IndexPath(row: 0, section: 0), in: try driver.find(UITableView.self))
    try shot("detail")
    try driver.tap(label: "Reading List")  // the back button
    try shot("back-to-list")
    try driver.tap(identifier: "addBook")
    try shot("add-form")
    try driver.type("Piranesi", into: .identifier("title"))
    try driver.type("Susanna Clarke", into: .identifier("author"))
    try shot("add-form-filled")
    try driver.tap(identifier: "saveBook")
    try shot("list-with-new-book")
    window.overrideUserInterfaceStyle = .dark
    try shot("list-dark")
}

/// Runs the app as iOS does: its app delegate, and the scene delegate that makes the window (declared
/// here, as its Info.plist would on iOS).
@MainActor
func showWindow() throws {
    UIApplication.shared.declareSceneConfiguration { SceneDelegate() }
    print("reading-list: showing the app — F2 toggles dark mode; close the window to quit")
    try WindowHost.runApplication(AppDelegate(), configuration: WindowHost.Configuration(title: "Reading List"))
}

@MainActor
func main() -> Int32 {
    var output = "out/demo/reading-list"
    var opensWindow = false
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--out":
            guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
                FileHandle.standardError.write(Data("reading-list: --out needs a value\n\(usage)\n".utf8))
                return 64
            }
            output = value
        case "--window": opensWindow = true
        case "--help", "-h":
            print(usage)
            return 0
        default:
            FileHandle.standardError.write(Data("reading-list: unknown argument \(argument)\n\(usage)\n".utf8))
            return 64
        }
    }
    do {
        if opensWindow && VideoDriver.displayIsAvailable() {
            try showWindow()
        } else {
            if opensWindow { print("reading-list: no display found; writing the tour to \(output)") }
            try tour(into: URL(fileURLWithPath: output))
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("reading-list: \(error)\n".utf8))
        return 1
    }
}

exit(MainActor.assumeIsolated { main() })
