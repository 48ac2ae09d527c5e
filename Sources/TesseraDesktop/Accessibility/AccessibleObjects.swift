import Foundation
import TesseraUI

/// The AT-SPI objects of one window as a D-Bus object provider: what every method call and
/// property read of an assistive technology is answered from (the Accessible, Application,
/// Component, Action, Value, Text and EditableText interfaces, in the `AccessibleObjects+…` files).
///
/// The bridge owns one, exports it on its connection and replaces its ``tree`` on every update.
/// Nothing here needs a bus: ``reply(to:)`` answers a call given as bytes, as GDBus would deliver
/// it, so tests and the `fuzz-accessibility` fuzzer drive the same code a client does.
///
/// For example:
/// ```swift
/// let objects = AccessibleObjects(window: window, applicationName: "Journal", busName: ":1.7",
///                                 tree: AccessibilityTree(window: window, title: "Journal", isActive: true))
/// objects.reply(to: AccessibilityRequest(node: "root", interface: "org.a11y.atspi.Accessible",
///                                        method: "GetChildAtIndex", signature: "(i)", body: [0, 0, 0, 0]))
/// // .values([.structure([.string(":1.7"), .objectPath("/org/a11y/atspi/accessible/1")])])
/// ```
@MainActor
final class AccessibleObjects {
    let window: UIWindow
    /// The application object's name.
    let applicationName: String
    /// The application's unique name on its bus, which object references carry.
    let busName: String
    /// The tree calls are answered from (the views are read live).
    var tree: AccessibilityTree
    /// The registry's desktop object, the application's parent.
    var desktop = DBusValue.structure([.string(ATSPI.registryName), .objectPath(ATSPI.applicationPath)])
    /// The Application interface's `Id`, which the registry sets.
    var applicationIdentifier: Int32 = 0
    /// Where the window's top-left corner is on the desktop, in the desktop's coordinates.
    var windowOrigin = CGPoint.zero
    /// Desktop coordinates per point.
    var coordinateScale: CGFloat = 1
    /// The text offsets of the text last asked about, so a client reading a long text piece by
    /// piece does not index it again for every call.
    var textOffsetsCache: TextOffsets?

    init(window: UIWindow, applicationName: String, busName: String, tree: AccessibilityTree) {
        self.window = window
        self.applicationName = applicationName
        self.busName = busName
        self.tree = tree
    }

    // MARK: References

    /// The object path of `id`.
    func path(of id: Int) -> String {
        ATSPI.objectRoot + "/" + AccessibilityTree.nodeName(of: id)
    }

    /// An AT-SPI object reference `(so)` to `id` of this application.
    func reference(to id: Int) -> DBusValue {
        .structure([.string(busName), .objectPath(path(of: id))])
    }

    /// The reference to no object.
    var nullReference: DBusValue {
        .structure([.string(busName), .objectPath(ATSPI.nullPath)])
    }
}
