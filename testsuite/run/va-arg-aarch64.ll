; The va_arg instruction on AArch64 AAPCS: hand-written @walk_instr (at the end) reads
; the variadic arguments with the instruction; clang's inline expansion of
; va_arg (@walk, from C) reads the same arguments from a va_copy of the
; same va_list.  Both must print the same values and leave the two va_list
; objects byte-identical (offsets as the ABI updates them).  The expected
; lines are the output of the native program in which walk_instr is a copy
; of walk (clang-19 -O0; a static aarch64 binary under qemu-aarch64).
; RUN: %ehi run %s | %FileCheck %s
; CHECK: 1
; CHECK-NEXT: 1
; CHECK-NEXT: __gr_offs -48 __vr_offs -128; states equal
; CHECK-NEXT: 2 2.5 two 22
; CHECK-NEXT: 2 2.5 two 22
; CHECK-NEXT: __gr_offs -32 __vr_offs -112; states equal
; CHECK-NEXT: 3 1122334455667788:99aabbccddeeff00 33
; CHECK-NEXT: 3 1122334455667788:99aabbccddeeff00 33
; CHECK-NEXT: __gr_offs -24 __vr_offs -128; states equal
; CHECK-NEXT: 3 4 1122334455667788:99aabbccddeeff00 34
; CHECK-NEXT: 3 4 1122334455667788:99aabbccddeeff00 34
; CHECK-NEXT: __gr_offs -8 __vr_offs -128; states equal
; CHECK-NEXT: 1 2 3 4 5 6 1122334455667788:99aabbccddeeff00 36
; CHECK-NEXT: 1 2 3 4 5 6 1122334455667788:99aabbccddeeff00 36
; CHECK-NEXT: __gr_offs 16 __vr_offs -128; states equal
; CHECK-NEXT: 1 2 3 4 5 6 7 8 9 10 11
; CHECK-NEXT: 1 2 3 4 5 6 7 8 9 10 11
; CHECK-NEXT: __gr_offs 0 __vr_offs -128; states equal
; CHECK-NEXT: 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5
; CHECK-NEXT: 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5
; CHECK-NEXT: __gr_offs -56 __vr_offs 0; states equal
; CHECK-NEXT: 1 1.25 2 2.25 3 3.25 4 4.25 5 5.25 6 6.25 7 7.25 8 8.25 9 9.25 10 10.25
; CHECK-NEXT: 1 1.25 2 2.25 3 3.25 4 4.25 5 5.25 6 6.25 7 7.25 8 8.25 9 9.25 10 10.25
; CHECK-NEXT: __gr_offs 0 __vr_offs 0; states equal
; CHECK-NEXT: 0.75 5 -1e+10 0.125
; CHECK-NEXT: 0.75 5 -1e+10 0.125
; CHECK-NEXT: __gr_offs -48 __vr_offs -80; states equal
; CHECK-NEXT: 1 2 3 4 5 1122334455667788:99aabbccddeeff00 7 after
; CHECK-NEXT: 1 2 3 4 5 1122334455667788:99aabbccddeeff00 7 after
; CHECK-NEXT: __gr_offs 0 __vr_offs -128; states equal
; CHECK-NEXT: 1 2 3 4 5 6 7 1122334455667788:99aabbccddeeff00 9 end
; CHECK-NEXT: 1 2 3 4 5 6 7 1122334455667788:99aabbccddeeff00 9 end
; CHECK-NEXT: __gr_offs 0 __vr_offs -128; states equal
; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"idsl\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"iqi\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"iiqi\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"iiiiiiqi\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"iiiiiiiiiii\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"ddddddddddd\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"idididididididididid\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"LiLd\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"iiiiiqis\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"iiiiiiiqls\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"__gr_offs %d __vr_offs %d; \00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"states %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"differ\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"equal\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"%lld \00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"%llx:%llx \00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"%Lg \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str, i32 noundef 1)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.1, i32 noundef 2, double noundef 2.500000e+00, ptr noundef nonnull @.str.2, i64 noundef 22)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.3, i32 noundef 3, i128 noundef 22774453838368691933757882222884355840, i32 noundef 33)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef 4, i128 noundef 22774453838368691933757882222884355840, i32 noundef 34)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i128 noundef 22774453838368691933757882222884355840, i32 noundef 36)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.6, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.7, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.8, i32 noundef 1, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.250000e+00, i32 noundef 6, double noundef 6.250000e+00, i32 noundef 7, double noundef 7.250000e+00, i32 noundef 8, double noundef 8.250000e+00, i32 noundef 9, double noundef 9.250000e+00, i32 noundef 10, double noundef 1.025000e+01)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.9, fp128 noundef 0xL00000000000000003FFE800000000000, i32 noundef 5, fp128 noundef 0xL0000000000000000C0202A05F2000000, double noundef 1.250000e-01)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i128 noundef 22774453838368691933757882222884355840, i32 noundef 7, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.12, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i128 noundef 22774453838368691933757882222884355840, i64 noundef 9, ptr noundef nonnull @.str.13)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal void @test(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 28
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  br label %8

8:                                                ; preds = %122, %1
  %9 = phi ptr [ %0, %1 ], [ %123, %122 ]
  %10 = load i8, ptr %9, align 1, !tbaa !6
  switch i8 %10, label %122 [
    i8 0, label %124
    i8 105, label %11
    i8 108, label %28
    i8 100, label %45
    i8 115, label %62
    i8 113, label %79
    i8 76, label %103
  ]

11:                                               ; preds = %8
  %12 = load i32, ptr %6, align 8
  %13 = icmp sgt i32 %12, -1
  br i1 %13, label %21, label %14

14:                                               ; preds = %11
  %15 = add nsw i32 %12, 8
  store i32 %15, ptr %6, align 8
  %16 = icmp slt i32 %12, -7
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load ptr, ptr %7, align 8
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  br label %24

21:                                               ; preds = %14, %11
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %23, ptr %2, align 8
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi ptr [ %20, %17 ], [ %22, %21 ]
  %26 = load i32, ptr %25, align 8, !tbaa !9
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %26)
  br label %122

28:                                               ; preds = %8
  %29 = load i32, ptr %6, align 8
  %30 = icmp sgt i32 %29, -1
  br i1 %30, label %38, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %29, 8
  store i32 %32, ptr %6, align 8
  %33 = icmp slt i32 %29, -7
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = load ptr, ptr %7, align 8
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds i8, ptr %35, i64 %36
  br label %41

38:                                               ; preds = %31, %28
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %40, ptr %2, align 8
  br label %41

41:                                               ; preds = %38, %34
  %42 = phi ptr [ %37, %34 ], [ %39, %38 ]
  %43 = load i64, ptr %42, align 8, !tbaa !11
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %43)
  br label %122

45:                                               ; preds = %8
  %46 = load i32, ptr %4, align 4
  %47 = icmp sgt i32 %46, -1
  br i1 %47, label %55, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %46, 16
  store i32 %49, ptr %4, align 4
  %50 = icmp slt i32 %46, -15
  br i1 %50, label %51, label %55

51:                                               ; preds = %48
  %52 = load ptr, ptr %5, align 8
  %53 = sext i32 %46 to i64
  %54 = getelementptr inbounds i8, ptr %52, i64 %53
  br label %58

55:                                               ; preds = %48, %45
  %56 = load ptr, ptr %2, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr %57, ptr %2, align 8
  br label %58

58:                                               ; preds = %55, %51
  %59 = phi ptr [ %54, %51 ], [ %56, %55 ]
  %60 = load double, ptr %59, align 8, !tbaa !13
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %60)
  br label %122

62:                                               ; preds = %8
  %63 = load i32, ptr %6, align 8
  %64 = icmp sgt i32 %63, -1
  br i1 %64, label %72, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %63, 8
  store i32 %66, ptr %6, align 8
  %67 = icmp slt i32 %63, -7
  br i1 %67, label %68, label %72

68:                                               ; preds = %65
  %69 = load ptr, ptr %7, align 8
  %70 = sext i32 %63 to i64
  %71 = getelementptr inbounds i8, ptr %69, i64 %70
  br label %75

72:                                               ; preds = %65, %62
  %73 = load ptr, ptr %2, align 8
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  store ptr %74, ptr %2, align 8
  br label %75

75:                                               ; preds = %72, %68
  %76 = phi ptr [ %71, %68 ], [ %73, %72 ]
  %77 = load ptr, ptr %76, align 8, !tbaa !15
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %77)
  br label %122

79:                                               ; preds = %8
  %80 = load i32, ptr %6, align 8
  %81 = icmp sgt i32 %80, -1
  br i1 %81, label %91, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %80, 15
  %84 = and i32 %83, -16
  %85 = add i32 %84, 16
  store i32 %85, ptr %6, align 8
  %86 = icmp slt i32 %85, 1
  br i1 %86, label %87, label %91

87:                                               ; preds = %82
  %88 = load ptr, ptr %7, align 8
  %89 = sext i32 %84 to i64
  %90 = getelementptr inbounds i8, ptr %88, i64 %89
  br label %96

91:                                               ; preds = %82, %79
  %92 = load ptr, ptr %2, align 8
  %93 = getelementptr inbounds i8, ptr %92, i64 15
  %94 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %93, i64 -16)
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  store ptr %95, ptr %2, align 8
  br label %96

96:                                               ; preds = %91, %87
  %97 = phi ptr [ %90, %87 ], [ %94, %91 ]
  %98 = load i128, ptr %97, align 8, !tbaa !17
  %99 = lshr i128 %98, 64
  %100 = trunc nuw i128 %99 to i64
  %101 = trunc i128 %98 to i64
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %100, i64 noundef %101)
  br label %122

103:                                              ; preds = %8
  %104 = load i32, ptr %4, align 4
  %105 = icmp sgt i32 %104, -1
  br i1 %105, label %113, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %104, 16
  store i32 %107, ptr %4, align 4
  %108 = icmp slt i32 %104, -15
  br i1 %108, label %109, label %113

109:                                              ; preds = %106
  %110 = load ptr, ptr %5, align 8
  %111 = sext i32 %104 to i64
  %112 = getelementptr inbounds i8, ptr %110, i64 %111
  br label %118

113:                                              ; preds = %106, %103
  %114 = load ptr, ptr %2, align 8
  %115 = getelementptr inbounds i8, ptr %114, i64 15
  %116 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %115, i64 -16)
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  store ptr %117, ptr %2, align 8
  br label %118

118:                                              ; preds = %113, %109
  %119 = phi ptr [ %112, %109 ], [ %116, %113 ]
  %120 = load fp128, ptr %119, align 16, !tbaa !19
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, fp128 noundef %120)
  br label %122

122:                                              ; preds = %118, %96, %75, %58, %41, %24, %8
  %123 = getelementptr inbounds i8, ptr %9, i64 1
  br label %8, !llvm.loop !21

124:                                              ; preds = %8
  %125 = call i32 @putchar(i32 10)
  call void @walk_instr(ptr noundef %0, ptr noundef nonnull %3) #8
  %126 = load i32, ptr %6, align 8
  %127 = load i32, ptr %4, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %126, i32 noundef %127)
  %129 = call i32 @bcmp(ptr noundef nonnull dereferenceable(32) %2, ptr noundef nonnull dereferenceable(32) %3, i64 32)
  %130 = icmp eq i32 %129, 0
  %131 = select i1 %130, ptr @.str.17, ptr @.str.16
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %131)
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.va_end.p0(ptr %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2


; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"__int128", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long double", !7, i64 0}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}

; ---- hand-written: walk_instr reads the same arguments with the va_arg
; instruction, which ehi implements by updating the va_list exactly as the
; ABI does; test() then compares the two va_list objects byte for byte.
@.wi.i = private constant [4 x i8] c"%d \00"
@.wi.l = private constant [6 x i8] c"%lld \00"
@.wi.d = private constant [4 x i8] c"%g \00"
@.wi.s = private constant [4 x i8] c"%s \00"
@.wi.q = private constant [11 x i8] c"%llx:%llx \00"
@.wi.L = private constant [5 x i8] c"%Lg \00"
@.wi.nl = private constant [2 x i8] c"\0A\00"

define void @walk_instr(ptr %types, ptr %ap) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %cp = getelementptr i8, ptr %types, i64 %i
  %c = load i8, ptr %cp
  switch i8 %c, label %done [
    i8 105, label %int
    i8 108, label %long
    i8 100, label %dbl
    i8 115, label %str
    i8 113, label %i128
    i8 76, label %ldbl
  ]
int:
  %vi = va_arg ptr %ap, i32
  call i32 (ptr, ...) @printf(ptr @.wi.i, i32 %vi)
  br label %next
long:
  %vl = va_arg ptr %ap, i64
  call i32 (ptr, ...) @printf(ptr @.wi.l, i64 %vl)
  br label %next
dbl:
  %vd = va_arg ptr %ap, double
  call i32 (ptr, ...) @printf(ptr @.wi.d, double %vd)
  br label %next
str:
  %vs = va_arg ptr %ap, ptr
  call i32 (ptr, ...) @printf(ptr @.wi.s, ptr %vs)
  br label %next
i128:
  %vq = va_arg ptr %ap, i128
  %lo = trunc i128 %vq to i64
  %sh = lshr i128 %vq, 64
  %hi = trunc i128 %sh to i64
  call i32 (ptr, ...) @printf(ptr @.wi.q, i64 %hi, i64 %lo)
  br label %next
ldbl:
  %vL = va_arg ptr %ap, fp128
  call i32 (ptr, ...) @printf(ptr @.wi.L, fp128 %vL)
  br label %next
next:
  %i1 = add i64 %i, 1
  br label %loop
done:
  call i32 (ptr, ...) @printf(ptr @.wi.nl)
  ret void
}
