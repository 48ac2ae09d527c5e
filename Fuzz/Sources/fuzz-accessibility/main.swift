import Foundation
import FuzzDriver
import TesseraUI

@testable import TesseraDesktop

/// The accessibility bridge's request dispatcher (`DBusObjectProvider.reply(to:introspection:)`)
/// as an AT-SPI client reaches it, without a bus: every input is one method call to the objects of
/// a window holding one control of each kind.
///
/// Input layout: byte 0 picks the object (the root path, the application, a node that does not
/// exist, or one of the window's), byte 1 the interface, byte 2 the method (or an unknown name),
/// byte 3 whether the arguments' type is the method's own (even) or read from the input up to a NUL
/// (odd); the rest is the serialized arguments.
///
/// Checked: nothing traps, every error is a D-Bus error name, and every answer has the method's
/// declared result type (GDBus would refuse to send any other).
@MainActor
func makeObjects() -> AccessibleObjects {
    let window = UIWindow(device: .desktop)
    window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let root = UIView()
    window.rootView = root
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "First paragraph. Two sentences!\nSecond: 中文, عربي, e\u{301}tude 👨‍👩‍👧.\n\nAfter an empty line."
    label.frame = CGRect(x: 8, y: 8, width: 300, height: 90)
    let button = UIButton()
    button.setTitle("Save", for: .normal)
    button.frame = CGRect(x: 8, y: 100, width: 80, height: 44)
    let toggle = UISwitch()
    toggle.frame.origin = CGPoint(x: 100, y: 100)
    let slider = UISlider()
    slider.frame = CGRect(x: 8, y: 150, width: 200, height: 30)
    let stepper = UIStepper()
    stepper.frame.origin = CGPoint(x: 8, y: 190)
    let pages = UIPageControl(frame: CGRect(x: 120, y: 190, width: 120, height: 30))
    pages.numberOfPages = 4
    let field = UITextField(
        frame: CGRect(x: 8, y: 230, width: 200, height: 36), text: "field text", placeholder: "Title")
    let secure = UITextField(
        frame: CGRect(x: 8, y: 270, width: 200, height: 36), text: "secret", placeholder: "Password")
    secure.isSecureTextEntry = true
    let textView = UITextView(frame: CGRect(x: 8, y: 310, width: 300, height: 120))
    textView.text = "Editable\nwith lines\r\nand CR LF"
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 430, width: 320, height: 50))
    let far = UILabel(frame: CGRect(x: 0, y: 400, width: 100, height: 20))
    far.text = "Scrolled away"
    scroll.addSubview(far)
    scroll.contentSize = CGSize(width: 320, height: 600)
    for view in [label, button, toggle, slider, stepper, pages, field, secure, textView, scroll] {
        root.addSubview(view)
    }
    window.layoutIfNeeded()
    return AccessibleObjects(
        window: window, applicationName: "Fuzz", busName: ":1.1",
        tree: AccessibilityTree(window: window, title: "Fuzz", isActive: true))
}

let introspection = ATSPIIntrospection.shared
let interfaces = introspection.interfaceNames + ["org.freedesktop.DBus.Properties", "org.example.Unknown", ""]
let propertyMethods: [(name: String, arguments: String, results: String)] = [
    ("Get", "(ss)", "(v)"), ("GetAll", "(s)", "(a{sv})"), ("Set", "(ssv)", "()"),
]

runFuzzer { data in
    let bytes = [UInt8](data)
    guard bytes.count >= 4 else { return }
    // A fresh window per input, so every input is reproducible on its own.
    let objects = makeObjects()
    let ids = objects.tree.orderedIDs
    let nodes: [String?] = [nil, "root", "424242", "-1", "0x10"] + ids.map { AccessibilityTree.nodeName(of: $0) }
    let node = nodes[Int(bytes[0]) % nodes.count]
    let interface = interfaces[Int(bytes[1]) % interfaces.count]
    let methods =
        interface == "org.freedesktop.DBus.Properties" ? propertyMethods : introspection.methods(of: interface)
    let choice = Int(bytes[2]) % (methods.count + 1)
    let method = choice < methods.count ? methods[choice] : (name: "NoSuchMethod", arguments: "()", results: "()")
    var rest = bytes[4...]
    let signature: String
    if bytes[3] % 2 == 0 {
        signature = method.arguments
    } else {
        let end = rest.firstIndex(of: 0) ?? rest.endIndex
        signature = String(decoding: rest[..<end], as: UTF8.self)
        rest = rest[min(end + 1, rest.endIndex)...]
    }
    let request = DBusRequest(
        node: node, interface: interface, method: method.name, signature: signature, body: Array(rest))
    switch objects.reply(to: request, introspection: introspection) {
    case .values(let values):
        let type = "(" + values.map(\.signature).joined() + ")"
        precondition(
            type == method.results || choice == methods.count,
            "\(interface).\(method.name) answered \(type), declared \(method.results)")
    case .error(let name, _):
        precondition(name.hasPrefix("org.freedesktop.DBus.Error."), "not a D-Bus error name: \(name)")
    }
}
