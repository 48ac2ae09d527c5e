#ifndef TESSERA_CSDL2_SHIM_H
#define TESSERA_CSDL2_SHIM_H
// SDL_main.h would rename `main` on some platforms; Tessera never wants that.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

// Function-like macros Swift cannot import, as inline functions and constants.

/// Bit of `SDL_MouseMotionEvent.state` set while the left (primary) button is held.
static inline Uint32 tessera_sdl_button_left_mask(void) { return SDL_BUTTON_LMASK; }

/// `SDL_WINDOWPOS_CENTERED`: let the window manager centre the window.
static inline int tessera_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/// Sets the code of a user event without touching the rest of the union.
static inline void tessera_sdl_set_user_code(SDL_Event *event, Uint32 type, Sint32 code) {
    event->user.type = type;
    event->user.code = code;
}
#endif
