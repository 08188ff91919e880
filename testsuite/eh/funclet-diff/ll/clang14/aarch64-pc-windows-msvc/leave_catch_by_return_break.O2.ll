; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??1E@@QEAA@XZ" = comdat any

$"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", comdat, align 8
@"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", comdat, align 8
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.1 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.2 = private unnamed_addr constant [6 x i8] c"break\00", align 1
@str.3 = private unnamed_addr constant [5 x i8] c"goto\00", align 1
@str.4 = private unnamed_addr constant [9 x i8] c"continue\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E, align 4
  %2 = alloca %struct.E*, align 8
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E*, align 8
  %5 = bitcast %struct.E* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  %6 = bitcast %struct.E** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  %7 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 0
  store i32 1, i32* %7, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #5
          to label %19 unwind label %8

8:                                                ; preds = %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %12 = load %struct.E*, %struct.E** %2, align 8, !tbaa !13
  %13 = getelementptr inbounds %struct.E, %struct.E* %12, i64 0, i32 0
  %14 = load i32, i32* %13, align 4, !tbaa !8
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %14) [ "funclet"(token %11) ]
  %16 = load %struct.E*, %struct.E** %2, align 8, !tbaa !13
  %17 = getelementptr inbounds %struct.E, %struct.E* %16, i64 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !8
  catchret from %11 to label %20

19:                                               ; preds = %0
  unreachable

20:                                               ; preds = %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18)
  %22 = getelementptr inbounds %struct.E, %struct.E* %3, i64 0, i32 0
  %23 = bitcast %struct.E* %3 to i8*
  br label %24

24:                                               ; preds = %20, %46
  %25 = phi i32 [ 2, %20 ], [ %47, %46 ]
  store i32 %25, i32* %22, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %23, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #5
          to label %51 unwind label %26

26:                                               ; preds = %24
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %4]
  %30 = load %struct.E*, %struct.E** %4, align 8, !tbaa !13
  %31 = getelementptr inbounds %struct.E, %struct.E* %30, i64 0, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa !8
  switch i32 %32, label %39 [
    i32 2, label %33
    i32 3, label %35
    i32 4, label %37
  ]

33:                                               ; preds = %28
  %34 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.4, i64 0, i64 0)) [ "funclet"(token %29) ]
  br label %39

35:                                               ; preds = %28
  %36 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.3, i64 0, i64 0)) [ "funclet"(token %29) ]
  br label %39

37:                                               ; preds = %28
  %38 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.2, i64 0, i64 0)) [ "funclet"(token %29) ]
  br label %39

39:                                               ; preds = %28, %35, %37, %33
  %40 = phi i32 [ 4, %33 ], [ 5, %35 ], [ 2, %37 ], [ 0, %28 ]
  catchret from %29 to label %41

41:                                               ; preds = %39
  switch i32 %40, label %49 [
    i32 0, label %42
    i32 4, label %46
    i32 5, label %44
  ]

42:                                               ; preds = %41
  %43 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i64 0, i64 0))
  br label %44

44:                                               ; preds = %42, %41
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25)
  br label %46

46:                                               ; preds = %44, %41
  %47 = add nuw nsw i32 %25, 1
  %48 = icmp eq i32 %47, 6
  br i1 %48, label %49, label %24, !llvm.loop !15

49:                                               ; preds = %46, %41
  %50 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  ret i32 0

51:                                               ; preds = %24
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %3)
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind }
attributes #4 = { argmemonly nofree nosync nounwind willreturn }
attributes #5 = { noreturn }

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
!8 = !{!9, !10, i64 0}
!9 = !{!"?AUE@@", !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
