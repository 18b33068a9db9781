#!/usr/bin/env python3
"""Writes the seed corpus of the UI harness (tests/fuzz/corpus/ui/, docs/fuzzing.md): short
sessions of play in fuzz_ui's step language (ui_steps.c, ui_scenes.c), one to reach each
scene and card. Run from the source tree after changing that language:
    python3 tests/fuzz/ui_seeds.py
Each input is its first byte (the games' seed) and then steps: a step byte and its own."""
import os

CLICK, CLICK_AT, RIGHT, DRAG, KEY, TEXT, WHEEL, MOVE, RESIZE, TIME, DRAW, SCENE = range(12)
GAME, LESSON, END, REVIEW, REPLAY, SETTINGS, STATS, RULES, SETUP = range(9)
(TAB, STAB, ENTER, ESC, LEFT, RIGHTK, UP, DOWN, CTRLZ, F1, SPACE, BKSP, K1, K2, K3, HOME, ENDK,
 PGUP, PGDN, CUP, CDOWN, F11, H, KPENTER) = range(24)


def game(players, bots, levels=0, side=0, first=1):
    """A new game: 2-5 seats, bit s of bots makes seat s a bot (of levels: medium)."""
    return [SCENE, GAME, players - 2, bots, levels, side, first]


def play(n, start=0):
    """n clicks on what can be clicked, with time for the dice and the bots."""
    out = []
    for i in range(n):
        out += [TIME, 30, CLICK, (start + i * 7) % 256, TIME, 20]
    return out


SEEDS = {
    'setup-clicks': [5, CLICK, 0, DRAW, CLICK, 3, CLICK, 9, DRAW, KEY, TAB, KEY, TAB, KEY, ENTER, DRAW],
    'setup-start-button': [7, CLICK, 1, TIME, 40, DRAW, CLICK, 0, DRAW],
    'setup-name-typed': [9, CLICK, 4, TEXT, 5] + list(b'Ravi!') + [KEY, BKSP, TEXT, 4] + list('é€'.encode()[:4])
    + [KEY, ENTER, DRAW],
    'setup-keys-only': [11] + [KEY, TAB] * 6 + [KEY, ENTER, TIME, 60, DRAW],
    'game-2-person-and-easy-bot': [1] + game(2, 2) + play(12) + [DRAW],
    'game-2-people': [2] + game(2, 0) + play(10, 3) + [DRAW, KEY, CTRLZ, DRAW],
    'game-3-medium-bots': [3] + game(3, 6, 6, 1, 0) + [TIME, 200, TIME, 200] + play(8, 1) + [DRAW],
    'game-4-mixed': [4] + game(4, 10, 2, 0, 4) + play(10, 5) + [DRAW],
    'game-5-four-bots': [6] + game(5, 30, 5, 1, 0) + [TIME, 120] * 6 + play(6) + [DRAW],
    'game-roads-dragged': [8] + game(2, 2) + [TIME, 40] + [CLICK, 1, TIME, 30, DRAG, 0, TIME, 30, DRAG, 1, DRAW] * 4,
    'game-keys': [10] + game(2, 2) + [TIME, 40] + [KEY, TAB, KEY, RIGHTK, KEY, ENTER, TIME, 30] * 6 + [DRAW],
    'game-hint-and-undo': [12] + game(2, 2) + [TIME, 40, KEY, H, TIME, 30, CLICK, 2, KEY, CTRLZ, KEY, BKSP, DRAW],
    'game-wheel-and-peek': [13] + game(3, 2) + [TIME, 40, WHEEL, 0x8c, 3, WHEEL, 0x8c, 0xfd, MOVE, 0xce, TIME, 30,
                                                MOVE, 0xee, TIME, 20, DRAW],
    'game-leave-and-resume': [14] + game(2, 2) + play(4) + [KEY, ESC, DRAW, KEY, ENTER, TIME, 30, CLICK, 0, TIME, 40,
                                                            DRAW],
    'game-right-clicks': [15] + game(2, 0) + [TIME, 40, CLICK, 0, RIGHT, 0, RIGHT, 3, DRAW],
    'game-resized': [16] + game(3, 4) + [TIME, 40, RESIZE, 0, 0, DRAW, RESIZE, 255, 255, DRAW, RESIZE, 90, 60, DRAW,
                                         KEY, F11, DRAW, KEY, F11],
    'lesson': [17, SCENE, LESSON, TIME, 40, DRAW] + play(10) + [DRAW],
    'lesson-keys': [18, SCENE, LESSON, TIME, 40] + [KEY, TAB, KEY, ENTER, TIME, 30] * 5 + [DRAW, KEY, ESC, DRAW],
    'end-screen': [19, SCENE, END, 3, DRAW, CLICK, 0, DRAW],
    'end-new-setup': [20, SCENE, END, 4, KEY, TAB, KEY, TAB, KEY, ENTER, DRAW],
    'end-review': [21, SCENE, REVIEW, 5, DRAW],
    'end-after-a-game': [22] + game(3, 6) + play(4) + [SCENE, END, 7, DRAW, RESIZE, 20, 30, DRAW],
    'replay': [23, SCENE, END, 1, SCENE, REPLAY, 0, DRAW, KEY, RIGHTK, KEY, RIGHTK, KEY, ENDK, DRAW, KEY, HOME,
               CLICK, 2, DRAW, KEY, ESC, DRAW],
    'replay-from-two-games': [24, SCENE, END, 1, CLICK, 0, SCENE, END, 2, SCENE, REPLAY, 1, CLICK, 3, CLICK, 4,
                              DRAW, WHEEL, 0x77, 2],
    'settings-card': [25, SCENE, SETTINGS, DRAW, CLICK, 1, CLICK, 5, CLICK, 9, DRAW, KEY, TAB, KEY, ENTER, KEY, ESC],
    'settings-german': [26, SCENE, SETTINGS, CLICK, 11, DRAW, KEY, ESC, CLICK, 0, TIME, 40, DRAW],
    'settings-large-text': [27, SCENE, SETTINGS, CLICK, 17, CLICK, 20, CLICK, 23, DRAW, KEY, ESC] + game(2, 2)
    + [TIME, 40, DRAW],
    'settings-speech-on': [28, SCENE, SETTINGS, CLICK, 15, CLICK, 16, CLICK, 18, KEY, ESC] + game(2, 2) + play(3),
    'stats-card': [29, SCENE, END, 1, SCENE, STATS, DRAW, CLICK, 0, DRAW, KEY, ESC],
    'rules': [30, SCENE, RULES, DRAW, KEY, PGDN, WHEEL, 0x88, 0xfb, KEY, CDOWN, KEY, TAB, DRAW, KEY, ENDK, DRAW,
              KEY, F1],
    'rules-over-the-table': [31] + game(2, 2) + [TIME, 40, KEY, F1, CLICK_AT, 0x33, DRAW, KEY, ESC, TIME, 40, DRAW],
    'rules-resized': [32, KEY, F1, RESIZE, 0, 0, DRAW, RESIZE, 255, 200, KEY, PGDN, DRAW],
    'all-bots-to-the-end': [33] + game(2, 3) + [TIME, 255] * 40 + [DRAW],
}

if __name__ == '__main__':
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus', 'ui')
    os.makedirs(folder, exist_ok=True)
    for name, steps in SEEDS.items():
        with open(os.path.join(folder, name + '.bin'), 'wb') as f:
            f.write(bytes(x % 256 for x in steps))
    print(f'{len(SEEDS)} seeds in {folder}')
