#!/bin/sh
# docs_refs.sh — a clone explains itself: every rule clause cited in src/, tests/ and the
# in-game rules (assets/rules/) is stated in docs/rules.md, every docs/… path named in the
# code or the docs exists, and the example in docs/sheet-format.md is the shipped sun sheet.
#
#   sh tests/docs_refs.sh [<source dir>]     check a tree (default: this one); status 1 and
#                                            one line per fault when something is missing
#   sh tests/docs_refs.sh --self-test        check that the check fails: a copy of the tree
#                                            with clause R2.5 removed, and one naming a
#                                            missing docs/ file, must both be refused
set -u

# Clause ids as cited: R5, R5.4, R7.10 (a word on its own, so SDL_RENDERER is no cite).
CITE='(^|[^A-Za-z0-9_.])R[0-9]+(\.[0-9]+)?([^A-Za-z0-9_]|$)'

# The ids cited in the code, the tests and the in-game rules, one a line, sorted.
cited_clauses() {
    grep -rIhoE "$CITE" "$1/src" "$1/tests" "$1/assets/rules" | grep -oE 'R[0-9]+(\.[0-9]+)?' |
        sort -u
}

# The ids docs/rules.md states: section headings "## R5 …" and clauses "- **R5.4** …".
stated_clauses() {
    sed -nE -e 's/^## (R[0-9]+) .*/\1/p' \
        -e 's/^- \*\*(R[0-9]+(\.[0-9]+)?)\*\*.*/\1/p' "$1/docs/rules.md" | sort -u
}

# The files that may name docs/ paths: code, build files, packaging and the docs.
named_files() {
    for d in src tests docs tools packaging cmake po assets .ci; do
        [ -d "$1/$d" ] && find "$1/$d" -type f ! -name '*.png' ! -name '*.wav' ! -name '*.ttf' \
            ! -name docs_refs.sh   # this file names a missing page on purpose (--self-test)
    done
    for f in README.md CMakeLists.txt; do [ -f "$1/$f" ] && echo "$1/$f"; done
}

# The docs/ paths named, one a line, sorted, without a sentence's full stop.
named_paths() {
    named_files "$1" | xargs grep -IohE 'docs/[A-Za-z0-9_./<>-]*' | sed 's/\.$//' | sort -u
}

check_tree() {
    root=$1
    faults=0
    if [ ! -f "$root/docs/rules.md" ]; then
        echo "docs/rules.md is missing"
        return 1
    fi
    stated=$(stated_clauses "$root")
    for id in $(cited_clauses "$root"); do
        if ! printf '%s\n' "$stated" | grep -qxF "$id"; then
            where=$(grep -rIlE "(^|[^A-Za-z0-9_.])$id([^A-Za-z0-9_.]|\.[^0-9]|\.\$|\$)" \
                    "$root/src" "$root/tests" "$root/assets/rules" | head -n 1)
            echo "clause $id is cited (${where#"$root"/}) but not stated in docs/rules.md"
            faults=$((faults + 1))
        fi
    done
    for path in $(named_paths "$root"); do
        case $path in *'<'*|*'>'*) continue ;; esac   # a pattern such as docs/<name>.md
        if [ ! -e "$root/$path" ]; then
            where=$(named_files "$root" | xargs grep -IlF "$path" | head -n 1)
            echo "$path is named (${where#"$root"/}) but does not exist"
            faults=$((faults + 1))
        fi
    done
    # The format page shows the shipped sun side as its example: it must be that file.
    example=$(sed -n '/^### Example/,/^Some messages/p' "$root/docs/sheet-format.md" |
              sed -n '/^```$/,/^```$/p' | sed '1d;$d')
    if [ "$example" != "$(cat "$root/assets/sheets/sun.sheet")" ]; then
        echo "docs/sheet-format.md: the example is not assets/sheets/sun.sheet as shipped"
        faults=$((faults + 1))
    fi
    [ "$faults" -eq 0 ]
}

# Copies what the check reads into a scratch tree.
copy_tree() {
    mkdir -p "$2"
    for d in src tests docs tools packaging cmake po .ci; do
        [ -d "$1/$d" ] && cp -R "$1/$d" "$2/"
    done
    mkdir -p "$2/assets/sheets"
    cp "$1/assets/sheets/sun.sheet" "$2/assets/sheets/"
    cp -R "$1/assets/rules" "$2/assets/"
    cp "$1/README.md" "$1/CMakeLists.txt" "$2/"
}

self_test() {
    here=$(cd "$(dirname "$0")/.." && pwd)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    status=0

    copy_tree "$here" "$scratch/clause"
    sed -i '/^- \*\*R2\.5\*\*/d' "$scratch/clause/docs/rules.md"
    out=$(check_tree "$scratch/clause")
    if [ $? -eq 0 ] || ! printf '%s\n' "$out" | grep -q '^clause R2\.5 is cited'; then
        echo "self-test: a rules.md without R2.5 was not refused: $out"
        status=1
    fi

    copy_tree "$here" "$scratch/path"
    echo '/* The format: docs/no-such-page.md. */' >> "$scratch/path/src/engine/game.h"
    out=$(check_tree "$scratch/path")
    if [ $? -eq 0 ] || ! printf '%s\n' "$out" | grep -q '^docs/no-such-page.md is named (src/engine/game.h)'; then
        echo "self-test: a missing docs/ page was not refused: $out"
        status=1
    fi

    copy_tree "$here" "$scratch/clean"
    out=$(check_tree "$scratch/clean")
    if [ $? -ne 0 ]; then
        echo "self-test: the unchanged tree was refused: $out"
        status=1
    fi
    [ "$status" -eq 0 ] && echo "docs_refs self-test: 3 cases pass"
    return "$status"
}

if [ "${1:-}" = "--self-test" ]; then
    self_test
    exit $?
fi
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
if check_tree "$root"; then
    echo "docs_refs: $(cited_clauses "$root" | wc -l) clauses cited, all stated in docs/rules.md;" \
         "$(named_paths "$root" | grep -cv '[<>]') docs/ paths named, all present"
    exit 0
fi
exit 1
