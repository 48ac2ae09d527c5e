import Foundation
import Tessera

/// Feeds the picker's table and turns a tap into a pick.
@MainActor
final class PhotoPickerSource: TableViewDataSource, TableViewDelegate {
    unowned let picker: PhotoPickerViewController

    init(picker: PhotoPickerViewController) { self.picker = picker }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { picker.files.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(PhotoCell.self, for: indexPath)
        picker.configure(cell, at: indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { TableView.automaticDimension }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        picker.pick(at: indexPath.row)
    }
}
