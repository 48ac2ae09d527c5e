/// A cell whose content view shows a content configuration: table and collection view cells.
@MainActor
protocol ContentConfiguredCell: AnyObject {
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
}

extension ContentConfiguredCell {
    /// The default of `updateConfiguration(using:)`: the configuration's `updated(for:)`, when
    /// `automaticallyUpdatesContentConfiguration`.
    func updateContentConfigurationAutomatically(for state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration else { return }
        contentConfiguration = configuration.updated(for: state)
    }
}

extension UITableViewCell: ContentConfiguredCell {}
extension UICollectionViewCell: ContentConfiguredCell {}
