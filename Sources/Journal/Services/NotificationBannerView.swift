public import Foundation
public import Tessera

/// The in-app notification banner: the newest of `InAppNotificationDelivery.banners` as a card at the
/// top of the screen (title, body, a close button), when the desktop does not show notifications.
/// A tap on the card or on × dismisses it; it also goes away by itself after ``displayDuration`` on
/// the window's clock.
///
/// The root controller installs it over its content:
/// ```swift
/// NotificationBannerView.install(in: self)
/// ```
/// The view fills its superview but only the card takes touches; with no banner it is hidden.
/// Accessibility identifiers: "banner" (the card), "banner.close".
@MainActor
public final class NotificationBannerView: UIView {
    /// How long a banner stays up, in seconds of the window's clock.
    public static let displayDuration: Duration = .seconds(6)

    public let banners: InAppNotificationDelivery
    /// The notification shown, nil when hidden.
    public private(set) var shownNotification: DeliveredNotification?
    /// The card: icon, title, body and close button.
    public let card = UIView()
    public let titleLabel = UILabel(textStyle: .headline)
    public let bodyLabel = UILabel(textStyle: .subheadline)
    public let closeButton: UIButton
    private let iconTile = IconTileView()
    private var dismissTimer: (any Cancellable)?

    private static let margin: CGFloat = 8
    private static let padding = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 4)
    private static let iconSize: CGFloat = 28

    public init(banners: InAppNotificationDelivery) {
        self.banners = banners
        var close = UIButton.Configuration.plain()
        close.image = UIImage(icon: Icon(.close), pointSize: 18)
        closeButton = UIButton(configuration: close)
        super.init(frame: .zero)
        isHidden = true
    }

    /// Adds a banner view for the services' in-app banners to `root`'s view; nil (nothing added)
    /// when the root's environment has no services.
    @discardableResult
    public static func install(in root: JournalRootViewController) -> NotificationBannerView? {
        guard let services = root.environment.services else { return nil }
        let view = NotificationBannerView(banners: services.banners)
        root.view.addSubview(view)
        return view
    }

    override public func buildHierarchy() {
        for view in [iconTile, titleLabel, bodyLabel, closeButton] as [UIView] { card.addSubview(view) }
        addSubview(card)
    }

    override public func configureViews() {
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        // The colour carries the opacity (shadowOpacity 1) so the pixels match the Tessera `Shadow`
        // this card was designed with exactly; 0.18 as a Float opacity would round differently.
        card.layer.shadowColor = UIColor(white: 0, alpha: 0.18).cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        card.accessibilityIdentifier = "banner"
        card.accessibilityTraits = .button
        iconTile.show(Icon(.book), pointSize: 18, on: JournalPalette.avatarBackground)
        titleLabel.numberOfLines = 2
        bodyLabel.numberOfLines = 4
        closeButton.accessibilityIdentifier = "banner.close"
        closeButton.accessibilityLabel = "关闭 Close"
    }

    override public func setUpEvents() {
        closeButton.addAction(UIAction { [weak self] _ in self?.dismissShown() }, for: .touchUpInside)
        card.onTapGesture { [weak self] in self?.dismissShown() }
    }

    override public func bindData() {
        Binding.observe(banners, \.banners) { [weak self] banners in self?.show(banners.last) }.store(in: lifetime)
    }

    override public func themeDidChange() {
        card.backgroundColor = theme.secondaryGroupedBackground
        titleLabel.textColor = theme.label
        bodyLabel.textColor = theme.secondaryLabel
        closeButton.tintColor = theme.secondaryLabel
    }

    private func show(_ notification: DeliveredNotification?) {
        guard notification != shownNotification else { return }
        shownNotification = notification
        dismissTimer?.cancel()
        dismissTimer = nil
        guard let notification else {
            isHidden = true
            return
        }
        titleLabel.text = notification.request.content.title
        let content = notification.request.content
        bodyLabel.text = [content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: "\n")
        card.accessibilityLabel = [content.title, bodyLabel.text ?? ""].joined(separator: ", ")
        isHidden = false
        superview?.bringSubviewToFront(self)
        if let clock = window?.clock {
            let identifier = notification.id
            dismissTimer = clock.schedule(at: clock.now + Self.displayDuration) { [weak self] in
                self?.banners.dismiss(identifier)
            }
        }
        setNeedsLayout()
    }

    private func dismissShown() {
        guard let shownNotification else { return }
        banners.dismiss(shownNotification.id)
    }

    /// Only the card takes touches; the rest of the screen stays usable.
    override public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event), hit !== self else { return nil }
        return hit
    }

    override public func layoutSubviews() {
        let width = min(bounds.width - 2 * Self.margin, 500)
        let padding = Self.padding
        let closeSize: CGFloat = 44
        let textX = padding.left + Self.iconSize + 10
        let textWidth = max(0, width - textX - closeSize - padding.right)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let bodyHeight =
            bodyLabel.text?.isEmpty == false
            ? bodyLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height : 0
        titleLabel.frame = CGRect(x: textX, y: padding.top, width: textWidth, height: titleHeight)
        bodyLabel.frame = CGRect(x: textX, y: titleLabel.frame.maxY + 2, width: textWidth, height: bodyHeight)
        let height = max(bodyLabel.frame.maxY + padding.bottom, closeSize)
        card.frame = CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: safeAreaInsets.top + Self.margin, width: width, height: height
        )
        iconTile.frame = CGRect(x: padding.left, y: padding.top, width: Self.iconSize, height: Self.iconSize)
        closeButton.frame = CGRect(x: width - closeSize - padding.right, y: 0, width: closeSize, height: closeSize)
    }
}
