; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: nofree nounwind
define i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  store volatile i64 81985529216486895, i64* %1, align 8, !tbaa !9
  %4 = load volatile i64, i64* %1, align 8, !tbaa !9
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 0, i32 noundef 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 1, i32 noundef 1)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 8, i32 noundef 8)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 1, i32 noundef 1)
  br label %10

10:                                               ; preds = %10, %0
  %11 = phi i32 [ %15, %10 ], [ 0, %0 ]
  %12 = phi i64 [ %14, %10 ], [ -1, %0 ]
  %13 = add i64 %12, -1
  %14 = and i64 %13, %12
  %15 = add nuw nsw i32 %11, 1
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %17, label %10, !llvm.loop !13

17:                                               ; preds = %10
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef %15, i32 noundef 64)
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i32 [ %24, %19 ], [ 0, %17 ]
  %21 = phi i64 [ %23, %19 ], [ 81985529216486895, %17 ]
  %22 = add i64 %21, -1
  %23 = and i64 %22, %21
  %24 = add nuw nsw i32 %20, 1
  %25 = icmp eq i64 %23, 0
  br i1 %25, label %26, label %19, !llvm.loop !13

26:                                               ; preds = %19
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef 32)
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0))
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 63, i32 noundef 0, i32 noundef 0)
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 56, i32 noundef 0, i32 noundef 7)
  br label %31

31:                                               ; preds = %31, %26
  %32 = phi i32 [ %35, %31 ], [ -1, %26 ]
  %33 = phi i64 [ %34, %31 ], [ -9223372036854775808, %26 ]
  %34 = lshr i64 %33, 1
  %35 = add nsw i32 %32, 1
  %36 = icmp ult i64 %33, 2
  br i1 %36, label %37, label %31, !llvm.loop !15

37:                                               ; preds = %31
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, i32 noundef 63, i32 noundef %35)
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i32 [ %43, %39 ], [ -1, %37 ]
  %41 = phi i64 [ %42, %39 ], [ -1, %37 ]
  %42 = lshr i64 %41, 1
  %43 = add nsw i32 %40, 1
  %44 = icmp ult i64 %41, 2
  br i1 %44, label %45, label %39, !llvm.loop !15

45:                                               ; preds = %39
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, i32 noundef 0, i32 noundef %43)
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i32 [ %51, %47 ], [ -1, %45 ]
  %49 = phi i64 [ %50, %47 ], [ 81985529216486895, %45 ]
  %50 = lshr i64 %49, 1
  %51 = add nsw i32 %48, 1
  %52 = icmp ult i64 %49, 2
  br i1 %52, label %53, label %47, !llvm.loop !15

53:                                               ; preds = %47
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 7, i32 noundef 0, i32 noundef %51)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i32 0, i32 0), i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0), i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i32 0, i32 0), i32 noundef 510274632, i32 noundef 3, i32 noundef 305419896, i64 noundef -2382384186880648516)
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 32, i32 noundef 1024, i32 noundef -2147483648)
  br label %61

59:                                               ; preds = %79
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), i32 noundef %80)
  br label %123

61:                                               ; preds = %53, %79
  %62 = phi i32 [ 0, %53 ], [ %80, %79 ]
  %63 = phi i32 [ 0, %53 ], [ %81, %79 ]
  %64 = lshr i32 %63, 1
  %65 = xor i32 %64, %63
  %66 = lshr i32 %65, 1
  %67 = xor i32 %66, %65
  %68 = lshr i32 %67, 2
  %69 = xor i32 %68, %67
  %70 = lshr i32 %69, 4
  %71 = xor i32 %70, %69
  %72 = lshr i32 %71, 8
  %73 = xor i32 %72, %71
  %74 = lshr i32 %73, 16
  %75 = xor i32 %74, %73
  %76 = icmp eq i32 %75, %63
  br i1 %76, label %79, label %77

77:                                               ; preds = %61
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0), i32 noundef %63)
  br label %79

79:                                               ; preds = %77, %61
  %80 = add i32 %65, %62
  %81 = add nuw nsw i32 %63, 1
  %82 = icmp eq i32 %81, 1000
  br i1 %82, label %59, label %61, !llvm.loop !16

83:                                               ; preds = %123
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0), i64 noundef %136)
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.11, i32 0, i32 0), i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i64 noundef 2, i64 noundef 2)
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i32 0, i32 0), i32 noundef 64, i32 noundef -64, i32 noundef 16384, i32 noundef -16384, i32 noundef 1073741824, i32 noundef -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  %87 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %87)
  store volatile i32 31, i32* %2, align 4, !tbaa !17
  %88 = load volatile i32, i32* %2, align 4, !tbaa !17
  %89 = shl nuw i32 1, %88
  %90 = load volatile i32, i32* %2, align 4, !tbaa !17
  %91 = lshr i32 -2147483647, %90
  %92 = load volatile i32, i32* %2, align 4, !tbaa !17
  %93 = ashr i32 -2147483647, %92
  %94 = load volatile i32, i32* %2, align 4, !tbaa !17
  %95 = add nsw i32 %94, 32
  %96 = zext i32 %95 to i64
  %97 = shl nuw i64 1, %96
  %98 = load volatile i32, i32* %2, align 4, !tbaa !17
  %99 = add nsw i32 %98, 32
  %100 = zext i32 %99 to i64
  %101 = ashr i64 -9223372036854775807, %100
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.13, i32 0, i32 0), i32 noundef %89, i32 noundef %91, i32 noundef %93, i64 noundef %97, i64 noundef %101)
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef -1)
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 5113170308792120345)
  %105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 1557710112407821717)
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 4345233053356348174)
  %107 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef -7296712173606286423)
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 8772413939792738021)
  %109 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef 8917127262193583099)
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef -9223372036854775807)
  %111 = tail call i32 @putchar(i32 10)
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.16, i32 0, i32 0), i32 noundef -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i32 0, i32 0), i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.18, i32 0, i32 0), i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i32 0, i32 0), i32 noundef 256, i32 noundef 131070)
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.20, i32 0, i32 0), i32 noundef -1073741824, i32 noundef -2, i32 noundef 715827882, i32 noundef -2147483647, i32 noundef -1, i32 noundef -2147483647, i32 noundef -1)
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.21, i32 0, i32 0), i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i32 0, i32 0), i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %119 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i32 0, i32 0), i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i32 0, i32 0), i32 noundef 2147483647, i32 noundef 1)
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.25, i32 0, i32 0), i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef -2147483648)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %87)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  ret i32 3

123:                                              ; preds = %59, %123
  %124 = phi i64 [ 0, %59 ], [ %136, %123 ]
  %125 = phi i32 [ 0, %59 ], [ %137, %123 ]
  %126 = phi i64 [ %4, %59 ], [ %132, %123 ]
  %127 = shl i64 %126, 13
  %128 = xor i64 %127, %126
  %129 = lshr i64 %128, 7
  %130 = xor i64 %129, %128
  %131 = shl i64 %130, 17
  %132 = xor i64 %131, %130
  %133 = and i32 %125, 63
  %134 = zext i32 %133 to i64
  %135 = lshr i64 %132, %134
  %136 = xor i64 %135, %124
  %137 = add nuw nsw i32 %125, 1
  %138 = icmp eq i32 %137, 1000
  br i1 %138, label %83, label %123, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !11, i64 0}
!19 = distinct !{!19, !14}
