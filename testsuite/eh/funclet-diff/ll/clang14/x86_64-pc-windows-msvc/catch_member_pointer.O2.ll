; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 1
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 1
@"??_R0P8S@@EAAHXZ@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".P8S@@EAAHXZ\00" }, comdat
@"_CT??_R0P8S@@EAAHXZ@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0P8S@@EAAHXZ@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1P8S@@EAAHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0P8S@@EAAHXZ@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1P8S@@EAAHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1P8S@@EAAHXZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.S, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = bitcast %struct.S* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #5
  %9 = getelementptr inbounds %struct.S, %struct.S* %1, i64 0, i32 0
  store i32 3, i32* %9, align 4, !tbaa !4
  %10 = getelementptr inbounds %struct.S, %struct.S* %1, i64 0, i32 1
  store i32 4, i32* %10, align 4, !tbaa !9
  store i32 4, i32* %2, align 4, !tbaa !10
  %11 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI1PEQS@@H") #6
          to label %48 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14, label %40] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor8* @"??_R0PEQT@@H@8", i32 0, i8* null]
  %16 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %15) ]
  catchret from %15 to label %17

17:                                               ; preds = %40, %14
  store i32 0, i32* %4, align 4, !tbaa !10
  %18 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %18, %eh.ThrowInfo* nonnull @"_TI1PEQS@@H") #6
          to label %48 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 1, i32* %5]
  %23 = load i32, i32* %5, align 8, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, i8* %8, i64 %24
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !11
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27) [ "funclet"(token %22) ]
  catchret from %22 to label %29

29:                                               ; preds = %21
  store i8* bitcast (i32 (%struct.S*)* @"?twice@S@@QEAAHXZ" to i8*), i8** %6, align 8, !tbaa !10
  %30 = bitcast i8** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %30, %eh.ThrowInfo* nonnull @"_TI1P8S@@EAAHXZ") #6
          to label %48 unwind label %31

31:                                               ; preds = %29
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor12* @"??_R0P8S@@EAAHXZ@8", i32 0, i8** %7]
  %35 = bitcast i8** %7 to i32 (%struct.S*)**
  %36 = load i32 (%struct.S*)*, i32 (%struct.S*)** %35, align 8, !tbaa !10
  %37 = call noundef i32 %36(%struct.S* noundef nonnull align 4 dereferenceable(8) %1) [ "funclet"(token %34) ]
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %37) [ "funclet"(token %34) ]
  catchret from %34 to label %39

39:                                               ; preds = %33
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #5
  ret i32 0

40:                                               ; preds = %12
  %41 = catchpad within %13 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 0, i32* %3]
  %42 = load i32, i32* %3, align 8, !tbaa !10
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, i8* %8, i64 %43
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !11
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %46) [ "funclet"(token %41) ]
  catchret from %41 to label %17

48:                                               ; preds = %29, %17, %0
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
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"?AUS@@", !6, i64 0, !6, i64 4}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!5, !6, i64 4}
!10 = !{!7, !7, i64 0}
!11 = !{!6, !6, i64 0}
