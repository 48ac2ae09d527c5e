import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AvatarViewTests {
    @Test func initialsTakeTheFirstLettersOfTwoWords() {
        #expect(AvatarView.initials(of: "Lin Yue") == "LY")
        #expect(AvatarView.initials(of: "ada lovelace byron") == "AL")
        #expect(AvatarView.initials(of: "林悦") == "林")
        #expect(AvatarView.initials(of: "  Grace   Hopper ") == "GH")
        #expect(AvatarView.initials(of: "madonna") == "M")
    }

    @Test func blankNamesHaveNoInitials() {
        #expect(AvatarView.initials(of: "") == "")
        #expect(AvatarView.initials(of: "   ") == "")
    }

    @Test func thePlaceholderColourIsStablePerName() {
        #expect(AvatarView.placeholderColor(for: "Lin Yue") == AvatarView.placeholderColor(for: "Lin Yue"))
        let sum = "AB".unicodeScalars.reduce(0) { $0 + Int($1.value) }  // 131 → 131 % 7 = 5: teal
        #expect(sum % 7 == 5)
        #expect(AvatarView.placeholderColor(for: "AB") == .systemTeal)
    }

    @Test func renamingUpdatesInitialsColourAndLabel() {
        let avatar = AvatarView(name: "Lin Yue")
        avatar.name = "AB"
        #expect(avatar.initialsText == "A")
        #expect(avatar.backgroundColor == .systemTeal)
        #expect(avatar.accessibilityLabel == "AB")
    }

    @Test func cornersAreACircleOrAFixedRadius() {
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40), name: "Lin Yue")
        avatar.layoutIfNeeded()
        #expect(avatar.layer.cornerRadius == 20)
        avatar.cornerStyle = .rounded(4)
        avatar.layoutIfNeeded()
        #expect(avatar.layer.cornerRadius == 4)
        avatar.cornerStyle = .rounded(100)  // never more than a circle
        avatar.layoutIfNeeded()
        #expect(avatar.layer.cornerRadius == 20)
        #expect(avatar.clipsToBounds)
    }

    @Test func anImageHidesTheInitials() {
        let avatar = AvatarView(name: "Lin Yue", image: UIImage(icon: Icon(.person), pointSize: 24))
        let initials = avatar.subviews.compactMap { $0 as? UILabel }.first
        let picture = avatar.subviews.compactMap { $0 as? UIImageView }.first
        #expect(initials?.isHidden == true)
        #expect(picture?.isHidden == false)
        avatar.image = nil
        #expect(initials?.isHidden == false)
        #expect(picture?.isHidden == true)
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Initials at 32, 48 and 64 points; a CJK name; a rounded-square avatar; an icon image.
    func gallery() -> UIView {
        let small = AvatarView(frame: CGRect(x: 0, y: 0, width: 32, height: 32), name: "Lin Yue")
        let medium = AvatarView(frame: CGRect(x: 0, y: 0, width: 48, height: 48), name: "Ada Lovelace")
        let large = AvatarView(frame: CGRect(x: 0, y: 0, width: 64, height: 64), name: "林悦")
        let square = AvatarView(frame: CGRect(x: 0, y: 0, width: 64, height: 64), name: "Grace Hopper")
        square.cornerStyle = .rounded(4)
        let icon = AvatarView(
            frame: CGRect(x: 0, y: 0, width: 64, height: 64), name: "Someone",
            image: UIImage(icon: Icon(.person), pointSize: 64))
        let views: [UIView] = [small, medium, large, square, icon]
        let panel = UIView()
        panel.backgroundColor = .systemBackground
        var x: CGFloat = 16
        for view in views {
            view.frame.origin = CGPoint(x: x, y: 16 + (64 - view.frame.height) / 2)
            panel.addSubview(view)
            x += view.frame.width + 16
        }
        panel.frame = CGRect(x: 0, y: 0, width: x, height: 96)
        return panel
    }
}
