import Foundation
import FuzzDriver
import TesseraGraphics
import TesseraImage

/// Image bytes from the network or disk: sniffed, decoded at full size and downsampled (a small
/// pixel budget keeps each run fast and checks the size-header guard), and read as a PNG bitmap.
runFuzzer { data in
    _ = ImageFormat(sniffing: data)
    let decoder = ImageDecoder(maximumPixelCount: 1 << 18)
    _ = try? decoder.decode(data)
    _ = try? decoder.decode(data, options: DecodingOptions(targetPixelSize: CGSize(width: 16, height: 16), scale: 2))
    _ = try? Bitmap(pngData: data)
}
