#ifndef TESSERA_CMALLOC_SHIM_H
#define TESSERA_CMALLOC_SHIM_H
// glibc's heap statistics (mallinfo2), which Swift's Glibc module does not import.
#include <malloc.h>
#endif
