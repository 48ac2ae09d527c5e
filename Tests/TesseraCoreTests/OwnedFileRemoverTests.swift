import Foundation
import Glibc
import TesseraCore
import Testing

/// A scratch folder with helpers to plant files, directories, links and pipes in it.
private final class Plot {
    let folder = TemporaryFolder("owned-files")
    var url: URL { folder.url }

    init() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    }

    deinit { folder.remove() }

    func url(_ path: String) -> URL { url.appendingPathComponent(path) }

    @discardableResult
    func file(_ path: String, _ text: String = "owned") throws -> URL {
        let file = url(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func directory(_ path: String) throws {
        try FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
    }

    func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: url(target).path)
    }

    func pipe(_ path: String) throws {
        guard mkfifo(url(path).path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
    }

    func text(_ path: String) -> String? { folder.contents(path) }

    /// Whether something (a dangling link too) has the name `path`.
    func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(url(path).path, &status) == 0
    }
}

@Suite struct OwnedFileRemoverTests {
    static let owned = ["journal.sqlite", "journal.sqlite-wal", "settings.plist"]

    // MARK: One file

    @Test func aFileIsRemovedAndAMissingOneIsNothingToDo() throws {
        let plot = try Plot()
        try plot.file("a.log")
        #expect(try OwnedFileRemover.removeFile(at: plot.url("a.log")))
        #expect(!plot.exists("a.log"))
        #expect(try !OwnedFileRemover.removeFile(at: plot.url("a.log")))
        #expect(try !OwnedFileRemover.removeFile(at: plot.url("missing-folder/a.log")))
    }

    @Test func aDirectoryNamedLikeTheFileStaysWithEverythingInIt() throws {
        let plot = try Plot()
        try plot.file("a.log/thesis.docx", "keep me")
        try plot.file("a.log/chapters/one.txt", "keep me too")
        #expect(throws: FileRemovalError.notAFile(plot.url("a.log"), found: .directory)) {
            try OwnedFileRemover.removeFile(at: plot.url("a.log"))
        }
        #expect(plot.text("a.log/thesis.docx") == "keep me")
        #expect(plot.text("a.log/chapters/one.txt") == "keep me too")
    }

    @Test func aSymbolicLinkGoesButItsTargetFileStays() throws {
        let plot = try Plot()
        try plot.file("elsewhere/thesis.docx", "keep me")
        try plot.link("a.log", to: "elsewhere/thesis.docx")
        #expect(try OwnedFileRemover.removeFile(at: plot.url("a.log")))
        #expect(!plot.exists("a.log"))
        #expect(plot.text("elsewhere/thesis.docx") == "keep me")
    }

    @Test func aSymbolicLinkToADirectoryGoesButTheDirectoryStays() throws {
        let plot = try Plot()
        try plot.file("elsewhere/thesis.docx", "keep me")
        try plot.link("a.log", to: "elsewhere")
        #expect(try OwnedFileRemover.removeFile(at: plot.url("a.log")))
        #expect(!plot.exists("a.log"))
        #expect(plot.text("elsewhere/thesis.docx") == "keep me")
    }

    @Test func aNamedPipeNamedLikeTheFileStays() throws {
        let plot = try Plot()
        try plot.pipe("a.log")
        #expect(throws: FileRemovalError.notAFile(plot.url("a.log"), found: .namedPipe)) {
            try OwnedFileRemover.removeFile(at: plot.url("a.log"))
        }
        #expect(plot.exists("a.log"))
    }

    // MARK: A directory of owned files

    @Test func aDirectoryOfOwnedFilesIsRemovedAndAMissingOneIsNothingToDo() throws {
        let plot = try Plot()
        try plot.file("data/journal.sqlite")
        try plot.file("data/settings.plist")
        #expect(try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned))
        #expect(!plot.exists("data"))
        #expect(try !OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned))
        try plot.directory("empty")
        #expect(try OwnedFileRemover.removeDirectory(plot.url("empty"), owning: []))
        #expect(!plot.exists("empty"))
    }

    @Test func aForeignFileBesideTheOwnedOnesLeavesEverything() throws {
        let plot = try Plot()
        try plot.file("data/journal.sqlite")
        try plot.file("data/thesis.docx", "keep me")
        #expect(
            throws: FileRemovalError.foreignEntries(
                in: plot.url("data"), [DirectoryEntry(name: "thesis.docx", kind: .regularFile)])
        ) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.text("data/thesis.docx") == "keep me")
        #expect(plot.text("data/journal.sqlite") == "owned")  // all or nothing
    }

    @Test func aDirectoryNamedLikeAnOwnedFileLeavesEverything() throws {
        let plot = try Plot()
        try plot.file("data/settings.plist")
        try plot.file("data/journal.sqlite/thesis.docx", "keep me")
        try plot.file("data/journal.sqlite/drafts/chapter-1.docx", "two levels down")
        #expect(
            throws: FileRemovalError.foreignEntries(
                in: plot.url("data"), [DirectoryEntry(name: "journal.sqlite", kind: .directory)])
        ) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.text("data/journal.sqlite/thesis.docx") == "keep me")
        #expect(plot.text("data/journal.sqlite/drafts/chapter-1.docx") == "two levels down")
        #expect(plot.text("data/settings.plist") == "owned")
    }

    @Test func anEmptyDirectoryNamedLikeAnOwnedFileIsNotRemovedEither() throws {
        let plot = try Plot()
        try plot.directory("data/journal.sqlite")
        #expect(
            throws: FileRemovalError.foreignEntries(
                in: plot.url("data"), [DirectoryEntry(name: "journal.sqlite", kind: .directory)])
        ) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.exists("data/journal.sqlite"))
    }

    @Test func aForeignDirectoryTwoLevelsDeepIsReportedByItsTopName() throws {
        let plot = try Plot()
        try plot.file("data/journal.sqlite")
        try plot.file("data/photos/2024/beach.jpg", "keep me")
        #expect(
            throws: FileRemovalError.foreignEntries(
                in: plot.url("data"), [DirectoryEntry(name: "photos", kind: .directory)])
        ) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.text("data/photos/2024/beach.jpg") == "keep me")
        #expect(plot.exists("data/journal.sqlite"))
    }

    @Test func symbolicLinksNamedLikeOwnedFilesGoButTheirTargetsStay() throws {
        let plot = try Plot()
        try plot.file("elsewhere/thesis.docx", "keep me")
        try plot.file("elsewhere/folder/notes.txt", "keep me too")
        try plot.file("data/settings.plist")
        try plot.link("data/journal.sqlite", to: "elsewhere/thesis.docx")
        try plot.link("data/journal.sqlite-wal", to: "elsewhere/folder")
        #expect(try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned))
        #expect(!plot.exists("data"))
        #expect(plot.text("elsewhere/thesis.docx") == "keep me")
        #expect(plot.text("elsewhere/folder/notes.txt") == "keep me too")
    }

    @Test func aNamedPipeNamedLikeAnOwnedFileLeavesEverything() throws {
        let plot = try Plot()
        try plot.file("data/settings.plist")
        try plot.pipe("data/journal.sqlite")
        #expect(
            throws: FileRemovalError.foreignEntries(
                in: plot.url("data"), [DirectoryEntry(name: "journal.sqlite", kind: .namedPipe)])
        ) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.exists("data/journal.sqlite"))
        #expect(plot.exists("data/settings.plist"))
    }

    @Test func aDirectoryThatIsASymbolicLinkIsNotFollowed() throws {
        let plot = try Plot()
        try plot.file("real/journal.sqlite")
        try plot.link("data", to: "real")
        #expect(throws: FileRemovalError.notADirectory(plot.url("data"), found: .symbolicLink)) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.exists("data"))
        #expect(plot.text("real/journal.sqlite") == "owned")
    }

    @Test func aFileWhereTheDirectoryShouldBeStays() throws {
        let plot = try Plot()
        try plot.file("data", "keep me")
        #expect(throws: FileRemovalError.notADirectory(plot.url("data"), found: .regularFile)) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(plot.text("data") == "keep me")
    }

    @Test func namesCompareByteForByteNotByUnicodeEquivalence() throws {
        let plot = try Plot()
        let composed = "caf\u{E9}.txt"
        let decomposed = "cafe\u{301}.txt"
        #expect(composed == decomposed)  // equal as Swift strings, different names on disk
        try plot.file("data/\(decomposed)", "keep me")
        #expect(
            throws: FileRemovalError.foreignEntries(
                in: plot.url("data"), [DirectoryEntry(name: decomposed, kind: .regularFile)])
        ) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: [composed])
        }
        #expect(plot.text("data/\(decomposed)") == "keep me")
    }

    @Test func everyForeignEntryIsNamedSortedAndTheMessageSaysWhatEachIs() throws {
        let plot = try Plot()
        try plot.file("data/zeta.txt")
        try plot.directory("data/journal.sqlite")
        try plot.pipe("data/fifo")
        let error = #expect(throws: FileRemovalError.self) {
            try OwnedFileRemover.removeDirectory(plot.url("data"), owning: Self.owned)
        }
        #expect(
            error
                == .foreignEntries(
                    in: plot.url("data"),
                    [
                        DirectoryEntry(name: "fifo", kind: .namedPipe),
                        DirectoryEntry(name: "journal.sqlite", kind: .directory),
                        DirectoryEntry(name: "zeta.txt", kind: .regularFile),
                    ]))
        #expect(
            error?.description == "left \(plot.url("data").path) in place: it holds fifo (a named pipe), "
                + "journal.sqlite (a directory), zeta.txt (a regular file), which its owner did not create")
    }

    @Test func aNameThatIsAPathIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = try? OwnedFileRemover.removeDirectory(URL(fileURLWithPath: "/tmp/nothing-here"), owning: ["../etc"])
        }
    }
}
