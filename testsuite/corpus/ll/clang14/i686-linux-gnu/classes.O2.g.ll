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
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i64 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !149
@_ZGVZL8registryvE1r = internal global i64 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !158 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8* undef, metadata !163, metadata !DIExpression()), !dbg !166
  ret i8* %0, !dbg !167
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 4 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !168 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !184, metadata !DIExpression(DW_OP_deref)), !dbg !187
  call void @llvm.dbg.value(metadata i32 %1, metadata !183, metadata !DIExpression()), !dbg !187
  %3 = sext i32 %1 to i64, !dbg !188
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !189
  store i64 %3, i64* %4, align 4, !dbg !190, !tbaa !191
  %5 = shl nsw i32 %1, 1, !dbg !196
  %6 = sext i32 %5 to i64, !dbg !197
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !198
  store i64 %6, i64* %7, align 4, !dbg !199, !tbaa !200
  %8 = mul nsw i32 %1, 3, !dbg !201
  %9 = sext i32 %8 to i64, !dbg !202
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !203
  store i64 %9, i64* %10, align 4, !dbg !204, !tbaa !205
  %11 = sub nsw i32 0, %1, !dbg !206
  %12 = sext i32 %11 to i64, !dbg !206
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !207
  store i64 %12, i64* %13, align 4, !dbg !208, !tbaa !209
  call void @llvm.dbg.value(metadata i32 0, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !185, metadata !DIExpression()), !dbg !210
  %14 = srem i32 %1, 26, !dbg !211
  %15 = trunc i32 %14 to i8, !dbg !213
  %16 = add nsw i8 %15, 97, !dbg !213
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !214
  store i8 %16, i8* %17, align 4, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 1, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 1, metadata !185, metadata !DIExpression()), !dbg !210
  %18 = add nsw i32 %1, 1, !dbg !217
  %19 = srem i32 %18, 26, !dbg !211
  %20 = trunc i32 %19 to i8, !dbg !213
  %21 = add nsw i8 %20, 97, !dbg !213
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1, !dbg !214
  store i8 %21, i8* %22, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 2, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 2, metadata !185, metadata !DIExpression()), !dbg !210
  %23 = add nsw i32 %1, 2, !dbg !217
  %24 = srem i32 %23, 26, !dbg !211
  %25 = trunc i32 %24 to i8, !dbg !213
  %26 = add nsw i8 %25, 97, !dbg !213
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2, !dbg !214
  store i8 %26, i8* %27, align 2, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 3, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 3, metadata !185, metadata !DIExpression()), !dbg !210
  %28 = add nsw i32 %1, 3, !dbg !217
  %29 = srem i32 %28, 26, !dbg !211
  %30 = trunc i32 %29 to i8, !dbg !213
  %31 = add nsw i8 %30, 97, !dbg !213
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3, !dbg !214
  store i8 %31, i8* %32, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 4, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 4, metadata !185, metadata !DIExpression()), !dbg !210
  %33 = add nsw i32 %1, 4, !dbg !217
  %34 = srem i32 %33, 26, !dbg !211
  %35 = trunc i32 %34 to i8, !dbg !213
  %36 = add nsw i8 %35, 97, !dbg !213
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4, !dbg !214
  store i8 %36, i8* %37, align 4, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 5, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 5, metadata !185, metadata !DIExpression()), !dbg !210
  %38 = add nsw i32 %1, 5, !dbg !217
  %39 = srem i32 %38, 26, !dbg !211
  %40 = trunc i32 %39 to i8, !dbg !213
  %41 = add nsw i8 %40, 97, !dbg !213
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5, !dbg !214
  store i8 %41, i8* %42, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 6, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 6, metadata !185, metadata !DIExpression()), !dbg !210
  %43 = add nsw i32 %1, 6, !dbg !217
  %44 = srem i32 %43, 26, !dbg !211
  %45 = trunc i32 %44 to i8, !dbg !213
  %46 = add nsw i8 %45, 97, !dbg !213
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6, !dbg !214
  store i8 %46, i8* %47, align 2, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 7, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 7, metadata !185, metadata !DIExpression()), !dbg !210
  %48 = add nsw i32 %1, 7, !dbg !217
  %49 = srem i32 %48, 26, !dbg !211
  %50 = trunc i32 %49 to i8, !dbg !213
  %51 = add nsw i8 %50, 97, !dbg !213
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7, !dbg !214
  store i8 %51, i8* %52, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 8, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 8, metadata !185, metadata !DIExpression()), !dbg !210
  %53 = add nsw i32 %1, 8, !dbg !217
  %54 = srem i32 %53, 26, !dbg !211
  %55 = trunc i32 %54 to i8, !dbg !213
  %56 = add nsw i8 %55, 97, !dbg !213
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8, !dbg !214
  store i8 %56, i8* %57, align 4, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 9, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 9, metadata !185, metadata !DIExpression()), !dbg !210
  %58 = add nsw i32 %1, 9, !dbg !217
  %59 = srem i32 %58, 26, !dbg !211
  %60 = trunc i32 %59 to i8, !dbg !213
  %61 = add nsw i8 %60, 97, !dbg !213
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9, !dbg !214
  store i8 %61, i8* %62, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 10, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 10, metadata !185, metadata !DIExpression()), !dbg !210
  %63 = add nsw i32 %1, 10, !dbg !217
  %64 = srem i32 %63, 26, !dbg !211
  %65 = trunc i32 %64 to i8, !dbg !213
  %66 = add nsw i8 %65, 97, !dbg !213
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10, !dbg !214
  store i8 %66, i8* %67, align 2, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 11, metadata !185, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 11, metadata !185, metadata !DIExpression()), !dbg !210
  %68 = add nsw i32 %1, 11, !dbg !217
  %69 = srem i32 %68, 26, !dbg !211
  %70 = trunc i32 %69 to i8, !dbg !213
  %71 = add nsw i8 %70, 97, !dbg !213
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11, !dbg !214
  store i8 %71, i8* %72, align 1, !dbg !215, !tbaa !216
  call void @llvm.dbg.value(metadata i32 12, metadata !185, metadata !DIExpression()), !dbg !210
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12, !dbg !218
  store i8 0, i8* %73, align 4, !dbg !219, !tbaa !216
  ret void, !dbg !220
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #4 !dbg !221 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !225, metadata !DIExpression()), !dbg !226
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !227
  %3 = load i64, i64* %2, align 4, !dbg !227, !tbaa !191
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !228
  %5 = load i64, i64* %4, align 4, !dbg !228, !tbaa !200
  %6 = add nsw i64 %5, %3, !dbg !229
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !230
  %8 = load i64, i64* %7, align 4, !dbg !230, !tbaa !205
  %9 = add nsw i64 %6, %8, !dbg !231
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !232
  %11 = load i64, i64* %10, align 4, !dbg !232, !tbaa !209
  %12 = add nsw i64 %9, %11, !dbg !233
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !234
  %14 = load i8, i8* %13, align 4, !dbg !234, !tbaa !216
  %15 = sext i8 %14 to i64, !dbg !234
  %16 = add nsw i64 %12, %15, !dbg !235
  ret i64 %16, !dbg !236
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, i32 %1, float %2) local_unnamed_addr #5 !dbg !237 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !242, metadata !DIExpression(DW_OP_deref)), !dbg !243
  call void @llvm.dbg.value(metadata i32 %1, metadata !241, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !243
  call void @llvm.dbg.value(metadata float %2, metadata !241, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !243
  %4 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !244
  %5 = fptosi float %2 to i32, !dbg !245
  store i32 %5, i32* %4, align 4, !dbg !244, !tbaa !246
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !244
  %7 = sitofp i32 %1 to float, !dbg !250
  store float %7, float* %6, align 4, !dbg !244, !tbaa !251
  ret void, !dbg !252
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwj(i32 noundef %0) local_unnamed_addr #6 !dbg !253 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !259, metadata !DIExpression()), !dbg !260
  %2 = icmp eq i32 %0, 0, !dbg !261
  %3 = select i1 %2, i32 1, i32 %0, !dbg !261
  %4 = tail call i8* @malloc(i32 noundef %3), !dbg !262
  ret i8* %4, !dbg !263
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !264 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !268, metadata !DIExpression()), !dbg !269
  tail call void @free(i8* noundef %0), !dbg !270
  ret void, !dbg !271
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @_ZdlPvj(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !272 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !276, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i32 %1, metadata !277, metadata !DIExpression()), !dbg !278
  tail call void @free(i8* noundef %0), !dbg !279
  ret void, !dbg !280
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !281 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 4
  %3 = alloca %struct.Pair, align 4
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !283, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !283, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !283, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !357
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !289, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !294, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !358
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !292, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !295, metadata !DIExpression()), !dbg !359
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 6.000000e+00), !dbg !360
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !295, metadata !DIExpression()), !dbg !359
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 1.600000e+01), !dbg !360
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !295, metadata !DIExpression()), !dbg !359
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 4.000000e+00), !dbg !360
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !288, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !292, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !358
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef 2.600000e+01), !dbg !362
  call void @llvm.dbg.value(metadata i32 5, metadata !303, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !304, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !306, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 20, metadata !303, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !357
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef 20, i32 noundef 5), !dbg !363
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !364
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %9) #20, !dbg !364
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !308, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !366, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !376, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !380
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 0, !dbg !382
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1, !dbg !383
  store i32 1, i32* %11, align 4, !dbg !383, !tbaa !384
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !386, metadata !DIExpression()), !dbg !395
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0, !dbg !397
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1, !dbg !398
  store i32 2, i32* %13, align 4, !dbg !398, !tbaa !399
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !401, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !409
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0, !dbg !411
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1, !dbg !412
  store i32 3, i32* %15, align 4, !dbg !412, !tbaa !413
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %12, align 4, !dbg !415, !tbaa !416
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !415, !tbaa !416
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !415, !tbaa !416
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2, !dbg !418
  store i32 4, i32* %16, align 4, !dbg !418, !tbaa !419
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, !dbg !421
  %18 = bitcast %struct.Base* %17 to i8*, !dbg !421
  call void @llvm.dbg.value(metadata %struct.Base* %17, metadata !309, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !311, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !311, metadata !DIExpression()), !dbg !357
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !422
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #20, !dbg !423
  %21 = icmp ne i8* %20, null, !dbg !423
  %22 = zext i1 %21 to i32, !dbg !423
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %22), !dbg !424
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
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !425
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !426
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 42), !dbg !427
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !428
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)), !dbg !429
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !430
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #20, !dbg !430
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !353, metadata !DIExpression()), !dbg !431
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 4 %2, i32 noundef 5), !dbg !432
  %30 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef nonnull byval(%struct.Big) align 4 %2), !dbg !433
  %31 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 0, !dbg !434
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %30, i8* noundef nonnull %31), !dbg !435
  %33 = bitcast %struct.Pair* %3 to i8*, !dbg !436
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #20, !dbg !436
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !354, metadata !DIExpression()), !dbg !437
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, i32 3, float 9.500000e+00), !dbg !438
  %34 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !439
  %35 = load i32, i32* %34, align 4, !dbg !439, !tbaa !246
  %36 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !440
  %37 = load float, float* %36, align 4, !dbg !440, !tbaa !251
  %38 = fpext float %37 to double, !dbg !441
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %35, double noundef %38), !dbg !442
  %40 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !443
  %41 = icmp eq i8 %40, 0, !dbg !443
  br i1 %41, label %42, label %51, !dbg !443, !prof !445

42:                                               ; preds = %0
  %43 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !443
  %44 = icmp eq i32 %43, 0, !dbg !443
  br i1 %44, label %51, label %45, !dbg !443

45:                                               ; preds = %42
  invoke fastcc void @_ZL8registryv()
          to label %46 unwind label %49, !dbg !446

46:                                               ; preds = %45
  %47 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !447
  %48 = select i1 %47, i32 3, i32 0, !dbg !447
  store i32 %48, i32* @_ZZL7countervE1n, align 4, !dbg !443, !tbaa !448
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !443
  br label %51, !dbg !443

49:                                               ; preds = %45
  %50 = landingpad { i8*, i32 }
          cleanup, !dbg !449
  br label %79

51:                                               ; preds = %46, %42, %0
  %52 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !450, !tbaa !448
  %53 = add nsw i32 %52, 1, !dbg !450
  store i32 %53, i32* @_ZZL7countervE1n, align 4, !dbg !450, !tbaa !448
  call void @llvm.dbg.value(metadata i32 %53, metadata !355, metadata !DIExpression()), !dbg !357
  %54 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !451
  %55 = icmp eq i8 %54, 0, !dbg !451
  br i1 %55, label %56, label %65, !dbg !451, !prof !445

56:                                               ; preds = %51
  %57 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !451
  %58 = icmp eq i32 %57, 0, !dbg !451
  br i1 %58, label %65, label %59, !dbg !451

59:                                               ; preds = %56
  invoke fastcc void @_ZL8registryv()
          to label %60 unwind label %63, !dbg !453

60:                                               ; preds = %59
  %61 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !454
  %62 = select i1 %61, i32 3, i32 0, !dbg !454
  store i32 %62, i32* @_ZZL7countervE1n, align 4, !dbg !451, !tbaa !448
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !451
  br label %65, !dbg !451

63:                                               ; preds = %59
  %64 = landingpad { i8*, i32 }
          cleanup, !dbg !455
  br label %79

65:                                               ; preds = %60, %56, %51
  %66 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !456, !tbaa !448
  %67 = add nsw i32 %66, 1, !dbg !456
  store i32 %67, i32* @_ZZL7countervE1n, align 4, !dbg !456, !tbaa !448
  call void @llvm.dbg.value(metadata i32 %67, metadata !356, metadata !DIExpression()), !dbg !357
  %68 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !457
  %69 = icmp eq i8 %68, 0, !dbg !457
  br i1 %69, label %70, label %75, !dbg !457, !prof !445

70:                                               ; preds = %65
  %71 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !457
  %72 = icmp eq i32 %71, 0, !dbg !457
  br i1 %72, label %75, label %73, !dbg !457

73:                                               ; preds = %70
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !459
  %74 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !465
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !457
  br label %75, !dbg !457

75:                                               ; preds = %73, %70, %65
  %76 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !467
  %77 = select i1 %76, i32 3, i32 0, !dbg !467
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %53, i32 noundef %67, i32 noundef %77), !dbg !468
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #20, !dbg !469
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !469
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #20, !dbg !469
  ret i32 0, !dbg !469

79:                                               ; preds = %63, %49
  %80 = phi { i8*, i32 } [ %50, %49 ], [ %64, %63 ]
  call void @__cxa_guard_abort(i64* nonnull @_ZGVZL7countervE1n) #20, !dbg !357
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #20, !dbg !469
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !469
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #20, !dbg !469
  resume { i8*, i32 } %80, !dbg !469
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #13

; Function Attrs: nofree norecurse uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #14 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !470
  %2 = icmp eq i8 %1, 0, !dbg !470
  br i1 %2, label %3, label %8, !dbg !470, !prof !445

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !470
  %5 = icmp eq i32 %4, 0, !dbg !470
  br i1 %5, label %8, label %6, !dbg !470

6:                                                ; preds = %3
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !471
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !473
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #20, !dbg !470
  br label %8, !dbg !470

8:                                                ; preds = %6, %3, %0
  ret void, !dbg !474
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 comdat align 2 !dbg !475 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !478, metadata !DIExpression()), !dbg !479
  ret void, !dbg !480
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #16 comdat align 2 !dbg !481 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !483, metadata !DIExpression()), !dbg !485
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !486
  %3 = load i8*, i8** %2, align 4, !dbg !486, !tbaa !416
  %4 = getelementptr i8, i8* %3, i32 -12, !dbg !486
  %5 = bitcast i8* %4 to i32*, !dbg !486
  %6 = load i32, i32* %5, align 4, !dbg !486
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !486
  %8 = getelementptr inbounds i8, i8* %7, i32 %6, !dbg !486
  %9 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !486
  %10 = bitcast i8* %9 to i32*, !dbg !486
  %11 = load i32, i32* %10, align 4, !dbg !486, !tbaa !384
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 0, i32 1, !dbg !487
  %13 = load i32, i32* %12, align 4, !dbg !487, !tbaa !399
  %14 = add nsw i32 %13, %11, !dbg !488
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 1, i32 1, !dbg !489
  %16 = load i32, i32* %15, align 4, !dbg !489, !tbaa !413
  %17 = add nsw i32 %14, %16, !dbg !490
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 2, !dbg !491
  %19 = load i32, i32* %18, align 4, !dbg !491, !tbaa !419
  %20 = add nsw i32 %17, %19, !dbg !492
  ret i32 %20, !dbg !493
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !494 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !496, metadata !DIExpression()), !dbg !497
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !498
  call void @llvm.dbg.value(metadata i8* %2, metadata !268, metadata !DIExpression()) #20, !dbg !499
  tail call void @free(i8* noundef nonnull %2) #20, !dbg !501
  ret void, !dbg !498
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !502 {
  ret void, !dbg !504
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !505 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3, !dbg !506
  %3 = bitcast %struct.Base* %2 to i8*, !dbg !507
  call void @llvm.dbg.value(metadata i8* %3, metadata !496, metadata !DIExpression()) #20, !dbg !509
  call void @llvm.dbg.value(metadata i8* %3, metadata !268, metadata !DIExpression()) #20, !dbg !510
  tail call void @free(i8* noundef nonnull %3) #20, !dbg !512
  ret void, !dbg !506
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 comdat align 2 !dbg !513 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !514
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !514
  %4 = load i8*, i8** %3, align 4, !dbg !514
  %5 = getelementptr inbounds i8, i8* %4, i32 -12, !dbg !514
  %6 = bitcast i8* %5 to i32*, !dbg !514
  %7 = load i32, i32* %6, align 4, !dbg !514
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !514
  call void @llvm.dbg.value(metadata i8* %8, metadata !483, metadata !DIExpression()), !dbg !515
  %9 = bitcast i8* %8 to i8**, !dbg !517
  %10 = load i8*, i8** %9, align 4, !dbg !517, !tbaa !416
  %11 = getelementptr i8, i8* %10, i32 -12, !dbg !517
  %12 = bitcast i8* %11 to i32*, !dbg !517
  %13 = load i32, i32* %12, align 4, !dbg !517
  %14 = getelementptr inbounds i8, i8* %8, i32 %13, !dbg !517
  %15 = getelementptr inbounds i8, i8* %14, i32 4, !dbg !517
  %16 = bitcast i8* %15 to i32*, !dbg !517
  %17 = load i32, i32* %16, align 4, !dbg !517, !tbaa !384
  %18 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !518
  %19 = bitcast i8* %18 to i32*, !dbg !518
  %20 = load i32, i32* %19, align 4, !dbg !518, !tbaa !399
  %21 = add nsw i32 %20, %17, !dbg !519
  %22 = getelementptr inbounds i8, i8* %8, i32 12, !dbg !520
  %23 = bitcast i8* %22 to i32*, !dbg !520
  %24 = load i32, i32* %23, align 4, !dbg !520, !tbaa !413
  %25 = add nsw i32 %21, %24, !dbg !521
  %26 = getelementptr inbounds i8, i8* %8, i32 16, !dbg !522
  %27 = bitcast i8* %26 to i32*, !dbg !522
  %28 = load i32, i32* %27, align 4, !dbg !522, !tbaa !419
  %29 = add nsw i32 %25, %28, !dbg !523
  ret i32 %29, !dbg !514
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !524 {
  ret void, !dbg !525
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !526 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !527
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !527
  %4 = load i8*, i8** %3, align 4, !dbg !527
  %5 = getelementptr inbounds i8, i8* %4, i32 -16, !dbg !527
  %6 = bitcast i8* %5 to i32*, !dbg !527
  %7 = load i32, i32* %6, align 4, !dbg !527
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !527
  call void @llvm.dbg.value(metadata i8* %8, metadata !496, metadata !DIExpression()) #20, !dbg !528
  call void @llvm.dbg.value(metadata i8* %8, metadata !268, metadata !DIExpression()) #20, !dbg !530
  tail call void @free(i8* noundef nonnull %8) #20, !dbg !532
  ret void, !dbg !527
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { nofree norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #15 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #17 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nounwind }
attributes #19 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!150, !151, !152, !153, !154, !155, !156}
!llvm.ident = !{!157}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
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
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, vtableHolder: !39, identifier: "_ZTS4Rect")
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
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 96)
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
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !72, vtableHolder: !39, identifier: "_ZTS6Square")
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
!150 = !{i32 1, !"NumRegisterParameters", i32 0}
!151 = !{i32 7, !"Dwarf Version", i32 5}
!152 = !{i32 2, !"Debug Info Version", i32 3}
!153 = !{i32 1, !"wchar_size", i32 4}
!154 = !{i32 7, !"PIC Level", i32 2}
!155 = !{i32 7, !"PIE Level", i32 2}
!156 = !{i32 7, !"uwtable", i32 1}
!157 = !{!"Debian clang version 14.0.6"}
!158 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !159, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !164, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!55, !55, !55}
!161 = !{!162, !163}
!162 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !3, line: 53, type: !55)
!163 = !DILocalVariable(arg: 2, scope: !158, file: !3, line: 53, type: !55)
!164 = !{!165}
!165 = !DITemplateTypeParameter(name: "T", type: !55)
!166 = !DILocation(line: 0, scope: !158)
!167 = !DILocation(line: 53, column: 77, scope: !158)
!168 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !169, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !182)
!169 = !DISubroutineType(types: !170)
!170 = !{!171, !6}
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !172, identifier: "_ZTS3Big")
!172 = !{!173, !175, !176, !177, !178}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !171, file: !3, line: 62, baseType: !174, size: 64)
!174 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 128)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 192)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !171, file: !3, line: 62, baseType: !179, size: 104, offset: 256)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 13)
!182 = !{!183, !184, !185}
!183 = !DILocalVariable(name: "seed", arg: 1, scope: !168, file: !3, line: 65, type: !6)
!184 = !DILocalVariable(name: "r", scope: !168, file: !3, line: 66, type: !171)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 68, type: !6)
!186 = distinct !DILexicalBlock(scope: !168, file: !3, line: 68, column: 3)
!187 = !DILocation(line: 0, scope: !168)
!188 = !DILocation(line: 67, column: 9, scope: !168)
!189 = !DILocation(line: 67, column: 5, scope: !168)
!190 = !DILocation(line: 67, column: 7, scope: !168)
!191 = !{!192, !193, i64 0}
!192 = !{!"_ZTS3Big", !193, i64 0, !193, i64 8, !193, i64 16, !193, i64 24, !194, i64 32}
!193 = !{!"long long", !194, i64 0}
!194 = !{!"omnipotent char", !195, i64 0}
!195 = !{!"Simple C++ TBAA"}
!196 = !DILocation(line: 67, column: 26, scope: !168)
!197 = !DILocation(line: 67, column: 21, scope: !168)
!198 = !DILocation(line: 67, column: 17, scope: !168)
!199 = !DILocation(line: 67, column: 19, scope: !168)
!200 = !{!192, !193, i64 8}
!201 = !DILocation(line: 67, column: 42, scope: !168)
!202 = !DILocation(line: 67, column: 37, scope: !168)
!203 = !DILocation(line: 67, column: 33, scope: !168)
!204 = !DILocation(line: 67, column: 35, scope: !168)
!205 = !{!192, !193, i64 16}
!206 = !DILocation(line: 67, column: 53, scope: !168)
!207 = !DILocation(line: 67, column: 49, scope: !168)
!208 = !DILocation(line: 67, column: 51, scope: !168)
!209 = !{!192, !193, i64 24}
!210 = !DILocation(line: 0, scope: !186)
!211 = !DILocation(line: 68, column: 67, scope: !212)
!212 = distinct !DILexicalBlock(scope: !186, file: !3, line: 68, column: 3)
!213 = !DILocation(line: 68, column: 49, scope: !212)
!214 = !DILocation(line: 68, column: 32, scope: !212)
!215 = !DILocation(line: 68, column: 41, scope: !212)
!216 = !{!194, !194, i64 0}
!217 = !DILocation(line: 68, column: 62, scope: !212)
!218 = !DILocation(line: 69, column: 3, scope: !168)
!219 = !DILocation(line: 69, column: 13, scope: !168)
!220 = !DILocation(line: 70, column: 3, scope: !168)
!221 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !222, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!174, !171}
!224 = !{!225}
!225 = !DILocalVariable(name: "b", arg: 1, scope: !221, file: !3, line: 72, type: !171)
!226 = !DILocation(line: 72, column: 49, scope: !221)
!227 = !DILocation(line: 72, column: 63, scope: !221)
!228 = !DILocation(line: 72, column: 69, scope: !221)
!229 = !DILocation(line: 72, column: 65, scope: !221)
!230 = !DILocation(line: 72, column: 75, scope: !221)
!231 = !DILocation(line: 72, column: 71, scope: !221)
!232 = !DILocation(line: 72, column: 81, scope: !221)
!233 = !DILocation(line: 72, column: 77, scope: !221)
!234 = !DILocation(line: 72, column: 85, scope: !221)
!235 = !DILocation(line: 72, column: 83, scope: !221)
!236 = !DILocation(line: 72, column: 54, scope: !221)
!237 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !238, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!32, !32}
!240 = !{!241, !242}
!241 = !DILocalVariable(name: "p", arg: 1, scope: !237, file: !3, line: 73, type: !32)
!242 = !DILocalVariable(name: "q", scope: !237, file: !3, line: 73, type: !32)
!243 = !DILocation(line: 0, scope: !237)
!244 = !DILocation(line: 73, column: 61, scope: !237)
!245 = !DILocation(line: 73, column: 67, scope: !237)
!246 = !{!247, !248, i64 0}
!247 = !{!"_ZTS4Pair", !248, i64 0, !249, i64 4}
!248 = !{!"int", !194, i64 0}
!249 = !{!"float", !194, i64 0}
!250 = !DILocation(line: 73, column: 79, scope: !237)
!251 = !{!247, !249, i64 4}
!252 = !DILocation(line: 73, column: 85, scope: !237)
!253 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 91, type: !254, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !258)
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !257}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!257 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
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
!272 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !3, file: !3, line: 93, type: !273, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !275)
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
!353 = !DILocalVariable(name: "b", scope: !281, file: !3, line: 132, type: !171)
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
!384 = !{!385, !248, i64 4}
!385 = !{!"_ZTS4Base", !248, i64 4}
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
!399 = !{!400, !248, i64 4}
!400 = !{!"_ZTS4Left", !248, i64 4}
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
!413 = !{!414, !248, i64 4}
!414 = !{!"_ZTS5Right", !248, i64 4}
!415 = !DILocation(line: 38, column: 8, scope: !367, inlinedAt: !375)
!416 = !{!417, !417, i64 0}
!417 = !{!"vtable pointer", !195, i64 0}
!418 = !DILocation(line: 38, column: 36, scope: !367, inlinedAt: !375)
!419 = !{!420, !248, i64 16}
!420 = !{!"_ZTS7Diamond", !248, i64 16}
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
!438 = !DILocation(line: 134, column: 12, scope: !281)
!439 = !DILocation(line: 135, column: 30, scope: !281)
!440 = !DILocation(line: 135, column: 35, scope: !281)
!441 = !DILocation(line: 135, column: 33, scope: !281)
!442 = !DILocation(line: 135, column: 3, scope: !281)
!443 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !444)
!444 = distinct !DILocation(line: 137, column: 12, scope: !281)
!445 = !{!"branch_weights", i32 1, i32 1048575}
!446 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !444)
!447 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !444)
!448 = !{!248, !248, i64 0}
!449 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !444)
!450 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !444)
!451 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !452)
!452 = distinct !DILocation(line: 137, column: 28, scope: !281)
!453 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !452)
!454 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !452)
!455 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !452)
!456 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !452)
!457 = !DILocation(line: 82, column: 3, scope: !144, inlinedAt: !458)
!458 = distinct !DILocation(line: 138, column: 48, scope: !281)
!459 = !DILocation(line: 78, column: 16, scope: !460, inlinedAt: !464)
!460 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !136, retainedNodes: !461)
!461 = !{!462}
!462 = !DILocalVariable(name: "this", arg: 1, scope: !460, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!464 = distinct !DILocation(line: 82, column: 19, scope: !144, inlinedAt: !458)
!465 = !DILocation(line: 78, column: 29, scope: !466, inlinedAt: !464)
!466 = distinct !DILexicalBlock(scope: !460, file: !3, line: 78, column: 27)
!467 = !DILocation(line: 138, column: 59, scope: !281)
!468 = !DILocation(line: 138, column: 3, scope: !281)
!469 = !DILocation(line: 140, column: 1, scope: !281)
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
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
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
!499 = !DILocation(line: 0, scope: !264, inlinedAt: !500)
!500 = distinct !DILocation(line: 38, column: 8, scope: !494)
!501 = !DILocation(line: 92, column: 42, scope: !264, inlinedAt: !500)
!502 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!503 = !DISubroutineType(types: !148)
!504 = !DILocation(line: 0, scope: !502)
!505 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!506 = !DILocation(line: 0, scope: !505)
!507 = !DILocation(line: 38, column: 8, scope: !494, inlinedAt: !508)
!508 = distinct !DILocation(line: 0, scope: !505)
!509 = !DILocation(line: 0, scope: !494, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !264, inlinedAt: !511)
!511 = distinct !DILocation(line: 38, column: 8, scope: !494, inlinedAt: !508)
!512 = !DILocation(line: 92, column: 42, scope: !264, inlinedAt: !511)
!513 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
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
!524 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!525 = !DILocation(line: 0, scope: !524)
!526 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !503, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!527 = !DILocation(line: 0, scope: !526)
!528 = !DILocation(line: 0, scope: !494, inlinedAt: !529)
!529 = distinct !DILocation(line: 0, scope: !526)
!530 = !DILocation(line: 0, scope: !264, inlinedAt: !531)
!531 = distinct !DILocation(line: 38, column: 8, scope: !494, inlinedAt: !529)
!532 = !DILocation(line: 92, column: 42, scope: !264, inlinedAt: !531)
