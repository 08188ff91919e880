; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Outer = type { i32 }
%struct.Inner = type { i32 }

$"??0Outer@@QEAA@H@Z" = comdat any

$"??0Outer@@QEAA@AEBU0@@Z" = comdat any

$"??1Outer@@QEAA@XZ" = comdat any

$"??_R0?AUOuter@@@8" = comdat any

$"??_R0?AUInner@@@8" = comdat any

$"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUOuter@@" = comdat any

$"_TI1?AUOuter@@" = comdat any

$"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@" = comdat any

$"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUInner@@@84" = comdat any

$"_CTA1?AUInner@@" = comdat any

$"_TI1?AUInner@@" = comdat any

$"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUOuter@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUOuter@@\00" }, comdat
@"??_R0?AUInner@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUInner@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUOuter@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Outer@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Outer@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUOuter@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", comdat, align 8
@"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"never: Outer\0A\00", comdat, align 8
@"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", comdat, align 8
@"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", comdat, align 8
@"_CT??_R0?AUInner@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUInner@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUInner@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUInner@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", comdat, align 8
@"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Outer, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Outer, align 4
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %9 = invoke noundef ptr @"??0Outer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef -1)
          to label %10 unwind label %11

10:                                               ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUOuter@@") #4
          to label %57 unwind label %11

11:                                               ; preds = %10, %0
  %12 = catchswitch within none [label %13, label %22] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0?AUOuter@@@8", i32 8, ptr null]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@") [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %16, %28
  %18 = invoke noundef ptr @"??0Outer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 5)
          to label %19 unwind label %31

19:                                               ; preds = %17
  %20 = invoke noundef ptr @"??0Outer@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %4)
          to label %21 unwind label %29

21:                                               ; preds = %19
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1?AUOuter@@") #4
          to label %57 unwind label %29

22:                                               ; preds = %11
  %23 = catchpad within %12 [ptr @"??_R0?AUInner@@@8", i32 8, ptr %3]
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.Inner, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 noundef %26) [ "funclet"(token %23) ]
  catchret from %23 to label %28

28:                                               ; preds = %22
  br label %17

29:                                               ; preds = %21, %19
  %30 = cleanuppad within none []
  call void @"??1Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %31

31:                                               ; preds = %29, %17
  %32 = catchswitch within none [label %33, label %50] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0?AUOuter@@@8", i32 8, ptr null]
  %35 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@") [ "funclet"(token %34) ]
  catchret from %34 to label %36

36:                                               ; preds = %33
  br label %37

37:                                               ; preds = %36, %56
  %38 = invoke noundef ptr @"??0Outer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 2)
          to label %39 unwind label %40

39:                                               ; preds = %37
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI1?AUOuter@@") #4
          to label %57 unwind label %40

40:                                               ; preds = %39, %37
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @"??_R0?AUOuter@@@8", i32 8, ptr %8]
  %44 = load ptr, ptr %8, align 8
  %45 = getelementptr inbounds %struct.Outer, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@", i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %48

48:                                               ; preds = %42
  br label %49

49:                                               ; preds = %48
  ret i32 0

50:                                               ; preds = %31
  %51 = catchpad within %32 [ptr @"??_R0?AUInner@@@8", i32 8, ptr %6]
  %52 = load ptr, ptr %6, align 8
  %53 = getelementptr inbounds %struct.Inner, ptr %52, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 noundef %54) [ "funclet"(token %51) ]
  catchret from %51 to label %56

56:                                               ; preds = %50
  br label %37

57:                                               ; preds = %39, %21, %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Outer@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Inner, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 noundef %10)
  %12 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Inner, ptr %5, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 4
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUInner@@") #4
  unreachable

19:                                               ; preds = %2
  ret ptr %6
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Outer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Inner, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Outer, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %7, align 4
  %11 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef %12)
  %14 = getelementptr inbounds %struct.Outer, ptr %6, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = icmp eq i32 %15, 5
  br i1 %16, label %17, label %19

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.Inner, ptr %5, i32 0, i32 0
  store i32 50, ptr %18, align 4
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUInner@@") #4
  unreachable

19:                                               ; preds = %2
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
