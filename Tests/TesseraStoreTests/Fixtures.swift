import Foundation
import Testing
@testable import TesseraStore
