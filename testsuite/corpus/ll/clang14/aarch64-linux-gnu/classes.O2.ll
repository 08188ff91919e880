; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Diamond = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32, %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.Base.base = type <{ i32 (...)**, i32 }>

$_ZN7DiamondD1Ev = comdat any

$_ZNK7Diamond3getEv = comdat any

$_ZN7DiamondD0Ev = comdat any

$_ZThn16_N7DiamondD1Ev = comdat any

$_ZThn16_N7DiamondD0Ev = comdat any

$_ZTv0_n24_NK7Diamond3getEv = comdat any

$_ZTv0_n32_N7DiamondD1Ev = comdat any

$_ZTv0_n32_N7DiamondD0Ev = comdat any

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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 -6141 }, comdat, align 8
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
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Diamond to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn16_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n24_NK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n32_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n32_N7DiamondD0Ev to i8*)] }, comdat, align 8
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 -6141 }, comdat, align 8
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Left to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 4098 }, comdat, align 8
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4
@_ZGVZL7countervE1n = internal global i64 0, align 8
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL8registryvE1r = internal global i64 0, align 8
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 {
  ret i8* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0
  store i64 %3, i64* %4, align 8, !tbaa !10
  %5 = shl nsw i32 %1, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1
  store i64 %6, i64* %7, align 8, !tbaa !15
  %8 = mul nsw i32 %1, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2
  store i64 %9, i64* %10, align 8, !tbaa !16
  %11 = sub nsw i32 0, %1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3
  store i64 %12, i64* %13, align 8, !tbaa !17
  %14 = srem i32 %1, 26
  %15 = trunc i32 %14 to i8
  %16 = add nsw i8 %15, 97
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0
  store i8 %16, i8* %17, align 8, !tbaa !18
  %18 = add nsw i32 %1, 1
  %19 = srem i32 %18, 26
  %20 = trunc i32 %19 to i8
  %21 = add nsw i8 %20, 97
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1
  store i8 %21, i8* %22, align 1, !tbaa !18
  %23 = add nsw i32 %1, 2
  %24 = srem i32 %23, 26
  %25 = trunc i32 %24 to i8
  %26 = add nsw i8 %25, 97
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2
  store i8 %26, i8* %27, align 2, !tbaa !18
  %28 = add nsw i32 %1, 3
  %29 = srem i32 %28, 26
  %30 = trunc i32 %29 to i8
  %31 = add nsw i8 %30, 97
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3
  store i8 %31, i8* %32, align 1, !tbaa !18
  %33 = add nsw i32 %1, 4
  %34 = srem i32 %33, 26
  %35 = trunc i32 %34 to i8
  %36 = add nsw i8 %35, 97
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4
  store i8 %36, i8* %37, align 4, !tbaa !18
  %38 = add nsw i32 %1, 5
  %39 = srem i32 %38, 26
  %40 = trunc i32 %39 to i8
  %41 = add nsw i8 %40, 97
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5
  store i8 %41, i8* %42, align 1, !tbaa !18
  %43 = add nsw i32 %1, 6
  %44 = srem i32 %43, 26
  %45 = trunc i32 %44 to i8
  %46 = add nsw i8 %45, 97
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6
  store i8 %46, i8* %47, align 2, !tbaa !18
  %48 = add nsw i32 %1, 7
  %49 = srem i32 %48, 26
  %50 = trunc i32 %49 to i8
  %51 = add nsw i8 %50, 97
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7
  store i8 %51, i8* %52, align 1, !tbaa !18
  %53 = add nsw i32 %1, 8
  %54 = srem i32 %53, 26
  %55 = trunc i32 %54 to i8
  %56 = add nsw i8 %55, 97
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8
  store i8 %56, i8* %57, align 8, !tbaa !18
  %58 = add nsw i32 %1, 9
  %59 = srem i32 %58, 26
  %60 = trunc i32 %59 to i8
  %61 = add nsw i8 %60, 97
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9
  store i8 %61, i8* %62, align 1, !tbaa !18
  %63 = add nsw i32 %1, 10
  %64 = srem i32 %63, 26
  %65 = trunc i32 %64 to i8
  %66 = add nsw i8 %65, 97
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10
  store i8 %66, i8* %67, align 2, !tbaa !18
  %68 = add nsw i32 %1, 11
  %69 = srem i32 %68, 26
  %70 = trunc i32 %69 to i8
  %71 = add nsw i8 %70, 97
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11
  store i8 %71, i8* %72, align 1, !tbaa !18
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12
  store i8 0, i8* %73, align 4, !tbaa !18
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !10
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !15
  %6 = add nsw i64 %5, %3
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2
  %8 = load i64, i64* %7, align 8, !tbaa !16
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3
  %11 = load i64, i64* %10, align 8, !tbaa !17
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0
  %14 = load i8, i8* %13, align 8, !tbaa !18
  %15 = zext i8 %14 to i64
  %16 = add nsw i64 %12, %15
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) local_unnamed_addr #4 {
  %2 = trunc i64 %0 to i32
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = bitcast i32 %4 to float
  %6 = fptosi float %5 to i32
  %7 = sitofp i32 %2 to float
  %8 = bitcast float %7 to i32
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = zext i32 %6 to i64
  %12 = or i64 %10, %11
  ret i64 %12
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i64 %0, 0
  %3 = select i1 %2, i64 1, i64 %0
  %4 = tail call i8* @malloc(i64 noundef %3)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @_ZdlPvm(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 6.000000e+00)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), double noundef 1.600000e+01)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 4.000000e+00)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef 2.600000e+01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef 20, i32 noundef 5)
  %9 = bitcast %struct.Diamond* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %9) #19
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 0
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 1
  store i32 1, i32* %11, align 8, !tbaa !19
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1
  store i32 2, i32* %13, align 8, !tbaa !22
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 0
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 1
  store i32 3, i32* %15, align 8, !tbaa !24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %12, align 8, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %14, align 8, !tbaa !26
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3
  store i32 4, i32* %16, align 4, !tbaa !28
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4
  %18 = bitcast %struct.Base.base* %17 to i8*
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, i32 noundef 10, i32 noundef 3)
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 -1) #19
  %21 = icmp ne i8* %20, null
  %22 = zext i1 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %22)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef 196, i32 noundef 141, i32 noundef 8)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 42, double noundef 2.500000e+00)
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 42)
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0))
  %29 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #19
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5)
  %30 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %30, i8* noundef nonnull align 8 dereferenceable(48) %29, i64 48, i1 false), !tbaa.struct !30
  %31 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef nonnull %3)
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %31, i8* noundef nonnull %32)
  %34 = call i64 @_Z9swap_pair4Pair(i64 4690499011906371587)
  %35 = trunc i64 %34 to i32
  %36 = lshr i64 %34, 32
  %37 = trunc i64 %36 to i32
  %38 = bitcast i32 %37 to float
  %39 = fpext float %38 to double
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %35, double noundef %39)
  %41 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8
  %42 = and i8 %41, 1
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %53, !prof !32

44:                                               ; preds = %0
  %45 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #19
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %44
  invoke fastcc void @_ZL8registryv()
          to label %48 unwind label %51

48:                                               ; preds = %47
  %49 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %50 = select i1 %49, i32 3, i32 0
  store i32 %50, i32* @_ZZL7countervE1n, align 4, !tbaa !33
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #19
  br label %53

51:                                               ; preds = %47
  %52 = landingpad { i8*, i32 }
          cleanup
  br label %83

53:                                               ; preds = %48, %44, %0
  %54 = load i32, i32* @_ZZL7countervE1n, align 4, !tbaa !33
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* @_ZZL7countervE1n, align 4, !tbaa !33
  %56 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8
  %57 = and i8 %56, 1
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %59, label %68, !prof !32

59:                                               ; preds = %53
  %60 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #19
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %68, label %62

62:                                               ; preds = %59
  invoke fastcc void @_ZL8registryv()
          to label %63 unwind label %66

63:                                               ; preds = %62
  %64 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %65 = select i1 %64, i32 3, i32 0
  store i32 %65, i32* @_ZZL7countervE1n, align 4, !tbaa !33
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #19
  br label %68

66:                                               ; preds = %62
  %67 = landingpad { i8*, i32 }
          cleanup
  br label %83

68:                                               ; preds = %63, %59, %53
  %69 = load i32, i32* @_ZZL7countervE1n, align 4, !tbaa !33
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* @_ZZL7countervE1n, align 4, !tbaa !33
  %71 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8
  %72 = and i8 %71, 1
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %74, label %79, !prof !32

74:                                               ; preds = %68
  %75 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #19
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4
  %78 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0))
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #19
  br label %79

79:                                               ; preds = %77, %74, %68
  %80 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %81 = select i1 %80, i32 3, i32 0
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0), i32 noundef %55, i32 noundef %70, i32 noundef %81)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #19
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #19
  ret i32 0

83:                                               ; preds = %66, %51
  %84 = phi { i8*, i32 } [ %52, %51 ], [ %67, %66 ]
  call void @__cxa_guard_abort(i64* nonnull @_ZGVZL7countervE1n) #19
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #19
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #19
  resume { i8*, i32 } %84
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #12

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nofree norecurse uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #14 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %9, !prof !32

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #19
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0))
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #19
  br label %9

9:                                                ; preds = %7, %4, %0
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #16 comdat align 2 {
  %2 = bitcast %struct.Diamond* %0 to i8**
  %3 = load i8*, i8** %2, align 8, !tbaa !26
  %4 = getelementptr i8, i8* %3, i64 -24
  %5 = bitcast i8* %4 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %struct.Diamond* %0 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 %6
  %9 = getelementptr inbounds i8, i8* %8, i64 8
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 8, !tbaa !19
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 0, i32 1
  %13 = load i32, i32* %12, align 8, !tbaa !22
  %14 = add nsw i32 %13, %11
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 2, i32 1
  %16 = load i32, i32* %15, align 8, !tbaa !24
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 3
  %19 = load i32, i32* %18, align 4, !tbaa !28
  %20 = add nsw i32 %17, %19
  ret i32 %20
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  tail call void @free(i8* noundef nonnull %2) #19
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 4
  %3 = bitcast %struct.Base.base* %2 to i8*
  tail call void @free(i8* noundef nonnull %3) #19
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 comdat align 2 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  %3 = bitcast %struct.Diamond* %0 to i8**
  %4 = load i8*, i8** %3, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 -24
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  %9 = bitcast i8* %8 to i8**
  %10 = load i8*, i8** %9, align 8, !tbaa !26
  %11 = getelementptr i8, i8* %10, i64 -24
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds i8, i8* %8, i64 %13
  %15 = getelementptr inbounds i8, i8* %14, i64 8
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, i8* %8, i64 8
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !22
  %21 = add nsw i32 %20, %17
  %22 = getelementptr inbounds i8, i8* %8, i64 24
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 8, !tbaa !24
  %25 = add nsw i32 %21, %24
  %26 = getelementptr inbounds i8, i8* %8, i64 28
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !28
  %29 = add nsw i32 %25, %28
  ret i32 %29
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  %3 = bitcast %struct.Diamond* %0 to i8**
  %4 = load i8*, i8** %3, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 -32
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  tail call void @free(i8* noundef nonnull %8) #19
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { mustprogress nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #12 = { nofree nounwind readonly }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { nofree norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #15 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #16 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #17 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #18 = { nofree nounwind }
attributes #19 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS3Big", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !13, i64 32}
!12 = !{!"long long", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!11, !12, i64 8}
!16 = !{!11, !12, i64 16}
!17 = !{!11, !12, i64 24}
!18 = !{!13, !13, i64 0}
!19 = !{!20, !21, i64 8}
!20 = !{!"_ZTS4Base", !21, i64 8}
!21 = !{!"int", !13, i64 0}
!22 = !{!23, !21, i64 8}
!23 = !{!"_ZTS4Left", !21, i64 8}
!24 = !{!25, !21, i64 8}
!25 = !{!"_ZTS5Right", !21, i64 8}
!26 = !{!27, !27, i64 0}
!27 = !{!"vtable pointer", !14, i64 0}
!28 = !{!29, !21, i64 28}
!29 = !{!"_ZTS7Diamond", !21, i64 28}
!30 = !{i64 0, i64 8, !31, i64 8, i64 8, !31, i64 16, i64 8, !31, i64 24, i64 8, !31, i64 32, i64 13, !18}
!31 = !{!12, !12, i64 0}
!32 = !{!"branch_weights", i32 1, i32 1048575}
!33 = !{!21, !21, i64 0}
