; dllimport names a symbol of another module: it cannot be dso_local.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: dso-local-dllimport.ll:5:26: error: dso_location and DLL-StorageClass mismatch
@g = dso_local dllimport global i32
