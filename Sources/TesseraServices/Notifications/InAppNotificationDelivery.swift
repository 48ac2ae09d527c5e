public import Observation

/// Delivers notifications inside the app: an observable list of banners the app's UI draws (on top of
/// the window, say) and an `AsyncStream` of every notification presented.
///
/// TesseraServices draws nothing itself; a view binds to ``banners`` and calls ``dismiss(_:)`` when the
/// user closes one or its display time is over:
/// ```swift
/// let banners = InAppNotificationDelivery()
/// Binding.observe(banners, \.banners) { bannerView.show($0.last) }.store(in: lifetime)
/// for await notification in banners.presentations() { tracker.log("banner", notification.id) }
/// ```
///
/// Main actor, like the UI that reads it.
@MainActor
@Observable
public final class InAppNotificationDelivery: NotificationDelivering {
    /// The banners currently up, oldest first, at most ``maximumBannerCount``. A notification
    /// delivered again under the same request identifier moves to the end with its new content.
    public private(set) var banners: [DeliveredNotification] = []

    /// How many banners stay up at once; delivering one more drops the oldest. ≥ 1.
    public let maximumBannerCount: Int

    /// How many notifications were delivered in total, dismissed or not.
    public private(set) var deliveredCount = 0

    @ObservationIgnored private let broadcast = AsyncBroadcast<DeliveredNotification>()
    @ObservationIgnored private var activationHandler: (@MainActor (String) -> Void)?

    /// - Precondition: `maximumBannerCount` ≥ 1.
    public init(maximumBannerCount: Int = 3) {
        precondition(
            maximumBannerCount >= 1,
            "InAppNotificationDelivery needs room for at least one banner, got \(maximumBannerCount)")
        self.maximumBannerCount = maximumBannerCount
    }

    /// Every notification delivered after this call, in order. Each call makes an independent stream;
    /// it ends when the delivery is deinitialised.
    public func presentations() -> AsyncStream<DeliveredNotification> {
        broadcast.makeStream()
    }

    /// Adds a banner; never throws.
    public func deliver(_ notification: DeliveredNotification) {
        banners.removeAll { $0.id == notification.id }
        banners.append(notification)
        if banners.count > maximumBannerCount {
            banners.removeFirst(banners.count - maximumBannerCount)
        }
        deliveredCount += 1
        broadcast.send(notification)
    }

    /// Removes the banners of these request identifiers; unknown identifiers are ignored. Main actor.
    public func withdraw(identifiers: Set<String>) {
        banners.removeAll { identifiers.contains($0.id) }
    }

    public func setActivationHandler(_ handler: @escaping @MainActor (String) -> Void) {
        activationHandler = handler
    }

    /// The user tapped the banner for this request identifier: it comes down and the center hears
    /// that the notification was opened (its delegate's `notificationCenter(_:didReceive:)`).
    /// Unknown identifiers are ignored.
    public func open(_ identifier: String) {
        guard banners.contains(where: { $0.id == identifier }) else { return }
        dismiss(identifier)
        activationHandler?(identifier)
    }

    /// Takes down the banner for this request identifier (the user closed it or it timed out).
    public func dismiss(_ identifier: String) {
        banners.removeAll { $0.id == identifier }
    }

    /// Takes down every banner.
    public func dismissAll() {
        banners.removeAll()
    }
}
