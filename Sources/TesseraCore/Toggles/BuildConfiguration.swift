/// The kind of build, from the compile conditions `DEBUG`, `INTERNAL` and `PRODUCTION`.
///
/// SwiftPM defines `DEBUG` in debug builds; define the others in the app's package with
/// `swiftSettings: [.define("INTERNAL", .when(configuration: .release))]` (the article's
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS = INTERNAL` in an xcconfig). When several are defined the most
/// restrictive wins: `PRODUCTION` over `INTERNAL` over `DEBUG`; a build with none is `production`.
///
/// Note: the conditions are read where this file is compiled, i.e. in TesseraCore. Pass an explicit
/// configuration to ``FeatureToggles/init(toggles:settings:remote:configuration:logger:)`` when the app's
/// own conditions differ from the framework's.
///
/// For example:
/// ```swift
/// let toggles = FeatureToggles(toggles: appToggles, settings: settings, configuration: .internal)
/// ```
public enum BuildConfiguration: String, CaseIterable, Codable, Sendable {
    /// Developer builds.
    case debug
    /// Builds for testers and product managers.
    case `internal`
    /// Builds for the store.
    case production

    /// The configuration this module was compiled in.
    public static var current: BuildConfiguration {
        #if PRODUCTION
            .production
        #elseif INTERNAL
            .internal
        #elseif DEBUG
            .debug
        #else
            .production
        #endif
    }
}
