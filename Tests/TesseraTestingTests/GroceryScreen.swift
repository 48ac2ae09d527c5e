import Foundation
import TesseraLayout
import TesseraUI

/// A plain UIKit screen as an app writes it: a field and an Add button over a table whose rows
/// deselect themselves when tapped (the sequence of a user's flaky snapshot).
@MainActor
final class GroceryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate
{
    private(set) var items: [String]
    let tableView = UITableView(frame: .zero, style: .plain)
    let field = UITextField()
    let addButton = UIButton(type: .system)
    private(set) var selected: String?

    init(items: [String] = ["Milk", "Eggs", "Bread"]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.placeholder = "New item"
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "newItem"
        field.delegate = self
        addButton.setTitle("Add", for: .normal)
        addButton.addAction(UIAction { [weak self] _ in self?.add() }, for: .touchUpInside)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        for subview in [field, addButton, tableView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.heightAnchor.constraint(equalToConstant: 44),
            addButton.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            addButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            addButton.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            addButton.widthAnchor.constraint(equalToConstant: 60),
            addButton.heightAnchor.constraint(equalToConstant: 44),
            tableView.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func add() {
        guard let text = field.text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return }
        items.append(text)
        field.text = ""
        tableView.reloadData()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        add()
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = items[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
