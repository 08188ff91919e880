; Values as the IR has them, for values.test: a local never written, a
; struct written in part, a named type with a quoted name, an undef from
; unwritten memory, a poison from a broken nsw promise, and functions
; taking every scalar kind for `call`.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::pair" = type { i32, i64 }

@g = global i32 0

define i32 @mix(i8 %a, i1 %b, half %h, float %f, double %d, ptr %p) {
entry:
  %hf = fpext half %h to double
  %ff = fpext float %f to double
  %s1 = fadd double %hf, %ff
  %s2 = fadd double %s1, %d
  %i = fptosi double %s2 to i32
  %a32 = sext i8 %a to i32
  %b32 = zext i1 %b to i32
  %t1 = add i32 %i, %a32
  %t2 = add i32 %t1, %b32
  %isnull = icmp eq ptr %p, null
  %t3 = select i1 %isnull, i32 %t2, i32 1000
  ret i32 %t3
}

define i32 @main() {
entry:
  %never = alloca i32
  %pair = alloca %"class.std::pair"
  %f0 = getelementptr %"class.std::pair", ptr %pair, i32 0, i32 0
  store i32 7, ptr %f0
  %u = load i32, ptr %never
  %big = add nsw i32 2147483647, 1
  %later = add i32 0, 1
  store i32 1, ptr @g
  ret i32 0
}
