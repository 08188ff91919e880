; A declaration takes its attachments before its header: the `!name` after
; one begins named metadata (it used to be read as an attachment of the
; declaration, and the `=` after it was an error).
; RUN: %ehi print %s | FileCheck %s
; RUN: %llvm-as14 %s -o /dev/null
; CHECK: declare !dbg !0 void @f(i64)
; CHECK: declare void @g()
; CHECK: !llvm.ident = !{!1}
declare !dbg !0 void @f(i64)
declare void @g()
!llvm.ident = !{!1}
!0 = !{}
!1 = !{!"ehi"}
