import Foundation
import Testing

@testable import TesseraCore

@Suite struct ConverterNumberTests {
    let posix = Converter.posixUTC
    let china = Converter(locale: Locale(identifier: "zh_CN"), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
    let germany = Converter(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
    let france = Converter(locale: Locale(identifier: "fr_FR"), timeZone: .gmt)

    @Test(arguments: [
        ("42", 42), (" 42\n", 42), ("-7", -7), ("+7", 7), ("1,234", 1234), ("1,234,567", 1_234_567), ("１２", 12),
        ("0", 0),
    ])
    func integersInPOSIX(text: String, expected: Int) throws {
        #expect(try posix.int(from: text) == expected)
    }

    @Test func integersInChina() throws {
        #expect(try china.int(from: "1,234") == 1234)
        #expect(try china.int(from: "-98") == -98)
    }

    @Test func integersUseTheLocaleSeparators() throws {
        #expect(try germany.int(from: "1.234") == 1234)
        #expect(throws: ConversionError.notAnInteger("1,234")) { try germany.int(from: "1,234") }
        #expect(throws: ConversionError.notANumber("1.23.4")) { try germany.int(from: "1.23.4") }
    }

    @Test(arguments: [
        ("", ConversionError.empty("")),
        ("   ", .empty("   ")),
        ("\n\t", .empty("\n\t")),
        ("abc", .notANumber("abc")),
        ("12abc", .notANumber("12abc")),
        ("1e3", .notANumber("1e3")),
        ("1e999", .notANumber("1e999")),
        ("1,2,3", .notANumber("1,2,3")),
        (",123", .notANumber(",123")),
        ("12,", .notANumber("12,")),
        ("1 2", .notANumber("1 2")),
        ("--1", .notANumber("--1")),
        ("-", .notANumber("-")),
        ("0x10", .notANumber("0x10")),
        ("五", .notANumber("五")),
        ("1.5", .notAnInteger("1.5")),
        ("3.0", .notAnInteger("3.0")),
        ("99999999999999999999", .outOfRange("99999999999999999999")),
    ])
    func malformedIntegers(text: String, error: ConversionError) {
        #expect(throws: error) { try posix.int(from: text) }
    }

    @Test(arguments: [
        ("18.85", 18.85), ("-2.5e-3", -0.0025), ("1,234.5", 1234.5), (".5", 0.5), ("5.", 5.0), ("+1E2", 100.0),
        ("１.５", 1.5),
    ])
    func doublesInPOSIX(text: String, expected: Double) throws {
        #expect(try posix.double(from: text) == expected)
    }

    @Test func doublesUseTheLocaleSeparators() throws {
        #expect(try germany.double(from: "1.234,5") == 1234.5)
        #expect(throws: ConversionError.notANumber("1,234.5")) { try germany.double(from: "1,234.5") }
        #expect(try france.double(from: "1\u{202F}234,5") == 1234.5)
        #expect(try france.double(from: "1 234,5") == 1234.5)
        #expect(try china.double(from: "1,234.5") == 1234.5)
    }

    @Test(arguments: [
        ("", ConversionError.empty("")),
        (" ", .empty(" ")),
        ("abc", .notANumber("abc")),
        ("nan", .notANumber("nan")),
        ("inf", .notANumber("inf")),
        ("1e", .notANumber("1e")),
        (".", .notANumber(".")),
        ("1.2.3", .notANumber("1.2.3")),
        ("1e999", .outOfRange("1e999")),
        ("-1e999", .outOfRange("-1e999")),
    ])
    func malformedDoubles(text: String, error: ConversionError) {
        #expect(throws: error) { try posix.double(from: text) }
    }

    @Test func cgFloatsFollowTheDoubleRules() throws {
        #expect(try posix.cgFloat(from: "1.5") == CGFloat(1.5))
        #expect(throws: ConversionError.outOfRange("1e999")) { try posix.cgFloat(from: "1e999") }
    }

    @Test func numbersAreWrittenInTheLocale() {
        #expect(posix.string(from: 1234.5) == "1,234.5")
        #expect(posix.string(from: 18.0) == "18")
        #expect(posix.string(from: 1234.5, fractionDigits: 2...2) == "1,234.50")
        #expect(posix.string(from: 1234.5, usesGrouping: false) == "1234.5")
        #expect(germany.string(from: 1234.5) == "1.234,5")
        #expect(china.string(from: -0.125, fractionDigits: 0...2) == "-0.12")
    }

    @Test func integersBecomeFloatingPointOnlyWhenExact() throws {
        #expect(try Converter.double(exactly: 18) == 18.0)
        #expect(try Converter.cgFloat(exactly: 1 << 53) == CGFloat(9_007_199_254_740_992))
        #expect(throws: ConversionError.outOfRange("9007199254740993")) { try Converter.double(exactly: (1 << 53) + 1) }
    }

    @Test(arguments: ["1", "true", "TRUE", " yes ", "Y", "on", "是", "真", "开"])
    func trueWords(text: String) throws {
        #expect(try posix.bool(from: text))
    }

    @Test(arguments: ["0", "false", "False", "no", "N", "off", "否", "假", "关"])
    func falseWords(text: String) throws {
        #expect(try !posix.bool(from: text))
    }

    @Test func malformedBooleans() {
        #expect(throws: ConversionError.empty("")) { try posix.bool(from: "") }
        #expect(throws: ConversionError.empty("  ")) { try posix.bool(from: "  ") }
        #expect(throws: ConversionError.notABoolean("2")) { try posix.bool(from: "2") }
        #expect(throws: ConversionError.notABoolean("maybe")) { try posix.bool(from: "maybe") }
        #expect(throws: ConversionError.notABoolean("truee")) { try posix.bool(from: "truee") }
    }

    @Test func booleansBecomeIntegersAndStrings() {
        #expect(Converter.int(from: true) == 1)
        #expect(Converter.int(from: false) == 0)
        #expect(Converter.string(from: true) == "true")
        #expect(Converter.string(from: false) == "false")
    }

    @Test func concurrentParsesShareTheCacheSafely() async {
        let results = await withTaskGroup(of: Int?.self) { group in
            for value in 0..<200 {
                group.addTask {
                    let converter =
                        value.isMultiple(of: 2)
                        ? Converter.posixUTC : Converter(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
                    let text = converter.string(from: Double(1_001_000 + value))
                    return try? converter.int(from: text)
                }
            }
            return await group.reduce(into: [Int?]()) { $0.append($1) }
        }
        #expect(Set(results.compactMap { $0 }) == Set((0..<200).map { 1_001_000 + $0 }))
    }
}
