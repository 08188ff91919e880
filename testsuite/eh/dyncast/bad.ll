; __dynamic_cast of objects that are not what they claim: every bad read is a
; reported fault in the program (never a host crash), and a vtable without a
; type_info is reported.  The case is chosen by the number of arguments.
;   0: an object whose vptr points nowhere (0xdead0)
;   1: a vtable whose type_info pointer points nowhere (0xbad00)
;   2: a __vmi_class_type_info claiming 2^31 bases (reads run off its end)
;   3: a vtable with a null type_info (as under -fno-rtti)
;   4: a null source pointer (clang tests for null itself; a direct call)
;   5: a good object: B's A subobject cast to B, then to an unrelated type
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=WILD %s
; WILD: ehi: fault: read of 8 bytes at address 0xdeac0, {{.*}} [X-MEM-2]
; WILD-NEXT: at {{.*}}bad.ll:{{[0-9]+}}:3 in @main{{.*}}@__dynamic_cast
; WILD: status 139
; RUN: sh -c '%ehi run %s 1; echo "status $?"' 2>&1 | FileCheck --check-prefix=TI %s
; TI: ehi: fault: read of 8 bytes at address 0xbad08, {{.*}} [X-MEM-2]
; TI: status 139
; RUN: sh -c '%ehi run %s 1 2; echo "status $?"' 2>&1 | FileCheck --check-prefix=VMI %s
; VMI: ehi: undefined behaviour: read of 8 bytes {{.*}} past the end of global '_ZTI1W'
; VMI: status 66
; RUN: sh -c '%ehi run %s 1 2 3; echo "status $?"' 2>&1 | FileCheck --check-prefix=NORTTI %s
; NORTTI: ehi: undefined behaviour: __dynamic_cast of an object whose vtable has no type_info
; NORTTI: status 66
; RUN: sh -c '%ehi run %s 1 2 3 4; echo "status $?"' 2>&1 | FileCheck --check-prefix=NULL %s
; NULL: ehi: fault: read of 8 bytes at address 0x0, which is the null page
; NULL: status 139
; RUN: %ehi run %s 1 2 3 4 5 | FileCheck --check-prefix=GOOD %s
; GOOD: B: 1
; GOOD-NEXT: unrelated: 0
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global ptr
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global ptr
@_ZTS1A = constant [3 x i8] c"1A\00"
@_ZTI1A = constant { ptr, ptr } { ptr getelementptr (i8, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 16), ptr @_ZTS1A }
@_ZTS1B = constant [3 x i8] c"1B\00"
@_ZTI1B = constant { ptr, ptr, ptr } { ptr getelementptr (i8, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 16), ptr @_ZTS1B, ptr @_ZTI1A }
@_ZTS1U = constant [3 x i8] c"1U\00"
@_ZTI1U = constant { ptr, ptr } { ptr getelementptr (i8, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 16), ptr @_ZTS1U }
; a vmi type_info claiming 2^31 bases, of which it holds one
@_ZTS1W = constant [3 x i8] c"1W\00"
@_ZTI1W = constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr (i8, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 16), ptr @_ZTS1W, i32 0, i32 2147483647, ptr @_ZTI1A, i64 2 }

; vtables: offset-to-top, type_info, (no virtual functions needed)
@vt_B = constant [3 x ptr] [ptr null, ptr @_ZTI1B, ptr null]
@vt_wild_ti = constant [3 x ptr] [ptr null, ptr inttoptr (i64 765184 to ptr), ptr null]
@vt_W = constant [3 x ptr] [ptr null, ptr @_ZTI1W, ptr null]
@vt_noti = constant [3 x ptr] [ptr null, ptr null, ptr null]

@obj_B = global { ptr, i32 } { ptr getelementptr (i8, ptr @vt_B, i64 16), i32 7 }
@obj_wild = global { ptr, i32 } { ptr inttoptr (i64 912080 to ptr), i32 0 }
@obj_wild_ti = global { ptr, i32 } { ptr getelementptr (i8, ptr @vt_wild_ti, i64 16), i32 0 }
@obj_W = global { ptr, i32 } { ptr getelementptr (i8, ptr @vt_W, i64 16), i32 0 }
@obj_noti = global { ptr, i32 } { ptr getelementptr (i8, ptr @vt_noti, i64 16), i32 0 }
@objs = constant [5 x ptr] [ptr @obj_wild, ptr @obj_wild_ti, ptr @obj_W, ptr @obj_noti, ptr null]

@fmt = constant [8 x i8] c"%s: %d\0A\00"
@s_B = constant [2 x i8] c"B\00"
@s_U = constant [10 x i8] c"unrelated\00"

declare ptr @__dynamic_cast(ptr, ptr, ptr, i64)
declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
  %k = sub i32 %argc, 1
  %good = icmp eq i32 %k, 5
  br i1 %good, label %ok, label %bad
bad:
  %slot = getelementptr [5 x ptr], ptr @objs, i32 0, i32 %k
  %o = load ptr, ptr %slot
  %r = call ptr @__dynamic_cast(ptr %o, ptr @_ZTI1A, ptr @_ZTI1U, i64 -1)
  ret i32 1
ok:
  %b = call ptr @__dynamic_cast(ptr @obj_B, ptr @_ZTI1A, ptr @_ZTI1B, i64 0)
  %isb = icmp eq ptr %b, @obj_B
  %isb.i = zext i1 %isb to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s_B, i32 %isb.i)
  %u = call ptr @__dynamic_cast(ptr @obj_B, ptr @_ZTI1A, ptr @_ZTI1U, i64 -2)
  %isu = icmp ne ptr %u, null
  %isu.i = zext i1 %isu to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s_U, i32 %isu.i)
  ret i32 0
}
