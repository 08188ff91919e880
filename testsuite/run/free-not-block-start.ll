; free of an address inside a heap block, not its start, is undefined
; behaviour (SPEC.md X-MEM-8); so is realloc of one.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry re %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=RE %s
; CHECK: ehi: undefined behaviour: free of 0x{{[0-9a-f]+}}, which is not the start of a heap block (a heap block) [X-MEM-8]
; CHECK: status 66
; RE: ehi: undefined behaviour: realloc of 0x{{[0-9a-f]+}}, which is not a live heap block [X-MEM-8]
; RE: status 66
target triple = "x86_64-unknown-linux-gnu"
declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
define i32 @main() {
  %p = call ptr @malloc(i64 16)
  %q = getelementptr i8, ptr %p, i64 4
  call void @free(ptr %q)
  ret i32 0
}
define i32 @re() {
  %p = call ptr @malloc(i64 16)
  %q = getelementptr i8, ptr %p, i64 4
  %r = call ptr @realloc(ptr %q, i64 32)
  ret i32 0
}
