import Foundation
import TesseraUI

/// The Text and EditableText interfaces of labels, text fields and text views. Offsets are
/// Unicode characters (code points), as AT-SPI counts them; edits go through the view's own
/// editing (length limit, `shouldChangeText`, `.editingChanged`), as typing would.
extension AccessibleObjects {
    /// The object's current text and its offsets; nil when it has no text.
    private func textContent(_ id: Int) -> (text: AccessibilityText, offsets: TextOffsets, view: UIView)? {
        guard let view = tree.sources[id]?.view, let text = view.accessibilityText else { return nil }
        if textOffsetsCache?.text != text.text { textOffsetsCache = TextOffsets(text.text) }
        return textOffsetsCache.map { (text, $0, view) }
    }

    func textProperty(_ name: String, id: Int) -> DBusValue? {
        guard let content = textContent(id) else { return nil }
        switch name {
        case "CharacterCount":
            return .int32(Int32(content.offsets.count))
        case "CaretOffset":
            guard let selection = content.text.selection else { return .int32(-1) }
            return .int32(Int32(content.offsets.scalarOffset(ofCharacter: selection.upperBound)))
        default:
            return nil
        }
    }

    func textMethod(_ call: DBusMethodCall, id: Int) -> DBusReply {
        guard let content = textContent(id), let node = tree.nodes[id] else { return .unknownObject(call.node) }
        let offsets = content.offsets
        let arguments = call.arguments.map { $0.intValue ?? 0 }
        func segment(_ unit: TextOffsets.Unit?, shift: Int) -> DBusReply {
            guard let unit, let offset = arguments.first else { return .invalidArguments(call.method) }
            let found = offsets.segment(unit, at: offset, shift: shift)
            return .values([
                .string(found.text), .int32(Int32(found.range.lowerBound)), .int32(Int32(found.range.upperBound)),
            ])
        }
        switch call.method {
        case "GetText":
            guard arguments.count == 2 else { return .invalidArguments(call.method) }
            return .values([.string(offsets.substring(arguments[0], arguments[1]))])
        case "GetCharacterAtOffset":
            let offset = arguments.first ?? -1
            guard offsets.scalars.indices.contains(offset) else { return .values([.int32(0)]) }
            return .values([.int32(Int32(offsets.scalars[offset].value))])
        case "GetStringAtOffset":
            return segment(arguments.count == 2 ? TextOffsets.Unit(granularity: arguments[1]) : nil, shift: 0)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let shift = call.method == "GetTextAtOffset" ? 0 : call.method == "GetTextBeforeOffset" ? -1 : 1
            return segment(arguments.count == 2 ? TextOffsets.Unit(boundary: arguments[1]) : nil, shift: shift)
        case "SetCaretOffset":
            let index = offsets.characterIndex(ofScalar: arguments.first ?? 0)
            return .values([.boolean(content.view.accessibilitySelectText(index..<index))])
        case "GetNSelections":
            let selection = content.text.selection ?? 0..<0
            return .values([.int32(selection.isEmpty ? 0 : 1)])
        case "GetSelection":
            guard let selection = content.text.selection, !selection.isEmpty, arguments.first == 0 else {
                return .values([.int32(0), .int32(0)])
            }
            let range = offsets.scalarRange(ofCharacters: selection)
            return .values([.int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case "AddSelection", "SetSelection":
            let bounds = call.method == "AddSelection" ? arguments : Array(arguments.dropFirst())
            guard bounds.count == 2 else { return .invalidArguments(call.method) }
            let range = offsets.characterRange(ofScalars: bounds[0], bounds[1])
            return .values([.boolean(content.view.accessibilitySelectText(range))])
        case "RemoveSelection":
            guard let selection = content.text.selection, !selection.isEmpty else { return .values([.boolean(false)]) }
            return .values([.boolean(content.view.accessibilitySelectText(selection.upperBound..<selection.upperBound))]
            )
        case "GetCharacterExtents", "GetRangeExtents":
            let isRange = call.method == "GetRangeExtents"
            guard arguments.count == (isRange ? 3 : 2) else { return .invalidArguments(call.method) }
            let end = isRange ? arguments[1] : arguments[0] + 1
            let characters = offsets.characterRange(ofScalars: arguments[0], end)
            let rects = content.view.accessibilityTextRects(for: characters) ?? [node.frame]
            let union = rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) }
            let rect = extents(union, coordinateType: UInt32(arguments.last ?? 0), parent: node.parent)
            return .values(Self.integers(rect).map { .int32($0) })
        case "GetOffsetAtPoint":
            guard arguments.count == 3 else { return .invalidArguments(call.method) }
            let origin = extents(.zero, coordinateType: UInt32(arguments[2]), parent: node.parent).origin
            let point = CGPoint(
                x: (CGFloat(arguments[0]) - origin.x) / coordinateScale,
                y: (CGFloat(arguments[1]) - origin.y) / coordinateScale)
            let local = content.view.convert(point, from: nil)
            let index: Int
            switch content.view {
            case let field as UITextField: index = field.characterIndex(at: local)
            case let textView as UITextView: index = textView.characterIndex(at: local)
            default: return .values([.int32(-1)])
            }
            return .values([.int32(Int32(offsets.scalarOffset(ofCharacter: index)))])
        case "GetAttributes", "GetAttributeRun":
            return .values([.stringPairs([:]), .int32(0), .int32(Int32(offsets.count))])
        case "GetAttributeValue":
            return .values([.string("")])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .values([.stringPairs([:])])
        case "ScrollSubstringTo":
            return .values([.boolean(scrollIntoView(id))])
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: call.method)
        }
    }

    func editableTextMethod(_ call: DBusMethodCall, id: Int) -> DBusReply {
        // CopyText answers nothing; the other methods whether they did it.
        let refused: DBusReply = call.method == "CopyText" ? .values([]) : .values([.boolean(false)])
        guard let content = textContent(id), content.text.isEditable else { return refused }
        let offsets = content.offsets
        let view = content.view
        func replace(_ start: Int, _ end: Int, with text: String) -> Bool {
            view.accessibilityReplaceText(offsets.characterRange(ofScalars: start, end), with: text)
        }
        let numbers = call.arguments.map { $0.intValue ?? 0 }
        switch call.method {
        case "SetTextContents":
            return .values([.boolean(replace(0, offsets.count, with: call.arguments.first?.stringValue ?? ""))])
        case "InsertText":
            guard call.arguments.count == 3, let text = call.arguments[1].stringValue else {
                return .invalidArguments(call.method)
            }
            // The length counts characters of `text` (as clients pass it); negative: all of it.
            let length = numbers[2] < 0 ? text.unicodeScalars.count : min(numbers[2], text.unicodeScalars.count)
            let inserted = TextOffsets(text).substring(0, length)
            return .values([.boolean(replace(numbers[0], numbers[0], with: inserted))])
        case "DeleteText":
            guard numbers.count == 2 else { return .invalidArguments(call.method) }
            return .values([.boolean(replace(numbers[0], numbers[1], with: ""))])
        case "CopyText", "CutText":
            guard numbers.count == 2, !content.text.isSecure else { return refused }
            window.clipboard.string = offsets.substring(numbers[0], numbers[1])
            if call.method == "CopyText" { return .values([]) }
            return .values([.boolean(replace(numbers[0], numbers[1], with: ""))])
        case "PasteText":
            guard let pasted = window.clipboard.string, !pasted.isEmpty, let position = numbers.first else {
                return .values([.boolean(false)])
            }
            return .values([.boolean(replace(position, position, with: pasted))])
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: call.method)
        }
    }
}
