#!/usr/bin/env bash
# Installs the build into a scratch prefix and checks the tree a desktop expects: the binaries (and that
# the CLI runs from there), the .desktop entry (desktop-file-validate when present), the icon and the
# MIME type. Usage: install-tree.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
fail() { echo "install-tree: $*" >&2; exit 1; }
for f in bin/fusescope-cli share/applications/fusescope.desktop share/icons/hicolor/scalable/apps/fusescope.svg \
         share/mime/packages/fusescope.xml; do
  [ -f "$prefix/$f" ] || fail "missing $f"
done
if grep -q '^FUSESCOPE_BUILD_GUI:BOOL=ON' "$build/CMakeCache.txt"; then
  [ -x "$prefix/bin/fusescope" ] || fail "missing bin/fusescope"
fi
# Into a file first: grep -q stops reading at the first match, and under pipefail the CLI's SIGPIPE on the
# rest of a long --help would fail the check.
"$prefix/bin/fusescope-cli" --help > "$prefix/help.txt" || fail "the installed fusescope-cli does not run"
grep -q "why PATH A B" "$prefix/help.txt" || fail "the installed fusescope-cli prints no usage"
grep -q '^Exec=fusescope' "$prefix/share/applications/fusescope.desktop" || fail "the .desktop entry does not start fusescope"
grep -q 'application/x-fusescope-graph+json' "$prefix/share/mime/packages/fusescope.xml" || fail "MIME type missing"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$prefix/share/applications/fusescope.desktop"; fi
if command -v xmllint >/dev/null; then xmllint --noout "$prefix/share/mime/packages/fusescope.xml"; fi
echo "install-tree: ok ($prefix)"
