public import Foundation
import TesseraCore

extension EventStore {
    /// Whether the user allows access to `type`: `.notDetermined` until ``requestFullAccess(to:)``
    /// was answered, then the remembered answer. Never asks.
    public func authorizationStatus(for type: CalendarEntityType) -> ServiceAuthorization {
        state.withLock { state in authorization(in: &state)[type] ?? .notDetermined }
    }

    /// Asks for access to `type` the first time (through the handler given at init) and remembers
    /// the answer; later calls return the remembered answer without asking. Concurrent first calls
    /// ask once. Returns whether access is granted.
    ///
    /// The answer is written beside the store's file (``authorizationFileURL``); when that fails it
    /// is remembered for the life of this store only.
    public func requestFullAccess(to type: CalendarEntityType) async -> Bool {
        enum Step: Sendable {
            case answered(Bool)
            case waiting(Task<Bool, Never>)
        }
        let step = state.withLock { state -> Step in
            let status = authorization(in: &state)[type] ?? .notDetermined
            guard status == .notDetermined else { return .answered(status == .authorized) }
            if let pending = state.pendingRequests[type] { return .waiting(pending) }
            let handler = accessRequestHandler
            let task = Task { await handler(type) }
            state.pendingRequests[type] = task
            return .waiting(task)
        }
        let task: Task<Bool, Never>
        switch step {
        case .answered(let granted): return granted
        case .waiting(let pending): task = pending
        }
        let granted = await task.value
        return state.withLock { state in
            state.pendingRequests[type] = nil
            var answers = authorization(in: &state)
            if answers[type, default: .notDetermined] == .notDetermined {
                answers[type] = granted ? .authorized : .denied
                state.authorization = answers
                saveAuthorization(answers)
            }
            return answers[type] == .authorized
        }
    }

    /// Where the answers are remembered: `<file>.authorization.json` beside the store's file.
    public var authorizationFileURL: URL {
        fileURL.deletingLastPathComponent().appendingPathComponent(fileURL.lastPathComponent + ".authorization.json")
    }

    /// The remembered answers, read from ``authorizationFileURL`` on first use. A missing or
    /// unreadable file (or one that is not a regular file of at most 64 KiB) means nothing was
    /// answered yet: the user is asked again, nothing else is lost.
    func authorization(in state: inout State) -> [CalendarEntityType: ServiceAuthorization] {
        if let known = state.authorization { return known }
        var answers: [CalendarEntityType: ServiceAuthorization] = [:]
        if let data = try? BoundedFileReader.contents(of: authorizationFileURL, limit: 64 << 10),
            let stored = try? JSONDecoder().decode([String: ServiceAuthorization].self, from: data)
        {
            for (key, value) in stored {
                if let type = CalendarEntityType(rawValue: key) { answers[type] = value }
            }
        }
        state.authorization = answers
        return answers
    }

    private func saveAuthorization(_ answers: [CalendarEntityType: ServiceAuthorization]) {
        let stored = Dictionary(uniqueKeysWithValues: answers.map { ($0.key.rawValue, $0.value) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        // Best effort by contract: when the answer cannot be written it stays remembered in memory.
        try? AtomicFileWriter.write(encoder.encode(stored), to: authorizationFileURL)
    }
}
