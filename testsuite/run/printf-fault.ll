; A fault inside a printf-family call (a bad %s or %n pointer, or a bad
; sprintf buffer: the fault comes after the text is formatted) ends the run
; with its report, and ehi frees what the format engine held (under
; `make check-asan` LeakSanitizer fails this test otherwise: it leaked the
; format's buffers; the buffer case was found by the run fuzz target).
; RUN: not %ehi run %s 2>&1 | FileCheck %s --check-prefix=STR
; RUN: not %ehi run %s n 2>&1 | FileCheck %s --check-prefix=STORE
; RUN: not %ehi run %s n b 2>&1 | FileCheck %s --check-prefix=BUF
; STR: ehi: fault: read of 1 byte at address 0x10, which is the null page [X-MEM-1]
; STORE: ehi: fault: write of 4 bytes at address 0x20, which is the null page [X-MEM-1]
; BUF: ehi: fault: write of 3 bytes at address 0x30, which is the null page [X-MEM-1]
target triple = "x86_64-unknown-linux-gnu"

@fmt_s = private constant [10 x i8] c"%d %s %d\0A\00"
@fmt_n = private constant [9 x i8] c"%d%n %d\0A\00"
@fmt_d = private constant [3 x i8] c"%d\00"

declare i32 @printf(ptr, ...)
declare i32 @sprintf(ptr, ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
  %n = icmp sgt i32 %argc, 1
  br i1 %n, label %store, label %str
str:
  call i32 (ptr, ...) @printf(ptr @fmt_s, i32 1, ptr inttoptr (i64 16 to ptr), i32 2)
  ret i32 0
store:
  %b = icmp sgt i32 %argc, 2
  br i1 %b, label %buf, label %n_store
n_store:
  call i32 (ptr, ...) @printf(ptr @fmt_n, i32 1, ptr inttoptr (i64 32 to ptr), i32 2)
  ret i32 0
buf:
  call i32 (ptr, ptr, ...) @sprintf(ptr inttoptr (i64 48 to ptr), ptr @fmt_d, i32 42)
  ret i32 0
}
