public import Foundation
public import TesseraGraphics

/// A picture of a person: their image, or their initials on a colour when there is none — the
/// component library's avatar (an image view with rounded corners).
///
/// The corners are a circle by default, or a fixed radius (`.rounded(4)` is the component
/// library's `asAvatar()`); the image fills the shape (aspect fill, clipped). Without an image the
/// initials show in white, semibold, 40 % of the height, on a colour picked from the name.
/// Changing `name` updates the initials, that colour and the accessibility label.
///
/// For example:
/// ```swift
/// let avatar = AvatarView(name: "Lin Yue")   // shows "LY"
/// avatar.frame.size = CGSize(width: 32, height: 32)
/// avatar.cornerStyle = .rounded(4)
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class AvatarView: UIView {
    /// The shape of the avatar's corners.
    public enum CornerStyle: Hashable, Sendable {
        /// Half the shorter side: a circle for a square avatar.
        case circle
        /// A fixed radius in points.
        case rounded(CGFloat)
    }

    /// The person's name; its initials show when there is no image.
    open var name: String {
        didSet {
            initialsLabel.text = Self.initials(of: name)
            backgroundColor = Self.placeholderColor(for: name)
            accessibilityLabel = name
        }
    }
    /// The photo; nil shows the initials.
    open var image: UIImage? { didSet { imageDidChange() } }
    /// Default `circle`.
    open var cornerStyle: CornerStyle = .circle { didSet { setNeedsLayout() } }

    /// The initials as shown (read-only access for tests and styling).
    public var initialsText: String? { initialsLabel.text }

    private let imageView = UIImageView()
    private let initialsLabel = UILabel()

    override class var setUpRunningClass: UIView.Type { AvatarView.self }

    public init(frame: CGRect = .zero, name: String, image: UIImage? = nil) {
        self.name = name
        self.image = image
        super.init(frame: frame)
        defer { runSetUp(after: AvatarView.self) }
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.isUserInteractionEnabled = false
        initialsLabel.textAlignment = .center
        initialsLabel.textColor = .white
        initialsLabel.isUserInteractionEnabled = false
        initialsLabel.text = Self.initials(of: name)
        backgroundColor = Self.placeholderColor(for: name)
        addSubview(imageView)
        addSubview(initialsLabel)
        isAccessibilityElement = true
        accessibilityLabel = name
        accessibilityTraits = .image
        imageDidChange()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let circle = min(bounds.width, bounds.height) / 2
        layer.cornerRadius =
            switch cornerStyle {
            case .circle: circle
            case .rounded(let radius): min(max(0, radius), circle)
            }
        imageView.frame = bounds
        initialsLabel.font = .systemFont(ofSize: max(1, (bounds.height * 0.4).rounded()), weight: .semibold)
        initialsLabel.frame = bounds
    }

    /// Shows the image, or the initials when there is none.
    private func imageDidChange() {
        imageView.image = image
        imageView.isHidden = image == nil
        initialsLabel.isHidden = image != nil
    }

    /// Up to two initials: the first letters of the first two words ("Lin Yue" → "LY"), or the
    /// first character for a single word or CJK name ("林悦" → "林"); "" for a blank name.
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        if words.count >= 2 { return words.prefix(2).compactMap(\.first).map(String.init).joined().uppercased() }
        return words.first?.first.map { String($0).uppercased() } ?? ""
    }

    /// A stable colour from a small palette, picked by the sum of the name's Unicode scalars.
    public static func placeholderColor(for name: String) -> UIColor {
        let palette: [UIColor] = [
            .systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal, .systemIndigo,
        ]
        let sum = name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
        return palette[sum % palette.count]
    }
}
