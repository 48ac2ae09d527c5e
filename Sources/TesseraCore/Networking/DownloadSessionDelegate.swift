import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of one ``Downloader``: hands each task's callbacks to its ``DownloadTransfer``.
/// Callbacks for tasks no longer registered (finished, stopped) are ignored.
final class DownloadSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Lock<[Int: DownloadTransfer]>([:])

    func register(_ transfer: DownloadTransfer, for taskIdentifier: Int) {
        transfers.withLock { $0[taskIdentifier] = transfer }
    }

    func remove(_ taskIdentifier: Int) {
        transfers.withLock { _ = $0.removeValue(forKey: taskIdentifier) }
    }

    private func transfer(_ task: URLSessionTask) -> DownloadTransfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let proceed = transfer(dataTask)?.receive(response) ?? false
        completionHandler(proceed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        transfer(task)?.complete(error)
    }
}
