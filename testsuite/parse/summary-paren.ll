; ThinLTO summary entries are skipped, but their kind and brackets are
; checked as LLVM's parser checks them: here a body that does not open
; with '('.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: summary-paren.ll:9:10: error: expected '(' here

^0 = module: (path: "a.ll", hash: (0, 0, 0, 0, 0))
^1 = gv: )(
