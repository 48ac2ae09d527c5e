#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's MemoryMonitor interface, for Tessera's memory-warning tests
(run by PrivateSessionScript inside `dbus-run-session`).

Owns org.freedesktop.portal.Desktop on the private session bus, prints `SESSION <address>`, waits
until a client has read the interface's `version` property (what a client does to start the
portal), then emits LowMemoryWarning once with each level given on the command line (50, 100,
255), prints a JSON report and exits after the client had a moment to take them. Every wait is
bounded.
"""
import json
import sys

from gi.repository import GLib

from fake_service import pump, serve

INTERFACE = """
<node>
  <interface name="org.freedesktop.portal.MemoryMonitor">
    <signal name="LowMemoryWarning"><arg type="y"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""


def main():
    levels = [int(argument) for argument in sys.argv[1:]]
    state = {"reads": 0}

    def call(connection, sender, path, interface, method, parameters, invocation):
        invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", "no methods")

    def get_property(connection, sender, path, interface, name):
        state["reads"] += 1
        return GLib.Variant("u", 1)

    bus = serve("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", INTERFACE, call, get_property)
    if not pump(90, lambda: state["reads"] > 0):
        print(json.dumps({"error": "nobody read the version", "reads": 0}), flush=True)
        sys.exit(1)
    for level in levels:
        bus.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.MemoryMonitor",
                        "LowMemoryWarning", GLib.Variant("(y)", (level,)))
    bus.flush_sync(None)
    pump(2, lambda: False)
    print(json.dumps({"reads": state["reads"], "emitted": levels}), flush=True)


if __name__ == "__main__":
    main()
