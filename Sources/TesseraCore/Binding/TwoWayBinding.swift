/// Keeps a model property and a target property in step in both directions.
///
/// Loop prevention: the engine remembers the last value synchronised, in model terms. A change on
/// either side that converts to that value is ignored, so writing the target from the model (which
/// the target then reports as a change) never echoes back, and vice versa. When both sides change in
/// the same turn, the side whose change was reported first wins and overwrites the other.
@MainActor
final class TwoWayBinding<ModelValue: Equatable, TargetValue> {
    private let writeModel: @MainActor (ModelValue) -> Bool
    private let writeTarget: @MainActor (TargetValue) -> Bool
    private let forward: @MainActor (ModelValue) -> TargetValue
    private let backward: @MainActor (TargetValue) -> ModelValue?
    private var lastSynchronized: ModelValue?
    private var modelObserver: PropertyObserver<ModelValue>?
    private var targetObserver: PropertyObserver<TargetValue>?

    /// `write…` return `false` when their object is gone.
    init(
        readModel: @escaping @MainActor () -> ModelValue?,
        writeModel: @escaping @MainActor (ModelValue) -> Bool,
        readTarget: @escaping @MainActor () -> TargetValue?,
        writeTarget: @escaping @MainActor (TargetValue) -> Bool,
        forward: @escaping @MainActor (ModelValue) -> TargetValue,
        backward: @escaping @MainActor (TargetValue) -> ModelValue?
    ) {
        self.writeModel = writeModel
        self.writeTarget = writeTarget
        self.forward = forward
        self.backward = backward
        modelObserver = PropertyObserver(read: readModel) { [weak self] value in
            self?.modelChanged(to: value) ?? false
        }
        targetObserver = PropertyObserver(read: readTarget) { [weak self] value in
            self?.targetChanged(to: value) ?? false
        }
    }

    /// Pushes the model's value into the target, then watches both sides.
    func start() -> AnyCancellable {
        modelObserver?.start()
        targetObserver?.start(deliverInitialValue: false)
        let modelToken = modelObserver?.makeToken()
        let targetToken = targetObserver?.makeToken()
        // The token owns the engine: the observers' handlers only reference it weakly.
        let engine: any AnyObject & Sendable = self
        return AnyCancellable {
            modelToken?.cancel()
            targetToken?.cancel()
            withExtendedLifetime(engine) {}
        }
    }

    /// Re-reads the target at the next turn; for targets that report edits by callback.
    func targetDidChange() {
        targetObserver?.setNeedsUpdate()
    }

    private func modelChanged(to value: ModelValue) -> Bool {
        guard value != lastSynchronized else { return true }
        lastSynchronized = value
        return writeTarget(forward(value))
    }

    private func targetChanged(to value: TargetValue) -> Bool {
        guard let modelValue = backward(value) else { return true }
        guard modelValue != lastSynchronized else { return true }
        lastSynchronized = modelValue
        return writeModel(modelValue)
    }
}
