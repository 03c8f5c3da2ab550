#!/usr/bin/env bash
# Installs everything LoGo needs on Debian/Ubuntu and starts the app (development
# build: Vite serves the UI with hot reload, Cargo builds the Rust side). GNU Go
# comes along, so the computer opponent is there from the first start.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
install_packages "${APP_PACKAGES[@]}" gnugo
ensure_rust
ensure_node
ensure_npm_packages
exec npx tauri dev
