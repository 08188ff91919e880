; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Diamond = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32, %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Rect }
%struct.Counted.base = type <{ i32 (...)**, i32 }>
%struct.Widget = type { %struct.Named.base, [4 x i8], %struct.Counted.base, [4 x i8] }
%struct.Named.base = type <{ i32 (...)**, i32 }>

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
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i64 0, align 8
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !149
@_ZGVZL8registryvE1r = internal global i64 0, align 8
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !162 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !166, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i8* undef, metadata !167, metadata !DIExpression()), !dbg !170
  ret i8* %0, !dbg !171
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !172 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !187, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !188, metadata !DIExpression()), !dbg !192
  %3 = sext i32 %1 to i64, !dbg !193
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !194
  store i64 %3, i64* %4, align 8, !dbg !195, !tbaa !196
  %5 = shl nsw i32 %1, 1, !dbg !201
  %6 = sext i32 %5 to i64, !dbg !202
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !203
  store i64 %6, i64* %7, align 8, !dbg !204, !tbaa !205
  %8 = mul nsw i32 %1, 3, !dbg !206
  %9 = sext i32 %8 to i64, !dbg !207
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !208
  store i64 %9, i64* %10, align 8, !dbg !209, !tbaa !210
  %11 = sub nsw i32 0, %1, !dbg !211
  %12 = sext i32 %11 to i64, !dbg !211
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !212
  store i64 %12, i64* %13, align 8, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression()), !dbg !215
  %14 = srem i32 %1, 26, !dbg !216
  %15 = trunc i32 %14 to i8, !dbg !218
  %16 = add nsw i8 %15, 97, !dbg !218
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !219
  store i8 %16, i8* %17, align 8, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 1, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 1, metadata !189, metadata !DIExpression()), !dbg !215
  %18 = add nsw i32 %1, 1, !dbg !222
  %19 = srem i32 %18, 26, !dbg !216
  %20 = trunc i32 %19 to i8, !dbg !218
  %21 = add nsw i8 %20, 97, !dbg !218
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1, !dbg !219
  store i8 %21, i8* %22, align 1, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 2, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 2, metadata !189, metadata !DIExpression()), !dbg !215
  %23 = add nsw i32 %1, 2, !dbg !222
  %24 = srem i32 %23, 26, !dbg !216
  %25 = trunc i32 %24 to i8, !dbg !218
  %26 = add nsw i8 %25, 97, !dbg !218
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2, !dbg !219
  store i8 %26, i8* %27, align 2, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 3, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 3, metadata !189, metadata !DIExpression()), !dbg !215
  %28 = add nsw i32 %1, 3, !dbg !222
  %29 = srem i32 %28, 26, !dbg !216
  %30 = trunc i32 %29 to i8, !dbg !218
  %31 = add nsw i8 %30, 97, !dbg !218
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3, !dbg !219
  store i8 %31, i8* %32, align 1, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 4, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 4, metadata !189, metadata !DIExpression()), !dbg !215
  %33 = add nsw i32 %1, 4, !dbg !222
  %34 = srem i32 %33, 26, !dbg !216
  %35 = trunc i32 %34 to i8, !dbg !218
  %36 = add nsw i8 %35, 97, !dbg !218
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4, !dbg !219
  store i8 %36, i8* %37, align 4, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 5, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 5, metadata !189, metadata !DIExpression()), !dbg !215
  %38 = add nsw i32 %1, 5, !dbg !222
  %39 = srem i32 %38, 26, !dbg !216
  %40 = trunc i32 %39 to i8, !dbg !218
  %41 = add nsw i8 %40, 97, !dbg !218
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5, !dbg !219
  store i8 %41, i8* %42, align 1, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 6, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 6, metadata !189, metadata !DIExpression()), !dbg !215
  %43 = add nsw i32 %1, 6, !dbg !222
  %44 = srem i32 %43, 26, !dbg !216
  %45 = trunc i32 %44 to i8, !dbg !218
  %46 = add nsw i8 %45, 97, !dbg !218
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6, !dbg !219
  store i8 %46, i8* %47, align 2, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 7, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 7, metadata !189, metadata !DIExpression()), !dbg !215
  %48 = add nsw i32 %1, 7, !dbg !222
  %49 = srem i32 %48, 26, !dbg !216
  %50 = trunc i32 %49 to i8, !dbg !218
  %51 = add nsw i8 %50, 97, !dbg !218
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7, !dbg !219
  store i8 %51, i8* %52, align 1, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 8, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 8, metadata !189, metadata !DIExpression()), !dbg !215
  %53 = add nsw i32 %1, 8, !dbg !222
  %54 = srem i32 %53, 26, !dbg !216
  %55 = trunc i32 %54 to i8, !dbg !218
  %56 = add nsw i8 %55, 97, !dbg !218
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8, !dbg !219
  store i8 %56, i8* %57, align 8, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 9, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 9, metadata !189, metadata !DIExpression()), !dbg !215
  %58 = add nsw i32 %1, 9, !dbg !222
  %59 = srem i32 %58, 26, !dbg !216
  %60 = trunc i32 %59 to i8, !dbg !218
  %61 = add nsw i8 %60, 97, !dbg !218
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9, !dbg !219
  store i8 %61, i8* %62, align 1, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 10, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 10, metadata !189, metadata !DIExpression()), !dbg !215
  %63 = add nsw i32 %1, 10, !dbg !222
  %64 = srem i32 %63, 26, !dbg !216
  %65 = trunc i32 %64 to i8, !dbg !218
  %66 = add nsw i8 %65, 97, !dbg !218
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10, !dbg !219
  store i8 %66, i8* %67, align 2, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 11, metadata !189, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 11, metadata !189, metadata !DIExpression()), !dbg !215
  %68 = add nsw i32 %1, 11, !dbg !222
  %69 = srem i32 %68, 26, !dbg !216
  %70 = trunc i32 %69 to i8, !dbg !218
  %71 = add nsw i8 %70, 97, !dbg !218
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11, !dbg !219
  store i8 %71, i8* %72, align 1, !dbg !220, !tbaa !221
  call void @llvm.dbg.value(metadata i64 12, metadata !189, metadata !DIExpression()), !dbg !215
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12, !dbg !223
  store i8 0, i8* %73, align 4, !dbg !224, !tbaa !221
  ret void, !dbg !225
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !226 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !230, metadata !DIExpression()), !dbg !231
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !232
  %3 = load i64, i64* %2, align 8, !dbg !232, !tbaa !196
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !233
  %5 = load i64, i64* %4, align 8, !dbg !233, !tbaa !205
  %6 = add nsw i64 %5, %3, !dbg !234
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !235
  %8 = load i64, i64* %7, align 8, !dbg !235, !tbaa !210
  %9 = add nsw i64 %6, %8, !dbg !236
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !237
  %11 = load i64, i64* %10, align 8, !dbg !237, !tbaa !214
  %12 = add nsw i64 %9, %11, !dbg !238
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !239
  %14 = load i8, i8* %13, align 8, !dbg !239, !tbaa !221
  %15 = zext i8 %14 to i64, !dbg !239
  %16 = add nsw i64 %12, %15, !dbg !240
  ret i64 %16, !dbg !241
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) local_unnamed_addr #5 !dbg !242 {
  %2 = trunc i64 %0 to i32
  call void @llvm.dbg.value(metadata i32 %2, metadata !246, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !248
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = bitcast i32 %4 to float
  call void @llvm.dbg.value(metadata float %5, metadata !246, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !248
  %6 = fptosi float %5 to i32, !dbg !249
  call void @llvm.dbg.value(metadata i32 %6, metadata !247, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !248
  %7 = sitofp i32 %2 to float, !dbg !250
  call void @llvm.dbg.value(metadata float %7, metadata !247, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !248
  %8 = bitcast float %7 to i32, !dbg !251
  %9 = zext i32 %8 to i64, !dbg !251
  %10 = shl nuw i64 %9, 32, !dbg !251
  %11 = zext i32 %6 to i64, !dbg !251
  %12 = or i64 %10, %11, !dbg !251
  ret i64 %12, !dbg !251
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #6 !dbg !252 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !258, metadata !DIExpression()), !dbg !259
  %2 = icmp eq i64 %0, 0, !dbg !260
  %3 = select i1 %2, i64 1, i64 %0, !dbg !260
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !261
  ret i8* %4, !dbg !262
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !263 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !267, metadata !DIExpression()), !dbg !268
  tail call void @free(i8* noundef %0), !dbg !269
  ret void, !dbg !270
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @_ZdlPvm(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !271 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !275, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i64 %1, metadata !276, metadata !DIExpression()), !dbg !277
  tail call void @free(i8* noundef %0), !dbg !278
  ret void, !dbg !279
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !280 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !356
  call void @llvm.dbg.declare(metadata i32* undef, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !356
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !282, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !282, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !282, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !357
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !288, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !293, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !358
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !287, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !291, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !294, metadata !DIExpression()), !dbg !359
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 6.000000e+00), !dbg !360
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !287, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !294, metadata !DIExpression()), !dbg !359
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), double noundef 1.600000e+01), !dbg !360
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !287, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !294, metadata !DIExpression()), !dbg !359
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 4.000000e+00), !dbg !360
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !287, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !291, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !358
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef 2.600000e+01), !dbg !362
  call void @llvm.dbg.value(metadata i32 5, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Counted.base* undef, metadata !303, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !305, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 20, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !357
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef 20, i32 noundef 5), !dbg !363
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !364
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %9) #21, !dbg !364
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !307, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !366, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !376, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !380
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 0, !dbg !382
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 1, !dbg !383
  store i32 1, i32* %11, align 8, !dbg !383, !tbaa !384
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !387, metadata !DIExpression()), !dbg !396
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0, !dbg !398
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1, !dbg !399
  store i32 2, i32* %13, align 8, !dbg !399, !tbaa !400
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !402, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !410
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 0, !dbg !412
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 1, !dbg !413
  store i32 3, i32* %15, align 8, !dbg !413, !tbaa !414
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %12, align 8, !dbg !416, !tbaa !417
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !416, !tbaa !417
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %14, align 8, !dbg !416, !tbaa !417
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, !dbg !419
  store i32 4, i32* %16, align 4, !dbg !419, !tbaa !420
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, !dbg !422
  %18 = bitcast %struct.Base.base* %17 to i8*, !dbg !422
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !310, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Base.base* %17, metadata !308, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !310, metadata !DIExpression()), !dbg !357
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !423
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 -1) #21, !dbg !424
  %21 = icmp ne i8* %20, null, !dbg !424
  %22 = zext i1 %21 to i32, !dbg !424
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %22), !dbg !425
  call void @llvm.dbg.value(metadata i32 0, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 1, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 4, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 9, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 16, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 25, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 36, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 49, metadata !312, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !357
  call void @llvm.dbg.value(metadata i32 7, metadata !336, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 7, metadata !337, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32* undef, metadata !342, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 8, metadata !341, metadata !DIExpression()), !dbg !357
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !426
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !427
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 42), !dbg !428
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)), !dbg !429
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)), !dbg !430
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !431
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #21, !dbg !431
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !352, metadata !DIExpression()), !dbg !432
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !433
  %30 = bitcast %struct.Big* %3 to i8*, !dbg !434
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %30, i8* noundef nonnull align 8 dereferenceable(48) %29, i64 48, i1 false), !dbg !434, !tbaa.struct !435
  %31 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef nonnull %3), !dbg !437
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0, !dbg !438
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %31, i8* noundef nonnull %32), !dbg !439
  %34 = call i64 @_Z9swap_pair4Pair(i64 4690499011906371587), !dbg !440
  %35 = trunc i64 %34 to i32, !dbg !440
  call void @llvm.dbg.value(metadata i32 %35, metadata !353, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !357
  %36 = lshr i64 %34, 32, !dbg !440
  %37 = trunc i64 %36 to i32, !dbg !440
  %38 = bitcast i32 %37 to float, !dbg !440
  call void @llvm.dbg.value(metadata float %38, metadata !353, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  %39 = fpext float %38 to double, !dbg !441
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %35, double noundef %39), !dbg !442
  %41 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !443
  %42 = and i8 %41, 1, !dbg !443
  %43 = icmp eq i8 %42, 0, !dbg !443
  br i1 %43, label %44, label %53, !dbg !443, !prof !445

44:                                               ; preds = %0
  %45 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #21, !dbg !443
  %46 = icmp eq i32 %45, 0, !dbg !443
  br i1 %46, label %53, label %47, !dbg !443

47:                                               ; preds = %44
  invoke fastcc void @_ZL8registryv()
          to label %48 unwind label %51, !dbg !446

48:                                               ; preds = %47
  %49 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !447
  %50 = select i1 %49, i32 3, i32 0, !dbg !447
  store i32 %50, i32* @_ZZL7countervE1n, align 4, !dbg !443, !tbaa !448
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #21, !dbg !443
  br label %53, !dbg !443

51:                                               ; preds = %47
  %52 = landingpad { i8*, i32 }
          cleanup, !dbg !449
  br label %83

53:                                               ; preds = %48, %44, %0
  %54 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !450, !tbaa !448
  %55 = add nsw i32 %54, 1, !dbg !450
  store i32 %55, i32* @_ZZL7countervE1n, align 4, !dbg !450, !tbaa !448
  call void @llvm.dbg.value(metadata i32 %55, metadata !354, metadata !DIExpression()), !dbg !357
  %56 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !451
  %57 = and i8 %56, 1, !dbg !451
  %58 = icmp eq i8 %57, 0, !dbg !451
  br i1 %58, label %59, label %68, !dbg !451, !prof !445

59:                                               ; preds = %53
  %60 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #21, !dbg !451
  %61 = icmp eq i32 %60, 0, !dbg !451
  br i1 %61, label %68, label %62, !dbg !451

62:                                               ; preds = %59
  invoke fastcc void @_ZL8registryv()
          to label %63 unwind label %66, !dbg !453

63:                                               ; preds = %62
  %64 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !454
  %65 = select i1 %64, i32 3, i32 0, !dbg !454
  store i32 %65, i32* @_ZZL7countervE1n, align 4, !dbg !451, !tbaa !448
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #21, !dbg !451
  br label %68, !dbg !451

66:                                               ; preds = %62
  %67 = landingpad { i8*, i32 }
          cleanup, !dbg !455
  br label %83

68:                                               ; preds = %63, %59, %53
  %69 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !456, !tbaa !448
  %70 = add nsw i32 %69, 1, !dbg !456
  store i32 %70, i32* @_ZZL7countervE1n, align 4, !dbg !456, !tbaa !448
  call void @llvm.dbg.value(metadata i32 %70, metadata !355, metadata !DIExpression()), !dbg !357
  %71 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !457
  %72 = and i8 %71, 1, !dbg !457
  %73 = icmp eq i8 %72, 0, !dbg !457
  br i1 %73, label %74, label %79, !dbg !457, !prof !445

74:                                               ; preds = %68
  %75 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #21, !dbg !457
  %76 = icmp eq i32 %75, 0, !dbg !457
  br i1 %76, label %79, label %77, !dbg !457

77:                                               ; preds = %74
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !459
  %78 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !465
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #21, !dbg !457
  br label %79, !dbg !457

79:                                               ; preds = %77, %74, %68
  %80 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !467
  %81 = select i1 %80, i32 3, i32 0, !dbg !467
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0), i32 noundef %55, i32 noundef %70, i32 noundef %81), !dbg !468
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #21, !dbg !469
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #21, !dbg !469
  ret i32 0, !dbg !469

83:                                               ; preds = %66, %51
  %84 = phi { i8*, i32 } [ %52, %51 ], [ %67, %66 ]
  call void @__cxa_guard_abort(i64* nonnull @_ZGVZL7countervE1n) #21, !dbg !357
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #21, !dbg !469
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #21, !dbg !469
  resume { i8*, i32 } %84, !dbg !469
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #13

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nofree norecurse uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #15 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !470
  %2 = and i8 %1, 1, !dbg !470
  %3 = icmp eq i8 %2, 0, !dbg !470
  br i1 %3, label %4, label %9, !dbg !470, !prof !445

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #21, !dbg !470
  %6 = icmp eq i32 %5, 0, !dbg !470
  br i1 %6, label %9, label %7, !dbg !470

7:                                                ; preds = %4
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !471
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !473
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #21, !dbg !470
  br label %9, !dbg !470

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !474
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #16 comdat align 2 !dbg !475 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !478, metadata !DIExpression()), !dbg !479
  ret void, !dbg !480
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #17 comdat align 2 !dbg !481 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !483, metadata !DIExpression()), !dbg !485
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !486
  %3 = load i8*, i8** %2, align 8, !dbg !486, !tbaa !417
  %4 = getelementptr i8, i8* %3, i64 -24, !dbg !486
  %5 = bitcast i8* %4 to i64*, !dbg !486
  %6 = load i64, i64* %5, align 8, !dbg !486
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !486
  %8 = getelementptr inbounds i8, i8* %7, i64 %6, !dbg !486
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !486
  %10 = bitcast i8* %9 to i32*, !dbg !486
  %11 = load i32, i32* %10, align 8, !dbg !486, !tbaa !384
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 0, i32 1, !dbg !487
  %13 = load i32, i32* %12, align 8, !dbg !487, !tbaa !400
  %14 = add nsw i32 %13, %11, !dbg !488
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 2, i32 1, !dbg !489
  %16 = load i32, i32* %15, align 8, !dbg !489, !tbaa !414
  %17 = add nsw i32 %14, %16, !dbg !490
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 3, !dbg !491
  %19 = load i32, i32* %18, align 4, !dbg !491, !tbaa !420
  %20 = add nsw i32 %17, %19, !dbg !492
  ret i32 %20, !dbg !493
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #16 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !494 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !496, metadata !DIExpression()), !dbg !497
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !498
  call void @llvm.dbg.value(metadata i8* %2, metadata !267, metadata !DIExpression()) #21, !dbg !499
  tail call void @free(i8* noundef nonnull %2) #21, !dbg !501
  ret void, !dbg !498
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #16 comdat align 2 !dbg !502 {
  ret void, !dbg !504
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #16 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !505 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 4, !dbg !506
  %3 = bitcast %struct.Base.base* %2 to i8*, !dbg !507
  call void @llvm.dbg.value(metadata i8* %3, metadata !496, metadata !DIExpression()) #21, !dbg !509
  call void @llvm.dbg.value(metadata i8* %3, metadata !267, metadata !DIExpression()) #21, !dbg !510
  tail call void @free(i8* noundef nonnull %3) #21, !dbg !512
  ret void, !dbg !506
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #18 comdat align 2 !dbg !513 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !514
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !514
  %4 = load i8*, i8** %3, align 8, !dbg !514
  %5 = getelementptr inbounds i8, i8* %4, i64 -24, !dbg !514
  %6 = bitcast i8* %5 to i64*, !dbg !514
  %7 = load i64, i64* %6, align 8, !dbg !514
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !514
  call void @llvm.dbg.value(metadata i8* %8, metadata !483, metadata !DIExpression()), !dbg !515
  %9 = bitcast i8* %8 to i8**, !dbg !517
  %10 = load i8*, i8** %9, align 8, !dbg !517, !tbaa !417
  %11 = getelementptr i8, i8* %10, i64 -24, !dbg !517
  %12 = bitcast i8* %11 to i64*, !dbg !517
  %13 = load i64, i64* %12, align 8, !dbg !517
  %14 = getelementptr inbounds i8, i8* %8, i64 %13, !dbg !517
  %15 = getelementptr inbounds i8, i8* %14, i64 8, !dbg !517
  %16 = bitcast i8* %15 to i32*, !dbg !517
  %17 = load i32, i32* %16, align 8, !dbg !517, !tbaa !384
  %18 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !518
  %19 = bitcast i8* %18 to i32*, !dbg !518
  %20 = load i32, i32* %19, align 8, !dbg !518, !tbaa !400
  %21 = add nsw i32 %20, %17, !dbg !519
  %22 = getelementptr inbounds i8, i8* %8, i64 24, !dbg !520
  %23 = bitcast i8* %22 to i32*, !dbg !520
  %24 = load i32, i32* %23, align 8, !dbg !520, !tbaa !414
  %25 = add nsw i32 %21, %24, !dbg !521
  %26 = getelementptr inbounds i8, i8* %8, i64 28, !dbg !522
  %27 = bitcast i8* %26 to i32*, !dbg !522
  %28 = load i32, i32* %27, align 4, !dbg !522, !tbaa !420
  %29 = add nsw i32 %25, %28, !dbg !523
  ret i32 %29, !dbg !514
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #16 comdat align 2 !dbg !524 {
  ret void, !dbg !525
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #16 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !526 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !527
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !527
  %4 = load i8*, i8** %3, align 8, !dbg !527
  %5 = getelementptr inbounds i8, i8* %4, i64 -32, !dbg !527
  %6 = bitcast i8* %5 to i64*, !dbg !527
  %7 = load i64, i64* %6, align 8, !dbg !527
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !527
  call void @llvm.dbg.value(metadata i8* %8, metadata !496, metadata !DIExpression()) #21, !dbg !528
  call void @llvm.dbg.value(metadata i8* %8, metadata !267, metadata !DIExpression()) #21, !dbg !530
  tail call void @free(i8* noundef nonnull %8) #21, !dbg !532
  ret void, !dbg !527
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i64*) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #19

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #20

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #19

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { mustprogress nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #12 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #15 = { nofree norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #16 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #17 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #18 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #19 = { nofree nounwind }
attributes #20 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #21 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160}
!llvm.ident = !{!161}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !141, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11, !32, !36, !39, !71, !83, !86, !96, !113, !15, !116, !12, !133}
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, vtableHolder: !12, identifier: "_ZTS5Right")
!13 = !{!14, !30, !31}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: "_ZTS4Base")
!16 = !{!17, !20, !21, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !4, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !3, line: 35, baseType: !6, size: 32, offset: 64)
!21 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !12, file: !3, line: 37, baseType: !6, size: 32, offset: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS4Pair")
!33 = !{!34, !35}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !3, line: 63, baseType: !6, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !3, line: 63, baseType: !10, size: 32, offset: 32)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, vtableHolder: !39, identifier: "_ZTS4Rect")
!37 = !{!38, !57, !58, !59, !63, !68}
!38 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !39, extraData: i32 0)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, vtableHolder: !39, identifier: "_ZTS5Shape")
!40 = !{!41, !42, !46, !52}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!42 = !DISubprogram(name: "~Shape", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, containingType: !39, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !39, file: !3, line: 11, type: !47, scopeLine: 11, containingType: !39, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!52 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, containingType: !39, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !50}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 128)
!59 = !DISubprogram(name: "Rect", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !49, !49}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, containingType: !36, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{!49, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, containingType: !71, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{!55, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !84, vtableHolder: !86, identifier: "_ZTS6Widget")
!84 = !{!85, !95, !104, !109}
!85 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !86, extraData: i32 0)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !87, vtableHolder: !86, identifier: "_ZTS5Named")
!87 = !{!88, !89, !90}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !86, file: !3, line: 27, baseType: !6, size: 32, offset: 64)
!90 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, containingType: !86, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!55, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!95 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !96, offset: 128, extraData: i32 0)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !97, vtableHolder: !96, identifier: "_ZTS7Counted")
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !96, file: !3, line: 28, baseType: !6, size: 32, offset: 64)
!100 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, containingType: !96, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, containingType: !83, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!55, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!109 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, containingType: !83, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !114, vtableHolder: !116, identifier: "_ZTS7Diamond")
!114 = !{!115, !126, !127, !128}
!115 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !116, extraData: i32 0)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: "_ZTS4Left")
!117 = !{!118, !119, !120, !121}
!118 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !116, file: !3, line: 36, baseType: !6, size: 32, offset: 64)
!121 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, containingType: !116, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!6, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!126 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !12, offset: 128, extraData: i32 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !113, file: !3, line: 38, baseType: !6, size: 32, offset: 224)
!128 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, containingType: !113, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!6, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !134, identifier: "_ZTS8Registry")
!134 = !{!135, !136, !140}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !133, file: !3, line: 77, baseType: !6, size: 32)
!136 = !DISubprogram(name: "Registry", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "~Registry", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !{!0, !142}
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "r", scope: !144, file: !3, line: 82, type: !133, isLocal: true, isDefinition: true)
!144 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !3, file: !3, line: 81, type: !145, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!145 = !DISubroutineType(types: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !133, size: 64)
!148 = !{}
!149 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!150 = !{i32 7, !"Dwarf Version", i32 5}
!151 = !{i32 2, !"Debug Info Version", i32 3}
!152 = !{i32 1, !"wchar_size", i32 4}
!153 = !{i32 1, !"branch-target-enforcement", i32 0}
!154 = !{i32 1, !"sign-return-address", i32 0}
!155 = !{i32 1, !"sign-return-address-all", i32 0}
!156 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!157 = !{i32 7, !"PIC Level", i32 2}
!158 = !{i32 7, !"PIE Level", i32 2}
!159 = !{i32 7, !"uwtable", i32 1}
!160 = !{i32 7, !"frame-pointer", i32 1}
!161 = !{!"Debian clang version 14.0.6"}
!162 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !163, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !168, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!55, !55, !55}
!165 = !{!166, !167}
!166 = !DILocalVariable(name: "a", arg: 1, scope: !162, file: !3, line: 53, type: !55)
!167 = !DILocalVariable(arg: 2, scope: !162, file: !3, line: 53, type: !55)
!168 = !{!169}
!169 = !DITemplateTypeParameter(name: "T", type: !55)
!170 = !DILocation(line: 0, scope: !162)
!171 = !DILocation(line: 53, column: 77, scope: !162)
!172 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !173, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !186)
!173 = !DISubroutineType(types: !174)
!174 = !{!175, !6}
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !176, identifier: "_ZTS3Big")
!176 = !{!177, !179, !180, !181, !182}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !175, file: !3, line: 62, baseType: !178, size: 64)
!178 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !175, file: !3, line: 62, baseType: !178, size: 64, offset: 64)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !175, file: !3, line: 62, baseType: !178, size: 64, offset: 128)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !175, file: !3, line: 62, baseType: !178, size: 64, offset: 192)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !175, file: !3, line: 62, baseType: !183, size: 104, offset: 256)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 13)
!186 = !{!187, !188, !189}
!187 = !DILocalVariable(name: "seed", arg: 1, scope: !172, file: !3, line: 65, type: !6)
!188 = !DILocalVariable(name: "r", scope: !172, file: !3, line: 66, type: !175)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 68, type: !6)
!190 = distinct !DILexicalBlock(scope: !172, file: !3, line: 68, column: 3)
!191 = !DILocation(line: 0, scope: !172)
!192 = !DILocation(line: 66, column: 7, scope: !172)
!193 = !DILocation(line: 67, column: 9, scope: !172)
!194 = !DILocation(line: 67, column: 5, scope: !172)
!195 = !DILocation(line: 67, column: 7, scope: !172)
!196 = !{!197, !198, i64 0}
!197 = !{!"_ZTS3Big", !198, i64 0, !198, i64 8, !198, i64 16, !198, i64 24, !199, i64 32}
!198 = !{!"long long", !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C++ TBAA"}
!201 = !DILocation(line: 67, column: 26, scope: !172)
!202 = !DILocation(line: 67, column: 21, scope: !172)
!203 = !DILocation(line: 67, column: 17, scope: !172)
!204 = !DILocation(line: 67, column: 19, scope: !172)
!205 = !{!197, !198, i64 8}
!206 = !DILocation(line: 67, column: 42, scope: !172)
!207 = !DILocation(line: 67, column: 37, scope: !172)
!208 = !DILocation(line: 67, column: 33, scope: !172)
!209 = !DILocation(line: 67, column: 35, scope: !172)
!210 = !{!197, !198, i64 16}
!211 = !DILocation(line: 67, column: 53, scope: !172)
!212 = !DILocation(line: 67, column: 49, scope: !172)
!213 = !DILocation(line: 67, column: 51, scope: !172)
!214 = !{!197, !198, i64 24}
!215 = !DILocation(line: 0, scope: !190)
!216 = !DILocation(line: 68, column: 67, scope: !217)
!217 = distinct !DILexicalBlock(scope: !190, file: !3, line: 68, column: 3)
!218 = !DILocation(line: 68, column: 49, scope: !217)
!219 = !DILocation(line: 68, column: 32, scope: !217)
!220 = !DILocation(line: 68, column: 41, scope: !217)
!221 = !{!199, !199, i64 0}
!222 = !DILocation(line: 68, column: 62, scope: !217)
!223 = !DILocation(line: 69, column: 3, scope: !172)
!224 = !DILocation(line: 69, column: 13, scope: !172)
!225 = !DILocation(line: 70, column: 3, scope: !172)
!226 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !227, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!178, !175}
!229 = !{!230}
!230 = !DILocalVariable(name: "b", arg: 1, scope: !226, file: !3, line: 72, type: !175)
!231 = !DILocation(line: 72, column: 49, scope: !226)
!232 = !DILocation(line: 72, column: 63, scope: !226)
!233 = !DILocation(line: 72, column: 69, scope: !226)
!234 = !DILocation(line: 72, column: 65, scope: !226)
!235 = !DILocation(line: 72, column: 75, scope: !226)
!236 = !DILocation(line: 72, column: 71, scope: !226)
!237 = !DILocation(line: 72, column: 81, scope: !226)
!238 = !DILocation(line: 72, column: 77, scope: !226)
!239 = !DILocation(line: 72, column: 85, scope: !226)
!240 = !DILocation(line: 72, column: 83, scope: !226)
!241 = !DILocation(line: 72, column: 54, scope: !226)
!242 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !243, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!32, !32}
!245 = !{!246, !247}
!246 = !DILocalVariable(name: "p", arg: 1, scope: !242, file: !3, line: 73, type: !32)
!247 = !DILocalVariable(name: "q", scope: !242, file: !3, line: 73, type: !32)
!248 = !DILocation(line: 0, scope: !242)
!249 = !DILocation(line: 73, column: 67, scope: !242)
!250 = !DILocation(line: 73, column: 79, scope: !242)
!251 = !DILocation(line: 73, column: 85, scope: !242)
!252 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !253, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !257)
!253 = !DISubroutineType(types: !254)
!254 = !{!255, !256}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!256 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!257 = !{!258}
!258 = !DILocalVariable(name: "n", arg: 1, scope: !252, file: !3, line: 91, type: !256)
!259 = !DILocation(line: 0, scope: !252)
!260 = !DILocation(line: 91, column: 53, scope: !252)
!261 = !DILocation(line: 91, column: 46, scope: !252)
!262 = !DILocation(line: 91, column: 39, scope: !252)
!263 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !264, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !255}
!266 = !{!267}
!267 = !DILocalVariable(name: "p", arg: 1, scope: !263, file: !3, line: 92, type: !255)
!268 = !DILocation(line: 0, scope: !263)
!269 = !DILocation(line: 92, column: 42, scope: !263)
!270 = !DILocation(line: 92, column: 51, scope: !263)
!271 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !272, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !274)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !255, !256}
!274 = !{!275, !276}
!275 = !DILocalVariable(name: "p", arg: 1, scope: !271, file: !3, line: 93, type: !255)
!276 = !DILocalVariable(arg: 2, scope: !271, file: !3, line: 93, type: !256)
!277 = !DILocation(line: 0, scope: !271)
!278 = !DILocation(line: 93, column: 57, scope: !271)
!279 = !DILocation(line: 93, column: 66, scope: !271)
!280 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !281)
!281 = !{!282, !287, !288, !291, !293, !294, !296, !298, !299, !300, !302, !303, !305, !307, !308, !310, !312, !334, !336, !337, !341, !342, !346, !348, !352, !353, !354, !355}
!282 = !DILocalVariable(name: "shapes", scope: !280, file: !3, line: 96, type: !283)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !284, size: 192, elements: !285)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!285 = !{!286}
!286 = !DISubrange(count: 3)
!287 = !DILocalVariable(name: "total", scope: !280, file: !3, line: 97, type: !49)
!288 = !DILocalVariable(name: "__range1", scope: !289, type: !290, flags: DIFlagArtificial)
!289 = distinct !DILexicalBlock(scope: !280, file: !3, line: 98, column: 3)
!290 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !283, size: 64)
!291 = !DILocalVariable(name: "__begin1", scope: !289, type: !292, flags: DIFlagArtificial)
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64)
!293 = !DILocalVariable(name: "__end1", scope: !289, type: !292, flags: DIFlagArtificial)
!294 = !DILocalVariable(name: "s", scope: !295, file: !3, line: 98, type: !284)
!295 = distinct !DILexicalBlock(scope: !289, file: !3, line: 98, column: 3)
!296 = !DILocalVariable(name: "__range1", scope: !297, type: !290, flags: DIFlagArtificial)
!297 = distinct !DILexicalBlock(scope: !280, file: !3, line: 102, column: 3)
!298 = !DILocalVariable(name: "__begin1", scope: !297, type: !292, flags: DIFlagArtificial)
!299 = !DILocalVariable(name: "__end1", scope: !297, type: !292, flags: DIFlagArtificial)
!300 = !DILocalVariable(name: "s", scope: !301, file: !3, line: 102, type: !284)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 102, column: 3)
!302 = !DILocalVariable(name: "w", scope: !280, file: !3, line: 105, type: !83)
!303 = !DILocalVariable(name: "c", scope: !280, file: !3, line: 106, type: !304)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!305 = !DILocalVariable(name: "n", scope: !280, file: !3, line: 107, type: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!307 = !DILocalVariable(name: "d", scope: !280, file: !3, line: 111, type: !113)
!308 = !DILocalVariable(name: "bp", scope: !280, file: !3, line: 112, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!310 = !DILocalVariable(name: "lp", scope: !280, file: !3, line: 113, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!312 = !DILocalVariable(name: "arr", scope: !280, file: !3, line: 117, type: !313)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !314, templateParams: !331, identifier: "_ZTS5ArrayIiLi8EE")
!314 = !{!315, !319, !324}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !313, file: !3, line: 43, baseType: !316, size: 256)
!316 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !317)
!317 = !{!318}
!318 = !DISubrange(count: 8)
!319 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !313, file: !3, line: 44, type: !320, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!322, !323, !6}
!322 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!324 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !313, file: !3, line: 45, type: !325, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{!327, !329, !6}
!327 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !313)
!331 = !{!332, !333}
!332 = !DITemplateTypeParameter(name: "T", type: !6)
!333 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!334 = !DILocalVariable(name: "i", scope: !335, file: !3, line: 118, type: !6)
!335 = distinct !DILexicalBlock(scope: !280, file: !3, line: 118, column: 3)
!336 = !DILocalVariable(name: "bias", scope: !280, file: !3, line: 119, type: !6)
!337 = !DILocalVariable(name: "add", scope: !280, file: !3, line: 120, type: !338)
!338 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !280, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !339)
!339 = !{!340}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !338, file: !3, line: 120, baseType: !6, size: 32)
!341 = !DILocalVariable(name: "prod_count", scope: !280, file: !3, line: 121, type: !6)
!342 = !DILocalVariable(name: "mul", scope: !280, file: !3, line: 122, type: !343)
!343 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !280, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !344)
!344 = !{!345}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !343, file: !3, line: 122, baseType: !322, size: 64)
!346 = !DILocalVariable(name: "gen", scope: !280, file: !3, line: 124, type: !347)
!347 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !280, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!348 = !DILocalVariable(name: "fp", scope: !280, file: !3, line: 126, type: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!350 = !DISubroutineType(types: !351)
!351 = !{!6, !6}
!352 = !DILocalVariable(name: "b", scope: !280, file: !3, line: 132, type: !175)
!353 = !DILocalVariable(name: "p", scope: !280, file: !3, line: 134, type: !32)
!354 = !DILocalVariable(name: "a1", scope: !280, file: !3, line: 137, type: !6)
!355 = !DILocalVariable(name: "a2", scope: !280, file: !3, line: 137, type: !6)
!356 = !DILocation(line: 105, column: 10, scope: !280)
!357 = !DILocation(line: 0, scope: !280)
!358 = !DILocation(line: 0, scope: !289)
!359 = !DILocation(line: 0, scope: !295)
!360 = !DILocation(line: 99, column: 5, scope: !361)
!361 = distinct !DILexicalBlock(scope: !295, file: !3, line: 98, column: 27)
!362 = !DILocation(line: 103, column: 3, scope: !280)
!363 = !DILocation(line: 109, column: 3, scope: !280)
!364 = !DILocation(line: 111, column: 3, scope: !280)
!365 = !DILocation(line: 111, column: 11, scope: !280)
!366 = !DILocalVariable(name: "this", arg: 1, scope: !367, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !368, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !371, retainedNodes: !372)
!368 = !DISubroutineType(types: !369)
!369 = !{null, !370}
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DISubprogram(name: "Diamond", scope: !113, type: !368, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !{!366}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!374 = !DILocation(line: 0, scope: !367, inlinedAt: !375)
!375 = distinct !DILocation(line: 111, column: 11, scope: !280)
!376 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !309, flags: DIFlagArtificial | DIFlagObjectPointer)
!377 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !378, retainedNodes: !379)
!378 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !{!376}
!380 = !DILocation(line: 0, scope: !377, inlinedAt: !381)
!381 = distinct !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!382 = !DILocation(line: 35, column: 8, scope: !377, inlinedAt: !381)
!383 = !DILocation(line: 35, column: 19, scope: !377, inlinedAt: !381)
!384 = !{!385, !386, i64 8}
!385 = !{!"_ZTS4Base", !386, i64 8}
!386 = !{!"int", !199, i64 0}
!387 = !DILocalVariable(name: "this", arg: 1, scope: !388, type: !311, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !389, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !392, retainedNodes: !393)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !391}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DISubprogram(name: "Left", scope: !116, type: !389, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !{!387, !394}
!394 = !DILocalVariable(name: "vtt", arg: 2, scope: !388, type: !395, flags: DIFlagArtificial)
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!396 = !DILocation(line: 0, scope: !388, inlinedAt: !397)
!397 = distinct !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!398 = !DILocation(line: 36, column: 8, scope: !388, inlinedAt: !397)
!399 = !DILocation(line: 36, column: 34, scope: !388, inlinedAt: !397)
!400 = !{!401, !386, i64 8}
!401 = !{!"_ZTS4Left", !386, i64 8}
!402 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !404, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !407, retainedNodes: !408)
!404 = !DISubroutineType(types: !405)
!405 = !{null, !406}
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!407 = !DISubprogram(name: "Right", scope: !12, type: !404, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !{!402, !409}
!409 = !DILocalVariable(name: "vtt", arg: 2, scope: !403, type: !395, flags: DIFlagArtificial)
!410 = !DILocation(line: 0, scope: !403, inlinedAt: !411)
!411 = distinct !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!412 = !DILocation(line: 37, column: 8, scope: !403, inlinedAt: !411)
!413 = !DILocation(line: 37, column: 35, scope: !403, inlinedAt: !411)
!414 = !{!415, !386, i64 8}
!415 = !{!"_ZTS5Right", !386, i64 8}
!416 = !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!417 = !{!418, !418, i64 0}
!418 = !{!"vtable pointer", !200, i64 0}
!419 = !DILocation(line: 38, column: 36, scope: !367, inlinedAt: !375)
!420 = !{!421, !386, i64 28}
!421 = !{!"_ZTS7Diamond", !386, i64 28}
!422 = !DILocation(line: 112, column: 14, scope: !280)
!423 = !DILocation(line: 114, column: 3, scope: !280)
!424 = !DILocation(line: 115, column: 31, scope: !280)
!425 = !DILocation(line: 115, column: 3, scope: !280)
!426 = !DILocation(line: 123, column: 3, scope: !280)
!427 = !DILocation(line: 125, column: 3, scope: !280)
!428 = !DILocation(line: 127, column: 3, scope: !280)
!429 = !DILocation(line: 129, column: 3, scope: !280)
!430 = !DILocation(line: 130, column: 3, scope: !280)
!431 = !DILocation(line: 132, column: 3, scope: !280)
!432 = !DILocation(line: 132, column: 7, scope: !280)
!433 = !DILocation(line: 132, column: 11, scope: !280)
!434 = !DILocation(line: 133, column: 35, scope: !280)
!435 = !{i64 0, i64 8, !436, i64 8, i64 8, !436, i64 16, i64 8, !436, i64 24, i64 8, !436, i64 32, i64 13, !221}
!436 = !{!198, !198, i64 0}
!437 = !DILocation(line: 133, column: 27, scope: !280)
!438 = !DILocation(line: 133, column: 39, scope: !280)
!439 = !DILocation(line: 133, column: 3, scope: !280)
!440 = !DILocation(line: 134, column: 12, scope: !280)
!441 = !DILocation(line: 135, column: 33, scope: !280)
!442 = !DILocation(line: 135, column: 3, scope: !280)
!443 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !444)
!444 = distinct !DILocation(line: 137, column: 12, scope: !280)
!445 = !{!"branch_weights", i32 1, i32 1048575}
!446 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !444)
!447 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !444)
!448 = !{!386, !386, i64 0}
!449 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !444)
!450 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !444)
!451 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !452)
!452 = distinct !DILocation(line: 137, column: 28, scope: !280)
!453 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !452)
!454 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !452)
!455 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !452)
!456 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !452)
!457 = !DILocation(line: 82, column: 3, scope: !144, inlinedAt: !458)
!458 = distinct !DILocation(line: 138, column: 48, scope: !280)
!459 = !DILocation(line: 78, column: 16, scope: !460, inlinedAt: !464)
!460 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !136, retainedNodes: !461)
!461 = !{!462}
!462 = !DILocalVariable(name: "this", arg: 1, scope: !460, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!464 = distinct !DILocation(line: 82, column: 19, scope: !144, inlinedAt: !458)
!465 = !DILocation(line: 78, column: 29, scope: !466, inlinedAt: !464)
!466 = distinct !DILexicalBlock(scope: !460, file: !3, line: 78, column: 27)
!467 = !DILocation(line: 138, column: 59, scope: !280)
!468 = !DILocation(line: 138, column: 3, scope: !280)
!469 = !DILocation(line: 140, column: 1, scope: !280)
!470 = !DILocation(line: 82, column: 3, scope: !144)
!471 = !DILocation(line: 78, column: 16, scope: !460, inlinedAt: !472)
!472 = distinct !DILocation(line: 82, column: 19, scope: !144)
!473 = !DILocation(line: 78, column: 29, scope: !466, inlinedAt: !472)
!474 = !DILocation(line: 83, column: 3, scope: !144)
!475 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !368, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !476, retainedNodes: !477)
!476 = !DISubprogram(name: "~Diamond", scope: !113, type: !368, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!477 = !{!478}
!478 = !DILocalVariable(name: "this", arg: 1, scope: !475, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!479 = !DILocation(line: 0, scope: !475)
!480 = !DILocation(line: 38, column: 8, scope: !475)
!481 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !128, retainedNodes: !482)
!482 = !{!483}
!483 = !DILocalVariable(name: "this", arg: 1, scope: !481, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!485 = !DILocation(line: 0, scope: !481)
!486 = !DILocation(line: 38, column: 77, scope: !481)
!487 = !DILocation(line: 38, column: 81, scope: !481)
!488 = !DILocation(line: 38, column: 79, scope: !481)
!489 = !DILocation(line: 38, column: 85, scope: !481)
!490 = !DILocation(line: 38, column: 83, scope: !481)
!491 = !DILocation(line: 38, column: 89, scope: !481)
!492 = !DILocation(line: 38, column: 87, scope: !481)
!493 = !DILocation(line: 38, column: 70, scope: !481)
!494 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !368, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !476, retainedNodes: !495)
!495 = !{!496}
!496 = !DILocalVariable(name: "this", arg: 1, scope: !494, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!497 = !DILocation(line: 0, scope: !494)
!498 = !DILocation(line: 38, column: 8, scope: !494)
!499 = !DILocation(line: 0, scope: !263, inlinedAt: !500)
!500 = distinct !DILocation(line: 38, column: 8, scope: !494)
!501 = !DILocation(line: 92, column: 42, scope: !263, inlinedAt: !500)
!502 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!503 = !DISubroutineType(types: !148)
!504 = !DILocation(line: 0, scope: !502)
!505 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!506 = !DILocation(line: 0, scope: !505)
!507 = !DILocation(line: 38, column: 8, scope: !494, inlinedAt: !508)
!508 = distinct !DILocation(line: 0, scope: !505)
!509 = !DILocation(line: 0, scope: !494, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !263, inlinedAt: !511)
!511 = distinct !DILocation(line: 38, column: 8, scope: !494, inlinedAt: !508)
!512 = !DILocation(line: 92, column: 42, scope: !263, inlinedAt: !511)
!513 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!514 = !DILocation(line: 0, scope: !513)
!515 = !DILocation(line: 0, scope: !481, inlinedAt: !516)
!516 = distinct !DILocation(line: 0, scope: !513)
!517 = !DILocation(line: 38, column: 77, scope: !481, inlinedAt: !516)
!518 = !DILocation(line: 38, column: 81, scope: !481, inlinedAt: !516)
!519 = !DILocation(line: 38, column: 79, scope: !481, inlinedAt: !516)
!520 = !DILocation(line: 38, column: 85, scope: !481, inlinedAt: !516)
!521 = !DILocation(line: 38, column: 83, scope: !481, inlinedAt: !516)
!522 = !DILocation(line: 38, column: 89, scope: !481, inlinedAt: !516)
!523 = !DILocation(line: 38, column: 87, scope: !481, inlinedAt: !516)
!524 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!525 = !DILocation(line: 0, scope: !524)
!526 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!527 = !DILocation(line: 0, scope: !526)
!528 = !DILocation(line: 0, scope: !494, inlinedAt: !529)
!529 = distinct !DILocation(line: 0, scope: !526)
!530 = !DILocation(line: 0, scope: !263, inlinedAt: !531)
!531 = distinct !DILocation(line: 38, column: 8, scope: !494, inlinedAt: !529)
!532 = !DILocation(line: 92, column: 42, scope: !263, inlinedAt: !531)
