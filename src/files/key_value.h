/* key_value.h — the small text files the game keeps for the player (settings.txt,
 * stats.txt): one `key = value` a line, each key at most once; blank lines and lines whose
 * first non-blank character is '#' are skipped; blanks around keys and values do not count.
 * Reading checks the shape of every line and hands each key and value to the file's own
 * reader. Both go through the file rule (file_rule.h): the bytes are checked before any
 * line is read, and a file is replaced in one step (file_replace). No SDL. */
#ifndef RAJAS_KEY_VALUE_H
#define RAJAS_KEY_VALUE_H

#include <stdbool.h>
#include <stddef.h>

/* Takes one value of key number `key` (an index into the keys given to kv_read), found on
 * line `line`. False with why filled ("bot_pace must be 300–3000 ms, not 12") when the
 * value is wrong. */
typedef bool (*KvValue)(void *ctx, int key, const char *value, int line, char *why, size_t why_cap);

typedef enum { KV_READ, KV_ABSENT, KV_BROKEN } KvLoad;

/* Reads path (file_read_text) line by line. KV_ABSENT: there is no such file. KV_BROKEN:
 * err says "<path>:<line>: <what is wrong>" (a NUL byte or bytes that are not UTF-8
 * anywhere in the file, a line without '=', an unknown key, a key given twice, or the
 * value reader's why), or "<path>: cannot be read: <reason>"; reading stops at the first
 * wrong line, so the caller must throw away what it took so far. */
KvLoad kv_read(const char *path, const char *const *keys, int key_count, KvValue value, void *ctx,
               char *err, size_t err_cap);

#endif
