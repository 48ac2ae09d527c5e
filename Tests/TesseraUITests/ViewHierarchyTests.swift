import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func addingAViewMovesItFromItsPreviousSuperview() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
        #expect(child.superview === second)
    }

    @Test func insertAtIndexBeyondTheEndAppends() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 99)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    }

    @Test func insertAboveAndBelowSiblings() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.insertSubview(b, belowSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.last === a)
        parent.sendSubviewToBack(c)
        #expect(parent.subviews.first === c)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    }

    @Test func removeFromSuperviewDetachesFromTheWindow() {
        let window = UIWindow(device: .iPhoneSE)
        let child = UIView()
        window.addSubview(child)
        #expect(child.window === window)
        child.removeFromSuperview()
        #expect(child.window == nil)
        #expect(child.superview == nil)
        child.removeFromSuperview()  // a root view: nothing happens
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        leaf.tag = 7
        middle.addSubview(leaf)
        root.addSubview(middle)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
    }

    @Test func frameCenterAndBoundsStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func transformedFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func convertsPointsBetweenSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -185))
        #expect(b.convert(CGPoint(x: 0, y: 0), from: a) == CGPoint(x: -90, y: -190))
    }

    @Test func safeAreaShrinksWithTheViewsPosition() {
        let window = UIWindow(device: .iPhone15)
        let header = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
        window.addSubview(header)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        let footer = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        window.addSubview(footer)
        #expect(footer.safeAreaInsets.bottom == 34)
    }

    @Test func layoutRunsOnceUntilInvalidated() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.count == 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.count == 2)
        view.frame.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.count == 3)
    }
}
