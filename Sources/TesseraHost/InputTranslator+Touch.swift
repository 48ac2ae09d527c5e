import CSDL2
import Foundation
import TesseraUI

/// Fingers on a touch screen, and Ctrl + wheel as a pinch.
extension InputTranslator {
    /// A finger by SDL's names: its device and its id there.
    struct FingerKey: Hashable {
        let device: SDL_TouchID
        let finger: SDL_FingerID
    }

    /// The synthesized pinch of Ctrl + wheel: two fingers either side of where it started.
    struct WheelPinch {
        let ids: (Int, Int)
        let centre: CGPoint
        var distance: CGFloat
    }

    /// Scale of a pinch per wheel notch (a turn away from the user zooms in).
    static let wheelPinchFactorPerNotch: CGFloat = 1.1
    /// How far apart the wheel pinch's fingers start, in points.
    static let wheelPinchStartDistance: CGFloat = 100
    /// How long after the last notch the wheel pinch's fingers lift.
    static let wheelPinchEndDelay: Duration = .milliseconds(250)

    /// A finger event of a touch screen as a touch event at its window location (SDL gives 0…1
    /// across the window).
    mutating func translateFinger(_ finger: SDL_TouchFingerEvent) -> [HostAction] {
        guard finger.touchId != TouchScreens.mouseTouchID, isOurs(finger.windowID),
            touchScreens.contains(finger.touchId)
        else { return [] }
        let key = FingerKey(device: finger.touchId, finger: finger.fingerId)
        let location = CGPoint(x: CGFloat(finger.x) * windowSize.width, y: CGFloat(finger.y) * windowSize.height)
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            var actions = endWheelPinch()
            if let old = fingers.removeValue(forKey: key) { actions.append(.input(.touchCancelled(id: old))) }
            let id = makeTouchID()
            fingers[key] = id
            return actions + [.input(.touchDown(id: id, at: location))]
        case SDL_FINGERMOTION:
            guard let id = fingers[key] else { return [] }
            return [.input(.touchMoved(id: id, to: location))]
        default:
            guard let id = fingers.removeValue(forKey: key) else { return [] }
            return [.input(.touchUp(id: id, at: location))]
        }
    }

    /// Whether a mouse event was made by SDL from a touch whose own events are delivered.
    func isFromTouchScreen(mouse which: UInt32) -> Bool {
        which == TouchScreens.touchMouseID && touchScreens.exist()
    }

    /// Ctrl + wheel: two fingers go down either side of the pointer and move apart (a turn away
    /// from the user) or together by ``wheelPinchFactorPerNotch`` per notch; the host lifts them
    /// ``wheelPinchEndDelay`` after the last notch (``endWheelPinch()``).
    mutating func translateWheelPinch(notches: CGFloat, at location: CGPoint) -> [HostAction] {
        var actions: [HostAction] = []
        var pinch: WheelPinch
        if let current = wheelPinch {
            pinch = current
        } else {
            pinch = WheelPinch(
                ids: (makeTouchID(), makeTouchID()), centre: location, distance: Self.wheelPinchStartDistance)
            actions += [
                .input(.touchDown(id: pinch.ids.0, at: pinch.fingers.0)),
                .input(.touchDown(id: pinch.ids.1, at: pinch.fingers.1)),
            ]
        }
        pinch.distance *= pow(Self.wheelPinchFactorPerNotch, notches)
        wheelPinch = pinch
        return actions + [
            .input(.touchMoved(id: pinch.ids.0, to: pinch.fingers.0)),
            .input(.touchMoved(id: pinch.ids.1, to: pinch.fingers.1)),
            .wheelPinchContinues,
        ]
    }

    /// Lifts the wheel pinch's fingers; nothing when there is none.
    mutating func endWheelPinch() -> [HostAction] {
        guard let pinch = wheelPinch else { return [] }
        wheelPinch = nil
        return [
            .input(.touchUp(id: pinch.ids.0, at: pinch.fingers.0)),
            .input(.touchUp(id: pinch.ids.1, at: pinch.fingers.1)),
        ]
    }

    /// Cancels every finger and the wheel pinch (the window lost focus).
    mutating func cancelTouches() -> [HostAction] {
        var ids = fingers.values.sorted()
        if let pinch = wheelPinch { ids += [pinch.ids.0, pinch.ids.1] }
        fingers.removeAll()
        wheelPinch = nil
        return ids.map { .input(.touchCancelled(id: $0)) }
    }

    private mutating func makeTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }
}

extension InputTranslator.WheelPinch {
    /// The two fingers' locations: level with the centre, `distance` apart.
    var fingers: (CGPoint, CGPoint) {
        (
            CGPoint(x: centre.x - distance / 2, y: centre.y),
            CGPoint(x: centre.x + distance / 2, y: centre.y)
        )
    }
}
