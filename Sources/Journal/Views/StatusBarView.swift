public import Foundation
public import Tessera

/// The phone's status bar as screenshots show it: "9:41" and the signal, Wi-Fi and battery icons.
/// It hides itself on a device without one (`DevicePreset.statusBarHeight` 0: a desktop window).
@MainActor
public final class StatusBarView: UIView {
    private let timeLabel = UILabel(text: "9:41")
    private let icons: [UIImageView]

    public override init(frame: CGRect = .zero) {
        icons = [Icon.Name.signalCellularAlt, .wifi, .batteryFull].map { name in
            let view = UIImageView(image: UIImage(icon: Icon(name), pointSize: 17))
            view.contentMode = .center
            view.tintColor = .label
            return view
        }
        super.init(frame: frame)
        timeLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        timeLabel.textAlignment = .center
        addSubview(timeLabel)
        icons.forEach(addSubview)
    }

    override public func didMoveToWindow() {
        super.didMoveToWindow()
        isHidden = window.map { $0.device.statusBarHeight == 0 } ?? false
    }

    override public func layoutSubviews() {
        let barHeight = min(bounds.height, 44)
        let y = bounds.height - barHeight
        timeLabel.frame = CGRect(x: 24, y: y, width: 64, height: barHeight)
        var x = bounds.width - 26
        for icon in icons.reversed() {
            x -= 20
            icon.frame = CGRect(x: x, y: y, width: 20, height: barHeight)
            x -= 2
        }
    }
}
