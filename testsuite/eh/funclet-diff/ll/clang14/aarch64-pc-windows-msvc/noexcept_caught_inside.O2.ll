; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_C@_0CM@JOANIIBD@noexcept?$CIsafe?$CI1?$CJ?$CJ?$DN?$CFd?5noexcept?$CIma@" = comdat any

$"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BA@BOKIGHFG@maybe?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@DNCCFNAE@safe?5caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_C@_0CM@JOANIIBD@noexcept?$CIsafe?$CI1?$CJ?$CJ?$DN?$CFd?5noexcept?$CIma@" = linkonce_odr dso_local unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", comdat, align 8
@"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"total %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@BOKIGHFG@maybe?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", comdat, align 8
@"??_C@_0BA@DNCCFNAE@safe?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @"??_C@_0CM@JOANIIBD@noexcept?$CIsafe?$CI1?$CJ?$CJ?$DN?$CFd?5noexcept?$CIma@", i64 0, i64 0), i32 noundef 1, i64 noundef 0)
  %6 = bitcast i32* %2 to i8*
  %7 = bitcast i32* %1 to i8*
  br label %12

8:                                                ; preds = %30
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %32)
  %10 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  store i32 3, i32* %3, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @_TI1H) #3
          to label %11 unwind label %35

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %0, %30
  %13 = phi i32 [ 0, %0 ], [ %33, %30 ]
  %14 = phi i32 [ 0, %0 ], [ %32, %30 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #4
  %15 = and i32 %13, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %12
  store i32 %13, i32* %1, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @_TI1H) #3
          to label %18 unwind label %20

18:                                               ; preds = %17
  unreachable

19:                                               ; preds = %12
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #4
  br label %30

20:                                               ; preds = %17
  %21 = catchswitch within none [label %22] unwind label %28

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %24 = load i32, i32* %2, align 4, !tbaa !8
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DNCCFNAE@safe?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %24) #4 [ "funclet"(token %23) ]
  %26 = load i32, i32* %2, align 4, !tbaa !8
  %27 = sub nsw i32 0, %26
  catchret from %23 to label %30

28:                                               ; preds = %20
  %29 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %29) ]
  unreachable

30:                                               ; preds = %19, %22
  %31 = phi i32 [ %27, %22 ], [ %13, %19 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6)
  %32 = add nsw i32 %31, %14
  %33 = add nuw nsw i32 %13, 1
  %34 = icmp eq i32 %33, 4
  br i1 %34, label %8, label %12, !llvm.loop !12

35:                                               ; preds = %8
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %39 = load i32, i32* %4, align 4, !tbaa !8
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BOKIGHFG@maybe?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %39) [ "funclet"(token %38) ]
  catchret from %38 to label %41

41:                                               ; preds = %37
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { noreturn }
attributes #4 = { nounwind }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
