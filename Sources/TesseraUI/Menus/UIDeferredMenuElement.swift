import Foundation

/// A menu element whose elements are made when its menu opens (`UIDeferredMenuElement`): the
/// menu shows a "Loading…" row in its place until the provider calls back, then the elements
/// given. A cached element (`init(_:)`) asks once and keeps what it was given for later menus; an
/// uncached one (`uncached(_:)`) asks each time its menu opens. The provider's completion runs
/// once: later calls are ignored, and a call after the menu closed only fills the cache.
///
/// ```swift
/// UIMenu(children: [
///     UIDeferredMenuElement.uncached { completion in
///         store.recentFiles { files in completion(files.map(openAction)) }
///     },
/// ])
/// ```
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let isCached: Bool
    /// What a cached element's provider gave; nil until it calls back (always nil uncached).
    private(set) var cachedElements: [UIMenuElement]?

    /// A deferred element that asks `elementProvider` once and keeps its elements.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, isCached: true)
    }

    /// A deferred element that asks `elementProvider` each time its menu opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, isCached: false)
    }

    private init(provider: @escaping ElementProvider, isCached: Bool) {
        self.provider = provider
        self.isCached = isCached
        super.init(title: "", image: nil)
    }

    /// Asks the provider for the elements; `deliver` gets them the first time it calls back.
    func requestElements(_ deliver: @escaping @MainActor ([UIMenuElement]) -> Void) {
        let answered = Answered()
        provider { [weak self] elements in
            guard !answered.value else { return }
            answered.value = true
            if let self, self.isCached { self.cachedElements = elements }
            deliver(elements)
        }
    }
}

/// Whether a provider has called back.
@MainActor
private final class Answered {
    var value = false
}
