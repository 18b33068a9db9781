# check_lib.sh — the steps of packaging/windows/check.sh, sourced by it (its variables: OUT,
# LINUX, WINEPREFIX, scratch, xvfb_pid; its fail()).

# An X server of our own for Wine and the Linux game: -displayfd lets Xvfb pick a free display
# itself (no fixed number that another run could hold), -noreset keeps it up between the
# programs (an X server resets when its last client leaves, and a program connecting in that
# moment is refused), as tests/support/process.c starts it. The waits are generous: they end
# as soon as the server answers, and only a server that never does fails.
start_xvfb() {
    Xvfb -displayfd 3 -noreset -screen 0 1600x1000x24 -nolisten tcp 3>"$scratch/display" >"$scratch/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 600); do
        [ -s "$scratch/display" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || { cat "$scratch/xvfb.log" >&2; fail "Xvfb ended before it chose a display"; }
        sleep 0.2
    done
    [ -s "$scratch/display" ] || fail "Xvfb chose no display within 120 s"
    DISPLAY=":$(cat "$scratch/display")"
    export DISPLAY
    for _ in $(seq 600); do
        xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.2
    done
    fail "Xvfb on $DISPLAY did not answer within 120 s"
}

stop_xvfb() {
    wineserver -k 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
}

# The Wine prefix, made once (wineboot --init) and kept in the build folder. wineserver -w
# waits until wineboot has finished everything it started (the registry written, the
# services ended); only then is the prefix marked ready, so a run killed half-way through
# makes it again rather than using half a prefix.
wine_prefix() {
    if [ ! -f "$WINEPREFIX/.rajas-ready" ]; then
        echo "check-windows: making the Wine prefix $WINEPREFIX"
        rm -rf "$WINEPREFIX"
        wineboot --init >"$OUT/wineboot.log" 2>&1 || { cat "$OUT/wineboot.log" >&2; fail "wineboot --init failed"; }
        wineserver -w
        [ -f "$WINEPREFIX/system.reg" ] || { cat "$OUT/wineboot.log" >&2; fail "wineboot --init made no registry in $WINEPREFIX"; }
        touch "$WINEPREFIX/.rajas-ready"
    fi
    WIN_HOME="$WINEPREFIX/drive_c/users/$(id -un)"
    APPDATA_DIR="$WIN_HOME/AppData/Roaming/rajas"
    [ -d "$WIN_HOME/AppData/Roaming" ] || fail "no AppData\\Roaming in the Wine prefix ($WIN_HOME)"
}

# shot <png> <program and arguments...>: starts the program, waits for its window, lets it
# settle (SETTLE seconds), photographs the window and ends the program.
shot() {
    png=$1
    shift
    # The pointer in the screen's corner, outside the window: no hover, no tooltip.
    xdotool mousemove 1599 999
    "$@" >"$png.log" 2>&1 &
    pid=$!
    wid=""
    for _ in $(seq 300); do
        wid=$(xdotool search --onlyvisible --name 'Rajas' 2>/dev/null | head -n 1) || true
        [ -n "$wid" ] && break
        kill -0 "$pid" 2>/dev/null || { cat "$png.log"; fail "$* ended before its window opened"; }
        sleep 1
    done
    [ -n "$wid" ] || fail "no window of $* within 300 s"
    sleep "${SETTLE:-10}"
    import -window "$wid" "$png"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    wineserver -k 2>/dev/null || true
}

# compare_screens <name> <arguments...>: the Linux rajas and rajas.exe, each with a fresh user
# folder and SDL's software renderer, photographed at 1280x800; the pictures must be the same
# size and differ in at most SCREEN_TOLERANCE pixels, 1 % (colour distance over 10 %: fonts are
# bundled and FreeType is the same version; see docs/packaging.md for what differs).
compare_screens() {
    name=$1
    shift
    mkdir -p "$OUT/shots"
    rm -rf "$scratch/home" "$APPDATA_DIR"
    XDG_DATA_HOME=$scratch/home SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy \
        shot "$OUT/shots/$name-linux.png" "$LINUX/rajas" --windowed 1280x800 "$@"
    SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy \
        shot "$OUT/shots/$name-wine.png" wine "$OUT/game/rajas.exe" --windowed 1280x800 "$@"
    for png in "$OUT/shots/$name-linux.png" "$OUT/shots/$name-wine.png"; do
        size=$(identify -format '%wx%h' "$png")
        [ "$size" = "1280x800" ] || fail "$png is $size, not 1280x800"
    done
    diff=$(compare -metric AE -fuzz 10% "$OUT/shots/$name-linux.png" "$OUT/shots/$name-wine.png" \
        "$OUT/shots/$name-diff.png" 2>&1) || true
    echo "check-windows: $name: $diff of 1024000 pixels differ (Linux and Wine)"
    case $diff in *[!0-9]* | "") fail "compare could not compare the $name pictures: $diff" ;; esac
    [ "$diff" -le "${SCREEN_TOLERANCE:-10240}" ] || fail "$name: $diff pixels differ (over ${SCREEN_TOLERANCE:-10240})"
}

# zip_anywhere: the zip unpacked where a player might put it, in a folder whose path has
# spaces and letters beyond ASCII ("C:\Spiele für alle\Rajas Ä"), and started from another
# folder with no RAJAS_DATA: each program finds its data beside itself (GetModuleFileNameW,
# UTF-16). rajas-engine.exe plays a protocol transcript and prints its .out byte for byte;
# rajas.exe opens its window and shows the same set-up screen as the build's rajas.exe.
zip_anywhere() {
    set -- "$OUT"/rajas-*-windows-x64.zip
    [ -f "$1" ] || fail "no zip in $OUT: run packaging/windows/build.sh"
    zip=$1
    top="$WINEPREFIX/drive_c/Spiele für alle"
    rm -rf "$top"
    mkdir -p "$top/Rajas Ä"
    (cd "$top/Rajas Ä" && cmake -E tar xf "$zip") || fail "cannot unpack $zip into $top/Rajas Ä"
    set -- "$top/Rajas Ä"/rajas-*-windows-x64
    dir=$1
    [ -f "$dir/rajas-engine.exe" ] || fail "the zip holds no rajas-*-windows-x64/rajas-engine.exe"
    transcript=tests/transcripts/rules-end-tracks
    env -u RAJAS_DATA wine "$dir/rajas-engine.exe" <"$transcript.in" >"$scratch/zip-engine.out" ||
        fail "rajas-engine.exe unpacked in $dir refused $transcript.in"
    cmp "$scratch/zip-engine.out" "$transcript.out" ||
        fail "rajas-engine.exe unpacked in $dir printed other bytes than $transcript.out"
    echo "check-windows: the zip unpacked in C:\\Spiele für alle\\Rajas Ä: rajas-engine.exe prints $transcript.out byte for byte"
    rm -rf "$APPDATA_DIR"
    SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy \
        shot "$OUT/shots/zip-wine.png" wine "$dir/rajas.exe" --windowed 1280x800 --lang en
    diff=$(compare -metric AE -fuzz 10% "$OUT/shots/setup-wine.png" "$OUT/shots/zip-wine.png" \
        "$OUT/shots/zip-diff.png" 2>&1) || true
    case $diff in *[!0-9]* | "") fail "compare could not compare the unpacked rajas.exe's screen: $diff" ;; esac
    [ "$diff" -le "${SCREEN_TOLERANCE:-10240}" ] ||
        fail "rajas.exe unpacked in $dir shows another screen: $diff pixels differ from the build's"
    echo "check-windows: rajas.exe unpacked there opens its set-up screen ($diff pixels differ from the build's rajas.exe)"
}

# bots_game: rajas.exe seats two easy bots and plays their game to its end at the fastest
# pace, with no animation; the record it writes under %APPDATA%\rajas is replayed by the
# Linux rajas-engine (the game is over) and by rajas-engine.exe, printing the same bytes.
bots_game() {
    rm -rf "$APPDATA_DIR"
    mkdir -p "$APPDATA_DIR"
    printf 'animation = off\nbot_pace = 300\nsound = off\n' >"$APPDATA_DIR/settings.txt"
    SDL_AUDIODRIVER=dummy wine "$OUT/game/rajas.exe" --windowed 1280x800 --lang en --players 2 \
        --bots easy,easy --seed 5 >"$OUT/bots-game.log" 2>&1 &
    pid=$!
    record=""
    waited=0
    while [ -z "$record" ] && [ "$waited" -lt "${GAME_LIMIT:-2400}" ]; do
        sleep 5
        waited=$((waited + 5))
        kill -0 "$pid" 2>/dev/null || { cat "$OUT/bots-game.log"; fail "rajas.exe ended during the bots' game"; }
        record=$(find "$APPDATA_DIR" -path '*records/*.rajas' -type f 2>/dev/null | head -n 1)
    done
    [ -n "$record" ] || fail "no record under %APPDATA%\\rajas after ${waited} s"
    sleep 3
    import -window root "$OUT/shots/bots-game-end-wine.png"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    wineserver -k 2>/dev/null || true
    echo "check-windows: the bots' game ended in ${waited} s; record ${record#"$WINEPREFIX/"}"
    { cat "$record"; printf 'show\nquit\n'; } >"$scratch/replay.in"
    RAJAS_DATA=$LINUX/assets "$LINUX/rajas-engine" <"$scratch/replay.in" >"$OUT/replay-linux.out" ||
        fail "the Linux rajas-engine refused the record"
    grep -qx 'waiting over' "$OUT/replay-linux.out" || fail "the record replayed by Linux is not a finished game"
    if grep -q '^error' "$OUT/replay-linux.out"; then fail "the Linux rajas-engine refused a step of the record"; fi
    wine "$OUT/game/rajas-engine.exe" <"$scratch/replay.in" >"$OUT/replay-wine.out" ||
        fail "rajas-engine.exe refused the record"
    cmp "$OUT/replay-linux.out" "$OUT/replay-wine.out" ||
        fail "rajas-engine.exe and the Linux rajas-engine print different replays"
    echo "check-windows: the record replays to the game's end in both engines, byte for byte ($(wc -c <"$OUT/replay-linux.out") bytes)"
}

# installer_round_trip: rajas-<version>-setup.exe /S into the Wine prefix (per user, no admin),
# the installed engine and game start from the installed folder, the uninstaller removes it.
installer_round_trip() {
    set -- "$OUT"/rajas-*-setup.exe
    [ -f "$1" ] || fail "no installer in $OUT"
    dir="$WIN_HOME/AppData/Local/Programs/rajas"
    menu="$WIN_HOME/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Rajas"
    wine "$1" /S
    wineserver -w
    for f in rajas.exe rajas-engine.exe rajas-tournament.exe SDL2.dll assets/sheets/sun.sheet \
             fonts/DejaVuSans.ttf uninstall.exe; do
        [ -f "$dir/$f" ] || fail "the installer left no $f in $dir"
    done
    [ -f "$menu/Rajas of the Ganges.lnk" ] || fail "no Start-menu entry in $menu"
    out=$(printf 'new players=2 seed=1\nroll\nshow\nquit\n' | env -u RAJAS_DATA wine "$dir/rajas-engine.exe")
    echo "$out" | grep -qx 'side sun' || fail "the installed rajas-engine.exe did not play: $out"
    # SDL's software renderer: Direct3D under Wine on Xvfb (no GPU) draws a black window.
    SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy \
        shot "$OUT/shots/installed-wine.png" wine "$dir/rajas.exe" --windowed 1280x800 --lang en
    colours=$(identify -format '%k' "$OUT/shots/installed-wine.png")
    [ "$colours" -gt 100 ] || fail "the installed rajas.exe drew $colours colours: an empty window"
    echo "check-windows: installed in the Wine prefix; the installed programs start"
    wine "$dir/uninstall.exe" /S
    wineserver -w
    for _ in $(seq 30); do
        [ -e "$dir" ] || break
        sleep 1
    done
    [ ! -e "$dir" ] || fail "the uninstaller left $dir: $(ls "$dir")"
    [ ! -e "$menu" ] || fail "the uninstaller left the Start-menu entry"
    echo "check-windows: the uninstaller removed the program and its Start-menu entry"
}
