import Foundation
import TesseraCore
import TesseraGraphics

@testable import TesseraLayout
@testable import TesseraUI

/// The random steps of a lifetime fuzz sequence. Each step stays within the documented contracts:
/// a constraint is activated only when its items are alive and share a tree (`isActive`'s
/// precondition), and only custom guides are removed (`removeLayoutGuide(_:)` is for custom guides;
/// the system guides belong to their view).
extension LifetimeFuzzScenario {
    /// Takes one random step; making, moving and dropping views, activating constraints and laying
    /// out are the most frequent.
    func step() {
        switch integer(21) {
        case 0, 1, 2: makeView()
        case 3, 4, 5: addSubview()
        case 6: removeFromSuperview()
        case 7, 8:
            slots[integer(slots.count)] = nil
            record(.dropSlot)
        case 9, 10, 11: activateConstraint()
        case 12: editKeptConstraint()
        case 13: if !keptGuides.isEmpty && chance(30) { removeGuide() } else { addGuide() }
        case 14: if !keptHandles.isEmpty && chance(40) { editKeptHandle() } else { makeHandle() }
        case 15: if !keptEngines.isEmpty && chance(40) { useKeptEngine() } else { keepEngine() }
        case 16, 17: layOut()
        case 18: diagnostics()
        case 19: editKeptSystemConstraint()
        default: toggleProperty()
        }
    }

    /// A plain view (sometimes a window, a label, or a stack view of every distribution, whose
    /// `.equalSpacing` and `.equalCentering` spacer guides are pinned to the stack) into a random slot.
    private func makeView() {
        let view: UIView
        switch integer(6) {
        case 0:
            let stack = UIStackView(arrangedSubviews: (0..<integer(3)).map { _ in UIView() })
            let distributions: [UIStackView.Distribution] = [
                .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
            ]
            stack.distribution = distributions[integer(distributions.count)]
            stack.axis = chance(50) ? .horizontal : .vertical
            stack.isLayoutMarginsRelativeArrangement = chance(30)
            for child in stack.arrangedSubviews { track(child) }
            view = stack
        case 1:
            view = UILabel(text: "UILabel \(integer(100))")
        case 2 where chance(30):
            view = UIWindow(device: .iPhone15)
        default:
            view = UIView(
                frame: CGRect(
                    x: integer(50), y: integer(50), width: 20 + integer(200), height: 20 + integer(200)))
        }
        view.translatesAutoresizingMaskIntoConstraints = chance(40)
        track(view)
        slots[integer(slots.count)] = view
        record(.makeView, "\(type(of: view))")
    }

    private func addSubview() {
        guard let parent = randomLiveView(), let child = randomLiveView(), child !== parent,
            !(child is UIWindow), !parent.isDescendant(of: child)
        else { return }
        if let stack = parent as? UIStackView, chance(50) {
            stack.addArrangedSubview(child)
        } else {
            parent.addSubview(child)
        }
        record(.addSubview, "\(child.layoutDebugName) to \(parent.layoutDebugName)")
    }

    private func removeFromSuperview() {
        guard let view = randomLiveView() else { return }
        if let stack = view.superview as? UIStackView, chance(50) { stack.removeArrangedSubview(view) }
        view.removeFromSuperview()
        record(.removeFromSuperview, view.layoutDebugName)
    }

    /// A size constraint, or an edge or width relation to another view or a kept guide of the same
    /// tree (including the view's own guides, which pins a guide back to its view).
    private func activateConstraint() {
        guard let view = randomLiveView() else { return }
        let constant = CGFloat(integer(60))
        let constraint: NSLayoutConstraint
        if chance(40) {
            constraint =
                chance(50)
                ? view.widthAnchor.constraint(equalToConstant: constant)
                : view.heightAnchor.constraint(equalToConstant: constant)
        } else {
            let tree = root(of: view)
            var others: [any LayoutItem] = liveViews.filter { $0 !== view && root(of: $0) === tree }
            others += keptGuides.map(\.guide).filter { guide in
                guide.owningView.map { root(of: $0) === tree } == true
            }
            guard !others.isEmpty else { return }
            let other = others[integer(others.count)]
            switch integer(4) {
            case 0: constraint = view.leftAnchor.constraint(equalTo: other.leftAnchor, constant: constant)
            case 1: constraint = view.topAnchor.constraint(equalTo: other.topAnchor, constant: constant)
            case 2: constraint = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5)
            default: constraint = view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: constant)
            }
        }
        if chance(30) { constraint.priority = UILayoutPriority(Float(250 + integer(700))) }
        view.translatesAutoresizingMaskIntoConstraints = chance(20)
        constraint.isActive = true
        keep(constraint)
        record(.activateConstraint, "\(constraint)")
    }

    /// Changes a kept constraint's constant or optional priority, deactivates it, activates it again
    /// (when its items allow) or lets it go.
    private func editKeptConstraint() {
        guard !keptConstraints.isEmpty else { return }
        let index = integer(keptConstraints.count)
        let constraint = keptConstraints[index].constraint
        switch integer(5) {
        case 0: constraint.constant = CGFloat(integer(80))
        case 1:
            guard !constraint.priority.isRequired else { return }
            constraint.priority = UILayoutPriority(Float(250 + integer(700)))
        case 2: constraint.isActive = false
        case 3:
            guard mayActivate(constraint) else { return }
            constraint.isActive = true
        default: keptConstraints.remove(at: index)
        }
        record(.editConstraint, "\(constraint)")
    }

    /// A system guide or a new custom guide with a width constraint, sometimes pinned to its view.
    private func addGuide() {
        guard let view = randomLiveView() else { return }
        let guide: UILayoutGuide
        switch integer(3) {
        case 0: guide = view.safeAreaLayoutGuide
        case 1: guide = view.layoutMarginsGuide
        default:
            guide = UILayoutGuide(identifier: "g\(integer(100))")
            view.addLayoutGuide(guide)
        }
        madeGuides.append(WeakReference(guide))
        let width = guide.widthAnchor.constraint(equalToConstant: CGFloat(integer(40)))
        if guide.role == .custom { width.isActive = true }
        keep(width)
        if guide.role == .custom, chance(50) {
            let pin = guide.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 4)
            pin.isActive = true
            keep(pin)
        }
        if chance(60) { keptGuides.append(KeptGuide(guide: guide, owningView: WeakReference(view))) }
        record(.addGuide, "on \(view.layoutDebugName)")
    }

    /// Removes a kept custom guide from its view, and sometimes lets it go.
    private func removeGuide() {
        let index = integer(keptGuides.count)
        let guide = keptGuides[index].guide
        if guide.role == .custom, let owner = guide.owningView {
            owner.removeLayoutGuide(guide)
            for other in keptGuides.indices where keptGuides[other].guide === guide {
                keptGuides[other].owningView = WeakReference(nil)
            }
        }
        if chance(50) { keptGuides.remove(at: index) }
        record(.removeGuide)
    }

    /// `layout.makeConstraints` pinning a view with a superview to it, keeping the edge handle (60 %).
    private func makeHandle() {
        guard let view = randomLiveView(), view.superview != nil else { return }
        var made: ConstraintHandle?
        view.layout.makeConstraints { make in
            made = make.top.left.equalToSuperview().offset(CGFloat(integer(20))).constraint
            make.size.equalTo(CGSize(width: 10 + integer(30), height: 10 + integer(30)))
        }
        guard let made else { return }
        for constraint in made.layoutConstraints { madeConstraints.append(WeakReference(constraint)) }
        if chance(60) { keptHandles.append(KeptHandle(handle: made, item: WeakReference(view))) }
        record(.makeHandle, "on \(view.layoutDebugName)")
    }

    /// Updates, deactivates or activates again (when its items allow) a kept handle.
    private func editKeptHandle() {
        let handle = keptHandles[integer(keptHandles.count)].handle
        switch integer(3) {
        case 0: handle.update(offset: CGFloat(integer(30)))
        case 1: handle.deactivate()
        default:
            guard handle.layoutConstraints.allSatisfy(mayActivate) else { return }
            handle.activate()
        }
        record(.editHandle)
    }

    /// Keeps the engine of a random view's tree, as code that sets a logger would.
    private func keepEngine() {
        guard let view = randomLiveView() else { return }
        let engine = view.layoutEngine
        madeEngines.append(WeakReference(engine))
        keptEngines.append(engine)
        record(.keepEngine)
    }

    /// Lays out through a kept engine (whose root may have joined another tree or died) and reads its
    /// broken constraints; sometimes lets it go.
    private func useKeptEngine() {
        let engine = keptEngines[integer(keptEngines.count)]
        engine.updateLayoutIfNeeded()
        _ = engine.brokenConstraints.map(\.description)
        if chance(30) { keptEngines.removeAll { $0 === engine } }
        record(.useKeptEngine)
    }

    private func layOut() {
        guard let view = randomLiveView() else { return }
        let laidOut = chance(50) ? root(of: view) : view
        laidOut.layoutIfNeeded()
        if let window = root(of: view) as? UIWindow, chance(20) { _ = window.makeDisplayList() }
        trackLayoutNodes()
        record(.layOut, laidOut.layoutDebugName)
    }

    /// Reads diagnostics; keeps an engine-made constraint from `constraintsAffectingLayout(for:)`
    /// (60 %), to be edited after its engine may have discarded it.
    private func diagnostics() {
        guard let view = randomLiveView() else { return }
        switch integer(7) {
        case 0, 1:
            let affecting = view.constraintsAffectingLayout(for: chance(50) ? .horizontal : .vertical)
            _ = affecting.map(\.description)
            let system = affecting.filter { $0.kind != .user }
            if !system.isEmpty, chance(60) {
                let constraint = system[integer(system.count)]
                madeConstraints.append(WeakReference(constraint))
                keptSystemConstraints.append(KeptConstraint(constraint))
            }
        case 2: _ = view.hasAmbiguousLayout
        case 3: _ = root(of: view).layoutTrace()
        case 4: _ = view.systemLayoutSizeFitting(CGSize(width: 100, height: 0))
        case 5: _ = LayoutEngine.itemsWithAmbiguousLayout(among: liveViews)
        default:
            for kept in keptGuides { _ = (kept.guide.layoutFrame, kept.guide.layoutDebugName) }
            for kept in keptConstraints { _ = kept.constraint.description }
        }
        record(.diagnostics)
    }

    /// Changes the constant of a kept engine-made constraint and reads it, or lets it go.
    private func editKeptSystemConstraint() {
        guard !keptSystemConstraints.isEmpty else { return }
        let index = integer(keptSystemConstraints.count)
        let constraint = keptSystemConstraints[index].constraint
        if chance(20) {
            keptSystemConstraints.remove(at: index)
        } else {
            constraint.constant = CGFloat(integer(60))
            _ = (constraint.isActive, constraint.description)
        }
        record(.editSystemConstraint, "\(constraint)")
    }

    private func toggleProperty() {
        guard let view = randomLiveView() else { return }
        let detail: String
        switch integer(3) {
        case 0:
            view.translatesAutoresizingMaskIntoConstraints.toggle()
            detail = "translatesAutoresizingMaskIntoConstraints \(view.translatesAutoresizingMaskIntoConstraints)"
        case 1:
            view.isHidden.toggle()
            detail = "isHidden \(view.isHidden)"
        default:
            view.frame = CGRect(x: integer(40), y: integer(40), width: 10 + integer(100), height: 10 + integer(100))
            detail = "frame \(view.frame)"
        }
        record(.toggleProperty, "\(view.layoutDebugName) \(detail)")
    }
}
