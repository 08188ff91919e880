; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !5
  %3 = load volatile i64, ptr %1, align 8, !tbaa !5
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, i32 noundef signext 0)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, i32 noundef signext 1)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 8, i32 noundef signext 8)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, i32 noundef signext 1)
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i32 [ %14, %9 ], [ 0, %0 ]
  %11 = phi i64 [ %13, %9 ], [ -1, %0 ]
  %12 = add i64 %11, -1
  %13 = and i64 %12, %11
  %14 = add nuw nsw i32 %10, 1
  %15 = icmp eq i64 %13, 0
  br i1 %15, label %16, label %9, !llvm.loop !9

16:                                               ; preds = %9
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %14, i32 noundef signext 64)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 32, i32 noundef signext 32)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 63, i32 noundef signext 0, i32 noundef signext 0)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 56, i32 noundef signext 0, i32 noundef signext 7)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0, i32 noundef signext 63, i32 noundef signext 63)
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 63)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 7, i32 noundef signext 0, i32 noundef signext 56)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 8, i32 noundef signext 20, i32 noundef signext 21, i32 noundef signext 0)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 13330, i32 noundef zeroext -272716322, i64 noundef 578437695752307201)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef zeroext 510274632, i32 noundef zeroext 3, i32 noundef zeroext 305419896, i64 noundef -2382384186880648516)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef zeroext 1, i32 noundef zeroext 32, i32 noundef zeroext 1024, i32 noundef zeroext -2147483648)
  br label %29

29:                                               ; preds = %29, %16
  %30 = phi i32 [ 0, %16 ], [ %41, %29 ]
  %31 = phi <4 x i32> [ zeroinitializer, %16 ], [ %39, %29 ]
  %32 = phi <4 x i32> [ zeroinitializer, %16 ], [ %40, %29 ]
  %33 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %42, %29 ]
  %34 = add <4 x i32> %33, <i32 4, i32 4, i32 4, i32 4>
  %35 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %36 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %37 = xor <4 x i32> %35, %33
  %38 = xor <4 x i32> %36, %34
  %39 = add <4 x i32> %37, %31
  %40 = add <4 x i32> %38, %32
  %41 = add nuw i32 %30, 8
  %42 = add <4 x i32> %33, <i32 8, i32 8, i32 8, i32 8>
  %43 = icmp eq i32 %41, 1000
  br i1 %43, label %44, label %29, !llvm.loop !11

44:                                               ; preds = %29
  %45 = add <4 x i32> %40, %39
  %46 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %45)
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef zeroext %46)
  br label %87

48:                                               ; preds = %87
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %100)
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 2, i32 noundef zeroext 2, i32 noundef signext 2, i32 noundef signext 2, i32 noundef zeroext 2, i32 noundef zeroext 2, i64 noundef 2, i64 noundef 2)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 64, i32 noundef signext -64, i32 noundef signext 16384, i32 noundef signext -16384, i32 noundef zeroext 1073741824, i32 noundef signext -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 31, ptr %2, align 4, !tbaa !14
  %52 = load volatile i32, ptr %2, align 4, !tbaa !14
  %53 = shl nuw i32 1, %52
  %54 = load volatile i32, ptr %2, align 4, !tbaa !14
  %55 = lshr i32 -2147483647, %54
  %56 = load volatile i32, ptr %2, align 4, !tbaa !14
  %57 = ashr i32 -2147483647, %56
  %58 = load volatile i32, ptr %2, align 4, !tbaa !14
  %59 = add nsw i32 %58, 32
  %60 = zext nneg i32 %59 to i64
  %61 = shl nuw i64 1, %60
  %62 = load volatile i32, ptr %2, align 4, !tbaa !14
  %63 = add nsw i32 %62, 32
  %64 = zext nneg i32 %63 to i64
  %65 = ashr i64 -9223372036854775807, %64
  %66 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef zeroext %53, i32 noundef zeroext %55, i32 noundef signext %57, i64 noundef %61, i64 noundef %65)
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -1)
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 5113170308792120345)
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 1557710112407821717)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 4345233053356348174)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -7296712173606286423)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8772413939792738021)
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8917127262193583099)
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -9223372036854775807)
  %75 = tail call i32 @putchar(i32 10)
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef zeroext -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef signext -56, i32 noundef signext 200, i32 noundef zeroext 65535, i32 noundef signext -25536)
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 52, i32 noundef signext 22136, i32 noundef zeroext 591751049, i32 noundef signext -1)
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 1)
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef signext 256, i32 noundef signext 131070)
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext -1073741824, i32 noundef signext -2, i32 noundef signext 715827882, i32 noundef signext -2147483647, i32 noundef signext -1, i32 noundef signext -2147483647, i32 noundef signext -1)
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 1, i32 noundef signext -1, i32 noundef signext 1, i32 noundef signext -1)
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef signext 3, i32 noundef signext -3, i32 noundef signext -3, i32 noundef signext 3)
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef zeroext -1, i32 noundef zeroext 205032704, i64 noundef -5)
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext 2147483647, i32 noundef signext 1)
  %85 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %86 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext -2147483648)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 3

87:                                               ; preds = %44, %87
  %88 = phi i64 [ 0, %44 ], [ %100, %87 ]
  %89 = phi i32 [ 0, %44 ], [ %101, %87 ]
  %90 = phi i64 [ %3, %44 ], [ %96, %87 ]
  %91 = shl i64 %90, 13
  %92 = xor i64 %91, %90
  %93 = lshr i64 %92, 7
  %94 = xor i64 %93, %92
  %95 = shl i64 %94, 17
  %96 = xor i64 %95, %94
  %97 = and i32 %89, 63
  %98 = zext nneg i32 %97 to i64
  %99 = lshr i64 %96, %98
  %100 = xor i64 %99, %88
  %101 = add nuw nsw i32 %89, 1
  %102 = icmp eq i32 %101, 1000
  br i1 %102, label %48, label %87, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10}
