; COMDATs: every selection kind, `comdat` (implicit own name) and
; `comdat($other)` on globals and functions; quoted comdat names.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "comdat-14.c"
target triple = "x86_64-pc-windows-msvc"

$c.any = comdat any
$c.exact = comdat exactmatch
$c.largest = comdat largest
$c.nodedup = comdat nodeduplicate
$c.samesize = comdat samesize
$"c quoted\01" = comdat any
$f.own = comdat any
$g.own = comdat largest

@g.own = linkonce_odr global i32 1, comdat
@g.any = global i32 2, comdat($c.any)
@g.exact = global i32 3, comdat($c.exact)
@g.largest = global [4 x i32] zeroinitializer, comdat($c.largest)
@g.nodedup = global i32 4, comdat($c.nodedup)
@g.samesize = global i32 5, comdat($c.samesize)
@g.quoted = global i32 6, section ".data$q", comdat($"c quoted\01"), align 4
@"c quoted\01" = global i32 7, comdat
@0 = global i32 8, comdat($c.any)

define linkonce_odr void @f.own() comdat {
  ret void
}

define void @f.other() comdat($c.any) {
  ret void
}

define void @f.all() section ".text$x" comdat($c.largest) align 8 {
  ret void
}
