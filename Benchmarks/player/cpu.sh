#!/usr/bin/env bash
# CPU time of the player while it plays, measured from outside.
#
#   Benchmarks/player/cpu.sh [BINARY] [MODE] [SECONDS] [SPEED]
#
# Starts BINARY (default: the release alert-tui of this package) in a detached
# 120x40 tmux session playing Benchmarks/player/steady-launch.yaml in MODE
# (default compare), lets it settle for 5 s, then reads utime + stime from
# /proc/PID/stat before and after SECONDS (default 30) and prints the share of
# one core it used. Build first: swift build -c release --product alert-tui
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-$(cd "$here/../.." && swift build -c release --show-bin-path)/alert-tui}
mode=${2:-compare}
seconds=${3:-30}
speed=${4:-1}
socket=alert-cpu-$$
tmux -L "$socket" -f /dev/null new-session -d -x 120 -y 40 \
    "LANG=C.UTF-8 exec '$binary' play '$here/steady-launch.yaml' --mode $mode --speed $speed"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
sleep 5
pid=$(tmux -L "$socket" list-panes -F '#{pane_pid}')
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
start=$(date +%s.%N)
sleep "$seconds"
after=$(ticks)
end=$(date +%s.%N)
awk -v b="$before" -v a="$after" -v s="$start" -v e="$end" -v hz="$hz" -v m="$mode" \
    'BEGIN { cpu = (a - b) / hz; wall = e - s;
             printf "%s: %.2f s CPU in %.1f s = %.2f %%\n", m, cpu, wall, 100 * cpu / wall }'
