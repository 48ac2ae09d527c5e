public import Foundation

extension UIApplication {
    /// Options for ``open(_:options:completionHandler:)``; none changes anything here.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links: accepted; every URL goes to its desktop handler.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The desktop's tools (freedesktop.org's xdg-utils); tests point them elsewhere.
    static var urlOpener = "/usr/bin/xdg-open"
    static var mimeQuery = "/usr/bin/xdg-mime"

    /// Opens `url` with the desktop's default handler for it (`xdg-open`): a web page in the
    /// browser, `mailto:` in the mail app, a file in the app for its type. `completion` gets true
    /// once the handler accepted it, on the main actor; false for a URL without a scheme or when no
    /// handler took it.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        guard url.scheme != nil, let process = Self.process(Self.urlOpener, [url.absoluteString]) else {
            completion.map { done in Task { @MainActor in done(false) } }
            return
        }
        process.terminationHandler = { process in
            let opened = process.terminationStatus == 0
            Task { @MainActor in completion?(opened) }
        }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            completion.map { done in Task { @MainActor in done(false) } }
        }
    }

    /// Whether some app on this computer opens `url`: an existing file, or a scheme with a
    /// default handler (`xdg-mime query default x-scheme-handler/<scheme>`).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
        if url.isFileURL { return FileManager.default.fileExists(atPath: url.path) }
        guard scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
            let process = Self.process(Self.mimeQuery, ["query", "default", "x-scheme-handler/\(scheme)"])
        else { return false }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return false }
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0
            && !String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// `tool` with `arguments`, its output and errors discarded; nil when the tool is not installed.
    private static func process(_ tool: String, _ arguments: [String]) -> Process? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }
}
