; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
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
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !155 {
    #dbg_value(ptr %0, !160, !DIExpression(), !164)
    #dbg_value(ptr %1, !161, !DIExpression(), !164)
  ret ptr %0, !dbg !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !166 {
    #dbg_value(i32 %1, !179, !DIExpression(), !183)
    #dbg_declare(ptr %0, !180, !DIExpression(), !184)
  %3 = sext i32 %1 to i64, !dbg !185
  store i64 %3, ptr %0, align 8, !dbg !186, !tbaa !187
  %4 = insertelement <2 x i32> poison, i32 %1, i64 0, !dbg !192
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !192
  %6 = mul <2 x i32> %5, <i32 2, i32 3>, !dbg !192
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !193
  %8 = sext <2 x i32> %6 to <2 x i64>, !dbg !194
  store <2 x i64> %8, ptr %7, align 8, !dbg !194, !tbaa !195
  %9 = sub nsw i32 0, %1, !dbg !196
  %10 = sext i32 %9 to i64, !dbg !196
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !197
  store i64 %10, ptr %11, align 8, !dbg !198, !tbaa !199
    #dbg_value(i32 0, !181, !DIExpression(), !200)
  %12 = getelementptr inbounds i8, ptr %0, i64 32
    #dbg_value(i32 0, !181, !DIExpression(), !200)
    #dbg_value(i64 0, !181, !DIExpression(), !200)
  %13 = srem i32 %1, 26, !dbg !201
  %14 = trunc nsw i32 %13 to i8, !dbg !203
  %15 = add nsw i8 %14, 97, !dbg !203
  store i8 %15, ptr %12, align 8, !dbg !204, !tbaa !205
    #dbg_value(i64 1, !181, !DIExpression(), !200)
  %16 = add i32 %1, 1, !dbg !206
  %17 = srem i32 %16, 26, !dbg !201
  %18 = trunc nsw i32 %17 to i8, !dbg !203
  %19 = add nsw i8 %18, 97, !dbg !203
  %20 = getelementptr inbounds i8, ptr %0, i64 33, !dbg !207
  store i8 %19, ptr %20, align 1, !dbg !204, !tbaa !205
    #dbg_value(i64 2, !181, !DIExpression(), !200)
  %21 = add i32 %1, 2, !dbg !206
  %22 = srem i32 %21, 26, !dbg !201
  %23 = trunc nsw i32 %22 to i8, !dbg !203
  %24 = add nsw i8 %23, 97, !dbg !203
  %25 = getelementptr inbounds i8, ptr %0, i64 34, !dbg !207
  store i8 %24, ptr %25, align 2, !dbg !204, !tbaa !205
    #dbg_value(i64 3, !181, !DIExpression(), !200)
  %26 = add i32 %1, 3, !dbg !206
  %27 = srem i32 %26, 26, !dbg !201
  %28 = trunc nsw i32 %27 to i8, !dbg !203
  %29 = add nsw i8 %28, 97, !dbg !203
  %30 = getelementptr inbounds i8, ptr %0, i64 35, !dbg !207
  store i8 %29, ptr %30, align 1, !dbg !204, !tbaa !205
    #dbg_value(i64 4, !181, !DIExpression(), !200)
  %31 = add i32 %1, 4, !dbg !206
  %32 = srem i32 %31, 26, !dbg !201
  %33 = trunc nsw i32 %32 to i8, !dbg !203
  %34 = add nsw i8 %33, 97, !dbg !203
  %35 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !207
  store i8 %34, ptr %35, align 4, !dbg !204, !tbaa !205
    #dbg_value(i64 5, !181, !DIExpression(), !200)
  %36 = add i32 %1, 5, !dbg !206
  %37 = srem i32 %36, 26, !dbg !201
  %38 = trunc nsw i32 %37 to i8, !dbg !203
  %39 = add nsw i8 %38, 97, !dbg !203
  %40 = getelementptr inbounds i8, ptr %0, i64 37, !dbg !207
  store i8 %39, ptr %40, align 1, !dbg !204, !tbaa !205
    #dbg_value(i64 6, !181, !DIExpression(), !200)
  %41 = add i32 %1, 6, !dbg !206
  %42 = srem i32 %41, 26, !dbg !201
  %43 = trunc nsw i32 %42 to i8, !dbg !203
  %44 = add nsw i8 %43, 97, !dbg !203
  %45 = getelementptr inbounds i8, ptr %0, i64 38, !dbg !207
  store i8 %44, ptr %45, align 2, !dbg !204, !tbaa !205
    #dbg_value(i64 7, !181, !DIExpression(), !200)
  %46 = add i32 %1, 7, !dbg !206
  %47 = srem i32 %46, 26, !dbg !201
  %48 = trunc nsw i32 %47 to i8, !dbg !203
  %49 = add nsw i8 %48, 97, !dbg !203
  %50 = getelementptr inbounds i8, ptr %0, i64 39, !dbg !207
  store i8 %49, ptr %50, align 1, !dbg !204, !tbaa !205
    #dbg_value(i64 8, !181, !DIExpression(), !200)
  %51 = add i32 %1, 8, !dbg !206
  %52 = srem i32 %51, 26, !dbg !201
  %53 = trunc nsw i32 %52 to i8, !dbg !203
  %54 = add nsw i8 %53, 97, !dbg !203
  %55 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !207
  store i8 %54, ptr %55, align 8, !dbg !204, !tbaa !205
    #dbg_value(i64 9, !181, !DIExpression(), !200)
  %56 = add i32 %1, 9, !dbg !206
  %57 = srem i32 %56, 26, !dbg !201
  %58 = trunc nsw i32 %57 to i8, !dbg !203
  %59 = add nsw i8 %58, 97, !dbg !203
  %60 = getelementptr inbounds i8, ptr %0, i64 41, !dbg !207
  store i8 %59, ptr %60, align 1, !dbg !204, !tbaa !205
    #dbg_value(i64 10, !181, !DIExpression(), !200)
  %61 = add i32 %1, 10, !dbg !206
  %62 = srem i32 %61, 26, !dbg !201
  %63 = trunc nsw i32 %62 to i8, !dbg !203
  %64 = add nsw i8 %63, 97, !dbg !203
  %65 = getelementptr inbounds i8, ptr %0, i64 42, !dbg !207
  store i8 %64, ptr %65, align 2, !dbg !204, !tbaa !205
    #dbg_value(i64 11, !181, !DIExpression(), !200)
  %66 = add i32 %1, 11, !dbg !206
  %67 = srem i32 %66, 26, !dbg !201
  %68 = trunc nsw i32 %67 to i8, !dbg !203
  %69 = add nsw i8 %68, 97, !dbg !203
  %70 = getelementptr inbounds i8, ptr %0, i64 43, !dbg !207
  store i8 %69, ptr %70, align 1, !dbg !204, !tbaa !205
    #dbg_value(i64 12, !181, !DIExpression(), !200)
  %71 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !208
  store i8 0, ptr %71, align 4, !dbg !209, !tbaa !205
  ret void, !dbg !210
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i64 @_Z7sum_big3Big(ptr nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !211 {
    #dbg_value(ptr %0, !215, !DIExpression(DW_OP_deref), !216)
  %2 = load <4 x i64>, ptr %0, align 8, !dbg !217, !tbaa !195
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !218
  %4 = load i8, ptr %3, align 8, !dbg !219, !tbaa !205
  %5 = zext i8 %4 to i64, !dbg !219
  %6 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %2), !dbg !220
  %7 = add i64 %6, %5, !dbg !220
  ret i64 %7, !dbg !221
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) local_unnamed_addr #4 !dbg !222 {
  %2 = trunc i64 %0 to i32
  %3 = lshr i64 %0, 32
  %4 = trunc nuw i64 %3 to i32
  %5 = bitcast i32 %4 to float
    #dbg_value(i32 %2, !226, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !228)
    #dbg_value(float %5, !226, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !228)
  %6 = fptosi float %5 to i32, !dbg !229
    #dbg_value(i32 %6, !227, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !228)
  %7 = sitofp i32 %2 to float, !dbg !230
    #dbg_value(float %7, !227, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !228)
  %8 = bitcast float %7 to i32, !dbg !231
  %9 = zext i32 %8 to i64, !dbg !231
  %10 = shl nuw i64 %9, 32, !dbg !231
  %11 = zext i32 %6 to i64, !dbg !231
  %12 = or disjoint i64 %10, %11, !dbg !231
  ret i64 %12, !dbg !231
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #5 !dbg !232 {
    #dbg_value(i64 %0, !238, !DIExpression(), !239)
  %2 = tail call i64 @llvm.umax.i64(i64 %0, i64 1), !dbg !240
  %3 = tail call ptr @malloc(i64 noundef %2) #20, !dbg !241
  ret ptr %3, !dbg !242
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !243 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 !dbg !244 {
    #dbg_value(ptr %0, !248, !DIExpression(), !249)
  tail call void @free(ptr noundef %0), !dbg !250
  ret void, !dbg !251
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !252 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPvm(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 !dbg !253 {
    #dbg_value(ptr %0, !257, !DIExpression(), !259)
    #dbg_value(i64 %1, !258, !DIExpression(), !259)
  tail call void @free(ptr noundef %0), !dbg !260
  ret void, !dbg !261
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 personality ptr @__gxx_personality_v0 !dbg !262 {
  %1 = alloca %struct.Diamond, align 8, !DIAssignID !405
    #dbg_assign(i1 undef, !335, !DIExpression(), !405, ptr %1, !DIExpression(), !406)
  %2 = alloca %struct.Big, align 8, !DIAssignID !407
    #dbg_assign(i1 undef, !401, !DIExpression(), !407, ptr %2, !DIExpression(), !406)
  %3 = alloca %struct.Big, align 8
    #dbg_value(ptr poison, !264, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(ptr poison, !264, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
    #dbg_value(ptr poison, !264, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !406)
    #dbg_value(ptr undef, !286, !DIExpression(), !408)
    #dbg_value(ptr undef, !291, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !408)
    #dbg_value(double 0.000000e+00, !285, !DIExpression(), !406)
    #dbg_value(ptr undef, !289, !DIExpression(), !408)
    #dbg_value(ptr poison, !292, !DIExpression(), !409)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !410
    #dbg_value(double 6.000000e+00, !285, !DIExpression(), !406)
    #dbg_value(ptr poison, !292, !DIExpression(), !409)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !410
    #dbg_value(double 2.200000e+01, !285, !DIExpression(), !406)
    #dbg_value(ptr poison, !292, !DIExpression(), !409)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !410
    #dbg_value(double 2.600000e+01, !285, !DIExpression(), !406)
    #dbg_value(!DIArgList(ptr undef, i64 24), !289, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !408)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !412
    #dbg_value(i32 5, !300, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !406)
    #dbg_value(ptr poison, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(ptr poison, !300, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !406)
    #dbg_value(ptr undef, !331, !DIExpression(), !406)
    #dbg_value(ptr undef, !333, !DIExpression(), !406)
    #dbg_value(i32 20, !300, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !406)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5), !dbg !413
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #21, !dbg !414
    #dbg_value(ptr %1, !415, !DIExpression(), !423)
  %9 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !425
    #dbg_value(ptr %9, !426, !DIExpression(), !430)
  %10 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !432
  store i32 1, ptr %10, align 8, !dbg !432, !tbaa !433, !DIAssignID !436
    #dbg_assign(i32 1, !335, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !436, ptr %10, !DIExpression(), !406)
    #dbg_value(ptr %1, !437, !DIExpression(), !446)
    #dbg_value(ptr poison, !444, !DIExpression(), !446)
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !448
  store i32 2, ptr %11, align 8, !dbg !448, !tbaa !449, !DIAssignID !451
    #dbg_assign(i32 2, !335, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !451, ptr %11, !DIExpression(), !406)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !425
    #dbg_value(ptr %12, !452, !DIExpression(), !460)
    #dbg_value(ptr poison, !459, !DIExpression(), !460)
  %13 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !462
    #dbg_assign(i32 3, !335, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !463, ptr %13, !DIExpression(), !406)
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), ptr %1, align 8, !dbg !425, !tbaa !464, !DIAssignID !466
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), !335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466, ptr %1, !DIExpression(), !406)
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), ptr %9, align 8, !dbg !425, !tbaa !464, !DIAssignID !467
    #dbg_assign(ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), !335, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !467, ptr %9, !DIExpression(), !406)
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), ptr %12, align 8, !dbg !425, !tbaa !464, !DIAssignID !468
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), !335, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !468, ptr %12, !DIExpression(), !406)
  store <2 x i32> <i32 3, i32 4>, ptr %13, align 8, !dbg !462, !tbaa !469, !DIAssignID !463
    #dbg_assign(i32 4, !335, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !463, ptr %1, !DIExpression(DW_OP_plus_uconst, 28), !406)
    #dbg_value(ptr %9, !356, !DIExpression(), !406)
    #dbg_value(ptr %1, !358, !DIExpression(), !406)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !470
  %15 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i64 -1) #21, !dbg !471
  %16 = icmp ne ptr %15, null, !dbg !472
  %17 = zext i1 %16 to i32, !dbg !471
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17), !dbg !473
    #dbg_value(i32 0, !360, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !406)
    #dbg_value(i32 1, !360, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !406)
    #dbg_value(i32 4, !360, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !406)
    #dbg_value(i32 9, !360, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !406)
    #dbg_value(i32 16, !360, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !406)
    #dbg_value(i32 25, !360, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !406)
    #dbg_value(i32 36, !360, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !406)
    #dbg_value(i32 49, !360, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !406)
    #dbg_value(i32 7, !384, !DIExpression(), !406)
    #dbg_value(i32 7, !385, !DIExpression(), !406)
    #dbg_value(ptr poison, !390, !DIExpression(), !406)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !474
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00), !dbg !475
    #dbg_value(ptr poison, !397, !DIExpression(), !406)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42), !dbg !476
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !477
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !478
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #21, !dbg !479
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !480
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !481, !tbaa.struct !482
  %24 = call noundef i64 @_Z7sum_big3Big(ptr noundef nonnull %3), !dbg !483
  %25 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !484
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %24, ptr noundef nonnull %25), !dbg !485
  %27 = call i64 @_Z9swap_pair4Pair(i64 4690499011906371587), !dbg !486
  %28 = trunc i64 %27 to i32, !dbg !486
  %29 = lshr i64 %27, 32, !dbg !486
  %30 = trunc nuw i64 %29 to i32, !dbg !486
  %31 = bitcast i32 %30 to float, !dbg !486
    #dbg_value(i32 %28, !402, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !406)
    #dbg_value(float %31, !402, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !406)
  %32 = fpext float %31 to double, !dbg !487
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %28, double noundef %32), !dbg !488
  %34 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !489
  %35 = and i8 %34, 1, !dbg !489
  %36 = icmp eq i8 %35, 0, !dbg !489
  br i1 %36, label %37, label %43, !dbg !489, !prof !491

37:                                               ; preds = %0
  %38 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #21, !dbg !489
  %39 = icmp eq i32 %38, 0, !dbg !489
  br i1 %39, label %43, label %40, !dbg !489

40:                                               ; preds = %37
  call fastcc void @_ZL8registryv(), !dbg !492
  %41 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !493
  %42 = select i1 %41, i32 3, i32 0, !dbg !493
  store i32 %42, ptr @_ZZL7countervE1n, align 4, !dbg !489, !tbaa !469
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #21, !dbg !489
  br label %43, !dbg !489

43:                                               ; preds = %40, %37, %0
  %44 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !494, !tbaa !469
  %45 = add nsw i32 %44, 1, !dbg !494
  store i32 %45, ptr @_ZZL7countervE1n, align 4, !dbg !494, !tbaa !469
    #dbg_value(i32 %45, !403, !DIExpression(), !406)
  %46 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !495
  %47 = and i8 %46, 1, !dbg !495
  %48 = icmp eq i8 %47, 0, !dbg !495
  br i1 %48, label %49, label %55, !dbg !495, !prof !491

49:                                               ; preds = %43
  %50 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #21, !dbg !495
  %51 = icmp eq i32 %50, 0, !dbg !495
  br i1 %51, label %55, label %52, !dbg !495

52:                                               ; preds = %49
  call fastcc void @_ZL8registryv(), !dbg !497
  %53 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !498
  %54 = select i1 %53, i32 3, i32 0, !dbg !498
  store i32 %54, ptr @_ZZL7countervE1n, align 4, !dbg !495, !tbaa !469
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #21, !dbg !495
  br label %55, !dbg !495

55:                                               ; preds = %52, %49, %43
  %56 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !499, !tbaa !469
  %57 = add nsw i32 %56, 1, !dbg !499
  store i32 %57, ptr @_ZZL7countervE1n, align 4, !dbg !499, !tbaa !469
    #dbg_value(i32 %57, !404, !DIExpression(), !406)
  %58 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !500
  %59 = and i8 %58, 1, !dbg !500
  %60 = icmp eq i8 %59, 0, !dbg !500
  br i1 %60, label %61, label %66, !dbg !500, !prof !491

61:                                               ; preds = %55
  %62 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #21, !dbg !500
  %63 = icmp eq i32 %62, 0, !dbg !500
  br i1 %63, label %66, label %64, !dbg !500

64:                                               ; preds = %61
    #dbg_value(ptr poison, !502, !DIExpression(), !506)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !508
  %65 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !509
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #21, !dbg !500
  br label %66, !dbg !500

66:                                               ; preds = %64, %61, %55
  %67 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !511
  %68 = select i1 %67, i32 3, i32 0, !dbg !511
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %45, i32 noundef %57, i32 noundef %68), !dbg !512
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #21, !dbg !513
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #21, !dbg !513
  ret i32 0, !dbg !513
}

; Function Attrs: nofree nounwind
declare !dbg !514 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #13 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !517
  %2 = and i8 %1, 1, !dbg !517
  %3 = icmp eq i8 %2, 0, !dbg !517
  br i1 %3, label %4, label %9, !dbg !517, !prof !491

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #21, !dbg !517
  %6 = icmp eq i32 %5, 0, !dbg !517
  br i1 %6, label %9, label %7, !dbg !517

7:                                                ; preds = %4
    #dbg_value(ptr poison, !502, !DIExpression(), !518)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !520
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !521
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #21, !dbg !517
  br label %9, !dbg !517

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !522
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #14 comdat !dbg !523 {
    #dbg_value(ptr %0, !526, !DIExpression(), !527)
  ret void, !dbg !528
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat !dbg !529 {
    #dbg_value(ptr %0, !531, !DIExpression(), !533)
  %2 = load ptr, ptr %0, align 8, !dbg !534, !tbaa !464
  %3 = getelementptr i8, ptr %2, i64 -24, !dbg !534
  %4 = load i64, ptr %3, align 8, !dbg !534
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !534
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !534
  %7 = load i32, ptr %6, align 8, !dbg !534, !tbaa !433
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !535
  %9 = load i32, ptr %8, align 8, !dbg !535, !tbaa !449
  %10 = add nsw i32 %9, %7, !dbg !536
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !537
  %12 = load i32, ptr %11, align 8, !dbg !537, !tbaa !538
  %13 = add nsw i32 %10, %12, !dbg !540
  %14 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !541
  %15 = load i32, ptr %14, align 4, !dbg !541, !tbaa !542
  %16 = add nsw i32 %13, %15, !dbg !544
  ret i32 %16, !dbg !545
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 !dbg !546 {
    #dbg_value(ptr %0, !548, !DIExpression(), !549)
    #dbg_value(ptr %0, !257, !DIExpression(), !550)
    #dbg_value(i64 48, !258, !DIExpression(), !550)
  tail call void @free(ptr noundef nonnull %0), !dbg !552
  ret void, !dbg !553
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #16 comdat !dbg !554 {
  ret void, !dbg !556
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 !dbg !557 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !558
    #dbg_value(ptr %2, !548, !DIExpression(), !559)
    #dbg_value(ptr %2, !257, !DIExpression(), !561)
    #dbg_value(i64 48, !258, !DIExpression(), !561)
  tail call void @free(ptr noundef nonnull %2), !dbg !563
  ret void, !dbg !558
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #17 comdat !dbg !564 {
  %2 = load ptr, ptr %0, align 8, !dbg !565, !tbaa !464
  %3 = getelementptr inbounds i8, ptr %2, i64 -24, !dbg !565
  %4 = load i64, ptr %3, align 8, !dbg !565
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !565
    #dbg_value(ptr %5, !531, !DIExpression(), !566)
  %6 = load ptr, ptr %5, align 8, !dbg !568, !tbaa !464
  %7 = getelementptr i8, ptr %6, i64 -24, !dbg !568
  %8 = load i64, ptr %7, align 8, !dbg !568
  %9 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !568
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !568
  %11 = load i32, ptr %10, align 8, !dbg !568, !tbaa !433
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !569
  %13 = load i32, ptr %12, align 8, !dbg !569, !tbaa !449
  %14 = add nsw i32 %13, %11, !dbg !570
  %15 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !571
  %16 = load i32, ptr %15, align 8, !dbg !571, !tbaa !538
  %17 = add nsw i32 %14, %16, !dbg !572
  %18 = getelementptr inbounds i8, ptr %5, i64 28, !dbg !573
  %19 = load i32, ptr %18, align 4, !dbg !573, !tbaa !542
  %20 = add nsw i32 %17, %19, !dbg !574
  ret i32 %20, !dbg !565
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #16 comdat !dbg !575 {
  ret void, !dbg !576
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 !dbg !577 {
  %2 = load ptr, ptr %0, align 8, !dbg !578, !tbaa !464
  %3 = getelementptr inbounds i8, ptr %2, i64 -32, !dbg !578
  %4 = load i64, ptr %3, align 8, !dbg !578
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !578
    #dbg_value(ptr %5, !548, !DIExpression(), !579)
    #dbg_value(ptr %5, !257, !DIExpression(), !581)
    #dbg_value(i64 48, !258, !DIExpression(), !581)
  tail call void @free(ptr noundef nonnull %5), !dbg !583
  ret void, !dbg !578
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #19

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #19

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nobuiltin allocsize(0) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #9 = { nofree norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #10 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { mustprogress nofree norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #14 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #15 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #16 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #17 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #18 = { nofree nounwind }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { allocsize(0) }
attributes #21 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151, !152, !153}
!llvm.ident = !{!154}

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
!152 = !{i32 7, !"frame-pointer", i32 1}
!153 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!154 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!155 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !156, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, templateParams: !162, retainedNodes: !159)
!156 = !DISubroutineType(types: !157)
!157 = !{!158, !158, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
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
!184 = !DILocation(line: 66, column: 7, scope: !166)
!185 = !DILocation(line: 67, column: 9, scope: !166)
!186 = !DILocation(line: 67, column: 7, scope: !166)
!187 = !{!188, !189, i64 0}
!188 = !{!"_ZTS3Big", !189, i64 0, !189, i64 8, !189, i64 16, !189, i64 24, !190, i64 32}
!189 = !{!"long long", !190, i64 0}
!190 = !{!"omnipotent char", !191, i64 0}
!191 = !{!"Simple C++ TBAA"}
!192 = !DILocation(line: 67, column: 26, scope: !166)
!193 = !DILocation(line: 67, column: 17, scope: !166)
!194 = !DILocation(line: 67, column: 19, scope: !166)
!195 = !{!189, !189, i64 0}
!196 = !DILocation(line: 67, column: 53, scope: !166)
!197 = !DILocation(line: 67, column: 49, scope: !166)
!198 = !DILocation(line: 67, column: 51, scope: !166)
!199 = !{!188, !189, i64 24}
!200 = !DILocation(line: 0, scope: !182)
!201 = !DILocation(line: 68, column: 67, scope: !202)
!202 = distinct !DILexicalBlock(scope: !182, file: !2, line: 68, column: 3)
!203 = !DILocation(line: 68, column: 49, scope: !202)
!204 = !DILocation(line: 68, column: 41, scope: !202)
!205 = !{!190, !190, i64 0}
!206 = !DILocation(line: 68, column: 62, scope: !202)
!207 = !DILocation(line: 68, column: 32, scope: !202)
!208 = !DILocation(line: 69, column: 3, scope: !166)
!209 = !DILocation(line: 69, column: 13, scope: !166)
!210 = !DILocation(line: 70, column: 3, scope: !166)
!211 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !212, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!172, !169}
!214 = !{!215}
!215 = !DILocalVariable(name: "b", arg: 1, scope: !211, file: !2, line: 72, type: !169)
!216 = !DILocation(line: 0, scope: !211)
!217 = !DILocation(line: 72, column: 63, scope: !211)
!218 = !DILocation(line: 72, column: 87, scope: !211)
!219 = !DILocation(line: 72, column: 85, scope: !211)
!220 = !DILocation(line: 72, column: 83, scope: !211)
!221 = !DILocation(line: 72, column: 54, scope: !211)
!222 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !223, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!110, !110}
!225 = !{!226, !227}
!226 = !DILocalVariable(name: "p", arg: 1, scope: !222, file: !2, line: 73, type: !110)
!227 = !DILocalVariable(name: "q", scope: !222, file: !2, line: 73, type: !110)
!228 = !DILocation(line: 0, scope: !222)
!229 = !DILocation(line: 73, column: 67, scope: !222)
!230 = !DILocation(line: 73, column: 79, scope: !222)
!231 = !DILocation(line: 73, column: 85, scope: !222)
!232 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !233, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !237)
!233 = !DISubroutineType(types: !234)
!234 = !{!235, !236}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!236 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!237 = !{!238}
!238 = !DILocalVariable(name: "n", arg: 1, scope: !232, file: !2, line: 91, type: !236)
!239 = !DILocation(line: 0, scope: !232)
!240 = !DILocation(line: 91, column: 53, scope: !232)
!241 = !DILocation(line: 91, column: 46, scope: !232)
!242 = !DILocation(line: 91, column: 39, scope: !232)
!243 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 5, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !245, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !247)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !235}
!247 = !{!248}
!248 = !DILocalVariable(name: "p", arg: 1, scope: !244, file: !2, line: 92, type: !235)
!249 = !DILocation(line: 0, scope: !244)
!250 = !DILocation(line: 92, column: 42, scope: !244)
!251 = !DILocation(line: 92, column: 51, scope: !244)
!252 = !DISubprogram(name: "free", scope: !2, file: !2, line: 6, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !254, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !235, !236}
!256 = !{!257, !258}
!257 = !DILocalVariable(name: "p", arg: 1, scope: !253, file: !2, line: 93, type: !235)
!258 = !DILocalVariable(arg: 2, scope: !253, file: !2, line: 93, type: !236)
!259 = !DILocation(line: 0, scope: !253)
!260 = !DILocation(line: 93, column: 57, scope: !253)
!261 = !DILocation(line: 93, column: 66, scope: !253)
!262 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !263)
!263 = !{!264, !285, !286, !289, !291, !292, !294, !296, !297, !298, !300, !331, !333, !335, !356, !358, !360, !382, !384, !385, !389, !390, !394, !397, !401, !402, !403, !404}
!264 = !DILocalVariable(name: "shapes", scope: !262, file: !2, line: 96, type: !265)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !266, size: 192, elements: !283)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !268, vtableHolder: !267, identifier: "_ZTS5Shape")
!268 = !{!269, !270, !274, !280}
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!270 = !DISubprogram(name: "~Shape", scope: !267, file: !2, line: 10, type: !271, scopeLine: 10, containingType: !267, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!274 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !267, file: !2, line: 11, type: !275, scopeLine: 11, containingType: !267, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !278}
!277 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !267)
!280 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !267, file: !2, line: 12, type: !281, scopeLine: 12, containingType: !267, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!158, !278}
!283 = !{!284}
!284 = !DISubrange(count: 3)
!285 = !DILocalVariable(name: "total", scope: !262, file: !2, line: 97, type: !277)
!286 = !DILocalVariable(name: "__range1", scope: !287, type: !288, flags: DIFlagArtificial)
!287 = distinct !DILexicalBlock(scope: !262, file: !2, line: 98, column: 3)
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !265, size: 64)
!289 = !DILocalVariable(name: "__begin1", scope: !287, type: !290, flags: DIFlagArtificial)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!291 = !DILocalVariable(name: "__end1", scope: !287, type: !290, flags: DIFlagArtificial)
!292 = !DILocalVariable(name: "s", scope: !293, file: !2, line: 98, type: !266)
!293 = distinct !DILexicalBlock(scope: !287, file: !2, line: 98, column: 3)
!294 = !DILocalVariable(name: "__range1", scope: !295, type: !288, flags: DIFlagArtificial)
!295 = distinct !DILexicalBlock(scope: !262, file: !2, line: 102, column: 3)
!296 = !DILocalVariable(name: "__begin1", scope: !295, type: !290, flags: DIFlagArtificial)
!297 = !DILocalVariable(name: "__end1", scope: !295, type: !290, flags: DIFlagArtificial)
!298 = !DILocalVariable(name: "s", scope: !299, file: !2, line: 102, type: !266)
!299 = distinct !DILexicalBlock(scope: !295, file: !2, line: 102, column: 3)
!300 = !DILocalVariable(name: "w", scope: !262, file: !2, line: 105, type: !301)
!301 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !302, vtableHolder: !304, identifier: "_ZTS6Widget")
!302 = !{!303, !313, !322, !327}
!303 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !301, baseType: !304, extraData: i32 0)
!304 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !305, vtableHolder: !304, identifier: "_ZTS5Named")
!305 = !{!306, !307, !308}
!306 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !304, file: !2, line: 27, baseType: !85, size: 32, offset: 64)
!308 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !304, file: !2, line: 27, type: !309, scopeLine: 27, containingType: !304, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!309 = !DISubroutineType(types: !310)
!310 = !{!158, !311}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !304)
!313 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !301, baseType: !314, offset: 128, extraData: i32 0)
!314 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !315, vtableHolder: !314, identifier: "_ZTS7Counted")
!315 = !{!316, !317, !318}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !314, file: !2, line: 28, baseType: !85, size: 32, offset: 64)
!318 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !314, file: !2, line: 28, type: !319, scopeLine: 28, containingType: !314, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{null, !321}
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!322 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !301, file: !2, line: 31, type: !323, scopeLine: 31, containingType: !301, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!158, !325}
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!327 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !301, file: !2, line: 32, type: !328, scopeLine: 32, containingType: !301, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DILocalVariable(name: "c", scope: !262, file: !2, line: 106, type: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!333 = !DILocalVariable(name: "n", scope: !262, file: !2, line: 107, type: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!335 = !DILocalVariable(name: "d", scope: !262, file: !2, line: 111, type: !336)
!336 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !337, vtableHolder: !339, identifier: "_ZTS7Diamond")
!337 = !{!338, !349, !350, !351}
!338 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !336, baseType: !339, extraData: i32 0)
!339 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !340, vtableHolder: !339, identifier: "_ZTS4Left")
!340 = !{!341, !342, !343, !344}
!341 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !339, baseType: !93, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !339, file: !2, line: 36, baseType: !85, size: 32, offset: 64)
!344 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !339, file: !2, line: 36, type: !345, scopeLine: 36, containingType: !339, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!85, !347}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !339)
!349 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !336, baseType: !90, offset: 128, extraData: i32 0)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !336, file: !2, line: 38, baseType: !85, size: 32, offset: 224)
!351 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !336, file: !2, line: 38, type: !352, scopeLine: 38, containingType: !336, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!85, !354}
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !336)
!356 = !DILocalVariable(name: "bp", scope: !262, file: !2, line: 112, type: !357)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!358 = !DILocalVariable(name: "lp", scope: !262, file: !2, line: 113, type: !359)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!360 = !DILocalVariable(name: "arr", scope: !262, file: !2, line: 117, type: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !362, templateParams: !379, identifier: "_ZTS5ArrayIiLi8EE")
!362 = !{!363, !367, !372}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !361, file: !2, line: 43, baseType: !364, size: 256)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !365)
!365 = !{!366}
!366 = !DISubrange(count: 8)
!367 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !361, file: !2, line: 44, type: !368, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!370, !371, !85}
!370 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !361, file: !2, line: 45, type: !373, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!375, !377, !85}
!375 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !361)
!379 = !{!380, !381}
!380 = !DITemplateTypeParameter(name: "T", type: !85)
!381 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!382 = !DILocalVariable(name: "i", scope: !383, file: !2, line: 118, type: !85)
!383 = distinct !DILexicalBlock(scope: !262, file: !2, line: 118, column: 3)
!384 = !DILocalVariable(name: "bias", scope: !262, file: !2, line: 119, type: !85)
!385 = !DILocalVariable(name: "add", scope: !262, file: !2, line: 120, type: !386)
!386 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !262, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !387)
!387 = !{!388}
!388 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !386, file: !2, line: 120, baseType: !85, size: 32)
!389 = !DILocalVariable(name: "prod_count", scope: !262, file: !2, line: 121, type: !85)
!390 = !DILocalVariable(name: "mul", scope: !262, file: !2, line: 122, type: !391)
!391 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !262, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !392)
!392 = !{!393}
!393 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !391, file: !2, line: 122, baseType: !370, size: 64)
!394 = !DILocalVariable(name: "gen", scope: !262, file: !2, line: 124, type: !395)
!395 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !262, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !396)
!396 = !{}
!397 = !DILocalVariable(name: "fp", scope: !262, file: !2, line: 126, type: !398)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DISubroutineType(types: !400)
!400 = !{!85, !85}
!401 = !DILocalVariable(name: "b", scope: !262, file: !2, line: 132, type: !169)
!402 = !DILocalVariable(name: "p", scope: !262, file: !2, line: 134, type: !110)
!403 = !DILocalVariable(name: "a1", scope: !262, file: !2, line: 137, type: !85)
!404 = !DILocalVariable(name: "a2", scope: !262, file: !2, line: 137, type: !85)
!405 = distinct !DIAssignID()
!406 = !DILocation(line: 0, scope: !262)
!407 = distinct !DIAssignID()
!408 = !DILocation(line: 0, scope: !287)
!409 = !DILocation(line: 0, scope: !293)
!410 = !DILocation(line: 99, column: 5, scope: !411)
!411 = distinct !DILexicalBlock(scope: !293, file: !2, line: 98, column: 27)
!412 = !DILocation(line: 103, column: 3, scope: !262)
!413 = !DILocation(line: 109, column: 3, scope: !262)
!414 = !DILocation(line: 111, column: 3, scope: !262)
!415 = !DILocalVariable(name: "this", arg: 1, scope: !416, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!416 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !336, file: !2, line: 38, type: !417, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !420, retainedNodes: !421)
!417 = !DISubroutineType(types: !418)
!418 = !{null, !419}
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DISubprogram(name: "Diamond", scope: !336, type: !417, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !{!415}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!423 = !DILocation(line: 0, scope: !416, inlinedAt: !424)
!424 = distinct !DILocation(line: 111, column: 11, scope: !262)
!425 = !DILocation(line: 38, column: 8, scope: !416, inlinedAt: !424)
!426 = !DILocalVariable(name: "this", arg: 1, scope: !427, type: !357, flags: DIFlagArtificial | DIFlagObjectPointer)
!427 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !428, retainedNodes: !429)
!428 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !{!426}
!430 = !DILocation(line: 0, scope: !427, inlinedAt: !431)
!431 = distinct !DILocation(line: 38, column: 8, scope: !416, inlinedAt: !424)
!432 = !DILocation(line: 35, column: 19, scope: !427, inlinedAt: !431)
!433 = !{!434, !435, i64 8}
!434 = !{!"_ZTS4Base", !435, i64 8}
!435 = !{!"int", !190, i64 0}
!436 = distinct !DIAssignID()
!437 = !DILocalVariable(name: "this", arg: 1, scope: !438, type: !359, flags: DIFlagArtificial | DIFlagObjectPointer)
!438 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !339, file: !2, line: 36, type: !439, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !442, retainedNodes: !443)
!439 = !DISubroutineType(types: !440)
!440 = !{null, !441}
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!442 = !DISubprogram(name: "Left", scope: !339, type: !439, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !{!437, !444}
!444 = !DILocalVariable(name: "vtt", arg: 2, scope: !438, type: !445, flags: DIFlagArtificial)
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!446 = !DILocation(line: 0, scope: !438, inlinedAt: !447)
!447 = distinct !DILocation(line: 38, column: 8, scope: !416, inlinedAt: !424)
!448 = !DILocation(line: 36, column: 34, scope: !438, inlinedAt: !447)
!449 = !{!450, !435, i64 8}
!450 = !{!"_ZTS4Left", !435, i64 8}
!451 = distinct !DIAssignID()
!452 = !DILocalVariable(name: "this", arg: 1, scope: !453, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!453 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !454, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !457, retainedNodes: !458)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !456}
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!457 = !DISubprogram(name: "Right", scope: !90, type: !454, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !{!452, !459}
!459 = !DILocalVariable(name: "vtt", arg: 2, scope: !453, type: !445, flags: DIFlagArtificial)
!460 = !DILocation(line: 0, scope: !453, inlinedAt: !461)
!461 = distinct !DILocation(line: 38, column: 8, scope: !416, inlinedAt: !424)
!462 = !DILocation(line: 37, column: 35, scope: !453, inlinedAt: !461)
!463 = distinct !DIAssignID()
!464 = !{!465, !465, i64 0}
!465 = !{!"vtable pointer", !191, i64 0}
!466 = distinct !DIAssignID()
!467 = distinct !DIAssignID()
!468 = distinct !DIAssignID()
!469 = !{!435, !435, i64 0}
!470 = !DILocation(line: 114, column: 3, scope: !262)
!471 = !DILocation(line: 115, column: 31, scope: !262)
!472 = !DILocation(line: 115, column: 57, scope: !262)
!473 = !DILocation(line: 115, column: 3, scope: !262)
!474 = !DILocation(line: 123, column: 3, scope: !262)
!475 = !DILocation(line: 125, column: 3, scope: !262)
!476 = !DILocation(line: 127, column: 3, scope: !262)
!477 = !DILocation(line: 129, column: 3, scope: !262)
!478 = !DILocation(line: 130, column: 3, scope: !262)
!479 = !DILocation(line: 132, column: 3, scope: !262)
!480 = !DILocation(line: 132, column: 11, scope: !262)
!481 = !DILocation(line: 133, column: 35, scope: !262)
!482 = !{i64 0, i64 8, !195, i64 8, i64 8, !195, i64 16, i64 8, !195, i64 24, i64 8, !195, i64 32, i64 13, !205}
!483 = !DILocation(line: 133, column: 27, scope: !262)
!484 = !DILocation(line: 133, column: 41, scope: !262)
!485 = !DILocation(line: 133, column: 3, scope: !262)
!486 = !DILocation(line: 134, column: 12, scope: !262)
!487 = !DILocation(line: 135, column: 33, scope: !262)
!488 = !DILocation(line: 135, column: 3, scope: !262)
!489 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !490)
!490 = distinct !DILocation(line: 137, column: 12, scope: !262)
!491 = !{!"branch_weights", i32 1, i32 1048575}
!492 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !490)
!493 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !490)
!494 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !490)
!495 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !496)
!496 = distinct !DILocation(line: 137, column: 28, scope: !262)
!497 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !496)
!498 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !496)
!499 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !496)
!500 = !DILocation(line: 82, column: 3, scope: !136, inlinedAt: !501)
!501 = distinct !DILocation(line: 138, column: 48, scope: !262)
!502 = !DILocalVariable(name: "this", arg: 1, scope: !503, type: !505, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !117, retainedNodes: !504)
!504 = !{!502}
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!506 = !DILocation(line: 0, scope: !503, inlinedAt: !507)
!507 = distinct !DILocation(line: 82, column: 19, scope: !136, inlinedAt: !501)
!508 = !DILocation(line: 78, column: 16, scope: !503, inlinedAt: !507)
!509 = !DILocation(line: 78, column: 29, scope: !510, inlinedAt: !507)
!510 = distinct !DILexicalBlock(scope: !503, file: !2, line: 78, column: 27)
!511 = !DILocation(line: 138, column: 59, scope: !262)
!512 = !DILocation(line: 138, column: 3, scope: !262)
!513 = !DILocation(line: 140, column: 1, scope: !262)
!514 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{!85, !158, null}
!517 = !DILocation(line: 82, column: 3, scope: !136)
!518 = !DILocation(line: 0, scope: !503, inlinedAt: !519)
!519 = distinct !DILocation(line: 82, column: 19, scope: !136)
!520 = !DILocation(line: 78, column: 16, scope: !503, inlinedAt: !519)
!521 = !DILocation(line: 78, column: 29, scope: !510, inlinedAt: !519)
!522 = !DILocation(line: 83, column: 3, scope: !136)
!523 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !336, file: !2, line: 38, type: !417, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !524, retainedNodes: !525)
!524 = !DISubprogram(name: "~Diamond", scope: !336, type: !417, containingType: !336, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!525 = !{!526}
!526 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = !DILocation(line: 0, scope: !523)
!528 = !DILocation(line: 38, column: 8, scope: !523)
!529 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !336, file: !2, line: 38, type: !352, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !351, retainedNodes: !530)
!530 = !{!531}
!531 = !DILocalVariable(name: "this", arg: 1, scope: !529, type: !532, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64)
!533 = !DILocation(line: 0, scope: !529)
!534 = !DILocation(line: 38, column: 77, scope: !529)
!535 = !DILocation(line: 38, column: 81, scope: !529)
!536 = !DILocation(line: 38, column: 79, scope: !529)
!537 = !DILocation(line: 38, column: 85, scope: !529)
!538 = !{!539, !435, i64 8}
!539 = !{!"_ZTS5Right", !435, i64 8}
!540 = !DILocation(line: 38, column: 83, scope: !529)
!541 = !DILocation(line: 38, column: 89, scope: !529)
!542 = !{!543, !435, i64 28}
!543 = !{!"_ZTS7Diamond", !450, i64 0, !539, i64 16, !435, i64 28}
!544 = !DILocation(line: 38, column: 87, scope: !529)
!545 = !DILocation(line: 38, column: 70, scope: !529)
!546 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !336, file: !2, line: 38, type: !417, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !524, retainedNodes: !547)
!547 = !{!548}
!548 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!549 = !DILocation(line: 0, scope: !546)
!550 = !DILocation(line: 0, scope: !253, inlinedAt: !551)
!551 = distinct !DILocation(line: 38, column: 8, scope: !546)
!552 = !DILocation(line: 93, column: 57, scope: !253, inlinedAt: !551)
!553 = !DILocation(line: 38, column: 8, scope: !546)
!554 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !555, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!555 = !DISubroutineType(types: !396)
!556 = !DILocation(line: 0, scope: !554)
!557 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !555, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!558 = !DILocation(line: 0, scope: !557)
!559 = !DILocation(line: 0, scope: !546, inlinedAt: !560)
!560 = distinct !DILocation(line: 0, scope: !557)
!561 = !DILocation(line: 0, scope: !253, inlinedAt: !562)
!562 = distinct !DILocation(line: 38, column: 8, scope: !546, inlinedAt: !560)
!563 = !DILocation(line: 93, column: 57, scope: !253, inlinedAt: !562)
!564 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !555, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!565 = !DILocation(line: 0, scope: !564)
!566 = !DILocation(line: 0, scope: !529, inlinedAt: !567)
!567 = distinct !DILocation(line: 0, scope: !564)
!568 = !DILocation(line: 38, column: 77, scope: !529, inlinedAt: !567)
!569 = !DILocation(line: 38, column: 81, scope: !529, inlinedAt: !567)
!570 = !DILocation(line: 38, column: 79, scope: !529, inlinedAt: !567)
!571 = !DILocation(line: 38, column: 85, scope: !529, inlinedAt: !567)
!572 = !DILocation(line: 38, column: 83, scope: !529, inlinedAt: !567)
!573 = !DILocation(line: 38, column: 89, scope: !529, inlinedAt: !567)
!574 = !DILocation(line: 38, column: 87, scope: !529, inlinedAt: !567)
!575 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !555, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!576 = !DILocation(line: 0, scope: !575)
!577 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !555, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!578 = !DILocation(line: 0, scope: !577)
!579 = !DILocation(line: 0, scope: !546, inlinedAt: !580)
!580 = distinct !DILocation(line: 0, scope: !577)
!581 = !DILocation(line: 0, scope: !253, inlinedAt: !582)
!582 = distinct !DILocation(line: 38, column: 8, scope: !546, inlinedAt: !580)
!583 = !DILocation(line: 93, column: 57, scope: !253, inlinedAt: !582)
