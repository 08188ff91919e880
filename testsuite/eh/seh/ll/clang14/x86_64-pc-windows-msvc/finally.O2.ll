; ModuleID = 'src/finally.c'
source_filename = "finally.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = comdat any

$"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

$"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

@"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"work(%d, 0) = %d\0A\00", comdat, align 1
@"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"work(1, 1) = %d\0A\00", comdat, align 1
@"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught %08lx after both __finally\0A\00", comdat, align 1
@"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  outer __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 1
@"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  inner __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = tail call i32 @work(i32 noundef 1, i32 noundef 0)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef %1)
  %3 = tail call i32 @work(i32 noundef 2, i32 noundef 0)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 2, i32 noundef %3)
  %5 = tail call i32 @work(i32 noundef 3, i32 noundef 0)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 3, i32 noundef %5)
  %7 = invoke i32 @work(i32 noundef 1, i32 noundef 1) #10
          to label %8 unwind label %10

8:                                                ; preds = %0
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %7) #10
          to label %17 unwind label %10

10:                                               ; preds = %8, %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = tail call i32 @llvm.eh.exceptioncode(token %13)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@", i64 0, i64 0), i32 noundef %15)
  br label %17

17:                                               ; preds = %8, %14
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @work(i32 noundef %0, i32 noundef %1) #3 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %3, i32* nonnull %4)
  store i32 %0, i32* %3, align 4, !tbaa !4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #11
  store i32 %0, i32* %4, align 4, !tbaa !4
  %6 = icmp sgt i32 %0, 2
  br i1 %6, label %16, label %7

7:                                                ; preds = %2
  %8 = add nsw i32 %0, 100
  store i32 %8, i32* %4, align 4, !tbaa !4
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %7
  invoke void @RaiseException(i32 noundef -536870896, i32 noundef 0, i32 noundef 0, i64* noundef null) #10
          to label %11 unwind label %27

11:                                               ; preds = %10
  %12 = load i32, i32* %4, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi i32 [ %12, %11 ], [ %8, %7 ]
  %15 = add nsw i32 %14, 1000
  store i32 %15, i32* %4, align 4, !tbaa !4
  br label %16

16:                                               ; preds = %2, %13
  %17 = tail call i8* @llvm.localaddress()
  invoke fastcc void @"?fin$1@0@work@@"(i8 noundef 0, i8* noundef %17) #10
          to label %18 unwind label %31

18:                                               ; preds = %16
  %19 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %17, i32 0) #11
  %20 = bitcast i8* %19 to i32*
  %21 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %17, i32 1) #11
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !4
  %24 = load i32, i32* %20, align 4, !tbaa !4
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i64 0, i64 0), i32 noundef %24, i32 noundef %23, i32 noundef 0) #11
  %26 = load i32, i32* %4, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #11
  ret i32 %26

27:                                               ; preds = %10
  %28 = cleanuppad within none []
  %29 = tail call i8* @llvm.localaddress()
  invoke fastcc void @"?fin$1@0@work@@"(i8 noundef 1, i8* noundef %29) #10 [ "funclet"(token %28) ]
          to label %30 unwind label %31

30:                                               ; preds = %27
  cleanupret from %28 unwind label %31

31:                                               ; preds = %30, %27, %16
  %32 = cleanuppad within none []
  %33 = tail call i8* @llvm.localaddress()
  %34 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %33, i32 0) #11
  %35 = bitcast i8* %34 to i32*
  %36 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %33, i32 1) #11
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4, !tbaa !4
  %39 = load i32, i32* %35, align 4, !tbaa !4
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i64 0, i64 0), i32 noundef %39, i32 noundef %38, i32 noundef 1) #11 [ "funclet"(token %32) ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #11
  cleanupret from %32 unwind to caller
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #4 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -536870896
  %7 = zext i1 %6 to i32
  ret i32 %7
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #6

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @"?fin$1@0@work@@"(i8 noundef %0, i8* noundef %1) unnamed_addr #7 {
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %1, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = tail call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %1, i32 1)
  %6 = bitcast i8* %5 to i32*
  %7 = zext i8 %0 to i32
  %8 = load i32, i32* %6, align 4, !tbaa !4
  %9 = load i32, i32* %4, align 4, !tbaa !4
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i64 0, i64 0), i32 noundef %9, i32 noundef %8, i32 noundef %7)
  %11 = load i32, i32* %6, align 4, !tbaa !4
  %12 = add nsw i32 %11, 10
  store i32 %12, i32* %6, align 4, !tbaa !4
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn }
attributes #10 = { noinline }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
