; llubi's `icmp samesign` poison (SPEC.md section 6, llubi's table) does
; not arise: `samesign` is LLVM 20's syntax, and ehi reads LLVM 14's and
; 19's, rejecting it where llvm-as-19 does, with its message.
; RUN: not %ehi run %s 2>&1 | FileCheck %s
; CHECK: icmp-samesign.ll:8:13: error: expected icmp predicate
target triple = "x86_64-unknown-linux-gnu"
define i32 @main(i32 %a) {
  %c = icmp samesign ult i32 %a, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
