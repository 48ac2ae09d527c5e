/// The direction a paragraph is written in (`NSWritingDirection`, with iOS's raw values); `natural`
/// follows the view's layout direction.
public enum NSWritingDirection: Int, Hashable, Sendable, CaseIterable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
