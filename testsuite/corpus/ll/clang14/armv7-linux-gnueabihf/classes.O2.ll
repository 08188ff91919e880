; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { i32 (...)**, i32 }
%struct.Right.base = type { i32 (...)**, i32 }
%struct.Base = type { i32 (...)**, i32 }

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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
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
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 {
  ret i8* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  store i64 %3, i64* %4, align 8, !tbaa !9
  %5 = shl nsw i32 %1, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %6, i64* %7, align 8, !tbaa !14
  %8 = mul nsw i32 %1, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  store i64 %9, i64* %10, align 8, !tbaa !15
  %11 = sub nsw i32 0, %1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  store i64 %12, i64* %13, align 8, !tbaa !16
  %14 = srem i32 %1, 26
  %15 = trunc i32 %14 to i8
  %16 = add nsw i8 %15, 97
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0
  store i8 %16, i8* %17, align 8, !tbaa !17
  %18 = add nsw i32 %1, 1
  %19 = srem i32 %18, 26
  %20 = trunc i32 %19 to i8
  %21 = add nsw i8 %20, 97
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1
  store i8 %21, i8* %22, align 1, !tbaa !17
  %23 = add nsw i32 %1, 2
  %24 = srem i32 %23, 26
  %25 = trunc i32 %24 to i8
  %26 = add nsw i8 %25, 97
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2
  store i8 %26, i8* %27, align 2, !tbaa !17
  %28 = add nsw i32 %1, 3
  %29 = srem i32 %28, 26
  %30 = trunc i32 %29 to i8
  %31 = add nsw i8 %30, 97
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3
  store i8 %31, i8* %32, align 1, !tbaa !17
  %33 = add nsw i32 %1, 4
  %34 = srem i32 %33, 26
  %35 = trunc i32 %34 to i8
  %36 = add nsw i8 %35, 97
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4
  store i8 %36, i8* %37, align 4, !tbaa !17
  %38 = add nsw i32 %1, 5
  %39 = srem i32 %38, 26
  %40 = trunc i32 %39 to i8
  %41 = add nsw i8 %40, 97
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5
  store i8 %41, i8* %42, align 1, !tbaa !17
  %43 = add nsw i32 %1, 6
  %44 = srem i32 %43, 26
  %45 = trunc i32 %44 to i8
  %46 = add nsw i8 %45, 97
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6
  store i8 %46, i8* %47, align 2, !tbaa !17
  %48 = add nsw i32 %1, 7
  %49 = srem i32 %48, 26
  %50 = trunc i32 %49 to i8
  %51 = add nsw i8 %50, 97
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7
  store i8 %51, i8* %52, align 1, !tbaa !17
  %53 = add nsw i32 %1, 8
  %54 = srem i32 %53, 26
  %55 = trunc i32 %54 to i8
  %56 = add nsw i8 %55, 97
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8
  store i8 %56, i8* %57, align 8, !tbaa !17
  %58 = add nsw i32 %1, 9
  %59 = srem i32 %58, 26
  %60 = trunc i32 %59 to i8
  %61 = add nsw i8 %60, 97
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9
  store i8 %61, i8* %62, align 1, !tbaa !17
  %63 = add nsw i32 %1, 10
  %64 = srem i32 %63, 26
  %65 = trunc i32 %64 to i8
  %66 = add nsw i8 %65, 97
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10
  store i8 %66, i8* %67, align 2, !tbaa !17
  %68 = add nsw i32 %1, 11
  %69 = srem i32 %68, 26
  %70 = trunc i32 %69 to i8
  %71 = add nsw i8 %70, 97
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11
  store i8 %71, i8* %72, align 1, !tbaa !17
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12
  store i8 0, i8* %73, align 4, !tbaa !17
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, [2 x i32] %1) local_unnamed_addr #4 {
  %3 = extractvalue [2 x i32] %1, 0
  %4 = extractvalue [2 x i32] %1, 1
  %5 = bitcast i32 %4 to float
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0
  %7 = fptosi float %5 to i32
  store i32 %7, i32* %6, align 4, !tbaa !18
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1
  %9 = sitofp i32 %3 to float
  store float %9, float* %8, align 4, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwj(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 1, i32 %0
  %4 = tail call i8* @malloc(i32 noundef %3)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn
define dso_local void @_ZdlPvj(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Pair, align 4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 6.000000e+00)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 1.600000e+01)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 4.000000e+00)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef 2.600000e+01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef 20, i32 noundef 5)
  %9 = bitcast %struct.Diamond* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %9) #18
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 0
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1
  store i32 1, i32* %11, align 4, !tbaa !23
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1
  store i32 2, i32* %13, align 4, !tbaa !25
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1
  store i32 3, i32* %15, align 4, !tbaa !27
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %12, align 4, !tbaa !29
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %10, align 4, !tbaa !29
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !29
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2
  store i32 4, i32* %16, align 4, !tbaa !31
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3
  %18 = bitcast %struct.Base* %17 to i8*
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3)
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #18
  %21 = icmp ne i8* %20, null
  %22 = zext i1 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %22)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 8)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00)
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 42)
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0))
  %29 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #18
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5)
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %31 = load i64, i64* %30, align 8, !tbaa.struct !33
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  %33 = load i64, i64* %32, align 8, !tbaa.struct !35
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  %35 = load i64, i64* %34, align 8, !tbaa.struct !36
  %36 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3
  %37 = load i64, i64* %36, align 8, !tbaa.struct !37
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4
  %39 = bitcast [13 x i8]* %38 to i64*
  %40 = load i64, i64* %39, align 8, !tbaa.struct !38
  %41 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 8
  %42 = bitcast i8* %41 to i64*
  %43 = load i64, i64* %42, align 8, !tbaa.struct !39
  %44 = insertvalue [6 x i64] poison, i64 %31, 0
  %45 = insertvalue [6 x i64] %44, i64 %33, 1
  %46 = insertvalue [6 x i64] %45, i64 %35, 2
  %47 = insertvalue [6 x i64] %46, i64 %37, 3
  %48 = insertvalue [6 x i64] %47, i64 %40, 4
  %49 = insertvalue [6 x i64] %48, i64 %43, 5
  %50 = call noundef i64 @_Z7sum_big3Big([6 x i64] %49)
  %51 = getelementptr inbounds [13 x i8], [13 x i8]* %38, i32 0, i32 0
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %50, i8* noundef nonnull %51)
  %53 = bitcast %struct.Pair* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53) #18
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, [2 x i32] [i32 3, i32 1092091904])
  %54 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0
  %55 = load i32, i32* %54, align 4, !tbaa !18
  %56 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1
  %57 = load float, float* %56, align 4, !tbaa !22
  %58 = fpext float %57 to double
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %55, double noundef %58)
  %60 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4
  %61 = and i8 %60, 1
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %63, label %72, !prof !40

63:                                               ; preds = %0
  %64 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL7countervE1n) #18
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %72, label %66

66:                                               ; preds = %63
  invoke fastcc void @_ZL8registryv()
          to label %67 unwind label %70

67:                                               ; preds = %66
  %68 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %69 = select i1 %68, i32 3, i32 0
  store i32 %69, i32* @_ZZL7countervE1n, align 4, !tbaa !41
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL7countervE1n) #18
  br label %72

70:                                               ; preds = %66
  %71 = landingpad { i8*, i32 }
          cleanup
  br label %102

72:                                               ; preds = %67, %63, %0
  %73 = load i32, i32* @_ZZL7countervE1n, align 4, !tbaa !41
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* @_ZZL7countervE1n, align 4, !tbaa !41
  %75 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4
  %76 = and i8 %75, 1
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %78, label %87, !prof !40

78:                                               ; preds = %72
  %79 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL7countervE1n) #18
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %87, label %81

81:                                               ; preds = %78
  invoke fastcc void @_ZL8registryv()
          to label %82 unwind label %85

82:                                               ; preds = %81
  %83 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %84 = select i1 %83, i32 3, i32 0
  store i32 %84, i32* @_ZZL7countervE1n, align 4, !tbaa !41
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL7countervE1n) #18
  br label %87

85:                                               ; preds = %81
  %86 = landingpad { i8*, i32 }
          cleanup
  br label %102

87:                                               ; preds = %82, %78, %72
  %88 = load i32, i32* @_ZZL7countervE1n, align 4, !tbaa !41
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* @_ZZL7countervE1n, align 4, !tbaa !41
  %90 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4
  %91 = and i8 %90, 1
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %93, label %98, !prof !40

93:                                               ; preds = %87
  %94 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL8registryvE1r) #18
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4
  %97 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0))
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL8registryvE1r) #18
  br label %98

98:                                               ; preds = %96, %93, %87
  %99 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %100 = select i1 %99, i32 3, i32 0
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %74, i32 noundef %89, i32 noundef %100)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #18
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #18
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #18
  ret i32 0

102:                                              ; preds = %85, %70
  %103 = phi { i8*, i32 } [ %71, %70 ], [ %86, %85 ]
  call void @__cxa_guard_abort(i32* nonnull @_ZGVZL7countervE1n) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #18
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #18
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #18
  resume { i8*, i32 } %103
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #12

; Function Attrs: nofree norecurse
define internal fastcc void @_ZL8registryv() unnamed_addr #13 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %9, !prof !40

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL8registryvE1r) #18
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0))
  tail call void @__cxa_guard_release(i32* nonnull @_ZGVZL8registryvE1r) #18
  br label %9

9:                                                ; preds = %7, %4, %0
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #14 comdat align 2 {
  ret %struct.Diamond* %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 comdat align 2 {
  %2 = bitcast %struct.Diamond* %0 to i8**
  %3 = load i8*, i8** %2, align 4, !tbaa !29
  %4 = getelementptr i8, i8* %3, i32 -12
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = bitcast %struct.Diamond* %0 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 %6
  %9 = getelementptr inbounds i8, i8* %8, i32 4
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !23
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 0, i32 1
  %13 = load i32, i32* %12, align 4, !tbaa !25
  %14 = add nsw i32 %13, %11
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 1, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !27
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 2
  %19 = load i32, i32* %18, align 4, !tbaa !31
  %20 = add nsw i32 %17, %19
  ret i32 %20
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #14 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  tail call void @free(i8* noundef nonnull %2) #18
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 {
  ret %struct.Diamond* undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3
  %3 = bitcast %struct.Base* %2 to i8*
  tail call void @free(i8* noundef nonnull %3) #18
  ret void
}

define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #16 comdat align 2 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  %3 = bitcast %struct.Diamond* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to i8**
  %10 = load i8*, i8** %9, align 4, !tbaa !29
  %11 = getelementptr i8, i8* %10, i32 -12
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds i8, i8* %8, i32 %13
  %15 = getelementptr inbounds i8, i8* %14, i32 4
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4, !tbaa !23
  %18 = getelementptr inbounds i8, i8* %8, i32 4
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !25
  %21 = add nsw i32 %20, %17
  %22 = getelementptr inbounds i8, i8* %8, i32 12
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !27
  %25 = add nsw i32 %21, %24
  %26 = getelementptr inbounds i8, i8* %8, i32 16
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !31
  %29 = add nsw i32 %25, %28
  ret i32 %29
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 {
  ret %struct.Diamond* undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  %3 = bitcast %struct.Diamond* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  tail call void @free(i8* noundef nonnull %8) #18
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i32*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i32*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i32*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nofree nounwind readonly }
attributes #13 = { nofree norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #14 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #15 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #16 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #17 = { nofree nounwind }
attributes #18 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS3Big", !11, i64 0, !11, i64 8, !11, i64 16, !11, i64 24, !12, i64 32}
!11 = !{!"long long", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!10, !11, i64 8}
!15 = !{!10, !11, i64 16}
!16 = !{!10, !11, i64 24}
!17 = !{!12, !12, i64 0}
!18 = !{!19, !20, i64 0}
!19 = !{!"_ZTS4Pair", !20, i64 0, !21, i64 4}
!20 = !{!"int", !12, i64 0}
!21 = !{!"float", !12, i64 0}
!22 = !{!19, !21, i64 4}
!23 = !{!24, !20, i64 4}
!24 = !{!"_ZTS4Base", !20, i64 4}
!25 = !{!26, !20, i64 4}
!26 = !{!"_ZTS4Left", !20, i64 4}
!27 = !{!28, !20, i64 4}
!28 = !{!"_ZTS5Right", !20, i64 4}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !13, i64 0}
!31 = !{!32, !20, i64 16}
!32 = !{!"_ZTS7Diamond", !20, i64 16}
!33 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 8, !34, i64 24, i64 8, !34, i64 32, i64 13, !17}
!34 = !{!11, !11, i64 0}
!35 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 8, !34, i64 24, i64 13, !17}
!36 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 13, !17}
!37 = !{i64 0, i64 8, !34, i64 8, i64 13, !17}
!38 = !{i64 0, i64 13, !17}
!39 = !{i64 0, i64 5, !17}
!40 = !{!"branch_weights", i32 1, i32 1048575}
!41 = !{!20, !20, i64 0}
