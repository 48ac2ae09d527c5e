import Foundation
import Observation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@Observable
@MainActor
final class ScreenModel: ViewModel {
    var title = "Hello"
    var count = 0
    var saves = 0

    func save() { saves += 1 }
}

struct ScreenPing: Event {}

/// A screen that starts one of everything in its hooks — bindings, an observation, a channel
/// subscription, an event-bus subscription, a repeating timer, control actions, a gesture and a bar
/// button — some of them capturing `self` strongly, as careless code does.
@MainActor
final class BusyScreen: UIViewController {
    static let titleChannel = Channel<String>("title")

    let viewModel: ScreenModel
    let clock: TestClock
    let bus: EventBus
    let hub: ChannelHub
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let saveButton = UIButton()
    var ticks = 0
    var pings = 0
    var observedCounts: [Int] = []

    init(viewModel: ScreenModel, clock: TestClock, bus: EventBus, hub: ChannelHub) {
        self.viewModel = viewModel
        self.clock = clock
        self.bus = bus
        self.hub = hub
        super.init(nibName: nil, bundle: nil)
        own(viewModel)
        tracker = Tracker()
    }

    override func setUpNavigation() {
        setRightBarButton(title: "Save") { self.viewModel.save() }  // strong on purpose
    }

    override func buildHierarchy() {
        view.addSubviews {
            titleLabel
            subtitleLabel
            saveButton
        }
    }

    override func bindData() {
        Binding.bind(viewModel, \.title, to: titleLabel, \.text).store(in: lifetime)
        hub.subscribe(Self.titleChannel, to: subtitleLabel, \.text).store(in: lifetime)
    }

    override func observe() {
        Binding.observe(viewModel, \.count) { [weak self] count in self?.observedCounts.append(count) }
            .store(in: lifetime)
    }

    override func setUpNotifications() {
        bus.subscribe(ScreenPing.self) { [weak self] _ in self?.pings += 1 }.store(in: lifetime)
    }

    override func setUpEvents() {
        saveButton.onTap { self.viewModel.save() }  // strong on purpose
        view.onTapGesture { self.ticks += 100 }  // strong on purpose
    }

    override func setUpExtras() {
        clock.repeatingTimer(every: .seconds(1)) { [weak self] _ in self?.ticks += 1 }.store(in: lifetime)
    }
}

@MainActor
@Suite struct ViewControllerLeakTests {
    struct Probes {
        weak var controller: BusyScreen?
        weak var view: UIView?
        weak var viewModel: ScreenModel?
        weak var label: UILabel?
        weak var button: UIButton?
    }

    /// Shows a busy screen in a window, checks that everything it started works, then lets `end`
    /// discard it and returns weak references to what should be gone.
    func showBusyScreen(clock: TestClock, bus: EventBus, hub: ChannelHub, end: (UIWindow) -> Void) async -> Probes {
        let window = UIWindow(device: .iPhoneSE)
        let screen = BusyScreen(viewModel: ScreenModel(), clock: clock, bus: bus, hub: hub)
        window.rootViewController = screen
        hub.publish("Subtitle", on: BusyScreen.titleChannel)
        screen.viewModel.title = "Changed"
        screen.viewModel.count = 3
        await Binding.flush()
        clock.advance(by: .seconds(2))
        bus.post(ScreenPing())
        screen.saveButton.sendActions(for: .touchUpInside)
        #expect(screen.titleLabel.text == "Changed")
        #expect(screen.subtitleLabel.text == "Subtitle")
        #expect(screen.observedCounts == [0, 3])
        #expect(screen.ticks == 2)
        #expect(screen.pings == 1)
        #expect(screen.viewModel.saves == 1)
        let probes = Probes(
            controller: screen, view: screen.view, viewModel: screen.viewModel, label: screen.titleLabel,
            button: screen.saveButton)
        end(window)
        return probes
    }

    @Test func aDiscardedScreenDeinitialisesWithItsViewAndViewModelDespiteStrongClosures() async {
        let clock = TestClock()
        let bus = EventBus()
        let hub = ChannelHub(name: "leak")
        let probes = await showBusyScreen(clock: clock, bus: bus, hub: hub) { window in
            window.rootViewController = UIViewController()  // the busy screen is popped
        }
        #expect(probes.controller == nil)
        #expect(probes.view == nil)
        #expect(probes.viewModel == nil)
        #expect(probes.label == nil)
        #expect(probes.button == nil)
        #expect(clock.pendingCount == 0)
        #expect(bus.subscriberCount(for: ScreenPing.self) == 0)
        #expect(hub.subscriberCount(of: BusyScreen.titleChannel) == 0)
    }

    @Test func endedScreenStopsEverythingEvenWhileSomeoneStillHoldsIt() async {
        let clock = TestClock()
        let bus = EventBus()
        let hub = ChannelHub(name: "held")
        let window = UIWindow(device: .iPhoneSE)
        let screen = BusyScreen(viewModel: ScreenModel(), clock: clock, bus: bus, hub: hub)
        window.rootViewController = screen
        window.rootViewController = nil
        #expect(screen.isTornDown)
        screen.viewModel.title = "After"
        await Binding.flush()
        clock.advance(by: .seconds(5))
        bus.post(ScreenPing())
        hub.publish("Late", on: BusyScreen.titleChannel)
        screen.saveButton.sendActions(for: .touchUpInside)
        #expect(screen.titleLabel.text == "Hello")
        #expect(screen.subtitleLabel.text == nil)
        #expect(screen.ticks == 0)
        #expect(screen.pings == 0)
        #expect(screen.viewModel.saves == 0)
        #expect(screen.viewModel.isTornDown)
        #expect(screen.navigationItem.rightBarButtonItem?.action == nil)
        #expect(screen.view.gestureRecognizers.isEmpty)
    }

    @Test func aScreenWithOnlyWeakCapturesDeinitialisesWhenItsWindowGoesAway() async {
        final class PoliteScreen: UIViewController {
            let viewModel = ScreenModel()
            let label = UILabel()
            let clock: TestClock
            init(clock: TestClock) {
                self.clock = clock
                super.init(nibName: nil, bundle: nil)
            }
            override func buildHierarchy() { view.addSubview(label) }
            override func bindData() { Binding.bind(viewModel, \.title, to: label, \.text).store(in: lifetime) }
            override func setUpExtras() {
                clock.repeatingTimer(every: .seconds(1)) { [weak self] _ in self?.label.text = "tick" }.store(
                    in: lifetime)
            }
        }
        let clock = TestClock()
        weak var weakScreen: PoliteScreen?
        weak var weakModel: ScreenModel?
        weak var weakView: UIView?
        do {
            let window = UIWindow(device: .iPhoneSE)
            let screen = PoliteScreen(clock: clock)
            window.rootViewController = screen
            weakScreen = screen
            weakModel = screen.viewModel
            weakView = screen.view
            #expect(clock.pendingCount == 1)
        }
        #expect(weakScreen == nil)
        #expect(weakModel == nil)
        #expect(weakView == nil)
        #expect(clock.pendingCount == 0)
    }
}
