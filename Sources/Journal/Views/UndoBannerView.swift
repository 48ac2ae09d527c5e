public import Foundation
public import Tessera

/// A floating pill that says what was deleted, with an Undo button.
///
/// Auto Layout: the message 18 points from the leading edge and the button 6 from the trailing
/// edge, both centred vertically; the pill is at least 44 points tall and grows with its text.
@MainActor
public final class UndoBannerView: UIView {
    private let label = UILabel()
    public let undoButton: UIButton

    public var message: String {
        get { label.text ?? "" }
        set { label.text = newValue }
    }

    public override init(frame: CGRect = .zero) {
        var undo = UIButton.Configuration.plain()
        undo.title = "撤销 Undo"
        undo.baseForegroundColor = UIColor(light: UIColor(rgb: 0xFFB38A), dark: UIColor(rgb: 0xFF8A4C))
        undoButton = UIButton(configuration: undo)
        super.init(frame: frame)
        backgroundColor = UIColor(light: UIColor(rgb: 0x2C2C2E), dark: UIColor(rgb: 0x3A3A3C))
        layer.cornerRadius = 22
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 6
        label.font = .systemFont(ofSize: 14, weight: .medium)
        label.textColor = .white
        undoButton.accessibilityIdentifier = "undo"
        label.numberOfLines = 0
        addSubview(label)
        addSubview(undoButton)
        makeConstraints()
    }

    private func makeConstraints() {
        undoButton.setContentHuggingPriority(.required, for: .horizontal)
        undoButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        undoButton.layout.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-6)
            make.centerY.equalToSuperview()
            make.top.greaterThanOrEqualToSuperview()
        }
        label.layout.makeConstraints { make in
            make.leading.equalToSuperview().offset(18)
            make.trailing.lessThanOrEqualTo(undoButton.layout.leading).offset(-6)
            make.centerY.equalToSuperview()
            make.top.greaterThanOrEqualToSuperview().offset(10)
        }
        layout.makeConstraints { make in
            make.height.greaterThanOrEqualTo(44)
            make.height.equalTo(44).priority(.fittingSizeLevel)
        }
    }
}
