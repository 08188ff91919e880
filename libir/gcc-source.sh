#!/bin/sh
# gcc-source.sh DIR — libstdc++'s sources as Debian builds them: GCC
# 12.2.0 from Debian's gcc-12 source package (apt-source.sh), extracted
# into DIR/libstdc++-v3 with the package's updates from the GCC 12 branch
# (debian/patches/git-updates.diff) applied to the library's files, as the
# system's libstdc++.so and headers have them.  Idempotent.
set -eu
dir=$(mkdir -p "$1" && cd "$1" && pwd)
[ -f "$dir/libstdc++-v3/.done" ] && exit 0
here=$(cd "$(dirname "$0")" && pwd)
sh "$here/apt-source.sh" gcc-12 "$dir/pkg"
cd "$dir"
rm -rf libstdc++-v3 tmp && mkdir tmp
echo "extracting libstdc++-v3 from Debian's gcc-12 source package"
tar xzf pkg/gcc-12_*.orig.tar.gz -C tmp --wildcards '*/gcc-*-dfsg.tar.xz'
tar xJf tmp/*/gcc-*-dfsg.tar.xz -C tmp --wildcards '*/libstdc++-v3/*'
tar xJf pkg/gcc-12_*.debian.tar.xz -C tmp debian/patches/git-updates.diff
mv tmp/gcc-*/libstdc++-v3 libstdc++-v3
# the library's part of the branch updates: the file sections (from a
# "--- a/src/libstdc++-v3/" line to the next "--- a/" line) of the diff
awk '/^--- a\//{keep = index($0, "--- a/src/libstdc++-v3/") == 1} keep' \
  tmp/debian/patches/git-updates.diff > libstdc++-v3.updates.diff
patch -s -p3 -d libstdc++-v3 < libstdc++-v3.updates.diff
rm -rf tmp
touch libstdc++-v3/.done
