import UIKit

/// The form for a new book: text fields, a page-count stepper, a genre picker and a switch, laid out with
/// anchors and a stack view. Cancel and Add are in the navigation bar; Add stays disabled until the book has
/// a title and an author.
public final class AddBookViewController: UIViewController, UITextFieldDelegate {
    private let onAdd: (Book) -> Void

    private let titleField = UITextField()
    private let authorField = UITextField()
    private let pagesLabel = UILabel()
    private let pagesStepper = UIStepper()
    private let genreControl = UISegmentedControl(items: Book.Genre.allCases.map(\.title))
    private let startedSwitch = UISwitch()

    public init(onAdd: @escaping (Book) -> Void) {
        self.onAdd = onAdd
        super.init(nibName: nil, bundle: nil)
        title = "New Book"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { [weak self] _ in self?.add() })
        navigationItem.rightBarButtonItem?.isEnabled = false
        navigationItem.rightBarButtonItem?.accessibilityIdentifier = "saveBook"

        for (field, placeholder) in [(titleField, "Title"), (authorField, "Author")] {
            field.placeholder = placeholder
            field.accessibilityIdentifier = placeholder.lowercased()
            field.borderStyle = .roundedRect
            field.font = UIFont.preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.returnKeyType = .next
            field.delegate = self
            field.addAction(UIAction { [weak self] _ in self?.updateAddButton() }, for: .editingChanged)
        }

        pagesStepper.minimumValue = 10
        pagesStepper.maximumValue = 2000
        pagesStepper.stepValue = 10
        pagesStepper.value = 200
        pagesStepper.addAction(UIAction { [weak self] _ in self?.updatePagesLabel() }, for: .valueChanged)
        pagesLabel.font = UIFont.preferredFont(forTextStyle: .body)
        pagesLabel.adjustsFontForContentSizeCategory = true
        updatePagesLabel()

        genreControl.selectedSegmentIndex = 0

        let startedLabel = UILabel()
        startedLabel.text = "Already started"
        startedLabel.font = UIFont.preferredFont(forTextStyle: .body)
        startedLabel.adjustsFontForContentSizeCategory = true

        let pagesRow = UIStackView(arrangedSubviews: [pagesLabel, pagesStepper])
        pagesRow.spacing = 12
        let startedRow = UIStackView(arrangedSubviews: [startedLabel, startedSwitch])
        startedRow.spacing = 12

        let form = UIStackView(arrangedSubviews: [titleField, authorField, pagesRow, genreControl, startedRow])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            authorField.heightAnchor.constraint(equalTo: titleField.heightAnchor),
        ])
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === titleField {
            authorField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    private func updatePagesLabel() {
        pagesLabel.text = "\(Int(pagesStepper.value)) pages"
    }

    private func updateAddButton() {
        let title = titleField.text ?? ""
        let author = authorField.text ?? ""
        navigationItem.rightBarButtonItem?.isEnabled = !title.isEmpty && !author.isEmpty
    }

    private func add() {
        let pageCount = Int(pagesStepper.value)
        let book = Book(
            title: titleField.text ?? "", author: authorField.text ?? "",
            genre: Book.Genre(rawValue: genreControl.selectedSegmentIndex) ?? .novel,
            pageCount: pageCount, pagesRead: startedSwitch.isOn ? pageCount / 10 : 0)
        onAdd(book)
        dismiss(animated: true)
    }
}
