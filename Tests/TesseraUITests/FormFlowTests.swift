import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import TesseraUI
import Testing

/// What the sign-up form edits.
@MainActor
final class SignUpModel {
    var name = ""
    var email = ""
    var wantsNewsletter = false
    var volume = 5.0
    var notes = ""
    var startDate = FormFlowTests.march14
    var savedCount = 0
}

/// A sign-up form taller than an iPhone SE screen: two fields, a newsletter switch, a volume
/// slider, a notes text view, a start-date picker and a Save button, each control writing into
/// the model as a person edits it.
@MainActor
final class SignUpFormView: UIScrollView {
    let model: SignUpModel
    let nameField = UITextField(placeholder: "Name")
    let emailField = UITextField(placeholder: "Email")
    let newsletterLabel = UILabel(text: "Newsletter")
    let newsletterSwitch = UISwitch()
    let volumeLabel = UILabel(text: "Volume")
    let volumeSlider = UISlider()
    let notesView = UITextView()
    let startLabel = UILabel(text: "Start date")
    let startPicker = UIDatePicker(date: FormFlowTests.march14)
    let saveButton = UIButton()

    init(frame: CGRect, model: SignUpModel) {
        self.model = model
        super.init(frame: frame)
        contentSize = CGSize(width: frame.width, height: 800)
        for field in [nameField, emailField] { field.borderStyle = .roundedRect }
        newsletterSwitch.accessibilityIdentifier = "newsletter"
        volumeSlider.accessibilityIdentifier = "volume"
        volumeSlider.maximumValue = 10
        volumeSlider.value = Float(model.volume)
        notesView.accessibilityIdentifier = "notes"
        startPicker.accessibilityIdentifier = "startDate"
        startPicker.datePickerMode = .date
        startPicker.calendar = Calendar(identifier: .gregorian)
        startPicker.locale = Locale(identifier: "en_US")
        startPicker.timeZone = TimeZone(identifier: "UTC")!
        saveButton.setTitle("Save", for: .normal)
        for view in [
            nameField, emailField, newsletterLabel, newsletterSwitch, volumeLabel, volumeSlider, notesView, startLabel,
            startPicker, saveButton,
        ] as [UIView] {
            addSubview(view)
        }
        nameField.addAction(
            UIAction { [unowned self] _ in self.model.name = self.nameField.text ?? "" }, for: .editingChanged)
        emailField.addAction(
            UIAction { [unowned self] _ in self.model.email = self.emailField.text ?? "" }, for: .editingChanged)
        newsletterSwitch.addAction(
            UIAction { [unowned self] _ in self.model.wantsNewsletter = self.newsletterSwitch.isOn }, for: .valueChanged
        )
        volumeSlider.addAction(
            UIAction { [unowned self] _ in self.model.volume = Double(self.volumeSlider.value) }, for: .valueChanged)
        startPicker.addAction(
            UIAction { [unowned self] _ in self.model.startDate = self.startPicker.date }, for: .valueChanged)
        saveButton.addAction(
            UIAction { [unowned self] _ in
                self.model.notes = self.notesView.text
                self.model.savedCount += 1
            }, for: .touchUpInside)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 40
        nameField.frame = CGRect(x: 20, y: 20, width: width, height: 44)
        emailField.frame = CGRect(x: 20, y: 74, width: width, height: 44)
        newsletterLabel.frame = CGRect(x: 20, y: 128, width: 200, height: 31)
        newsletterSwitch.frame = CGRect(
            x: bounds.width - 20 - UISwitch.size.width, y: 128, width: UISwitch.size.width, height: UISwitch.size.height
        )
        volumeLabel.frame = CGRect(x: 20, y: 170, width: 200, height: 24)
        volumeSlider.frame = CGRect(x: 20, y: 200, width: width, height: UISlider.preferredHeight)
        notesView.frame = CGRect(x: 20, y: 250, width: width, height: 400)
        startLabel.frame = CGRect(x: 20, y: 670, width: 120, height: 34)
        startPicker.frame = CGRect(x: 150, y: 670, width: width - 130, height: UIDatePicker.pillHeight)
        saveButton.frame = CGRect(x: 20, y: 730, width: width, height: 44)
    }
}

/// Issue 5's form acceptance flow, driven by `UIDriver` through real input events.
@MainActor
@Suite struct FormFlowTests {
    /// 2025-03-14 09:41:00 UTC.
    static let march14 = Date(timeIntervalSince1970: 1_741_945_260)
    /// 2025-05-02 09:41:00 UTC: 49 days later, same time of day.
    static let may2 = Date(timeIntervalSince1970: 1_746_178_860)

    let clock = TestClock()

    func make() -> (UIWindow, SignUpFormView, SignUpModel, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let model = SignUpModel()
        let form = SignUpFormView(frame: window.bounds, model: model)
        window.rootView = form
        return (window, form, model, UIDriver(window: window))
    }

    @Test func fillTheFormAndSave() throws {
        let (_, form, model, driver) = make()
        try driver.type("Ada Lovelace", into: .text("Name"))
        try driver.pressKey(.tab)
        try driver.type("ada@example.com")
        try driver.setOn(true, for: driver.find(UISwitch.self, .identifier("newsletter")))
        try driver.setValue(8, for: driver.find(UISlider.self, .identifier("volume")))
        try driver.type("Notes on the Analytical Engine", into: .identifier("notes"))
        try driver.pressKey(.escape)
        try driver.setDate(Self.may2, for: driver.find(UIDatePicker.self))
        try driver.tap(label: "Save")

        #expect(model.name == "Ada Lovelace")
        #expect(model.email == "ada@example.com")
        #expect(model.wantsNewsletter)
        #expect(abs(model.volume - 8) < 1e-9)
        #expect(model.notes == "Notes on the Analytical Engine")
        #expect(model.startDate == Self.may2)
        #expect(model.savedCount == 1)
        #expect(form.startPicker.text == "May 2, 2025")
        #expect(!form.startPicker.isPresentingCalendar)
        #expect(form.contentOffset.y == 107)  // just far enough to show Save: its bottom (774) at the window's (667)
    }

    @Test func aClearedAndRetypedFieldReplacesTheValue() throws {
        let (_, _, model, driver) = make()
        try driver.type("Ada", into: .text("Name"))
        try driver.clearText(in: .text("Ada"))
        #expect(model.name == "")
        try driver.type("Grace Hopper", into: .text("Name"))  // the placeholder again
        #expect(model.name == "Grace Hopper")
    }

    @Test func theOpenCalendarCoversTheFormUntilADayIsPicked() throws {
        let (_, form, model, driver) = make()
        try driver.tap(form.startPicker)
        #expect(form.startPicker.isPresentingCalendar)
        // A label on screen is covered by the popover's full-window layer…
        #expect(
            throws: UIDriverError.notHittable(
                path: "SignUpFormView › UILabel[3] \"Start date\"",
                coveredBy: "DatePickerPopoverView \"UIDatePicker.calendar\"")
        ) {
            try driver.tap(label: "Start date")
        }
        // …and Save, below the fold, cannot be scrolled to: the card takes the wheel.
        #expect(
            throws: UIDriverError.notHittable(
                path: "SignUpFormView", coveredBy: "DatePickerPopoverView › DatePickerCalendarView")
        ) {
            try driver.tap(label: "Save")
        }
        try driver.setDate(Self.may2, for: form.startPicker)
        try driver.tap(label: "Save")
        #expect(model.startDate == Self.may2)
        #expect(model.savedCount == 1)
    }

    @Test func aDayOutsideThePickersLimitsIsNotReached() {
        let (_, form, model, driver) = make()
        form.startPicker.maximumDate = Self.march14
        #expect(
            throws: UIDriverError.valueNotReached(
                path: "SignUpFormView › UIDatePicker \"startDate\"", expected: "2025-05-02", actual: "Mar 14, 2025")
        ) {
            try driver.setDate(Self.may2, for: form.startPicker)
        }
        #expect(model.startDate == Self.march14)
    }

    @Test func withAKeyboardUpTheDriverScrollsSaveAboveIt() throws {
        let (window, form, model, driver) = make()
        window.keyboardHeight = 260
        try driver.type("Ada", into: .text("Name"))
        try driver.tap(label: "Save")
        #expect(model.savedCount == 1)
        let save = form.saveButton.convert(form.saveButton.bounds, to: nil)
        #expect(save.maxY <= 667 - 260)
    }
}
