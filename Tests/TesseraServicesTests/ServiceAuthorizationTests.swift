import TesseraServices
import Testing

@Suite struct ServiceAuthorizationTests {
    @Test func onlyAuthorizedAllowsAccess() {
        let allowing = ServiceAuthorization.allCases.filter(\.allowsAccess)
        #expect(allowing == [.authorized])
    }
}
