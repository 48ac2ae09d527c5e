import Foundation

/// Read-only connections, opened on demand up to a maximum and reused. A reader checks one out for
/// the length of a read; when all are busy it waits for one to come back.
///
/// In WAL mode readers never block the writer or each other, and each read sees the database as of
/// its first statement (a snapshot), however many commits happen meanwhile.
final class ReaderPool: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `idle` and `openCount` are only accessed while holding
    // `condition` (an NSCondition, i.e. a pthread mutex and condition variable); a connection is
    // either in `idle` (owned by the pool) or checked out by exactly one thread, and the hand-over
    // happens under the lock, which orders it.
    private let condition = NSCondition()
    private var idle: [Connection] = []
    private var openCount = 0
    private let maximum: Int
    private let open: @Sendable () throws(StoreError) -> Connection

    init(maximum: Int, open: @escaping @Sendable () throws(StoreError) -> Connection) {
        precondition(maximum > 0, "a reader pool needs at least one connection")
        self.maximum = maximum
        self.open = open
    }

    /// Runs `body` with a reader connection checked out for its duration.
    func withReader<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try body(connection)
    }

    private func checkOut() throws(StoreError) -> Connection {
        condition.lock()
        while idle.isEmpty && openCount >= maximum {
            condition.wait()
        }
        if let connection = idle.popLast() {
            condition.unlock()
            return connection
        }
        openCount += 1
        condition.unlock()
        do {
            return try open()
        } catch {
            condition.lock()
            openCount -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    private func checkIn(_ connection: Connection) {
        condition.lock()
        idle.append(connection)
        condition.signal()
        condition.unlock()
    }

    /// Closes idle connections (they reopen on demand).
    func closeIdle() {
        condition.lock()
        openCount -= idle.count
        idle.removeAll()
        condition.unlock()
    }
}
