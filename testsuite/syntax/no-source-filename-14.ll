; No source_filename line: llvm-as uses the input file name as given on its
; command line ("<stdin>" for -), so `ehi print` must write
; source_filename = "<FILE as given>" for the round trip to agree.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s

define void @f() {
  ret void
}
