; ModuleID = 'src/async.c'
source_filename = "async.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = comdat any

$"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = comdat any

$"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = comdat any

$"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = comdat any

@"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"filter sees %08lx\0A\00", comdat, align 1
@nowhere = internal global i32* null, align 4
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught in the same function, n=%d\0A\00", comdat, align 1
@"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"divide by zero in the same function, n=%d\0A\00", comdat, align 1
@"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"  fin_fault's __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fin_fault loads\0A\00", comdat, align 1
@sink = internal global i32 0, align 4
@str = private unnamed_addr constant [22 x i8] c"caught from fin_fault\00", align 1

define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %2, i32* nonnull %3, i32* nonnull %4)
  %5 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  store volatile i32 0, i32* %1, align 4, !tbaa !4
  invoke void @llvm.seh.try.begin()
          to label %6 unwind label %13

6:                                                ; preds = %0
  store volatile i32 1, i32* %1, align 4, !tbaa !4
  %7 = load volatile i32*, i32** @nowhere, align 4, !tbaa !8
  %8 = load volatile i32, i32* %7, align 4, !tbaa !4
  %9 = load volatile i32, i32* %1, align 4, !tbaa !4
  %10 = add nsw i32 %9, %8
  store volatile i32 %10, i32* %1, align 4, !tbaa !4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0)) #11
          to label %12 unwind label %13

12:                                               ; preds = %6
  invoke void @llvm.seh.try.end()
          to label %20 unwind label %13

13:                                               ; preds = %12, %6, %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %16 to label %17

17:                                               ; preds = %15
  %18 = load volatile i32, i32* %1, align 4, !tbaa !4
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@", i32 0, i32 0), i32 noundef %18)
  br label %20

20:                                               ; preds = %12, %17
  invoke void @llvm.seh.try.begin()
          to label %21 unwind label %23

21:                                               ; preds = %20
  invoke fastcc void @fin_fault() #11
          to label %22 unwind label %23

22:                                               ; preds = %21
  invoke void @llvm.seh.try.end()
          to label %29 unwind label %23

23:                                               ; preds = %22, %21, %20
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @str, i32 0, i32 0))
  br label %29

29:                                               ; preds = %22, %27
  store volatile i32 5, i32* %1, align 4, !tbaa !4
  invoke void @llvm.seh.try.begin()
          to label %30 unwind label %35

30:                                               ; preds = %29
  %31 = load volatile i32, i32* %1, align 4, !tbaa !4
  %32 = load volatile i32, i32* %1, align 4, !tbaa !4
  %33 = add nsw i32 %32, -5
  %34 = sdiv i32 %31, %33
  store volatile i32 %34, i32* %1, align 4, !tbaa !4
  invoke void @llvm.seh.try.end()
          to label %42 unwind label %35

35:                                               ; preds = %30, %29
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %38 to label %39

39:                                               ; preds = %37
  %40 = load volatile i32, i32* %1, align 4, !tbaa !4
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@", i32 0, i32 0), i32 noundef %40)
  br label %42

42:                                               ; preds = %30, %39
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal i32 @"?filt$0@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %10)
  ret i32 1
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #3

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn writeonly
declare dso_local void @llvm.seh.try.begin() #5

declare dso_local i32 @_except_handler3(...)

; Function Attrs: mustprogress nounwind willreturn writeonly
declare dso_local void @llvm.seh.try.end() #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @"?filt$1@0@main@@"() #6 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  ret i32 1
}

; Function Attrs: noinline
define internal fastcc void @fin_fault() unnamed_addr #7 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %11

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %11

2:                                                ; preds = %1
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@", i32 0, i32 0)) #11
          to label %4 unwind label %11

4:                                                ; preds = %2
  %5 = load volatile i32*, i32** @nowhere, align 4, !tbaa !8
  %6 = load volatile i32, i32* %5, align 4, !tbaa !4
  store volatile i32 %6, i32* @sink, align 4, !tbaa !4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0)) #11
          to label %8 unwind label %11

8:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %9 unwind label %11

9:                                                ; preds = %8
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i32 0, i32 0), i32 noundef 0) #12
  ret void

11:                                               ; preds = %8, %4, %2, %1, %0
  %12 = cleanuppad within none []
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i32 0, i32 0), i32 noundef 1) #12 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @"?filt$2@0@main@@"() #6 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = icmp eq i32 %10, -1073741676
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #8

; Function Attrs: nofree nosync nounwind readnone
declare dso_local void @llvm.seh.scope.begin() #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn writeonly }
attributes #6 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn }
attributes #9 = { nofree nosync nounwind readnone }
attributes #10 = { nofree nounwind }
attributes #11 = { noinline }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 2, !"eh-asynch", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
