; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.E = type { i32 }

$"??0E@@QEAA@H@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@NFAMMOGK@leaving?5nested?6?$AA@" = comdat any

$"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = comdat any

$"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"handling %d\0A\00", comdat, align 8
@"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", comdat, align 8
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"third level %d\0A\00", comdat, align 8
@"??_C@_0BA@NFAMMOGK@leaving?5nested?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"leaving nested\0A\00", comdat, align 8
@"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", comdat, align 8
@"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", comdat, align 8
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 4
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 4
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca %struct.E*, align 8
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.E*, align 8
  store i32 0, i32* %1, align 4
  %9 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %10 unwind label %12

10:                                               ; preds = %0
  %11 = bitcast %struct.E* %2 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI1?AUE@@") #4
          to label %67 unwind label %12

12:                                               ; preds = %10, %0
  %13 = catchswitch within none [label %14] unwind label %55

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %3]
  %16 = load %struct.E*, %struct.E** %3, align 8
  %17 = getelementptr inbounds %struct.E, %struct.E* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18) [ "funclet"(token %15) ]
          to label %20 unwind label %55

20:                                               ; preds = %14
  %21 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2) [ "funclet"(token %15) ]
          to label %22 unwind label %24

22:                                               ; preds = %20
  %23 = bitcast %struct.E* %4 to i8*
  invoke void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @"_TI1?AUE@@") #4 [ "funclet"(token %15) ]
          to label %67 unwind label %24

24:                                               ; preds = %22, %20
  %25 = catchswitch within %15 [label %26] unwind label %55

26:                                               ; preds = %24
  %27 = catchpad within %25 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %5]
  %28 = load %struct.E*, %struct.E** %3, align 8
  %29 = getelementptr inbounds %struct.E, %struct.E* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = load %struct.E*, %struct.E** %5, align 8
  %32 = getelementptr inbounds %struct.E, %struct.E* %31, i32 0, i32 0
  %33 = load i32, i32* %32, align 4
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33, i32 noundef %30) [ "funclet"(token %27) ]
          to label %35 unwind label %55

35:                                               ; preds = %26
  store i32 3, i32* %6, align 4
  %36 = bitcast i32* %6 to i8*
  invoke void @_CxxThrowException(i8* %36, %eh.ThrowInfo* @_TI1H) #4 [ "funclet"(token %27) ]
          to label %67 unwind label %37

37:                                               ; preds = %35
  %38 = catchswitch within %27 [label %39] unwind label %55

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %41 = load i32, i32* %7, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %41) [ "funclet"(token %40) ]
          to label %43 unwind label %55

43:                                               ; preds = %39
  catchret from %40 to label %44

44:                                               ; preds = %43
  br label %45

45:                                               ; preds = %44
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@NFAMMOGK@leaving?5nested?6?$AA@", i64 0, i64 0)) [ "funclet"(token %27) ]
          to label %47 unwind label %55

47:                                               ; preds = %45
  catchret from %27 to label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = load %struct.E*, %struct.E** %3, align 8
  %51 = getelementptr inbounds %struct.E, %struct.E* %50, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@", i64 0, i64 0), i32 noundef %52) [ "funclet"(token %15) ]
          to label %54 unwind label %55

54:                                               ; preds = %49
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #4 [ "funclet"(token %15) ]
          to label %67 unwind label %55

55:                                               ; preds = %54, %49, %45, %39, %37, %26, %24, %14, %12
  %56 = catchswitch within none [label %57] unwind to caller

57:                                               ; preds = %55
  %58 = catchpad within %56 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %8]
  %59 = load %struct.E*, %struct.E** %8, align 8
  %60 = getelementptr inbounds %struct.E, %struct.E* %59, i32 0, i32 0
  %61 = load i32, i32* %60, align 4
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %61) [ "funclet"(token %58) ]
  catchret from %58 to label %63

63:                                               ; preds = %57
  br label %64

64:                                               ; preds = %63, %66
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
  ret i32 0

66:                                               ; No predecessors!
  br label %64

67:                                               ; preds = %54, %35, %22, %10
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.E* %0, %struct.E** %4, align 8
  %5 = load %struct.E*, %struct.E** %4, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9)
  ret %struct.E* %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
