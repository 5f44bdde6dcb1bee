#!/usr/bin/env python3
"""Writes a scenario whose one ranged request breaks `max-wait` only in windows.

    generate-late-window.py ALERTS ROUNDS RANGE_MS > late-window.yaml

`y` may be requested at any instant from 0 to RANGE_MS. From 10 s on, ALERTS
alerts with ttls (1,000 ms and up) are requested and removed one after
another, ROUNDS times over, each step `after:` the previous; a higher alert
shows from nine tenths of RANGE_MS for 500 s. `y` waits more than 100 ms when it lands
while one of them is up, so the property breaks only in those windows, and
shrinking has to find the first: 10,001 ms.

`generate-late-window.py 40 1 10000000` is the 83-step file and
`generate-late-window.py 100 5 100000000` the 1,003-step file that
Benchmarks/README.md times `explore` on (Exploring).
"""

import sys


def main() -> None:
    alerts, rounds, range_ms = (int(argument) for argument in sys.argv[1:4])
    lines = ["name: late window", "policy: {gap: 300ms}", "alerts:", "  y: {level: 500}", "  late: {level: 900}"]
    lines += [f"  a{i}: {{level: {100 + i}, ttl: {1000 + i * 37}ms}}" for i in range(alerts)]
    lines += ["timeline:", f"  - {{at: 0ms..{range_ms}ms, request: y}}"]
    first = True
    for _ in range(rounds):
        for i in range(alerts):
            timing = "at: 10000ms" if first else "after: 997ms"
            first = False
            lines.append(f"  - {{{timing}, request: a{i}}}")
            lines.append(f"  - {{after: 1013ms, remove: a{i}}}")
    lines += [f"  - {{at: {range_ms * 9 // 10}ms, request: late}}", "  - {after: 500000ms, remove: late}"]
    lines += ["properties:", "  - max-wait: {alert: y, wait: 100ms}"]
    print("\n".join(lines))


main()
