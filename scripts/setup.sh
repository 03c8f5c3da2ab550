#!/usr/bin/env bash
# Shared set-up for run.sh and test.sh on Debian/Ubuntu: system packages, the
# Rust toolchain and Node.js when missing, npm packages. Safe to run again.
set -euo pipefail

# sudo only when not already root (CI runs as root, people usually do not).
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# install_packages PKG...: apt-get install whatever is not installed yet.
install_packages() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing system packages: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

# Tauri's Linux prerequisites (webkit2gtk 4.1 brings gtk, dbus, libsoup).
APP_PACKAGES=(libwebkit2gtk-4.1-dev build-essential pkg-config file curl ca-certificates)

ensure_rust() {
  export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
  if ! command -v cargo >/dev/null; then
    echo "== installing Rust (rustup, stable)"
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c rustfmt,clippy
  fi
}

# Vite 8 needs Node.js >= 20.19.
ensure_node() {
  local ok=0
  if command -v node >/dev/null; then
    node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' && ok=1
  fi
  if [ $ok -eq 0 ]; then
    echo "== installing Node.js 22 (NodeSource)"
    curl -fsSL https://deb.nodesource.com/setup_22.x | as_root bash -
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs >/dev/null
  fi
}

ensure_npm_packages() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "== npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

# ensure_locales NAME...: generate these locales (the end-to-end tests start the
# app in German, English, French and Swedish, and WebKit only honours installed
# locales).
ensure_locales() {
  local missing=()
  for name in "$@"; do
    locale -a 2>/dev/null | grep -qix "${name/UTF-8/utf8}" || missing+=("$name")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== generating locales: ${missing[*]}"
    for name in "${missing[@]}"; do
      as_root sed -i -E "s/^# *(${name} UTF-8)/\1/" /etc/locale.gen
    done
    as_root locale-gen >/dev/null
  fi
}
