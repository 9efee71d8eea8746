#!/usr/bin/env bash
# Installs node_modules exactly as the committed lockfile says. `npm ci` unpacks about 47,000
# files and takes a minute on a 2-core machine, at the start of every fresh clone's gate, before
# anything can run beside it. So the first `npm ci` for a lockfile is kept, once per user, next
# to the Node install (~/.cache/cardiff-academy/node_modules-<key>), and a later clone with the
# same lockfile, Node and platform copies it instead (about 5 s): what CI caches keyed by the
# lockfile's hash. NPM_INSTALL_CACHE=off always runs `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source infra/node/user-cache.sh

# Everything the installed tree depends on: the exact packages, and the Node (with its npm) and
# platform that ran their install scripts and chose their optional binaries.
key=$({
  cat package-lock.json
  node --version
  uname -sm
} | sha256sum | cut -c1-16)
cache_dir=$(user_cache_dir)
cached=${cache_dir:+$cache_dir/node_modules-$key}
# How many lockfiles' installs are kept (600 MB each); the oldest go first.
KEEP=2

# A folder is a complete install when its marker names this key: the marker is written last.
complete() { [[ -f $1/.installed-key && $(<"$1/.installed-key") == "$key" ]]; }

if [[ ${NPM_INSTALL_CACHE:-on} != off && -n $cached ]] && complete "$cached"; then
  echo "Copying the packages installed for this lockfile from $cached (npm ci ran there)."
  # Copied, not linked: a tool that rewrites a file in node_modules must not change the cache.
  # Copied beside it (.data is ignored) and renamed, so a copy cut short is never node_modules.
  copying=.data/node_modules.copying
  rm -rf node_modules "$copying" && mkdir -p .data
  cp -a "$cached" "$copying"
  rm "$copying/.installed-key"
  mv "$copying" node_modules
  exit 0
fi

npm ci --no-audit --no-fund

# Kept before any tool writes its own caches into node_modules (.vite, for one). A failure here
# (a full disk, no writable home) costs the next clone a minute, never this install.
[[ ${NPM_INSTALL_CACHE:-on} != off && -n $cached ]] || exit 0
{
  mkdir -p "$(dirname "$cached")" &&
    staging=$(mktemp -d "$cached.XXXXXX") &&
    cp -a node_modules/. "$staging" &&
    echo "$key" >"$staging/.installed-key" &&
    move_into_place "$staging" "$cached" complete &&
    ls -dt "$(dirname "$cached")"/node_modules-???????????????? | tail -n +$((KEEP + 1)) | xargs -r rm -rf
} || {
  echo "Could not keep this install for later clones (see above); it is complete here." >&2
  [[ -z ${staging:-} ]] || rm -rf "$staging"
}
