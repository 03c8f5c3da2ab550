#!/usr/bin/env bash
# Renders LoGo's icon from its one source, src-tauri/icons/logo.svg, into every
# file the bundles use, offline: the Linux desktop sizes with rsvg-convert
# (Debian's librsvg2-bin; crisp, since the SVG sits on a 16-unit grid), and the
# Windows and macOS sets (ICO, ICNS, Store logos) with `tauri icon`. Run it after
# editing the SVG and commit what it writes.
set -euo pipefail
cd "$(dirname "$0")/.."

icons=src-tauri/icons
source_svg=$icons/logo.svg
command -v rsvg-convert >/dev/null || { echo "rsvg-convert is missing: apt-get install librsvg2-bin" >&2; exit 1; }

# The freedesktop hicolor sizes (the .deb and .rpm install each by its size).
mkdir -p "$icons/hicolor"
for size in 16 22 24 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" "$source_svg" -o "$icons/hicolor/${size}x${size}.png"
done

# The platform sets; `tauri icon` also writes Android and iOS icons, which
# LoGo (a desktop app) does not ship, so it writes to a scratch folder first.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
npx --no-install tauri icon "$source_svg" -o "$scratch/out" >"$scratch/log" 2>&1 || { cat "$scratch/log" >&2; exit 1; }
cp "$scratch"/out/*.png "$scratch/out/icon.ico" "$scratch/out/icon.icns" "$icons/"
echo "icons written to $icons"
