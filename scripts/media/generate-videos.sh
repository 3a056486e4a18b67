#!/usr/bin/env bash
# Generates the demo videos served under /media/video/ (640x360 WebM, VP9 + Opus):
#   media/video/intro.webm  (~12 s)  + intro.jpg poster
#   media/video/parent.webm (~8 s)   + parent.jpg poster
#   media/video/school.webm (~8 s)   + school.jpg poster
#   media/video/careers/<slug>/<section>.webm (6 s each): the opening video of each section of each starter
#     career's assessment, naming that career and section (the list comes from the seed: scripts/media/career-clips.mjs)
#
# Each video is a few title cards on animated gradient backgrounds, joined with
# cross transitions, over a soft synthesised chord. Only ffmpeg (with libvpx,
# libopus, libfreetype) and the DejaVu fonts are needed; no network access.
#
# Usage: bash scripts/media/generate-videos.sh [all|careers]   (careers: only the assessment clips; needs
#        `npm run build:server` first, for the list of careers)
set -euo pipefail
WHAT="${1:-all}"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/media/video"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
FONT_REG="$FONT_DIR/DejaVuSans.ttf"
FFMPEG="${FFMPEG:-ffmpeg}"
W=640
H=360
FPS="${FPS:-25}"
XF=0.5 # transition length in seconds

mkdir -p "$OUT/careers"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

TRANSITIONS=(fade slideleft circleopen wipeleft smoothup fadeblack)

# Card state, filled by `card` and consumed by `render`.
CARD_INPUTS=()
CARD_FILTERS=""
CARD_DURS=()

reset_cards() {
  CARD_INPUTS=()
  CARD_FILTERS=""
  CARD_DURS=()
}

# fit_size TEXT MAX_SIZE EM_WIDTH: largest font size (<= MAX_SIZE) that keeps TEXT
# within ~600 px, given the font's average glyph width in ems.
fit_size() {
  awk -v n="${#1}" -v max="$2" -v em="$3" 'BEGIN { s = int(600 / (n * em)); print (s < max ? s : max) }'
}

# card DURATION COLOUR0 COLOUR1 TITLE [LINE ...]
# One line: a centred subtitle. Several lines: they appear one after another.
card() {
  local dur="$1" c0="$2" c1="$3" title="$4"
  shift 4
  local i=${#CARD_DURS[@]}
  local n=$#
  local seed=$((i * 7 + ${#title}))

  CARD_INPUTS+=(-f lavfi -i "gradients=s=${W}x${H}:r=${FPS}:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=${W}:y1=${H}:speed=${GRADIENT_SPEED:-0.02}:seed=${seed}:d=${dur}")
  CARD_DURS+=("$dur")

  # Text goes through files so quotes, colons and commas need no escaping.
  printf '%s' "$title" >"$TMP/c${i}_title.txt"
  printf '%s' "Disha Careers" >"$TMP/brand.txt"

  local block=$((60 + n * 40))
  local ty=$(((H - block) / 2 - 6))
  local f="[${i}:v]format=yuv420p,"
  # soft dark band behind the text for contrast
  f+="drawbox=x=0:y=$((ty - 24)):w=${W}:h=$((block + 44)):color=black@0.18:t=fill,"
  f+="drawtext=fontfile=${FONT_BOLD}:textfile=$TMP/c${i}_title.txt:fontsize=$(fit_size "$title" 36 0.66):fontcolor=white:"
  f+="shadowcolor=black@0.35:shadowx=2:shadowy=2:x=(w-text_w)/2:"
  f+="y='${ty}+12*max(0\\,1-t/0.6)':alpha='min(1\\,t/0.6)',"
  f+="drawbox=x=$((W / 2 - 50)):y=$((ty + 50)):w=100:h=4:color=white@0.85:t=fill,"
  local k=0 line
  for line in "$@"; do
    printf '%s' "$line" >"$TMP/c${i}_l${k}.txt"
    local ly=$((ty + 68 + k * 40))
    local start
    if [ "$n" -eq 1 ]; then start=0.5; else start=$(awk "BEGIN{print 0.5 + $k * 0.55}"); fi
    f+="drawtext=fontfile=${FONT_REG}:textfile=$TMP/c${i}_l${k}.txt:fontsize=$(fit_size "$line" 22 0.56):fontcolor=white:"
    f+="shadowcolor=black@0.3:shadowx=1:shadowy=1:x=(w-text_w)/2:y=${ly}:"
    f+="alpha='if(lt(t\\,${start})\\,0\\,min(1\\,(t-${start})/0.5))',"
    k=$((k + 1))
  done
  f+="drawtext=fontfile=${FONT_BOLD}:textfile=$TMP/brand.txt:fontsize=15:fontcolor=white@0.85:x=18:y=h-32,"
  f+="setsar=1,fps=${FPS}[v${i}];"
  CARD_FILTERS+="$f"
}

# render OUTPUT_FILE: joins the cards with transitions, adds audio, encodes VP9/Opus.
render() {
  local out="$1"
  local n=${#CARD_DURS[@]}
  local graph="$CARD_FILTERS"
  local prev="v0" acc="${CARD_DURS[0]}" j
  for ((j = 1; j < n; j++)); do
    local offset
    offset=$(awk "BEGIN{printf \"%.3f\", $acc - $XF}")
    local tr=${TRANSITIONS[$(((j - 1) % ${#TRANSITIONS[@]}))]}
    graph+="[${prev}][v${j}]xfade=transition=${tr}:duration=${XF}:offset=${offset}[x${j}];"
    prev="x${j}"
    acc=$(awk "BEGIN{printf \"%.3f\", $offset + ${CARD_DURS[$j]}}")
  done
  local total="$acc"
  local fade_out
  fade_out=$(awk "BEGIN{printf \"%.3f\", $total - 1.2}")

  # Soft C-major chord with a slow swell; very quiet so it never startles.
  local audio="aevalsrc='(0.05*sin(2*PI*261.63*t)+0.035*sin(2*PI*329.63*t)+0.03*sin(2*PI*392*t))*(0.75+0.25*sin(2*PI*0.25*t))':s=48000:d=${total}"
  graph+="[${prev}]fade=t=in:st=0:d=0.4,fade=t=out:st=$(awk "BEGIN{printf \"%.3f\", $total - 0.5}"):d=0.5,format=yuv420p[vout];"
  graph+="${audio},afade=t=in:st=0:d=0.8,afade=t=out:st=${fade_out}:d=1.2,aformat=channel_layouts=mono[aout]"

  local audio_map=(-map "[aout]") audio_codec=(-c:a libopus -b:a "${AUDIO_KBPS:-24}k" -ac 1)
  if [ "${AUDIO_KBPS:-24}" = 0 ]; then
    graph="${graph%;*}"
    audio_map=()
    audio_codec=(-an)
  fi
  "$FFMPEG" -nostdin -hide_banner -loglevel error -y "${CARD_INPUTS[@]}" \
    -filter_complex "$graph" -map "[vout]" "${audio_map[@]}" \
    -c:v libvpx-vp9 -b:v "${VIDEO_KBPS:-150}k" -maxrate "${VIDEO_MAXRATE_KBPS:-220}k" -bufsize 300k \
    -crf "${VIDEO_CRF:-38}" -deadline good -cpu-used 2 -row-mt 1 \
    -g "${VIDEO_GOP:-75}" -pix_fmt yuv420p "${audio_codec[@]}" -t "$total" \
    -metadata title="Disha Careers" "$out"
  printf '  %-28s %6s bytes  %ss\n' "${out#"$ROOT"/}" "$(wc -c <"$out")" "$total"
}

poster() {
  local video="$1" jpg="$2" at="$3"
  "$FFMPEG" -nostdin -hide_banner -loglevel error -y -ss "$at" -i "$video" -frames:v 1 -q:v 6 "$jpg"
  printf '  %-28s %6s bytes\n' "${jpg#"$ROOT"/}" "$(wc -c <"$jpg")"
}

echo "Generating videos into media/video"

if [ "$WHAT" != careers ]; then
# ── intro (~12 s) ──
reset_cards
card 3.4 0x1E3A8A 0x3B82F6 "Discover careers that fit you" "Careers across Science, Commerce, Arts and more"
card 3.4 0x6D28D9 0xDB2777 "Watch real career videos" "See a day in the life before you choose"
card 3.4 0x047857 0x0EA5E9 "Take timed assessments" "Find your strengths, interests and aptitude"
card 3.4 0xB45309 0xF59E0B "Get your career report" "A clear path for classes 9 to 12"
render "$OUT/intro.webm"
poster "$OUT/intro.webm" "$OUT/intro.jpg" 2.0

# ── parents (~8 s) ──
reset_cards
card 2.8 0x0F766E 0x14B8A6 "For parents" "Guide your child with confidence"
card 2.8 0x1E40AF 0x7C3AED "Know the options" "Streams, entrance exams, colleges and costs"
card 3.4 0xC2410C 0xF59E0B "Plan together" "Reports you can discuss at the dinner table" "Expert counsellors when you need them"
render "$OUT/parent.webm"
poster "$OUT/parent.webm" "$OUT/parent.jpg" 1.8

# ── schools (~8 s) ──
reset_cards
card 2.8 0x1E3A8A 0x0891B2 "For schools" "Career guidance for every student"
card 2.8 0x4338CA 0xDB2777 "Assess whole classes" "Timed assessments, no extra staff needed"
card 3.4 0x15803D 0x65A30D "Track progress" "Dashboards for principals and counsellors" "Reports shared with parents"
render "$OUT/school.webm"
poster "$OUT/school.webm" "$OUT/school.jpg" 1.8

fi

# ── assessment clips: one per starter career and section (6 s each, kept small: ~220 of them) ──
field_colours() {
  case "$1" in
  Science) echo "0x1E3A8A 0x3B82F6" ;;
  Commerce) echo "0x166534 0x22C55E" ;;
  Arts) echo "0x9D174D 0xF472B6" ;;
  *) echo "0x075985 0x38BDF8" ;;
  esac
}
# Kept small (about 20 kB a clip): no motion but the text's, 10 frames a second, a low bitrate and no sound
# (the longer videos keep their soft chord).
FPS=10 VIDEO_KBPS=25 VIDEO_MAXRATE_KBPS=60 VIDEO_CRF=56 VIDEO_GOP=100 AUDIO_KBPS=0 GRADIENT_SPEED=0.00001
rm -rf "$OUT/careers"
mkdir -p "$OUT/careers"
node "$ROOT/scripts/media/career-clips.mjs" >"$TMP/clips.tsv"
while IFS=$'\t' read -r file title career section field subjects; do
  read -r c0 c1 <<<"$(field_colours "$field")"
  mkdir -p "$(dirname "$ROOT/media/$file")"
  reset_cards
  card 2.6 "$c0" "$c1" "$title" "$section"
  card 3.9 "$c1" "$c0" "$career" "A $field career" "Subjects: $subjects" "Watch, then rate the statements that follow"
  render "$ROOT/media/$file"
done <"$TMP/clips.tsv"

echo "Done."
