/* scene.c — the requests' constructors (scene.h). */
#include "scene.h"

#include <stdio.h>
#include <string.h>

SceneRequest scene_request(SceneAsk ask)
{
    SceneRequest r;
    memset(&r, 0, sizeof r);
    r.ask = ask;
    return r;
}

SceneRequest scene_request_setup(const char *text, bool bad)
{
    SceneRequest r = scene_request(SCENE_ASK_SETUP);
    snprintf(r.text, sizeof r.text, "%s", text ? text : "");
    r.bad = bad;
    return r;
}
