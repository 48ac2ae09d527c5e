internal import CMalloc

/// How many bytes the process holds from `malloc` right now, for soak tests that repeat a flow
/// many times and check that memory returns to where it was.
///
/// The count is glibc's `mallinfo2()`: `uordblks` (bytes in use in every arena) plus `hblkhd`
/// (bytes in use in blocks mapped on their own, such as large image buffers). Unlike the
/// resident set size it does not include memory the allocator keeps for reuse, so it falls back
/// when objects are freed. It counts every thread's allocations: keep other work quiet while
/// measuring, and allow a small tolerance for the allocator's own bookkeeping.
///
/// For example:
/// ```swift
/// for _ in 0..<10 { try openAndCloseDetail() }          // warm caches up first
/// let baseline = LiveHeap.bytesInUse
/// for _ in 0..<200 { try openAndCloseDetail() }
/// #expect(LiveHeap.bytesInUse - baseline < 512 * 1024)
/// ```
public enum LiveHeap {
    /// Bytes allocated with malloc and not yet freed, over all threads.
    /// - Complexity: O(arenas); a few microseconds.
    public static var bytesInUse: Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}
