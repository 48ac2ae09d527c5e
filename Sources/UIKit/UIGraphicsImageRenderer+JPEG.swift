import Foundation
import TesseraUI

extension UIGraphicsImageRenderer {
    /// The image `actions` draw, as JPEG (quality 0…1); empty data where the image would be empty.
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
