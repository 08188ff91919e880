; A small program for the REPL's run-control tests: a global and a local
; bumped through a pointer, a function with a result, a C string.
target triple = "x86_64-unknown-linux-gnu"

@count = global i32 0
@.hello = private constant [6 x i8] c"hello\00"

declare i64 @strlen(ptr)
declare i32 @puts(ptr)

define void @bump(ptr %p) {
entry:
  %v = load i32, ptr %p
  %n = add i32 %v, 1
  store i32 %n, ptr %p
  ret void
}

define i32 @add(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define i64 @len(ptr %s) {
entry:
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}

define double @half(double %d) {
entry:
  %h = fmul double %d, 5.000000e-01
  ret double %h
}

define i32 @main() {
entry:
  %x = alloca i32
  store i32 5, ptr %x
  call void @bump(ptr @count)
  call void @bump(ptr %x)
  call void @bump(ptr @count)
  %r = call i32 @add(i32 2, i32 3)
  %q = call i32 @puts(ptr @.hello)
  br label %done

done:
  %c = load i32, ptr @count
  %s = add i32 %r, %c
  ret i32 %s
}
