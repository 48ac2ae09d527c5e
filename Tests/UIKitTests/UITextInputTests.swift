import TesseraTesting
import Testing
import UIKit

/// A sign-up form as iOS code writes one: the form view is its fields' delegate.
final class SignUpForm: UIView, UITextFieldDelegate, UITextViewDelegate {
    let emailField = UITextField()
    let codeField = UITextField()
    let bioView = UITextView()
    var returned: [String] = []
    var bioChanges = 0

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        emailField.delegate = self
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.borderStyle = .roundedRect
        codeField.delegate = self
        codeField.isSecureTextEntry = true
        bioView.delegate = self
        bioView.isEditable = true
        bioView.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard textField === codeField else { return true }
        let current = textField.text ?? ""
        guard let swapped = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swapped, with: string)
        return updated.count <= 6 && updated.allSatisfy(\.isNumber)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returned.append(textField.placeholder ?? "?")
        return true
    }

    func textViewDidChange(_ textView: UITextView) { bioChanges += 1 }
}

@Suite("UIKit text input")
struct UITextInputTests {
    @Test @MainActor func textPropertiesAreOptionalAsInUIKit() {
        let form = SignUpForm()
        #expect(form.emailField.text == "")
        #expect(form.emailField.text?.isEmpty == true)
        form.bioView.text = "Hello"
        #expect(form.bioView.text.count == 5)
        form.bioView.selectedRange = NSRange(location: 1, length: 3)
        #expect(form.bioView.selectedRange == NSRange(location: 1, length: 3))
        #expect(form.emailField.isEditing == false)
        #expect(form.emailField.keyboardType == .emailAddress)
    }

    @Test @MainActor func attributedTextAndPlaceholderTakeUIKitAttributes() {
        let form = SignUpForm()
        form.emailField.attributedPlaceholder = NSAttributedString(
            string: "name@example.com", attributes: [.foregroundColor: UIColor.secondaryLabel])
        #expect(form.emailField.placeholder == "name@example.com")
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        form.bioView.attributedText = NSAttributedString(string: "Centred", attributes: [.paragraphStyle: style])
        #expect(form.bioView.textAlignment == .center)
        #expect(form.bioView.text == "Centred")
    }

    @Test @MainActor func theDelegateIsAskedBeforeEveryEditAndOnReturn() throws {
        let form = SignUpForm()
        let window = UIWindow(device: .iPhoneSE)
        form.codeField.frame = CGRect(x: 20, y: 40, width: 200, height: 34)
        form.emailField.frame = CGRect(x: 20, y: 100, width: 200, height: 34)
        form.bioView.frame = CGRect(x: 20, y: 160, width: 200, height: 100)
        for view in [form.codeField, form.emailField, form.bioView] as [UIView] { window.addSubview(view) }
        let driver = UIDriver(window: window)
        try driver.type("12a345678", into: form.codeField)
        #expect(form.codeField.text == "123456")
        try driver.type("me@example.com", into: form.emailField)
        try driver.pressKey(.returnKey)
        #expect(form.returned == ["Email"])
        try driver.type("Hi", into: form.bioView)
        #expect(form.bioChanges == 2)
        #expect(form.bioView.text == "Hi")
    }
}
