; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
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
@"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"never: B %d\0A\00", comdat, align 1
@"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"caught A %d\0A\00", comdat, align 1
@"_CT??_R0?AUA@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUA@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUA@@@84"] }, section ".xdata", comdat
@"_TI1?AUA@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUA@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUB@@@84"] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUB@@" to i8*) }, section ".xdata", comdat
@str = private unnamed_addr constant [31 x i8] c"unexpected handler: throwing A\00", align 1
@str.1 = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.B*, align 4
  %2 = alloca %struct.A*, align 4
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
  %11 = load %struct.A*, %struct.A** %2, align 4, !tbaa !3
  %12 = getelementptr inbounds %struct.A, %struct.A* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4, !tbaa !7
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %13) [ "funclet"(token %10) ]
  catchret from %10 to label %15

15:                                               ; preds = %5, %18, %9
  %16 = add nuw nsw i32 %6, 1
  %17 = icmp eq i32 %16, 3
  br i1 %17, label %4, label %5, !llvm.loop !10

18:                                               ; preds = %7
  %19 = catchpad within %8 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, %struct.B** %1]
  %20 = load %struct.B*, %struct.B** %1, align 4, !tbaa !3
  %21 = getelementptr inbounds %struct.B, %struct.B* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !12
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %22) [ "funclet"(token %19) ]
  catchret from %19 to label %15
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn
define internal void @"?handler@@YAXXZ"() #2 {
  %1 = alloca %struct.A, align 4
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %3 = getelementptr inbounds %struct.A, %struct.A* %1, i32 0, i32 0
  store i32 2, i32* %3, align 4, !tbaa !7
  %4 = bitcast %struct.A* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %4, %eh.ThrowInfo* nonnull @"_TI1?AUA@@") #7
  unreachable
}

; Function Attrs: noinline norecurse noreturn
define internal fastcc void @"?only_a@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.A, align 4
  %3 = alloca %struct.B, align 4
  %4 = icmp eq i32 %0, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.A, %struct.A* %2, i32 0, i32 0
  store i32 1, i32* %6, align 4, !tbaa !7
  %7 = bitcast %struct.A* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI1?AUA@@") #7
          to label %14 unwind label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 0
  store i32 2, i32* %9, align 4, !tbaa !12
  %10 = bitcast %struct.B* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI1?AUB@@") #7
          to label %14 unwind label %11

11:                                               ; preds = %8, %5
  %12 = cleanuppad within none []
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str.1, i32 0, i32 0)) #6 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

14:                                               ; preds = %8, %5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !9, i64 0}
!8 = !{!"?AUA@@", !9, i64 0}
!9 = !{!"int", !5, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !9, i64 0}
!13 = !{!"?AUB@@", !9, i64 0}
