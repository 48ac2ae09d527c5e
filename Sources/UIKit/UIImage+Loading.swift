import Foundation
import TesseraGraphics
import TesseraImage

/// UIImage's loading initialisers and JPEG encoding, which need the image decoder of `TesseraImage`
/// (gdk-pixbuf): PNG and JPEG, with the decoder's checks (decompression-bomb limit of 50 megapixels,
/// truncated files). As in UIKit, data that cannot be decoded gives nil; `ImageDecoder` says why.
///
/// For example:
/// ```swift
/// let logo = UIImage(named: "logo")                 // logo@3x.png, @2x or logo.png in Bundle.main
/// let icon = UIImage(named: "star", in: .module, compatibleWith: nil)
/// let photo = UIImage(data: jpegBytes)              // scale 1
/// let thumb = photo?.jpegData(compressionQuality: 0.8)
/// ```
extension UIImage {
    /// The image encoded in `data` (PNG or JPEG) at scale 1, or nil when it cannot be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` (PNG or JPEG) with `scale` pixels per point (a value ≤ 0 or not
    /// finite counts as 1), or nil when it cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        guard let bitmap = try? ImageDecoder().decode(data, options: DecodingOptions(scale: scale)) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The image in the file at `path` (PNG or JPEG), or nil when it cannot be read or decoded. The
    /// scale comes from the file name, as in UIKit: "icon@2x.png" is 2, "icon@3x.png" 3, others 1.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(data: data, scale: CGFloat(Self.scale(statedIn: base) ?? 1))
    }

    /// The scale a file name without its extension states: 3 for "icon@3x", 2 for "icon@2x", nil
    /// for "icon".
    private static func scale(statedIn base: String) -> Int? {
        base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : nil
    }

    /// The image called `name` in the app's main bundle, for the display scale of
    /// `UITraitCollection.current` (see `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image called `name` among the resources of `bundle` (nil: `Bundle.main`; a package
    /// target's own images are in `Bundle.module`), or nil when there is none.
    ///
    /// `name` is a file name with its extension, or without one for PNG ("logo" finds logo.png,
    /// "photo.jpg" finds photo.jpg). Of the files "name@3x", "name@2x" and "name", the one for the
    /// display scale of `traitCollection` (or of `UITraitCollection.current` when nil or
    /// unspecified) is taken, else the nearest larger one, else the nearest smaller one; the image's
    /// scale is that of the file. A name that states its scale ("logo@2x") loads that file only, at
    /// that scale, as `init(contentsOfFile:)` does. An empty name gives nil, as in UIKit. Asset
    /// catalogs are not read (they are compiled by Xcode and not shipped on Linux).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let bundle = bundle ?? .main
        let given = traitCollection?.displayScale ?? 0
        let wanted = Int((given > 0 ? given : UITraitCollection.current.displayScale).rounded())
        let pathExtension = (name as NSString).pathExtension
        let base = pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        // Bundle takes an empty resource name for any file with the extension.
        guard !base.isEmpty else { return nil }
        let scales = [1, 2, 3].sorted { first, second in
            // Exact first, then larger ones nearest first, then smaller ones nearest first.
            func rank(_ scale: Int) -> Int {
                scale == wanted ? 0 : scale > wanted ? scale - wanted : 10 + wanted - scale
            }
            return rank(first) < rank(second)
        }
        let candidates: [(resource: String, scale: Int)] =
            if let stated = Self.scale(statedIn: base) { [(base, stated)] } else {
                scales.map { scale in (scale == 1 ? base : "\(base)@\(scale)x", scale) }
            }
        for (resource, scale) in candidates {
            guard
                let url = bundle.url(
                    forResource: resource, withExtension: pathExtension.isEmpty ? "png" : pathExtension),
                let data = try? Data(contentsOf: url)
            else { continue }
            self.init(data: data, scale: CGFloat(scale))
            return
        }
        return nil
    }

    /// The image encoded as JPEG (`renderedBitmap()`, alpha dropped), or nil for an empty image or
    /// when encoding fails.
    ///
    /// - Parameter compressionQuality: 0 (smallest) … 1 (best quality).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        try? renderedBitmap()?.jpegData(compressionQuality: Double(compressionQuality))
    }
}
