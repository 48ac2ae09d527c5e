import Foundation
import Testing
import UIKit

// Form-screen code as iOS apps write it: `view.endEditing(true)` to put the keyboard away,
// keyboard notification observers, alert text fields read through optional chaining, and context
// menu configurations made the way tutorials make them.

/// A field that refuses to resign while its text is invalid, as validating forms do.
private final class ValidatingField: UITextField {
    override var canResignFirstResponder: Bool { text?.isEmpty == false }
}

/// Observes keyboard notifications from code that is not on the main actor.
private func keyboardObserverNames() -> [Notification.Name] {
    [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardDidChangeFrameNotification,
    ]
}

@Suite("Editing and the keyboard as form screens use them")
@MainActor
struct EditingAndKeyboardUIKitTests {
    func form() -> (UIWindow, UIView, UITextField, UIView, UITextField) {
        let window = UIWindow(device: .iPhone15)
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let form = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let name = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        form.addSubview(name)
        let footer = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        let note = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        footer.addSubview(note)
        screen.view.addSubview(form)
        screen.view.addSubview(footer)
        return (window, form, name, footer, note)
    }

    @Test func endEditingResignsTheFirstResponderInsideTheView() {
        let (window, form, name, footer, note) = form()
        #expect(name.becomeFirstResponder())
        #expect(footer.endEditing(true))  // not inside the footer: it stays
        #expect(name.isFirstResponder)
        #expect(form.endEditing(false))
        #expect(!name.isFirstResponder)
        #expect(window.firstResponder == nil)

        #expect(note.becomeFirstResponder())
        #expect(window.rootViewController?.view.endEditing(true) == true)  // the whole screen
        #expect(!note.isFirstResponder)
        #expect(form.endEditing(true))  // nothing to resign
    }

    @Test func forceResignsAFieldThatRefuses() {
        let (window, form, _, _, _) = form()
        let strict = ValidatingField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        form.addSubview(strict)
        #expect(strict.becomeFirstResponder())
        #expect(!form.endEditing(false))  // empty: it refuses
        #expect(strict.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(!strict.isFirstResponder)
        #expect(window.firstResponder == nil)
    }

    @Test func keyboardNotificationsAndTheirFrameValuesReadAsOnIOS() {
        // What an observer's closure does with the notification it is given.
        func keyboardFrame(in note: Notification) -> CGRect? {
            (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        }
        let frame = CGRect(x: 0, y: 500, width: 393, height: 352)
        let note = Notification(
            name: keyboardObserverNames()[0], object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        #expect(keyboardFrame(in: note) == frame)
        #expect(keyboardFrame(in: Notification(name: UIResponder.keyboardWillHideNotification)) == nil)
        #expect(Set(keyboardObserverNames().map(\.rawValue)).count == 3)
    }

    @Test func anAlertsTextFieldsAreNilUntilOneIsAdded() throws {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first?.placeholder == "Name")
    }

    @Test func contextMenuConfigurationsAreMadeAsTutorialsMakeThem() {
        let share = UIAction(title: "Share") { _ in }
        let withPreview = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            UIMenu(children: [share] + suggested)
        }
        let trailing = UIContextMenuConfiguration { _ in UIMenu(children: [share]) }
        let named = UIContextMenuConfiguration(identifier: "row-3" as NSString, previewProvider: { nil })
        #expect((named.identifier as? NSString) == "row-3")
        // Without one, each configuration gets an identifier of its own.
        let first = withPreview.identifier as? NSString
        let second = trailing.identifier as? NSString
        #expect(first != nil && second != nil && first != second)
    }
}

/// Text notifications as form screens observe them (on the main queue, synchronously posted).
@Suite("UITextField and UITextView notifications")
@MainActor
struct TextNotificationUIKitTests {
    @Test func editingAFieldPostsBeginChangeAndEndWithTheFieldAsObject() throws {
        let window = UIWindow(device: .iPhone15)
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 40))
        let other = UITextField(frame: CGRect(x: 10, y: 200, width: 200, height: 40))
        window.addSubview(field)
        window.addSubview(other)
        window.makeKeyAndVisible()
        let center = NotificationCenter.default
        var seen: [String] = []
        let names = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification,
        ]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: field, queue: nil) { note in
                MainActor.assumeIsolated { seen.append(note.name.rawValue) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        #expect(field.becomeFirstResponder())
        field.insertText("Hi")
        #expect(other.becomeFirstResponder())
        #expect(
            seen == [
                "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                "UITextFieldTextDidEndEditingNotification",
            ])
        #expect(field.text == "Hi")
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
    }
}

/// `keyboardLayoutGuide` as chat and form screens use it.
@Suite("UIKeyboardLayoutGuide")
@MainActor
struct KeyboardLayoutGuideUIKitTests {
    @Test func contentAboveTheGuideSitsAboveTheHiddenKeyboardsPlace() {
        let window = UIWindow(device: .iPhone15)
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(field)
        let guide = screen.view.keyboardLayoutGuide
        #expect(guide === screen.view.keyboardLayoutGuide)
        #expect(screen.view.layoutGuides.contains { $0 === guide })
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
        let bounds = screen.view.bounds
        let safeBottom = screen.view.safeAreaInsets.bottom
        #expect(safeBottom > 0)
        #expect(
            guide.layoutFrame == CGRect(x: 0, y: bounds.height - safeBottom, width: bounds.width, height: safeBottom))
        #expect(abs(field.frame.maxY - (bounds.height - safeBottom - 8)) < 0.01)

        guide.usesBottomSafeArea = false  // the place starts at the bottom edge
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0))
        #expect(abs(field.frame.maxY - (bounds.height - 8)) < 0.01)
    }
}
