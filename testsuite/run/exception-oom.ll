; An exception object too large for the heap: the runtime cannot raise
; it, a limit report (SPEC.md X-LIM-4), not std::bad_alloc.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: limit: out of memory allocating an exception of 1099511627776 bytes [X-LIM-4]
; CHECK: status 67
target triple = "x86_64-unknown-linux-gnu"
declare ptr @__cxa_allocate_exception(i64)
define i32 @main() {
  %p = call ptr @__cxa_allocate_exception(i64 1099511627776)
  ret i32 0
}
