#ifndef TESSERA_CLIBICAL_SHIM_H
#define TESSERA_CLIBICAL_SHIM_H
#include <libical/ical.h>
#endif
