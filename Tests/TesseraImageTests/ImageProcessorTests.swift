import Foundation
import TesseraGraphics
import Testing

@testable import TesseraImage

@Suite struct ImageProcessorTests {
    let opaque = Bitmap(width: 40, height: 20, fill: .red)

    @Test func resizeToFitKeepsTheAspectRatio() throws {
        let result = try ImageProcessor.resize(to: CGSize(width: 10, height: 10)).process(opaque)
        #expect((result.width, result.height) == (10, 5))
        #expect(result.rgba(atX: 5, y: 2) == [255, 0, 0, 255])
    }

    @Test func resizeToFillWithCropGivesTheExactSize() throws {
        let source = ImageFixtures.gradient(width: 40, height: 20)
        let result = try ImageProcessor.resize(to: CGSize(width: 10, height: 10), contentMode: .aspectFill, crop: true)
            .process(source)
        #expect((result.width, result.height) == (10, 10))
        // The centre column of the source (red ≈ 128) is the centre of the result.
        #expect(abs(Int(result.rgba(atX: 5, y: 5)[0]) - 128) <= 20)
    }

    @Test func resizeUsesPointsTimesScale() throws {
        let retina = Bitmap(width: 40, height: 20, scale: 2, fill: .blue)
        let result = try ImageProcessor.resize(to: CGSize(width: 10, height: 10)).process(retina)
        #expect((result.width, result.height) == (20, 10))
        #expect(result.scale == 2)
    }

    @Test func resizeDoesNotUpscaleUnlessAsked() throws {
        let small = Bitmap(width: 4, height: 2, fill: .green)
        #expect(try ImageProcessor.resize(to: CGSize(width: 40, height: 40)).process(small).width == 4)
        #expect(try ImageProcessor.resize(to: CGSize(width: 40, height: 40), upscale: true).process(small).width == 40)
    }

    @Test func roundedCornersClearTheCornersOnly() throws {
        let result = try ImageProcessor.roundedCorners(radius: 6).process(opaque)
        for (x, y) in [(0, 0), (39, 0), (0, 19), (39, 19)] {
            #expect(result.rgba(atX: x, y: y)[3] == 0)
        }
        #expect(result.rgba(atX: 20, y: 10) == [255, 0, 0, 255])
        #expect(result.rgba(atX: 6, y: 0)[3] == 255)
        #expect(result.rgba(atX: 0, y: 6)[3] == 255)
        // The edge pixel on the 45° diagonal is partly covered.
        let edge = result.rgba(atX: 1, y: 1)[3]
        #expect(edge == 0 || edge < 255)
        #expect(result.rgba(atX: 2, y: 2)[3] > 0)
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() throws {
        let huge = try ImageProcessor.roundedCorners(radius: 1000).process(opaque)
        let half = try ImageProcessor.roundedCorners(radius: 10).process(opaque)
        #expect(huge == half)
    }

    @Test func zeroRadiusChangesNothing() throws {
        #expect(try ImageProcessor.roundedCorners(radius: 0).process(opaque) == opaque)
    }

    @Test func circleCropsTheCentreSquareAndMasksOutsideTheCircle() throws {
        let source = ImageFixtures.gradient(width: 30, height: 20)
        let result = try ImageProcessor.circle().process(source)
        #expect((result.width, result.height) == (20, 20))
        #expect(result.rgba(atX: 0, y: 0)[3] == 0)
        #expect(result.rgba(atX: 19, y: 19)[3] == 0)
        #expect(result.rgba(atX: 10, y: 10)[3] == 255)
        #expect(result.rgba(atX: 10, y: 0)[3] > 0)  // top of the circle
        #expect(result.rgba(atX: 10, y: 10)[0] == source.rgba(atX: 15, y: 10)[0])  // centred crop
    }

    @Test func compositionAppliesInOrderAndNamesBoth() throws {
        let composed = ImageProcessor.resize(to: CGSize(width: 20, height: 20), contentMode: .aspectFill, crop: true)
            .then(.circle())
        #expect(composed.identifier == "resize(20.0x20.0,aspectFill,crop:true,upscale:false)|circle")
        let result = try composed.process(opaque)
        #expect((result.width, result.height) == (20, 20))
        #expect(result.rgba(atX: 0, y: 0)[3] == 0)
    }

    @Test func customProcessorErrorsPropagate() {
        let failing = ImageProcessor(identifier: "fail") { _ throws(ImageProcessingError) in
            throw .failed(identifier: "fail", reason: "on purpose")
        }
        #expect(throws: ImageProcessingError.failed(identifier: "fail", reason: "on purpose")) {
            try failing.process(opaque)
        }
    }
}
