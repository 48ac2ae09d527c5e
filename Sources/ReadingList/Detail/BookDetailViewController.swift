import UIKit

/// One book: its title, author, progress and notes in a scrolling column, and a button that marks it
/// finished.
public final class BookDetailViewController: UIViewController {
    private let shelf: BookShelf
    private let bookID: Book.ID

    private let scrollView = UIScrollView()
    private let titleLabel = UILabel()
    private let authorLabel = UILabel()
    private let progressLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private let notesLabel = UILabel()
    private let finishButton = UIButton(configuration: .filled())

    public init(shelf: BookShelf, bookID: Book.ID) {
        self.shelf = shelf
        self.bookID = bookID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        style(titleLabel, textStyle: .largeTitle, color: .label)
        style(authorLabel, textStyle: .title3, color: .secondaryLabel)
        style(progressLabel, textStyle: .footnote, color: .secondaryLabel)
        style(notesLabel, textStyle: .body, color: .label)
        progressView.progressTintColor = .systemBlue

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Mark as Finished"
        configuration.image = UIImage(systemName: "checkmark")
        configuration.imagePadding = 8
        configuration.cornerStyle = .large
        finishButton.configuration = configuration
        finishButton.addAction(UIAction { [weak self] _ in self?.markFinished() }, for: .touchUpInside)

        let column = UIStackView(arrangedSubviews: [
            titleLabel, authorLabel, progressView, progressLabel, notesLabel, finishButton,
        ])
        column.axis = .vertical
        column.spacing = 8
        column.setCustomSpacing(20, after: authorLabel)
        column.setCustomSpacing(24, after: notesLabel)
        column.translatesAutoresizingMaskIntoConstraints = false

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(column)

        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            column.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
            progressView.heightAnchor.constraint(equalToConstant: 6),
        ])
        show()
    }

    private func style(_ label: UILabel, textStyle: UIFont.TextStyle, color: UIColor) {
        label.font = UIFont.preferredFont(forTextStyle: textStyle)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.numberOfLines = 0
    }

    private func show() {
        guard let book = shelf.book(withID: bookID) else { return }
        titleLabel.text = book.title
        authorLabel.text = book.author
        progressView.setProgress(book.progress, animated: false)
        progressLabel.text = "\(book.pagesRead) of \(book.pageCount) pages · \(book.genre.title)"
        notesLabel.text = book.notes.isEmpty ? "No notes yet." : book.notes
        notesLabel.textColor = book.notes.isEmpty ? .tertiaryLabel : .label
        finishButton.isEnabled = !book.isFinished
    }

    private func markFinished() {
        guard var book = shelf.book(withID: bookID) else { return }
        book.pagesRead = book.pageCount
        shelf.update(book)
        show()
    }
}
