/// How a date picker looks (`UIDatePickerStyle`, with iOS's raw values). Tessera draws every
/// style as `compact`.
public enum UIDatePickerStyle: Int, Hashable, Sendable {
    /// `automatic`: the platform's choice; `wheels`: spinning wheels; `compact`: a button that opens
    /// a calendar; `inline`: the calendar in place. All draw as `compact` here.
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
