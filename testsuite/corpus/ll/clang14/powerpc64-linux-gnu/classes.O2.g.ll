; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
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
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !157 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !161, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i8* undef, metadata !162, metadata !DIExpression()), !dbg !165
  ret i8* %0, !dbg !166
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef signext %1) local_unnamed_addr #2 !dbg !167 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !182, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !183, metadata !DIExpression()), !dbg !187
  %3 = sext i32 %1 to i64, !dbg !188
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !189
  store i64 %3, i64* %4, align 8, !dbg !190, !tbaa !191
  %5 = shl nsw i32 %1, 1, !dbg !196
  %6 = sext i32 %5 to i64, !dbg !197
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !198
  store i64 %6, i64* %7, align 8, !dbg !199, !tbaa !200
  %8 = mul nsw i32 %1, 3, !dbg !201
  %9 = sext i32 %8 to i64, !dbg !202
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !203
  store i64 %9, i64* %10, align 8, !dbg !204, !tbaa !205
  %11 = sub nsw i32 0, %1, !dbg !206
  %12 = sext i32 %11 to i64, !dbg !206
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !207
  store i64 %12, i64* %13, align 8, !dbg !208, !tbaa !209
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 0, metadata !184, metadata !DIExpression()), !dbg !210
  %14 = srem i32 %1, 26, !dbg !211
  %15 = trunc i32 %14 to i8, !dbg !213
  %16 = add nsw i8 %15, 97, !dbg !213
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !214
  store i8 %16, i8* %17, align 8, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 1, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 1, metadata !184, metadata !DIExpression()), !dbg !210
  %18 = add nsw i32 %1, 1, !dbg !217
  %19 = srem i32 %18, 26, !dbg !211
  %20 = trunc i32 %19 to i8, !dbg !213
  %21 = add nsw i8 %20, 97, !dbg !213
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1, !dbg !214
  store i8 %21, i8* %22, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 2, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 2, metadata !184, metadata !DIExpression()), !dbg !210
  %23 = add nsw i32 %1, 2, !dbg !217
  %24 = srem i32 %23, 26, !dbg !211
  %25 = trunc i32 %24 to i8, !dbg !213
  %26 = add nsw i8 %25, 97, !dbg !213
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2, !dbg !214
  store i8 %26, i8* %27, align 2, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 3, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 3, metadata !184, metadata !DIExpression()), !dbg !210
  %28 = add nsw i32 %1, 3, !dbg !217
  %29 = srem i32 %28, 26, !dbg !211
  %30 = trunc i32 %29 to i8, !dbg !213
  %31 = add nsw i8 %30, 97, !dbg !213
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3, !dbg !214
  store i8 %31, i8* %32, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 4, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 4, metadata !184, metadata !DIExpression()), !dbg !210
  %33 = add nsw i32 %1, 4, !dbg !217
  %34 = srem i32 %33, 26, !dbg !211
  %35 = trunc i32 %34 to i8, !dbg !213
  %36 = add nsw i8 %35, 97, !dbg !213
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4, !dbg !214
  store i8 %36, i8* %37, align 4, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 5, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 5, metadata !184, metadata !DIExpression()), !dbg !210
  %38 = add nsw i32 %1, 5, !dbg !217
  %39 = srem i32 %38, 26, !dbg !211
  %40 = trunc i32 %39 to i8, !dbg !213
  %41 = add nsw i8 %40, 97, !dbg !213
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5, !dbg !214
  store i8 %41, i8* %42, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 6, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 6, metadata !184, metadata !DIExpression()), !dbg !210
  %43 = add nsw i32 %1, 6, !dbg !217
  %44 = srem i32 %43, 26, !dbg !211
  %45 = trunc i32 %44 to i8, !dbg !213
  %46 = add nsw i8 %45, 97, !dbg !213
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6, !dbg !214
  store i8 %46, i8* %47, align 2, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 7, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 7, metadata !184, metadata !DIExpression()), !dbg !210
  %48 = add nsw i32 %1, 7, !dbg !217
  %49 = srem i32 %48, 26, !dbg !211
  %50 = trunc i32 %49 to i8, !dbg !213
  %51 = add nsw i8 %50, 97, !dbg !213
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7, !dbg !214
  store i8 %51, i8* %52, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 8, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 8, metadata !184, metadata !DIExpression()), !dbg !210
  %53 = add nsw i32 %1, 8, !dbg !217
  %54 = srem i32 %53, 26, !dbg !211
  %55 = trunc i32 %54 to i8, !dbg !213
  %56 = add nsw i8 %55, 97, !dbg !213
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8, !dbg !214
  store i8 %56, i8* %57, align 8, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 9, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 9, metadata !184, metadata !DIExpression()), !dbg !210
  %58 = add nsw i32 %1, 9, !dbg !217
  %59 = srem i32 %58, 26, !dbg !211
  %60 = trunc i32 %59 to i8, !dbg !213
  %61 = add nsw i8 %60, 97, !dbg !213
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9, !dbg !214
  store i8 %61, i8* %62, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 10, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 10, metadata !184, metadata !DIExpression()), !dbg !210
  %63 = add nsw i32 %1, 10, !dbg !217
  %64 = srem i32 %63, 26, !dbg !211
  %65 = trunc i32 %64 to i8, !dbg !213
  %66 = add nsw i8 %65, 97, !dbg !213
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10, !dbg !214
  store i8 %66, i8* %67, align 2, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 11, metadata !184, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 11, metadata !184, metadata !DIExpression()), !dbg !210
  %68 = add nsw i32 %1, 11, !dbg !217
  %69 = srem i32 %68, 26, !dbg !211
  %70 = trunc i32 %69 to i8, !dbg !213
  %71 = add nsw i8 %70, 97, !dbg !213
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11, !dbg !214
  store i8 %71, i8* %72, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i64 12, metadata !184, metadata !DIExpression()), !dbg !210
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12, !dbg !218
  store i8 0, i8* %73, align 4, !dbg !219, !tbaa !216
  ret void, !dbg !220
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) local_unnamed_addr #4 !dbg !221 {
  %2 = extractvalue [6 x i64] %0, 0
  call void @llvm.dbg.value(metadata i64 %2, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !226
  %3 = extractvalue [6 x i64] %0, 1
  call void @llvm.dbg.value(metadata i64 %3, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !226
  %4 = extractvalue [6 x i64] %0, 2
  call void @llvm.dbg.value(metadata i64 %4, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !226
  %5 = extractvalue [6 x i64] %0, 3
  call void @llvm.dbg.value(metadata i64 %5, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !226
  %6 = extractvalue [6 x i64] %0, 4
  %7 = lshr i64 %6, 56
  call void @llvm.dbg.value(metadata i64 %7, metadata !225, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 8)), !dbg !226
  call void @llvm.dbg.value(metadata i64 %6, metadata !225, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 264, 56)), !dbg !226
  call void @llvm.dbg.value(metadata i64 undef, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !226
  %8 = add nsw i64 %2, %3, !dbg !227
  %9 = add nsw i64 %8, %4, !dbg !228
  %10 = add nsw i64 %9, %5, !dbg !229
  %11 = add nsw i64 %10, %7, !dbg !230
  ret i64 %11, !dbg !231
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, i64 %1) local_unnamed_addr #5 !dbg !232 {
  %3 = lshr i64 %1, 32
  %4 = trunc i64 %3 to i32
  call void @llvm.dbg.value(metadata i32 %4, metadata !236, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !238
  %5 = trunc i64 %1 to i32
  %6 = bitcast i32 %5 to float
  call void @llvm.dbg.value(metadata float %6, metadata !236, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !238
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !237, metadata !DIExpression()), !dbg !239
  %7 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i64 0, i32 0, !dbg !240
  %8 = fptosi float %6 to i32, !dbg !241
  store i32 %8, i32* %7, align 4, !dbg !240, !tbaa !242
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i64 0, i32 1, !dbg !240
  %10 = sitofp i32 %4 to float, !dbg !246
  store float %10, float* %9, align 4, !dbg !240, !tbaa !247
  ret void, !dbg !248
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #6 !dbg !249 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !255, metadata !DIExpression()), !dbg !256
  %2 = icmp eq i64 %0, 0, !dbg !257
  %3 = select i1 %2, i64 1, i64 %0, !dbg !257
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !258
  ret i8* %4, !dbg !259
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !260 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !264, metadata !DIExpression()), !dbg !265
  tail call void @free(i8* noundef %0), !dbg !266
  ret void, !dbg !267
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @_ZdlPvm(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !268 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !272, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %1, metadata !273, metadata !DIExpression()), !dbg !274
  tail call void @free(i8* noundef %0), !dbg !275
  ret void, !dbg !276
}

; Function Attrs: norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !277 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !299, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !353
  call void @llvm.dbg.declare(metadata i32* undef, metadata !299, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !353
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Pair, align 4
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !354
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !285, metadata !DIExpression()), !dbg !355
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !290, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !355
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !284, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !288, metadata !DIExpression()), !dbg !355
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !291, metadata !DIExpression()), !dbg !356
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 6.000000e+00), !dbg !357
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !284, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !291, metadata !DIExpression()), !dbg !356
  %5 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), double noundef 1.600000e+01), !dbg !357
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !284, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !291, metadata !DIExpression()), !dbg !356
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 4.000000e+00), !dbg !357
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !284, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !288, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !355
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef 2.600000e+01), !dbg !359
  call void @llvm.dbg.value(metadata i32 5, metadata !299, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Counted.base* undef, metadata !300, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !302, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i32 20, metadata !299, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !354
  %8 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef signext 20, i32 noundef signext 5), !dbg !360
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !361
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %9) #20, !dbg !361
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !304, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !363, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !373, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !377
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 0, !dbg !379
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 1, !dbg !380
  store i32 1, i32* %11, align 8, !dbg !380, !tbaa !381
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !383, metadata !DIExpression()), !dbg !392
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0, !dbg !394
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1, !dbg !395
  store i32 2, i32* %13, align 8, !dbg !395, !tbaa !396
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !398, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !406
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 0, !dbg !408
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 1, !dbg !409
  store i32 3, i32* %15, align 8, !dbg !409, !tbaa !410
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %12, align 8, !dbg !412, !tbaa !413
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !412, !tbaa !413
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %14, align 8, !dbg !412, !tbaa !413
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, !dbg !415
  store i32 4, i32* %16, align 4, !dbg !415, !tbaa !416
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, !dbg !418
  %18 = bitcast %struct.Base.base* %17 to i8*, !dbg !418
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !307, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Base.base* %17, metadata !305, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !307, metadata !DIExpression()), !dbg !354
  %19 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 10, i32 noundef signext 10, i32 noundef signext 3), !dbg !419
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 -1) #20, !dbg !420
  %21 = icmp ne i8* %20, null, !dbg !420
  %22 = zext i1 %21 to i32, !dbg !420
  %23 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %22), !dbg !421
  call void @llvm.dbg.value(metadata i32 0, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 1, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 4, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 9, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 16, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 25, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 36, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 49, metadata !309, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !354
  call void @llvm.dbg.value(metadata i32 7, metadata !333, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i32 7, metadata !334, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i32* undef, metadata !339, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i32 8, metadata !338, metadata !DIExpression()), !dbg !354
  %24 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext 196, i32 noundef signext 141, i32 noundef signext 8), !dbg !422
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 42, double noundef 2.500000e+00), !dbg !423
  %26 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 42), !dbg !424
  %27 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)), !dbg !425
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)), !dbg !426
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !427
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #20, !dbg !427
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !349, metadata !DIExpression()), !dbg !428
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef signext 5), !dbg !429
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, !dbg !430
  %31 = load i64, i64* %30, align 8, !dbg !430, !tbaa.struct !431
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, !dbg !430
  %33 = load i64, i64* %32, align 8, !dbg !430, !tbaa.struct !433
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2, !dbg !430
  %35 = load i64, i64* %34, align 8, !dbg !430, !tbaa.struct !434
  %36 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 3, !dbg !430
  %37 = load i64, i64* %36, align 8, !dbg !430, !tbaa.struct !435
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, !dbg !430
  %39 = bitcast [13 x i8]* %38 to i64*, !dbg !430
  %40 = load i64, i64* %39, align 8, !dbg !430, !tbaa.struct !436
  %41 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 8, !dbg !430
  %42 = bitcast i8* %41 to i64*, !dbg !430
  %43 = load i64, i64* %42, align 8, !dbg !430, !tbaa.struct !437
  %44 = insertvalue [6 x i64] poison, i64 %31, 0, !dbg !438
  %45 = insertvalue [6 x i64] %44, i64 %33, 1, !dbg !438
  %46 = insertvalue [6 x i64] %45, i64 %35, 2, !dbg !438
  %47 = insertvalue [6 x i64] %46, i64 %37, 3, !dbg !438
  %48 = insertvalue [6 x i64] %47, i64 %40, 4, !dbg !438
  %49 = insertvalue [6 x i64] %48, i64 %43, 5, !dbg !438
  %50 = call noundef i64 @_Z7sum_big3Big([6 x i64] %49), !dbg !438
  %51 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0, !dbg !439
  %52 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %50, i8* noundef nonnull %51), !dbg !440
  %53 = bitcast %struct.Pair* %3 to i8*, !dbg !441
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53) #20, !dbg !441
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !350, metadata !DIExpression()), !dbg !442
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, i64 13976993792), !dbg !443
  %54 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i64 0, i32 0, !dbg !444
  %55 = load i32, i32* %54, align 4, !dbg !444, !tbaa !242
  %56 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i64 0, i32 1, !dbg !445
  %57 = load float, float* %56, align 4, !dbg !445, !tbaa !247
  %58 = fpext float %57 to double, !dbg !446
  %59 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %55, double noundef %58), !dbg !447
  %60 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !448
  %61 = icmp eq i8 %60, 0, !dbg !448
  br i1 %61, label %62, label %71, !dbg !448, !prof !450

62:                                               ; preds = %0
  %63 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !448
  %64 = icmp eq i32 %63, 0, !dbg !448
  br i1 %64, label %71, label %65, !dbg !448

65:                                               ; preds = %62
  invoke fastcc void @_ZL8registryv()
          to label %66 unwind label %69, !dbg !451

66:                                               ; preds = %65
  %67 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !452
  %68 = select i1 %67, i32 3, i32 0, !dbg !452
  store i32 %68, i32* @_ZZL7countervE1n, align 4, !dbg !448, !tbaa !453
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !448
  br label %71, !dbg !448

69:                                               ; preds = %65
  %70 = landingpad { i8*, i32 }
          cleanup, !dbg !454
  br label %99

71:                                               ; preds = %66, %62, %0
  %72 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !455, !tbaa !453
  %73 = add nsw i32 %72, 1, !dbg !455
  store i32 %73, i32* @_ZZL7countervE1n, align 4, !dbg !455, !tbaa !453
  call void @llvm.dbg.value(metadata i32 %73, metadata !351, metadata !DIExpression()), !dbg !354
  %74 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !456
  %75 = icmp eq i8 %74, 0, !dbg !456
  br i1 %75, label %76, label %85, !dbg !456, !prof !450

76:                                               ; preds = %71
  %77 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !456
  %78 = icmp eq i32 %77, 0, !dbg !456
  br i1 %78, label %85, label %79, !dbg !456

79:                                               ; preds = %76
  invoke fastcc void @_ZL8registryv()
          to label %80 unwind label %83, !dbg !458

80:                                               ; preds = %79
  %81 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !459
  %82 = select i1 %81, i32 3, i32 0, !dbg !459
  store i32 %82, i32* @_ZZL7countervE1n, align 4, !dbg !456, !tbaa !453
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !456
  br label %85, !dbg !456

83:                                               ; preds = %79
  %84 = landingpad { i8*, i32 }
          cleanup, !dbg !460
  br label %99

85:                                               ; preds = %80, %76, %71
  %86 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !461, !tbaa !453
  %87 = add nsw i32 %86, 1, !dbg !461
  store i32 %87, i32* @_ZZL7countervE1n, align 4, !dbg !461, !tbaa !453
  call void @llvm.dbg.value(metadata i32 %87, metadata !352, metadata !DIExpression()), !dbg !354
  %88 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !462
  %89 = icmp eq i8 %88, 0, !dbg !462
  br i1 %89, label %90, label %95, !dbg !462, !prof !450

90:                                               ; preds = %85
  %91 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !462
  %92 = icmp eq i32 %91, 0, !dbg !462
  br i1 %92, label %95, label %93, !dbg !462

93:                                               ; preds = %90
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !464
  %94 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !470
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !462
  br label %95, !dbg !462

95:                                               ; preds = %93, %90, %85
  %96 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !472
  %97 = select i1 %96, i32 3, i32 0, !dbg !472
  %98 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext %73, i32 noundef signext %87, i32 noundef signext %97), !dbg !473
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #20, !dbg !474
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !474
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #20, !dbg !474
  ret i32 0, !dbg !474

99:                                               ; preds = %83, %69
  %100 = phi { i8*, i32 } [ %70, %69 ], [ %84, %83 ]
  call void @__cxa_guard_abort(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !354
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #20, !dbg !474
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !474
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #20, !dbg !474
  resume { i8*, i32 } %100, !dbg !474
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #13

; Function Attrs: nofree norecurse uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #14 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !475
  %2 = icmp eq i8 %1, 0, !dbg !475
  br i1 %2, label %3, label %8, !dbg !475, !prof !450

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !475
  %5 = icmp eq i32 %4, 0, !dbg !475
  br i1 %5, label %8, label %6, !dbg !475

6:                                                ; preds = %3
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !476
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !478
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !475
  br label %8, !dbg !475

8:                                                ; preds = %6, %3, %0
  ret void, !dbg !479
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 !dbg !480 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !483, metadata !DIExpression()), !dbg !484
  ret void, !dbg !485
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #16 comdat align 2 !dbg !486 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !488, metadata !DIExpression()), !dbg !490
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !491
  %3 = load i8*, i8** %2, align 8, !dbg !491, !tbaa !413
  %4 = getelementptr i8, i8* %3, i64 -24, !dbg !491
  %5 = bitcast i8* %4 to i64*, !dbg !491
  %6 = load i64, i64* %5, align 8, !dbg !491
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !491
  %8 = getelementptr inbounds i8, i8* %7, i64 %6, !dbg !491
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !491
  %10 = bitcast i8* %9 to i32*, !dbg !491
  %11 = load i32, i32* %10, align 8, !dbg !491, !tbaa !381
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 0, i32 1, !dbg !492
  %13 = load i32, i32* %12, align 8, !dbg !492, !tbaa !396
  %14 = add nsw i32 %13, %11, !dbg !493
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 2, i32 1, !dbg !494
  %16 = load i32, i32* %15, align 8, !dbg !494, !tbaa !410
  %17 = add nsw i32 %14, %16, !dbg !495
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 3, !dbg !496
  %19 = load i32, i32* %18, align 4, !dbg !496, !tbaa !416
  %20 = add nsw i32 %17, %19, !dbg !497
  ret i32 %20, !dbg !498
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !499 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !501, metadata !DIExpression()), !dbg !502
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !503
  call void @llvm.dbg.value(metadata i8* %2, metadata !264, metadata !DIExpression()) #20, !dbg !504
  tail call void @free(i8* noundef nonnull %2) #20, !dbg !506
  ret void, !dbg !503
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !507 {
  ret void, !dbg !509
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !510 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 4, !dbg !511
  %3 = bitcast %struct.Base.base* %2 to i8*, !dbg !512
  call void @llvm.dbg.value(metadata i8* %3, metadata !501, metadata !DIExpression()) #20, !dbg !514
  call void @llvm.dbg.value(metadata i8* %3, metadata !264, metadata !DIExpression()) #20, !dbg !515
  tail call void @free(i8* noundef nonnull %3) #20, !dbg !517
  ret void, !dbg !511
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef signext i32 @_ZTv0_n24_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 comdat align 2 !dbg !518 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !519
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !519
  %4 = load i8*, i8** %3, align 8, !dbg !519
  %5 = getelementptr inbounds i8, i8* %4, i64 -24, !dbg !519
  %6 = bitcast i8* %5 to i64*, !dbg !519
  %7 = load i64, i64* %6, align 8, !dbg !519
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !519
  call void @llvm.dbg.value(metadata i8* %8, metadata !488, metadata !DIExpression()), !dbg !520
  %9 = bitcast i8* %8 to i8**, !dbg !522
  %10 = load i8*, i8** %9, align 8, !dbg !522, !tbaa !413
  %11 = getelementptr i8, i8* %10, i64 -24, !dbg !522
  %12 = bitcast i8* %11 to i64*, !dbg !522
  %13 = load i64, i64* %12, align 8, !dbg !522
  %14 = getelementptr inbounds i8, i8* %8, i64 %13, !dbg !522
  %15 = getelementptr inbounds i8, i8* %14, i64 8, !dbg !522
  %16 = bitcast i8* %15 to i32*, !dbg !522
  %17 = load i32, i32* %16, align 8, !dbg !522, !tbaa !381
  %18 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !523
  %19 = bitcast i8* %18 to i32*, !dbg !523
  %20 = load i32, i32* %19, align 8, !dbg !523, !tbaa !396
  %21 = add nsw i32 %20, %17, !dbg !524
  %22 = getelementptr inbounds i8, i8* %8, i64 24, !dbg !525
  %23 = bitcast i8* %22 to i32*, !dbg !525
  %24 = load i32, i32* %23, align 8, !dbg !525, !tbaa !410
  %25 = add nsw i32 %21, %24, !dbg !526
  %26 = getelementptr inbounds i8, i8* %8, i64 28, !dbg !527
  %27 = bitcast i8* %26 to i32*, !dbg !527
  %28 = load i32, i32* %27, align 4, !dbg !527, !tbaa !416
  %29 = add nsw i32 %25, %28, !dbg !528
  ret i32 %29, !dbg !519
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !529 {
  ret void, !dbg !530
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !531 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !532
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !532
  %4 = load i8*, i8** %3, align 8, !dbg !532
  %5 = getelementptr inbounds i8, i8* %4, i64 -32, !dbg !532
  %6 = bitcast i8* %5 to i64*, !dbg !532
  %7 = load i64, i64* %6, align 8, !dbg !532
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !532
  call void @llvm.dbg.value(metadata i8* %8, metadata !501, metadata !DIExpression()) #20, !dbg !533
  call void @llvm.dbg.value(metadata i8* %8, metadata !264, metadata !DIExpression()) #20, !dbg !535
  tail call void @free(i8* noundef nonnull %8) #20, !dbg !537
  ret void, !dbg !532
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #18

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #19

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #10 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #11 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { nofree norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #15 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #16 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #17 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #18 = { nofree nounwind }
attributes #19 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!150, !151, !152, !153, !154, !155}
!llvm.ident = !{!156}

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
!153 = !{i32 7, !"PIC Level", i32 2}
!154 = !{i32 7, !"PIE Level", i32 2}
!155 = !{i32 7, !"uwtable", i32 1}
!156 = !{!"Debian clang version 14.0.6"}
!157 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !158, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !163, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!55, !55, !55}
!160 = !{!161, !162}
!161 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !3, line: 53, type: !55)
!162 = !DILocalVariable(arg: 2, scope: !157, file: !3, line: 53, type: !55)
!163 = !{!164}
!164 = !DITemplateTypeParameter(name: "T", type: !55)
!165 = !DILocation(line: 0, scope: !157)
!166 = !DILocation(line: 53, column: 77, scope: !157)
!167 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !168, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !181)
!168 = !DISubroutineType(types: !169)
!169 = !{!170, !6}
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !171, identifier: "_ZTS3Big")
!171 = !{!172, !174, !175, !176, !177}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !170, file: !3, line: 62, baseType: !173, size: 64)
!173 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !170, file: !3, line: 62, baseType: !173, size: 64, offset: 64)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !170, file: !3, line: 62, baseType: !173, size: 64, offset: 128)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !170, file: !3, line: 62, baseType: !173, size: 64, offset: 192)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !170, file: !3, line: 62, baseType: !178, size: 104, offset: 256)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 13)
!181 = !{!182, !183, !184}
!182 = !DILocalVariable(name: "seed", arg: 1, scope: !167, file: !3, line: 65, type: !6)
!183 = !DILocalVariable(name: "r", scope: !167, file: !3, line: 66, type: !170)
!184 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 68, type: !6)
!185 = distinct !DILexicalBlock(scope: !167, file: !3, line: 68, column: 3)
!186 = !DILocation(line: 0, scope: !167)
!187 = !DILocation(line: 66, column: 7, scope: !167)
!188 = !DILocation(line: 67, column: 9, scope: !167)
!189 = !DILocation(line: 67, column: 5, scope: !167)
!190 = !DILocation(line: 67, column: 7, scope: !167)
!191 = !{!192, !193, i64 0}
!192 = !{!"_ZTS3Big", !193, i64 0, !193, i64 8, !193, i64 16, !193, i64 24, !194, i64 32}
!193 = !{!"long long", !194, i64 0}
!194 = !{!"omnipotent char", !195, i64 0}
!195 = !{!"Simple C++ TBAA"}
!196 = !DILocation(line: 67, column: 26, scope: !167)
!197 = !DILocation(line: 67, column: 21, scope: !167)
!198 = !DILocation(line: 67, column: 17, scope: !167)
!199 = !DILocation(line: 67, column: 19, scope: !167)
!200 = !{!192, !193, i64 8}
!201 = !DILocation(line: 67, column: 42, scope: !167)
!202 = !DILocation(line: 67, column: 37, scope: !167)
!203 = !DILocation(line: 67, column: 33, scope: !167)
!204 = !DILocation(line: 67, column: 35, scope: !167)
!205 = !{!192, !193, i64 16}
!206 = !DILocation(line: 67, column: 53, scope: !167)
!207 = !DILocation(line: 67, column: 49, scope: !167)
!208 = !DILocation(line: 67, column: 51, scope: !167)
!209 = !{!192, !193, i64 24}
!210 = !DILocation(line: 0, scope: !185)
!211 = !DILocation(line: 68, column: 67, scope: !212)
!212 = distinct !DILexicalBlock(scope: !185, file: !3, line: 68, column: 3)
!213 = !DILocation(line: 68, column: 49, scope: !212)
!214 = !DILocation(line: 68, column: 32, scope: !212)
!215 = !DILocation(line: 68, column: 41, scope: !212)
!216 = !{!194, !194, i64 0}
!217 = !DILocation(line: 68, column: 62, scope: !212)
!218 = !DILocation(line: 69, column: 3, scope: !167)
!219 = !DILocation(line: 69, column: 13, scope: !167)
!220 = !DILocation(line: 70, column: 3, scope: !167)
!221 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !222, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!173, !170}
!224 = !{!225}
!225 = !DILocalVariable(name: "b", arg: 1, scope: !221, file: !3, line: 72, type: !170)
!226 = !DILocation(line: 0, scope: !221)
!227 = !DILocation(line: 72, column: 65, scope: !221)
!228 = !DILocation(line: 72, column: 71, scope: !221)
!229 = !DILocation(line: 72, column: 77, scope: !221)
!230 = !DILocation(line: 72, column: 83, scope: !221)
!231 = !DILocation(line: 72, column: 54, scope: !221)
!232 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !233, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{!32, !32}
!235 = !{!236, !237}
!236 = !DILocalVariable(name: "p", arg: 1, scope: !232, file: !3, line: 73, type: !32)
!237 = !DILocalVariable(name: "q", scope: !232, file: !3, line: 73, type: !32)
!238 = !DILocation(line: 0, scope: !232)
!239 = !DILocation(line: 73, column: 57, scope: !232)
!240 = !DILocation(line: 73, column: 61, scope: !232)
!241 = !DILocation(line: 73, column: 67, scope: !232)
!242 = !{!243, !244, i64 0}
!243 = !{!"_ZTS4Pair", !244, i64 0, !245, i64 4}
!244 = !{!"int", !194, i64 0}
!245 = !{!"float", !194, i64 0}
!246 = !DILocation(line: 73, column: 79, scope: !232)
!247 = !{!243, !245, i64 4}
!248 = !DILocation(line: 73, column: 85, scope: !232)
!249 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !250, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !254)
!250 = !DISubroutineType(types: !251)
!251 = !{!252, !253}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!253 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!254 = !{!255}
!255 = !DILocalVariable(name: "n", arg: 1, scope: !249, file: !3, line: 91, type: !253)
!256 = !DILocation(line: 0, scope: !249)
!257 = !DILocation(line: 91, column: 53, scope: !249)
!258 = !DILocation(line: 91, column: 46, scope: !249)
!259 = !DILocation(line: 91, column: 39, scope: !249)
!260 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !261, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !252}
!263 = !{!264}
!264 = !DILocalVariable(name: "p", arg: 1, scope: !260, file: !3, line: 92, type: !252)
!265 = !DILocation(line: 0, scope: !260)
!266 = !DILocation(line: 92, column: 42, scope: !260)
!267 = !DILocation(line: 92, column: 51, scope: !260)
!268 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !269, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !252, !253}
!271 = !{!272, !273}
!272 = !DILocalVariable(name: "p", arg: 1, scope: !268, file: !3, line: 93, type: !252)
!273 = !DILocalVariable(arg: 2, scope: !268, file: !3, line: 93, type: !253)
!274 = !DILocation(line: 0, scope: !268)
!275 = !DILocation(line: 93, column: 57, scope: !268)
!276 = !DILocation(line: 93, column: 66, scope: !268)
!277 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !278)
!278 = !{!279, !284, !285, !288, !290, !291, !293, !295, !296, !297, !299, !300, !302, !304, !305, !307, !309, !331, !333, !334, !338, !339, !343, !345, !349, !350, !351, !352}
!279 = !DILocalVariable(name: "shapes", scope: !277, file: !3, line: 96, type: !280)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !281, size: 192, elements: !282)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!282 = !{!283}
!283 = !DISubrange(count: 3)
!284 = !DILocalVariable(name: "total", scope: !277, file: !3, line: 97, type: !49)
!285 = !DILocalVariable(name: "__range1", scope: !286, type: !287, flags: DIFlagArtificial)
!286 = distinct !DILexicalBlock(scope: !277, file: !3, line: 98, column: 3)
!287 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !280, size: 64)
!288 = !DILocalVariable(name: "__begin1", scope: !286, type: !289, flags: DIFlagArtificial)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!290 = !DILocalVariable(name: "__end1", scope: !286, type: !289, flags: DIFlagArtificial)
!291 = !DILocalVariable(name: "s", scope: !292, file: !3, line: 98, type: !281)
!292 = distinct !DILexicalBlock(scope: !286, file: !3, line: 98, column: 3)
!293 = !DILocalVariable(name: "__range1", scope: !294, type: !287, flags: DIFlagArtificial)
!294 = distinct !DILexicalBlock(scope: !277, file: !3, line: 102, column: 3)
!295 = !DILocalVariable(name: "__begin1", scope: !294, type: !289, flags: DIFlagArtificial)
!296 = !DILocalVariable(name: "__end1", scope: !294, type: !289, flags: DIFlagArtificial)
!297 = !DILocalVariable(name: "s", scope: !298, file: !3, line: 102, type: !281)
!298 = distinct !DILexicalBlock(scope: !294, file: !3, line: 102, column: 3)
!299 = !DILocalVariable(name: "w", scope: !277, file: !3, line: 105, type: !83)
!300 = !DILocalVariable(name: "c", scope: !277, file: !3, line: 106, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!302 = !DILocalVariable(name: "n", scope: !277, file: !3, line: 107, type: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!304 = !DILocalVariable(name: "d", scope: !277, file: !3, line: 111, type: !113)
!305 = !DILocalVariable(name: "bp", scope: !277, file: !3, line: 112, type: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!307 = !DILocalVariable(name: "lp", scope: !277, file: !3, line: 113, type: !308)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!309 = !DILocalVariable(name: "arr", scope: !277, file: !3, line: 117, type: !310)
!310 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !311, templateParams: !328, identifier: "_ZTS5ArrayIiLi8EE")
!311 = !{!312, !316, !321}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !310, file: !3, line: 43, baseType: !313, size: 256)
!313 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !314)
!314 = !{!315}
!315 = !DISubrange(count: 8)
!316 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !310, file: !3, line: 44, type: !317, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubroutineType(types: !318)
!318 = !{!319, !320, !6}
!319 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!321 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !310, file: !3, line: 45, type: !322, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{!324, !326, !6}
!324 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !325, size: 64)
!325 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!328 = !{!329, !330}
!329 = !DITemplateTypeParameter(name: "T", type: !6)
!330 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!331 = !DILocalVariable(name: "i", scope: !332, file: !3, line: 118, type: !6)
!332 = distinct !DILexicalBlock(scope: !277, file: !3, line: 118, column: 3)
!333 = !DILocalVariable(name: "bias", scope: !277, file: !3, line: 119, type: !6)
!334 = !DILocalVariable(name: "add", scope: !277, file: !3, line: 120, type: !335)
!335 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !277, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !336)
!336 = !{!337}
!337 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !335, file: !3, line: 120, baseType: !6, size: 32)
!338 = !DILocalVariable(name: "prod_count", scope: !277, file: !3, line: 121, type: !6)
!339 = !DILocalVariable(name: "mul", scope: !277, file: !3, line: 122, type: !340)
!340 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !277, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !341)
!341 = !{!342}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !340, file: !3, line: 122, baseType: !319, size: 64)
!343 = !DILocalVariable(name: "gen", scope: !277, file: !3, line: 124, type: !344)
!344 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !277, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!345 = !DILocalVariable(name: "fp", scope: !277, file: !3, line: 126, type: !346)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!347 = !DISubroutineType(types: !348)
!348 = !{!6, !6}
!349 = !DILocalVariable(name: "b", scope: !277, file: !3, line: 132, type: !170)
!350 = !DILocalVariable(name: "p", scope: !277, file: !3, line: 134, type: !32)
!351 = !DILocalVariable(name: "a1", scope: !277, file: !3, line: 137, type: !6)
!352 = !DILocalVariable(name: "a2", scope: !277, file: !3, line: 137, type: !6)
!353 = !DILocation(line: 105, column: 10, scope: !277)
!354 = !DILocation(line: 0, scope: !277)
!355 = !DILocation(line: 0, scope: !286)
!356 = !DILocation(line: 0, scope: !292)
!357 = !DILocation(line: 99, column: 5, scope: !358)
!358 = distinct !DILexicalBlock(scope: !292, file: !3, line: 98, column: 27)
!359 = !DILocation(line: 103, column: 3, scope: !277)
!360 = !DILocation(line: 109, column: 3, scope: !277)
!361 = !DILocation(line: 111, column: 3, scope: !277)
!362 = !DILocation(line: 111, column: 11, scope: !277)
!363 = !DILocalVariable(name: "this", arg: 1, scope: !364, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !365, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !368, retainedNodes: !369)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DISubprogram(name: "Diamond", scope: !113, type: !365, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !{!363}
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!371 = !DILocation(line: 0, scope: !364, inlinedAt: !372)
!372 = distinct !DILocation(line: 111, column: 11, scope: !277)
!373 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !306, flags: DIFlagArtificial | DIFlagObjectPointer)
!374 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !375, retainedNodes: !376)
!375 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !{!373}
!377 = !DILocation(line: 0, scope: !374, inlinedAt: !378)
!378 = distinct !DILocation(line: 38, column: 8, scope: !364, inlinedAt: !372)
!379 = !DILocation(line: 35, column: 8, scope: !374, inlinedAt: !378)
!380 = !DILocation(line: 35, column: 19, scope: !374, inlinedAt: !378)
!381 = !{!382, !244, i64 8}
!382 = !{!"_ZTS4Base", !244, i64 8}
!383 = !DILocalVariable(name: "this", arg: 1, scope: !384, type: !308, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !385, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !388, retainedNodes: !389)
!385 = !DISubroutineType(types: !386)
!386 = !{null, !387}
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DISubprogram(name: "Left", scope: !116, type: !385, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !{!383, !390}
!390 = !DILocalVariable(name: "vtt", arg: 2, scope: !384, type: !391, flags: DIFlagArtificial)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!392 = !DILocation(line: 0, scope: !384, inlinedAt: !393)
!393 = distinct !DILocation(line: 38, column: 8, scope: !364, inlinedAt: !372)
!394 = !DILocation(line: 36, column: 8, scope: !384, inlinedAt: !393)
!395 = !DILocation(line: 36, column: 34, scope: !384, inlinedAt: !393)
!396 = !{!397, !244, i64 8}
!397 = !{!"_ZTS4Left", !244, i64 8}
!398 = !DILocalVariable(name: "this", arg: 1, scope: !399, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!399 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !400, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !403, retainedNodes: !404)
!400 = !DISubroutineType(types: !401)
!401 = !{null, !402}
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DISubprogram(name: "Right", scope: !12, type: !400, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !{!398, !405}
!405 = !DILocalVariable(name: "vtt", arg: 2, scope: !399, type: !391, flags: DIFlagArtificial)
!406 = !DILocation(line: 0, scope: !399, inlinedAt: !407)
!407 = distinct !DILocation(line: 38, column: 8, scope: !364, inlinedAt: !372)
!408 = !DILocation(line: 37, column: 8, scope: !399, inlinedAt: !407)
!409 = !DILocation(line: 37, column: 35, scope: !399, inlinedAt: !407)
!410 = !{!411, !244, i64 8}
!411 = !{!"_ZTS5Right", !244, i64 8}
!412 = !DILocation(line: 38, column: 8, scope: !364, inlinedAt: !372)
!413 = !{!414, !414, i64 0}
!414 = !{!"vtable pointer", !195, i64 0}
!415 = !DILocation(line: 38, column: 36, scope: !364, inlinedAt: !372)
!416 = !{!417, !244, i64 28}
!417 = !{!"_ZTS7Diamond", !244, i64 28}
!418 = !DILocation(line: 112, column: 14, scope: !277)
!419 = !DILocation(line: 114, column: 3, scope: !277)
!420 = !DILocation(line: 115, column: 31, scope: !277)
!421 = !DILocation(line: 115, column: 3, scope: !277)
!422 = !DILocation(line: 123, column: 3, scope: !277)
!423 = !DILocation(line: 125, column: 3, scope: !277)
!424 = !DILocation(line: 127, column: 3, scope: !277)
!425 = !DILocation(line: 129, column: 3, scope: !277)
!426 = !DILocation(line: 130, column: 3, scope: !277)
!427 = !DILocation(line: 132, column: 3, scope: !277)
!428 = !DILocation(line: 132, column: 7, scope: !277)
!429 = !DILocation(line: 132, column: 11, scope: !277)
!430 = !DILocation(line: 133, column: 35, scope: !277)
!431 = !{i64 0, i64 8, !432, i64 8, i64 8, !432, i64 16, i64 8, !432, i64 24, i64 8, !432, i64 32, i64 13, !216}
!432 = !{!193, !193, i64 0}
!433 = !{i64 0, i64 8, !432, i64 8, i64 8, !432, i64 16, i64 8, !432, i64 24, i64 13, !216}
!434 = !{i64 0, i64 8, !432, i64 8, i64 8, !432, i64 16, i64 13, !216}
!435 = !{i64 0, i64 8, !432, i64 8, i64 13, !216}
!436 = !{i64 0, i64 13, !216}
!437 = !{i64 0, i64 5, !216}
!438 = !DILocation(line: 133, column: 27, scope: !277)
!439 = !DILocation(line: 133, column: 39, scope: !277)
!440 = !DILocation(line: 133, column: 3, scope: !277)
!441 = !DILocation(line: 134, column: 3, scope: !277)
!442 = !DILocation(line: 134, column: 8, scope: !277)
!443 = !DILocation(line: 134, column: 12, scope: !277)
!444 = !DILocation(line: 135, column: 30, scope: !277)
!445 = !DILocation(line: 135, column: 35, scope: !277)
!446 = !DILocation(line: 135, column: 33, scope: !277)
!447 = !DILocation(line: 135, column: 3, scope: !277)
!448 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !449)
!449 = distinct !DILocation(line: 137, column: 12, scope: !277)
!450 = !{!"branch_weights", i32 1, i32 1048575}
!451 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !449)
!452 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !449)
!453 = !{!244, !244, i64 0}
!454 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !449)
!455 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !449)
!456 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !457)
!457 = distinct !DILocation(line: 137, column: 28, scope: !277)
!458 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !457)
!459 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !457)
!460 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !457)
!461 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !457)
!462 = !DILocation(line: 82, column: 3, scope: !144, inlinedAt: !463)
!463 = distinct !DILocation(line: 138, column: 48, scope: !277)
!464 = !DILocation(line: 78, column: 16, scope: !465, inlinedAt: !469)
!465 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !136, retainedNodes: !466)
!466 = !{!467}
!467 = !DILocalVariable(name: "this", arg: 1, scope: !465, type: !468, flags: DIFlagArtificial | DIFlagObjectPointer)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!469 = distinct !DILocation(line: 82, column: 19, scope: !144, inlinedAt: !463)
!470 = !DILocation(line: 78, column: 29, scope: !471, inlinedAt: !469)
!471 = distinct !DILexicalBlock(scope: !465, file: !3, line: 78, column: 27)
!472 = !DILocation(line: 138, column: 59, scope: !277)
!473 = !DILocation(line: 138, column: 3, scope: !277)
!474 = !DILocation(line: 140, column: 1, scope: !277)
!475 = !DILocation(line: 82, column: 3, scope: !144)
!476 = !DILocation(line: 78, column: 16, scope: !465, inlinedAt: !477)
!477 = distinct !DILocation(line: 82, column: 19, scope: !144)
!478 = !DILocation(line: 78, column: 29, scope: !471, inlinedAt: !477)
!479 = !DILocation(line: 83, column: 3, scope: !144)
!480 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !365, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !481, retainedNodes: !482)
!481 = !DISubprogram(name: "~Diamond", scope: !113, type: !365, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!482 = !{!483}
!483 = !DILocalVariable(name: "this", arg: 1, scope: !480, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DILocation(line: 0, scope: !480)
!485 = !DILocation(line: 38, column: 8, scope: !480)
!486 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !128, retainedNodes: !487)
!487 = !{!488}
!488 = !DILocalVariable(name: "this", arg: 1, scope: !486, type: !489, flags: DIFlagArtificial | DIFlagObjectPointer)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!490 = !DILocation(line: 0, scope: !486)
!491 = !DILocation(line: 38, column: 77, scope: !486)
!492 = !DILocation(line: 38, column: 81, scope: !486)
!493 = !DILocation(line: 38, column: 79, scope: !486)
!494 = !DILocation(line: 38, column: 85, scope: !486)
!495 = !DILocation(line: 38, column: 83, scope: !486)
!496 = !DILocation(line: 38, column: 89, scope: !486)
!497 = !DILocation(line: 38, column: 87, scope: !486)
!498 = !DILocation(line: 38, column: 70, scope: !486)
!499 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !365, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !481, retainedNodes: !500)
!500 = !{!501}
!501 = !DILocalVariable(name: "this", arg: 1, scope: !499, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!502 = !DILocation(line: 0, scope: !499)
!503 = !DILocation(line: 38, column: 8, scope: !499)
!504 = !DILocation(line: 0, scope: !260, inlinedAt: !505)
!505 = distinct !DILocation(line: 38, column: 8, scope: !499)
!506 = !DILocation(line: 92, column: 42, scope: !260, inlinedAt: !505)
!507 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !508, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!508 = !DISubroutineType(types: !148)
!509 = !DILocation(line: 0, scope: !507)
!510 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !508, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!511 = !DILocation(line: 0, scope: !510)
!512 = !DILocation(line: 38, column: 8, scope: !499, inlinedAt: !513)
!513 = distinct !DILocation(line: 0, scope: !510)
!514 = !DILocation(line: 0, scope: !499, inlinedAt: !513)
!515 = !DILocation(line: 0, scope: !260, inlinedAt: !516)
!516 = distinct !DILocation(line: 38, column: 8, scope: !499, inlinedAt: !513)
!517 = !DILocation(line: 92, column: 42, scope: !260, inlinedAt: !516)
!518 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !508, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!519 = !DILocation(line: 0, scope: !518)
!520 = !DILocation(line: 0, scope: !486, inlinedAt: !521)
!521 = distinct !DILocation(line: 0, scope: !518)
!522 = !DILocation(line: 38, column: 77, scope: !486, inlinedAt: !521)
!523 = !DILocation(line: 38, column: 81, scope: !486, inlinedAt: !521)
!524 = !DILocation(line: 38, column: 79, scope: !486, inlinedAt: !521)
!525 = !DILocation(line: 38, column: 85, scope: !486, inlinedAt: !521)
!526 = !DILocation(line: 38, column: 83, scope: !486, inlinedAt: !521)
!527 = !DILocation(line: 38, column: 89, scope: !486, inlinedAt: !521)
!528 = !DILocation(line: 38, column: 87, scope: !486, inlinedAt: !521)
!529 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !508, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!530 = !DILocation(line: 0, scope: !529)
!531 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !508, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!532 = !DILocation(line: 0, scope: !531)
!533 = !DILocation(line: 0, scope: !499, inlinedAt: !534)
!534 = distinct !DILocation(line: 0, scope: !531)
!535 = !DILocation(line: 0, scope: !260, inlinedAt: !536)
!536 = distinct !DILocation(line: 38, column: 8, scope: !499, inlinedAt: !534)
!537 = !DILocation(line: 92, column: 42, scope: !260, inlinedAt: !536)
