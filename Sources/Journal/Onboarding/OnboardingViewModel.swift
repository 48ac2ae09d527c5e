import Foundation
public import Observation
public import Tessera

/// The onboarding flow's state: which page is shown, and moving on.
///
/// For example:
/// ```swift
/// let model = OnboardingViewModel()
/// model.next()            // currentPage 1
/// model.next()            // currentPage 2, isLastPage
/// model.next()            // stays on 2
/// ```
/// Main actor only.
@MainActor
@Observable
public final class OnboardingViewModel: ViewModel {
    @ObservationIgnored public let pages: [OnboardingPage]

    /// The page shown, 0…pages.count − 1; setting clamps.
    public var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), pages.count - 1)
            if clamped != currentPage { currentPage = clamped }
        }
    }

    /// - Precondition: `pages` is not empty.
    public init(pages: [OnboardingPage] = OnboardingPage.journal) {
        precondition(!pages.isEmpty, "Onboarding needs at least one page")
        self.pages = pages
        super.init()
    }

    public var isLastPage: Bool { currentPage == pages.count - 1 }

    /// Shows the next page (does nothing on the last).
    public func next() {
        if !isLastPage { currentPage += 1 }
    }
}
