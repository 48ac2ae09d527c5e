import Testing

@testable import TesseraCore

protocol Greeter: Sendable { var greeting: String { get } }
struct EnglishGreeter: Greeter { let greeting = "hello" }
struct TestGreeter: Greeter { let greeting = "test" }

final class CountedService: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

/// Hands out increasing ids from any thread.
final class IDSequence: Sendable {
    private let value = Lock(0)
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}

final class Chicken: Sendable { init(egg: Egg) {} }
final class Egg: Sendable { init(chicken: Chicken) {} }
final class NeedsGreeter: Sendable {
    let greeter: any Greeter
    init(greeter: any Greeter) { self.greeter = greeter }
}

struct BrokenDisk: Error, Equatable {}

@MainActor final class Screen {
    @Injected var greeter: any Greeter
    init(container: Container) {
        _greeter = Injected(from: container)
    }
}

@MainActor final class DefaultScreen {
    @Injected var greeter: any Greeter
}

@Suite struct ContainerTests {
    @Test func transientServicesAreNewAtEveryResolution() throws {
        let container = Container()
        let ids = IDSequence()
        container.register(CountedService.self, lifetime: .transient) { _ in CountedService(id: ids.next()) }
        #expect(try container.resolve(CountedService.self).id == 1)
        #expect(try container.resolve(CountedService.self).id == 2)
    }

    @Test func singletonsAreMadeOnceAndSharedWithScopes() throws {
        let container = Container()
        let ids = IDSequence()
        container.register(CountedService.self, lifetime: .singleton) { _ in CountedService(id: ids.next()) }
        let scope = container.makeScope()
        let first = try container.resolve(CountedService.self)
        #expect(try container.resolve(CountedService.self) === first)
        #expect(try scope.resolve(CountedService.self) === first)
        #expect(first.id == 1)
    }

    @Test func scopedServicesAreOnePerScope() throws {
        let container = Container()
        let ids = IDSequence()
        container.register(CountedService.self, lifetime: .scoped) { _ in CountedService(id: ids.next()) }
        let screenA = container.makeScope()
        let screenB = container.makeScope()
        let a1 = try screenA.resolve(CountedService.self)
        let a2 = try screenA.resolve(CountedService.self)
        let b = try screenB.resolve(CountedService.self)
        #expect(a1 === a2)
        #expect(a1 !== b)
        #expect(try container.resolve(CountedService.self) !== a1)
    }

    @Test func aScopeRegistrationShadowsItsParentOnlyInsideTheScope() throws {
        let container = Container()
        container.register((any Greeter).self, lifetime: .singleton) { _ in EnglishGreeter() }
        let scope = container.makeScope()
        scope.register((any Greeter).self, lifetime: .singleton) { _ in TestGreeter() }
        #expect(try scope.resolve((any Greeter).self).greeting == "test")
        #expect(try container.resolve((any Greeter).self).greeting == "hello")
    }

    @Test func instanceRegistrationsAreSingletons() throws {
        let container = Container()
        let counter = CountedService(id: 42)
        container.register(instance: counter)
        #expect(try container.resolve(CountedService.self) === counter)
    }

    @Test func factoriesResolveTheirDependencies() throws {
        let container = Container()
        container.register((any Greeter).self, lifetime: .singleton) { _ in EnglishGreeter() }
        container.register(NeedsGreeter.self, lifetime: .transient) { c in NeedsGreeter(greeter: try c.resolve()) }
        #expect(try container.resolve(NeedsGreeter.self).greeter.greeting == "hello")
    }

    @Test func unregisteredTypesThrowAnErrorNamingTheType() {
        let container = Container()
        #expect(!container.isRegistered(CountedService.self))
        do {
            _ = try container.resolve(CountedService.self)
            Issue.record("resolve should have thrown")
        } catch {
            guard case .unregistered(let typeName) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(typeName == "TesseraCoreTests.CountedService")
            #expect(error.description.contains("TesseraCoreTests.CountedService"))
        }
    }

    @Test func aMissingNestedDependencyNamesTheMissingType() {
        let container = Container()
        container.register(NeedsGreeter.self, lifetime: .transient) { c in NeedsGreeter(greeter: try c.resolve()) }
        #expect {
            try container.resolve(NeedsGreeter.self)
        } throws: { error in
            guard case ContainerError.unregistered(let typeName) = error else { return false }
            return typeName == "TesseraCoreTests.Greeter"
        }
    }

    @Test func resolutionCyclesThrowWithThePath() {
        let container = Container()
        container.register(Chicken.self, lifetime: .transient) { c in Chicken(egg: try c.resolve()) }
        container.register(Egg.self, lifetime: .transient) { c in Egg(chicken: try c.resolve()) }
        #expect {
            try container.resolve(Chicken.self)
        } throws: { error in
            guard case ContainerError.cycle(let path) = error else { return false }
            return path == ["TesseraCoreTests.Chicken", "TesseraCoreTests.Egg", "TesseraCoreTests.Chicken"]
        }
    }

    @Test func aCycleThroughAnotherContainerIsStillDetected() {
        let container = Container()
        let other = Container()
        container.register(Chicken.self, lifetime: .singleton) { _ in Chicken(egg: try other.resolve()) }
        other.register(Egg.self, lifetime: .singleton) { _ in Egg(chicken: try container.resolve()) }
        #expect(throws: ContainerError.self) { try container.resolve(Chicken.self) }
    }

    @Test func factoryErrorsAreWrappedWithTheTypeName() {
        let container = Container()
        container.register(CountedService.self, lifetime: .singleton) { _ in throw BrokenDisk() }
        #expect {
            try container.resolve(CountedService.self)
        } throws: { error in
            guard case ContainerError.factoryFailed(let typeName, let underlying) = error else { return false }
            return typeName == "TesseraCoreTests.CountedService" && (underlying as? BrokenDisk) == BrokenDisk()
        }
    }

    @Test func overridesWinUntilRestored() throws {
        let container = Container()
        container.register((any Greeter).self, lifetime: .singleton) { _ in EnglishGreeter() }
        #expect(try container.resolve((any Greeter).self).greeting == "hello")
        let override = container.override((any Greeter).self, with: TestGreeter())
        #expect(try container.resolve((any Greeter).self).greeting == "test")
        #expect(try container.makeScope().resolve((any Greeter).self).greeting == "test")
        override.restore()
        override.restore()
        #expect(try container.resolve((any Greeter).self).greeting == "hello")
    }

    @Test func overridesStackAndRestoreInAnyOrder() throws {
        let container = Container()
        let first = CountedService(id: 1)
        let second = CountedService(id: 2)
        container.register(instance: CountedService(id: 0))
        let outer = container.override(CountedService.self, with: first)
        let inner = container.override(CountedService.self, with: second)
        #expect(try container.resolve(CountedService.self).id == 2)
        outer.restore()
        #expect(try container.resolve(CountedService.self).id == 2)
        inner.restore()
        #expect(try container.resolve(CountedService.self).id == 0)
    }

    @Test func anOverrideRestoresItselfWhenReleased() throws {
        let container = Container()
        container.register(instance: CountedService(id: 0))
        do {
            let override = container.override(CountedService.self, with: CountedService(id: 5))
            #expect(try container.resolve(CountedService.self).id == 5)
            _ = override
        }
        #expect(try container.resolve(CountedService.self).id == 0)
    }

    @Test func anUnregisteredTypeCanBeOverridden() throws {
        let container = Container()
        let override = container.override(CountedService.self, with: CountedService(id: 9))
        #expect(container.isRegistered(CountedService.self))
        #expect(try container.resolve(CountedService.self).id == 9)
        override.restore()
        #expect(!container.isRegistered(CountedService.self))
    }

    @Test func reRegisteringReplacesTheCachedSingleton() throws {
        let container = Container()
        container.register(instance: CountedService(id: 1))
        container.register(CountedService.self, lifetime: .singleton) { _ in CountedService(id: 2) }
        #expect(try container.resolve(CountedService.self).id == 2)
    }

    @MainActor @Test func injectedResolvesFromTheGivenContainer() {
        let container = Container()
        container.register((any Greeter).self, lifetime: .singleton) { _ in EnglishGreeter() }
        #expect(Screen(container: container).greeter.greeting == "hello")
    }

    @MainActor @Test func injectedResolvesOnFirstAccessNotAtInit() {
        let container = Container()
        let screen = Screen(container: container)
        container.register((any Greeter).self, lifetime: .singleton) { _ in EnglishGreeter() }
        #expect(screen.greeter.greeting == "hello")
    }

    /// The only test that touches `Container.current`, so parallel tests cannot interfere.
    @MainActor @Test func injectedUsesTheReplaceableCurrentContainer() {
        let original = Container.current
        let replacement = Container()
        replacement.register((any Greeter).self, lifetime: .singleton) { _ in EnglishGreeter() }
        Container.current = replacement
        #expect(Container.current === replacement)
        let override = replacement.override((any Greeter).self, with: TestGreeter())
        #expect(DefaultScreen().greeter.greeting == "test")
        override.restore()
        #expect(DefaultScreen().greeter.greeting == "hello")
        Container.current = original
        #expect(Container.current === original)
    }

    @Test func concurrentResolutionsOfASingletonReturnOneInstance() async throws {
        let container = Container()
        let ids = IDSequence()
        container.register(CountedService.self, lifetime: .singleton) { _ in CountedService(id: ids.next()) }
        let resolved = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { (try? container.resolve(CountedService.self).id) ?? -1 }
            }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(resolved.count == 1)
        #expect(!resolved.contains(-1))
    }
}
