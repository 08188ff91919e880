; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }
%rtti.TypeDescriptor14 = type { ptr, ptr, [15 x i8] }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }

$"??_R0?AUDerived@@@8" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_R0PEAUBase@@@8" = comdat any

$"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@LBDBCEMN@never?3?5unexpected?6?$AA@" = comdat any

$"_CT??_R0?AUBase@@@84" = comdat any

$"_CTA1?AUBase@@" = comdat any

$"_TI1?AUBase@@" = comdat any

$"_CT??_R0?AUDerived@@@84" = comdat any

$"_CTA2?AUDerived@@" = comdat any

$"_TI2?AUDerived@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0PEAUDerived@@@8" = comdat any

$"_CT??_R0PEAUDerived@@@88" = comdat any

$"_CT??_R0PEAUBase@@@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA3PEAUDerived@@" = comdat any

$"_TI3PEAUDerived@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", comdat, align 1
@"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", comdat, align 1
@"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", comdat, align 1
@"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", comdat, align 1
@"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"quiet %d\0A\00", comdat, align 1
@"??_C@_0BD@LBDBCEMN@never?3?5unexpected?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"never: unexpected\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBase@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUBase@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUDerived@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBase@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUDerived@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@g_d = internal global %struct.Derived zeroinitializer, align 4
@"??_R0PEAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor14 { ptr @"??_7type_info@@6B@", ptr null, [15 x i8] c".PEAUDerived@@\00" }, comdat
@"_CT??_R0PEAUDerived@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUBase@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUDerived@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUBase@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA3PEAUDerived@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %7 = call ptr @set_unexpected(ptr noundef @"?never_handler@@YAXXZ") #6
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %24, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %50

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  invoke void @"?spec@@YAXH@Z"(i32 noundef %12)
          to label %49 unwind label %13

13:                                               ; preds = %11
  %14 = catchswitch within none [label %15, label %27, label %35, label %41] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"??_R0?AUDerived@@@8", i32 8, ptr %6]
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Base, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@", i32 noundef %20, i32 noundef %19) [ "funclet"(token %16) ]
  catchret from %16 to label %22

22:                                               ; preds = %15
  br label %23

23:                                               ; preds = %22, %34, %40, %48, %49
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %8, !llvm.loop !5

27:                                               ; preds = %13
  %28 = catchpad within %14 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %5]
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.Base, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %2, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@", i32 noundef %32, i32 noundef %31) [ "funclet"(token %28) ]
  catchret from %28 to label %34

34:                                               ; preds = %27
  br label %23

35:                                               ; preds = %13
  %36 = catchpad within %14 [ptr @"??_R0H@8", i32 0, ptr %4]
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr %2, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@", i32 noundef %38, i32 noundef %37) [ "funclet"(token %36) ]
  catchret from %36 to label %40

40:                                               ; preds = %35
  br label %23

41:                                               ; preds = %13
  %42 = catchpad within %14 [ptr @"??_R0PEAUBase@@@8", i32 0, ptr %3]
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.Base, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %2, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@", i32 noundef %46, i32 noundef %45) [ "funclet"(token %42) ]
  catchret from %42 to label %48

48:                                               ; preds = %41
  br label %23

49:                                               ; preds = %11
  br label %23

50:                                               ; preds = %8
  %51 = call noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 0) #6
  %52 = call noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 3) #6
  %53 = add nsw i32 %51, %52
  %54 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@", i32 noundef %53)
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local ptr @set_unexpected(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?never_handler@@YAXXZ"() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@LBDBCEMN@never?3?5unexpected?6?$AA@")
  call void @_CxxThrowException(ptr null, ptr null) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?spec@@YAXH@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Base, align 4
  %4 = alloca %struct.Derived, align 4
  %5 = alloca %struct.Derived, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 0
  store i32 10, ptr %11, align 4
  call void @_CxxThrowException(ptr %3, ptr @"_TI1?AUBase@@") #7
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Base, ptr %4, i32 0, i32 0
  store i32 11, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 4, i1 false)
  call void @_CxxThrowException(ptr %5, ptr @"_TI2?AUDerived@@") #7
  unreachable

17:                                               ; preds = %12
  %18 = load i32, ptr %2, align 4
  %19 = icmp eq i32 %18, 2
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  store i32 12, ptr %6, align 4
  call void @_CxxThrowException(ptr %6, ptr @_TI1H) #7
  unreachable

21:                                               ; preds = %17
  store i32 13, ptr @g_d, align 4
  store ptr @g_d, ptr %7, align 8
  call void @_CxxThrowException(ptr %7, ptr @"_TI3PEAUDerived@@") #7
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?quiet@@YAHH@Z"(i32 noundef %0) #4 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  invoke void @"?spec@@YAXH@Z"(i32 noundef %4)
          to label %10 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr null, i32 64, ptr null]
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %2, align 4
  catchret from %8 to label %11

10:                                               ; preds = %1
  br label %12

11:                                               ; preds = %7
  br label %13

12:                                               ; preds = %10
  store i32 -1, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
