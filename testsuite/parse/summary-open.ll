; ThinLTO summary entries are skipped, but their kind and brackets are
; checked as LLVM's parser checks them: here brackets that never close
; (ehi says so at the end of the file; LLVM, parsing the body, earlier).
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: summary-open.ll:11:1: error: expected ')' here
; LLVM14: summary-open.ll:{{.*}}: error:

^0 = module: (path: "a.ll", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "main", summaries: (function: (module: ^0, insts: 1))
