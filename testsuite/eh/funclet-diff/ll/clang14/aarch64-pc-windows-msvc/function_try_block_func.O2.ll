; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = comdat any

$"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", comdat, align 8
@"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", comdat, align 8
@"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"main handler %d\0A\00", comdat, align 8
@"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", comdat, align 8
@"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", comdat, align 8
@"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", comdat, align 8
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i64 0, i64 0)) #4
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10)
  %10 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  %11 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  store i32 5, i32* %3, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @_TI1H) #5
          to label %22 unwind label %12

12:                                               ; preds = %0
  %13 = cleanuppad within none []
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i64 0, i64 0)) #4 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %15

15:                                               ; preds = %12
  %16 = catchswitch within none [label %17] unwind label %45

17:                                               ; preds = %15
  %18 = catchpad within %16 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %19 = load i32, i32* %4, align 4, !tbaa !8
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %19) [ "funclet"(token %18) ]
  %21 = load i32, i32* %4, align 4, !tbaa !8
  catchret from %18 to label %23

22:                                               ; preds = %0
  unreachable

23:                                               ; preds = %17
  %24 = sub nsw i32 0, %21
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %24)
  %26 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26)
  %27 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27)
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@", i64 0, i64 0), i32 noundef 2)
  store i32 2, i32* %1, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %26, %eh.ThrowInfo* nonnull @_TI1H) #5
          to label %36 unwind label %29

29:                                               ; preds = %23
  %30 = catchswitch within none [label %31] unwind label %37

31:                                               ; preds = %29
  %32 = catchpad within %30 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %33 = load i32, i32* %2, align 4, !tbaa !8
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %33) [ "funclet"(token %32) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %32) ]
          to label %35 unwind label %37

35:                                               ; preds = %31
  unreachable

36:                                               ; preds = %23
  unreachable

37:                                               ; preds = %31, %29
  %38 = catchswitch within none [label %39] unwind label %45

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %41 = load i32, i32* %5, align 4, !tbaa !8
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %41) [ "funclet"(token %40) ]
  catchret from %40 to label %43

43:                                               ; preds = %39
  store i32 99, i32* %6, align 4, !tbaa !8
  %44 = bitcast i32* %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %44, %eh.ThrowInfo* nonnull @_TI1H) #5
          to label %52 unwind label %45

45:                                               ; preds = %15, %43, %37
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %49 = load i32, i32* %7, align 4, !tbaa !8
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %49) [ "funclet"(token %48) ]
  catchret from %48 to label %51

51:                                               ; preds = %47
  ret i32 3

52:                                               ; preds = %43
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
