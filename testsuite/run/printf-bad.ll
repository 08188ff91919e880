; printf-style formats the arguments do not fit: too few arguments
; (SPEC.md X-LIB-1), an argument of the wrong kind (X-LIB-2), a format
; that ends inside a conversion (X-LIB-3); each undefined behaviour.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=FEW %s
; RUN: sh -c '%ehi run --entry kind %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=KIND %s
; RUN: sh -c '%ehi run --entry bad %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=BAD %s
; FEW: ehi: undefined behaviour: printf-style format needs more arguments than were passed [X-LIB-1]
; FEW: status 66
; KIND: ehi: undefined behaviour: printf-style format expects an integer or pointer for argument 2, got double [X-LIB-2]
; KIND: status 66
; BAD: ehi: undefined behaviour: bad printf-style format: format string ends inside a conversion specification [X-LIB-3]
; BAD: status 66
target triple = "x86_64-unknown-linux-gnu"
@few = private constant [7 x i8] c"%d %d\0A\00"
@kindfmt = private constant [4 x i8] c"%d\0A\00"
@badfmt = private constant [7 x i8] c"100 %-\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @few, i32 1)
  ret i32 0
}
define i32 @kind() {
  %r = call i32 (ptr, ...) @printf(ptr @kindfmt, double 1.5)
  ret i32 0
}
define i32 @bad() {
  %r = call i32 (ptr, ...) @printf(ptr @badfmt, i32 1)
  ret i32 0
}
