; A specialised metadata node has the fields LLVM's parser requires
; (DIFile: filename and directory); said at the closing parenthesis.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: md-field-required.ll:7:30: error: missing required field 'directory'
!named = !{!0}
!0 = !DIFile(filename: "file")
