import Foundation
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraUI

/// A sample screen laid out only with constraints: anchors, layout guides (safe area, margins and a
/// custom readable column), the SnapKit-style DSL, the chained DSL and stack views. Text uses
/// Dynamic Type styles; at accessibility sizes the profile row turns into a column and the stats row
/// hides (the stack collapses it), and the paragraph gives way first when room runs out.
@MainActor
final class TripSummaryScreen: UIView {
    let titleLabel = UILabel(text: "旅行 Trips", textStyle: .largeTitle)
    let subtitleLabel = UILabel(text: "3 upcoming · 12 places saved", textStyle: .subheadline)
    let card = UIView()
    let avatar = UIView()
    let initials = UILabel(text: "LM")
    let nameLabel = UILabel(text: "Li Mei 李梅", textStyle: .headline)
    let detailLabel = UILabel(text: "Hangzhou → Kyoto, 14–21 April", textStyle: .subheadline)
    let followButton: UIButton
    let stats = UIStackView()
    let bodyLabel = UILabel(textStyle: .body)
    let profileRow = UIStackView()
    let content = UIStackView()
    let actions = UIStackView()
    let column = UILayoutGuide(identifier: "readableColumn")

    init() {
        var follow = UIButton.Configuration.tinted()
        follow.title = "Follow"
        followButton = UIButton(configuration: follow)
        super.init(frame: .zero)  // runs the setup hooks below
    }

    override func buildHierarchy() {
        addLayoutGuide(column)
        for view in [titleLabel, subtitleLabel, content, actions] { addSubview(view) }
        for view in [card, stats, bodyLabel] { content.addArrangedSubview(view) }
        avatar.addSubview(initials)
        let texts = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        texts.axis = .vertical
        texts.spacing = 2
        for view in [avatar, texts, followButton] { profileRow.addArrangedSubview(view) }
        profileRow.spacing = 12
        card.addSubview(profileRow)
        profileRow.layout.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
        for (value, caption) in [("12", "places"), ("4", "cities"), ("8 d", "days away")] {
            let valueLabel = UILabel(text: value, textStyle: .title2)
            let captionLabel = UILabel(text: caption, textStyle: .caption1)
            captionLabel.textColor = .secondaryLabel
            for label in [valueLabel, captionLabel] { label.textAlignment = .center }
            let item = UIStackView(arrangedSubviews: [valueLabel, captionLabel])
            item.axis = .vertical
            item.alignment = .center
            stats.addArrangedSubview(item)
        }
        let share = UIButton(configuration: .gray())
        share.configuration?.title = "Share"
        let book = UIButton(configuration: .filled())
        book.configuration?.title = "Book trip"
        actions.addArrangedSubview(share)
        actions.addArrangedSubview(book)
    }

    override func configureViews() {
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        subtitleLabel.textColor = .secondaryLabel
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 28
        initials.textColor = .white
        initials.font = .systemFont(ofSize: 20, weight: .semibold)  // the avatar keeps its size at every text size
        nameLabel.numberOfLines = 0
        detailLabel.numberOfLines = 0
        detailLabel.textColor = .secondaryLabel
        stats.distribution = .fillEqually
        stats.spacing = 8
        content.axis = .vertical
        content.spacing = 20
        bodyLabel.numberOfLines = 0
        bodyLabel.textColor = .label
        bodyLabel.text =
            "Spring in Kyoto: temples at dawn, tea in Uji, and the philosopher's path under the "
            + "cherry trees. 春天的京都：清晨的寺庙、宇治的茶，还有樱花树下的哲学之道。"
        actions.distribution = .fillEqually
        actions.spacing = 12
    }

    override func makeLayout() {
        // A readable column: as wide as the margins, at most 560 points, centred.
        let wide = column.widthAnchor.constraint(equalTo: layoutMarginsGuide.widthAnchor)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            column.widthAnchor.constraint(lessThanOrEqualToConstant: 560),
            column.centerXAnchor.constraint(equalTo: centerXAnchor),
            column.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            wide,
        ])

        // Anchors.
        for label in [titleLabel, subtitleLabel] { label.translatesAutoresizingMaskIntoConstraints = false }
        titleLabel.numberOfLines = 0
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: column.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            subtitleLabel.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor),
        ])

        // The SnapKit-style DSL.
        avatar.layout.makeConstraints { make in make.size.equalTo(CGSize(width: 56, height: 56)) }
        initials.layout.makeConstraints { make in make.center.equalToSuperview() }
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        followButton.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)  // the texts take extra width
        for label in [nameLabel, detailLabel] {
            label.setContentCompressionResistancePriority(.required, for: .vertical)
        }
        // The paragraph gives way first when the screen runs out of room, down to nothing.
        bodyLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        bodyLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true

        // The chained DSL (the stack views arrange their own subviews).
        content.below(of: subtitleLabel, space: 20).leadingAnchor(0.to(column)).trailingAnchor(0.to(column))
            // bottom <= actions.top − 12
            .bottomAnchor(AnchorValue(12).from(actions).orLess.priority(.required)).build()
        actions.leadingAnchor(0.to(column)).trailingAnchor(0.to(column))
            .bottomAnchor(AnchorValue(0).to(column).priority(.required)).build()
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        profileRow.axis = large ? .vertical : .horizontal
        profileRow.alignment = large ? .leading : .center
        stats.isHidden = large
    }
}

@MainActor
@Suite struct AutoLayoutSnapshotTests {
    @Test(arguments: DevicePreset.all)
    func sampleScreenOnEveryDevice(device: DevicePreset) {
        // Keep the large screens' references small: 1 pixel per point there.
        let scale: CGFloat? = device.isTablet || device == .desktop ? 1 : nil
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            for contentSize in [UIContentSizeCategory.large, .accessibilityExtraLarge] {
                let screen = TripSummaryScreen()
                let name =
                    "\(device.slug)-\(appearance == .light ? "light" : "dark")-\(contentSize == .large ? "default" : "ax3")"
                assertSnapshot(
                    of: screen, on: device, appearance: appearance, contentSize: contentSize, scale: scale, named: name)
            }
        }
    }

    @Test func theSampleScreenIsUnambiguousAndConflictFree() {
        for device in DevicePreset.all {
            let window = UIWindow(
                device: device, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
            let screen = TripSummaryScreen()
            window.rootView = screen
            window.layoutIfNeeded()
            #expect(window.layoutEngine.brokenConstraints.isEmpty, "\(device)")
            #expect(!screen.card.hasAmbiguousLayout && !screen.bodyLabel.hasAmbiguousLayout, "\(device)")
            #expect(screen.bodyLabel.frame.height >= 0 && screen.stats.isHidden, "\(device)")
            #expect(screen.actions.frame.maxY <= device.size.height - device.safeAreaInsets.bottom, "\(device)")
            #expect(screen.column.layoutFrame.width <= 560, "\(device)")
        }
    }
}
