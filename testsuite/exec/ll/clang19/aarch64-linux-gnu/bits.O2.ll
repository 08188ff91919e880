; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !6
  %3 = load volatile i64, ptr %1, align 8, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef 8)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 64, i32 noundef 64)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, i32 noundef 32)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 63, i32 noundef 0, i32 noundef 0)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 56, i32 noundef 0, i32 noundef 7)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 63, i32 noundef 63)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 0, i32 noundef 63)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7, i32 noundef 0, i32 noundef 56)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 510274632, i32 noundef 3, i32 noundef 305419896, i64 noundef -2382384186880648516)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 32, i32 noundef 1024, i32 noundef -2147483648)
  br label %21

21:                                               ; preds = %21, %0
  %22 = phi i32 [ 0, %0 ], [ %33, %21 ]
  %23 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %21 ]
  %24 = phi <4 x i32> [ zeroinitializer, %0 ], [ %32, %21 ]
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %34, %21 ]
  %26 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %27 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %28 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %29 = xor <4 x i32> %27, %25
  %30 = xor <4 x i32> %28, %26
  %31 = add <4 x i32> %29, %23
  %32 = add <4 x i32> %30, %24
  %33 = add nuw i32 %22, 8
  %34 = add <4 x i32> %25, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i32 %33, 1000
  br i1 %35, label %36, label %21, !llvm.loop !10

36:                                               ; preds = %21
  %37 = add <4 x i32> %32, %31
  %38 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %37)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %38)
  br label %79

40:                                               ; preds = %79
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %92)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i64 noundef 2, i64 noundef 2)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 64, i32 noundef -64, i32 noundef 16384, i32 noundef -16384, i32 noundef 1073741824, i32 noundef -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 31, ptr %2, align 4, !tbaa !14
  %44 = load volatile i32, ptr %2, align 4, !tbaa !14
  %45 = shl nuw i32 1, %44
  %46 = load volatile i32, ptr %2, align 4, !tbaa !14
  %47 = lshr i32 -2147483647, %46
  %48 = load volatile i32, ptr %2, align 4, !tbaa !14
  %49 = ashr i32 -2147483647, %48
  %50 = load volatile i32, ptr %2, align 4, !tbaa !14
  %51 = add nsw i32 %50, 32
  %52 = zext nneg i32 %51 to i64
  %53 = shl nuw i64 1, %52
  %54 = load volatile i32, ptr %2, align 4, !tbaa !14
  %55 = add nsw i32 %54, 32
  %56 = zext nneg i32 %55 to i64
  %57 = ashr i64 -9223372036854775807, %56
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %45, i32 noundef %47, i32 noundef %49, i64 noundef %53, i64 noundef %57)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -1)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 5113170308792120345)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 1557710112407821717)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 4345233053356348174)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -7296712173606286423)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8772413939792738021)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8917127262193583099)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -9223372036854775807)
  %67 = tail call i32 @putchar(i32 10)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 256, i32 noundef 131070)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef -1073741824, i32 noundef -2, i32 noundef 715827882, i32 noundef -2147483647, i32 noundef -1, i32 noundef -2147483647, i32 noundef -1)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 2147483647, i32 noundef 1)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef 1, i32 noundef -2147483648)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 3

79:                                               ; preds = %36, %79
  %80 = phi i64 [ 0, %36 ], [ %92, %79 ]
  %81 = phi i32 [ 0, %36 ], [ %93, %79 ]
  %82 = phi i64 [ %3, %36 ], [ %88, %79 ]
  %83 = shl i64 %82, 13
  %84 = xor i64 %83, %82
  %85 = lshr i64 %84, 7
  %86 = xor i64 %85, %84
  %87 = shl i64 %86, 17
  %88 = xor i64 %87, %86
  %89 = and i32 %81, 63
  %90 = zext nneg i32 %89 to i64
  %91 = lshr i64 %88, %90
  %92 = xor i64 %91, %80
  %93 = add nuw nsw i32 %81, 1
  %94 = icmp eq i32 %93, 1000
  br i1 %94, label %40, label %79, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !11}
