; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, [4 x i8], %struct.VB }
%struct.B1.base = type { %struct.Part, i32* }
%struct.B2.base = type { %struct.Part, i32* }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$"??0Top@@QEAA@XZ" = comdat any

$"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_8Top@@7BB1@@@" = comdat any

$"??_8Top@@7BB2@@@" = comdat any

$"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = comdat any

@fail_at = internal unnamed_addr global i32 0, align 4
@"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_8Top@@7BB1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 32], comdat, align 4
@"??_8Top@@7BB2@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 16], comdat, align 4
@"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.1 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.2 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Top, align 8
  %2 = alloca i32, align 4
  %3 = bitcast %struct.Top* %1 to i8*
  %4 = getelementptr inbounds %struct.Top, %struct.Top* %1, i64 0, i32 2, i32 0
  %5 = getelementptr inbounds %struct.Top, %struct.Top* %1, i64 0, i32 1, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Top, %struct.Top* %1, i64 0, i32 0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Top, %struct.Top* %1, i64 0, i32 4, i32 0, i32 0
  br label %9

8:                                                ; preds = %30
  ret i32 0

9:                                                ; preds = %0, %30
  %10 = phi i32 [ 1, %0 ], [ %31, %30 ]
  store i32 %10, i32* @fail_at, align 4, !tbaa !8
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %3) #5
  %12 = invoke noundef %struct.Top* @"??0Top@@QEAA@XZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %1, i32 noundef 1)
          to label %13 unwind label %24

13:                                               ; preds = %9
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i64 0, i64 0))
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.2, i64 0, i64 0)) #5
  %16 = load i32, i32* %4, align 8, !tbaa !12
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %16) #5
  %18 = load i32, i32* %5, align 8, !tbaa !12
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %18) #5
  %20 = load i32, i32* %6, align 8, !tbaa !12
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %20) #5
  %22 = load i32, i32* %7, align 8, !tbaa !12
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %22) #5
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %3) #5
  br label %30

24:                                               ; preds = %9
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %28 = load i32, i32* %2, align 4, !tbaa !8
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %28) [ "funclet"(token %27) ]
  catchret from %27 to label %30

30:                                               ; preds = %13, %26
  %31 = add nuw nsw i32 %10, 1
  %32 = icmp eq i32 %31, 6
  br i1 %32, label %8, label %9, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Top* @"??0Top@@QEAA@XZ"(%struct.Top* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %19, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 0, i32 1
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Top@@7BB1@@@", i64 0, i64 0), i32** %9, align 8
  %10 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 1, i32 1
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Top@@7BB2@@@", i64 0, i64 0), i32** %10, align 8
  %11 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  %12 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 4, i32 0, i32 0
  store i32 1, i32* %12, align 8, !tbaa !12
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  %14 = load i32, i32* %12, align 8, !tbaa !12
  %15 = load i32, i32* @fail_at, align 4, !tbaa !8
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %8
  store i32 %14, i32* %6, align 4, !tbaa !8
  call void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @_TI1H) #6
  unreachable

18:                                               ; preds = %8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11)
  br label %19

19:                                               ; preds = %18, %2
  %20 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20)
  %21 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 0, i32 0, i32 0
  store i32 2, i32* %21, align 8, !tbaa !12
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  %23 = load i32, i32* %21, align 8, !tbaa !12
  %24 = load i32, i32* @fail_at, align 4, !tbaa !8
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %19
  store i32 %23, i32* %5, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %20, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %27 unwind label %56

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %19
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20)
  %29 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29)
  %30 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 1, i32 0, i32 0
  store i32 3, i32* %30, align 8, !tbaa !12
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 3)
  %32 = load i32, i32* %30, align 8, !tbaa !12
  %33 = load i32, i32* @fail_at, align 4, !tbaa !8
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %28
  store i32 %32, i32* %4, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %29, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %36 unwind label %52

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %28
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29)
  %38 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38)
  %39 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 2, i32 0
  store i32 4, i32* %39, align 8, !tbaa !12
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 4)
  %41 = load i32, i32* %39, align 8, !tbaa !12
  %42 = load i32, i32* @fail_at, align 4, !tbaa !8
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %37
  store i32 %41, i32* %3, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %45 unwind label %48

45:                                               ; preds = %44
  unreachable

46:                                               ; preds = %37
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38)
  %47 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.1, i64 0, i64 0))
  ret %struct.Top* %0

48:                                               ; preds = %44
  %49 = cleanuppad within none []
  %50 = load i32, i32* %30, align 8, !tbaa !12
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %50) #5 [ "funclet"(token %49) ]
  cleanupret from %49 unwind label %52

52:                                               ; preds = %35, %48
  %53 = cleanuppad within none []
  %54 = load i32, i32* %21, align 8, !tbaa !12
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %54) #5 [ "funclet"(token %53) ]
  cleanupret from %53 unwind label %56

56:                                               ; preds = %26, %52
  %57 = cleanuppad within none []
  br i1 %7, label %62, label %58

58:                                               ; preds = %56
  %59 = getelementptr inbounds %struct.Top, %struct.Top* %0, i64 0, i32 4, i32 0, i32 0
  %60 = load i32, i32* %59, align 8, !tbaa !12
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %60) #5 [ "funclet"(token %57) ]
  br label %62

62:                                               ; preds = %58, %56
  cleanupret from %57 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !9, i64 0}
!13 = !{!"?AUPart@@", !9, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
