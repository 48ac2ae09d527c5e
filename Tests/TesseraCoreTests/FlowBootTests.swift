import TesseraCore
import Testing

/// Acheron's `BootPond` (the Oovium app's start-up), ported step for step. `outcomes` decides what
/// each step's work returns in a real run; a step missing from it fails.
private struct BootFlow {
    let flow = Flow(name: "Boot")
    let needNotMigrate, migrate, ping, loadOTID, loadUser, loadToken: Step
    let isLocallySubscribed, isRemotelySubscribed, receiptValidation, userLogin, otidLogin: Step
    let showOffline, showSubscribe, showSignUp, queryCloud, start, invalid: Step

    init(outcomes: [String: Bool] = [:]) {
        let flow = flow
        func background(_ name: String) -> Step {
            flow.step(name, when: .never) { outcomes[name] ?? false }
        }
        func onMain(_ name: String) -> Step {
            flow.mainActorStep(name, when: .never) {
                MainActor.assertIsolated()
                return outcomes[name] ?? false
            }
        }
        needNotMigrate = background("Need Not Migrate")
        migrate = background("Migrate")
        ping = background("Ping")
        loadOTID = background("Load OTID")
        loadUser = background("Load User")
        loadToken = background("Load Token")
        isLocallySubscribed = background("Is Locally Subscribed")
        isRemotelySubscribed = background("Is Remotely Subscribed")
        receiptValidation = background("Receipt Validation")
        userLogin = background("User Login")
        otidLogin = background("OTID Login")
        showOffline = onMain("Show Offline")
        showSubscribe = onMain("Show Subscribe")
        showSignUp = onMain("Show Sign Up")
        queryCloud = background("Query Cloud")
        start = onMain("Start")
        invalid = background("Invalid")

        for step in [loadOTID, loadToken, loadUser, needNotMigrate, ping, queryCloud] {
            flow.setCondition(.always, for: step)
        }
        flow.setCondition(needNotMigrate.failed, for: migrate)
        flow.setCondition(loadToken.succeeded, for: isLocallySubscribed)
        flow.setCondition(ping.succeeded && isLocallySubscribed.failed, for: isRemotelySubscribed)
        flow.setCondition(ping.succeeded && loadToken.failed && loadUser.succeeded, for: userLogin)
        flow.setCondition(
            ping.succeeded && loadToken.failed && loadOTID.failed && (loadUser.failed || userLogin.failed),
            for: receiptValidation)
        flow.setCondition(
            ping.succeeded && loadToken.failed && (loadOTID.succeeded || receiptValidation.succeeded)
                && (loadUser.failed || userLogin.failed),
            for: otidLogin)
        flow.setCondition(ping.failed && loadToken.failed, for: showOffline)
        flow.setCondition(
            ping.succeeded && (receiptValidation.failed || isRemotelySubscribed.failed), for: showSubscribe)
        flow.setCondition(
            ping.succeeded && loadToken.succeeded && loadOTID.succeeded
                && (isLocallySubscribed.succeeded || isRemotelySubscribed.succeeded) && loadUser.failed,
            for: showSignUp)
        flow.setCondition(
            loadToken.succeeded && loadOTID.succeeded && (loadUser.succeeded || ping.failed)
                && (isLocallySubscribed.succeeded || isRemotelySubscribed.succeeded)
                && (needNotMigrate.succeeded || migrate.succeeded) && queryCloud.succeeded,
            for: start)
        flow.setCondition(loadToken.succeeded && loadOTID.failed, for: invalid)
    }

    func steps(_ names: Set<String>) -> Set<Step> {
        Set(flow.steps.filter { names.contains($0.name) })
    }
}

/// One start-up situation: which steps succeed and which fail when they run.
struct BootScenario: Sendable, CustomTestStringConvertible {
    let label: String
    let succeeding: Set<String>
    let failing: Set<String>

    var testDescription: String { label }
}

private let scenarios: [BootScenario] = [
    BootScenario(
        label: "Acheron's own test: no token, user or OTID; receipt invalid → subscribe",
        succeeding: ["Need Not Migrate", "Ping", "Query Cloud", "Show Subscribe"],
        failing: ["Load OTID", "Load User", "Load Token", "Receipt Validation"]),
    BootScenario(
        label: "returning subscriber online → start",
        succeeding: [
            "Need Not Migrate", "Ping", "Query Cloud", "Load OTID", "Load User", "Load Token",
            "Is Locally Subscribed", "Start",
        ],
        failing: []),
    BootScenario(
        label: "offline without a token → show offline",
        succeeding: ["Need Not Migrate", "Query Cloud", "Load OTID", "Load User", "Show Offline"],
        failing: ["Ping", "Load Token"]),
    BootScenario(
        label: "offline subscriber who needs a migration → migrate, then start",
        succeeding: [
            "Migrate", "Query Cloud", "Load OTID", "Load User", "Load Token", "Is Locally Subscribed",
            "Start",
        ],
        failing: ["Need Not Migrate", "Ping"]),
    BootScenario(
        label: "local subscription lapsed and remote check fails → subscribe",
        succeeding: [
            "Need Not Migrate", "Ping", "Query Cloud", "Load OTID", "Load User", "Load Token",
            "Show Subscribe",
        ],
        failing: ["Is Locally Subscribed", "Is Remotely Subscribed"]),
    BootScenario(
        label: "subscribed (remotely) without an account → sign up",
        succeeding: [
            "Need Not Migrate", "Ping", "Query Cloud", "Load OTID", "Load Token",
            "Is Remotely Subscribed", "Show Sign Up",
        ],
        failing: ["Load User", "Is Locally Subscribed"]),
    BootScenario(
        label: "token without OTID → invalid",
        succeeding: [
            "Need Not Migrate", "Ping", "Query Cloud", "Load User", "Load Token", "Is Locally Subscribed",
            "Invalid",
        ],
        failing: ["Load OTID"]),
    BootScenario(
        label: "no token, user login fails, receipt valid → OTID login",
        succeeding: ["Need Not Migrate", "Ping", "Query Cloud", "Load User", "Receipt Validation", "OTID Login"],
        failing: ["Load Token", "Load OTID", "User Login"]),
    BootScenario(
        label: "no token, user login fails, OTID known → OTID login without receipt",
        succeeding: ["Need Not Migrate", "Ping", "Query Cloud", "Load User", "Load OTID", "OTID Login"],
        failing: ["Load Token", "User Login"]),
]

@Suite struct FlowBootTests {
    /// The harness forces each step's outcome; exactly the listed steps run, every other step is skipped.
    @Test(arguments: scenarios)
    func simulationRunsExactlyTheExpectedSteps(_ scenario: BootScenario) {
        let boot = BootFlow()
        let simulation = boot.flow.simulate(
            succeeding: boot.steps(scenario.succeeding), failing: boot.steps(scenario.failing))
        #expect(simulation.unforced.isEmpty)
        #expect(Set(simulation.succeeded.map(\.name)) == scenario.succeeding)
        #expect(Set(simulation.failed.map(\.name)) == scenario.failing)
        #expect(simulation.skipped.count == 17 - scenario.succeeding.count - scenario.failing.count)
    }

    /// A real run whose steps return the same outcomes ends exactly like the simulation.
    @Test(arguments: scenarios)
    func realRunMatchesTheSimulation(_ scenario: BootScenario) async {
        var outcomes: [String: Bool] = [:]
        for name in scenario.succeeding { outcomes[name] = true }
        for name in scenario.failing { outcomes[name] = false }
        let boot = BootFlow(outcomes: outcomes)
        let result = await boot.flow.run()
        #expect(result.outcome == .completed)
        #expect(Set(result.succeeded.map(\.name)) == scenario.succeeding)
        #expect(Set(result.failed.map(\.name)) == scenario.failing)
    }

    @Test func acheronsCheckMatchesOnlyTheExactSets() {
        let boot = BootFlow()
        let simulation = boot.flow.simulate(
            succeeding: [boot.needNotMigrate, boot.ping, boot.queryCloud, boot.showSubscribe],
            failing: [boot.loadOTID, boot.loadUser, boot.loadToken, boot.receiptValidation])
        #expect(
            simulation.matches(
                succeeded: [boot.needNotMigrate, boot.ping, boot.queryCloud, boot.showSubscribe],
                failed: [boot.loadOTID, boot.loadUser, boot.loadToken, boot.receiptValidation]))
        #expect(
            !simulation.matches(
                succeeded: [boot.needNotMigrate, boot.ping, boot.queryCloud],
                failed: [boot.loadOTID, boot.loadUser, boot.loadToken, boot.receiptValidation]))
        #expect(
            simulation.startOrder.prefix(6) == [
                boot.needNotMigrate, boot.ping, boot.loadOTID, boot.loadUser, boot.loadToken, boot.queryCloud,
            ])
    }

    @Test func stepThatRunsUnforcedIsReported() {
        let boot = BootFlow()
        let simulation = boot.flow.simulate(
            succeeding: [boot.needNotMigrate, boot.ping, boot.queryCloud, boot.loadOTID, boot.loadUser],
            failing: [])
        #expect(simulation.unforced == [boot.loadToken, boot.userLogin, boot.otidLogin])
        #expect(simulation[boot.loadToken] == .failed)
    }
}
