import CSDL2
import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

/// Every suite that opens a `WindowHost` nests in this one: SDL has one video subsystem and one event
/// queue per process, so those tests run one at a time.
@Suite(.serialized)
struct SDLHostTests {}

/// A small test scene: a transparent root over the window's white/black background, a button
/// that turns a swatch red, and the swatch.
@MainActor
final class Scene {
    let window: UIWindow
    let root = UIView()
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 44))
    let swatch = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 60))
    var taps = 0

    init(size: CGSize = CGSize(width: 200, height: 120)) {
        window = UIWindow(device: .desktop)
        window.frame = CGRect(origin: .zero, size: size)
        window.rootView = root
        button.setBackgroundColor(.blue, for: .normal)
        swatch.backgroundColor = .white
        root.addSubview(button)
        root.addSubview(swatch)
        button.addAction(
            UIAction { [unowned self] _ in
                taps += 1
                swatch.backgroundColor = .red
            }, for: .touchUpInside)
    }

    /// A headless host on this scene's window.
    func openHost(_ configuration: WindowHost.Configuration = .headless) throws -> WindowHost {
        try WindowHost(window: window, configuration: configuration)
    }
}

/// A view that takes focus and records the keys, text and wheel turns it receives.
@MainActor
final class InputRecorderView: UIView {
    var keys: [Key] = []
    var modifiers: [KeyModifiers] = []
    var text = ""
    var scrolls: [CGSize] = []

    override var canBecomeFirstResponder: Bool { true }

    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        keys.append(key)
        self.modifiers.append(modifiers)
        return true
    }

    override func insertText(_ text: String) -> Bool {
        self.text += text
        return true
    }

    override func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        scrolls.append(delta)
        return true
    }
}

extension Bitmap {
    /// The RGBA bytes at a point given in points (the pixel under its top-left corner).
    func rgba(at point: CGPoint) -> [UInt8] {
        rgba(atX: Int(point.x * scale), y: Int(point.y * scale))
    }
}

let white: [UInt8] = [255, 255, 255, 255]
let black: [UInt8] = [0, 0, 0, 255]
let red: [UInt8] = [255, 0, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let green: [UInt8] = [0, 255, 0, 255]

extension WindowHost {
    /// Posts the window event `id` for this host's window as the desktop would, and runs one turn.
    func send(_ id: SDL_WindowEventID) async {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(id.rawValue)
        #expect(SDL_PushEvent(&event) == 1)
        await run(turns: 1)
    }
}
