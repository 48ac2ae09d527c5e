import Foundation
import TesseraCore

/// Coalesces identical in-flight requests: one job per cache key, any number of subscribers.
///
/// - The first subscriber starts the job; later ones join it and get the same result.
/// - A subscriber whose task is cancelled leaves at once with ``ImagePipeline/Error/cancelled(_:)``; when
///   the last one leaves, the job's task is cancelled and the job forgotten, so a new request starts
///   afresh.
/// - The job's priority is the highest of its subscribers' and follows their changes.
/// - Results, failures included, go to the subscribers present and are not remembered.
final class ImageJobTable: Sendable {
    typealias Outcome = Result<ImageResponse, ImagePipeline.Error>

    private struct Subscriber {
        let continuation: CheckedContinuation<Outcome, Never>
        var priority: ImagePriority
    }

    private struct Job {
        let id: Int
        var task: Task<Void, Never>?
        var subscribers: [Int: Subscriber] = [:]
        var priority: ImagePriority {
            subscribers.values.map(\.priority).max() ?? .veryLow
        }
    }

    private struct State {
        var jobs: [ImageCacheKey: Job] = [:]
        var nextID = 0
    }

    private let state = Lock(State())
    /// Told when a job's priority changes: (job id, new priority).
    private let onPriorityChange: @Sendable (Int, ImagePriority) -> Void

    init(onPriorityChange: @escaping @Sendable (Int, ImagePriority) -> Void) {
        self.onPriorityChange = onPriorityChange
    }

    /// Joins (or starts, through `start`) the job for `key` and waits for its outcome.
    ///
    /// `start` receives the new job's id and returns its task; the task must end by calling
    /// ``finish(_:jobID:with:)``.
    func subscribe(
        key: ImageCacheKey, url: URL, priority handle: PriorityHandle,
        start: @Sendable (Int) -> Task<Void, Never>
    ) async -> Outcome {
        let subscriberID = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let (cancelled, raised): (Bool, (Int, ImagePriority)?) = state.withLock { state in
                    if Task.isCancelled { return (true, nil) }
                    var job =
                        state.jobs[key]
                        ?? {
                            state.nextID += 1
                            return Job(id: state.nextID)
                        }()
                    let before = job.subscribers.isEmpty ? nil : job.priority
                    job.subscribers[subscriberID] = Subscriber(continuation: continuation, priority: handle.value)
                    if job.task == nil { job.task = start(job.id) }
                    state.jobs[key] = job
                    // A more urgent subscriber joining a waiting job lifts it.
                    if let before, job.priority != before { return (false, (job.id, job.priority)) }
                    return (false, nil)
                }
                if cancelled {
                    continuation.resume(returning: .failure(.cancelled(url)))
                    return
                }
                if let raised { onPriorityChange(raised.0, raised.1) }
                handle.listen { [weak self] priority in
                    self?.update(key: key, subscriberID: subscriberID, priority: priority)
                }
                update(key: key, subscriberID: subscriberID, priority: handle.value)
            }
        } onCancel: {
            leave(key: key, subscriberID: subscriberID, url: url)
        }
    }

    /// Delivers a job's outcome to its subscribers, if the job is still the current one for `key`.
    func finish(_ key: ImageCacheKey, jobID: Int, with outcome: Outcome) {
        let subscribers: [Subscriber] = state.withLock { state in
            guard let job = state.jobs[key], job.id == jobID else { return [] }
            state.jobs[key] = nil
            return Array(job.subscribers.values)
        }
        subscribers.forEach { $0.continuation.resume(returning: outcome) }
    }

    /// The current priority of job `jobID` under `key` (`.normal` if gone).
    func priority(of key: ImageCacheKey) -> ImagePriority {
        state.withLock { $0.jobs[key]?.priority ?? .normal }
    }

    /// How many subscribers wait on `key` (for tests).
    func subscriberCount(for key: ImageCacheKey) -> Int {
        state.withLock { $0.jobs[key]?.subscribers.count ?? 0 }
    }

    /// How many jobs are in flight (for tests).
    var jobCount: Int { state.withLock { $0.jobs.count } }

    private func update(key: ImageCacheKey, subscriberID: Int, priority: ImagePriority) {
        let change: (Int, ImagePriority)? = state.withLock { state in
            guard var job = state.jobs[key], job.subscribers[subscriberID] != nil else { return nil }
            let before = job.priority
            job.subscribers[subscriberID]!.priority = priority
            state.jobs[key] = job
            return job.priority != before ? (job.id, job.priority) : nil
        }
        if let change { onPriorityChange(change.0, change.1) }
    }

    private func leave(key: ImageCacheKey, subscriberID: Int, url: URL) {
        let (subscriber, abandoned): (Subscriber?, Task<Void, Never>?) = state.withLock { state in
            guard var job = state.jobs[key], let subscriber = job.subscribers.removeValue(forKey: subscriberID) else {
                return (nil, nil)
            }
            if job.subscribers.isEmpty {
                state.jobs[key] = nil
                return (subscriber, job.task)
            }
            state.jobs[key] = job
            return (subscriber, nil)
        }
        abandoned?.cancel()
        subscriber?.continuation.resume(returning: .failure(.cancelled(url)))
    }
}
