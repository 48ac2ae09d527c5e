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
///
/// For example:
/// ```swift
/// nameField.autocapitalizationType = .words
/// ```
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// `none`: no automatic capitals; `words`: the first letter of each word; `sentences`: the first
    /// letter of each sentence (UIKit's default); `allCharacters`: every letter.
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether an on-screen keyboard corrects words (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    /// `default`: the keyboard's own choice; `no`: never correct; `yes`: correct as the user types.
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether misspelled words are marked (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
    /// `default`: the keyboard's own choice; `no`: never mark misspellings; `yes`: mark them.
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The kind of on-screen keyboard to show (`UIKeyboardType`, with iOS's raw values).
///
/// For example:
/// ```swift
/// amountField.keyboardType = .decimalPad
/// ```
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// `default`: the standard letter keyboard; `asciiCapable`: ASCII letters only;
    /// `numbersAndPunctuation`: digits and punctuation; `URL`: with `.`, `/` and `.com`; `numberPad`:
    /// digits 0–9; `phonePad`: digits, `*`, `#` and `+`.
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    /// `namePhonePad`: letters with a phone pad for numbers; `emailAddress`: with `@` and `.`;
    /// `decimalPad`: digits and the decimal separator; `twitter`: with `@` and `#`; `webSearch`: with a
    /// Go key; `asciiCapableNumberPad`: ASCII digits only.
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// The old name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The look of an on-screen keyboard (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
    /// `default`: the system look; `dark`: a dark keyboard; `light`: a light keyboard.
    case `default` = 0
    case dark = 1
    case light = 2

    /// The old name of `dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the Return key (`UIReturnKeyType`, with iOS's raw values).
///
/// For example:
/// ```swift
/// searchField.returnKeyType = .search
/// ```
public enum UIReturnKeyType: Int, Hashable, Sendable {
    /// The Return key's title: `default` ("return"), `go`, `google` and `yahoo` ("Search" with that
    /// engine), `join`, `next`, `route`, `search`, `send`.
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    /// More Return key titles: `done`, `emergencyCall` ("Emergency Call"), `continue`.
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// What a text input holds, for autofill (`UITextContentType`).
///
/// For example, a sign-in form autofill can fill:
/// ```swift
/// userField.textContentType = .username
/// passwordField.textContentType = .password
/// ```
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type with the raw value `rawValue` (an HTML autocomplete token such as "email").
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A title before a name, such as "Dr.".
    public static let namePrefix = UITextContentType("honorific-prefix")
    /// A first name.
    public static let givenName = UITextContentType("given-name")
    /// A middle name.
    public static let middleName = UITextContentType("additional-name")
    /// A last name.
    public static let familyName = UITextContentType("family-name")
    /// A suffix after a name, such as "Jr.".
    public static let nameSuffix = UITextContentType("honorific-suffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("organization-title")
    /// A company or organisation name.
    public static let organizationName = UITextContentType("organization")
    /// A place, such as a point of interest or an address.
    public static let location = UITextContentType("location")
    /// A complete street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType("address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType("address-line2")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A state or province.
    public static let addressState = UITextContentType("address-level1")
    /// A city with its state or province.
    public static let addressCityAndState = UITextContentType("address-level1+2")
    /// A district or neighbourhood within a city.
    public static let sublocality = UITextContentType("address-level3")
    /// A country.
    public static let countryName = UITextContentType("country-name")
    /// A postal or ZIP code.
    public static let postalCode = UITextContentType("postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A web address.
    public static let URL = UITextContentType("url")
    /// A payment card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// An account name, for password autofill.
    public static let username = UITextContentType("username")
    /// An existing password.
    public static let password = UITextContentType("password")
    /// A password being created, for strong password suggestions.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code, such as one received by SMS.
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// A full date of birth.
    public static let birthdate = UITextContentType("bday")
}
