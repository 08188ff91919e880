; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !2
  %3 = load volatile i64, ptr %1, align 8, !tbaa !2
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
  br label %23

21:                                               ; preds = %23
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %44)
  br label %86

23:                                               ; preds = %23, %0
  %24 = phi i32 [ 0, %0 ], [ %44, %23 ]
  %25 = phi i32 [ 0, %0 ], [ %45, %23 ]
  %26 = lshr i32 %25, 1
  %27 = xor i32 %26, %25
  %28 = add i32 %27, %24
  %29 = add nuw nsw i32 %25, 1
  %30 = lshr i32 %29, 1
  %31 = xor i32 %30, %29
  %32 = add i32 %31, %28
  %33 = add nuw nsw i32 %25, 2
  %34 = lshr i32 %33, 1
  %35 = xor i32 %34, %33
  %36 = add i32 %35, %32
  %37 = add nuw nsw i32 %25, 3
  %38 = lshr i32 %37, 1
  %39 = xor i32 %38, %37
  %40 = add i32 %39, %36
  %41 = add nuw nsw i32 %25, 4
  %42 = lshr i32 %41, 1
  %43 = xor i32 %42, %41
  %44 = add i32 %43, %40
  %45 = add nuw nsw i32 %25, 5
  %46 = icmp eq i32 %45, 1000
  br i1 %46, label %21, label %23, !llvm.loop !6

47:                                               ; preds = %86
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %110)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i32 noundef 2, i64 noundef 2, i64 noundef 2)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 64, i32 noundef -64, i32 noundef 16384, i32 noundef -16384, i32 noundef 1073741824, i32 noundef -1073741824, i64 noundef 4611686018427387904, i64 noundef -4611686018427387904)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 31, ptr %2, align 4, !tbaa !8
  %51 = load volatile i32, ptr %2, align 4, !tbaa !8
  %52 = shl nuw i32 1, %51
  %53 = load volatile i32, ptr %2, align 4, !tbaa !8
  %54 = lshr i32 -2147483647, %53
  %55 = load volatile i32, ptr %2, align 4, !tbaa !8
  %56 = ashr i32 -2147483647, %55
  %57 = load volatile i32, ptr %2, align 4, !tbaa !8
  %58 = add nsw i32 %57, 32
  %59 = zext nneg i32 %58 to i64
  %60 = shl nuw i64 1, %59
  %61 = load volatile i32, ptr %2, align 4, !tbaa !8
  %62 = add nsw i32 %61, 32
  %63 = zext nneg i32 %62 to i64
  %64 = ashr i64 -9223372036854775807, %63
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %52, i32 noundef %54, i32 noundef %56, i64 noundef %60, i64 noundef %64)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -1)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 5113170308792120345)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 1557710112407821717)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 4345233053356348174)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -7296712173606286423)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8772413939792738021)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 8917127262193583099)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef -9223372036854775807)
  %74 = tail call i32 @putchar(i32 10)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef -1, i64 noundef -1, i64 noundef 4294967295, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 256, i32 noundef 131070)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef -1073741824, i32 noundef -2, i32 noundef 715827882, i32 noundef -2147483647, i32 noundef -1, i32 noundef -2147483647, i32 noundef -1)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 2147483647, i32 noundef 1)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 4611686014132420609, i64 noundef -8589934591)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef 1, i32 noundef -2147483648)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 3

86:                                               ; preds = %86, %21
  %87 = phi i64 [ 0, %21 ], [ %110, %86 ]
  %88 = phi i32 [ 0, %21 ], [ %111, %86 ]
  %89 = phi i64 [ %3, %21 ], [ %105, %86 ]
  %90 = shl i64 %89, 13
  %91 = xor i64 %90, %89
  %92 = lshr i64 %91, 7
  %93 = xor i64 %92, %91
  %94 = shl i64 %93, 17
  %95 = xor i64 %94, %93
  %96 = and i32 %88, 62
  %97 = zext nneg i32 %96 to i64
  %98 = lshr i64 %95, %97
  %99 = xor i64 %98, %87
  %100 = shl i64 %95, 13
  %101 = xor i64 %100, %95
  %102 = lshr i64 %101, 7
  %103 = xor i64 %102, %101
  %104 = shl i64 %103, 17
  %105 = xor i64 %104, %103
  %106 = and i32 %88, 62
  %107 = or disjoint i32 %106, 1
  %108 = zext nneg i32 %107 to i64
  %109 = lshr i64 %105, %108
  %110 = xor i64 %109, %99
  %111 = add nuw nsw i32 %88, 2
  %112 = icmp eq i32 %111, 1000
  br i1 %112, label %47, label %86, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"long long", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !4, i64 0}
!10 = distinct !{!10, !7}
