import TesseraCore
import TesseraTesting
import Testing
import UIKit

// Pull to refresh written as for iOS: a table view controller sets its `refreshControl` and
// reloads on `.valueChanged`.

private final class FeedController: UITableViewController {
    var posts = (1...30).map { "Post \($0)" }
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        refreshControl = UIRefreshControl()
        refreshControl?.attributedTitle = NSAttributedString(string: "Checking for new posts")
        refreshControl?.addAction(UIAction { [weak self] _ in self?.refreshes += 1 }, for: .valueChanged)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
@Suite("UIRefreshControl as iOS code uses it")
struct RefreshControlUIKitTests {
    let clock = TestClock()

    /// The feed filling an iPhone SE window (375 points wide, a 20-point status bar), on the test
    /// clock, scrolled to its top.
    fileprivate func makeFeed() throws -> (FeedController, UITableView, UIRefreshControl, UIDriver) {
        let controller = FeedController()
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        // Where iOS shows a new table: its first row under the status bar.
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
        let refresh = try #require(controller.refreshControl)
        return (controller, table, refresh, UIDriver(window: window))
    }

    /// Where the content rests at its top without a refresh: under the status bar.
    let restingTop: CGFloat = -20

    @Test func theControllersRefreshControlIsItsTables() throws {
        let (controller, table, refresh, _) = try makeFeed()
        #expect(table.refreshControl === refresh)
        #expect(refresh.superview === table)
        #expect(!refresh.isRefreshing)
        #expect(table.contentOffset.y == restingTop)
        controller.refreshControl = nil
        #expect(table.refreshControl == nil && refresh.superview == nil)
    }

    @Test func pullingPastTheTopStartsOneRefreshAndKeepsTheSpinnerInView() throws {
        let (controller, table, refresh, driver) = try makeFeed()
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        #expect(controller.refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 20 + UIRefreshControl.height)
        #expect(table.contentOffset.y == restingTop - UIRefreshControl.height)
        #expect(refresh.frame == CGRect(x: 0, y: -UIRefreshControl.height, width: 375, height: UIRefreshControl.height))
        #expect(table.contentInset.top == 0)  // the refresh's space is in the adjusted inset only
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let (controller, table, refresh, driver) = try makeFeed()
        try driver.drag(table, by: CGSize(width: 0, height: 100))
        #expect(controller.refreshes == 0)
        #expect(!refresh.isRefreshing)
        #expect(table.contentOffset.y == restingTop)
        // At rest nothing of the control shows (it would through a translucent bar).
        #expect(refresh.subviews.allSatisfy { $0.alpha == 0 })
    }

    @Test func pullingAgainWhileRefreshingDoesNotSendAnotherEvent() throws {
        let (controller, table, refresh, driver) = try makeFeed()
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        #expect(controller.refreshes == 1)
        #expect(refresh.isRefreshing)
    }

    @Test func endingTheRefreshReturnsTheContentToTheTop() throws {
        let (controller, table, refresh, driver) = try makeFeed()
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 20)
        #expect(table.contentOffset.y < restingTop)  // on its way back, animated on the clock
        try driver.settle()
        #expect(table.contentOffset.y == restingTop)
        // The next pull refreshes again.
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        #expect(controller.refreshes == 2)
    }

    @Test func beginRefreshingInCodeSendsNoEvent() throws {
        let (controller, table, refresh, driver) = try makeFeed()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        #expect(controller.refreshes == 0)
        #expect(table.adjustedContentInset.top == 20 + UIRefreshControl.height)
        #expect(table.contentOffset.y == restingTop)  // UIKit does not scroll the spinner into view
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        #expect(controller.refreshes == 0)
        refresh.endRefreshing()
        try driver.settle()
        #expect(!refresh.isRefreshing && table.contentOffset.y == restingTop)
    }

    @Test func contentShorterThanTheViewCanStillBePulled() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 100)
        let refresh = UIRefreshControl()
        var events = 0
        refresh.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        window.rootView = scrollView
        window.layoutIfNeeded()
        try UIDriver(window: window).drag(scrollView, by: CGSize(width: 0, height: 300))
        #expect(events == 1 && refresh.isRefreshing)
    }

    @Test func aTableMidRefreshShowsTheSpinnerAboveTheRows() throws {
        let (_, table, _, driver) = try makeFeed()
        try driver.drag(table, by: CGSize(width: 0, height: 300))
        assertSnapshot(of: try #require(table.window))
    }
}
