import Foundation

/// libFuzzer's entry for programs that have their own `main` (the package manager gives every
/// executable one): parses libFuzzer's command line and calls `test` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The test `runFuzzer` was given. Only `runFuzzer` writes it, once, before libFuzzer starts, and
/// libFuzzer calls `testOneInput` on the thread that called `runFuzzer` (the main thread), one input at
/// a time, so it is never read and written concurrently.
nonisolated(unsafe) private var currentTest: (@MainActor (Data) -> Void)?

/// libFuzzer's test entry: the sanitizer runtime links its own `main`, which calls this symbol.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated { currentTest?(data) }
    return 0
}

/// Runs libFuzzer with this process's arguments, calling `test` with every input on the main
/// thread, and exits with libFuzzer's status.
@MainActor
public func runFuzzer(_ test: @escaping @MainActor (Data) -> Void) -> Never {
    currentTest = test
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv, testOneInput))
}
