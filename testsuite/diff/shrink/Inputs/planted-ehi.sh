#!/bin/sh
# ehi with a planted bug, for the shrinker's test: run on IR of the i686
# target (its file name says so), the lines of the __finally blocks that an
# unwind runs ("... abnormal 1") are lost.  EHI_REAL: the real ehi.
for ll; do :; done
tmp=$(mktemp)
"$EHI_REAL" "$@" > "$tmp"
st=$?
case "${ll##*/}" in
*i686*) grep -v 'abnormal 1' "$tmp" ;;
*) cat "$tmp" ;;
esac
rm -f "$tmp"
exit $st
