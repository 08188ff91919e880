; Linking an IR runtime (`ehi run --runtime`) fails cleanly, before the
; run: two strong definitions of a name, another target triple or data
; layout than the program's, a name that is a function in one module and
; data in another, a runtime file that does not parse.
; RUN: sh -c '%ehi run --runtime %S/Inputs/rt-mini.ll --runtime %S/Inputs/rt-dup.ll %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DUP
; DUP: ehi: error: @rt_next is defined twice, in {{.*}}rt-mini.ll and in {{.*}}rt-dup.ll (two strong definitions)
; DUP-NEXT: status 1
; RUN: sh -c '%ehi run --runtime %S/Inputs/rt-other-triple.ll %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TRIPLE
; TRIPLE: ehi: error: {{.*}}rt-other-triple.ll: target triple 'aarch64-unknown-linux-gnu' differs from the program's 'x86_64-unknown-linux-gnu'
; TRIPLE-NEXT: status 1
; RUN: sh -c '%ehi run --runtime %S/Inputs/rt-other-layout.ll %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=LAYOUT
; LAYOUT: ehi: error: {{.*}}rt-other-layout.ll: data layout 'e-m:e-p:32:32-i64:64-n8:16:32:64-S128' differs from the program's ''
; LAYOUT-NEXT: status 1
; RUN: sh -c '%ehi run --runtime %S/Inputs/rt-data-name.ll %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=KIND
; KIND: ehi: error: @rt_next is a global variable in {{.*}}rt-data-name.ll and a function in another module
; KIND-NEXT: status 1
; RUN: sh -c '%ehi run --runtime %S/Inputs/no-such-runtime.ll %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: no-such-runtime.ll
; MISSING: status 1
; A weak definition in two runtimes: the first stays (no error).
; RUN: %ehi run --runtime %S/Inputs/rt-weak.ll --runtime %S/Inputs/rt-mini.ll %s | FileCheck %s --check-prefix=WEAK
; WEAK: weak 3
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [9 x i8] c"weak %d\0A\00"

declare i32 @printf(ptr, ...)
declare i32 @rt_next()
declare i32 @rt_weak()

define i32 @main() {
  %w = call i32 @rt_weak()
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %w)
  ret i32 0
}
