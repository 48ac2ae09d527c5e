// TesseraTesting
