; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.A = type { i32 }
%struct.B = type { i32 }
%struct.Local = type { i8 }

$"??1Local@@QEAA@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@MGCGAPLM@unexpected?5handler?3?5throwing?5A?6?$AA@" = comdat any

$"_CT??_R0?AUA@@@84" = comdat any

$"_CTA1?AUA@@" = comdat any

$"_TI1?AUA@@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"never: B %d\0A\00", comdat, align 8
@"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"caught A %d\0A\00", comdat, align 8
@"??_C@_0CA@MGCGAPLM@unexpected?5handler?3?5throwing?5A?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUA@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUA@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUA@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUA@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUA@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUB@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUB@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Local\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %5 = call ptr @set_unexpected(ptr noundef @"?handler@@YAXXZ") #5
  store i32 1, ptr %2, align 4
  br label %6

6:                                                ; preds = %21, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %7, 2
  br i1 %8, label %9, label %32

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  invoke void @"?only_a@@YAXH@Z"(i32 noundef %10)
          to label %31 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13, label %24] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0?AUA@@@8", i32 8, ptr %4]
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.A, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@", i32 noundef %17) [ "funclet"(token %14) ]
  catchret from %14 to label %19

19:                                               ; preds = %13
  br label %20

20:                                               ; preds = %19, %30, %31
  br label %21

21:                                               ; preds = %20
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %2, align 4
  br label %6, !llvm.loop !4

24:                                               ; preds = %11
  %25 = catchpad within %12 [ptr @"??_R0?AUB@@@8", i32 8, ptr %3]
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.B, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@", i32 noundef %28) [ "funclet"(token %25) ]
  catchret from %25 to label %30

30:                                               ; preds = %24
  br label %20

31:                                               ; preds = %9
  br label %20

32:                                               ; preds = %6
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local ptr @set_unexpected(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?handler@@YAXXZ"() #2 {
  %1 = alloca %struct.A, align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@MGCGAPLM@unexpected?5handler?3?5throwing?5A?6?$AA@")
  %3 = getelementptr inbounds %struct.A, ptr %1, i32 0, i32 0
  store i32 2, ptr %3, align 4
  call void @_CxxThrowException(ptr %1, ptr @"_TI1?AUA@@") #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?only_a@@YAXH@Z"(i32 noundef %0) #2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  %4 = alloca %struct.A, align 4
  %5 = alloca %struct.B, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.A, ptr %4, i32 0, i32 0
  store i32 1, ptr %9, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUA@@") #6
          to label %15 unwind label %13

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.B, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %2, align 4
  store i32 %12, ptr %11, align 4
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1?AUB@@") #6
          to label %15 unwind label %13

13:                                               ; preds = %10, %8
  %14 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

15:                                               ; preds = %10, %8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07LPCEEGID@?$HOLocal?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
