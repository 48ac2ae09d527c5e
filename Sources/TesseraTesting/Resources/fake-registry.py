#!/usr/bin/python3
"""A stand-in for the AT-SPI registry's Socket, for Tessera's accessibility tests (run by
PrivateSessionScript inside `dbus-run-session`; the test names the session bus as the accessibility bus).

Owns org.a11y.atspi.Registry and answers Embed and Unembed on the desktop object. The first Embed
fails (org.freedesktop.DBus.Error.Failed), as a registry that is not ready would; later ones embed.
Prints `SESSION <address>`; a second after the first successful Embed (time for a duplicate to
arrive) prints a JSON report — the Socket calls in the order they came — and exits. Every wait is
bounded.
"""
import json
import sys
import time

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.a11y.atspi.Socket">
    <method name="Embed"><arg direction="in" type="(so)"/><arg direction="out" type="(so)"/></method>
    <method name="Unembed"><arg direction="in" type="(so)"/></method>
  </interface>
</node>
"""
ROOT = "/org/a11y/atspi/accessible/root"


def main():
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    state = {"calls": [], "embedded": None}

    def call(connection, sender, path, interface, method, parameters, invocation):
        state["calls"].append(method)
        if method == "Unembed":
            invocation.return_value(None)
        elif state["calls"].count("Embed") == 1:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.Failed", "not ready")
        else:
            state["embedded"] = state["embedded"] or time.monotonic()
            invocation.return_value(GLib.Variant("((so))", ((bus.get_unique_name(), ROOT),)))

    bus.register_object(ROOT, info, call, None, None)
    owned = {}
    Gio.bus_own_name_on_connection(bus, "org.a11y.atspi.Registry", Gio.BusNameOwnerFlags.NONE,
                                   lambda *_: owned.setdefault("name", True), None)
    context = GLib.MainContext.default()

    def pump(seconds, until):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not until():
            context.iteration(False) or time.sleep(0.01)
        return until()

    if not pump(10, lambda: "name" in owned):
        print(json.dumps({"error": "could not own the registry's name"}), flush=True)
        sys.exit(1)
    print("SESSION " + GLib.getenv("DBUS_SESSION_BUS_ADDRESS"), flush=True)
    # Generous: a loaded test run may keep the application's main thread from the bus for minutes.
    pump(1500, lambda: state["embedded"] is not None and time.monotonic() - state["embedded"] > 1)
    print(json.dumps({"calls": state["calls"]}), flush=True)


if __name__ == "__main__":
    main()
