#!/usr/bin/env python3
"""monkey.py — the reliability run (docs/fuzzing.md, "The monkey"): the real program under
an X server of its own (Xvfb), driven with random input — clicks, drags, the wheel, keys and
window resizes from 320×200 to 2560×1600 — in one of several modes (what it starts on and
which input it gets), for N events from a seed. After every 200 events it asks for an F12
screenshot and waits for the file: a program that has crashed, hangs or stopped reading its
input never writes it, and the run fails. A failing run keeps its events (one a line, the
form --events reads), the program's output and the last screenshot in a folder of its own;
a passing run leaves nothing behind.

    python3 tests/monkey/monkey.py --game build/rajas --mode table --events-count 10000 --seed 1
    python3 tests/monkey/monkey.py --game build/rajas --mode all --events-count 400
    python3 tests/monkey/monkey.py --game build/rajas --events monkey-kept/table-1/events.txt

Needs Xvfb and xdotool. Exit status: 0 when every mode answered to the end, 1 when one did
not (its folder is printed), 2 for a wrong command line."""

import argparse
import glob
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CHECK_EVERY = 200          # events between two "does it answer" checks
ANSWER_S = 30.0            # how long a check waits for the screenshot (sanitizer build, busy cores)
BATCH = 25                 # events sent with one xdotool process
SCREEN = (2560, 1600)      # the X screen: room for the largest window

# Keys a player may press; F12 is the check's own, never sent at random.
KEYS = ["Tab", "shift+Tab", "Return", "KP_Enter", "Escape", "space", "Left", "Right", "Up", "Down",
        "BackSpace", "ctrl+z", "F1", "F11", "Prior", "Next", "Home", "End", "Delete", "a", "z", "1", "5",
        "adiaeresis", "shift+a"]

# mode: (arguments after the program, the input's mix as weights of
#        click, drag, wheel, key, resize, move)
MODES = {
    "setup":    ([], (40, 10, 5, 30, 5, 10)),
    "table":    (["--players", "2", "--bots", "easy"], (45, 15, 5, 20, 5, 10)),
    "hotseat":  (["--players", "3", "--bots", "human,human"], (45, 15, 5, 20, 5, 10)),
    "bots":     (["--players", "4", "--bots", "easy,medium,hard"], (40, 10, 10, 25, 5, 10)),
    "lesson": (["--lesson"], (45, 15, 5, 20, 5, 10)),
    "replay":   (["--replay", "{record}"], (40, 15, 10, 25, 5, 5)),
    "zoom":     (["--players", "2", "--bots", "easy", "--scale", "200"], (45, 15, 5, 20, 5, 10)),
    "german":   (["--players", "3", "--bots", "easy,medium", "--lang", "de"], (45, 15, 5, 20, 5, 10)),
    "keys":     (["--players", "2", "--bots", "easy"], (0, 0, 0, 100, 0, 0)),
    "mouse":    (["--players", "2", "--bots", "easy"], (60, 30, 0, 0, 0, 10)),
    "resize":   (["--players", "2", "--bots", "medium"], (35, 10, 5, 15, 30, 5)),
}


class Failed(Exception):
    pass


def free_display():
    for n in range(170, 260):
        if not os.path.exists("/tmp/.X11-unix/X%d" % n) and not os.path.exists("/tmp/.X%d-lock" % n):
            return n
    raise Failed("no free X display number")


def start_xvfb(display):
    x = subprocess.Popen(["Xvfb", ":%d" % display, "-screen", "0", "%dx%dx24" % SCREEN, "-nolisten", "tcp"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if subprocess.run(["xdpyinfo", "-display", ":%d" % display], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0:
            return x
        time.sleep(0.1)
    x.kill()
    raise Failed("Xvfb :%d did not start" % display)


class Run:
    """One mode's program, its user folder and the events sent to it."""

    def __init__(self, game, mode, seed, work, record, xvfb):
        self.mode, self.seed, self.work, self.xvfb = mode, seed, work, xvfb
        self.home = os.path.join(work, "home")
        self.folder = os.path.join(self.home, "rajas", "rajas")
        os.makedirs(self.folder)
        self.events_path = os.path.join(work, "events.txt")
        self.events = open(self.events_path, "w")
        self.log = open(os.path.join(work, "program.log"), "w")
        args = [a.replace("{record}", record or "") for a in MODES[mode][0]]
        env = dict(os.environ, XDG_DATA_HOME=self.home, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
        self.proc = subprocess.Popen([game, "--windowed", "1280x800", "--seed", str(seed)] + args, stdout=self.log, stderr=self.log,
                                     env=env)
        self.size = (1280, 800)
        self.window = self.find_window()
        self.shots = 0

    def find_window(self):
        """The program's window, once the same one is found twice half a second apart: SDL
        may make its window again as the renderer opens (tests/test_scene_resize.c)."""
        deadline, last = time.time() + 60, None
        while time.time() < deadline:
            self.alive()
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "The Dice Charmers"],
                                 capture_output=True, text=True).stdout.split()
            if out and out[-1] == last:
                return last
            last = out[-1] if out else None
            time.sleep(0.5)
        raise Failed("no window within 60 s")

    def alive(self):
        if self.xvfb.poll() is not None:
            raise Failed("the X server (Xvfb) went away, not the program: the run says nothing about it")
        status = self.proc.poll()
        if status is not None:
            raise Failed("the program exited with status %d" % status)

    def send(self, events):
        """events: lines as in events.txt, each made an xdotool command line of a script run
        by one xdotool process (a key takes the rest of its line, so each has a line)."""
        lines = []
        for e in events:
            self.events.write(e + "\n")
            lines.append(" ".join(self.words(e.split())))
        self.events.flush()
        script = os.path.join(self.work, "batch.xdo")
        with open(script, "w") as f:
            f.write("\n".join(lines) + "\n")
        r = subprocess.run(["xdotool", script], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if r.returncode != 0:
            self.alive()                      # it failed because the program is gone: say so
            self.window = self.find_window()  # or the window was made again: find it

    def words(self, e):
        w = self.window
        if e[0] == "click":
            # mousedown and mouseup: xdotool's click waits 100 ms after each
            return ["mousemove", "--window", w, e[1], e[2], "mousedown", e[3], "mouseup", e[3]]
        if e[0] == "move":
            return ["mousemove", "--window", w, e[1], e[2]]
        if e[0] == "drag":
            return ["mousemove", "--window", w, e[1], e[2], "mousedown", "1", "mousemove", "--window", w, e[3],
                    e[4], "mousemove", "--window", w, e[5], e[6], "mouseup", "1"]
        if e[0] == "wheel":
            return ["mousemove", "--window", w, e[1], e[2], "click", "--delay", "1", "--repeat", e[4], e[3]]
        if e[0] == "key":
            return ["key", "--delay", "1", "--window", w, e[1]]
        if e[0] == "resize":
            self.size = (int(e[1]), int(e[2]))
            return ["windowsize", w, e[1], e[2]]
        raise Failed("unknown event: %s" % " ".join(e))

    def answers(self):
        """F12, then the new screenshot's file within ANSWER_S."""
        self.alive()
        before = len(glob.glob(os.path.join(self.folder, "screenshot-*.png")))
        subprocess.run(["xdotool", "key", "--window", self.window, "F12"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        deadline = time.time() + ANSWER_S
        while time.time() < deadline:
            self.alive()
            shots = sorted(glob.glob(os.path.join(self.folder, "screenshot-*.png")))
            if len(shots) > before:
                for old in shots[:-1]:
                    os.remove(old)   # the newest is kept, to look at when the run fails
                return
            time.sleep(0.05)
        raise Failed("no answer to F12 within %.0f s" % ANSWER_S)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.events.close()
        self.log.close()
        return self.proc.returncode


def random_event(rng, mix, size):
    w, h = size
    kind = rng.choices(["click", "drag", "wheel", "key", "resize", "move"], weights=mix)[0]
    x, y = rng.randrange(w), rng.randrange(h)
    if kind == "click":
        return "click %d %d %d" % (x, y, rng.choice([1, 1, 1, 1, 3, 2]))
    if kind == "move":
        return "move %d %d" % (x, y)
    if kind == "drag":
        mx, my, ex, ey = rng.randrange(w), rng.randrange(h), rng.randrange(w), rng.randrange(h)
        return "drag %d %d %d %d %d %d" % (x, y, mx, my, ex, ey)
    if kind == "wheel":
        return "wheel %d %d %d %d" % (x, y, rng.choice([4, 5]), rng.randint(1, 4))
    if kind == "key":
        return "key %s" % rng.choice(KEYS)
    nw, nh = rng.randint(320, SCREEN[0]), rng.randint(200, SCREEN[1])
    return "resize %d %d" % (nw, nh)


def run_mode(game, mode, seed, count, replay, keep, record, display):
    work = tempfile.mkdtemp(prefix="rajas-monkey-%s-" % mode)
    rng = random.Random("%s/%d" % (mode, seed))
    mix = MODES[mode][1]
    run, sent, started, spent = None, 0, time.time(), [0.0, 0.0]
    xvfb = start_xvfb(display)   # one per mode: a mode never starts on what another left
    try:
        run = Run(game, mode, seed, work, record, xvfb)
        events = replay if replay is not None else None
        total = len(events) if events is not None else count
        while sent < total:
            batch = []
            while len(batch) < BATCH and sent < total:
                e = events[sent] if events is not None else random_event(rng, mix, run.size)
                batch.append(e)
                sent += 1
                if sent % CHECK_EVERY == 0:
                    break
            t0 = time.time()
            run.send(batch)
            t1 = time.time()
            if sent % CHECK_EVERY == 0 or sent == total:
                run.answers()
            spent[0] += t1 - t0
            spent[1] += time.time() - t1
        status = run.stop()
        xvfb.terminate()
        xvfb.wait()
        if status != 0:
            raise Failed("the program ended with status %d after SIGTERM" % status)
        shutil.rmtree(work)
        print("monkey: %-8s seed %d: %d events, answered %d times, %.0f s (sending %.0f s, waiting for answers %.0f s)"
              % (mode, seed, sent, (sent + CHECK_EVERY - 1) // CHECK_EVERY, time.time() - started, spent[0], spent[1]))
        return True
    except Failed as why:
        if run:
            run.stop()
        xvfb.terminate()
        xvfb.wait()
        os.makedirs(keep, exist_ok=True)
        kept = os.path.join(keep, "%s-%d" % (mode, seed))
        shutil.rmtree(kept, ignore_errors=True)
        shutil.move(work, kept)
        print("monkey: %-8s seed %d: FAILED after %d events: %s; events, output and last screenshot kept in %s" %
              (mode, seed, sent, why, kept))
        return False


def main():
    p = argparse.ArgumentParser(description="random input to the real program under Xvfb")
    p.add_argument("--game", required=True, help="the rajas program")
    p.add_argument("--mode", default="all", help="one of %s, or all" % ", ".join(MODES))
    p.add_argument("--events-count", type=int, default=10000, help="events per mode")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--events", help="send a kept run's events.txt instead of random ones")
    p.add_argument("--keep", default="monkey-kept", help="where a failing run's folder goes")
    p.add_argument("--display", type=int, help="the X display number to start Xvfb on (default: a free one)")
    p.add_argument("--record", help="the record the replay mode opens (default: tests/legacy/older.rajas)")
    a = p.parse_args()
    modes = list(MODES) if a.mode == "all" else a.mode.split(",")
    for m in modes:
        if m not in MODES:
            p.error("unknown mode: %s" % m)
    if a.events_count < 1:
        p.error("--events-count wants at least 1")
    record = os.path.abspath(a.record or os.path.join(os.path.dirname(__file__), "..", "legacy", "older.rajas"))
    replay = open(a.events).read().split("\n")[:-1] if a.events else None
    display = a.display if a.display is not None else free_display()
    os.environ["DISPLAY"] = ":%d" % display
    ok = True
    for m in modes:
        ok = run_mode(os.path.abspath(a.game), m, a.seed, a.events_count, replay, a.keep, record, display) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
