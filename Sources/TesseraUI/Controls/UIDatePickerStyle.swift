/// How a date picker looks (`UIDatePickerStyle`, with iOS's raw values). Tessera draws every
/// style as `compact`.
public enum UIDatePickerStyle: Int, Hashable, Sendable {
    case automatic = 0, wheels = 1, compact = 2, inline = 3
}
