import Foundation

/// Reads a visual format string into a ``VisualFormat``, resolving metric names; spaces are
/// skipped.
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private let metrics: [String: CGFloat]
    private var index = 0

    init(format: String, metrics: [String: CGFloat]) {
        self.format = format
        self.characters = Array(format)
        self.metrics = metrics
    }

    mutating func parse() throws(NSLayoutConstraint.VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        if let orientation = orientationPrefix() { result.orientation = orientation }
        if take("|") { result.fromSuperview = try connection() }
        guard peek() == "[" else { throw failure("expected '[' to start a view") }
        result.views.append(try view())
        while peek() != nil {
            let link = try connection()
            if take("|") {
                result.toSuperview = link
                break
            }
            guard peek() == "[" else {
                if link == .flush, let next = peek() { throw failure("unexpected '\(next)'") }
                throw failure("expected a view or '|' after the connection")
            }
            result.connections.append(link)
            result.views.append(try view())
        }
        skipSpaces()
        guard index == characters.count else { throw failure("unexpected '\(characters[index])'") }
        return result
    }

    // MARK: Pieces

    private mutating func orientationPrefix() -> VisualFormat.Orientation? {
        skipSpaces()
        guard index + 1 < characters.count, characters[index + 1] == ":" else { return nil }
        let orientation: VisualFormat.Orientation? =
            switch characters[index] {
            case "H": .horizontal
            case "V": .vertical
            default: nil
            }
        if orientation != nil { index += 2 }
        return orientation
    }

    /// A connection: nothing (flush), `-`, `-n-`, `-(predicates)-`; before a trailing `|` the
    /// connection's closing is the `|` itself.
    private mutating func connection() throws(NSLayoutConstraint.VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek() == "(" {
            let start = index
            predicates = try predicateList()
            if let name = predicates.lazy.compactMap(\.object.viewName).first {
                index = start
                throw failure(
                    "a connection's predicate must be a number or a metric; there is no metric named '\(name)'")
            }
        } else {
            guard peek() != "-", peek() != "+" else { throw failure("expected a positive number or a metric name") }
            predicates = [VisualFormat.Predicate(object: .constant(try constant()))]
        }
        guard take("-") else { throw failure("expected '-' to close the connection") }
        return .predicates(predicates)
    }

    private mutating func view() throws(NSLayoutConstraint.VisualFormatError) -> VisualFormat.View {
        skipSpaces()
        let offset = index
        guard take("[") else { throw failure("expected '[' to start a view") }
        guard let name = identifier() else { throw failure("expected a view name") }
        let predicates = peek() == "(" ? try predicateList() : []
        guard take("]") else { throw failure("expected ']' to close the view '\(name)'") }
        return VisualFormat.View(name: name, offset: offset, predicates: predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList() throws(NSLayoutConstraint.VisualFormatError) -> [VisualFormat.Predicate] {
        guard take("(") else { throw failure("expected '('") }
        var list = [try predicate()]
        while take(",") { list.append(try predicate()) }
        guard take(")") else { throw failure("expected ')' or ',' in the predicate list") }
        return list
    }

    private mutating func predicate() throws(NSLayoutConstraint.VisualFormatError) -> VisualFormat.Predicate {
        var predicate = VisualFormat.Predicate(object: .constant(0))
        if take("=") {
            guard take("=") else { throw failure("expected '==', '<=' or '>='") }
        } else if take("<") {
            guard take("=") else { throw failure("expected '<='") }
            predicate.relation = .lessThanOrEqual
        } else if take(">") {
            guard take("=") else { throw failure("expected '>='") }
            predicate.relation = .greaterThanOrEqual
        }
        if let name = peekIdentifier(), metrics[name] == nil {
            index += name.count
            predicate.object = .view(name)
        } else {
            predicate.object = .constant(try constant())
        }
        if take("@") {
            let start = index
            let priority = try constant()
            guard priority >= 1, priority <= 1000 else {
                index = start
                throw failure("a priority must be from 1 to 1000")
            }
            predicate.priority = Float(priority)
        }
        return predicate
    }

    /// A number (with an optional sign and decimals) or a metric's value.
    private mutating func constant() throws(NSLayoutConstraint.VisualFormatError) -> CGFloat {
        skipSpaces()
        if let name = peekIdentifier() {
            guard let value = metrics[name] else { throw failure("no metric or view named '\(name)'") }
            index += name.count
            return value
        }
        let start = index
        if peek() == "-" || peek() == "+" { index += 1 }
        while index < characters.count, characters[index].isASCII {
            let character = characters[index]
            let exponentSign =
                (character == "-" || character == "+") && index > start && "eE".contains(characters[index - 1])
            guard character.isNumber || character == "." || "eE".contains(character) || exponentSign else { break }
            index += 1
        }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            throw failure("expected a number or a metric name")
        }
        return CGFloat(value)
    }

    // MARK: Characters

    private mutating func identifier() -> String? {
        guard let name = peekIdentifier() else { return nil }
        index += name.count
        return name
    }

    /// The name (`[A-Za-z_][A-Za-z0-9_]*`) at the current position, without moving past it.
    private mutating func peekIdentifier() -> String? {
        skipSpaces()
        guard index < characters.count, characters[index].isASCII,
            characters[index].isLetter || characters[index] == "_"
        else { return nil }
        var end = index
        while end < characters.count, characters[end].isASCII,
            characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
        {
            end += 1
        }
        return String(characters[index..<end])
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return index < characters.count ? characters[index] : nil
    }

    private mutating func take(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    private func failure(_ reason: String) -> NSLayoutConstraint.VisualFormatError {
        NSLayoutConstraint.VisualFormatError(reason: reason, format: format, offset: index)
    }
}
