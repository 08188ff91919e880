#!/bin/sh
# apt-source.sh PACKAGE DIR — Debian's source package PACKAGE downloaded
# into DIR (apt-get source --download-only), once: the files stay in DIR.
# When the machine has no source index yet, a deb-src entry for Debian's
# main archive is added first (as root).  Library code and LLVM's tests
# come from here, never from the repository.
set -eu
pkg=$1; dir=$2
mkdir -p "$dir"
cd "$dir"
ls "${pkg}"_*.dsc >/dev/null 2>&1 && exit 0
if ! apt-get source --download-only -qq "$pkg" >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || { echo "apt-source.sh: need root to add a deb-src entry" >&2; exit 1; }
  list=/etc/apt/sources.list.d/ehi-src.sources
  [ -f "$list" ] || printf '%s\n' 'Types: deb-src' 'URIs: http://deb.debian.org/debian' \
    'Suites: bookworm bookworm-updates' 'Components: main' \
    'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' > "$list"
  apt-get update -qq
  command -v dpkg-source >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dpkg-dev >/dev/null
  apt-get source --download-only -qq "$pkg" >/dev/null 2>&1
fi
ls "${pkg}"_*.dsc >/dev/null 2>&1 || { echo "apt-source.sh: could not download $pkg's source" >&2; exit 1; }
