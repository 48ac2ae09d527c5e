/// The models a store was opened with: their tables and the references between them. Immutable.
struct Registry: Sendable {
    private let byModel: [ObjectIdentifier: TableDescription]
    private let byTable: [String: TableDescription]
    /// Parent table → the references that point at it, in registration order.
    private let incoming: [String: [ReferenceDescription]]

    init(models: [any StoredModel.Type]) {
        var byModel: [ObjectIdentifier: TableDescription] = [:]
        var byTable: [String: TableDescription] = [:]
        for model in models {
            let description = model.tableDescription
            precondition(
                byTable[description.table] == nil,
                "two models use the table \(description.table): \(byTable[description.table]!.modelName) and \(description.modelName)"
            )
            byModel[description.model] = description
            byTable[description.table] = description
        }
        var incoming: [String: [ReferenceDescription]] = [:]
        for model in models {
            for reference in model.tableDescription.references {
                precondition(
                    byModel[reference.parentModel] != nil,
                    "\(reference.childTable).\(reference.column) refers to \(reference.parentName), which is not registered with the store"
                )
                incoming[reference.parentTable(), default: []].append(reference)
            }
        }
        self.byModel = byModel
        self.byTable = byTable
        self.incoming = incoming
    }

    var tables: [TableDescription] { byTable.values.sorted { $0.table < $1.table } }

    func table(named name: String) -> TableDescription? { byTable[name] }

    /// The description of `model`, stopping with a message if it was not registered.
    func require<Model: StoredModel>(_ model: Model.Type) -> TableDescription {
        guard let description = byModel[ObjectIdentifier(model)] else {
            preconditionFailure(
                "\(Model.self) is not registered with this Store; list it in `models:` when opening the store")
        }
        return description
    }

    func references(to table: String) -> [ReferenceDescription] { incoming[table] ?? [] }
}
