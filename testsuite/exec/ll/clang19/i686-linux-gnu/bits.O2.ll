; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
  %2 = alloca [6 x i64], align 8
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !6
  %4 = load volatile i64, ptr %1, align 8, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #5
  store i64 0, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i32 8
  store i64 1, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %2, i32 16
  store i64 255, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %2, i32 24
  store i64 -9223372036854775808, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %2, i32 32
  store i64 -1, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %2, i32 40
  store i64 81985529216486895, ptr %10, align 8
  br label %22

11:                                               ; preds = %34
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
  br label %43

22:                                               ; preds = %0, %34
  %23 = phi i32 [ 0, %0 ], [ %39, %34 ]
  %24 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 %23
  %25 = load i64, ptr %24, align 8, !tbaa !6
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %34, label %27

27:                                               ; preds = %22, %27
  %28 = phi i32 [ %32, %27 ], [ 0, %22 ]
  %29 = phi i64 [ %31, %27 ], [ %25, %22 ]
  %30 = add i64 %29, -1
  %31 = and i64 %30, %29
  %32 = add nuw nsw i32 %28, 1
  %33 = icmp eq i64 %31, 0
  br i1 %33, label %34, label %27, !llvm.loop !10

34:                                               ; preds = %27, %22
  %35 = phi i32 [ 0, %22 ], [ %32, %27 ]
  %36 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %25)
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35, i32 noundef %37)
  %39 = add nuw nsw i32 %23, 1
  %40 = icmp eq i32 %39, 6
  br i1 %40, label %11, label %22, !llvm.loop !12

41:                                               ; preds = %43
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %64)
  br label %106

43:                                               ; preds = %43, %11
  %44 = phi i32 [ 0, %11 ], [ %64, %43 ]
  %45 = phi i32 [ 0, %11 ], [ %65, %43 ]
  %46 = lshr i32 %45, 1
  %47 = xor i32 %46, %45
  %48 = add i32 %47, %44
  %49 = add nuw nsw i32 %45, 1
  %50 = lshr i32 %49, 1
  %51 = xor i32 %50, %49
  %52 = add i32 %51, %48
  %53 = add nuw nsw i32 %45, 2
  %54 = lshr i32 %53, 1
  %55 = xor i32 %54, %53
  %56 = add i32 %55, %52
  %57 = add nuw nsw i32 %45, 3
  %58 = lshr i32 %57, 1
  %59 = xor i32 %58, %57
  %60 = add i32 %59, %56
  %61 = add nuw nsw i32 %45, 4
  %62 = lshr i32 %61, 1
  %63 = xor i32 %62, %61
  %64 = add i32 %63, %60
  %65 = add nuw nsw i32 %45, 5
  %66 = icmp eq i32 %65, 1000
  br i1 %66, label %41, label %43, !llvm.loop !13

67:                                               ; preds = %106
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %119)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i64 noundef 2, i64 noundef 2)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 64, i32 noundef -64, i32 noundef 16384, i32 noundef -16384, i32 noundef 1073741824, i32 noundef -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 31, ptr %3, align 4, !tbaa !14
  %71 = load volatile i32, ptr %3, align 4, !tbaa !14
  %72 = shl nuw i32 1, %71
  %73 = load volatile i32, ptr %3, align 4, !tbaa !14
  %74 = lshr i32 -2147483647, %73
  %75 = load volatile i32, ptr %3, align 4, !tbaa !14
  %76 = ashr i32 -2147483647, %75
  %77 = load volatile i32, ptr %3, align 4, !tbaa !14
  %78 = add nsw i32 %77, 32
  %79 = zext nneg i32 %78 to i64
  %80 = shl nuw i64 1, %79
  %81 = load volatile i32, ptr %3, align 4, !tbaa !14
  %82 = add nsw i32 %81, 32
  %83 = zext nneg i32 %82 to i64
  %84 = ashr i64 -9223372036854775807, %83
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %72, i32 noundef %74, i32 noundef %76, i64 noundef %80, i64 noundef %84)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -1)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 5113170308792120345)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 1557710112407821717)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 4345233053356348174)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -7296712173606286423)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8772413939792738021)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8917127262193583099)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -9223372036854775807)
  %94 = tail call i32 @putchar(i32 10)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 256, i32 noundef 131070)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef -1073741824, i32 noundef -2, i32 noundef 715827882, i32 noundef -2147483647, i32 noundef -1, i32 noundef -2147483647, i32 noundef -1)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 2147483647, i32 noundef 1)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef 1, i32 noundef -2147483648)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 3

106:                                              ; preds = %41, %106
  %107 = phi i64 [ 0, %41 ], [ %119, %106 ]
  %108 = phi i32 [ 0, %41 ], [ %120, %106 ]
  %109 = phi i64 [ %4, %41 ], [ %115, %106 ]
  %110 = shl i64 %109, 13
  %111 = xor i64 %110, %109
  %112 = lshr i64 %111, 7
  %113 = xor i64 %112, %111
  %114 = shl i64 %113, 17
  %115 = xor i64 %114, %113
  %116 = and i32 %108, 63
  %117 = zext nneg i32 %116 to i64
  %118 = lshr i64 %115, %117
  %119 = xor i64 %118, %107
  %120 = add nuw nsw i32 %108, 1
  %121 = icmp eq i32 %120, 1000
  br i1 %121, label %67, label %106, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !11}
