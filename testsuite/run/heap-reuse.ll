; Freed heap spans come back after the quarantine (SPEC "Memory"): four
; blocks of 1 GiB, one at a time, are more than the 4 GiB address window
; holds, so every malloc here succeeds only if freed spans are reused
; (before, the third malloc returned NULL: freed memory was never reused).
; A use after free of the most recent block is still caught.
; RUN: %ehi run %s | FileCheck %s
; RUN: not %ehi run %s uaf 2>&1 | FileCheck %s --check-prefix=UAF
; CHECK: ok
; UAF: ehi: undefined behaviour: {{.*}}freed
target triple = "x86_64-unknown-linux-gnu"

@ok = private constant [3 x i8] c"ok\00"
@failed = private constant [14 x i8] c"malloc failed\00"

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @puts(ptr)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %p = call ptr @malloc(i64 1073741824)
  %null = icmp eq ptr %p, null
  br i1 %null, label %fail, label %body
body:
  store i8 1, ptr %p
  %last = getelementptr i8, ptr %p, i64 1073741823
  store i8 2, ptr %last
  call void @free(ptr %p)
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 4
  br i1 %more, label %loop, label %done
done:
  %uaf = icmp sgt i32 %argc, 1
  br i1 %uaf, label %use, label %print
use:
  %v = load i8, ptr %p
  br label %print
print:
  call i32 @puts(ptr @ok)
  ret i32 0
fail:
  call i32 @puts(ptr @failed)
  ret i32 1
}
