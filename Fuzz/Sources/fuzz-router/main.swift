import Foundation
import FuzzDriver
import TesseraServices

enum Destination: Sendable {
    case entry(UUID)
    case day(Int, Int, Int)
    case attachment(FileName)
    case search(String)
    case compose(String?)
}

/// Routes typical of an app, one per parameter kind.
let router: Router<Destination> = {
    var router = Router<Destination>()
    router.register("journal://entry/:id", UUID.self) { _, id in .entry(id) }
    router.register("journal://day/:year/:month/:day", Int.self, Int.self, Int.self) { _, y, m, d in .day(y, m, d) }
    router.register("journal://attachment/:name", FileName.self) { _, name in .attachment(name) }
    router.register("journal://search") { query throws(RouteError) in .search(try query.require("q", as: String.self)) }
    router.register("journal://compose") { query in .compose(query["title"]) }
    return router
}()

/// A deep link, as text (the input as UTF-8) and as a `URL` when Foundation accepts it.
runFuzzer { data in
    let text = String(decoding: data, as: UTF8.self)
    if case .success(.attachment(let name)) = router.route(text) {
        precondition(
            !name.rawValue.contains("/") && name.rawValue != ".." && !name.rawValue.contains("\0"),
            "a FileName route parameter let through \(name.rawValue)")
    }
    if let url = URL(string: text) { _ = router.route(url) }
}
