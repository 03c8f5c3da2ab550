"""Asks every top-level window named NAME to close, as a window manager's
close button does (a WM_DELETE_WINDOW client message): Xvfb has no window
manager to press. Usage: close_window.py NAME; prints how many it asked.
Xlib through ctypes, no extra packages."""
import ctypes
import sys

x = ctypes.cdll.LoadLibrary("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XDefaultRootWindow.restype = ctypes.c_ulong
x.XInternAtom.restype = ctypes.c_ulong
d = x.XOpenDisplay(None)
root = x.XDefaultRootWindow(ctypes.c_void_p(d))
class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("l", ctypes.c_long * 5)]
class Event(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
protocols = x.XInternAtom(ctypes.c_void_p(d), b"WM_PROTOCOLS", 0)
delete = x.XInternAtom(ctypes.c_void_p(d), b"WM_DELETE_WINDOW", 0)
r, p, children, n = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
x.XQueryTree(ctypes.c_void_p(d), ctypes.c_ulong(root), ctypes.byref(r), ctypes.byref(p), ctypes.byref(children), ctypes.byref(n))
sent = 0
for i in range(n.value):
    w = children[i]
    name = ctypes.c_char_p()
    if x.XFetchName(ctypes.c_void_p(d), ctypes.c_ulong(w), ctypes.byref(name)) and name.value == sys.argv[1].encode():
        ev = Event()
        ev.xclient.type = 33  # ClientMessage
        ev.xclient.window = w
        ev.xclient.message_type = protocols
        ev.xclient.format = 32
        ev.xclient.l[0] = delete
        x.XSendEvent(ctypes.c_void_p(d), ctypes.c_ulong(w), 0, 0, ctypes.byref(ev))
        sent += 1
x.XFlush(ctypes.c_void_p(d))
print("sent", sent)
