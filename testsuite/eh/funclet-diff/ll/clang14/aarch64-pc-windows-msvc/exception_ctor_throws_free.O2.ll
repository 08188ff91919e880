; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Inner = type { i32 }
%struct.Outer = type { i32 }

$"??0Outer@@QEAA@AEBU0@@Z" = comdat any

$"??1Outer@@QEAA@XZ" = comdat any

$"??_R0?AUOuter@@@8" = comdat any

$"??_R0?AUInner@@@8" = comdat any

$"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUOuter@@" = comdat any

$"_TI1?AUOuter@@" = comdat any

$"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUInner@@@84" = comdat any

$"_CTA1?AUInner@@" = comdat any

$"_TI1?AUInner@@" = comdat any

$"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUOuter@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUOuter@@\00" }, comdat
@"??_R0?AUInner@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUInner@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Outer* (%struct.Outer*, %struct.Outer*)* @"??0Outer@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Outer*)* @"??1Outer@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUOuter@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", comdat, align 8
@"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", comdat, align 8
@"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", comdat, align 8
@"_CT??_R0?AUInner@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUInner@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUInner@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", comdat, align 8
@"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", comdat, align 8
@str.1 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Inner, align 4
  %2 = alloca %struct.Inner, align 4
  %3 = alloca %struct.Inner*, align 8
  %4 = alloca %struct.Inner*, align 8
  %5 = alloca %struct.Outer, align 4
  %6 = alloca %struct.Outer*, align 8
  %7 = bitcast %struct.Inner* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef -1)
  %9 = getelementptr inbounds %struct.Inner, %struct.Inner* %2, i64 0, i32 0
  store i32 -1, i32* %9, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI1?AUInner@@") #6
          to label %10 unwind label %11

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13, label %22] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, i8* null]
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13, %22
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 5)
  %18 = bitcast %struct.Inner* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 5)
  %20 = getelementptr inbounds %struct.Inner, %struct.Inner* %1, i64 0, i32 0
  store i32 50, i32* %20, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %18, %eh.ThrowInfo* nonnull @"_TI1?AUInner@@") #6
          to label %21 unwind label %28

21:                                               ; preds = %16
  unreachable

22:                                               ; preds = %11
  %23 = catchpad within %12 [%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8", i32 8, %struct.Inner** %3]
  %24 = load %struct.Inner*, %struct.Inner** %3, align 8, !tbaa !13
  %25 = getelementptr inbounds %struct.Inner, %struct.Inner* %24, i64 0, i32 0
  %26 = load i32, i32* %25, align 4, !tbaa !8
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %26) [ "funclet"(token %23) ]
  catchret from %23 to label %16

28:                                               ; preds = %16
  %29 = cleanuppad within none []
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 5) #7 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %31

31:                                               ; preds = %28
  %32 = catchswitch within none [label %33, label %49] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, i8* null]
  %35 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %34) ]
  catchret from %34 to label %36

36:                                               ; preds = %33, %49
  %37 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i64 0, i32 0
  store i32 2, i32* %37, align 4, !tbaa !15
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  %39 = bitcast %struct.Outer* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %39, %eh.ThrowInfo* nonnull @"_TI1?AUOuter@@") #6
          to label %55 unwind label %40

40:                                               ; preds = %36
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, %struct.Outer** %6]
  %44 = load %struct.Outer*, %struct.Outer** %6, align 8, !tbaa !13
  %45 = getelementptr inbounds %struct.Outer, %struct.Outer* %44, i64 0, i32 0
  %46 = load i32, i32* %45, align 4, !tbaa !15
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %48

48:                                               ; preds = %42
  ret i32 0

49:                                               ; preds = %31
  %50 = catchpad within %32 [%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8", i32 8, %struct.Inner** %4]
  %51 = load %struct.Inner*, %struct.Inner** %4, align 8, !tbaa !13
  %52 = getelementptr inbounds %struct.Inner, %struct.Inner* %51, i64 0, i32 0
  %53 = load i32, i32* %52, align 4, !tbaa !8
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %53) [ "funclet"(token %50) ]
  catchret from %50 to label %36

55:                                               ; preds = %36
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Outer* @"??0Outer@@QEAA@AEBU0@@Z"(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Inner, align 4
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 0
  %5 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i64 0, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !15
  store i32 %6, i32* %4, align 4, !tbaa !15
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6)
  %8 = load i32, i32* %4, align 4, !tbaa !15
  %9 = icmp eq i32 %8, 5
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Inner, %struct.Inner* %3, i64 0, i32 0
  store i32 50, i32* %11, align 4, !tbaa !8
  %12 = bitcast %struct.Inner* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI1?AUInner@@") #6
  unreachable

13:                                               ; preds = %2
  ret %struct.Outer* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Outer@@QEAA@XZ"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !15
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %3)
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { noreturn }
attributes #7 = { nounwind }

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
!9 = !{!"?AUInner@@", !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = !{!16, !10, i64 0}
!16 = !{!"?AUOuter@@", !10, i64 0}
