; ModuleID = 'src/faults.c'
source_filename = "faults.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i64] }

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = comdat any

$"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = comdat any

$"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = comdat any

@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 4
@"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"3 divide by zero caught: %08lx\0A\00", comdat, align 8
@tries = internal unnamed_addr global i32 0, align 4
@"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"4 the load ran %d times, then the handler\0A\00", comdat, align 8
@"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  code %08lx params %lu: %lu %lu\0A\00", comdat, align 8
@"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  try %d sees %08lx\0A\00", comdat, align 8
@str = private unnamed_addr constant [22 x i8] c"1 read of null caught\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"2 write to null caught\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = invoke fastcc i32 @load() #7
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %1) #7
          to label %10 unwind label %4

4:                                                ; preds = %0, %2
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @str, i64 0, i64 0))
  br label %10

10:                                               ; preds = %2, %8
  invoke fastcc void @store() #7
          to label %17 unwind label %11

11:                                               ; preds = %10
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.1, i64 0, i64 0))
  br label %17

17:                                               ; preds = %10, %15
  %18 = invoke fastcc i32 @quotient() #7
          to label %19 unwind label %21

19:                                               ; preds = %17
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18) #7
          to label %28 unwind label %21

21:                                               ; preds = %17, %19
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* bitcast (i32 (i8*, i8*)* @"?filt$2@0@main@@" to i8*)]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = tail call i32 @llvm.eh.exceptioncode(token %24)
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %26)
  br label %28

28:                                               ; preds = %19, %25
  %29 = invoke fastcc i32 @load() #7
          to label %30 unwind label %32

30:                                               ; preds = %28
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %29) #7
          to label %39 unwind label %32

32:                                               ; preds = %28, %30
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i32 (i8*, i8*)* @"?filt$3@0@main@@" to i8*)]
  catchret from %35 to label %36

36:                                               ; preds = %34
  %37 = load i32, i32* @tries, align 4, !tbaa !8
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@", i64 0, i64 0), i32 noundef %37)
  br label %39

39:                                               ; preds = %30, %36
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_RECORD**
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 1
  %6 = load i64, i64* %5, align 8, !tbaa !15
  %7 = trunc i64 %6 to i32
  %8 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 0
  %9 = load i64, i64* %8, align 8, !tbaa !15
  %10 = trunc i64 %9 to i32
  %11 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 4
  %12 = load i32, i32* %11, align 8, !tbaa !17
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !20
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i64 0, i64 0), i32 noundef %14, i32 noundef %12, i32 noundef %10, i32 noundef %7) #8
  %16 = load i32, i32* %13, align 8, !tbaa !20
  %17 = icmp eq i32 %16, -1073741819
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define internal fastcc i32 @load() unnamed_addr #2 {
  %1 = load volatile i32, i32* null, align 4294967296, !tbaa !8
  ret i32 %1
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_RECORD**
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 1
  %6 = load i64, i64* %5, align 8, !tbaa !15
  %7 = trunc i64 %6 to i32
  %8 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 0
  %9 = load i64, i64* %8, align 8, !tbaa !15
  %10 = trunc i64 %9 to i32
  %11 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 4
  %12 = load i32, i32* %11, align 8, !tbaa !17
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !20
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i64 0, i64 0), i32 noundef %14, i32 noundef %12, i32 noundef %10, i32 noundef %7) #8
  %16 = load i32, i32* %13, align 8, !tbaa !20
  %17 = icmp eq i32 %16, -1073741819
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc void @store() unnamed_addr #4 {
  store volatile i32 1, i32* null, align 4294967296, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @"?filt$2@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #5 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -1073741676
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc i32 @quotient() unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store volatile i32 0, i32* %1, align 4, !tbaa !8
  store volatile i32 7, i32* %2, align 4, !tbaa !8
  %3 = load volatile i32, i32* %2, align 4, !tbaa !8
  %4 = load volatile i32, i32* %1, align 4, !tbaa !8
  %5 = sdiv i32 %3, %4
  ret i32 %5
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$3@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* @tries, align 4, !tbaa !8
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @tries, align 4, !tbaa !8
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %7, i32 noundef %5) #8
  %9 = load i32, i32* @tries, align 4, !tbaa !8
  %10 = icmp slt i32 %9, 3
  %11 = select i1 %10, i32 -1, i32 1
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree nounwind }
attributes #7 = { noinline }
attributes #8 = { nounwind }

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
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 0}
!13 = !{!"EXCEPTION_POINTERS", !14, i64 0, !14, i64 8}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !10, i64 0}
!17 = !{!18, !19, i64 24}
!18 = !{!"EXCEPTION_RECORD", !19, i64 0, !19, i64 4, !14, i64 8, !14, i64 16, !19, i64 24, !10, i64 32}
!19 = !{!"long", !10, i64 0}
!20 = !{!18, !19, i64 0}
