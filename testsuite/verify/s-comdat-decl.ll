; V-S-37: a declaration (available_externally included) is in no comdat,
; nor is a common global.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Declaration may not be in a Comdat!
target triple = "x86_64-unknown-linux-gnu"

$v = comdat any
$w = comdat any
$c = comdat any
$ok = comdat any
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: Declaration may not be in a Comdat! [V-S-37]
@v = external global i32, comdat
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: Declaration may not be in a Comdat! [V-S-37]
@w = available_externally global i32 0, comdat
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'common' global may not be in a Comdat! [V-S-37]
@c = common global i32 0, comdat
@ok = linkonce_odr global i32 0, comdat
; CHECK: 3 errors
