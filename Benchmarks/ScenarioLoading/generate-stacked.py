#!/usr/bin/env python3
"""Writes a scenario with N alerts on screen at once, then N steps of one kind.

    generate-stacked.py KIND N > stacked.yaml

The policy lets a million alerts show at once, and N requests of alerts with
levels spread over 0..999 put them all on screen, each at its place in the
z-order. Then come N steps of KIND:

- `requests`: none (the requests alone);
- `navigate`: `screen:` steps over seven screens; the alerts are scoped to
  none, so every navigation leaves them all on screen (one that suspended
  N alerts would emit N events, which no structure makes cheaper);
- `covered-tap`: a tap addressed to the first alert, which is covered
  (rejected, nothing changes);
- `dismiss`: `dismiss:` of each alert in request order, from the middle of
  the stack.

`check` of such a file used to take time quadratic in N (the stack was an
array searched and shifted on every step); docs/loading.md has the numbers.
The output is the same for the same arguments.
"""

import sys


def main():
    kinds = ("requests", "navigate", "covered-tap", "dismiss")
    if len(sys.argv) != 3 or sys.argv[1] not in kinds or not sys.argv[2].isdigit():
        sys.exit(f"usage: generate-stacked.py {{{'|'.join(kinds)}}} N")
    kind, count = sys.argv[1], int(sys.argv[2])
    out = ["name: many alerts on screen", "screen: home", "policy: {maxVisible: 1000000}", "alerts:"]
    for index in range(count):
        out.append(f"  p{index}: {{level: {(index * 7919) % 1000}, actions: [ok]}}")
    out.append("timeline:")
    out.extend(f"  - request: p{index}" for index in range(count))
    for index in range(count):
        if kind == "navigate":
            out.append(f"  - screen: {'home' if index % 7 == 0 else f's{index % 7}'}")
        elif kind == "covered-tap":
            out.append("  - tap: {alert: p0, action: ok}")
        elif kind == "dismiss":
            out.append(f"  - dismiss: p{index}")
    sys.stdout.write("\n".join(out) + "\n")


main()
