import UIKit

/// A row of the reading list: title, author and a progress bar, sized by Auto Layout so that long titles
/// and large text sizes make the row taller.
final class BookCell: UITableViewCell {
    static let reuseIdentifier = "BookCell"

    private let titleLabel = UILabel()
    private let authorLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let statusImageView = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        authorLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        authorLabel.adjustsFontForContentSizeCategory = true
        authorLabel.textColor = .secondaryLabel
        authorLabel.numberOfLines = 0

        progressView.trackTintColor = .systemFill
        statusImageView.contentMode = .scaleAspectFit

        let text = UIStackView(arrangedSubviews: [titleLabel, authorLabel, progressView])
        text.axis = .vertical
        text.spacing = 6
        text.setCustomSpacing(10, after: authorLabel)

        let row = UIStackView(arrangedSubviews: [text, statusImageView])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)

        // Below required, as self-sizing cells usually have it: the cell's height comes from its content.
        let bottom = row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            bottom,
            statusImageView.widthAnchor.constraint(equalToConstant: 24),
            statusImageView.heightAnchor.constraint(equalTo: statusImageView.widthAnchor),
        ])
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with book: Book) {
        titleLabel.text = book.title
        authorLabel.text = book.author
        progressView.progress = book.progress
        let finished = book.isFinished
        statusImageView.image = UIImage(systemName: finished ? "checkmark.circle.fill" : "book")
        statusImageView.tintColor = finished ? .systemGreen : .tertiaryLabel
        accessibilityLabel = "\(book.title), \(book.author), \(Int(book.progress * 100)) percent read"
    }
}
