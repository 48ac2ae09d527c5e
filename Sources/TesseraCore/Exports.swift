// Models are `@Observable` classes and bindings take them: `import TesseraCore` (or `Tessera`) brings
// Swift's Observation with it, so a model file needs no import of its own. The UIKit module re-exports
// Apple's names one by one and so does not carry it, as on iOS.
@_exported public import Observation
