import Foundation
import Testing

@testable import Journal

@MainActor
@Suite struct JournalViewModelTests {
    func home() throws -> HomeViewModel {
        HomeViewModel(repository: try JournalRepository(inMemoryWith: SampleEntries.seed))
    }

    @Test func entriesAreGroupedByDayNewestFirst() throws {
        let model = try home()
        #expect(model.entryCount == 40)
        #expect(model.sections.first?.title == "11月28日 星期六")
        #expect(model.sections.first?.entries.first?.id == SampleEntries.home[0].id)
        let days = model.sections.map { $0.entries[0].date }
        #expect(days == days.sorted(by: >))
    }

    @Test func searchFiltersLiveAndClearingRestores() throws {
        let model = try home()
        model.searchText = "饺子"
        #expect(model.entryCount == 1)
        model.searchText = ""
        #expect(model.entryCount == 40)
    }

    @Test func moodFilterKeepsOneMood() throws {
        let model = try home()
        model.moodFilter = .mood(.joyful)
        #expect(model.sections.flatMap(\.entries).allSatisfy { $0.mood == .joyful })
        #expect(model.entryCount > 0)
    }

    @Test func deleteThenUndo() throws {
        let model = try home()
        let entry = model.entry(at: IndexPath(row: 0, section: 0))
        model.delete(entry)
        #expect(model.entryCount == 39)
        #expect(model.pendingUndo?.id == entry.id)
        model.undoDelete()
        #expect(model.entryCount == 40)
        #expect(model.pendingUndo == nil)
        #expect(try model.repository.entry(id: entry.id) == entry)
    }

    @Test func favouriteTogglesInTheStore() throws {
        let model = try home()
        let entry = SampleEntries.home[1]
        model.toggleFavorite(entry)
        #expect(try model.repository.entry(id: entry.id)?.isFavorite == !entry.isFavorite)
    }

    @Test func composeValidatesBeforeSaving() throws {
        let repository = try JournalRepository(inMemoryWith: [])
        let draft = ComposeViewModel(repository: repository)
        #expect(!draft.canSave)
        #expect(throws: ComposeError.invalid("请输入标题 Add a title")) { try draft.save() }
        draft.title = "   "
        #expect(!draft.canSave)
        draft.title = "新的一天 A new day"
        draft.body = "Wrote the first entry."
        draft.addTag(" Work ")
        draft.addTag("Work")
        draft.addTag("")
        #expect(draft.tags == ["Work"])
        #expect(draft.canSave)
        let saved = try draft.save()
        #expect(repository.count == 1)
        #expect(try repository.entry(id: saved.id)?.title == "新的一天 A new day")
        draft.title = String(repeating: "长", count: 81)
        #expect(draft.validationMessage == "标题太长 Title is too long")
    }

    @Test func editingKeepsTheIdentity() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.home)
        let original = SampleEntries.home[3]
        let edit = ComposeViewModel(repository: repository, editing: original)
        #expect(edit.title == original.title)
        edit.body = "Edited."
        let saved = try edit.save()
        #expect(saved.id == original.id)
        #expect(repository.count == 8)
        #expect(try repository.entry(id: original.id)?.body == "Edited.")
    }
}
