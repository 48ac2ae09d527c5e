public import Foundation

/// Why a notification request was refused by ``LocalNotificationCenter/add(_:)``. Each case carries
/// the value at fault.
public enum NotificationError: Error, Hashable, Sendable {
    /// The app is not authorized to post notifications; carries the current status (call
    /// ``LocalNotificationCenter/requestAuthorization()`` first).
    case notAuthorized(ServiceAuthorization)
    /// A request whose identifier is empty (possible only for a request decoded or built around
    /// ``NotificationRequest/init(identifier:content:trigger:)``'s check).
    case emptyIdentifier
    /// Content whose badge is negative (``NotificationContent/badge`` was set after creation).
    case negativeBadge(Int)
    /// Content whose title and body are both empty: there would be nothing to show.
    case emptyContent
    /// A time-interval trigger whose seconds are zero, negative, NaN, infinite or over
    /// ``NotificationTrigger/maximumTimeInterval`` (100 years).
    case invalidTimeInterval(TimeInterval)
    /// A repeating time-interval trigger under ``NotificationTrigger/minimumRepeatingInterval`` (60 s).
    case repeatingIntervalTooShort(TimeInterval)
    /// A calendar trigger whose date components set no field (every request would match every instant).
    case emptyDateComponents
    /// A calendar trigger whose components match no date after now: a date in the past, a date
    /// that does not exist (30 February), or out-of-range values (hour 25).
    case noMatchingDate(DateComponents)
    /// A region trigger that asks for neither entry nor exit.
    case regionWithoutEvents(CircularRegion)
    /// A region trigger was added but the center monitors no region events
    /// (``LocalNotificationCenter/monitorRegions(_:)`` was not called), so it could never fire.
    case regionMonitoringUnavailable(CircularRegion)
}
