import Foundation
import TesseraUI

/// The exported objects: Accessible, Application, Component, Action and Value (Text and
/// EditableText are in AccessibilityBridge+Text.swift). Answers read the views live, so a client
/// that acts and reads back sees the result before the next update.
extension AccessibleObjects: DBusObjectProvider {
    func interfaces(at node: String?) -> [String]? {
        guard let id = tree.id(ofNode: node) else { return nil }
        if id == AccessibilityTree.applicationID { return [ATSPI.accessible, ATSPI.application] }
        return tree.nodes[id]?.interfaces
    }

    func handle(_ call: DBusMethodCall) -> DBusReply {
        guard let id = tree.id(ofNode: call.node) else { return .unknownObject(call.node) }
        switch call.interface {
        case ATSPI.accessible: return accessibleMethod(call, id: id)
        case ATSPI.application: return applicationMethod(call)
        case ATSPI.component: return componentMethod(call, id: id)
        case ATSPI.action: return actionMethod(call, id: id)
        case ATSPI.text: return textMethod(call, id: id)
        case ATSPI.editableText: return editableTextMethod(call, id: id)
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownInterface", message: call.interface)
        }
    }

    func property(_ name: String, interface: String, at node: String?) -> DBusValue? {
        guard let id = tree.id(ofNode: node) else { return nil }
        switch interface {
        case ATSPI.accessible: return accessibleProperty(name, id: id)
        case ATSPI.application: return applicationProperty(name)
        case ATSPI.action: return name == "NActions" ? .int32(Int32(liveNode(id)?.actions.count ?? 0)) : nil
        case ATSPI.value: return valueProperty(name, id: id)
        case ATSPI.text: return textProperty(name, id: id)
        default: return nil
        }
    }

    func setProperty(_ name: String, interface: String, at node: String?, to value: DBusValue) -> Bool {
        guard let id = tree.id(ofNode: node) else { return false }
        switch (interface, name) {
        case (ATSPI.application, "Id"):
            applicationIdentifier = Int32(value.intValue ?? 0)
            return true
        case (ATSPI.value, "CurrentValue"):
            guard let number = value.doubleValue, number.isFinite else { return false }  // NaN would trap in Int(_:)
            return setCurrentValue(number, of: id)
        default:
            return false
        }
    }

    /// The object as it is now: the last tree's place and role, the view's current label, states,
    /// value and text. The application has no node.
    func liveNode(_ id: Int) -> AccessibleNode? {
        guard let node = tree.nodes[id] else { return nil }
        guard id != tree.frameID, let source = tree.sources[id] else { return node }
        var live = AccessibleDescription.node(
            for: source, role: node.role, parent: node.parent, clip: node.clip, window: window)
        live.children = node.children
        if live.name.isEmpty { live.name = node.name }  // a list row's name composed from its content
        return live
    }

    // MARK: Accessible

    private func accessibleProperty(_ name: String, id: Int) -> DBusValue? {
        if id == AccessibilityTree.applicationID {
            switch name {
            case "Name": return .string(applicationName)
            case "Description", "AccessibleId", "HelpText": return .string("")
            case "Parent": return desktop
            case "ChildCount": return .int32(1)
            case "Locale": return .string(Self.locale)
            default: return nil
            }
        }
        guard let node = liveNode(id) else { return nil }
        switch name {
        case "Name": return .string(node.name)
        case "Description": return .string(node.description)
        case "AccessibleId": return .string(node.identifier)
        case "HelpText": return .string("")
        case "Parent": return reference(to: node.parent)
        case "ChildCount": return .int32(Int32(node.children.count))
        case "Locale": return .string(Self.locale)
        default: return nil
        }
    }

    private func accessibleMethod(_ call: DBusMethodCall, id: Int) -> DBusReply {
        let children = tree.children(of: id)
        let node = id == AccessibilityTree.applicationID ? nil : liveNode(id)
        switch call.method {
        case "GetChildAtIndex":
            guard let index = call.arguments.first?.intValue, children.indices.contains(index) else {
                return .values([nullReference])
            }
            return .values([reference(to: children[index])])
        case "GetChildren":
            return .values([.array(elementSignature: "(so)", children.map { reference(to: $0) })])
        case "GetIndexInParent":
            guard let node else { return .values([.int32(-1)]) }
            return .values([.int32(Int32(tree.children(of: node.parent).firstIndex(of: id) ?? -1))])
        case "GetRelationSet":
            return .values([.array(elementSignature: "(ua(so))", [])])
        case "GetRole":
            return .values([.uint32(node?.role.rawValue ?? AccessibleRole.application.rawValue)])
        case "GetRoleName", "GetLocalizedRoleName":
            return .values([.string(node?.role.name ?? AccessibleRole.application.name)])
        case "GetState":
            let states = node?.states ?? []
            return .values([.array(elementSignature: "u", states.words.map { .uint32($0) })])
        case "GetAttributes":
            var attributes = ["toolkit": "Tessera"]
            if let identifier = node?.identifier, !identifier.isEmpty { attributes["id"] = identifier }
            return .values([.stringPairs(attributes)])
        case "GetApplication":
            return .values([reference(to: AccessibilityTree.applicationID)])
        case "GetInterfaces":
            let names = interfaces(at: AccessibilityTree.nodeName(of: id)) ?? []
            return .values([.array(elementSignature: "s", names.map { .string($0) })])
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: call.method)
        }
    }

    // MARK: Application

    private func applicationProperty(_ name: String) -> DBusValue? {
        switch name {
        case "ToolkitName": .string("Tessera")
        case "Version", "ToolkitVersion": .string(Self.toolkitVersion)
        case "AtspiVersion": .string("2.1")
        case "InterfaceVersion": .uint32(1)
        case "Id": .int32(applicationIdentifier)
        default: nil
        }
    }

    private func applicationMethod(_ call: DBusMethodCall) -> DBusReply {
        switch call.method {
        case "GetLocale": .values([.string(Self.locale)])
        // No peer-to-peer connection: clients use the bus.
        case "GetApplicationBusAddress": .values([.string("")])
        default: .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: call.method)
        }
    }

    // MARK: Component

    /// `rect` (window points) in `coordinateType`'s coordinates: the desktop's, the window's (both
    /// in desktop units), or relative to the parent object.
    func extents(_ rect: CGRect, coordinateType: UInt32, parent: Int?) -> CGRect {
        let scaled = CGRect(
            x: rect.minX * coordinateScale, y: rect.minY * coordinateScale, width: rect.width * coordinateScale,
            height: rect.height * coordinateScale)
        switch ATSPI.CoordinateType(rawValue: coordinateType) ?? .screen {
        case .screen: return scaled.offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
        case .window: return scaled
        case .parent:
            guard let parent, let frame = tree.nodes[parent]?.frame else { return scaled }
            return scaled.offsetBy(dx: -frame.minX * coordinateScale, dy: -frame.minY * coordinateScale)
        }
    }

    /// A point in `coordinateType`'s coordinates as window points.
    private func windowPoint(x: Int, y: Int, coordinateType: UInt32, parent: Int?) -> CGPoint {
        let origin = extents(.zero, coordinateType: coordinateType, parent: parent).origin
        return CGPoint(x: (CGFloat(x) - origin.x) / coordinateScale, y: (CGFloat(y) - origin.y) / coordinateScale)
    }

    private func componentMethod(_ call: DBusMethodCall, id: Int) -> DBusReply {
        guard let node = liveNode(id) else { return .unknownObject(call.node) }
        let arguments = call.arguments
        switch call.method {
        case "GetExtents":
            let rect = extents(node.frame, coordinateType: UInt32(arguments.first?.intValue ?? 0), parent: node.parent)
            return .values([.structure(Self.integers(rect).map { .int32($0) })])
        case "GetPosition":
            let rect = extents(node.frame, coordinateType: UInt32(arguments.first?.intValue ?? 0), parent: node.parent)
            return .values(Self.integers(rect).prefix(2).map { .int32($0) })
        case "GetSize":
            let rect = extents(node.frame, coordinateType: ATSPI.CoordinateType.window.rawValue, parent: nil)
            return .values(Self.integers(rect).suffix(2).map { .int32($0) })
        case "Contains", "GetAccessibleAtPoint":
            guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue,
                let type = arguments[2].intValue
            else { return .invalidArguments(call.method) }
            let point = windowPoint(x: x, y: y, coordinateType: UInt32(type), parent: node.parent)
            if call.method == "Contains" { return .values([.boolean(node.frame.contains(point))]) }
            return .values([object(at: point, in: id).map { reference(to: $0) } ?? nullReference])
        case "GetLayer":
            return .values([.uint32(id == tree.frameID ? 7 : 3)])  // ATSPI_LAYER_WINDOW, ATSPI_LAYER_WIDGET
        case "GetMDIZOrder":
            return .values([.int16(0)])
        case "GrabFocus":
            guard let view = tree.sources[id]?.view, view.canBecomeFirstResponder else {
                return .values([.boolean(false)])
            }
            return .values([.boolean(view.isFirstResponder || view.becomeFirstResponder())])
        case "GetAlpha":
            return .values([.double(Double(tree.sources[id]?.view?.alpha ?? 1))])
        case "ScrollTo":
            return .values([.boolean(scrollIntoView(id))])
        case "SetExtents", "SetPosition", "SetSize", "ScrollToPoint":
            return .values([.boolean(false)])  // the app, not assistive technologies, places its views
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: call.method)
        }
    }

    /// The deepest object under `point` (window points) within `id`, front-most first; nil when
    /// `point` is outside it.
    private func object(at point: CGPoint, in id: Int) -> Int? {
        guard let node = tree.nodes[id], node.frame.contains(point) || id == tree.frameID else { return nil }
        for child in node.children.reversed() {
            if let hit = object(at: point, in: child) { return hit }
        }
        return id
    }

    /// Scrolls the object's enclosing scroll views so it shows; false when none can.
    @discardableResult
    func scrollIntoView(_ id: Int) -> Bool {
        guard let frame = tree.sources[id]?.frame else { return false }
        var scrolled = false
        var ancestor = tree.sources[id]?.view?.superview ?? (tree.nodes[id]?.parent).flatMap { tree.sources[$0]?.view }
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                let origin = scrollView.convert(frame.origin, from: nil)
                scrollView.scrollRectToVisible(CGRect(origin: origin, size: frame.size), animated: false)
                scrolled = true
            }
            ancestor = current.superview
        }
        return scrolled
    }

    // MARK: Action

    private func actionMethod(_ call: DBusMethodCall, id: Int) -> DBusReply {
        let actions = liveNode(id)?.actions ?? []
        if call.method == "GetActions" {
            return .values([
                .array(
                    elementSignature: "(sss)",
                    actions.map { .structure([.string($0.rawValue), .string($0.description), .string("")]) })
            ])
        }
        guard let index = call.arguments.first?.intValue, actions.indices.contains(index) else {
            return call.method == "DoAction" ? .values([.boolean(false)]) : .values([.string("")])
        }
        let action = actions[index]
        switch call.method {
        case "GetName", "GetLocalizedName": return .values([.string(action.rawValue)])
        case "GetDescription": return .values([.string(action.description)])
        case "GetKeyBinding": return .values([.string("")])
        case "DoAction": return .values([.boolean(perform(action, on: id))])
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: call.method)
        }
    }

    /// Performs `action` as VoiceOver would: the element's own `accessibilityActivate()`, else a
    /// tap at its visible centre (after scrolling it into view); increments and decrements through
    /// `accessibilityIncrement()`/`accessibilityDecrement()`; a text field takes focus.
    func perform(_ action: AccessibleAction, on id: Int) -> Bool {
        guard let source = tree.sources[id] else { return false }
        switch action {
        case .increment:
            source.increment()
            return true
        case .decrement:
            source.decrement()
            return true
        case .activate:
            guard let view = source.view else { return false }
            return view.isFirstResponder || view.becomeFirstResponder()
        case .click, .toggle:
            if source.activate() { return true }
            if tree.nodes[id]?.states.contains(.showing) != true { scrollIntoView(id) }
            let visible = source.frame.intersection(window.bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return false }
            let center = CGPoint(x: visible.midX, y: visible.midY)
            window.send(.pointerDown(center))
            window.send(.pointerUp(center))
            return true
        }
    }

    // MARK: Value

    private func valueProperty(_ name: String, id: Int) -> DBusValue? {
        guard let value = liveNode(id)?.value else { return nil }
        switch name {
        case "MinimumValue": return .double(value.minimum)
        case "MaximumValue": return .double(value.maximum)
        case "MinimumIncrement": return .double(value.increment)
        case "CurrentValue": return .double(value.current)
        case "Text": return .string(value.text)
        default: return nil
        }
    }

    /// Sets a slider's, stepper's or page control's value as the user would (sending
    /// `.valueChanged` when it changed), or selects a picker component's row as the user would (the
    /// picker's delegate hears it).
    private func setCurrentValue(_ number: Double, of id: Int) -> Bool {
        switch tree.sources[id]?.view {
        case let slider as UISlider:
            let before = slider.value
            slider.value = Float(number)
            if slider.value != before { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let before = stepper.value
            stepper.value = number
            if stepper.value != before { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let before = pages.currentPage
            pages.currentPage = Int(number.rounded())
            if pages.currentPage != before { pages.sendActions(for: .valueChanged) }
        case let column as PickerComponentView:
            column.userSelect(Int(min(max(number.rounded(), 0), Double(column.rowCount))))
        default:
            return false
        }
        return true
    }

    // MARK: Helpers

    static let toolkitVersion = "1.0"

    /// The process's locale as AT-SPI expects it ("en_US").
    static var locale: String { Locale.current.identifier }

    /// A rectangle as whole desktop units: x, y, width, height.
    static func integers(_ rect: CGRect) -> [Int32] {
        [rect.minX, rect.minY, rect.width, rect.height].map { Int32(clamping: Int($0.rounded())) }
    }
}
