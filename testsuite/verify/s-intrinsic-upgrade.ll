; V-S-26 accepts the older parameter lists LLVM's reader still upgrades:
; llvm.dbg.value with the offset of LLVM 6 and before (metadata, i64,
; metadata, metadata).
; RUN: %llvm-as14 %s -o /dev/null
; RUN: %ehi verify %s
; RUN: %ehi run %s
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.dbg.value(metadata, i64, metadata, metadata)

define i32 @main() {
entry:
  call void @llvm.dbg.value(metadata i32 0, i64 0, metadata !2, metadata !DIExpression()), !dbg !3
  ret i32 0
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DISubprogram()
!2 = !DILocalVariable(scope: !1)
!3 = !DILocation(scope: !1)
