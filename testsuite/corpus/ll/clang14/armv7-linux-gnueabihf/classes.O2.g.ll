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
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !149
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !161 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !165, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i8* undef, metadata !166, metadata !DIExpression()), !dbg !169
  ret i8* %0, !dbg !170
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !171 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !186, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !187, metadata !DIExpression()), !dbg !191
  %3 = sext i32 %1 to i64, !dbg !192
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !193
  store i64 %3, i64* %4, align 8, !dbg !194, !tbaa !195
  %5 = shl nsw i32 %1, 1, !dbg !200
  %6 = sext i32 %5 to i64, !dbg !201
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !202
  store i64 %6, i64* %7, align 8, !dbg !203, !tbaa !204
  %8 = mul nsw i32 %1, 3, !dbg !205
  %9 = sext i32 %8 to i64, !dbg !206
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !207
  store i64 %9, i64* %10, align 8, !dbg !208, !tbaa !209
  %11 = sub nsw i32 0, %1, !dbg !210
  %12 = sext i32 %11 to i64, !dbg !210
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !211
  store i64 %12, i64* %13, align 8, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()), !dbg !214
  %14 = srem i32 %1, 26, !dbg !215
  %15 = trunc i32 %14 to i8, !dbg !217
  %16 = add nsw i8 %15, 97, !dbg !217
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !218
  store i8 %16, i8* %17, align 8, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 1, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 1, metadata !188, metadata !DIExpression()), !dbg !214
  %18 = add nsw i32 %1, 1, !dbg !221
  %19 = srem i32 %18, 26, !dbg !215
  %20 = trunc i32 %19 to i8, !dbg !217
  %21 = add nsw i8 %20, 97, !dbg !217
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1, !dbg !218
  store i8 %21, i8* %22, align 1, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 2, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 2, metadata !188, metadata !DIExpression()), !dbg !214
  %23 = add nsw i32 %1, 2, !dbg !221
  %24 = srem i32 %23, 26, !dbg !215
  %25 = trunc i32 %24 to i8, !dbg !217
  %26 = add nsw i8 %25, 97, !dbg !217
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2, !dbg !218
  store i8 %26, i8* %27, align 2, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 3, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 3, metadata !188, metadata !DIExpression()), !dbg !214
  %28 = add nsw i32 %1, 3, !dbg !221
  %29 = srem i32 %28, 26, !dbg !215
  %30 = trunc i32 %29 to i8, !dbg !217
  %31 = add nsw i8 %30, 97, !dbg !217
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3, !dbg !218
  store i8 %31, i8* %32, align 1, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 4, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 4, metadata !188, metadata !DIExpression()), !dbg !214
  %33 = add nsw i32 %1, 4, !dbg !221
  %34 = srem i32 %33, 26, !dbg !215
  %35 = trunc i32 %34 to i8, !dbg !217
  %36 = add nsw i8 %35, 97, !dbg !217
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4, !dbg !218
  store i8 %36, i8* %37, align 4, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 5, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 5, metadata !188, metadata !DIExpression()), !dbg !214
  %38 = add nsw i32 %1, 5, !dbg !221
  %39 = srem i32 %38, 26, !dbg !215
  %40 = trunc i32 %39 to i8, !dbg !217
  %41 = add nsw i8 %40, 97, !dbg !217
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5, !dbg !218
  store i8 %41, i8* %42, align 1, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 6, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 6, metadata !188, metadata !DIExpression()), !dbg !214
  %43 = add nsw i32 %1, 6, !dbg !221
  %44 = srem i32 %43, 26, !dbg !215
  %45 = trunc i32 %44 to i8, !dbg !217
  %46 = add nsw i8 %45, 97, !dbg !217
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6, !dbg !218
  store i8 %46, i8* %47, align 2, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 7, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 7, metadata !188, metadata !DIExpression()), !dbg !214
  %48 = add nsw i32 %1, 7, !dbg !221
  %49 = srem i32 %48, 26, !dbg !215
  %50 = trunc i32 %49 to i8, !dbg !217
  %51 = add nsw i8 %50, 97, !dbg !217
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7, !dbg !218
  store i8 %51, i8* %52, align 1, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 8, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 8, metadata !188, metadata !DIExpression()), !dbg !214
  %53 = add nsw i32 %1, 8, !dbg !221
  %54 = srem i32 %53, 26, !dbg !215
  %55 = trunc i32 %54 to i8, !dbg !217
  %56 = add nsw i8 %55, 97, !dbg !217
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8, !dbg !218
  store i8 %56, i8* %57, align 8, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 9, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 9, metadata !188, metadata !DIExpression()), !dbg !214
  %58 = add nsw i32 %1, 9, !dbg !221
  %59 = srem i32 %58, 26, !dbg !215
  %60 = trunc i32 %59 to i8, !dbg !217
  %61 = add nsw i8 %60, 97, !dbg !217
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9, !dbg !218
  store i8 %61, i8* %62, align 1, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 10, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 10, metadata !188, metadata !DIExpression()), !dbg !214
  %63 = add nsw i32 %1, 10, !dbg !221
  %64 = srem i32 %63, 26, !dbg !215
  %65 = trunc i32 %64 to i8, !dbg !217
  %66 = add nsw i8 %65, 97, !dbg !217
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10, !dbg !218
  store i8 %66, i8* %67, align 2, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 11, metadata !188, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 11, metadata !188, metadata !DIExpression()), !dbg !214
  %68 = add nsw i32 %1, 11, !dbg !221
  %69 = srem i32 %68, 26, !dbg !215
  %70 = trunc i32 %69 to i8, !dbg !217
  %71 = add nsw i8 %70, 97, !dbg !217
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11, !dbg !218
  store i8 %71, i8* %72, align 1, !dbg !219, !tbaa !220
  call void @llvm.dbg.value(metadata i32 12, metadata !188, metadata !DIExpression()), !dbg !214
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12, !dbg !222
  store i8 0, i8* %73, align 4, !dbg !223, !tbaa !220
  ret void, !dbg !224
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) local_unnamed_addr #4 !dbg !225 {
  %2 = extractvalue [6 x i64] %0, 0
  call void @llvm.dbg.value(metadata i64 %2, metadata !229, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !230
  %3 = extractvalue [6 x i64] %0, 1
  call void @llvm.dbg.value(metadata i64 %3, metadata !229, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !230
  %4 = extractvalue [6 x i64] %0, 2
  call void @llvm.dbg.value(metadata i64 %4, metadata !229, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !230
  %5 = extractvalue [6 x i64] %0, 3
  call void @llvm.dbg.value(metadata i64 %5, metadata !229, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !230
  %6 = extractvalue [6 x i64] %0, 4
  call void @llvm.dbg.value(metadata i64 %6, metadata !229, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 8)), !dbg !230
  call void @llvm.dbg.value(metadata i64 %6, metadata !229, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 264, 56)), !dbg !230
  call void @llvm.dbg.value(metadata i64 undef, metadata !229, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !230
  %7 = add nsw i64 %2, %3, !dbg !231
  %8 = add nsw i64 %7, %4, !dbg !232
  %9 = add nsw i64 %8, %5, !dbg !233
  %10 = and i64 %6, 255, !dbg !234
  %11 = add nsw i64 %9, %10, !dbg !235
  ret i64 %11, !dbg !236
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, [2 x i32] %1) local_unnamed_addr #5 !dbg !237 {
  %3 = extractvalue [2 x i32] %1, 0
  call void @llvm.dbg.value(metadata i32 %3, metadata !241, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !243
  %4 = extractvalue [2 x i32] %1, 1
  %5 = bitcast i32 %4 to float
  call void @llvm.dbg.value(metadata float %5, metadata !241, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !243
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !242, metadata !DIExpression()), !dbg !244
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !245
  %7 = fptosi float %5 to i32, !dbg !246
  store i32 %7, i32* %6, align 4, !dbg !245, !tbaa !247
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !245
  %9 = sitofp i32 %3 to float, !dbg !251
  store float %9, float* %8, align 4, !dbg !245, !tbaa !252
  ret void, !dbg !253
}

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwj(i32 noundef %0) local_unnamed_addr #6 !dbg !254 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !260, metadata !DIExpression()), !dbg !261
  %2 = icmp eq i32 %0, 0, !dbg !262
  %3 = select i1 %2, i32 1, i32 %0, !dbg !262
  %4 = tail call i8* @malloc(i32 noundef %3), !dbg !263
  ret i8* %4, !dbg !264
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !265 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !269, metadata !DIExpression()), !dbg !270
  tail call void @free(i8* noundef %0), !dbg !271
  ret void, !dbg !272
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn
define dso_local void @_ZdlPvj(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !273 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !277, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i32 %1, metadata !278, metadata !DIExpression()), !dbg !279
  tail call void @free(i8* noundef %0), !dbg !280
  ret void, !dbg !281
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !282 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Pair, align 4
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !284, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !284, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !284, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !358
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !290, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !295, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !359
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !289, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !293, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !296, metadata !DIExpression()), !dbg !360
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 6.000000e+00), !dbg !361
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !289, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !296, metadata !DIExpression()), !dbg !360
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 1.600000e+01), !dbg !361
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !289, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !296, metadata !DIExpression()), !dbg !360
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 4.000000e+00), !dbg !361
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !289, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !293, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !359
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef 2.600000e+01), !dbg !363
  call void @llvm.dbg.value(metadata i32 5, metadata !304, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !305, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !307, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata i32 20, metadata !304, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !358
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef 20, i32 noundef 5), !dbg !364
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !365
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %9) #20, !dbg !365
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !309, metadata !DIExpression()), !dbg !366
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !367, metadata !DIExpression()), !dbg !375
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !377, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !381
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 0, !dbg !383
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1, !dbg !384
  store i32 1, i32* %11, align 4, !dbg !384, !tbaa !385
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !387, metadata !DIExpression()), !dbg !396
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0, !dbg !398
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1, !dbg !399
  store i32 2, i32* %13, align 4, !dbg !399, !tbaa !400
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !402, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !410
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0, !dbg !412
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1, !dbg !413
  store i32 3, i32* %15, align 4, !dbg !413, !tbaa !414
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %12, align 4, !dbg !416, !tbaa !417
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !416, !tbaa !417
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !416, !tbaa !417
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2, !dbg !419
  store i32 4, i32* %16, align 4, !dbg !419, !tbaa !420
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, !dbg !422
  %18 = bitcast %struct.Base* %17 to i8*, !dbg !422
  call void @llvm.dbg.value(metadata %struct.Base* %17, metadata !310, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !312, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !312, metadata !DIExpression()), !dbg !358
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !423
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #20, !dbg !424
  %21 = icmp ne i8* %20, null, !dbg !424
  %22 = zext i1 %21 to i32, !dbg !424
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %22), !dbg !425
  call void @llvm.dbg.value(metadata i32 0, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 1, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 4, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 9, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 16, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 25, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 36, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 49, metadata !314, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !358
  call void @llvm.dbg.value(metadata i32 7, metadata !338, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata i32 7, metadata !339, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata i32* undef, metadata !344, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata i32 8, metadata !343, metadata !DIExpression()), !dbg !358
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !426
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !427
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 42), !dbg !428
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !429
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)), !dbg !430
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !431
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #20, !dbg !431
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !354, metadata !DIExpression()), !dbg !432
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !433
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, !dbg !434
  %31 = load i64, i64* %30, align 8, !dbg !434, !tbaa.struct !435
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, !dbg !434
  %33 = load i64, i64* %32, align 8, !dbg !434, !tbaa.struct !437
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2, !dbg !434
  %35 = load i64, i64* %34, align 8, !dbg !434, !tbaa.struct !438
  %36 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3, !dbg !434
  %37 = load i64, i64* %36, align 8, !dbg !434, !tbaa.struct !439
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, !dbg !434
  %39 = bitcast [13 x i8]* %38 to i64*, !dbg !434
  %40 = load i64, i64* %39, align 8, !dbg !434, !tbaa.struct !440
  %41 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 8, !dbg !434
  %42 = bitcast i8* %41 to i64*, !dbg !434
  %43 = load i64, i64* %42, align 8, !dbg !434, !tbaa.struct !441
  %44 = insertvalue [6 x i64] poison, i64 %31, 0, !dbg !442
  %45 = insertvalue [6 x i64] %44, i64 %33, 1, !dbg !442
  %46 = insertvalue [6 x i64] %45, i64 %35, 2, !dbg !442
  %47 = insertvalue [6 x i64] %46, i64 %37, 3, !dbg !442
  %48 = insertvalue [6 x i64] %47, i64 %40, 4, !dbg !442
  %49 = insertvalue [6 x i64] %48, i64 %43, 5, !dbg !442
  %50 = call noundef i64 @_Z7sum_big3Big([6 x i64] %49), !dbg !442
  %51 = getelementptr inbounds [13 x i8], [13 x i8]* %38, i32 0, i32 0, !dbg !443
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %50, i8* noundef nonnull %51), !dbg !444
  %53 = bitcast %struct.Pair* %3 to i8*, !dbg !445
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53) #20, !dbg !445
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !355, metadata !DIExpression()), !dbg !446
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, [2 x i32] [i32 3, i32 1092091904]), !dbg !447
  %54 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !448
  %55 = load i32, i32* %54, align 4, !dbg !448, !tbaa !247
  %56 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !449
  %57 = load float, float* %56, align 4, !dbg !449, !tbaa !252
  %58 = fpext float %57 to double, !dbg !450
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %55, double noundef %58), !dbg !451
  %60 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !452
  %61 = and i8 %60, 1, !dbg !452
  %62 = icmp eq i8 %61, 0, !dbg !452
  br i1 %62, label %63, label %72, !dbg !452, !prof !454

63:                                               ; preds = %0
  %64 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !452
  %65 = icmp eq i32 %64, 0, !dbg !452
  br i1 %65, label %72, label %66, !dbg !452

66:                                               ; preds = %63
  invoke fastcc void @_ZL8registryv()
          to label %67 unwind label %70, !dbg !455

67:                                               ; preds = %66
  %68 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !456
  %69 = select i1 %68, i32 3, i32 0, !dbg !456
  store i32 %69, i32* @_ZZL7countervE1n, align 4, !dbg !452, !tbaa !457
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !452
  br label %72, !dbg !452

70:                                               ; preds = %66
  %71 = landingpad { i8*, i32 }
          cleanup, !dbg !458
  br label %102

72:                                               ; preds = %67, %63, %0
  %73 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !459, !tbaa !457
  %74 = add nsw i32 %73, 1, !dbg !459
  store i32 %74, i32* @_ZZL7countervE1n, align 4, !dbg !459, !tbaa !457
  call void @llvm.dbg.value(metadata i32 %74, metadata !356, metadata !DIExpression()), !dbg !358
  %75 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !460
  %76 = and i8 %75, 1, !dbg !460
  %77 = icmp eq i8 %76, 0, !dbg !460
  br i1 %77, label %78, label %87, !dbg !460, !prof !454

78:                                               ; preds = %72
  %79 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !460
  %80 = icmp eq i32 %79, 0, !dbg !460
  br i1 %80, label %87, label %81, !dbg !460

81:                                               ; preds = %78
  invoke fastcc void @_ZL8registryv()
          to label %82 unwind label %85, !dbg !462

82:                                               ; preds = %81
  %83 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !463
  %84 = select i1 %83, i32 3, i32 0, !dbg !463
  store i32 %84, i32* @_ZZL7countervE1n, align 4, !dbg !460, !tbaa !457
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !460
  br label %87, !dbg !460

85:                                               ; preds = %81
  %86 = landingpad { i8*, i32 }
          cleanup, !dbg !464
  br label %102

87:                                               ; preds = %82, %78, %72
  %88 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !465, !tbaa !457
  %89 = add nsw i32 %88, 1, !dbg !465
  store i32 %89, i32* @_ZZL7countervE1n, align 4, !dbg !465, !tbaa !457
  call void @llvm.dbg.value(metadata i32 %89, metadata !357, metadata !DIExpression()), !dbg !358
  %90 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !466
  %91 = and i8 %90, 1, !dbg !466
  %92 = icmp eq i8 %91, 0, !dbg !466
  br i1 %92, label %93, label %98, !dbg !466, !prof !454

93:                                               ; preds = %87
  %94 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !466
  %95 = icmp eq i32 %94, 0, !dbg !466
  br i1 %95, label %98, label %96, !dbg !466

96:                                               ; preds = %93
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !468
  %97 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !474
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !466
  br label %98, !dbg !466

98:                                               ; preds = %96, %93, %87
  %99 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !476
  %100 = select i1 %99, i32 3, i32 0, !dbg !476
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %74, i32 noundef %89, i32 noundef %100), !dbg !477
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #20, !dbg !478
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !478
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #20, !dbg !478
  ret i32 0, !dbg !478

102:                                              ; preds = %85, %70
  %103 = phi { i8*, i32 } [ %71, %70 ], [ %86, %85 ]
  call void @__cxa_guard_abort(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #20, !dbg !478
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !478
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #20, !dbg !478
  resume { i8*, i32 } %103, !dbg !478
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #13

; Function Attrs: nofree norecurse
define internal fastcc void @_ZL8registryv() unnamed_addr #14 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !479
  %2 = and i8 %1, 1, !dbg !479
  %3 = icmp eq i8 %2, 0, !dbg !479
  br i1 %3, label %4, label %9, !dbg !479, !prof !454

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !479
  %6 = icmp eq i32 %5, 0, !dbg !479
  br i1 %6, label %9, label %7, !dbg !479

7:                                                ; preds = %4
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !480
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !482
  tail call void @__cxa_guard_release(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !479
  br label %9, !dbg !479

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !483
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #15 comdat align 2 !dbg !484 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !487, metadata !DIExpression()), !dbg !488
  ret %struct.Diamond* %0, !dbg !489
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #16 comdat align 2 !dbg !490 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !492, metadata !DIExpression()), !dbg !494
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !495
  %3 = load i8*, i8** %2, align 4, !dbg !495, !tbaa !417
  %4 = getelementptr i8, i8* %3, i32 -12, !dbg !495
  %5 = bitcast i8* %4 to i32*, !dbg !495
  %6 = load i32, i32* %5, align 4, !dbg !495
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !495
  %8 = getelementptr inbounds i8, i8* %7, i32 %6, !dbg !495
  %9 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !495
  %10 = bitcast i8* %9 to i32*, !dbg !495
  %11 = load i32, i32* %10, align 4, !dbg !495, !tbaa !385
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 0, i32 1, !dbg !496
  %13 = load i32, i32* %12, align 4, !dbg !496, !tbaa !400
  %14 = add nsw i32 %13, %11, !dbg !497
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 1, i32 1, !dbg !498
  %16 = load i32, i32* %15, align 4, !dbg !498, !tbaa !414
  %17 = add nsw i32 %14, %16, !dbg !499
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 2, !dbg !500
  %19 = load i32, i32* %18, align 4, !dbg !500, !tbaa !420
  %20 = add nsw i32 %17, %19, !dbg !501
  ret i32 %20, !dbg !502
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !503 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !505, metadata !DIExpression()), !dbg !506
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !507
  call void @llvm.dbg.value(metadata i8* %2, metadata !269, metadata !DIExpression()) #20, !dbg !508
  tail call void @free(i8* noundef nonnull %2) #20, !dbg !510
  ret void, !dbg !507
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !511 {
  ret %struct.Diamond* undef, !dbg !513
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !514 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3, !dbg !515
  %3 = bitcast %struct.Base* %2 to i8*, !dbg !516
  call void @llvm.dbg.value(metadata i8* %3, metadata !505, metadata !DIExpression()) #20, !dbg !518
  call void @llvm.dbg.value(metadata i8* %3, metadata !269, metadata !DIExpression()) #20, !dbg !519
  tail call void @free(i8* noundef nonnull %3) #20, !dbg !521
  ret void, !dbg !515
}

define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 comdat align 2 !dbg !522 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !523
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !523
  %4 = load i8*, i8** %3, align 4, !dbg !523
  %5 = getelementptr inbounds i8, i8* %4, i32 -12, !dbg !523
  %6 = bitcast i8* %5 to i32*, !dbg !523
  %7 = load i32, i32* %6, align 4, !dbg !523
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !523
  call void @llvm.dbg.value(metadata i8* %8, metadata !492, metadata !DIExpression()), !dbg !524
  %9 = bitcast i8* %8 to i8**, !dbg !526
  %10 = load i8*, i8** %9, align 4, !dbg !526, !tbaa !417
  %11 = getelementptr i8, i8* %10, i32 -12, !dbg !526
  %12 = bitcast i8* %11 to i32*, !dbg !526
  %13 = load i32, i32* %12, align 4, !dbg !526
  %14 = getelementptr inbounds i8, i8* %8, i32 %13, !dbg !526
  %15 = getelementptr inbounds i8, i8* %14, i32 4, !dbg !526
  %16 = bitcast i8* %15 to i32*, !dbg !526
  %17 = load i32, i32* %16, align 4, !dbg !526, !tbaa !385
  %18 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !527
  %19 = bitcast i8* %18 to i32*, !dbg !527
  %20 = load i32, i32* %19, align 4, !dbg !527, !tbaa !400
  %21 = add nsw i32 %20, %17, !dbg !528
  %22 = getelementptr inbounds i8, i8* %8, i32 12, !dbg !529
  %23 = bitcast i8* %22 to i32*, !dbg !529
  %24 = load i32, i32* %23, align 4, !dbg !529, !tbaa !414
  %25 = add nsw i32 %21, %24, !dbg !530
  %26 = getelementptr inbounds i8, i8* %8, i32 16, !dbg !531
  %27 = bitcast i8* %26 to i32*, !dbg !531
  %28 = load i32, i32* %27, align 4, !dbg !531, !tbaa !420
  %29 = add nsw i32 %25, %28, !dbg !532
  ret i32 %29, !dbg !523
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !533 {
  ret %struct.Diamond* undef, !dbg !534
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !535 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !536
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !536
  %4 = load i8*, i8** %3, align 4, !dbg !536
  %5 = getelementptr inbounds i8, i8* %4, i32 -16, !dbg !536
  %6 = bitcast i8* %5 to i32*, !dbg !536
  %7 = load i32, i32* %6, align 4, !dbg !536
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !536
  call void @llvm.dbg.value(metadata i8* %8, metadata !505, metadata !DIExpression()) #20, !dbg !537
  call void @llvm.dbg.value(metadata i8* %8, metadata !269, metadata !DIExpression()) #20, !dbg !539
  tail call void @free(i8* noundef nonnull %8) #20, !dbg !541
  ret void, !dbg !536
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i32*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i32*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i32*) local_unnamed_addr #18

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #19

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { nofree norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #15 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #16 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #17 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #18 = { nofree nounwind }
attributes #19 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!150, !151, !152, !153, !154, !155, !156, !157, !158, !159}
!llvm.ident = !{!160}

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
!150 = !{i32 7, !"Dwarf Version", i32 5}
!151 = !{i32 2, !"Debug Info Version", i32 3}
!152 = !{i32 1, !"wchar_size", i32 4}
!153 = !{i32 1, !"min_enum_size", i32 4}
!154 = !{i32 1, !"branch-target-enforcement", i32 0}
!155 = !{i32 1, !"sign-return-address", i32 0}
!156 = !{i32 1, !"sign-return-address-all", i32 0}
!157 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!158 = !{i32 7, !"PIC Level", i32 2}
!159 = !{i32 7, !"PIE Level", i32 2}
!160 = !{!"Debian clang version 14.0.6"}
!161 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !162, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !167, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!55, !55, !55}
!164 = !{!165, !166}
!165 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !3, line: 53, type: !55)
!166 = !DILocalVariable(arg: 2, scope: !161, file: !3, line: 53, type: !55)
!167 = !{!168}
!168 = !DITemplateTypeParameter(name: "T", type: !55)
!169 = !DILocation(line: 0, scope: !161)
!170 = !DILocation(line: 53, column: 77, scope: !161)
!171 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !172, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !185)
!172 = !DISubroutineType(types: !173)
!173 = !{!174, !6}
!174 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !175, identifier: "_ZTS3Big")
!175 = !{!176, !178, !179, !180, !181}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !174, file: !3, line: 62, baseType: !177, size: 64)
!177 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !174, file: !3, line: 62, baseType: !177, size: 64, offset: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !174, file: !3, line: 62, baseType: !177, size: 64, offset: 128)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !174, file: !3, line: 62, baseType: !177, size: 64, offset: 192)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !174, file: !3, line: 62, baseType: !182, size: 104, offset: 256)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 13)
!185 = !{!186, !187, !188}
!186 = !DILocalVariable(name: "seed", arg: 1, scope: !171, file: !3, line: 65, type: !6)
!187 = !DILocalVariable(name: "r", scope: !171, file: !3, line: 66, type: !174)
!188 = !DILocalVariable(name: "i", scope: !189, file: !3, line: 68, type: !6)
!189 = distinct !DILexicalBlock(scope: !171, file: !3, line: 68, column: 3)
!190 = !DILocation(line: 0, scope: !171)
!191 = !DILocation(line: 66, column: 7, scope: !171)
!192 = !DILocation(line: 67, column: 9, scope: !171)
!193 = !DILocation(line: 67, column: 5, scope: !171)
!194 = !DILocation(line: 67, column: 7, scope: !171)
!195 = !{!196, !197, i64 0}
!196 = !{!"_ZTS3Big", !197, i64 0, !197, i64 8, !197, i64 16, !197, i64 24, !198, i64 32}
!197 = !{!"long long", !198, i64 0}
!198 = !{!"omnipotent char", !199, i64 0}
!199 = !{!"Simple C++ TBAA"}
!200 = !DILocation(line: 67, column: 26, scope: !171)
!201 = !DILocation(line: 67, column: 21, scope: !171)
!202 = !DILocation(line: 67, column: 17, scope: !171)
!203 = !DILocation(line: 67, column: 19, scope: !171)
!204 = !{!196, !197, i64 8}
!205 = !DILocation(line: 67, column: 42, scope: !171)
!206 = !DILocation(line: 67, column: 37, scope: !171)
!207 = !DILocation(line: 67, column: 33, scope: !171)
!208 = !DILocation(line: 67, column: 35, scope: !171)
!209 = !{!196, !197, i64 16}
!210 = !DILocation(line: 67, column: 53, scope: !171)
!211 = !DILocation(line: 67, column: 49, scope: !171)
!212 = !DILocation(line: 67, column: 51, scope: !171)
!213 = !{!196, !197, i64 24}
!214 = !DILocation(line: 0, scope: !189)
!215 = !DILocation(line: 68, column: 67, scope: !216)
!216 = distinct !DILexicalBlock(scope: !189, file: !3, line: 68, column: 3)
!217 = !DILocation(line: 68, column: 49, scope: !216)
!218 = !DILocation(line: 68, column: 32, scope: !216)
!219 = !DILocation(line: 68, column: 41, scope: !216)
!220 = !{!198, !198, i64 0}
!221 = !DILocation(line: 68, column: 62, scope: !216)
!222 = !DILocation(line: 69, column: 3, scope: !171)
!223 = !DILocation(line: 69, column: 13, scope: !171)
!224 = !DILocation(line: 70, column: 3, scope: !171)
!225 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !226, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{!177, !174}
!228 = !{!229}
!229 = !DILocalVariable(name: "b", arg: 1, scope: !225, file: !3, line: 72, type: !174)
!230 = !DILocation(line: 0, scope: !225)
!231 = !DILocation(line: 72, column: 65, scope: !225)
!232 = !DILocation(line: 72, column: 71, scope: !225)
!233 = !DILocation(line: 72, column: 77, scope: !225)
!234 = !DILocation(line: 72, column: 85, scope: !225)
!235 = !DILocation(line: 72, column: 83, scope: !225)
!236 = !DILocation(line: 72, column: 54, scope: !225)
!237 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !238, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!32, !32}
!240 = !{!241, !242}
!241 = !DILocalVariable(name: "p", arg: 1, scope: !237, file: !3, line: 73, type: !32)
!242 = !DILocalVariable(name: "q", scope: !237, file: !3, line: 73, type: !32)
!243 = !DILocation(line: 0, scope: !237)
!244 = !DILocation(line: 73, column: 57, scope: !237)
!245 = !DILocation(line: 73, column: 61, scope: !237)
!246 = !DILocation(line: 73, column: 67, scope: !237)
!247 = !{!248, !249, i64 0}
!248 = !{!"_ZTS4Pair", !249, i64 0, !250, i64 4}
!249 = !{!"int", !198, i64 0}
!250 = !{!"float", !198, i64 0}
!251 = !DILocation(line: 73, column: 79, scope: !237)
!252 = !{!248, !250, i64 4}
!253 = !DILocation(line: 73, column: 85, scope: !237)
!254 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 91, type: !255, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !259)
!255 = !DISubroutineType(types: !256)
!256 = !{!257, !258}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!258 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!259 = !{!260}
!260 = !DILocalVariable(name: "n", arg: 1, scope: !254, file: !3, line: 91, type: !258)
!261 = !DILocation(line: 0, scope: !254)
!262 = !DILocation(line: 91, column: 53, scope: !254)
!263 = !DILocation(line: 91, column: 46, scope: !254)
!264 = !DILocation(line: 91, column: 39, scope: !254)
!265 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !266, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !257}
!268 = !{!269}
!269 = !DILocalVariable(name: "p", arg: 1, scope: !265, file: !3, line: 92, type: !257)
!270 = !DILocation(line: 0, scope: !265)
!271 = !DILocation(line: 92, column: 42, scope: !265)
!272 = !DILocation(line: 92, column: 51, scope: !265)
!273 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !3, file: !3, line: 93, type: !274, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !257, !258}
!276 = !{!277, !278}
!277 = !DILocalVariable(name: "p", arg: 1, scope: !273, file: !3, line: 93, type: !257)
!278 = !DILocalVariable(arg: 2, scope: !273, file: !3, line: 93, type: !258)
!279 = !DILocation(line: 0, scope: !273)
!280 = !DILocation(line: 93, column: 57, scope: !273)
!281 = !DILocation(line: 93, column: 66, scope: !273)
!282 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !283)
!283 = !{!284, !289, !290, !293, !295, !296, !298, !300, !301, !302, !304, !305, !307, !309, !310, !312, !314, !336, !338, !339, !343, !344, !348, !350, !354, !355, !356, !357}
!284 = !DILocalVariable(name: "shapes", scope: !282, file: !3, line: 96, type: !285)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !286, size: 96, elements: !287)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!287 = !{!288}
!288 = !DISubrange(count: 3)
!289 = !DILocalVariable(name: "total", scope: !282, file: !3, line: 97, type: !49)
!290 = !DILocalVariable(name: "__range1", scope: !291, type: !292, flags: DIFlagArtificial)
!291 = distinct !DILexicalBlock(scope: !282, file: !3, line: 98, column: 3)
!292 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !285, size: 32)
!293 = !DILocalVariable(name: "__begin1", scope: !291, type: !294, flags: DIFlagArtificial)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 32)
!295 = !DILocalVariable(name: "__end1", scope: !291, type: !294, flags: DIFlagArtificial)
!296 = !DILocalVariable(name: "s", scope: !297, file: !3, line: 98, type: !286)
!297 = distinct !DILexicalBlock(scope: !291, file: !3, line: 98, column: 3)
!298 = !DILocalVariable(name: "__range1", scope: !299, type: !292, flags: DIFlagArtificial)
!299 = distinct !DILexicalBlock(scope: !282, file: !3, line: 102, column: 3)
!300 = !DILocalVariable(name: "__begin1", scope: !299, type: !294, flags: DIFlagArtificial)
!301 = !DILocalVariable(name: "__end1", scope: !299, type: !294, flags: DIFlagArtificial)
!302 = !DILocalVariable(name: "s", scope: !303, file: !3, line: 102, type: !286)
!303 = distinct !DILexicalBlock(scope: !299, file: !3, line: 102, column: 3)
!304 = !DILocalVariable(name: "w", scope: !282, file: !3, line: 105, type: !83)
!305 = !DILocalVariable(name: "c", scope: !282, file: !3, line: 106, type: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!307 = !DILocalVariable(name: "n", scope: !282, file: !3, line: 107, type: !308)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!309 = !DILocalVariable(name: "d", scope: !282, file: !3, line: 111, type: !113)
!310 = !DILocalVariable(name: "bp", scope: !282, file: !3, line: 112, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!312 = !DILocalVariable(name: "lp", scope: !282, file: !3, line: 113, type: !313)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!314 = !DILocalVariable(name: "arr", scope: !282, file: !3, line: 117, type: !315)
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !316, templateParams: !333, identifier: "_ZTS5ArrayIiLi8EE")
!316 = !{!317, !321, !326}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !315, file: !3, line: 43, baseType: !318, size: 256)
!318 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !319)
!319 = !{!320}
!320 = !DISubrange(count: 8)
!321 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !315, file: !3, line: 44, type: !322, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{!324, !325, !6}
!324 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !315, file: !3, line: 45, type: !327, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{!329, !331, !6}
!329 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !330, size: 32)
!330 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!333 = !{!334, !335}
!334 = !DITemplateTypeParameter(name: "T", type: !6)
!335 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!336 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 118, type: !6)
!337 = distinct !DILexicalBlock(scope: !282, file: !3, line: 118, column: 3)
!338 = !DILocalVariable(name: "bias", scope: !282, file: !3, line: 119, type: !6)
!339 = !DILocalVariable(name: "add", scope: !282, file: !3, line: 120, type: !340)
!340 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !341)
!341 = !{!342}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !340, file: !3, line: 120, baseType: !6, size: 32)
!343 = !DILocalVariable(name: "prod_count", scope: !282, file: !3, line: 121, type: !6)
!344 = !DILocalVariable(name: "mul", scope: !282, file: !3, line: 122, type: !345)
!345 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !346)
!346 = !{!347}
!347 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !345, file: !3, line: 122, baseType: !324, size: 32)
!348 = !DILocalVariable(name: "gen", scope: !282, file: !3, line: 124, type: !349)
!349 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!350 = !DILocalVariable(name: "fp", scope: !282, file: !3, line: 126, type: !351)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 32)
!352 = !DISubroutineType(types: !353)
!353 = !{!6, !6}
!354 = !DILocalVariable(name: "b", scope: !282, file: !3, line: 132, type: !174)
!355 = !DILocalVariable(name: "p", scope: !282, file: !3, line: 134, type: !32)
!356 = !DILocalVariable(name: "a1", scope: !282, file: !3, line: 137, type: !6)
!357 = !DILocalVariable(name: "a2", scope: !282, file: !3, line: 137, type: !6)
!358 = !DILocation(line: 0, scope: !282)
!359 = !DILocation(line: 0, scope: !291)
!360 = !DILocation(line: 0, scope: !297)
!361 = !DILocation(line: 99, column: 5, scope: !362)
!362 = distinct !DILexicalBlock(scope: !297, file: !3, line: 98, column: 27)
!363 = !DILocation(line: 103, column: 3, scope: !282)
!364 = !DILocation(line: 109, column: 3, scope: !282)
!365 = !DILocation(line: 111, column: 3, scope: !282)
!366 = !DILocation(line: 111, column: 11, scope: !282)
!367 = !DILocalVariable(name: "this", arg: 1, scope: !368, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !369, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !372, retainedNodes: !373)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !371}
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DISubprogram(name: "Diamond", scope: !113, type: !369, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !{!367}
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!375 = !DILocation(line: 0, scope: !368, inlinedAt: !376)
!376 = distinct !DILocation(line: 111, column: 11, scope: !282)
!377 = !DILocalVariable(name: "this", arg: 1, scope: !378, type: !311, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !379, retainedNodes: !380)
!379 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !{!377}
!381 = !DILocation(line: 0, scope: !378, inlinedAt: !382)
!382 = distinct !DILocation(line: 38, column: 8, scope: !368, inlinedAt: !376)
!383 = !DILocation(line: 35, column: 8, scope: !378, inlinedAt: !382)
!384 = !DILocation(line: 35, column: 19, scope: !378, inlinedAt: !382)
!385 = !{!386, !249, i64 4}
!386 = !{!"_ZTS4Base", !249, i64 4}
!387 = !DILocalVariable(name: "this", arg: 1, scope: !388, type: !313, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !389, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !392, retainedNodes: !393)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !391}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DISubprogram(name: "Left", scope: !116, type: !389, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !{!387, !394}
!394 = !DILocalVariable(name: "vtt", arg: 2, scope: !388, type: !395, flags: DIFlagArtificial)
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 32)
!396 = !DILocation(line: 0, scope: !388, inlinedAt: !397)
!397 = distinct !DILocation(line: 38, column: 8, scope: !368, inlinedAt: !376)
!398 = !DILocation(line: 36, column: 8, scope: !388, inlinedAt: !397)
!399 = !DILocation(line: 36, column: 34, scope: !388, inlinedAt: !397)
!400 = !{!401, !249, i64 4}
!401 = !{!"_ZTS4Left", !249, i64 4}
!402 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !404, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !407, retainedNodes: !408)
!404 = !DISubroutineType(types: !405)
!405 = !{null, !406}
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!407 = !DISubprogram(name: "Right", scope: !12, type: !404, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !{!402, !409}
!409 = !DILocalVariable(name: "vtt", arg: 2, scope: !403, type: !395, flags: DIFlagArtificial)
!410 = !DILocation(line: 0, scope: !403, inlinedAt: !411)
!411 = distinct !DILocation(line: 38, column: 8, scope: !368, inlinedAt: !376)
!412 = !DILocation(line: 37, column: 8, scope: !403, inlinedAt: !411)
!413 = !DILocation(line: 37, column: 35, scope: !403, inlinedAt: !411)
!414 = !{!415, !249, i64 4}
!415 = !{!"_ZTS5Right", !249, i64 4}
!416 = !DILocation(line: 38, column: 8, scope: !368, inlinedAt: !376)
!417 = !{!418, !418, i64 0}
!418 = !{!"vtable pointer", !199, i64 0}
!419 = !DILocation(line: 38, column: 36, scope: !368, inlinedAt: !376)
!420 = !{!421, !249, i64 16}
!421 = !{!"_ZTS7Diamond", !249, i64 16}
!422 = !DILocation(line: 112, column: 14, scope: !282)
!423 = !DILocation(line: 114, column: 3, scope: !282)
!424 = !DILocation(line: 115, column: 31, scope: !282)
!425 = !DILocation(line: 115, column: 3, scope: !282)
!426 = !DILocation(line: 123, column: 3, scope: !282)
!427 = !DILocation(line: 125, column: 3, scope: !282)
!428 = !DILocation(line: 127, column: 3, scope: !282)
!429 = !DILocation(line: 129, column: 3, scope: !282)
!430 = !DILocation(line: 130, column: 3, scope: !282)
!431 = !DILocation(line: 132, column: 3, scope: !282)
!432 = !DILocation(line: 132, column: 7, scope: !282)
!433 = !DILocation(line: 132, column: 11, scope: !282)
!434 = !DILocation(line: 133, column: 35, scope: !282)
!435 = !{i64 0, i64 8, !436, i64 8, i64 8, !436, i64 16, i64 8, !436, i64 24, i64 8, !436, i64 32, i64 13, !220}
!436 = !{!197, !197, i64 0}
!437 = !{i64 0, i64 8, !436, i64 8, i64 8, !436, i64 16, i64 8, !436, i64 24, i64 13, !220}
!438 = !{i64 0, i64 8, !436, i64 8, i64 8, !436, i64 16, i64 13, !220}
!439 = !{i64 0, i64 8, !436, i64 8, i64 13, !220}
!440 = !{i64 0, i64 13, !220}
!441 = !{i64 0, i64 5, !220}
!442 = !DILocation(line: 133, column: 27, scope: !282)
!443 = !DILocation(line: 133, column: 39, scope: !282)
!444 = !DILocation(line: 133, column: 3, scope: !282)
!445 = !DILocation(line: 134, column: 3, scope: !282)
!446 = !DILocation(line: 134, column: 8, scope: !282)
!447 = !DILocation(line: 134, column: 12, scope: !282)
!448 = !DILocation(line: 135, column: 30, scope: !282)
!449 = !DILocation(line: 135, column: 35, scope: !282)
!450 = !DILocation(line: 135, column: 33, scope: !282)
!451 = !DILocation(line: 135, column: 3, scope: !282)
!452 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !453)
!453 = distinct !DILocation(line: 137, column: 12, scope: !282)
!454 = !{!"branch_weights", i32 1, i32 1048575}
!455 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !453)
!456 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !453)
!457 = !{!249, !249, i64 0}
!458 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !453)
!459 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !453)
!460 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !461)
!461 = distinct !DILocation(line: 137, column: 28, scope: !282)
!462 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !461)
!463 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !461)
!464 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !461)
!465 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !461)
!466 = !DILocation(line: 82, column: 3, scope: !144, inlinedAt: !467)
!467 = distinct !DILocation(line: 138, column: 48, scope: !282)
!468 = !DILocation(line: 78, column: 16, scope: !469, inlinedAt: !473)
!469 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !136, retainedNodes: !470)
!470 = !{!471}
!471 = !DILocalVariable(name: "this", arg: 1, scope: !469, type: !472, flags: DIFlagArtificial | DIFlagObjectPointer)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!473 = distinct !DILocation(line: 82, column: 19, scope: !144, inlinedAt: !467)
!474 = !DILocation(line: 78, column: 29, scope: !475, inlinedAt: !473)
!475 = distinct !DILexicalBlock(scope: !469, file: !3, line: 78, column: 27)
!476 = !DILocation(line: 138, column: 59, scope: !282)
!477 = !DILocation(line: 138, column: 3, scope: !282)
!478 = !DILocation(line: 140, column: 1, scope: !282)
!479 = !DILocation(line: 82, column: 3, scope: !144)
!480 = !DILocation(line: 78, column: 16, scope: !469, inlinedAt: !481)
!481 = distinct !DILocation(line: 82, column: 19, scope: !144)
!482 = !DILocation(line: 78, column: 29, scope: !475, inlinedAt: !481)
!483 = !DILocation(line: 83, column: 3, scope: !144)
!484 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !369, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !485, retainedNodes: !486)
!485 = !DISubprogram(name: "~Diamond", scope: !113, type: !369, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!486 = !{!487}
!487 = !DILocalVariable(name: "this", arg: 1, scope: !484, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!488 = !DILocation(line: 0, scope: !484)
!489 = !DILocation(line: 38, column: 8, scope: !484)
!490 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !128, retainedNodes: !491)
!491 = !{!492}
!492 = !DILocalVariable(name: "this", arg: 1, scope: !490, type: !493, flags: DIFlagArtificial | DIFlagObjectPointer)
!493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!494 = !DILocation(line: 0, scope: !490)
!495 = !DILocation(line: 38, column: 77, scope: !490)
!496 = !DILocation(line: 38, column: 81, scope: !490)
!497 = !DILocation(line: 38, column: 79, scope: !490)
!498 = !DILocation(line: 38, column: 85, scope: !490)
!499 = !DILocation(line: 38, column: 83, scope: !490)
!500 = !DILocation(line: 38, column: 89, scope: !490)
!501 = !DILocation(line: 38, column: 87, scope: !490)
!502 = !DILocation(line: 38, column: 70, scope: !490)
!503 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !369, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !485, retainedNodes: !504)
!504 = !{!505}
!505 = !DILocalVariable(name: "this", arg: 1, scope: !503, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!506 = !DILocation(line: 0, scope: !503)
!507 = !DILocation(line: 38, column: 8, scope: !503)
!508 = !DILocation(line: 0, scope: !265, inlinedAt: !509)
!509 = distinct !DILocation(line: 38, column: 8, scope: !503)
!510 = !DILocation(line: 92, column: 42, scope: !265, inlinedAt: !509)
!511 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !512, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!512 = !DISubroutineType(types: !148)
!513 = !DILocation(line: 0, scope: !511)
!514 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !512, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!515 = !DILocation(line: 0, scope: !514)
!516 = !DILocation(line: 38, column: 8, scope: !503, inlinedAt: !517)
!517 = distinct !DILocation(line: 0, scope: !514)
!518 = !DILocation(line: 0, scope: !503, inlinedAt: !517)
!519 = !DILocation(line: 0, scope: !265, inlinedAt: !520)
!520 = distinct !DILocation(line: 38, column: 8, scope: !503, inlinedAt: !517)
!521 = !DILocation(line: 92, column: 42, scope: !265, inlinedAt: !520)
!522 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !512, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!523 = !DILocation(line: 0, scope: !522)
!524 = !DILocation(line: 0, scope: !490, inlinedAt: !525)
!525 = distinct !DILocation(line: 0, scope: !522)
!526 = !DILocation(line: 38, column: 77, scope: !490, inlinedAt: !525)
!527 = !DILocation(line: 38, column: 81, scope: !490, inlinedAt: !525)
!528 = !DILocation(line: 38, column: 79, scope: !490, inlinedAt: !525)
!529 = !DILocation(line: 38, column: 85, scope: !490, inlinedAt: !525)
!530 = !DILocation(line: 38, column: 83, scope: !490, inlinedAt: !525)
!531 = !DILocation(line: 38, column: 89, scope: !490, inlinedAt: !525)
!532 = !DILocation(line: 38, column: 87, scope: !490, inlinedAt: !525)
!533 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !512, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!534 = !DILocation(line: 0, scope: !533)
!535 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !512, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!536 = !DILocation(line: 0, scope: !535)
!537 = !DILocation(line: 0, scope: !503, inlinedAt: !538)
!538 = distinct !DILocation(line: 0, scope: !535)
!539 = !DILocation(line: 0, scope: !265, inlinedAt: !540)
!540 = distinct !DILocation(line: 38, column: 8, scope: !503, inlinedAt: !538)
!541 = !DILocation(line: 92, column: 42, scope: !265, inlinedAt: !540)
