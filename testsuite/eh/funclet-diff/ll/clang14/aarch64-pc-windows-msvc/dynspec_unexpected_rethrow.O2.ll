; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.B = type { i32 }
%struct.A = type { i32 }

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUA@@@84" = comdat any

$"_CTA1?AUA@@" = comdat any

$"_TI1?AUA@@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"never: B %d\0A\00", comdat, align 8
@"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"caught A %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUA@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUA@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUA@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUA@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUA@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUB@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUB@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [31 x i8] c"unexpected handler: throwing A\00", align 1
@str.1 = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.B*, align 8
  %2 = alloca %struct.A*, align 8
  %3 = tail call void ()* @set_unexpected(void ()* noundef nonnull @"?handler@@YAXXZ") #6
  br label %5

4:                                                ; preds = %15
  ret i32 0

5:                                                ; preds = %0, %15
  %6 = phi i32 [ 1, %0 ], [ %16, %15 ]
  invoke fastcc void @"?only_a@@YAXH@Z"(i32 noundef %6)
          to label %15 unwind label %7

7:                                                ; preds = %5
  %8 = catchswitch within none [label %9, label %18] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, %struct.A** %2]
  %11 = load %struct.A*, %struct.A** %2, align 8, !tbaa !8
  %12 = getelementptr inbounds %struct.A, %struct.A* %11, i64 0, i32 0
  %13 = load i32, i32* %12, align 4, !tbaa !12
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13) [ "funclet"(token %10) ]
  catchret from %10 to label %15

15:                                               ; preds = %5, %18, %9
  %16 = add nuw nsw i32 %6, 1
  %17 = icmp eq i32 %16, 3
  br i1 %17, label %4, label %5, !llvm.loop !15

18:                                               ; preds = %7
  %19 = catchpad within %8 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, %struct.B** %1]
  %20 = load %struct.B*, %struct.B** %1, align 8, !tbaa !8
  %21 = getelementptr inbounds %struct.B, %struct.B* %20, i64 0, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !17
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22) [ "funclet"(token %19) ]
  catchret from %19 to label %15
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal void @"?handler@@YAXXZ"() #2 {
  %1 = alloca %struct.A, align 4
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %3 = getelementptr inbounds %struct.A, %struct.A* %1, i64 0, i32 0
  store i32 2, i32* %3, align 4, !tbaa !12
  %4 = bitcast %struct.A* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %4, %eh.ThrowInfo* nonnull @"_TI1?AUA@@") #7
  unreachable
}

; Function Attrs: noinline norecurse noreturn uwtable
define internal fastcc void @"?only_a@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.A, align 4
  %3 = alloca %struct.B, align 4
  %4 = icmp eq i32 %0, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.A, %struct.A* %2, i64 0, i32 0
  store i32 1, i32* %6, align 4, !tbaa !12
  %7 = bitcast %struct.A* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI1?AUA@@") #7
          to label %14 unwind label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.B, %struct.B* %3, i64 0, i32 0
  store i32 2, i32* %9, align 4, !tbaa !17
  %10 = bitcast %struct.B* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI1?AUB@@") #7
          to label %14 unwind label %11

11:                                               ; preds = %8, %5
  %12 = cleanuppad within none []
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str.1, i64 0, i64 0)) #6 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

14:                                               ; preds = %8, %5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !14, i64 0}
!13 = !{!"?AUA@@", !14, i64 0}
!14 = !{!"int", !10, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !14, i64 0}
!18 = !{!"?AUB@@", !14, i64 0}
