; setjmp/longjmp on MSVC x86_64 (SPEC.md X-SJLJ-3, X-SJLJ-4): _setjmp(env,
; llvm.frameaddress(0)); a longjmp over frames without an EH personality
; pops them as on Linux; a longjmp out of a catch funclet (the pad entered
; in main) is refused with status 68: the CRT's longjmp unwinds funclets,
; which ehi does not do.  Inputs/setjmp-msvc.cpp, clang++-19 -O0 for
; x86_64-pc-windows-msvc (its declarations by hand: the MSVC headers are
; not in Debian).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: setjmp 0
; CHECK-NEXT: setjmp 1
; CHECK-NEXT: caught 5
; CHECK: ehi: error: longjmp out of a funclet pad entered in @main: the C library's longjmp unwinds it, which ehi does not do [X-SJLJ-3]
; CHECK: entered funclet pads: %{{[0-9]+}} catchswitch > %{{[0-9]+}} catchpad
; CHECK: status 68

; ModuleID = 'msvc.cpp'
source_filename = "msvc.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_C@_0L@CKENEAOF@setjmp?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

@"?jump_ptr@@3R6AXH@ZEA" = dso_local global ptr @"?jump@@YAXH@Z", align 8
@env = internal global [256 x i8] zeroinitializer, align 16
@"??_C@_0L@CKENEAOF@setjmp?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"setjmp %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?jump@@YAXH@Z"(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef @env, i32 noundef %3) #6
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call ptr @llvm.frameaddress.p0(i32 0)
  %6 = call i32 @_setjmp(ptr noundef @env, ptr noundef %5) #7
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@CKENEAOF@setjmp?5?$CFd?6?$AA@", i32 noundef %7)
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %0
  call void @"?plain@@YAXH@Z"(i32 noundef 1)
  br label %12

12:                                               ; preds = %11, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  store i32 5, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @_TI1H) #6
          to label %26 unwind label %16

16:                                               ; preds = %15
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0H@8", i32 0, ptr %4]
  %20 = load i32, ptr %4, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %20) [ "funclet"(token %19) ]
  %22 = load volatile ptr, ptr @"?jump_ptr@@3R6AXH@ZEA", align 8
  call void %22(i32 noundef 2) [ "funclet"(token %19) ]
  catchret from %19 to label %23

23:                                               ; preds = %18
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24, %12
  ret i32 0

26:                                               ; preds = %15
  unreachable
}

; Function Attrs: returns_twice
declare dso_local i32 @_setjmp(ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #3

declare dso_local i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?plain@@YAXH@Z"(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load volatile ptr, ptr @"?jump_ptr@@3R6AXH@ZEA", align 8
  %4 = load i32, ptr %2, align 4
  call void %3(i32 noundef %4)
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noreturn
declare dso_local void @longjmp(ptr noundef, i32 noundef) #5

attributes #0 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
