; ThinLTO summary entries are skipped, but their kind and brackets are
; checked as LLVM's parser checks them: here an entry of no kind LLVM knows.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: summary-kind.ll:8:6: error: unexpected summary kind

^0 = module: (path: "a.ll", hash: (0, 0, 0, 0, 0))
^1 = ()
