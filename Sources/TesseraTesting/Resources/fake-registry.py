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
import time

from gi.repository import GLib

from fake_service import pump, serve

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
    state = {"calls": [], "embedded": None}

    def call(connection, sender, path, interface, method, parameters, invocation):
        state["calls"].append(method)
        if method == "Unembed":
            invocation.return_value(None)
        elif state["calls"].count("Embed") == 1:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.Failed", "not ready")
        else:
            state["embedded"] = state["embedded"] or time.monotonic()
            invocation.return_value(GLib.Variant("((so))", ((connection.get_unique_name(), ROOT),)))

    serve("org.a11y.atspi.Registry", ROOT, INTERFACE, call)
    # Generous: a loaded test run may keep the application's main thread from the bus for minutes.
    pump(1500, lambda: state["embedded"] is not None and time.monotonic() - state["embedded"] > 1)
    print(json.dumps({"calls": state["calls"]}), flush=True)


if __name__ == "__main__":
    main()
