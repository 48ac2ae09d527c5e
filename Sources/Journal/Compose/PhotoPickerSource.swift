import Foundation
import Tessera

/// Feeds the picker's table and turns a tap into a pick.
@MainActor
final class PhotoPickerSource: UITableViewDataSource, UITableViewDelegate {
    unowned let picker: PhotoPickerViewController

    init(picker: PhotoPickerViewController) { self.picker = picker }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { picker.files.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueCell(PhotoCell.self, for: indexPath)
        picker.configure(cell, at: indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picker.pick(at: indexPath.row)
    }
}
