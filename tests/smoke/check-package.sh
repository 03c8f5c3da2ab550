#!/usr/bin/env bash
# Checks what the installed LoGo package put on this system (run after
# `apt-get install ./LoGo_*.deb`; scripts/test.sh does): its files, the desktop
# entry (valid, in the ten languages, claims SGF), the copyright file (the
# third-party notices), the MIME type and default
# application for *.sgf, the `logo` command on the PATH, and that every shared
# library the two programs load comes from a package its Depends pull in (the
# closest this machine can come to a fresh Debian 12).
set -euo pipefail
PACKAGE=${PACKAGE:-lo-go}
DESKTOP=/usr/share/applications/LoGo.desktop
COPYRIGHT=/usr/share/doc/$PACKAGE/copyright # src-tauri/THIRD-PARTY-NOTICES.txt
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

files=$(dpkg -L "$PACKAGE")
for path in /usr/bin/logo-app /usr/bin/logo "$DESKTOP" /usr/share/mime/packages/logo-app.xml \
  /usr/share/icons/hicolor/scalable/apps/logo-app.svg "$COPYRIGHT"; do
  grep -qxF "$path" <<<"$files" && pass "installs $path" || fail "$path is not in the package"
done
for size in 16 22 24 32 48 64 128 256 512; do
  icon=/usr/share/icons/hicolor/${size}x${size}/apps/logo-app.png
  grep -qxF "$icon" <<<"$files" && pass "icon ${size}x${size}" || fail "no ${size}x${size} icon"
done

# The copyright file names LoGo's licence and every component's, SQLite's dedication among them.
for pattern in '^Copyright .* the LoGo authors$' '^Used by: tauri [0-9]' '^SQLite [0-9.]* is compiled into LoGo' \
  'public domain' '^Standard text: Apache-2.0$'; do
  grep -qE -- "$pattern" "$COPYRIGHT" 2>/dev/null && pass "copyright file matches $pattern" \
    || fail "$COPYRIGHT lacks $pattern"
done

desktop-file-validate "$DESKTOP" && pass "desktop entry is valid" || fail "desktop-file-validate"
for line in 'Name[de]=LoGo' 'Comment[de]=' 'Comment[fr]=' 'Comment[es]=' 'Comment[nl]=' 'Comment[da]=' \
  'Comment[it]=' 'Comment[pt]=' 'Comment[pl]=' 'Comment[ru]=' 'Categories=Game;BoardGame;Education;' \
  'MimeType=application/x-go-sgf;' 'Exec=logo-app %f' 'Icon=logo-app'; do
  grep -qF -- "$line" "$DESKTOP" && pass "desktop entry has $line" || fail "desktop entry lacks $line"
done

[ "$(command -v logo)" = /usr/bin/logo ] && pass "logo is on the PATH" || fail "logo is not /usr/bin/logo on the PATH"
version=$(logo --version) && pass "logo --version: $version" || fail "logo --version"

grep -q 'application/x-go-sgf=.*LoGo.desktop' /usr/share/applications/mimeinfo.cache \
  && pass "the desktop database lists LoGo for SGF" || fail "mimeinfo.cache does not list LoGo.desktop for SGF"
default=$(xdg-mime query default application/x-go-sgf)
[ "$default" = LoGo.desktop ] && pass "default for application/x-go-sgf: $default" || fail "default application is '$default'"
sample=$(mktemp --suffix=.sgf)
printf '(;GM[1]FF[4]SZ[9])' >"$sample"
type=$(XDG_CURRENT_DESKTOP=GNOME xdg-mime query filetype "$sample")
rm -f "$sample"
[ "$type" = application/x-go-sgf ] && pass "*.sgf is $type" || fail "*.sgf is '$type'"

# Every library the programs load must come from the closure of Depends.
depends=$(dpkg-query -W -f='${Depends}' "$PACKAGE" | tr ',' '\n' | sed -E 's/\(.*\)//; s/\|.*//; s/ //g' | grep . | sort -u)
closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
  --no-replaces --no-enhances $depends | grep -v '^ ' | sed 's/:.*//' | sort -u)
missing=0
for lib in $(ldd /usr/bin/logo-app /usr/bin/logo | awk '/=> \//{print $3}' | sort -u); do
  owner=$(dpkg -S "$(readlink -f "$lib")" 2>/dev/null | head -n 1 | cut -d: -f1 || true)
  [ -z "$owner" ] && owner=$(dpkg -S "$lib" 2>/dev/null | head -n 1 | cut -d: -f1 || true)
  if [ -z "$owner" ] || ! grep -qxF "$owner" <<<"$closure"; then
    fail "$lib (package '${owner:-none}') is not pulled in by Depends: $depends"
    missing=1
  fi
done
[ $missing -eq 0 ] && pass "every shared library comes from Depends ($(echo $depends))"

recommends=$(dpkg-query -W -f='${Recommends}' "$PACKAGE")
for wanted in gnugo fonts-noto-cjk; do
  # fonts-noto-cjk: Chinese, Japanese and Korean player names render as text, not boxes
  grep -qw "$wanted" <<<"$recommends" && pass "recommends $wanted" || fail "$wanted is not recommended ($recommends)"
done

if [ $failures -gt 0 ]; then
  echo "$failures package checks failed"
  exit 1
fi
echo "all package checks passed"
