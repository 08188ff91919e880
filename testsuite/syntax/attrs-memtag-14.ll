; `sanitize_memtag` as a function attribute (it is also a global-variable
; keyword in LLVM 19), inline, in an attribute group and on a call site.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "attrs-memtag-14.c"

declare void @f.memtag() sanitize_memtag
declare void @f.memtag.group() #0

define void @g() sanitize_memtag nounwind {
  call void @f.memtag() sanitize_memtag
  ret void
}

attributes #0 = { nounwind sanitize_memtag }
