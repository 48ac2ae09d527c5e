import Testing
import UIKit

// View initialisers written as iOS code writes them: a subclass overrides `init(frame:)` (with the
// `init?(coder:)` Xcode asks for) and is then made with `MyView()` or any convenience initialiser of
// its framework class; or it declares its own `init()` without `override`.

private final class TitledView: UIView {
    let titleLabel = UILabel()
    private(set) var madeWithFrame: CGRect?

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = frame
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class DividerView: UIView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
        backgroundColor = .separator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class RoundedPillButton: UIButton {
    private(set) var initialiserRan = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        initialiserRan = true
        layer.cornerRadius = 14
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class AccentSwitch: UISwitch {
    override init(frame: CGRect) {
        super.init(frame: frame)
        onTintColor = .systemPink
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class InsetTextField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class PaddedLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class PagingScrollView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite("View initialisers as iOS code writes them")
struct ViewInitUIKitTests {
    @Test func aSubclassOverridingInitFrameIsMadeWithoutArguments() {
        let view = TitledView()
        #expect(view.madeWithFrame == .zero)
        #expect(view.subviews == [view.titleLabel])
        #expect(DividerView().frame.height == 1)
        #expect(DividerView().backgroundColor == .separator)
        #expect(UIView().frame == .zero)
    }

    @Test func controlSubclassesInheritTheirClassesConvenienceInitialisers() throws {
        #expect(RoundedPillButton().initialiserRan)
        #expect(RoundedPillButton().layer.cornerRadius == 14)
        let system = RoundedPillButton(type: .system)
        #expect(system.initialiserRan)
        #expect(system.buttonType == .system)
        let configured = RoundedPillButton(configuration: .filled())
        #expect(configured.initialiserRan)
        #expect(configured.configuration != nil)

        var tapped = 0
        let button = RoundedPillButton(
            frame: CGRect(x: 0, y: 0, width: 80, height: 28),
            primaryAction: UIAction { _ in
                tapped += 1
            })
        #expect(button.initialiserRan)
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 1)

        var toggled: [Bool] = []
        let toggle = AccentSwitch(
            frame: .zero,
            primaryAction: UIAction { action in
                toggled.append((action.sender as? UISwitch)?.isOn ?? false)
            })
        #expect(toggle.onTintColor == .systemPink)
        toggle.isOn = true
        toggle.sendActions(for: .primaryActionTriggered)
        #expect(toggled == [true])

        var returned = 0
        let field = InsetTextField(frame: .zero, primaryAction: UIAction { _ in returned += 1 })
        #expect(field.borderStyle == .roundedRect)
        field.sendActions(for: .primaryActionTriggered)
        #expect(returned == 1)
    }

    @Test func otherViewSubclassesAreMadeWithoutArguments() {
        #expect(PaddedLabel().numberOfLines == 0)
        #expect(PagingScrollView().isPagingEnabled)
        let cell = SubtitleCell()
        #expect(cell.detailTextLabel != nil)
        #expect(cell.reuseIdentifier == nil)
    }
}
