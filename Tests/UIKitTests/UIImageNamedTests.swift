import Foundation
import Testing
import UIKit

/// `UIImage(named:in:compatibleWith:)` with names UIKit treats specially: empty, and with a scale suffix.
@Suite struct UIImageNamedTests {
    /// A bundle folder holding `icon.png`, `icon@2x.png` and `icon@3x.png`: a star drawn 10, 20 and 30
    /// points wide, so that each file has its own pixel width.
    static func makeBundle() throws -> (bundle: Bundle, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] {
            let png = try #require(try star(scale: scale).pngData())
            try png.write(to: folder.appendingPathComponent("icon\(suffix).png"))
        }
        return (try #require(Bundle(url: folder)), folder)
    }

    static func star(scale: Int) throws -> UIImage {
        let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(10 * scale))
        return try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
    }

    /// The width in pixels of the file for `scale`.
    static func fileWidth(scale: Int) throws -> CGFloat {
        let png = try #require(try star(scale: scale).pngData())
        return try #require(UIImage(data: png)).size.width
    }

    static func pixelWidth(_ image: UIImage?) -> CGFloat? {
        image.map { $0.size.width * $0.scale }
    }

    @Test(arguments: ["", ".png", "@2x", "@3x.png"])
    func aNameWithoutAFileNameIsNil(name: String) throws {
        let (bundle, folder) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(UIImage(named: name, in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: name, in: bundle, compatibleWith: UITraitCollection(displayScale: 2)) == nil)
    }

    @Test(arguments: [("icon@2x", 2), ("icon@3x", 3), ("icon@2x.png", 2), ("icon@3x.png", 3)])
    func aScaleInTheNameLoadsThatFileAtThatScale(name: String, scale: Int) throws {
        let (bundle, folder) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        for displayScale in [1.0, 2, 3] {
            let image = UIImage(named: name, in: bundle, compatibleWith: UITraitCollection(displayScale: displayScale))
            #expect(image?.scale == CGFloat(scale))
            #expect(Self.pixelWidth(image) == (try Self.fileWidth(scale: scale)))
        }
    }

    @Test func aNameWithoutScalePicksTheFileForTheDisplay() throws {
        let (bundle, folder) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        for scale in [1, 2, 3] {
            let image = UIImage(
                named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: CGFloat(scale)))
            #expect(image?.scale == CGFloat(scale))
            #expect(Self.pixelWidth(image) == (try Self.fileWidth(scale: scale)))
        }
    }
}
