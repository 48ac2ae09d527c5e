import Foundation
import Observation
import TesseraCore
import Testing

@testable import TesseraUI

@MainActor
final class RecordingViewModel: ViewModel {
    let log: HookLog
    let bus: EventBus
    var received = 0

    init(log: HookLog, bus: EventBus = EventBus()) {
        self.log = log
        self.bus = bus
        super.init()
    }

    override func prepare() { log.record("prepare") }
    override func beginSetUp() { log.record("beginSetUp") }
    override func setUpDelegates() { log.record("setUpDelegates") }
    override func setUpNotifications() {
        log.record("setUpNotifications")
        bus.subscribe(ScreenPing.self) { [weak self] _ in self?.received += 1 }.store(in: lifetime)
    }
    override func bindData() { log.record("bindData") }
    override func observe() { log.record("observe") }
    override func setUpExtras() { log.record("setUpExtras") }
    override func finishSetUp() { log.record("finishSetUp") }
    override func debugChecks() { log.record("debugChecks") }
    override func tearDown() { log.record("tearDown") }
}

@MainActor
@Suite struct ViewModelTests {
    @Test func runsItsSubsetOfHooksInOrderAtInit() {
        let log = HookLog()
        let model = RecordingViewModel(log: log)
        var expected = [
            "prepare", "beginSetUp", "setUpDelegates", "setUpNotifications", "bindData", "observe", "setUpExtras",
            "finishSetUp",
        ]
        #if DEBUG
            expected.append("debugChecks")
        #endif
        #expect(log.entries == expected)
        #expect(model.isSetUp)
    }

    @Test func tearDownRunsOnceThenSubscriptionsStop() async {
        let log = HookLog()
        let bus = EventBus()
        let model = RecordingViewModel(log: log, bus: bus)
        bus.post(ScreenPing())
        #expect(model.received == 1)
        log.entries = []
        model.invalidate()
        model.invalidate()
        #expect(log.entries == ["tearDown"])
        #expect(model.lifetime.isCancelled)
        bus.post(ScreenPing())
        #expect(model.received == 1)
        #expect(bus.subscriberCount(for: ScreenPing.self) == 0)
    }

    @Test func anObservableSubclassBindsLikeAnyModel() async {
        let model = ScreenModel()
        let label = UILabel()
        let token = Binding.bind(model, \.title, to: label, \.text)
        #expect(label.text == "Hello")
        model.title = "Bonjour"
        await Binding.flush()
        #expect(label.text == "Bonjour")
        token.cancel()
    }

    @Test func aReleasedViewModelDeinitialisesAndCancelsItsSubscriptions() {
        let bus = EventBus()
        weak var weakModel: RecordingViewModel?
        do {
            let model = RecordingViewModel(log: HookLog(), bus: bus)
            weakModel = model
            #expect(bus.subscriberCount(for: ScreenPing.self) == 1)
        }
        #expect(weakModel == nil)
        #expect(bus.subscriberCount(for: ScreenPing.self) == 0)
    }
}
