public import Foundation
import Synchronization

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
    static var mimeQuery = "/usr/bin/xdg-mime" {
        didSet { schemeAnswers = [:] }
    }

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
    ///
    /// A scheme's answer is kept for ``schemeAnswerLifetime`` seconds, so a table asking for every
    /// row runs the tool once. A tool that does not answer within ``mimeQueryTimeout`` seconds is
    /// stopped and the answer is false: the main actor never waits longer than that.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
        if url.isFileURL { return FileManager.default.fileExists(atPath: url.path) }
        guard scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return false }
        let now = Date()
        if let answer = Self.schemeAnswers[scheme], now.timeIntervalSince(answer.date) < Self.schemeAnswerLifetime {
            return answer.canOpen
        }
        let canOpen = Self.hasDefaultHandler(forScheme: scheme)
        Self.schemeAnswers[scheme] = (canOpen, now)
        return canOpen
    }

    /// How long `canOpenURL(_:)` keeps a scheme's answer, in seconds.
    static let schemeAnswerLifetime: TimeInterval = 10
    /// How long `canOpenURL(_:)` waits for `xdg-mime`, in seconds.
    static var mimeQueryTimeout: TimeInterval = 2
    /// Answers by scheme, with when they were found; emptied when the tool changes.
    static var schemeAnswers: [String: (canOpen: Bool, date: Date)] = [:]

    /// Whether `xdg-mime` names a default handler for `scheme` within ``mimeQueryTimeout``.
    private static func hasDefaultHandler(forScheme scheme: String) -> Bool {
        guard let process = process(mimeQuery, ["query", "default", "x-scheme-handler/\(scheme)"]) else {
            return false
        }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return false }
        // The pipe is read off the main actor: a tool that never exits (or a child of it that keeps
        // the pipe open) then costs the caller the timeout, not a hang.
        let answer = ToolOutput()
        let done = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            let data = reader.readDataToEndOfFile()
            answer.data.withLock { $0 = data }
            done.signal()
        }
        guard done.wait(timeout: .now() + mimeQueryTimeout) == .success else {
            // The tool leads its own process group (Foundation starts it so): stopping the group
            // stops the children holding the pipe too, so the reading thread ends. The group's id
            // cannot be reused while one of them lives.
            kill(-process.processIdentifier, SIGKILL)
            return false
        }
        process.waitUntilExit()
        let text = answer.data.withLock { $0.map { String(decoding: $0, as: UTF8.self) } } ?? ""
        return process.terminationStatus == 0 && !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
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

/// What a tool wrote, handed from the thread that read it.
private final class ToolOutput: Sendable {
    let data = Mutex<Data?>(nil)
}
