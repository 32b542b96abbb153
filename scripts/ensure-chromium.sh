#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests (test/e2e, src/ui/**/*.e2e.ts) is installed: uses
# $CHROMIUM_PATH or the chromium on PATH; otherwise installs Debian's `chromium` with apt-get when
# running as root. Fails loudly when it cannot — the browser tests are never skipped silently.
set -euo pipefail

find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; return 0; fi
  for name in chromium chromium-browser; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}

if path=$(find_chromium); then
  echo "chromium: $path ($("$path" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

if [ "${EUID:-1}" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium not found: installing Debian's chromium (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if path=$(find_chromium); then
    echo "chromium: $path ($("$path" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
  fi
fi

{
  echo 'ERROR: no Chromium found for the browser tests, and it could not be installed.'
  echo '  Install one (Debian: `apt-get install chromium`, as root) or set CHROMIUM_PATH to its executable,'
  echo '  then run `npm test` again. The browser tests are part of `npm test` and are not skipped.'
} >&2
exit 1
