#!/usr/bin/env bash
# Makes sure the integration suite has poppler's pdftotext (Debian's poppler-utils): the letter
# tests read the PDFs the worker prints back as text (decision 132). The letters' font ships in
# node_modules (@fontsource/ibm-plex-sans-arabic), so no font package is needed.
set -euo pipefail

command -v pdftotext >/dev/null && exit 0

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's poppler-utils with apt-get..."
  # The package lists may be stale on a new machine: install from them first, update only if that fails.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null 2>&1 || {
    DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  } || true
  command -v pdftotext >/dev/null && exit 0
  echo "apt-get could not install poppler-utils (see its message above)." >&2
else
  echo "No pdftotext found, and installing it here needs root and apt-get." >&2
fi
echo "Install poppler's tools (Debian/Ubuntu: sudo apt-get install poppler-utils; macOS: brew install poppler), then run this again." >&2
exit 1
