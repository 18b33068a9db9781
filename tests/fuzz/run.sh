#!/bin/sh
# Fuzzes each target in turn (docs/fuzzing.md):
#   sh tests/fuzz/run.sh [seconds] [target...]
# seconds per target (default 60); every target when none is named. Builds the libFuzzer
# harnesses with clang, AddressSanitizer and UndefinedBehaviorSanitizer in build-fuzz/, runs
# each on a working corpus (build-fuzz/corpus/<target>, started from tests/fuzz/corpus/<target>
# and kept between runs), and prints per target the inputs executed and what was found.
# Findings are the crash-, leak- and oom- files written to build-fuzz/findings/<target>/;
# timeout- and slow-unit- files are counted apart (slow inputs, not crashes). Exits 1 when
# any target found something. FUZZ_WORKERS=n (1 by default) runs n processes of each target
# side by side on the same working corpus (libFuzzer's -jobs and -workers), each for the
# given seconds; their counts are added up. FUZZ_RUNS=n stops each process after n executions
# (libFuzzer's -runs) when that comes before the seconds are up.
set -e
cd "$(dirname "$0")/../.."
SECONDS_EACH=${1:-60}
[ $# -gt 0 ] && shift
TARGETS=${*:-"protocol action sheet records settings stats setup mo rules ui"}
BUILD=build-fuzz
JOBS=$(nproc 2>/dev/null || echo 2)
[ "$JOBS" -gt 2 ] || JOBS=2

sh packaging/deps.sh --fuzz
CC=clang cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRAJAS_FUZZ=ON -DRAJAS_TESTS=OFF >/dev/null
for t in $TARGETS; do
    cmake --build "$BUILD" -j "$JOBS" --target "fuzz_$t" >/dev/null
done

# Saves fsync their files (docs/save-format.md); on tmpfs that costs nothing per input.
[ -d /dev/shm ] && [ -w /dev/shm ] && export TMPDIR=/dev/shm

found=0
commit=$(git rev-parse --short HEAD 2>/dev/null || echo "not a git tree")
echo "fuzz: ${SECONDS_EACH}s per target, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $commit, $(nproc) cores"
for t in $TARGETS; do
    work="$BUILD/corpus/$t"
    findings="$BUILD/findings/$t"
    mkdir -p "$work" "$findings"
    log="$BUILD/findings/$t.log"
    start="$BUILD/findings/$t.start"
    : >"$start"   # only files newer than this mark are this run's findings
    # A rules page is laid out whole three times, so its time grows with its length: mutated
    # inputs stay under 2 KB, a section of the page (the seeds include each one alone; the
    # replay test still reads the whole pages).
    # The UI harness opens the program once and keeps it between inputs (its caches grow
    # as they should), so libFuzzer's check that an input frees all it allocates would run
    # every input twice for nothing; it reads the build's data, where the catalogues are.
    data="$PWD/assets"
    options=
    case $t in
        rules) options=-max_len=2048 ;;
        ui) options=-detect_leaks=0; data="$PWD/$BUILD/assets" ;;
    esac
    workers=${FUZZ_WORKERS:-1}
    [ "$workers" -gt 1 ] && options="$options -jobs=$workers -workers=$workers"
    [ -n "${FUZZ_RUNS:-}" ] && options="$options -runs=$FUZZ_RUNS"
    rm -f fuzz-[0-9]*.log "$BUILD/findings/$t"-worker-*.log
    # New inputs go to the working corpus (first folder); the seeds in the tree stay as they are.
    RAJAS_DATA="$data" "$BUILD/tests/fuzz/fuzz_$t" -max_total_time="$SECONDS_EACH" $options \
        -timeout=25 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$findings/" "$work" "tests/fuzz/corpus/$t" >"$log" 2>&1 || true
    # Side by side, each process wrote its own log here (fuzz-<n>.log): kept with the others.
    for w in fuzz-[0-9]*.log; do
        [ -f "$w" ] || continue
        cat "$w" >>"$log"
        mv "$w" "$BUILD/findings/$t-worker-${w#fuzz-}"
    done
    # Side by side, each worker's statistics are counted once, from its own log.
    counted="$log"
    [ "$workers" -gt 1 ] && counted=$(ls "$BUILD/findings/$t"-worker-*.log 2>/dev/null || echo "$log")
    execs=$(cat $counted | sed -n 's/^stat::number_of_executed_units: *//p' | awk '{n += $1} END {if (NR) print n}')
    crashes=$(find "$findings" -maxdepth 1 -type f -newer "$start" \( -name 'crash-*' -o -name 'leak-*' -o -name 'oom-*' \) | wc -l)
    slow=$(find "$findings" -maxdepth 1 -type f -newer "$start" \( -name 'timeout-*' -o -name 'slow-unit-*' \) | wc -l)
    [ "$crashes" -eq 0 ] || found=1
    printf '%-10s %12s executions  %3d crashes  %3d slow  %5s inputs in corpus\n' \
        "$t" "${execs:-?}" "$crashes" "$slow" "$(ls "$work" | wc -l)"
    # The UI harness's unit of work is the step; it says at exit how many it ran.
    # Each process says it last at its exit: the last such line of each worker's log.
    if [ "$t" = ui ]; then
        if [ "$workers" -gt 1 ]; then
            for w in "$BUILD/findings/$t"-worker-*.log; do sed -n 's/^fuzz_ui: //p' "$w" | tail -1; done |
                awk '{s += $1; i += $4} END {printf "           %d steps in %d inputs (%d processes)\n", s, i, NR}'
        else
            sed -n 's/^fuzz_ui: /           /p' "$log" | tail -1
        fi
    fi
done
[ "$found" -eq 0 ] || { echo "findings in $BUILD/findings/ (docs/fuzzing.md: reproducing a finding)"; exit 1; }
