; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Diamond = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32, %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ ptr, i32 }>
%struct.Right.base = type <{ ptr, i32 }>
%struct.Base.base = type <{ ptr, i32 }>

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

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1, !dbg !23
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i64 -6141 }, comdat, align 8
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
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn16_N7DiamondD1Ev, ptr @_ZThn16_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n24_NK7Diamond3getEv, ptr @_ZTv0_n32_N7DiamondD1Ev, ptr @_ZTv0_n32_N7DiamondD0Ev] }, comdat, align 8
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i64 -6141 }, comdat, align 8
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i64 2, ptr @_ZTI5Right, i64 4098 }, comdat, align 8
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !78
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !80
@_ZGVZL7countervE1n = internal global i64 0, align 8
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !145
@_ZGVZL8registryvE1r = internal global i64 0, align 8
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !154 {
    #dbg_value(ptr %0, !159, !DIExpression(), !163)
    #dbg_value(ptr %1, !160, !DIExpression(), !163)
  ret ptr %0, !dbg !164
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef signext %1) local_unnamed_addr #1 !dbg !165 {
    #dbg_value(i32 %1, !178, !DIExpression(), !182)
    #dbg_declare(ptr %0, !179, !DIExpression(), !183)
  %3 = sext i32 %1 to i64, !dbg !184
  store i64 %3, ptr %0, align 8, !dbg !185, !tbaa !186
  %4 = shl nsw i32 %1, 1, !dbg !191
  %5 = sext i32 %4 to i64, !dbg !192
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !193
  store i64 %5, ptr %6, align 8, !dbg !194, !tbaa !195
  %7 = mul nsw i32 %1, 3, !dbg !196
  %8 = sext i32 %7 to i64, !dbg !197
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !198
  store i64 %8, ptr %9, align 8, !dbg !199, !tbaa !200
  %10 = sub nsw i32 0, %1, !dbg !201
  %11 = sext i32 %10 to i64, !dbg !201
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !202
  store i64 %11, ptr %12, align 8, !dbg !203, !tbaa !204
    #dbg_value(i32 0, !180, !DIExpression(), !205)
  %13 = getelementptr inbounds i8, ptr %0, i64 32
    #dbg_value(i32 0, !180, !DIExpression(), !205)
    #dbg_value(i64 0, !180, !DIExpression(), !205)
  %14 = srem i32 %1, 26, !dbg !206
  %15 = trunc nsw i32 %14 to i8, !dbg !208
  %16 = add nsw i8 %15, 97, !dbg !208
  store i8 %16, ptr %13, align 8, !dbg !209, !tbaa !210
    #dbg_value(i64 1, !180, !DIExpression(), !205)
  %17 = add i32 %1, 1, !dbg !211
  %18 = srem i32 %17, 26, !dbg !206
  %19 = trunc nsw i32 %18 to i8, !dbg !208
  %20 = add nsw i8 %19, 97, !dbg !208
  %21 = getelementptr inbounds i8, ptr %0, i64 33, !dbg !212
  store i8 %20, ptr %21, align 1, !dbg !209, !tbaa !210
    #dbg_value(i64 2, !180, !DIExpression(), !205)
  %22 = add i32 %1, 2, !dbg !211
  %23 = srem i32 %22, 26, !dbg !206
  %24 = trunc nsw i32 %23 to i8, !dbg !208
  %25 = add nsw i8 %24, 97, !dbg !208
  %26 = getelementptr inbounds i8, ptr %0, i64 34, !dbg !212
  store i8 %25, ptr %26, align 2, !dbg !209, !tbaa !210
    #dbg_value(i64 3, !180, !DIExpression(), !205)
  %27 = add i32 %1, 3, !dbg !211
  %28 = srem i32 %27, 26, !dbg !206
  %29 = trunc nsw i32 %28 to i8, !dbg !208
  %30 = add nsw i8 %29, 97, !dbg !208
  %31 = getelementptr inbounds i8, ptr %0, i64 35, !dbg !212
  store i8 %30, ptr %31, align 1, !dbg !209, !tbaa !210
    #dbg_value(i64 4, !180, !DIExpression(), !205)
  %32 = add i32 %1, 4, !dbg !211
  %33 = srem i32 %32, 26, !dbg !206
  %34 = trunc nsw i32 %33 to i8, !dbg !208
  %35 = add nsw i8 %34, 97, !dbg !208
  %36 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !212
  store i8 %35, ptr %36, align 4, !dbg !209, !tbaa !210
    #dbg_value(i64 5, !180, !DIExpression(), !205)
  %37 = add i32 %1, 5, !dbg !211
  %38 = srem i32 %37, 26, !dbg !206
  %39 = trunc nsw i32 %38 to i8, !dbg !208
  %40 = add nsw i8 %39, 97, !dbg !208
  %41 = getelementptr inbounds i8, ptr %0, i64 37, !dbg !212
  store i8 %40, ptr %41, align 1, !dbg !209, !tbaa !210
    #dbg_value(i64 6, !180, !DIExpression(), !205)
  %42 = add i32 %1, 6, !dbg !211
  %43 = srem i32 %42, 26, !dbg !206
  %44 = trunc nsw i32 %43 to i8, !dbg !208
  %45 = add nsw i8 %44, 97, !dbg !208
  %46 = getelementptr inbounds i8, ptr %0, i64 38, !dbg !212
  store i8 %45, ptr %46, align 2, !dbg !209, !tbaa !210
    #dbg_value(i64 7, !180, !DIExpression(), !205)
  %47 = add i32 %1, 7, !dbg !211
  %48 = srem i32 %47, 26, !dbg !206
  %49 = trunc nsw i32 %48 to i8, !dbg !208
  %50 = add nsw i8 %49, 97, !dbg !208
  %51 = getelementptr inbounds i8, ptr %0, i64 39, !dbg !212
  store i8 %50, ptr %51, align 1, !dbg !209, !tbaa !210
    #dbg_value(i64 8, !180, !DIExpression(), !205)
  %52 = add i32 %1, 8, !dbg !211
  %53 = srem i32 %52, 26, !dbg !206
  %54 = trunc nsw i32 %53 to i8, !dbg !208
  %55 = add nsw i8 %54, 97, !dbg !208
  %56 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !212
  store i8 %55, ptr %56, align 8, !dbg !209, !tbaa !210
    #dbg_value(i64 9, !180, !DIExpression(), !205)
  %57 = add i32 %1, 9, !dbg !211
  %58 = srem i32 %57, 26, !dbg !206
  %59 = trunc nsw i32 %58 to i8, !dbg !208
  %60 = add nsw i8 %59, 97, !dbg !208
  %61 = getelementptr inbounds i8, ptr %0, i64 41, !dbg !212
  store i8 %60, ptr %61, align 1, !dbg !209, !tbaa !210
    #dbg_value(i64 10, !180, !DIExpression(), !205)
  %62 = add i32 %1, 10, !dbg !211
  %63 = srem i32 %62, 26, !dbg !206
  %64 = trunc nsw i32 %63 to i8, !dbg !208
  %65 = add nsw i8 %64, 97, !dbg !208
  %66 = getelementptr inbounds i8, ptr %0, i64 42, !dbg !212
  store i8 %65, ptr %66, align 2, !dbg !209, !tbaa !210
    #dbg_value(i64 11, !180, !DIExpression(), !205)
  %67 = add i32 %1, 11, !dbg !211
  %68 = srem i32 %67, 26, !dbg !206
  %69 = trunc nsw i32 %68 to i8, !dbg !208
  %70 = add nsw i8 %69, 97, !dbg !208
  %71 = getelementptr inbounds i8, ptr %0, i64 43, !dbg !212
  store i8 %70, ptr %71, align 1, !dbg !209, !tbaa !210
    #dbg_value(i64 12, !180, !DIExpression(), !205)
  %72 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !213
  store i8 0, ptr %72, align 4, !dbg !214, !tbaa !210
  ret void, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) local_unnamed_addr #3 !dbg !216 {
  %2 = extractvalue [6 x i64] %0, 0
  %3 = extractvalue [6 x i64] %0, 1
  %4 = extractvalue [6 x i64] %0, 2
  %5 = extractvalue [6 x i64] %0, 3
  %6 = extractvalue [6 x i64] %0, 4
  %7 = lshr i64 %6, 56
    #dbg_value(i64 %2, !220, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !221)
    #dbg_value(i64 %3, !220, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !221)
    #dbg_value(i64 %4, !220, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !221)
    #dbg_value(i64 %5, !220, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !221)
    #dbg_value(i64 %7, !220, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 8), !221)
    #dbg_value(i64 %6, !220, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 264, 56), !221)
    #dbg_value(i64 poison, !220, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !221)
  %8 = add nsw i64 %2, %3, !dbg !222
  %9 = add nsw i64 %8, %4, !dbg !223
  %10 = add nsw i64 %9, %5, !dbg !224
  %11 = add nsw i64 %10, %7, !dbg !225
  ret i64 %11, !dbg !226
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pair) align 4 %0, i64 %1) local_unnamed_addr #1 !dbg !227 {
  %3 = lshr i64 %1, 32
  %4 = trunc nuw i64 %3 to i32
  %5 = trunc i64 %1 to i32
  %6 = bitcast i32 %5 to float
    #dbg_value(i32 %4, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !233)
    #dbg_value(float %6, !231, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !233)
    #dbg_declare(ptr %0, !232, !DIExpression(), !234)
  %7 = fptosi float %6 to i32, !dbg !235
  store i32 %7, ptr %0, align 4, !dbg !236, !tbaa !237
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !236
  %9 = sitofp i32 %4 to float, !dbg !241
  store float %9, ptr %8, align 4, !dbg !236, !tbaa !242
  ret void, !dbg !243
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #4 !dbg !244 {
    #dbg_value(i64 %0, !250, !DIExpression(), !251)
  %2 = tail call i64 @llvm.umax.i64(i64 %0, i64 1), !dbg !252
  %3 = tail call ptr @malloc(i64 noundef %2) #18, !dbg !253
  ret ptr %3, !dbg !254
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !255 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !256 {
    #dbg_value(ptr %0, !260, !DIExpression(), !261)
  tail call void @free(ptr noundef %0), !dbg !262
  ret void, !dbg !263
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !264 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPvm(ptr noundef %0, i64 noundef %1) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !265 {
    #dbg_value(ptr %0, !269, !DIExpression(), !271)
    #dbg_value(i64 %1, !270, !DIExpression(), !271)
  tail call void @free(ptr noundef %0), !dbg !272
  ret void, !dbg !273
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 !dbg !274 {
  %1 = alloca %struct.Diamond, align 8, !DIAssignID !417
    #dbg_assign(i1 undef, !347, !DIExpression(), !417, ptr %1, !DIExpression(), !418)
  %2 = alloca %struct.Big, align 8, !DIAssignID !419
    #dbg_assign(i1 undef, !413, !DIExpression(), !419, ptr %2, !DIExpression(), !418)
  %3 = alloca %struct.Pair, align 4, !DIAssignID !420
    #dbg_assign(i1 undef, !414, !DIExpression(), !420, ptr %3, !DIExpression(), !418)
    #dbg_value(ptr poison, !276, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !418)
    #dbg_value(ptr poison, !276, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !418)
    #dbg_value(ptr poison, !276, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !418)
    #dbg_value(ptr undef, !298, !DIExpression(), !421)
    #dbg_value(ptr undef, !303, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !421)
    #dbg_value(double 0.000000e+00, !297, !DIExpression(), !418)
    #dbg_value(ptr undef, !301, !DIExpression(), !421)
    #dbg_value(ptr poison, !304, !DIExpression(), !422)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !423
    #dbg_value(double 6.000000e+00, !297, !DIExpression(), !418)
    #dbg_value(ptr poison, !304, !DIExpression(), !422)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !423
    #dbg_value(double 2.200000e+01, !297, !DIExpression(), !418)
    #dbg_value(ptr poison, !304, !DIExpression(), !422)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !423
    #dbg_value(double 2.600000e+01, !297, !DIExpression(), !418)
    #dbg_value(!DIArgList(ptr undef, i64 24), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !421)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !425
    #dbg_value(i32 5, !312, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !418)
    #dbg_value(ptr poison, !312, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !418)
    #dbg_value(ptr poison, !312, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !418)
    #dbg_value(ptr undef, !343, !DIExpression(), !418)
    #dbg_value(ptr undef, !345, !DIExpression(), !418)
    #dbg_value(i32 20, !312, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !418)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef signext 20, i32 noundef signext 5), !dbg !426
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #19, !dbg !427
    #dbg_value(ptr %1, !428, !DIExpression(), !436)
  %9 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !438
    #dbg_value(ptr %9, !439, !DIExpression(), !443)
  %10 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !445
  store i32 1, ptr %10, align 8, !dbg !445, !tbaa !446, !DIAssignID !448
    #dbg_assign(i32 1, !347, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !448, ptr %10, !DIExpression(), !418)
    #dbg_value(ptr %1, !449, !DIExpression(), !458)
    #dbg_value(ptr poison, !456, !DIExpression(), !458)
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !460
  store i32 2, ptr %11, align 8, !dbg !460, !tbaa !461, !DIAssignID !463
    #dbg_assign(i32 2, !347, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !463, ptr %11, !DIExpression(), !418)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !438
    #dbg_value(ptr %12, !464, !DIExpression(), !472)
    #dbg_value(ptr poison, !471, !DIExpression(), !472)
  %13 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !474
  store i32 3, ptr %13, align 8, !dbg !474, !tbaa !475, !DIAssignID !477
    #dbg_assign(i32 3, !347, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !477, ptr %13, !DIExpression(), !418)
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), ptr %1, align 8, !dbg !438, !tbaa !478, !DIAssignID !480
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), !347, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !480, ptr %1, !DIExpression(), !418)
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), ptr %9, align 8, !dbg !438, !tbaa !478, !DIAssignID !481
    #dbg_assign(ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), !347, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !481, ptr %9, !DIExpression(), !418)
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), ptr %12, align 8, !dbg !438, !tbaa !478, !DIAssignID !482
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), !347, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !482, ptr %12, !DIExpression(), !418)
  %14 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !483
  store i32 4, ptr %14, align 4, !dbg !483, !tbaa !484, !DIAssignID !486
    #dbg_assign(i32 4, !347, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !486, ptr %14, !DIExpression(), !418)
    #dbg_value(ptr %9, !368, !DIExpression(), !418)
    #dbg_value(ptr %1, !370, !DIExpression(), !418)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 10, i32 noundef signext 10, i32 noundef signext 3), !dbg !487
  %16 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i64 -1) #19, !dbg !488
  %17 = icmp ne ptr %16, null, !dbg !489
  %18 = zext i1 %17 to i32, !dbg !488
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %18), !dbg !490
    #dbg_value(i32 0, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !418)
    #dbg_value(i32 1, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !418)
    #dbg_value(i32 4, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !418)
    #dbg_value(i32 9, !372, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !418)
    #dbg_value(i32 16, !372, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !418)
    #dbg_value(i32 25, !372, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !418)
    #dbg_value(i32 36, !372, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !418)
    #dbg_value(i32 49, !372, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !418)
    #dbg_value(i32 7, !396, !DIExpression(), !418)
    #dbg_value(i32 7, !397, !DIExpression(), !418)
    #dbg_value(ptr poison, !402, !DIExpression(), !418)
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 196, i32 noundef signext 141, i32 noundef signext 8), !dbg !491
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 42, double noundef 2.500000e+00), !dbg !492
    #dbg_value(ptr poison, !409, !DIExpression(), !418)
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 42), !dbg !493
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !494
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !495
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #19, !dbg !496
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef signext 5), !dbg !497
  %25 = load i64, ptr %2, align 8, !dbg !498, !tbaa !499
  %26 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !498
  %27 = load i64, ptr %26, align 8, !dbg !498, !tbaa !499
  %28 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !498
  %29 = load i64, ptr %28, align 8, !dbg !498, !tbaa !499
  %30 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !498
  %31 = load i64, ptr %30, align 8, !dbg !498, !tbaa !499
  %32 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !498
  %33 = load i64, ptr %32, align 8, !dbg !498
  %34 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !498
  %35 = load i64, ptr %34, align 8, !dbg !498
  %36 = insertvalue [6 x i64] poison, i64 %25, 0, !dbg !500
  %37 = insertvalue [6 x i64] %36, i64 %27, 1, !dbg !500
  %38 = insertvalue [6 x i64] %37, i64 %29, 2, !dbg !500
  %39 = insertvalue [6 x i64] %38, i64 %31, 3, !dbg !500
  %40 = insertvalue [6 x i64] %39, i64 %33, 4, !dbg !500
  %41 = insertvalue [6 x i64] %40, i64 %35, 5, !dbg !500
  %42 = call noundef i64 @_Z7sum_big3Big([6 x i64] %41), !dbg !500
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %42, ptr noundef nonnull %32), !dbg !501
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #19, !dbg !502
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind nonnull writable sret(%struct.Pair) align 4 %3, i64 13976993792), !dbg !503
  %44 = load i32, ptr %3, align 4, !dbg !504, !tbaa !237
  %45 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !505
  %46 = load float, ptr %45, align 4, !dbg !505, !tbaa !242
  %47 = fpext float %46 to double, !dbg !506
  %48 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %44, double noundef %47), !dbg !507
  %49 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !508
  %50 = icmp eq i8 %49, 0, !dbg !508
  br i1 %50, label %51, label %57, !dbg !508, !prof !510

51:                                               ; preds = %0
  %52 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !508
  %53 = icmp eq i32 %52, 0, !dbg !508
  br i1 %53, label %57, label %54, !dbg !508

54:                                               ; preds = %51
  call fastcc void @_ZL8registryv(), !dbg !511
  %55 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !512
  %56 = select i1 %55, i32 3, i32 0, !dbg !512
  store i32 %56, ptr @_ZZL7countervE1n, align 4, !dbg !508, !tbaa !513
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !508
  br label %57, !dbg !508

57:                                               ; preds = %54, %51, %0
  %58 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !514, !tbaa !513
  %59 = add nsw i32 %58, 1, !dbg !514
  store i32 %59, ptr @_ZZL7countervE1n, align 4, !dbg !514, !tbaa !513
    #dbg_value(i32 %59, !415, !DIExpression(), !418)
  %60 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !515
  %61 = icmp eq i8 %60, 0, !dbg !515
  br i1 %61, label %62, label %68, !dbg !515, !prof !510

62:                                               ; preds = %57
  %63 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !515
  %64 = icmp eq i32 %63, 0, !dbg !515
  br i1 %64, label %68, label %65, !dbg !515

65:                                               ; preds = %62
  call fastcc void @_ZL8registryv(), !dbg !517
  %66 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !518
  %67 = select i1 %66, i32 3, i32 0, !dbg !518
  store i32 %67, ptr @_ZZL7countervE1n, align 4, !dbg !515, !tbaa !513
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !515
  br label %68, !dbg !515

68:                                               ; preds = %65, %62, %57
  %69 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !519, !tbaa !513
  %70 = add nsw i32 %69, 1, !dbg !519
  store i32 %70, ptr @_ZZL7countervE1n, align 4, !dbg !519, !tbaa !513
    #dbg_value(i32 %70, !416, !DIExpression(), !418)
  %71 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !520
  %72 = icmp eq i8 %71, 0, !dbg !520
  br i1 %72, label %73, label %78, !dbg !520, !prof !510

73:                                               ; preds = %68
  %74 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !520
  %75 = icmp eq i32 %74, 0, !dbg !520
  br i1 %75, label %78, label %76, !dbg !520

76:                                               ; preds = %73
    #dbg_value(ptr poison, !522, !DIExpression(), !526)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !528
  %77 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !529
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !520
  br label %78, !dbg !520

78:                                               ; preds = %76, %73, %68
  %79 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !531
  %80 = select i1 %79, i32 3, i32 0, !dbg !531
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %59, i32 noundef signext %70, i32 noundef signext %80), !dbg !532
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #19, !dbg !533
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #19, !dbg !533
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #19, !dbg !533
  ret i32 0, !dbg !533
}

; Function Attrs: nofree nounwind
declare !dbg !534 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #11 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !537
  %2 = icmp eq i8 %1, 0, !dbg !537
  br i1 %2, label %3, label %8, !dbg !537, !prof !510

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !537
  %5 = icmp eq i32 %4, 0, !dbg !537
  br i1 %5, label %8, label %6, !dbg !537

6:                                                ; preds = %3
    #dbg_value(ptr poison, !522, !DIExpression(), !538)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !540
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !541
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !537
  br label %8, !dbg !537

8:                                                ; preds = %6, %3, %0
  ret void, !dbg !542
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #12 comdat !dbg !543 {
    #dbg_value(ptr %0, !546, !DIExpression(), !547)
  ret void, !dbg !548
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat !dbg !549 {
    #dbg_value(ptr %0, !551, !DIExpression(), !553)
  %2 = load ptr, ptr %0, align 8, !dbg !554, !tbaa !478
  %3 = getelementptr i8, ptr %2, i64 -24, !dbg !554
  %4 = load i64, ptr %3, align 8, !dbg !554
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !554
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !554
  %7 = load i32, ptr %6, align 8, !dbg !554, !tbaa !446
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !555
  %9 = load i32, ptr %8, align 8, !dbg !555, !tbaa !461
  %10 = add nsw i32 %9, %7, !dbg !556
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !557
  %12 = load i32, ptr %11, align 8, !dbg !557, !tbaa !475
  %13 = add nsw i32 %10, %12, !dbg !558
  %14 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !559
  %15 = load i32, ptr %14, align 4, !dbg !559, !tbaa !484
  %16 = add nsw i32 %13, %15, !dbg !560
  ret i32 %16, !dbg !561
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 !dbg !562 {
    #dbg_value(ptr %0, !564, !DIExpression(), !565)
    #dbg_value(ptr %0, !269, !DIExpression(), !566)
    #dbg_value(i64 48, !270, !DIExpression(), !566)
  tail call void @free(ptr noundef nonnull %0), !dbg !568
  ret void, !dbg !569
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat !dbg !570 {
  ret void, !dbg !572
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 !dbg !573 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !574
    #dbg_value(ptr %2, !564, !DIExpression(), !575)
    #dbg_value(ptr %2, !269, !DIExpression(), !577)
    #dbg_value(i64 48, !270, !DIExpression(), !577)
  tail call void @free(ptr noundef nonnull %2), !dbg !579
  ret void, !dbg !574
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef signext i32 @_ZTv0_n24_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #15 comdat !dbg !580 {
  %2 = load ptr, ptr %0, align 8, !dbg !581, !tbaa !478
  %3 = getelementptr inbounds i8, ptr %2, i64 -24, !dbg !581
  %4 = load i64, ptr %3, align 8, !dbg !581
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !581
    #dbg_value(ptr %5, !551, !DIExpression(), !582)
  %6 = load ptr, ptr %5, align 8, !dbg !584, !tbaa !478
  %7 = getelementptr i8, ptr %6, i64 -24, !dbg !584
  %8 = load i64, ptr %7, align 8, !dbg !584
  %9 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !584
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !584
  %11 = load i32, ptr %10, align 8, !dbg !584, !tbaa !446
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !585
  %13 = load i32, ptr %12, align 8, !dbg !585, !tbaa !461
  %14 = add nsw i32 %13, %11, !dbg !586
  %15 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !587
  %16 = load i32, ptr %15, align 8, !dbg !587, !tbaa !475
  %17 = add nsw i32 %14, %16, !dbg !588
  %18 = getelementptr inbounds i8, ptr %5, i64 28, !dbg !589
  %19 = load i32, ptr %18, align 4, !dbg !589, !tbaa !484
  %20 = add nsw i32 %17, %19, !dbg !590
  ret i32 %20, !dbg !581
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat !dbg !591 {
  ret void, !dbg !592
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 !dbg !593 {
  %2 = load ptr, ptr %0, align 8, !dbg !594, !tbaa !478
  %3 = getelementptr inbounds i8, ptr %2, i64 -32, !dbg !594
  %4 = load i64, ptr %3, align 8, !dbg !594
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !594
    #dbg_value(ptr %5, !564, !DIExpression(), !595)
    #dbg_value(ptr %5, !269, !DIExpression(), !597)
    #dbg_value(i64 48, !270, !DIExpression(), !597)
  tail call void @free(ptr noundef nonnull %5), !dbg !599
  ret void, !dbg !594
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #16

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nobuiltin allocsize(0) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nobuiltin nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree norecurse nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #11 = { mustprogress nofree norecurse nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #12 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #13 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #14 = { inlinehint nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #15 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #16 = { nofree nounwind }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { allocsize(0) }
attributes #19 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151, !152}
!llvm.ident = !{!153}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !91, vtableHolder: !90, identifier: "_ZTS5Right")
!91 = !{!92, !108, !109}
!92 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !90, baseType: !93, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !94, vtableHolder: !93, identifier: "_ZTS4Base")
!94 = !{!95, !98, !99, !104}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !83, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !93, file: !2, line: 35, baseType: !85, size: 32, offset: 64)
!99 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !93, file: !2, line: 35, type: !100, scopeLine: 35, containingType: !93, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!85, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!104 = !DISubprogram(name: "~Base", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, containingType: !93, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !90, file: !2, line: 37, baseType: !85, size: 32, offset: 64)
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
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!139 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !114, size: 64)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!146 = !{i32 7, !"Dwarf Version", i32 5}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 4}
!149 = !{i32 8, !"PIC Level", i32 2}
!150 = !{i32 7, !"PIE Level", i32 2}
!151 = !{i32 7, !"uwtable", i32 2}
!152 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!153 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!154 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !155, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, templateParams: !161, retainedNodes: !158)
!155 = !DISubroutineType(types: !156)
!156 = !{!157, !157, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!158 = !{!159, !160}
!159 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !2, line: 53, type: !157)
!160 = !DILocalVariable(arg: 2, scope: !154, file: !2, line: 53, type: !157)
!161 = !{!162}
!162 = !DITemplateTypeParameter(name: "T", type: !157)
!163 = !DILocation(line: 0, scope: !154)
!164 = !DILocation(line: 53, column: 77, scope: !154)
!165 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !166, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !177)
!166 = !DISubroutineType(types: !167)
!167 = !{!168, !85}
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !169, identifier: "_ZTS3Big")
!169 = !{!170, !172, !173, !174, !175}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !168, file: !2, line: 62, baseType: !171, size: 64)
!171 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 64)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 128)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 192)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !168, file: !2, line: 62, baseType: !176, size: 104, offset: 256)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!177 = !{!178, !179, !180}
!178 = !DILocalVariable(name: "seed", arg: 1, scope: !165, file: !2, line: 65, type: !85)
!179 = !DILocalVariable(name: "r", scope: !165, file: !2, line: 66, type: !168)
!180 = !DILocalVariable(name: "i", scope: !181, file: !2, line: 68, type: !85)
!181 = distinct !DILexicalBlock(scope: !165, file: !2, line: 68, column: 3)
!182 = !DILocation(line: 0, scope: !165)
!183 = !DILocation(line: 66, column: 7, scope: !165)
!184 = !DILocation(line: 67, column: 9, scope: !165)
!185 = !DILocation(line: 67, column: 7, scope: !165)
!186 = !{!187, !188, i64 0}
!187 = !{!"_ZTS3Big", !188, i64 0, !188, i64 8, !188, i64 16, !188, i64 24, !189, i64 32}
!188 = !{!"long long", !189, i64 0}
!189 = !{!"omnipotent char", !190, i64 0}
!190 = !{!"Simple C++ TBAA"}
!191 = !DILocation(line: 67, column: 26, scope: !165)
!192 = !DILocation(line: 67, column: 21, scope: !165)
!193 = !DILocation(line: 67, column: 17, scope: !165)
!194 = !DILocation(line: 67, column: 19, scope: !165)
!195 = !{!187, !188, i64 8}
!196 = !DILocation(line: 67, column: 42, scope: !165)
!197 = !DILocation(line: 67, column: 37, scope: !165)
!198 = !DILocation(line: 67, column: 33, scope: !165)
!199 = !DILocation(line: 67, column: 35, scope: !165)
!200 = !{!187, !188, i64 16}
!201 = !DILocation(line: 67, column: 53, scope: !165)
!202 = !DILocation(line: 67, column: 49, scope: !165)
!203 = !DILocation(line: 67, column: 51, scope: !165)
!204 = !{!187, !188, i64 24}
!205 = !DILocation(line: 0, scope: !181)
!206 = !DILocation(line: 68, column: 67, scope: !207)
!207 = distinct !DILexicalBlock(scope: !181, file: !2, line: 68, column: 3)
!208 = !DILocation(line: 68, column: 49, scope: !207)
!209 = !DILocation(line: 68, column: 41, scope: !207)
!210 = !{!189, !189, i64 0}
!211 = !DILocation(line: 68, column: 62, scope: !207)
!212 = !DILocation(line: 68, column: 32, scope: !207)
!213 = !DILocation(line: 69, column: 3, scope: !165)
!214 = !DILocation(line: 69, column: 13, scope: !165)
!215 = !DILocation(line: 70, column: 3, scope: !165)
!216 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !217, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!171, !168}
!219 = !{!220}
!220 = !DILocalVariable(name: "b", arg: 1, scope: !216, file: !2, line: 72, type: !168)
!221 = !DILocation(line: 0, scope: !216)
!222 = !DILocation(line: 72, column: 65, scope: !216)
!223 = !DILocation(line: 72, column: 71, scope: !216)
!224 = !DILocation(line: 72, column: 77, scope: !216)
!225 = !DILocation(line: 72, column: 83, scope: !216)
!226 = !DILocation(line: 72, column: 54, scope: !216)
!227 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !228, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!110, !110}
!230 = !{!231, !232}
!231 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !2, line: 73, type: !110)
!232 = !DILocalVariable(name: "q", scope: !227, file: !2, line: 73, type: !110)
!233 = !DILocation(line: 0, scope: !227)
!234 = !DILocation(line: 73, column: 57, scope: !227)
!235 = !DILocation(line: 73, column: 67, scope: !227)
!236 = !DILocation(line: 73, column: 61, scope: !227)
!237 = !{!238, !239, i64 0}
!238 = !{!"_ZTS4Pair", !239, i64 0, !240, i64 4}
!239 = !{!"int", !189, i64 0}
!240 = !{!"float", !189, i64 0}
!241 = !DILocation(line: 73, column: 79, scope: !227)
!242 = !{!238, !240, i64 4}
!243 = !DILocation(line: 73, column: 85, scope: !227)
!244 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !245, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !249)
!245 = !DISubroutineType(types: !246)
!246 = !{!247, !248}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!248 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!249 = !{!250}
!250 = !DILocalVariable(name: "n", arg: 1, scope: !244, file: !2, line: 91, type: !248)
!251 = !DILocation(line: 0, scope: !244)
!252 = !DILocation(line: 91, column: 53, scope: !244)
!253 = !DILocation(line: 91, column: 46, scope: !244)
!254 = !DILocation(line: 91, column: 39, scope: !244)
!255 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 5, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !257, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !247}
!259 = !{!260}
!260 = !DILocalVariable(name: "p", arg: 1, scope: !256, file: !2, line: 92, type: !247)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocation(line: 92, column: 42, scope: !256)
!263 = !DILocation(line: 92, column: 51, scope: !256)
!264 = !DISubprogram(name: "free", scope: !2, file: !2, line: 6, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !266, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !247, !248}
!268 = !{!269, !270}
!269 = !DILocalVariable(name: "p", arg: 1, scope: !265, file: !2, line: 93, type: !247)
!270 = !DILocalVariable(arg: 2, scope: !265, file: !2, line: 93, type: !248)
!271 = !DILocation(line: 0, scope: !265)
!272 = !DILocation(line: 93, column: 57, scope: !265)
!273 = !DILocation(line: 93, column: 66, scope: !265)
!274 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !275)
!275 = !{!276, !297, !298, !301, !303, !304, !306, !308, !309, !310, !312, !343, !345, !347, !368, !370, !372, !394, !396, !397, !401, !402, !406, !409, !413, !414, !415, !416}
!276 = !DILocalVariable(name: "shapes", scope: !274, file: !2, line: 96, type: !277)
!277 = !DICompositeType(tag: DW_TAG_array_type, baseType: !278, size: 192, elements: !295)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!279 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !280, vtableHolder: !279, identifier: "_ZTS5Shape")
!280 = !{!281, !282, !286, !292}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!282 = !DISubprogram(name: "~Shape", scope: !279, file: !2, line: 10, type: !283, scopeLine: 10, containingType: !279, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !285}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !279, file: !2, line: 11, type: !287, scopeLine: 11, containingType: !279, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !290}
!289 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !279)
!292 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !279, file: !2, line: 12, type: !293, scopeLine: 12, containingType: !279, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{!157, !290}
!295 = !{!296}
!296 = !DISubrange(count: 3)
!297 = !DILocalVariable(name: "total", scope: !274, file: !2, line: 97, type: !289)
!298 = !DILocalVariable(name: "__range1", scope: !299, type: !300, flags: DIFlagArtificial)
!299 = distinct !DILexicalBlock(scope: !274, file: !2, line: 98, column: 3)
!300 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !277, size: 64)
!301 = !DILocalVariable(name: "__begin1", scope: !299, type: !302, flags: DIFlagArtificial)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!303 = !DILocalVariable(name: "__end1", scope: !299, type: !302, flags: DIFlagArtificial)
!304 = !DILocalVariable(name: "s", scope: !305, file: !2, line: 98, type: !278)
!305 = distinct !DILexicalBlock(scope: !299, file: !2, line: 98, column: 3)
!306 = !DILocalVariable(name: "__range1", scope: !307, type: !300, flags: DIFlagArtificial)
!307 = distinct !DILexicalBlock(scope: !274, file: !2, line: 102, column: 3)
!308 = !DILocalVariable(name: "__begin1", scope: !307, type: !302, flags: DIFlagArtificial)
!309 = !DILocalVariable(name: "__end1", scope: !307, type: !302, flags: DIFlagArtificial)
!310 = !DILocalVariable(name: "s", scope: !311, file: !2, line: 102, type: !278)
!311 = distinct !DILexicalBlock(scope: !307, file: !2, line: 102, column: 3)
!312 = !DILocalVariable(name: "w", scope: !274, file: !2, line: 105, type: !313)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !314, vtableHolder: !316, identifier: "_ZTS6Widget")
!314 = !{!315, !325, !334, !339}
!315 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !313, baseType: !316, extraData: i32 0)
!316 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !317, vtableHolder: !316, identifier: "_ZTS5Named")
!317 = !{!318, !319, !320}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !316, file: !2, line: 27, baseType: !85, size: 32, offset: 64)
!320 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !316, file: !2, line: 27, type: !321, scopeLine: 27, containingType: !316, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{!157, !323}
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!325 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !313, baseType: !326, offset: 128, extraData: i32 0)
!326 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !327, vtableHolder: !326, identifier: "_ZTS7Counted")
!327 = !{!328, !329, !330}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !326, file: !2, line: 28, baseType: !85, size: 32, offset: 64)
!330 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !326, file: !2, line: 28, type: !331, scopeLine: 28, containingType: !326, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !333}
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!334 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !313, file: !2, line: 31, type: !335, scopeLine: 31, containingType: !313, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!157, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !313)
!339 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !313, file: !2, line: 32, type: !340, scopeLine: 32, containingType: !313, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !342}
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!343 = !DILocalVariable(name: "c", scope: !274, file: !2, line: 106, type: !344)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!345 = !DILocalVariable(name: "n", scope: !274, file: !2, line: 107, type: !346)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!347 = !DILocalVariable(name: "d", scope: !274, file: !2, line: 111, type: !348)
!348 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !349, vtableHolder: !351, identifier: "_ZTS7Diamond")
!349 = !{!350, !361, !362, !363}
!350 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !348, baseType: !351, extraData: i32 0)
!351 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !352, vtableHolder: !351, identifier: "_ZTS4Left")
!352 = !{!353, !354, !355, !356}
!353 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !351, baseType: !93, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !351, file: !2, line: 36, baseType: !85, size: 32, offset: 64)
!356 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !351, file: !2, line: 36, type: !357, scopeLine: 36, containingType: !351, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!85, !359}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !351)
!361 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !348, baseType: !90, offset: 128, extraData: i32 0)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !348, file: !2, line: 38, baseType: !85, size: 32, offset: 224)
!363 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !348, file: !2, line: 38, type: !364, scopeLine: 38, containingType: !348, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!85, !366}
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !348)
!368 = !DILocalVariable(name: "bp", scope: !274, file: !2, line: 112, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!370 = !DILocalVariable(name: "lp", scope: !274, file: !2, line: 113, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!372 = !DILocalVariable(name: "arr", scope: !274, file: !2, line: 117, type: !373)
!373 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !374, templateParams: !391, identifier: "_ZTS5ArrayIiLi8EE")
!374 = !{!375, !379, !384}
!375 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !373, file: !2, line: 43, baseType: !376, size: 256)
!376 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !377)
!377 = !{!378}
!378 = !DISubrange(count: 8)
!379 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !373, file: !2, line: 44, type: !380, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!382, !383, !85}
!382 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !373, file: !2, line: 45, type: !385, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !389, !85}
!387 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !388, size: 64)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!390 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !373)
!391 = !{!392, !393}
!392 = !DITemplateTypeParameter(name: "T", type: !85)
!393 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!394 = !DILocalVariable(name: "i", scope: !395, file: !2, line: 118, type: !85)
!395 = distinct !DILexicalBlock(scope: !274, file: !2, line: 118, column: 3)
!396 = !DILocalVariable(name: "bias", scope: !274, file: !2, line: 119, type: !85)
!397 = !DILocalVariable(name: "add", scope: !274, file: !2, line: 120, type: !398)
!398 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !274, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !399)
!399 = !{!400}
!400 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !398, file: !2, line: 120, baseType: !85, size: 32)
!401 = !DILocalVariable(name: "prod_count", scope: !274, file: !2, line: 121, type: !85)
!402 = !DILocalVariable(name: "mul", scope: !274, file: !2, line: 122, type: !403)
!403 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !274, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !404)
!404 = !{!405}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !403, file: !2, line: 122, baseType: !382, size: 64)
!406 = !DILocalVariable(name: "gen", scope: !274, file: !2, line: 124, type: !407)
!407 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !274, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !408)
!408 = !{}
!409 = !DILocalVariable(name: "fp", scope: !274, file: !2, line: 126, type: !410)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !411, size: 64)
!411 = !DISubroutineType(types: !412)
!412 = !{!85, !85}
!413 = !DILocalVariable(name: "b", scope: !274, file: !2, line: 132, type: !168)
!414 = !DILocalVariable(name: "p", scope: !274, file: !2, line: 134, type: !110)
!415 = !DILocalVariable(name: "a1", scope: !274, file: !2, line: 137, type: !85)
!416 = !DILocalVariable(name: "a2", scope: !274, file: !2, line: 137, type: !85)
!417 = distinct !DIAssignID()
!418 = !DILocation(line: 0, scope: !274)
!419 = distinct !DIAssignID()
!420 = distinct !DIAssignID()
!421 = !DILocation(line: 0, scope: !299)
!422 = !DILocation(line: 0, scope: !305)
!423 = !DILocation(line: 99, column: 5, scope: !424)
!424 = distinct !DILexicalBlock(scope: !305, file: !2, line: 98, column: 27)
!425 = !DILocation(line: 103, column: 3, scope: !274)
!426 = !DILocation(line: 109, column: 3, scope: !274)
!427 = !DILocation(line: 111, column: 3, scope: !274)
!428 = !DILocalVariable(name: "this", arg: 1, scope: !429, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !348, file: !2, line: 38, type: !430, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !433, retainedNodes: !434)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !432}
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DISubprogram(name: "Diamond", scope: !348, type: !430, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !{!428}
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!436 = !DILocation(line: 0, scope: !429, inlinedAt: !437)
!437 = distinct !DILocation(line: 111, column: 11, scope: !274)
!438 = !DILocation(line: 38, column: 8, scope: !429, inlinedAt: !437)
!439 = !DILocalVariable(name: "this", arg: 1, scope: !440, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!440 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !441, retainedNodes: !442)
!441 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !{!439}
!443 = !DILocation(line: 0, scope: !440, inlinedAt: !444)
!444 = distinct !DILocation(line: 38, column: 8, scope: !429, inlinedAt: !437)
!445 = !DILocation(line: 35, column: 19, scope: !440, inlinedAt: !444)
!446 = !{!447, !239, i64 8}
!447 = !{!"_ZTS4Base", !239, i64 8}
!448 = distinct !DIAssignID()
!449 = !DILocalVariable(name: "this", arg: 1, scope: !450, type: !371, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !351, file: !2, line: 36, type: !451, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !454, retainedNodes: !455)
!451 = !DISubroutineType(types: !452)
!452 = !{null, !453}
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DISubprogram(name: "Left", scope: !351, type: !451, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !{!449, !456}
!456 = !DILocalVariable(name: "vtt", arg: 2, scope: !450, type: !457, flags: DIFlagArtificial)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!458 = !DILocation(line: 0, scope: !450, inlinedAt: !459)
!459 = distinct !DILocation(line: 38, column: 8, scope: !429, inlinedAt: !437)
!460 = !DILocation(line: 36, column: 34, scope: !450, inlinedAt: !459)
!461 = !{!462, !239, i64 8}
!462 = !{!"_ZTS4Left", !239, i64 8}
!463 = distinct !DIAssignID()
!464 = !DILocalVariable(name: "this", arg: 1, scope: !465, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !466, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !469, retainedNodes: !470)
!466 = !DISubroutineType(types: !467)
!467 = !{null, !468}
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DISubprogram(name: "Right", scope: !90, type: !466, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !{!464, !471}
!471 = !DILocalVariable(name: "vtt", arg: 2, scope: !465, type: !457, flags: DIFlagArtificial)
!472 = !DILocation(line: 0, scope: !465, inlinedAt: !473)
!473 = distinct !DILocation(line: 38, column: 8, scope: !429, inlinedAt: !437)
!474 = !DILocation(line: 37, column: 35, scope: !465, inlinedAt: !473)
!475 = !{!476, !239, i64 8}
!476 = !{!"_ZTS5Right", !239, i64 8}
!477 = distinct !DIAssignID()
!478 = !{!479, !479, i64 0}
!479 = !{!"vtable pointer", !190, i64 0}
!480 = distinct !DIAssignID()
!481 = distinct !DIAssignID()
!482 = distinct !DIAssignID()
!483 = !DILocation(line: 38, column: 36, scope: !429, inlinedAt: !437)
!484 = !{!485, !239, i64 28}
!485 = !{!"_ZTS7Diamond", !462, i64 0, !476, i64 16, !239, i64 28}
!486 = distinct !DIAssignID()
!487 = !DILocation(line: 114, column: 3, scope: !274)
!488 = !DILocation(line: 115, column: 31, scope: !274)
!489 = !DILocation(line: 115, column: 57, scope: !274)
!490 = !DILocation(line: 115, column: 3, scope: !274)
!491 = !DILocation(line: 123, column: 3, scope: !274)
!492 = !DILocation(line: 125, column: 3, scope: !274)
!493 = !DILocation(line: 127, column: 3, scope: !274)
!494 = !DILocation(line: 129, column: 3, scope: !274)
!495 = !DILocation(line: 130, column: 3, scope: !274)
!496 = !DILocation(line: 132, column: 3, scope: !274)
!497 = !DILocation(line: 132, column: 11, scope: !274)
!498 = !DILocation(line: 133, column: 35, scope: !274)
!499 = !{!188, !188, i64 0}
!500 = !DILocation(line: 133, column: 27, scope: !274)
!501 = !DILocation(line: 133, column: 3, scope: !274)
!502 = !DILocation(line: 134, column: 3, scope: !274)
!503 = !DILocation(line: 134, column: 12, scope: !274)
!504 = !DILocation(line: 135, column: 30, scope: !274)
!505 = !DILocation(line: 135, column: 35, scope: !274)
!506 = !DILocation(line: 135, column: 33, scope: !274)
!507 = !DILocation(line: 135, column: 3, scope: !274)
!508 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !509)
!509 = distinct !DILocation(line: 137, column: 12, scope: !274)
!510 = !{!"branch_weights", i32 1, i32 1048575}
!511 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !509)
!512 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !509)
!513 = !{!239, !239, i64 0}
!514 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !509)
!515 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !516)
!516 = distinct !DILocation(line: 137, column: 28, scope: !274)
!517 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !516)
!518 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !516)
!519 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !516)
!520 = !DILocation(line: 82, column: 3, scope: !136, inlinedAt: !521)
!521 = distinct !DILocation(line: 138, column: 48, scope: !274)
!522 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !525, flags: DIFlagArtificial | DIFlagObjectPointer)
!523 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !117, retainedNodes: !524)
!524 = !{!522}
!525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!526 = !DILocation(line: 0, scope: !523, inlinedAt: !527)
!527 = distinct !DILocation(line: 82, column: 19, scope: !136, inlinedAt: !521)
!528 = !DILocation(line: 78, column: 16, scope: !523, inlinedAt: !527)
!529 = !DILocation(line: 78, column: 29, scope: !530, inlinedAt: !527)
!530 = distinct !DILexicalBlock(scope: !523, file: !2, line: 78, column: 27)
!531 = !DILocation(line: 138, column: 59, scope: !274)
!532 = !DILocation(line: 138, column: 3, scope: !274)
!533 = !DILocation(line: 140, column: 1, scope: !274)
!534 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !535, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubroutineType(types: !536)
!536 = !{!85, !157, null}
!537 = !DILocation(line: 82, column: 3, scope: !136)
!538 = !DILocation(line: 0, scope: !523, inlinedAt: !539)
!539 = distinct !DILocation(line: 82, column: 19, scope: !136)
!540 = !DILocation(line: 78, column: 16, scope: !523, inlinedAt: !539)
!541 = !DILocation(line: 78, column: 29, scope: !530, inlinedAt: !539)
!542 = !DILocation(line: 83, column: 3, scope: !136)
!543 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !348, file: !2, line: 38, type: !430, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !544, retainedNodes: !545)
!544 = !DISubprogram(name: "~Diamond", scope: !348, type: !430, containingType: !348, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!545 = !{!546}
!546 = !DILocalVariable(name: "this", arg: 1, scope: !543, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!547 = !DILocation(line: 0, scope: !543)
!548 = !DILocation(line: 38, column: 8, scope: !543)
!549 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !348, file: !2, line: 38, type: !364, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !363, retainedNodes: !550)
!550 = !{!551}
!551 = !DILocalVariable(name: "this", arg: 1, scope: !549, type: !552, flags: DIFlagArtificial | DIFlagObjectPointer)
!552 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!553 = !DILocation(line: 0, scope: !549)
!554 = !DILocation(line: 38, column: 77, scope: !549)
!555 = !DILocation(line: 38, column: 81, scope: !549)
!556 = !DILocation(line: 38, column: 79, scope: !549)
!557 = !DILocation(line: 38, column: 85, scope: !549)
!558 = !DILocation(line: 38, column: 83, scope: !549)
!559 = !DILocation(line: 38, column: 89, scope: !549)
!560 = !DILocation(line: 38, column: 87, scope: !549)
!561 = !DILocation(line: 38, column: 70, scope: !549)
!562 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !348, file: !2, line: 38, type: !430, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !544, retainedNodes: !563)
!563 = !{!564}
!564 = !DILocalVariable(name: "this", arg: 1, scope: !562, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!565 = !DILocation(line: 0, scope: !562)
!566 = !DILocation(line: 0, scope: !265, inlinedAt: !567)
!567 = distinct !DILocation(line: 38, column: 8, scope: !562)
!568 = !DILocation(line: 93, column: 57, scope: !265, inlinedAt: !567)
!569 = !DILocation(line: 38, column: 8, scope: !562)
!570 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !571, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!571 = !DISubroutineType(types: !408)
!572 = !DILocation(line: 0, scope: !570)
!573 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !571, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!574 = !DILocation(line: 0, scope: !573)
!575 = !DILocation(line: 0, scope: !562, inlinedAt: !576)
!576 = distinct !DILocation(line: 0, scope: !573)
!577 = !DILocation(line: 0, scope: !265, inlinedAt: !578)
!578 = distinct !DILocation(line: 38, column: 8, scope: !562, inlinedAt: !576)
!579 = !DILocation(line: 93, column: 57, scope: !265, inlinedAt: !578)
!580 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !571, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!581 = !DILocation(line: 0, scope: !580)
!582 = !DILocation(line: 0, scope: !549, inlinedAt: !583)
!583 = distinct !DILocation(line: 0, scope: !580)
!584 = !DILocation(line: 38, column: 77, scope: !549, inlinedAt: !583)
!585 = !DILocation(line: 38, column: 81, scope: !549, inlinedAt: !583)
!586 = !DILocation(line: 38, column: 79, scope: !549, inlinedAt: !583)
!587 = !DILocation(line: 38, column: 85, scope: !549, inlinedAt: !583)
!588 = !DILocation(line: 38, column: 83, scope: !549, inlinedAt: !583)
!589 = !DILocation(line: 38, column: 89, scope: !549, inlinedAt: !583)
!590 = !DILocation(line: 38, column: 87, scope: !549, inlinedAt: !583)
!591 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !571, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!592 = !DILocation(line: 0, scope: !591)
!593 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !571, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!594 = !DILocation(line: 0, scope: !593)
!595 = !DILocation(line: 0, scope: !562, inlinedAt: !596)
!596 = distinct !DILocation(line: 0, scope: !593)
!597 = !DILocation(line: 0, scope: !265, inlinedAt: !598)
!598 = distinct !DILocation(line: 38, column: 8, scope: !562, inlinedAt: !596)
!599 = !DILocation(line: 93, column: 57, scope: !265, inlinedAt: !598)
