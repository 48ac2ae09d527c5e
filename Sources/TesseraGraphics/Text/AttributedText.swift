/// Text made of runs, each with its own attributes.
///
/// For example:
/// ```swift
/// let bold = TextAttributes(font: .systemFont(ofSize: 15, weight: .bold))
/// let text = AttributedText("Mood: ", attributes: bold) + AttributedText("开心 happy")
/// text.string  // "Mood: 开心 happy"
/// ```
public struct AttributedText: Hashable, Sendable {
    /// A stretch of text with one set of attributes.
    public struct Run: Hashable, Sendable {
        /// The run's characters.
        public var text: String
        /// How the run's characters look.
        public var attributes: TextAttributes

        /// A run of `text` drawn with `attributes`.
        public init(text: String, attributes: TextAttributes) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// The runs in reading order. Empty runs are dropped.
    public private(set) var runs: [Run]

    /// Text made of `runs` in order; empty runs are dropped.
    public init(runs: [Run]) {
        self.runs = runs.filter { !$0.text.isEmpty }
    }

    /// Text of one run of `text` with `attributes` (17 pt system font in black by default).
    public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
        self.init(runs: [Run(text: text, attributes: attributes)])
    }

    /// The plain characters of all runs.
    public var string: String { runs.map(\.text).joined() }

    /// Whether there are no characters.
    public var isEmpty: Bool { runs.isEmpty }

    /// The runs of `lhs` followed by those of `rhs`.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }

    /// Appends the runs of `rhs`.
    public static func += (lhs: inout AttributedText, rhs: AttributedText) {
        lhs = lhs + rhs
    }
}
