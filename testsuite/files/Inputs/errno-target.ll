; fopen of a name no grant holds, then of a file in a read-only grant for
; writing: errno as the target's C library numbers ENOENT and EROFS
; (errno-targets.test puts the triple in place of TRIPLE).
target triple = "TRIPLE"
@missing = constant [12 x i8] c"/etc/passwd\00"
@ro = constant [15 x i8] c"/data/new.file\00"
@r = constant [2 x i8] c"r\00"
@w = constant [2 x i8] c"w\00"
@fmt = constant [7 x i8] c"%d %d\0A\00"
define i32 @main() {
  %f = call ptr @fopen(ptr @missing, ptr @r)
  %e = call ptr @ERRNO()
  %noent = load i32, ptr %e
  %g = call ptr @fopen(ptr @ro, ptr @w)
  %rofs = load i32, ptr %e
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %noent, i32 %rofs)
  ret i32 0
}
declare ptr @fopen(ptr, ptr)
declare ptr @ERRNO()
declare i32 @printf(ptr, ...)
