public import Foundation
public import Tessera

/// The journal's app icon — a page with lines of writing and a corner of four mosaic tiles on a
/// teal-to-indigo square — drawn with the display list, so the desktop's SVG and PNG sizes come from
/// one drawing (`tessera-demo --write-icons DIR` writes them; packaging/icons holds the result).
///
/// For example:
/// ```swift
/// let list = JournalAppIcon.displayList(size: 256)
/// try Canvas.writePNG(list, size: CGSize(width: 256, height: 256), scale: 1, to: url)
/// ```
public enum JournalAppIcon {
    /// The reverse-DNS identifier the desktop entry, the metainfo and the window class share.
    public static let applicationID = "dev.tessera.Journal"

    /// The PNG sizes desktops look for in the hicolor theme, in pixels.
    public static let pixelSizes = [16, 24, 32, 48, 64, 128, 256, 512]

    /// The icon drawn in a `size` × `size` point square (designed on a 128-point grid).
    public static func displayList(size: CGFloat) -> DisplayList {
        var list = DisplayList()
        list.scaleBy(x: size / 128, y: size / 128)
        let background = LinearGradient(
            colors: [UIColor(rgb: 0x12A4A4), UIColor(rgb: 0x3B3FB6)], start: CGPoint(x: 0, y: 8),
            end: CGPoint(x: 0, y: 120))
        list.fill(
            .roundedRect(CGRect(x: 8, y: 8, width: 112, height: 112), radius: 26, curve: .continuous),
            with: .linearGradient(background))
        list.fill(.roundedRect(CGRect(x: 30, y: 24, width: 60, height: 78), radius: 8), color: UIColor(rgb: 0xFDFBF6))
        for (index, width) in [40, 34, 38, 22].enumerated() {
            let line = CGRect(x: 40, y: 38 + CGFloat(index) * 12, width: CGFloat(width), height: 5)
            list.fill(.roundedRect(line, radius: 2.5), color: UIColor(rgb: 0xB9BCC8))
        }
        let tiles: [UInt32] = [0xF2B33D, 0xE5566B, 0x4CC38A, 0x5B8DEF]
        for (index, color) in tiles.enumerated() {
            let tile = CGRect(x: 70 + CGFloat(index % 2) * 17, y: 72 + CGFloat(index / 2) * 17, width: 15, height: 15)
            list.fill(.roundedRect(tile.insetBy(dx: -2, dy: -2), radius: 5), color: UIColor(rgb: 0x3B3FB6))
            list.fill(.roundedRect(tile, radius: 3.5), color: UIColor(rgb: color))
        }
        return list
    }

    /// Writes `<applicationID>.svg` (128 units) and `<size>x<size>/<applicationID>.png` for every
    /// ``pixelSizes`` entry into `directory`, creating the folders.
    ///
    /// - Throws: file and `GraphicsError`s.
    public static func write(to directory: URL) throws {
        let name = applicationID
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Canvas.writeSVG(
            displayList(size: 128), size: CGSize(width: 128, height: 128),
            to: directory.appendingPathComponent("\(name).svg"))
        for pixels in pixelSizes {
            let folder = directory.appendingPathComponent("\(pixels)x\(pixels)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let size = CGSize(width: pixels, height: pixels)
            try Canvas.writePNG(
                displayList(size: CGFloat(pixels)), size: size, scale: 1,
                to: folder.appendingPathComponent("\(name).png"))
        }
    }
}
