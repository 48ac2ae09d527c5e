// TesseraUI
