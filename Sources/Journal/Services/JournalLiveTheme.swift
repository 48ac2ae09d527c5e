public import Foundation
public import Tessera
import TesseraCore

/// Keeps the window's theme equal to `JournalThemeModel.currentTheme` — the theme chosen in Settings
/// (Pro themes while unlocked) — and, in DEBUG builds, lays `theme.json` from the data directory over
/// it, re-read whenever the file changes: edit a colour in the file and the running window changes,
/// without a restart.
///
/// The root controller starts it once its view is loaded:
/// ```swift
/// override func viewDidLoad() {
///     JournalLiveTheme.start(for: self)
/// }
/// ```
/// and a developer edits `<data dir>/theme.json` while the app runs:
/// ```json
/// { "colors": { "tint": { "light": "#2E7D32", "dark": "#7BD88F" } } }
/// ```
/// Role names are `ThemeDocument.Colors`' (those of TesseraUI's `Theme`). The file is written on the
/// first DEBUG run with no overrides (`{"colors": {}, "metrics": {}}`). An invalid edit keeps the last
/// good theme; `LiveReloadable` logs why (category "live-reload", error level) and
/// `JournalThemeModel.liveError` says it. Release builds do not read or watch the file.
///
/// The window is found through the root's view: the theme is applied when the view joins a window
/// and on every change after. Watching stops when the root's views are torn down. Main actor.
@MainActor
public final class JournalLiveTheme {
    /// The theme state the window follows.
    public let themes: JournalThemeModel
    /// `theme.json` in the data directory.
    public let fileURL: URL
    /// The watched file (DEBUG builds, once watching started); nil otherwise.
    public private(set) var reloadable: LiveReloadable<ThemeDocument>?
    private let logger = Logger(category: "journal")

    init(themes: JournalThemeModel, fileURL: URL) {
        self.themes = themes
        self.fileURL = fileURL
    }

    /// Applies the journal's theme to the window `root` is shown in (now, if it is in one, else as
    /// soon as it joins one) and keeps it applied; in DEBUG also watches `theme.json`. Does nothing
    /// (and returns nil) when the root's environment has no services. Call it once per root.
    @discardableResult
    public static func start(for root: JournalRootViewController) -> JournalLiveTheme? {
        guard let services = root.environment.services else { return nil }
        let live = JournalLiveTheme(themes: services.themes, fileURL: services.themeFileURL)
        #if DEBUG
            live.watchThemeFile()
        #endif
        root.view.addSubview(WindowThemeApplier(live: live))
        return live
    }

    /// Why the file's latest read failed, while the last good theme stays; nil after a good read.
    public var lastError: LiveReloadError? { reloadable?.lastError }

    /// Writes the default file when it is missing, then starts watching it (logged, and the app runs
    /// on the built-in themes, when the directory cannot be watched). A symbolic link to a missing
    /// file gets the file made where it points; the link stays.
    func watchThemeFile() {
        guard reloadable == nil else { return }
        if !FileManager.default.fileExists(atPath: fileURL.path) {
            do {
                try FileManager.default.createDirectory(
                    at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFileWriter.write(ThemeDocument().jsonData(), to: fileURL)
            } catch {
                logger.warning("could not write the default theme file \(fileURL.path): \(error)")
            }
        }
        let reloadable = LiveReloadable(contentsOf: fileURL, format: .theme, initialValue: ThemeDocument())
        do {
            try reloadable.start()
        } catch {
            logger.error("live theme reloading unavailable for \(fileURL.path): \(error)")
            return
        }
        self.reloadable = reloadable
    }

    /// Stops watching the file; the theme stays as it is.
    public func stop() {
        reloadable?.stop()
    }
}

/// A hidden view in the root's view that applies the live theme to whatever window it is in.
@MainActor
private final class WindowThemeApplier: UIView {
    let live: JournalLiveTheme

    init(live: JournalLiveTheme) {
        self.live = live
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
    }

    override func bindData() {
        if let reloadable = live.reloadable {
            Binding.observe(reloadable, \.value) { [weak self] document in
                self?.live.themes.liveDocument = document
            }.store(in: lifetime)
            Binding.observe(reloadable, \.lastError) { [weak self] error in
                if self?.live.themes.liveError != error { self?.live.themes.liveError = error }
            }.store(in: lifetime)
        }
        Binding.observe(live.themes, \.currentTheme) { [weak self] _ in self?.apply() }.store(in: lifetime)
    }

    override func didMoveToWindow() {
        apply()
    }

    override func tearDown() {
        live.stop()
    }

    private func apply() {
        guard let window else { return }
        let theme = live.themes.currentTheme
        if !window.theme.isEqual(to: theme) { window.theme = theme }
    }
}
