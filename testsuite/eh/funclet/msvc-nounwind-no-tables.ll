; A frame without EH tables in an MSVC program is searched the funclet way
; (SPEC.md section 8, MSVC: "Unhandled"): phase 1 walks past @g, which is
; nounwind and has no personality, and finds main's catch (...); only
; phase 2, leaving @g, is undefined behaviour (EH-U-4).  (Issue 21: the
; search used to report it from phase 1; the same walk now lets an
; exception no frame catches terminate, testsuite/eh/outcome.)
; Made by clang-19 --target=x86_64-pc-windows-msvc -fexceptions
; -fcxx-exceptions -O0 -S -emit-llvm from the program below, with @g given
; the attributes #9 (nounwind) by hand:
;   extern "C" int printf(const char *, ...);
;   void __attribute__((noinline)) f() { throw 1; }
;   void __attribute__((noinline)) g() { f(); }
;   int main() { try { g(); } catch (...) { printf("caught\n"); } return 0; }
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: FileCheck %s < %t.err
; OUT-NOT: caught
; OUT: status 66
; CHECK: [eh] search #1 frame 1 void __cdecl g(void): continue (no personality)
; CHECK-NEXT: [eh] search #1 frame 2 @main: handler
; CHECK: ehi: undefined behaviour: exception #1 unwinds out of @?g@@YAXXZ, which is nounwind [EH-U-4]
; CHECK-NEXT: at {{.*}} in void __cdecl g(void), block %0: call void @"?f@@YAXXZ"()
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07MOAAAAFK@caught?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07MOAAAAFK@caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"caught\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @"?f@@YAXXZ"() #0 {
  %1 = alloca i32, align 4
  store i32 1, ptr %1, align 4
  call void @_CxxThrowException(ptr %1, ptr @_TI1H) #3
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @"?g@@YAXXZ"() #9 {
  call void @"?f@@YAXXZ"()
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @"?g@@YAXXZ"()
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr null, i32 64, ptr null]
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07MOAAAAFK@caught?6?$AA@") [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %4
  br label %8

8:                                                ; preds = %7, %9
  ret i32 0

9:                                                ; preds = %0
  br label %8
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

attributes #0 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}


!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
attributes #9 = { noinline nounwind optnone uwtable }
