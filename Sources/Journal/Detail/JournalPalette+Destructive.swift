import Foundation
import Tessera

extension JournalPalette {
    /// Red text for errors and removals that keeps WCAG AA contrast (≥ 4.5:1) on the cards and the
    /// grouped background: #C4281C on white is 5.7:1 (5.1:1 on #F2F2F7), #FF6961 on #1C1C1E 6.0:1.
    static let destructiveText = UIColor(light: UIColor(rgb: 0xC4281C), dark: UIColor(rgb: 0xFF6961))
}
