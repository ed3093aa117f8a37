#!/usr/bin/env python3
"""Excerpts of an installed PyTorch's Inductor sources, enough to check FuseScope's rule table against them.

    python3 scripts/extract_rule_lines.py SITE_PACKAGES DEST_DIR

For torch/_inductor/scheduler.py, choices.py and codegen/simd.py under SITE_PACKAGES, writes
DEST_DIR/<same path>.lines holding, as `LINE<TAB>FUNCTION<TAB>TEXT`, every line that writes a refusal reason
(`why(`, `WhyNoFuse(`) or may continue one (the next three lines): its number, the function it sits in
(`Class.function`, the innermost function holding the line, found with Python's ast) and its text. The rule table's test (tests/core/sched/test_rule_sources.cpp) reads a
release's line and function from these excerpts as it reads 2.11's from ../shared/reference: the whole files
are 10,000+ lines each.
"""
import ast
import os
import sys

FILES = ["torch/_inductor/scheduler.py", "torch/_inductor/choices.py", "torch/_inductor/codegen/simd.py"]


def functions_by_line(tree):
    """line -> "Class.function" of the innermost function holding it (a nested helper's own name)."""
    owner = {}

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for line in range(child.lineno, child.end_lineno + 1):
                    owner[line] = prefix + child.name
                visit(child, prefix)  # nested functions overwrite their own lines
            else:
                visit(child, prefix)
    visit(tree, "")
    return owner


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    site, dest = sys.argv[1], sys.argv[2]
    for rel in FILES:
        with open(os.path.join(site, rel), encoding="utf-8") as f:
            source = f.read()
        lines = source.split("\n")
        owner = functions_by_line(ast.parse(source))
        keep = set()
        for i, line in enumerate(lines):
            if "why(" in line or "WhyNoFuse(" in line:
                keep.update(range(i, min(i + 4, len(lines))))
        out = os.path.join(dest, rel + ".lines")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w", encoding="utf-8") as w:
            for i in sorted(keep):
                w.write(f"{i + 1}\t{owner.get(i + 1, '')}\t{lines[i]}\n")


if __name__ == "__main__":
    main()
