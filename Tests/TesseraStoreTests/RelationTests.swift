import Foundation
import Testing

@testable import TesseraStore

/// One-to-many references and their delete rules: cascade, nullify, restrict.
@Suite struct RelationTests {
    let store: Store
    let directory: TemporaryDirectory
    let root = Folder(id: UUID(), name: "root")
    let child: Folder
    let grandchild: Folder
    let other = Folder(id: UUID(), name: "other")

    init() throws {
        (store, directory) = try makeStore()
        child = Folder(id: UUID(), name: "child", parentID: root.id)
        grandchild = Folder(id: UUID(), name: "grandchild", parentID: child.id)
        try store.write { [root, child, grandchild, other] db in
            try db.save(contentsOf: [root, child, grandchild, other])
            try db.save(contentsOf: [
                Note(id: 1, title: "in root", folderID: root.id),
                Note(id: 2, title: "in grandchild", folderID: grandchild.id),
                Note(id: 3, title: "in other", folderID: other.id),
            ])
            try db.save(Attachment(id: UUID(), noteID: 1, name: "a.png"))
            try db.save(Attachment(id: UUID(), noteID: 1, name: "b.png"))
            try db.save(Attachment(id: UUID(), noteID: 3, name: "c.png"))
        }
    }

    @Test func childrenAndParentsAreFoundByReference() throws {
        try store.read { db in
            #expect(try db.children(of: root, via: \Folder.parentID).map(\.name) == ["child"])
            #expect(try db.children(of: child, via: \Folder.parentID).map(\.name) == ["grandchild"])
            #expect(try db.children(of: other, via: \Note.folderID).map(\.id) == [3])
            let note = try #require(try db.find(Note.self, id: 2))
            #expect(try db.parent(of: note, via: \Note.folderID) == grandchild)
            let attachment = try #require(try db.fetchOne(Attachment.query.filter(\.noteID == 3)))
            let owner: Note? = try db.parent(of: attachment, via: \Attachment.noteID)
            #expect(owner?.title == "in other")
            #expect(try db.children(of: try #require(owner), via: \Attachment.noteID).map(\.name) == ["c.png"])
        }
    }

    @Test func cascadeDeletesDescendantsRecursivelyAndNullifyKeepsTheirNotes() throws {
        #expect(try store.delete(root))
        #expect(try store.fetch(Folder.query).map(\.name) == ["other"])
        // Notes of deleted folders survive with no folder.
        let notes = try store.fetch(Note.query.sorted(by: .ascending(\.id)))
        #expect(notes.map(\.folderID) == [nil, nil, other.id])
        #expect(try store.count(Attachment.query) == 3)
    }

    @Test func cascadeFromANoteDeletesItsAttachments() throws {
        #expect(try store.delete(Note.self, id: 1))
        #expect(try store.fetch(Attachment.query).map(\.name) == ["c.png"])
        #expect(try !store.delete(Note.self, id: 1))  // already gone
    }

    @Test func restrictRefusesTheDeleteAndChangesNothing() throws {
        try store.save(Reminder(id: 1, noteID: 3, text: "call"))
        try store.save(Reminder(id: 2, noteID: 3, text: "write"))
        #expect(throws: StoreError.deleteRestricted(table: "notes", id: "3", referencingTable: "reminders", count: 2)) {
            try store.delete(Note.self, id: 3)
        }
        // Deleting the folder nullifies note 3 (allowed) — deleting note 3 through a query is refused
        // as a whole: notes 1 and 2 are not deleted either.
        #expect(throws: StoreError.deleteRestricted(table: "notes", id: "3", referencingTable: "reminders", count: 2)) {
            try store.delete(matching: Note.query)
        }
        #expect(try store.count(Note.query) == 3)
        #expect(try store.count(Attachment.query) == 3)
        try store.write { db in
            try db.deleteAll(Reminder.self)
            #expect(try db.delete(Note.self, id: 3))
        }
        #expect(try store.count(Attachment.query) == 2)
    }

    @Test func aFolderThatContainsItselfIsDeletedWithoutLooping() throws {
        var loop = Folder(id: UUID(), name: "loop")
        loop.parentID = loop.id
        try store.save(loop)
        #expect(try store.delete(loop))
        #expect(try store.find(Folder.self, id: loop.id) == nil)
    }

    @Test func deletingByQueryAppliesRulesToEveryRow() throws {
        let deleted = try store.delete(matching: Folder.query.filter(.hasPrefix(\.name, "grand")))
        #expect(deleted == 1)
        #expect(try store.find(Note.self, id: 2)?.folderID == nil)
        #expect(try store.fetch(Folder.query.sorted(by: .ascending(\.name))).map(\.name) == ["child", "other", "root"])
    }
}
