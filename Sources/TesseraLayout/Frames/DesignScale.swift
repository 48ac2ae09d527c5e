public import Foundation

/// Scales sizes from a design drawn for one screen to the current device, and snaps them to its
/// pixel grid (Acheron's AepLayout; formulas from `shared/reference/devices.md`).
///
/// - factor `s`: on phones `width / referenceWidth` (375 by default), on tablets
///   `height / referenceHeight` (768 by default);
/// - `scaled(x) = round(x · s · scale) / scale` — whole device pixels, to the nearest;
/// - `snapped(x) = ceil(x · scale) / scale` — the next device pixel up (never smaller).
///
/// For example, on an iPhone 15 Pro Max (430 pt wide, 3×):
/// ```swift
/// let design = DesignScale(device: .iPhone15ProMax)
/// design.factor          // 430 / 375 ≈ 1.1467
/// design.scaled(16)      // round(16 × 1.1467 × 3) / 3 = 55 / 3 ≈ 18.333
/// design.snapped(10.1)   // ceil(30.3) / 3 = 31 / 3 ≈ 10.333
/// ```
public struct DesignScale: Hashable, Sendable {
    /// The device whose screen the design is scaled to.
    public var device: DevicePreset
    /// The phone screen width the design was drawn for, in points.
    public var referenceWidth: CGFloat
    /// The tablet screen height the design was drawn for, in points.
    public var referenceHeight: CGFloat

    /// Scales a design drawn for a `referenceWidth`-point-wide phone (375 by default, the iPhone 8's)
    /// and a `referenceHeight`-point-tall tablet (768) to `device`.
    public init(device: DevicePreset, referenceWidth: CGFloat = 375, referenceHeight: CGFloat = 768) {
        self.device = device
        self.referenceWidth = referenceWidth
        self.referenceHeight = referenceHeight
    }

    /// The factor `s` design points are multiplied by.
    public var factor: CGFloat {
        device.isTablet ? device.size.height / referenceHeight : device.size.width / referenceWidth
    }

    /// A design length on this device, rounded to the nearest device pixel (points).
    public func scaled(_ length: CGFloat) -> CGFloat {
        (length * factor * device.scale).rounded() / device.scale
    }

    /// A design size on this device, each dimension rounded to the nearest device pixel.
    public func scaled(_ size: CGSize) -> CGSize {
        CGSize(width: scaled(size.width), height: scaled(size.height))
    }

    /// A design rectangle on this device: origin and size scaled separately.
    public func scaled(_ rect: CGRect) -> CGRect {
        CGRect(x: scaled(rect.minX), y: scaled(rect.minY), width: scaled(rect.width), height: scaled(rect.height))
    }

    /// A length rounded up to the next device pixel (points).
    public func snapped(_ length: CGFloat) -> CGFloat {
        (length * device.scale).rounded(.up) / device.scale
    }

    /// A rectangle on the pixel grid: its origin rounded down and its far edges rounded up, so it
    /// covers at least the original.
    public func snapped(_ rect: CGRect) -> CGRect {
        let scale = device.scale
        let minX = (rect.minX * scale).rounded(.down) / scale
        let minY = (rect.minY * scale).rounded(.down) / scale
        let maxX = (rect.maxX * scale).rounded(.up) / scale
        let maxY = (rect.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension ViewLayoutItem {
    /// Sets the frame to `design` (a rectangle from a design for the reference screen) scaled to
    /// `scale`'s device and rounded to its pixels.
    public func setFrame(design: CGRect, scale: DesignScale) {
        frame = scale.scaled(design)
    }

    /// Moves the frame onto the pixel grid of a display with `scale` pixels per point (see
    /// `DesignScale.snapped(_:)`; the display scale of the view's traits by default).
    public func snapFrameToPixels(scale: CGFloat? = nil) {
        let pixels = max(scale ?? traitCollection.displayScale, 1)
        let rect = frame
        let minX = (rect.minX * pixels).rounded(.down) / pixels
        let minY = (rect.minY * pixels).rounded(.down) / pixels
        let maxX = (rect.maxX * pixels).rounded(.up) / pixels
        let maxY = (rect.maxY * pixels).rounded(.up) / pixels
        frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
