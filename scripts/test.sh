#!/usr/bin/env bash
# Installs what LoGo's tests need on Debian/Ubuntu and runs every test: format,
# lints, Rust tests (with GNU Go as the rules referee), IPC bindings drift, the
# UI's type check and unit tests, end-to-end tests of the real app window
# under Xvfb, then the release package: builds the .deb, installs it, checks
# what it installed and smoke-tests the installed app. Exits non-zero on the
# first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
export CARGO_TERM_COLOR=never SQLX_OFFLINE=true
# The run builds everything once: incremental caches would only take disk
# (about 2 GB), and a CI machine's disk is shared and at times nearly full.
export CARGO_INCREMENTAL=0
disk_free() { df -h --output=avail . | tail -n 1 | tr -d ' '; }
step() { echo "== [$((SECONDS))s] $* (disk free: $(disk_free))"; }

# left_behind NAME=VALUE: fails (after killing them) if processes with this
# exact environment entry are still running.
left_behind() {
  local pids=() file pid
  for file in $(grep -lsxzF "$1" /proc/[0-9]*/environ || true); do
    pid=${file#/proc/}; pid=${pid%/environ}
    pids+=("$pid")
  done
  [ ${#pids[@]} -eq 0 ] && return 0
  echo "Processes of this test run were left behind:"
  ps -o pid,ppid,comm -p "$(IFS=,; echo "${pids[*]}")" || true
  kill -9 "${pids[@]}" 2>/dev/null || true
  return 1
}

step "system packages"
install_packages "${APP_PACKAGES[@]}" xvfb xauth webkit2gtk-driver gnugo locales xdotool sqlite3 x11-apps \
  dbus-daemon xdg-utils desktop-file-utils shared-mime-info libglib2.0-bin rpm
ensure_locales de_DE.UTF-8 en_US.UTF-8 fr_FR.UTF-8 sv_SE.UTF-8
ensure_rust
ensure_node
if ! command -v tauri-driver >/dev/null; then
  step "tauri-driver"
  cargo install tauri-driver --version 2.1.0 --locked --quiet
fi
ensure_npm_packages

step "format"
cargo fmt --all --check

step "lints"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "Rust tests (regenerates the IPC bindings)"
# Remove the generated bindings first, so a type that no longer exists leaves
# a deleted file behind for the drift check below.
find ui/src/ipc/bindings -name '*.ts' -delete
cargo test --workspace --locked

step "IPC bindings drift"
if git rev-parse --git-dir >/dev/null 2>&1; then
  if [ -n "$(git status --porcelain -- ui/src/ipc/bindings)" ]; then
    git status --short -- ui/src/ipc/bindings
    git diff -- ui/src/ipc/bindings | head -50
    echo "The committed TypeScript bindings differ from the Rust IPC types: run 'cargo test -p logo-app' and commit ui/src/ipc/bindings."
    exit 1
  fi
fi

step "licence list of the bundled components is up to date"
node scripts/licences.mjs --check

step "UI format and lints (Biome)"
npm run --silent lint

step "UI type check and unit tests"
npm run --silent typecheck
npm run --silent test:unit

step "app with the embedded UI (debug, no bundle)"
npx tauri build --debug --no-bundle

step "end-to-end tests of the real window (tauri-driver + WebKitWebDriver under Xvfb)"
# Every process the tests start carries this run's id in its environment, so
# whatever is left afterwards can be found; the suite is bounded in time even
# if a test or a process hangs.
# (Not exported, and given to npm only: the tests' processes carry it, not
# this shell, grep or the X server, which xvfb-run ends by itself.)
e2e_run="test-$$-$(date +%s)"
# Whether the suite passes, fails or times out, what it left is ended and
# reported before the step's verdict.
e2e_status=0
timeout --kill-after=30s 30m \
  xvfb-run -a -s "-screen 0 1920x1080x24" env LOGO_E2E_RUN="$e2e_run" npm run --silent test:e2e || e2e_status=$?
left_behind "LOGO_E2E_RUN=$e2e_run" || e2e_status=${e2e_status/#0/1}
[ "$e2e_status" -eq 0 ] || { echo "End-to-end tests failed (status $e2e_status)."; exit "$e2e_status"; }

if [ "${LOGO_FREE_DEBUG_BUILD:-0}" = 1 ]; then
  # Set by .ci/run: nothing after this point uses the debug build, and a fresh
  # clone keeps nothing for later, so the release build gets its disk space.
  step "free the debug build"
  cargo clean --profile dev --quiet
fi

step "release packages: the .deb and .rpm with the app and the logo command (release build)"
npx tauri build --bundles deb,rpm
bash tests/smoke/check-rpm.sh "$(ls -t target/release/bundle/rpm/LoGo-*.x86_64.rpm | head -n 1)"
deb=$(ls -t target/release/bundle/deb/LoGo_*_amd64.deb | head -n 1)
deb_bytes=$(stat -c %s "$deb")
echo "$deb: $deb_bytes bytes"
if [ "$deb_bytes" -gt 15000000 ]; then
  echo "The .deb is larger than 15 MB (15,000,000 bytes)."
  exit 1
fi

step "install the .deb and check what it installed"
# Removed first, so the package is installed afresh even if this version was
# installed before; removed again after the smoke test.
as_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq lo-go >/dev/null 2>&1 || true
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
bash tests/smoke/check-package.sh

step "smoke test of the installed app (/usr/bin/logo-app)"
smoke_run="smoke-$$-$(date +%s)"
smoke_status=0
timeout --kill-after=30s 10m xvfb-run -a -s "-screen 0 1920x1080x24" \
  env LOGO_APP=/usr/bin/logo-app LOGO_E2E_RUN="$smoke_run" npm run --silent test:smoke || smoke_status=$?
left_behind "LOGO_E2E_RUN=$smoke_run" || smoke_status=${smoke_status/#0/1}
as_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq lo-go >/dev/null
[ "$smoke_status" -eq 0 ] || { echo "Smoke test of the installed app failed (status $smoke_status)."; exit "$smoke_status"; }

step "all tests passed"
