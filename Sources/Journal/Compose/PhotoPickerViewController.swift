public import Foundation
public import Tessera

/// A small picker of the image files in one folder: an inset-grouped list of thumbnails (through
/// the image pipeline) and file names, with "取消 Cancel" in the navigation bar. Tapping a row calls
/// `onPick` with the file; the presenter dismisses the picker. A missing or unreadable folder, or
/// one without images, shows a message instead of the list.
///
/// ```swift
/// let picker = PhotoPickerViewController(library: PhotoLibrary(directory: pictures),
///     onPick: { [weak self] url in self?.attach(url); self?.dismiss(animated: true) },
///     onCancel: { [weak self] in self?.dismiss(animated: true) })
/// present(UINavigationController(rootViewController: picker), animated: true)
/// ```
///
/// Accessibility identifiers: "photoPicker.<file name>" for each row, "photoPicker.message",
/// "photoPicker.cancel". Reports its screen view as "photo_picker".
@MainActor
public final class PhotoPickerViewController: UIViewController {
    /// The files listed, by name.
    public private(set) var files: [URL] = []
    /// Why nothing is listed, or nil when files are.
    public private(set) var message: String?

    private let library: PhotoLibrary?
    private let pipeline: ImagePipeline
    private let onPick: @MainActor (URL) -> Void
    private let onCancel: @MainActor () -> Void
    private lazy var source = PhotoPickerSource(picker: self)

    /// Lists `library`'s images now (nil: no folder to list).
    public init(
        library: PhotoLibrary?, pipeline: ImagePipeline = JournalImages.pipeline,
        onPick: @escaping @MainActor (URL) -> Void, onCancel: @escaping @MainActor () -> Void
    ) {
        self.library = library
        self.pipeline = pipeline
        self.onPick = onPick
        self.onCancel = onCancel
        super.init(nibName: nil, bundle: nil)
        reload()
    }

    /// The loaded picker view: the list, or the message.
    public var pickerView: PhotoPickerView { view as! PhotoPickerView }
    /// The list of files.
    public var tableView: UITableView { pickerView.tableView }

    override public var trackingName: String? { "photo_picker" }

    override public func setUpNavigation() {
        title = "选择照片"  // "Choose photo"
        let cancel = setLeftBarButton(title: "取消 Cancel", tint: JournalPalette.accentText) { [weak self] in
            self?.onCancel()
        }
        cancel.accessibilityIdentifier = "photoPicker.cancel"
    }

    override public func loadView() {
        view = PhotoPickerView()
    }

    override public func configureViews() {
        tableView.dataSource = source
        tableView.delegate = source
        showState()
    }

    /// Lists the folder again.
    public func reload() {
        guard let library else {
            files = []
            message = "没有照片文件夹 No photo folder (~/Pictures)"
            return
        }
        do {
            files = try library.imageFiles()
            message = files.isEmpty ? "这里没有照片 No PNG or JPEG files in \(library.directory.lastPathComponent)" : nil
        } catch {
            files = []
            message = error.description
        }
        if isViewLoaded { showState() }
    }

    /// Picks the file at `index` of `files`, as a tap on its row does.
    public func pick(at index: Int) {
        onPick(files[index])
    }

    func configure(_ cell: PhotoCell, at index: Int) {
        cell.pipeline = pipeline
        cell.configure(with: files[index])
    }

    private func showState() {
        pickerView.show(message: message)
        tableView.reloadData()
    }
}
