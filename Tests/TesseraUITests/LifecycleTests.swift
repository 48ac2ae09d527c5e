import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// Records hook names in order.
@MainActor
final class HookLog {
    var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

/// The hooks a view (and cell) runs, literally, so a mistake in `LifecycleHook` cannot hide.
let expectedViewHooks: [String] = {
    var hooks = [
        "prepare", "beginSetUp", "buildHierarchy", "configureViews", "makeLayout", "setUpDelegates",
        "setUpNotifications", "bindData", "observe", "setUpEvents", "setUpExtras", "themeDidChange", "finishSetUp",
    ]
    #if DEBUG
        hooks.append("debugChecks")
    #endif
    return hooks
}()

@MainActor
final class HookRecordingView: UIView {
    let log: HookLog
    var lifetimeCancelledDuringTearDown: Bool?

    init(log: HookLog) {
        self.log = log
        super.init(frame: .zero)
    }

    override func prepare() { log.record("prepare") }
    override func beginSetUp() { log.record("beginSetUp") }
    override func buildHierarchy() { log.record("buildHierarchy") }
    override func configureViews() { log.record("configureViews") }
    override func makeLayout() { log.record("makeLayout") }
    override func setUpDelegates() { log.record("setUpDelegates") }
    override func setUpNotifications() { log.record("setUpNotifications") }
    override func bindData() { log.record("bindData") }
    override func observe() { log.record("observe") }
    override func setUpEvents() { log.record("setUpEvents") }
    override func setUpExtras() { log.record("setUpExtras") }
    override func themeDidChange() { log.record("themeDidChange") }
    override func finishSetUp() { log.record("finishSetUp") }
    override func debugChecks() { log.record("debugChecks") }
    override func tearDown() {
        log.record("tearDown")
        lifetimeCancelledDuringTearDown = lifetime.isCancelled
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func hookSubsetsFollowTheDesignOrder() {
        #expect(
            LifecycleHook.allCases.map(\.description) == [
                "prepare", "beginSetUp", "setUpNavigation", "buildHierarchy", "configureViews", "makeLayout",
                "setUpDelegates", "setUpNotifications", "bindData", "observe", "setUpEvents", "setUpExtras",
                "themeDidChange", "finishSetUp", "debugChecks", "tearDown",
            ])
        #expect(LifecycleHook.viewSetUp.map(\.description) == expectedViewHooks)
        #expect(LifecycleHook.viewControllerSetUp == LifecycleHook.viewSetUp.inserted(.setUpNavigation, at: 2))
        #expect(!LifecycleHook.viewModelSetUp.contains(.buildHierarchy))
        #expect(!LifecycleHook.viewModelSetUp.contains(.themeDidChange))
        #expect(LifecycleHook.viewControllerSetUp.allSatisfy { $0 != .tearDown })
        #expect(LifecycleHook.viewControllerSetUp == LifecycleHook.viewControllerSetUp.sorted())
    }

    @Test func debugChecksRunOnlyInDebugBuilds() {
        #if DEBUG
            #expect(LifecycleHook.runsDebugChecks)
            #expect(LifecycleHook.viewSetUp.last == .debugChecks)
        #else
            #expect(!LifecycleHook.runsDebugChecks)
            #expect(!LifecycleHook.viewSetUp.contains(.debugChecks))
        #endif
    }

    @Test func viewRunsItsHooksInOrderAtTheEndOfInit() {
        let log = HookLog()
        let view = HookRecordingView(log: log)
        #expect(log.entries == expectedViewHooks)
        #expect(view.isSetUp)
        #expect(!view.isTornDown)
    }

    @Test func tearDownRunsOnceBeforeTheLifetimeIsCancelledForTheWholeSubtree() {
        let log = HookLog()
        let parent = HookRecordingView(log: log)
        let child = HookRecordingView(log: log)
        parent.addSubview(child)
        log.entries = []
        parent.invalidate()
        parent.invalidate()
        #expect(log.entries == ["tearDown", "tearDown"])
        #expect(parent.lifetimeCancelledDuringTearDown == false)
        #expect(parent.lifetime.isCancelled)
        #expect(child.lifetime.isCancelled)
        #expect(child.isTornDown)
    }

    @Test func aLabelSubclassSeesTheFinishedLabelInItsHooks() {
        final class TitleLabel: UILabel {
            override func configureViews() {
                textStyle = .headline
                accessibilityTraits.insert(.header)
            }
        }
        let label = TitleLabel(text: "Title")
        // UILabel's initialiser ran before the hooks, so nothing it sets overwrote the hook's values.
        #expect(label.textStyle == .headline)
        #expect(label.text == "Title")
        #expect(label.accessibilityTraits == [.staticText, .header])
    }

    @Test func aButtonSubclassKeepsTheConfigurationItsHookSets() {
        final class SaveButton: UIButton {
            override func configureViews() {
                var configuration = Configuration.filled()
                configuration.title = "Save"
                self.configuration = configuration
            }
        }
        let button = SaveButton()
        #expect(button.configuration?.title == "Save")
        #expect(button.titleLabel?.text == "Save")
    }

    @Test func imageViewAndAvatarSubclassesRunHooksAfterTheirOwnInitialisers() {
        final class Avatar: AvatarView {
            var sawName: String?
            override func buildHierarchy() { sawName = name }
            override func configureViews() { backgroundColor = .black }
        }
        let avatar = Avatar(name: "Lin Yue")
        #expect(avatar.sawName == "Lin Yue")
        #expect(avatar.backgroundColor == .black)  // AvatarView's placeholder colour came first

        final class Icon: UIImageView {
            override func configureViews() { contentMode = .center }
        }
        #expect(Icon().contentMode == .center)
    }

    @Test func tableSwitchStepperAndTextViewSubclassesKeepWhatTheirHooksSet() {
        final class HistoryTable: UITableView {
            override func configureViews() {
                backgroundColor = .systemYellow
                showsHorizontalScrollIndicator = true
            }
        }
        let table = HistoryTable(frame: .zero, style: .grouped)
        #expect(table.backgroundColor == .systemYellow)  // the table's own grouped grey came first
        #expect(table.showsHorizontalScrollIndicator)

        final class GridView: UICollectionView {
            override func configureViews() { backgroundColor = .black }
        }
        #expect(GridView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).backgroundColor == .black)

        final class Toggle: UISwitch {
            override func configureViews() { accessibilityTraits.insert(.selected) }
        }
        #expect(Toggle().accessibilityTraits == [.button, .selected])

        final class Counter: UIStepper {
            override func configureViews() { layer.cornerRadius = 4 }
        }
        #expect(Counter().layer.cornerRadius == 4)

        final class Notes: UITextView {
            override func configureViews() { clipsToBounds = false }
        }
        #expect(!Notes().clipsToBounds)
    }
}

extension Array {
    func inserted(_ element: Element, at index: Int) -> [Element] {
        var copy = self
        copy.insert(element, at: index)
        return copy
    }
}
