/// What an accessible object is, in AT-SPI's terms (`AtspiRole`; the raw values are AT-SPI's).
enum AccessibleRole: UInt32, Hashable, Sendable {
    case alert = 2
    case animation = 3
    case calendar = 5
    case checkBox = 7
    case dateEditor = 12
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case spinButton = 52
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case toolBar = 63
    case treeTable = 66
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88
    case treeItem = 91

    /// AT-SPI's name for the role ("push button"), as `GetRoleName` returns it.
    var name: String {
        switch self {
        case .alert: "alert"
        case .animation: "animation"
        case .calendar: "calendar"
        case .checkBox: "check box"
        case .dateEditor: "date editor"
        case .dialog: "dialog"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .table: "table"
        case .tableCell: "table cell"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .toolBar: "tool bar"
        case .treeTable: "tree table"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .treeItem: "tree item"
        }
    }

    /// Roles a person operates (activates, types into, adjusts, selects): each needs a name.
    var isInteractive: Bool {
        switch self {
        case .checkBox, .toggleButton, .pushButton, .link, .pageTab, .listItem, .tableCell, .treeItem, .entry,
            .passwordText, .text, .slider, .spinButton, .dateEditor, .calendar:
            true
        default:
            false
        }
    }
}
