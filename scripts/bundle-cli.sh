#!/usr/bin/env bash
# `tauri build` runs this before it bundles (build.beforeBundleCommand): it
# builds the `logo` command in the same profile as the app and puts it where
# the .deb and .rpm take it from (bundle.linux.*.files: /usr/bin/logo), so the
# command is installed beside the app. Independent of CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
[ "${TAURI_ENV_DEBUG:-}" = "true" ] && profile=debug
# Cross builds only: naming the host's own triple would build into another folder.
triple=${TAURI_ENV_TARGET_TRIPLE:-}
[ "$triple" = "$(rustc -vV | sed -n 's/^host: //p')" ] && triple=
target_args=()
[ -n "$triple" ] && target_args=(--target "$triple")

flags=(--locked -p logo-cli "${target_args[@]}")
[ "$profile" = release ] && flags+=(--release)
cargo build "${flags[@]}"

target_dir=$(cargo metadata --format-version 1 --no-deps --locked | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
built="$target_dir/${triple:+$triple/}$profile/logo"
mkdir -p target/bundle-files
cp "$built" target/bundle-files/logo
echo "logo ($profile) ready for the bundle: $("$built" --version)"
