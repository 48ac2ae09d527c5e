import CX11

/// The largest text an X server takes as one selection property, which is how SDL's X11 driver
/// sets the clipboard and the primary selection (`XChangeProperty` with the whole text, and again
/// for every app that pastes). A larger request is refused by Xlib with `BadLength`, which ends the
/// process, so the host refuses such text before it reaches SDL.
enum X11RequestLimit {
    /// The bytes of a `ChangeProperty` request before its data: 24, plus 4 for the extended length
    /// field a request over the core limit carries (the BIG-REQUESTS extension).
    static let changePropertyHeaderByteCount = 28

    /// The X11 protocol's core request limit, 65,535 four-byte units, less the header: 262,112
    /// bytes. Used when the server's own limit cannot be read; every server that speaks BIG-REQUESTS
    /// (Xorg, Xvfb, Xwayland) takes at least this.
    static let fallbackPropertyByteCount = 65_535 * 4 - changePropertyHeaderByteCount

    /// The most bytes of text one property can carry on a server whose largest request is
    /// `maximumRequestUnits` four-byte units (`XExtendedMaxRequestSize`, or `XMaxRequestSize` without
    /// BIG-REQUESTS). Xvfb's and Xorg's default, 4,194,303 units, gives 16,777,184 bytes.
    static func propertyByteCount(maximumRequestUnits: Int) -> Int {
        max(0, maximumRequestUnits * 4 - changePropertyHeaderByteCount)
    }

    /// The limit of the X server named by `displayName` (nil: the `DISPLAY` variable, as SDL's X11
    /// driver uses), read over a connection of its own that is closed again; nil when the server
    /// does not answer.
    ///
    /// The limit is the server's, the same for every client, so SDL's connection need not be asked
    /// (reaching it would need `SDL_syswm.h`, which brings Xlib's declarations into the SDL module).
    static func serverPropertyByteCount(displayName: String? = nil) -> Int? {
        guard let display = XOpenDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        let extended = XExtendedMaxRequestSize(display)
        let units = extended > 0 ? extended : XMaxRequestSize(display)
        return units > 0 ? propertyByteCount(maximumRequestUnits: Int(units)) : nil
    }
}
