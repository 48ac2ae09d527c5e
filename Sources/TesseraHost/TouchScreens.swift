import CSDL2

/// Which SDL touch devices are touch screens (`SDL_TOUCH_DEVICE_DIRECT`): their fingers land on the
/// window, so ``InputTranslator`` turns them into touch events. Touchpads (indirect devices)
/// report fingers in their own space and are left alone.
struct TouchScreens: Sendable {
    /// Whether the device is a touch screen.
    var contains: @Sendable (SDL_TouchID) -> Bool
    /// Whether any touch screen is attached.
    var exist: @Sendable () -> Bool

    /// No touch screens (the translator's default, and what tests start from).
    static let none = TouchScreens(contains: { _ in false }, exist: { false })

    /// Asks SDL. Only devices SDL lists are asked about: SDL 2.26 answers an unknown id with
    /// `SDL_TOUCH_DEVICE_INVALID` and an error, and without touch devices the list is empty.
    static let live = TouchScreens(
        contains: { id in
            id != mouseTouchID && listedDevices().contains(id) && SDL_GetTouchDeviceType(id) == SDL_TOUCH_DEVICE_DIRECT
        },
        exist: { listedDevices().contains { SDL_GetTouchDeviceType($0) == SDL_TOUCH_DEVICE_DIRECT } })

    /// SDL's touch device for touch events it makes from the mouse (`SDL_MOUSE_TOUCHID`, a cast
    /// Swift does not import); they would double the mouse's own events.
    static let mouseTouchID: SDL_TouchID = -1
    /// SDL's mouse for mouse events it makes from touches (`SDL_TOUCH_MOUSEID`); the touches
    /// themselves are delivered, so these are dropped while a touch screen is attached.
    static let touchMouseID: UInt32 = .max

    private static func listedDevices() -> [SDL_TouchID] {
        let count = SDL_GetNumTouchDevices()
        guard count > 0 else { return [] }
        return (0..<count).map { SDL_GetTouchDevice($0) }.filter { $0 != 0 }
    }
}
