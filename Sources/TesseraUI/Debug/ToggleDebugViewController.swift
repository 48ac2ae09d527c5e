import Foundation
public import TesseraCore
import TesseraGraphics

/// The feature-toggle debug screen: one row per toggle with its name, summary, where its value comes
/// from, and a switch that sets a local override (the component-library article's debug menu).
///
/// For example:
/// ```swift
/// let debug = ToggleDebugViewController(model: ToggleDebugModel(toggles: toggles))
/// navigationController.pushViewController(debug, animated: true)
/// ```
@preconcurrency @MainActor
public final class ToggleDebugViewController: UIViewController {
    public let model: ToggleDebugModel
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let source: ToggleTableSource

    public init(model: ToggleDebugModel) {
        self.model = model
        source = ToggleTableSource(model: model)
        super.init(nibName: nil, bundle: nil)
        title = "功能开关 Toggles"
    }

    override public func loadView() {
        view = tableView
    }

    override public func configureViews() {
        tableView.register(ToggleCell.self, forCellReuseIdentifier: ToggleCell.reuseIdentifier)
        tableView.rowHeight = 64
        tableView.dataSource = source
        tableView.delegate = source
        source.tableView = tableView
    }

    override public func bindData() {
        Binding.observe(model, \.entries) { [weak self] _ in self?.tableView.reloadData() }.store(in: lifetime)
    }
}

/// Feeds the toggle rows and turns switch flips into overrides.
@MainActor
final class ToggleTableSource: UITableViewDataSource, UITableViewDelegate {
    let model: ToggleDebugModel
    weak var tableView: UITableView?

    init(model: ToggleDebugModel) { self.model = model }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model.entries.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Feature toggles" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Precedence: local override > remote > build default."
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ToggleCell.reuseIdentifier, for: indexPath) as! ToggleCell
        let entry = model.entries[indexPath.row]
        cell.configure(with: entry)
        cell.onChange = { [weak model] isOn in model?.setOverride(isOn, for: entry.toggle) }
        return cell
    }
}

/// A toggle row: name and summary on the left, the source below, a switch on the right.
@MainActor
final class ToggleCell: ItemCell<ToggleEntry> {
    static let reuseIdentifier = "toggle"
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let toggleSwitch = UISwitch()
    var onChange: ((Bool) -> Void)?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .systemFont(ofSize: 16, weight: .medium)
        detailLabel.font = .systemFont(ofSize: 12)
        detailLabel.textColor = UIColor(light: UIColor(rgb: 0x636366), dark: UIColor(rgb: 0xAEAEB2))
        for view in [nameLabel, detailLabel, toggleSwitch] as [UIView] { contentView.addSubview(view) }
        toggleSwitch.addAction(
            UIAction { [weak self] action in
                self?.onChange?((action.sender as? UISwitch)?.isOn ?? false)
            }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func configure(with entry: ToggleEntry) {
        super.configure(with: entry)
        nameLabel.text = entry.toggle.name
        let summary = entry.toggle.summary.isEmpty ? "" : entry.toggle.summary + " · "
        detailLabel.text = summary + entry.source.description
        toggleSwitch.setOn(entry.value, animated: false)
        toggleSwitch.accessibilityLabel = entry.toggle.name
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = UISwitch.size
        toggleSwitch.frame = CGRect(
            x: contentView.bounds.width - size.width - 16, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        let textWidth = toggleSwitch.frame.minX - 32
        nameLabel.frame = CGRect(x: 16, y: 12, width: textWidth, height: 20)
        detailLabel.frame = CGRect(x: 16, y: 34, width: textWidth, height: 16)
    }
}
