import CLibical

/// Parses iCalendar text with libical's parser (`icalparser_parse`), handing it the text in
/// chunks from here. `icalparser_parse_string` does the same with its own chunk reader, which
/// searches the rest of the text for the next line end before each chunk of at most 1 KB — so
/// a line of n bytes costs n²/1 KB: a 50 MB line never finishes. This reader looks only at the
/// bytes of the chunk it hands out, so parsing is linear in the text.
enum LibicalParser {
    /// The tree libical builds from `text`, or `nil` when it finds no component. The caller owns
    /// the result (free it with `icalcomponent_free`, or hand it to ``LibicalComponent``).
    /// - Complexity: O(n) in the length of `text`, besides libical's own work per line.
    static func parse(_ text: String) -> OpaquePointer? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var reader = ChunkReader(bytes: buffer)
            return withUnsafeMutablePointer(to: &reader) { readerPointer -> OpaquePointer? in
                guard let parser = icalparser_new() else { return nil }
                defer { icalparser_free(parser) }
                icalparser_set_gen_data(parser, readerPointer)
                return icalparser_parse(parser) { chunk, size, data in
                    guard let chunk, let data else { return nil }
                    return data.assumingMemoryBound(to: ChunkReader.self).pointee.next(into: chunk, capacity: size)
                }
            }
        }
    }

    /// Hands out the text up to and including the next line end, at most `capacity - 1` bytes
    /// at a time, NUL-terminated.
    private struct ChunkReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func next(into chunk: UnsafeMutablePointer<CChar>, capacity: Int) -> UnsafeMutablePointer<CChar>? {
            guard position < bytes.count, capacity > 1 else { return nil }
            let limit = min(bytes.count, position + capacity - 1)
            var end = position
            while end < limit {
                end += 1
                if bytes[end - 1] == UInt8(ascii: "\n") { break }
            }
            let count = end - position
            UnsafeMutableRawPointer(chunk).copyMemory(from: bytes.baseAddress! + position, byteCount: count)
            chunk[count] = 0
            position = end
            return chunk
        }
    }
}
