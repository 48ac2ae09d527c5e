import Foundation
public import Tessera

/// The first-launch introduction: three pages (welcome 欢迎; writing daily with moods and tags;
/// private on-device storage), each an icon in a tinted circle with a title and a paragraph.
/// Swipe between pages, or tap "下一步 Next" or the page control; "开始使用 Get started" on the last
/// page — or "跳过 Skip" on the others — calls `onFinish` (the shell records it and shows the
/// journal).
///
/// Accessibility identifiers: "onboarding.scroll" (the paging scroll view), "onboarding.pages"
/// (the page control), "onboarding.next", "onboarding.start", "onboarding.skip". Reports the
/// screen as "onboarding".
///
/// For example:
/// ```swift
/// window.rootViewController = OnboardingViewController { [weak self] in
///     preferences.hasCompletedOnboarding = true
///     self?.showJournal()
/// }
/// ```
@MainActor
public final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    public let model: OnboardingViewModel
    private let onFinish: @MainActor () -> Void

    /// - Parameters:
    ///   - model: the pages and the current page (the journal's three pages by default).
    ///   - onFinish: called on the main actor when the user taps Get started or Skip.
    public init(model: OnboardingViewModel = OnboardingViewModel(), onFinish: @escaping @MainActor () -> Void) {
        self.model = model
        self.onFinish = onFinish
        super.init(nibName: nil, bundle: nil)
        title = "欢迎 Welcome"
        own(model)
    }

    override public var trackingName: String? { "onboarding" }

    /// The loaded view.
    public var onboardingView: OnboardingView { view as! OnboardingView }

    override public func loadView() {
        view = OnboardingView(pages: model.pages)
    }

    override public func setUpEvents() {
        let screen = onboardingView
        screen.nextButton.addAction(UIAction { [weak self] _ in self?.model.next() }, for: .touchUpInside)
        screen.startButton.addAction(UIAction { [weak self] _ in self?.onFinish() }, for: .touchUpInside)
        screen.skipButton.addAction(UIAction { [weak self] _ in self?.onFinish() }, for: .touchUpInside)
        screen.pageControl.addAction(
            UIAction { [weak self] action in
                guard let page = (action.sender as? UIPageControl)?.currentPage else { return }
                self?.model.currentPage = page
            }, for: .valueChanged)
        screen.pagesView.delegate = self
    }

    /// A swipe between pages settled: the page under it becomes current.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        model.currentPage = onboardingView.pageAtScrollPosition
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        model.currentPage = onboardingView.pageAtScrollPosition
    }

    override public func bindData() {
        Binding.observe(model, \.currentPage) { [weak self] page in
            guard let self else { return }
            let screen = onboardingView
            screen.show(page: page, isLast: model.isLastPage)
            let target = screen.offset(forPage: page)
            if screen.pagesView.contentOffset != target, !screen.pagesView.isDragging {
                screen.pagesView.setContentOffset(target, animated: screen.window != nil)
            }
        }.store(in: lifetime)
    }
}
