; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  store volatile i64 81985529216486895, i64* %1, align 8, !tbaa !5
  %4 = load volatile i64, i64* %1, align 8, !tbaa !5
  %5 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0))
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext 0)
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 1)
  %8 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 8, i32 noundef signext 8)
  %9 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 1)
  br label %10

10:                                               ; preds = %10, %0
  %11 = phi i32 [ %15, %10 ], [ 0, %0 ]
  %12 = phi i64 [ %14, %10 ], [ -1, %0 ]
  %13 = add i64 %12, -1
  %14 = and i64 %13, %12
  %15 = add nuw nsw i32 %11, 1
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %17, label %10, !llvm.loop !9

17:                                               ; preds = %10
  %18 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %15, i32 noundef signext 64)
  %19 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 32, i32 noundef signext 32)
  %20 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0))
  %21 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 63, i32 noundef signext 0, i32 noundef signext 0)
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 56, i32 noundef signext 0, i32 noundef signext 7)
  %23 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext 63, i32 noundef signext 63)
  %24 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 63)
  %25 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 7, i32 noundef signext 0, i32 noundef signext 56)
  %26 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext 8, i32 noundef signext 20, i32 noundef signext 21, i32 noundef signext 0)
  %27 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext 13330, i32 noundef zeroext -272716322, i64 noundef 578437695752307201)
  %28 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext 510274632, i32 noundef zeroext 3, i32 noundef zeroext 305419896, i64 noundef -2382384186880648516)
  %29 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext 1, i32 noundef zeroext 32, i32 noundef zeroext 1024, i32 noundef zeroext -2147483648)
  br label %32

30:                                               ; preds = %50
  %31 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %51)
  br label %94

32:                                               ; preds = %17, %50
  %33 = phi i32 [ 0, %17 ], [ %51, %50 ]
  %34 = phi i32 [ 0, %17 ], [ %52, %50 ]
  %35 = lshr i32 %34, 1
  %36 = xor i32 %35, %34
  %37 = lshr i32 %36, 1
  %38 = xor i32 %37, %36
  %39 = lshr i32 %38, 2
  %40 = xor i32 %39, %38
  %41 = lshr i32 %40, 4
  %42 = xor i32 %41, %40
  %43 = lshr i32 %42, 8
  %44 = xor i32 %43, %42
  %45 = lshr i32 %44, 16
  %46 = xor i32 %45, %44
  %47 = icmp eq i32 %46, %34
  br i1 %47, label %50, label %48

48:                                               ; preds = %32
  %49 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %34)
  br label %50

50:                                               ; preds = %48, %32
  %51 = add i32 %36, %33
  %52 = add nuw nsw i32 %34, 1
  %53 = icmp eq i32 %52, 1000
  br i1 %53, label %30, label %32, !llvm.loop !11

54:                                               ; preds = %94
  %55 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i64 noundef %107)
  %56 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext 2, i32 noundef zeroext 2, i32 noundef signext 2, i32 noundef signext 2, i32 noundef zeroext 2, i32 noundef zeroext 2, i64 noundef 2, i64 noundef 2)
  %57 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext 64, i32 noundef signext -64, i32 noundef signext 16384, i32 noundef signext -16384, i32 noundef zeroext 1073741824, i32 noundef signext -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  %58 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %58)
  store volatile i32 31, i32* %2, align 4, !tbaa !12
  %59 = load volatile i32, i32* %2, align 4, !tbaa !12
  %60 = shl nuw i32 1, %59
  %61 = load volatile i32, i32* %2, align 4, !tbaa !12
  %62 = lshr i32 -2147483647, %61
  %63 = load volatile i32, i32* %2, align 4, !tbaa !12
  %64 = ashr i32 -2147483647, %63
  %65 = load volatile i32, i32* %2, align 4, !tbaa !12
  %66 = add nsw i32 %65, 32
  %67 = zext i32 %66 to i64
  %68 = shl nuw i64 1, %67
  %69 = load volatile i32, i32* %2, align 4, !tbaa !12
  %70 = add nsw i32 %69, 32
  %71 = zext i32 %70 to i64
  %72 = ashr i64 -9223372036854775807, %71
  %73 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %60, i32 noundef zeroext %62, i32 noundef signext %64, i64 noundef %68, i64 noundef %72)
  %74 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef -1)
  %75 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef 5113170308792120345)
  %76 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef 1557710112407821717)
  %77 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef 4345233053356348174)
  %78 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef -7296712173606286423)
  %79 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef 8772413939792738021)
  %80 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef 8917127262193583099)
  %81 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef -9223372036854775807)
  %82 = tail call i32 @putchar(i32 10)
  %83 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef signext -56, i32 noundef signext 200, i32 noundef zeroext 65535, i32 noundef signext -25536)
  %84 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 52, i32 noundef signext 22136, i32 noundef zeroext 591751049, i32 noundef signext -1)
  %85 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 1)
  %86 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext 256, i32 noundef signext 131070)
  %87 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.20, i64 0, i64 0), i32 noundef signext -1073741824, i32 noundef signext -2, i32 noundef signext 715827882, i32 noundef signext -2147483647, i32 noundef signext -1, i32 noundef signext -2147483647, i32 noundef signext -1)
  %88 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext -1, i32 noundef signext 1, i32 noundef signext -1)
  %89 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i64 0, i64 0), i32 noundef signext 3, i32 noundef signext -3, i32 noundef signext -3, i32 noundef signext 3)
  %90 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i64 0, i64 0), i32 noundef zeroext -1, i32 noundef zeroext 205032704, i64 noundef -5)
  %91 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i64 0, i64 0), i32 noundef signext 2147483647, i32 noundef signext 1)
  %92 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.25, i64 0, i64 0), i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %93 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext -2147483648)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %58)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  ret i32 3

94:                                               ; preds = %30, %94
  %95 = phi i64 [ 0, %30 ], [ %107, %94 ]
  %96 = phi i32 [ 0, %30 ], [ %108, %94 ]
  %97 = phi i64 [ %4, %30 ], [ %103, %94 ]
  %98 = shl i64 %97, 13
  %99 = xor i64 %98, %97
  %100 = lshr i64 %99, 7
  %101 = xor i64 %100, %99
  %102 = shl i64 %101, 17
  %103 = xor i64 %102, %101
  %104 = and i32 %96, 63
  %105 = zext i32 %104 to i64
  %106 = lshr i64 %103, %105
  %107 = xor i64 %106, %95
  %108 = add nuw nsw i32 %96, 1
  %109 = icmp eq i32 %108, 1000
  br i1 %109, label %54, label %94, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
