#!/usr/bin/env bash
# Launches the real fusescope binary under Xvfb with --screenshot and checks the PNG is not blank.
# Usage: gui-smoke.sh FUSESCOPE_BINARY TEST_DATA_DIR. Exit 77 (skipped) when xvfb-run is missing.
set -euo pipefail
bin=$1; data=$2
command -v xvfb-run >/dev/null || { echo "SKIP: xvfb-run not installed"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
timeout 60 xvfb-run -a -s "-screen 0 1600x1000x24" "$bin" "$data/captures/gpt2_train/0_backward_3.1" \
  --step 20 --select op12 --screenshot "$out/shot.png"
test -s "$out/shot.png" || { echo "FAIL: no screenshot written"; exit 1; }
python3 - "$out/shot.png" <<'PY'
import sys, zlib, struct
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
# Count distinct byte values in the decompressed image: a blank window has almost none.
pos, idat, width, height = 8, b'', 0, 0
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b'IHDR': width, height = struct.unpack('>II', body[:8])
    if kind == b'IDAT': idat += body
    pos += 12 + length
raw = zlib.decompress(idat)
distinct = len(set(raw[::7]))
print(f'screenshot {width}x{height}, {distinct} distinct byte values')
assert (width, height) == (1600, 1000), 'unexpected size'
assert distinct > 40, 'screenshot looks blank'
PY
