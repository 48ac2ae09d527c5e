public import Foundation
public import Tessera

/// A floating pill that says what was deleted, with an Undo button.
@MainActor
public final class UndoBannerView: View {
    private let label = Label()
    public let undoButton: Button

    public var message: String {
        get { label.text ?? "" }
        set { label.text = newValue }
    }

    public override init(frame: CGRect = .zero) {
        var undo = Button.Configuration.plain()
        undo.title = "撤销 Undo"
        undo.baseForegroundColor = Color(light: Color(rgb: 0xFFB38A), dark: Color(rgb: 0xFF8A4C))
        undoButton = Button(configuration: undo)
        super.init(frame: frame)
        backgroundColor = Color(light: Color(rgb: 0x2C2C2E), dark: Color(rgb: 0x3A3A3C))
        cornerRadius = 22
        shadow = Shadow(color: Color(white: 0, alpha: 0.25), offset: CGSize(width: 0, height: 4), blurRadius: 12)
        label.font = .system(size: 14, weight: .medium)
        label.textColor = .white
        undoButton.accessibilityIdentifier = "undo"
        addSubview(label)
        addSubview(undoButton)
    }

    override public func layoutSubviews() {
        let buttonWidth = undoButton.intrinsicContentSize.width
        undoButton.frame = CGRect(x: bounds.width - buttonWidth - 6, y: 0, width: buttonWidth, height: bounds.height)
        label.frame = CGRect(x: 18, y: 0, width: undoButton.frame.minX - 24, height: bounds.height)
    }
}
