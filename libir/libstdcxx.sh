#!/bin/sh
# libstdcxx.sh CACHE OUT TARGET — libstdc++ (GCC 12, from Debian's gcc-12
# source package, fetched into CACHE once by gcc-source.sh) compiled to IR
# for TARGET and linked into one module, OUT/libstdc++.ll, with the index
# of the names it defines, OUT/libstdc++.ll.syms (what the driver reads to
# decide whether a program needs it).
#
# The program's IR was compiled against the system's configured
# libstdc++ headers (c++config.h of TARGET's multiarch folder), so the
# library is compiled against the very same headers: what configure
# would have chosen is the table below (the GNU locale model and stdio
# files on glibc targets, the generic model on MinGW), and the headers
# that only the library's own build uses come from SRC.
#
# What is not compiled, and why:
#  - libsupc++'s ABI layer (__cxa_*, the personality, operator new and
#    delete, __dynamic_cast, the type_info classes' vtables, guards,
#    terminate): that is ehi's own C++ runtime (SPEC.md section 7), on
#    which the library sits;
#  - threads, futures, filesystem, the parallel mode, the compatibility
#    shims for old ABIs and the extension allocators: not reached by the
#    programs ehi runs (a call into them is "not provided", status 68).
set -eu
clang=${CLANG:-clang-19}
link=${LLVM_LINK:-llvm-link-19}

# --compile SRC OUT TARGET FILE OBJ STD [FLAGS...]: one unit (run by xargs)
if [ "$1" = --compile ]; then
  src=$2; out=$3; target=$4; path=$5; o=$6; std=$7; shift 7
  $clang --target="$target" -std="$std" "$@" -O2 -S -emit-llvm -fPIC -Wno-everything \
    -I"$src/libsupc++" -I"$src/src/c++11" -I"$src/src/c++98" \
    -I"$out/conf/include" "$path" -o "$o.tmp" &&
    mv "$o.tmp" "$o" && exit 0
  echo "libstdcxx.sh: FAILED: $path" >&2
  exit 255
fi
cache=$1; out=$2; target=$3
mkdir -p "$out" "$cache" && out=$(cd "$out" && pwd) && cache=$(cd "$cache" && pwd)
# a library built before from the same recipe by the same compiler (in
# another checkout too) is taken from the cache, not built again
key=$( (cat "$0" "$(dirname "$0")/gcc-source.sh"; $clang --version) | sha1sum | cut -c1-16)
built=$cache/built/$key/$target
if [ -f "$built/libstdc++.ll" ] && [ -f "$built/libstdc++.ll.syms" ]; then
  cp "$built/libstdc++.ll.syms" "$out/libstdc++.ll.syms"
  cp "$built/libstdc++.ll" "$out/libstdc++.ll"
  exit 0
fi
sh "$(dirname "$0")/gcc-source.sh" "$cache/gcc"
src=$(cd "$cache/gcc/libstdc++-v3" && pwd)
mkdir -p "$out/obj"

case $target in
  *-linux-gnu*) model=gnu; basic_file=config/io/basic_file_stdio.cc; os=config/os/gnu-linux ;;
  *-w64-*|*-mingw*) model=generic; basic_file=config/io/basic_file_stdio.cc; os=config/os/mingw32-w64 ;;
  *) echo "libstdcxx.sh: no libstdc++ configuration for $target" >&2; exit 1 ;;
esac

# the files configure links into the build tree for this host
conf=$out/conf
rm -rf "$conf" && mkdir -p "$conf"
ln -s "$src/config/locale/$model/c_locale.cc" "$conf/c++locale.cc"
ln -s "$src/$basic_file" "$conf/basic_file.cc"
ln -s "$src/$os/ctype_configure_char.cc" "$conf/ctype_configure_char.cc"
for f in codecvt collate ctype messages monetary numeric time; do
  ln -s "$src/config/locale/$model/${f}_members.cc" "$conf/${f}_members.cc"
done
# and the internal header the locale model's files include
mkdir -p "$conf/include/bits"
[ -f "$src/config/locale/$model/c++locale_internal.h" ] &&
  ln -s "$src/config/locale/$model/c++locale_internal.h" "$conf/include/bits/c++locale_internal.h"
for f in collate messages monetary numeric; do
  ln -s "$src/config/locale/$model/${f}_members.cc" "$conf/${f}_members_cow.cc"
done

# FILE STD [FLAGS...]: one line per translation unit
units() {
  cat <<UNITS
c++98/codecvt.cc gnu++98
c++98/complex_io.cc gnu++98
c++98/globals_io.cc gnu++98
c++98/hash_tr1.cc gnu++98
c++98/hashtable_tr1.cc gnu++98
c++98/ios_failure.cc gnu++98
c++98/ios_init.cc gnu++98
c++98/ios_locale.cc gnu++98
c++98/list.cc gnu++98
c++98/list-aux.cc gnu++98
c++98/list-aux-2.cc gnu++98
c++98/list_associated.cc gnu++98
c++98/list_associated-2.cc gnu++98
c++98/locale.cc gnu++98
c++98/locale_init.cc gnu++11 -fchar8_t
c++98/locale_facets.cc gnu++98
c++98/localename.cc gnu++11 -fchar8_t
c++98/stdexcept.cc gnu++98
c++98/tree.cc gnu++98
c++98/istream.cc gnu++98
c++98/istream-string.cc gnu++98
c++98/streambuf.cc gnu++98
c++98/valarray.cc gnu++98
c++98/cow-istream-string.cc gnu++98
c++98/allocator-inst.cc gnu++98
c++98/misc-inst.cc gnu++98
conf/codecvt_members.cc gnu++98
conf/collate_members.cc gnu++98
conf/messages_members.cc gnu++98
conf/monetary_members.cc gnu++98
conf/numeric_members.cc gnu++98
conf/time_members.cc gnu++98
conf/collate_members_cow.cc gnu++98 -D_GLIBCXX_USE_CXX11_ABI=0
conf/messages_members_cow.cc gnu++98 -D_GLIBCXX_USE_CXX11_ABI=0
conf/monetary_members_cow.cc gnu++98 -D_GLIBCXX_USE_CXX11_ABI=0
conf/numeric_members_cow.cc gnu++98 -D_GLIBCXX_USE_CXX11_ABI=0
conf/basic_file.cc gnu++98
conf/c++locale.cc gnu++98
c++11/chrono.cc gnu++11
c++11/codecvt.cc gnu++11 -fchar8_t
c++11/cow-stdexcept.cc gnu++11
c++11/ctype.cc gnu++11
c++11/functexcept.cc gnu++11
c++11/functional.cc gnu++11
c++11/hash_c++0x.cc gnu++11
c++11/hashtable_c++0x.cc gnu++11
c++11/ios.cc gnu++11
c++11/limits.cc gnu++11 -fchar8_t
c++11/placeholders.cc gnu++11
c++11/shared_ptr.cc gnu++11
c++11/snprintf_lite.cc gnu++11
c++11/system_error.cc gnu++11
c++11/cow-locale_init.cc gnu++11
c++11/cow-shim_facets.cc gnu++11
c++11/cxx11-hash_tr1.cc gnu++11
c++11/cxx11-ios_failure.cc gnu++11
c++11/cxx11-shim_facets.cc gnu++11
c++11/cxx11-stdexcept.cc gnu++11
conf/ctype_configure_char.cc gnu++11
conf/ctype_members.cc gnu++11
c++11/cow-fstream-inst.cc gnu++11
c++11/cow-sstream-inst.cc gnu++11
c++11/cow-string-inst.cc gnu++11
c++11/cow-string-io-inst.cc gnu++11
c++11/cow-wstring-inst.cc gnu++11
c++11/cow-wstring-io-inst.cc gnu++11
c++11/cxx11-locale-inst.cc gnu++11
c++11/cxx11-wlocale-inst.cc gnu++11
c++11/sso_string.cc gnu++11
c++11/ext11-inst.cc gnu++11
c++11/fstream-inst.cc gnu++11
c++11/ios-inst.cc gnu++11
c++11/iostream-inst.cc gnu++11
c++11/istream-inst.cc gnu++11
c++11/locale-inst.cc gnu++11
c++11/ostream-inst.cc gnu++11
c++11/sstream-inst.cc gnu++11
c++11/streambuf-inst.cc gnu++11
c++11/string-inst.cc gnu++11
c++11/string-io-inst.cc gnu++11
c++11/wlocale-inst.cc gnu++11
c++11/wstring-inst.cc gnu++11
c++11/wstring-io-inst.cc gnu++11
c++17/ostream-inst.cc gnu++17
c++17/string-inst.cc gnu++17
c++17/cow-string-inst.cc gnu++17
c++20/sstream-inst.cc gnu++20
libsupc++/eh_exception.cc gnu++11
libsupc++/bad_alloc.cc gnu++11
libsupc++/bad_array_length.cc gnu++11
libsupc++/bad_array_new.cc gnu++11
libsupc++/bad_cast.cc gnu++11
libsupc++/bad_typeid.cc gnu++11
libsupc++/nested_exception.cc gnu++11
libsupc++/hash_bytes.cc gnu++11
libsupc++/tinfo.cc gnu++11
libsupc++/tinfo2.cc gnu++11
libsupc++/new_handler.cc gnu++11
UNITS
}

units | while read -r f std flags; do
  case $f in conf/*) path=$conf/${f#conf/} ;; libsupc++/*) path=$src/$f ;; *) path=$src/src/$f ;; esac
  o=$out/obj/$(echo "$f" | tr '/+' '__').ll
  [ -f "$o" ] || echo "$path $o $std${flags:+ $flags}"  # no trailing blank: xargs -L joins such lines
done | xargs -r -P "${JOBS:-2}" -L 1 "$0" --compile "$src" "$out" "$target"
$link "$out"/obj/*.ll -o "$out/libstdc++.bc"
# the names it defines (llvm-nm reads bitcode, not text)
${LLVM_NM:-llvm-nm-19} --defined-only --extern-only --just-symbol-name "$out/libstdc++.bc" |
  sort -u > "$out/libstdc++.ll.syms.tmp"
${LLVM_DIS:-llvm-dis-19} "$out/libstdc++.bc" -o "$out/libstdc++.ll.tmp"
rm -f "$out/libstdc++.bc"
mv "$out/libstdc++.ll.syms.tmp" "$out/libstdc++.ll.syms"
mv "$out/libstdc++.ll.tmp" "$out/libstdc++.ll"
mkdir -p "$built.tmp"
cp "$out/libstdc++.ll" "$out/libstdc++.ll.syms" "$built.tmp/"
rm -rf "$built" && mv "$built.tmp" "$built"
