import Foundation
import TesseraLayout
import Testing

@Suite struct ScreenMetricsTests {
    @Test func heightsExcludingAreasFollowTheDeviceTable() {
        let phone = ScreenMetrics(device: .iPhone15)  // 852 tall, safe 59/34, status 54, bars 44/49
        #expect(phone.height(excluding: []) == 852)
        #expect(phone.height(excluding: .statusBar) == 798)
        #expect(phone.height(excluding: .navigationBar) == 808)
        #expect(phone.height(excluding: [.statusBar, .navigationBar]) == 754)
        #expect(phone.height(excluding: .safeAreaBottom) == 818)
        #expect(phone.height(excluding: .tabBar) == 803)
        #expect(phone.height(excluding: [.tabBar, .safeAreaBottom]) == 769)
        // The status bar lies inside the top unsafe area: excluding both removes the larger one.
        #expect(phone.height(excluding: [.statusBar, .safeAreaTop]) == 793)
        #expect(phone.height(excluding: ScreenAreas.bars) == 671)  // 852 − 54 − 44 − 49 − 34
        #expect(phone.top(excluding: [.safeAreaTop, .navigationBar, .tabBar]) == 103)
    }

    @Test func aScreenWithoutUnsafeAreas() {
        let desktop = ScreenMetrics(device: .desktop)
        #expect(desktop.size == CGSize(width: 1280, height: 800))
        #expect(desktop.height(excluding: [.statusBar, .safeAreaTop, .safeAreaBottom]) == 800)
        #expect(desktop.height(excluding: [.navigationBar, .tabBar]) == 707)
    }

    @Test func everyPresetHasConsistentMetrics() {
        for device in DevicePreset.all {
            let metrics = ScreenMetrics(device: device)
            #expect(metrics.width == device.size.width && metrics.statusBarHeight == device.statusBarHeight)
            #expect(metrics.safeAreaTop >= metrics.statusBarHeight || device == .iPhone15 || device == .iPhone15ProMax)
            #expect(
                metrics.height(excluding: [.safeAreaTop, .safeAreaBottom])
                    == device.size.height - device.safeAreaInsets.top - device.safeAreaInsets.bottom)
        }
    }
}
