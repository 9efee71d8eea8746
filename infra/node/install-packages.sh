#!/usr/bin/env bash
# Installs node_modules exactly as the committed lockfile says. `npm ci` unpacks about 47,000
# files and takes a minute on a 2-core machine, at the start of every fresh clone's gate, before
# anything can run beside it. So the first `npm ci` for a lockfile is kept, once per user, next
# to the Node install (~/.cache/cardiff-academy/node_modules-<key>), and a later clone with the
# same lockfile, Node and platform takes it instead: what CI caches keyed by the lockfile's hash
# (decision 119). NPM_INSTALL_CACHE chooses how:
#   copy  a clone gets its own copy (cp -a: 5-40 s, as fast as the disk writes 600 MB);
#   link  a clone gets hard links to the kept files, as pnpm's store does (about 1 s): for a
#         throwaway clone, so the default when CI is set;
#   off   `npm ci` every time, and nothing is kept.
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
complete() { [[ -f $1/.installed-key && $(<"$1/.installed-key") == "$key" && -f $1/.installed-files ]]; }

# Every kept file's path, size and modification time, as one hash: a file rewritten in place
# through a linked clone changes it, and that install is then never handed out again.
files_hash() { (cd "$1" && find . -type f ! -name .installed-key ! -name .installed-files -printf '%P %s %T@\n' | LC_ALL=C sort | sha256sum | cut -c1-64); }
unchanged() { [[ $(files_hash "$1") == "$(<"$1/.installed-files")" ]]; }

mode=${NPM_INSTALL_CACHE:-$([[ -n ${CI:-} ]] && echo link || echo copy)}
case $mode in copy | link | off) ;; *) echo "NPM_INSTALL_CACHE is copy, link or off, not '$mode'." >&2 && exit 2 ;; esac
[[ $mode != off ]] || cached=''

if [[ -n $cached ]] && complete "$cached" && ! unchanged "$cached"; then
  echo "The packages kept in $cached were changed after npm ci wrote them: installing afresh."
  rm -rf "$cached"
fi

if [[ -n $cached ]] && complete "$cached"; then
  echo "Taking the packages installed for this lockfile from $cached (npm ci ran there): ${mode}ing them."
  # Made beside it (.data is ignored) and renamed, so one cut short is never node_modules.
  taking=.data/node_modules.taking
  rm -rf node_modules "$taking" && mkdir -p .data
  # Hard links cannot cross file systems (a clone on a tmpfs /tmp, say): then it copies.
  if [[ $mode == link ]] && cp -al "$cached" "$taking" 2>/dev/null; then
    # `make install` touches this one to date the install: its own file, so the kept one stays as it was.
    cp --remove-destination "$cached/.package-lock.json" "$taking/.package-lock.json"
  else
    [[ $mode != link ]] || { echo "Cannot link to $cached from here (another file system?): copying instead."; rm -rf "$taking"; }
    cp -a "$cached" "$taking"
  fi
  rm "$taking/.installed-key" "$taking/.installed-files"
  mv "$taking" node_modules
  exit 0
fi

# npm skips an optional package whose download fails, and the platform binaries are optional
# packages: one more try, then a clear failure, and an incomplete install is never kept.
npm ci --no-audit --no-fund
if ! node infra/node/check-platform-packages.mjs; then
  echo "Running npm ci once more."
  npm ci --no-audit --no-fund
  node infra/node/check-platform-packages.mjs || exit 1
fi

# Kept before any tool writes its own caches into node_modules (.vite, for one). A failure here
# (a full disk, no writable home) costs the next clone a minute, never this install.
[[ -n $cached ]] || exit 0
{
  mkdir -p "$(dirname "$cached")" &&
    staging=$(mktemp -d "$cached.XXXXXX") &&
    cp -a node_modules/. "$staging" &&
    files_hash "$staging" >"$staging/.installed-files" &&
    echo "$key" >"$staging/.installed-key" &&
    move_into_place "$staging" "$cached" complete &&
    ls -dt "$(dirname "$cached")"/node_modules-???????????????? | tail -n +$((KEEP + 1)) | xargs -r rm -rf
} || {
  echo "Could not keep this install for later clones (see above); it is complete here." >&2
  [[ -z ${staging:-} ]] || rm -rf "$staging"
}
