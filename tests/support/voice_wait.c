/* voice_wait.c — waiting for the voice's thread as the loop does (voice_wait.h). */
#include "voice_wait.h"

#include "support.h"

uint32_t voice_wait(App *app, uint32_t limit_ms)
{
    uint32_t start = SDL_GetTicks();
    for (;;) {
        app_update(app, SDL_GetTicks());
        if (!speech_pending(&app->audio.speech)) break;
        if (SDL_GetTicks() - start > limit_ms) fail_msg("the voice still had something under way after %u ms", limit_ms);
        SDL_Delay(10);
    }
    app_update(app, SDL_GetTicks());
    return SDL_GetTicks() - start;
}
