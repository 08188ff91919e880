; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"popcount:\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c" %d/%d\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"\0Aclz/ctz:\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" %d,%d,%d\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"\0Aclz32 %d ctz32 %d ffs %d parity %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bswap: %04x %08x %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"rev32 %08x rotl %08x %08x rotr64 %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"next_pow2: %u %u %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"gray mismatch %u\0A\00", align 1
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [6 x i64], align 8
  %3 = alloca i32, align 4
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  store volatile i64 81985529216486895, i64* %1, align 8, !tbaa !6
  %5 = load volatile i64, i64* %1, align 8, !tbaa !6
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  %7 = bitcast [6 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %7) #5
  %8 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 0
  store i64 0, i64* %8, align 8
  %9 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 1
  store i64 1, i64* %9, align 8
  %10 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 2
  store i64 255, i64* %10, align 8
  %11 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 3
  store i64 -9223372036854775808, i64* %11, align 8
  %12 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 4
  store i64 -1, i64* %12, align 8
  %13 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 5
  store i64 81985529216486895, i64* %13, align 8
  br label %14

14:                                               ; preds = %0, %26
  %15 = phi i32 [ 0, %0 ], [ %31, %26 ]
  %16 = getelementptr inbounds [6 x i64], [6 x i64]* %2, i32 0, i32 %15
  %17 = load i64, i64* %16, align 8, !tbaa !6
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %26, label %19

19:                                               ; preds = %14, %19
  %20 = phi i32 [ %24, %19 ], [ 0, %14 ]
  %21 = phi i64 [ %23, %19 ], [ %17, %14 ]
  %22 = add i64 %21, -1
  %23 = and i64 %22, %21
  %24 = add nuw nsw i32 %20, 1
  %25 = icmp eq i64 %23, 0
  br i1 %25, label %26, label %19, !llvm.loop !10

26:                                               ; preds = %19, %14
  %27 = phi i32 [ 0, %14 ], [ %24, %19 ]
  %28 = tail call i64 @llvm.ctpop.i64(i64 %17), !range !12
  %29 = trunc i64 %28 to i32
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef %27, i32 noundef %29)
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %31, 6
  br i1 %32, label %33, label %14, !llvm.loop !13

33:                                               ; preds = %26
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0))
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 63, i32 noundef 0, i32 noundef 0)
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 56, i32 noundef 0, i32 noundef 7)
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, i32 noundef 63, i32 noundef 63)
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, i32 noundef 0, i32 noundef 63)
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 7, i32 noundef 0, i32 noundef 56)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i32 0, i32 0), i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0), i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i32 0, i32 0), i32 noundef 510274632, i32 noundef 3, i32 noundef 305419896, i64 noundef -2382384186880648516)
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 32, i32 noundef 1024, i32 noundef -2147483648)
  br label %46

44:                                               ; preds = %64
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), i32 noundef %65)
  br label %108

46:                                               ; preds = %33, %64
  %47 = phi i32 [ 0, %33 ], [ %65, %64 ]
  %48 = phi i32 [ 0, %33 ], [ %66, %64 ]
  %49 = lshr i32 %48, 1
  %50 = xor i32 %49, %48
  %51 = lshr i32 %50, 1
  %52 = xor i32 %51, %50
  %53 = lshr i32 %52, 2
  %54 = xor i32 %53, %52
  %55 = lshr i32 %54, 4
  %56 = xor i32 %55, %54
  %57 = lshr i32 %56, 8
  %58 = xor i32 %57, %56
  %59 = lshr i32 %58, 16
  %60 = xor i32 %59, %58
  %61 = icmp eq i32 %60, %48
  br i1 %61, label %64, label %62

62:                                               ; preds = %46
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0), i32 noundef %48)
  br label %64

64:                                               ; preds = %62, %46
  %65 = add i32 %50, %47
  %66 = add nuw nsw i32 %48, 1
  %67 = icmp eq i32 %66, 1000
  br i1 %67, label %44, label %46, !llvm.loop !14

68:                                               ; preds = %108
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0), i64 noundef %132)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.11, i32 0, i32 0), i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i64 noundef 2, i64 noundef 2)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i32 0, i32 0), i32 noundef 64, i32 noundef -64, i32 noundef 16384, i32 noundef -16384, i32 noundef 1073741824, i32 noundef -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  %72 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %72)
  store volatile i32 31, i32* %3, align 4, !tbaa !15
  %73 = load volatile i32, i32* %3, align 4, !tbaa !15
  %74 = shl nuw i32 1, %73
  %75 = load volatile i32, i32* %3, align 4, !tbaa !15
  %76 = lshr i32 -2147483647, %75
  %77 = load volatile i32, i32* %3, align 4, !tbaa !15
  %78 = ashr i32 -2147483647, %77
  %79 = load volatile i32, i32* %3, align 4, !tbaa !15
  %80 = add nsw i32 %79, 32
  %81 = zext i32 %80 to i64
  %82 = shl nuw i64 1, %81
  %83 = load volatile i32, i32* %3, align 4, !tbaa !15
  %84 = add nsw i32 %83, 32
  %85 = zext i32 %84 to i64
  %86 = ashr i64 -9223372036854775807, %85
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.13, i32 0, i32 0), i32 noundef %74, i32 noundef %76, i32 noundef %78, i64 noundef %82, i64 noundef %86)
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef -1)
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 5113170308792120345)
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 1557710112407821717)
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 4345233053356348174)
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef -7296712173606286423)
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 8772413939792738021)
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 8917127262193583099)
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef -9223372036854775807)
  %96 = tail call i32 @putchar(i32 10)
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.16, i32 0, i32 0), i32 noundef -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i32 0, i32 0), i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.18, i32 0, i32 0), i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i32 0, i32 0), i32 noundef 256, i32 noundef 131070)
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.20, i32 0, i32 0), i32 noundef -1073741824, i32 noundef -2, i32 noundef 715827882, i32 noundef -2147483647, i32 noundef -1, i32 noundef -2147483647, i32 noundef -1)
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.21, i32 0, i32 0), i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i32 0, i32 0), i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i32 0, i32 0), i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i32 0, i32 0), i32 noundef 2147483647, i32 noundef 1)
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.25, i32 0, i32 0), i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %107 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef -2147483648)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %72)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  ret i32 3

108:                                              ; preds = %108, %44
  %109 = phi i64 [ 0, %44 ], [ %132, %108 ]
  %110 = phi i32 [ 0, %44 ], [ %133, %108 ]
  %111 = phi i64 [ %5, %44 ], [ %127, %108 ]
  %112 = shl i64 %111, 13
  %113 = xor i64 %112, %111
  %114 = lshr i64 %113, 7
  %115 = xor i64 %114, %113
  %116 = shl i64 %115, 17
  %117 = xor i64 %116, %115
  %118 = and i32 %110, 62
  %119 = zext i32 %118 to i64
  %120 = lshr i64 %117, %119
  %121 = xor i64 %120, %109
  %122 = shl i64 %117, 13
  %123 = xor i64 %122, %117
  %124 = lshr i64 %123, 7
  %125 = xor i64 %124, %123
  %126 = shl i64 %125, 17
  %127 = xor i64 %126, %125
  %128 = and i32 %110, 62
  %129 = or i32 %128, 1
  %130 = zext i32 %129 to i64
  %131 = lshr i64 %127, %130
  %132 = xor i64 %131, %121
  %133 = add nuw nsw i32 %110, 2
  %134 = icmp eq i32 %133, 1000
  br i1 %134, label %68, label %108, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 0, i64 65}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = distinct !{!17, !11}
