// TesseraImage: the image pipeline (loading, decoding, memory and disk caches, processors).
