/// How a presented controller is placed (`UIModalPresentationStyle`, with UIKit's raw values).
///
/// Tessera shows `.fullScreen` and `.currentContext` over the whole window, hiding the presenter's
/// screen (its controller gets the disappear and appear calls, as on iOS); `.overFullScreen` and
/// `.overCurrentContext` over the whole window too, leaving the presenter's screen visible beneath a
/// view that is not opaque, with no dimming; every other style (`.automatic`, the default,
/// `.pageSheet`, `.formSheet`, `.popover`, `.custom`, `.none`) as a sheet.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presented view covers the whole window rather than sitting in a sheet.
    var coversWindow: Bool {
        switch self {
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext: true
        default: false
        }
    }

    /// Whether the presenter's screen is taken away (it gets its disappear calls).
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}

/// How a presented controller comes in and goes out (`UIModalTransitionStyle`, with UIKit's raw
/// values). `.coverVertical` (the default) slides it up from the bottom; `.crossDissolve` fades it.
/// `.flipHorizontal` and `.partialCurl` are shown as a cross-dissolve.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
