import Foundation
public import Observation
public import Tessera

/// The Tags screen's state: every tag with how many entries carry it, most used first (ties in
/// alphabetical order), re-read from the repository by `reload()`.
///
/// For example:
/// ```swift
/// let model = TagsViewModel(repository: repository)
/// model.tags.first          // TagCount(tag: "Food", count: 5)
/// try repository.save(entryTaggedBaking)
/// model.reload()            // counts include the new entry
/// ```
/// Main actor only.
@MainActor
@Observable
public final class TagsViewModel: ViewModel {
    /// One tag and the number of entries that carry it.
    public struct TagCount: Hashable, Sendable {
        public var tag: String
        public var count: Int

        public init(tag: String, count: Int) {
            self.tag = tag
            self.count = count
        }
    }

    public private(set) var tags: [TagCount] = []
    /// The last storage error, or nil.
    public private(set) var errorMessage: String?

    @ObservationIgnored public let repository: JournalRepository

    /// Reads the tags at once.
    public init(repository: JournalRepository) {
        self.repository = repository
        super.init()
        reload()
    }

    /// Re-reads the counts; an unchanged result changes nothing (no view update).
    public func reload() {
        do {
            let fresh = try repository.tagCounts().map { TagCount(tag: $0.tag, count: $0.count) }
            if fresh != tags { tags = fresh }
            if errorMessage != nil { errorMessage = nil }
        } catch {
            errorMessage = "读取标签失败 Could not read the tags: \(error)"
        }
    }

    /// "12 个标签 · 最常用的在前 · 12 tags, most used first", or the empty-state text.
    public var summary: String {
        tags.isEmpty
            ? "还没有标签。写日记时加上标签吧。No tags yet — add some when you write."
            : "\(tags.count) 个标签，最常用的在前。\(tags.count) tags, most used first."
    }
}
