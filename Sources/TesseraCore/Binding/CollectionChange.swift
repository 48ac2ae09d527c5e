/// One delivery of a bound collection: the new contents and how they differ from the last delivery,
/// ready for `performBatchUpdates`-style row insertions and removals.
public struct CollectionChange<Elements: BidirectionalCollection> where Elements.Element: Equatable {
    /// The contents at the previous delivery; `nil` for the first delivery.
    public let previous: Elements?
    /// The contents now.
    public let current: Elements
    /// Removals (offsets in `previous`) and insertions (offsets in `current`) turning `previous`
    /// into `current`; on the first delivery, one insertion per element.
    public let difference: CollectionDifference<Elements.Element>

    /// Whether this is the first delivery (the value current when the binding started).
    public var isInitial: Bool { previous == nil }

    /// The change from `previous` (nil for the first delivery) to `current`; computes the difference.
    /// - Complexity: O(n × d) for n elements and d differences (Swift's `difference(from:)`).
    public init(previous: Elements?, current: Elements) {
        self.previous = previous
        self.current = current
        if let previous {
            difference = current.difference(from: previous)
        } else {
            difference = current.difference(from: EmptyCollection<Elements.Element>())
        }
    }
}

extension CollectionChange: Sendable where Elements: Sendable, Elements.Element: Sendable {}

extension BindingSource where Value: BidirectionalCollection, Value.Element: Equatable {
    /// Observes a collection and delivers what changed since the previous delivery.
    ///
    /// ```swift
    /// Binding.source(viewModel, \.entries).observeChanges { [weak self] change in
    ///     self?.tableView.apply(change.difference)
    /// }.store(in: lifetime)
    /// ```
    /// - Complexity: O(n·d) per delivery (Myers' diff, n elements, d differences).
    public func observeChanges(_ handler: @escaping @MainActor (CollectionChange<Value>) -> Void) -> AnyCancellable {
        var previous: Value?
        return observe { current in
            handler(CollectionChange(previous: previous, current: current))
            previous = current
        }
    }
}
