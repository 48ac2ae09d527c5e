import Foundation
import TesseraGraphics

extension TextEditingControl {
    // MARK: Keys

    /// The editing meaning of a key, shared by `UITextField` and `UITextView`. Returns false for keys
    /// the view leaves to the responder chain (Tab, Escape, unknown shortcuts).
    ///
    /// | key | does |
    /// | --- | --- |
    /// | Left / Right | one Character; with Shift extends; UIControl or Option: by word; Command: line start/end |
    /// | Up / Down | one line, keeping the x position (a field: start / end); Command: text start/end |
    /// | Home / End | line start / end; with UIControl or Command: text start/end |
    /// | Backspace / Delete | the selection, or one Character (UIControl or Option: one word) |
    /// | UIControl or Command + A / C / X / V | select all, copy, cut, paste |
    ///
    /// Plain printable keys are consumed: their text arrives as `InputEvent.text`.
    func handleEditingKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        let extending = modifiers.contains(.shift)
        let byWord = !modifiers.isDisjoint(with: [.control, .option])
        let shortcut = !modifiers.isDisjoint(with: [.control, .command])
        let model = editingModel
        switch key {
        case .leftArrow:
            let target =
                if modifiers.contains(.command) { lineBoundaries(at: model.caret).start } else if byWord {
                    model.wordBoundary(before: model.caret)
                } else { model.positionMovingLeft(extendingSelection: extending) }
            moveCaret(to: target, extending: extending)
        case .rightArrow:
            let target =
                if modifiers.contains(.command) { lineBoundaries(at: model.caret).end } else if byWord {
                    model.wordBoundary(after: model.caret)
                } else { model.positionMovingRight(extendingSelection: extending) }
            moveCaret(to: target, extending: extending)
        case .upArrow, .downArrow:
            let delta = key == .upArrow ? -1 : 1
            if modifiers.contains(.command) {
                moveCaret(to: delta < 0 ? 0 : model.count, extending: extending)
            } else {
                moveVertically(lines: delta, extending: extending)
            }
        case .home, .end:
            let toText = !modifiers.isDisjoint(with: [.control, .command])
            let bounds = lineBoundaries(at: model.caret)
            let target = key == .home ? (toText ? 0 : bounds.start) : (toText ? model.count : bounds.end)
            moveCaret(to: target, extending: extending)
        case .backspace:
            guard acceptsEdits else { return false }
            replaceCharacters(in: model.rangeForBackspace(byWord: byWord), with: "")
        case .deleteForward:
            guard acceptsEdits else { return false }
            replaceCharacters(in: model.rangeForDeleteForward(byWord: byWord), with: "")
        case .character(let character) where shortcut:
            return handleShortcut(character)
        case .character, .space:
            return acceptsEdits
        case .tab, .escape, .returnKey, .pageUp, .pageDown, .function:
            return false
        }
        return true
    }

    /// Moves `lines` lines up (negative) or down from the caret, keeping the x where the run of
    /// vertical moves began.
    func moveVertically(lines: Int, extending: Bool) {
        let model = editingModel
        if !extending, !model.selectedRange.isEmpty, interaction.goalX == nil {
            // Collapse towards the direction of travel first, as AppKit does.
            let edge = lines < 0 ? model.selectedRange.lowerBound : model.selectedRange.upperBound
            editingModel.moveCaret(to: edge, extendingSelection: false)
        }
        let goalX = interaction.goalX ?? textGeometry.caretX(at: editingModel.caret)
        let target = caretIndex(movingVerticallyFrom: editingModel.caret, lines: lines, goalX: goalX)
        interaction.goalX = goalX
        moveCaret(to: target, extending: extending, keepingGoalX: true)
    }

    private func handleShortcut(_ character: Character) -> Bool {
        switch character {
        case "a":
            editingModel.selectAll()
            interaction.goalX = nil
            editingModelDidChange(textChanged: false)
        case "c":
            copySelection()
        case "x":
            cutSelection()
        case "v":
            pasteFromClipboard()
        default:
            return false
        }
        return true
    }

    // MARK: Pointer

    /// A touch went down on the text: one click places the caret at the Character boundary
    /// nearest the point, two select the word (everything, for secure entry), three the
    /// paragraph (everything, in a field).
    func beginPointerSelection(at point: CGPoint, tapCount: Int) {
        discardMarkedText()
        let index = characterIndex(at: point)
        let model = editingModel
        let range: Range<Int>
        switch tapCount {
        case ...1:
            interaction.dragGranularity = .character
            range = index..<index
        case 2:
            interaction.dragGranularity = .word
            range = isSecureTextEntry ? 0..<model.count : model.wordRange(at: index)
        default:
            interaction.dragGranularity = .paragraph
            range = model.isSingleLine || isSecureTextEntry ? 0..<model.count : model.paragraphRange(at: index)
        }
        interaction.dragOrigin = range
        interaction.goalX = nil
        editingModel.select(anchor: range.lowerBound, caret: range.upperBound)
        editingModelDidChange(textChanged: false)
    }

    /// The touch moved: the selection runs from the first click's range to the point, by the
    /// first click's granularity.
    func extendPointerSelection(to point: CGPoint) {
        let index = characterIndex(at: point)
        let origin = interaction.dragOrigin
        let model = editingModel
        let reached: Range<Int> =
            switch interaction.dragGranularity {
            case .character: index..<index
            case .word: isSecureTextEntry ? 0..<model.count : model.wordRange(at: index)
            case .paragraph:
                model.isSingleLine || isSecureTextEntry ? 0..<model.count : model.paragraphRange(at: index)
            }
        if reached.lowerBound < origin.lowerBound {
            editingModel.select(anchor: origin.upperBound, caret: reached.lowerBound)
        } else {
            editingModel.select(anchor: origin.lowerBound, caret: max(origin.upperBound, reached.upperBound))
        }
        interaction.goalX = nil
        editingModelDidChange(textChanged: false)
    }
}
