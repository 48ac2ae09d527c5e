#!/usr/bin/python3
"""A stand-in for a desktop notification server (org.freedesktop.Notifications), for Tessera's
desktop notification tests (run by PrivateSessionScript inside `dbus-run-session`).

Owns org.freedesktop.Notifications on the private session bus, answers GetServerInformation and
GetCapabilities (plain-text bodies: no `body-markup`), records every Notify call, prints
`SESSION <address>`, and once it has received as many notifications as the first argument asks
for (or after 90 seconds) prints a JSON report, one entry per Notify call: the summary, the
body's UTF-8 byte count and last character, and the `desktop-entry` hint (null when absent); then
exits.
"""
import json
import sys
import time

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.Notifications">
    <method name="GetServerInformation">
      <arg direction="out" type="s"/><arg direction="out" type="s"/>
      <arg direction="out" type="s"/><arg direction="out" type="s"/>
    </method>
    <method name="GetCapabilities"><arg direction="out" type="as"/></method>
    <method name="Notify">
      <arg direction="in" type="s"/><arg direction="in" type="u"/><arg direction="in" type="s"/>
      <arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="in" type="as"/>
      <arg direction="in" type="a{sv}"/><arg direction="in" type="i"/><arg direction="out" type="u"/>
    </method>
    <method name="CloseNotification"><arg direction="in" type="u"/></method>
    <signal name="NotificationClosed"><arg type="u"/><arg type="u"/></signal>
  </interface>
</node>
"""


def main():
    expected = int(sys.argv[1])
    received = []
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]

    def call(connection, sender, path, interface, method, parameters, invocation):
        if method == "GetServerInformation":
            invocation.return_value(GLib.Variant("(ssss)", ("fake-notifications", "Tessera", "1.0", "1.2")))
        elif method == "GetCapabilities":
            invocation.return_value(GLib.Variant("(as)", (["body"],)))
        elif method == "Notify":
            _, _, _, summary, body, _, hints, _ = parameters.unpack()
            received.append({
                "summary": summary,
                "bodyBytes": len(body.encode("utf-8")),
                "bodyEnd": body[-1:],
                "desktopEntry": hints.get("desktop-entry"),
            })
            invocation.return_value(GLib.Variant("(u)", (len(received),)))
        else:
            invocation.return_value(None)

    bus.register_object("/org/freedesktop/Notifications", info, call, None, None)
    owned = {}
    Gio.bus_own_name_on_connection(bus, "org.freedesktop.Notifications", Gio.BusNameOwnerFlags.NONE,
                                   lambda *_: owned.setdefault("name", True), None)
    context = GLib.MainContext.default()

    def pump(seconds, until):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not until():
            context.iteration(False) or time.sleep(0.01)
        return until()

    if not pump(10, lambda: "name" in owned):
        print(json.dumps({"error": "could not own the notification server's name"}), flush=True)
        sys.exit(1)
    print("SESSION " + GLib.getenv("DBUS_SESSION_BUS_ADDRESS"), flush=True)
    pump(90, lambda: len(received) >= expected)
    pump(0.2, lambda: False)
    print(json.dumps({"notifications": received}), flush=True)


if __name__ == "__main__":
    main()
