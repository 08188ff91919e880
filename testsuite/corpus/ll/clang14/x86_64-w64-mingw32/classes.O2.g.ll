; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Diamond = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32, %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Shape = type { i32 (...)** }
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
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !156 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !160, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i8* undef, metadata !161, metadata !DIExpression()), !dbg !164
  ret i8* %0, !dbg !165
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !166 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !182, metadata !DIExpression(DW_OP_deref)), !dbg !185
  call void @llvm.dbg.value(metadata i32 %1, metadata !181, metadata !DIExpression()), !dbg !185
  %3 = sext i32 %1 to i64, !dbg !186
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !187
  store i64 %3, i64* %4, align 8, !dbg !188, !tbaa !189
  %5 = shl nsw i32 %1, 1, !dbg !194
  %6 = sext i32 %5 to i64, !dbg !195
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !196
  store i64 %6, i64* %7, align 8, !dbg !197, !tbaa !198
  %8 = mul nsw i32 %1, 3, !dbg !199
  %9 = sext i32 %8 to i64, !dbg !200
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !201
  store i64 %9, i64* %10, align 8, !dbg !202, !tbaa !203
  %11 = sub nsw i32 0, %1, !dbg !204
  %12 = sext i32 %11 to i64, !dbg !204
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !205
  store i64 %12, i64* %13, align 8, !dbg !206, !tbaa !207
  call void @llvm.dbg.value(metadata i32 0, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 0, metadata !183, metadata !DIExpression()), !dbg !208
  %14 = srem i32 %1, 26, !dbg !209
  %15 = trunc i32 %14 to i8, !dbg !211
  %16 = add nsw i8 %15, 97, !dbg !211
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !212
  store i8 %16, i8* %17, align 8, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 1, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 1, metadata !183, metadata !DIExpression()), !dbg !208
  %18 = add nsw i32 %1, 1, !dbg !215
  %19 = srem i32 %18, 26, !dbg !209
  %20 = trunc i32 %19 to i8, !dbg !211
  %21 = add nsw i8 %20, 97, !dbg !211
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1, !dbg !212
  store i8 %21, i8* %22, align 1, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 2, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 2, metadata !183, metadata !DIExpression()), !dbg !208
  %23 = add nsw i32 %1, 2, !dbg !215
  %24 = srem i32 %23, 26, !dbg !209
  %25 = trunc i32 %24 to i8, !dbg !211
  %26 = add nsw i8 %25, 97, !dbg !211
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2, !dbg !212
  store i8 %26, i8* %27, align 2, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 3, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 3, metadata !183, metadata !DIExpression()), !dbg !208
  %28 = add nsw i32 %1, 3, !dbg !215
  %29 = srem i32 %28, 26, !dbg !209
  %30 = trunc i32 %29 to i8, !dbg !211
  %31 = add nsw i8 %30, 97, !dbg !211
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3, !dbg !212
  store i8 %31, i8* %32, align 1, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 4, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 4, metadata !183, metadata !DIExpression()), !dbg !208
  %33 = add nsw i32 %1, 4, !dbg !215
  %34 = srem i32 %33, 26, !dbg !209
  %35 = trunc i32 %34 to i8, !dbg !211
  %36 = add nsw i8 %35, 97, !dbg !211
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4, !dbg !212
  store i8 %36, i8* %37, align 4, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 5, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 5, metadata !183, metadata !DIExpression()), !dbg !208
  %38 = add nsw i32 %1, 5, !dbg !215
  %39 = srem i32 %38, 26, !dbg !209
  %40 = trunc i32 %39 to i8, !dbg !211
  %41 = add nsw i8 %40, 97, !dbg !211
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5, !dbg !212
  store i8 %41, i8* %42, align 1, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 6, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 6, metadata !183, metadata !DIExpression()), !dbg !208
  %43 = add nsw i32 %1, 6, !dbg !215
  %44 = srem i32 %43, 26, !dbg !209
  %45 = trunc i32 %44 to i8, !dbg !211
  %46 = add nsw i8 %45, 97, !dbg !211
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6, !dbg !212
  store i8 %46, i8* %47, align 2, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 7, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 7, metadata !183, metadata !DIExpression()), !dbg !208
  %48 = add nsw i32 %1, 7, !dbg !215
  %49 = srem i32 %48, 26, !dbg !209
  %50 = trunc i32 %49 to i8, !dbg !211
  %51 = add nsw i8 %50, 97, !dbg !211
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7, !dbg !212
  store i8 %51, i8* %52, align 1, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 8, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 8, metadata !183, metadata !DIExpression()), !dbg !208
  %53 = add nsw i32 %1, 8, !dbg !215
  %54 = srem i32 %53, 26, !dbg !209
  %55 = trunc i32 %54 to i8, !dbg !211
  %56 = add nsw i8 %55, 97, !dbg !211
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8, !dbg !212
  store i8 %56, i8* %57, align 8, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 9, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 9, metadata !183, metadata !DIExpression()), !dbg !208
  %58 = add nsw i32 %1, 9, !dbg !215
  %59 = srem i32 %58, 26, !dbg !209
  %60 = trunc i32 %59 to i8, !dbg !211
  %61 = add nsw i8 %60, 97, !dbg !211
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9, !dbg !212
  store i8 %61, i8* %62, align 1, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 10, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 10, metadata !183, metadata !DIExpression()), !dbg !208
  %63 = add nsw i32 %1, 10, !dbg !215
  %64 = srem i32 %63, 26, !dbg !209
  %65 = trunc i32 %64 to i8, !dbg !211
  %66 = add nsw i8 %65, 97, !dbg !211
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10, !dbg !212
  store i8 %66, i8* %67, align 2, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 11, metadata !183, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 11, metadata !183, metadata !DIExpression()), !dbg !208
  %68 = add nsw i32 %1, 11, !dbg !215
  %69 = srem i32 %68, 26, !dbg !209
  %70 = trunc i32 %69 to i8, !dbg !211
  %71 = add nsw i8 %70, 97, !dbg !211
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11, !dbg !212
  store i8 %71, i8* %72, align 1, !dbg !213, !tbaa !214
  call void @llvm.dbg.value(metadata i64 12, metadata !183, metadata !DIExpression()), !dbg !208
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12, !dbg !216
  store i8 0, i8* %73, align 4, !dbg !217, !tbaa !214
  ret void, !dbg !218
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !219 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !223, metadata !DIExpression()), !dbg !224
  %2 = bitcast %struct.Big* %0 to <4 x i64>*, !dbg !225
  %3 = load <4 x i64>, <4 x i64>* %2, align 8, !dbg !225, !tbaa !226
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !227
  %5 = load i8, i8* %4, align 8, !dbg !227, !tbaa !214
  %6 = sext i8 %5 to i64, !dbg !227
  %7 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %3), !dbg !228
  %8 = add nsw i64 %7, %6, !dbg !228
  ret i64 %8, !dbg !229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) local_unnamed_addr #5 !dbg !230 {
  %2 = trunc i64 %0 to i32
  call void @llvm.dbg.value(metadata i32 %2, metadata !234, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !236
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = bitcast i32 %4 to float
  call void @llvm.dbg.value(metadata float %5, metadata !234, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !236
  %6 = fptosi float %5 to i32, !dbg !237
  call void @llvm.dbg.value(metadata i32 %6, metadata !235, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !236
  %7 = sitofp i32 %2 to float, !dbg !238
  call void @llvm.dbg.value(metadata float %7, metadata !235, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !236
  %8 = bitcast float %7 to i32, !dbg !239
  %9 = zext i32 %8 to i64, !dbg !239
  %10 = shl nuw i64 %9, 32, !dbg !239
  %11 = zext i32 %6 to i64, !dbg !239
  %12 = or i64 %10, %11, !dbg !239
  ret i64 %12, !dbg !239
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwy(i64 noundef %0) local_unnamed_addr #6 !dbg !240 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !246, metadata !DIExpression()), !dbg !247
  %2 = icmp eq i64 %0, 0, !dbg !248
  %3 = select i1 %2, i64 1, i64 %0, !dbg !248
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !249
  ret i8* %4, !dbg !250
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !251 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !255, metadata !DIExpression()), !dbg !256
  tail call void @free(i8* noundef %0), !dbg !257
  ret void, !dbg !258
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #9

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @_ZdlPvy(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !259 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %1, metadata !264, metadata !DIExpression()), !dbg !265
  tail call void @free(i8* noundef %0), !dbg !266
  ret void, !dbg !267
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !268 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !344
  call void @llvm.dbg.declare(metadata i32* undef, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !344
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.dbg.value(metadata i8* undef, metadata !270, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !345
  call void @llvm.dbg.value(metadata i8* undef, metadata !270, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !345
  call void @llvm.dbg.value(metadata i8* undef, metadata !270, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !345
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !276, metadata !DIExpression()), !dbg !346
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !281, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !346
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !275, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !279, metadata !DIExpression()), !dbg !346
  call void @llvm.dbg.value(metadata i8* undef, metadata !282, metadata !DIExpression()), !dbg !347
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 6.000000e+00), !dbg !348
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !275, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i8* undef, metadata !282, metadata !DIExpression()), !dbg !347
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), double noundef 1.600000e+01), !dbg !348
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !275, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i8* undef, metadata !282, metadata !DIExpression()), !dbg !347
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), double noundef 4.000000e+00), !dbg !348
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !275, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !279, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !346
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef 2.600000e+01), !dbg !350
  call void @llvm.dbg.value(metadata i32 5, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !345
  call void @llvm.dbg.value(metadata %struct.Counted.base* undef, metadata !291, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !293, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 20, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !345
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), i32 noundef 20, i32 noundef 5), !dbg !351
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !352
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %9) #19, !dbg !352
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !295, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !354, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !364, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !368
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 0, !dbg !370
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, i32 1, !dbg !371
  store i32 1, i32* %11, align 8, !dbg !371, !tbaa !372
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !375, metadata !DIExpression()), !dbg !384
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0, !dbg !386
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1, !dbg !387
  store i32 2, i32* %13, align 8, !dbg !387, !tbaa !388
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !390, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !398
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 0, !dbg !400
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, i32 1, !dbg !401
  store i32 3, i32* %15, align 8, !dbg !401, !tbaa !402
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %12, align 8, !dbg !404, !tbaa !405
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !404, !tbaa !405
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %14, align 8, !dbg !404, !tbaa !405
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, !dbg !407
  store i32 4, i32* %16, align 4, !dbg !407, !tbaa !408
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 4, !dbg !410
  %18 = bitcast %struct.Base.base* %17 to i8*, !dbg !410
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !298, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata %struct.Base.base* %17, metadata !296, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !298, metadata !DIExpression()), !dbg !345
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !411
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 -1) #19, !dbg !412
  %21 = icmp ne i8* %20, null, !dbg !412
  %22 = zext i1 %21 to i32, !dbg !412
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %22), !dbg !413
  call void @llvm.dbg.value(metadata i32 0, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 1, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 4, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 9, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 16, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 25, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 36, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 49, metadata !300, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !345
  call void @llvm.dbg.value(metadata i32 7, metadata !324, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 7, metadata !325, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32* undef, metadata !330, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 8, metadata !329, metadata !DIExpression()), !dbg !345
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !414
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !415
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 42), !dbg !416
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)), !dbg !417
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)), !dbg !418
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !419
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #19, !dbg !419
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !340, metadata !DIExpression()), !dbg !420
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !421
  %30 = bitcast %struct.Big* %3 to i8*, !dbg !422
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %30, i8* noundef nonnull align 8 dereferenceable(48) %29, i64 48, i1 false), !dbg !422, !tbaa.struct !423
  %31 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef nonnull %3), !dbg !424
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0, !dbg !425
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %31, i8* noundef nonnull %32), !dbg !426
  %34 = call i64 @_Z9swap_pair4Pair(i64 4690499011906371587), !dbg !427
  %35 = trunc i64 %34 to i32, !dbg !427
  call void @llvm.dbg.value(metadata i32 %35, metadata !341, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !345
  %36 = lshr i64 %34, 32, !dbg !427
  %37 = trunc i64 %36 to i32, !dbg !427
  %38 = bitcast i32 %37 to float, !dbg !427
  call void @llvm.dbg.value(metadata float %38, metadata !341, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !345
  %39 = fpext float %38 to double, !dbg !428
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %35, double noundef %39), !dbg !429
  %41 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !430
  %42 = icmp eq i8 %41, 0, !dbg !430
  br i1 %42, label %43, label %52, !dbg !430, !prof !432

43:                                               ; preds = %0
  %44 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #19, !dbg !430
  %45 = icmp eq i32 %44, 0, !dbg !430
  br i1 %45, label %52, label %46, !dbg !430

46:                                               ; preds = %43
  invoke fastcc void @_ZL8registryv()
          to label %47 unwind label %50, !dbg !433

47:                                               ; preds = %46
  %48 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !434
  %49 = select i1 %48, i32 3, i32 0, !dbg !434
  store i32 %49, i32* @_ZZL7countervE1n, align 4, !dbg !430, !tbaa !435
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #19, !dbg !430
  br label %52, !dbg !430

50:                                               ; preds = %46
  %51 = landingpad { i8*, i32 }
          cleanup, !dbg !436
  br label %81

52:                                               ; preds = %47, %43, %0
  %53 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !437, !tbaa !435
  %54 = add nsw i32 %53, 1, !dbg !437
  store i32 %54, i32* @_ZZL7countervE1n, align 4, !dbg !437, !tbaa !435
  call void @llvm.dbg.value(metadata i32 %54, metadata !342, metadata !DIExpression()), !dbg !345
  %55 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !438
  %56 = icmp eq i8 %55, 0, !dbg !438
  br i1 %56, label %57, label %66, !dbg !438, !prof !432

57:                                               ; preds = %52
  %58 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL7countervE1n) #19, !dbg !438
  %59 = icmp eq i32 %58, 0, !dbg !438
  br i1 %59, label %66, label %60, !dbg !438

60:                                               ; preds = %57
  invoke fastcc void @_ZL8registryv()
          to label %61 unwind label %64, !dbg !440

61:                                               ; preds = %60
  %62 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !441
  %63 = select i1 %62, i32 3, i32 0, !dbg !441
  store i32 %63, i32* @_ZZL7countervE1n, align 4, !dbg !438, !tbaa !435
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL7countervE1n) #19, !dbg !438
  br label %66, !dbg !438

64:                                               ; preds = %60
  %65 = landingpad { i8*, i32 }
          cleanup, !dbg !442
  br label %81

66:                                               ; preds = %61, %57, %52
  %67 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !443, !tbaa !435
  %68 = add nsw i32 %67, 1, !dbg !443
  store i32 %68, i32* @_ZZL7countervE1n, align 4, !dbg !443, !tbaa !435
  call void @llvm.dbg.value(metadata i32 %68, metadata !343, metadata !DIExpression()), !dbg !345
  %69 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !444
  %70 = icmp eq i8 %69, 0, !dbg !444
  br i1 %70, label %71, label %77, !dbg !444, !prof !432

71:                                               ; preds = %66
  %72 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #19, !dbg !444
  %73 = icmp eq i32 %72, 0, !dbg !444
  br i1 %73, label %77, label %74, !dbg !444

74:                                               ; preds = %71
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !446
  %75 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !452
  %76 = call i32 @atexit(void ()* nonnull @__dtor__ZZL8registryvE1r) #19, !dbg !444
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #19, !dbg !444
  br label %77, !dbg !444

77:                                               ; preds = %74, %71, %66
  %78 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !454
  %79 = select i1 %78, i32 3, i32 0, !dbg !454
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0), i32 noundef %54, i32 noundef %68, i32 noundef %79), !dbg !455
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #19, !dbg !456
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #19, !dbg !456
  ret i32 0, !dbg !456

81:                                               ; preds = %64, %50
  %82 = phi { i8*, i32 } [ %51, %50 ], [ %65, %64 ]
  call void @__cxa_guard_abort(i64* nonnull @_ZGVZL7countervE1n) #19, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #19, !dbg !456
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #19, !dbg !456
  resume { i8*, i32 } %82, !dbg !456
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare dso_local i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #13

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: norecurse uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !144 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !457
  %2 = icmp eq i8 %1, 0, !dbg !457
  br i1 %2, label %3, label %9, !dbg !457, !prof !432

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL8registryvE1r) #19, !dbg !457
  %5 = icmp eq i32 %4, 0, !dbg !457
  br i1 %5, label %9, label %6, !dbg !457

6:                                                ; preds = %3
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !458
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !460
  %8 = tail call i32 @atexit(void ()* nonnull @__dtor__ZZL8registryvE1r) #19, !dbg !457
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL8registryvE1r) #19, !dbg !457
  br label %9, !dbg !457

9:                                                ; preds = %6, %3, %0
  ret void, !dbg !461
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 !dbg !462 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !465, metadata !DIExpression()), !dbg !466
  ret void, !dbg !467
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #16 comdat align 2 !dbg !468 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !470, metadata !DIExpression()), !dbg !472
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !473
  %3 = load i8*, i8** %2, align 8, !dbg !473, !tbaa !405
  %4 = getelementptr i8, i8* %3, i64 -24, !dbg !473
  %5 = bitcast i8* %4 to i64*, !dbg !473
  %6 = load i64, i64* %5, align 8, !dbg !473
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !473
  %8 = getelementptr inbounds i8, i8* %7, i64 %6, !dbg !473
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !473
  %10 = bitcast i8* %9 to i32*, !dbg !473
  %11 = load i32, i32* %10, align 8, !dbg !473, !tbaa !372
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 0, i32 1, !dbg !474
  %13 = load i32, i32* %12, align 8, !dbg !474, !tbaa !388
  %14 = add nsw i32 %13, %11, !dbg !475
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 2, i32 1, !dbg !476
  %16 = load i32, i32* %15, align 8, !dbg !476, !tbaa !402
  %17 = add nsw i32 %14, %16, !dbg !477
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 0, i32 3, !dbg !478
  %19 = load i32, i32* %18, align 4, !dbg !478, !tbaa !408
  %20 = add nsw i32 %17, %19, !dbg !479
  ret i32 %20, !dbg !480
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 !dbg !481 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !483, metadata !DIExpression()), !dbg !484
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !485
  call void @llvm.dbg.value(metadata i8* %2, metadata !255, metadata !DIExpression()) #19, !dbg !486
  tail call void @free(i8* noundef nonnull %2) #19, !dbg !488
  ret void, !dbg !485
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !489 {
  ret void, !dbg !491
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 !dbg !492 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 4, !dbg !493
  %3 = bitcast %struct.Base.base* %2 to i8*, !dbg !494
  call void @llvm.dbg.value(metadata i8* %3, metadata !483, metadata !DIExpression()) #19, !dbg !496
  call void @llvm.dbg.value(metadata i8* %3, metadata !255, metadata !DIExpression()) #19, !dbg !497
  tail call void @free(i8* noundef nonnull %3) #19, !dbg !499
  ret void, !dbg !493
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 comdat align 2 !dbg !500 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !501
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !501
  %4 = load i8*, i8** %3, align 8, !dbg !501
  %5 = getelementptr inbounds i8, i8* %4, i64 -24, !dbg !501
  %6 = bitcast i8* %5 to i64*, !dbg !501
  %7 = load i64, i64* %6, align 8, !dbg !501
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !501
  call void @llvm.dbg.value(metadata i8* %8, metadata !470, metadata !DIExpression()), !dbg !502
  %9 = bitcast i8* %8 to i8**, !dbg !504
  %10 = load i8*, i8** %9, align 8, !dbg !504, !tbaa !405
  %11 = getelementptr i8, i8* %10, i64 -24, !dbg !504
  %12 = bitcast i8* %11 to i64*, !dbg !504
  %13 = load i64, i64* %12, align 8, !dbg !504
  %14 = getelementptr inbounds i8, i8* %8, i64 %13, !dbg !504
  %15 = getelementptr inbounds i8, i8* %14, i64 8, !dbg !504
  %16 = bitcast i8* %15 to i32*, !dbg !504
  %17 = load i32, i32* %16, align 8, !dbg !504, !tbaa !372
  %18 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !505
  %19 = bitcast i8* %18 to i32*, !dbg !505
  %20 = load i32, i32* %19, align 8, !dbg !505, !tbaa !388
  %21 = add nsw i32 %20, %17, !dbg !506
  %22 = getelementptr inbounds i8, i8* %8, i64 24, !dbg !507
  %23 = bitcast i8* %22 to i32*, !dbg !507
  %24 = load i32, i32* %23, align 8, !dbg !507, !tbaa !402
  %25 = add nsw i32 %21, %24, !dbg !508
  %26 = getelementptr inbounds i8, i8* %8, i64 28, !dbg !509
  %27 = bitcast i8* %26 to i32*, !dbg !509
  %28 = load i32, i32* %27, align 4, !dbg !509, !tbaa !408
  %29 = add nsw i32 %25, %28, !dbg !510
  ret i32 %29, !dbg !501
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 !dbg !511 {
  ret void, !dbg !512
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 !dbg !513 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !514
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !514
  %4 = load i8*, i8** %3, align 8, !dbg !514
  %5 = getelementptr inbounds i8, i8* %4, i64 -32, !dbg !514
  %6 = bitcast i8* %5 to i64*, !dbg !514
  %7 = load i64, i64* %6, align 8, !dbg !514
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !514
  call void @llvm.dbg.value(metadata i8* %8, metadata !483, metadata !DIExpression()) #19, !dbg !515
  call void @llvm.dbg.value(metadata i8* %8, metadata !255, metadata !DIExpression()) #19, !dbg !517
  tail call void @free(i8* noundef nonnull %8) #19, !dbg !519
  ret void, !dbg !514
}

; Function Attrs: nofree nounwind
declare dso_local i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_abort(i64*) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_release(i64*) local_unnamed_addr #18

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @__dtor__ZZL8registryvE1r() #0 !dbg !520 {
  ret void, !dbg !523
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #19

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #20

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #18

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #21

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #15 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nounwind }
attributes #19 = { nounwind }
attributes #20 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #21 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!150, !151, !152, !153, !154}
!llvm.ident = !{!155}

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
!150 = !{i32 7, !"Dwarf Version", i32 4}
!151 = !{i32 2, !"Debug Info Version", i32 3}
!152 = !{i32 1, !"wchar_size", i32 2}
!153 = !{i32 7, !"PIC Level", i32 2}
!154 = !{i32 7, !"uwtable", i32 1}
!155 = !{!"Debian clang version 14.0.6"}
!156 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !157, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !162, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!55, !55, !55}
!159 = !{!160, !161}
!160 = !DILocalVariable(name: "a", arg: 1, scope: !156, file: !3, line: 53, type: !55)
!161 = !DILocalVariable(arg: 2, scope: !156, file: !3, line: 53, type: !55)
!162 = !{!163}
!163 = !DITemplateTypeParameter(name: "T", type: !55)
!164 = !DILocation(line: 0, scope: !156)
!165 = !DILocation(line: 53, column: 77, scope: !156)
!166 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !167, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !180)
!167 = !DISubroutineType(types: !168)
!168 = !{!169, !6}
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !170, identifier: "_ZTS3Big")
!170 = !{!171, !173, !174, !175, !176}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !169, file: !3, line: 62, baseType: !172, size: 64)
!172 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 128)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 192)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !169, file: !3, line: 62, baseType: !177, size: 104, offset: 256)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 13)
!180 = !{!181, !182, !183}
!181 = !DILocalVariable(name: "seed", arg: 1, scope: !166, file: !3, line: 65, type: !6)
!182 = !DILocalVariable(name: "r", scope: !166, file: !3, line: 66, type: !169)
!183 = !DILocalVariable(name: "i", scope: !184, file: !3, line: 68, type: !6)
!184 = distinct !DILexicalBlock(scope: !166, file: !3, line: 68, column: 3)
!185 = !DILocation(line: 0, scope: !166)
!186 = !DILocation(line: 67, column: 9, scope: !166)
!187 = !DILocation(line: 67, column: 5, scope: !166)
!188 = !DILocation(line: 67, column: 7, scope: !166)
!189 = !{!190, !191, i64 0}
!190 = !{!"_ZTS3Big", !191, i64 0, !191, i64 8, !191, i64 16, !191, i64 24, !192, i64 32}
!191 = !{!"long long", !192, i64 0}
!192 = !{!"omnipotent char", !193, i64 0}
!193 = !{!"Simple C++ TBAA"}
!194 = !DILocation(line: 67, column: 26, scope: !166)
!195 = !DILocation(line: 67, column: 21, scope: !166)
!196 = !DILocation(line: 67, column: 17, scope: !166)
!197 = !DILocation(line: 67, column: 19, scope: !166)
!198 = !{!190, !191, i64 8}
!199 = !DILocation(line: 67, column: 42, scope: !166)
!200 = !DILocation(line: 67, column: 37, scope: !166)
!201 = !DILocation(line: 67, column: 33, scope: !166)
!202 = !DILocation(line: 67, column: 35, scope: !166)
!203 = !{!190, !191, i64 16}
!204 = !DILocation(line: 67, column: 53, scope: !166)
!205 = !DILocation(line: 67, column: 49, scope: !166)
!206 = !DILocation(line: 67, column: 51, scope: !166)
!207 = !{!190, !191, i64 24}
!208 = !DILocation(line: 0, scope: !184)
!209 = !DILocation(line: 68, column: 67, scope: !210)
!210 = distinct !DILexicalBlock(scope: !184, file: !3, line: 68, column: 3)
!211 = !DILocation(line: 68, column: 49, scope: !210)
!212 = !DILocation(line: 68, column: 32, scope: !210)
!213 = !DILocation(line: 68, column: 41, scope: !210)
!214 = !{!192, !192, i64 0}
!215 = !DILocation(line: 68, column: 62, scope: !210)
!216 = !DILocation(line: 69, column: 3, scope: !166)
!217 = !DILocation(line: 69, column: 13, scope: !166)
!218 = !DILocation(line: 70, column: 3, scope: !166)
!219 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !220, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!172, !169}
!222 = !{!223}
!223 = !DILocalVariable(name: "b", arg: 1, scope: !219, file: !3, line: 72, type: !169)
!224 = !DILocation(line: 72, column: 49, scope: !219)
!225 = !DILocation(line: 72, column: 63, scope: !219)
!226 = !{!191, !191, i64 0}
!227 = !DILocation(line: 72, column: 85, scope: !219)
!228 = !DILocation(line: 72, column: 83, scope: !219)
!229 = !DILocation(line: 72, column: 54, scope: !219)
!230 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !231, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!32, !32}
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "p", arg: 1, scope: !230, file: !3, line: 73, type: !32)
!235 = !DILocalVariable(name: "q", scope: !230, file: !3, line: 73, type: !32)
!236 = !DILocation(line: 0, scope: !230)
!237 = !DILocation(line: 73, column: 67, scope: !230)
!238 = !DILocation(line: 73, column: 79, scope: !230)
!239 = !DILocation(line: 73, column: 85, scope: !230)
!240 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !3, file: !3, line: 91, type: !241, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !245)
!241 = !DISubroutineType(types: !242)
!242 = !{!243, !244}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!244 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!245 = !{!246}
!246 = !DILocalVariable(name: "n", arg: 1, scope: !240, file: !3, line: 91, type: !244)
!247 = !DILocation(line: 0, scope: !240)
!248 = !DILocation(line: 91, column: 53, scope: !240)
!249 = !DILocation(line: 91, column: 46, scope: !240)
!250 = !DILocation(line: 91, column: 39, scope: !240)
!251 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !252, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !243}
!254 = !{!255}
!255 = !DILocalVariable(name: "p", arg: 1, scope: !251, file: !3, line: 92, type: !243)
!256 = !DILocation(line: 0, scope: !251)
!257 = !DILocation(line: 92, column: 42, scope: !251)
!258 = !DILocation(line: 92, column: 51, scope: !251)
!259 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvy", scope: !3, file: !3, line: 93, type: !260, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !243, !244}
!262 = !{!263, !264}
!263 = !DILocalVariable(name: "p", arg: 1, scope: !259, file: !3, line: 93, type: !243)
!264 = !DILocalVariable(arg: 2, scope: !259, file: !3, line: 93, type: !244)
!265 = !DILocation(line: 0, scope: !259)
!266 = !DILocation(line: 93, column: 57, scope: !259)
!267 = !DILocation(line: 93, column: 66, scope: !259)
!268 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !269)
!269 = !{!270, !275, !276, !279, !281, !282, !284, !286, !287, !288, !290, !291, !293, !295, !296, !298, !300, !322, !324, !325, !329, !330, !334, !336, !340, !341, !342, !343}
!270 = !DILocalVariable(name: "shapes", scope: !268, file: !3, line: 96, type: !271)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !272, size: 192, elements: !273)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!273 = !{!274}
!274 = !DISubrange(count: 3)
!275 = !DILocalVariable(name: "total", scope: !268, file: !3, line: 97, type: !49)
!276 = !DILocalVariable(name: "__range1", scope: !277, type: !278, flags: DIFlagArtificial)
!277 = distinct !DILexicalBlock(scope: !268, file: !3, line: 98, column: 3)
!278 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !271, size: 64)
!279 = !DILocalVariable(name: "__begin1", scope: !277, type: !280, flags: DIFlagArtificial)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!281 = !DILocalVariable(name: "__end1", scope: !277, type: !280, flags: DIFlagArtificial)
!282 = !DILocalVariable(name: "s", scope: !283, file: !3, line: 98, type: !272)
!283 = distinct !DILexicalBlock(scope: !277, file: !3, line: 98, column: 3)
!284 = !DILocalVariable(name: "__range1", scope: !285, type: !278, flags: DIFlagArtificial)
!285 = distinct !DILexicalBlock(scope: !268, file: !3, line: 102, column: 3)
!286 = !DILocalVariable(name: "__begin1", scope: !285, type: !280, flags: DIFlagArtificial)
!287 = !DILocalVariable(name: "__end1", scope: !285, type: !280, flags: DIFlagArtificial)
!288 = !DILocalVariable(name: "s", scope: !289, file: !3, line: 102, type: !272)
!289 = distinct !DILexicalBlock(scope: !285, file: !3, line: 102, column: 3)
!290 = !DILocalVariable(name: "w", scope: !268, file: !3, line: 105, type: !83)
!291 = !DILocalVariable(name: "c", scope: !268, file: !3, line: 106, type: !292)
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!293 = !DILocalVariable(name: "n", scope: !268, file: !3, line: 107, type: !294)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!295 = !DILocalVariable(name: "d", scope: !268, file: !3, line: 111, type: !113)
!296 = !DILocalVariable(name: "bp", scope: !268, file: !3, line: 112, type: !297)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!298 = !DILocalVariable(name: "lp", scope: !268, file: !3, line: 113, type: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!300 = !DILocalVariable(name: "arr", scope: !268, file: !3, line: 117, type: !301)
!301 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !302, templateParams: !319, identifier: "_ZTS5ArrayIiLi8EE")
!302 = !{!303, !307, !312}
!303 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !301, file: !3, line: 43, baseType: !304, size: 256)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !305)
!305 = !{!306}
!306 = !DISubrange(count: 8)
!307 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !301, file: !3, line: 44, type: !308, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!310, !311, !6}
!310 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !301, file: !3, line: 45, type: !313, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!315, !317, !6}
!315 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!319 = !{!320, !321}
!320 = !DITemplateTypeParameter(name: "T", type: !6)
!321 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!322 = !DILocalVariable(name: "i", scope: !323, file: !3, line: 118, type: !6)
!323 = distinct !DILexicalBlock(scope: !268, file: !3, line: 118, column: 3)
!324 = !DILocalVariable(name: "bias", scope: !268, file: !3, line: 119, type: !6)
!325 = !DILocalVariable(name: "add", scope: !268, file: !3, line: 120, type: !326)
!326 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !268, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !327)
!327 = !{!328}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !326, file: !3, line: 120, baseType: !6, size: 32)
!329 = !DILocalVariable(name: "prod_count", scope: !268, file: !3, line: 121, type: !6)
!330 = !DILocalVariable(name: "mul", scope: !268, file: !3, line: 122, type: !331)
!331 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !268, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !332)
!332 = !{!333}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !331, file: !3, line: 122, baseType: !310, size: 64)
!334 = !DILocalVariable(name: "gen", scope: !268, file: !3, line: 124, type: !335)
!335 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !268, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!336 = !DILocalVariable(name: "fp", scope: !268, file: !3, line: 126, type: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DISubroutineType(types: !339)
!339 = !{!6, !6}
!340 = !DILocalVariable(name: "b", scope: !268, file: !3, line: 132, type: !169)
!341 = !DILocalVariable(name: "p", scope: !268, file: !3, line: 134, type: !32)
!342 = !DILocalVariable(name: "a1", scope: !268, file: !3, line: 137, type: !6)
!343 = !DILocalVariable(name: "a2", scope: !268, file: !3, line: 137, type: !6)
!344 = !DILocation(line: 105, column: 10, scope: !268)
!345 = !DILocation(line: 0, scope: !268)
!346 = !DILocation(line: 0, scope: !277)
!347 = !DILocation(line: 0, scope: !283)
!348 = !DILocation(line: 99, column: 5, scope: !349)
!349 = distinct !DILexicalBlock(scope: !283, file: !3, line: 98, column: 27)
!350 = !DILocation(line: 103, column: 3, scope: !268)
!351 = !DILocation(line: 109, column: 3, scope: !268)
!352 = !DILocation(line: 111, column: 3, scope: !268)
!353 = !DILocation(line: 111, column: 11, scope: !268)
!354 = !DILocalVariable(name: "this", arg: 1, scope: !355, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !356, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !359, retainedNodes: !360)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !358}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DISubprogram(name: "Diamond", scope: !113, type: !356, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !{!354}
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!362 = !DILocation(line: 0, scope: !355, inlinedAt: !363)
!363 = distinct !DILocation(line: 111, column: 11, scope: !268)
!364 = !DILocalVariable(name: "this", arg: 1, scope: !365, type: !297, flags: DIFlagArtificial | DIFlagObjectPointer)
!365 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !366, retainedNodes: !367)
!366 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !{!364}
!368 = !DILocation(line: 0, scope: !365, inlinedAt: !369)
!369 = distinct !DILocation(line: 38, column: 8, scope: !355, inlinedAt: !363)
!370 = !DILocation(line: 35, column: 8, scope: !365, inlinedAt: !369)
!371 = !DILocation(line: 35, column: 19, scope: !365, inlinedAt: !369)
!372 = !{!373, !374, i64 8}
!373 = !{!"_ZTS4Base", !374, i64 8}
!374 = !{!"int", !192, i64 0}
!375 = !DILocalVariable(name: "this", arg: 1, scope: !376, type: !299, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !377, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !380, retainedNodes: !381)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !379}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!380 = !DISubprogram(name: "Left", scope: !116, type: !377, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !{!375, !382}
!382 = !DILocalVariable(name: "vtt", arg: 2, scope: !376, type: !383, flags: DIFlagArtificial)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!384 = !DILocation(line: 0, scope: !376, inlinedAt: !385)
!385 = distinct !DILocation(line: 38, column: 8, scope: !355, inlinedAt: !363)
!386 = !DILocation(line: 36, column: 8, scope: !376, inlinedAt: !385)
!387 = !DILocation(line: 36, column: 34, scope: !376, inlinedAt: !385)
!388 = !{!389, !374, i64 8}
!389 = !{!"_ZTS4Left", !374, i64 8}
!390 = !DILocalVariable(name: "this", arg: 1, scope: !391, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !392, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !395, retainedNodes: !396)
!392 = !DISubroutineType(types: !393)
!393 = !{null, !394}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DISubprogram(name: "Right", scope: !12, type: !392, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !{!390, !397}
!397 = !DILocalVariable(name: "vtt", arg: 2, scope: !391, type: !383, flags: DIFlagArtificial)
!398 = !DILocation(line: 0, scope: !391, inlinedAt: !399)
!399 = distinct !DILocation(line: 38, column: 8, scope: !355, inlinedAt: !363)
!400 = !DILocation(line: 37, column: 8, scope: !391, inlinedAt: !399)
!401 = !DILocation(line: 37, column: 35, scope: !391, inlinedAt: !399)
!402 = !{!403, !374, i64 8}
!403 = !{!"_ZTS5Right", !374, i64 8}
!404 = !DILocation(line: 38, column: 8, scope: !355, inlinedAt: !363)
!405 = !{!406, !406, i64 0}
!406 = !{!"vtable pointer", !193, i64 0}
!407 = !DILocation(line: 38, column: 36, scope: !355, inlinedAt: !363)
!408 = !{!409, !374, i64 28}
!409 = !{!"_ZTS7Diamond", !374, i64 28}
!410 = !DILocation(line: 112, column: 14, scope: !268)
!411 = !DILocation(line: 114, column: 3, scope: !268)
!412 = !DILocation(line: 115, column: 31, scope: !268)
!413 = !DILocation(line: 115, column: 3, scope: !268)
!414 = !DILocation(line: 123, column: 3, scope: !268)
!415 = !DILocation(line: 125, column: 3, scope: !268)
!416 = !DILocation(line: 127, column: 3, scope: !268)
!417 = !DILocation(line: 129, column: 3, scope: !268)
!418 = !DILocation(line: 130, column: 3, scope: !268)
!419 = !DILocation(line: 132, column: 3, scope: !268)
!420 = !DILocation(line: 132, column: 7, scope: !268)
!421 = !DILocation(line: 132, column: 11, scope: !268)
!422 = !DILocation(line: 133, column: 35, scope: !268)
!423 = !{i64 0, i64 8, !226, i64 8, i64 8, !226, i64 16, i64 8, !226, i64 24, i64 8, !226, i64 32, i64 13, !214}
!424 = !DILocation(line: 133, column: 27, scope: !268)
!425 = !DILocation(line: 133, column: 39, scope: !268)
!426 = !DILocation(line: 133, column: 3, scope: !268)
!427 = !DILocation(line: 134, column: 12, scope: !268)
!428 = !DILocation(line: 135, column: 33, scope: !268)
!429 = !DILocation(line: 135, column: 3, scope: !268)
!430 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !431)
!431 = distinct !DILocation(line: 137, column: 12, scope: !268)
!432 = !{!"branch_weights", i32 1, i32 1048575}
!433 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !431)
!434 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !431)
!435 = !{!374, !374, i64 0}
!436 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !431)
!437 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !431)
!438 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !439)
!439 = distinct !DILocation(line: 137, column: 28, scope: !268)
!440 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !439)
!441 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !439)
!442 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !439)
!443 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !439)
!444 = !DILocation(line: 82, column: 3, scope: !144, inlinedAt: !445)
!445 = distinct !DILocation(line: 138, column: 48, scope: !268)
!446 = !DILocation(line: 78, column: 16, scope: !447, inlinedAt: !451)
!447 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !136, retainedNodes: !448)
!448 = !{!449}
!449 = !DILocalVariable(name: "this", arg: 1, scope: !447, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!451 = distinct !DILocation(line: 82, column: 19, scope: !144, inlinedAt: !445)
!452 = !DILocation(line: 78, column: 29, scope: !453, inlinedAt: !451)
!453 = distinct !DILexicalBlock(scope: !447, file: !3, line: 78, column: 27)
!454 = !DILocation(line: 138, column: 59, scope: !268)
!455 = !DILocation(line: 138, column: 3, scope: !268)
!456 = !DILocation(line: 140, column: 1, scope: !268)
!457 = !DILocation(line: 82, column: 3, scope: !144)
!458 = !DILocation(line: 78, column: 16, scope: !447, inlinedAt: !459)
!459 = distinct !DILocation(line: 82, column: 19, scope: !144)
!460 = !DILocation(line: 78, column: 29, scope: !453, inlinedAt: !459)
!461 = !DILocation(line: 83, column: 3, scope: !144)
!462 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !356, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !463, retainedNodes: !464)
!463 = !DISubprogram(name: "~Diamond", scope: !113, type: !356, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!464 = !{!465}
!465 = !DILocalVariable(name: "this", arg: 1, scope: !462, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DILocation(line: 0, scope: !462)
!467 = !DILocation(line: 38, column: 8, scope: !462)
!468 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !128, retainedNodes: !469)
!469 = !{!470}
!470 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !471, flags: DIFlagArtificial | DIFlagObjectPointer)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!472 = !DILocation(line: 0, scope: !468)
!473 = !DILocation(line: 38, column: 77, scope: !468)
!474 = !DILocation(line: 38, column: 81, scope: !468)
!475 = !DILocation(line: 38, column: 79, scope: !468)
!476 = !DILocation(line: 38, column: 85, scope: !468)
!477 = !DILocation(line: 38, column: 83, scope: !468)
!478 = !DILocation(line: 38, column: 89, scope: !468)
!479 = !DILocation(line: 38, column: 87, scope: !468)
!480 = !DILocation(line: 38, column: 70, scope: !468)
!481 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !356, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !463, retainedNodes: !482)
!482 = !{!483}
!483 = !DILocalVariable(name: "this", arg: 1, scope: !481, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DILocation(line: 0, scope: !481)
!485 = !DILocation(line: 38, column: 8, scope: !481)
!486 = !DILocation(line: 0, scope: !251, inlinedAt: !487)
!487 = distinct !DILocation(line: 38, column: 8, scope: !481)
!488 = !DILocation(line: 92, column: 42, scope: !251, inlinedAt: !487)
!489 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !490, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!490 = !DISubroutineType(types: !148)
!491 = !DILocation(line: 0, scope: !489)
!492 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !490, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!493 = !DILocation(line: 0, scope: !492)
!494 = !DILocation(line: 38, column: 8, scope: !481, inlinedAt: !495)
!495 = distinct !DILocation(line: 0, scope: !492)
!496 = !DILocation(line: 0, scope: !481, inlinedAt: !495)
!497 = !DILocation(line: 0, scope: !251, inlinedAt: !498)
!498 = distinct !DILocation(line: 38, column: 8, scope: !481, inlinedAt: !495)
!499 = !DILocation(line: 92, column: 42, scope: !251, inlinedAt: !498)
!500 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !490, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!501 = !DILocation(line: 0, scope: !500)
!502 = !DILocation(line: 0, scope: !468, inlinedAt: !503)
!503 = distinct !DILocation(line: 0, scope: !500)
!504 = !DILocation(line: 38, column: 77, scope: !468, inlinedAt: !503)
!505 = !DILocation(line: 38, column: 81, scope: !468, inlinedAt: !503)
!506 = !DILocation(line: 38, column: 79, scope: !468, inlinedAt: !503)
!507 = !DILocation(line: 38, column: 85, scope: !468, inlinedAt: !503)
!508 = !DILocation(line: 38, column: 83, scope: !468, inlinedAt: !503)
!509 = !DILocation(line: 38, column: 89, scope: !468, inlinedAt: !503)
!510 = !DILocation(line: 38, column: 87, scope: !468, inlinedAt: !503)
!511 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !490, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!512 = !DILocation(line: 0, scope: !511)
!513 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !490, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!514 = !DILocation(line: 0, scope: !513)
!515 = !DILocation(line: 0, scope: !481, inlinedAt: !516)
!516 = distinct !DILocation(line: 0, scope: !513)
!517 = !DILocation(line: 0, scope: !251, inlinedAt: !518)
!518 = distinct !DILocation(line: 38, column: 8, scope: !481, inlinedAt: !516)
!519 = !DILocation(line: 92, column: 42, scope: !251, inlinedAt: !518)
!520 = distinct !DISubprogram(name: "__dtor__ZZL8registryvE1r", scope: !3, file: !3, line: 82, type: !521, scopeLine: 82, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!521 = !DISubroutineType(types: !522)
!522 = !{null}
!523 = !DILocation(line: 82, column: 19, scope: !520)
