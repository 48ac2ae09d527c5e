import Glibc

/// One record read from an inotify descriptor (`struct inotify_event` in `<sys/inotify.h>`, see
/// inotify(7)): a 16-byte header — `wd` (int32), `mask`, `cookie`, `len` (uint32) — followed by
/// `len` bytes holding the NUL-padded file name.
struct InotifyEvent: Hashable {
    var mask: UInt32
    /// The file's name inside the watched directory; empty for events about the directory itself.
    var name: String

    static let headerSize = 16

    /// The change kind this event reports, or `nil` for events that are not about a file.
    var kind: FileChange.Kind? {
        guard !name.isEmpty else { return nil }
        if mask & UInt32(IN_CLOSE_WRITE) != 0 { return .written }
        if mask & UInt32(IN_MOVED_TO) != 0 { return .movedIn }
        if mask & UInt32(IN_MOVED_FROM) != 0 { return .movedOut }
        if mask & UInt32(IN_CREATE) != 0 { return .created }
        if mask & UInt32(IN_DELETE) != 0 { return .deleted }
        return nil
    }

    /// Splits the bytes of one `read` into events. The kernel only returns whole events; a record
    /// running past the end of `bytes` (which would be a kernel bug) ends the parse.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + headerSize <= bytes.count {
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + headerSize
            guard nameStart + length <= bytes.count else { break }
            let nameBytes = bytes[nameStart..<(nameStart + length)].prefix { $0 != 0 }
            events.append(InotifyEvent(mask: mask, name: String(decoding: nameBytes, as: UTF8.self)))
            offset = nameStart + length
        }
        return events
    }
}
