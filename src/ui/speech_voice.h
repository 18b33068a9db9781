/* speech_voice.h — what each system's voice gives speech.c (speech.h), inside src/ui only:
 * speech_spd.c (speech-dispatcher, on every system but Windows) and speech_sapi.c (SAPI, on
 * Windows); the build compiles one. */
#ifndef RAJAS_SPEECH_VOICE_H
#define RAJAS_SPEECH_VOICE_H

#include <stdbool.h>

#include "speech.h"

/* Opens the system's voice (caller closes it); NULL with *trouble saying why. */
SpeechVoice *speech_voice_open(SpeechTrouble *trouble);
/* Says text (UTF-8). interrupt: a newer such text may cut it short; otherwise it is queued
 * after what is being said. False when the voice no longer answers, with *trouble saying
 * so: the caller closes it. */
bool speech_voice_say(SpeechVoice *v, const char *text, bool interrupt, SpeechTrouble *trouble);
void speech_voice_close(SpeechVoice *v);
/* What a voice that does not answer is called on this system: one that never opened
 * (opened false) or one that stopped answering later. */
SpeechTrouble speech_voice_silent(bool opened);

#endif
