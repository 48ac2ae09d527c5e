import Foundation
import TesseraGraphics
import Testing

@testable import TesseraTesting

@Suite struct SnapshotReferenceTests {
    let directory: URL = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-snapshot-tests-\(UUID().uuidString)")

    func reference(name: String? = nil, index: Int = 1) -> SnapshotReference {
        SnapshotReference(
            filePath: directory.appendingPathComponent("CardTests.swift").path, testName: "cardInDark()",
            name: name, index: index, artifactsRoot: directory.appendingPathComponent("artifacts"))
    }

    @Test func referencePathFollowsTheConvention() {
        #expect(reference().url.path.hasSuffix("__Snapshots__/CardTests/cardInDark.1.png"))
        #expect(reference(name: "iPhone 15 / dark").url.lastPathComponent == "cardInDark.iPhone-15-dark.png")
        #expect(reference().artifactsDirectory.lastPathComponent == "CardTests")
    }

    @Test func missingReferenceIsRecordedThenMatches() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = Bitmap(width: 4, height: 4, scale: 1, fill: .blue)
        #expect(reference().check(image, tolerance: .default, mode: .missing) == .recorded)
        #expect(FileManager.default.fileExists(atPath: reference().url.path))
        guard case .matched = reference().check(image, tolerance: .default, mode: .missing) else {
            Issue.record("expected a match")
            return
        }
    }

    @Test func neverModeReportsMissingAndWritesNothing() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = Bitmap(width: 4, height: 4, scale: 1, fill: .blue)
        #expect(reference().check(image, tolerance: .default, mode: .never) == .missing)
        #expect(!FileManager.default.fileExists(atPath: reference().url.path))
    }

    @Test func mismatchWritesActualAndDiffImages() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = reference().check(Bitmap(width: 4, height: 4, scale: 1, fill: .blue), tolerance: .default, mode: .all)
        let outcome = reference().check(
            Bitmap(width: 4, height: 4, scale: 1, fill: .red), tolerance: .default, mode: .missing)
        guard case .mismatched(let diff, let actual, let diffURL) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(diff.differingPixelCount == 16)
        #expect(FileManager.default.fileExists(atPath: actual.path))
        #expect(diffURL.map { FileManager.default.fileExists(atPath: $0.path) } == true)
        #expect(outcome.failureMessage(reference: reference())?.contains("16 pixels") == true)
    }

    @Test func recordAllOverwrites() {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = reference().check(Bitmap(width: 4, height: 4, scale: 1, fill: .blue), tolerance: .default, mode: .missing)
        #expect(
            reference().check(Bitmap(width: 4, height: 4, scale: 1, fill: .red), tolerance: .default, mode: .all)
                == .rerecorded)
    }

    @Test func corruptReferenceFailsWithATypedError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = reference().url
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: url)
        guard
            case .failed(.invalidImageData) = reference().check(
                Bitmap(width: 1, height: 1, scale: 1), tolerance: .default, mode: .missing)
        else {
            Issue.record("expected invalidImageData")
            return
        }
    }

    @Test func namesAreSanitised() {
        #expect(SnapshotReference.sanitize("labelWraps()") == "labelWraps")
        #expect(SnapshotReference.sanitize("a b//c") == "a-b-c")
        #expect(SnapshotReference.sanitize("!!!") == "snapshot")
        #expect(SnapshotReference.sanitize("中文 名字") == "中文-名字")
    }
}
