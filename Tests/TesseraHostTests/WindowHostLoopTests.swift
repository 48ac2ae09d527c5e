import CSDL2
import Foundation
import TesseraCore
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// A real host loop over SDL's offscreen driver: input is pushed onto SDL's queue as SDL
    /// events, a bounded number of turns runs, and the last presented frame is read back.
    @Suite("Headless host loop")
    @MainActor
    struct HostLoopTests {
        @Test func firstTurnRendersAndPresentsTheWindow() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            #expect(await host.run(turns: 1) == 1)
            let frame = try #require(host.lastFrame)
            #expect(frame.width == 200 && frame.height == 120 && frame.scale == 1)
            #expect(frame.rgba(at: CGPoint(x: 5, y: 5)) == white)
            #expect(frame.rgba(at: CGPoint(x: 50, y: 40)) == blue)
            #expect(frame.rgba(at: CGPoint(x: 150, y: 50)) == white)
            #expect(host.statistics.renderedFrameCount == 1)
            #expect(host.statistics.presentedFrameCount == 1)
            #expect(host.statistics.lastDirtyRect == PixelRect(x: 0, y: 0, width: 200, height: 120))
        }

        @Test func clickingTheButtonTurnsTheSwatchRedInTheNextFrame() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            host.click(at: CGPoint(x: 50, y: 40))
            await host.run(turns: 1)
            #expect(scene.taps == 1)
            let frame = try #require(host.lastFrame)
            #expect(frame.rgba(at: CGPoint(x: 150, y: 50)) == red)
            #expect(frame.rgba(at: CGPoint(x: 50, y: 40)) == blue)
        }

        @Test func onlyTheRedrawnRectangleIsUploaded() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            let uploadedBefore = host.statistics.uploadedPixelCount
            host.click(at: CGPoint(x: 50, y: 40))
            await host.run(turns: 1)
            // The swatch (120, 20, 60×60) and the one-pixel antialiasing margin the region is grown by.
            #expect(host.statistics.lastDirtyRect == PixelRect(x: 119, y: 19, width: 62, height: 62))
            #expect(host.statistics.lastDirtyRect == host.statistics.lastRenderedRect)
            #expect(host.statistics.uploadedPixelCount - uploadedBefore == 62 * 62)
        }

        @Test func idleTurnsNeitherRenderNorPresent() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 2)
            let before = host.statistics
            #expect(await host.run(turns: 5) == 5)
            #expect(host.statistics.renderedFrameCount == before.renderedFrameCount)
            #expect(host.statistics.presentedFrameCount == before.presentedFrameCount)
            #expect(host.statistics.turnCount == before.turnCount + 5)
        }

        @Test func hoverAloneDoesNotRender() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            let rendered = host.statistics.renderedFrameCount
            host.post(.mouseMove(CGPoint(x: 10, y: 10)))
            host.post(.mouseMove(CGPoint(x: 150, y: 50)))
            await host.run(turns: 2)
            #expect(host.statistics.renderedFrameCount == rendered)
        }

        @Test func aRenderThatReproducesTheFrameUploadsAndPresentsNothing() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            let before = host.statistics
            scene.swatch.backgroundColor = .white  // same colour: needs display, same pixels
            await host.run(turns: 1)
            #expect(host.statistics.renderedFrameCount == before.renderedFrameCount + 1)
            #expect(host.statistics.presentedFrameCount == before.presentedFrameCount)
            #expect(host.statistics.uploadedPixelCount == before.uploadedPixelCount)
        }

        @Test func f2TogglesDarkModeAndTheWindowNeverSeesTheKey() async throws {
            let scene = Scene()
            let recorder = InputRecorderView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
            scene.root.addSubview(recorder)
            let host = try scene.openHost()
            defer { host.close() }
            recorder.becomeFirstResponder()
            await host.run(turns: 1)
            #expect(host.lastFrame?.rgba(at: CGPoint(x: 5, y: 5)) == white)

            host.press(.function(2))
            await host.run(turns: 1)
            #expect(scene.window.windowTraits.userInterfaceStyle == .dark)
            #expect(host.lastFrame?.rgba(at: CGPoint(x: 5, y: 5)) == black)

            host.press(.function(2))
            host.press(.function(3))
            await host.run(turns: 1)
            #expect(scene.window.windowTraits.userInterfaceStyle == .light)
            #expect(host.lastFrame?.rgba(at: CGPoint(x: 5, y: 5)) == white)
            #expect(recorder.keys == [.function(3)])
        }

        @Test func aCustomAppearanceShortcutReplacesF2() async throws {
            let scene = Scene()
            var configuration = WindowHost.Configuration.headless
            configuration.appearanceToggle = KeyShortcut(.character("d"), modifiers: .control)
            let host = try scene.openHost(configuration)
            defer { host.close() }
            host.press(.function(2))
            host.press(.character("d"))  // without UIControl: not the shortcut
            await host.run(turns: 1)
            #expect(scene.window.windowTraits.userInterfaceStyle != .dark)
            host.press(.character("d"), modifiers: .control)
            await host.run(turns: 1)
            #expect(scene.window.windowTraits.userInterfaceStyle == .dark)
            #expect(host.lastFrame?.rgba(at: CGPoint(x: 5, y: 5)) == black)
        }

        @Test func keysWithModifiersReachTheFirstResponder() async throws {
            let scene = Scene()
            let recorder = InputRecorderView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
            scene.root.addSubview(recorder)
            let host = try scene.openHost()
            defer { host.close() }
            recorder.becomeFirstResponder()
            host.press(.character("a"), modifiers: [.shift])
            host.post(.keyDown(.leftArrow, modifiers: [.shift, .option], isRepeat: true))
            host.press(.returnKey)
            host.press(.function(24))
            await host.run(turns: 1)
            #expect(recorder.keys == [.character("a"), .leftArrow, .returnKey, .function(24)])
            #expect(recorder.modifiers == [[.shift], [.shift, .option], [], []])
        }

        @Test func textInputArrivesAsOneStringInAnyScript() async throws {
            let scene = Scene()
            let recorder = InputRecorderView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
            scene.root.addSubview(recorder)
            let host = try scene.openHost()
            defer { host.close() }
            recorder.becomeFirstResponder()
            // 50 UTF-8 bytes: longer than one SDL text event, so it travels as several.
            let text = "héllo 你好，世界 🇫🇷 — naïve café ✓"
            host.post(.text(text))
            await host.run(turns: 1)
            #expect(recorder.text == text)
        }

        @Test func wheelNotchesScrollFortyPointsInTheSameDirectionWhenFlipped() async throws {
            let scene = Scene()
            let recorder = InputRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            scene.root.addSubview(recorder)
            let host = try scene.openHost()
            defer { host.close() }
            host.post(.wheel(notches: CGSize(width: 0, height: -1), at: CGPoint(x: 50, y: 50)))
            host.post(.wheel(notches: CGSize(width: 0, height: -1), at: CGPoint(x: 50, y: 50), flipped: true))
            host.post(.wheel(notches: CGSize(width: 0.5, height: 2), at: CGPoint(x: 50, y: 50)))
            await host.run(turns: 1)
            #expect(
                recorder.scrolls == [
                    CGSize(width: 0, height: 40), CGSize(width: 0, height: 40), CGSize(width: 20, height: -80),
                ])
        }

        @Test func resizingTheWindowResizesAndLaysOutTheTree() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            host.post(.resize(CGSize(width: 320, height: 180)))
            await host.run(turns: 2)
            #expect(scene.window.bounds.size == CGSize(width: 320, height: 180))
            #expect(scene.root.frame == CGRect(x: 0, y: 0, width: 320, height: 180))
            #expect(
                host.metrics
                    == DisplayMetrics(pointSize: CGSize(width: 320, height: 180), pixelWidth: 320, pixelHeight: 180))
            let frame = try #require(host.lastFrame)
            #expect(frame.width == 320 && frame.height == 180)
            #expect(frame.rgba(at: CGPoint(x: 300, y: 170)) == white)
            #expect(host.statistics.lastDirtyRect == PixelRect(x: 0, y: 0, width: 320, height: 180))
        }

        @Test func workQueuedOnTheMainQueueShowsInTheNextFrames() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            let swatch = scene.swatch
            DispatchQueue.main.async {
                MainActor.assumeIsolated { swatch.backgroundColor = .green }
            }
            await host.run(turns: 2)
            #expect(host.lastFrame?.rgba(at: CGPoint(x: 150, y: 50)) == green)
        }

        @Test func aTimerThatIsDueFiresBetweenTurns() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            let swatch = scene.swatch
            let timer = scene.window.clock.schedule(at: scene.window.clock.now) { swatch.backgroundColor = .green }
            defer { timer.cancel() }
            await host.run(turns: 3)
            #expect(host.lastFrame?.rgba(at: CGPoint(x: 150, y: 50)) == green)
            #expect(host.clock.pendingCount == 0)
        }

        @Test func theLoopSleepsUntilTheNextTimerButNoLongerThanTheIdleInterval() throws {
            let scene = Scene()
            let testClock = TestClock()
            scene.window.clock = testClock
            let host = try scene.openHost()
            defer { host.close() }
            host.runOnce()  // draws the first frame, so no frame is due
            #expect(host.nextWaitInterval() == .milliseconds(50))
            let late = scene.window.clock.schedule(at: .seconds(5)) {}
            #expect(host.nextWaitInterval() == .milliseconds(50))
            let soon = scene.window.clock.schedule(at: .milliseconds(12)) {}
            #expect(host.nextWaitInterval() == .milliseconds(12))
            soon.cancel()
            #expect(host.nextWaitInterval() == .milliseconds(50))
            testClock.advance(by: .seconds(6))
            #expect(host.clock.pendingCount == 0)
            late.cancel()
            scene.swatch.backgroundColor = .red
            #expect(host.nextWaitInterval() == .zero)
        }

        @Test func quitEndsTheLoopAndCloseReleasesSDL() async throws {
            let scene = Scene()
            let testClock = TestClock()
            scene.window.clock = testClock
            let host = try scene.openHost()
            await host.run(turns: 1)
            host.post(.quit)
            #expect(await host.run(turns: 5) == 0)
            #expect(!host.isRunning)
            #expect(!host.isClosed)
            host.close()
            #expect(host.isClosed)
            #expect(SDL_WasInit(0) == 0)
            #expect(scene.window.clock as? TestClock === testClock)
            #expect(scene.window.clipboard is InMemoryClipboard)
            host.close()  // idempotent
            #expect(throws: HostError.closed) { try host.screenshot() }
        }

        @Test func releasingAHostClosesIt() async throws {
            let scene = Scene()
            var host: WindowHost? = try scene.openHost()
            await host?.run(turns: 1)
            host = nil
            #expect(SDL_WasInit(0) == 0)
            let reopened = try scene.openHost()
            #expect(reopened.isRunning)
            reopened.close()
        }

        @Test func screenshotReadsBackWhatTheWindowShows() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            host.click(at: CGPoint(x: 50, y: 40))
            await host.run(turns: 2)
            let shot = try host.screenshot()
            #expect(shot.width == 200 && shot.height == 120)
            #expect(shot.rgba(at: CGPoint(x: 150, y: 50)) == red)
            #expect(shot.rgba(at: CGPoint(x: 50, y: 40)) == blue)
            #expect(shot.rgba(at: CGPoint(x: 5, y: 5)) == white)
        }
    }
}
