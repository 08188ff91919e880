; Odds and ends: alias of an unnamed global, section names with escapes,
; inalloca call arguments, quoted block labels in blockaddress, metadata
; holding i1/i128/NaN-payload floats/x86_fp80, UTF-8 and control bytes in
; metadata strings, DW_OP_LLVM_* and huge DIExpression operands (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "misc-19.c"
@0 = global i32 0
@a0 = alias i32, ptr @0
@s = global i32 0, section "a\22b\5Cc"
%T = type { i32 }
declare void @p.inalloca(ptr inalloca(%T))
define void @f(ptr %p) {
entry:
  %a = alloca inalloca %T
  call void @p.inalloca(ptr inalloca(%T) %a)
  indirectbr ptr %p, [label %"quoted label"]
"quoted label":
  ret void
}
!n = !{!0, !1, !2, !3}
!0 = !{i1 true, i128 -170141183460469231731687303715884105728, float 0x7FF8000020000000, double 0x7FF4000000000001, half 0xH7C01, x86_fp80 0xK7FFFC000000000000001}
!1 = !{!"\C3\A9 \00 \7F \22 \5C"}
!2 = !DIExpression(DW_OP_LLVM_entry_value, 1, DW_OP_LLVM_tag_offset, 3, DW_OP_LLVM_implicit_pointer, DW_OP_consts, 18446744073709551615, DW_OP_bregx, 1, 2)
!3 = !{ptr @0, ptr @f, ptr blockaddress(@f, %"quoted label")}
