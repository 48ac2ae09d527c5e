// swift-tools-version:6.2
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v15)],
    products: [
        // Every library module is a product: `UIKit` for code written against Apple's UIKit (depend on it only on
        // Linux), `Tessera` for everything, or the single modules.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraGraphics", targets: ["TesseraGraphics"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraUI", targets: ["TesseraUI"]),
        .library(name: "TesseraImage", targets: ["TesseraImage"]),
        .library(name: "TesseraStore", targets: ["TesseraStore"]),
        .library(name: "TesseraServices", targets: ["TesseraServices"]),
        .library(name: "TesseraDesktop", targets: ["TesseraDesktop"]),
        .library(name: "TesseraHost", targets: ["TesseraHost"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .executable(name: "tessera-demo", targets: ["tessera-demo"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
        .executable(name: "reading-list", targets: ["reading-list"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfontconfig-dev"])]),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CGdkPixbuf", path: "Sources/CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(
            name: "CLibical", path: "Sources/CLibical", pkgConfig: "libical",
            providers: [.apt(["libical-dev"])]),
        .systemLibrary(
            name: "CLibnotify", path: "Sources/CLibnotify", pkgConfig: "libnotify",
            providers: [.apt(["libnotify-dev"])]),
        .systemLibrary(
            name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // glibc's <malloc.h> (heap statistics for TesseraTesting's LiveHeap); part of libc6-dev.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CGio", path: "Sources/CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),

        .target(name: "TesseraCore", dependencies: ["CCurl"], swiftSettings: strict),
        .target(
            name: "TesseraGraphics", dependencies: ["TesseraCore", "CPangoCairo"],
            resources: [.copy("Resources/fonts.conf")], swiftSettings: strict),
        .target(name: "TesseraLayout", dependencies: ["TesseraCore", "TesseraGraphics"], swiftSettings: strict),
        .target(
            name: "TesseraUI", dependencies: ["TesseraCore", "TesseraGraphics", "TesseraLayout"],
            swiftSettings: strict),
        .target(
            name: "TesseraImage", dependencies: ["TesseraCore", "TesseraGraphics", "CGdkPixbuf"], swiftSettings: strict),
        .target(name: "TesseraStore", dependencies: ["TesseraCore", "CSQLite"], swiftSettings: strict),
        .target(
            name: "TesseraServices", dependencies: ["TesseraCore", "TesseraStore", "CLibical", "CLibnotify"],
            swiftSettings: strict),
        // Linux desktop integration over D-Bus (GDBus): the AT-SPI2 accessibility bridge and the desktop
        // portal's appearance setting.
        .target(name: "TesseraDesktop", dependencies: ["TesseraUI", "TesseraCore", "CGio"], swiftSettings: strict),
        .target(
            name: "TesseraHost",
            dependencies: ["TesseraUI", "TesseraGraphics", "TesseraCore", "TesseraDesktop", "CSDL2", "CX11"],
            swiftSettings: strict),
        .target(
            name: "TesseraTesting",
            dependencies: [
                "TesseraCore", "TesseraGraphics", "TesseraLayout", "TesseraUI", "TesseraDesktop",
                "CMalloc",
            ],
            resources: [
                .copy("Resources/atspi-client.py"), .copy("Resources/fake-memory-monitor.py"),
                .copy("Resources/fake-portal.py"),
                .copy("Resources/fake-registry.py"), .copy("Resources/fake_service.py"),
            ], swiftSettings: strict),
        // `_Testing_UIKit` is built with `UIKit` so that test files importing both `Testing` and `UIKit` compile
        // (see the file in it).
        .target(
            name: "UIKit",
            dependencies: [
                "TesseraCore", "TesseraGraphics", "TesseraLayout", "TesseraUI", "TesseraImage",
                "_Testing_UIKit",
            ],
            swiftSettings: strict),
        .target(name: "_Testing_UIKit", swiftSettings: strict),
        .target(
            name: "Tessera",
            dependencies: [
                "TesseraCore", "TesseraGraphics", "TesseraLayout", "TesseraUI", "TesseraImage",
                "TesseraStore", "TesseraServices", "TesseraDesktop", "TesseraHost", "UIKit",
            ],
            swiftSettings: strict),
        .target(name: "Journal", dependencies: ["Tessera"], swiftSettings: strict),
        .executableTarget(name: "tessera-store-crash-writer", dependencies: ["TesseraStore"], swiftSettings: strict),
        .target(name: "JournalDemo", dependencies: ["Journal", "Tessera", "TesseraTesting"], swiftSettings: strict),
        .executableTarget(
            name: "tessera-demo", dependencies: ["Journal", "JournalDemo", "Tessera"], swiftSettings: strict),
        // The UIKit example: plain iOS 17 code, built here against Tessera's `UIKit` module.
        .target(name: "ReadingList", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "reading-list",
            dependencies: ["ReadingList", "UIKit", "TesseraCore", "TesseraHost", "TesseraTesting"],
            swiftSettings: strict),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "TesseraCore", "TesseraLayout", "TesseraUI", "TesseraImage", "CGdkPixbuf",
                "TesseraStore", "CSQLite", "TesseraServices", "CLibical", "TesseraHost",
            ],
            path: "Benchmarks/Sources/tessera-bench",
            swiftSettings: strict),

        .testTarget(name: "TesseraCoreTests", dependencies: ["TesseraCore"], swiftSettings: strict),
        .testTarget(
            name: "TesseraGraphicsTests", dependencies: ["TesseraGraphics", "TesseraTesting"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(
            name: "TesseraLayoutTests", dependencies: ["TesseraLayout"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "TesseraUITests", dependencies: ["TesseraUI", "TesseraTesting"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(
            name: "TesseraStoreTests", dependencies: ["TesseraStore", "tessera-store-crash-writer"],
            swiftSettings: strict),
        .testTarget(name: "TesseraImageTests", dependencies: ["TesseraImage", "CGdkPixbuf"], swiftSettings: strict),
        .testTarget(
            name: "TesseraServicesTests", dependencies: ["TesseraServices", "TesseraStore"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "TesseraHostTests", dependencies: ["TesseraHost", "TesseraUI", "TesseraTesting", "CSDL2"],
            swiftSettings: strict),
        .testTarget(
            name: "TesseraDesktopTests", dependencies: ["TesseraDesktop", "TesseraUI", "TesseraTesting"],
            swiftSettings: strict),
        .testTarget(
            name: "TesseraTestingTests", dependencies: ["TesseraTesting"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"], swiftSettings: strict),
        // Swift 5 language mode on purpose: code written for Apple's UIKit without concurrency annotations
        // (SnapKit, most apps) must compile against `UIKit` as it does on iOS.
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "TesseraTesting"], exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "ReadingListTests", dependencies: ["ReadingList", "TesseraCore", "TesseraTesting"],
            exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "JournalTests", dependencies: ["Journal", "JournalDemo", "TesseraTesting", "tessera-demo"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
    ]
)
