import Glibc

/// A recursive mutual-exclusion lock over `pthread_mutex_t`: the thread that holds it may take it
/// again. The writer uses it so that a `Store.write` nested in another on the same thread becomes a
/// savepoint instead of a deadlock.
///
/// A pthread mutex rather than `Synchronization.Mutex` (which is not recursive anyway) because the
/// thread sanitizer on Linux intercepts pthread mutexes; for plain guarded state the store uses
/// TesseraCore's `Lock`, for the same reason.
final class RecursiveLock: @unchecked Sendable {
    // `@unchecked Sendable` is safe: the only stored state is the heap-allocated pthread mutex, which
    // is created in `init`, destroyed in `deinit`, and otherwise touched only through pthread calls,
    // which are thread-safe. It lives at a stable address (never moved), as pthread requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, "pthread_mutex_lock failed with \(status)")
    }

    func unlock() {
        let status = pthread_mutex_unlock(mutex)
        precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
    }
}
