#ifndef TESSERA_CGIO_SHIM_H
#define TESSERA_CGIO_SHIM_H
// GIO's D-Bus client and server (GDBus), for TesseraDesktop's AT-SPI bridge and portal client.
#include <gio/gio.h>

// Macros Swift cannot import, as inline functions.

/// `g_object_unref` for a GDBusConnection (Swift sees the connection as an opaque pointer).
static inline void tessera_gio_unref(gpointer object) { g_object_unref(object); }

/// `g_object_ref` for a GDBusConnection.
static inline gpointer tessera_gio_ref(gpointer object) { return g_object_ref(object); }

/// A NULL-terminated array of `count` interface infos (each referenced), as a subtree's
/// introspect function returns it; GDBus frees the array and unreferences the infos.
static inline GDBusInterfaceInfo **tessera_gio_interface_info_array(GDBusInterfaceInfo *const *infos, guint count) {
    GDBusInterfaceInfo **array = g_new0(GDBusInterfaceInfo *, count + 1);
    for (guint i = 0; i < count; i++) array[i] = g_dbus_interface_info_ref(infos[i]);
    return array;
}

/// An empty NULL-terminated string array, as a subtree's enumerate function returns it.
static inline gchar **tessera_gio_empty_string_array(void) { return g_new0(gchar *, 1); }
#endif
