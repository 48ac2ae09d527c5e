import Foundation
public import Tessera

extension JournalHomeView {
    /// The least height, in points, the home screen lays out in at `width` with its current traits
    /// (text size above all): its top safe-area inset, the header — date, title beside the compose
    /// button, search field and mood filter, each at its fitting height in the column and spaced as
    /// `makeConstraints()` spaces them — and one row holding a one-line entry. It grows with the
    /// text size, so the window's minimum follows Settings' text size.
    ///
    /// For example:
    /// ```swift
    /// home.minimumContentHeight(forWidth: 320)   // about 330 at Large, far more at AX5
    /// ```
    /// - Complexity: a few text measurements and one fit of the row in a throwaway layout engine.
    public func minimumContentHeight(forWidth width: CGFloat) -> CGFloat {
        let column = max(0, width - 2 * Self.margin)
        func textHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
            label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height
        }
        let compose = composeButton.intrinsicContentSize
        let title = max(textHeight(titleLabel, width: column - compose.width - 12), compose.height)
        let header =
            8 + textHeight(dateLabel, width: column) + 2 + title
            + 8 + max(44, searchField.intrinsicContentSize.height)
            + 8 + max(44, moodFilter.intrinsicContentSize.height) + 6
        let row = sizingCell.sizeThatFits(CGSize(width: width, height: 0)).height
        return (safeAreaInsets.top + header + row).rounded(.up)
    }

    /// The entry the sizing row shows: a one-line title and body with one tag, as short as an entry
    /// usually gets.
    static func sizingEntry(today: Date) -> JournalEntry {
        JournalEntry(date: today, mood: .calm, title: "日记 Journal", body: "Today", tags: ["日常"], author: "Me")
    }
}
