; ModuleID = 'src/faults.c'
source_filename = "faults.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i32] }

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = comdat any

$"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = comdat any

$"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = comdat any

@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 1
@"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"3 divide by zero caught: %08lx\0A\00", comdat, align 1
@tries = internal unnamed_addr global i32 0, align 4
@"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"4 the load ran %d times, then the handler\0A\00", comdat, align 1
@"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  code %08lx params %lu: %lu %lu\0A\00", comdat, align 1
@"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  try %d sees %08lx\0A\00", comdat, align 1
@str = private unnamed_addr constant [22 x i8] c"1 read of null caught\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"2 write to null caught\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %1, i32* nonnull %2, i32* nonnull %3, i32* nonnull %4)
  %5 = invoke fastcc i32 @load() #8
          to label %6 unwind label %8

6:                                                ; preds = %0
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %5) #8
          to label %14 unwind label %8

8:                                                ; preds = %0, %6
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %11 to label %12

12:                                               ; preds = %10
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @str, i32 0, i32 0))
  br label %14

14:                                               ; preds = %6, %12
  invoke fastcc void @store() #8
          to label %21 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %18 to label %19

19:                                               ; preds = %17
  %20 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.1, i32 0, i32 0))
  br label %21

21:                                               ; preds = %14, %19
  %22 = invoke fastcc i32 @quotient() #8
          to label %23 unwind label %25

23:                                               ; preds = %21
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %22) #8
          to label %32 unwind label %25

25:                                               ; preds = %21, %23
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %28 to label %29

29:                                               ; preds = %27
  %30 = load i32, i32* %3, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %30)
  br label %32

32:                                               ; preds = %23, %29
  %33 = invoke fastcc i32 @load() #8
          to label %34 unwind label %36

34:                                               ; preds = %32
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %33) #8
          to label %43 unwind label %36

36:                                               ; preds = %32, %34
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [i8* bitcast (i32 ()* @"?filt$3@0@main@@" to i8*)]
  catchret from %39 to label %40

40:                                               ; preds = %38
  %41 = load i32, i32* @tries, align 4, !tbaa !3
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@", i32 0, i32 0), i32 noundef %41)
  br label %43

43:                                               ; preds = %34, %40
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$0@0@main@@"() #0 {
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
  %11 = bitcast i8* %7 to %struct.EXCEPTION_RECORD**
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %11, align 4, !tbaa !7
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !10
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 0
  %16 = load i32, i32* %15, align 4, !tbaa !10
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 4
  %18 = load i32, i32* %17, align 4, !tbaa !12
  %19 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 0
  %20 = load i32, i32* %19, align 4, !tbaa !14
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 0, i32 0), i32 noundef %20, i32 noundef %18, i32 noundef %16, i32 noundef %14) #9
  %22 = load i32, i32* %19, align 4, !tbaa !14
  %23 = icmp eq i32 %22, -1073741819
  %24 = zext i1 %23 to i32
  ret i32 %24
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define internal fastcc i32 @load() unnamed_addr #3 {
  %1 = load volatile i32, i32* null, align 2147483648, !tbaa !3
  ret i32 %1
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
define internal i32 @"?filt$1@0@main@@"() #0 {
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
  %11 = bitcast i8* %7 to %struct.EXCEPTION_RECORD**
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %11, align 4, !tbaa !7
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !10
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 0
  %16 = load i32, i32* %15, align 4, !tbaa !10
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 4
  %18 = load i32, i32* %17, align 4, !tbaa !12
  %19 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 0
  %20 = load i32, i32* %19, align 4, !tbaa !14
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 0, i32 0), i32 noundef %20, i32 noundef %18, i32 noundef %16, i32 noundef %14) #9
  %22 = load i32, i32* %19, align 4, !tbaa !14
  %23 = icmp eq i32 %22, -1073741819
  %24 = zext i1 %23 to i32
  ret i32 %24
}

; Function Attrs: nofree noinline norecurse nounwind
define internal fastcc void @store() unnamed_addr #4 {
  store volatile i32 1, i32* null, align 2147483648, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @"?filt$2@0@main@@"() #5 {
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

; Function Attrs: nofree noinline norecurse nounwind
define internal fastcc i32 @quotient() unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store volatile i32 0, i32* %1, align 4, !tbaa !3
  store volatile i32 7, i32* %2, align 4, !tbaa !3
  %3 = load volatile i32, i32* %2, align 4, !tbaa !3
  %4 = load volatile i32, i32* %1, align 4, !tbaa !3
  %5 = sdiv i32 %3, %4
  ret i32 %5
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$3@0@main@@"() #0 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = load i32, i32* @tries, align 4, !tbaa !3
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @tries, align 4, !tbaa !3
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %12, i32 noundef %10) #9
  %14 = load i32, i32* @tries, align 4, !tbaa !3
  %15 = icmp slt i32 %14, 3
  %16 = select i1 %15, i32 -1, i32 1
  ret i32 %16
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { noinline }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !9, i64 0}
!8 = !{!"EXCEPTION_POINTERS", !9, i64 0, !9, i64 4}
!9 = !{!"any pointer", !5, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !5, i64 0}
!12 = !{!13, !11, i64 16}
!13 = !{!"EXCEPTION_RECORD", !11, i64 0, !11, i64 4, !9, i64 8, !9, i64 12, !11, i64 16, !5, i64 20}
!14 = !{!13, !11, i64 0}
