; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.EXCEPTION_POINTERS = type { %struct.EXCEPTION_RECORD*, i8* }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i32] }

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = comdat any

$"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = comdat any

$"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = comdat any

@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"3 handled %08lx\0A\00", comdat, align 1
@"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"  code %08lx flags %lu params %lu:\00", comdat, align 1
@"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c" %lu\00", comdat, align 1
@"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c" (chained)\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  chained: code %08lx flags %lu\0A\00", comdat, align 1
@str = private unnamed_addr constant [10 x i8] c"1 handled\00", align 1
@str.1 = private unnamed_addr constant [31 x i8] c"2 handled (15 parameters kept)\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca [20 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %2, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5)
  %6 = bitcast [20 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %6) #8
  %7 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 0
  store i32 100, i32* %7, align 4, !tbaa !3
  %8 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 1
  store i32 101, i32* %8, align 4, !tbaa !3
  %9 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 2
  store i32 102, i32* %9, align 4, !tbaa !3
  %10 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 3
  store i32 103, i32* %10, align 4, !tbaa !3
  %11 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 4
  store i32 104, i32* %11, align 4, !tbaa !3
  %12 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 5
  store i32 105, i32* %12, align 4, !tbaa !3
  %13 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 6
  store i32 106, i32* %13, align 4, !tbaa !3
  %14 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 7
  store i32 107, i32* %14, align 4, !tbaa !3
  %15 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 8
  store i32 108, i32* %15, align 4, !tbaa !3
  %16 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 9
  store i32 109, i32* %16, align 4, !tbaa !3
  %17 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 10
  store i32 110, i32* %17, align 4, !tbaa !3
  %18 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 11
  store i32 111, i32* %18, align 4, !tbaa !3
  %19 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 12
  store i32 112, i32* %19, align 4, !tbaa !3
  %20 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 13
  store i32 113, i32* %20, align 4, !tbaa !3
  %21 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 14
  store i32 114, i32* %21, align 4, !tbaa !3
  %22 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 15
  store i32 115, i32* %22, align 4, !tbaa !3
  %23 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 16
  store i32 116, i32* %23, align 4, !tbaa !3
  %24 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 17
  store i32 117, i32* %24, align 4, !tbaa !3
  %25 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 18
  store i32 118, i32* %25, align 4, !tbaa !3
  %26 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i32 0, i32 19
  store i32 119, i32* %26, align 4, !tbaa !3
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, i32* noundef nonnull %7) #9
          to label %33 unwind label %27

27:                                               ; preds = %0
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %30 to label %31

31:                                               ; preds = %29
  %32 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0))
  br label %33

33:                                               ; preds = %0, %31
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, i32* noundef nonnull %7) #9
          to label %40 unwind label %34

34:                                               ; preds = %33
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %37 to label %38

38:                                               ; preds = %36
  %39 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str.1, i32 0, i32 0))
  br label %40

40:                                               ; preds = %33, %38
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, i32* noundef nonnull %7) #9
          to label %41 unwind label %43

41:                                               ; preds = %40
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i32 0, i32 0)) #9
          to label %56 unwind label %43

43:                                               ; preds = %41, %40
  %44 = catchswitch within none [label %45] unwind label %49

45:                                               ; preds = %43
  %46 = catchpad within %44 [i8* bitcast (i32 ()* @"?filt$3@0@main@@" to i8*)]
  catchret from %46 to label %47

47:                                               ; preds = %45
  %48 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i32 0, i32 0)) #9
          to label %56 unwind label %49

49:                                               ; preds = %47, %43
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %52 to label %53

53:                                               ; preds = %51
  %54 = load i32, i32* %4, align 4
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %54)
  br label %56

56:                                               ; preds = %41, %47, %53
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %6) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal i32 @"?filt$0@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %12 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %11, i32 noundef 1)
  ret i32 1
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #3

; Function Attrs: nofree nounwind
define internal fastcc i32 @show(%struct.EXCEPTION_POINTERS* nocapture noundef readonly %0, i32 noundef returned %1) unnamed_addr #2 {
  %3 = getelementptr inbounds %struct.EXCEPTION_POINTERS, %struct.EXCEPTION_POINTERS* %0, i32 0, i32 0
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 4, !tbaa !7
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i32 0, i32 4
  %6 = load i32, i32* %5, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !12
  %9 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i32 0, i32 0
  %10 = load i32, i32* %9, align 4, !tbaa !13
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i32 0, i32 0), i32 noundef %10, i32 noundef %8, i32 noundef %6)
  %12 = load i32, i32* %5, align 4, !tbaa !10
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %22, %2
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i32 0, i32 2
  %16 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %15, align 4, !tbaa !14
  %17 = icmp eq %struct.EXCEPTION_RECORD* %16, null
  %18 = select i1 %17, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@", i32 0, i32 0)
  %19 = tail call i32 @puts(i8* nonnull dereferenceable(1) %18)
  %20 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %15, align 4, !tbaa !14
  %21 = icmp eq %struct.EXCEPTION_RECORD* %20, null
  br i1 %21, label %36, label %30

22:                                               ; preds = %2, %22
  %23 = phi i32 [ %27, %22 ], [ 0, %2 ]
  %24 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i32 0, i32 5, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !3
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i32 0, i32 0), i32 noundef %25)
  %27 = add nuw i32 %23, 1
  %28 = load i32, i32* %5, align 4, !tbaa !10
  %29 = icmp ult i32 %27, %28
  br i1 %29, label %22, label %14, !llvm.loop !15

30:                                               ; preds = %14
  %31 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %20, i32 0, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa !12
  %33 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %20, i32 0, i32 0
  %34 = load i32, i32* %33, align 4, !tbaa !13
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i32 0, i32 0), i32 noundef %34, i32 noundef %32)
  br label %36

36:                                               ; preds = %30, %14
  ret i32 %1
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #4

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
define internal i32 @"?filt$1@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %12 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %11, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$2@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %12 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %11, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$3@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = icmp eq i32 %10, -536870878
  %12 = sext i1 %11 to i32
  %13 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %14 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %13, i32 noundef %12)
  ret i32 %12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noinline }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !9, i64 0}
!8 = !{!"EXCEPTION_POINTERS", !9, i64 0, !9, i64 4}
!9 = !{!"any pointer", !5, i64 0}
!10 = !{!11, !4, i64 16}
!11 = !{!"EXCEPTION_RECORD", !4, i64 0, !4, i64 4, !9, i64 8, !9, i64 12, !4, i64 16, !5, i64 20}
!12 = !{!11, !4, i64 4}
!13 = !{!11, !4, i64 0}
!14 = !{!11, !9, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
