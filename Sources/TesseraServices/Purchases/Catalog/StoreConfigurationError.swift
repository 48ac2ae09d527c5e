import Foundation

/// Why a StoreKit configuration file could not become a ``ProductCatalog``. Each case carries the
/// culprit: the file, the JSON path (`subscriptionGroups[0].subscriptions[1].productID`), the
/// product identifier, and the offending value.
///
/// ```swift
/// do {
///     catalog = try ProductCatalog(contentsOf: url)
/// } catch .duplicateProductID(let id) {
///     log.error("\(id) is declared twice")
/// } catch {
///     log.error("bad store configuration: \(error)")
/// }
/// ```
public enum StoreConfigurationError: Error, Equatable, Hashable, Sendable {
    /// The file could not be read (missing, a directory or named pipe, no permission).
    case unreadableFile(path: String, reason: String)
    /// The data (or file) holds `byteCount` bytes, more than ``ProductCatalog/maximumByteCount``
    /// (`limit`); nothing of it was read.
    case tooLarge(byteCount: Int, limit: Int)
    /// The data is not JSON (syntax error, wrong encoding, empty).
    case malformedJSON(reason: String)
    /// A required field is absent or `null`. `path` is the JSON path of the field.
    case missingField(path: String)
    /// A field holds the wrong kind of JSON value (a number where text belongs, …).
    case wrongType(path: String, expected: String)
    /// A product identifier is empty.
    case emptyProductID(path: String)
    /// A `type` other than `Consumable` or `NonConsumable` in `products`, or other than
    /// `RecurringSubscription` in a subscription group (non-renewing subscriptions are not supported).
    case unknownProductType(productID: String, type: String)
    /// `displayPrice` is not a plain non-negative decimal number (`"0.99"`, `"12"`).
    case invalidPrice(productID: String, displayPrice: String)
    /// A period is not an ISO 8601 duration with one component (`"P1M"`, `"P1Y"`, `"P1W"`, `"P3D"`).
    case invalidSubscriptionPeriod(productID: String, period: String)
    /// An introductory offer's `paymentMode` is not `free`, `payAsYouGo` or `payUpFront`.
    case unknownPaymentMode(productID: String, paymentMode: String)
    /// A number is out of range: `groupNumber` or `numberOfPeriods` below 1.
    case invalidValue(productID: String, field: String, value: String)
    /// A subscription's `subscriptionGroupID` differs from the group it is listed in.
    case subscriptionGroupMismatch(productID: String, listedIn: String, declared: String)
    /// Two products (in any section) share an identifier.
    case duplicateProductID(String)
    /// Two subscription groups share an identifier.
    case duplicateSubscriptionGroupID(String)
}

extension StoreConfigurationError: CustomStringConvertible {
    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let byteCount, let limit):
            "the configuration holds \(byteCount) bytes, more than the \(limit) allowed"
        case .malformedJSON(let reason): "not a StoreKit configuration (invalid JSON): \(reason)"
        case .missingField(let path): "missing field \(path)"
        case .wrongType(let path, let expected): "\(path) should be \(expected)"
        case .emptyProductID(let path): "empty product identifier at \(path)"
        case .unknownProductType(let id, let type): "\(id) has unknown type \"\(type)\""
        case .invalidPrice(let id, let price): "\(id) has invalid displayPrice \"\(price)\""
        case .invalidSubscriptionPeriod(let id, let period): "\(id) has invalid period \"\(period)\""
        case .unknownPaymentMode(let id, let mode): "\(id) has unknown payment mode \"\(mode)\""
        case .invalidValue(let id, let field, let value): "\(id) has invalid \(field) \(value)"
        case .subscriptionGroupMismatch(let id, let listedIn, let declared):
            "\(id) is listed in group \(listedIn) but declares group \(declared)"
        case .duplicateProductID(let id): "product \(id) is declared twice"
        case .duplicateSubscriptionGroupID(let id): "subscription group \(id) is declared twice"
        }
    }
}

extension StoreConfigurationError: BoundedFileReadError {
    static func unreadableFile(at url: URL, reason: String) -> Self { .unreadableFile(path: url.path, reason: reason) }
}
