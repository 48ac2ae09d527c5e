/// The keyboard-related settings of a text input (`UITextInputTraits`), which `UITextField` and
/// `UITextView` adopt.
///
/// Tessera's hosts type on a hardware keyboard, where iOS too ignores most of these (no keyboard
/// layout to pick, no automatic capitals or corrections): they are kept and read back, and
/// `isSecureTextEntry` (dots, no copy) and `enablesReturnKeyAutomatically` (Return does nothing
/// while the text is empty) take effect.
///
/// For example:
/// ```swift
/// let email = UITextField()
/// email.keyboardType = .emailAddress
/// email.textContentType = .emailAddress
/// email.autocapitalizationType = .none
/// email.returnKeyType = .next
/// ```
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// Which letters an on-screen keyboard capitalises (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}

/// Whether an on-screen keyboard corrects words (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Whether misspelled words are marked (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// The kind of on-screen keyboard to show (`UIKeyboardType`, with iOS's raw values).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default` = 0, asciiCapable = 1, numbersAndPunctuation = 2, URL = 3, numberPad = 4, phonePad = 5
    case namePhonePad = 6, emailAddress = 7, decimalPad = 8, twitter = 9, webSearch = 10, asciiCapableNumberPad = 11

    /// The old name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The look of an on-screen keyboard (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
    case `default` = 0, dark = 1, light = 2

    /// The old name of `dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the Return key (`UIReturnKeyType`, with iOS's raw values).
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default` = 0, go = 1, google = 2, join = 3, next = 4, route = 5, search = 6, send = 7, yahoo = 8
    case done = 9, emergencyCall = 10, `continue` = 11
}

/// What a text input holds, for autofill (`UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let birthdate = UITextContentType("bday")
}
