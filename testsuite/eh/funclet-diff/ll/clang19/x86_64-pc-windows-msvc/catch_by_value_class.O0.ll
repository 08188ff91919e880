; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??1E@@QEAA@XZ" = comdat any

$"??0E@@QEAA@H@Z" = comdat any

$"??0E@@QEAA@AEBU0@@Z" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

$"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", comdat, align 1
@"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", comdat, align 1
@"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1
@"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUE@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0E@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUE@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  store i32 0, ptr %1, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %14 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %17

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0?AUE@@@8", i32 0, ptr %2]
  %9 = getelementptr inbounds %struct.E, ptr %2, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@", i32 noundef %10) [ "funclet"(token %8) ]
          to label %12 unwind label %15

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.E, ptr %2, i32 0, i32 0
  store i32 7, ptr %13, align 4
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %8) ]
          to label %44 unwind label %15

14:                                               ; preds = %0
  br label %39

15:                                               ; preds = %12, %7
  %16 = cleanuppad within %8 []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %2) #5 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15, %5
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUE@@@8", i32 0, ptr %3]
  %21 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@", i32 noundef %22) [ "funclet"(token %20) ]
          to label %24 unwind label %40

24:                                               ; preds = %19
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %20) ]
  catchret from %20 to label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25, %39
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2)
          to label %38 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0?AUE@@@8", i32 0, ptr %4]
  %31 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  %32 = load i32, ptr %31, align 4
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@", i32 noundef %32) [ "funclet"(token %30) ]
          to label %34 unwind label %42

34:                                               ; preds = %29
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %30) ]
  catchret from %30 to label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35, %38
  %37 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05KJDAJCPN@done?6?$AA@")
  ret i32 0

38:                                               ; preds = %26
  br label %36

39:                                               ; preds = %14
  br label %26

40:                                               ; preds = %19
  %41 = cleanuppad within %20 []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

42:                                               ; preds = %29
  %43 = cleanuppad within %30 []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %43) ]
  cleanupret from %43 unwind to caller

44:                                               ; preds = %12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@", i32 noundef %4)
  %6 = load i32, ptr %2, align 4
  %7 = call noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  call void @_CxxThrowException(ptr %3, ptr @"_TI1?AUE@@") #4
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
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

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0E@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.E, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %15, i32 noundef %12)
  ret ptr %5
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
