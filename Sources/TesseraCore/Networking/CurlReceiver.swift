import CCurl
import Foundation

/// What libcurl's callbacks collect for one ``CurlTransfer``: the body up to its cap, the headers of
/// the last response, and when the last byte arrived. Used on the transfer's thread only.
final class CurlReceiver {
    let maximumBytes: Int
    let maximumHeaderBytes: Int
    private(set) var body = Data()
    /// Header names lowercased; a later response (after a redirect) replaces them.
    private(set) var headers: [String: String] = [:]
    private(set) var lastProgress = ContinuousClock.now
    private(set) var bodyOverflowed = false
    private(set) var headersOverflowed = false
    private var headerBytes = 0

    init(maximumBytes: Int, maximumHeaderBytes: Int) {
        self.maximumBytes = maximumBytes
        self.maximumHeaderBytes = maximumHeaderBytes
    }

    /// Keeps a piece of the body; `false` (stop the transfer) when it would pass the cap.
    func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
        lastProgress = .now
        guard body.count + bytes.count <= maximumBytes else {
            bodyOverflowed = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Reads one header line; `false` (stop the transfer) when the headers grow too large.
    func receive(headerLine bytes: UnsafeRawBufferPointer) -> Bool {
        lastProgress = .now
        headerBytes += bytes.count
        guard headerBytes <= maximumHeaderBytes else {
            headersOverflowed = true
            return false
        }
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            headers = [:]  // the status line of a new response
        } else if let colon = line.firstIndex(of: ":") {
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        return true
    }

    /// CURLOPT_WRITEFUNCTION: returning less than it was given makes libcurl stop with CURLE_WRITE_ERROR.
    static let receiveBody: tessera_curl_data_callback = { bytes, size, count, context in
        let receiver = Unmanaged<CurlReceiver>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        return receiver.receive(body: UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
    }

    /// CURLOPT_HEADERFUNCTION: called once per header line, status line included.
    static let receiveHeader: tessera_curl_data_callback = { bytes, size, count, context in
        let receiver = Unmanaged<CurlReceiver>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        return receiver.receive(headerLine: UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
    }
}
