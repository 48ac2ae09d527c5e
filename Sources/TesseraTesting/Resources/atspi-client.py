#!/usr/bin/python3
"""An assistive-technology client for Tessera's accessibility tests (run by AccessibilityClientSession).

Runs inside `dbus-run-session`: starts the AT-SPI bus launcher (which starts the accessibility bus and
the registry), prints `SESSION <address>` so the application under test can join the same session bus,
waits for the application named on the command line to appear on the registry's desktop, runs a
scenario through libatspi (the library Orca uses) and prints one JSON object with what it saw, then
exits. Every wait is bounded; the whole run stops by itself.

Scenarios:
  walk     the application's tree (role, name, states, interfaces, actions per object).
  journal  the walk, then: find the "New entry" push button, invoke its action, find the compose
           screen's title field, give it focus, type into it through EditableText, and report the
           focus and text-changed events and the field's text.
"""
import json
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# How long to wait for the application to appear and to answer: a loaded test run may keep the
# application's main thread from the bus for minutes (its tests share one main actor).
WAIT = 240


def fail(message, **extra):
    print(json.dumps(dict(error=message, **extra), ensure_ascii=False), flush=True)
    sys.exit(1)


def pump(seconds, until=lambda: False):
    """Runs the GLib main loop (which delivers libatspi's events) until `until()` or the time is up."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        if until():
            return True
        time.sleep(0.02)
    return until()


def state_names(accessible):
    states = accessible.get_state_set()
    return sorted(s.value_nick for s in Atspi.StateType.__enum_values__.values()
                  if s != Atspi.StateType.INVALID and s != Atspi.StateType.LAST_DEFINED and states.contains(s))


def describe(accessible, depth=0):
    node = {
        "role": accessible.get_role_name(),
        "name": accessible.get_name() or "",
        "states": state_names(accessible),
        "interfaces": sorted(accessible.get_interfaces()),
        "depth": depth,
    }
    if "Action" in node["interfaces"]:
        node["actions"] = [accessible.get_action_name(i) for i in range(accessible.get_n_actions())]
    if "Component" in node["interfaces"]:
        extents = accessible.get_extents(Atspi.CoordType.WINDOW)
        node["extents"] = [extents.x, extents.y, extents.width, extents.height]
    return node


def walk(accessible, depth=0, out=None):
    out = [] if out is None else out
    out.append((accessible, describe(accessible, depth)))
    for index in range(accessible.get_child_count()):
        child = accessible.get_child_at_index(index)
        if child is not None:
            walk(child, depth + 1, out)
    return out


def find_application(name, seconds):
    found = {}

    def look():
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            try:
                if app is not None and app.get_name() == name:
                    found["app"] = app
                    return True
            except GLib.Error:
                pass  # not answering yet: ask again
        return False

    pump(seconds, look)
    return found.get("app")


def find(tree, role, name_part):
    for accessible, node in tree:
        if node["role"] == role and name_part in node["name"]:
            return accessible, node
    return None, None


def journal(app, result):
    tree = walk(app)
    button, _ = find(tree, "push button", "New entry")
    if button is None:
        fail("no push button named New entry", tree=result["tree"])
    events = []

    def record(event):
        entry = {"type": event.type, "source": event.source.get_name() if event.source else "",
                 "role": event.source.get_role_name() if event.source else "", "detail1": event.detail1}
        if event.type.startswith("object:text-changed"):
            entry["text"] = event.any_data
        events.append(entry)

    listener = Atspi.EventListener.new(record)
    for kind in ["object:state-changed:focused", "object:text-changed:insert", "focus:",
                 "object:children-changed"]:
        listener.register(kind)
    result["newEntryActions"] = [button.get_action_name(i) for i in range(button.get_n_actions())]
    result["newEntryAction"] = button.do_action(0)
    field = {}

    def title_field():
        try:
            for accessible, node in walk(app):
                if node["role"] == "entry" and "Title" in node["name"]:
                    field["accessible"], field["node"] = accessible, node
                    return True
        except GLib.Error:
            pass  # an object went away while the editor was being presented: walk again
        return False

    if not pump(WAIT, title_field):
        fail("no title field after New entry", events=events, tree=[n for _, n in walk(app)])
    result["composeTree"] = [n for _, n in walk(app)]
    result["titleField"] = field["node"]
    entry = field["accessible"]
    result["grabFocus"] = entry.grab_focus()
    pump(30, lambda: any(e["type"] == "object:state-changed:focused" and e["detail1"] == 1 and
                        e["role"] == "entry" for e in events))
    typed = "Morning walk"
    result["insertText"] = entry.insert_text(0, typed, len(typed))
    pump(30, lambda: any(e["type"] == "object:text-changed:insert" for e in events))
    result["text"] = entry.get_text(0, -1)
    result["caret"] = entry.get_caret_offset()
    result["events"] = events
    listener.deregister("object:state-changed:focused")


def main():
    scenario, app_name = sys.argv[1], sys.argv[2]
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    try:
        bus = Gio_session()
        address = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not address:
            try:
                reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                      GLib.VariantType.new("(s)"), 0, 1000, None)
                address = reply.unpack()[0]
            except GLib.Error:
                time.sleep(0.05)
        if not address:
            fail("the AT-SPI bus launcher did not start")
        os.environ["AT_SPI_BUS_ADDRESS"] = address
        Atspi.init()
        # Generous call timeouts: the application answers on its main thread, which a loaded test
        # run keeps busy for seconds at a time (libatspi's default is 800 ms).
        Atspi.set_timeout(30000, 60000)
        print("SESSION " + os.environ["DBUS_SESSION_BUS_ADDRESS"], flush=True)
        app = find_application(app_name, WAIT)
        if app is None:
            fail("application %r never appeared on the desktop" % app_name)
        result = {"application": app.get_name(), "toolkit": app.get_toolkit_name(),
                  "tree": [node for _, node in walk(app)]}
        if scenario == "journal":
            journal(app, result)
        print(json.dumps(result, ensure_ascii=False), flush=True)
    except GLib.Error as error:
        fail("a libatspi call failed: %s" % error.message)
    finally:
        launcher.terminate()
        launcher.wait(5)


def Gio_session():
    from gi.repository import Gio
    return Gio.bus_get_sync(Gio.BusType.SESSION, None)


if __name__ == "__main__":
    main()
