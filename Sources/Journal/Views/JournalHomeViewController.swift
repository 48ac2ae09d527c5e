public import Foundation
public import Tessera

/// The home screen's controller: owns the view model, loads `JournalHomeView`, and reports the
/// screen view as "journal_home". Inside a navigation controller it hides the bar while it is on
/// screen (the home view draws its own large title).
@MainActor
public final class JournalHomeViewController: UIViewController {
    public let model: HomeViewModel
    /// The date the header shows: the app's today (`JournalEnvironment.today`).
    public let today: Date

    public init(model: HomeViewModel, today: Date) {
        self.model = model
        self.today = today
        super.init(nibName: nil, bundle: nil)
        title = "日记 Journal"
        own(model)
    }

    /// Called when the compose button is tapped.
    public var onCompose: (() -> Void)? { didSet { (viewIfLoaded as? JournalHomeView)?.onCompose = onCompose } }
    /// Called with the entry whose card was tapped.
    public var onSelectEntry: ((JournalEntry) -> Void)? {
        didSet { (viewIfLoaded as? JournalHomeView)?.onSelectEntry = onSelectEntry }
    }

    /// The loaded home view.
    public var homeView: JournalHomeView { view as! JournalHomeView }

    override public func loadView() {
        let home = JournalHomeView(model: model, today: today)
        home.onCompose = onCompose
        home.onSelectEntry = onSelectEntry
        view = home
    }

    override public var trackingName: String? { "journal_home" }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
