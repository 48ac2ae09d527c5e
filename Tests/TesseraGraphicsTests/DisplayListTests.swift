import Foundation
import TesseraGraphics
import Testing

@Suite struct DisplayListTests {
    @Test func newListIsEmpty() {
        #expect(DisplayList().isEmpty)
        #expect(DisplayList().commands == [])
    }

    @Test func builderRecordsCommandsInOrder() {
        let square = Path.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
        var list = DisplayList()
        list.save()
        list.translateBy(x: 2, y: 3)
        list.clip(to: square)
        list.fill(square, color: .red)
        list.stroke(square, with: .color(.blue), style: StrokeStyle(lineWidth: 2))
        list.restore()
        #expect(
            list.commands == [
                .save,
                .concatenate(CGAffineTransform(translationX: 2, y: 3)),
                .clip(square),
                .fill(square, .color(.red)),
                .stroke(square, .color(.blue), StrokeStyle(lineWidth: 2)),
                .restore,
            ])
    }

    @Test func clipToRectRecordsARectPath() {
        var list = DisplayList()
        list.clip(to: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(list.commands == [.clip(.rect(CGRect(x: 1, y: 2, width: 3, height: 4)))])
    }

    @Test func transparencyLayerAlphaIsClampedAndNaNBecomesOpaque() {
        var list = DisplayList()
        list.beginTransparencyLayer(alpha: 1.5)
        list.endTransparencyLayer()
        list.beginTransparencyLayer(alpha: .nan)
        list.endTransparencyLayer()
        list.beginTransparencyLayer(alpha: -1)
        #expect(
            list.commands == [
                .beginTransparencyLayer(alpha: 1), .endTransparencyLayer,
                .beginTransparencyLayer(alpha: 1), .endTransparencyLayer,
                .beginTransparencyLayer(alpha: 0),
            ])
    }

    @Test func drawImageAtAPointUsesTheBitmapsSizeInPoints() {
        let bitmap = Bitmap(width: 30, height: 12, scale: 3, fill: .red)
        var list = DisplayList()
        list.drawImage(bitmap, at: CGPoint(x: 5, y: 6))
        #expect(list.commands == [.image(bitmap, CGRect(x: 5, y: 6, width: 10, height: 4))])
    }

    @Test func appendKeepsBothListsCommandsAndMayCloseOpenScopes() {
        var outer = DisplayList()
        outer.save()
        var inner = DisplayList()
        inner.fill(.rect(.zero), color: .black)
        outer.append(inner)
        outer.restore()
        #expect(outer.commands == [.save, .fill(.rect(.zero), .color(.black)), .restore])
    }

    @Test func listsWithTheSameCommandsAreEqual() {
        var first = DisplayList()
        var second = DisplayList()
        for list in [0, 1] {
            var built = DisplayList()
            built.save()
            built.fill(.ellipse(in: CGRect(x: 0, y: 0, width: 8, height: 8)), color: .green)
            built.restore()
            if list == 0 { first = built } else { second = built }
        }
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func restoreWithoutSaveStops() async {
        await #expect(processExitsWith: .failure) {
            var list = DisplayList()
            list.restore()
        }
    }

    @Test func endingALayerInsideASaveStops() async {
        await #expect(processExitsWith: .failure) {
            var list = DisplayList()
            list.beginTransparencyLayer(alpha: 0.5)
            list.save()
            list.endTransparencyLayer()
        }
    }
}
