#!/usr/bin/env bash
# Packs fusescope-cli with the shared libraries it links (all but glibc's own) into DIR, so the CLI built
# here runs on another x86-64 Linux host that lacks Graphviz, fmt or mimalloc (the GPU host where
# scripts/measure_speedup.py times it beside Inductor):
#   scripts/pack-cli.sh [BUILD_DIR] DIR     (BUILD_DIR default build/dev)
# DIR/fusescope-cli is a wrapper that puts DIR/lib first on LD_LIBRARY_PATH and execs DIR/bin/fusescope-cli;
# timings are the CLI's own (timing_ms), so the wrapper's start-up is not in them.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -eq 1 ]]; then build=build/dev; out=$1; elif [[ $# -eq 2 ]]; then build=$1; out=$2; else
  echo "usage: scripts/pack-cli.sh [BUILD_DIR] DIR" >&2
  exit 2
fi
cli=$build/app/fusescope-cli
[[ -x $cli ]] || { echo "pack-cli: $cli not built (cmake --build --preset dev)" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out/bin" "$out/lib"
cp "$cli" "$out/bin/"
# Debug info is most of a RelWithDebInfo binary (over 100 MB) and the device call carries 64 MiB at most.
if command -v strip >/dev/null; then strip --strip-debug "$out/bin/fusescope-cli"; fi
# glibc (libc, libm, the loader) stays the host's: it is backward compatible, and a copied one is not.
ldd "$cli" | awk '/=> \// {print $3}' | grep -vE '/(libc|libm|libpthread|libdl|librt)\.so|ld-linux' |
  while read -r lib; do cp -L "$lib" "$out/lib/"; done
cat > "$out/fusescope-cli" <<'EOF'
#!/bin/sh
here=$(cd "$(dirname "$0")" && pwd)
LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" exec "$here/bin/fusescope-cli" "$@"
EOF
chmod +x "$out/fusescope-cli"
"$out/fusescope-cli" synth --nodes 10 -o /dev/null >/dev/null 2>&1 || { echo "pack-cli: the packed CLI does not run" >&2; exit 1; }
echo "pack-cli: $out ($(ls "$out/lib" | wc -l) libraries, $(du -sh "$out" | cut -f1))"
