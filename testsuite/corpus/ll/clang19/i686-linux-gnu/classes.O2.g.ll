; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }

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

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1, !dbg !23
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", align 1, !dbg !25
@.str.6 = private unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [7 x i8] c"fp %d\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [6 x i8] c"first\00", align 1, !dbg !42
@.str.11 = private unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", align 1, !dbg !59
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !69
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1, !dbg !71
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !78
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !80
@_ZGVZL7countervE1n = internal global i64 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !145
@_ZGVZL8registryvE1r = internal global i64 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !155 {
    #dbg_value(ptr %0, !160, !DIExpression(), !164)
    #dbg_value(ptr %1, !161, !DIExpression(), !164)
  ret ptr %0, !dbg !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 4 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !166 {
    #dbg_value(ptr %0, !180, !DIExpression(DW_OP_deref), !183)
    #dbg_value(i32 %1, !179, !DIExpression(), !183)
  %3 = sext i32 %1 to i64, !dbg !184
  store i64 %3, ptr %0, align 4, !dbg !185, !tbaa !186
  %4 = shl nsw i32 %1, 1, !dbg !191
  %5 = sext i32 %4 to i64, !dbg !192
  %6 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !193
  store i64 %5, ptr %6, align 4, !dbg !194, !tbaa !195
  %7 = mul nsw i32 %1, 3, !dbg !196
  %8 = sext i32 %7 to i64, !dbg !197
  %9 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !198
  store i64 %8, ptr %9, align 4, !dbg !199, !tbaa !200
  %10 = sub nsw i32 0, %1, !dbg !201
  %11 = sext i32 %10 to i64, !dbg !201
  %12 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !202
  store i64 %11, ptr %12, align 4, !dbg !203, !tbaa !204
    #dbg_value(i32 0, !181, !DIExpression(), !205)
  %13 = getelementptr inbounds i8, ptr %0, i32 32
    #dbg_value(i32 0, !181, !DIExpression(), !205)
    #dbg_value(i32 0, !181, !DIExpression(), !205)
  %14 = srem i32 %1, 26, !dbg !206
  %15 = trunc nsw i32 %14 to i8, !dbg !208
  %16 = add nsw i8 %15, 97, !dbg !208
  store i8 %16, ptr %13, align 4, !dbg !209, !tbaa !210
    #dbg_value(i32 1, !181, !DIExpression(), !205)
  %17 = add nsw i32 %1, 1, !dbg !211
  %18 = srem i32 %17, 26, !dbg !206
  %19 = trunc nsw i32 %18 to i8, !dbg !208
  %20 = add nsw i8 %19, 97, !dbg !208
  %21 = getelementptr inbounds i8, ptr %0, i32 33, !dbg !212
  store i8 %20, ptr %21, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 2, !181, !DIExpression(), !205)
  %22 = add nsw i32 %1, 2, !dbg !211
  %23 = srem i32 %22, 26, !dbg !206
  %24 = trunc nsw i32 %23 to i8, !dbg !208
  %25 = add nsw i8 %24, 97, !dbg !208
  %26 = getelementptr inbounds i8, ptr %0, i32 34, !dbg !212
  store i8 %25, ptr %26, align 2, !dbg !209, !tbaa !210
    #dbg_value(i32 3, !181, !DIExpression(), !205)
  %27 = add nsw i32 %1, 3, !dbg !211
  %28 = srem i32 %27, 26, !dbg !206
  %29 = trunc nsw i32 %28 to i8, !dbg !208
  %30 = add nsw i8 %29, 97, !dbg !208
  %31 = getelementptr inbounds i8, ptr %0, i32 35, !dbg !212
  store i8 %30, ptr %31, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 4, !181, !DIExpression(), !205)
  %32 = add nsw i32 %1, 4, !dbg !211
  %33 = srem i32 %32, 26, !dbg !206
  %34 = trunc nsw i32 %33 to i8, !dbg !208
  %35 = add nsw i8 %34, 97, !dbg !208
  %36 = getelementptr inbounds i8, ptr %0, i32 36, !dbg !212
  store i8 %35, ptr %36, align 4, !dbg !209, !tbaa !210
    #dbg_value(i32 5, !181, !DIExpression(), !205)
  %37 = add nsw i32 %1, 5, !dbg !211
  %38 = srem i32 %37, 26, !dbg !206
  %39 = trunc nsw i32 %38 to i8, !dbg !208
  %40 = add nsw i8 %39, 97, !dbg !208
  %41 = getelementptr inbounds i8, ptr %0, i32 37, !dbg !212
  store i8 %40, ptr %41, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 6, !181, !DIExpression(), !205)
  %42 = add nsw i32 %1, 6, !dbg !211
  %43 = srem i32 %42, 26, !dbg !206
  %44 = trunc nsw i32 %43 to i8, !dbg !208
  %45 = add nsw i8 %44, 97, !dbg !208
  %46 = getelementptr inbounds i8, ptr %0, i32 38, !dbg !212
  store i8 %45, ptr %46, align 2, !dbg !209, !tbaa !210
    #dbg_value(i32 7, !181, !DIExpression(), !205)
  %47 = add nsw i32 %1, 7, !dbg !211
  %48 = srem i32 %47, 26, !dbg !206
  %49 = trunc nsw i32 %48 to i8, !dbg !208
  %50 = add nsw i8 %49, 97, !dbg !208
  %51 = getelementptr inbounds i8, ptr %0, i32 39, !dbg !212
  store i8 %50, ptr %51, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 8, !181, !DIExpression(), !205)
  %52 = add nsw i32 %1, 8, !dbg !211
  %53 = srem i32 %52, 26, !dbg !206
  %54 = trunc nsw i32 %53 to i8, !dbg !208
  %55 = add nsw i8 %54, 97, !dbg !208
  %56 = getelementptr inbounds i8, ptr %0, i32 40, !dbg !212
  store i8 %55, ptr %56, align 4, !dbg !209, !tbaa !210
    #dbg_value(i32 9, !181, !DIExpression(), !205)
  %57 = add nsw i32 %1, 9, !dbg !211
  %58 = srem i32 %57, 26, !dbg !206
  %59 = trunc nsw i32 %58 to i8, !dbg !208
  %60 = add nsw i8 %59, 97, !dbg !208
  %61 = getelementptr inbounds i8, ptr %0, i32 41, !dbg !212
  store i8 %60, ptr %61, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 10, !181, !DIExpression(), !205)
  %62 = add nsw i32 %1, 10, !dbg !211
  %63 = srem i32 %62, 26, !dbg !206
  %64 = trunc nsw i32 %63 to i8, !dbg !208
  %65 = add nsw i8 %64, 97, !dbg !208
  %66 = getelementptr inbounds i8, ptr %0, i32 42, !dbg !212
  store i8 %65, ptr %66, align 2, !dbg !209, !tbaa !210
    #dbg_value(i32 11, !181, !DIExpression(), !205)
  %67 = add nsw i32 %1, 11, !dbg !211
  %68 = srem i32 %67, 26, !dbg !206
  %69 = trunc nsw i32 %68 to i8, !dbg !208
  %70 = add nsw i8 %69, 97, !dbg !208
  %71 = getelementptr inbounds i8, ptr %0, i32 43, !dbg !212
  store i8 %70, ptr %71, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 12, !181, !DIExpression(), !205)
  %72 = getelementptr inbounds i8, ptr %0, i32 44, !dbg !213
  store i8 0, ptr %72, align 4, !dbg !214, !tbaa !210
  ret void, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i64 @_Z7sum_big3Big(ptr nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #3 !dbg !216 {
    #dbg_declare(ptr %0, !220, !DIExpression(), !221)
  %2 = load i64, ptr %0, align 4, !dbg !222, !tbaa !186
  %3 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !223
  %4 = load i64, ptr %3, align 4, !dbg !223, !tbaa !195
  %5 = add nsw i64 %4, %2, !dbg !224
  %6 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !225
  %7 = load i64, ptr %6, align 4, !dbg !225, !tbaa !200
  %8 = add nsw i64 %5, %7, !dbg !226
  %9 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !227
  %10 = load i64, ptr %9, align 4, !dbg !227, !tbaa !204
  %11 = add nsw i64 %8, %10, !dbg !228
  %12 = getelementptr inbounds i8, ptr %0, i32 32, !dbg !229
  %13 = load i8, ptr %12, align 4, !dbg !230, !tbaa !210
  %14 = sext i8 %13 to i64, !dbg !230
  %15 = add nsw i64 %11, %14, !dbg !231
  ret i64 %15, !dbg !232
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pair) align 4 %0, i32 %1, float %2) local_unnamed_addr #1 !dbg !233 {
    #dbg_value(ptr %0, !238, !DIExpression(DW_OP_deref), !239)
    #dbg_value(i32 %1, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !239)
    #dbg_value(float %2, !237, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !239)
  %4 = fptosi float %2 to i32, !dbg !240
  store i32 %4, ptr %0, align 4, !dbg !241, !tbaa !242
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !241
  %6 = sitofp i32 %1 to float, !dbg !246
  store float %6, ptr %5, align 4, !dbg !241, !tbaa !247
  ret void, !dbg !248
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) local_unnamed_addr #4 !dbg !249 {
    #dbg_value(i32 %0, !255, !DIExpression(), !256)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !257
  %3 = tail call ptr @malloc(i32 noundef %2) #18, !dbg !258
  ret ptr %3, !dbg !259
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !260 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !261 {
    #dbg_value(ptr %0, !265, !DIExpression(), !266)
  tail call void @free(ptr noundef %0), !dbg !267
  ret void, !dbg !268
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !269 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPvj(ptr noundef %0, i32 noundef %1) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !270 {
    #dbg_value(ptr %0, !274, !DIExpression(), !276)
    #dbg_value(i32 %1, !275, !DIExpression(), !276)
  tail call void @free(ptr noundef %0), !dbg !277
  ret void, !dbg !278
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 !dbg !279 {
  %1 = alloca %struct.Diamond, align 4, !DIAssignID !422
    #dbg_assign(i1 undef, !352, !DIExpression(), !422, ptr %1, !DIExpression(), !423)
  %2 = alloca %struct.Big, align 4, !DIAssignID !424
    #dbg_assign(i1 undef, !418, !DIExpression(), !424, ptr %2, !DIExpression(), !423)
  %3 = alloca %struct.Pair, align 4, !DIAssignID !425
    #dbg_assign(i1 undef, !419, !DIExpression(), !425, ptr %3, !DIExpression(), !423)
    #dbg_value(ptr poison, !281, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !423)
    #dbg_value(ptr poison, !281, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !423)
    #dbg_value(ptr poison, !281, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !423)
    #dbg_value(ptr undef, !303, !DIExpression(), !426)
    #dbg_value(ptr undef, !308, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !426)
    #dbg_value(double 0.000000e+00, !302, !DIExpression(), !423)
    #dbg_value(ptr undef, !306, !DIExpression(), !426)
    #dbg_value(ptr poison, !309, !DIExpression(), !427)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !428
    #dbg_value(double 6.000000e+00, !302, !DIExpression(), !423)
    #dbg_value(ptr poison, !309, !DIExpression(), !427)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !428
    #dbg_value(double 2.200000e+01, !302, !DIExpression(), !423)
    #dbg_value(ptr poison, !309, !DIExpression(), !427)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !428
    #dbg_value(double 2.600000e+01, !302, !DIExpression(), !423)
    #dbg_value(!DIArgList(ptr undef, i32 12), !306, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !426)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !430
    #dbg_value(i32 5, !317, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !423)
    #dbg_value(ptr poison, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !423)
    #dbg_value(ptr poison, !317, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !423)
    #dbg_value(ptr undef, !348, !DIExpression(), !423)
    #dbg_value(ptr undef, !350, !DIExpression(), !423)
    #dbg_value(i32 20, !317, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !423)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5), !dbg !431
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #19, !dbg !432
    #dbg_value(ptr %1, !433, !DIExpression(), !441)
  %9 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !443
    #dbg_value(ptr %9, !444, !DIExpression(), !448)
  %10 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !450
  store i32 1, ptr %10, align 4, !dbg !450, !tbaa !451, !DIAssignID !453
    #dbg_assign(i32 1, !352, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !453, ptr %10, !DIExpression(), !423)
    #dbg_value(ptr %1, !454, !DIExpression(), !463)
    #dbg_value(ptr poison, !461, !DIExpression(), !463)
  %11 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !465
  store i32 2, ptr %11, align 4, !dbg !465, !tbaa !466, !DIAssignID !468
    #dbg_assign(i32 2, !352, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !468, ptr %11, !DIExpression(), !423)
  %12 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !443
    #dbg_value(ptr %12, !469, !DIExpression(), !477)
    #dbg_value(ptr poison, !476, !DIExpression(), !477)
  %13 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !479
  store i32 3, ptr %13, align 4, !dbg !479, !tbaa !480, !DIAssignID !482
    #dbg_assign(i32 3, !352, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !482, ptr %13, !DIExpression(), !423)
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV7Diamond, i32 12), ptr %1, align 4, !dbg !443, !tbaa !483, !DIAssignID !485
    #dbg_assign(ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV7Diamond, i32 12), !352, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !485, ptr %1, !DIExpression(), !423)
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV7Diamond, i32 60), ptr %9, align 4, !dbg !443, !tbaa !483, !DIAssignID !486
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV7Diamond, i32 60), !352, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !486, ptr %9, !DIExpression(), !423)
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV7Diamond, i32 36), ptr %12, align 4, !dbg !443, !tbaa !483, !DIAssignID !487
    #dbg_assign(ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV7Diamond, i32 36), !352, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !487, ptr %12, !DIExpression(), !423)
  %14 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !488
  store i32 4, ptr %14, align 4, !dbg !488, !tbaa !489, !DIAssignID !491
    #dbg_assign(i32 4, !352, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !491, ptr %14, !DIExpression(), !423)
    #dbg_value(ptr %9, !373, !DIExpression(), !423)
    #dbg_value(ptr %1, !375, !DIExpression(), !423)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !492
  %16 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i32 -1) #19, !dbg !493
  %17 = icmp ne ptr %16, null, !dbg !494
  %18 = zext i1 %17 to i32, !dbg !493
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18), !dbg !495
    #dbg_value(i32 0, !377, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !423)
    #dbg_value(i32 1, !377, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !423)
    #dbg_value(i32 4, !377, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !423)
    #dbg_value(i32 9, !377, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !423)
    #dbg_value(i32 16, !377, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !423)
    #dbg_value(i32 25, !377, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !423)
    #dbg_value(i32 36, !377, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !423)
    #dbg_value(i32 49, !377, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !423)
    #dbg_value(i32 7, !401, !DIExpression(), !423)
    #dbg_value(i32 7, !402, !DIExpression(), !423)
    #dbg_value(ptr undef, !407, !DIExpression(), !423)
    #dbg_value(i32 8, !406, !DIExpression(), !423)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !496
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00), !dbg !497
    #dbg_value(ptr poison, !414, !DIExpression(), !423)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42), !dbg !498
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !499
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !500
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #19, !dbg !501
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 4 %2, i32 noundef 5), !dbg !502
  %25 = call noundef i64 @_Z7sum_big3Big(ptr noundef nonnull byval(%struct.Big) align 4 %2), !dbg !503
  %26 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !504
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %25, ptr noundef nonnull %26), !dbg !505
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #19, !dbg !506
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind nonnull writable sret(%struct.Pair) align 4 %3, i32 3, float 9.500000e+00), !dbg !507
  %28 = load i32, ptr %3, align 4, !dbg !508, !tbaa !242
  %29 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !509
  %30 = load float, ptr %29, align 4, !dbg !509, !tbaa !247
  %31 = fpext float %30 to double, !dbg !510
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %28, double noundef %31), !dbg !511
  %33 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !512
  %34 = icmp eq i8 %33, 0, !dbg !512
  br i1 %34, label %35, label %41, !dbg !512, !prof !514

35:                                               ; preds = %0
  %36 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !512
  %37 = icmp eq i32 %36, 0, !dbg !512
  br i1 %37, label %41, label %38, !dbg !512

38:                                               ; preds = %35
  call fastcc void @_ZL8registryv(), !dbg !515
  %39 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !516
  %40 = select i1 %39, i32 3, i32 0, !dbg !516
  store i32 %40, ptr @_ZZL7countervE1n, align 4, !dbg !512, !tbaa !517
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !512
  br label %41, !dbg !512

41:                                               ; preds = %38, %35, %0
  %42 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !518, !tbaa !517
  %43 = add nsw i32 %42, 1, !dbg !518
  store i32 %43, ptr @_ZZL7countervE1n, align 4, !dbg !518, !tbaa !517
    #dbg_value(i32 %43, !420, !DIExpression(), !423)
  %44 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !519
  %45 = icmp eq i8 %44, 0, !dbg !519
  br i1 %45, label %46, label %52, !dbg !519, !prof !514

46:                                               ; preds = %41
  %47 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !519
  %48 = icmp eq i32 %47, 0, !dbg !519
  br i1 %48, label %52, label %49, !dbg !519

49:                                               ; preds = %46
  call fastcc void @_ZL8registryv(), !dbg !521
  %50 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !522
  %51 = select i1 %50, i32 3, i32 0, !dbg !522
  store i32 %51, ptr @_ZZL7countervE1n, align 4, !dbg !519, !tbaa !517
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !519
  br label %52, !dbg !519

52:                                               ; preds = %49, %46, %41
  %53 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !523, !tbaa !517
  %54 = add nsw i32 %53, 1, !dbg !523
  store i32 %54, ptr @_ZZL7countervE1n, align 4, !dbg !523, !tbaa !517
    #dbg_value(i32 %54, !421, !DIExpression(), !423)
  %55 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !524
  %56 = icmp eq i8 %55, 0, !dbg !524
  br i1 %56, label %57, label %62, !dbg !524, !prof !514

57:                                               ; preds = %52
  %58 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !524
  %59 = icmp eq i32 %58, 0, !dbg !524
  br i1 %59, label %62, label %60, !dbg !524

60:                                               ; preds = %57
    #dbg_value(ptr poison, !526, !DIExpression(), !530)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !532
  %61 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !533
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !524
  br label %62, !dbg !524

62:                                               ; preds = %60, %57, %52
  %63 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !535
  %64 = select i1 %63, i32 3, i32 0, !dbg !535
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %43, i32 noundef %54, i32 noundef %64), !dbg !536
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #19, !dbg !537
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #19, !dbg !537
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #19, !dbg !537
  ret i32 0, !dbg !537
}

; Function Attrs: nofree nounwind
declare !dbg !538 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #11 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !541
  %2 = icmp eq i8 %1, 0, !dbg !541
  br i1 %2, label %3, label %8, !dbg !541, !prof !514

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !541
  %5 = icmp eq i32 %4, 0, !dbg !541
  br i1 %5, label %8, label %6, !dbg !541

6:                                                ; preds = %3
    #dbg_value(ptr poison, !526, !DIExpression(), !542)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !544
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !545
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !541
  br label %8, !dbg !541

8:                                                ; preds = %6, %3, %0
  ret void, !dbg !546
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #12 comdat align 2 !dbg !547 {
    #dbg_value(ptr %0, !550, !DIExpression(), !551)
  ret void, !dbg !552
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #13 comdat align 2 !dbg !553 {
    #dbg_value(ptr %0, !555, !DIExpression(), !557)
  %2 = load ptr, ptr %0, align 4, !dbg !558, !tbaa !483
  %3 = getelementptr i8, ptr %2, i32 -12, !dbg !558
  %4 = load i32, ptr %3, align 4, !dbg !558
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !558
  %6 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !558
  %7 = load i32, ptr %6, align 4, !dbg !558, !tbaa !451
  %8 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !559
  %9 = load i32, ptr %8, align 4, !dbg !559, !tbaa !466
  %10 = add nsw i32 %9, %7, !dbg !560
  %11 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !561
  %12 = load i32, ptr %11, align 4, !dbg !561, !tbaa !480
  %13 = add nsw i32 %10, %12, !dbg !562
  %14 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !563
  %15 = load i32, ptr %14, align 4, !dbg !563, !tbaa !489
  %16 = add nsw i32 %13, %15, !dbg !564
  ret i32 %16, !dbg !565
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !566 {
    #dbg_value(ptr %0, !568, !DIExpression(), !569)
    #dbg_value(ptr %0, !274, !DIExpression(), !570)
    #dbg_value(i32 28, !275, !DIExpression(), !570)
  tail call void @free(ptr noundef nonnull %0), !dbg !572
  ret void, !dbg !573
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !574 {
  ret void, !dbg !576
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !577 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8, !dbg !578
    #dbg_value(ptr %2, !568, !DIExpression(), !579)
    #dbg_value(ptr %2, !274, !DIExpression(), !581)
    #dbg_value(i32 28, !275, !DIExpression(), !581)
  tail call void @free(ptr noundef nonnull %2), !dbg !583
  ret void, !dbg !578
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #15 comdat align 2 !dbg !584 {
  %2 = load ptr, ptr %0, align 4, !dbg !585, !tbaa !483
  %3 = getelementptr inbounds i8, ptr %2, i32 -12, !dbg !585
  %4 = load i32, ptr %3, align 4, !dbg !585
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !585
    #dbg_value(ptr %5, !555, !DIExpression(), !586)
  %6 = load ptr, ptr %5, align 4, !dbg !588, !tbaa !483
  %7 = getelementptr i8, ptr %6, i32 -12, !dbg !588
  %8 = load i32, ptr %7, align 4, !dbg !588
  %9 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !588
  %10 = getelementptr inbounds i8, ptr %9, i32 4, !dbg !588
  %11 = load i32, ptr %10, align 4, !dbg !588, !tbaa !451
  %12 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !589
  %13 = load i32, ptr %12, align 4, !dbg !589, !tbaa !466
  %14 = add nsw i32 %13, %11, !dbg !590
  %15 = getelementptr inbounds i8, ptr %5, i32 12, !dbg !591
  %16 = load i32, ptr %15, align 4, !dbg !591, !tbaa !480
  %17 = add nsw i32 %14, %16, !dbg !592
  %18 = getelementptr inbounds i8, ptr %5, i32 16, !dbg !593
  %19 = load i32, ptr %18, align 4, !dbg !593, !tbaa !489
  %20 = add nsw i32 %17, %19, !dbg !594
  ret i32 %20, !dbg !585
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !595 {
  ret void, !dbg !596
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !597 {
  %2 = load ptr, ptr %0, align 4, !dbg !598, !tbaa !483
  %3 = getelementptr inbounds i8, ptr %2, i32 -16, !dbg !598
  %4 = load i32, ptr %3, align 4, !dbg !598
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !598
    #dbg_value(ptr %5, !568, !DIExpression(), !599)
    #dbg_value(ptr %5, !274, !DIExpression(), !601)
    #dbg_value(i32 28, !275, !DIExpression(), !601)
  tail call void @free(ptr noundef nonnull %5), !dbg !603
  ret void, !dbg !598
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #16

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #11 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #15 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nounwind }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { allocsize(0) }
attributes #19 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151, !152, !153}
!llvm.ident = !{!154}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 9)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 17)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 10)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 18)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !10, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !10, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 13)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 15)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 14)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 26)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 5)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 4)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "n", scope: !82, file: !2, line: 86, type: !85, isLocal: true, isDefinition: true)
!82 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !2, file: !2, line: 85, type: !83, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!83 = !DISubroutineType(types: !84)
!84 = !{!85}
!85 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!86 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !122, splitDebugInlining: false, nameTableKind: None)
!87 = !{!5, !85, !88, !89, !110, !114}
!88 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 32)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !91, vtableHolder: !90, identifier: "_ZTS5Right")
!91 = !{!92, !108, !109}
!92 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !90, baseType: !93, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !94, vtableHolder: !93, identifier: "_ZTS4Base")
!94 = !{!95, !98, !99, !104}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 32)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !83, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !93, file: !2, line: 35, baseType: !85, size: 32, offset: 32)
!99 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !93, file: !2, line: 35, type: !100, scopeLine: 35, containingType: !93, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!85, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!104 = !DISubprogram(name: "~Base", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, containingType: !93, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !90, file: !2, line: 37, baseType: !85, size: 32, offset: 32)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !111, identifier: "_ZTS4Pair")
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !110, file: !2, line: 63, baseType: !85, size: 32)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !110, file: !2, line: 63, baseType: !88, size: 32, offset: 32)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !115, identifier: "_ZTS8Registry")
!115 = !{!116, !117, !121}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !114, file: !2, line: 77, baseType: !85, size: 32)
!117 = !DISubprogram(name: "Registry", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!121 = !DISubprogram(name: "~Registry", scope: !114, file: !2, line: 79, type: !118, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !42, !123, !47, !125, !52, !54, !59, !130, !64, !69, !132, !71, !73, !78, !80, !134, !140}
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !34, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 2)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !44, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !44, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "r", scope: !136, file: !2, line: 82, type: !114, isLocal: true, isDefinition: true)
!136 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !2, file: !2, line: 81, type: !137, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!137 = !DISubroutineType(cc: DW_CC_nocall, types: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !114, size: 32)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!146 = !{i32 1, !"NumRegisterParameters", i32 0}
!147 = !{i32 7, !"Dwarf Version", i32 5}
!148 = !{i32 2, !"Debug Info Version", i32 3}
!149 = !{i32 1, !"wchar_size", i32 4}
!150 = !{i32 8, !"PIC Level", i32 2}
!151 = !{i32 7, !"PIE Level", i32 2}
!152 = !{i32 7, !"uwtable", i32 2}
!153 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!154 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!155 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !156, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, templateParams: !162, retainedNodes: !159)
!156 = !DISubroutineType(types: !157)
!157 = !{!158, !158, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!159 = !{!160, !161}
!160 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 53, type: !158)
!161 = !DILocalVariable(arg: 2, scope: !155, file: !2, line: 53, type: !158)
!162 = !{!163}
!163 = !DITemplateTypeParameter(name: "T", type: !158)
!164 = !DILocation(line: 0, scope: !155)
!165 = !DILocation(line: 53, column: 77, scope: !155)
!166 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !167, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !178)
!167 = !DISubroutineType(types: !168)
!168 = !{!169, !85}
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !170, identifier: "_ZTS3Big")
!170 = !{!171, !173, !174, !175, !176}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !169, file: !2, line: 62, baseType: !172, size: 64)
!172 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !169, file: !2, line: 62, baseType: !172, size: 64, offset: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !169, file: !2, line: 62, baseType: !172, size: 64, offset: 128)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !169, file: !2, line: 62, baseType: !172, size: 64, offset: 192)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !169, file: !2, line: 62, baseType: !177, size: 104, offset: 256)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!178 = !{!179, !180, !181}
!179 = !DILocalVariable(name: "seed", arg: 1, scope: !166, file: !2, line: 65, type: !85)
!180 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 66, type: !169)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 68, type: !85)
!182 = distinct !DILexicalBlock(scope: !166, file: !2, line: 68, column: 3)
!183 = !DILocation(line: 0, scope: !166)
!184 = !DILocation(line: 67, column: 9, scope: !166)
!185 = !DILocation(line: 67, column: 7, scope: !166)
!186 = !{!187, !188, i64 0}
!187 = !{!"_ZTS3Big", !188, i64 0, !188, i64 8, !188, i64 16, !188, i64 24, !189, i64 32}
!188 = !{!"long long", !189, i64 0}
!189 = !{!"omnipotent char", !190, i64 0}
!190 = !{!"Simple C++ TBAA"}
!191 = !DILocation(line: 67, column: 26, scope: !166)
!192 = !DILocation(line: 67, column: 21, scope: !166)
!193 = !DILocation(line: 67, column: 17, scope: !166)
!194 = !DILocation(line: 67, column: 19, scope: !166)
!195 = !{!187, !188, i64 8}
!196 = !DILocation(line: 67, column: 42, scope: !166)
!197 = !DILocation(line: 67, column: 37, scope: !166)
!198 = !DILocation(line: 67, column: 33, scope: !166)
!199 = !DILocation(line: 67, column: 35, scope: !166)
!200 = !{!187, !188, i64 16}
!201 = !DILocation(line: 67, column: 53, scope: !166)
!202 = !DILocation(line: 67, column: 49, scope: !166)
!203 = !DILocation(line: 67, column: 51, scope: !166)
!204 = !{!187, !188, i64 24}
!205 = !DILocation(line: 0, scope: !182)
!206 = !DILocation(line: 68, column: 67, scope: !207)
!207 = distinct !DILexicalBlock(scope: !182, file: !2, line: 68, column: 3)
!208 = !DILocation(line: 68, column: 49, scope: !207)
!209 = !DILocation(line: 68, column: 41, scope: !207)
!210 = !{!189, !189, i64 0}
!211 = !DILocation(line: 68, column: 62, scope: !207)
!212 = !DILocation(line: 68, column: 32, scope: !207)
!213 = !DILocation(line: 69, column: 3, scope: !166)
!214 = !DILocation(line: 69, column: 13, scope: !166)
!215 = !DILocation(line: 70, column: 3, scope: !166)
!216 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !217, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!172, !169}
!219 = !{!220}
!220 = !DILocalVariable(name: "b", arg: 1, scope: !216, file: !2, line: 72, type: !169)
!221 = !DILocation(line: 72, column: 49, scope: !216)
!222 = !DILocation(line: 72, column: 63, scope: !216)
!223 = !DILocation(line: 72, column: 69, scope: !216)
!224 = !DILocation(line: 72, column: 65, scope: !216)
!225 = !DILocation(line: 72, column: 75, scope: !216)
!226 = !DILocation(line: 72, column: 71, scope: !216)
!227 = !DILocation(line: 72, column: 81, scope: !216)
!228 = !DILocation(line: 72, column: 77, scope: !216)
!229 = !DILocation(line: 72, column: 87, scope: !216)
!230 = !DILocation(line: 72, column: 85, scope: !216)
!231 = !DILocation(line: 72, column: 83, scope: !216)
!232 = !DILocation(line: 72, column: 54, scope: !216)
!233 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !234, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!110, !110}
!236 = !{!237, !238}
!237 = !DILocalVariable(name: "p", arg: 1, scope: !233, file: !2, line: 73, type: !110)
!238 = !DILocalVariable(name: "q", scope: !233, file: !2, line: 73, type: !110)
!239 = !DILocation(line: 0, scope: !233)
!240 = !DILocation(line: 73, column: 67, scope: !233)
!241 = !DILocation(line: 73, column: 61, scope: !233)
!242 = !{!243, !244, i64 0}
!243 = !{!"_ZTS4Pair", !244, i64 0, !245, i64 4}
!244 = !{!"int", !189, i64 0}
!245 = !{!"float", !189, i64 0}
!246 = !DILocation(line: 73, column: 79, scope: !233)
!247 = !{!243, !245, i64 4}
!248 = !DILocation(line: 73, column: 85, scope: !233)
!249 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !2, file: !2, line: 91, type: !250, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !254)
!250 = !DISubroutineType(types: !251)
!251 = !{!252, !253}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!253 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!254 = !{!255}
!255 = !DILocalVariable(name: "n", arg: 1, scope: !249, file: !2, line: 91, type: !253)
!256 = !DILocation(line: 0, scope: !249)
!257 = !DILocation(line: 91, column: 53, scope: !249)
!258 = !DILocation(line: 91, column: 46, scope: !249)
!259 = !DILocation(line: 91, column: 39, scope: !249)
!260 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 5, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !262, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !252}
!264 = !{!265}
!265 = !DILocalVariable(name: "p", arg: 1, scope: !261, file: !2, line: 92, type: !252)
!266 = !DILocation(line: 0, scope: !261)
!267 = !DILocation(line: 92, column: 42, scope: !261)
!268 = !DILocation(line: 92, column: 51, scope: !261)
!269 = !DISubprogram(name: "free", scope: !2, file: !2, line: 6, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !2, file: !2, line: 93, type: !271, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !273)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !252, !253}
!273 = !{!274, !275}
!274 = !DILocalVariable(name: "p", arg: 1, scope: !270, file: !2, line: 93, type: !252)
!275 = !DILocalVariable(arg: 2, scope: !270, file: !2, line: 93, type: !253)
!276 = !DILocation(line: 0, scope: !270)
!277 = !DILocation(line: 93, column: 57, scope: !270)
!278 = !DILocation(line: 93, column: 66, scope: !270)
!279 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !280)
!280 = !{!281, !302, !303, !306, !308, !309, !311, !313, !314, !315, !317, !348, !350, !352, !373, !375, !377, !399, !401, !402, !406, !407, !411, !414, !418, !419, !420, !421}
!281 = !DILocalVariable(name: "shapes", scope: !279, file: !2, line: 96, type: !282)
!282 = !DICompositeType(tag: DW_TAG_array_type, baseType: !283, size: 96, elements: !300)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 32)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !285, vtableHolder: !284, identifier: "_ZTS5Shape")
!285 = !{!286, !287, !291, !297}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!287 = !DISubprogram(name: "~Shape", scope: !284, file: !2, line: 10, type: !288, scopeLine: 10, containingType: !284, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !284, file: !2, line: 11, type: !292, scopeLine: 11, containingType: !284, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!294, !295}
!294 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !284)
!297 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !284, file: !2, line: 12, type: !298, scopeLine: 12, containingType: !284, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{!158, !295}
!300 = !{!301}
!301 = !DISubrange(count: 3)
!302 = !DILocalVariable(name: "total", scope: !279, file: !2, line: 97, type: !294)
!303 = !DILocalVariable(name: "__range1", scope: !304, type: !305, flags: DIFlagArtificial)
!304 = distinct !DILexicalBlock(scope: !279, file: !2, line: 98, column: 3)
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !282, size: 32)
!306 = !DILocalVariable(name: "__begin1", scope: !304, type: !307, flags: DIFlagArtificial)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 32)
!308 = !DILocalVariable(name: "__end1", scope: !304, type: !307, flags: DIFlagArtificial)
!309 = !DILocalVariable(name: "s", scope: !310, file: !2, line: 98, type: !283)
!310 = distinct !DILexicalBlock(scope: !304, file: !2, line: 98, column: 3)
!311 = !DILocalVariable(name: "__range1", scope: !312, type: !305, flags: DIFlagArtificial)
!312 = distinct !DILexicalBlock(scope: !279, file: !2, line: 102, column: 3)
!313 = !DILocalVariable(name: "__begin1", scope: !312, type: !307, flags: DIFlagArtificial)
!314 = !DILocalVariable(name: "__end1", scope: !312, type: !307, flags: DIFlagArtificial)
!315 = !DILocalVariable(name: "s", scope: !316, file: !2, line: 102, type: !283)
!316 = distinct !DILexicalBlock(scope: !312, file: !2, line: 102, column: 3)
!317 = !DILocalVariable(name: "w", scope: !279, file: !2, line: 105, type: !318)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !319, vtableHolder: !321, identifier: "_ZTS6Widget")
!319 = !{!320, !330, !339, !344}
!320 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !318, baseType: !321, extraData: i32 0)
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !322, vtableHolder: !321, identifier: "_ZTS5Named")
!322 = !{!323, !324, !325}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !321, file: !2, line: 27, baseType: !85, size: 32, offset: 32)
!325 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !321, file: !2, line: 27, type: !326, scopeLine: 27, containingType: !321, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!158, !328}
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!329 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !321)
!330 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !318, baseType: !331, offset: 64, extraData: i32 0)
!331 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !332, vtableHolder: !331, identifier: "_ZTS7Counted")
!332 = !{!333, !334, !335}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !331, file: !2, line: 28, baseType: !85, size: 32, offset: 32)
!335 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !331, file: !2, line: 28, type: !336, scopeLine: 28, containingType: !331, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !338}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!339 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !318, file: !2, line: 31, type: !340, scopeLine: 31, containingType: !318, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!158, !342}
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!343 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !318)
!344 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !318, file: !2, line: 32, type: !345, scopeLine: 32, containingType: !318, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !347}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DILocalVariable(name: "c", scope: !279, file: !2, line: 106, type: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32)
!350 = !DILocalVariable(name: "n", scope: !279, file: !2, line: 107, type: !351)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 32)
!352 = !DILocalVariable(name: "d", scope: !279, file: !2, line: 111, type: !353)
!353 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !354, vtableHolder: !356, identifier: "_ZTS7Diamond")
!354 = !{!355, !366, !367, !368}
!355 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !353, baseType: !356, extraData: i32 0)
!356 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !357, vtableHolder: !356, identifier: "_ZTS4Left")
!357 = !{!358, !359, !360, !361}
!358 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !356, baseType: !93, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !356, file: !2, line: 36, baseType: !85, size: 32, offset: 32)
!361 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !356, file: !2, line: 36, type: !362, scopeLine: 36, containingType: !356, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!85, !364}
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!365 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !356)
!366 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !353, baseType: !90, offset: 64, extraData: i32 0)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !353, file: !2, line: 38, baseType: !85, size: 32, offset: 128)
!368 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !353, file: !2, line: 38, type: !369, scopeLine: 38, containingType: !353, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!85, !371}
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !353)
!373 = !DILocalVariable(name: "bp", scope: !279, file: !2, line: 112, type: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!375 = !DILocalVariable(name: "lp", scope: !279, file: !2, line: 113, type: !376)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 32)
!377 = !DILocalVariable(name: "arr", scope: !279, file: !2, line: 117, type: !378)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !379, templateParams: !396, identifier: "_ZTS5ArrayIiLi8EE")
!379 = !{!380, !384, !389}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !378, file: !2, line: 43, baseType: !381, size: 256)
!381 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !382)
!382 = !{!383}
!383 = !DISubrange(count: 8)
!384 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !378, file: !2, line: 44, type: !385, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !388, !85}
!387 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 32)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !378, file: !2, line: 45, type: !390, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!392, !394, !85}
!392 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !393, size: 32)
!393 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !378)
!396 = !{!397, !398}
!397 = !DITemplateTypeParameter(name: "T", type: !85)
!398 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!399 = !DILocalVariable(name: "i", scope: !400, file: !2, line: 118, type: !85)
!400 = distinct !DILexicalBlock(scope: !279, file: !2, line: 118, column: 3)
!401 = !DILocalVariable(name: "bias", scope: !279, file: !2, line: 119, type: !85)
!402 = !DILocalVariable(name: "add", scope: !279, file: !2, line: 120, type: !403)
!403 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !279, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !404)
!404 = !{!405}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !403, file: !2, line: 120, baseType: !85, size: 32)
!406 = !DILocalVariable(name: "prod_count", scope: !279, file: !2, line: 121, type: !85)
!407 = !DILocalVariable(name: "mul", scope: !279, file: !2, line: 122, type: !408)
!408 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !279, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !409)
!409 = !{!410}
!410 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !408, file: !2, line: 122, baseType: !387, size: 32)
!411 = !DILocalVariable(name: "gen", scope: !279, file: !2, line: 124, type: !412)
!412 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !279, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !413)
!413 = !{}
!414 = !DILocalVariable(name: "fp", scope: !279, file: !2, line: 126, type: !415)
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !416, size: 32)
!416 = !DISubroutineType(types: !417)
!417 = !{!85, !85}
!418 = !DILocalVariable(name: "b", scope: !279, file: !2, line: 132, type: !169)
!419 = !DILocalVariable(name: "p", scope: !279, file: !2, line: 134, type: !110)
!420 = !DILocalVariable(name: "a1", scope: !279, file: !2, line: 137, type: !85)
!421 = !DILocalVariable(name: "a2", scope: !279, file: !2, line: 137, type: !85)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !279)
!424 = distinct !DIAssignID()
!425 = distinct !DIAssignID()
!426 = !DILocation(line: 0, scope: !304)
!427 = !DILocation(line: 0, scope: !310)
!428 = !DILocation(line: 99, column: 5, scope: !429)
!429 = distinct !DILexicalBlock(scope: !310, file: !2, line: 98, column: 27)
!430 = !DILocation(line: 103, column: 3, scope: !279)
!431 = !DILocation(line: 109, column: 3, scope: !279)
!432 = !DILocation(line: 111, column: 3, scope: !279)
!433 = !DILocalVariable(name: "this", arg: 1, scope: !434, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!434 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !353, file: !2, line: 38, type: !435, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !438, retainedNodes: !439)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !437}
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!438 = !DISubprogram(name: "Diamond", scope: !353, type: !435, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !{!433}
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 32)
!441 = !DILocation(line: 0, scope: !434, inlinedAt: !442)
!442 = distinct !DILocation(line: 111, column: 11, scope: !279)
!443 = !DILocation(line: 38, column: 8, scope: !434, inlinedAt: !442)
!444 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !446, retainedNodes: !447)
!446 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !{!444}
!448 = !DILocation(line: 0, scope: !445, inlinedAt: !449)
!449 = distinct !DILocation(line: 38, column: 8, scope: !434, inlinedAt: !442)
!450 = !DILocation(line: 35, column: 19, scope: !445, inlinedAt: !449)
!451 = !{!452, !244, i64 4}
!452 = !{!"_ZTS4Base", !244, i64 4}
!453 = distinct !DIAssignID()
!454 = !DILocalVariable(name: "this", arg: 1, scope: !455, type: !376, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !356, file: !2, line: 36, type: !456, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !459, retainedNodes: !460)
!456 = !DISubroutineType(types: !457)
!457 = !{null, !458}
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!459 = !DISubprogram(name: "Left", scope: !356, type: !456, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !{!454, !461}
!461 = !DILocalVariable(name: "vtt", arg: 2, scope: !455, type: !462, flags: DIFlagArtificial)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 32)
!463 = !DILocation(line: 0, scope: !455, inlinedAt: !464)
!464 = distinct !DILocation(line: 38, column: 8, scope: !434, inlinedAt: !442)
!465 = !DILocation(line: 36, column: 34, scope: !455, inlinedAt: !464)
!466 = !{!467, !244, i64 4}
!467 = !{!"_ZTS4Left", !244, i64 4}
!468 = distinct !DIAssignID()
!469 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !471, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !474, retainedNodes: !475)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !473}
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!474 = !DISubprogram(name: "Right", scope: !90, type: !471, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !{!469, !476}
!476 = !DILocalVariable(name: "vtt", arg: 2, scope: !470, type: !462, flags: DIFlagArtificial)
!477 = !DILocation(line: 0, scope: !470, inlinedAt: !478)
!478 = distinct !DILocation(line: 38, column: 8, scope: !434, inlinedAt: !442)
!479 = !DILocation(line: 37, column: 35, scope: !470, inlinedAt: !478)
!480 = !{!481, !244, i64 4}
!481 = !{!"_ZTS5Right", !244, i64 4}
!482 = distinct !DIAssignID()
!483 = !{!484, !484, i64 0}
!484 = !{!"vtable pointer", !190, i64 0}
!485 = distinct !DIAssignID()
!486 = distinct !DIAssignID()
!487 = distinct !DIAssignID()
!488 = !DILocation(line: 38, column: 36, scope: !434, inlinedAt: !442)
!489 = !{!490, !244, i64 16}
!490 = !{!"_ZTS7Diamond", !467, i64 0, !481, i64 8, !244, i64 16}
!491 = distinct !DIAssignID()
!492 = !DILocation(line: 114, column: 3, scope: !279)
!493 = !DILocation(line: 115, column: 31, scope: !279)
!494 = !DILocation(line: 115, column: 57, scope: !279)
!495 = !DILocation(line: 115, column: 3, scope: !279)
!496 = !DILocation(line: 123, column: 3, scope: !279)
!497 = !DILocation(line: 125, column: 3, scope: !279)
!498 = !DILocation(line: 127, column: 3, scope: !279)
!499 = !DILocation(line: 129, column: 3, scope: !279)
!500 = !DILocation(line: 130, column: 3, scope: !279)
!501 = !DILocation(line: 132, column: 3, scope: !279)
!502 = !DILocation(line: 132, column: 11, scope: !279)
!503 = !DILocation(line: 133, column: 27, scope: !279)
!504 = !DILocation(line: 133, column: 41, scope: !279)
!505 = !DILocation(line: 133, column: 3, scope: !279)
!506 = !DILocation(line: 134, column: 3, scope: !279)
!507 = !DILocation(line: 134, column: 12, scope: !279)
!508 = !DILocation(line: 135, column: 30, scope: !279)
!509 = !DILocation(line: 135, column: 35, scope: !279)
!510 = !DILocation(line: 135, column: 33, scope: !279)
!511 = !DILocation(line: 135, column: 3, scope: !279)
!512 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !513)
!513 = distinct !DILocation(line: 137, column: 12, scope: !279)
!514 = !{!"branch_weights", i32 1, i32 1048575}
!515 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !513)
!516 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !513)
!517 = !{!244, !244, i64 0}
!518 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !513)
!519 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !520)
!520 = distinct !DILocation(line: 137, column: 28, scope: !279)
!521 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !520)
!522 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !520)
!523 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !520)
!524 = !DILocation(line: 82, column: 3, scope: !136, inlinedAt: !525)
!525 = distinct !DILocation(line: 138, column: 48, scope: !279)
!526 = !DILocalVariable(name: "this", arg: 1, scope: !527, type: !529, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !117, retainedNodes: !528)
!528 = !{!526}
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!530 = !DILocation(line: 0, scope: !527, inlinedAt: !531)
!531 = distinct !DILocation(line: 82, column: 19, scope: !136, inlinedAt: !525)
!532 = !DILocation(line: 78, column: 16, scope: !527, inlinedAt: !531)
!533 = !DILocation(line: 78, column: 29, scope: !534, inlinedAt: !531)
!534 = distinct !DILexicalBlock(scope: !527, file: !2, line: 78, column: 27)
!535 = !DILocation(line: 138, column: 59, scope: !279)
!536 = !DILocation(line: 138, column: 3, scope: !279)
!537 = !DILocation(line: 140, column: 1, scope: !279)
!538 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !539, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DISubroutineType(types: !540)
!540 = !{!85, !158, null}
!541 = !DILocation(line: 82, column: 3, scope: !136)
!542 = !DILocation(line: 0, scope: !527, inlinedAt: !543)
!543 = distinct !DILocation(line: 82, column: 19, scope: !136)
!544 = !DILocation(line: 78, column: 16, scope: !527, inlinedAt: !543)
!545 = !DILocation(line: 78, column: 29, scope: !534, inlinedAt: !543)
!546 = !DILocation(line: 83, column: 3, scope: !136)
!547 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !353, file: !2, line: 38, type: !435, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !548, retainedNodes: !549)
!548 = !DISubprogram(name: "~Diamond", scope: !353, type: !435, containingType: !353, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!549 = !{!550}
!550 = !DILocalVariable(name: "this", arg: 1, scope: !547, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!551 = !DILocation(line: 0, scope: !547)
!552 = !DILocation(line: 38, column: 8, scope: !547)
!553 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !353, file: !2, line: 38, type: !369, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !368, retainedNodes: !554)
!554 = !{!555}
!555 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !556, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32)
!557 = !DILocation(line: 0, scope: !553)
!558 = !DILocation(line: 38, column: 77, scope: !553)
!559 = !DILocation(line: 38, column: 81, scope: !553)
!560 = !DILocation(line: 38, column: 79, scope: !553)
!561 = !DILocation(line: 38, column: 85, scope: !553)
!562 = !DILocation(line: 38, column: 83, scope: !553)
!563 = !DILocation(line: 38, column: 89, scope: !553)
!564 = !DILocation(line: 38, column: 87, scope: !553)
!565 = !DILocation(line: 38, column: 70, scope: !553)
!566 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !353, file: !2, line: 38, type: !435, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !548, retainedNodes: !567)
!567 = !{!568}
!568 = !DILocalVariable(name: "this", arg: 1, scope: !566, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = !DILocation(line: 0, scope: !566)
!570 = !DILocation(line: 0, scope: !270, inlinedAt: !571)
!571 = distinct !DILocation(line: 38, column: 8, scope: !566)
!572 = !DILocation(line: 93, column: 57, scope: !270, inlinedAt: !571)
!573 = !DILocation(line: 38, column: 8, scope: !566)
!574 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !575, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!575 = !DISubroutineType(types: !413)
!576 = !DILocation(line: 0, scope: !574)
!577 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !575, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!578 = !DILocation(line: 0, scope: !577)
!579 = !DILocation(line: 0, scope: !566, inlinedAt: !580)
!580 = distinct !DILocation(line: 0, scope: !577)
!581 = !DILocation(line: 0, scope: !270, inlinedAt: !582)
!582 = distinct !DILocation(line: 38, column: 8, scope: !566, inlinedAt: !580)
!583 = !DILocation(line: 93, column: 57, scope: !270, inlinedAt: !582)
!584 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !575, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!585 = !DILocation(line: 0, scope: !584)
!586 = !DILocation(line: 0, scope: !553, inlinedAt: !587)
!587 = distinct !DILocation(line: 0, scope: !584)
!588 = !DILocation(line: 38, column: 77, scope: !553, inlinedAt: !587)
!589 = !DILocation(line: 38, column: 81, scope: !553, inlinedAt: !587)
!590 = !DILocation(line: 38, column: 79, scope: !553, inlinedAt: !587)
!591 = !DILocation(line: 38, column: 85, scope: !553, inlinedAt: !587)
!592 = !DILocation(line: 38, column: 83, scope: !553, inlinedAt: !587)
!593 = !DILocation(line: 38, column: 89, scope: !553, inlinedAt: !587)
!594 = !DILocation(line: 38, column: 87, scope: !553, inlinedAt: !587)
!595 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !575, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!596 = !DILocation(line: 0, scope: !595)
!597 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !575, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!598 = !DILocation(line: 0, scope: !597)
!599 = !DILocation(line: 0, scope: !566, inlinedAt: !600)
!600 = distinct !DILocation(line: 0, scope: !597)
!601 = !DILocation(line: 0, scope: !270, inlinedAt: !602)
!602 = distinct !DILocation(line: 38, column: 8, scope: !566, inlinedAt: !600)
!603 = !DILocation(line: 93, column: 57, scope: !270, inlinedAt: !602)
