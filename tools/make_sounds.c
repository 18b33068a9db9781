/* make_sounds.c — synthesises the game's sound effects into WAV files: dice.wav (two dice
 * tumbling and settling), pen.wav (a pen scratching paper), fanfare.wav (the end of the
 * game) and click.wav (a button). Everything is made from noise, filters and sines with a
 * fixed random seed, so running it again writes the very same bytes.
 *
 *   cc -std=c11 -O2 -o make_sounds tools/make_sounds.c -lm && ./make_sounds assets/sounds
 *
 * Output: 16-bit signed little-endian PCM, mono, 22050 Hz. Each sound is cleared of any DC
 * offset, faded at both ends so it starts and stops without a click, and scaled to its own
 * peak level (the pen and the button softer than the dice and the fanfare). docs/sound.md
 * describes each sound and how the game mixes them. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050
#define TWO_PI 6.28318530717958647692

/* ---- building blocks --------------------------------------------------------------------- */

typedef struct {
    uint32_t state;
} Rng;

/* White noise in [-1, 1] from xorshift32: tiny, and the same on every machine. */
static double noise(Rng *g)
{
    uint32_t x = g->state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    g->state = x;
    return (double)x / 2147483647.5 - 1.0;
}

static double uniform(Rng *g, double lo, double hi)
{
    return lo + (hi - lo) * (noise(g) + 1.0) * 0.5;
}

/* A second-order filter (the RBJ audio-EQ cookbook's band-pass, constant 0 dB peak gain). */
typedef struct {
    double b0, b1, b2, a1, a2;
    double x1, x2, y1, y2;
} Biquad;

static Biquad band_pass(double centre, double q)
{
    double w = TWO_PI * centre / RATE, alpha = sin(w) / (2.0 * q), a0 = 1.0 + alpha;
    Biquad f = {alpha / a0, 0.0, -alpha / a0, -2.0 * cos(w) / a0, (1.0 - alpha) / a0, 0, 0, 0, 0};
    return f;
}

static double biquad_step(Biquad *f, double x)
{
    double y = f->b0 * x + f->b1 * f->x1 + f->b2 * f->x2 - f->a1 * f->y1 - f->a2 * f->y2;
    f->x2 = f->x1;
    f->x1 = x;
    f->y2 = f->y1;
    f->y1 = y;
    return y;
}

typedef struct {
    float *s;
    size_t n;
} Buffer;

static Buffer buffer_new(double seconds)
{
    Buffer b = {NULL, (size_t)(seconds * RATE + 0.5)};
    b.s = calloc(b.n, sizeof *b.s);
    if (!b.s) {
        fprintf(stderr, "make_sounds: out of memory\n");
        exit(1);
    }
    return b;
}

/* ---- finishing: DC, fades, level ---------------------------------------------------------- */

/* A raised-cosine ramp from 0 (i = 0) to 1 (i = n): fades without a corner to hear. */
static double rise(size_t i, size_t n)
{
    return 0.5 - 0.5 * cos(TWO_PI * 0.5 * (double)i / (double)n);
}

/* Removes the DC offset with a gentle high-pass (a DC blocker at about 20 Hz), fades in over
 * fade_in seconds and out over fade_out, then scales the loudest sample to `peak` of full
 * scale. What little offset the blocker leaves in so short a sound is taken out before the
 * fades, so the ends still meet silence exactly. */
static void finish(Buffer *b, double fade_in, double fade_out, double peak)
{
    double x1 = 0.0, y1 = 0.0, r = 1.0 - TWO_PI * 20.0 / RATE;
    for (size_t i = 0; i < b->n; i++) {
        double y = b->s[i] - x1 + r * y1;
        x1 = b->s[i];
        y1 = y;
        b->s[i] = (float)y;
    }
    double mean = 0.0;
    for (size_t i = 0; i < b->n; i++)
        mean += b->s[i];
    mean /= (double)b->n;
    size_t in = (size_t)(fade_in * RATE), out = (size_t)(fade_out * RATE);
    for (size_t i = 0; i < b->n; i++) {
        double v = b->s[i] - mean;
        if (i < in)
            v *= rise(i, in);
        if (b->n - 1 - i < out)
            v *= rise(b->n - 1 - i, out);
        b->s[i] = (float)v;
    }
    double top = 0.0;
    for (size_t i = 0; i < b->n; i++)
        if (fabs(b->s[i]) > top)
            top = fabs(b->s[i]);
    double gain = top > 0.0 ? peak / top : 0.0;
    for (size_t i = 0; i < b->n; i++)
        b->s[i] *= (float)gain;
}

/* ---- dice: two dice bouncing on a wooden table and settling ------------------------------ */

/* One impact at time t0 of strength amp: a bright click (a burst of noise through a narrow
 * band-pass, the die's edge on the wood) over a short knock (damped sines, the table
 * answering). Each impact gets its own pitch so the tumble does not sound like a loop. */
static void dice_impact(Buffer *b, Rng *g, double t0, double amp)
{
    Biquad click = band_pass(uniform(g, 2400.0, 4200.0), uniform(g, 2.5, 4.0));
    double knock_hz[2] = {uniform(g, 520.0, 760.0), uniform(g, 1050.0, 1500.0)};
    double knock_tau = uniform(g, 0.010, 0.018);
    size_t start = (size_t)(t0 * RATE), len = (size_t)(0.09 * RATE);
    for (size_t i = 0; i < len && start + i < b->n; i++) {
        double t = (double)i / RATE;
        double burst = noise(g) * exp(-t / 0.0016);
        double knock = 0.55 * sin(TWO_PI * knock_hz[0] * t) + 0.3 * sin(TWO_PI * knock_hz[1] * t);
        knock *= exp(-t / knock_tau) * (1.0 - exp(-t / 0.0004));
        b->s[start + i] += (float)(amp * (2.2 * biquad_step(&click, burst) + 0.5 * knock));
    }
}

/* A die dropped at `start`: bounces like a ball losing a share of its energy each time, so
 * the gaps and the strengths shrink together; then a last quick rattle as it tips over. */
static void dice_tumble(Buffer *b, Rng *g, double start, double first_gap, double shrink)
{
    double t = start, gap = first_gap, amp = 1.0;
    while (gap > 0.012 && t < 0.62) {
        dice_impact(b, g, t, amp);
        t += gap * uniform(g, 0.85, 1.15);
        gap *= shrink;
        amp *= 0.78;
    }
    for (int k = 0; k < 3 && t < 0.7; k++) {
        dice_impact(b, g, t, amp * 0.6);
        t += uniform(g, 0.012, 0.02);
    }
}

static Buffer make_dice(Rng *g)
{
    Buffer b = buffer_new(0.8);
    dice_tumble(&b, g, 0.010, 0.150, 0.74);
    dice_tumble(&b, g, 0.055, 0.125, 0.71);
    finish(&b, 0.002, 0.06, 0.89);
    return b;
}

/* ---- pen: a short scratch on paper ------------------------------------------------------- */

/* Noise through a band-pass in the hiss region, shaped into two strokes (down and back up)
 * and roughened by the paper's grain: a slowly wandering, rectified noise gate. */
static Buffer make_pen(Rng *g)
{
    Buffer b = buffer_new(0.25);
    Biquad hiss = band_pass(4200.0, 0.9), body = band_pass(1800.0, 1.2);
    double grain = 0.0;
    for (size_t i = 0; i < b.n; i++) {
        double t = (double)i / RATE;
        double stroke1 = t < 0.13 ? sin(TWO_PI * 0.5 * t / 0.13) : 0.0;
        double stroke2 = t > 0.11 && t < 0.245 ? 0.7 * sin(TWO_PI * 0.5 * (t - 0.11) / 0.135) : 0.0;
        double env = stroke1 * stroke1 + stroke2 * stroke2;
        grain += 0.02 * (fabs(noise(g)) - grain);   /* about 70 Hz of wander */
        double n = noise(g);
        double s = biquad_step(&hiss, n) + 0.35 * biquad_step(&body, n);
        b.s[i] = (float)(s * env * (0.45 + 1.1 * grain));
    }
    finish(&b, 0.004, 0.02, 0.5);
    return b;
}

/* ---- fanfare: a short bright tune in C major --------------------------------------------- */

/* One brass-like note: harmonics 1/n whose upper partials bloom with the envelope (a
 * trumpet grows brighter as it grows louder), a small overshoot on the attack, vibrato on
 * long notes, and a release at the end. */
static void brass_note(Buffer *b, double t0, double dur, double hz, double amp, double attack)
{
    size_t start = (size_t)(t0 * RATE), len = (size_t)((dur + 0.25) * RATE);
    double phase = 0.0;
    for (size_t i = 0; i < len && start + i < b->n; i++) {
        double t = (double)i / RATE;
        double env;
        if (t < attack)
            env = t / attack * 1.15;
        else if (t < attack + 0.06)
            env = 1.15 - 0.3 * (t - attack) / 0.06;
        else
            env = 0.85;
        if (t > dur)
            env *= exp(-(t - dur) / 0.06);
        double vib = t > 0.18 ? 0.004 * sin(TWO_PI * 5.5 * t) * fmin(1.0, (t - 0.18) / 0.2) : 0.0;
        phase += TWO_PI * hz * (1.0 + vib) / RATE;
        double s = 0.0;
        for (int n = 1; n <= 12 && hz * n < 10000.0; n++)
            s += sin(phase * n) / n * pow(fmin(env, 1.0), 1.0 + 0.35 * (n - 1));
        b->s[start + i] += (float)(amp * env * s);
    }
}

/* A low drum under the last chord: a falling sine and a puff of noise, both dying away. */
static void drum(Buffer *b, Rng *g, double t0)
{
    size_t start = (size_t)(t0 * RATE), len = (size_t)(1.2 * RATE);
    Biquad thud = band_pass(180.0, 1.0);
    double phase = 0.0;
    for (size_t i = 0; i < len && start + i < b->n; i++) {
        double t = (double)i / RATE;
        phase += TWO_PI * (65.0 + 40.0 * exp(-t / 0.05)) / RATE;
        double s = sin(phase) * exp(-t / 0.35) + 0.6 * biquad_step(&thud, noise(g)) * exp(-t / 0.04);
        b->s[start + i] += (float)(0.55 * s);
    }
}

static Buffer make_fanfare(Rng *g)
{
    /* C5 E5 G5 C6 — G5 C6, with C major (C4 E4 G4 C5) sounding under the last note. */
    static const struct { double t, dur, hz, amp; } tune[] = {
        {0.00, 0.11, 523.25, 0.50}, {0.14, 0.11, 659.26, 0.50}, {0.28, 0.11, 783.99, 0.52},
        {0.42, 0.36, 1046.50, 0.55}, {0.86, 0.12, 783.99, 0.50}, {1.02, 1.30, 1046.50, 0.58},
    };
    static const double chord[] = {261.63, 329.63, 392.00, 523.25};
    Buffer b = buffer_new(2.7);
    for (size_t k = 0; k < sizeof tune / sizeof tune[0]; k++)
        brass_note(&b, tune[k].t, tune[k].dur, tune[k].hz, tune[k].amp, 0.018);
    for (size_t k = 0; k < sizeof chord / sizeof chord[0]; k++)
        brass_note(&b, 1.02, 1.25, chord[k], 0.22, 0.05);
    drum(&b, g, 1.02);
    finish(&b, 0.002, 0.35, 0.89);
    return b;
}

/* ---- click: a button being pressed ------------------------------------------------------- */

static Buffer make_click(Rng *g)
{
    Buffer b = buffer_new(0.06);
    Biquad tick = band_pass(3200.0, 2.0);
    for (size_t i = 0; i < b.n; i++) {
        double t = (double)i / RATE;
        double s = sin(TWO_PI * 1700.0 * t) * exp(-t / 0.006) * (1.0 - exp(-t / 0.0003));
        s += 1.5 * biquad_step(&tick, noise(g) * exp(-t / 0.001));
        b.s[i] = (float)s;
    }
    finish(&b, 0.0005, 0.015, 0.5);
    return b;
}

/* ---- gain: fame, money, a good or karma earned ------------------------------------------ */

/* A small bright chime: two bell partials a fifth apart (E6 then B6, 70 ms later), each a
 * struck sine with an inharmonic overtone, dying away fast, so it stays short beside the
 * pen's scratch that comes with most gains. */
static void bell(Buffer *b, double t0, double hz, double amp)
{
    size_t start = (size_t)(t0 * RATE);
    for (size_t i = 0; start + i < b->n; i++) {
        double t = (double)i / RATE;
        double s = sin(TWO_PI * hz * t) * exp(-t / 0.07) + 0.35 * sin(TWO_PI * hz * 2.76 * t) * exp(-t / 0.025);
        b->s[start + i] += (float)(amp * s * (1.0 - exp(-t / 0.0015)));
    }
}

static Buffer make_gain(Rng *g)
{
    (void)g;   /* no noise: a clean tone */
    Buffer b = buffer_new(0.3);
    bell(&b, 0.0, 1318.51, 0.8);
    bell(&b, 0.07, 1975.53, 0.7);
    finish(&b, 0.001, 0.06, 0.45);
    return b;
}

/* ---- WAV output -------------------------------------------------------------------------- */

static void put_u16(FILE *f, unsigned v)
{
    fputc((int)(v & 0xffu), f);
    fputc((int)((v >> 8) & 0xffu), f);
}

static void put_u32(FILE *f, uint32_t v)
{
    put_u16(f, v & 0xffffu);
    put_u16(f, v >> 16);
}

/* The canonical 44-byte header (RIFF, fmt with PCM, data) and the samples, rounded. */
static int write_wav(const char *dir, const char *name, Buffer b)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "make_sounds: cannot write %s\n", path);
        return 1;
    }
    uint32_t data = (uint32_t)(b.n * 2);
    fwrite("RIFF", 1, 4, f);
    put_u32(f, 36 + data);
    fwrite("WAVEfmt ", 1, 8, f);
    put_u32(f, 16);
    put_u16(f, 1);            /* PCM */
    put_u16(f, 1);            /* mono */
    put_u32(f, RATE);
    put_u32(f, RATE * 2);     /* bytes per second */
    put_u16(f, 2);            /* bytes per frame */
    put_u16(f, 16);           /* bits per sample */
    fwrite("data", 1, 4, f);
    put_u32(f, data);
    for (size_t i = 0; i < b.n; i++) {
        long v = lround(b.s[i] * 32767.0);
        v = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
        put_u16(f, (unsigned)(uint16_t)(int16_t)v);
    }
    int bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        fprintf(stderr, "make_sounds: error writing %s\n", path);
        return 1;
    }
    printf("%s: %.3f s\n", path, (double)b.n / RATE);
    free(b.s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: make_sounds <folder>   (writes dice.wav, pen.wav, fanfare.wav, click.wav, gain.wav)\n");
        return 2;
    }
    /* One seed per sound: changing one sound leaves the others' bytes as they were. */
    Rng dice = {0x9e3779b9u}, pen = {0x85ebca6bu}, fanfare = {0xc2b2ae35u}, click = {0x27d4eb2fu},
        gain = {0x165667b1u};
    int bad = 0;
    bad |= write_wav(argv[1], "dice.wav", make_dice(&dice));
    bad |= write_wav(argv[1], "pen.wav", make_pen(&pen));
    bad |= write_wav(argv[1], "fanfare.wav", make_fanfare(&fanfare));
    bad |= write_wav(argv[1], "click.wav", make_click(&click));
    bad |= write_wav(argv[1], "gain.wav", make_gain(&gain));
    return bad;
}
