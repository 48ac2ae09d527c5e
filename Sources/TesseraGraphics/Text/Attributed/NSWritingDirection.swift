/// The direction a paragraph is written in (`NSWritingDirection`, with iOS's raw values); `natural`
/// follows the view's layout direction.
public enum NSWritingDirection: Int, Hashable, Sendable, CaseIterable {
    /// The direction the Unicode bidirectional algorithm finds from the text itself.
    case natural = -1
    /// Left to right, as Latin script.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew script.
    case rightToLeft = 1
}
