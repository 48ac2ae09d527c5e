// A tiny HTTP/1.1 server for tests, bound to 127.0.0.1 on a port the system picks. One request per
// connection (`Connection: close`), handled on its own thread by a synchronous handler. Bounded: it
// refuses requests with headers over 64 KiB, stops accepting after `maximumConnections`, and stops
// itself after `maximumLifetime` even if a test forgets to (and on deinit). Hostile answers for limit
// tests: a body trickled piece by piece, a huge body generated as it is sent (never held), a declared
// Content-Length that lies, and raw bytes that are not HTTP at all. Every sending loop ends when the
// client hangs up, the server stops, or a send blocks for 5 s.
//
// This file is shared by TesseraCoreTests (toggles) and TesseraImageTests (image pipeline): the
// copy in TesseraCoreTests is a symbolic link to this one.
import Foundation
import TesseraCore

#if canImport(Glibc)
    import Glibc
#endif

/// Lets a test hold a response until it decides to release it.
final class ServerGate: Sendable {
    private let isOpen = Lock(false)

    init() {}

    func open() { isOpen.withLock { $0 = true } }
    var opened: Bool { isOpen.withLock { $0 } }
}

final class LoopbackHTTPServer: Sendable {
    struct Request: Sendable {
        let method: String
        let path: String
        /// Header names lowercased.
        let headers: [String: String]
    }

    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
        /// Wait this long before answering (interrupted when the server stops).
        var delay: Duration?
        /// Wait until this gate opens before answering (interrupted when the server stops).
        var gate: ServerGate?
        /// Send `body` in pieces of this many bytes with `pause` after each, instead of at once.
        var trickle: (pieceSize: Int, pause: Duration)?
        /// After `body`, send this many more bytes ("x"), generated in 64 KiB pieces as they go out.
        var generatedBytes = 0
        /// The Content-Length header.
        var contentLength = ContentLength.actual
        /// Sent as the whole answer instead of an HTTP response (malformed data).
        var raw: Data?

        init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
             delay: Duration? = nil, gate: ServerGate? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.gate = gate
        }

        static func ok(_ body: Data, contentType: String = "application/octet-stream") -> Response {
            Response(headers: ["Content-Type": contentType], body: body)
        }

        static func status(_ status: Int) -> Response {
            Response(status: status, body: Data("status \(status)".utf8))
        }
    }

    enum ContentLength: Sendable {
        /// The true length of `body` plus `generatedBytes`.
        case actual
        /// This number, true or not.
        case declared(Int)
        /// No header: the body ends when the connection closes.
        case omitted
    }

    enum StartError: Error {
        case socket(Int32), bind(Int32), listen(Int32)
    }

    typealias Handler = @Sendable (Request) -> Response

    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let maximumConnections: Int
    private let state = Lock<(stopped: Bool, connections: Int, requests: [Request])>((false, 0, []))

    init(maximumConnections: Int = 2000, maximumLifetime: Duration = .seconds(120), handler: @escaping Handler) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StartError.socket(errno) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { close(descriptor); throw StartError.bind(errno) }
        guard listen(descriptor, 128) == 0 else { close(descriptor); throw StartError.listen(errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        self.handler = handler
        self.maximumConnections = maximumConnections
        let deadline = ContinuousClock.now + maximumLifetime
        Thread { [self] in acceptLoop(until: deadline) }.start()
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Every request received so far.
    var requests: [Request] { state.withLock { $0.requests } }

    /// How many requests asked for `path`.
    func requestCount(_ path: String) -> Int {
        state.withLock { $0.requests.filter { $0.path == path }.count }
    }

    /// Stops accepting; pending delays and gates end at once. Idempotent.
    func stop() {
        state.withLock { $0.stopped = true }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop(until deadline: ContinuousClock.Instant) {
        defer { close(listener) }
        while !isStopped {
            if ContinuousClock.now >= deadline { stop(); return }
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let admitted = state.withLock { state in
                state.connections += 1
                return state.connections <= maximumConnections
            }
            guard admitted else { close(connection); continue }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(connection) else { return }
        state.withLock { $0.requests.append(request) }
        let response = handler(request)
        if let delay = response.delay {
            let end = ContinuousClock.now + delay
            while ContinuousClock.now < end && !isStopped { Thread.sleep(forTimeInterval: 0.005) }
        }
        if let gate = response.gate {
            while !gate.opened && !isStopped { Thread.sleep(forTimeInterval: 0.002) }
        }
        guard !isStopped else { return }
        var sendTimeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        defer { shutdown(connection, Int32(SHUT_WR)) }
        if let raw = response.raw {
            _ = sendAll(connection, raw)
            return
        }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        var headers = response.headers
        switch response.contentLength {
        case .actual: headers["Content-Length"] = "\(response.body.count + response.generatedBytes)"
        case .declared(let length): headers["Content-Length"] = "\(length)"
        case .omitted: break
        }
        headers["Connection"] = "close"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        guard sendAll(connection, Data(head.utf8)) else { return }
        if let trickle = response.trickle {
            var offset = response.body.startIndex
            while offset < response.body.endIndex && !isStopped {
                let end = min(offset + trickle.pieceSize, response.body.endIndex)
                guard sendAll(connection, response.body[offset..<end]) else { return }
                offset = end
                let resume = ContinuousClock.now + trickle.pause
                while ContinuousClock.now < resume && !isStopped { Thread.sleep(forTimeInterval: 0.005) }
            }
        } else {
            guard sendAll(connection, response.body) else { return }
        }
        let piece = Data(repeating: UInt8(ascii: "x"), count: 64 << 10)
        var remaining = response.generatedBytes
        while remaining > 0 && !isStopped {
            let count = min(remaining, piece.count)
            guard sendAll(connection, piece.prefix(count)) else { return }
            remaining -= count
        }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = [13, 10, 13, 10]
        while buffer.count < 65_536 {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            if let end = buffer.indices.dropLast(3).first(where: { Array(buffer[$0..<$0 + 4]) == terminator }) {
                let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
                let parts = lines[0].split(separator: " ")
                guard parts.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return Request(method: String(parts[0]), path: String(parts[1]), headers: headers)
            }
        }
        return nil
    }

    /// Sends all of `data`; `false` when the client hung up or a send timed out.
    private func sendAll(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
