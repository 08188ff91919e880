; --max-memory=N limits heap + globals + stack (X-LIM-5): an allocation
; that would go past it stops the run with a limit report naming the
; allocation and the limit (malloc does not return NULL); memory freed
; again no longer counts.
; RUN: sh -c '%ehi run --max-memory=4M --entry heap %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=HEAP %s
; HEAP: ehi: limit: 'malloc' of 1048576 bytes would exceed --max-memory=4194304 ({{[0-9]+}} bytes in use) [X-LIM-5]
; HEAP-NEXT: at {{.*}}max-memory.ll:{{[0-9]+}}:{{[0-9]+}} in @heap
; HEAP: status 67
; RUN: sh -c '%ehi run --max-memory=4M --entry churn %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=CHURN %s
; CHURN: status 0
; RUN: sh -c '%ehi run --max-memory=1m --entry stack %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=STACK %s
; STACK: ehi: limit: a stack allocation of 4096 bytes would exceed --max-memory=1048576 ({{[0-9]+}} bytes in use) [X-LIM-5]
; STACK-NEXT: at {{.*}} in @stack
; STACK-NEXT: at {{.*}} in @stack
; STACK: status 67
; RUN: sh -c '%ehi run --max-memory=64K --entry calloc_big %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=CALLOC %s
; CALLOC: ehi: limit: 'calloc' of 100000 bytes would exceed --max-memory=65536 ({{[0-9]+}} bytes in use) [X-LIM-5]
; CALLOC: status 67
; RUN: sh -c '%ehi run --max-memory=1G --entry heap %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=ROOM %s
; ROOM: status 16
; RUN: sh -c '%ehi run --max-memory=100 %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=GLOBALS %s
; GLOBALS: ehi: limit: the module's globals and the runtime's data take at least {{4[0-9][0-9][0-9]}} bytes, more than --max-memory=100 [X-LIM-5]
; GLOBALS: status 67
; A global past the limit is refused before its memory is touched (the
; run fuzz target: a 1.7 GB global under --max-memory=64M took 3.4 GB of
; host memory to be refused); the child's peak host memory, in KiB:
; RUN: sed 's/\[4096 x i8\]/[1760236011 x i8]/' %s > %t.huge.ll
; RUN: %python -c "import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True, text=True); print(r.stderr.strip(), r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss < 512 * 1024)" %ehi run --max-memory=64M %t.huge.ll | FileCheck --check-prefix=HUGE %s
; HUGE: ehi: limit: the module's globals and the runtime's data take at least 1760236011 bytes, more than --max-memory=67108864 [X-LIM-5] 67 True
; RUN: sh -c '%ehi run --max-memory=12Q %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=USAGE %s
; USAGE: ehi run: bad byte count in '--max-memory=12Q' (N, NK, NM or NG)
; USAGE: status 2
target triple = "x86_64-unknown-linux-gnu"

@table = global [4096 x i8] zeroinitializer

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare void @free(ptr)

; sixteen 1 MiB blocks, kept: the fourth one goes past 4 MiB
define i32 @heap() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = call ptr @malloc(i64 1048576)
  store i8 1, ptr %p
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %loop, label %done
done:
  ret i32 %i1
}

; a hundred 1 MiB blocks, each freed before the next: never more than 1 MiB
define i32 @churn() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = call ptr @malloc(i64 1048576)
  store i8 1, ptr %p
  call void @free(ptr %p)
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 100
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}

; recursion with a 4 KiB dynamic alloca a frame: the stack reaches 1 MiB
define i32 @stack(i32 %n) {
entry:
  br label %body
body:
  %buf = alloca i8, i64 4096
  store i8 0, ptr %buf
  %m = add i32 %n, 1
  %r = call i32 @stack(i32 %m)
  ret i32 %r
}

define i32 @calloc_big() {
  %p = call ptr @calloc(i64 1000, i64 100)
  ret i32 0
}

define i32 @main() {
  ret i32 0
}
