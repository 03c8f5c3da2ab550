#!/usr/bin/env bash
# Checks the .rpm LoGo's release build makes (scripts/test.sh runs it after
# `npx tauri build --bundles deb,rpm`), read with rpm's own tools since this
# machine cannot install it: the same programs, desktop entry, MIME type and
# icons as the .deb, the dependencies under Fedora's package names, gnugo
# recommended, and the size budget.
set -euo pipefail
rpm_file=${1:?usage: check-rpm.sh LoGo-VERSION-1.x86_64.rpm}
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

files=$(rpm -qpl "$rpm_file")
for path in /usr/bin/logo-app /usr/bin/logo /usr/share/applications/LoGo.desktop \
  /usr/share/mime/packages/logo-app.xml /usr/share/icons/hicolor/scalable/apps/logo-app.svg \
  /usr/share/icons/hicolor/256x256/apps/logo-app.png; do
  grep -qxF "$path" <<<"$files" && pass "holds $path" || fail "$path is not in the .rpm"
done

requires=$(rpm -qp --requires "$rpm_file")
for dep in webkit2gtk4.1 gtk3; do
  grep -qx "$dep" <<<"$requires" && pass "requires $dep" || fail "does not require $dep"
done
recommends=$(rpm -qp --recommends "$rpm_file")
for wanted in gnugo google-noto-sans-cjk-fonts; do
  grep -qx "$wanted" <<<"$recommends" && pass "recommends $wanted" || fail "does not recommend $wanted"
done

bytes=$(stat -c %s "$rpm_file")
[ "$bytes" -le 15000000 ] && pass "$bytes bytes" || fail "$bytes bytes: more than 15,000,000"

[ $failures -eq 0 ] || { echo "$failures check(s) of the .rpm failed"; exit 1; }
