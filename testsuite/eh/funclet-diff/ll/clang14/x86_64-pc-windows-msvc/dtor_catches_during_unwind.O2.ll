; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$"??1Err@@QEAA@XZ" = comdat any

$"??1Careful@@QEAA@XZ" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA1?AUErr@@" = comdat any

$"_TI1?AUErr@@" = comdat any

$"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUErr@@\00" }, comdat
@"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"main caught %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUErr@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Err*)* @"??1Err@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUErr@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", comdat, align 1
@"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [15 x i8] c"~Careful start\00", align 1
@str.1 = private unnamed_addr constant [13 x i8] c"~Careful end\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Err*, align 8
  invoke fastcc void @"?work@@YAXXZ"()
          to label %10 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8", i32 8, %struct.Err** %1]
  %6 = load %struct.Err*, %struct.Err** %1, align 8, !tbaa !4
  %7 = getelementptr inbounds %struct.Err, %struct.Err* %6, i64 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !8
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8) [ "funclet"(token %5) ]
  catchret from %5 to label %10

10:                                               ; preds = %0, %4
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?work@@YAXXZ"() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca %struct.Err, align 4
  %3 = getelementptr inbounds %struct.Careful, %struct.Careful* %1, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3) #7
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %2, i64 0, i32 0
  store i32 1, i32* %4, align 4, !tbaa !8
  %5 = bitcast %struct.Err* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @"_TI1?AUErr@@") #8
          to label %8 unwind label %6

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @"??1Careful@@QEAA@XZ"(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %1) #7 [ "funclet"(token %7) ]
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3) #7
  cleanupret from %7 unwind to caller

8:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Err@@QEAA@XZ"(%struct.Err* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Err, %struct.Err* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %3)
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Careful@@QEAA@XZ"(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Err*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  invoke fastcc void @"?helper2@@YAXH@Z"()
          to label %14 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind label %25

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8", i32 8, %struct.Err** %2]
  %10 = load %struct.Err*, %struct.Err** %2, align 8, !tbaa !4
  %11 = getelementptr inbounds %struct.Err, %struct.Err* %10, i64 0, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !8
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %12) [ "funclet"(token %9) ]
  catchret from %9 to label %14

14:                                               ; preds = %1, %8
  store i32 3, i32* %3, align 4, !tbaa !11
  %15 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %15, %eh.ThrowInfo* nonnull @_TI1H) #8
          to label %24 unwind label %16

16:                                               ; preds = %14
  %17 = catchswitch within none [label %18] unwind label %25

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %20 = load i32, i32* %4, align 4, !tbaa !11
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20) [ "funclet"(token %19) ]
  catchret from %19 to label %22

22:                                               ; preds = %18
  %23 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.1, i64 0, i64 0))
  ret void

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %16, %6
  %26 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %26) ]
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare dso_local void @__std_terminate() local_unnamed_addr

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @"?helper2@@YAXH@Z"() unnamed_addr #5 {
  tail call fastcc void @"?helper@@YAXH@Z"()
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @"?helper@@YAXH@Z"() unnamed_addr #5 {
  %1 = alloca %struct.Err, align 4
  %2 = getelementptr inbounds %struct.Err, %struct.Err* %1, i64 0, i32 0
  store i32 2, i32* %2, align 4, !tbaa !8
  %3 = bitcast %struct.Err* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @"_TI1?AUErr@@") #8
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"?AUErr@@", !10, i64 0}
!10 = !{!"int", !6, i64 0}
!11 = !{!10, !10, i64 0}
