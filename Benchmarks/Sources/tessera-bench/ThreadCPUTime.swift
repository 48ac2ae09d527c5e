import Foundation

/// The calling thread's CPU time (user + system), in seconds.
///
/// Scenarios time themselves with it rather than with a wall clock: other processes on a busy
/// machine do not inflate it, and the work being measured runs on the calling thread.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
