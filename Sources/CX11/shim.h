#ifndef TESSERA_CX11_SHIM_H
#define TESSERA_CX11_SHIM_H
// Xlib, for the X resources SDL does not read (Xft.dpi: the desktop's scale on X11).
#include <X11/Xlib.h>
#endif
