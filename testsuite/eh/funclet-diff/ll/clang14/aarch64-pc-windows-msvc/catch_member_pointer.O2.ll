; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%struct.S = type { i32, i32 }

$"?twice@S@@QEAAHXZ" = comdat any

$"??_R0PEQT@@H@8" = comdat any

$"??_R0PEQS@@H@8" = comdat any

$"_CT??_R0PEQS@@H@84" = comdat any

$"_CTA1PEQS@@H" = comdat any

$"_TI1PEQS@@H" = comdat any

$"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_R0P8S@@EAAHXZ@8" = comdat any

$"_CT??_R0P8S@@EAAHXZ@88" = comdat any

$"_CTA1P8S@@EAAHXZ" = comdat any

$"_TI1P8S@@EAAHXZ" = comdat any

$"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEQT@@H@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEQT@@H\00" }, comdat
@"??_R0PEQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEQS@@H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEQS@@H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1PEQS@@H" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEQS@@H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1PEQS@@H" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1PEQS@@H" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 8
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 8
@"??_R0P8S@@EAAHXZ@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".P8S@@EAAHXZ\00" }, comdat
@"_CT??_R0P8S@@EAAHXZ@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0P8S@@EAAHXZ@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1P8S@@EAAHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0P8S@@EAAHXZ@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1P8S@@EAAHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1P8S@@EAAHXZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 8
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca <2 x i32>, align 8
  %2 = bitcast <2 x i32>* %1 to %struct.S*
  %3 = alloca i32, align 4
  %4 = alloca i32, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  %9 = bitcast <2 x i32>* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #5
  store <2 x i32> <i32 3, i32 4>, <2 x i32>* %1, align 8, !tbaa !8
  store i32 4, i32* %3, align 4, !tbaa !12
  %10 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI1PEQS@@H") #6
          to label %47 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13, label %39] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor8* @"??_R0PEQT@@H@8", i32 0, i8* null]
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %39, %13
  store i32 0, i32* %5, align 4, !tbaa !12
  %17 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %17, %eh.ThrowInfo* nonnull @"_TI1PEQS@@H") #6
          to label %47 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 1, i32* %6]
  %22 = load i32, i32* %6, align 8, !tbaa !12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, i8* %9, i64 %23
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !8
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %26) [ "funclet"(token %21) ]
  catchret from %21 to label %28

28:                                               ; preds = %20
  store i8* bitcast (i32 (%struct.S*)* @"?twice@S@@QEAAHXZ" to i8*), i8** %7, align 8, !tbaa !12
  %29 = bitcast i8** %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %29, %eh.ThrowInfo* nonnull @"_TI1P8S@@EAAHXZ") #6
          to label %47 unwind label %30

30:                                               ; preds = %28
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [%rtti.TypeDescriptor12* @"??_R0P8S@@EAAHXZ@8", i32 0, i8** %8]
  %34 = bitcast i8** %8 to i32 (%struct.S*)**
  %35 = load i32 (%struct.S*)*, i32 (%struct.S*)** %34, align 8, !tbaa !12
  %36 = call noundef i32 %35(%struct.S* noundef nonnull align 4 dereferenceable(8) %2) [ "funclet"(token %33) ]
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %36) [ "funclet"(token %33) ]
  catchret from %33 to label %38

38:                                               ; preds = %32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #5
  ret i32 0

39:                                               ; preds = %11
  %40 = catchpad within %12 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 0, i32* %4]
  %41 = load i32, i32* %4, align 8, !tbaa !12
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, i8* %9, i64 %42
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4, !tbaa !8
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %45) [ "funclet"(token %40) ]
  catchret from %40 to label %16

47:                                               ; preds = %28, %16, %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?twice@S@@QEAAHXZ"(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.S, %struct.S* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !13
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
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
!12 = !{!10, !10, i64 0}
!13 = !{!14, !9, i64 4}
!14 = !{!"?AUS@@", !9, i64 0, !9, i64 4}
