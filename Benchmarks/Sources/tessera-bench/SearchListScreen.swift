// The screen the latency/* and memory/* scenarios drive through the headless window host: a desktop
// window (1024 × 768 points at 1×) with a search field over a list of 400 journal entries. Each row has
// a title, a subtitle and a disclosure chevron; typing in the field filters the list on every edit
// (entries whose title contains the query, ignoring case) and reloads the table, as a search screen does.
import Foundation
import TesseraUI

@MainActor
final class SearchListScreen: UITableViewDataSource {
    static let entryCount = 400
    static let places = ["river", "harbour", "garden", "market", "station", "meadow", "lighthouse", "orchard"]

    let window = UIWindow(device: .desktop)
    let searchField = UITextField(placeholder: "Search entries")
    let table = UITableView()
    private let entries: [(title: String, subtitle: String)]
    private var shown: [Int]

    init() {
        entries = (0..<Self.entryCount).map { index in
            let place = Self.places[index % Self.places.count]
            return ("A walk by the \(place), entry \(index + 1)", "Day \(index / 3 + 1) · \(index % 5 + 1) photos")
        }
        shown = Array(entries.indices)
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let root = UIView()
        window.rootView = root
        searchField.frame = CGRect(x: 16, y: 12, width: 1024 - 32, height: 36)
        searchField.borderStyle = .roundedRect
        table.frame = CGRect(x: 0, y: 60, width: 1024, height: 768 - 60)
        table.rowHeight = 60
        table.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        table.dataSource = self
        root.addSubview(searchField)
        root.addSubview(table)
        searchField.onTextChanged { [unowned self] query in filter(by: query) }
    }

    /// Where a pointer lands inside the table, and on the field.
    var tableCenter: CGPoint { CGPoint(x: table.frame.midX, y: table.frame.midY) }
    var fieldCenter: CGPoint { CGPoint(x: searchField.frame.midX, y: searchField.frame.midY) }

    private func filter(by query: String) {
        shown = entries.indices.filter { query.isEmpty || entries[$0].title.localizedCaseInsensitiveContains(query) }
        table.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[shown[indexPath.row]]
        var content = cell.defaultContentConfiguration()
        content.text = entry.title
        content.secondaryText = entry.subtitle
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
