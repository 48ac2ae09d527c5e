import Foundation
public import TesseraGraphics

/// Default-configured controls in one call (Aquarius's `A.ui.label`, `A.ui.button`, …), styled
/// from the theme with `applyThemed(_:)` so they follow theme and appearance changes by themselves.
///
/// | Aquarius | Tessera |
/// | --- | --- |
/// | `A.ui.view` | `ViewFactory.view()` |
/// | `A.ui.label` | `ViewFactory.label()` |
/// | `A.ui.button` | `ViewFactory.button()` |
/// | `A.ui.imageView` | `ViewFactory.imageView()` |
/// | `A.ui.viewController` | `ViewFactory.viewController()` |
/// | `A.ui.navigationItem` | `ViewFactory.navigationItem()` |
/// | — | `ViewFactory.separator()`, `ViewFactory.navigationBar(showing:)` |
///
/// ```swift
/// private let titleLabel = ViewFactory.label(typography: .headline)
/// private let dateLabel = ViewFactory.label(typography: .footnote, color: .secondaryLabel)
/// private let saveButton = ViewFactory.button(title: "保存 Save", configuration: .filled())
/// ```
/// The other controls of the list (text field, switch, table view, …) join as they are built.
@preconcurrency @MainActor
public enum ViewFactory {
    /// A plain view, with the theme's `background` colour for `background` when given.
    public static func view(background: ColorRole? = nil) -> UIView {
        let view = UIView()
        if let background { view.applyThemed(.background(background)) }
        return view
    }

    /// A label in the theme's `typography` and `color`, `lines` lines (0 for any), `alignment`.
    public static func label(
        _ text: String? = nil, typography: TypographyRole = .body, color: ColorRole = .label, lines: Int = 1,
        alignment: NSTextAlignment = .natural
    ) -> UILabel {
        let label = UILabel(text: text)
        label.numberOfLines = lines
        label.textAlignment = alignment
        label.applyThemed(.typography(typography), .textColor(color))
        return label
    }

    /// A button with `configuration` (plain by default; nil for a classic button), `title` and
    /// `image`, tinted with the theme's colour for `tint`.
    public static func button(
        title: String? = nil, image: UIImage? = nil, configuration: UIButton.Configuration? = .plain(),
        tint: ColorRole = .tint
    ) -> UIButton {
        let button: UIButton
        if var configuration {
            configuration.title = title
            configuration.image = image
            button = UIButton(configuration: configuration)
        } else {
            button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setImage(image, for: .normal)
        }
        button.applyThemed(.tint(tint))
        return button
    }

    /// An image view, `scaleAspectFit` by default, with icon images in the theme's colour for `tint`.
    public static func imageView(
        _ image: UIImage? = nil, contentMode: UIView.ContentMode = .scaleAspectFit, tint: ColorRole = .tint
    ) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.contentMode = contentMode
        imageView.applyThemed(.tint(tint))
        return imageView
    }

    /// A hairline in the theme's `separator` colour; give it a height of one pixel
    /// (`1 / displayScale` points).
    public static func separator() -> UIView {
        let separator = UIView()
        separator.isUserInteractionEnabled = false
        separator.applyThemed(.background(.separator))
        return separator
    }

    /// A plain view controller (its view is created when first needed).
    public static func viewController() -> UIViewController {
        UIViewController()
    }

    /// An empty navigation item with `title`.
    public static func navigationItem(title: String? = nil) -> UINavigationItem {
        UINavigationItem(title: title)
    }

    /// A navigation bar showing `item`.
    public static func navigationBar(showing item: UINavigationItem? = nil) -> UINavigationBar {
        let bar = UINavigationBar()
        bar.item = item
        return bar
    }
}
