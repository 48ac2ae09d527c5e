import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

/// `UIWindow.writePNG` reports a window it cannot render as an error, as it reports a path it
/// cannot write.
@MainActor
@Suite struct WindowExportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-export-\(UUID().uuidString)")

    func window(_ size: CGSize) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootView = UIView()
        window.rootView?.backgroundColor = .systemTeal
        return window
    }

    @Test func aWindowIsWrittenAtItsDevicesScaleOrTheOneGiven() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("window.png")
        try window(CGSize(width: 40, height: 30)).writePNG(to: url, scale: 2)
        let written = try Bitmap(contentsOf: url)
        #expect(written.width == 80 && written.height == 60)
    }

    @Test(arguments: [
        (CGSize(width: 1e7, height: 1e7), 1.0), (CGSize(width: 40, height: 30), 0),
        (CGSize(width: 40, height: 30), .nan),
    ])
    func aWindowWithoutPixelsCairoCanHoldThrowsAndWritesNothing(size: CGSize, scale: CGFloat) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("window.png")
        let error = #expect(throws: GraphicsError.self) { try window(size).writePNG(to: url, scale: scale) }
        guard case .invalidCanvas(let reportedSize, _, _) = error else {
            Issue.record("expected .invalidCanvas, got \(String(describing: error))")
            return
        }
        #expect(reportedSize == size)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
