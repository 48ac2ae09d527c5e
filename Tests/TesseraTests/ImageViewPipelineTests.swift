import Foundation
import Tessera
import Testing

@MainActor @Suite struct ImageViewPipelineTests {
    let loader = GatedDataLoader()
    let pipeline: ImagePipeline
    let grey = Bitmap(width: 2, height: 2, fill: .gray)
    let red = URL(string: "https://images.test/red.png")!
    let blue = URL(string: "https://images.test/blue.png")!

    init() throws {
        pipeline = ImagePipeline(configuration: .init(dataLoader: loader))
        loader.serve(try Bitmap(width: 40, height: 20, fill: .red).pngData(), at: red)
        loader.serve(try Bitmap(width: 40, height: 20, fill: .blue).pngData(), at: blue)
    }

    /// Loads `url` into `view` and waits for the completion.
    func load(_ url: URL, into view: UIImageView, placeholder: Bitmap? = nil, failureImage: Bitmap? = nil)
        async -> Result<ImageResponse, ImagePipeline.Error>
    {
        await withCheckedContinuation { continuation in
            view.setImage(with: url, pipeline: pipeline, placeholder: placeholder, failureImage: failureImage) {
                continuation.resume(returning: $0)
            }
        }
    }

    /// The red, green, blue, alpha bytes at the centre of the view's image.
    func centerPixel(of view: UIImageView) -> [UInt8]? {
        guard let bitmap = view.image?.bitmap else { return nil }
        return bitmap.rgba(atX: bitmap.width / 2, y: bitmap.height / 2)
    }

    @Test func showsThePlaceholderThenTheImageDecodedAtTheViewsPixelSize() async throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentMode = .scaleAspectFit
        loader.serve(try Bitmap(width: 40, height: 20, fill: .red).pngData(), at: red, gated: true)
        view.setImage(with: red, pipeline: pipeline, placeholder: grey)
        #expect(view.image?.bitmap == grey)
        loader.open(red)
        _ = await load(red, into: view)  // a second load of the same URL joins the first
        let bitmap = try #require(view.image?.bitmap)
        #expect(bitmap.width == 10)
        #expect(bitmap.height == 5)
        #expect(loader.requestCount(red) == 1)
    }

    @Test func aReusedViewNeverShowsTheImageOfItsPreviousRow() async throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        loader.serve(try Bitmap(width: 40, height: 20, fill: .red).pngData(), at: red, gated: true)
        let old = try #require(view.setImage(with: red, pipeline: pipeline, placeholder: grey))
        while loader.requestCount(red) == 0 { await Task.yield() }
        // The cell is configured for another row before the first image arrives.
        let result = await load(blue, into: view, placeholder: grey)
        #expect(old.isCancelled)
        #expect((try? result.get()) != nil)
        loader.open(red)
        for _ in 0..<50 { await Task.yield() }
        #expect(centerPixel(of: view) == [0, 0, 255, 255])
    }

    @Test func aNilURLCancelsTheLoadAndShowsThePlaceholder() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        loader.serve(try Bitmap(width: 40, height: 20, fill: .red).pngData(), at: red, gated: true)
        let task = try #require(view.setImage(with: red, pipeline: pipeline))
        #expect(view.setImage(with: nil, pipeline: pipeline, placeholder: grey) == nil)
        #expect(task.isCancelled)
        #expect(view.image?.bitmap == grey)
    }

    @Test func aFailureShowsTheFailureImageAndALaterCallRetries() async throws {
        let missing = URL(string: "https://images.test/later.png")!
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let failure = Bitmap(width: 1, height: 1, fill: .black)
        let first = await load(missing, into: view, placeholder: grey, failureImage: failure)
        #expect(throws: ImagePipeline.Error.httpStatus(404, missing)) { try first.get() }
        #expect(view.image?.bitmap == failure)
        loader.serve(try Bitmap(width: 40, height: 20, fill: .red).pngData(), at: missing)
        let second = await load(missing, into: view, placeholder: grey, failureImage: failure)
        #expect((try? second.get()) != nil)
        #expect(centerPixel(of: view) == [255, 0, 0, 255])
    }

    @Test func aMemoryCacheHitIsShownAtOnceWithoutThePlaceholder() async throws {
        let first = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        _ = await load(red, into: first)
        let second = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(second.setImage(with: red, pipeline: pipeline, placeholder: grey) == nil)
        #expect(centerPixel(of: second) == [255, 0, 0, 255])
        #expect(loader.requestCount(red) == 1)
    }

    @Test func aViewWithoutASizeGetsTheFullImage() async throws {
        let view = UIImageView()
        _ = await load(blue, into: view)
        #expect(view.image?.size == CGSize(width: 40, height: 20))
    }
}
