; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%struct.Obj = type { i32 }

$"??0Obj@@QAE@ABU0@@Z" = comdat any

$"??1Obj@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUObj@@\00" }, comdat
@"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", comdat, align 1
@"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", comdat, align 1
@"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", comdat, align 1
@"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", comdat, align 1
@"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0N@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1N to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Obj* (%struct.Obj*, %struct.Obj*)* @"??0Obj@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Obj*)* @"??1Obj@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUObj@@" to i8*) }, section ".xdata", comdat
@"?x@?1??thrower@@YAXH@Z@4HA" = internal global i32 4, align 4
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAH\00" }, comdat
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAH@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAH@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAH to i8*) }, section ".xdata", comdat
@"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"Obj copy(%d)\0A\00", comdat, align 1
@"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", comdat, align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.Obj, align 4
  %4 = alloca i32*, align 4
  %5 = alloca %struct.Obj*, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = bitcast i32* %1 to i8*
  %9 = bitcast double* %2 to i8*
  %10 = bitcast %struct.Obj* %3 to i8*
  %11 = bitcast i32** %4 to i8*
  %12 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  br label %14

13:                                               ; preds = %36
  ret i32 0

14:                                               ; preds = %0, %36
  %15 = phi i32 [ 0, %0 ], [ %37, %36 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  switch i32 %15, label %23 [
    i32 0, label %16
    i32 1, label %18
    i32 2, label %20
  ]

16:                                               ; preds = %14
  store i32 17, i32* %1, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @_TI1H) #5
          to label %17 unwind label %25

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %14
  store double 2.500000e+00, double* %2, align 8, !tbaa !7
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @_TI1N) #5
          to label %19 unwind label %25

19:                                               ; preds = %18
  unreachable

20:                                               ; preds = %14
  store i32 3, i32* %12, align 4, !tbaa !9
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 3)
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI1?AUObj@@") #5
          to label %22 unwind label %25

22:                                               ; preds = %20
  unreachable

23:                                               ; preds = %14
  store i32* @"?x@?1??thrower@@YAXH@Z@4HA", i32** %4, align 4, !tbaa !11
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @_TI2PAH) #5
          to label %24 unwind label %25

24:                                               ; preds = %23
  unreachable

25:                                               ; preds = %23, %20, %18, %16
  %26 = catchswitch within none [label %27] unwind label %30

27:                                               ; preds = %25
  %28 = catchpad within %26 [i8* null, i32 64, i8* null]
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %15) [ "funclet"(token %28) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %28) ]
          to label %54 unwind label %30

30:                                               ; preds = %27, %25
  %31 = catchswitch within none [label %32, label %39, label %45, label %51] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %34 = load i32, i32* %7, align 4, !tbaa !3
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15, i32 noundef %34) [ "funclet"(token %33) ]
  catchret from %33 to label %36

36:                                               ; preds = %51, %45, %39, %32
  %37 = add nuw nsw i32 %15, 1
  %38 = icmp eq i32 %37, 4
  br i1 %38, label %13, label %14, !llvm.loop !13

39:                                               ; preds = %30
  %40 = catchpad within %31 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %6]
  %41 = load double, double* %6, align 8, !tbaa !7
  %42 = fmul double %41, 1.000000e+01
  %43 = fptosi double %42 to i32
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15, i32 noundef %43) [ "funclet"(token %40) ]
  catchret from %40 to label %36

45:                                               ; preds = %30
  %46 = catchpad within %31 [%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8", i32 8, %struct.Obj** %5]
  %47 = load %struct.Obj*, %struct.Obj** %5, align 4, !tbaa !11
  %48 = getelementptr inbounds %struct.Obj, %struct.Obj* %47, i32 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa !9
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15, i32 noundef %49) [ "funclet"(token %46) ]
  catchret from %46 to label %36

51:                                               ; preds = %30
  %52 = catchpad within %31 [i8* null, i32 64, i8* null]
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %15) [ "funclet"(token %52) ]
  catchret from %52 to label %36

54:                                               ; preds = %27
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

define linkonce_odr dso_local x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@ABU0@@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Obj* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !9
  store i32 %5, i32* %3, align 4, !tbaa !9
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
  ret %struct.Obj* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %3)
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nosync nounwind willreturn }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !5, i64 0}
!9 = !{!10, !4, i64 0}
!10 = !{!"?AUObj@@", !4, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !5, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
