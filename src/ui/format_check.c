/* format_check.c — see format_check.h. A format is read into the list of its arguments'
 * types, slot by slot (C11 7.21.6.1 and POSIX's %n$ positions); two formats are compatible
 * when the lists are equal. */
#include "format_check.h"

#include <string.h>

#define ARGS_MAX 16
#define TYPE_MAX 4

typedef struct {
    int count;                     /* slots used: the highest argument number */
    char type[ARGS_MAX][TYPE_MAX]; /* per slot: length modifier and class, "" when unused */
    int positional, sequential;    /* conversions written each way: mixing them is invalid */
} FormatArgs;

/* Puts an argument of the given type in slot (1-based); false when it does not fit or the
 * slot already holds another type. */
static bool take(FormatArgs *f, int slot, const char *type)
{
    if (slot < 1 || slot > ARGS_MAX) return false;
    char *have = f->type[slot - 1];
    if (have[0] && strcmp(have, type) != 0) return false;
    strcpy(have, type);
    if (slot > f->count) f->count = slot;
    return true;
}

/* Digits at *p as a number (0 when none), *p moved past them. */
static int digits(const char **p)
{
    int n = 0;
    while (**p >= '0' && **p <= '9') {
        if (n < 1000) n = n * 10 + (**p - '0');
        (*p)++;
    }
    return n;
}

/* An argument number "n$" at *p, or 0 (then *p is not moved). */
static int position(const char **p)
{
    const char *q = *p;
    int n = digits(&q);
    if (n == 0 || *q != '$') return 0;
    *p = q + 1;
    return n;
}

/* The next argument's slot: positional (n$) or the next in order. */
static int slot_for(FormatArgs *f, int pos, int *next)
{
    if (pos > 0) {
        f->positional++;
        return pos;
    }
    f->sequential++;
    return ++*next;
}

/* A width or precision of '*' takes an int argument. */
static bool star(const char **p, FormatArgs *f, int *next)
{
    if (**p != '*') {
        digits(p);
        return true;
    }
    (*p)++;
    return take(f, slot_for(f, position(p), next), "i");
}

/* The class of a conversion letter: i signed, u unsigned, f floating, c char, s string,
 * p pointer; 0 for %n (never accepted from a file) and for anything unknown. */
static char conversion_class(char c)
{
    if (c && strchr("di", c)) return 'i';
    if (c && strchr("ouxX", c)) return 'u';
    if (c && strchr("eEfFgGaA", c)) return 'f';
    if (c == 'c' || c == 's' || c == 'p') return c;
    return 0;
}

/* One conversion after its '%'; *p ends past it. */
static bool conversion(const char **p, FormatArgs *f, int *next)
{
    int pos = position(p);
    *p += strspn(*p, "-+ #0'");
    if (!star(p, f, next)) return false;
    if (**p == '.') {
        (*p)++;
        if (!star(p, f, next)) return false;
    }
    char type[TYPE_MAX] = "";
    size_t length = strspn(*p, "hljztL");
    if (length > 2) return false;
    memcpy(type, *p, length);
    *p += length;
    char class = conversion_class(**p);
    if (!class) return false;
    (*p)++;
    type[length] = class;
    type[length + 1] = '\0';
    return take(f, slot_for(f, pos, next), type);
}

/* The arguments s takes; false when s is not a valid format. */
static bool read_format(const char *s, FormatArgs *f)
{
    memset(f, 0, sizeof *f);
    int next = 0;
    for (const char *p = strchr(s, '%'); p; p = strchr(p, '%')) {
        p++;
        if (*p == '%') {
            p++;
            continue;
        }
        if (!conversion(&p, f, &next)) return false;
    }
    if (f->positional && f->sequential) return false;
    for (int i = 0; i < f->count; i++)
        if (!f->type[i][0]) return false;   /* a gap: printf cannot know that argument's type */
    return true;
}

bool format_compatible(const char *original, const char *translation)
{
    /* Most strings hold no conversion at all: both take no arguments, so they agree. */
    if (!strchr(original, '%') && !strchr(translation, '%')) return true;
    FormatArgs want, got;
    if (!read_format(original, &want)) return true;
    if (!read_format(translation, &got) || got.count != want.count) return false;
    for (int i = 0; i < want.count; i++)
        if (strcmp(want.type[i], got.type[i]) != 0) return false;
    return true;
}
