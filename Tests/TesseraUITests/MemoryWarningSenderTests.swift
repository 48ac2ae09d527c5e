import Foundation
import TesseraCore
import Testing

@testable import TesseraUI

@Suite("Memory warning senders")
@MainActor
struct MemoryWarningSenderTests {
    @Test func cachesFollowTheSharedAppOnly() {
        #expect(MemoryWarning.isFollowed(from: UIApplication.shared))
        #expect(!MemoryWarning.isFollowed(from: UIApplication()))  // an app a test makes
        #expect(MemoryWarning.isFollowed(from: nil))
        #expect(UIApplication.didReceiveMemoryWarningNotification == MemoryWarning.notification)
    }
}
