; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr constant [7 x i8] c"5Right\00", align 1
@_ZTI5Right = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, align 4
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
@_ZTV7Diamond = linkonce_odr unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, align 4
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, align 4
@_ZTS7Diamond = linkonce_odr constant [9 x i8] c"7Diamond\00", align 1
@_ZTI7Diamond = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !52
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone ssp willreturn
define noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !64 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !70, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8* undef, metadata !71, metadata !DIExpression()), !dbg !74
  ret i8* %0, !dbg !75
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp writeonly
define void @_Z8make_bigi(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 4 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !76 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !91, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !92, metadata !DIExpression()), !dbg !96
  %3 = sext i32 %1 to i64, !dbg !97
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !98
  store i64 %3, i64* %4, align 4, !dbg !99, !tbaa !100
  %5 = shl nsw i32 %1, 1, !dbg !105
  %6 = sext i32 %5 to i64, !dbg !106
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !107
  store i64 %6, i64* %7, align 4, !dbg !108, !tbaa !109
  %8 = mul nsw i32 %1, 3, !dbg !110
  %9 = sext i32 %8 to i64, !dbg !111
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !112
  store i64 %9, i64* %10, align 4, !dbg !113, !tbaa !114
  %11 = sub nsw i32 0, %1, !dbg !115
  %12 = sext i32 %11 to i64, !dbg !115
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !116
  store i64 %12, i64* %13, align 4, !dbg !117, !tbaa !118
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !119
  %14 = srem i32 %1, 26, !dbg !120
  %15 = trunc i32 %14 to i8, !dbg !122
  %16 = add nsw i8 %15, 97, !dbg !122
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !123
  store i8 %16, i8* %17, align 4, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 1, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 1, metadata !93, metadata !DIExpression()), !dbg !119
  %18 = add nsw i32 %1, 1, !dbg !126
  %19 = srem i32 %18, 26, !dbg !120
  %20 = trunc i32 %19 to i8, !dbg !122
  %21 = add nsw i8 %20, 97, !dbg !122
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1, !dbg !123
  store i8 %21, i8* %22, align 1, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 2, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 2, metadata !93, metadata !DIExpression()), !dbg !119
  %23 = add nsw i32 %1, 2, !dbg !126
  %24 = srem i32 %23, 26, !dbg !120
  %25 = trunc i32 %24 to i8, !dbg !122
  %26 = add nsw i8 %25, 97, !dbg !122
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2, !dbg !123
  store i8 %26, i8* %27, align 2, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 3, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 3, metadata !93, metadata !DIExpression()), !dbg !119
  %28 = add nsw i32 %1, 3, !dbg !126
  %29 = srem i32 %28, 26, !dbg !120
  %30 = trunc i32 %29 to i8, !dbg !122
  %31 = add nsw i8 %30, 97, !dbg !122
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3, !dbg !123
  store i8 %31, i8* %32, align 1, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 4, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 4, metadata !93, metadata !DIExpression()), !dbg !119
  %33 = add nsw i32 %1, 4, !dbg !126
  %34 = srem i32 %33, 26, !dbg !120
  %35 = trunc i32 %34 to i8, !dbg !122
  %36 = add nsw i8 %35, 97, !dbg !122
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4, !dbg !123
  store i8 %36, i8* %37, align 4, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 5, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 5, metadata !93, metadata !DIExpression()), !dbg !119
  %38 = add nsw i32 %1, 5, !dbg !126
  %39 = srem i32 %38, 26, !dbg !120
  %40 = trunc i32 %39 to i8, !dbg !122
  %41 = add nsw i8 %40, 97, !dbg !122
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5, !dbg !123
  store i8 %41, i8* %42, align 1, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 6, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 6, metadata !93, metadata !DIExpression()), !dbg !119
  %43 = add nsw i32 %1, 6, !dbg !126
  %44 = srem i32 %43, 26, !dbg !120
  %45 = trunc i32 %44 to i8, !dbg !122
  %46 = add nsw i8 %45, 97, !dbg !122
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6, !dbg !123
  store i8 %46, i8* %47, align 2, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 7, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 7, metadata !93, metadata !DIExpression()), !dbg !119
  %48 = add nsw i32 %1, 7, !dbg !126
  %49 = srem i32 %48, 26, !dbg !120
  %50 = trunc i32 %49 to i8, !dbg !122
  %51 = add nsw i8 %50, 97, !dbg !122
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7, !dbg !123
  store i8 %51, i8* %52, align 1, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 8, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 8, metadata !93, metadata !DIExpression()), !dbg !119
  %53 = add nsw i32 %1, 8, !dbg !126
  %54 = srem i32 %53, 26, !dbg !120
  %55 = trunc i32 %54 to i8, !dbg !122
  %56 = add nsw i8 %55, 97, !dbg !122
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8, !dbg !123
  store i8 %56, i8* %57, align 4, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 9, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 9, metadata !93, metadata !DIExpression()), !dbg !119
  %58 = add nsw i32 %1, 9, !dbg !126
  %59 = srem i32 %58, 26, !dbg !120
  %60 = trunc i32 %59 to i8, !dbg !122
  %61 = add nsw i8 %60, 97, !dbg !122
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9, !dbg !123
  store i8 %61, i8* %62, align 1, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 10, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 10, metadata !93, metadata !DIExpression()), !dbg !119
  %63 = add nsw i32 %1, 10, !dbg !126
  %64 = srem i32 %63, 26, !dbg !120
  %65 = trunc i32 %64 to i8, !dbg !122
  %66 = add nsw i8 %65, 97, !dbg !122
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10, !dbg !123
  store i8 %66, i8* %67, align 2, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 11, metadata !93, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 11, metadata !93, metadata !DIExpression()), !dbg !119
  %68 = add nsw i32 %1, 11, !dbg !126
  %69 = srem i32 %68, 26, !dbg !120
  %70 = trunc i32 %69 to i8, !dbg !122
  %71 = add nsw i8 %70, 97, !dbg !122
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11, !dbg !123
  store i8 %71, i8* %72, align 1, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i32 12, metadata !93, metadata !DIExpression()), !dbg !119
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12, !dbg !127
  store i8 0, i8* %73, align 4, !dbg !128, !tbaa !125
  ret void, !dbg !129
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone ssp willreturn
define noundef i64 @_Z7sum_big3Big([12 x i32] %0) local_unnamed_addr #4 !dbg !130 {
  %2 = extractvalue [12 x i32] %0, 0
  call void @llvm.dbg.value(metadata i32 %2, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !135
  %3 = extractvalue [12 x i32] %0, 1
  call void @llvm.dbg.value(metadata i32 %3, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !135
  %4 = extractvalue [12 x i32] %0, 2
  call void @llvm.dbg.value(metadata i32 %4, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !135
  %5 = extractvalue [12 x i32] %0, 3
  call void @llvm.dbg.value(metadata i32 %5, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !135
  %6 = extractvalue [12 x i32] %0, 4
  call void @llvm.dbg.value(metadata i32 %6, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !135
  %7 = extractvalue [12 x i32] %0, 5
  call void @llvm.dbg.value(metadata i32 %7, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !135
  %8 = extractvalue [12 x i32] %0, 6
  call void @llvm.dbg.value(metadata i32 %8, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !135
  %9 = extractvalue [12 x i32] %0, 7
  call void @llvm.dbg.value(metadata i32 %9, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !135
  %10 = extractvalue [12 x i32] %0, 8
  %11 = trunc i32 %10 to i8
  call void @llvm.dbg.value(metadata i8 %11, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 8)), !dbg !135
  call void @llvm.dbg.value(metadata i32 %10, metadata !134, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 264, 24)), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 288, 32)), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 32)), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 352, 32)), !dbg !135
  %12 = zext i32 %3 to i64, !dbg !136
  %13 = shl nuw i64 %12, 32, !dbg !136
  %14 = zext i32 %2 to i64, !dbg !136
  %15 = zext i32 %5 to i64, !dbg !137
  %16 = shl nuw i64 %15, 32, !dbg !137
  %17 = zext i32 %4 to i64, !dbg !137
  %18 = zext i32 %7 to i64, !dbg !138
  %19 = shl nuw i64 %18, 32, !dbg !138
  %20 = zext i32 %6 to i64, !dbg !138
  %21 = zext i32 %9 to i64, !dbg !139
  %22 = shl nuw i64 %21, 32, !dbg !139
  %23 = zext i32 %8 to i64, !dbg !139
  %24 = sext i8 %11 to i64, !dbg !140
  %25 = add nuw nsw i64 %20, %23, !dbg !137
  %26 = add nuw nsw i64 %25, %14, !dbg !136
  %27 = add nuw nsw i64 %26, %17, !dbg !137
  %28 = add i64 %27, %22, !dbg !138
  %29 = add i64 %28, %19, !dbg !138
  %30 = add i64 %29, %13, !dbg !139
  %31 = add i64 %30, %16, !dbg !139
  %32 = add i64 %31, %24, !dbg !141
  ret i64 %32, !dbg !142
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp willreturn writeonly
define void @_Z9swap_pair4Pair(%struct.Pair* noalias nocapture writeonly sret(%struct.Pair) align 4 %0, [2 x i32] %1) local_unnamed_addr #5 !dbg !143 {
  %3 = extractvalue [2 x i32] %1, 0
  call void @llvm.dbg.value(metadata i32 %3, metadata !147, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !149
  %4 = extractvalue [2 x i32] %1, 1
  %5 = bitcast i32 %4 to float
  call void @llvm.dbg.value(metadata float %5, metadata !147, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !149
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !148, metadata !DIExpression()), !dbg !150
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !151
  %7 = fptosi float %5 to i32, !dbg !152
  store i32 %7, i32* %6, align 4, !dbg !151, !tbaa !153
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !151
  %9 = sitofp i32 %3 to float, !dbg !157
  store float %9, float* %8, align 4, !dbg !151, !tbaa !158
  ret void, !dbg !159
}

; Function Attrs: mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #6 !dbg !160 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !166, metadata !DIExpression()), !dbg !167
  %2 = icmp eq i32 %0, 0, !dbg !168
  %3 = select i1 %2, i32 1, i32 %0, !dbg !168
  %4 = tail call i8* @malloc(i32 noundef %3), !dbg !169
  ret i8* %4, !dbg !170
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind ssp willreturn
define void @_ZdlPv(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !171 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !175, metadata !DIExpression()), !dbg !176
  tail call void @free(i8* noundef %0), !dbg !177
  ret void, !dbg !178
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress nounwind ssp willreturn
define void @_ZdlPvm(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !179 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !183, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 %1, metadata !184, metadata !DIExpression()), !dbg !185
  tail call void @free(i8* noundef %0), !dbg !186
  ret void, !dbg !187
}

; Function Attrs: norecurse ssp
define noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !188 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 4
  %3 = alloca %struct.Pair, align 4
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !190, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !190, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !190, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !330
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !212, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !217, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !331
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !211, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !215, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !218, metadata !DIExpression()), !dbg !332
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 6.000000e+00), !dbg !333
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !211, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !218, metadata !DIExpression()), !dbg !332
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 1.600000e+01), !dbg !333
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !211, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !218, metadata !DIExpression()), !dbg !332
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double noundef 4.000000e+00), !dbg !333
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !211, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !215, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !331
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef 2.600000e+01), !dbg !335
  call void @llvm.dbg.value(metadata i32 5, metadata !226, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !257, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !259, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata i32 20, metadata !226, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !330
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i32 noundef 20, i32 noundef 5), !dbg !336
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !337
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %9) #20, !dbg !337
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !261, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !339, metadata !DIExpression()), !dbg !347
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !349, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !353
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 0, !dbg !355
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1, !dbg !356
  store i32 1, i32* %11, align 4, !dbg !356, !tbaa !357
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !359, metadata !DIExpression()), !dbg !368
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0, !dbg !370
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1, !dbg !371
  store i32 2, i32* %13, align 4, !dbg !371, !tbaa !372
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !374, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !382
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0, !dbg !384
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1, !dbg !385
  store i32 3, i32* %15, align 4, !dbg !385, !tbaa !386
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %12, align 4, !dbg !388, !tbaa !389
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !388, !tbaa !389
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !388, !tbaa !389
  %16 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2, !dbg !391
  store i32 4, i32* %16, align 4, !dbg !391, !tbaa !392
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, !dbg !394
  %18 = bitcast %struct.Base* %17 to i8*, !dbg !394
  call void @llvm.dbg.value(metadata %struct.Base* %17, metadata !282, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !284, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !284, metadata !DIExpression()), !dbg !330
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !395
  %20 = call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #20, !dbg !396
  %21 = icmp ne i8* %20, null, !dbg !396
  %22 = zext i1 %21 to i32, !dbg !396
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %22), !dbg !397
  call void @llvm.dbg.value(metadata i32 0, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 1, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 4, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 9, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 16, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 25, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 36, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 49, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !330
  call void @llvm.dbg.value(metadata i32 7, metadata !310, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata i32 7, metadata !311, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata i32* undef, metadata !316, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata i32 8, metadata !315, metadata !DIExpression()), !dbg !330
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !398
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !399
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 42), !dbg !400
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !401
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)), !dbg !402
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !403
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #20, !dbg !403
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !326, metadata !DIExpression()), !dbg !404
  call void @_Z8make_bigi(%struct.Big* nonnull sret(%struct.Big) align 4 %2, i32 noundef 5), !dbg !405
  %30 = bitcast %struct.Big* %2 to i32*, !dbg !406
  %31 = load i32, i32* %30, align 4, !dbg !406, !tbaa.struct !407
  %32 = getelementptr inbounds i8, i8* %29, i32 4, !dbg !406
  %33 = bitcast i8* %32 to i32*, !dbg !406
  %34 = load i32, i32* %33, align 4, !dbg !406, !tbaa.struct !409
  %35 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, !dbg !406
  %36 = bitcast i64* %35 to i32*, !dbg !406
  %37 = load i32, i32* %36, align 4, !dbg !406, !tbaa.struct !410
  %38 = getelementptr inbounds i8, i8* %29, i32 12, !dbg !406
  %39 = bitcast i8* %38 to i32*, !dbg !406
  %40 = load i32, i32* %39, align 4, !dbg !406, !tbaa.struct !411
  %41 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2, !dbg !406
  %42 = bitcast i64* %41 to i32*, !dbg !406
  %43 = load i32, i32* %42, align 4, !dbg !406, !tbaa.struct !412
  %44 = getelementptr inbounds i8, i8* %29, i32 20, !dbg !406
  %45 = bitcast i8* %44 to i32*, !dbg !406
  %46 = load i32, i32* %45, align 4, !dbg !406, !tbaa.struct !413
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3, !dbg !406
  %48 = bitcast i64* %47 to i32*, !dbg !406
  %49 = load i32, i32* %48, align 4, !dbg !406, !tbaa.struct !414
  %50 = getelementptr inbounds i8, i8* %29, i32 28, !dbg !406
  %51 = bitcast i8* %50 to i32*, !dbg !406
  %52 = load i32, i32* %51, align 4, !dbg !406, !tbaa.struct !415
  %53 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, !dbg !406
  %54 = bitcast [13 x i8]* %53 to i32*, !dbg !406
  %55 = load i32, i32* %54, align 4, !dbg !406, !tbaa.struct !416
  %56 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 4, !dbg !406
  %57 = bitcast i8* %56 to i32*, !dbg !406
  %58 = load i32, i32* %57, align 4, !dbg !406, !tbaa.struct !417
  %59 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 8, !dbg !406
  %60 = bitcast i8* %59 to i32*, !dbg !406
  %61 = load i32, i32* %60, align 4, !dbg !406, !tbaa.struct !418
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 12, !dbg !406
  %63 = bitcast i8* %62 to i32*, !dbg !406
  %64 = load i32, i32* %63, align 4, !dbg !406, !tbaa.struct !419
  %65 = insertvalue [12 x i32] poison, i32 %31, 0, !dbg !420
  %66 = insertvalue [12 x i32] %65, i32 %34, 1, !dbg !420
  %67 = insertvalue [12 x i32] %66, i32 %37, 2, !dbg !420
  %68 = insertvalue [12 x i32] %67, i32 %40, 3, !dbg !420
  %69 = insertvalue [12 x i32] %68, i32 %43, 4, !dbg !420
  %70 = insertvalue [12 x i32] %69, i32 %46, 5, !dbg !420
  %71 = insertvalue [12 x i32] %70, i32 %49, 6, !dbg !420
  %72 = insertvalue [12 x i32] %71, i32 %52, 7, !dbg !420
  %73 = insertvalue [12 x i32] %72, i32 %55, 8, !dbg !420
  %74 = insertvalue [12 x i32] %73, i32 %58, 9, !dbg !420
  %75 = insertvalue [12 x i32] %74, i32 %61, 10, !dbg !420
  %76 = insertvalue [12 x i32] %75, i32 %64, 11, !dbg !420
  %77 = call noundef i64 @_Z7sum_big3Big([12 x i32] %76), !dbg !420
  %78 = getelementptr inbounds [13 x i8], [13 x i8]* %53, i32 0, i32 0, !dbg !421
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %77, i8* noundef nonnull %78), !dbg !422
  %80 = bitcast %struct.Pair* %3 to i8*, !dbg !423
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %80) #20, !dbg !423
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !327, metadata !DIExpression()), !dbg !424
  call void @_Z9swap_pair4Pair(%struct.Pair* nonnull sret(%struct.Pair) align 4 %3, [2 x i32] [i32 3, i32 1092091904]), !dbg !425
  %81 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !426
  %82 = load i32, i32* %81, align 4, !dbg !426, !tbaa !153
  %83 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !427
  %84 = load float, float* %83, align 4, !dbg !427, !tbaa !158
  %85 = fpext float %84 to double, !dbg !428
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %82, double noundef %85), !dbg !429
  %87 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !430
  %88 = and i8 %87, 1, !dbg !430
  %89 = icmp eq i8 %88, 0, !dbg !430
  br i1 %89, label %90, label %99, !dbg !430, !prof !432

90:                                               ; preds = %0
  %91 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !430
  %92 = icmp eq i32 %91, 0, !dbg !430
  br i1 %92, label %99, label %93, !dbg !430

93:                                               ; preds = %90
  invoke fastcc void @_ZL8registryv()
          to label %94 unwind label %97, !dbg !433

94:                                               ; preds = %93
  %95 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !434
  %96 = select i1 %95, i32 3, i32 0, !dbg !434
  store i32 %96, i32* @_ZZL7countervE1n, align 4, !dbg !430, !tbaa !435
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !430
  br label %99, !dbg !430

97:                                               ; preds = %93
  %98 = landingpad { i8*, i32 }
          cleanup, !dbg !436
  br label %129

99:                                               ; preds = %94, %90, %0
  %100 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !437, !tbaa !435
  %101 = add nsw i32 %100, 1, !dbg !437
  store i32 %101, i32* @_ZZL7countervE1n, align 4, !dbg !437, !tbaa !435
  call void @llvm.dbg.value(metadata i32 %101, metadata !328, metadata !DIExpression()), !dbg !330
  %102 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !438
  %103 = and i8 %102, 1, !dbg !438
  %104 = icmp eq i8 %103, 0, !dbg !438
  br i1 %104, label %105, label %114, !dbg !438, !prof !432

105:                                              ; preds = %99
  %106 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !438
  %107 = icmp eq i32 %106, 0, !dbg !438
  br i1 %107, label %114, label %108, !dbg !438

108:                                              ; preds = %105
  invoke fastcc void @_ZL8registryv()
          to label %109 unwind label %112, !dbg !440

109:                                              ; preds = %108
  %110 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !441
  %111 = select i1 %110, i32 3, i32 0, !dbg !441
  store i32 %111, i32* @_ZZL7countervE1n, align 4, !dbg !438, !tbaa !435
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !438
  br label %114, !dbg !438

112:                                              ; preds = %108
  %113 = landingpad { i8*, i32 }
          cleanup, !dbg !442
  br label %129

114:                                              ; preds = %109, %105, %99
  %115 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !443, !tbaa !435
  %116 = add nsw i32 %115, 1, !dbg !443
  store i32 %116, i32* @_ZZL7countervE1n, align 4, !dbg !443, !tbaa !435
  call void @llvm.dbg.value(metadata i32 %116, metadata !329, metadata !DIExpression()), !dbg !330
  %117 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !444
  %118 = and i8 %117, 1, !dbg !444
  %119 = icmp eq i8 %118, 0, !dbg !444
  br i1 %119, label %120, label %125, !dbg !444, !prof !432

120:                                              ; preds = %114
  %121 = call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !444
  %122 = icmp eq i32 %121, 0, !dbg !444
  br i1 %122, label %125, label %123, !dbg !444

123:                                              ; preds = %120
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !446
  %124 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !456
  call void @__cxa_guard_release(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !444
  br label %125, !dbg !444

125:                                              ; preds = %123, %120, %114
  %126 = load i1, i1* @_ZZL8registryvE1r.0, align 4, !dbg !458
  %127 = select i1 %126, i32 3, i32 0, !dbg !458
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %101, i32 noundef %116, i32 noundef %127), !dbg !459
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %80) #20, !dbg !460
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !460
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #20, !dbg !460
  ret i32 0, !dbg !460

129:                                              ; preds = %112, %97
  %130 = phi { i8*, i32 } [ %98, %97 ], [ %113, %112 ]
  call void @__cxa_guard_abort(i32* nonnull @_ZGVZL7countervE1n) #20, !dbg !330
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %80) #20, !dbg !460
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #20, !dbg !460
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %9) #20, !dbg !460
  resume { i8*, i32 } %130, !dbg !460
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #13

; Function Attrs: nofree norecurse ssp
define internal fastcc void @_ZL8registryv() unnamed_addr #14 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !39 {
  %1 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !461
  %2 = and i8 %1, 1, !dbg !461
  %3 = icmp eq i8 %2, 0, !dbg !461
  br i1 %3, label %4, label %9, !dbg !461, !prof !432

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !461
  %6 = icmp eq i32 %5, 0, !dbg !461
  br i1 %6, label %9, label %7, !dbg !461

7:                                                ; preds = %4
  store i1 true, i1* @_ZZL8registryvE1r.0, align 4, !dbg !462
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !465
  tail call void @__cxa_guard_release(i32* nonnull @_ZGVZL8registryvE1r) #20, !dbg !461
  br label %9, !dbg !461

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !466
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 align 2 !dbg !467 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !470, metadata !DIExpression()), !dbg !471
  ret %struct.Diamond* %0, !dbg !472
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #16 align 2 !dbg !473 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !475, metadata !DIExpression()), !dbg !477
  %2 = bitcast %struct.Diamond* %0 to i8**, !dbg !478
  %3 = load i8*, i8** %2, align 4, !dbg !478, !tbaa !389
  %4 = getelementptr i8, i8* %3, i32 -12, !dbg !478
  %5 = bitcast i8* %4 to i32*, !dbg !478
  %6 = load i32, i32* %5, align 4, !dbg !478
  %7 = bitcast %struct.Diamond* %0 to i8*, !dbg !478
  %8 = getelementptr inbounds i8, i8* %7, i32 %6, !dbg !478
  %9 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !478
  %10 = bitcast i8* %9 to i32*, !dbg !478
  %11 = load i32, i32* %10, align 4, !dbg !478, !tbaa !357
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 0, i32 1, !dbg !479
  %13 = load i32, i32* %12, align 4, !dbg !479, !tbaa !372
  %14 = add nsw i32 %13, %11, !dbg !480
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 1, i32 1, !dbg !481
  %16 = load i32, i32* %15, align 4, !dbg !481, !tbaa !386
  %17 = add nsw i32 %14, %16, !dbg !482
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 0, i32 2, !dbg !483
  %19 = load i32, i32* %18, align 4, !dbg !483, !tbaa !392
  %20 = add nsw i32 %17, %19, !dbg !484
  ret i32 %20, !dbg !485
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #15 align 2 personality i32 (...)* @__gxx_personality_sj0 !dbg !486 {
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !488, metadata !DIExpression()), !dbg !489
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !490
  call void @llvm.dbg.value(metadata i8* %2, metadata !175, metadata !DIExpression()) #20, !dbg !491
  tail call void @free(i8* noundef nonnull %2) #20, !dbg !493
  ret void, !dbg !490
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 align 2 !dbg !494 {
  ret %struct.Diamond* undef, !dbg !496
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 align 2 personality i32 (...)* @__gxx_personality_sj0 !dbg !497 {
  %2 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 3, !dbg !498
  %3 = bitcast %struct.Base* %2 to i8*, !dbg !499
  call void @llvm.dbg.value(metadata i8* %3, metadata !488, metadata !DIExpression()) #20, !dbg !501
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()) #20, !dbg !502
  tail call void @free(i8* noundef nonnull %3) #20, !dbg !504
  ret void, !dbg !498
}

; Function Attrs: ssp
define linkonce_odr noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #17 align 2 !dbg !505 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !506
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !506
  %4 = load i8*, i8** %3, align 4, !dbg !506
  %5 = getelementptr inbounds i8, i8* %4, i32 -12, !dbg !506
  %6 = bitcast i8* %5 to i32*, !dbg !506
  %7 = load i32, i32* %6, align 4, !dbg !506
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !506
  call void @llvm.dbg.value(metadata i8* %8, metadata !475, metadata !DIExpression()), !dbg !507
  %9 = bitcast i8* %8 to i8**, !dbg !509
  %10 = load i8*, i8** %9, align 4, !dbg !509, !tbaa !389
  %11 = getelementptr i8, i8* %10, i32 -12, !dbg !509
  %12 = bitcast i8* %11 to i32*, !dbg !509
  %13 = load i32, i32* %12, align 4, !dbg !509
  %14 = getelementptr inbounds i8, i8* %8, i32 %13, !dbg !509
  %15 = getelementptr inbounds i8, i8* %14, i32 4, !dbg !509
  %16 = bitcast i8* %15 to i32*, !dbg !509
  %17 = load i32, i32* %16, align 4, !dbg !509, !tbaa !357
  %18 = getelementptr inbounds i8, i8* %8, i32 4, !dbg !510
  %19 = bitcast i8* %18 to i32*, !dbg !510
  %20 = load i32, i32* %19, align 4, !dbg !510, !tbaa !372
  %21 = add nsw i32 %20, %17, !dbg !511
  %22 = getelementptr inbounds i8, i8* %8, i32 12, !dbg !512
  %23 = bitcast i8* %22 to i32*, !dbg !512
  %24 = load i32, i32* %23, align 4, !dbg !512, !tbaa !386
  %25 = add nsw i32 %21, %24, !dbg !513
  %26 = getelementptr inbounds i8, i8* %8, i32 16, !dbg !514
  %27 = bitcast i8* %26 to i32*, !dbg !514
  %28 = load i32, i32* %27, align 4, !dbg !514, !tbaa !392
  %29 = add nsw i32 %25, %28, !dbg !515
  ret i32 %29, !dbg !506
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #15 align 2 !dbg !516 {
  ret %struct.Diamond* undef, !dbg !517
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #15 align 2 personality i32 (...)* @__gxx_personality_sj0 !dbg !518 {
  %2 = bitcast %struct.Diamond* %0 to i8*, !dbg !519
  %3 = bitcast %struct.Diamond* %0 to i8**, !dbg !519
  %4 = load i8*, i8** %3, align 4, !dbg !519
  %5 = getelementptr inbounds i8, i8* %4, i32 -16, !dbg !519
  %6 = bitcast i8* %5 to i32*, !dbg !519
  %7 = load i32, i32* %6, align 4, !dbg !519
  %8 = getelementptr inbounds i8, i8* %2, i32 %7, !dbg !519
  call void @llvm.dbg.value(metadata i8* %8, metadata !488, metadata !DIExpression()) #20, !dbg !520
  call void @llvm.dbg.value(metadata i8* %8, metadata !175, metadata !DIExpression()) #20, !dbg !522
  tail call void @free(i8* noundef nonnull %8) #20, !dbg !524
  ret void, !dbg !519
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind ssp writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind ssp willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nobuiltin nounwind ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress nounwind ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { norecurse ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nofree nounwind readonly }
attributes #14 = { nofree norecurse ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #15 = { inlinehint nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #16 = { mustprogress nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #17 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #18 = { nofree nounwind }
attributes #19 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !36, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!8 = !{!9, !6, !10, !11, !32}
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
!36 = !{!0, !37}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "r", scope: !39, file: !3, line: 82, type: !43, isLocal: true, isDefinition: true)
!39 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !3, file: !3, line: 81, type: !40, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !43, size: 32)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, identifier: "_ZTS8Registry")
!44 = !{!45, !46, !50}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !43, file: !3, line: 77, baseType: !6, size: 32)
!46 = !DISubprogram(name: "Registry", scope: !43, file: !3, line: 78, type: !47, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DISubprogram(name: "~Registry", scope: !43, file: !3, line: 79, type: !47, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !{}
!52 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!53 = !{i32 7, !"Dwarf Version", i32 2}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 1, !"min_enum_size", i32 4}
!57 = !{i32 1, !"branch-target-enforcement", i32 0}
!58 = !{i32 1, !"sign-return-address", i32 0}
!59 = !{i32 1, !"sign-return-address-all", i32 0}
!60 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!61 = !{i32 7, !"PIC Level", i32 2}
!62 = !{i32 7, !"frame-pointer", i32 2}
!63 = !{!"Debian clang version 14.0.6"}
!64 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !65, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !72, retainedNodes: !69)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!69 = !{!70, !71}
!70 = !DILocalVariable(name: "a", arg: 1, scope: !64, file: !3, line: 53, type: !67)
!71 = !DILocalVariable(arg: 2, scope: !64, file: !3, line: 53, type: !67)
!72 = !{!73}
!73 = !DITemplateTypeParameter(name: "T", type: !67)
!74 = !DILocation(line: 0, scope: !64)
!75 = !DILocation(line: 53, column: 77, scope: !64)
!76 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !77, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !90)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !6}
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !80, identifier: "_ZTS3Big")
!80 = !{!81, !83, !84, !85, !86}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !3, line: 62, baseType: !82, size: 64)
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !3, line: 62, baseType: !82, size: 64, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !3, line: 62, baseType: !82, size: 64, offset: 128)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !3, line: 62, baseType: !82, size: 64, offset: 192)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !79, file: !3, line: 62, baseType: !87, size: 104, offset: 256)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 13)
!90 = !{!91, !92, !93}
!91 = !DILocalVariable(name: "seed", arg: 1, scope: !76, file: !3, line: 65, type: !6)
!92 = !DILocalVariable(name: "r", scope: !76, file: !3, line: 66, type: !79)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 68, type: !6)
!94 = distinct !DILexicalBlock(scope: !76, file: !3, line: 68, column: 3)
!95 = !DILocation(line: 0, scope: !76)
!96 = !DILocation(line: 66, column: 7, scope: !76)
!97 = !DILocation(line: 67, column: 9, scope: !76)
!98 = !DILocation(line: 67, column: 5, scope: !76)
!99 = !DILocation(line: 67, column: 7, scope: !76)
!100 = !{!101, !102, i64 0}
!101 = !{!"_ZTS3Big", !102, i64 0, !102, i64 8, !102, i64 16, !102, i64 24, !103, i64 32}
!102 = !{!"long long", !103, i64 0}
!103 = !{!"omnipotent char", !104, i64 0}
!104 = !{!"Simple C++ TBAA"}
!105 = !DILocation(line: 67, column: 26, scope: !76)
!106 = !DILocation(line: 67, column: 21, scope: !76)
!107 = !DILocation(line: 67, column: 17, scope: !76)
!108 = !DILocation(line: 67, column: 19, scope: !76)
!109 = !{!101, !102, i64 8}
!110 = !DILocation(line: 67, column: 42, scope: !76)
!111 = !DILocation(line: 67, column: 37, scope: !76)
!112 = !DILocation(line: 67, column: 33, scope: !76)
!113 = !DILocation(line: 67, column: 35, scope: !76)
!114 = !{!101, !102, i64 16}
!115 = !DILocation(line: 67, column: 53, scope: !76)
!116 = !DILocation(line: 67, column: 49, scope: !76)
!117 = !DILocation(line: 67, column: 51, scope: !76)
!118 = !{!101, !102, i64 24}
!119 = !DILocation(line: 0, scope: !94)
!120 = !DILocation(line: 68, column: 67, scope: !121)
!121 = distinct !DILexicalBlock(scope: !94, file: !3, line: 68, column: 3)
!122 = !DILocation(line: 68, column: 49, scope: !121)
!123 = !DILocation(line: 68, column: 32, scope: !121)
!124 = !DILocation(line: 68, column: 41, scope: !121)
!125 = !{!103, !103, i64 0}
!126 = !DILocation(line: 68, column: 62, scope: !121)
!127 = !DILocation(line: 69, column: 3, scope: !76)
!128 = !DILocation(line: 69, column: 13, scope: !76)
!129 = !DILocation(line: 70, column: 3, scope: !76)
!130 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !131, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!82, !79}
!133 = !{!134}
!134 = !DILocalVariable(name: "b", arg: 1, scope: !130, file: !3, line: 72, type: !79)
!135 = !DILocation(line: 0, scope: !130)
!136 = !DILocation(line: 72, column: 69, scope: !130)
!137 = !DILocation(line: 72, column: 65, scope: !130)
!138 = !DILocation(line: 72, column: 71, scope: !130)
!139 = !DILocation(line: 72, column: 77, scope: !130)
!140 = !DILocation(line: 72, column: 85, scope: !130)
!141 = !DILocation(line: 72, column: 83, scope: !130)
!142 = !DILocation(line: 72, column: 54, scope: !130)
!143 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !144, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!32, !32}
!146 = !{!147, !148}
!147 = !DILocalVariable(name: "p", arg: 1, scope: !143, file: !3, line: 73, type: !32)
!148 = !DILocalVariable(name: "q", scope: !143, file: !3, line: 73, type: !32)
!149 = !DILocation(line: 0, scope: !143)
!150 = !DILocation(line: 73, column: 57, scope: !143)
!151 = !DILocation(line: 73, column: 61, scope: !143)
!152 = !DILocation(line: 73, column: 67, scope: !143)
!153 = !{!154, !155, i64 0}
!154 = !{!"_ZTS4Pair", !155, i64 0, !156, i64 4}
!155 = !{!"int", !103, i64 0}
!156 = !{!"float", !103, i64 0}
!157 = !DILocation(line: 73, column: 79, scope: !143)
!158 = !{!154, !156, i64 4}
!159 = !DILocation(line: 73, column: 85, scope: !143)
!160 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !161, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !165)
!161 = !DISubroutineType(types: !162)
!162 = !{!163, !164}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!164 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!165 = !{!166}
!166 = !DILocalVariable(name: "n", arg: 1, scope: !160, file: !3, line: 91, type: !164)
!167 = !DILocation(line: 0, scope: !160)
!168 = !DILocation(line: 91, column: 53, scope: !160)
!169 = !DILocation(line: 91, column: 46, scope: !160)
!170 = !DILocation(line: 91, column: 39, scope: !160)
!171 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !172, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !163}
!174 = !{!175}
!175 = !DILocalVariable(name: "p", arg: 1, scope: !171, file: !3, line: 92, type: !163)
!176 = !DILocation(line: 0, scope: !171)
!177 = !DILocation(line: 92, column: 42, scope: !171)
!178 = !DILocation(line: 92, column: 51, scope: !171)
!179 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !180, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !163, !164}
!182 = !{!183, !184}
!183 = !DILocalVariable(name: "p", arg: 1, scope: !179, file: !3, line: 93, type: !163)
!184 = !DILocalVariable(arg: 2, scope: !179, file: !3, line: 93, type: !164)
!185 = !DILocation(line: 0, scope: !179)
!186 = !DILocation(line: 93, column: 57, scope: !179)
!187 = !DILocation(line: 93, column: 66, scope: !179)
!188 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !189)
!189 = !{!190, !211, !212, !215, !217, !218, !220, !222, !223, !224, !226, !257, !259, !261, !282, !284, !286, !308, !310, !311, !315, !316, !320, !322, !326, !327, !328, !329}
!190 = !DILocalVariable(name: "shapes", scope: !188, file: !3, line: 96, type: !191)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 96, elements: !209)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 32)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !194, vtableHolder: !193, identifier: "_ZTS5Shape")
!194 = !{!195, !196, !200, !206}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!196 = !DISubprogram(name: "~Shape", scope: !193, file: !3, line: 10, type: !197, scopeLine: 10, containingType: !193, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!200 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !193, file: !3, line: 11, type: !201, scopeLine: 11, containingType: !193, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{!203, !204}
!203 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!206 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !193, file: !3, line: 12, type: !207, scopeLine: 12, containingType: !193, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!67, !204}
!209 = !{!210}
!210 = !DISubrange(count: 3)
!211 = !DILocalVariable(name: "total", scope: !188, file: !3, line: 97, type: !203)
!212 = !DILocalVariable(name: "__range1", scope: !213, type: !214, flags: DIFlagArtificial)
!213 = distinct !DILexicalBlock(scope: !188, file: !3, line: 98, column: 3)
!214 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !191, size: 32)
!215 = !DILocalVariable(name: "__begin1", scope: !213, type: !216, flags: DIFlagArtificial)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 32)
!217 = !DILocalVariable(name: "__end1", scope: !213, type: !216, flags: DIFlagArtificial)
!218 = !DILocalVariable(name: "s", scope: !219, file: !3, line: 98, type: !192)
!219 = distinct !DILexicalBlock(scope: !213, file: !3, line: 98, column: 3)
!220 = !DILocalVariable(name: "__range1", scope: !221, type: !214, flags: DIFlagArtificial)
!221 = distinct !DILexicalBlock(scope: !188, file: !3, line: 102, column: 3)
!222 = !DILocalVariable(name: "__begin1", scope: !221, type: !216, flags: DIFlagArtificial)
!223 = !DILocalVariable(name: "__end1", scope: !221, type: !216, flags: DIFlagArtificial)
!224 = !DILocalVariable(name: "s", scope: !225, file: !3, line: 102, type: !192)
!225 = distinct !DILexicalBlock(scope: !221, file: !3, line: 102, column: 3)
!226 = !DILocalVariable(name: "w", scope: !188, file: !3, line: 105, type: !227)
!227 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !228, vtableHolder: !230, identifier: "_ZTS6Widget")
!228 = !{!229, !239, !248, !253}
!229 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !227, baseType: !230, extraData: i32 0)
!230 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !231, vtableHolder: !230, identifier: "_ZTS5Named")
!231 = !{!232, !233, !234}
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !230, file: !3, line: 27, baseType: !6, size: 32, offset: 32)
!234 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !230, file: !3, line: 27, type: !235, scopeLine: 27, containingType: !230, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!67, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !230)
!239 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !227, baseType: !240, offset: 64, extraData: i32 0)
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !241, vtableHolder: !240, identifier: "_ZTS7Counted")
!241 = !{!242, !243, !244}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !240, file: !3, line: 28, baseType: !6, size: 32, offset: 32)
!244 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !240, file: !3, line: 28, type: !245, scopeLine: 28, containingType: !240, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !227, file: !3, line: 31, type: !249, scopeLine: 31, containingType: !227, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!67, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !227)
!253 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !227, file: !3, line: 32, type: !254, scopeLine: 32, containingType: !227, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !256}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!257 = !DILocalVariable(name: "c", scope: !188, file: !3, line: 106, type: !258)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 32)
!259 = !DILocalVariable(name: "n", scope: !188, file: !3, line: 107, type: !260)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 32)
!261 = !DILocalVariable(name: "d", scope: !188, file: !3, line: 111, type: !262)
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !263, vtableHolder: !265, identifier: "_ZTS7Diamond")
!263 = !{!264, !275, !276, !277}
!264 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !262, baseType: !265, extraData: i32 0)
!265 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !266, vtableHolder: !265, identifier: "_ZTS4Left")
!266 = !{!267, !268, !269, !270}
!267 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !265, baseType: !15, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !265, file: !3, line: 36, baseType: !6, size: 32, offset: 32)
!270 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !265, file: !3, line: 36, type: !271, scopeLine: 36, containingType: !265, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!6, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!274 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !265)
!275 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !262, baseType: !12, offset: 64, extraData: i32 0)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !262, file: !3, line: 38, baseType: !6, size: 32, offset: 128)
!277 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !262, file: !3, line: 38, type: !278, scopeLine: 38, containingType: !262, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!6, !280}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !262)
!282 = !DILocalVariable(name: "bp", scope: !188, file: !3, line: 112, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!284 = !DILocalVariable(name: "lp", scope: !188, file: !3, line: 113, type: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 32)
!286 = !DILocalVariable(name: "arr", scope: !188, file: !3, line: 117, type: !287)
!287 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !288, templateParams: !305, identifier: "_ZTS5ArrayIiLi8EE")
!288 = !{!289, !293, !298}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !287, file: !3, line: 43, baseType: !290, size: 256)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !291)
!291 = !{!292}
!292 = !DISubrange(count: 8)
!293 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !287, file: !3, line: 44, type: !294, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{!296, !297, !6}
!296 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !287, file: !3, line: 45, type: !299, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DISubroutineType(types: !300)
!300 = !{!301, !303, !6}
!301 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !302, size: 32)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !287)
!305 = !{!306, !307}
!306 = !DITemplateTypeParameter(name: "T", type: !6)
!307 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!308 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 118, type: !6)
!309 = distinct !DILexicalBlock(scope: !188, file: !3, line: 118, column: 3)
!310 = !DILocalVariable(name: "bias", scope: !188, file: !3, line: 119, type: !6)
!311 = !DILocalVariable(name: "add", scope: !188, file: !3, line: 120, type: !312)
!312 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !188, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !313)
!313 = !{!314}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !312, file: !3, line: 120, baseType: !6, size: 32)
!315 = !DILocalVariable(name: "prod_count", scope: !188, file: !3, line: 121, type: !6)
!316 = !DILocalVariable(name: "mul", scope: !188, file: !3, line: 122, type: !317)
!317 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !188, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !318)
!318 = !{!319}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !317, file: !3, line: 122, baseType: !296, size: 32)
!320 = !DILocalVariable(name: "gen", scope: !188, file: !3, line: 124, type: !321)
!321 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !188, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !51)
!322 = !DILocalVariable(name: "fp", scope: !188, file: !3, line: 126, type: !323)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 32)
!324 = !DISubroutineType(types: !325)
!325 = !{!6, !6}
!326 = !DILocalVariable(name: "b", scope: !188, file: !3, line: 132, type: !79)
!327 = !DILocalVariable(name: "p", scope: !188, file: !3, line: 134, type: !32)
!328 = !DILocalVariable(name: "a1", scope: !188, file: !3, line: 137, type: !6)
!329 = !DILocalVariable(name: "a2", scope: !188, file: !3, line: 137, type: !6)
!330 = !DILocation(line: 0, scope: !188)
!331 = !DILocation(line: 0, scope: !213)
!332 = !DILocation(line: 0, scope: !219)
!333 = !DILocation(line: 99, column: 5, scope: !334)
!334 = distinct !DILexicalBlock(scope: !219, file: !3, line: 98, column: 27)
!335 = !DILocation(line: 103, column: 3, scope: !188)
!336 = !DILocation(line: 109, column: 3, scope: !188)
!337 = !DILocation(line: 111, column: 3, scope: !188)
!338 = !DILocation(line: 111, column: 11, scope: !188)
!339 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!340 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !262, file: !3, line: 38, type: !341, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !344, retainedNodes: !345)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !343}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DISubprogram(name: "Diamond", scope: !262, type: !341, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !{!339}
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 32)
!347 = !DILocation(line: 0, scope: !340, inlinedAt: !348)
!348 = distinct !DILocation(line: 111, column: 11, scope: !188)
!349 = !DILocalVariable(name: "this", arg: 1, scope: !350, type: !283, flags: DIFlagArtificial | DIFlagObjectPointer)
!350 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !351, retainedNodes: !352)
!351 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !{!349}
!353 = !DILocation(line: 0, scope: !350, inlinedAt: !354)
!354 = distinct !DILocation(line: 38, column: 8, scope: !340, inlinedAt: !348)
!355 = !DILocation(line: 35, column: 8, scope: !350, inlinedAt: !354)
!356 = !DILocation(line: 35, column: 19, scope: !350, inlinedAt: !354)
!357 = !{!358, !155, i64 4}
!358 = !{!"_ZTS4Base", !155, i64 4}
!359 = !DILocalVariable(name: "this", arg: 1, scope: !360, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !265, file: !3, line: 36, type: !361, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !364, retainedNodes: !365)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !363}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DISubprogram(name: "Left", scope: !265, type: !361, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !{!359, !366}
!366 = !DILocalVariable(name: "vtt", arg: 2, scope: !360, type: !367, flags: DIFlagArtificial)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32)
!368 = !DILocation(line: 0, scope: !360, inlinedAt: !369)
!369 = distinct !DILocation(line: 38, column: 8, scope: !340, inlinedAt: !348)
!370 = !DILocation(line: 36, column: 8, scope: !360, inlinedAt: !369)
!371 = !DILocation(line: 36, column: 34, scope: !360, inlinedAt: !369)
!372 = !{!373, !155, i64 4}
!373 = !{!"_ZTS4Left", !155, i64 4}
!374 = !DILocalVariable(name: "this", arg: 1, scope: !375, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!375 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !376, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !379, retainedNodes: !380)
!376 = !DISubroutineType(types: !377)
!377 = !{null, !378}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DISubprogram(name: "Right", scope: !12, type: !376, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !{!374, !381}
!381 = !DILocalVariable(name: "vtt", arg: 2, scope: !375, type: !367, flags: DIFlagArtificial)
!382 = !DILocation(line: 0, scope: !375, inlinedAt: !383)
!383 = distinct !DILocation(line: 38, column: 8, scope: !340, inlinedAt: !348)
!384 = !DILocation(line: 37, column: 8, scope: !375, inlinedAt: !383)
!385 = !DILocation(line: 37, column: 35, scope: !375, inlinedAt: !383)
!386 = !{!387, !155, i64 4}
!387 = !{!"_ZTS5Right", !155, i64 4}
!388 = !DILocation(line: 38, column: 8, scope: !340, inlinedAt: !348)
!389 = !{!390, !390, i64 0}
!390 = !{!"vtable pointer", !104, i64 0}
!391 = !DILocation(line: 38, column: 36, scope: !340, inlinedAt: !348)
!392 = !{!393, !155, i64 16}
!393 = !{!"_ZTS7Diamond", !155, i64 16}
!394 = !DILocation(line: 112, column: 14, scope: !188)
!395 = !DILocation(line: 114, column: 3, scope: !188)
!396 = !DILocation(line: 115, column: 31, scope: !188)
!397 = !DILocation(line: 115, column: 3, scope: !188)
!398 = !DILocation(line: 123, column: 3, scope: !188)
!399 = !DILocation(line: 125, column: 3, scope: !188)
!400 = !DILocation(line: 127, column: 3, scope: !188)
!401 = !DILocation(line: 129, column: 3, scope: !188)
!402 = !DILocation(line: 130, column: 3, scope: !188)
!403 = !DILocation(line: 132, column: 3, scope: !188)
!404 = !DILocation(line: 132, column: 7, scope: !188)
!405 = !DILocation(line: 132, column: 11, scope: !188)
!406 = !DILocation(line: 133, column: 35, scope: !188)
!407 = !{i64 0, i64 8, !408, i64 8, i64 8, !408, i64 16, i64 8, !408, i64 24, i64 8, !408, i64 32, i64 13, !125}
!408 = !{!102, !102, i64 0}
!409 = !{i64 0, i64 4, !408, i64 4, i64 8, !408, i64 12, i64 8, !408, i64 20, i64 8, !408, i64 28, i64 13, !125}
!410 = !{i64 0, i64 8, !408, i64 8, i64 8, !408, i64 16, i64 8, !408, i64 24, i64 13, !125}
!411 = !{i64 0, i64 4, !408, i64 4, i64 8, !408, i64 12, i64 8, !408, i64 20, i64 13, !125}
!412 = !{i64 0, i64 8, !408, i64 8, i64 8, !408, i64 16, i64 13, !125}
!413 = !{i64 0, i64 4, !408, i64 4, i64 8, !408, i64 12, i64 13, !125}
!414 = !{i64 0, i64 8, !408, i64 8, i64 13, !125}
!415 = !{i64 0, i64 4, !408, i64 4, i64 13, !125}
!416 = !{i64 0, i64 13, !125}
!417 = !{i64 0, i64 9, !125}
!418 = !{i64 0, i64 5, !125}
!419 = !{i64 0, i64 1, !125}
!420 = !DILocation(line: 133, column: 27, scope: !188)
!421 = !DILocation(line: 133, column: 39, scope: !188)
!422 = !DILocation(line: 133, column: 3, scope: !188)
!423 = !DILocation(line: 134, column: 3, scope: !188)
!424 = !DILocation(line: 134, column: 8, scope: !188)
!425 = !DILocation(line: 134, column: 12, scope: !188)
!426 = !DILocation(line: 135, column: 30, scope: !188)
!427 = !DILocation(line: 135, column: 35, scope: !188)
!428 = !DILocation(line: 135, column: 33, scope: !188)
!429 = !DILocation(line: 135, column: 3, scope: !188)
!430 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !431)
!431 = distinct !DILocation(line: 137, column: 12, scope: !188)
!432 = !{!"branch_weights", i32 1, i32 1048575}
!433 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !431)
!434 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !431)
!435 = !{!155, !155, i64 0}
!436 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !431)
!437 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !431)
!438 = !DILocation(line: 86, column: 3, scope: !2, inlinedAt: !439)
!439 = distinct !DILocation(line: 137, column: 28, scope: !188)
!440 = !DILocation(line: 86, column: 18, scope: !2, inlinedAt: !439)
!441 = !DILocation(line: 86, column: 29, scope: !2, inlinedAt: !439)
!442 = !DILocation(line: 88, column: 1, scope: !2, inlinedAt: !439)
!443 = !DILocation(line: 87, column: 10, scope: !2, inlinedAt: !439)
!444 = !DILocation(line: 82, column: 3, scope: !39, inlinedAt: !445)
!445 = distinct !DILocation(line: 138, column: 48, scope: !188)
!446 = !DILocation(line: 78, column: 16, scope: !447, inlinedAt: !451)
!447 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !43, file: !3, line: 78, type: !47, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !46, retainedNodes: !448)
!448 = !{!449}
!449 = !DILocalVariable(name: "this", arg: 1, scope: !447, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!451 = distinct !DILocation(line: 78, column: 27, scope: !452, inlinedAt: !455)
!452 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC1Ev", scope: !43, file: !3, line: 78, type: !47, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !46, retainedNodes: !453)
!453 = !{!454}
!454 = !DILocalVariable(name: "this", arg: 1, scope: !452, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = distinct !DILocation(line: 82, column: 19, scope: !39, inlinedAt: !445)
!456 = !DILocation(line: 78, column: 29, scope: !457, inlinedAt: !451)
!457 = distinct !DILexicalBlock(scope: !447, file: !3, line: 78, column: 27)
!458 = !DILocation(line: 138, column: 59, scope: !188)
!459 = !DILocation(line: 138, column: 3, scope: !188)
!460 = !DILocation(line: 140, column: 1, scope: !188)
!461 = !DILocation(line: 82, column: 3, scope: !39)
!462 = !DILocation(line: 78, column: 16, scope: !447, inlinedAt: !463)
!463 = distinct !DILocation(line: 78, column: 27, scope: !452, inlinedAt: !464)
!464 = distinct !DILocation(line: 82, column: 19, scope: !39)
!465 = !DILocation(line: 78, column: 29, scope: !457, inlinedAt: !463)
!466 = !DILocation(line: 83, column: 3, scope: !39)
!467 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !262, file: !3, line: 38, type: !341, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !468, retainedNodes: !469)
!468 = !DISubprogram(name: "~Diamond", scope: !262, type: !341, containingType: !262, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!469 = !{!470}
!470 = !DILocalVariable(name: "this", arg: 1, scope: !467, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!471 = !DILocation(line: 0, scope: !467)
!472 = !DILocation(line: 38, column: 8, scope: !467)
!473 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !262, file: !3, line: 38, type: !278, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !277, retainedNodes: !474)
!474 = !{!475}
!475 = !DILocalVariable(name: "this", arg: 1, scope: !473, type: !476, flags: DIFlagArtificial | DIFlagObjectPointer)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 32)
!477 = !DILocation(line: 0, scope: !473)
!478 = !DILocation(line: 38, column: 77, scope: !473)
!479 = !DILocation(line: 38, column: 81, scope: !473)
!480 = !DILocation(line: 38, column: 79, scope: !473)
!481 = !DILocation(line: 38, column: 85, scope: !473)
!482 = !DILocation(line: 38, column: 83, scope: !473)
!483 = !DILocation(line: 38, column: 89, scope: !473)
!484 = !DILocation(line: 38, column: 87, scope: !473)
!485 = !DILocation(line: 38, column: 70, scope: !473)
!486 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !262, file: !3, line: 38, type: !341, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !468, retainedNodes: !487)
!487 = !{!488}
!488 = !DILocalVariable(name: "this", arg: 1, scope: !486, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!489 = !DILocation(line: 0, scope: !486)
!490 = !DILocation(line: 38, column: 8, scope: !486)
!491 = !DILocation(line: 0, scope: !171, inlinedAt: !492)
!492 = distinct !DILocation(line: 38, column: 8, scope: !486)
!493 = !DILocation(line: 92, column: 42, scope: !171, inlinedAt: !492)
!494 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !495, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!495 = !DISubroutineType(types: !51)
!496 = !DILocation(line: 0, scope: !494)
!497 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !495, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!498 = !DILocation(line: 0, scope: !497)
!499 = !DILocation(line: 38, column: 8, scope: !486, inlinedAt: !500)
!500 = distinct !DILocation(line: 0, scope: !497)
!501 = !DILocation(line: 0, scope: !486, inlinedAt: !500)
!502 = !DILocation(line: 0, scope: !171, inlinedAt: !503)
!503 = distinct !DILocation(line: 38, column: 8, scope: !486, inlinedAt: !500)
!504 = !DILocation(line: 92, column: 42, scope: !171, inlinedAt: !503)
!505 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !495, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!506 = !DILocation(line: 0, scope: !505)
!507 = !DILocation(line: 0, scope: !473, inlinedAt: !508)
!508 = distinct !DILocation(line: 0, scope: !505)
!509 = !DILocation(line: 38, column: 77, scope: !473, inlinedAt: !508)
!510 = !DILocation(line: 38, column: 81, scope: !473, inlinedAt: !508)
!511 = !DILocation(line: 38, column: 79, scope: !473, inlinedAt: !508)
!512 = !DILocation(line: 38, column: 85, scope: !473, inlinedAt: !508)
!513 = !DILocation(line: 38, column: 83, scope: !473, inlinedAt: !508)
!514 = !DILocation(line: 38, column: 89, scope: !473, inlinedAt: !508)
!515 = !DILocation(line: 38, column: 87, scope: !473, inlinedAt: !508)
!516 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !495, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!517 = !DILocation(line: 0, scope: !516)
!518 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !495, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!519 = !DILocation(line: 0, scope: !518)
!520 = !DILocation(line: 0, scope: !486, inlinedAt: !521)
!521 = distinct !DILocation(line: 0, scope: !518)
!522 = !DILocation(line: 0, scope: !171, inlinedAt: !523)
!523 = distinct !DILocation(line: 38, column: 8, scope: !486, inlinedAt: !521)
!524 = !DILocation(line: 92, column: 42, scope: !171, inlinedAt: !523)
