#!/usr/bin/env python3
"""Where a PyTorch release writes each refusal reason of FuseScope's rule table, for a new release's column.

    python3 scripts/find_rule_lines.py SITE_PACKAGES

Reads the rule rows of core/sched/inductor211/rule_table.cpp (id, wording, file) and prints, for each, the
lines of SITE_PACKAGES/<file> that hold the wording ("-" where none does: the release has no such rule).
Where a wording occurs twice (a shorter reason inside a longer one), pick the line whose function matches;
tests/core/sched/test_rule_sources.cpp checks the choice against the release's sources.
"""
import os
import re
import sys

FILES = {"kScheduler": "torch/_inductor/scheduler.py", "kChoices": "torch/_inductor/choices.py",
         "kSimd": "torch/_inductor/codegen/simd.py"}
CONSTANTS = {"kNode1MustGoBeforeNode2": "node1 must go before node2"}
ROW = re.compile(r'\{Rule::(\w+),\s*(?:"((?:[^"\\]|\\.)*)"|(\w+)),\s*(true|false),\s*(\w+),\s*\{([\d, ]+)\}')


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "core", "sched", "inductor211", "rule_table.cpp"), encoding="utf-8") as f:
        table = f.read()
    sources = {}
    for rule, wording, constant, formatted, file_key, lines in ROW.findall(table):
        text = CONSTANTS.get(constant, constant) if constant else wording
        if formatted == "true":
            text = text.rstrip()
        path = os.path.join(sys.argv[1], FILES[file_key])
        if path not in sources:
            with open(path, encoding="utf-8") as f:
                sources[path] = f.read().split("\n")
        hits = [str(i + 1) for i, line in enumerate(sources[path]) if text in line]
        print(f"{rule:32} {{{lines}}}  ->  {','.join(hits) or '-'}")


if __name__ == "__main__":
    main()
