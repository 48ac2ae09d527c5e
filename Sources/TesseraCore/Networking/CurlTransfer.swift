import CCurl
import Foundation

/// libcurl is set up once per process, before the first transfer (thread-safe since libcurl 7.84).
private let curlIsReady = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

/// One HTTP(S) GET within ``DownloadLimits``, run by libcurl's multi interface on the thread that
/// calls ``run()``.
///
/// Why libcurl and not a `URLSession` delegate: on Linux, `URLSession` (itself built on libcurl)
/// queues every piece of a body for its delegate without backpressure and runs `cancel()` on the
/// queue the transfer keeps busy; against an endless body on loopback the cap was seen only after
/// 40 s with 4.1 GB of pieces queued, and the whole 4 GB was transferred. Here the write callback
/// counts the bytes on the transfer's own thread and stops libcurl the moment the cap is passed, and
/// the loop checks the deadlines and cancellation every time it wakes.
final class CurlTransfer: @unchecked Sendable {
    // @unchecked Sendable: `multi` and everything `run()` creates are used by `run()` alone, on one
    // thread (and by deinit, after it). From other threads only `cancel()` is called: it sets a
    // Lock-guarded flag and calls curl_multi_wakeup, which libcurl documents as callable from any
    // thread at any time.
    private let url: URL
    private let headers: [String: String]
    private let limits: DownloadLimits
    private let downloader: Downloader
    private let started = ContinuousClock.now
    private let multi: UnsafeMutableRawPointer?
    private let cancelled = Lock(false)

    /// Headers larger than this in all fail the download (libcurl limits each line, not their sum).
    static let maximumHeaderBytes = 256 << 10

    init(url: URL, headers: [String: String], limits: DownloadLimits, downloader: Downloader) {
        self.url = url
        self.headers = headers
        self.limits = limits
        self.downloader = downloader
        multi = curlIsReady ? curl_multi_init() : nil
    }

    deinit {
        curl_multi_cleanup(multi)
    }

    /// Ends the download with ``DownloadError/cancelled(_:)`` as soon as ``run()`` wakes, which this
    /// makes it do at once.
    func cancel() {
        cancelled.withLock { $0 = true }
        curl_multi_wakeup(multi)
    }

    /// Performs the transfer; blocks until it ends, fails or hits a limit.
    func run() -> Result<DownloadResponse, DownloadError> {
        // Everything the easy handle points to outlives it: its cleanup is the first deferred call to run.
        let receiver = CurlReceiver(maximumBytes: limits.maximumBytes, maximumHeaderBytes: Self.maximumHeaderBytes)
        let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorText.deallocate() }
        var headerList: UnsafeMutablePointer<curl_slist>?
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            headerList = curl_slist_append(headerList, "\(name): \(value)")
        }
        defer { curl_slist_free_all(headerList) }
        guard let multi, let easy = curl_easy_init() else {
            return .failure(.transport(url, reason: "libcurl could not be set up"))
        }
        defer { curl_easy_cleanup(easy) }
        return withExtendedLifetime(receiver) {
            configure(easy, receiver: receiver, headerList: headerList, errorText: errorText)
            curl_multi_add_handle(multi, easy)
            defer { curl_multi_remove_handle(multi, easy) }
            if let stopped = perform(multi, receiver: receiver) { return .failure(stopped) }
            var code = CURLE_OK
            var remaining: Int32 = 0
            while let message = curl_multi_info_read(multi, &remaining) {
                if message.pointee.msg == CURLMSG_DONE { code = message.pointee.data.result }
            }
            return outcome(code, easy: easy, receiver: receiver, errorText: String(cString: errorText))
        }
    }

    private func configure(
        _ easy: UnsafeMutableRawPointer, receiver: CurlReceiver, headerList: UnsafeMutablePointer<curl_slist>?,
        errorText: UnsafeMutablePointer<CChar>
    ) {
        // libcurl copies the strings it is given.
        _ = tessera_curl_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        _ = tessera_curl_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = tessera_curl_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = tessera_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        _ = tessera_curl_setopt_long(easy, CURLOPT_MAXREDIRS, downloader.maximumRedirects)
        _ = tessera_curl_setopt_string(easy, CURLOPT_USERAGENT, downloader.userAgent)
        _ = tessera_curl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")  // every encoding libcurl decodes
        _ = tessera_curl_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList)
        _ = tessera_curl_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maximumBytes))
        _ = tessera_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        _ = tessera_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
        let context = Unmanaged.passUnretained(receiver).toOpaque()
        _ = tessera_curl_setopt_callback(easy, CURLOPT_WRITEFUNCTION, CurlReceiver.receiveBody)
        _ = tessera_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
        _ = tessera_curl_setopt_callback(easy, CURLOPT_HEADERFUNCTION, CurlReceiver.receiveHeader)
        _ = tessera_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
    }

    /// Drives the transfer until libcurl is done with it (`nil`), or returns why it was stopped.
    private func perform(_ multi: UnsafeMutableRawPointer, receiver: CurlReceiver) -> DownloadError? {
        let deadline = started + .seconds(limits.totalTimeout)
        let idle = Duration.seconds(limits.idleTimeout)
        var running: Int32 = 1
        while true {
            if cancelled.withLock({ $0 }) { return .cancelled(url) }
            curl_multi_perform(multi, &running)
            if running == 0 { return nil }
            let now = ContinuousClock.now
            if now >= deadline { return .timedOut(url, limit: .total(limits.totalTimeout)) }
            let idleEnd = receiver.lastProgress + idle
            if now >= idleEnd { return .timedOut(url, limit: .idle(limits.idleTimeout)) }
            let wait = min(deadline, idleEnd) - now
            let milliseconds = Int32(clamping: max(1, Int((wait / .milliseconds(1)).rounded(.up))))
            curl_multi_poll(multi, nil, 0, milliseconds, nil)
        }
    }

    private func outcome(
        _ code: CURLcode, easy: UnsafeMutableRawPointer, receiver: CurlReceiver, errorText: String
    ) -> Result<DownloadResponse, DownloadError> {
        switch code {
        case CURLE_OK:
            var status = 0
            _ = tessera_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            var effective: UnsafeMutablePointer<CChar>?
            _ = tessera_curl_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effective)
            let finalURL = effective.flatMap { URL(string: String(cString: $0)) } ?? url
            return .success(
                DownloadResponse(url: finalURL, statusCode: status, headers: receiver.headers, data: receiver.body))
        case CURLE_FILESIZE_EXCEEDED:
            return .failure(.tooLarge(url, maximumBytes: limits.maximumBytes))
        case CURLE_WRITE_ERROR where receiver.bodyOverflowed:
            return .failure(.tooLarge(url, maximumBytes: limits.maximumBytes))
        case CURLE_WRITE_ERROR where receiver.headersOverflowed:
            return .failure(.transport(url, reason: "response headers over \(Self.maximumHeaderBytes) bytes"))
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(.timedOut(url, limit: .idle(limits.idleTimeout)))
        default:
            let message = errorText.isEmpty ? String(cString: curl_easy_strerror(code)) : errorText
            return .failure(.transport(url, reason: "\(message) (libcurl error \(code.rawValue))"))
        }
    }
}
