#!/usr/bin/env python3
"""docs/cli-reference.md from the commands' own help, so the reference never drifts from the code.

    python3 scripts/cli_reference.py FUSESCOPE_CLI FUSESCOPE [--check FILE]

Prints the reference (`fusescope-cli --help` and `fusescope --help`, each executable named without its
path). With --check FILE it compares instead and exits 1, with a unified diff, when FILE differs (the
ctest `cli_reference_is_current` runs this).
"""
import difflib
import os
import subprocess
import sys


def help_of(exe):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([exe, "--help"], capture_output=True, text=True, env=env, check=False)
    text = (out.stdout or out.stderr).replace(exe, os.path.basename(exe))
    return text.rstrip() + "\n"


def reference(cli, gui):
    return ("# Command-line reference\n\n"
            "Generated from the executables' own `--help` by `scripts/cli_reference.py` (a test keeps it equal to\n"
            "them). How each command works, with examples: [command-line.md](command-line.md).\n\n"
            "## fusescope-cli\n\n```\n" + help_of(cli) + "```\n\n"
            "## fusescope (the window)\n\n```\n" + help_of(gui) + "```\n")


def main():
    args = sys.argv[1:]
    check = None
    if "--check" in args:
        at = args.index("--check")
        check = args[at + 1]
        del args[at:at + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    text = reference(*args)
    if check is None:
        sys.stdout.write(text)
        return
    with open(check, encoding="utf-8") as f:
        current = f.read()
    if current != text:
        sys.stdout.writelines(difflib.unified_diff(current.splitlines(True), text.splitlines(True), check, "generated"))
        print(f"\n{check} is out of date: python3 scripts/cli_reference.py CLI GUI > {check}")
        sys.exit(1)
    print(f"{check} matches the commands' help")


if __name__ == "__main__":
    main()
