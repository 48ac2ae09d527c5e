import Foundation
import Testing

@testable import TesseraCore

@Suite struct NumberScannerTests {
    let unitedStates = NumberScanner(locale: Locale(identifier: "en_US"))
    let germany = NumberScanner(locale: Locale(identifier: "de_DE"))

    @Test func rewritesGroupedDecimalsInPOSIXForm() throws {
        let form = try #require(unitedStates.posixForm(of: "1,234.5", allowsExponent: false))
        #expect(form.posix == "1234.5")
        #expect(!form.isIntegral)
        let whole = try #require(unitedStates.posixForm(of: "-1,234,567", allowsExponent: false))
        #expect(whole.posix == "-1234567")
        #expect(whole.isIntegral)
    }

    @Test func readsTheLocalesSeparators() {
        #expect(germany.posixForm(of: "1.234,5", allowsExponent: false)?.posix == "1234.5")
        // In de_DE "1,234.5" is not a number: `.` cannot follow the decimal separator.
        #expect(germany.posixForm(of: "1,234.5", allowsExponent: false) == nil)
    }

    /// Groups must have the locale's sizes: 3 in en_US, and the first group at most that long.
    @Test func rejectsGroupsOfTheWrongSize() {
        #expect(unitedStates.posixForm(of: "1,2,3", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: "12,34", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: "1234,567", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: "12,345,678", allowsExponent: false)?.posix == "12345678")
    }

    @Test func rejectsTrailingTextInsteadOfReadingAPrefix() {
        #expect(unitedStates.posixForm(of: "12abc", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: "", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: "-", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: ".", allowsExponent: false) == nil)
    }

    @Test func acceptsAnExponentOnlyWhenAllowed() throws {
        let form = try #require(unitedStates.posixForm(of: "1.5E-3", allowsExponent: true))
        #expect(form.posix == "1.5e-3")
        #expect(!form.isIntegral)
        #expect(unitedStates.posixForm(of: "1.5E-3", allowsExponent: false) == nil)
        #expect(unitedStates.posixForm(of: "2e", allowsExponent: true) == nil)
    }

    @Test func acceptsUnicodeMinusAndDigits() {
        #expect(unitedStates.posixForm(of: "\u{2212}7", allowsExponent: false)?.posix == "-7")
        #expect(unitedStates.posixForm(of: "１２", allowsExponent: false)?.posix == "12")
        #expect(unitedStates.posixForm(of: "\u{0661}\u{0662}", allowsExponent: false)?.posix == "12")
        #expect(unitedStates.posixForm(of: "+3", allowsExponent: false)?.posix == "3")
    }

}
