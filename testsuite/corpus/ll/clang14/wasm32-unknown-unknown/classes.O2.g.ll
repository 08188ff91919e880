; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { i32 (...)**, i32 }
%struct.Right.base = type { i32 (...)**, i32 }
%struct.Base = type { i32 (...)**, i32 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Rect }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }

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
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
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
@_ZTV7Diamond = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTS7Diamond = linkonce_odr hidden constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal unnamed_addr global i1 false, align 1
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !149
@_ZGVZL8registryvE1r = internal unnamed_addr global i1 false, align 1
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define hidden noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !154 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !158, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i8* undef, metadata !159, metadata !DIExpression()), !dbg !162
  ret i8* %0, !dbg !163
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind writeonly
define hidden void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !164 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !179, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !180, metadata !DIExpression()), !dbg !184
  %3 = sext i32 %1 to i64, !dbg !185
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !186
  store i64 %3, i64* %4, align 8, !dbg !187, !tbaa !188
  %5 = shl nsw i32 %1, 1, !dbg !193
  %6 = sext i32 %5 to i64, !dbg !194
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !195
  store i64 %6, i64* %7, align 8, !dbg !196, !tbaa !197
  %8 = mul nsw i32 %1, 3, !dbg !198
  %9 = sext i32 %8 to i64, !dbg !199
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !200
  store i64 %9, i64* %10, align 8, !dbg !201, !tbaa !202
  %11 = sub nsw i32 0, %1, !dbg !203
  %12 = sext i32 %11 to i64, !dbg !203
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !204
  store i64 %12, i64* %13, align 8, !dbg !205, !tbaa !206
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !207
  %14 = srem i32 %1, 26, !dbg !208
  %15 = trunc i32 %14 to i8, !dbg !210
  %16 = add nsw i8 %15, 97, !dbg !210
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !211
  store i8 %16, i8* %17, align 8, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 1, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 1, metadata !181, metadata !DIExpression()), !dbg !207
  %18 = add nsw i32 %1, 1, !dbg !214
  %19 = srem i32 %18, 26, !dbg !208
  %20 = trunc i32 %19 to i8, !dbg !210
  %21 = add nsw i8 %20, 97, !dbg !210
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1, !dbg !211
  store i8 %21, i8* %22, align 1, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 2, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 2, metadata !181, metadata !DIExpression()), !dbg !207
  %23 = add nsw i32 %1, 2, !dbg !214
  %24 = srem i32 %23, 26, !dbg !208
  %25 = trunc i32 %24 to i8, !dbg !210
  %26 = add nsw i8 %25, 97, !dbg !210
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2, !dbg !211
  store i8 %26, i8* %27, align 2, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 3, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 3, metadata !181, metadata !DIExpression()), !dbg !207
  %28 = add nsw i32 %1, 3, !dbg !214
  %29 = srem i32 %28, 26, !dbg !208
  %30 = trunc i32 %29 to i8, !dbg !210
  %31 = add nsw i8 %30, 97, !dbg !210
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3, !dbg !211
  store i8 %31, i8* %32, align 1, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 4, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 4, metadata !181, metadata !DIExpression()), !dbg !207
  %33 = add nsw i32 %1, 4, !dbg !214
  %34 = srem i32 %33, 26, !dbg !208
  %35 = trunc i32 %34 to i8, !dbg !210
  %36 = add nsw i8 %35, 97, !dbg !210
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4, !dbg !211
  store i8 %36, i8* %37, align 4, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 5, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 5, metadata !181, metadata !DIExpression()), !dbg !207
  %38 = add nsw i32 %1, 5, !dbg !214
  %39 = srem i32 %38, 26, !dbg !208
  %40 = trunc i32 %39 to i8, !dbg !210
  %41 = add nsw i8 %40, 97, !dbg !210
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5, !dbg !211
  store i8 %41, i8* %42, align 1, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 6, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 6, metadata !181, metadata !DIExpression()), !dbg !207
  %43 = add nsw i32 %1, 6, !dbg !214
  %44 = srem i32 %43, 26, !dbg !208
  %45 = trunc i32 %44 to i8, !dbg !210
  %46 = add nsw i8 %45, 97, !dbg !210
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6, !dbg !211
  store i8 %46, i8* %47, align 2, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 7, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 7, metadata !181, metadata !DIExpression()), !dbg !207
  %48 = add nsw i32 %1, 7, !dbg !214
  %49 = srem i32 %48, 26, !dbg !208
  %50 = trunc i32 %49 to i8, !dbg !210
  %51 = add nsw i8 %50, 97, !dbg !210
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7, !dbg !211
  store i8 %51, i8* %52, align 1, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 8, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 8, metadata !181, metadata !DIExpression()), !dbg !207
  %53 = add nsw i32 %1, 8, !dbg !214
  %54 = srem i32 %53, 26, !dbg !208
  %55 = trunc i32 %54 to i8, !dbg !210
  %56 = add nsw i8 %55, 97, !dbg !210
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8, !dbg !211
  store i8 %56, i8* %57, align 8, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 9, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 9, metadata !181, metadata !DIExpression()), !dbg !207
  %58 = add nsw i32 %1, 9, !dbg !214
  %59 = srem i32 %58, 26, !dbg !208
  %60 = trunc i32 %59 to i8, !dbg !210
  %61 = add nsw i8 %60, 97, !dbg !210
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9, !dbg !211
  store i8 %61, i8* %62, align 1, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 10, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 10, metadata !181, metadata !DIExpression()), !dbg !207
  %63 = add nsw i32 %1, 10, !dbg !214
  %64 = srem i32 %63, 26, !dbg !208
  %65 = trunc i32 %64 to i8, !dbg !210
  %66 = add nsw i8 %65, 97, !dbg !210
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10, !dbg !211
  store i8 %66, i8* %67, align 2, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 11, metadata !181, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 11, metadata !181, metadata !DIExpression()), !dbg !207
  %68 = add nsw i32 %1, 11, !dbg !214
  %69 = srem i32 %68, 26, !dbg !208
  %70 = trunc i32 %69 to i8, !dbg !210
  %71 = add nsw i8 %70, 97, !dbg !210
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11, !dbg !211
  store i8 %71, i8* %72, align 1, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 12, metadata !181, metadata !DIExpression()), !dbg !207
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12, !dbg !215
  store i8 0, i8* %73, align 4, !dbg !216, !tbaa !213
  ret void, !dbg !217
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define hidden noundef i64 @_Z7sum_big3Big(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 8 %0) local_unnamed_addr #4 !dbg !218 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !222, metadata !DIExpression()), !dbg !223
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !224
  %3 = load i64, i64* %2, align 8, !dbg !224, !tbaa !188
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !225
  %5 = load i64, i64* %4, align 8, !dbg !225, !tbaa !197
  %6 = add nsw i64 %5, %3, !dbg !226
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !227
  %8 = load i64, i64* %7, align 8, !dbg !227, !tbaa !202
  %9 = add nsw i64 %6, %8, !dbg !228
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !229
  %11 = load i64, i64* %10, align 8, !dbg !229, !tbaa !206
  %12 = add nsw i64 %9, %11, !dbg !230
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !231
  %14 = load i8, i8* %13, align 8, !dbg !231, !tbaa !213
  %15 = sext i8 %14 to i64, !dbg !231
  %16 = add nsw i64 %12, %15, !dbg !232
  ret i64 %16, !dbg !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define hidden void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, %struct.Pair* nocapture noundef readonly byval(%struct.Pair) align 4 %1) local_unnamed_addr #5 !dbg !234 {
  call void @llvm.dbg.declare(metadata %struct.Pair* %1, metadata !238, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !239, metadata !DIExpression()), !dbg !241
  %3 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !242
  %4 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i32 0, i32 1, !dbg !243
  %5 = load float, float* %4, align 4, !dbg !243, !tbaa !244
  %6 = fptosi float %5 to i32, !dbg !248
  store i32 %6, i32* %3, align 4, !dbg !242, !tbaa !249
  %7 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !242
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i32 0, i32 0, !dbg !250
  %9 = load i32, i32* %8, align 4, !dbg !250, !tbaa !249
  %10 = sitofp i32 %9 to float, !dbg !251
  store float %10, float* %7, align 4, !dbg !242, !tbaa !244
  ret void, !dbg !252
}

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #6 !dbg !253 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !259, metadata !DIExpression()), !dbg !260
  %2 = icmp eq i32 %0, 0, !dbg !261
  %3 = select i1 %2, i32 1, i32 %0, !dbg !261
  %4 = tail call i8* @malloc(i32 noundef %3), !dbg !262
  ret i8* %4, !dbg !263
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !264 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !268, metadata !DIExpression()), !dbg !269
  tail call void @free(i8* noundef %0), !dbg !270
  ret void, !dbg !271
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn
define hidden void @_ZdlPvm(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !272 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !276, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i32 %1, metadata !277, metadata !DIExpression()), !dbg !278
  tail call void @free(i8* noundef %0), !dbg !279
  ret void, !dbg !280
}

; Function Attrs: norecurse nounwind
define hidden noundef i32 @main() #11 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !281 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !283, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !283, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !283, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !357
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !289, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !294, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !358
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !292, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !295, metadata !DIExpression()), !dbg !359
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 6.000000e+00), !dbg !360
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !295, metadata !DIExpression()), !dbg !359
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 1.600000e+01), !dbg !360
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !295, metadata !DIExpression()), !dbg !359
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 4.000000e+00), !dbg !360
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !292, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !358
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef 2.600000e+01), !dbg !362
  call void @llvm.dbg.value(metadata i32 5, metadata !303, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !304, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !306, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 20, metadata !303, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !357
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef 20, i32 noundef 5), !dbg !363
  %10 = bitcast %struct.Diamond* %1 to i8*, !dbg !364
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %10) #20, !dbg !364
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !308, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !366, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !376, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !380
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 0, !dbg !382
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1, !dbg !383
  store i32 1, i32* %12, align 4, !dbg !383, !tbaa !384
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !386, metadata !DIExpression()), !dbg !395
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0, !dbg !397
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1, !dbg !398
  store i32 2, i32* %14, align 4, !dbg !398, !tbaa !399
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !401, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !409
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0, !dbg !411
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1, !dbg !412
  store i32 3, i32* %16, align 4, !dbg !412, !tbaa !413
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %13, align 4, !dbg !415, !tbaa !416
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %11, align 4, !dbg !415, !tbaa !416
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %15, align 4, !dbg !415, !tbaa !416
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2, !dbg !418
  store i32 4, i32* %17, align 4, !dbg !418, !tbaa !419
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, !dbg !421
  %19 = bitcast %struct.Base* %18 to i8*, !dbg !421
  call void @llvm.dbg.value(metadata %struct.Base* %18, metadata !309, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !311, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !311, metadata !DIExpression()), !dbg !357
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !422
  %21 = call i8* @__dynamic_cast(i8* nonnull %19, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #20, !dbg !423
  %22 = icmp ne i8* %21, null, !dbg !423
  %23 = zext i1 %22 to i32, !dbg !423
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %23), !dbg !424
  call void @llvm.dbg.value(metadata i32 0, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 1, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 4, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 9, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 16, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 25, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 36, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 49, metadata !313, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 7, metadata !337, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 7, metadata !338, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32* undef, metadata !343, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 8, metadata !342, metadata !DIExpression()), !dbg !357
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !425
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !426
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 42), !dbg !427
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !428
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)), !dbg !429
  %30 = bitcast %struct.Big* %2 to i8*, !dbg !430
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %30) #20, !dbg !430
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !353, metadata !DIExpression()), !dbg !431
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !432
  %31 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef nonnull byval(%struct.Big) align 8 %2), !dbg !433
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 0, !dbg !434
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %31, i8* noundef nonnull %32), !dbg !435
  %34 = bitcast %struct.Pair* %3 to i8*, !dbg !436
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #20, !dbg !436
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !354, metadata !DIExpression()), !dbg !437
  %35 = getelementptr inbounds %struct.Pair, %struct.Pair* %4, i32 0, i32 0, !dbg !438
  store i32 3, i32* %35, align 4, !dbg !438, !tbaa !249
  %36 = getelementptr inbounds %struct.Pair, %struct.Pair* %4, i32 0, i32 1, !dbg !438
  store float 9.500000e+00, float* %36, align 4, !dbg !438, !tbaa !244
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, %struct.Pair* noundef nonnull byval(%struct.Pair) align 4 %4), !dbg !439
  %37 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !440
  %38 = load i32, i32* %37, align 4, !dbg !440, !tbaa !249
  %39 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !441
  %40 = load float, float* %39, align 4, !dbg !441, !tbaa !244
  %41 = fpext float %40 to double, !dbg !442
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %38, double noundef %41), !dbg !443
  %43 = load i1, i1* @_ZGVZL7countervE1n, align 1, !dbg !444
  br i1 %43, label %44, label %46, !dbg !444, !prof !446

44:                                               ; preds = %0
  %45 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !447, !tbaa !448
  br label %49, !dbg !444

46:                                               ; preds = %0
  call fastcc void @_ZL8registryv() #20, !dbg !449
  %47 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !450
  %48 = select i1 %47, i32 3, i32 0, !dbg !450
  store i1 true, i1* @_ZGVZL7countervE1n, align 1, !dbg !444
  br label %49, !dbg !444

49:                                               ; preds = %44, %46
  %50 = phi i32 [ %45, %44 ], [ %48, %46 ], !dbg !447
  call void @llvm.dbg.value(metadata i32 %50, metadata !355, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !357
  %51 = add nsw i32 %50, 2, !dbg !451
  store i32 %51, i32* @_ZZL7countervE1n, align 4, !dbg !451, !tbaa !448
  call void @llvm.dbg.value(metadata i32 %51, metadata !356, metadata !DIExpression()), !dbg !357
  %52 = load i1, i1* @_ZGVZL8registryvE1r, align 1, !dbg !453
  br i1 %52, label %55, label %53, !dbg !453, !prof !446

53:                                               ; preds = %49
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !455
  %54 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)) #20, !dbg !461
  store i1 true, i1* @_ZGVZL8registryvE1r, align 1, !dbg !453
  br label %55, !dbg !453

55:                                               ; preds = %53, %49
  %56 = add nsw i32 %50, 1, !dbg !447
  call void @llvm.dbg.value(metadata i32 %56, metadata !355, metadata !DIExpression()), !dbg !357
  %57 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !463
  %58 = select i1 %57, i32 3, i32 0, !dbg !463
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %56, i32 noundef %51, i32 noundef %58), !dbg !464
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #20, !dbg !465
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %30) #20, !dbg !465
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %10) #20, !dbg !465
  ret i32 0, !dbg !465
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #13

; Function Attrs: nofree norecurse nounwind
define internal fastcc void @_ZL8registryv() unnamed_addr #14 !dbg !144 {
  %1 = load i1, i1* @_ZGVZL8registryvE1r, align 1, !dbg !466
  br i1 %1, label %4, label %2, !dbg !466, !prof !446

2:                                                ; preds = %0
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !467
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !469
  store i1 true, i1* @_ZGVZL8registryvE1r, align 1, !dbg !466
  br label %4, !dbg !466

4:                                                ; preds = %2, %0
  ret void, !dbg !470
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #15 comdat !dbg !471 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !474, metadata !DIExpression()), !dbg !475
  ret %struct.Diamond* %0, !dbg !476
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #16 comdat !dbg !477 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !479, metadata !DIExpression()), !dbg !481
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !482
  %3 = load i8*, i8** %2, align 4, !dbg !482, !tbaa !416
  %4 = getelementptr i8, i8* %3, i32 -12, !dbg !482
  %5 = bitcast i8* %4 to i32*, !dbg !482
  %6 = load i32, i32* %5, align 4, !dbg !482
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !482
  %8 = getelementptr inbounds i8, i8* %7, i32 %6, !dbg !482
  %9 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !482
  %10 = bitcast i8* %9 to i32*, !dbg !482
  %11 = load i32, i32* %10, align 4, !dbg !482, !tbaa !384
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 0, i32 1, !dbg !483
  %13 = load i32, i32* %12, align 4, !dbg !483, !tbaa !399
  %14 = add nsw i32 %13, %11, !dbg !484
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 1, i32 1, !dbg !485
  %16 = load i32, i32* %15, align 4, !dbg !485, !tbaa !413
  %17 = add nsw i32 %14, %16, !dbg !486
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 2, !dbg !487
  %19 = load i32, i32* %18, align 4, !dbg !487, !tbaa !419
  %20 = add nsw i32 %17, %19, !dbg !488
  ret i32 %20, !dbg !489
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 comdat personality i32 (...)* @__gxx_wasm_personality_v0 !dbg !490 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !492, metadata !DIExpression()), !dbg !493
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !494
  call void @llvm.dbg.value(metadata i8* %2, metadata !268, metadata !DIExpression()) #20, !dbg !495
  tail call void @free(i8* noundef nonnull %2) #20, !dbg !497
  ret void, !dbg !494
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat !dbg !498 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3, !dbg !500
  %3 = bitcast %struct.Base* %2 to %struct.Diamond*, !dbg !500
  ret %struct.Diamond* %3, !dbg !500
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat personality i32 (...)* @__gxx_wasm_personality_v0 !dbg !501 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3, !dbg !502
  %3 = bitcast %struct.Base* %2 to i8*, !dbg !503
  call void @llvm.dbg.value(metadata i8* %3, metadata !492, metadata !DIExpression()) #20, !dbg !505
  call void @llvm.dbg.value(metadata i8* %3, metadata !268, metadata !DIExpression()) #20, !dbg !506
  tail call void @free(i8* noundef nonnull %3) #20, !dbg !508
  ret void, !dbg !502
}

define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 comdat !dbg !509 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !510
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !510
  %4 = load i8*, i8** %3, align 4, !dbg !510
  %5 = getelementptr inbounds i8, i8* %4, i32 -12, !dbg !510
  %6 = bitcast i8* %5 to i32*, !dbg !510
  %7 = load i32, i32* %6, align 4, !dbg !510
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !510
  call void @llvm.dbg.value(metadata i8* %8, metadata !479, metadata !DIExpression()), !dbg !511
  %9 = bitcast i8* %8 to i8**, !dbg !513
  %10 = load i8*, i8** %9, align 4, !dbg !513, !tbaa !416
  %11 = getelementptr i8, i8* %10, i32 -12, !dbg !513
  %12 = bitcast i8* %11 to i32*, !dbg !513
  %13 = load i32, i32* %12, align 4, !dbg !513
  %14 = getelementptr inbounds i8, i8* %8, i32 %13, !dbg !513
  %15 = getelementptr inbounds i8, i8* %14, i32 4, !dbg !513
  %16 = bitcast i8* %15 to i32*, !dbg !513
  %17 = load i32, i32* %16, align 4, !dbg !513, !tbaa !384
  %18 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !514
  %19 = bitcast i8* %18 to i32*, !dbg !514
  %20 = load i32, i32* %19, align 4, !dbg !514, !tbaa !399
  %21 = add nsw i32 %20, %17, !dbg !515
  %22 = getelementptr inbounds i8, i8* %8, i32 12, !dbg !516
  %23 = bitcast i8* %22 to i32*, !dbg !516
  %24 = load i32, i32* %23, align 4, !dbg !516, !tbaa !413
  %25 = add nsw i32 %21, %24, !dbg !517
  %26 = getelementptr inbounds i8, i8* %8, i32 16, !dbg !518
  %27 = bitcast i8* %26 to i32*, !dbg !518
  %28 = load i32, i32* %27, align 4, !dbg !518, !tbaa !419
  %29 = add nsw i32 %25, %28, !dbg !519
  ret i32 %29, !dbg !510
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat !dbg !520 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !521
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !521
  %4 = load i8*, i8** %3, align 4, !dbg !521
  %5 = getelementptr inbounds i8, i8* %4, i32 -16, !dbg !521
  %6 = bitcast i8* %5 to i32*, !dbg !521
  %7 = load i32, i32* %6, align 4, !dbg !521
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !521
  %9 = bitcast i8* %8 to %struct.Diamond*, !dbg !521
  ret %struct.Diamond* %9, !dbg !521
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat personality i32 (...)* @__gxx_wasm_personality_v0 !dbg !522 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !523
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !523
  %4 = load i8*, i8** %3, align 4, !dbg !523
  %5 = getelementptr inbounds i8, i8* %4, i32 -16, !dbg !523
  %6 = bitcast i8* %5 to i32*, !dbg !523
  %7 = load i32, i32* %6, align 4, !dbg !523
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !523
  call void @llvm.dbg.value(metadata i8* %8, metadata !492, metadata !DIExpression()) #20, !dbg !524
  call void @llvm.dbg.value(metadata i8* %8, metadata !268, metadata !DIExpression()) #20, !dbg !526
  tail call void @free(i8* noundef nonnull %8) #20, !dbg !528
  ret void, !dbg !523
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #18

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #19

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #15 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #16 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #17 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #18 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #19 = { nofree nounwind }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!150, !151, !152}
!llvm.ident = !{!153}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !141, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11, !32, !36, !39, !71, !83, !86, !96, !113, !15, !116, !12, !133}
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, vtableHolder: !12, identifier: "_ZTS5Right")
!13 = !{!14, !30, !31}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 35, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: "_ZTS4Base")
!16 = !{!17, !20, !21, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !4, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !3, line: 35, baseType: !6, size: 32, offset: 32)
!21 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !12, file: !3, line: 37, baseType: !6, size: 32, offset: 32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS4Pair")
!33 = !{!34, !35}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !3, line: 63, baseType: !6, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !3, line: 63, baseType: !10, size: 32, offset: 32)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, vtableHolder: !39, identifier: "_ZTS4Rect")
!37 = !{!38, !57, !58, !59, !63, !68}
!38 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !39, extraData: i32 0)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, vtableHolder: !39, identifier: "_ZTS5Shape")
!40 = !{!41, !42, !46, !52}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!42 = !DISubprogram(name: "~Shape", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, containingType: !39, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !39, file: !3, line: 11, type: !47, scopeLine: 11, containingType: !39, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!52 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, containingType: !39, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !50}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 128)
!59 = !DISubprogram(name: "Rect", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !49, !49}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, containingType: !36, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{!49, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!68 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, containingType: !36, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!55, !66}
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !72, vtableHolder: !39, identifier: "_ZTS6Square")
!72 = !{!73, !74, !78}
!73 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !71, baseType: !36, extraData: i32 0)
!74 = !DISubprogram(name: "Square", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{null, !77, !49}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, containingType: !71, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{!55, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !84, vtableHolder: !86, identifier: "_ZTS6Widget")
!84 = !{!85, !95, !104, !109}
!85 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !86, extraData: i32 0)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !87, vtableHolder: !86, identifier: "_ZTS5Named")
!87 = !{!88, !89, !90}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !86, file: !3, line: 27, baseType: !6, size: 32, offset: 32)
!90 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, containingType: !86, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!55, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!95 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !96, offset: 64, extraData: i32 0)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !97, vtableHolder: !96, identifier: "_ZTS7Counted")
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !96, file: !3, line: 28, baseType: !6, size: 32, offset: 32)
!100 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, containingType: !96, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, containingType: !83, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!55, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!109 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, containingType: !83, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !114, vtableHolder: !116, identifier: "_ZTS7Diamond")
!114 = !{!115, !126, !127, !128}
!115 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !116, extraData: i32 0)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: "_ZTS4Left")
!117 = !{!118, !119, !120, !121}
!118 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !116, file: !3, line: 36, baseType: !6, size: 32, offset: 32)
!121 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, containingType: !116, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!6, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!126 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !12, offset: 64, extraData: i32 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !113, file: !3, line: 38, baseType: !6, size: 32, offset: 128)
!128 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, containingType: !113, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!6, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !134, identifier: "_ZTS8Registry")
!134 = !{!135, !136, !140}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !133, file: !3, line: 77, baseType: !6, size: 32)
!136 = !DISubprogram(name: "Registry", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "~Registry", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !{!0, !142}
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "r", scope: !144, file: !3, line: 82, type: !133, isLocal: true, isDefinition: true)
!144 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !3, file: !3, line: 81, type: !145, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!145 = !DISubroutineType(types: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !133, size: 32)
!148 = !{}
!149 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!150 = !{i32 7, !"Dwarf Version", i32 4}
!151 = !{i32 2, !"Debug Info Version", i32 3}
!152 = !{i32 1, !"wchar_size", i32 4}
!153 = !{!"Debian clang version 14.0.6"}
!154 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !155, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !160, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!55, !55, !55}
!157 = !{!158, !159}
!158 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !3, line: 53, type: !55)
!159 = !DILocalVariable(arg: 2, scope: !154, file: !3, line: 53, type: !55)
!160 = !{!161}
!161 = !DITemplateTypeParameter(name: "T", type: !55)
!162 = !DILocation(line: 0, scope: !154)
!163 = !DILocation(line: 53, column: 77, scope: !154)
!164 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !165, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !178)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !6}
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !168, identifier: "_ZTS3Big")
!168 = !{!169, !171, !172, !173, !174}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !167, file: !3, line: 62, baseType: !170, size: 64)
!170 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !3, line: 62, baseType: !170, size: 64, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !3, line: 62, baseType: !170, size: 64, offset: 128)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !167, file: !3, line: 62, baseType: !170, size: 64, offset: 192)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !167, file: !3, line: 62, baseType: !175, size: 104, offset: 256)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 13)
!178 = !{!179, !180, !181}
!179 = !DILocalVariable(name: "seed", arg: 1, scope: !164, file: !3, line: 65, type: !6)
!180 = !DILocalVariable(name: "r", scope: !164, file: !3, line: 66, type: !167)
!181 = !DILocalVariable(name: "i", scope: !182, file: !3, line: 68, type: !6)
!182 = distinct !DILexicalBlock(scope: !164, file: !3, line: 68, column: 3)
!183 = !DILocation(line: 0, scope: !164)
!184 = !DILocation(line: 66, column: 7, scope: !164)
!185 = !DILocation(line: 67, column: 9, scope: !164)
!186 = !DILocation(line: 67, column: 5, scope: !164)
!187 = !DILocation(line: 67, column: 7, scope: !164)
!188 = !{!189, !190, i64 0}
!189 = !{!"_ZTS3Big", !190, i64 0, !190, i64 8, !190, i64 16, !190, i64 24, !191, i64 32}
!190 = !{!"long long", !191, i64 0}
!191 = !{!"omnipotent char", !192, i64 0}
!192 = !{!"Simple C++ TBAA"}
!193 = !DILocation(line: 67, column: 26, scope: !164)
!194 = !DILocation(line: 67, column: 21, scope: !164)
!195 = !DILocation(line: 67, column: 17, scope: !164)
!196 = !DILocation(line: 67, column: 19, scope: !164)
!197 = !{!189, !190, i64 8}
!198 = !DILocation(line: 67, column: 42, scope: !164)
!199 = !DILocation(line: 67, column: 37, scope: !164)
!200 = !DILocation(line: 67, column: 33, scope: !164)
!201 = !DILocation(line: 67, column: 35, scope: !164)
!202 = !{!189, !190, i64 16}
!203 = !DILocation(line: 67, column: 53, scope: !164)
!204 = !DILocation(line: 67, column: 49, scope: !164)
!205 = !DILocation(line: 67, column: 51, scope: !164)
!206 = !{!189, !190, i64 24}
!207 = !DILocation(line: 0, scope: !182)
!208 = !DILocation(line: 68, column: 67, scope: !209)
!209 = distinct !DILexicalBlock(scope: !182, file: !3, line: 68, column: 3)
!210 = !DILocation(line: 68, column: 49, scope: !209)
!211 = !DILocation(line: 68, column: 32, scope: !209)
!212 = !DILocation(line: 68, column: 41, scope: !209)
!213 = !{!191, !191, i64 0}
!214 = !DILocation(line: 68, column: 62, scope: !209)
!215 = !DILocation(line: 69, column: 3, scope: !164)
!216 = !DILocation(line: 69, column: 13, scope: !164)
!217 = !DILocation(line: 70, column: 3, scope: !164)
!218 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !219, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !221)
!219 = !DISubroutineType(types: !220)
!220 = !{!170, !167}
!221 = !{!222}
!222 = !DILocalVariable(name: "b", arg: 1, scope: !218, file: !3, line: 72, type: !167)
!223 = !DILocation(line: 72, column: 49, scope: !218)
!224 = !DILocation(line: 72, column: 63, scope: !218)
!225 = !DILocation(line: 72, column: 69, scope: !218)
!226 = !DILocation(line: 72, column: 65, scope: !218)
!227 = !DILocation(line: 72, column: 75, scope: !218)
!228 = !DILocation(line: 72, column: 71, scope: !218)
!229 = !DILocation(line: 72, column: 81, scope: !218)
!230 = !DILocation(line: 72, column: 77, scope: !218)
!231 = !DILocation(line: 72, column: 85, scope: !218)
!232 = !DILocation(line: 72, column: 83, scope: !218)
!233 = !DILocation(line: 72, column: 54, scope: !218)
!234 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !235, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!32, !32}
!237 = !{!238, !239}
!238 = !DILocalVariable(name: "p", arg: 1, scope: !234, file: !3, line: 73, type: !32)
!239 = !DILocalVariable(name: "q", scope: !234, file: !3, line: 73, type: !32)
!240 = !DILocation(line: 73, column: 47, scope: !234)
!241 = !DILocation(line: 73, column: 57, scope: !234)
!242 = !DILocation(line: 73, column: 61, scope: !234)
!243 = !DILocation(line: 73, column: 69, scope: !234)
!244 = !{!245, !247, i64 4}
!245 = !{!"_ZTS4Pair", !246, i64 0, !247, i64 4}
!246 = !{!"int", !191, i64 0}
!247 = !{!"float", !191, i64 0}
!248 = !DILocation(line: 73, column: 67, scope: !234)
!249 = !{!245, !246, i64 0}
!250 = !DILocation(line: 73, column: 81, scope: !234)
!251 = !DILocation(line: 73, column: 79, scope: !234)
!252 = !DILocation(line: 73, column: 85, scope: !234)
!253 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !254, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !258)
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !257}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!257 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!258 = !{!259}
!259 = !DILocalVariable(name: "n", arg: 1, scope: !253, file: !3, line: 91, type: !257)
!260 = !DILocation(line: 0, scope: !253)
!261 = !DILocation(line: 91, column: 53, scope: !253)
!262 = !DILocation(line: 91, column: 46, scope: !253)
!263 = !DILocation(line: 91, column: 39, scope: !253)
!264 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !265, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !256}
!267 = !{!268}
!268 = !DILocalVariable(name: "p", arg: 1, scope: !264, file: !3, line: 92, type: !256)
!269 = !DILocation(line: 0, scope: !264)
!270 = !DILocation(line: 92, column: 42, scope: !264)
!271 = !DILocation(line: 92, column: 51, scope: !264)
!272 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !273, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !256, !257}
!275 = !{!276, !277}
!276 = !DILocalVariable(name: "p", arg: 1, scope: !272, file: !3, line: 93, type: !256)
!277 = !DILocalVariable(arg: 2, scope: !272, file: !3, line: 93, type: !257)
!278 = !DILocation(line: 0, scope: !272)
!279 = !DILocation(line: 93, column: 57, scope: !272)
!280 = !DILocation(line: 93, column: 66, scope: !272)
!281 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !282)
!282 = !{!283, !288, !289, !292, !294, !295, !297, !299, !300, !301, !303, !304, !306, !308, !309, !311, !313, !335, !337, !338, !342, !343, !347, !349, !353, !354, !355, !356}
!283 = !DILocalVariable(name: "shapes", scope: !281, file: !3, line: 96, type: !284)
!284 = !DICompositeType(tag: DW_TAG_array_type, baseType: !285, size: 96, elements: !286)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!286 = !{!287}
!287 = !DISubrange(count: 3)
!288 = !DILocalVariable(name: "total", scope: !281, file: !3, line: 97, type: !49)
!289 = !DILocalVariable(name: "__range1", scope: !290, type: !291, flags: DIFlagArtificial)
!290 = distinct !DILexicalBlock(scope: !281, file: !3, line: 98, column: 3)
!291 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !284, size: 32)
!292 = !DILocalVariable(name: "__begin1", scope: !290, type: !293, flags: DIFlagArtificial)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 32)
!294 = !DILocalVariable(name: "__end1", scope: !290, type: !293, flags: DIFlagArtificial)
!295 = !DILocalVariable(name: "s", scope: !296, file: !3, line: 98, type: !285)
!296 = distinct !DILexicalBlock(scope: !290, file: !3, line: 98, column: 3)
!297 = !DILocalVariable(name: "__range1", scope: !298, type: !291, flags: DIFlagArtificial)
!298 = distinct !DILexicalBlock(scope: !281, file: !3, line: 102, column: 3)
!299 = !DILocalVariable(name: "__begin1", scope: !298, type: !293, flags: DIFlagArtificial)
!300 = !DILocalVariable(name: "__end1", scope: !298, type: !293, flags: DIFlagArtificial)
!301 = !DILocalVariable(name: "s", scope: !302, file: !3, line: 102, type: !285)
!302 = distinct !DILexicalBlock(scope: !298, file: !3, line: 102, column: 3)
!303 = !DILocalVariable(name: "w", scope: !281, file: !3, line: 105, type: !83)
!304 = !DILocalVariable(name: "c", scope: !281, file: !3, line: 106, type: !305)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!306 = !DILocalVariable(name: "n", scope: !281, file: !3, line: 107, type: !307)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!308 = !DILocalVariable(name: "d", scope: !281, file: !3, line: 111, type: !113)
!309 = !DILocalVariable(name: "bp", scope: !281, file: !3, line: 112, type: !310)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!311 = !DILocalVariable(name: "lp", scope: !281, file: !3, line: 113, type: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!313 = !DILocalVariable(name: "arr", scope: !281, file: !3, line: 117, type: !314)
!314 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !315, templateParams: !332, identifier: "_ZTS5ArrayIiLi8EE")
!315 = !{!316, !320, !325}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !314, file: !3, line: 43, baseType: !317, size: 256)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !318)
!318 = !{!319}
!319 = !DISubrange(count: 8)
!320 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !314, file: !3, line: 44, type: !321, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{!323, !324, !6}
!323 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !314, file: !3, line: 45, type: !326, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!328, !330, !6}
!328 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !329, size: 32)
!329 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !314)
!332 = !{!333, !334}
!333 = !DITemplateTypeParameter(name: "T", type: !6)
!334 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!335 = !DILocalVariable(name: "i", scope: !336, file: !3, line: 118, type: !6)
!336 = distinct !DILexicalBlock(scope: !281, file: !3, line: 118, column: 3)
!337 = !DILocalVariable(name: "bias", scope: !281, file: !3, line: 119, type: !6)
!338 = !DILocalVariable(name: "add", scope: !281, file: !3, line: 120, type: !339)
!339 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !340)
!340 = !{!341}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !339, file: !3, line: 120, baseType: !6, size: 32)
!342 = !DILocalVariable(name: "prod_count", scope: !281, file: !3, line: 121, type: !6)
!343 = !DILocalVariable(name: "mul", scope: !281, file: !3, line: 122, type: !344)
!344 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !345)
!345 = !{!346}
!346 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !344, file: !3, line: 122, baseType: !323, size: 32)
!347 = !DILocalVariable(name: "gen", scope: !281, file: !3, line: 124, type: !348)
!348 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!349 = !DILocalVariable(name: "fp", scope: !281, file: !3, line: 126, type: !350)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32)
!351 = !DISubroutineType(types: !352)
!352 = !{!6, !6}
!353 = !DILocalVariable(name: "b", scope: !281, file: !3, line: 132, type: !167)
!354 = !DILocalVariable(name: "p", scope: !281, file: !3, line: 134, type: !32)
!355 = !DILocalVariable(name: "a1", scope: !281, file: !3, line: 137, type: !6)
!356 = !DILocalVariable(name: "a2", scope: !281, file: !3, line: 137, type: !6)
!357 = !DILocation(line: 0, scope: !281)
!358 = !DILocation(line: 0, scope: !290)
!359 = !DILocation(line: 0, scope: !296)
!360 = !DILocation(line: 99, column: 5, scope: !361)
!361 = distinct !DILexicalBlock(scope: !296, file: !3, line: 98, column: 27)
!362 = !DILocation(line: 103, column: 3, scope: !281)
!363 = !DILocation(line: 109, column: 3, scope: !281)
!364 = !DILocation(line: 111, column: 3, scope: !281)
!365 = !DILocation(line: 111, column: 11, scope: !281)
!366 = !DILocalVariable(name: "this", arg: 1, scope: !367, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !368, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !371, retainedNodes: !372)
!368 = !DISubroutineType(types: !369)
!369 = !{null, !370}
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DISubprogram(name: "Diamond", scope: !113, type: !368, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !{!366}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!374 = !DILocation(line: 0, scope: !367, inlinedAt: !375)
!375 = distinct !DILocation(line: 111, column: 11, scope: !281)
!376 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !310, flags: DIFlagArtificial | DIFlagObjectPointer)
!377 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !378, retainedNodes: !379)
!378 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !{!376}
!380 = !DILocation(line: 0, scope: !377, inlinedAt: !381)
!381 = distinct !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!382 = !DILocation(line: 35, column: 8, scope: !377, inlinedAt: !381)
!383 = !DILocation(line: 35, column: 19, scope: !377, inlinedAt: !381)
!384 = !{!385, !246, i64 4}
!385 = !{!"_ZTS4Base", !246, i64 4}
!386 = !DILocalVariable(name: "this", arg: 1, scope: !387, type: !312, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !388, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !391, retainedNodes: !392)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !390}
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = !DISubprogram(name: "Left", scope: !116, type: !388, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !{!386, !393}
!393 = !DILocalVariable(name: "vtt", arg: 2, scope: !387, type: !394, flags: DIFlagArtificial)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 32)
!395 = !DILocation(line: 0, scope: !387, inlinedAt: !396)
!396 = distinct !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!397 = !DILocation(line: 36, column: 8, scope: !387, inlinedAt: !396)
!398 = !DILocation(line: 36, column: 34, scope: !387, inlinedAt: !396)
!399 = !{!400, !246, i64 4}
!400 = !{!"_ZTS4Left", !246, i64 4}
!401 = !DILocalVariable(name: "this", arg: 1, scope: !402, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!402 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !403, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !406, retainedNodes: !407)
!403 = !DISubroutineType(types: !404)
!404 = !{null, !405}
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DISubprogram(name: "Right", scope: !12, type: !403, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !{!401, !408}
!408 = !DILocalVariable(name: "vtt", arg: 2, scope: !402, type: !394, flags: DIFlagArtificial)
!409 = !DILocation(line: 0, scope: !402, inlinedAt: !410)
!410 = distinct !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!411 = !DILocation(line: 37, column: 8, scope: !402, inlinedAt: !410)
!412 = !DILocation(line: 37, column: 35, scope: !402, inlinedAt: !410)
!413 = !{!414, !246, i64 4}
!414 = !{!"_ZTS5Right", !246, i64 4}
!415 = !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!416 = !{!417, !417, i64 0}
!417 = !{!"vtable pointer", !192, i64 0}
!418 = !DILocation(line: 38, column: 36, scope: !367, inlinedAt: !375)
!419 = !{!420, !246, i64 16}
!420 = !{!"_ZTS7Diamond", !246, i64 16}
!421 = !DILocation(line: 112, column: 14, scope: !281)
!422 = !DILocation(line: 114, column: 3, scope: !281)
!423 = !DILocation(line: 115, column: 31, scope: !281)
!424 = !DILocation(line: 115, column: 3, scope: !281)
!425 = !DILocation(line: 123, column: 3, scope: !281)
!426 = !DILocation(line: 125, column: 3, scope: !281)
!427 = !DILocation(line: 127, column: 3, scope: !281)
!428 = !DILocation(line: 129, column: 3, scope: !281)
!429 = !DILocation(line: 130, column: 3, scope: !281)
!430 = !DILocation(line: 132, column: 3, scope: !281)
!431 = !DILocation(line: 132, column: 7, scope: !281)
!432 = !DILocation(line: 132, column: 11, scope: !281)
!433 = !DILocation(line: 133, column: 27, scope: !281)
!434 = !DILocation(line: 133, column: 39, scope: !281)
!435 = !DILocation(line: 133, column: 3, scope: !281)
!436 = !DILocation(line: 134, column: 3, scope: !281)
!437 = !DILocation(line: 134, column: 8, scope: !281)
!438 = !DILocation(line: 134, column: 26, scope: !281)
!439 = !DILocation(line: 134, column: 12, scope: !281)
!440 = !DILocation(line: 135, column: 30, scope: !281)
!441 = !DILocation(line: 135, column: 35, scope: !281)
!442 = !DILocation(line: 135, column: 33, scope: !281)
!443 = !DILocation(line: 135, column: 3, scope: !281)
!444 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !445)
!445 = distinct !DILocation(line: 137, column: 12, scope: !281)
!446 = !{!"branch_weights", i32 1048575, i32 1}
!447 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !445)
!448 = !{!246, !246, i64 0}
!449 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !445)
!450 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !445)
!451 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !452)
!452 = distinct !DILocation(line: 137, column: 28, scope: !281)
!453 = !DILocation(line: 82, column: 3, scope: !144, inlinedAt: !454)
!454 = distinct !DILocation(line: 138, column: 48, scope: !281)
!455 = !DILocation(line: 78, column: 16, scope: !456, inlinedAt: !460)
!456 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !136, retainedNodes: !457)
!457 = !{!458}
!458 = !DILocalVariable(name: "this", arg: 1, scope: !456, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!460 = distinct !DILocation(line: 82, column: 19, scope: !144, inlinedAt: !454)
!461 = !DILocation(line: 78, column: 29, scope: !462, inlinedAt: !460)
!462 = distinct !DILexicalBlock(scope: !456, file: !3, line: 78, column: 27)
!463 = !DILocation(line: 138, column: 59, scope: !281)
!464 = !DILocation(line: 138, column: 3, scope: !281)
!465 = !DILocation(line: 140, column: 1, scope: !281)
!466 = !DILocation(line: 82, column: 3, scope: !144)
!467 = !DILocation(line: 78, column: 16, scope: !456, inlinedAt: !468)
!468 = distinct !DILocation(line: 82, column: 19, scope: !144)
!469 = !DILocation(line: 78, column: 29, scope: !462, inlinedAt: !468)
!470 = !DILocation(line: 83, column: 3, scope: !144)
!471 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !368, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !472, retainedNodes: !473)
!472 = !DISubprogram(name: "~Diamond", scope: !113, type: !368, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!473 = !{!474}
!474 = !DILocalVariable(name: "this", arg: 1, scope: !471, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!475 = !DILocation(line: 0, scope: !471)
!476 = !DILocation(line: 38, column: 8, scope: !471)
!477 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !128, retainedNodes: !478)
!478 = !{!479}
!479 = !DILocalVariable(name: "this", arg: 1, scope: !477, type: !480, flags: DIFlagArtificial | DIFlagObjectPointer)
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!481 = !DILocation(line: 0, scope: !477)
!482 = !DILocation(line: 38, column: 77, scope: !477)
!483 = !DILocation(line: 38, column: 81, scope: !477)
!484 = !DILocation(line: 38, column: 79, scope: !477)
!485 = !DILocation(line: 38, column: 85, scope: !477)
!486 = !DILocation(line: 38, column: 83, scope: !477)
!487 = !DILocation(line: 38, column: 89, scope: !477)
!488 = !DILocation(line: 38, column: 87, scope: !477)
!489 = !DILocation(line: 38, column: 70, scope: !477)
!490 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !368, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !472, retainedNodes: !491)
!491 = !{!492}
!492 = !DILocalVariable(name: "this", arg: 1, scope: !490, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!493 = !DILocation(line: 0, scope: !490)
!494 = !DILocation(line: 38, column: 8, scope: !490)
!495 = !DILocation(line: 0, scope: !264, inlinedAt: !496)
!496 = distinct !DILocation(line: 38, column: 8, scope: !490)
!497 = !DILocation(line: 92, column: 42, scope: !264, inlinedAt: !496)
!498 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !499, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!499 = !DISubroutineType(types: !148)
!500 = !DILocation(line: 0, scope: !498)
!501 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !499, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!502 = !DILocation(line: 0, scope: !501)
!503 = !DILocation(line: 38, column: 8, scope: !490, inlinedAt: !504)
!504 = distinct !DILocation(line: 0, scope: !501)
!505 = !DILocation(line: 0, scope: !490, inlinedAt: !504)
!506 = !DILocation(line: 0, scope: !264, inlinedAt: !507)
!507 = distinct !DILocation(line: 38, column: 8, scope: !490, inlinedAt: !504)
!508 = !DILocation(line: 92, column: 42, scope: !264, inlinedAt: !507)
!509 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !499, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!510 = !DILocation(line: 0, scope: !509)
!511 = !DILocation(line: 0, scope: !477, inlinedAt: !512)
!512 = distinct !DILocation(line: 0, scope: !509)
!513 = !DILocation(line: 38, column: 77, scope: !477, inlinedAt: !512)
!514 = !DILocation(line: 38, column: 81, scope: !477, inlinedAt: !512)
!515 = !DILocation(line: 38, column: 79, scope: !477, inlinedAt: !512)
!516 = !DILocation(line: 38, column: 85, scope: !477, inlinedAt: !512)
!517 = !DILocation(line: 38, column: 83, scope: !477, inlinedAt: !512)
!518 = !DILocation(line: 38, column: 89, scope: !477, inlinedAt: !512)
!519 = !DILocation(line: 38, column: 87, scope: !477, inlinedAt: !512)
!520 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !499, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!521 = !DILocation(line: 0, scope: !520)
!522 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !499, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!523 = !DILocation(line: 0, scope: !522)
!524 = !DILocation(line: 0, scope: !490, inlinedAt: !525)
!525 = distinct !DILocation(line: 0, scope: !522)
!526 = !DILocation(line: 0, scope: !264, inlinedAt: !527)
!527 = distinct !DILocation(line: 38, column: 8, scope: !490, inlinedAt: !525)
!528 = !DILocation(line: 92, column: 42, scope: !264, inlinedAt: !527)
