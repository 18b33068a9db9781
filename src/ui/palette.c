/* palette.c — the two pen palettes and the colour-vision arithmetic that checks them (see
 * palette.h). The simulation works in linear RGB: to the cone responses (LMS), the lost
 * cone's response rebuilt from the other two as Viénot, Brettel & Mollon's dichromat
 * projection does, and back. */
#include "palette.h"

#include <math.h>

#include "widgets.h"

static const SDL_Color COLOUR_BLIND[PEN_COLOURS] = {
    {0, 114, 178, 255},   /* blue */
    {136, 34, 85, 255},   /* red: wine */
    {68, 170, 153, 255},  /* green: teal */
    {120, 94, 240, 255},  /* purple: violet */
    {238, 119, 51, 255},  /* orange */
    {0, 0, 0, 255},       /* black */
};

SDL_Color palette_pen(PaletteKind kind, int pen)
{
    if (pen < 0 || pen >= PEN_COLOURS) return (SDL_Color){0, 0, 0, 255};
    return kind == PALETTE_COLOUR_BLIND ? COLOUR_BLIND[pen] : PEN_COLOUR[pen];
}

/* ---- colour arithmetic ------------------------------------------------------------------ */

static double to_linear(Uint8 v)
{
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static Uint8 to_srgb(double c)
{
    c = c < 0 ? 0 : c > 1 ? 1 : c;
    double v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055;
    return (Uint8)lround(v * 255.0);
}

static void multiply(const double m[3][3], const double in[3], double out[3])
{
    for (int i = 0; i < 3; i++) out[i] = m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2];
}

/* Linear RGB ⇄ LMS cone responses (Viénot, Brettel & Mollon 1999). */
static const double RGB_TO_LMS[3][3] = {
    {17.8824, 43.5161, 4.11935}, {3.45565, 27.1554, 3.86714}, {0.0299566, 0.184309, 1.46709}};
static const double LMS_TO_RGB[3][3] = {
    {0.0809444479, -0.130504409, 0.116721066},
    {-0.0102485335, 0.0540193266, -0.113614708},
    {-0.000365296938, -0.00412161469, 0.693511405}};

SDL_Color palette_seen_by(SDL_Color c, Vision v)
{
    if (v == VISION_NORMAL) return c;
    double rgb[3] = {to_linear(c.r), to_linear(c.g), to_linear(c.b)}, lms[3];
    multiply(RGB_TO_LMS, rgb, lms);
    if (v == VISION_PROTANOPIA) lms[0] = 2.02344 * lms[1] - 2.52581 * lms[2];
    else lms[1] = 0.494207 * lms[0] + 1.24827 * lms[2];
    multiply(LMS_TO_RGB, lms, rgb);
    return (SDL_Color){to_srgb(rgb[0]), to_srgb(rgb[1]), to_srgb(rgb[2]), c.a};
}

static double lab_f(double t)
{
    return t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0;
}

static void to_lab(SDL_Color c, double lab[3])
{
    double r = to_linear(c.r), g = to_linear(c.g), b = to_linear(c.b);
    double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    double fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
    lab[0] = 116 * fy - 16;
    lab[1] = 500 * (fx - fy);
    lab[2] = 200 * (fy - fz);
}

double palette_difference(SDL_Color a, SDL_Color b)
{
    double la[3], lb[3];
    to_lab(a, la);
    to_lab(b, lb);
    return sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
                (la[2] - lb[2]) * (la[2] - lb[2]));
}

double palette_lightness(SDL_Color c)
{
    double lab[3];
    to_lab(c, lab);
    return lab[0];
}
