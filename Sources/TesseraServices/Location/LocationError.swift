/// Why a location update sequence ended with an error.
public enum LocationError: Error, Hashable, Sendable {
    /// Updates were started while the app was not allowed to use location; carries the
    /// authorization at that moment (`.notDetermined`, `.denied` or `.restricted`). Ask with
    /// ``LocationProvider/requestAuthorization()`` first.
    case notAuthorized(ServiceAuthorization)
}
