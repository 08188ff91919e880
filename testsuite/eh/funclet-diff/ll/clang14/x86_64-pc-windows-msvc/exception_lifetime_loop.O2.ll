; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Ex = type { i32 }
%struct.Sub = type { %struct.Ex }

$"??1Ex@@QEAA@XZ" = comdat any

$"??0Ex@@QEAA@AEBU0@@Z" = comdat any

$"??0Sub@@QEAA@AEBU0@@Z" = comdat any

$"??_R0?AUSub@@@8" = comdat any

$"??_R0?AUEx@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = comdat any

$"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUEx@@" = comdat any

$"_TI1?AUEx@@" = comdat any

$"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA2?AUSub@@" = comdat any

$"_TI2?AUSub@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUSub@@\00" }, comdat
@"??_R0?AUEx@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUEx@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@live = internal unnamed_addr global i32 0, align 4
@"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", comdat, align 1
@copies = internal unnamed_addr global i32 0, align 4
@made = internal unnamed_addr global i32 0, align 4
@"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUEx@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Ex* (%struct.Ex*, %struct.Ex*)* @"??0Ex@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Ex*)* @"??1Ex@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUEx@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Sub* (%struct.Sub*, %struct.Sub*)* @"??0Sub@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Ex*)* @"??1Ex@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUSub@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Ex*, align 8
  %3 = alloca %struct.Sub, align 4
  %4 = getelementptr inbounds %struct.Sub, %struct.Sub* %3, i64 0, i32 0, i32 0
  br label %10

5:                                                ; preds = %42
  %6 = load i32, i32* @live, align 4, !tbaa !4
  %7 = load i32, i32* @copies, align 4, !tbaa !4
  %8 = load i32, i32* @made, align 4, !tbaa !4
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@", i64 0, i64 0), i64 noundef %24, i32 noundef %8, i32 noundef %7, i32 noundef %6)
  ret i32 0

10:                                               ; preds = %0, %42
  %11 = phi i32 [ 0, %0 ], [ %43, %42 ]
  %12 = phi i64 [ 0, %0 ], [ %24, %42 ]
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %23 unwind label %13

13:                                               ; preds = %10
  %14 = catchswitch within none [label %15, label %29, label %37] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8", i32 0, %struct.Sub* %3]
  %17 = load i32, i32* %4, align 4, !tbaa !8
  %18 = mul nsw i32 %17, 3
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %12, %19
  %21 = load i32, i32* @live, align 4, !tbaa !4
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* @live, align 4, !tbaa !4
  catchret from %16 to label %23

23:                                               ; preds = %10, %37, %29, %15
  %24 = phi i64 [ %12, %10 ], [ %41, %37 ], [ %36, %29 ], [ %20, %15 ]
  %25 = load i32, i32* @live, align 4, !tbaa !4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %42, label %27

27:                                               ; preds = %23
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25, i32 noundef %11)
  br label %42

29:                                               ; preds = %13
  %30 = catchpad within %14 [%rtti.TypeDescriptor8* @"??_R0?AUEx@@@8", i32 8, %struct.Ex** %2]
  %31 = load %struct.Ex*, %struct.Ex** %2, align 8, !tbaa !10
  %32 = getelementptr inbounds %struct.Ex, %struct.Ex* %31, i64 0, i32 0
  %33 = load i32, i32* %32, align 4, !tbaa !8
  %34 = shl nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %12, %35
  catchret from %30 to label %23

37:                                               ; preds = %13
  %38 = catchpad within %14 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %1]
  %39 = load i32, i32* %1, align 4, !tbaa !4
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %12, %40
  catchret from %38 to label %23

42:                                               ; preds = %23, %27
  %43 = add nuw nsw i32 %11, 1
  %44 = icmp eq i32 %43, 1000
  br i1 %44, label %5, label %10, !llvm.loop !12
}

; Function Attrs: noinline norecurse noreturn uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Ex, align 4
  %3 = alloca %struct.Sub, align 4
  %4 = alloca i32, align 4
  %5 = srem i32 %0, 3
  switch i32 %5, label %20 [
    i32 0, label %6
    i32 1, label %13
  ]

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Ex, %struct.Ex* %2, i64 0, i32 0
  store i32 %0, i32* %7, align 4, !tbaa !8
  %8 = load i32, i32* @live, align 4, !tbaa !4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @live, align 4, !tbaa !4
  %10 = load i32, i32* @made, align 4, !tbaa !4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @made, align 4, !tbaa !4
  %12 = bitcast %struct.Ex* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI1?AUEx@@") #5
  unreachable

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.Sub, %struct.Sub* %3, i64 0, i32 0, i32 0
  store i32 %0, i32* %14, align 4, !tbaa !8
  %15 = load i32, i32* @live, align 4, !tbaa !4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @live, align 4, !tbaa !4
  %17 = load i32, i32* @made, align 4, !tbaa !4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* @made, align 4, !tbaa !4
  %19 = bitcast %struct.Sub* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @"_TI2?AUSub@@") #5
  unreachable

20:                                               ; preds = %1
  store i32 %0, i32* %4, align 4, !tbaa !4
  %21 = bitcast i32* %4 to i8*
  call void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TI1H) #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Ex@@QEAA@XZ"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = load i32, i32* @live, align 4, !tbaa !4
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @live, align 4, !tbaa !4
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %struct.Ex* @"??0Ex@@QEAA@AEBU0@@Z"(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.Ex, %struct.Ex* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.Ex, %struct.Ex* %1, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !8
  store i32 %5, i32* %3, align 4, !tbaa !8
  %6 = load i32, i32* @live, align 4, !tbaa !4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @live, align 4, !tbaa !4
  %8 = load i32, i32* @copies, align 4, !tbaa !4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @copies, align 4, !tbaa !4
  ret %struct.Ex* %0
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Sub* @"??0Sub@@QEAA@AEBU0@@Z"(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds %struct.Sub, %struct.Sub* %0, i64 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i64 0, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !8
  store i32 %5, i32* %3, align 4, !tbaa !8
  %6 = load i32, i32* @live, align 4, !tbaa !4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @live, align 4, !tbaa !4
  %8 = load i32, i32* @copies, align 4, !tbaa !4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @copies, align 4, !tbaa !4
  ret %struct.Sub* %0
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 0}
!9 = !{!"?AUEx@@", !5, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
