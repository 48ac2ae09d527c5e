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
    /// True while the application is on the registry's desktop: from the registry's answer until
    /// the registry stops (a registry that starts later embeds it again).
    public private(set) var isEmbedded = false
    /// Why the registry did not embed the application, when the last request failed (it is asked
    /// again a few times, and whenever a new registry starts).
    public private(set) var embeddingError: DBusError?
    /// True after ``close()``.
    public private(set) var isClosed = false
    /// Counts Embed requests: an answer or a retry for an older one is ignored.
    private var embeddingRequest = 0
    /// Whether the latest Embed request waits for its answer.
    private var isEmbedding = false

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
        followRegistry()
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
    /// registry if it is not running yet). A registry that does not answer is asked again after each
    /// of ``embeddingRetryDelays``; one that restarts (its bus name gets a new owner) has forgotten
    /// the application and is asked afresh.
    private func embed(attempt: Int = 0) {
        guard !isClosed else { return }
        embeddingRequest += 1
        isEmbedding = true
        let request = embeddingRequest
        let application = reference(to: AccessibilityTree.applicationID)
        if attempt > 0 {
            // A registry that was only slow may have embedded the unanswered request: take that back
            // first (the bus keeps the order), so the desktop lists the application once.
            connection.call(
                destination: ATSPI.registryName, path: ATSPI.applicationPath, interface: ATSPI.socket,
                method: "Unembed", arguments: [application], timeout: .seconds(1)
            ) { _ in }  // the registry sends no reply
        }
        connection.call(
            destination: ATSPI.registryName, path: ATSPI.applicationPath, interface: ATSPI.socket, method: "Embed",
            arguments: [application], timeout: .seconds(25), autoStart: true
        ) { [weak self] result in
            guard let self, !self.isClosed, request == self.embeddingRequest else { return }
            self.isEmbedding = false
            switch result {
            case .failure(let error):
                self.embeddingError = error
                guard attempt < Self.embeddingRetryDelays.count else { return }
                Task { [weak self] in
                    try? await Task.sleep(for: Self.embeddingRetryDelays[attempt])
                    guard let self, request == self.embeddingRequest else { return }
                    self.embed(attempt: attempt + 1)
                }
            case .success(let values):
                guard let desktop = values.first else { return }
                self.objects.desktop = desktop
                self.isEmbedded = true
                self.embeddingError = nil
                self.emitWindowEvent("Create", from: self.tree.frameID)
                if self.isWindowActive { self.emitWindowEvent("Activate", from: self.tree.frameID) }
            }
        }
    }

    /// How long the bridge waits before asking a registry that did not embed the application again;
    /// after the last, it waits for a registry to start.
    static let embeddingRetryDelays: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(8)]

    /// Follows the registry's bus name: gone, the application is no longer on a desktop; taken by a
    /// new registry, it is embedded there — unless a request waits for that registry (the bus
    /// delivers requests made while it started the registry).
    private func followRegistry() {
        connection.subscribe(
            sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged",
            path: "/org/freedesktop/DBus"
        ) { [weak self] _, _, arguments in
            guard let self, arguments.count == 3, arguments[0].stringValue == ATSPI.registryName,
                let oldOwner = arguments[1].stringValue, let newOwner = arguments[2].stringValue
            else { return }
            self.isEmbedded = false
            if !newOwner.isEmpty, !oldOwner.isEmpty || !self.isEmbedding { self.embed() }
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
