// Comparison operators between a declared key path and a value. They build a `Filter`; see its
// documentation for the semantics.

/// The property equals `value` (`== nil` matches absent values).
public func == <Model: StoredModel, Value: Encodable & Equatable>(lhs: KeyPath<Model, Value>, rhs: Value) -> Filter<
    Model
> {
    let column = Filter<Model>.column(lhs)
    switch Filter<Model>.encode(rhs, for: lhs) {
    case .success(.null): return Filter(sql: "\(column) IS NULL")
    // `IS` rather than `=`: identical for values, and `!(…)` of it then matches nil like Swift does.
    case .success(let encoded): return Filter(sql: "\(column) IS ?", arguments: [encoded])
    case .failure(let error): return Filter(sql: "0", error: error)
    }
}

/// The property differs from `value` (a nil property differs from every non-nil value).
public func != <Model: StoredModel, Value: Encodable & Equatable>(lhs: KeyPath<Model, Value>, rhs: Value) -> Filter<
    Model
> {
    .not(lhs == rhs)
}

/// The property is less than `value`.
public func < <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, "<", rhs)
}

/// The property is less than or equal to `value`.
public func <= <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, "<=", rhs)
}

/// The property is greater than `value`.
public func > <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, ">", rhs)
}

/// The property is greater than or equal to `value`.
public func >= <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, ">=", rhs)
}

/// The optional property is non-nil and less than `value`.
public func < <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value?>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, "<", rhs)
}

/// The optional property is non-nil and at most `value`.
public func <= <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value?>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, "<=", rhs)
}

/// The optional property is non-nil and greater than `value`.
public func > <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value?>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, ">", rhs)
}

/// The optional property is non-nil and at least `value`.
public func >= <Model: StoredModel, Value: Encodable & Comparable>(lhs: KeyPath<Model, Value?>, rhs: Value) -> Filter<
    Model
> {
    .comparison(lhs, ">=", rhs)
}
