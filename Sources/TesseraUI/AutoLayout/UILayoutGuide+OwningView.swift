public import TesseraLayout

extension UILayoutGuide {
    /// The view the guide was added to, as UIKit's `owningView`: nil until `addLayoutGuide(_:)`, after
    /// `removeLayoutGuide(_:)` and after the view is deallocated.
    public var owningView: UIView? { owningItem as? UIView }
}
