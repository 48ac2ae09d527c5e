extension UIImage {
    /// SF Symbols names → the Material icon that draws them (Material Icons font), for
    /// `UIImage(systemName:)`. Symbols not listed give nil, as an unknown name does on iOS.
    ///
    /// Material Icons has one filled style and a few "outline"/"border" variants: an outline symbol
    /// maps to the outline variant where the font has one, else to the same glyph as its `.fill`
    /// form. Directional symbols (`chevron.backward`) are not mirrored for right-to-left layouts.
    static let systemSymbolIcons: [String: String] = [
        // Adding, removing, confirming.
        "plus": "add", "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
        "plus.square": "add_box", "plus.square.fill": "add_box",
        "minus": "remove", "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
        "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
        "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "square": "check_box_outline_blank",
        "circle": "radio_button_unchecked", "circle.fill": "circle", "largecircle.fill.circle": "radio_button_checked",

        // Chevrons and arrows.
        "chevron.left": "chevron_left", "chevron.right": "chevron_right", "chevron.backward": "chevron_left",
        "chevron.forward": "chevron_right", "chevron.up": "expand_less", "chevron.down": "expand_more",
        "chevron.up.chevron.down": "unfold_more",
        "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.backward": "arrow_back",
        "arrow.forward": "arrow_forward", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay", "arrow.uturn.backward": "undo",
        "arrow.uturn.forward": "redo", "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz",
        "arrow.triangle.2.circlepath": "sync", "arrow.up.right.square": "open_in_new",
        "arrow.down.circle": "download", "arrow.up.circle": "upload",
        "rectangle.portrait.and.arrow.right": "logout",

        // Editing and sharing.
        "trash": "delete_outline", "trash.fill": "delete", "pencil": "edit", "square.and.pencil": "edit_note",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "file_download", "doc.on.doc": "content_copy",
        "doc.on.clipboard": "content_paste", "scissors": "content_cut", "paperclip": "attach_file", "link": "link",
        "printer": "print", "paperplane": "send", "paperplane.fill": "send",

        // Navigation and layout.
        "magnifyingglass": "search", "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
        "house": "home", "house.fill": "home", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz",
        "line.3.horizontal": "menu", "line.3.horizontal.decrease": "filter_list",
        "line.3.horizontal.decrease.circle": "filter_list", "list.bullet": "format_list_bulleted", "list.dash": "list",
        "square.grid.2x2": "grid_view", "slider.horizontal.3": "tune", "globe": "language",

        // People and communication.
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
        "person.circle.fill": "account_circle", "person.crop.circle": "account_circle",
        "person.crop.circle.fill": "account_circle", "person.2": "people_outline", "person.2.fill": "people",
        "person.badge.plus": "person_add", "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone",
        "phone.fill": "phone", "message": "chat_bubble_outline", "message.fill": "chat_bubble",
        "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble", "at": "alternate_email",
        "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off",

        // Status and information.
        "info.circle": "info_outline", "info.circle.fill": "info",
        "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
        "exclamationmark": "priority_high", "questionmark.circle": "help_outline", "questionmark.circle.fill": "help",
        "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open", "lock.open.fill": "lock_open",
        "key": "vpn_key", "eye": "visibility", "eye.fill": "visibility", "eye.slash": "visibility_off",
        "eye.slash.fill": "visibility_off", "shield": "shield", "power": "power_settings_new",

        // Favourites and marks.
        "heart": "favorite_border", "heart.fill": "favorite", "star": "star_border", "star.fill": "star",
        "star.leadinghalf.filled": "star_half", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "flag": "outlined_flag", "flag.fill": "flag", "tag": "local_offer", "tag.fill": "local_offer",
        "pin": "push_pin", "pin.fill": "push_pin", "hand.thumbsup": "thumb_up_off_alt",
        "hand.thumbsup.fill": "thumb_up",
        "face.smiling": "sentiment_satisfied", "sparkles": "auto_awesome", "lightbulb": "lightbulb_outline",
        "lightbulb.fill": "lightbulb", "bolt": "flash_on", "bolt.fill": "flash_on", "gift": "card_giftcard",
        "trophy": "emoji_events", "number": "tag",

        // Documents and media.
        "book": "book", "book.fill": "book", "book.closed": "book", "books.vertical": "menu_book",
        "doc": "insert_drive_file", "doc.fill": "insert_drive_file", "doc.text": "description",
        "doc.text.fill": "description", "folder": "folder", "folder.fill": "folder", "tray": "inbox",
        "tray.fill": "inbox", "archivebox": "archive", "archivebox.fill": "archive", "calendar": "calendar_today",
        "clock": "schedule", "clock.fill": "schedule", "clock.arrow.circlepath": "history", "alarm": "alarm",
        "timer": "timer", "hourglass": "hourglass_empty", "photo": "photo", "photo.fill": "photo",
        "photo.on.rectangle": "photo_library", "camera": "photo_camera", "camera.fill": "photo_camera",
        "video": "videocam", "video.fill": "videocam", "film": "movie", "tv": "tv", "music.note": "music_note",
        "mic": "mic_none", "mic.fill": "mic", "mic.slash": "mic_off", "speaker.wave.2": "volume_up",
        "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off", "speaker.slash.fill": "volume_off",
        "headphones": "headset", "play": "play_arrow", "play.fill": "play_arrow", "play.circle": "play_circle_outline",
        "play.circle.fill": "play_circle_filled", "pause": "pause", "pause.fill": "pause",
        "pause.circle": "pause_circle_outline", "pause.circle.fill": "pause_circle_filled", "stop": "stop",
        "stop.fill": "stop", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
        "forward.end.fill": "skip_next", "backward.end.fill": "skip_previous",
        "textformat": "text_fields", "bold": "format_bold", "italic": "format_italic", "underline": "format_underlined",
        "paintbrush": "brush", "paintpalette": "palette", "wrench": "build", "keyboard": "keyboard",
        "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart",
        "chart.pie.fill": "pie_chart",

        // Places, commerce, devices.
        "location": "near_me", "location.fill": "near_me", "mappin": "place", "mappin.and.ellipse": "place",
        "mappin.circle": "place", "map": "map", "map.fill": "map", "scope": "gps_fixed", "building.2": "business",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "cart.badge.plus": "add_shopping_cart",
        "bag": "shopping_bag", "bag.fill": "shopping_bag", "creditcard": "credit_card",
        "creditcard.fill": "credit_card",
        "dollarsign.circle": "monetization_on", "airplane": "flight", "car": "directions_car",
        "car.fill": "directions_car", "bicycle": "directions_bike", "figure.walk": "directions_walk",
        "iphone": "smartphone", "laptopcomputer": "laptop", "desktopcomputer": "desktop_windows",
        "gamecontroller": "videogame_asset", "wifi": "wifi", "battery.100": "battery_full",

        // Weather and nature.
        "cloud": "cloud_queue", "cloud.fill": "cloud", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny",
        "moon": "nights_stay", "moon.fill": "brightness_2", "drop": "opacity", "drop.fill": "opacity",
        "flame": "whatshot", "flame.fill": "whatshot", "snowflake": "ac_unit", "leaf": "eco", "leaf.fill": "eco",
        "umbrella": "beach_access",
    ]
}
