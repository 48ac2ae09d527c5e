import Foundation
import TesseraCore

extension LocalNotificationCenter {
    /// Schedules `request`, replacing a pending request with the same identifier.
    ///
    /// A time-interval trigger counts from now (``WallClock/now``); a calendar trigger fires at the
    /// next matching date after now; a region trigger waits for region events.
    ///
    /// - Throws: ``NotificationError/notAuthorized(_:)`` unless ``authorizationStatus`` is
    ///   `.authorized`; the request's ``NotificationRequest/validate()`` errors (an empty
    ///   identifier, a negative badge, no title and no body, an invalid trigger);
    ///   ``NotificationError/noMatchingDate(_:)`` when calendar components never match after now;
    ///   ``NotificationError/regionMonitoringUnavailable(_:)`` for a region trigger before
    ///   ``monitorRegions(_:)``. Nothing changes when it throws.
    public func add(_ request: NotificationRequest) throws(NotificationError) {
        guard authorizationStatus == .authorized else { throw .notAuthorized(authorizationStatus) }
        try request.validate()
        var entry = PendingNotification(request: request)
        switch request.trigger {
        case .timeInterval, .calendar:
            guard let due = request.trigger.nextTriggerDate(after: clock.now, timeZone: timeZone) else {
                if case .calendar(let components, _) = request.trigger { throw .noMatchingDate(components) }
                preconditionFailure("a valid time-interval trigger always has a next date")
            }
            entry.dueDate = due
            entry.timer = schedule(request.identifier, at: due)
        case .region(let region, _, _, _):
            guard isMonitoringRegions else { throw .regionMonitoringUnavailable(region) }
        }
        pending.removeAll { $0.request.identifier == request.identifier }
        pending.append(entry)
    }

    /// Starts delivering region-triggered requests from `events` (typically the location provider's
    /// region-monitoring stream), on the main actor, until the sequence ends or the center is
    /// deinitialised. An event matches a pending region trigger whose region has the same `id` and
    /// that asks for that kind of crossing. May be called more than once (all sequences are read).
    public func monitorRegions<Events: AsyncSequence<RegionEvent, Never> & Sendable>(_ events: Events) {
        isMonitoringRegions = true
        let task = Task { [weak self] in
            for await event in events {
                guard let self else { return }
                self.handle(event)
            }
        }
        lifetime.add(AnyCancellable { task.cancel() })
    }

    /// Delivers every pending region request that `event` satisfies.
    func handle(_ event: RegionEvent) {
        let now = clock.now
        let matching = pending.filter { entry in
            guard case .region(let region, let onEntry, let onExit, _) = entry.request.trigger,
                region.id == event.region.id
            else { return false }
            switch event {
            case .entered: return onEntry
            case .exited: return onExit
            }
        }
        for entry in matching {
            if !entry.request.trigger.repeats {
                pending.removeAll { $0.request.identifier == entry.request.identifier }
            }
            present(DeliveredNotification(date: now, request: entry.request))
        }
    }

    /// A timer that fires the pending request `identifier` at `date`.
    private func schedule(_ identifier: String, at date: Date) -> AnyCancellable {
        let timer = clock.schedule(at: date) { [weak self] in
            self?.fire(identifier, dueAt: date)
        }
        return AnyCancellable { timer.cancel() }
    }

    /// The timer of `identifier` ran: present it, then reschedule a repeating trigger or drop it.
    private func fire(_ identifier: String, dueAt date: Date) {
        guard let index = pending.firstIndex(where: { $0.request.identifier == identifier && $0.dueDate == date })
        else {
            return
        }
        let request = pending[index].request
        let next: Date? =
            switch request.trigger {
            case .timeInterval(let seconds, true): date.addingTimeInterval(seconds)
            case .calendar(_, true): request.trigger.nextTriggerDate(after: date, timeZone: timeZone)
            default: nil
            }
        if let next {
            pending[index].dueDate = next
            pending[index].timer = schedule(identifier, at: next)
        } else {
            pending.remove(at: index)
        }
        present(DeliveredNotification(date: date, request: request))
    }

    /// Announces, then lists, badges and delivers as the delegate allows.
    private func present(_ notification: DeliveredNotification) {
        let options = delegate?.notificationCenter(self, willPresent: notification) ?? .all
        broadcast.send(notification)
        if options.contains(.list) {
            list(notification)
        }
        if options.contains(.badge), let badge = notification.request.content.badge {
            setBadgeCount(badge)
        }
        if options.contains(.banner) {
            do {
                try delivery.deliver(notification)
            } catch {
                logger.error(
                    "could not show notification",
                    metadata: [
                        "identifier": notification.id, "error": "\(error)",
                    ])
            }
        }
    }
}
