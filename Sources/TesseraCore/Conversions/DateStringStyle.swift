public import Foundation

/// A human-readable date in English or Chinese (Aquarius's short/long English/Chinese strings).
///
/// Each style fixes its language — the locale is part of the style — while the time zone comes from
/// the converter.
///
/// | style | pattern | 2026-02-01 18:05:09 |
/// | --- | --- | --- |
/// | ``shortEnglish`` | `MMM d, yyyy` | `Feb 1, 2026` |
/// | ``longEnglish`` | `EEEE, MMMM d, yyyy HH:mm:ss` | `Sunday, February 1, 2026 18:05:09` |
/// | ``shortChinese`` | `yyyy年M月d日` | `2026年2月1日` |
/// | ``longChinese`` | `yyyy年M月d日 EEEE HH:mm:ss` | `2026年2月1日 星期日 18:05:09` |
///
/// For example:
/// ```swift
/// Converter.posixUTC.string(from: date, style: .shortChinese)   // e.g. "2026年2月1日"
/// ```
public enum DateStringStyle: Sendable, Hashable, CaseIterable {
    /// `Feb 1, 2026`.
    case shortEnglish
    /// `Sunday, February 1, 2026 18:05:09`.
    case longEnglish
    /// `2026年2月1日`.
    case shortChinese
    /// `2026年2月1日 星期日 18:05:09`.
    case longChinese

    /// The TR35 pattern of the style.
    public var pattern: String {
        switch self {
        case .shortEnglish: "MMM d, yyyy"
        case .longEnglish: "EEEE, MMMM d, yyyy HH:mm:ss"
        case .shortChinese: "yyyy年M月d日"
        case .longChinese: "yyyy年M月d日 EEEE HH:mm:ss"
        }
    }

    /// `en_US_POSIX` for the English styles, `zh_Hans_CN` for the Chinese ones.
    public var locale: Locale {
        switch self {
        case .shortEnglish, .longEnglish: Locale(identifier: "en_US_POSIX")
        case .shortChinese, .longChinese: Locale(identifier: "zh_Hans_CN")
        }
    }
}
