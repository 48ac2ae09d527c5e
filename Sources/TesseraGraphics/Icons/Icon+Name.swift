extension Icon {
    /// A Material icon name, e.g. `.star` ("star") or `.calendarToday` ("calendar_today").
    ///
    /// The constants carry their code points, so they work even without the package's code point
    /// map; other names are made with `init?(rawValue:)`, which checks them. Code points are those
    /// of `fonts-material-design-icons-iconfont` 6.7 (`scss/_variables.scss`), and a test checks
    /// each constant against that file and the font.
    public struct Name: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
        /// The font's snake_case name, e.g. "star_border".
        public let rawValue: String
        /// The icon's character in the Material Icons font.
        public let codePoint: Unicode.Scalar

        /// The name `rawValue`, or nil when the code point map has no such name or the installed
        /// font lacks its glyph.
        public init?(rawValue: String) {
            guard let codePoint = IconCodePointMap.available[rawValue] else { return nil }
            self.init(validated: rawValue, codePoint: codePoint)
        }

        init(validated rawValue: String, codePoint: Unicode.Scalar) {
            self.rawValue = rawValue
            self.codePoint = codePoint
        }

        private init(_ rawValue: String, _ codePoint: UInt32) {
            guard let scalar = Unicode.Scalar(codePoint) else {
                preconditionFailure("Icon code point \(codePoint) of \(rawValue) is not a Unicode scalar")
            }
            self.init(validated: rawValue, codePoint: scalar)
        }

        public var description: String { rawValue }

        /// The typed constants, so the catalogue works without the code point map.
        static let constants: [Name] = [
            .star, .starBorder, .starHalf, .favorite, .favoriteBorder, .mood, .moodBad, .sentimentSatisfied,
            .sentimentDissatisfied, .sentimentNeutral, .sentimentVerySatisfied, .sentimentVeryDissatisfied, .add,
            .search, .settings, .home, .label, .barChart, .calendarToday, .photo, .edit, .delete, .close, .check,
            .chevronRight, .chevronLeft, .arrowBack, .arrowForward, .person, .tag, .moreHoriz, .moreVert, .share,
            .bookmark, .bookmarkBorder, .menu, .info, .warning, .error, .done, .notifications, .schedule, .event,
            .today, .place, .cameraAlt, .image, .lock, .visibility, .visibilityOff, .filterList, .sort, .refresh,
            .accountCircle, .expandMore, .expandLess, .localOffer, .notes, .book, .create, .thumbUp, .cloud,
            .wbSunny, .signalCellularAlt, .wifi, .batteryFull,
        ]

        // Favourites and ratings.
        /// A filled five-pointed star, e.g. a chosen rating (`star`, U+E838).
        public static let star = Name("star", 0xE838)
        /// The outline of a star, e.g. a rating not reached (`star_border`, U+E83A).
        public static let starBorder = Name("star_border", 0xE83A)
        /// A star filled on its left half, for half ratings (`star_half`, U+E839).
        public static let starHalf = Name("star_half", 0xE839)
        /// A filled heart (`favorite`, U+E87D).
        public static let favorite = Name("favorite", 0xE87D)
        /// The outline of a heart (`favorite_border`, U+E87E).
        public static let favoriteBorder = Name("favorite_border", 0xE87E)
        /// A raised thumb, for approval (`thumb_up`, U+E8DC).
        public static let thumbUp = Name("thumb_up", 0xE8DC)
        /// A filled bookmark ribbon (`bookmark`, U+E866).
        public static let bookmark = Name("bookmark", 0xE866)
        /// The outline of a bookmark ribbon (`bookmark_border`, U+E867).
        public static let bookmarkBorder = Name("bookmark_border", 0xE867)

        // Moods.
        /// A smiling face (`mood`, U+E7F2).
        public static let mood = Name("mood", 0xE7F2)
        /// A frowning face (`mood_bad`, U+E7F3).
        public static let moodBad = Name("mood_bad", 0xE7F3)
        /// A face with a slight smile (`sentiment_satisfied`, U+E813).
        public static let sentimentSatisfied = Name("sentiment_satisfied", 0xE813)
        /// A face with a slight frown (`sentiment_dissatisfied`, U+E811).
        public static let sentimentDissatisfied = Name("sentiment_dissatisfied", 0xE811)
        /// A face with a straight mouth (`sentiment_neutral`, U+E812).
        public static let sentimentNeutral = Name("sentiment_neutral", 0xE812)
        /// A face with a broad smile (`sentiment_very_satisfied`, U+E815).
        public static let sentimentVerySatisfied = Name("sentiment_very_satisfied", 0xE815)
        /// A face with a deep frown (`sentiment_very_dissatisfied`, U+E814).
        public static let sentimentVeryDissatisfied = Name("sentiment_very_dissatisfied", 0xE814)
        /// A sun with rays (Material's white-balance icon), used for sunny weather (`wb_sunny`, U+E430).
        public static let wbSunny = Name("wb_sunny", 0xE430)
        /// A cloud (`cloud`, U+E2BD).
        public static let cloud = Name("cloud", 0xE2BD)

        // Actions.
        /// A plus sign, for adding an item (`add`, U+E145).
        public static let add = Name("add", 0xE145)
        /// A magnifying glass (`search`, U+E8B6).
        public static let search = Name("search", 0xE8B6)
        /// A gear wheel (`settings`, U+E8B8).
        public static let settings = Name("settings", 0xE8B8)
        /// A pencil (`edit`, U+E3C9).
        public static let edit = Name("edit", 0xE3C9)
        /// A pencil (the older name of the edit glyph) (`create`, U+E150).
        public static let create = Name("create", 0xE150)
        /// A waste bin (`delete`, U+E872).
        public static let delete = Name("delete", 0xE872)
        /// An X, for closing or dismissing (`close`, U+E5CD).
        public static let close = Name("close", 0xE5CD)
        /// A tick mark (`check`, U+E5CA).
        public static let check = Name("check", 0xE5CA)
        /// A tick mark (the same glyph as `check`, under Material's other name) (`done`, U+E876).
        public static let done = Name("done", 0xE876)
        /// Three connected dots, for sharing (`share`, U+E80D).
        public static let share = Name("share", 0xE80D)
        /// A circular arrow, for reloading (`refresh`, U+E5D5).
        public static let refresh = Name("refresh", 0xE5D5)
        /// Three lines getting shorter, for filtering a list (`filter_list`, U+E152).
        public static let filterList = Name("filter_list", 0xE152)
        /// Three lines of decreasing length aligned left, for sorting (`sort`, U+E164).
        public static let sort = Name("sort", 0xE164)
        /// A closed padlock (`lock`, U+E897).
        public static let lock = Name("lock", 0xE897)
        /// An open eye, e.g. for showing a password (`visibility`, U+E8F4).
        public static let visibility = Name("visibility", 0xE8F4)
        /// A crossed-out eye, e.g. for hiding a password (`visibility_off`, U+E8F5).
        public static let visibilityOff = Name("visibility_off", 0xE8F5)

        // Navigation.
        /// A house (`home`, U+E88A).
        public static let home = Name("home", 0xE88A)
        /// Three horizontal lines (a "hamburger" menu) (`menu`, U+E5D2).
        public static let menu = Name("menu", 0xE5D2)
        /// A right-pointing chevron, e.g. a disclosure indicator (`chevron_right`, U+E5CC).
        public static let chevronRight = Name("chevron_right", 0xE5CC)
        /// A left-pointing chevron (`chevron_left`, U+E5CB).
        public static let chevronLeft = Name("chevron_left", 0xE5CB)
        /// A left-pointing arrow, for going back (`arrow_back`, U+E5C4).
        public static let arrowBack = Name("arrow_back", 0xE5C4)
        /// A right-pointing arrow, for going forward (`arrow_forward`, U+E5C8).
        public static let arrowForward = Name("arrow_forward", 0xE5C8)
        /// Three dots in a row, for more actions (`more_horiz`, U+E5D3).
        public static let moreHoriz = Name("more_horiz", 0xE5D3)
        /// Three dots in a column, for more actions (`more_vert`, U+E5D4).
        public static let moreVert = Name("more_vert", 0xE5D4)
        /// A downward chevron, for expanding (`expand_more`, U+E5CF).
        public static let expandMore = Name("expand_more", 0xE5CF)
        /// An upward chevron, for collapsing (`expand_less`, U+E5CE).
        public static let expandLess = Name("expand_less", 0xE5CE)

        // Content.
        /// A label tag with a pointed end (`label`, U+E892).
        public static let label = Name("label", 0xE892)
        /// A hash sign (#) (`tag`, U+E9EF).
        public static let tag = Name("tag", 0xE9EF)
        /// A price tag (`local_offer`, U+E54E).
        public static let localOffer = Name("local_offer", 0xE54E)
        /// Three vertical bars of a chart (`bar_chart`, U+E26B).
        public static let barChart = Name("bar_chart", 0xE26B)
        /// A calendar page (`calendar_today`, U+E935).
        public static let calendarToday = Name("calendar_today", 0xE935)
        /// A calendar page with the current day marked (`today`, U+E8DF).
        public static let today = Name("today", 0xE8DF)
        /// A calendar page with an event marked (`event`, U+E878).
        public static let event = Name("event", 0xE878)
        /// A clock face (`schedule`, U+E8B5).
        public static let schedule = Name("schedule", 0xE8B5)
        /// A landscape picture in a frame (`photo`, U+E410).
        public static let photo = Name("photo", 0xE410)
        /// A landscape picture (Material's image glyph) (`image`, U+E3F4).
        public static let image = Name("image", 0xE3F4)
        /// A camera (`camera_alt`, U+E3B0).
        public static let cameraAlt = Name("camera_alt", 0xE3B0)
        /// The head and shoulders of a person (`person`, U+E7FD).
        public static let person = Name("person", 0xE7FD)
        /// A person inside a circle, for an account (`account_circle`, U+E853).
        public static let accountCircle = Name("account_circle", 0xE853)
        /// A map pin (`place`, U+E55F).
        public static let place = Name("place", 0xE55F)
        /// Lines of text, for notes (`notes`, U+E26C).
        public static let notes = Name("notes", 0xE26C)
        /// A closed book (`book`, U+E865).
        public static let book = Name("book", 0xE865)
        /// A bell (`notifications`, U+E7F4).
        public static let notifications = Name("notifications", 0xE7F4)
        /// An "i" in a filled circle (`info`, U+E88E).
        public static let info = Name("info", 0xE88E)
        /// An exclamation mark in a triangle (`warning`, U+E002).
        public static let warning = Name("warning", 0xE002)
        /// An exclamation mark in a filled circle (`error`, U+E000).
        public static let error = Name("error", 0xE000)
    }
}
