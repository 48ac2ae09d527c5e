import Foundation

extension UIScene {
    /// Moves the scene to `state` one step at a time, as UIKit does — foreground active ↔
    /// foreground inactive ↔ background, and from unattached into the foreground or background —
    /// calling the delegate and then posting each step's notification: willResignActive /
    /// willDeactivate, didEnterBackground, willEnterForeground, didBecomeActive / didActivate.
    /// "Will" calls see the state being left, "did" calls the state entered. `UIApplication` calls
    /// it for each connected scene as the app's state changes; moving to `.unattached` is
    /// ``disconnect()``'s.
    func move(to state: ActivationState) {
        precondition(state != .unattached, "a scene leaves for .unattached only by disconnecting")
        while activationState != state {
            switch (activationState, state) {
            case (.foregroundActive, _):
                delegate?.sceneWillResignActive(self)
                post(Self.willDeactivateNotification)
                activationState = .foregroundInactive
            case (.foregroundInactive, .background), (.unattached, .background):
                activationState = .background
                delegate?.sceneDidEnterBackground(self)
                post(Self.didEnterBackgroundNotification)
            case (.background, _), (.unattached, _):
                delegate?.sceneWillEnterForeground(self)
                post(Self.willEnterForegroundNotification)
                activationState = .foregroundInactive
            default:  // foreground inactive → active
                activationState = .foregroundActive
                delegate?.sceneDidBecomeActive(self)
                post(Self.didActivateNotification)
            }
        }
    }

    /// Connects the scene: tells the delegate (`scene(_:willConnectTo:options:)`) and posts
    /// ``willConnectNotification``. The scene stays unattached until moved.
    func connect() {
        delegate?.scene(self, willConnectTo: session, options: connectionOptions)
        post(Self.willConnectNotification)
    }

    /// Disconnects the scene: tells the delegate (`sceneDidDisconnect(_:)`), posts
    /// ``didDisconnectNotification`` and leaves it unattached, without a session's scene.
    func disconnect() {
        delegate?.sceneDidDisconnect(self)
        post(Self.didDisconnectNotification)
        activationState = .unattached
        session.scene = nil
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
