; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4
@_ZGVZL7countervE1n = internal global i64 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL8registryvE1r = internal global i64 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 {
  ret i8* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 4 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  store i64 %3, i64* %4, align 4, !tbaa !6
  %5 = shl nsw i32 %1, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %6, i64* %7, align 4, !tbaa !11
  %8 = mul nsw i32 %1, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  store i64 %9, i64* %10, align 4, !tbaa !12
  %11 = sub nsw i32 0, %1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  store i64 %12, i64* %13, align 4, !tbaa !13
  %14 = srem i32 %1, 26
  %15 = trunc i32 %14 to i8
  %16 = add nsw i8 %15, 97
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0
  store i8 %16, i8* %17, align 4, !tbaa !14
  %18 = add nsw i32 %1, 1
  %19 = srem i32 %18, 26
  %20 = trunc i32 %19 to i8
  %21 = add nsw i8 %20, 97
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1
  store i8 %21, i8* %22, align 1, !tbaa !14
  %23 = add nsw i32 %1, 2
  %24 = srem i32 %23, 26
  %25 = trunc i32 %24 to i8
  %26 = add nsw i8 %25, 97
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2
  store i8 %26, i8* %27, align 2, !tbaa !14
  %28 = add nsw i32 %1, 3
  %29 = srem i32 %28, 26
  %30 = trunc i32 %29 to i8
  %31 = add nsw i8 %30, 97
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3
  store i8 %31, i8* %32, align 1, !tbaa !14
  %33 = add nsw i32 %1, 4
  %34 = srem i32 %33, 26
  %35 = trunc i32 %34 to i8
  %36 = add nsw i8 %35, 97
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4
  store i8 %36, i8* %37, align 4, !tbaa !14
  %38 = add nsw i32 %1, 5
  %39 = srem i32 %38, 26
  %40 = trunc i32 %39 to i8
  %41 = add nsw i8 %40, 97
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5
  store i8 %41, i8* %42, align 1, !tbaa !14
  %43 = add nsw i32 %1, 6
  %44 = srem i32 %43, 26
  %45 = trunc i32 %44 to i8
  %46 = add nsw i8 %45, 97
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6
  store i8 %46, i8* %47, align 2, !tbaa !14
  %48 = add nsw i32 %1, 7
  %49 = srem i32 %48, 26
  %50 = trunc i32 %49 to i8
  %51 = add nsw i8 %50, 97
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7
  store i8 %51, i8* %52, align 1, !tbaa !14
  %53 = add nsw i32 %1, 8
  %54 = srem i32 %53, 26
  %55 = trunc i32 %54 to i8
  %56 = add nsw i8 %55, 97
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8
  store i8 %56, i8* %57, align 4, !tbaa !14
  %58 = add nsw i32 %1, 9
  %59 = srem i32 %58, 26
  %60 = trunc i32 %59 to i8
  %61 = add nsw i8 %60, 97
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9
  store i8 %61, i8* %62, align 1, !tbaa !14
  %63 = add nsw i32 %1, 10
  %64 = srem i32 %63, 26
  %65 = trunc i32 %64 to i8
  %66 = add nsw i8 %65, 97
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10
  store i8 %66, i8* %67, align 2, !tbaa !14
  %68 = add nsw i32 %1, 11
  %69 = srem i32 %68, 26
  %70 = trunc i32 %69 to i8
  %71 = add nsw i8 %70, 97
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11
  store i8 %71, i8* %72, align 1, !tbaa !14
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12
  store i8 0, i8* %73, align 4, !tbaa !14
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %3 = load i64, i64* %2, align 4, !tbaa !6
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 4, !tbaa !11
  %6 = add nsw i64 %5, %3
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  %8 = load i64, i64* %7, align 4, !tbaa !12
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  %11 = load i64, i64* %10, align 4, !tbaa !13
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0
  %14 = load i8, i8* %13, align 4, !tbaa !14
  %15 = sext i8 %14 to i64
  %16 = add nsw i64 %12, %15
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, i32 %1, float %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0
  %5 = fptosi float %2 to i32
  store i32 %5, i32* %4, align 4, !tbaa !15
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1
  %7 = sitofp i32 %1 to float
  store float %7, float* %6, align 4, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwj(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 1, i32 %0
  %4 = tail call i8* @malloc(i32 noundef %3)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @_ZdlPvj(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 4
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
  store i32 1, i32* %11, align 4, !tbaa !20
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1
  store i32 2, i32* %13, align 4, !tbaa !22
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1
  store i32 3, i32* %15, align 4, !tbaa !24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %12, align 4, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %10, align 4, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !26
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2
  store i32 4, i32* %16, align 4, !tbaa !28
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
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 4 %2, i32 noundef 5)
  %30 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef nonnull byval(%struct.Big) align 4 %2)
  %31 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 0
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %30, i8* noundef nonnull %31)
  %33 = bitcast %struct.Pair* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #18
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, i32 3, float 9.500000e+00)
  %34 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0
  %35 = load i32, i32* %34, align 4, !tbaa !15
  %36 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1
  %37 = load float, float* %36, align 4, !tbaa !19
  %38 = fpext float %37 to double
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %35, double noundef %38)
  %40 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 4
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %42, label %51, !prof !30

42:                                               ; preds = %0
  %43 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #18
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %42
  invoke fastcc void @_ZL8registryv()
          to label %46 unwind label %49

46:                                               ; preds = %45
  %47 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %48 = select i1 %47, i32 3, i32 0
  store i32 %48, i32* @_ZZL7countervE1n, align 4, !tbaa !31
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #18
  br label %51

49:                                               ; preds = %45
  %50 = landingpad { i8*, i32 }
          cleanup
  br label %79

51:                                               ; preds = %46, %42, %0
  %52 = load i32, i32* @_ZZL7countervE1n, align 4, !tbaa !31
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* @_ZZL7countervE1n, align 4, !tbaa !31
  %54 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 4
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %56, label %65, !prof !30

56:                                               ; preds = %51
  %57 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #18
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  invoke fastcc void @_ZL8registryv()
          to label %60 unwind label %63

60:                                               ; preds = %59
  %61 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %62 = select i1 %61, i32 3, i32 0
  store i32 %62, i32* @_ZZL7countervE1n, align 4, !tbaa !31
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #18
  br label %65

63:                                               ; preds = %59
  %64 = landingpad { i8*, i32 }
          cleanup
  br label %79

65:                                               ; preds = %60, %56, %51
  %66 = load i32, i32* @_ZZL7countervE1n, align 4, !tbaa !31
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* @_ZZL7countervE1n, align 4, !tbaa !31
  %68 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 4
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %70, label %75, !prof !30

70:                                               ; preds = %65
  %71 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #18
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %75, label %73

73:                                               ; preds = %70
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4
  %74 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0))
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #18
  br label %75

75:                                               ; preds = %73, %70, %65
  %76 = load i1, i1* @_ZZL8registryvE1r.0, align 4
  %77 = select i1 %76, i32 3, i32 0
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %53, i32 noundef %67, i32 noundef %77)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #18
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #18
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #18
  ret i32 0

79:                                               ; preds = %63, %49
  %80 = phi { i8*, i32 } [ %50, %49 ], [ %64, %63 ]
  call void @__cxa_guard_abort(i64* nonnull @_ZGVZL7countervE1n) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #18
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #18
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #18
  resume { i8*, i32 } %80
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #12

; Function Attrs: nofree norecurse uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #13 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 4
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %8, !prof !30

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #18
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0))
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #18
  br label %8

8:                                                ; preds = %6, %3, %0
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #14 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 comdat align 2 {
  %2 = bitcast %struct.Diamond* %0 to i8**
  %3 = load i8*, i8** %2, align 4, !tbaa !26
  %4 = getelementptr i8, i8* %3, i32 -12
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = bitcast %struct.Diamond* %0 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 %6
  %9 = getelementptr inbounds i8, i8* %8, i32 4
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !20
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 0, i32 1
  %13 = load i32, i32* %12, align 4, !tbaa !22
  %14 = add nsw i32 %13, %11
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 1, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !24
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 2
  %19 = load i32, i32* %18, align 4, !tbaa !28
  %20 = add nsw i32 %17, %19
  ret i32 %20
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #14 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  tail call void @free(i8* noundef nonnull %2) #18
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3
  %3 = bitcast %struct.Base* %2 to i8*
  tail call void @free(i8* noundef nonnull %3) #18
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #16 comdat align 2 {
  %2 = bitcast %struct.Diamond* %0 to i8*
  %3 = bitcast %struct.Diamond* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to i8**
  %10 = load i8*, i8** %9, align 4, !tbaa !26
  %11 = getelementptr i8, i8* %10, i32 -12
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds i8, i8* %8, i32 %13
  %15 = getelementptr inbounds i8, i8* %14, i32 4
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4, !tbaa !20
  %18 = getelementptr inbounds i8, i8* %8, i32 4
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !22
  %21 = add nsw i32 %20, %17
  %22 = getelementptr inbounds i8, i8* %8, i32 12
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !24
  %25 = add nsw i32 %21, %24
  %26 = getelementptr inbounds i8, i8* %8, i32 16
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !28
  %29 = add nsw i32 %25, %28
  ret i32 %29
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #14 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
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
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i64*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind readonly }
attributes #13 = { nofree norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nounwind }
attributes #18 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS3Big", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !9, i64 32}
!8 = !{!"long long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!7, !8, i64 8}
!12 = !{!7, !8, i64 16}
!13 = !{!7, !8, i64 24}
!14 = !{!9, !9, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS4Pair", !17, i64 0, !18, i64 4}
!17 = !{!"int", !9, i64 0}
!18 = !{!"float", !9, i64 0}
!19 = !{!16, !18, i64 4}
!20 = !{!21, !17, i64 4}
!21 = !{!"_ZTS4Base", !17, i64 4}
!22 = !{!23, !17, i64 4}
!23 = !{!"_ZTS4Left", !17, i64 4}
!24 = !{!25, !17, i64 4}
!25 = !{!"_ZTS5Right", !17, i64 4}
!26 = !{!27, !27, i64 0}
!27 = !{!"vtable pointer", !10, i64 0}
!28 = !{!29, !17, i64 16}
!29 = !{!"_ZTS7Diamond", !17, i64 16}
!30 = !{!"branch_weights", i32 1, i32 1048575}
!31 = !{!17, !17, i64 0}
