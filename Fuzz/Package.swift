// swift-tools-version: 6.0
// Fuzz targets for every parser of outside data, built by scripts/fuzz with
// `-sanitize=fuzzer,address`. A separate package so the fuzzers' entry points never enter the
// product's own build; it depends on the repository one folder up by path.
import Foundation
import PackageDescription

let tesseraPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let tessera = tesseraPath.lastPathComponent.lowercased()

/// Each target's main.swift hands its test to `runFuzzer` (FuzzDriver), which runs libFuzzer.
let targets: [(name: String, products: [String])] = [
    ("fuzz-calendar", ["TesseraServices"]),
    ("fuzz-gpx", ["TesseraServices"]),
    ("fuzz-image", ["TesseraImage", "TesseraGraphics"]),
    ("fuzz-strings", ["TesseraServices"]),
    ("fuzz-theme", ["TesseraServices"]),
    ("fuzz-purchases", ["TesseraServices"]),
    ("fuzz-router", ["TesseraServices"]),
    ("fuzz-toggles", ["TesseraCore"]),
    ("fuzz-store", ["TesseraStore"]),
    ("fuzz-sync", ["TesseraStore"]),
    ("fuzz-accessibility", ["TesseraDesktop", "TesseraUI"]),
]

let package = Package(
    name: "TesseraFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: tesseraPath.path)],
    targets: [.target(name: "FuzzDriver")]
        + targets.map { target in
            .executableTarget(
                name: target.name,
                dependencies: ["FuzzDriver"] + target.products.map { .product(name: $0, package: tessera) })
        },
    swiftLanguageModes: [.v6]
)
