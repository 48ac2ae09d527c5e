import Glibc
import Testing

@testable import TesseraServices

@Suite struct InotifyEventTests {
    /// One `struct inotify_event` as the kernel lays it out: wd, mask, cookie, len, then the name
    /// NUL-padded to `len` bytes.
    func record(mask: Int32, name: String, paddedTo length: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in [UInt32(1), UInt32(bitPattern: mask), 0, UInt32(length)] {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
        let nameBytes = Array(name.utf8)
        return bytes + nameBytes + [UInt8](repeating: 0, count: length - nameBytes.count)
    }

    @Test func consecutiveRecordsParseWithTheirPaddingStripped() {
        let bytes =
            record(mask: IN_CLOSE_WRITE, name: "theme.json", paddedTo: 16)
            + record(mask: IN_MOVED_TO, name: "a", paddedTo: 16)
        let events = bytes.withUnsafeBytes { InotifyEvent.parse($0) }
        #expect(events.map(\.name) == ["theme.json", "a"])
        #expect(events.map(\.kind) == [.written, .movedIn])
    }

    @Test func recordRunningPastTheBufferEndsTheParse() {
        let whole = record(mask: IN_DELETE, name: "gone", paddedTo: 16)
        let bytes = whole + Array(record(mask: IN_CREATE, name: "cut", paddedTo: 16).prefix(20))
        let events = bytes.withUnsafeBytes { InotifyEvent.parse($0) }
        #expect(events == [InotifyEvent(mask: UInt32(IN_DELETE), name: "gone")])
    }

    @Test func directoryEventsWithoutANameHaveNoKind() {
        let bytes = record(mask: IN_IGNORED, name: "", paddedTo: 0)
        let events = bytes.withUnsafeBytes { InotifyEvent.parse($0) }
        #expect(events.count == 1)
        #expect(events.first?.kind == nil)
    }
}
