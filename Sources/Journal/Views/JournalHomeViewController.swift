import Foundation
public import Tessera

/// The home screen's controller: owns the view model, loads `JournalHomeView`, and reports the
/// screen view as "journal_home".
@MainActor
public final class JournalHomeViewController: ViewController {
    public let model: HomeViewModel

    public init(model: HomeViewModel) {
        self.model = model
        super.init()
        title = "日记 Journal"
        own(model)
    }

    /// The loaded home view.
    public var homeView: JournalHomeView { view as! JournalHomeView }

    override public func loadView() {
        view = JournalHomeView(model: model)
    }

    override public var trackingName: String? { "journal_home" }
}
