"""What the fake D-Bus services of Tessera's tests share (fake-portal.py, fake-registry.py): serving
one interface under a well-known name on the private session bus, and turning GLib's loop for a
bounded time."""
import json
import sys
import time

from gi.repository import Gio, GLib


def pump(seconds, until):
    """Turns the default main context until `until()` holds or `seconds` pass; returns `until()`."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not until():
        context.iteration(False) or time.sleep(0.01)
    return until()


def serve(name, path, interface_xml, call, get_property=None):
    """Registers the interface at path on the session bus, owns name, prints `SESSION <address>` and
    returns the bus. Exits with a JSON error when the name is not owned within 10 s."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(interface_xml).interfaces[0]
    bus.register_object(path, info, call, get_property, None)
    owned = {}
    Gio.bus_own_name_on_connection(bus, name, Gio.BusNameOwnerFlags.NONE,
                                   lambda *_: owned.setdefault("name", True), None)
    if not pump(10, lambda: "name" in owned):
        print(json.dumps({"error": "could not own " + name}), flush=True)
        sys.exit(1)
    print("SESSION " + GLib.getenv("DBUS_SESSION_BUS_ADDRESS"), flush=True)
    return bus
