public import Foundation
public import TesseraGraphics

/// A round picture of a person: their image, or their initials on a colour when there is none.
///
/// For example:
/// ```swift
/// let avatar = AvatarView(name: "Lin Yue")   // shows "LY"
/// avatar.frame.size = CGSize(width: 32, height: 32)
/// ```
@MainActor
open class AvatarView: View {
    /// The person's name; its initials show when there is no image.
    open var name: String { didSet { initialsLabel.text = Self.initials(of: name) } }
    /// The photo; nil shows the initials.
    open var image: Image? {
        didSet {
            imageView.image = image
            imageView.isHidden = image == nil
            initialsLabel.isHidden = image != nil
        }
    }

    private let imageView = ImageView()
    private let initialsLabel = Label()

    public init(frame: CGRect = .zero, name: String, image: Image? = nil) {
        self.name = name
        super.init(frame: frame)
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        initialsLabel.textAlignment = .center
        initialsLabel.textColor = .white
        initialsLabel.text = Self.initials(of: name)
        backgroundColor = Self.placeholderColor(for: name)
        addSubview(imageView)
        addSubview(initialsLabel)
        accessibilityLabel = name
        accessibilityTraits = .image
        defer { self.image = image }
    }

    override open func layoutSubviews() {
        cornerRadius = min(bounds.width, bounds.height) / 2
        imageView.frame = bounds
        initialsLabel.font = .system(size: max(1, (bounds.height * 0.4).rounded()), weight: .semibold)
        initialsLabel.frame = bounds
    }

    /// Up to two initials: the first letters of the first two words ("Lin Yue" → "LY"), or the
    /// first character for a single word or CJK name ("林悦" → "林").
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        if words.count >= 2 { return words.prefix(2).compactMap(\.first).map(String.init).joined().uppercased() }
        return name.first.map { String($0).uppercased() } ?? ""
    }

    /// A stable colour from a small palette, picked by the name's Unicode scalars.
    public static func placeholderColor(for name: String) -> Color {
        let palette: [Color] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal, .systemIndigo]
        let sum = name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
        return palette[sum % palette.count]
    }
}
