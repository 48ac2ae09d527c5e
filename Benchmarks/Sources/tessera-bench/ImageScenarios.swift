// image/* scenarios (issue 6), timed in this process against baselines in this process:
// - image/decode/{png,jpeg}: TesseraImage's ImageDecoder (sniff, header and bomb checks, completeness
//   check, gdk-pixbuf loader, copy to straight RGBA Bitmap) vs gdk-pixbuf called directly (loader
//   write + close, pixbuf kept in gdk-pixbuf's own layout). image/decode is the two added.
// - image/memory-hit: ImagePipeline.cachedImage(for:) (cache key from the request, locked LRU lookup
//   that refreshes recency) vs a plain [URL: Bitmap] dictionary lookup, both over 100 cached images.
import CGdkPixbuf
import Foundation
import TesseraGraphics
import TesseraImage

enum ImageScenarios {
    typealias Line = BenchmarkLine

    static func run(only: String?, runs: Int) throws -> [Line] {
        var lines: [Line] = []
        let wanted = { (name: String) in only.map { name.hasPrefix($0) || $0.hasPrefix(name) } ?? true }
        if wanted("image/decode") {
            let photo = syntheticPhoto(width: 1024, height: 768)
            let png = try photo.pngData()
            let jpeg = encodeJPEG(photo, quality: 90)
            let decodePNG = try measureDecode(png, format: "png", runs: runs)
            let decodeJPEG = try measureDecode(jpeg, format: "jpeg", runs: runs)
            lines.append(
                Line(
                    name: "image/decode", ours: decodePNG.ours + decodeJPEG.ours,
                    base: decodePNG.base + decodeJPEG.base, unit: "ms"))
            lines.append(Line(name: "image/decode/png", ours: decodePNG.ours, base: decodePNG.base, unit: "ms"))
            lines.append(Line(name: "image/decode/jpeg", ours: decodeJPEG.ours, base: decodeJPEG.base, unit: "ms"))
        }
        if wanted("image/memory-hit") {
            lines.append(measureMemoryHit(runs: runs))
        }
        return lines
    }

    // MARK: - Decode

    private static func measureDecode(_ data: Data, format: String, runs: Int) throws -> (ours: Double, base: Double) {
        let decoder = ImageDecoder()
        var checksum = 0
        let iterations = 10
        var ours: [Double] = []
        var base: [Double] = []
        for run in 0...runs {
            // Alternate which side goes first so drift in machine load hits both alike.
            let oursFirst = run % 2 == 0
            var mine = 0.0
            var theirs = 0.0
            for side in oursFirst ? [0, 1] : [1, 0] {
                let start = ContinuousClock.now
                for _ in 0..<iterations {
                    if side == 0 {
                        let bitmap = try decoder.decode(data)
                        checksum &+= Int(bitmap.pixels[bitmap.pixels.count / 2])
                    } else {
                        checksum &+= decodeWithGdkPixbuf(data, format: format)
                    }
                }
                let elapsed = seconds(ContinuousClock.now - start) * 1e3 / Double(iterations)
                if side == 0 { mine = elapsed } else { theirs = elapsed }
            }
            if run > 0 {
                ours.append(mine)
                base.append(theirs)
            }
        }
        FileHandle.standardError.write(Data("image/decode/\(format) checksum \(checksum)\n".utf8))
        return (median(ours), median(base))
    }

    /// The baseline: what an app calling gdk-pixbuf itself would do to get decoded pixels.
    private static func decodeWithGdkPixbuf(_ data: Data, format: String) -> Int {
        var error: UnsafeMutablePointer<GError>?
        let loader = gdk_pixbuf_loader_new_with_type(format, &error)!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        data.withUnsafeBytes { bytes in
            _ = gdk_pixbuf_loader_write(
                loader, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error)
        }
        _ = gdk_pixbuf_loader_close(loader, &error)
        let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader)!
        let pixels = gdk_pixbuf_read_pixels(pixbuf)!
        return Int(pixels[Int(gdk_pixbuf_get_rowstride(pixbuf)) * Int(gdk_pixbuf_get_height(pixbuf)) / 2])
    }

    /// A photo-like test image: smooth colour gradients with seeded noise (pure gradients compress and
    /// decode unrealistically fast).
    private static func syntheticPhoto(width: Int, height: Int) -> Bitmap {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var pixels = [UInt8](repeating: 255, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = Int(state >> 60) - 8
                let index = 4 * (y * width + x)
                pixels[index] = UInt8(clamping: x * 255 / width + noise)
                pixels[index + 1] = UInt8(clamping: y * 255 / height + noise)
                pixels[index + 2] = UInt8(clamping: (x + y) * 127 / (width + height) + 64 + noise)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func encodeJPEG(_ bitmap: Bitmap, quality: Int) -> Data {
        var rgb = [UInt8]()
        rgb.reserveCapacity(3 * bitmap.width * bitmap.height)
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            rgb.append(contentsOf: bitmap.pixels[index..<index + 3])
        }
        return rgb.withUnsafeBufferPointer { bytes in
            let pixbuf = gdk_pixbuf_new_from_data(
                bytes.baseAddress, GDK_COLORSPACE_RGB, 0, 8, Int32(bitmap.width), Int32(bitmap.height),
                Int32(3 * bitmap.width), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let key = strdup("quality")
            let value = strdup("\(quality)")
            defer {
                free(key)
                free(value)
            }
            var keys: [UnsafeMutablePointer<CChar>?] = [key, nil]
            var values: [UnsafeMutablePointer<CChar>?] = [value, nil]
            precondition(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error) != 0)
            defer { g_free(buffer) }
            return Data(bytes: buffer!, count: Int(size))
        }
    }

    // MARK: - Memory hit

    private static func measureMemoryHit(runs: Int) -> Line {
        let pipeline = ImagePipeline(configuration: .init(imageCache: ImageCache(costLimit: 64 << 20)))
        let requests = (0..<100).map { ImageRequest(url: URL(string: "https://images.example.com/photo/\($0).jpg")!) }
        let bitmap = Bitmap(width: 16, height: 16, fill: .red)
        var dictionary: [URL: Bitmap] = [:]
        for request in requests {
            pipeline.configuration.imageCache?[request.cacheKey] = bitmap
            dictionary[request.url] = bitmap
        }
        let urls = requests.map(\.url)
        let lookups = 100_000
        var checksum = 0
        var ours: [Double] = []
        var base: [Double] = []
        for run in 0...runs {
            var start = ContinuousClock.now
            for index in 0..<lookups {
                checksum &+= pipeline.cachedImage(for: requests[index % 100])?.width ?? 0
            }
            let mine = seconds(ContinuousClock.now - start) * 1e9 / Double(lookups)
            start = ContinuousClock.now
            for index in 0..<lookups {
                checksum &+= dictionary[urls[index % 100]]?.width ?? 0
            }
            let theirs = seconds(ContinuousClock.now - start) * 1e9 / Double(lookups)
            if run > 0 {
                ours.append(mine)
                base.append(theirs)
            }
        }
        FileHandle.standardError.write(Data("image/memory-hit checksum \(checksum)\n".utf8))
        return Line(name: "image/memory-hit", ours: median(ours), base: median(base), unit: "ns")
    }

    // MARK: - Helpers

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
