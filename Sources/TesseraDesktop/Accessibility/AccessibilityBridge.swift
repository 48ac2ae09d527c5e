public import Foundation
public import TesseraUI

/// Shows a window's views to screen readers (Orca) and other assistive technologies over AT-SPI2,
/// the Linux desktop's accessibility protocol on D-Bus.
///
/// The bridge connects to the accessibility bus, exports the window's accessibility tree (see
/// `AccessibilityTree` for the rules and `AccessibleDescription` for roles) as AT-SPI objects
/// implementing Accessible, Component, Action, Value, Text and EditableText, and embeds the
/// application in the registry's desktop. ``update()`` rebuilds the tree and raises AT-SPI events
/// for what changed since the last update: children added and removed, names, descriptions, states
/// (focus among them), values, text and caret. `UIAccessibility.post(notification:argument:)`
/// reaches it too (announcements; screen and layout changes update at once).
///
/// GDBus (GIO) speaks the protocol, as GTK 4 does: GLib is already linked through Pango, and the
/// client library libatspi is meant for assistive technologies, not for applications.
///
/// The window host makes one for its window when the desktop has an accessibility bus: it calls
/// ``dispatchPending()`` every turn and ``update()`` after every frame. Used directly:
/// ```swift
/// if let bridge = try AccessibilityBridge.connect(window: window, applicationName: "Journal", windowTitle: "Journal") {
///     bridge.setWakeHandler { /* wake the loop */ }
///     // in the loop: bridge.dispatchPending(); after drawing: bridge.update()
/// }
/// ```
/// Main actor only. Holds the exported views until the next update replaces the tree.
@MainActor
public final class AccessibilityBridge {
    /// The window whose tree is exported.
    public let window: UIWindow
    /// The application object's name (what Orca announces for the app).
    public let applicationName: String
    /// The frame's name.
    public var windowTitle: String
    /// Whether the window has the desktop's input focus (the frame's `active` state).
    public var isWindowActive = true
    /// Where the window's top-left corner is on the desktop, in the desktop's coordinates.
    public var windowOrigin: CGPoint {
        get { objects.windowOrigin }
        set { objects.windowOrigin = newValue }
    }
    /// Desktop coordinates per point: 1 where the desktop scales windows itself (Wayland), the
    /// display scale where it does not (X11).
    public var coordinateScale: CGFloat {
        get { objects.coordinateScale }
        set { objects.coordinateScale = newValue }
    }
    /// The bus the objects are exported on.
    public var accessibilityBusAddress: String { connection.address }
    /// The application's unique name on the accessibility bus (":1.42").
    public var busName: String { connection.uniqueName }
    /// True once the registry embedded the application in its desktop.
    public private(set) var isEmbedded = false
    /// Why the registry did not embed the application, when it refused or did not answer.
    public private(set) var embeddingError: DBusError?
    /// True after ``close()``.
    public private(set) var isClosed = false

    let connection: DBusConnection
    /// The session bus, for the bus launcher's screen-reader status; nil when the accessibility
    /// bus was named directly.
    let session: DBusConnection?
    /// The exported objects: they answer the clients' calls.
    let objects: AccessibleObjects
    /// The tree the objects answer from, as of the last update.
    var tree: AccessibilityTree {
        get { objects.tree }
        set { objects.tree = newValue }
    }
    private let cache = CacheProvider()
    private var postObserver: Int?

    /// Connects to the accessibility bus at `accessibilityBusAddress`, exports `window` and asks
    /// the registry to embed the application (asynchronously: ``isEmbedded`` turns true when it
    /// answers, during ``dispatchPending()``).
    ///
    /// - Parameter session: the session bus connection, when there is one, for the screen reader's
    ///   status (`UIAccessibility.isVoiceOverRunning`).
    /// - Throws: ``DBusError`` when the bus cannot be reached or the objects cannot be exported.
    init(
        window: UIWindow, applicationName: String, windowTitle: String, accessibilityBusAddress: String,
        session: DBusConnection?
    ) throws(DBusError) {
        self.window = window
        self.applicationName = applicationName
        self.windowTitle = windowTitle
        self.session = session
        connection = try DBusConnection(address: accessibilityBusAddress)
        objects = AccessibleObjects(
            window: window, applicationName: applicationName, busName: connection.uniqueName,
            tree: AccessibilityTree(window: window, title: windowTitle, isActive: true))
        try connection.export(at: ATSPI.objectRoot, introspection: ATSPIIntrospection.shared, provider: objects)
        try connection.export(at: ATSPI.cachePath, introspection: ATSPIIntrospection.shared, provider: cache)
        embed()
        followScreenReaderStatus()
        postObserver = UIAccessibility.addPostObserver { [weak self] notification, argument in
            self?.post(notification, argument: argument)
        }
    }

    /// A bridge on the desktop's accessibility bus, or nil when the desktop has none.
    ///
    /// The accessibility bus is `AT_SPI_BUS_ADDRESS` when set, else what the bus launcher
    /// (`org.a11y.Bus`) on the session bus says; the session bus is `sessionBusAddress`, else
    /// `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus` when that socket exists (nothing is
    /// launched). No session bus, or no launcher on it: nil.
    ///
    /// - Throws: ``DBusError`` when a bus is named but cannot be used.
    public static func connect(
        window: UIWindow, applicationName: String, windowTitle: String, sessionBusAddress: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DBusError) -> AccessibilityBridge? {
        let sessionAddress = sessionBusAddress ?? DesktopBus.sessionAddress(environment: environment)
        let session = try sessionAddress.map { address throws(DBusError) in try DBusConnection(address: address) }
        let address: String
        if let named = environment["AT_SPI_BUS_ADDRESS"], !named.isEmpty {
            address = named
        } else if let session,
            let launched = try? session.call(
                destination: ATSPI.busLauncherName, path: ATSPI.busLauncherPath, interface: ATSPI.busLauncherInterface,
                method: "GetAddress"
            ).first?.stringValue, !launched.isEmpty
        {
            address = launched
        } else {
            return nil
        }
        return try AccessibilityBridge(
            window: window, applicationName: applicationName, windowTitle: windowTitle,
            accessibilityBusAddress: address, session: session)
    }

    isolated deinit {
        close()
    }

    /// Leaves the registry's desktop (by closing the connection) and stops exporting. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if let postObserver { UIAccessibility.removePostObserver(postObserver) }
        postObserver = nil
        connection.close()
        session?.close()
        UIAccessibility.setScreenReaderRunning(false)
    }

    // MARK: Running

    /// Handles replies and signals that arrived and answers up to ``maximumCallsPerDispatch`` of the
    /// calls that arrived, oldest first; returns how many callbacks ran and calls were answered.
    /// Does not wait. When more calls wait (``hasPendingCalls``), the loop should draw and come back:
    /// a client flooding the bridge is answered over several turns, never in one long stall.
    @discardableResult
    public func dispatchPending() -> Int {
        guard !isClosed else { return 0 }
        return connection.dispatchPending() + (session?.dispatchPending() ?? 0)
    }

    /// The most calls one ``dispatchPending()`` answers.
    public static let maximumCallsPerDispatch = DBusConnection.callsPerDispatch

    /// Whether calls arrived that ``dispatchPending()`` has not answered yet.
    public var hasPendingCalls: Bool { !isClosed && connection.hasPendingCalls }

    /// Calls `wake` (on another thread) when a message arrives, so a sleeping loop can wake and
    /// call ``dispatchPending()``.
    public func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        connection.setWakeHandler(wake)
        session?.setWakeHandler(wake)
    }

    /// Rebuilds the tree from the window and raises AT-SPI events for what changed.
    /// - Complexity: O(n) in the window's views.
    public func update() {
        guard !isClosed else { return }
        let updated = AccessibilityTree(window: window, title: windowTitle, isActive: isWindowActive, previous: tree)
        let previous = tree
        tree = updated
        emitEvents(from: previous, to: updated)
    }

    // MARK: Registry

    /// Asks the registry to embed the application object in its desktop (the bus starts the
    /// registry if it is not running yet).
    private func embed() {
        let application = reference(to: AccessibilityTree.applicationID)
        connection.call(
            destination: ATSPI.registryName, path: ATSPI.applicationPath, interface: ATSPI.socket, method: "Embed",
            arguments: [application], timeout: .seconds(25), autoStart: true
        ) { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result { self.embeddingError = error }
            guard case .success(let values) = result, let desktop = values.first else { return }
            self.objects.desktop = desktop
            self.isEmbedded = true
            self.emitWindowEvent("Create", from: self.tree.frameID)
            if self.isWindowActive { self.emitWindowEvent("Activate", from: self.tree.frameID) }
        }
    }

    /// Reads the launcher's `ScreenReaderEnabled` and follows its changes.
    private func followScreenReaderStatus() {
        guard let session else { return }
        session.subscribe(
            sender: ATSPI.busLauncherName, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
            path: ATSPI.busLauncherPath
        ) { _, _, arguments in
            guard arguments.first?.stringValue == ATSPI.statusInterface,
                let changed = arguments.dropFirst().first?.children
            else { return }
            for case .dictionaryEntry(let key, let value) in changed where key.stringValue == "ScreenReaderEnabled" {
                UIAccessibility.setScreenReaderRunning(value.boolValue ?? false)
            }
        }
        session.call(
            destination: ATSPI.busLauncherName, path: ATSPI.busLauncherPath,
            interface: "org.freedesktop.DBus.Properties",
            method: "Get", arguments: [.string(ATSPI.statusInterface), .string("ScreenReaderEnabled")]
        ) { result in
            if case .success(let values) = result {
                UIAccessibility.setScreenReaderRunning(values.first?.boolValue ?? false)
            }
        }
    }

    // MARK: References

    /// The object path of `id`.
    func path(of id: Int) -> String {
        objects.path(of: id)
    }

    /// An AT-SPI object reference `(so)` to `id` of this application.
    func reference(to id: Int) -> DBusValue {
        objects.reference(to: id)
    }
}

/// Answers the Cache interface libatspi asks every new application for: an empty list, so clients
/// read each object when they need it.
@MainActor
private final class CacheProvider: DBusObjectProvider {
    func interfaces(at node: String?) -> [String]? { node == nil ? [ATSPI.cache] : nil }

    func handle(_ call: DBusMethodCall) -> DBusReply {
        .values([.array(elementSignature: "((so)(so)(so)iiassusau)", [])])
    }

    func property(_ name: String, interface: String, at node: String?) -> DBusValue? { nil }

    func setProperty(_ name: String, interface: String, at node: String?, to value: DBusValue) -> Bool { false }
}
