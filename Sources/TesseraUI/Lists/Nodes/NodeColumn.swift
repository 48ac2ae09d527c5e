public import Foundation
public import TesseraGraphics

/// One column of a `NodeView`: a title, a width, an alignment and how to turn a row's value into
/// the column's text — a key path into the value plus a format (Acheron's `NodeColumn`, typed).
///
/// For example:
/// ```swift
/// let converter = Converter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// let columns: [NodeColumn<Entry>] = [
///     NodeColumn("Title", \.title),                                         // a String as is
///     NodeColumn("Mood", \.mood, width: 90),                                // description
///     NodeColumn("Date", \.date, width: 96, format: .date(.short, converter: converter)),   // "2026-02-01"
///     NodeColumn("Km", \.distance, width: 64, alignment: .right,
///                format: .number(fractionDigits: 1...1, converter: converter)),              // "12,5"
///     NodeColumn("Rating", \.rating, width: 60, placeholder: "–") { "\($0)★" },           // Int? → "4★" or "–"
/// ]
/// ```
public struct NodeColumn<Value> {
    public var title: String
    /// The column's width in points; nil shares the width the fixed columns leave.
    public var width: CGFloat?
    public var alignment: NSTextAlignment
    /// The text the column shows for a value.
    public let text: (Value) -> String

    /// A column showing whatever `text` returns for each value.
    public init(
        _ title: String, width: CGFloat? = nil, alignment: NSTextAlignment = .natural, text: @escaping (Value) -> String
    ) {
        self.title = title
        self.width = width.map { max(0, $0) }
        self.alignment = alignment
        self.text = text
    }

    /// A column showing `format(value[keyPath: keyPath])`.
    public init<Field>(
        _ title: String, _ keyPath: KeyPath<Value, Field>, width: CGFloat? = nil, alignment: NSTextAlignment = .natural,
        format: @escaping (Field) -> String
    ) {
        self.init(title, width: width, alignment: alignment) { format($0[keyPath: keyPath]) }
    }

    /// A column showing the field through a `ColumnFormat` (numbers, dates, …).
    public init<Field>(
        _ title: String, _ keyPath: KeyPath<Value, Field>, width: CGFloat? = nil, alignment: NSTextAlignment = .natural,
        format: ColumnFormat<Field>
    ) {
        self.init(title, keyPath, width: width, alignment: alignment, format: format.string)
    }

    /// A column showing an optional field formatted, or `placeholder` when it is nil.
    public init<Field>(
        _ title: String, _ keyPath: KeyPath<Value, Field?>, width: CGFloat? = nil,
        alignment: NSTextAlignment = .natural,
        placeholder: String = "", format: @escaping (Field) -> String
    ) {
        self.init(title, width: width, alignment: alignment) { $0[keyPath: keyPath].map(format) ?? placeholder }
    }

    /// A column showing an optional field through a `ColumnFormat`, or `placeholder` when it is nil.
    public init<Field>(
        _ title: String, _ keyPath: KeyPath<Value, Field?>, width: CGFloat? = nil,
        alignment: NSTextAlignment = .natural,
        placeholder: String = "", format: ColumnFormat<Field>
    ) {
        self.init(title, keyPath, width: width, alignment: alignment, placeholder: placeholder, format: format.string)
    }

    /// A column showing the field's `description` (a `String` shows as is).
    public init<Field: CustomStringConvertible>(
        _ title: String, _ keyPath: KeyPath<Value, Field>, width: CGFloat? = nil, alignment: NSTextAlignment = .natural
    ) {
        self.init(title, keyPath, width: width, alignment: alignment, format: \.description)
    }

    /// A column showing an optional field's `description`, or `placeholder` when it is nil.
    public init<Field: CustomStringConvertible>(
        _ title: String, _ keyPath: KeyPath<Value, Field?>, width: CGFloat? = nil,
        alignment: NSTextAlignment = .natural,
        placeholder: String = ""
    ) {
        self.init(title, keyPath, width: width, alignment: alignment, placeholder: placeholder, format: \.description)
    }
}

extension NodeColumn {
    /// The widths of `columns` across `width` points: fixed columns get theirs, the others share
    /// what is left equally (never below 0).
    static func resolvedWidths(of columns: [NodeColumn], in width: CGFloat) -> [CGFloat] {
        let fixed = columns.compactMap(\.width).reduce(0, +)
        let flexibleCount = columns.filter { $0.width == nil }.count
        let share = flexibleCount == 0 ? 0 : max(0, width - fixed) / CGFloat(flexibleCount)
        return columns.map { $0.width ?? share }
    }
}
