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
        public static let star = Name("star", 0xE838)
        public static let starBorder = Name("star_border", 0xE83A)
        public static let starHalf = Name("star_half", 0xE839)
        public static let favorite = Name("favorite", 0xE87D)
        public static let favoriteBorder = Name("favorite_border", 0xE87E)
        public static let thumbUp = Name("thumb_up", 0xE8DC)
        public static let bookmark = Name("bookmark", 0xE866)
        public static let bookmarkBorder = Name("bookmark_border", 0xE867)

        // Moods.
        public static let mood = Name("mood", 0xE7F2)
        public static let moodBad = Name("mood_bad", 0xE7F3)
        public static let sentimentSatisfied = Name("sentiment_satisfied", 0xE813)
        public static let sentimentDissatisfied = Name("sentiment_dissatisfied", 0xE811)
        public static let sentimentNeutral = Name("sentiment_neutral", 0xE812)
        public static let sentimentVerySatisfied = Name("sentiment_very_satisfied", 0xE815)
        public static let sentimentVeryDissatisfied = Name("sentiment_very_dissatisfied", 0xE814)
        public static let wbSunny = Name("wb_sunny", 0xE430)
        public static let cloud = Name("cloud", 0xE2BD)

        // Actions.
        public static let add = Name("add", 0xE145)
        public static let search = Name("search", 0xE8B6)
        public static let settings = Name("settings", 0xE8B8)
        public static let edit = Name("edit", 0xE3C9)
        public static let create = Name("create", 0xE150)
        public static let delete = Name("delete", 0xE872)
        public static let close = Name("close", 0xE5CD)
        public static let check = Name("check", 0xE5CA)
        public static let done = Name("done", 0xE876)
        public static let share = Name("share", 0xE80D)
        public static let refresh = Name("refresh", 0xE5D5)
        public static let filterList = Name("filter_list", 0xE152)
        public static let sort = Name("sort", 0xE164)
        public static let lock = Name("lock", 0xE897)
        public static let visibility = Name("visibility", 0xE8F4)
        public static let visibilityOff = Name("visibility_off", 0xE8F5)

        // Navigation.
        public static let home = Name("home", 0xE88A)
        public static let menu = Name("menu", 0xE5D2)
        public static let chevronRight = Name("chevron_right", 0xE5CC)
        public static let chevronLeft = Name("chevron_left", 0xE5CB)
        public static let arrowBack = Name("arrow_back", 0xE5C4)
        public static let arrowForward = Name("arrow_forward", 0xE5C8)
        public static let moreHoriz = Name("more_horiz", 0xE5D3)
        public static let moreVert = Name("more_vert", 0xE5D4)
        public static let expandMore = Name("expand_more", 0xE5CF)
        public static let expandLess = Name("expand_less", 0xE5CE)

        // Content.
        public static let label = Name("label", 0xE892)
        public static let tag = Name("tag", 0xE9EF)
        public static let localOffer = Name("local_offer", 0xE54E)
        public static let barChart = Name("bar_chart", 0xE26B)
        public static let calendarToday = Name("calendar_today", 0xE935)
        public static let today = Name("today", 0xE8DF)
        public static let event = Name("event", 0xE878)
        public static let schedule = Name("schedule", 0xE8B5)
        public static let photo = Name("photo", 0xE410)
        public static let image = Name("image", 0xE3F4)
        public static let cameraAlt = Name("camera_alt", 0xE3B0)
        public static let person = Name("person", 0xE7FD)
        public static let accountCircle = Name("account_circle", 0xE853)
        public static let place = Name("place", 0xE55F)
        public static let notes = Name("notes", 0xE26C)
        public static let book = Name("book", 0xE865)
        public static let notifications = Name("notifications", 0xE7F4)
        public static let info = Name("info", 0xE88E)
        public static let warning = Name("warning", 0xE002)
        public static let error = Name("error", 0xE000)
    }
}
