import Foundation
import Tessera
import TesseraCore
import TesseraTesting

@testable import Journal

/// The home screen over the seeded sample entries in a window of one device, appearance and text
/// size, for the suites that snapshot, audit and drive it.
@MainActor
protocol HomeScreenFixture {
    /// The window's clock (the tests step it).
    var clock: TestClock { get }
}

extension HomeScreenFixture {
    func homeWindow(
        _ device: DevicePreset, _ appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory = .large
    ) throws
        -> (UIWindow, JournalHomeView)
    {
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let controller = JournalHomeViewController(
            model: HomeViewModel(repository: try JournalRepository(inMemoryWith: SampleEntries.seed)),
            today: SampleEntries.referenceDate)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller.homeView)
    }
}
