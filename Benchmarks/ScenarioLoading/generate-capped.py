#!/usr/bin/env python3
"""Writes a scenario with N presentations of alerts under one frequency cap.

    generate-capped.py PER N > capped.yaml

The cap `c` allows ten million presentations per PER (a duration such as
`10d` or `50s`); N alerts with `cap: c` are each requested and closed a
millisecond later, so each is presented once and counted. With `10d` every
presentation still counts at the end; with `50s` the window fills after
50,000 and each later presentation forgets the oldest.

`check` of such a file used to take time quadratic in N; docs/loading.md has
the numbers. The output is the same for the same arguments.
"""

import sys


def main():
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit("usage: generate-capped.py PER N")
    per, count = sys.argv[1], int(sys.argv[2])
    out = ["name: many capped presentations", f"policy: {{caps: {{c: {{limit: 10000000, per: {per}}}}}}}", "alerts:"]
    out.extend(f"  p{index}: {{cap: c}}" for index in range(count))
    out.append("timeline:")
    for index in range(count):
        out.append(f"  - request: p{index}")
        out.append("  - after: 1ms")
        out.append("    dismiss: top")
    sys.stdout.write("\n".join(out) + "\n")


main()
