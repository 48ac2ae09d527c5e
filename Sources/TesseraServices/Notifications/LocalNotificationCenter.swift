public import Foundation
public import Observation
public import TesseraCore

/// Schedules local notifications and keeps the pending and delivered lists: UserNotifications'
/// `UNUserNotificationCenter` for Linux. Main actor.
///
/// ```swift
/// let banners = InAppNotificationDelivery()
/// let center = LocalNotificationCenter(
///     delivery: NotificationDelivery.automatic(applicationName: "Journal", inApp: banners).deliverer)
/// guard await center.requestAuthorization() == .authorized else { return }
/// try center.add(NotificationRequest(
///     identifier: "daily-reminder",
///     content: NotificationContent(title: "Journal", body: "How was your day?"),
///     trigger: .calendar(DateComponents(hour: 21, minute: 0), repeats: true)))
/// ```
///
/// Time comes from a ``WallClock``: in tests pair it with `TestClock` and advance days in an instant.
/// When a trigger falls due the center asks its ``delegate`` how to present the notification
/// (default: ``NotificationPresentationOptions/all``), announces it on every ``notifications()``
/// stream, then lists it, applies its badge and hands it to the ``NotificationDelivering``.
///
/// Pending requests live in memory for the life of the center; an app that must survive restarts
/// re-adds its requests at launch (adding an identifier again replaces it, so this is idempotent).
/// The center is `@Observable`: views can bind to ``badgeCount``, ``pendingRequests`` and
/// ``deliveredNotifications``.
@MainActor
@Observable
public final class LocalNotificationCenter {
    /// Whether the app may post notifications. Starts as given to `init` (usually `.notDetermined`
    /// on first launch, or the answer the app saved).
    public private(set) var authorizationStatus: ServiceAuthorization

    /// The number the app shows on its badge; set from delivered content's `badge`.
    public private(set) var badgeCount = 0

    /// Delivered notifications still listed, oldest first; at most one per request identifier (a
    /// repeating request's newest delivery replaces its previous one).
    public private(set) var deliveredNotifications: [DeliveredNotification] = []

    /// Decides how each due notification is presented; held weakly.
    @ObservationIgnored public weak var delegate: (any LocalNotificationCenterDelegate)?

    /// The zone calendar triggers are matched in when their components carry none.
    public let timeZone: TimeZone
    /// The clock trigger dates are measured and delivery dates read from.
    public let clock: WallClock

    @ObservationIgnored let delivery: any NotificationDelivering
    @ObservationIgnored let logger: Logger
    @ObservationIgnored let broadcast = AsyncBroadcast<DeliveredNotification>()
    @ObservationIgnored let lifetime = Lifetime()
    @ObservationIgnored private let authorizationHandler: @MainActor @Sendable () async -> Bool
    @ObservationIgnored private var authorizationRequest: Task<ServiceAuthorization, Never>?

    /// Requests not yet delivered (or repeating), in the order they were added.
    var pending: [PendingNotification] = []
    /// Whether ``monitorRegions(_:)`` has been called, so region triggers can fire.
    @ObservationIgnored var isMonitoringRegions = false

    /// - Parameters:
    ///   - clock: the source of dates and timers.
    ///   - delivery: shows due notifications.
    ///   - timeZone: for calendar triggers whose components have no time zone.
    ///   - authorization: the status to start from (a saved earlier answer, or `.notDetermined`).
    ///   - authorizationHandler: asked once, by the first ``requestAuthorization()`` while the status
    ///     is `.notDetermined`; `true` authorizes. Linux has no system prompt, so the app shows its
    ///     own or answers `true` (the default).
    public init(
        clock: WallClock = .system, delivery: any NotificationDelivering, timeZone: TimeZone = .current,
        authorization: ServiceAuthorization = .notDetermined,
        authorizationHandler: @escaping @MainActor @Sendable () async -> Bool = { true },
        logger: Logger = Logger(category: "notifications")
    ) {
        self.clock = clock
        self.delivery = delivery
        self.timeZone = timeZone
        self.authorizationStatus = authorization
        self.authorizationHandler = authorizationHandler
        self.logger = logger
        delivery.setActivationHandler { [weak self] identifier in self?.open(identifier) }
    }

    /// Asks the authorization handler if the status is `.notDetermined` and remembers the answer;
    /// otherwise returns the current status without asking. Concurrent calls share one question.
    @discardableResult
    public func requestAuthorization() async -> ServiceAuthorization {
        guard authorizationStatus == .notDetermined else { return authorizationStatus }
        let request =
            authorizationRequest
            ?? Task { [authorizationHandler] in
                await authorizationHandler() ? ServiceAuthorization.authorized : .denied
            }
        authorizationRequest = request
        let answer = await request.value
        if authorizationStatus == .notDetermined {
            authorizationStatus = answer
        }
        authorizationRequest = nil
        return authorizationStatus
    }

    /// Every due notification, as it falls due and before it is presented, whatever the delegate
    /// answers. Each call makes an independent stream; it ends when the center is deinitialised.
    public func notifications() -> AsyncStream<DeliveredNotification> {
        broadcast.makeStream()
    }

    /// Pending requests in the order they were added (replaced ones at their new place).
    public var pendingRequests: [NotificationRequest] {
        pending.map(\.request)
    }

    /// When the pending request `identifier` fires next; `nil` for region triggers and unknown
    /// identifiers.
    public func nextTriggerDate(forRequest identifier: String) -> Date? {
        pending.first { $0.request.identifier == identifier }?.dueDate
    }

    /// The regions of pending region triggers: the set the app's location provider must monitor.
    public var monitoredRegions: Set<CircularRegion> {
        Set(
            pending.compactMap { entry in
                if case .region(let region, _, _, _) = entry.request.trigger { region } else { nil }
            })
    }

    /// Cancels these pending requests; unknown identifiers are ignored.
    public func removePendingNotificationRequests(withIdentifiers identifiers: some Sequence<String>) {
        let identifiers = Set(identifiers)
        pending.removeAll { identifiers.contains($0.request.identifier) }
    }

    /// Cancels every pending request.
    public func removeAllPendingNotificationRequests() {
        pending.removeAll()
    }

    /// Removes these delivered notifications from the list and withdraws them from the delivery.
    public func removeDeliveredNotifications(withIdentifiers identifiers: some Sequence<String>) {
        let identifiers = Set(identifiers)
        deliveredNotifications.removeAll { identifiers.contains($0.id) }
        delivery.withdraw(identifiers: identifiers)
    }

    /// Empties the delivered list and withdraws everything shown.
    public func removeAllDeliveredNotifications() {
        let identifiers = Set(deliveredNotifications.map(\.id))
        deliveredNotifications.removeAll()
        delivery.withdraw(identifiers: identifiers)
    }

    /// Sets the badge (UserNotifications' `setBadgeCount`). Precondition: `count` ≥ 0.
    public func setBadgeCount(_ count: Int) {
        precondition(count >= 0, "Badge count cannot be negative, got \(count)")
        badgeCount = count
    }

    /// The user opened the delivered notification `identifier`: it leaves the delivered list and the
    /// delegate receives the response. Identifiers no longer listed are ignored.
    func open(_ identifier: String) {
        guard let notification = deliveredNotifications.first(where: { $0.id == identifier }) else { return }
        deliveredNotifications.removeAll { $0.id == identifier }
        delegate?.notificationCenter(self, didReceive: NotificationResponse(notification: notification))
    }

    /// Records a delivery: listed once per identifier, newest last.
    func list(_ notification: DeliveredNotification) {
        deliveredNotifications.removeAll { $0.id == notification.id }
        deliveredNotifications.append(notification)
    }
}

/// A request waiting for its trigger, with the timer that will fire it.
struct PendingNotification {
    var request: NotificationRequest
    /// When a time or calendar trigger fires next; `nil` for region triggers.
    var dueDate: Date?
    /// Cancels the timer when the entry is removed or replaced.
    var timer: AnyCancellable?
}
