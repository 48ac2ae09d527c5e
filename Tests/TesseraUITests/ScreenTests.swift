import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// `UIScreen.main` follows the key window, which is process-wide: these tests run one at a time.
@MainActor
@Suite(.serialized) struct ScreenTests {
    @Test func aScreenDescribesItsDevice() {
        let screen = UIScreen.screen(for: .iPhone15ProMax)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1290, height: 2796))
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        #expect(screen.traitCollection.userInterfaceIdiom == .phone)
        #expect(screen.traitCollection.horizontalSizeClass == .compact)
        #expect(screen === UIScreen.screen(for: .iPhone15ProMax))
        #expect(UIWindow(device: .iPhone15ProMax).screen === screen)
    }

    @Test func theFallbackScreenMatchesTheFallbackTraits() {
        #expect(UIScreen.screen(for: .iPhone15).traitCollection == UITraitCollection.application)
    }

    @Test func mainIsTheKeyWindowsScreen() {
        do {
            let window = UIWindow(device: .desktop)
            #expect(!window.isKeyWindow)
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow && !window.isHidden)
            #expect(UIWindow.current === window)
            #expect(UIScreen.main === window.screen)
            #expect(UIScreen.main.scale == 1)
            let other = UIWindow(device: .iPad10)
            other.makeKey()
            #expect(!window.isKeyWindow)
            #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        }
        // Both windows are gone: no key window, so the iPhone 15.
        #expect(UIWindow.current == nil)
        #expect(UIScreen.main === UIScreen.screen(for: .iPhone15))
    }
}
