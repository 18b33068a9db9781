/* key_value.h — the small text files the game keeps for the player (settings.txt,
 * stats.txt): one `key = value` a line, each key at most once; blank lines and lines whose
 * first non-blank character is '#' are skipped; blanks around keys and values do not count.
 * Reading checks the shape of every line and hands each key and value to the file's own
 * reader; writing replaces a file in one step (temp file + rename), which the records of
 * finished games use too. No SDL. */
#ifndef RAJAS_KEY_VALUE_H
#define RAJAS_KEY_VALUE_H

#include <stdbool.h>
#include <stddef.h>

/* Takes one value of key number `key` (an index into the keys given to kv_read), found on
 * line `line`. False with why filled ("bot_pace must be 300–3000 ms, not 12") when the
 * value is wrong. */
typedef bool (*KvValue)(void *ctx, int key, const char *value, int line, char *why, size_t why_cap);

typedef enum { KV_READ, KV_ABSENT, KV_BROKEN } KvLoad;

/* Reads path line by line. KV_ABSENT: there is no such file. KV_BROKEN: err says
 * "<path>:<line>: <what is wrong>" (a line without '=', an unknown key, a key given twice,
 * or the value reader's why), or "<path>: cannot read: <reason>"; reading stops at the
 * first wrong line, so the caller must throw away what it took so far. */
KvLoad kv_read(const char *path, const char *const *keys, int key_count, KvValue value, void *ctx,
               char *err, size_t err_cap);

/* Writes text to <path>.tmp and renames it over path: a reader, or a crash, sees the old
 * file or the new one, never half of one. On failure err says why and path is untouched. */
bool kv_replace_file(const char *path, const char *text, char *err, size_t err_cap);

#endif
