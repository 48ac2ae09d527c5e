import Foundation

/// The books, in the order they were added, and who to tell when they change.
@MainActor
public final class BookShelf {
    public private(set) var books: [Book]
    private var observers: [UUID: (BookShelf) -> Void] = [:]

    public init(books: [Book] = []) {
        self.books = books
    }

    public func book(withID id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }

    public func add(_ book: Book) {
        books.append(book)
        notify()
    }

    public func update(_ book: Book) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index] = book
        notify()
    }

    public func remove(_ id: Book.ID) {
        books.removeAll { $0.id == id }
        notify()
    }

    /// Calls `observer` after every change until the returned token is passed to `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ observer: @escaping (BookShelf) -> Void) -> UUID {
        let token = UUID()
        observers[token] = observer
        return token
    }

    public func removeObserver(_ token: UUID) {
        observers[token] = nil
    }

    private func notify() {
        for observer in observers.values { observer(self) }
    }
}

extension BookShelf {
    /// A shelf with a few books, for previews, screenshots and tests.
    public static func sample() -> BookShelf {
        BookShelf(books: [
            Book(
                title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", genre: .novel, pageCount: 304,
                pagesRead: 212, notes: "Genly Ai crossing the Gobrin ice with Estraven."),
            Book(
                title: "A Room of One's Own", author: "Virginia Woolf", genre: .essays, pageCount: 112, pagesRead: 112),
            Book(
                title: "The Structure of Scientific Revolutions", author: "Thomas S. Kuhn", genre: .science,
                pageCount: 264, pagesRead: 40),
            Book(title: "Ariel", author: "Sylvia Plath", genre: .poetry, pageCount: 96),
        ])
    }
}
