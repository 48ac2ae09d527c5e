import Foundation
import TesseraUI
import Testing

@testable import TesseraDesktop

/// The request dispatcher without a bus (`DBusObjectProvider.reply(to:introspection:)`): calls given
/// as serialized GVariant bytes, as the fuzzer and any client send them.
@MainActor
@Suite struct AccessibleObjectsRequestTests {
    let window: UIWindow
    let objects: AccessibleObjects
    let label: UILabel
    let pages: UIPageControl

    init() {
        window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let root = UIView()
        window.rootView = root
        label = UILabel(frame: CGRect(x: 8, y: 8, width: 300, height: 24))
        label.text = "Hello world"
        pages = UIPageControl(frame: CGRect(x: 8, y: 40, width: 120, height: 30))
        pages.numberOfPages = 4
        pages.accessibilityLabel = "Pages"
        root.addSubview(label)
        root.addSubview(pages)
        window.layoutIfNeeded()
        objects = AccessibleObjects(
            window: window, applicationName: "Requests", busName: ":1.5",
            tree: AccessibilityTree(window: window, title: "Requests", isActive: true))
    }

    func node(of view: UIView) -> String? {
        objects.tree.id(of: view).map(AccessibilityTree.nodeName(of:))
    }

    func int32s(_ values: Int32...) -> [UInt8] {
        values.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) }
    }

    func reply(_ node: String?, _ interface: String, _ method: String, _ signature: String, _ body: [UInt8])
        -> DBusReply
    {
        objects.reply(
            to: DBusRequest(node: node, interface: interface, method: method, signature: signature, body: body),
            introspection: ATSPIIntrospection.shared)
    }

    @Test func aWellFormedCallIsAnswered() {
        #expect(
            reply(node(of: label), ATSPI.text, "GetText", "(ii)", int32s(0, -1)) == .values([.string("Hello world")]))
        #expect(reply(node(of: label), ATSPI.text, "GetText", "(ii)", int32s(-40, 5)) == .values([.string("Hello")]))
    }

    @Test func wrongTypesUnknownNamesAndMalformedBytesGetDBusErrors() {
        func errorName(_ reply: DBusReply) -> String? {
            if case .error(let name, _) = reply { return name }
            return nil
        }
        let text = node(of: label)
        #expect(errorName(reply(text, ATSPI.text, "GetText", "(s)", Array("x\0".utf8))) == DBusReply.invalidArgsName)
        #expect(errorName(reply(text, ATSPI.text, "GetText", "ii", int32s(0, 1))) == DBusReply.invalidArgsName)
        #expect(errorName(reply(text, ATSPI.text, "GetText", "(i", [])) == DBusReply.invalidArgsName)
        // Valid type strings with a wildcard name no value (found by fuzz-accessibility).
        for indefinite in ["(*s)", "(?)", "(r)", "(a*)"] {
            #expect(
                errorName(reply(text, ATSPI.text, "GetText", indefinite, int32s(0, 1))) == DBusReply.invalidArgsName)
        }
        #expect(
            errorName(reply(text, "org.example.Nope", "GetText", "()", []))
                == "org.freedesktop.DBus.Error.UnknownInterface")
        #expect(
            errorName(reply(text, ATSPI.text, "Frobnicate", "()", [])) == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(
            errorName(reply("987654", ATSPI.text, "GetText", "(ii)", int32s(0, 1)))
                == "org.freedesktop.DBus.Error.UnknownObject")
        // Too few bytes for "(ii)": GVariant reads untrusted data as zeros, never past the end.
        #expect(reply(text, ATSPI.text, "GetText", "(ii)", [1, 2, 3]) == .values([.string("")]))
    }

    @Test func propertiesAreReadThroughTheDBusPropertiesInterface() {
        let get = Array("org.a11y.atspi.Accessible\0Name\0".utf8) + [26]  // framing offset: end of the first string
        #expect(
            reply(node(of: label), DBusReply.propertiesInterface, "Get", "(ss)", get)
                == .values([.variant(.string("Hello world"))]))
        let unknown = Array("org.a11y.atspi.Accessible\0Colour\0".utf8) + [26]
        guard case .error(let name, _) = reply(node(of: label), DBusReply.propertiesInterface, "Get", "(ss)", unknown)
        else {
            Issue.record("an unknown property was answered")
            return
        }
        #expect(name == DBusReply.invalidArgsName)
    }

    /// `Int(Double.nan)` traps: a client setting a page control's value to NaN or infinity used to
    /// crash the app (the value is refused now).
    @Test func aNonFiniteValueIsRefused() throws {
        let pageNode = try #require(node(of: pages))
        #expect(!objects.setProperty("CurrentValue", interface: ATSPI.value, at: pageNode, to: .double(.nan)))
        #expect(!objects.setProperty("CurrentValue", interface: ATSPI.value, at: pageNode, to: .double(-.infinity)))
        #expect(objects.setProperty("CurrentValue", interface: ATSPI.value, at: pageNode, to: .double(2)))
        #expect(pages.currentPage == 2)
    }
}
