#!/usr/bin/env python3
"""Writes a large, valid scenario file whose every `expect` holds.

    generate-scenario.py STEPS [--alerts N] > big.yaml

The timeline repeats one launch-like cycle: two requests (the second waits
behind the first), a tap on the top alert, a close, a late addressed tap and a
dismissal that are rejected, now and then a hold and its release, and every
tenth cycle an `expect` of the scheduled run and one of the naive run. Steps
use `at:` and `after:` in every duration form, block and flow mappings, so
`check` replays both modes and passes. The output is the same for the same
arguments.
"""

import argparse
import sys


def catalogue(alert_count):
    lines = ["alerts:"]
    for index in range(alert_count):
        level = 100 + (index * 37) % 800
        if index % 2 == 0:
            lines.append(f"  a{index}:")
            lines.append(f"    level: {level}")
            lines.append(f"    title: 领取红包 {index}")
            lines.append(f"    message: Reward number {index} is waiting")
            lines.append("    actions: [OK, Later]")
            if index % 3 == 0:
                lines.append("    ttl: 10s")
        else:
            ttl = ", ttl: 1m" if index % 3 == 0 else ""
            lines.append(
                f"  a{index}: {{level: normal{level - 500:+d}, title: Guide {index}, "
                f"actions: [{{label: OK}}, {{label: Later, dismisses: true}}]{ttl}}}")
    return lines


def instant(milliseconds, cycle):
    """The same instant written three ways in turn."""
    if cycle % 3 == 0:
        return f"{milliseconds}ms"
    if cycle % 3 == 1:
        return f"{milliseconds / 1000:g}s" if milliseconds % 1000 == 0 else f"{milliseconds}"
    return f"{milliseconds}"


def cycle_steps(cycle, alert_count):
    first = cycle % alert_count
    second = (first + 1 + cycle % 3) % alert_count
    start = cycle * 100
    steps = [
        f"  - at: {instant(start, cycle)}\n    request: a{first}",
        f"  - after: 5ms\n    request: a{second}",
    ]
    naive_masks = cycle + 2  # one layer left behind by each earlier cycle, two shown now
    if cycle % 10 == 0:
        steps.append(f"  - expect: {{visible: [a{first}], pending: [a{second}], masks: 1}}")
        steps.append(
            f"  - expect:\n      visible: [a{first}, a{second}]\n      masks: {naive_masks}\n      mode: naive")
    steps += [
        "  - after: 0.005s\n    tap: OK",
        "  - {after: 5, dismiss: top}",
        f"  - tap: {{alert: a{first}, action: Later}}",
        f"  - dismiss: a{first}",
    ]
    if cycle % 4 == 0:
        steps += ["  - hold: splash-ad", "  - release: splash-ad"]
    return steps


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("steps", type=int, help="how many timeline steps to write")
    parser.add_argument("--alerts", type=int, default=500, help="alerts in the catalogue (at least 4)")
    arguments = parser.parse_args()
    alert_count = max(4, arguments.alerts)

    out = sys.stdout
    out.write(f"name: Generated, {arguments.steps} steps\n")
    out.write("description: A long run of launch-like cycles, written by generate-scenario.py.\n")
    out.write("screen: home\npolicy:\n  maxVisible: 1\n  gap: 0ms\n")
    out.write("\n".join(catalogue(alert_count)) + "\n")
    out.write("timeline:\n")
    written = 0
    cycle = 0
    while written < arguments.steps:
        for step in cycle_steps(cycle, alert_count):
            if written == arguments.steps:
                break
            out.write(step + "\n")
            written += 1
        cycle += 1


if __name__ == "__main__":
    main()
