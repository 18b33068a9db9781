/* table_ops.h — the parts of the scene interface (table_ops.c) that the lesson shares. For
 * the table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_OPS_H
#define RAJAS_TABLE_OPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"

SceneRequest table_ops_event(TableScene *t, const SDL_Event *e, uint32_t now);
void table_ops_look(const TableScene *t, uint32_t now, SceneLook *l);
void table_ops_words(TableScene *t, SceneWords *w, SceneSay say, void *ctx);
void table_ops_restyle(TableScene *t, const SceneStyle *st);
void table_ops_textures(TableScene *t, bool lost);

#endif
