; indirectbr to a block address that is not in its destination list is
; undefined behaviour (SPEC.md X-UB-6).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: indirectbr to 0x{{[0-9a-f]+}}, which is not one of its destinations [X-UB-6]
; CHECK-NEXT: at {{.*}}indirectbr-bad-dest.ll:[[@LINE+5]]:3 in @main
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
entry:
  indirectbr ptr blockaddress(@main, %b), [label %a]
a:
  ret i32 1
b:
  ret i32 2
}
