#!/usr/bin/env bash
# Times `check` and `replay --format jsonl` of generated scenarios of 10k,
# 100k and 1M steps with /usr/bin/time -v, and prints one row per run:
# steps, size, command, wall seconds, CPU seconds (user + system), peak RSS,
# and CPU seconds per MB (the machine is shared, so CPU time is the steadier
# measure).
#
#     swift build -c release --product alert-tui
#     Benchmarks/ScenarioLoading/measure.sh [BINARY] [STEPS...]
#
# Files are generated once into ${SCENARIO_BENCH_DIR:-/tmp/scenario-bench}.
# FORMAT=jsonl measures the same scenarios as JSON lines (converted once with
# `alert-tui convert --to jsonl`).
# Each run is repeated ${REPEAT:-2} times; the row keeps the one with the least CPU time.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-$here/../../.build/release/alert-tui}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000)
dir=${SCENARIO_BENCH_DIR:-/tmp/scenario-bench}
repeat=${REPEAT:-2}
format=${FORMAT:-yaml}
mkdir -p "$dir"

printf '| steps | MB | command | wall s | CPU s | peak RSS MB | CPU s/MB |\n|---|---|---|---|---|---|---|\n'
for steps in "${sizes[@]}"; do
    file=$dir/generated-$steps.yaml
    [ -s "$file" ] || python3 "$here/generate-scenario.py" "$steps" > "$file"
    if [ "$format" = jsonl ]; then
        [ -s "${file%.yaml}.jsonl" ] || "$binary" convert "$file" --to jsonl > "${file%.yaml}.jsonl"
        file=${file%.yaml}.jsonl
    fi
    megabytes=$(awk -v b="$(stat -c %s "$file")" 'BEGIN { printf "%.2f", b / 1e6 }')
    for command in check replay; do
        best_seconds=""
        best_cpu=""
        best_rss=""
        for _ in $(seq "$repeat"); do
            log=$(mktemp)
            if [ "$command" = check ]; then
                /usr/bin/time -v "$binary" check "$file" > /dev/null 2> "$log"
            else
                /usr/bin/time -v "$binary" replay "$file" --format jsonl > /dev/null 2> "$log"
            fi
            seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$log")
            cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$log")
            rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$log")
            rm -f "$log"
            if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
                best_seconds=$seconds
                best_cpu=$cpu
                best_rss=$rss
            fi
        done
        per_mb=$(awk -v s="$best_cpu" -v m="$megabytes" 'BEGIN { printf "%.3f", s / m }')
        printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$steps" "$megabytes" "$command" "$best_seconds" "$best_cpu" \
            "$best_rss" "$per_mb"
    done
done
