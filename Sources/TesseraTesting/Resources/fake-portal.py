#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface, for Tessera's appearance tests
(run by PrivateSessionScript inside `dbus-run-session`).

Owns org.freedesktop.portal.Desktop on the private session bus and answers
org.freedesktop.portal.Settings ReadOne/Read for org.freedesktop.appearance color-scheme with the
initial value given on the command line (0 no preference, 1 dark, 2 light). Prints
`SESSION <address>`, waits until a client has read the setting (and, when a third argument names
a file, until that file exists: the test's go-ahead), then emits SettingChanged with the second
value given, and prints a JSON report (how often the setting was read) and exits
after the client had a moment to take the change. Every wait is bounded.

With the single argument `absent` it serves nothing: a session bus without a portal, for 15 seconds.
"""
import json
import os
import sys
import time

from gi.repository import GLib

from fake_service import pump, serve

INTERFACE = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadOne"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="out" type="v"/></method>
    <method name="Read"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="out" type="v"/></method>
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""


def main():
    if sys.argv[1] == "absent":
        print("SESSION " + GLib.getenv("DBUS_SESSION_BUS_ADDRESS"), flush=True)
        time.sleep(15)
        return
    initial, changed = int(sys.argv[1]), int(sys.argv[2])
    trigger = sys.argv[3] if len(sys.argv) > 3 else None
    state = {"value": initial, "reads": 0}

    def call(connection, sender, path, interface, method, parameters, invocation):
        namespace, key = parameters.unpack()
        if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
            return
        state["reads"] += 1
        value = GLib.Variant("u", state["value"])
        if method == "Read":
            value = GLib.Variant("v", value)
        invocation.return_value(GLib.Variant("(v)", (value,)))

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", 2)

    bus = serve("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", INTERFACE, call, get_property)
    if not pump(90, lambda: state["reads"] > 0):
        print(json.dumps({"error": "nobody read the setting", "reads": 0}), flush=True)
        sys.exit(1)
    if trigger is None:
        pump(0.2, lambda: False)
    elif not pump(90, lambda: os.path.exists(trigger)):
        print(json.dumps({"error": "the test never asked for the change", "reads": state["reads"]}), flush=True)
        sys.exit(1)
    state["value"] = changed
    bus.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                    GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", changed))))
    bus.flush_sync(None)
    pump(1, lambda: False)
    print(json.dumps({"reads": state["reads"], "emitted": changed}), flush=True)


if __name__ == "__main__":
    main()
