; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !145
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !154 {
    #dbg_value(ptr %0, !159, !DIExpression(), !163)
    #dbg_value(ptr %1, !160, !DIExpression(), !163)
  ret ptr %0, !dbg !164
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !165 {
    #dbg_value(i32 %1, !178, !DIExpression(), !182)
    #dbg_declare(ptr %0, !179, !DIExpression(), !183)
  %3 = sext i32 %1 to i64, !dbg !184
  store i64 %3, ptr %0, align 8, !dbg !185, !tbaa !186
  %4 = shl nsw i32 %1, 1, !dbg !191
  %5 = sext i32 %4 to i64, !dbg !192
  %6 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !193
  store i64 %5, ptr %6, align 8, !dbg !194, !tbaa !195
  %7 = mul nsw i32 %1, 3, !dbg !196
  %8 = sext i32 %7 to i64, !dbg !197
  %9 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !198
  store i64 %8, ptr %9, align 8, !dbg !199, !tbaa !200
  %10 = sub nsw i32 0, %1, !dbg !201
  %11 = sext i32 %10 to i64, !dbg !201
  %12 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !202
  store i64 %11, ptr %12, align 8, !dbg !203, !tbaa !204
    #dbg_value(i32 0, !180, !DIExpression(), !205)
  %13 = getelementptr inbounds i8, ptr %0, i32 32
    #dbg_value(i32 0, !180, !DIExpression(), !205)
    #dbg_value(i32 0, !180, !DIExpression(), !205)
  %14 = srem i32 %1, 26, !dbg !206
  %15 = trunc nsw i32 %14 to i8, !dbg !208
  %16 = add nsw i8 %15, 97, !dbg !208
  store i8 %16, ptr %13, align 8, !dbg !209, !tbaa !210
    #dbg_value(i32 1, !180, !DIExpression(), !205)
  %17 = add nsw i32 %1, 1, !dbg !211
  %18 = srem i32 %17, 26, !dbg !206
  %19 = trunc nsw i32 %18 to i8, !dbg !208
  %20 = add nsw i8 %19, 97, !dbg !208
  %21 = getelementptr inbounds i8, ptr %0, i32 33, !dbg !212
  store i8 %20, ptr %21, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 2, !180, !DIExpression(), !205)
  %22 = add nsw i32 %1, 2, !dbg !211
  %23 = srem i32 %22, 26, !dbg !206
  %24 = trunc nsw i32 %23 to i8, !dbg !208
  %25 = add nsw i8 %24, 97, !dbg !208
  %26 = getelementptr inbounds i8, ptr %0, i32 34, !dbg !212
  store i8 %25, ptr %26, align 2, !dbg !209, !tbaa !210
    #dbg_value(i32 3, !180, !DIExpression(), !205)
  %27 = add nsw i32 %1, 3, !dbg !211
  %28 = srem i32 %27, 26, !dbg !206
  %29 = trunc nsw i32 %28 to i8, !dbg !208
  %30 = add nsw i8 %29, 97, !dbg !208
  %31 = getelementptr inbounds i8, ptr %0, i32 35, !dbg !212
  store i8 %30, ptr %31, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 4, !180, !DIExpression(), !205)
  %32 = add nsw i32 %1, 4, !dbg !211
  %33 = srem i32 %32, 26, !dbg !206
  %34 = trunc nsw i32 %33 to i8, !dbg !208
  %35 = add nsw i8 %34, 97, !dbg !208
  %36 = getelementptr inbounds i8, ptr %0, i32 36, !dbg !212
  store i8 %35, ptr %36, align 4, !dbg !209, !tbaa !210
    #dbg_value(i32 5, !180, !DIExpression(), !205)
  %37 = add nsw i32 %1, 5, !dbg !211
  %38 = srem i32 %37, 26, !dbg !206
  %39 = trunc nsw i32 %38 to i8, !dbg !208
  %40 = add nsw i8 %39, 97, !dbg !208
  %41 = getelementptr inbounds i8, ptr %0, i32 37, !dbg !212
  store i8 %40, ptr %41, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 6, !180, !DIExpression(), !205)
  %42 = add nsw i32 %1, 6, !dbg !211
  %43 = srem i32 %42, 26, !dbg !206
  %44 = trunc nsw i32 %43 to i8, !dbg !208
  %45 = add nsw i8 %44, 97, !dbg !208
  %46 = getelementptr inbounds i8, ptr %0, i32 38, !dbg !212
  store i8 %45, ptr %46, align 2, !dbg !209, !tbaa !210
    #dbg_value(i32 7, !180, !DIExpression(), !205)
  %47 = add nsw i32 %1, 7, !dbg !211
  %48 = srem i32 %47, 26, !dbg !206
  %49 = trunc nsw i32 %48 to i8, !dbg !208
  %50 = add nsw i8 %49, 97, !dbg !208
  %51 = getelementptr inbounds i8, ptr %0, i32 39, !dbg !212
  store i8 %50, ptr %51, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 8, !180, !DIExpression(), !205)
  %52 = add nsw i32 %1, 8, !dbg !211
  %53 = srem i32 %52, 26, !dbg !206
  %54 = trunc nsw i32 %53 to i8, !dbg !208
  %55 = add nsw i8 %54, 97, !dbg !208
  %56 = getelementptr inbounds i8, ptr %0, i32 40, !dbg !212
  store i8 %55, ptr %56, align 8, !dbg !209, !tbaa !210
    #dbg_value(i32 9, !180, !DIExpression(), !205)
  %57 = add nsw i32 %1, 9, !dbg !211
  %58 = srem i32 %57, 26, !dbg !206
  %59 = trunc nsw i32 %58 to i8, !dbg !208
  %60 = add nsw i8 %59, 97, !dbg !208
  %61 = getelementptr inbounds i8, ptr %0, i32 41, !dbg !212
  store i8 %60, ptr %61, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 10, !180, !DIExpression(), !205)
  %62 = add nsw i32 %1, 10, !dbg !211
  %63 = srem i32 %62, 26, !dbg !206
  %64 = trunc nsw i32 %63 to i8, !dbg !208
  %65 = add nsw i8 %64, 97, !dbg !208
  %66 = getelementptr inbounds i8, ptr %0, i32 42, !dbg !212
  store i8 %65, ptr %66, align 2, !dbg !209, !tbaa !210
    #dbg_value(i32 11, !180, !DIExpression(), !205)
  %67 = add nsw i32 %1, 11, !dbg !211
  %68 = srem i32 %67, 26, !dbg !206
  %69 = trunc nsw i32 %68 to i8, !dbg !208
  %70 = add nsw i8 %69, 97, !dbg !208
  %71 = getelementptr inbounds i8, ptr %0, i32 43, !dbg !212
  store i8 %70, ptr %71, align 1, !dbg !209, !tbaa !210
    #dbg_value(i32 12, !180, !DIExpression(), !205)
  %72 = getelementptr inbounds i8, ptr %0, i32 44, !dbg !213
  store i8 0, ptr %72, align 4, !dbg !214, !tbaa !210
  ret void, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) local_unnamed_addr #3 !dbg !216 {
  %2 = extractvalue [6 x i64] %0, 0
  %3 = extractvalue [6 x i64] %0, 1
  %4 = extractvalue [6 x i64] %0, 2
  %5 = extractvalue [6 x i64] %0, 3
  %6 = extractvalue [6 x i64] %0, 4
    #dbg_value(i64 %2, !220, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !221)
    #dbg_value(i64 %3, !220, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !221)
    #dbg_value(i64 %4, !220, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !221)
    #dbg_value(i64 %5, !220, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !221)
    #dbg_value(i64 %6, !220, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 8), !221)
    #dbg_value(i64 %6, !220, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 264, 56), !221)
    #dbg_value(i64 poison, !220, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !221)
  %7 = add nsw i64 %2, %3, !dbg !222
  %8 = add nsw i64 %7, %4, !dbg !223
  %9 = add nsw i64 %8, %5, !dbg !224
  %10 = and i64 %6, 255, !dbg !225
  %11 = add nsw i64 %9, %10, !dbg !226
  ret i64 %11, !dbg !227
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pair) align 4 %0, [2 x i32] %1) local_unnamed_addr #1 !dbg !228 {
  %3 = extractvalue [2 x i32] %1, 0
  %4 = extractvalue [2 x i32] %1, 1
  %5 = bitcast i32 %4 to float
    #dbg_value(i32 %3, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
    #dbg_value(float %5, !232, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !234)
    #dbg_declare(ptr %0, !233, !DIExpression(), !235)
  %6 = fptosi float %5 to i32, !dbg !236
  store i32 %6, ptr %0, align 4, !dbg !237, !tbaa !238
  %7 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !237
  %8 = sitofp i32 %3 to float, !dbg !242
  store float %8, ptr %7, align 4, !dbg !237, !tbaa !243
  ret void, !dbg !244
}

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) local_unnamed_addr #4 !dbg !245 {
    #dbg_value(i32 %0, !251, !DIExpression(), !252)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !253
  %3 = tail call ptr @malloc(i32 noundef %2) #18, !dbg !254
  ret ptr %3, !dbg !255
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !256 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !257 {
    #dbg_value(ptr %0, !261, !DIExpression(), !262)
  tail call void @free(ptr noundef %0), !dbg !263
  ret void, !dbg !264
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !265 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @_ZdlPvj(ptr noundef %0, i32 noundef %1) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !266 {
    #dbg_value(ptr %0, !270, !DIExpression(), !272)
    #dbg_value(i32 %1, !271, !DIExpression(), !272)
  tail call void @free(ptr noundef %0), !dbg !273
  ret void, !dbg !274
}

; Function Attrs: nofree norecurse nounwind
define dso_local noundef i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 !dbg !275 {
  %1 = alloca %struct.Diamond, align 4, !DIAssignID !418
    #dbg_assign(i1 undef, !348, !DIExpression(), !418, ptr %1, !DIExpression(), !419)
  %2 = alloca %struct.Big, align 8, !DIAssignID !420
    #dbg_assign(i1 undef, !414, !DIExpression(), !420, ptr %2, !DIExpression(), !419)
  %3 = alloca %struct.Pair, align 4, !DIAssignID !421
    #dbg_assign(i1 undef, !415, !DIExpression(), !421, ptr %3, !DIExpression(), !419)
    #dbg_value(ptr poison, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !419)
    #dbg_value(ptr poison, !277, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !419)
    #dbg_value(ptr poison, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !419)
    #dbg_value(ptr undef, !299, !DIExpression(), !422)
    #dbg_value(ptr undef, !304, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !422)
    #dbg_value(double 0.000000e+00, !298, !DIExpression(), !419)
    #dbg_value(ptr undef, !302, !DIExpression(), !422)
    #dbg_value(ptr poison, !305, !DIExpression(), !423)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !424
    #dbg_value(double 6.000000e+00, !298, !DIExpression(), !419)
    #dbg_value(ptr poison, !305, !DIExpression(), !423)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !424
    #dbg_value(double 2.200000e+01, !298, !DIExpression(), !419)
    #dbg_value(ptr poison, !305, !DIExpression(), !423)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !424
    #dbg_value(double 2.600000e+01, !298, !DIExpression(), !419)
    #dbg_value(!DIArgList(ptr undef, i32 12), !302, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !422)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !426
    #dbg_value(i32 5, !313, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !419)
    #dbg_value(ptr poison, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !419)
    #dbg_value(ptr poison, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !419)
    #dbg_value(ptr undef, !344, !DIExpression(), !419)
    #dbg_value(ptr undef, !346, !DIExpression(), !419)
    #dbg_value(i32 20, !313, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !419)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5), !dbg !427
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #19, !dbg !428
    #dbg_value(ptr %1, !429, !DIExpression(), !437)
  %9 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !439
    #dbg_value(ptr %9, !440, !DIExpression(), !444)
  %10 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !446
  store i32 1, ptr %10, align 4, !dbg !446, !tbaa !447, !DIAssignID !449
    #dbg_assign(i32 1, !348, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !449, ptr %10, !DIExpression(), !419)
    #dbg_value(ptr %1, !450, !DIExpression(), !459)
    #dbg_value(ptr poison, !457, !DIExpression(), !459)
  %11 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !461
  store i32 2, ptr %11, align 4, !dbg !461, !tbaa !462, !DIAssignID !464
    #dbg_assign(i32 2, !348, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !464, ptr %11, !DIExpression(), !419)
  %12 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !439
    #dbg_value(ptr %12, !465, !DIExpression(), !473)
    #dbg_value(ptr poison, !472, !DIExpression(), !473)
  %13 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !475
  store i32 3, ptr %13, align 4, !dbg !475, !tbaa !476, !DIAssignID !478
    #dbg_assign(i32 3, !348, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !478, ptr %13, !DIExpression(), !419)
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV7Diamond, i32 12), ptr %1, align 4, !dbg !439, !tbaa !479, !DIAssignID !481
    #dbg_assign(ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV7Diamond, i32 12), !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !481, ptr %1, !DIExpression(), !419)
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV7Diamond, i32 60), ptr %9, align 4, !dbg !439, !tbaa !479, !DIAssignID !482
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV7Diamond, i32 60), !348, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !482, ptr %9, !DIExpression(), !419)
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV7Diamond, i32 36), ptr %12, align 4, !dbg !439, !tbaa !479, !DIAssignID !483
    #dbg_assign(ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV7Diamond, i32 36), !348, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !483, ptr %12, !DIExpression(), !419)
  %14 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !484
  store i32 4, ptr %14, align 4, !dbg !484, !tbaa !485, !DIAssignID !487
    #dbg_assign(i32 4, !348, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !487, ptr %14, !DIExpression(), !419)
    #dbg_value(ptr %9, !369, !DIExpression(), !419)
    #dbg_value(ptr %1, !371, !DIExpression(), !419)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !488
  %16 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i32 -1) #19, !dbg !489
  %17 = icmp ne ptr %16, null, !dbg !490
  %18 = zext i1 %17 to i32, !dbg !489
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18), !dbg !491
    #dbg_value(i32 0, !373, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !419)
    #dbg_value(i32 1, !373, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !419)
    #dbg_value(i32 4, !373, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !419)
    #dbg_value(i32 9, !373, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !419)
    #dbg_value(i32 16, !373, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !419)
    #dbg_value(i32 25, !373, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !419)
    #dbg_value(i32 36, !373, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !419)
    #dbg_value(i32 49, !373, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !419)
    #dbg_value(i32 7, !397, !DIExpression(), !419)
    #dbg_value(i32 7, !398, !DIExpression(), !419)
    #dbg_value(ptr poison, !403, !DIExpression(), !419)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !492
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00), !dbg !493
    #dbg_value(ptr poison, !410, !DIExpression(), !419)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42), !dbg !494
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !495
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !496
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #19, !dbg !497
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !498
  %25 = load i64, ptr %2, align 8, !dbg !499, !tbaa !500
  %26 = getelementptr inbounds i8, ptr %2, i32 8, !dbg !499
  %27 = load i64, ptr %26, align 8, !dbg !499, !tbaa !500
  %28 = getelementptr inbounds i8, ptr %2, i32 16, !dbg !499
  %29 = load i64, ptr %28, align 8, !dbg !499, !tbaa !500
  %30 = getelementptr inbounds i8, ptr %2, i32 24, !dbg !499
  %31 = load i64, ptr %30, align 8, !dbg !499, !tbaa !500
  %32 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !499
  %33 = load i64, ptr %32, align 8, !dbg !499
  %34 = getelementptr inbounds i8, ptr %2, i32 40, !dbg !499
  %35 = load i64, ptr %34, align 8, !dbg !499
  %36 = insertvalue [6 x i64] poison, i64 %25, 0, !dbg !501
  %37 = insertvalue [6 x i64] %36, i64 %27, 1, !dbg !501
  %38 = insertvalue [6 x i64] %37, i64 %29, 2, !dbg !501
  %39 = insertvalue [6 x i64] %38, i64 %31, 3, !dbg !501
  %40 = insertvalue [6 x i64] %39, i64 %33, 4, !dbg !501
  %41 = insertvalue [6 x i64] %40, i64 %35, 5, !dbg !501
  %42 = call noundef i64 @_Z7sum_big3Big([6 x i64] %41), !dbg !501
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %42, ptr noundef nonnull %32), !dbg !502
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #19, !dbg !503
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind nonnull writable sret(%struct.Pair) align 4 %3, [2 x i32] [i32 3, i32 1092091904]), !dbg !504
  %44 = load i32, ptr %3, align 4, !dbg !505, !tbaa !238
  %45 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !506
  %46 = load float, ptr %45, align 4, !dbg !506, !tbaa !243
  %47 = fpext float %46 to double, !dbg !507
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %44, double noundef %47), !dbg !508
  %49 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !509
  %50 = and i8 %49, 1, !dbg !509
  %51 = icmp eq i8 %50, 0, !dbg !509
  br i1 %51, label %52, label %58, !dbg !509, !prof !511

52:                                               ; preds = %0
  %53 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !509
  %54 = icmp eq i32 %53, 0, !dbg !509
  br i1 %54, label %58, label %55, !dbg !509

55:                                               ; preds = %52
  call fastcc void @_ZL8registryv(), !dbg !512
  %56 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !513
  %57 = select i1 %56, i32 3, i32 0, !dbg !513
  store i32 %57, ptr @_ZZL7countervE1n, align 4, !dbg !509, !tbaa !514
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !509
  br label %58, !dbg !509

58:                                               ; preds = %55, %52, %0
  %59 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !515, !tbaa !514
  %60 = add nsw i32 %59, 1, !dbg !515
  store i32 %60, ptr @_ZZL7countervE1n, align 4, !dbg !515, !tbaa !514
    #dbg_value(i32 %60, !416, !DIExpression(), !419)
  %61 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !516
  %62 = and i8 %61, 1, !dbg !516
  %63 = icmp eq i8 %62, 0, !dbg !516
  br i1 %63, label %64, label %70, !dbg !516, !prof !511

64:                                               ; preds = %58
  %65 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !516
  %66 = icmp eq i32 %65, 0, !dbg !516
  br i1 %66, label %70, label %67, !dbg !516

67:                                               ; preds = %64
  call fastcc void @_ZL8registryv(), !dbg !518
  %68 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !519
  %69 = select i1 %68, i32 3, i32 0, !dbg !519
  store i32 %69, ptr @_ZZL7countervE1n, align 4, !dbg !516, !tbaa !514
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #19, !dbg !516
  br label %70, !dbg !516

70:                                               ; preds = %67, %64, %58
  %71 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !520, !tbaa !514
  %72 = add nsw i32 %71, 1, !dbg !520
  store i32 %72, ptr @_ZZL7countervE1n, align 4, !dbg !520, !tbaa !514
    #dbg_value(i32 %72, !417, !DIExpression(), !419)
  %73 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !521
  %74 = and i8 %73, 1, !dbg !521
  %75 = icmp eq i8 %74, 0, !dbg !521
  br i1 %75, label %76, label %81, !dbg !521, !prof !511

76:                                               ; preds = %70
  %77 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !521
  %78 = icmp eq i32 %77, 0, !dbg !521
  br i1 %78, label %81, label %79, !dbg !521

79:                                               ; preds = %76
    #dbg_value(ptr poison, !523, !DIExpression(), !527)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !529
  %80 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !530
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !521
  br label %81, !dbg !521

81:                                               ; preds = %79, %76, %70
  %82 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !532
  %83 = select i1 %82, i32 3, i32 0, !dbg !532
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %60, i32 noundef %72, i32 noundef %83), !dbg !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #19, !dbg !534
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #19, !dbg !534
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #19, !dbg !534
  ret i32 0, !dbg !534
}

; Function Attrs: nofree nounwind
declare !dbg !535 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nounwind
define internal fastcc void @_ZL8registryv() unnamed_addr #11 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !538
  %2 = and i8 %1, 1, !dbg !538
  %3 = icmp eq i8 %2, 0, !dbg !538
  br i1 %3, label %4, label %9, !dbg !538, !prof !511

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !538
  %6 = icmp eq i32 %5, 0, !dbg !538
  br i1 %6, label %9, label %7, !dbg !538

7:                                                ; preds = %4
    #dbg_value(ptr poison, !523, !DIExpression(), !539)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !541
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !542
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #19, !dbg !538
  br label %9, !dbg !538

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !543
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #12 comdat align 2 !dbg !544 {
    #dbg_value(ptr %0, !547, !DIExpression(), !548)
  ret ptr %0, !dbg !549
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #13 comdat align 2 !dbg !550 {
    #dbg_value(ptr %0, !552, !DIExpression(), !554)
  %2 = load ptr, ptr %0, align 4, !dbg !555, !tbaa !479
  %3 = getelementptr i8, ptr %2, i32 -12, !dbg !555
  %4 = load i32, ptr %3, align 4, !dbg !555
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !555
  %6 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !555
  %7 = load i32, ptr %6, align 4, !dbg !555, !tbaa !447
  %8 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !556
  %9 = load i32, ptr %8, align 4, !dbg !556, !tbaa !462
  %10 = add nsw i32 %9, %7, !dbg !557
  %11 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !558
  %12 = load i32, ptr %11, align 4, !dbg !558, !tbaa !476
  %13 = add nsw i32 %10, %12, !dbg !559
  %14 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !560
  %15 = load i32, ptr %14, align 4, !dbg !560, !tbaa !485
  %16 = add nsw i32 %13, %15, !dbg !561
  ret i32 %16, !dbg !562
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !563 {
    #dbg_value(ptr %0, !565, !DIExpression(), !566)
    #dbg_value(ptr %0, !270, !DIExpression(), !567)
    #dbg_value(i32 28, !271, !DIExpression(), !567)
  tail call void @free(ptr noundef nonnull %0), !dbg !569
  ret void, !dbg !570
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !571 {
  ret ptr undef, !dbg !573
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !574 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8, !dbg !575
    #dbg_value(ptr %2, !565, !DIExpression(), !576)
    #dbg_value(ptr %2, !270, !DIExpression(), !578)
    #dbg_value(i32 28, !271, !DIExpression(), !578)
  tail call void @free(ptr noundef nonnull %2), !dbg !580
  ret void, !dbg !575
}

define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #15 comdat align 2 !dbg !581 {
  %2 = load ptr, ptr %0, align 4, !dbg !582, !tbaa !479
  %3 = getelementptr inbounds i8, ptr %2, i32 -12, !dbg !582
  %4 = load i32, ptr %3, align 4, !dbg !582
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !582
    #dbg_value(ptr %5, !552, !DIExpression(), !583)
  %6 = load ptr, ptr %5, align 4, !dbg !585, !tbaa !479
  %7 = getelementptr i8, ptr %6, i32 -12, !dbg !585
  %8 = load i32, ptr %7, align 4, !dbg !585
  %9 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !585
  %10 = getelementptr inbounds i8, ptr %9, i32 4, !dbg !585
  %11 = load i32, ptr %10, align 4, !dbg !585, !tbaa !447
  %12 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !586
  %13 = load i32, ptr %12, align 4, !dbg !586, !tbaa !462
  %14 = add nsw i32 %13, %11, !dbg !587
  %15 = getelementptr inbounds i8, ptr %5, i32 12, !dbg !588
  %16 = load i32, ptr %15, align 4, !dbg !588, !tbaa !476
  %17 = add nsw i32 %14, %16, !dbg !589
  %18 = getelementptr inbounds i8, ptr %5, i32 16, !dbg !590
  %19 = load i32, ptr %18, align 4, !dbg !590, !tbaa !485
  %20 = add nsw i32 %17, %19, !dbg !591
  ret i32 %20, !dbg !582
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !592 {
  ret ptr undef, !dbg !593
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !594 {
  %2 = load ptr, ptr %0, align 4, !dbg !595, !tbaa !479
  %3 = getelementptr inbounds i8, ptr %2, i32 -16, !dbg !595
  %4 = load i32, ptr %3, align 4, !dbg !595
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !595
    #dbg_value(ptr %5, !565, !DIExpression(), !596)
    #dbg_value(ptr %5, !270, !DIExpression(), !598)
    #dbg_value(i32 28, !271, !DIExpression(), !598)
  tail call void @free(ptr noundef nonnull %5), !dbg !600
  ret void, !dbg !595
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #16

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #11 = { mustprogress nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #14 = { inlinehint nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!146 = !{i32 7, !"Dwarf Version", i32 5}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 4}
!149 = !{i32 1, !"min_enum_size", i32 4}
!150 = !{i32 8, !"PIC Level", i32 2}
!151 = !{i32 7, !"PIE Level", i32 2}
!152 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!153 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!154 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !155, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, templateParams: !161, retainedNodes: !158)
!155 = !DISubroutineType(types: !156)
!156 = !{!157, !157, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
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
!225 = !DILocation(line: 72, column: 85, scope: !216)
!226 = !DILocation(line: 72, column: 83, scope: !216)
!227 = !DILocation(line: 72, column: 54, scope: !216)
!228 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !229, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!110, !110}
!231 = !{!232, !233}
!232 = !DILocalVariable(name: "p", arg: 1, scope: !228, file: !2, line: 73, type: !110)
!233 = !DILocalVariable(name: "q", scope: !228, file: !2, line: 73, type: !110)
!234 = !DILocation(line: 0, scope: !228)
!235 = !DILocation(line: 73, column: 57, scope: !228)
!236 = !DILocation(line: 73, column: 67, scope: !228)
!237 = !DILocation(line: 73, column: 61, scope: !228)
!238 = !{!239, !240, i64 0}
!239 = !{!"_ZTS4Pair", !240, i64 0, !241, i64 4}
!240 = !{!"int", !189, i64 0}
!241 = !{!"float", !189, i64 0}
!242 = !DILocation(line: 73, column: 79, scope: !228)
!243 = !{!239, !241, i64 4}
!244 = !DILocation(line: 73, column: 85, scope: !228)
!245 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !2, file: !2, line: 91, type: !246, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !250)
!246 = !DISubroutineType(types: !247)
!247 = !{!248, !249}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!249 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!250 = !{!251}
!251 = !DILocalVariable(name: "n", arg: 1, scope: !245, file: !2, line: 91, type: !249)
!252 = !DILocation(line: 0, scope: !245)
!253 = !DILocation(line: 91, column: 53, scope: !245)
!254 = !DILocation(line: 91, column: 46, scope: !245)
!255 = !DILocation(line: 91, column: 39, scope: !245)
!256 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 5, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !258, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !248}
!260 = !{!261}
!261 = !DILocalVariable(name: "p", arg: 1, scope: !257, file: !2, line: 92, type: !248)
!262 = !DILocation(line: 0, scope: !257)
!263 = !DILocation(line: 92, column: 42, scope: !257)
!264 = !DILocation(line: 92, column: 51, scope: !257)
!265 = !DISubprogram(name: "free", scope: !2, file: !2, line: 6, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !2, file: !2, line: 93, type: !267, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !248, !249}
!269 = !{!270, !271}
!270 = !DILocalVariable(name: "p", arg: 1, scope: !266, file: !2, line: 93, type: !248)
!271 = !DILocalVariable(arg: 2, scope: !266, file: !2, line: 93, type: !249)
!272 = !DILocation(line: 0, scope: !266)
!273 = !DILocation(line: 93, column: 57, scope: !266)
!274 = !DILocation(line: 93, column: 66, scope: !266)
!275 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !276)
!276 = !{!277, !298, !299, !302, !304, !305, !307, !309, !310, !311, !313, !344, !346, !348, !369, !371, !373, !395, !397, !398, !402, !403, !407, !410, !414, !415, !416, !417}
!277 = !DILocalVariable(name: "shapes", scope: !275, file: !2, line: 96, type: !278)
!278 = !DICompositeType(tag: DW_TAG_array_type, baseType: !279, size: 96, elements: !296)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 32)
!280 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !281, vtableHolder: !280, identifier: "_ZTS5Shape")
!281 = !{!282, !283, !287, !293}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!283 = !DISubprogram(name: "~Shape", scope: !280, file: !2, line: 10, type: !284, scopeLine: 10, containingType: !280, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !280, file: !2, line: 11, type: !288, scopeLine: 11, containingType: !280, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!290, !291}
!290 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !280)
!293 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !280, file: !2, line: 12, type: !294, scopeLine: 12, containingType: !280, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{!157, !291}
!296 = !{!297}
!297 = !DISubrange(count: 3)
!298 = !DILocalVariable(name: "total", scope: !275, file: !2, line: 97, type: !290)
!299 = !DILocalVariable(name: "__range1", scope: !300, type: !301, flags: DIFlagArtificial)
!300 = distinct !DILexicalBlock(scope: !275, file: !2, line: 98, column: 3)
!301 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !278, size: 32)
!302 = !DILocalVariable(name: "__begin1", scope: !300, type: !303, flags: DIFlagArtificial)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 32)
!304 = !DILocalVariable(name: "__end1", scope: !300, type: !303, flags: DIFlagArtificial)
!305 = !DILocalVariable(name: "s", scope: !306, file: !2, line: 98, type: !279)
!306 = distinct !DILexicalBlock(scope: !300, file: !2, line: 98, column: 3)
!307 = !DILocalVariable(name: "__range1", scope: !308, type: !301, flags: DIFlagArtificial)
!308 = distinct !DILexicalBlock(scope: !275, file: !2, line: 102, column: 3)
!309 = !DILocalVariable(name: "__begin1", scope: !308, type: !303, flags: DIFlagArtificial)
!310 = !DILocalVariable(name: "__end1", scope: !308, type: !303, flags: DIFlagArtificial)
!311 = !DILocalVariable(name: "s", scope: !312, file: !2, line: 102, type: !279)
!312 = distinct !DILexicalBlock(scope: !308, file: !2, line: 102, column: 3)
!313 = !DILocalVariable(name: "w", scope: !275, file: !2, line: 105, type: !314)
!314 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !315, vtableHolder: !317, identifier: "_ZTS6Widget")
!315 = !{!316, !326, !335, !340}
!316 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !314, baseType: !317, extraData: i32 0)
!317 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !318, vtableHolder: !317, identifier: "_ZTS5Named")
!318 = !{!319, !320, !321}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !317, file: !2, line: 27, baseType: !85, size: 32, offset: 32)
!321 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !317, file: !2, line: 27, type: !322, scopeLine: 27, containingType: !317, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{!157, !324}
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !317)
!326 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !314, baseType: !327, offset: 64, extraData: i32 0)
!327 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !328, vtableHolder: !327, identifier: "_ZTS7Counted")
!328 = !{!329, !330, !331}
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !327, file: !2, line: 28, baseType: !85, size: 32, offset: 32)
!331 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !327, file: !2, line: 28, type: !332, scopeLine: 28, containingType: !327, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !334}
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!335 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !314, file: !2, line: 31, type: !336, scopeLine: 31, containingType: !314, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{!157, !338}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !314)
!340 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !314, file: !2, line: 32, type: !341, scopeLine: 32, containingType: !314, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !343}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DILocalVariable(name: "c", scope: !275, file: !2, line: 106, type: !345)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 32)
!346 = !DILocalVariable(name: "n", scope: !275, file: !2, line: 107, type: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 32)
!348 = !DILocalVariable(name: "d", scope: !275, file: !2, line: 111, type: !349)
!349 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !350, vtableHolder: !352, identifier: "_ZTS7Diamond")
!350 = !{!351, !362, !363, !364}
!351 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !349, baseType: !352, extraData: i32 0)
!352 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !353, vtableHolder: !352, identifier: "_ZTS4Left")
!353 = !{!354, !355, !356, !357}
!354 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !352, baseType: !93, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !352, file: !2, line: 36, baseType: !85, size: 32, offset: 32)
!357 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !352, file: !2, line: 36, type: !358, scopeLine: 36, containingType: !352, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!85, !360}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !352)
!362 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !349, baseType: !90, offset: 64, extraData: i32 0)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !349, file: !2, line: 38, baseType: !85, size: 32, offset: 128)
!364 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !349, file: !2, line: 38, type: !365, scopeLine: 38, containingType: !349, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{!85, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !349)
!369 = !DILocalVariable(name: "bp", scope: !275, file: !2, line: 112, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!371 = !DILocalVariable(name: "lp", scope: !275, file: !2, line: 113, type: !372)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 32)
!373 = !DILocalVariable(name: "arr", scope: !275, file: !2, line: 117, type: !374)
!374 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !375, templateParams: !392, identifier: "_ZTS5ArrayIiLi8EE")
!375 = !{!376, !380, !385}
!376 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !374, file: !2, line: 43, baseType: !377, size: 256)
!377 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !378)
!378 = !{!379}
!379 = !DISubrange(count: 8)
!380 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !374, file: !2, line: 44, type: !381, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!383, !384, !85}
!383 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 32)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !374, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!385 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !374, file: !2, line: 45, type: !386, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !390, !85}
!388 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !389, size: 32)
!389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !391, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !374)
!392 = !{!393, !394}
!393 = !DITemplateTypeParameter(name: "T", type: !85)
!394 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!395 = !DILocalVariable(name: "i", scope: !396, file: !2, line: 118, type: !85)
!396 = distinct !DILexicalBlock(scope: !275, file: !2, line: 118, column: 3)
!397 = !DILocalVariable(name: "bias", scope: !275, file: !2, line: 119, type: !85)
!398 = !DILocalVariable(name: "add", scope: !275, file: !2, line: 120, type: !399)
!399 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !275, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !400)
!400 = !{!401}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !399, file: !2, line: 120, baseType: !85, size: 32)
!402 = !DILocalVariable(name: "prod_count", scope: !275, file: !2, line: 121, type: !85)
!403 = !DILocalVariable(name: "mul", scope: !275, file: !2, line: 122, type: !404)
!404 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !275, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !405)
!405 = !{!406}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !404, file: !2, line: 122, baseType: !383, size: 32)
!407 = !DILocalVariable(name: "gen", scope: !275, file: !2, line: 124, type: !408)
!408 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !275, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !409)
!409 = !{}
!410 = !DILocalVariable(name: "fp", scope: !275, file: !2, line: 126, type: !411)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 32)
!412 = !DISubroutineType(types: !413)
!413 = !{!85, !85}
!414 = !DILocalVariable(name: "b", scope: !275, file: !2, line: 132, type: !168)
!415 = !DILocalVariable(name: "p", scope: !275, file: !2, line: 134, type: !110)
!416 = !DILocalVariable(name: "a1", scope: !275, file: !2, line: 137, type: !85)
!417 = !DILocalVariable(name: "a2", scope: !275, file: !2, line: 137, type: !85)
!418 = distinct !DIAssignID()
!419 = !DILocation(line: 0, scope: !275)
!420 = distinct !DIAssignID()
!421 = distinct !DIAssignID()
!422 = !DILocation(line: 0, scope: !300)
!423 = !DILocation(line: 0, scope: !306)
!424 = !DILocation(line: 99, column: 5, scope: !425)
!425 = distinct !DILexicalBlock(scope: !306, file: !2, line: 98, column: 27)
!426 = !DILocation(line: 103, column: 3, scope: !275)
!427 = !DILocation(line: 109, column: 3, scope: !275)
!428 = !DILocation(line: 111, column: 3, scope: !275)
!429 = !DILocalVariable(name: "this", arg: 1, scope: !430, type: !436, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !349, file: !2, line: 38, type: !431, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !434, retainedNodes: !435)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !433}
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!434 = !DISubprogram(name: "Diamond", scope: !349, type: !431, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !{!429}
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 32)
!437 = !DILocation(line: 0, scope: !430, inlinedAt: !438)
!438 = distinct !DILocation(line: 111, column: 11, scope: !275)
!439 = !DILocation(line: 38, column: 8, scope: !430, inlinedAt: !438)
!440 = !DILocalVariable(name: "this", arg: 1, scope: !441, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!441 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !442, retainedNodes: !443)
!442 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !{!440}
!444 = !DILocation(line: 0, scope: !441, inlinedAt: !445)
!445 = distinct !DILocation(line: 38, column: 8, scope: !430, inlinedAt: !438)
!446 = !DILocation(line: 35, column: 19, scope: !441, inlinedAt: !445)
!447 = !{!448, !240, i64 4}
!448 = !{!"_ZTS4Base", !240, i64 4}
!449 = distinct !DIAssignID()
!450 = !DILocalVariable(name: "this", arg: 1, scope: !451, type: !372, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !352, file: !2, line: 36, type: !452, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !455, retainedNodes: !456)
!452 = !DISubroutineType(types: !453)
!453 = !{null, !454}
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DISubprogram(name: "Left", scope: !352, type: !452, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !{!450, !457}
!457 = !DILocalVariable(name: "vtt", arg: 2, scope: !451, type: !458, flags: DIFlagArtificial)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 32)
!459 = !DILocation(line: 0, scope: !451, inlinedAt: !460)
!460 = distinct !DILocation(line: 38, column: 8, scope: !430, inlinedAt: !438)
!461 = !DILocation(line: 36, column: 34, scope: !451, inlinedAt: !460)
!462 = !{!463, !240, i64 4}
!463 = !{!"_ZTS4Left", !240, i64 4}
!464 = distinct !DIAssignID()
!465 = !DILocalVariable(name: "this", arg: 1, scope: !466, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !467, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !470, retainedNodes: !471)
!467 = !DISubroutineType(types: !468)
!468 = !{null, !469}
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DISubprogram(name: "Right", scope: !90, type: !467, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !{!465, !472}
!472 = !DILocalVariable(name: "vtt", arg: 2, scope: !466, type: !458, flags: DIFlagArtificial)
!473 = !DILocation(line: 0, scope: !466, inlinedAt: !474)
!474 = distinct !DILocation(line: 38, column: 8, scope: !430, inlinedAt: !438)
!475 = !DILocation(line: 37, column: 35, scope: !466, inlinedAt: !474)
!476 = !{!477, !240, i64 4}
!477 = !{!"_ZTS5Right", !240, i64 4}
!478 = distinct !DIAssignID()
!479 = !{!480, !480, i64 0}
!480 = !{!"vtable pointer", !190, i64 0}
!481 = distinct !DIAssignID()
!482 = distinct !DIAssignID()
!483 = distinct !DIAssignID()
!484 = !DILocation(line: 38, column: 36, scope: !430, inlinedAt: !438)
!485 = !{!486, !240, i64 16}
!486 = !{!"_ZTS7Diamond", !463, i64 0, !477, i64 8, !240, i64 16}
!487 = distinct !DIAssignID()
!488 = !DILocation(line: 114, column: 3, scope: !275)
!489 = !DILocation(line: 115, column: 31, scope: !275)
!490 = !DILocation(line: 115, column: 57, scope: !275)
!491 = !DILocation(line: 115, column: 3, scope: !275)
!492 = !DILocation(line: 123, column: 3, scope: !275)
!493 = !DILocation(line: 125, column: 3, scope: !275)
!494 = !DILocation(line: 127, column: 3, scope: !275)
!495 = !DILocation(line: 129, column: 3, scope: !275)
!496 = !DILocation(line: 130, column: 3, scope: !275)
!497 = !DILocation(line: 132, column: 3, scope: !275)
!498 = !DILocation(line: 132, column: 11, scope: !275)
!499 = !DILocation(line: 133, column: 35, scope: !275)
!500 = !{!188, !188, i64 0}
!501 = !DILocation(line: 133, column: 27, scope: !275)
!502 = !DILocation(line: 133, column: 3, scope: !275)
!503 = !DILocation(line: 134, column: 3, scope: !275)
!504 = !DILocation(line: 134, column: 12, scope: !275)
!505 = !DILocation(line: 135, column: 30, scope: !275)
!506 = !DILocation(line: 135, column: 35, scope: !275)
!507 = !DILocation(line: 135, column: 33, scope: !275)
!508 = !DILocation(line: 135, column: 3, scope: !275)
!509 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !510)
!510 = distinct !DILocation(line: 137, column: 12, scope: !275)
!511 = !{!"branch_weights", i32 1, i32 1048575}
!512 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !510)
!513 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !510)
!514 = !{!240, !240, i64 0}
!515 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !510)
!516 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !517)
!517 = distinct !DILocation(line: 137, column: 28, scope: !275)
!518 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !517)
!519 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !517)
!520 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !517)
!521 = !DILocation(line: 82, column: 3, scope: !136, inlinedAt: !522)
!522 = distinct !DILocation(line: 138, column: 48, scope: !275)
!523 = !DILocalVariable(name: "this", arg: 1, scope: !524, type: !526, flags: DIFlagArtificial | DIFlagObjectPointer)
!524 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !117, retainedNodes: !525)
!525 = !{!523}
!526 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!527 = !DILocation(line: 0, scope: !524, inlinedAt: !528)
!528 = distinct !DILocation(line: 82, column: 19, scope: !136, inlinedAt: !522)
!529 = !DILocation(line: 78, column: 16, scope: !524, inlinedAt: !528)
!530 = !DILocation(line: 78, column: 29, scope: !531, inlinedAt: !528)
!531 = distinct !DILexicalBlock(scope: !524, file: !2, line: 78, column: 27)
!532 = !DILocation(line: 138, column: 59, scope: !275)
!533 = !DILocation(line: 138, column: 3, scope: !275)
!534 = !DILocation(line: 140, column: 1, scope: !275)
!535 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !536, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubroutineType(types: !537)
!537 = !{!85, !157, null}
!538 = !DILocation(line: 82, column: 3, scope: !136)
!539 = !DILocation(line: 0, scope: !524, inlinedAt: !540)
!540 = distinct !DILocation(line: 82, column: 19, scope: !136)
!541 = !DILocation(line: 78, column: 16, scope: !524, inlinedAt: !540)
!542 = !DILocation(line: 78, column: 29, scope: !531, inlinedAt: !540)
!543 = !DILocation(line: 83, column: 3, scope: !136)
!544 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !349, file: !2, line: 38, type: !431, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !545, retainedNodes: !546)
!545 = !DISubprogram(name: "~Diamond", scope: !349, type: !431, containingType: !349, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!546 = !{!547}
!547 = !DILocalVariable(name: "this", arg: 1, scope: !544, type: !436, flags: DIFlagArtificial | DIFlagObjectPointer)
!548 = !DILocation(line: 0, scope: !544)
!549 = !DILocation(line: 38, column: 8, scope: !544)
!550 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !349, file: !2, line: 38, type: !365, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !364, retainedNodes: !551)
!551 = !{!552}
!552 = !DILocalVariable(name: "this", arg: 1, scope: !550, type: !553, flags: DIFlagArtificial | DIFlagObjectPointer)
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 32)
!554 = !DILocation(line: 0, scope: !550)
!555 = !DILocation(line: 38, column: 77, scope: !550)
!556 = !DILocation(line: 38, column: 81, scope: !550)
!557 = !DILocation(line: 38, column: 79, scope: !550)
!558 = !DILocation(line: 38, column: 85, scope: !550)
!559 = !DILocation(line: 38, column: 83, scope: !550)
!560 = !DILocation(line: 38, column: 89, scope: !550)
!561 = !DILocation(line: 38, column: 87, scope: !550)
!562 = !DILocation(line: 38, column: 70, scope: !550)
!563 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !349, file: !2, line: 38, type: !431, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !545, retainedNodes: !564)
!564 = !{!565}
!565 = !DILocalVariable(name: "this", arg: 1, scope: !563, type: !436, flags: DIFlagArtificial | DIFlagObjectPointer)
!566 = !DILocation(line: 0, scope: !563)
!567 = !DILocation(line: 0, scope: !266, inlinedAt: !568)
!568 = distinct !DILocation(line: 38, column: 8, scope: !563)
!569 = !DILocation(line: 93, column: 57, scope: !266, inlinedAt: !568)
!570 = !DILocation(line: 38, column: 8, scope: !563)
!571 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !572, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!572 = !DISubroutineType(types: !409)
!573 = !DILocation(line: 0, scope: !571)
!574 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !572, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!575 = !DILocation(line: 0, scope: !574)
!576 = !DILocation(line: 0, scope: !563, inlinedAt: !577)
!577 = distinct !DILocation(line: 0, scope: !574)
!578 = !DILocation(line: 0, scope: !266, inlinedAt: !579)
!579 = distinct !DILocation(line: 38, column: 8, scope: !563, inlinedAt: !577)
!580 = !DILocation(line: 93, column: 57, scope: !266, inlinedAt: !579)
!581 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !572, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!582 = !DILocation(line: 0, scope: !581)
!583 = !DILocation(line: 0, scope: !550, inlinedAt: !584)
!584 = distinct !DILocation(line: 0, scope: !581)
!585 = !DILocation(line: 38, column: 77, scope: !550, inlinedAt: !584)
!586 = !DILocation(line: 38, column: 81, scope: !550, inlinedAt: !584)
!587 = !DILocation(line: 38, column: 79, scope: !550, inlinedAt: !584)
!588 = !DILocation(line: 38, column: 85, scope: !550, inlinedAt: !584)
!589 = !DILocation(line: 38, column: 83, scope: !550, inlinedAt: !584)
!590 = !DILocation(line: 38, column: 89, scope: !550, inlinedAt: !584)
!591 = !DILocation(line: 38, column: 87, scope: !550, inlinedAt: !584)
!592 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !572, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!593 = !DILocation(line: 0, scope: !592)
!594 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !572, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!595 = !DILocation(line: 0, scope: !594)
!596 = !DILocation(line: 0, scope: !563, inlinedAt: !597)
!597 = distinct !DILocation(line: 0, scope: !594)
!598 = !DILocation(line: 0, scope: !266, inlinedAt: !599)
!599 = distinct !DILocation(line: 38, column: 8, scope: !563, inlinedAt: !597)
!600 = !DILocation(line: 93, column: 57, scope: !266, inlinedAt: !599)
