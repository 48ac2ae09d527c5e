import Testing
import UIKit

// The pre-configuration button API that older iOS code bases still use everywhere: content, title
// and image edge insets, and background images per state.

@Suite("UIButton edge insets and background images")
@MainActor
struct UIButtonEdgeInsetsUIKitTests {
    func button(title: String = "Save", image: UIImage? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        return button
    }

    @Test func contentEdgeInsetsPadTheIntrinsicSize() {
        let plain = button()
        let padded = button()
        padded.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 6, right: 4)
        let base = plain.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: base.width + 24, height: base.height + 16))
        padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
        padded.layoutIfNeeded()
        let title = padded.titleLabel!.frame
        #expect(abs(title.minX - 20) < 0.5 && abs(title.minY - 10) < 0.5)

        // A configured button keeps its configuration's insets.
        let configured = UIButton(configuration: .filled())
        configured.setTitle("Save", for: .normal)
        let before = configured.intrinsicContentSize
        configured.contentEdgeInsets = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        #expect(configured.intrinsicContentSize == before)
    }

    @Test func titleAndImageEdgeInsetsMoveThePartsButNotTheSize() {
        let star = UIImage(systemName: "star.fill")
        let plain = button(image: star)
        let moved = button(image: star)
        moved.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        moved.imageEdgeInsets = UIEdgeInsets(top: 2, left: -4, bottom: -2, right: 4)
        #expect(moved.intrinsicContentSize == plain.intrinsicContentSize)
        for button in [plain, moved] {
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.layoutIfNeeded()
        }
        let (plainTitle, movedTitle) = (plain.titleLabel!.frame, moved.titleLabel!.frame)
        #expect(abs(movedTitle.minX - (plainTitle.minX + 8)) < 0.5)
        #expect(abs(movedTitle.width - plainTitle.width) < 0.5)
        let (plainImage, movedImage) = (plain.imageView!.frame, moved.imageView!.frame)
        #expect(abs(movedImage.minX - (plainImage.minX - 4)) < 0.5)
        #expect(abs(movedImage.minY - (plainImage.minY + 2)) < 0.5)
    }

    @Test func backgroundImagesFollowTheStateAndAreDrawn() throws {
        let normal = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let pressed = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let button = button(title: "")
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.backgroundImage(for: .normal) === normal)
        #expect(button.backgroundImage(for: .disabled) === normal)  // falls back to normal
        #expect(button.currentBackgroundImage === normal)
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === pressed)
        button.isHighlighted = false

        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let drawn = UIGraphicsImageRenderer(bounds: button.bounds).pngData { _ in
            _ = button.drawHierarchy(in: button.bounds, afterScreenUpdates: true)
        }
        button.setBackgroundImage(nil, for: .normal)
        let bare = UIGraphicsImageRenderer(bounds: button.bounds).pngData { _ in
            _ = button.drawHierarchy(in: button.bounds, afterScreenUpdates: true)
        }
        #expect(drawn != bare)
    }
}
