#!/usr/bin/env bash
# Makes sure the browser tests' system tools are present: Debian's Chromium
# (driven by Playwright through executablePath; Playwright's own browser
# download cannot work here), nginx (serves the production build with real
# redirects, headers and a 404 status), a Java runtime (runs the W3C Nu
# HTML checker from the vnu-jar package) and the DejaVu fonts of
# fonts-dejavu-core (the only fonts the tests render with, through
# tests/support/fonts.conf, so screenshots match on every machine). Installs
# them with apt when missing and running as root
# (scripts/install-debian-packages.sh, which `npm run site` uses for nginx
# too); otherwise says exactly what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
chromium_bin="${CHROMIUM_PATH:-}"
if [[ -z "$chromium_bin" ]]; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [[ -x "$candidate" ]]; then chromium_bin="$candidate"; break; fi
  done
fi
[[ -n "$chromium_bin" && -x "$chromium_bin" ]] || need+=(chromium)
bash scripts/find-nginx.sh >/dev/null || need+=(nginx-light)
command -v "${JAVA:-java}" >/dev/null 2>&1 || need+=(default-jre-headless)
[[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] || need+=(fonts-dejavu-core)

if ((${#need[@]})) && ! bash scripts/install-debian-packages.sh "${need[@]}"; then
  echo "Missing: ${need[*]}. Install them (sudo apt-get install -y ${need[*]}), or point CHROMIUM_PATH at a Chromium binary and JAVA at a java binary." >&2
  exit 1
fi
echo "Chromium: $( "${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null || echo missing )"
echo "nginx: $( "$(bash scripts/find-nginx.sh)" -v 2>&1 | head -1 )"
echo "Java: $( "${JAVA:-java}" -version 2>&1 | head -1 )"
echo "Fonts: $(dpkg-query -W -f '${Package} ${Version}' fonts-dejavu-core 2>/dev/null || echo 'DejaVu core files present')"
