import Foundation
import TesseraCore

/// A loopback server with a script per path: the n-th request of a path gets its n-th response (the
/// last one repeats); unknown paths get 404.
final class ScriptedImageServer: Sendable {
    let server: LoopbackHTTPServer

    init(_ routes: [String: [LoopbackHTTPServer.Response]]) throws {
        let served = Lock<[String: Int]>([:])
        server = try LoopbackHTTPServer { request in
            guard let script = routes[request.path], !script.isEmpty else { return .status(404) }
            let index = served.withLock { served in
                defer { served[request.path, default: 0] += 1 }
                return served[request.path, default: 0]
            }
            return script[min(index, script.count - 1)]
        }
    }

    func url(_ path: String) -> URL { server.url(path) }
    func count(_ path: String) -> Int { server.requestCount(path) }
    func stop() { server.stop() }
}

extension LoopbackHTTPServer.Response {
    static func png(_ data: Data) -> Self { .ok(data, contentType: "image/png") }
    static func jpeg(_ data: Data) -> Self { .ok(data, contentType: "image/jpeg") }
    static func html(_ data: Data) -> Self { .ok(data, contentType: "text/html") }
}
