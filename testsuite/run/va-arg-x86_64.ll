; The va_arg instruction on x86-64 SysV: hand-written @walk_instr (at the end) reads
; the variadic arguments with the instruction; clang's inline expansion of
; va_arg (@walk, from C) reads the same arguments from a va_copy of the
; same va_list.  Both must print the same values and leave the two va_list
; objects byte-identical (offsets as the ABI updates them).  The expected
; lines are the output of the native program in which walk_instr is a copy
; of walk (clang-19 -O0; run natively).
; RUN: %ehi run %s | %FileCheck %s
; CHECK: 1
; CHECK-NEXT: 1
; CHECK-NEXT: gp_offset 16 fp_offset 48; states equal
; CHECK-NEXT: 2 2.5 two 22
; CHECK-NEXT: 2 2.5 two 22
; CHECK-NEXT: gp_offset 32 fp_offset 64; states equal
; CHECK-NEXT: 3 1122334455667788:99aabbccddeeff00 33
; CHECK-NEXT: 3 1122334455667788:99aabbccddeeff00 33
; CHECK-NEXT: gp_offset 40 fp_offset 48; states equal
; CHECK-NEXT: 3 4 1122334455667788:99aabbccddeeff00 34
; CHECK-NEXT: 3 4 1122334455667788:99aabbccddeeff00 34
; CHECK-NEXT: gp_offset 48 fp_offset 48; states equal
; CHECK-NEXT: 1 2 3 4 5 6 1122334455667788:99aabbccddeeff00 36
; CHECK-NEXT: 1 2 3 4 5 6 1122334455667788:99aabbccddeeff00 36
; CHECK-NEXT: gp_offset 48 fp_offset 48; states equal
; CHECK-NEXT: 1 2 3 4 5 6 7 8 9 10 11
; CHECK-NEXT: 1 2 3 4 5 6 7 8 9 10 11
; CHECK-NEXT: gp_offset 48 fp_offset 48; states equal
; CHECK-NEXT: 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5
; CHECK-NEXT: 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5
; CHECK-NEXT: gp_offset 8 fp_offset 176; states equal
; CHECK-NEXT: 1 1.25 2 2.25 3 3.25 4 4.25 5 5.25 6 6.25 7 7.25 8 8.25 9 9.25 10 10.25
; CHECK-NEXT: 1 1.25 2 2.25 3 3.25 4 4.25 5 5.25 6 6.25 7 7.25 8 8.25 9 9.25 10 10.25
; CHECK-NEXT: gp_offset 48 fp_offset 176; states equal
; CHECK-NEXT: 0.75 5 -1e+10 0.125
; CHECK-NEXT: 0.75 5 -1e+10 0.125
; CHECK-NEXT: gp_offset 16 fp_offset 64; states equal
; CHECK-NEXT: 1 2 3 4 5 1122334455667788:99aabbccddeeff00 7 after
; CHECK-NEXT: 1 2 3 4 5 1122334455667788:99aabbccddeeff00 7 after
; CHECK-NEXT: gp_offset 48 fp_offset 48; states equal
; CHECK-NEXT: 1 2 3 4 5 6 7 1122334455667788:99aabbccddeeff00 9 end
; CHECK-NEXT: 1 2 3 4 5 6 7 1122334455667788:99aabbccddeeff00 9 end
; CHECK-NEXT: gp_offset 48 fp_offset 48; states equal
; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
@.str.14 = private unnamed_addr constant [28 x i8] c"gp_offset %u fp_offset %u; \00", align 1
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
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.3, i32 noundef 3, i64 noundef -7373874951294615808, i64 noundef 1234605616436508552, i32 noundef 33)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef 4, i64 noundef -7373874951294615808, i64 noundef 1234605616436508552, i32 noundef 34)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i128 noundef 22774453838368691933757882222884355840, i32 noundef 36)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.6, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.7, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.8, i32 noundef 1, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.250000e+00, i32 noundef 6, double noundef 6.250000e+00, i32 noundef 7, double noundef 7.250000e+00, i32 noundef 8, double noundef 8.250000e+00, i32 noundef 9, double noundef 9.250000e+00, i32 noundef 10, double noundef 1.025000e+01)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.9, x86_fp80 noundef 0xK3FFEC000000000000000, i32 noundef 5, x86_fp80 noundef 0xKC0209502F90000000000, double noundef 1.250000e-01)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i128 noundef 22774453838368691933757882222884355840, i32 noundef 7, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @test(ptr noundef nonnull @.str.12, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i128 noundef 22774453838368691933757882222884355840, i64 noundef 9, ptr noundef nonnull @.str.13)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal void @test(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 4
  br label %7

7:                                                ; preds = %102, %1
  %8 = phi ptr [ %0, %1 ], [ %103, %102 ]
  %9 = load i8, ptr %8, align 1, !tbaa !5
  switch i8 %9, label %102 [
    i8 0, label %104
    i8 105, label %10
    i8 108, label %25
    i8 100, label %40
    i8 115, label %55
    i8 113, label %70
    i8 76, label %95
  ]

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 16
  %12 = icmp ult i32 %11, 41
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load ptr, ptr %5, align 16
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr i8, ptr %14, i64 %15
  %17 = add nuw nsw i32 %11, 8
  store i32 %17, ptr %2, align 16
  br label %21

18:                                               ; preds = %10
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr i8, ptr %19, i64 8
  store ptr %20, ptr %4, align 8
  br label %21

21:                                               ; preds = %18, %13
  %22 = phi ptr [ %16, %13 ], [ %19, %18 ]
  %23 = load i32, ptr %22, align 4, !tbaa !8
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %23)
  br label %102

25:                                               ; preds = %7
  %26 = load i32, ptr %2, align 16
  %27 = icmp ult i32 %26, 41
  br i1 %27, label %28, label %33

28:                                               ; preds = %25
  %29 = load ptr, ptr %5, align 16
  %30 = zext nneg i32 %26 to i64
  %31 = getelementptr i8, ptr %29, i64 %30
  %32 = add nuw nsw i32 %26, 8
  store i32 %32, ptr %2, align 16
  br label %36

33:                                               ; preds = %25
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr i8, ptr %34, i64 8
  store ptr %35, ptr %4, align 8
  br label %36

36:                                               ; preds = %33, %28
  %37 = phi ptr [ %31, %28 ], [ %34, %33 ]
  %38 = load i64, ptr %37, align 8, !tbaa !10
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %38)
  br label %102

40:                                               ; preds = %7
  %41 = load i32, ptr %6, align 4
  %42 = icmp ult i32 %41, 161
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = load ptr, ptr %5, align 16
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr i8, ptr %44, i64 %45
  %47 = add nuw nsw i32 %41, 16
  store i32 %47, ptr %6, align 4
  br label %51

48:                                               ; preds = %40
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr i8, ptr %49, i64 8
  store ptr %50, ptr %4, align 8
  br label %51

51:                                               ; preds = %48, %43
  %52 = phi ptr [ %46, %43 ], [ %49, %48 ]
  %53 = load double, ptr %52, align 8, !tbaa !12
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %53)
  br label %102

55:                                               ; preds = %7
  %56 = load i32, ptr %2, align 16
  %57 = icmp ult i32 %56, 41
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = load ptr, ptr %5, align 16
  %60 = zext nneg i32 %56 to i64
  %61 = getelementptr i8, ptr %59, i64 %60
  %62 = add nuw nsw i32 %56, 8
  store i32 %62, ptr %2, align 16
  br label %66

63:                                               ; preds = %55
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr i8, ptr %64, i64 8
  store ptr %65, ptr %4, align 8
  br label %66

66:                                               ; preds = %63, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %63 ]
  %68 = load ptr, ptr %67, align 8, !tbaa !14
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %68)
  br label %102

70:                                               ; preds = %7
  %71 = load i32, ptr %2, align 16
  %72 = icmp ult i32 %71, 33
  br i1 %72, label %73, label %82

73:                                               ; preds = %70
  %74 = load ptr, ptr %5, align 16
  %75 = zext nneg i32 %71 to i64
  %76 = getelementptr i8, ptr %74, i64 %75
  %77 = load i128, ptr %76, align 8
  %78 = add nuw nsw i32 %71, 16
  store i32 %78, ptr %2, align 16
  %79 = trunc i128 %77 to i64
  %80 = lshr i128 %77, 64
  %81 = trunc nuw i128 %80 to i64
  br label %91

82:                                               ; preds = %70
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds i8, ptr %83, i64 15
  %85 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %84, i64 -16)
  %86 = getelementptr i8, ptr %85, i64 16
  store ptr %86, ptr %4, align 8
  %87 = load i128, ptr %85, align 16, !tbaa !16
  %88 = trunc i128 %87 to i64
  %89 = lshr i128 %87, 64
  %90 = trunc nuw i128 %89 to i64
  br label %91

91:                                               ; preds = %82, %73
  %92 = phi i64 [ %88, %82 ], [ %79, %73 ]
  %93 = phi i64 [ %90, %82 ], [ %81, %73 ]
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %93, i64 noundef %92)
  br label %102

95:                                               ; preds = %7
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 15
  %98 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %97, i64 -16)
  %99 = getelementptr i8, ptr %98, i64 16
  store ptr %99, ptr %4, align 8
  %100 = load x86_fp80, ptr %98, align 16, !tbaa !18
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, x86_fp80 noundef %100)
  br label %102

102:                                              ; preds = %95, %91, %66, %51, %36, %21, %7
  %103 = getelementptr inbounds i8, ptr %8, i64 1
  br label %7, !llvm.loop !20

104:                                              ; preds = %7
  %105 = call i32 @putchar(i32 10)
  call void @walk_instr(ptr noundef %0, ptr noundef nonnull %3) #8
  %106 = load i32, ptr %2, align 16
  %107 = load i32, ptr %6, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %106, i32 noundef %107)
  %109 = call i32 @bcmp(ptr noundef nonnull dereferenceable(24) %2, ptr noundef nonnull dereferenceable(24) %3, i64 24)
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, ptr @.str.17, ptr @.str.16
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %111)
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.va_end.p0(ptr %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"__int128", !6, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long double", !6, i64 0}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}

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
  %vL = va_arg ptr %ap, x86_fp80
  call i32 (ptr, ...) @printf(ptr @.wi.L, x86_fp80 %vL)
  br label %next
next:
  %i1 = add i64 %i, 1
  br label %loop
done:
  call i32 (ptr, ...) @printf(ptr @.wi.nl)
  ret void
}
