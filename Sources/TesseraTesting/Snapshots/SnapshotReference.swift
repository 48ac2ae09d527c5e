public import Foundation
import Synchronization
public import TesseraGraphics

/// Where a snapshot's reference PNG lives, and what happened when a rendering was checked
/// against it.
///
/// References sit beside the test file: `__Snapshots__/<TestFile>/<testName>.<n>.png`, where `n`
/// counts the assertions in one test (1, 2, …) or is replaced by an explicit name.
///
/// For example, checking a rendering by hand (what `assertSnapshot` does):
/// ```swift
/// let reference = SnapshotReference(filePath: #filePath, testName: "card", name: nil, index: 1)
/// switch reference.check(bitmap, tolerance: .default, mode: .current) {
/// case .matched, .recorded: break
/// default: Issue.record("card does not match \(reference.url.path)")
/// }
/// ```
public struct SnapshotReference: Hashable, Sendable {
    /// The reference PNG.
    public let url: URL
    /// Folder for the actual and diff images of a failure.
    public let artifactsDirectory: URL

    /// The outcome of one check.
    public enum Outcome: Hashable, Sendable {
        /// The rendering matches the reference.
        case matched(ImageDiff)
        /// No reference existed; the rendering was written as the new one.
        case recorded
        /// The reference was overwritten (record mode `all`).
        case rerecorded
        /// No reference exists and the record mode forbids writing one.
        case missing
        /// The rendering differs; the actual and diff images were written to the given files.
        case mismatched(ImageDiff, actual: URL, diff: URL?)
        /// The view could not be rendered (an invalid scale or size), or the reference or an
        /// artifact could not be read or written.
        case failed(GraphicsError)
    }

    /// The reference for the `index`-th assertion (1-based) or `name` of test `testName` in the
    /// test file at `filePath`.
    public init(filePath: String, testName: String, name: String?, index: Int, artifactsRoot: URL? = nil) {
        let testFile = URL(fileURLWithPath: filePath)
        let fileStem = testFile.deletingPathExtension().lastPathComponent
        let leaf = "\(Self.sanitize(testName)).\(name.map(Self.sanitize) ?? String(index)).png"
        url = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem).appendingPathComponent(leaf)
        let root = artifactsRoot ?? Self.defaultArtifactsRoot(near: testFile)
        artifactsDirectory = root.appendingPathComponent(fileStem)
    }

    /// Checks `actual` against the reference under `mode`, writing files as the mode allows.
    public func check(_ actual: Bitmap, tolerance: ImageTolerance, mode: RecordMode) -> Outcome {
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: url.path)
        do {
            if mode == .all || (!exists && mode == .missing) {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.writePNG(to: url)
                return exists ? .rerecorded : .recorded
            }
            guard exists else { return .missing }
            let data = try Data(contentsOf: url)
            let reference = try Bitmap(pngData: data)
            let diff = ImageDiff(reference: reference, actual: actual, tolerance: tolerance)
            if diff.matches { return .matched(diff) }
            try fileManager.createDirectory(at: artifactsDirectory, withIntermediateDirectories: true)
            let stem = url.deletingPathExtension().lastPathComponent
            let actualURL = artifactsDirectory.appendingPathComponent("\(stem).actual.png")
            try actual.writePNG(to: actualURL)
            var diffURL: URL?
            if let diffImage = ImageDiff.image(reference: reference, actual: actual, tolerance: tolerance) {
                let target = artifactsDirectory.appendingPathComponent("\(stem).diff.png")
                try diffImage.writePNG(to: target)
                diffURL = target
            }
            return .mismatched(diff, actual: actualURL, diff: diffURL)
        } catch let error as GraphicsError {
            return .failed(error)
        } catch {
            return .failed(.unwritablePath(url, reason: error.localizedDescription))
        }
    }

    /// `TESSERA_ARTIFACTS` when set, else `.build/snapshot-failures` in the package holding the test.
    static func defaultArtifactsRoot(near testFile: URL) -> URL {
        if let custom = ProcessInfo.processInfo.environment["TESSERA_ARTIFACTS"], !custom.isEmpty {
            return URL(fileURLWithPath: custom)
        }
        var directory = testFile.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.appendingPathComponent(".build/snapshot-failures")
            }
            directory = directory.deletingLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshot-failures")
    }

    /// Keeps letters, digits, `-` and `_`; every other run of characters becomes one `-`.
    static func sanitize(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "snapshot" : result
    }
}

/// Counts assertions per test so each gets its own numbered reference.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    /// The next 1-based index for `key` (file path + test name).
    static func next(for key: String) -> Int {
        counts.withLock { counts in
            let next = (counts[key] ?? 0) + 1
            counts[key] = next
            return next
        }
    }
}
