; An empty quoted name (@"" or %"") is not a name: llvm-as gives the value the
; next slot number, so @"" here is @1 and the function must stay @2.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "names-empty-14.c"

@0 = global i32 1
@"" = global i32 2

define i32 @2(i32 %"") {
  %"" = add i32 %0, 1
  ret i32 %2
}
