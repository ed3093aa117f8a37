#!/usr/bin/env bash
# Installs FuseScope's build and test dependencies from Debian 12 packages, only those missing.
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-svg-dev libgl-dev
  libgraphviz-dev graphviz
  libfmt-dev nlohmann-json3-dev libssl-dev libcairo2-dev libdtl-dev zlib1g-dev libsimdjson-dev libpugixml-dev
  libgtest-dev libgmock-dev libbenchmark-dev libmimalloc-dev chromium
  xvfb xauth libxml2-utils python3 python3-venv
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages already installed"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
