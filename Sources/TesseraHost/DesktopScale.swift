import CX11
public import Foundation

/// The scale (pixels per point) the desktop asks windows to render at, where SDL does not apply it
/// itself.
///
/// On Wayland SDL scales HiDPI windows (the drawable has the output's scale) and nothing is needed
/// here. On X11 windows are sized in pixels, and desktops publish the scale as `GDK_SCALE` (an
/// integer, GTK's variable) or as the X resource `Xft.dpi` (96 per 1×: 192 is 2×, 144 is 1.5×).
/// A configured scale wins over both.
///
/// For example:
/// ```swift
/// DesktopScale.preferred(environment: ["GDK_SCALE": "2"], resources: nil)          // 2
/// DesktopScale.preferred(environment: [:], resources: "Xft.dpi:\t144\n")           // 1.5
/// DesktopScale.preferred(environment: [:], resources: nil)                          // 1
/// ```
public enum DesktopScale {
    /// `GDK_SCALE` when it is a whole number from 1 to 8, else `Xft.dpi` in `resources` (the X
    /// server's resource string) over 96 rounded to a quarter and kept within 1…8, else 1.
    public static func preferred(environment: [String: String], resources: String?) -> CGFloat {
        if let text = environment["GDK_SCALE"], let scale = Int(text.trimmingCharacters(in: .whitespaces)),
            (1...8).contains(scale)
        {
            return CGFloat(scale)
        }
        if let dpi = resources.flatMap(xftDPI(in:)) {
            return min(max((dpi / 96 * 4).rounded() / 4, 1), 8)
        }
        return 1
    }

    /// The value of `Xft.dpi` in an X resource string ("Xft.dpi:\t192\nXft.antialias:\t1"), or nil.
    public static func xftDPI(in resources: String) -> CGFloat? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi.isFinite, dpi > 0
            else { continue }
            return CGFloat(dpi)
        }
        return nil
    }

    /// The resource string of the X display `DISPLAY` names (what `xrdb -query` prints), or nil
    /// when there is none or it cannot be opened.
    static func xResources(environment: [String: String]) -> String? {
        guard let name = environment["DISPLAY"], !name.isEmpty, let display = XOpenDisplay(name) else { return nil }
        defer { XCloseDisplay(display) }
        return XResourceManagerString(display).map { String(cString: $0) }
    }
}
