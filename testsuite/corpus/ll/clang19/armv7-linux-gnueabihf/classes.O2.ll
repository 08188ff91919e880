; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }

$_ZN7DiamondD1Ev = comdat any

$_ZNK7Diamond3getEv = comdat any

$_ZN7DiamondD0Ev = comdat any

$_ZThn8_N7DiamondD1Ev = comdat any

$_ZThn8_N7DiamondD0Ev = comdat any

$_ZTv0_n12_NK7Diamond3getEv = comdat any

$_ZTv0_n16_N7DiamondD1Ev = comdat any

$_ZTv0_n16_N7DiamondD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTV7Diamond = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTS7Diamond = comdat any

$_ZTI7Diamond = comdat any

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"fp %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  ret ptr %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  store i64 %3, ptr %0, align 8, !tbaa !5
  %4 = shl nsw i32 %1, 1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %0, i32 8
  store i64 %5, ptr %6, align 8, !tbaa !10
  %7 = mul nsw i32 %1, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %0, i32 16
  store i64 %8, ptr %9, align 8, !tbaa !11
  %10 = sub nsw i32 0, %1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %0, i32 24
  store i64 %11, ptr %12, align 8, !tbaa !12
  %13 = getelementptr inbounds i8, ptr %0, i32 32
  %14 = srem i32 %1, 26
  %15 = trunc nsw i32 %14 to i8
  %16 = add nsw i8 %15, 97
  store i8 %16, ptr %13, align 8, !tbaa !13
  %17 = add nsw i32 %1, 1
  %18 = srem i32 %17, 26
  %19 = trunc nsw i32 %18 to i8
  %20 = add nsw i8 %19, 97
  %21 = getelementptr inbounds i8, ptr %0, i32 33
  store i8 %20, ptr %21, align 1, !tbaa !13
  %22 = add nsw i32 %1, 2
  %23 = srem i32 %22, 26
  %24 = trunc nsw i32 %23 to i8
  %25 = add nsw i8 %24, 97
  %26 = getelementptr inbounds i8, ptr %0, i32 34
  store i8 %25, ptr %26, align 2, !tbaa !13
  %27 = add nsw i32 %1, 3
  %28 = srem i32 %27, 26
  %29 = trunc nsw i32 %28 to i8
  %30 = add nsw i8 %29, 97
  %31 = getelementptr inbounds i8, ptr %0, i32 35
  store i8 %30, ptr %31, align 1, !tbaa !13
  %32 = add nsw i32 %1, 4
  %33 = srem i32 %32, 26
  %34 = trunc nsw i32 %33 to i8
  %35 = add nsw i8 %34, 97
  %36 = getelementptr inbounds i8, ptr %0, i32 36
  store i8 %35, ptr %36, align 4, !tbaa !13
  %37 = add nsw i32 %1, 5
  %38 = srem i32 %37, 26
  %39 = trunc nsw i32 %38 to i8
  %40 = add nsw i8 %39, 97
  %41 = getelementptr inbounds i8, ptr %0, i32 37
  store i8 %40, ptr %41, align 1, !tbaa !13
  %42 = add nsw i32 %1, 6
  %43 = srem i32 %42, 26
  %44 = trunc nsw i32 %43 to i8
  %45 = add nsw i8 %44, 97
  %46 = getelementptr inbounds i8, ptr %0, i32 38
  store i8 %45, ptr %46, align 2, !tbaa !13
  %47 = add nsw i32 %1, 7
  %48 = srem i32 %47, 26
  %49 = trunc nsw i32 %48 to i8
  %50 = add nsw i8 %49, 97
  %51 = getelementptr inbounds i8, ptr %0, i32 39
  store i8 %50, ptr %51, align 1, !tbaa !13
  %52 = add nsw i32 %1, 8
  %53 = srem i32 %52, 26
  %54 = trunc nsw i32 %53 to i8
  %55 = add nsw i8 %54, 97
  %56 = getelementptr inbounds i8, ptr %0, i32 40
  store i8 %55, ptr %56, align 8, !tbaa !13
  %57 = add nsw i32 %1, 9
  %58 = srem i32 %57, 26
  %59 = trunc nsw i32 %58 to i8
  %60 = add nsw i8 %59, 97
  %61 = getelementptr inbounds i8, ptr %0, i32 41
  store i8 %60, ptr %61, align 1, !tbaa !13
  %62 = add nsw i32 %1, 10
  %63 = srem i32 %62, 26
  %64 = trunc nsw i32 %63 to i8
  %65 = add nsw i8 %64, 97
  %66 = getelementptr inbounds i8, ptr %0, i32 42
  store i8 %65, ptr %66, align 2, !tbaa !13
  %67 = add nsw i32 %1, 11
  %68 = srem i32 %67, 26
  %69 = trunc nsw i32 %68 to i8
  %70 = add nsw i8 %69, 97
  %71 = getelementptr inbounds i8, ptr %0, i32 43
  store i8 %70, ptr %71, align 1, !tbaa !13
  %72 = getelementptr inbounds i8, ptr %0, i32 44
  store i8 0, ptr %72, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) local_unnamed_addr #3 {
  %2 = extractvalue [6 x i64] %0, 0
  %3 = extractvalue [6 x i64] %0, 1
  %4 = extractvalue [6 x i64] %0, 2
  %5 = extractvalue [6 x i64] %0, 3
  %6 = extractvalue [6 x i64] %0, 4
  %7 = add nsw i64 %2, %3
  %8 = add nsw i64 %7, %4
  %9 = add nsw i64 %8, %5
  %10 = and i64 %6, 255
  %11 = add nsw i64 %9, %10
  ret i64 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pair) align 4 %0, [2 x i32] %1) local_unnamed_addr #1 {
  %3 = extractvalue [2 x i32] %1, 0
  %4 = extractvalue [2 x i32] %1, 1
  %5 = bitcast i32 %4 to float
  %6 = fptosi float %5 to i32
  store i32 %6, ptr %0, align 4, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i32 4
  %8 = sitofp i32 %3 to float
  store float %8, ptr %7, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %3 = tail call ptr @malloc(i32 noundef %2) #18
  ret ptr %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @_ZdlPvj(ptr noundef %0, i32 noundef %1) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: nofree norecurse nounwind
define dso_local noundef i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Pair, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #19
  %9 = getelementptr inbounds i8, ptr %1, i32 20
  %10 = getelementptr inbounds i8, ptr %1, i32 24
  store i32 1, ptr %10, align 4, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 2, ptr %11, align 4, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %1, i32 8
  %13 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 3, ptr %13, align 4, !tbaa !23
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV7Diamond, i32 12), ptr %1, align 4, !tbaa !25
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV7Diamond, i32 60), ptr %9, align 4, !tbaa !25
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV7Diamond, i32 36), ptr %12, align 4, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 4, ptr %14, align 4, !tbaa !27
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3)
  %16 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i32 -1) #19
  %17 = icmp ne ptr %16, null
  %18 = zext i1 %17 to i32
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #19
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5)
  %25 = load i64, ptr %2, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %2, i32 8
  %27 = load i64, ptr %26, align 8, !tbaa !29
  %28 = getelementptr inbounds i8, ptr %2, i32 16
  %29 = load i64, ptr %28, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %2, i32 24
  %31 = load i64, ptr %30, align 8, !tbaa !29
  %32 = getelementptr inbounds i8, ptr %2, i32 32
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %2, i32 40
  %35 = load i64, ptr %34, align 8
  %36 = insertvalue [6 x i64] poison, i64 %25, 0
  %37 = insertvalue [6 x i64] %36, i64 %27, 1
  %38 = insertvalue [6 x i64] %37, i64 %29, 2
  %39 = insertvalue [6 x i64] %38, i64 %31, 3
  %40 = insertvalue [6 x i64] %39, i64 %33, 4
  %41 = insertvalue [6 x i64] %40, i64 %35, 5
  %42 = call noundef i64 @_Z7sum_big3Big([6 x i64] %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %42, ptr noundef nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #19
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind nonnull writable sret(%struct.Pair) align 4 %3, [2 x i32] [i32 3, i32 1092091904])
  %44 = load i32, ptr %3, align 4, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %3, i32 4
  %46 = load float, ptr %45, align 4, !tbaa !18
  %47 = fpext float %46 to double
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %44, double noundef %47)
  %49 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4
  %50 = and i8 %49, 1
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %52, label %58, !prof !30

52:                                               ; preds = %0
  %53 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %52
  call fastcc void @_ZL8registryv()
  %56 = load i1, ptr @_ZZL8registryvE1r.0, align 4
  %57 = select i1 %56, i32 3, i32 0
  store i32 %57, ptr @_ZZL7countervE1n, align 4, !tbaa !31
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19
  br label %58

58:                                               ; preds = %55, %52, %0
  %59 = load i32, ptr @_ZZL7countervE1n, align 4, !tbaa !31
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr @_ZZL7countervE1n, align 4, !tbaa !31
  %61 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4
  %62 = and i8 %61, 1
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %64, label %70, !prof !30

64:                                               ; preds = %58
  %65 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  call fastcc void @_ZL8registryv()
  %68 = load i1, ptr @_ZZL8registryvE1r.0, align 4
  %69 = select i1 %68, i32 3, i32 0
  store i32 %69, ptr @_ZZL7countervE1n, align 4, !tbaa !31
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19
  br label %70

70:                                               ; preds = %67, %64, %58
  %71 = load i32, ptr @_ZZL7countervE1n, align 4, !tbaa !31
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr @_ZZL7countervE1n, align 4, !tbaa !31
  %73 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4
  %74 = and i8 %73, 1
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %76, label %81, !prof !30

76:                                               ; preds = %70
  %77 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4
  %80 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19
  br label %81

81:                                               ; preds = %79, %76, %70
  %82 = load i1, ptr @_ZZL8registryvE1r.0, align 4
  %83 = select i1 %82, i32 3, i32 0
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %60, i32 noundef %72, i32 noundef %83)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #19
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #19
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nounwind
define internal fastcc void @_ZL8registryv() unnamed_addr #11 personality ptr @__gxx_personality_v0 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %9, !prof !30

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19
  br label %9

9:                                                ; preds = %7, %4, %0
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #12 comdat align 2 {
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #13 comdat align 2 {
  %2 = load ptr, ptr %0, align 4, !tbaa !25
  %3 = getelementptr i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  %6 = getelementptr inbounds i8, ptr %5, i32 4
  %7 = load i32, ptr %6, align 4, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  %9 = load i32, ptr %8, align 4, !tbaa !21
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds i8, ptr %0, i32 12
  %12 = load i32, ptr %11, align 4, !tbaa !23
  %13 = add nsw i32 %10, %12
  %14 = getelementptr inbounds i8, ptr %0, i32 16
  %15 = load i32, ptr %14, align 4, !tbaa !27
  %16 = add nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @free(ptr noundef nonnull %0)
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 {
  ret ptr undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  tail call void @free(ptr noundef nonnull %2)
  ret void
}

define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #15 comdat align 2 {
  %2 = load ptr, ptr %0, align 4, !tbaa !25
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  %6 = load ptr, ptr %5, align 4, !tbaa !25
  %7 = getelementptr i8, ptr %6, i32 -12
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %5, i32 %8
  %10 = getelementptr inbounds i8, ptr %9, i32 4
  %11 = load i32, ptr %10, align 4, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %5, i32 4
  %13 = load i32, ptr %12, align 4, !tbaa !21
  %14 = add nsw i32 %13, %11
  %15 = getelementptr inbounds i8, ptr %5, i32 12
  %16 = load i32, ptr %15, align 4, !tbaa !23
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %5, i32 16
  %19 = load i32, ptr %18, align 4, !tbaa !27
  %20 = add nsw i32 %17, %19
  ret i32 %20
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 {
  ret ptr undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 4, !tbaa !25
  %3 = getelementptr inbounds i8, ptr %2, i32 -16
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  tail call void @free(ptr noundef nonnull %5)
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #16

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #11 = { mustprogress nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #14 = { inlinehint nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #16 = { nofree nounwind }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { allocsize(0) }
attributes #19 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS3Big", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !8, i64 32}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{!6, !7, i64 24}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS4Pair", !16, i64 0, !17, i64 4}
!16 = !{!"int", !8, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!15, !17, i64 4}
!19 = !{!20, !16, i64 4}
!20 = !{!"_ZTS4Base", !16, i64 4}
!21 = !{!22, !16, i64 4}
!22 = !{!"_ZTS4Left", !16, i64 4}
!23 = !{!24, !16, i64 4}
!24 = !{!"_ZTS5Right", !16, i64 4}
!25 = !{!26, !26, i64 0}
!26 = !{!"vtable pointer", !9, i64 0}
!27 = !{!28, !16, i64 16}
!28 = !{!"_ZTS7Diamond", !22, i64 0, !24, i64 8, !16, i64 16}
!29 = !{!7, !7, i64 0}
!30 = !{!"branch_weights", i32 1, i32 1048575}
!31 = !{!16, !16, i64 0}
