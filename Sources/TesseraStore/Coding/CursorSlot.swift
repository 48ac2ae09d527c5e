import Synchronization

/// Where a fetch's ``RowCursor`` is found by the decoders and containers it hands to models: a small
/// record that is reused by fetch after fetch and never freed.
///
/// A model may keep the decoder (or a container) its `init(from:)` was given and use it later; the
/// cursor is gone by then. Each decoder and container remembers the slot and the count it was made
/// at (``row`` for a decoder, ``fetch`` for a container) and reads the cursor only while the slot
/// still shows that count, so a kept one throws instead of reading freed memory or another row.
struct CursorSlot {
    /// Counts fetches: changes when a fetch starts and when it ends.
    var fetch: UInt64 = 0
    /// Counts rows: changes with each row and when the fetch ends.
    var row: UInt64 = 0
    /// The cursor of the running fetch; nil between fetches.
    var cursor: UnsafeMutablePointer<RowCursor>?

    /// The cursor, while the slot's fetch count is still `fetch`.
    @inline(__always)
    func cursor(fetch: UInt64) -> UnsafeMutablePointer<RowCursor>? {
        self.fetch == fetch ? cursor : nil
    }

    /// The cursor, while the slot's row count is still `row`.
    @inline(__always)
    func cursor(row: UInt64) -> UnsafeMutablePointer<RowCursor>? {
        self.row == row ? cursor : nil
    }

    /// The addresses of the slots no fetch uses now, shared by every thread's fetches. A slot is
    /// written only by the fetch that took it; what a fetch hands out is not `Sendable` and is read
    /// where the fetch ran.
    private static let idle = Mutex<[UInt]>([])

    /// A slot for a fetch reading `cursor`.
    static func take(for cursor: UnsafeMutablePointer<RowCursor>) -> UnsafeMutablePointer<CursorSlot> {
        let slot =
            idle.withLock { $0.popLast() }.flatMap { UnsafeMutablePointer<CursorSlot>(bitPattern: $0) }
            ?? {
                let slot = UnsafeMutablePointer<CursorSlot>.allocate(capacity: 1)
                slot.initialize(to: CursorSlot())
                return slot
            }()
        slot.pointee.fetch &+= 1
        slot.pointee.row &+= 1
        slot.pointee.cursor = cursor
        return slot
    }

    /// Ends the fetch using `slot`: what it handed out stops reading, and the slot waits for the
    /// next fetch.
    static func release(_ slot: UnsafeMutablePointer<CursorSlot>) {
        slot.pointee.fetch &+= 1
        slot.pointee.row &+= 1
        slot.pointee.cursor = nil
        let address = UInt(bitPattern: slot)
        idle.withLock { $0.append(address) }
    }

    /// The error a decoder or container used after its row or fetch throws.
    static var expired: DecodingError {
        .dataCorrupted(
            .init(
                codingPath: [],
                debugDescription:
                    "a stored model's decoder or container was used after its row was read; keep the values, not the decoder"
            ))
    }
}
