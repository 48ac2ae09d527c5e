public import TesseraCore

/// Shows delivered notifications to the user: the stage after ``LocalNotificationCenter`` decides a
/// notification is due. Main actor.
///
/// Two implementations ship: ``DesktopNotificationDelivery`` (the desktop's notification server
/// through libnotify) and ``InAppNotificationDelivery`` (an observable list the app draws as banners);
/// ``NotificationDelivery/automatic(applicationName:applicationID:inApp:environment:logger:)`` picks one. Tests may supply
/// their own.
@MainActor
public protocol NotificationDelivering: AnyObject {
    /// Shows `notification`. A notification with the same request identifier as one still shown
    /// replaces it.
    /// - Throws: ``NotificationDeliveryError`` when it cannot be shown; the center logs the error and
    ///   keeps the notification in its delivered list.
    func deliver(_ notification: DeliveredNotification) throws(NotificationDeliveryError)

    /// Takes down the notifications shown for these request identifiers; unknown identifiers are
    /// ignored.
    func withdraw(identifiers: Set<String>)

    /// Sets what runs when the user opens a shown notification, with its request identifier; the
    /// center sets it once. Deliveries that cannot tell keep the default, which never calls it.
    func setActivationHandler(_ handler: @escaping @MainActor (String) -> Void)
}

extension NotificationDelivering {
    public func setActivationHandler(_ handler: @escaping @MainActor (String) -> Void) {}
}

/// The delivery the app uses, chosen once at launch.
///
/// ```swift
/// let banners = InAppNotificationDelivery()
/// let delivery = NotificationDelivery.automatic(applicationName: "Journal", inApp: banners)
/// let center = LocalNotificationCenter(delivery: delivery.deliverer)
/// // bind the window's banner view to `banners` — it stays empty when the desktop shows them
/// ```
@MainActor
public enum NotificationDelivery {
    /// Through the desktop's notification server.
    case desktop(DesktopNotificationDelivery)
    /// Inside the app's window.
    case inApp(InAppNotificationDelivery)

    /// The chosen delivery.
    public var deliverer: any NotificationDelivering {
        switch self {
        case .desktop(let desktop): desktop
        case .inApp(let inApp): inApp
        }
    }

    /// Desktop notifications when ``DesktopNotificationDelivery/init(applicationName:applicationID:environment:)``
    /// succeeds — a session bus is announced in `environment`, libnotify initialises and a
    /// notification server answers — otherwise `inApp`. Why the desktop was not chosen is logged at
    /// `info` level. `applicationID` is the desktop delivery's
    /// ``DesktopNotificationDelivery/applicationID`` (the `desktop-entry` hint).
    public static func automatic(
        applicationName: String, applicationID: String? = nil, inApp: InAppNotificationDelivery,
        environment: [String: String] = DesktopNotificationDelivery.processEnvironment,
        logger: Logger = Logger(category: "notifications")
    ) -> NotificationDelivery {
        do {
            return .desktop(
                try DesktopNotificationDelivery(
                    applicationName: applicationName, applicationID: applicationID, environment: environment))
        } catch {
            logger.info("desktop notifications unavailable, using in-app banners", metadata: ["reason": "\(error)"])
            return .inApp(inApp)
        }
    }
}
