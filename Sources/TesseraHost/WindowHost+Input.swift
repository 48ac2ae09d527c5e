import CSDL2
import Foundation
import TesseraCore
import TesseraGraphics
import TesseraUI

extension WindowHost {
    /// Handles every event waiting in SDL's queue, waiting up to `timeout` for the first one.
    /// Handles at most `limit` events, so a flood of input cannot starve rendering.
    func handleEvents(waitingUpTo timeout: Duration, limit: Int = 1000) {
        var event = SDL_Event()
        let milliseconds = Self.milliseconds(timeout)
        var hasEvent = milliseconds > 0 ? SDL_WaitEventTimeout(&event, milliseconds) : SDL_PollEvent(&event)
        var handled = 0
        while hasEvent != 0 {
            handle(event)
            handled += 1
            guard isRunning, handled < limit else { return }
            hasEvent = SDL_PollEvent(&event)
        }
    }

    /// Applies one SDL event.
    func handle(_ event: SDL_Event) {
        let arrival: ContinuousClock.Instant? = inputLatency == nil ? nil : .now
        let modifiers = KeyMapping.modifiers(from: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        for action in translator.translate(event, modifiers: modifiers) {
            switch action {
            case .input(let input):
                deliver(input)
                if let arrival { inputLatency?.delivered(input, arrivedAt: arrival) }
            case .windowSizeChanged:
                updateMetrics()
            case .displayChanged:
                desktopScaleMayHaveChanged()
            case .windowMoved:
                accessibility?.windowOrigin = windowOrigin
            case .activationChanged(let isActive):
                accessibility?.isWindowActive = isActive
                window.setNeedsDisplay()  // the accessibility tree's next update carries it
                if isActive { window.makeKey() }  // the focused desktop window is the key window
                UIApplication.shared.move(to: isActive ? .active : .inactive)
            case .visibilityChanged(let isVisible):
                applicationVisibilityChanged(isVisible)
            case .expose:
                needsPresent = true
            case .renderTargetsReset:
                discardTexture()
                window.setNeedsDisplay()
            case .pastePrimarySelection(let location):
                pastePrimarySelection(at: location)
            case .wheelPinchContinues:
                scheduleWheelPinchEnd()
            case .quit:
                isRunning = false
            }
        }
        if event.type == wakeEventType {
            dispatchDesktopMessages()
        }
        if event.type == SDL_TEXTEDITING_EXT.rawValue, let text = event.editExt.text {
            SDL_free(text)  // SDL hands the extended pre-edit text to the application to free.
        }
    }

    /// Tells the input method where the caret of the focused text view is (window points), so its
    /// candidate window opens next to the pre-edit text.
    func updateTextInputRect() {
        guard let input = window.firstResponder as? any MarkedTextInput, let view = input as? UIView else { return }
        let caret = view.convert(input.caretRect, to: nil)
        var rect = SDL_Rect(
            x: Int32(caret.minX.rounded(.down)), y: Int32(caret.minY.rounded(.down)),
            w: Int32(max(1, caret.width.rounded(.up))), h: Int32(max(1, caret.height.rounded(.up))))
        SDL_SetTextInputRect(&rect)
        lastTextInputRect = caret
    }

    /// Lifts Ctrl + wheel's pinch ``InputTranslator/wheelPinchEndDelay`` after its last notch
    /// (on the window's clock).
    private func scheduleWheelPinchEnd() {
        wheelPinchEnd?.cancel()
        wheelPinchEnd = clock.schedule(at: clock.now + InputTranslator.wheelPinchEndDelay) { [weak self] in
            guard let self else { return }
            wheelPinchEnd = nil
            for case .input(let input) in translator.endWheelPinch() { deliver(input) }
        }
    }

    /// Sends input to the window, unless it is the appearance shortcut.
    private func deliver(_ input: InputEvent) {
        if case .keyDown(let key, let modifiers) = input, let toggle = configuration.appearanceToggle,
            toggle.matches(key, modifiers: modifiers)
        {
            toggleAppearance()
            return
        }
        if case .keyUp(let key, let modifiers) = input, let toggle = configuration.appearanceToggle,
            toggle.matches(key, modifiers: modifiers)
        {
            return
        }
        window.send(input)
        updateTextInputRect()
        switch input {
        case .hover(let location), .pointerMoved(let location, _), .pointerUp(let location, _),
            .pointerDown(let location, _):
            updateCursor(at: location)
        default:
            break
        }
    }

    /// Shows the cursor the window asks for at `location` (an I-beam over text, a pointing hand over
    /// controls; see `UIWindow.cursor(at:)`), changing SDL's cursor only when the shape changes.
    func updateCursor(at location: CGPoint) {
        let shape = window.cursor(at: location)
        guard shape != cursor else { return }
        cursor = shape
        let systemCursor: SDL_SystemCursor =
            switch shape {
            case .arrow: SDL_SYSTEM_CURSOR_ARROW
            case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
            case .pointingHand: SDL_SYSTEM_CURSOR_HAND
            }
        if systemCursors[shape] == nil, let created = SDL_CreateSystemCursor(systemCursor) {
            systemCursors[shape] = created
        }
        if let sdlCursor = systemCursors[shape] { SDL_SetCursor(sdlCursor) }
    }

    /// X11's middle-click paste: the primary selection (`window.primarySelection`, the text last
    /// selected anywhere) goes into the text view under the pointer. Nothing happens without one,
    /// or where no text view is.
    func pastePrimarySelection(at location: CGPoint) {
        window.pastePrimarySelection(at: location)
        updateTextInputRect()
    }

    /// Reads the window's size (SDL coordinates, divided by the host's coordinate scale: points)
    /// and its drawable's size in pixels from SDL; when either changed, resizes the Tessera window
    /// (which lays it out again) and updates its `displayScale` trait. A size below
    /// ``minimumSize`` is undone: the window keeps the minimum.
    func updateMetrics() {
        var sdlWidth: Int32 = 0
        var sdlHeight: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &sdlWidth, &sdlHeight)
        updateMinimumSizeIfNeeded()
        if clampedToMinimumSize(width: &sdlWidth, height: &sdlHeight) {
            SDL_GetWindowSize(sdlWindow, &sdlWidth, &sdlHeight)
        }
        sdlWidth = max(sdlWidth, sdlCoordinate(minimumSize.width))
        sdlHeight = max(sdlHeight, sdlCoordinate(minimumSize.height))
        let scale = translator.coordinateScale
        let width = CGFloat(sdlWidth) / scale
        let height = CGFloat(sdlHeight) / scale
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) != 0 {
            pixelWidth = sdlWidth
            pixelHeight = sdlHeight
        }
        let updated = DisplayMetrics(
            pointSize: CGSize(width: width, height: height), pixelWidth: Int(pixelWidth),
            pixelHeight: Int(pixelHeight))
        let sizeChanged = window.bounds.size != updated.pointSize
        guard updated != metrics || sizeChanged || window.traitCollection.displayScale != updated.scale else { return }
        metrics = updated
        translator.windowSize = updated.pointSize
        if sizeChanged {
            window.frame = CGRect(origin: .zero, size: updated.pointSize)
        }
        if window.traitCollection.displayScale != updated.scale {
            window.windowTraits = UITraitCollection(traitsFrom: [
                window.windowTraits, UITraitCollection(displayScale: updated.scale),
            ])
        }
        window.setNeedsDisplay()
    }

    /// A duration as whole milliseconds for SDL, rounded up so a short wait does not become a
    /// poll, clamped to SDL's `Int32`.
    nonisolated static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: duration.millisecondsRoundedUp)
    }
}
