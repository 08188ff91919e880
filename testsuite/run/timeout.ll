; --timeout=N stops a run after N seconds of wall-clock time with X-LIM-6
; (status 67), as `timeout` kills a process: what the program flushed is
; out, what its stdio still buffered is lost; without the
; option `ehi run` has a default budget (DRV_DEFAULT_TIMEOUT), lifted by
; --timeout=0.
; RUN: sh -c '%ehi run --timeout=1 %s > %t.out 2> %t.err; echo "exit=$?"' | FileCheck %s --check-prefix=STATUS
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: %ehi run --help | FileCheck %s --check-prefix=HELP
; RUN: not %ehi run --timeout=x %s 2>&1 | FileCheck %s --check-prefix=BAD
; STATUS: exit=67
; ERR: ehi: limit: the run took more than 1 s of wall-clock time (--timeout=1; --timeout=0 lifts it) [X-LIM-6]
; OUT: before the loop
; HELP: --timeout=N {{.*}}wall-clock
; HELP-NEXT: default 600; 0: no limit
; BAD: ehi run: {{.*}}--timeout=x
target triple = "x86_64-unknown-linux-gnu"

@msg = private constant [16 x i8] c"before the loop\00"

declare i32 @puts(ptr)
declare i32 @fflush(ptr)

define i32 @main() {
entry:
  call i32 @puts(ptr @msg)
  call i32 @fflush(ptr null)
  br label %spin
spin:
  br label %spin
}
