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
  hostile  raw D-Bus calls a well-behaved client never makes, to the objects named "Big" (a label)
           and "Field" (a text field): wrong argument types, unknown interfaces, methods and objects,
           out-of-range and negative offsets, GetText of the whole (megabyte) label, a burst of
           thousands of calls, a client that disappears with calls pending, one that never reads its
           replies and one that sends its call a few bytes at a time. Prints "STEP <name>" before each
           call or stage (what it waits on, should the app stop answering); reports each answer (a
           value or the D-Bus error name).
  restart  the walk, then: read the applications the registry lists (by bus name), stop the registry,
           ask for its desktop (the bus starts a new registry), wait for the application to be listed
           again and report both lists.
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# How long to wait for the application to appear and to answer: a loaded test run may keep the
# application's main thread from the bus for minutes (its tests share one main actor).
WAIT = 1500


# The stage a scenario is at (see step), named in a failure report.
last_step = [None]


def step(name):
    """Names what the script waits on next, so a test that stops or times out can say where."""
    last_step[0] = name
    print("STEP " + name, flush=True)


def fail(message, **extra):
    if last_step[0] is not None:
        extra["lastStep"] = last_step[0]
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


def desktop_names():
    """What the desktop lists, for a failure report: each application's name, or why it did not say."""
    names = []
    try:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            try:
                app = desktop.get_child_at_index(index)
                names.append(app.get_name() if app is not None else None)
            except GLib.Error as error:
                names.append("error: " + error.message)
    except GLib.Error as error:
        names.append("desktop error: " + error.message)
    return names


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


def error_name(error):
    return Gio.DBusError.get_remote_error(error) or "local:" + error.message


def restart(app, address, result):
    """See the module's documentation. Lists are read from the registry itself, not libatspi's cache."""
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    registry = "org.a11y.atspi.Registry"
    name = app.app.bus_name

    def listed():
        reply = bus.call_sync(registry, "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible", "GetChildren",
                              None, GLib.VariantType.new("(a(so))"), Gio.DBusCallFlags.NONE, 30000, None)
        return [child[0] for child in reply.unpack()[0]]

    def owned():
        reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                              GLib.Variant("(s)", (registry,)), None, Gio.DBusCallFlags.NONE, 30000, None)
        return reply.unpack()[0]

    result["listedBefore"] = listed()
    reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                          "GetConnectionUnixProcessID", GLib.Variant("(s)", (registry,)), None,
                          Gio.DBusCallFlags.NONE, 30000, None)
    os.kill(reply.unpack()[0], signal.SIGTERM)
    deadline = time.monotonic() + 30
    while owned() and time.monotonic() < deadline:
        time.sleep(0.02)
    if owned():
        fail("the registry did not stop")
    deadline = time.monotonic() + WAIT
    while name not in listed() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(1)  # a second Embed would arrive by now
    result["listedAfter"] = listed()
    result["busName"] = name


def hostile(app, address, result):
    """See the module's documentation. Every call has a timeout; answers go into result."""
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    tree = walk(app)
    big, _ = find(tree, "label", "Big")
    field, _ = find(tree, "entry", "Field")
    if big is None or field is None:
        fail("no Big label or Field entry", tree=[n for _, n in tree])
    name = app.app.bus_name  # AtspiObject's fields: the application's bus name, the object's path
    big_path, field_path = big.path, field.path
    answers = {}

    def call(key, path, interface, method, args, timeout=60000):
        step(key)
        try:
            reply = bus.call_sync(name, path, interface, method, args, None, Gio.DBusCallFlags.NO_AUTO_START, timeout,
                                  None)
            answers[key] = reply.unpack()
        except GLib.Error as error:
            answers[key] = "error:" + error_name(error)
        return answers[key]

    text = "org.a11y.atspi.Text"
    V = GLib.Variant
    call("wrongTypes", big_path, text, "GetText", V("(ss)", ("a", "b")))
    call("missingArgument", big_path, text, "GetText", V("(i)", (0,)))
    call("unknownInterface", big_path, "org.example.Nope", "Frobnicate", None)
    call("unknownMethod", big_path, "org.a11y.atspi.Accessible", "Frobnicate", None)
    call("unknownObject", "/org/a11y/atspi/accessible/987654", "org.a11y.atspi.Accessible", "GetRole", None)
    call("negativeRange", field_path, text, "GetText", V("(ii)", (-50, 2147483647)))
    call("reversedRange", field_path, text, "GetText", V("(ii)", (4, 2)))
    call("characterPastEnd", field_path, text, "GetCharacterAtOffset", V("(i)", (2147483647,)))
    call("characterNegative", field_path, text, "GetCharacterAtOffset", V("(i)", (-2147483648,)))
    call("wordPastEnd", field_path, text, "GetTextAtOffset", V("(iu)", (2147483647, 1)))
    call("badGranularity", field_path, text, "GetStringAtOffset", V("(iu)", (-5, 4000000000)))
    call("extentsNegative", field_path, text, "GetRangeExtents", V("(iiu)", (-9, -2147483648, 99)))
    call("deleteNegative", field_path, "org.a11y.atspi.EditableText", "DeleteText", V("(ii)", (-100, -50)))
    call("insertPastEnd", field_path, "org.a11y.atspi.EditableText", "InsertText", V("(isi)", (2147483647, "!", -7)))
    call("fieldText", field_path, text, "GetText", V("(ii)", (0, -1)))
    whole = call("bigText", big_path, text, "GetText", V("(ii)", (0, -1)))
    answers["bigText"] = len(whole[0]) if isinstance(whole, tuple) else whole
    last = call("bigLastWord", big_path, text, "GetTextAtOffset", V("(iu)", (999990, 1)))
    answers["bigLastWord"] = list(last) if isinstance(last, tuple) else last

    # A client that goes away with megabyte answers pending: the bus drops them.
    step("leaver")
    leaver = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    for _ in range(20):
        leaver.call(name, big_path, text, "GetText", V("(ii)", (0, -1)), None, Gio.DBusCallFlags.NO_AUTO_START,
                    60000, None, None, None)
    leaver.flush_sync(None)
    leaver.close_sync(None)
    call("afterLeaver", big_path, "org.a11y.atspi.Accessible", "GetRole", None)

    # A client that never reads: its answers pile up in the bus (which cuts it off), not in the app.
    step("silent")
    silent = raw_connection(address)
    for serial in range(2, 22):
        silent.sendall(method_call_blob(name, big_path, text, "GetText", V("(ii)", (0, -1)), serial))
    call("afterSilent", big_path, "org.a11y.atspi.Accessible", "GetRole", None)

    # A client that sends its call a few bytes at a time: the app meanwhile answers everyone else.
    step("slow")
    slow = raw_connection(address)
    blob = method_call_blob(name, field_path, text, "GetText", V("(ii)", (0, -1)), 2)
    half = len(blob) // 2
    for index in range(half):
        slow.sendall(blob[index:index + 1])
        time.sleep(0.002)
    call("duringSlow", field_path, text, "GetText", V("(ii)", (0, 3)))
    step("slowReply")
    slow.sendall(blob[half:])
    slow.settimeout(60)
    answers["slowReplyBytes"] = len(slow.recv(65536))

    # Thousands of calls at once, answered while the app keeps drawing.
    pending = {"left": 4000, "errors": 0}
    context = GLib.MainContext.default()

    def done(connection, outcome, _):
        pending["left"] -= 1
        try:
            connection.call_finish(outcome)
        except GLib.Error:
            pending["errors"] += 1

    step("burst")
    for index in range(pending["left"]):
        bus.call(name, field_path, text, "GetCharacterAtOffset", V("(i)", (index % 12,)), None,
                 Gio.DBusCallFlags.NO_AUTO_START, 120000, None, done, None)
    deadline = time.monotonic() + 200
    while pending["left"] > 0 and time.monotonic() < deadline:
        context.iteration(True)
    answers["burstUnanswered"] = pending["left"]
    answers["burstErrors"] = pending["errors"]
    silent.close()
    slow.close()
    result["answers"] = answers


def raw_connection(address):
    """A socket to the bus at address, authenticated and said Hello to; nothing is read after that."""
    import socket
    entries = dict(part.split("=", 1) for part in address.split(":", 1)[1].split(","))
    target = entries["path"] if "path" in entries else "\0" + entries["abstract"]
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(30)
    sock.connect(target)
    sock.sendall(b"\0AUTH EXTERNAL " + str(os.getuid()).encode().hex().encode() + b"\r\n")
    if not sock.recv(4096).startswith(b"OK"):
        fail("the bus refused a raw connection")
    sock.sendall(b"BEGIN\r\n")
    sock.sendall(method_call_blob("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello",
                                  None, 1))
    return sock


def method_call_blob(destination, path, interface, method, args, serial):
    message = Gio.DBusMessage.new_method_call(destination, path, interface, method)
    if args is not None:
        message.set_body(args)
    message.set_serial(serial)
    return message.to_blob(Gio.DBusCapabilityFlags.NONE)


def main():
    scenario, app_name = sys.argv[1], sys.argv[2]
    # The launcher puts the accessibility bus's socket in $XDG_RUNTIME_DIR/at-spi (else in
    # ~/.cache/at-spi, shared): a directory of this run's own keeps clients that run at once apart.
    runtime = tempfile.mkdtemp(prefix="tessera-atspi-")
    os.environ["XDG_RUNTIME_DIR"] = runtime
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    try:
        bus = Gio_session()
        address = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not address:
            try:
                # Never auto-started: the session bus would start a second launcher from
                # org.a11y.Bus.service while the one above is still starting, and the loser of the
                # race for the name quits, taking its bus (and the address given out) with it.
                reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                      GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NO_AUTO_START, 1000, None)
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
        step("application")
        app = find_application(app_name, WAIT)
        if app is None:
            fail("application %r never appeared on the desktop" % app_name, desktop=desktop_names())
        result = {"application": app.get_name(), "toolkit": app.get_toolkit_name(),
                  "tree": [node for _, node in walk(app)]}
        if scenario == "journal":
            journal(app, result)
        elif scenario == "hostile":
            hostile(app, address, result)
        elif scenario == "restart":
            restart(app, address, result)
        print(json.dumps(result, ensure_ascii=False), flush=True)
    except GLib.Error as error:
        # What the bus launcher and its socket were doing, for a failure that cannot be rerun.
        socket_path = os.path.join(runtime, "at-spi", "bus")
        fail("a libatspi call failed: %s" % error.message, launcherExit=launcher.poll(),
             busSocketExists=os.path.exists(socket_path),
             runtimeFiles=sorted(os.path.relpath(os.path.join(folder, name), runtime)
                                 for folder, _, names in os.walk(runtime) for name in names))
    finally:
        launcher.terminate()
        launcher.wait(5)
        shutil.rmtree(runtime, ignore_errors=True)  # made above; holds only the launcher's bus socket


def Gio_session():
    from gi.repository import Gio
    return Gio.bus_get_sync(Gio.BusType.SESSION, None)


if __name__ == "__main__":
    main()
