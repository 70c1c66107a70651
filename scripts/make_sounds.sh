#!/usr/bin/env bash
# The narrated night's sound cues (issue 25), synthesized here with sox so the app ships
# sounds we made ourselves: no recording, no licence to check. Run again to remake them;
# the .wav files are committed (small: 22.05 kHz, 16-bit mono). Needs sox.
set -euo pipefail
cd "$(dirname "$0")/../resources/sounds"
RATE=(-r 22050 -b 16 -c 1)

# Night falls: a low bell-like tone that falls (a fifth down) and fades out.
sox -n "${RATE[@]}" night.wav synth 2.2 sine 392-262 sine 196-131 remix 1,2 \
  fade q 0.05 2.2 1.6 gain -n -6

# Dawn: three rising notes (C E G), soft attack, a short reverb tail.
sox -n "${RATE[@]}" dawn_c.wav synth 0.35 pluck C4 fade q 0.01 0.35 0.2
sox -n "${RATE[@]}" dawn_e.wav synth 0.35 pluck E4 fade q 0.01 0.35 0.2
sox -n "${RATE[@]}" dawn_g.wav synth 0.9 pluck G4 fade q 0.01 0.9 0.6
sox dawn_c.wav dawn_e.wav dawn_g.wav dawn.wav reverb 30 gain -n -6
rm dawn_c.wav dawn_e.wav dawn_g.wav

# The timer's last ten seconds: one short wooden tick per second.
sox -n "${RATE[@]}" tick.wav synth 0.06 sine 1200 fade q 0.002 0.06 0.05 gain -n -8
