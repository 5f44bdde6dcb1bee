#!/usr/bin/env bash
# CPU time of the player's seek back (←) in a long scenario, measured from
# outside.
#
#   Benchmarks/player/seek.sh [BINARY] [STEPS|FILE] [PRESSES] [spaced|burst]
#
# Generates a scenario of STEPS timeline steps (default 20000) with
# Benchmarks/ScenarioLoading/generate-scenario.py (or takes the scenario
# FILE, when that names a file), plays it in a detached
# 120x40 tmux session in compare mode, pauses, goes to the end (End), and
# then reads utime + stime from /proc/PID/stat before and after PRESSES
# (default 20) presses of ←, half a second apart (`spaced`, the default), or
# all in one burst, as keys typed ahead of the screen arrive (`burst`). A
# paused player uses no CPU, so the difference is the seeks' (each rebuilds
# both runs up to a second back) and their frames'. Prints the CPU time per
# press and the player's peak resident memory (VmHWM). Build first:
# swift build -c release --product alert-tui
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-$(cd "$here/../.." && swift build -c release --show-bin-path)/alert-tui}
steps=${2:-20000}
presses=${3:-20}
pacing=${4:-spaced}
if [ -f "$steps" ]; then
    file=$steps
else
    dir=${SCENARIO_BENCH_DIR:-/tmp/scenario-bench}
    mkdir -p "$dir"
    file=$dir/generated-$steps.yaml
    [ -s "$file" ] || python3 "$here/../ScenarioLoading/generate-scenario.py" "$steps" > "$file"
fi
socket=alert-seek-$$
tmux -L "$socket" -f /dev/null new-session -d -x 120 -y 40 \
    "LANG=C.UTF-8 exec '$binary' play '$file' --mode compare"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
wait_for() {
    for _ in $(seq 200); do
        tmux -L "$socket" capture-pane -p | grep -q -- "$1" && return 0
        sleep 0.1
    done
    echo "timed out waiting for: $1" >&2
    exit 1
}
wait_for "playing"
tmux -L "$socket" send-keys Space
wait_for "paused"
tmux -L "$socket" send-keys End
wait_for " end "
sleep 1
pid=$(tmux -L "$socket" list-panes -F '#{pane_pid}')
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
if [ "$pacing" = burst ]; then
    # shellcheck disable=SC2046 # one argument a key
    tmux -L "$socket" send-keys $(printf 'Left %.0s' $(seq "$presses"))
    sleep 3
else
    for _ in $(seq "$presses"); do
        tmux -L "$socket" send-keys Left
        sleep 0.5
    done
    sleep 1
fi
after=$(ticks)
peak=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status")
awk -v b="$before" -v a="$after" -v hz="$hz" -v n="$presses" -v s="$(basename "$steps")" -v p="$peak" \
    -v m="$pacing" \
    'BEGIN { cpu = (a - b) / hz;
             printf "%s: %.2f s CPU for %d presses of ← (%s) = %.1f ms a press; peak RSS %.0f MB\n", s, cpu, n, m, 1000 * cpu / n, p / 1024 }'
