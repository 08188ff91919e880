; A FILE* argument must be an open stream (SPEC.md section 6, X-LIB-4):
; memory that is not one is undefined behaviour; a stream after fclose is
; a freed heap block (X-MEM-3, as fclose frees glibc's FILE); a null one is
; the null page (X-MEM-1, as glibc's fputs(s, NULL) faults).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry after_fclose %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=CLOSED %s
; RUN: sh -c '%ehi run --entry null_stream %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=NULL %s
; CHECK: before
; CHECK-NEXT: ehi: undefined behaviour: fputs: 0x{{[0-9a-f]+}} is not an open FILE (one fopen, fdopen or tmpfile returned, or a standard stream) [X-LIB-4]
; CHECK-NEXT: at {{.*}}stream-bad.ll:[[@LINE+19]]:3 in @main
; CHECK: status 66
; CLOSED: ehi: undefined behaviour: read of 1 byte at address {{.*}}, which is a freed heap block; it is inside freed heap block 'FILE' of 216 bytes{{.*}} [X-MEM-3]
; CLOSED: status 66
; NULL: [X-MEM-1]
; NULL: status 139
; A path that runs off its object is a bad read by fopen (nothing of the
; half-read path is kept: LeakSanitizer under the ASan build).
; RUN: sh -c '%ehi run --entry bad_path %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=PATH %s
; PATH: ehi: undefined behaviour: read of 1 byte at address {{.*}} 0 bytes past the end of heap block 'malloc' of 4 bytes{{.*}} [X-MEM-2]
; PATH: status 66
target triple = "x86_64-unknown-linux-gnu"
@s = constant [8 x i8] c"before\0A\00"
@t = constant [6 x i8] c"text\0A\00"
@tmpl = constant [3 x i8] c"w+\00"
define i32 @main() {
  %not_a_file = alloca [216 x i8]
  %out = load ptr, ptr @stdout
  call i32 @fputs(ptr @s, ptr %out)
  call i32 @fputs(ptr @t, ptr %not_a_file)
  ret i32 0
}
define i32 @after_fclose() {
  %f = call ptr @tmpfile()
  call i32 @fclose(ptr %f)
  call i32 @fputs(ptr @t, ptr %f)
  ret i32 0
}
define i32 @null_stream() {
  call i32 @fputs(ptr @t, ptr null)
  ret i32 0
}
define i32 @bad_path() {
  %p = call ptr @malloc(i64 4)
  store i32 1633771873, ptr %p
  %f = call ptr @fopen(ptr %p, ptr @tmpl)
  ret i32 0
}
@stdout = external global ptr
declare ptr @malloc(i64)
declare ptr @fopen(ptr, ptr)
declare i32 @fputs(ptr, ptr)
declare ptr @tmpfile()
declare i32 @fclose(ptr)
