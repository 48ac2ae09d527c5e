// Test assertions need Swift Testing, which a build with --static-swift-stdlib (make package) lacks;
// the rest of TesseraTesting (the driver, audits, snapshot comparison) works without it.
#if canImport(Testing)
    public import Foundation
    public import TesseraGraphics
    public import TesseraLayout
    public import TesseraUI
    import Testing

    /// Renders `view` and compares it with its reference PNG, failing the current test on a mismatch.
    ///
    /// With a `device`, the view becomes the root view of a window of that preset (so it fills the
    /// screen and gets the device's scale; it leaves any previous superview); without one, it is rendered alone at its own size and
    /// `scale` (default 2). References live in `__Snapshots__/<TestFile>/<testName>.<n>.png` beside
    /// the test file. A missing reference is recorded (unless `CI=true`) and the test fails saying so;
    /// on a mismatch the actual and a diff image are written to `.build/snapshot-failures/<TestFile>/`
    /// (or `TESSERA_ARTIFACTS`). See `RecordMode` for `TESSERA_RECORD`.
    ///
    /// For example:
    /// ```swift
    /// @Test @MainActor func cardInDarkMode() {
    ///     assertSnapshot(of: CardView(entry: .sample), appearance: .dark)
    /// }
    /// // Records: __Snapshots__/CardTests/cardInDarkMode.1.png
    /// ```
    /// Use `named:` in parameterised tests, whose calls would otherwise share one counter.
    ///
    /// A view or scale that cannot be rendered (a negative size, a scale that is not positive and
    /// finite, a side over 32,767 pixels) fails the assertion with an issue saying so, and returns
    /// `.failed`; nothing is written.
    @MainActor
    @discardableResult
    public func assertSnapshot(
        of view: UIView,
        on device: DevicePreset? = nil,
        appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large,
        scale: CGFloat? = nil,
        named name: String? = nil,
        tolerance: ImageTolerance = .default,
        record: RecordMode? = nil,
        fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) -> SnapshotReference.Outcome {
        let traits = UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize)
        return checkSnapshot(
            named: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, function: function,
            line: line, column: column
        ) { () throws(GraphicsError) in
            guard let device else { return try view.bitmap(traits: traits, scale: scale ?? 2) }
            let window = UIWindow(device: device, traits: traits)
            window.rootView = view
            defer { window.rootView = nil }
            return try window.bitmap(scale: scale)
        }
    }

    /// Renders `window` at its device scale (or `scale`) and compares it with its reference PNG.
    /// See `assertSnapshot(of:on:appearance:contentSize:scale:named:tolerance:record:…)` for files.
    @MainActor
    @discardableResult
    public func assertSnapshot(
        of window: UIWindow,
        scale: CGFloat? = nil,
        named name: String? = nil,
        tolerance: ImageTolerance = .default,
        record: RecordMode? = nil,
        fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) -> SnapshotReference.Outcome {
        checkSnapshot(
            named: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, function: function,
            line: line, column: column
        ) { () throws(GraphicsError) in try window.bitmap(scale: scale) }
    }

    /// Compares a rendered bitmap with its reference PNG and records a test issue unless it matches.
    @discardableResult
    public func assertSnapshot(
        of bitmap: Bitmap,
        named name: String? = nil,
        tolerance: ImageTolerance = .default,
        record: RecordMode? = nil,
        fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) -> SnapshotReference.Outcome {
        checkSnapshot(
            named: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, function: function,
            line: line, column: column
        ) { () throws(GraphicsError) in bitmap }
    }

    /// Renders with `render` and checks the result against the reference, recording an issue unless it
    /// matches; a render that throws fails the assertion (`.failed`) and writes nothing.
    private func checkSnapshot(
        named name: String?, tolerance: ImageTolerance, record: RecordMode?, fileID: String, filePath: String,
        function: String, line: Int, column: Int, render: () throws(GraphicsError) -> Bitmap
    ) -> SnapshotReference.Outcome {
        let index = name == nil ? SnapshotCounter.next(for: filePath + "#" + function) : 0
        let reference = SnapshotReference(filePath: filePath, testName: function, name: name, index: index)
        let outcome: SnapshotReference.Outcome
        do {
            outcome = reference.check(try render(), tolerance: tolerance, mode: record ?? .current)
        } catch {
            outcome = .failed(error)
        }
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if let message = outcome.failureMessage(reference: reference) {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
        return outcome
    }

    extension SnapshotReference.Outcome {
        /// Why the assertion fails, or nil when it passes.
        func failureMessage(reference: SnapshotReference) -> String? {
            let path = reference.url.path
            switch self {
            case .matched:
                return nil
            case .recorded:
                return "No reference snapshot existed, so it was recorded at \(path). Look at it, then re-run the test."
            case .rerecorded:
                return "Re-recorded \(path) (TESSERA_RECORD=all). Look at it, then re-run without recording."
            case .missing:
                return "Missing reference snapshot \(path); recording is off (CI=true or TESSERA_RECORD=never). "
                    + "Run the test locally to record it and commit the PNG."
            case .mismatched(let diff, let actual, let diffImage):
                if !diff.sizesMatch {
                    return "Snapshot size differs from \(path): the reference is \(diff.referenceSize) pixels, "
                        + "the actual image \(diff.actualSize). Actual image: \(actual.path)"
                }
                let percent = String(format: "%.3f", diff.differingFraction * 100)
                let allowed = String(format: "%.3f", diff.tolerance.differingFraction * 100)
                return
                    "Snapshot differs from \(path): \(diff.differingPixelCount) pixels (\(percent) %, allowed \(allowed) %), "
                    + "max ΔE \(String(format: "%.1f", diff.maximumDelta)). Actual: \(actual.path)"
                    + (diffImage.map { " Diff: \($0.path)" } ?? "")
            case .failed(let error):
                if case .invalidCanvas = error { return "Snapshot \(path) could not be rendered: \(error)" }
                return "Snapshot \(path) could not be checked: \(error)"
            }
        }
    }
#endif
