#!/usr/bin/env bash
# Measures the installed release build of LoGo: the size of the .deb, the
# cold start to an interactive board and the memory (PSS of all its processes)
# with a 19x19 game open. Usage, from the repository root (as root or with sudo):
#
#   bash bench/installed.sh            # builds the .deb if missing or older than the last commit, installs it, measures
#   RUNS=10 bash bench/installed.sh    # more runs (default 5)
#
# Needs Xvfb, xdotool (for libXtst) and dbus-daemon; python3 from Debian. The
# method is in bench/README.md ("The installed app").
set -euo pipefail
cd "$(dirname "$0")/.."
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# A package older than the last commit may not hold what is measured: built afresh.
deb=$(ls -t target/release/bundle/deb/LoGo_*_amd64.deb 2>/dev/null | head -n 1 || true)
if [ -z "$deb" ] || [ "$(stat -c %Y "$deb")" -lt "$(git log -1 --format=%ct)" ]; then
  npx tauri build --bundles deb
  deb=$(ls target/release/bundle/deb/LoGo_*_amd64.deb | head -n 1)
fi
bytes=$(stat -c %s "$deb")
echo "package: $deb, $bytes bytes ($(awk "BEGIN{printf \"%.1f\", $bytes/1048576}") MiB)"
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall "./$deb" >/dev/null
echo "installed: $(dpkg-query -W -f='${Package} ${Version}, ${Installed-Size} KiB installed' lo-go)"

# One X server and one session bus for all runs, as a desktop session has them.
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x900x24 -nolisten tcp" /usr/bin/python3 bench/installed.py
