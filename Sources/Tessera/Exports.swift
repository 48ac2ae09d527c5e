@_exported public import TesseraCore
@_exported public import TesseraGraphics
@_exported public import TesseraLayout
@_exported public import TesseraUI
@_exported public import TesseraImage
@_exported public import TesseraStore
@_exported public import TesseraHost
@_exported public import TesseraServices
