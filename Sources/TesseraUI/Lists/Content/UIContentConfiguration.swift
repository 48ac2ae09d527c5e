import Foundation

/// A value that describes a cell's content and makes the view that shows it
/// (`UIContentConfiguration`). Set one as a cell's `contentConfiguration`; the cell asks it for a
/// content view once and then hands the view every new configuration it `supports(_:)`.
///
/// `UIListContentConfiguration` is the standard one; write your own for custom cells.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for a cell in `state` (selected, highlighted, …).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration (`UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: any configuration).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
