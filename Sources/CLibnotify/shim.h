#ifndef TESSERA_CLIBNOTIFY_SHIM_H
#define TESSERA_CLIBNOTIFY_SHIM_H
#include <libnotify/notify.h>
#endif
