; insertelement gives the lane it writes the element's state: a defined
; element makes a 64-bit lane defined even in a poison vector (LangRef:
; the other lanes keep theirs), so a splat of it by shufflevector is
; defined in every lane.  clang's SLP vectoriser builds pointer pairs
; this way (libstdc++'s list::sort at -O2 on AArch64): before, the lane
; stayed poison and the load through it was reported (X-UB-2).
; RUN: %ehi run %s | FileCheck %s
; CHECK: lanes 7 7 2.5
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [18 x i8] c"lanes %d %d %.1f\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
  %x = alloca i32
  store i32 7, ptr %x
  %v = insertelement <2 x ptr> poison, ptr %x, i64 0
  %s = shufflevector <2 x ptr> %v, <2 x ptr> poison, <2 x i32> zeroinitializer
  %p0 = extractelement <2 x ptr> %s, i64 0
  %p1 = extractelement <2 x ptr> %s, i64 1
  %a = load i32, ptr %p0
  %b = load i32, ptr %p1
  %d = insertelement <2 x double> poison, double 2.5, i64 1
  %e = extractelement <2 x double> %d, i64 1
  %c = fcmp ogt double %e, 1.0
  br i1 %c, label %yes, label %no
yes:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b, double %e)
  ret i32 0
no:
  ret i32 1
}
