public import Foundation
public import Tessera

/// The journal's home screen: a large-title header with a compose button, a search field and a mood
/// filter over a day-sectioned table of entry cards. (The app's root draws the status bar; the tab bar
/// controller the tab bar.)
///
/// Auto Layout: the header, search field, mood filter, table and undo banner hang from a content
/// column (`contentGuide`) 16 points inside the safe area, at most `maximumContentWidth` wide and
/// centred, so iPad and desktop windows show a readable column rather than stretched cards. The
/// header text follows Dynamic Type.
///
/// MVVM: the screen shows `HomeViewModel`'s sections through a binding; the search field and the
/// mood filter write back into the model; a swipe deletes an entry and an undo banner restores it.
@MainActor
public final class JournalHomeView: UIView {
    public let model: HomeViewModel

    let dateLabel = DynamicTypeLabel(.footnote, weight: .semibold)
    let titleLabel = DynamicTypeLabel(.largeTitle, weight: .bold, text: "日记 Journal")
    let composeButton: UIButton
    public let searchField = UITextField(placeholder: "搜索日记 Search entries")
    public let moodFilter = UISegmentedControl(items: HomeViewModel.MoodFilter.allCases.map(\.title))
    public let tableView = UITableView(frame: .zero, style: .plain)
    private let undoBanner = UndoBannerView()
    /// Shown behind an empty list: why it is empty ("journal.emptyState").
    public var emptyStateLabel: UILabel { emptyStateView }
    private let emptyStateView = DynamicTypeLabel(.body, weight: .regular)
    private let tableAdapter: HomeTableAdapter
    /// A hidden row holding a one-line entry, measured for the screen's minimum height
    /// (JournalHomeView+MinimumSize.swift); in the tree so that it has the screen's traits.
    let sizingCell = EntryCell(style: .default, reuseIdentifier: nil)

    /// Called when the compose button is tapped.
    public var onCompose: (() -> Void)?

    /// Called with the entry whose card was tapped.
    public var onSelectEntry: ((JournalEntry) -> Void)? {
        get { tableAdapter.onSelect }
        set { tableAdapter.onSelect = newValue }
    }

    static let margin: CGFloat = 16
    /// The widest the content column gets, in points (a readable measure on iPad and desktop).
    public static let maximumContentWidth: CGFloat = 700
    /// The content column: 16 points inside the safe area, at most `maximumContentWidth`, centred.
    public let contentGuide = UILayoutGuide()

    private static let headerDateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "zh_CN")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy年M月d日 EEEE"
        return formatter
    }()

    /// - Parameter today: the date the header shows (the app's today: `JournalEnvironment.today`).
    public init(model: HomeViewModel, today: Date) {
        self.model = model
        tableAdapter = HomeTableAdapter(model: model)
        var compose = UIButton.Configuration.prominentGlass()
        compose.image = UIImage(icon: Icon(.add), pointSize: 22)
        compose.contentInsets = NSDirectionalEdgeInsets(all: 11)
        composeButton = UIButton(configuration: compose)
        super.init(frame: .zero)
        composeButton.tintColor = JournalPalette.accent
        composeButton.accessibilityLabel = "写日记 New entry"
        composeButton.accessibilityIdentifier = "compose"
        composeButton.addAction(UIAction { [weak self] _ in self?.onCompose?() }, for: .touchUpInside)

        dateLabel.text = Self.headerDateFormatter.string(from: today)
        dateLabel.textColor = JournalPalette.secondaryText
        dateLabel.numberOfLines = 0
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0
        titleLabel.accessibilityTraits = .header

        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.accessibilityIdentifier = "search"
        searchField.addAction(
            UIAction { [weak model] action in
                model?.searchText = (action.sender as? UITextField)?.text ?? ""
            }, for: .editingChanged)
        moodFilter.selectedSegmentIndex = 0
        moodFilter.accessibilityIdentifier = "moodFilter"
        moodFilter.accessibilityLabel = "心情筛选 Mood filter"
        moodFilter.addAction(
            UIAction { [weak model] action in
                guard let index = (action.sender as? UISegmentedControl)?.selectedSegmentIndex,
                    HomeViewModel.MoodFilter.allCases.indices.contains(index)
                else { return }
                model?.moodFilter = HomeViewModel.MoodFilter.allCases[index]
            }, for: .valueChanged)

        tableView.register(EntryCell.self)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 160
        tableView.backgroundColor = .clear
        tableView.sectionHeaderBackgroundColor = nil
        tableView.sectionHeaderTextColor = JournalPalette.secondaryText
        tableView.separatorColor = .clear
        tableView.cellBackgroundColor = nil
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.dataSource = tableAdapter
        tableView.delegate = tableAdapter
        tableAdapter.tableView = tableView

        emptyStateLabel.textColor = JournalPalette.secondaryText
        emptyStateLabel.textAlignment = .center
        emptyStateLabel.numberOfLines = 0
        emptyStateLabel.accessibilityIdentifier = "journal.emptyState"

        undoBanner.isHidden = true
        undoBanner.undoButton.addAction(UIAction { [weak model] _ in model?.undoDelete() }, for: .touchUpInside)

        for view in [tableView, dateLabel, titleLabel, composeButton, searchField, moodFilter, undoBanner] as [UIView] {
            addSubview(view)
        }
        sizingCell.configure(with: Self.sizingEntry(today: today))
        sizingCell.isHidden = true
        addSubview(sizingCell)
        makeConstraints()
        bindModel()
    }

    /// The table follows the model's sections; the undo banner follows `pendingUndo`.
    private func bindModel() {
        Binding.observe(model, \.sections) { [weak self] sections in
            self?.tableAdapter.sections = sections
            self?.tableView.reloadData()
        }.store(in: lifetime)
        Binding.observe(model, \.emptyStateMessage) { [weak self] message in
            guard let self else { return }
            self.emptyStateLabel.text = message
            self.tableView.backgroundView = message == nil ? nil : self.emptyStateLabel
        }.store(in: lifetime)
        Binding.observe(model, \.pendingUndo) { [weak self] entry in
            self?.undoBanner.isHidden = entry == nil
            self?.undoBanner.message = entry.map { "已删除「\($0.title)」 Deleted" } ?? ""
        }.store(in: lifetime)
    }

    /// Colours from the window's theme (`JournalTheme` in the app): once after setup, then on every
    /// theme or appearance change.
    override public func themeDidChange() {
        backgroundColor = theme.groupedBackground
        composeButton.tintColor = theme.tint
    }

    private func makeConstraints() {
        let margin = Self.margin
        addLayoutGuide(contentGuide)
        contentGuide.layout.makeConstraints { make in
            make.top.equalTo(safeAreaLayoutGuide.layout.top)
            make.bottom.equalTo(safeAreaLayoutGuide.layout.bottom)
            make.centerX.equalTo(safeAreaLayoutGuide.layout.centerX)
            make.width.lessThanOrEqualTo(Self.maximumContentWidth)
            make.leading.greaterThanOrEqualTo(safeAreaLayoutGuide.layout.leading).offset(margin)
            make.leading.equalTo(safeAreaLayoutGuide.layout.leading).offset(margin).priority(.almostRequired)
        }
        dateLabel.layout.makeConstraints { make in
            make.top.equalTo(contentGuide.layout.top).offset(8)
            make.horizontalEdges.equalTo(contentGuide)
        }
        composeButton.setContentHuggingPriority(.required, for: .horizontal)
        composeButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        titleLabel.layout.makeConstraints { make in
            make.top.equalTo(dateLabel.layout.bottom).offset(2)
            make.leading.equalTo(contentGuide)
            make.trailing.lessThanOrEqualTo(composeButton.layout.leading).offset(-12)
        }
        composeButton.layout.makeConstraints { make in
            make.trailing.equalTo(contentGuide)
            make.centerY.equalTo(titleLabel.layout.centerY)
        }
        searchField.layout.makeConstraints { make in
            make.top.equalTo(titleLabel.layout.bottom).offset(8)
            make.horizontalEdges.equalTo(contentGuide)
            make.height.greaterThanOrEqualTo(44)
        }
        moodFilter.layout.makeConstraints { make in
            make.top.equalTo(searchField.layout.bottom).offset(8)
            make.horizontalEdges.equalTo(contentGuide)
            make.height.greaterThanOrEqualTo(44)
        }
        // The table spans the column plus the cells' own 16-point insets (the whole width on a
        // phone), and runs under the home indicator.
        tableView.layout.makeConstraints { make in
            make.top.equalTo(moodFilter.layout.bottom).offset(6)
            make.leading.equalTo(contentGuide.layout.leading).offset(-margin)
            make.trailing.equalTo(contentGuide.layout.trailing).offset(margin)
            make.bottom.equalToSuperview()
        }
        undoBanner.layout.makeConstraints { make in
            make.horizontalEdges.equalTo(contentGuide)
            make.bottom.equalTo(contentGuide.layout.bottom).offset(-12)
        }
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let bottom = safeAreaInsets.bottom + 8
        if tableView.contentInset.bottom != bottom {
            tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
        }
    }
}

/// Feeds the home table from the view model and turns swipes into deletions.
///
/// The table reads `sections`, the snapshot taken when it was last told to reload — never the model's
/// live value, which may already hold a search's result before the binding delivers it to the table.
@MainActor
final class HomeTableAdapter: UITableViewDataSource, UITableViewDelegate {
    let model: HomeViewModel
    weak var tableView: UITableView?
    /// What the table shows, set just before each `reloadData()`.
    var sections: [HomeViewModel.DaySection]
    /// Called with the entry a row selects (the detail screen opens it).
    var onSelect: ((JournalEntry) -> Void)?

    init(model: HomeViewModel) {
        self.model = model
        sections = model.sections
    }

    func entry(at indexPath: IndexPath) -> JournalEntry { sections[indexPath.section].entries[indexPath.row] }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueCell(EntryCell.self, for: indexPath)
        cell.configure(with: entry(at: indexPath))
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Deselect at once, so the card is tappable again when the detail is popped.
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(entry(at: indexPath))
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let entry = entry(at: indexPath)
        let delete = UIContextualAction(style: .destructive, title: "删除") { [weak self] _, _, completion in
            self?.model.delete(entry)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
