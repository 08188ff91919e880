; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor16 = type { i8**, i8*, [17 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$"??0Widget@@QEAA@H_N@Z" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUTranslated@@@8" = comdat any

$"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUTranslated@@@84" = comdat any

$"_CTA1?AUTranslated@@" = comdat any

$"_TI1?AUTranslated@@" = comdat any

$"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", comdat, align 8
@"??_R0?AUTranslated@@@8" = linkonce_odr global %rtti.TypeDescriptor16 { i8** @"??_7type_info@@6B@", i8* null, [17 x i8] c".?AUTranslated@@\00" }, comdat
@"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", comdat, align 8
@"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUTranslated@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor16* @"??_R0?AUTranslated@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUTranslated@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUTranslated@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUTranslated@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUTranslated@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", comdat, align 8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.1 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.2 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Widget, align 4
  %4 = alloca %struct.Translated*, align 8
  %5 = alloca %struct.Widget, align 4
  %6 = bitcast %struct.Widget* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #5
  %7 = invoke noundef %struct.Widget* @"??0Widget@@QEAA@H_N@Z"(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef false)
          to label %8 unwind label %16

8:                                                ; preds = %0
  %9 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.2, i64 0, i64 0)) #5
  %10 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i64 0, i32 1, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !8
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %11) #5
  %13 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i64 0, i32 0, i32 0
  %14 = load i32, i32* %13, align 4, !tbaa !8
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %14) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #5
  br label %22

16:                                               ; preds = %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %20 = load i32, i32* %2, align 4, !tbaa !13
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20) [ "funclet"(token %19) ]
  catchret from %19 to label %22

22:                                               ; preds = %18, %8
  %23 = bitcast %struct.Widget* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #5
  %24 = invoke noundef %struct.Widget* @"??0Widget@@QEAA@H_N@Z"(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -3, i1 noundef true)
          to label %25 unwind label %33

25:                                               ; preds = %22
  %26 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.2, i64 0, i64 0)) #5
  %27 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i64 0, i32 1, i32 0
  %28 = load i32, i32* %27, align 4, !tbaa !8
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %28) #5
  %30 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i64 0, i32 0, i32 0
  %31 = load i32, i32* %30, align 4, !tbaa !8
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %31) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #5
  br label %41

33:                                               ; preds = %22
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor16* @"??_R0?AUTranslated@@@8", i32 8, %struct.Translated** %4]
  %37 = load %struct.Translated*, %struct.Translated** %4, align 8, !tbaa !14
  %38 = getelementptr inbounds %struct.Translated, %struct.Translated* %37, i64 0, i32 0
  %39 = load i32, i32* %38, align 4, !tbaa !16
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %39) [ "funclet"(token %36) ]
  catchret from %36 to label %41

41:                                               ; preds = %35, %25
  %42 = bitcast %struct.Widget* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42) #5
  %43 = call noundef %struct.Widget* @"??0Widget@@QEAA@H_N@Z"(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %5, i32 noundef 4, i1 noundef false)
  %44 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i64 0, i64 0))
  %45 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.2, i64 0, i64 0)) #5
  %46 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i64 0, i32 1, i32 0
  %47 = load i32, i32* %46, align 4, !tbaa !8
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %47) #5
  %49 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i64 0, i32 0, i32 0
  %50 = load i32, i32* %49, align 4, !tbaa !8
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %50) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Widget* @"??0Widget@@QEAA@H_N@Z"(%struct.Widget* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef %2) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Translated, align 4
  %8 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8)
  %9 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i64 0, i32 0, i32 0
  store i32 1, i32* %9, align 4, !tbaa !8
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  %11 = load i32, i32* %9, align 4, !tbaa !8
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %3
  store i32 %11, i32* %5, align 4, !tbaa !13
  invoke void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %14 unwind label %29

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8)
  %16 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %17 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i64 0, i32 1, i32 0
  store i32 %1, i32* %17, align 4, !tbaa !8
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %1)
  %19 = load i32, i32* %17, align 4, !tbaa !8
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %15
  store i32 %19, i32* %4, align 4, !tbaa !13
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %22 unwind label %25

22:                                               ; preds = %21
  unreachable

23:                                               ; preds = %15
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %24 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.1, i64 0, i64 0))
  ret %struct.Widget* %0

25:                                               ; preds = %21
  %26 = cleanuppad within none []
  %27 = load i32, i32* %9, align 4, !tbaa !8
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %27) #5 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %29

29:                                               ; preds = %13, %25
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %33 = load i32, i32* %6, align 4, !tbaa !13
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33) [ "funclet"(token %32) ]
  br i1 %2, label %35, label %39

35:                                               ; preds = %31
  %36 = getelementptr inbounds %struct.Translated, %struct.Translated* %7, i64 0, i32 0
  %37 = load i32, i32* %6, align 4, !tbaa !13
  store i32 %37, i32* %36, align 4, !tbaa !16
  %38 = bitcast %struct.Translated* %7 to i8*
  call void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @"_TI1?AUTranslated@@") #6 [ "funclet"(token %32) ]
  unreachable

39:                                               ; preds = %31
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %32) ]
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
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
!8 = !{!9, !10, i64 0}
!9 = !{!"?AUMember@@", !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!10, !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !11, i64 0}
!16 = !{!17, !10, i64 0}
!17 = !{!"?AUTranslated@@", !10, i64 0}
