import CSDL2
import TesseraCore

/// What the host checks before handing text to SDL's clipboard or primary selection; shared by
/// `SystemClipboard` and `SystemPrimarySelection`.
///
/// Text over ``maximumByteCount`` is refused, with a warning that says why: the primary selection
/// keeps what it held; the clipboard keeps the text in the app (`SystemClipboard`).
struct SelectionTextPolicy: Sendable {
    /// The most UTF-8 bytes one write may carry; nil for no limit (Wayland, SDL's offscreen store).
    let maximumByteCount: Int?
    /// Where refusals are reported.
    let logger: Logger

    init(maximumByteCount: Int?, logger: Logger = Logger(category: "clipboard")) {
        self.maximumByteCount = maximumByteCount
        self.logger = logger
    }

    /// The policy for the video driver SDL is running: on X11 the server's request limit
    /// (``X11RequestLimit``), elsewhere none.
    @MainActor
    static func forCurrentVideoDriver() -> SelectionTextPolicy {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        guard driver == "x11" else { return SelectionTextPolicy(maximumByteCount: nil) }
        return SelectionTextPolicy(
            maximumByteCount: X11RequestLimit.serverPropertyByteCount() ?? X11RequestLimit.fallbackPropertyByteCount)
    }

    /// `text` as SDL should receive it — without NUL characters (`String.removingNULCharacters`:
    /// SDL takes C strings, which would end at the first) — or nil when it is refused (logged with
    /// `selection`, the name of the clipboard it was meant for).
    func admissibleText(_ text: String, for selection: String) -> String? {
        let text = text.removingNULCharacters
        let byteCount = text.utf8.count
        if let maximumByteCount, byteCount > maximumByteCount {
            logger.warning(
                "text too large for the desktop's \(selection)",
                metadata: ["bytes": "\(byteCount)", "maximumBytes": "\(maximumByteCount)"])
            return nil
        }
        return text
    }
}
