; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.EXCEPTION_POINTERS = type { %struct.EXCEPTION_RECORD*, i8* }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i64] }

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = comdat any

$"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = comdat any

$"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = comdat any

@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 8
@"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"3 handled %08lx\0A\00", comdat, align 8
@"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"  code %08lx flags %lu params %lu:\00", comdat, align 8
@"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c" %lu\00", comdat, align 4
@"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c" (chained)\00", comdat, align 8
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  chained: code %08lx flags %lu\0A\00", comdat, align 8
@str = private unnamed_addr constant [10 x i8] c"1 handled\00", align 1
@str.1 = private unnamed_addr constant [31 x i8] c"2 handled (15 parameters kept)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca [20 x i64], align 16
  %2 = bitcast [20 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %2) #7
  %3 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 0
  %4 = bitcast [20 x i64]* %1 to <2 x i64>*
  store <2 x i64> <i64 100, i64 101>, <2 x i64>* %4, align 16, !tbaa !8
  %5 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 2
  %6 = bitcast i64* %5 to <2 x i64>*
  store <2 x i64> <i64 102, i64 103>, <2 x i64>* %6, align 16, !tbaa !8
  %7 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 4
  %8 = bitcast i64* %7 to <2 x i64>*
  store <2 x i64> <i64 104, i64 105>, <2 x i64>* %8, align 16, !tbaa !8
  %9 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 6
  %10 = bitcast i64* %9 to <2 x i64>*
  store <2 x i64> <i64 106, i64 107>, <2 x i64>* %10, align 16, !tbaa !8
  %11 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 8
  %12 = bitcast i64* %11 to <2 x i64>*
  store <2 x i64> <i64 108, i64 109>, <2 x i64>* %12, align 16, !tbaa !8
  %13 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 10
  %14 = bitcast i64* %13 to <2 x i64>*
  store <2 x i64> <i64 110, i64 111>, <2 x i64>* %14, align 16, !tbaa !8
  %15 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 12
  %16 = bitcast i64* %15 to <2 x i64>*
  store <2 x i64> <i64 112, i64 113>, <2 x i64>* %16, align 16, !tbaa !8
  %17 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 14
  %18 = bitcast i64* %17 to <2 x i64>*
  store <2 x i64> <i64 114, i64 115>, <2 x i64>* %18, align 16, !tbaa !8
  %19 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 16
  %20 = bitcast i64* %19 to <2 x i64>*
  store <2 x i64> <i64 116, i64 117>, <2 x i64>* %20, align 16, !tbaa !8
  %21 = getelementptr inbounds [20 x i64], [20 x i64]* %1, i64 0, i64 18
  %22 = bitcast i64* %21 to <2 x i64>*
  store <2 x i64> <i64 118, i64 119>, <2 x i64>* %22, align 16, !tbaa !8
  invoke void @RaiseException(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, i64* noundef nonnull %3) #8
          to label %29 unwind label %23

23:                                               ; preds = %0
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0))
  br label %29

29:                                               ; preds = %0, %27
  invoke void @RaiseException(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, i64* noundef nonnull %3) #8
          to label %36 unwind label %30

30:                                               ; preds = %29
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %33 to label %34

34:                                               ; preds = %32
  %35 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str.1, i64 0, i64 0))
  br label %36

36:                                               ; preds = %29, %34
  invoke void @RaiseException(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, i64* noundef nonnull %3) #8
          to label %37 unwind label %39

37:                                               ; preds = %36
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #8
          to label %52 unwind label %39

39:                                               ; preds = %37, %36
  %40 = catchswitch within none [label %41] unwind label %45

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast (i32 (i8*, i8*)* @"?filt$3@0@main@@" to i8*)]
  catchret from %42 to label %43

43:                                               ; preds = %41
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #8
          to label %52 unwind label %45

45:                                               ; preds = %43, %39
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast (i32 (i8*, i8*)* @"?filt$2@0@main@@" to i8*)]
  catchret from %48 to label %49

49:                                               ; preds = %47
  %50 = call i32 @llvm.eh.exceptioncode(token %48)
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %50)
  br label %52

52:                                               ; preds = %37, %43, %49
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %2) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %4 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %3, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @show(%struct.EXCEPTION_POINTERS* nocapture noundef readonly %0, i32 noundef returned %1) unnamed_addr #2 {
  %3 = getelementptr inbounds %struct.EXCEPTION_POINTERS, %struct.EXCEPTION_POINTERS* %0, i64 0, i32 0
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 4
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !18
  %9 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !19
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i64 0, i64 0), i32 noundef %10, i32 noundef %8, i32 noundef %6)
  %12 = load i32, i32* %5, align 8, !tbaa !15
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %22, %2
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 2
  %16 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %15, align 8, !tbaa !20
  %17 = icmp eq %struct.EXCEPTION_RECORD* %16, null
  %18 = select i1 %17, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@", i64 0, i64 0)
  %19 = tail call i32 @puts(i8* nonnull dereferenceable(1) %18)
  %20 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %15, align 8, !tbaa !20
  %21 = icmp eq %struct.EXCEPTION_RECORD* %20, null
  br i1 %21, label %38, label %32

22:                                               ; preds = %2, %22
  %23 = phi i64 [ %28, %22 ], [ 0, %2 ]
  %24 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 %23
  %25 = load i64, i64* %24, align 8, !tbaa !8
  %26 = trunc i64 %25 to i32
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i64 0, i64 0), i32 noundef %26)
  %28 = add nuw nsw i64 %23, 1
  %29 = load i32, i32* %5, align 8, !tbaa !15
  %30 = zext i32 %29 to i64
  %31 = icmp ult i64 %28, %30
  br i1 %31, label %22, label %14, !llvm.loop !21

32:                                               ; preds = %14
  %33 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %20, i64 0, i32 1
  %34 = load i32, i32* %33, align 4, !tbaa !18
  %35 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %20, i64 0, i32 0
  %36 = load i32, i32* %35, align 8, !tbaa !19
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i64 0, i64 0), i32 noundef %36, i32 noundef %34)
  br label %38

38:                                               ; preds = %32, %14
  ret i32 %1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #3

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %4 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %3, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$2@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %4 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %3, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$3@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -536870878
  %7 = sext i1 %6 to i32
  %8 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %9 = tail call fastcc i32 @show(%struct.EXCEPTION_POINTERS* noundef %8, i32 noundef %7)
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 0}
!13 = !{!"EXCEPTION_POINTERS", !14, i64 0, !14, i64 8}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!16, !17, i64 24}
!16 = !{!"EXCEPTION_RECORD", !17, i64 0, !17, i64 4, !14, i64 8, !14, i64 16, !17, i64 24, !10, i64 32}
!17 = !{!"long", !10, i64 0}
!18 = !{!16, !17, i64 4}
!19 = !{!16, !17, i64 0}
!20 = !{!16, !14, i64 8}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
