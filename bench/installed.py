#!/usr/bin/env python3
"""Start time and memory of the installed LoGo, measured from outside.

Run by bench/installed.sh inside a private X server and D-Bus session. For each
run it starts the app (default /usr/bin/logo-app) on a fresh data folder, so
the database is created and migrated as on a first start, and watches the
screen through Xlib (ctypes, no extra packages):

- paint: from the exec to the first frame in which the middle row of the
  window crosses the wooden board (at least BOARD_MIN_PIXELS pixels of wood);
- interactive: it then clicks the board's centre point (XTest) and waits until
  a pixel next to it turns black: the move went to the backend and back, and
  the stone is drawn.
  This is the number held against the 0.8 s bar; it includes the round trip
  of the click, so it is an upper bound of "ready for a move".

After the first stone it plays a few more moves, waits SETTLE_S seconds and
sums the PSS (/proc/PID/smaps_rollup) of the app and every process under it
(WebKitWebProcess, WebKitNetworkProcess, bubblewrap). Prints one line per run
and a Markdown summary (medians) at the end.
"""

import ctypes
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from ctypes import POINTER, c_char_p, c_int, c_ubyte, c_uint, c_ulong, c_void_p

APP = os.environ.get("LOGO_APP", "/usr/bin/logo-app")
RUNS = int(os.environ.get("RUNS", "5"))
TIMEOUT_S = 20.0
SETTLE_S = 3.0
BOARD_MIN_PIXELS = 40
WINDOW_W, WINDOW_H = 1180, 860  # tauri.conf.json: the window at 0,0 (no window manager)


class XImage(ctypes.Structure):
    """The start of Xlib's XImage with its function table (Xlib.h)."""

    _fields_ = [
        ("width", c_int), ("height", c_int), ("xoffset", c_int), ("format", c_int),
        ("data", POINTER(c_ubyte)), ("byte_order", c_int), ("bitmap_unit", c_int),
        ("bitmap_bit_order", c_int), ("bitmap_pad", c_int), ("depth", c_int),
        ("bytes_per_line", c_int), ("bits_per_pixel", c_int), ("red_mask", c_ulong),
        ("green_mask", c_ulong), ("blue_mask", c_ulong), ("obdata", c_char_p),
        ("create_image", c_void_p), ("destroy_image", ctypes.CFUNCTYPE(c_int, c_void_p)),
        ("get_pixel", c_void_p), ("put_pixel", c_void_p), ("sub_image", c_void_p), ("add_pixel", c_void_p),
    ]


class Screen:
    """Reads pixels of the root window and clicks through XTest."""

    def __init__(self):
        self.x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
        self.xtst = ctypes.cdll.LoadLibrary("libXtst.so.6")
        self.x11.XOpenDisplay.restype = c_void_p
        self.x11.XOpenDisplay.argtypes = [c_char_p]
        self.x11.XDefaultRootWindow.restype = c_ulong
        self.x11.XDefaultRootWindow.argtypes = [c_void_p]
        self.x11.XGetImage.restype = POINTER(XImage)
        self.x11.XGetImage.argtypes = [c_void_p, c_ulong, c_int, c_int, c_uint, c_uint, c_ulong, c_int]
        self.x11.XFlush.argtypes = [c_void_p]
        self.x11.XWarpPointer.argtypes = [c_void_p, c_ulong, c_ulong, c_int, c_int, c_uint, c_uint, c_int, c_int]
        self.xtst.XTestFakeButtonEvent.argtypes = [c_void_p, c_uint, c_int, c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            sys.exit("no X display: run bench/installed.sh")
        self.root = self.x11.XDefaultRootWindow(self.display)

    def row(self, y, width):
        """The (r, g, b) pixels of row y from x = 0 to width."""
        return self._area(0, y, width, 1)

    def pixel(self, x, y):
        return self._area(x, y, 1, 1)[0]

    def _area(self, x, y, w, h):
        image = self.x11.XGetImage(self.display, self.root, x, y, w, h, c_ulong(-1).value, 2)  # ZPixmap
        if not image:
            return [(0, 0, 0)] * (w * h)
        img = image.contents
        step = img.bits_per_pixel // 8
        pixels = []
        for j in range(h):
            base = j * img.bytes_per_line
            for i in range(w):
                o = base + i * step
                pixels.append((img.data[o + 2], img.data[o + 1], img.data[o]))  # BGRX, little-endian
        img.destroy_image(ctypes.addressof(img))
        return pixels

    def click(self, x, y):
        self.x11.XWarpPointer(self.display, 0, self.root, 0, 0, 0, 0, x, y)
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1, 0)
        self.xtst.XTestFakeButtonEvent(self.display, 1, 0, 0)
        self.x11.XFlush(self.display)


def is_wood(rgb):
    r, g, b = rgb
    return r > 190 and 140 < g < 205 and b < 140 and r - b > 80


def is_black(rgb):
    return max(rgb) < 70


def board_span(screen):
    """The x range of wood on the window's middle row, or None before the board is painted."""
    row = screen.row(WINDOW_H // 2, WINDOW_W)
    xs = [x for x, rgb in enumerate(row) if is_wood(rgb)]
    return (xs[0], xs[-1]) if len(xs) >= BOARD_MIN_PIXELS else None


def descendants(root_pid):
    """root_pid and every process below it."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    stat = f.read()
                ppid = int(stat[stat.rindex(")") + 2:].split()[1])
                children.setdefault(ppid, []).append(int(entry))
            except (OSError, ValueError):
                pass
    found, stack = [], [root_pid]
    while stack:
        pid = stack.pop()
        found.append(pid)
        stack.extend(children.get(pid, []))
    return found


def pss_kib(pid):
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def process_name(pid):
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip()
    except OSError:
        return "?"


def wait_for(condition, since):
    while time.monotonic() - since < TIMEOUT_S:
        found = condition()
        if found:
            return found
        time.sleep(0.002)
    return None


def one_run(screen, number):
    data_home = tempfile.mkdtemp(prefix="logo-bench-")
    env = dict(os.environ, XDG_DATA_HOME=data_home, GSETTINGS_BACKEND="memory")
    start = time.monotonic()
    app = subprocess.Popen([APP], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        span = wait_for(lambda: board_span(screen), start)
        if span is None:
            sys.exit(f"run {number}: no board within {TIMEOUT_S} s")
        painted = time.monotonic() - start
        centre_x, centre_y = (span[0] + span[1]) // 2, WINDOW_H // 2
        column = [screen.pixel(centre_x, y) for y in range(0, WINDOW_H, 4)]
        wood_ys = [y * 4 for y, rgb in enumerate(column) if is_wood(rgb)]
        centre_y = (wood_ys[0] + wood_ys[-1]) // 2 if wood_ys else centre_y
        # Probe a quarter of a line spacing off the centre: wood there until a
        # stone covers it (the star point at the centre is dark already).
        step = (span[1] - span[0]) // 20
        probe = (centre_x + step // 4, centre_y + step // 4)
        screen.click(centre_x, centre_y)
        if wait_for(lambda: is_black(screen.pixel(*probe)), start) is None:
            sys.exit(f"run {number}: the click on the board's centre put no stone there")
        interactive = time.monotonic() - start
        for dx, dy in [(3, 3), (-3, -3), (3, -3), (-3, 3), (2, 0), (0, 2)]:
            screen.click(centre_x + dx * step, centre_y + dy * step)
            time.sleep(0.3)
        time.sleep(SETTLE_S)
        pids = descendants(app.pid)
        per_process = {}
        for pid in pids:
            name = process_name(pid)
            per_process[name] = per_process.get(name, 0) + pss_kib(pid)
        total_mib = sum(per_process.values()) / 1024
        parts = ", ".join(f"{n} {k / 1024:.0f}" for n, k in sorted(per_process.items(), key=lambda p: -p[1]) if k)
        print(f"run {number}: paint {painted * 1000:.0f} ms, interactive {interactive * 1000:.0f} ms, "
              f"PSS {total_mib:.0f} MiB ({parts})", flush=True)
        return painted, interactive, total_mib
    finally:
        stop(app)
        shutil.rmtree(data_home, ignore_errors=True)


def stop(app):
    pids = descendants(app.pid)
    app.send_signal(signal.SIGTERM)
    try:
        app.wait(timeout=5)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
    for pid in pids[1:]:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    time.sleep(0.5)


def main():
    if not os.access(APP, os.X_OK):
        sys.exit(f"{APP} is not installed")
    screen = Screen()
    results = [one_run(screen, n + 1) for n in range(RUNS)]
    paint, interactive, pss = (statistics.median(r[i] for r in results) for i in range(3))
    print()
    print("| measure (median of %d runs) | value | bar |" % RUNS)
    print("|---|---|---|")
    print(f"| cold start to the painted board | {paint * 1000:.0f} ms | |")
    print(f"| cold start to the first stone on a click (interactive) | {interactive * 1000:.0f} ms | ≤ 800 ms |")
    print(f"| PSS of all processes, 19x19 game with 7 moves | {pss:.0f} MiB | ≤ 300 MiB |")


if __name__ == "__main__":
    main()
