; ModuleID = 'src/async.c'
source_filename = "async.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = comdat any

$"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = comdat any

$"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = comdat any

$"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = comdat any

@"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"filter sees %08lx\0A\00", comdat, align 1
@nowhere = internal global i32* null, align 8
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught in the same function, n=%d\0A\00", comdat, align 1
@"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"divide by zero in the same function, n=%d\0A\00", comdat, align 1
@"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"  fin_fault's __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fin_fault loads\0A\00", comdat, align 1
@sink = internal global i32 0, align 4
@str = private unnamed_addr constant [22 x i8] c"caught from fin_fault\00", align 1

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2)
  store volatile i32 0, i32* %1, align 4, !tbaa !5
  invoke void @llvm.seh.try.begin()
          to label %3 unwind label %10

3:                                                ; preds = %0
  store volatile i32 1, i32* %1, align 4, !tbaa !5
  %4 = load volatile i32*, i32** @nowhere, align 8, !tbaa !9
  %5 = load volatile i32, i32* %4, align 4, !tbaa !5
  %6 = load volatile i32, i32* %1, align 4, !tbaa !5
  %7 = add nsw i32 %6, %5
  store volatile i32 %7, i32* %1, align 4, !tbaa !5
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i64 0, i64 0)) #9
          to label %9 unwind label %10

9:                                                ; preds = %3
  invoke void @llvm.seh.try.end()
          to label %17 unwind label %10

10:                                               ; preds = %9, %3, %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = load volatile i32, i32* %1, align 4, !tbaa !5
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@", i64 0, i64 0), i32 noundef %15)
  br label %17

17:                                               ; preds = %9, %14
  invoke void @llvm.seh.try.begin()
          to label %18 unwind label %20

18:                                               ; preds = %17
  invoke fastcc void @fin_fault() #9
          to label %19 unwind label %20

19:                                               ; preds = %18
  invoke void @llvm.seh.try.end()
          to label %26 unwind label %20

20:                                               ; preds = %19, %18, %17
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* null]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @str, i64 0, i64 0))
  br label %26

26:                                               ; preds = %19, %24
  store volatile i32 5, i32* %1, align 4, !tbaa !5
  invoke void @llvm.seh.try.begin()
          to label %27 unwind label %32

27:                                               ; preds = %26
  %28 = load volatile i32, i32* %1, align 4, !tbaa !5
  %29 = load volatile i32, i32* %1, align 4, !tbaa !5
  %30 = add nsw i32 %29, -5
  %31 = sdiv i32 %28, %30
  store volatile i32 %31, i32* %1, align 4, !tbaa !5
  invoke void @llvm.seh.try.end()
          to label %39 unwind label %32

32:                                               ; preds = %27, %26
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %35 to label %36

36:                                               ; preds = %34
  %37 = load volatile i32, i32* %1, align 4, !tbaa !5
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@", i64 0, i64 0), i32 noundef %37)
  br label %39

39:                                               ; preds = %27, %36
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %5)
  ret i32 1
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn writeonly
declare dso_local void @llvm.seh.try.begin() #4

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: mustprogress nounwind willreturn writeonly
declare dso_local void @llvm.seh.try.end() #4

; Function Attrs: noinline uwtable
define internal fastcc void @fin_fault() unnamed_addr #5 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %11

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %11

2:                                                ; preds = %1
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@", i64 0, i64 0)) #9
          to label %4 unwind label %11

4:                                                ; preds = %2
  %5 = load volatile i32*, i32** @nowhere, align 8, !tbaa !9
  %6 = load volatile i32, i32* %5, align 4, !tbaa !5
  store volatile i32 %6, i32* @sink, align 4, !tbaa !5
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i64 0, i64 0)) #9
          to label %8 unwind label %11

8:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %9 unwind label %11

9:                                                ; preds = %8
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i64 0, i64 0), i32 noundef 0) #10
  ret void

11:                                               ; preds = %8, %4, %2, %1, %0
  %12 = cleanuppad within none []
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i64 0, i64 0), i32 noundef 1) #10 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #6 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -1073741676
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare dso_local void @llvm.seh.scope.begin() #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn writeonly }
attributes #5 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 2, !"eh-asynch", i32 1}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
