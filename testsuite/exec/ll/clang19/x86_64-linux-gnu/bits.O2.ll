; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"popcount:\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c" %d/%d\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"\0Aclz/ctz:\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" %d,%d,%d\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"\0Aclz32 %d ctz32 %d ffs %d parity %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bswap: %04x %08x %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"rev32 %08x rotl %08x %08x rotr64 %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"next_pow2: %u %u %u %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"gray sum %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"xorshift hash %016llx\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"shl: %x %x %x %x %x %x %llx %llx\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"shr: %x %d %x %d %x %d %llx %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [32 x i8] c"var shifts: %x %x %d %llx %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"%llx \00", align 1
@.str.16 = private unnamed_addr constant [32 x i8] c"conv: %u %llu %lld %d %d %u %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"trunc: %d %d %u %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"cmp signedness: %d %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"promotion: %d %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"int: %d %d %d %d %d %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [24 x i8] c"mod signs: %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [24 x i8] c"div signs: %d %d %d %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [27 x i8] c"unsigned wrap: %u %u %llu\0A\00", align 1
@.str.24 = private unnamed_addr constant [16 x i8] c"abs-ish: %d %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [22 x i8] c"widen mul: %lld %llu\0A\00", align 1
@.str.26 = private unnamed_addr constant [28 x i8] c"builtin overflow: %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [6 x i64], align 16
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !5
  %4 = load volatile i64, ptr %1, align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 16, i1 false)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 255, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 -9223372036854775808, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 -1, ptr %9, align 16
  %10 = getelementptr inbounds i8, ptr %2, i64 40
  store i64 81985529216486895, ptr %10, align 8
  br label %50

11:                                               ; preds = %62
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 63, i32 noundef 0, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 56, i32 noundef 0, i32 noundef 7)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 63, i32 noundef 63)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 0, i32 noundef 63)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7, i32 noundef 0, i32 noundef 56)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 510274632, i32 noundef 3, i32 noundef 305419896, i64 noundef -2382384186880648516)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 32, i32 noundef 1024, i32 noundef -2147483648)
  br label %22

22:                                               ; preds = %35, %11
  %23 = phi i32 [ 0, %11 ], [ %44, %35 ]
  %24 = phi <4 x i32> [ zeroinitializer, %11 ], [ %42, %35 ]
  %25 = phi <4 x i32> [ zeroinitializer, %11 ], [ %43, %35 ]
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %11 ], [ %45, %35 ]
  %27 = add <4 x i32> %26, <i32 4, i32 4, i32 4, i32 4>
  %28 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %29 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %30 = xor <4 x i32> %28, %26
  %31 = xor <4 x i32> %29, %27
  %32 = add <4 x i32> %30, %24
  %33 = add <4 x i32> %31, %25
  %34 = icmp eq i32 %23, 992
  br i1 %34, label %46, label %35, !llvm.loop !9

35:                                               ; preds = %22
  %36 = add <4 x i32> %26, <i32 8, i32 8, i32 8, i32 8>
  %37 = add <4 x i32> %26, <i32 12, i32 12, i32 12, i32 12>
  %38 = lshr <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %39 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %40 = xor <4 x i32> %38, %36
  %41 = xor <4 x i32> %39, %37
  %42 = add <4 x i32> %40, %32
  %43 = add <4 x i32> %41, %33
  %44 = add nuw nsw i32 %23, 16
  %45 = add <4 x i32> %26, <i32 16, i32 16, i32 16, i32 16>
  br label %22

46:                                               ; preds = %22
  %47 = add <4 x i32> %33, %32
  %48 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %47)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %48)
  br label %108

50:                                               ; preds = %0, %62
  %51 = phi i64 [ 0, %0 ], [ %67, %62 ]
  %52 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !5
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %62, label %55

55:                                               ; preds = %50, %55
  %56 = phi i32 [ %60, %55 ], [ 0, %50 ]
  %57 = phi i64 [ %59, %55 ], [ %53, %50 ]
  %58 = add i64 %57, -1
  %59 = and i64 %58, %57
  %60 = add nuw nsw i32 %56, 1
  %61 = icmp eq i64 %59, 0
  br i1 %61, label %62, label %55, !llvm.loop !13

62:                                               ; preds = %55, %50
  %63 = phi i32 [ 0, %50 ], [ %60, %55 ]
  %64 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %53)
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %63, i32 noundef %65)
  %67 = add nuw nsw i64 %51, 1
  %68 = icmp eq i64 %67, 6
  br i1 %68, label %11, label %50, !llvm.loop !14

69:                                               ; preds = %108
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %132)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i64 noundef 2, i64 noundef 2)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 64, i32 noundef -64, i32 noundef 16384, i32 noundef -16384, i32 noundef 1073741824, i32 noundef -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 31, ptr %3, align 4, !tbaa !15
  %73 = load volatile i32, ptr %3, align 4, !tbaa !15
  %74 = shl nuw i32 1, %73
  %75 = load volatile i32, ptr %3, align 4, !tbaa !15
  %76 = lshr i32 -2147483647, %75
  %77 = load volatile i32, ptr %3, align 4, !tbaa !15
  %78 = ashr i32 -2147483647, %77
  %79 = load volatile i32, ptr %3, align 4, !tbaa !15
  %80 = add nsw i32 %79, 32
  %81 = zext nneg i32 %80 to i64
  %82 = shl nuw i64 1, %81
  %83 = load volatile i32, ptr %3, align 4, !tbaa !15
  %84 = add nsw i32 %83, 32
  %85 = zext nneg i32 %84 to i64
  %86 = ashr i64 -9223372036854775807, %85
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %74, i32 noundef %76, i32 noundef %78, i64 noundef %82, i64 noundef %86)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -1)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 5113170308792120345)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 1557710112407821717)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 4345233053356348174)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -7296712173606286423)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8772413939792738021)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8917127262193583099)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -9223372036854775807)
  %96 = tail call i32 @putchar(i32 10)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 256, i32 noundef 131070)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef -1073741824, i32 noundef -2, i32 noundef 715827882, i32 noundef -2147483647, i32 noundef -1, i32 noundef -2147483647, i32 noundef -1)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 2147483647, i32 noundef 1)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef 1, i32 noundef -2147483648)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 3

108:                                              ; preds = %108, %46
  %109 = phi i64 [ 0, %46 ], [ %132, %108 ]
  %110 = phi i32 [ 0, %46 ], [ %133, %108 ]
  %111 = phi i64 [ %4, %46 ], [ %127, %108 ]
  %112 = shl i64 %111, 13
  %113 = xor i64 %112, %111
  %114 = lshr i64 %113, 7
  %115 = xor i64 %114, %113
  %116 = shl i64 %115, 17
  %117 = xor i64 %116, %115
  %118 = and i32 %110, 62
  %119 = zext nneg i32 %118 to i64
  %120 = lshr i64 %117, %119
  %121 = xor i64 %120, %109
  %122 = shl i64 %117, 13
  %123 = xor i64 %122, %117
  %124 = lshr i64 %123, 7
  %125 = xor i64 %124, %123
  %126 = shl i64 %125, 17
  %127 = xor i64 %126, %125
  %128 = and i32 %110, 62
  %129 = or disjoint i32 %128, 1
  %130 = zext nneg i32 %129 to i64
  %131 = lshr i64 %127, %130
  %132 = xor i64 %131, %121
  %133 = add nuw nsw i32 %110, 2
  %134 = icmp eq i32 %133, 1000
  br i1 %134, label %69, label %108, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10}
