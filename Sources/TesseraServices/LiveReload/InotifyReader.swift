import Foundation
import Glibc
import TesseraCore

/// The loop behind ``FileWatcher``, run on its own thread: waits in `poll(2)` for inotify events or
/// the wake-up descriptor, gathers events by file name, and yields a batch once `debounce` passes
/// with no new event. Closes the inotify descriptor and finishes the stream when it returns.
struct InotifyReader: Sendable {
    let inotifyDescriptor: Int32
    let wakeDescriptor: Int32
    let directory: URL
    let fileNames: Set<String>?
    let debounce: Duration
    let continuation: AsyncStream<[FileChange]>.Continuation

    func run() {
        defer {
            close(inotifyDescriptor)
            continuation.finish()
        }
        var pending: [String: FileChange.Kind] = [:]
        var overflowed = false
        var flushAt: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            var descriptors = [
                pollfd(fd: inotifyDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, timeoutMilliseconds(until: flushAt))
            if ready < 0 && errno != EINTR { return }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                var directoryGone = false
                for event in drain(into: &buffer) {
                    if event.mask & UInt32(IN_IGNORED) != 0 { directoryGone = true }
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
                    guard let kind = event.kind, fileNames?.contains(event.name) ?? true else { continue }
                    pending[event.name] = kind
                }
                if directoryGone {
                    deliver(pending, overflowed: overflowed)
                    return
                }
                if !pending.isEmpty || overflowed {
                    flushAt = .now + debounce
                }
            }
            if let deadline = flushAt, deadline <= .now {
                deliver(pending, overflowed: overflowed)
                pending = [:]
                overflowed = false
                flushAt = nil
            }
        }
    }

    /// Reads every event available now (the descriptor is non-blocking).
    private func drain(into buffer: inout [UInt8]) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotifyDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return events }
            buffer.withUnsafeBytes { events += InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
    }

    private func deliver(_ pending: [String: FileChange.Kind], overflowed: Bool) {
        var batch = pending.sorted { $0.key < $1.key }.map { name, kind in
            FileChange(url: directory.appendingPathComponent(name), kind: kind)
        }
        if overflowed {
            batch.append(FileChange(url: directory, kind: .overflow))
        }
        if !batch.isEmpty {
            continuation.yield(batch)
        }
    }

    /// `poll`'s timeout: −1 (wait for ever) without a deadline, else the milliseconds left, rounded up.
    private func timeoutMilliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let left = deadline - .now
        guard left > .zero else { return 0 }
        return Int32(clamping: left.millisecondsRoundedUp)
    }
}
