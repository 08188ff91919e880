; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }
%struct.Guard = type { i8 }

$"??0E@@QEAA@H@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??1Guard@@QEAA@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = comdat any

$"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = comdat any

$"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUE@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUE@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", comdat, align 8
@"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"wrong: int\0A\00", comdat, align 8
@"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"translating %d\0A\00", comdat, align 8
@"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Guard\0A\00", comdat, align 8
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 4
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.E, align 4
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  invoke void @"?translate@@YAXXZ"()
          to label %39 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2]
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %13) [ "funclet"(token %10) ]
  catchret from %10 to label %15

15:                                               ; preds = %9
  br label %16

16:                                               ; preds = %15, %39
  store i32 5, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @_TI1H) #4
          to label %41 unwind label %17

17:                                               ; preds = %16
  %18 = catchswitch within none [label %19] unwind label %25

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0H@8", i32 0, ptr %4]
  %21 = load i32, ptr %4, align 4
  %22 = mul nsw i32 %21, 2
  %23 = invoke noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %22) [ "funclet"(token %20) ]
          to label %24 unwind label %25

24:                                               ; preds = %19
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1?AUE@@") #4 [ "funclet"(token %20) ]
          to label %41 unwind label %25

25:                                               ; preds = %24, %19, %17
  %26 = catchswitch within none [label %27, label %32] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr null]
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@") [ "funclet"(token %28) ]
  catchret from %28 to label %30

30:                                               ; preds = %27
  br label %31

31:                                               ; preds = %30, %38, %40
  ret i32 0

32:                                               ; preds = %25
  %33 = catchpad within %26 [ptr @"??_R0?AUE@@@8", i32 8, ptr %6]
  %34 = load ptr, ptr %6, align 8
  %35 = getelementptr inbounds %struct.E, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@", i32 noundef %36) [ "funclet"(token %33) ]
  catchret from %33 to label %38

38:                                               ; preds = %32
  br label %31

39:                                               ; preds = %0
  br label %16

40:                                               ; No predecessors!
  br label %31

41:                                               ; preds = %24, %16
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?translate@@YAXXZ"() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.E, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Guard, align 1
  %4 = alloca %struct.E, align 4
  %5 = invoke noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 1)
          to label %6 unwind label %7

6:                                                ; preds = %0
  invoke void @_CxxThrowException(ptr %1, ptr @"_TI1?AUE@@") #4
          to label %25 unwind label %7

7:                                                ; preds = %6, %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2]
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@", i32 noundef %13) [ "funclet"(token %10) ]
          to label %15 unwind label %22

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.E, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  %20 = invoke noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %19) [ "funclet"(token %10) ]
          to label %21 unwind label %22

21:                                               ; preds = %15
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUE@@") #4 [ "funclet"(token %10) ]
          to label %25 unwind label %22

22:                                               ; preds = %21, %15, %9
  %23 = cleanuppad within %10 []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller

24:                                               ; No predecessors!
  ret void

25:                                               ; preds = %21, %6
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
