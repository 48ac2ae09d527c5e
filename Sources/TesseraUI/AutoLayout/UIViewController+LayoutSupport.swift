import Foundation
public import TesseraLayout

extension UIViewController {
    /// The band from the top of `view` to the top of its safe area (`topLayoutGuide`, deprecated by Apple since
    /// iOS 11: prefer `view.safeAreaLayoutGuide.topAnchor`). A guide owned by `view`; loads the view.
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(.top) }

    /// The band from the bottom of the safe area to the bottom of `view` (`bottomLayoutGuide`, deprecated by
    /// Apple since iOS 11: prefer `view.safeAreaLayoutGuide.bottomAnchor`).
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(.bottom) }

    private func layoutSupportGuide(_ edge: LayoutSupportGuide.Edge) -> LayoutSupportGuide {
        let view = self.view
        if let guide = view.layoutGuides.lazy.compactMap({ $0 as? LayoutSupportGuide }).first(where: { $0.edge == edge }
        ) {
            return guide
        }
        let guide = LayoutSupportGuide(edge: edge)
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            edge == .top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            edge == .top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return guide
    }
}

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }

    let edge: Edge

    init(edge: Edge) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "topLayoutGuide" : "bottomLayoutGuide"
    }

    var length: CGFloat { layoutFrame.height }
}
