; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !154 {
    #dbg_value(ptr %0, !159, !DIExpression(), !163)
    #dbg_value(ptr %1, !160, !DIExpression(), !163)
  ret ptr %0, !dbg !164
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !165 {
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
    #dbg_value(i64 1, !180, !DIExpression(), !205)
  %14 = add i32 %1, 1, !dbg !206
    #dbg_value(i64 2, !180, !DIExpression(), !205)
  %15 = insertelement <2 x i32> poison, i32 %1, i64 0, !dbg !206
  %16 = shufflevector <2 x i32> %15, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !206
  %17 = add <2 x i32> %16, <i32 2, i32 3>, !dbg !206
    #dbg_value(i64 3, !180, !DIExpression(), !205)
    #dbg_value(i64 4, !180, !DIExpression(), !205)
  %18 = insertelement <4 x i32> poison, i32 %1, i64 0, !dbg !206
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !206
  %20 = add <4 x i32> %19, <i32 4, i32 5, i32 6, i32 7>, !dbg !206
    #dbg_value(i64 5, !180, !DIExpression(), !205)
    #dbg_value(i64 6, !180, !DIExpression(), !205)
    #dbg_value(i64 7, !180, !DIExpression(), !205)
  %21 = insertelement <8 x i32> poison, i32 %1, i64 0, !dbg !208
  %22 = insertelement <8 x i32> %21, i32 %14, i64 1, !dbg !208
  %23 = shufflevector <2 x i32> %17, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !208
  %24 = shufflevector <8 x i32> %22, <8 x i32> %23, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !208
  %25 = shufflevector <4 x i32> %20, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !208
  %26 = shufflevector <8 x i32> %24, <8 x i32> %25, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !208
  %27 = srem <8 x i32> %26, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !208
  %28 = trunc nsw <8 x i32> %27 to <8 x i8>, !dbg !209
  %29 = add nsw <8 x i8> %28, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !209
  store <8 x i8> %29, ptr %13, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 8, !180, !DIExpression(), !205)
  %30 = add <4 x i32> %19, <i32 8, i32 9, i32 10, i32 11>, !dbg !206
  %31 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !212
    #dbg_value(i64 9, !180, !DIExpression(), !205)
    #dbg_value(i64 10, !180, !DIExpression(), !205)
    #dbg_value(i64 11, !180, !DIExpression(), !205)
  %32 = srem <4 x i32> %30, <i32 26, i32 26, i32 26, i32 26>, !dbg !208
  %33 = trunc nsw <4 x i32> %32 to <4 x i8>, !dbg !209
  %34 = add nsw <4 x i8> %33, <i8 97, i8 97, i8 97, i8 97>, !dbg !209
  store <4 x i8> %34, ptr %31, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 12, !180, !DIExpression(), !205)
  %35 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !213
  store i8 0, ptr %35, align 4, !dbg !214, !tbaa !211
  ret void, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i64 @_Z7sum_big3Big(ptr nocapture noundef readonly byval(%struct.Big) align 8 %0) local_unnamed_addr #3 !dbg !216 {
    #dbg_declare(ptr %0, !220, !DIExpression(), !221)
  %2 = load <4 x i64>, ptr %0, align 8, !dbg !222, !tbaa !223
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !224
  %4 = load i8, ptr %3, align 8, !dbg !225, !tbaa !211
  %5 = sext i8 %4 to i64, !dbg !225
  %6 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %2), !dbg !226
  %7 = add i64 %6, %5, !dbg !226
  ret i64 %7, !dbg !227
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) local_unnamed_addr #4 !dbg !228 {
  %2 = trunc i64 %0 to i32
  %3 = lshr i64 %0, 32
  %4 = trunc nuw i64 %3 to i32
  %5 = bitcast i32 %4 to float
    #dbg_value(i32 %2, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
    #dbg_value(float %5, !232, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !234)
  %6 = fptosi float %5 to i32, !dbg !235
    #dbg_value(i32 %6, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
  %7 = sitofp i32 %2 to float, !dbg !236
    #dbg_value(float %7, !233, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !234)
  %8 = bitcast float %7 to i32, !dbg !237
  %9 = zext i32 %8 to i64, !dbg !237
  %10 = shl nuw i64 %9, 32, !dbg !237
  %11 = zext i32 %6 to i64, !dbg !237
  %12 = or disjoint i64 %10, %11, !dbg !237
  ret i64 %12, !dbg !237
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #5 !dbg !238 {
    #dbg_value(i64 %0, !244, !DIExpression(), !245)
  %2 = tail call i64 @llvm.umax.i64(i64 %0, i64 1), !dbg !246
  %3 = tail call ptr @malloc(i64 noundef %2) #19, !dbg !247
  ret ptr %3, !dbg !248
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !249 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 !dbg !250 {
    #dbg_value(ptr %0, !254, !DIExpression(), !255)
  tail call void @free(ptr noundef %0), !dbg !256
  ret void, !dbg !257
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !258 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPvm(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 !dbg !259 {
    #dbg_value(ptr %0, !263, !DIExpression(), !265)
    #dbg_value(i64 %1, !264, !DIExpression(), !265)
  tail call void @free(ptr noundef %0), !dbg !266
  ret void, !dbg !267
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 personality ptr @__gxx_personality_v0 !dbg !268 {
  %1 = alloca %struct.Diamond, align 8, !DIAssignID !411
    #dbg_assign(i1 undef, !341, !DIExpression(), !411, ptr %1, !DIExpression(), !412)
  %2 = alloca %struct.Big, align 8, !DIAssignID !413
    #dbg_assign(i1 undef, !407, !DIExpression(), !413, ptr %2, !DIExpression(), !412)
    #dbg_value(ptr poison, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
    #dbg_value(ptr poison, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !412)
    #dbg_value(ptr poison, !270, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !412)
    #dbg_value(ptr undef, !292, !DIExpression(), !414)
    #dbg_value(ptr undef, !297, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !414)
    #dbg_value(double 0.000000e+00, !291, !DIExpression(), !412)
    #dbg_value(ptr undef, !295, !DIExpression(), !414)
    #dbg_value(ptr poison, !298, !DIExpression(), !415)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !416
    #dbg_value(double 6.000000e+00, !291, !DIExpression(), !412)
    #dbg_value(ptr poison, !298, !DIExpression(), !415)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !416
    #dbg_value(double 2.200000e+01, !291, !DIExpression(), !412)
    #dbg_value(ptr poison, !298, !DIExpression(), !415)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !416
    #dbg_value(double 2.600000e+01, !291, !DIExpression(), !412)
    #dbg_value(!DIArgList(ptr undef, i64 24), !295, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !414)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !418
    #dbg_value(i32 5, !306, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !412)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !412)
    #dbg_value(ptr undef, !337, !DIExpression(), !412)
    #dbg_value(ptr undef, !339, !DIExpression(), !412)
    #dbg_value(i32 20, !306, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !412)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5), !dbg !419
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #20, !dbg !420
    #dbg_value(ptr %1, !421, !DIExpression(), !429)
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !431
    #dbg_value(ptr %8, !432, !DIExpression(), !436)
  %9 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !438
  store i32 1, ptr %9, align 8, !dbg !438, !tbaa !439, !DIAssignID !442
    #dbg_assign(i32 1, !341, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !442, ptr %9, !DIExpression(), !412)
    #dbg_value(ptr %1, !443, !DIExpression(), !452)
    #dbg_value(ptr poison, !450, !DIExpression(), !452)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !454
  store i32 2, ptr %10, align 8, !dbg !454, !tbaa !455, !DIAssignID !457
    #dbg_assign(i32 2, !341, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !457, ptr %10, !DIExpression(), !412)
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !431
    #dbg_value(ptr %11, !458, !DIExpression(), !466)
    #dbg_value(ptr poison, !465, !DIExpression(), !466)
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !468
  store i32 3, ptr %12, align 8, !dbg !468, !tbaa !469, !DIAssignID !471
    #dbg_assign(i32 3, !341, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !471, ptr %12, !DIExpression(), !412)
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), ptr %1, align 8, !dbg !431, !tbaa !472, !DIAssignID !474
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), !341, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474, ptr %1, !DIExpression(), !412)
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), ptr %8, align 8, !dbg !431, !tbaa !472, !DIAssignID !475
    #dbg_assign(ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), !341, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !475, ptr %8, !DIExpression(), !412)
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), ptr %11, align 8, !dbg !431, !tbaa !472, !DIAssignID !476
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), !341, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !476, ptr %11, !DIExpression(), !412)
  %13 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !477
  store i32 4, ptr %13, align 4, !dbg !477, !tbaa !478, !DIAssignID !480
    #dbg_assign(i32 4, !341, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !480, ptr %13, !DIExpression(), !412)
    #dbg_value(ptr %8, !362, !DIExpression(), !412)
    #dbg_value(ptr %1, !364, !DIExpression(), !412)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !481
  %15 = call ptr @__dynamic_cast(ptr nonnull %8, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i64 -1) #20, !dbg !482
  %16 = icmp ne ptr %15, null, !dbg !483
  %17 = zext i1 %16 to i32, !dbg !482
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17), !dbg !484
    #dbg_value(i32 0, !366, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !412)
    #dbg_value(i32 1, !366, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !412)
    #dbg_value(i32 4, !366, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !412)
    #dbg_value(i32 9, !366, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !412)
    #dbg_value(i32 16, !366, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !412)
    #dbg_value(i32 25, !366, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !412)
    #dbg_value(i32 36, !366, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !412)
    #dbg_value(i32 49, !366, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !412)
    #dbg_value(i32 7, !390, !DIExpression(), !412)
    #dbg_value(i32 7, !391, !DIExpression(), !412)
    #dbg_value(ptr undef, !396, !DIExpression(), !412)
    #dbg_value(i32 8, !395, !DIExpression(), !412)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !485
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00), !dbg !486
    #dbg_value(ptr poison, !403, !DIExpression(), !412)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42), !dbg !487
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !488
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !489
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #20, !dbg !490
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !491
  %24 = call noundef i64 @_Z7sum_big3Big(ptr noundef nonnull byval(%struct.Big) align 8 %2), !dbg !492
  %25 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !493
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %24, ptr noundef nonnull %25), !dbg !494
  %27 = call i64 @_Z9swap_pair4Pair(i64 4690499011906371587), !dbg !495
  %28 = trunc i64 %27 to i32, !dbg !495
  %29 = lshr i64 %27, 32, !dbg !495
  %30 = trunc nuw i64 %29 to i32, !dbg !495
  %31 = bitcast i32 %30 to float, !dbg !495
    #dbg_value(i32 %28, !408, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !412)
    #dbg_value(float %31, !408, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !412)
  %32 = fpext float %31 to double, !dbg !496
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %28, double noundef %32), !dbg !497
  %34 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !498
  %35 = icmp eq i8 %34, 0, !dbg !498
  br i1 %35, label %36, label %42, !dbg !498, !prof !500

36:                                               ; preds = %0
  %37 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !498
  %38 = icmp eq i32 %37, 0, !dbg !498
  br i1 %38, label %42, label %39, !dbg !498

39:                                               ; preds = %36
  call fastcc void @_ZL8registryv(), !dbg !501
  %40 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !502
  %41 = select i1 %40, i32 3, i32 0, !dbg !502
  store i32 %41, ptr @_ZZL7countervE1n, align 4, !dbg !498, !tbaa !503
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !498
  br label %42, !dbg !498

42:                                               ; preds = %39, %36, %0
  %43 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !504, !tbaa !503
  %44 = add nsw i32 %43, 1, !dbg !504
  store i32 %44, ptr @_ZZL7countervE1n, align 4, !dbg !504, !tbaa !503
    #dbg_value(i32 %44, !409, !DIExpression(), !412)
  %45 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !505
  %46 = icmp eq i8 %45, 0, !dbg !505
  br i1 %46, label %47, label %53, !dbg !505, !prof !500

47:                                               ; preds = %42
  %48 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !505
  %49 = icmp eq i32 %48, 0, !dbg !505
  br i1 %49, label %53, label %50, !dbg !505

50:                                               ; preds = %47
  call fastcc void @_ZL8registryv(), !dbg !507
  %51 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !508
  %52 = select i1 %51, i32 3, i32 0, !dbg !508
  store i32 %52, ptr @_ZZL7countervE1n, align 4, !dbg !505, !tbaa !503
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !505
  br label %53, !dbg !505

53:                                               ; preds = %50, %47, %42
  %54 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !509, !tbaa !503
  %55 = add nsw i32 %54, 1, !dbg !509
  store i32 %55, ptr @_ZZL7countervE1n, align 4, !dbg !509, !tbaa !503
    #dbg_value(i32 %55, !410, !DIExpression(), !412)
  %56 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !510
  %57 = icmp eq i8 %56, 0, !dbg !510
  br i1 %57, label %58, label %63, !dbg !510, !prof !500

58:                                               ; preds = %53
  %59 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !510
  %60 = icmp eq i32 %59, 0, !dbg !510
  br i1 %60, label %63, label %61, !dbg !510

61:                                               ; preds = %58
    #dbg_value(ptr poison, !512, !DIExpression(), !516)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !518
  %62 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !519
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !510
  br label %63, !dbg !510

63:                                               ; preds = %61, %58, %53
  %64 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !521
  %65 = select i1 %64, i32 3, i32 0, !dbg !521
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %44, i32 noundef %55, i32 noundef %65), !dbg !522
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #20, !dbg !523
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #20, !dbg !523
  ret i32 0, !dbg !523
}

; Function Attrs: nofree nounwind
declare !dbg !524 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #11

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #12 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !527
  %2 = icmp eq i8 %1, 0, !dbg !527
  br i1 %2, label %3, label %8, !dbg !527, !prof !500

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !527
  %5 = icmp eq i32 %4, 0, !dbg !527
  br i1 %5, label %8, label %6, !dbg !527

6:                                                ; preds = %3
    #dbg_value(ptr poison, !512, !DIExpression(), !528)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !530
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !531
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !527
  br label %8, !dbg !527

8:                                                ; preds = %6, %3, %0
  ret void, !dbg !532
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !533 {
    #dbg_value(ptr %0, !536, !DIExpression(), !537)
  ret void, !dbg !538
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #14 comdat align 2 !dbg !539 {
    #dbg_value(ptr %0, !541, !DIExpression(), !543)
  %2 = load ptr, ptr %0, align 8, !dbg !544, !tbaa !472
  %3 = getelementptr i8, ptr %2, i64 -24, !dbg !544
  %4 = load i64, ptr %3, align 8, !dbg !544
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !544
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !544
  %7 = load i32, ptr %6, align 8, !dbg !544, !tbaa !439
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !545
  %9 = load i32, ptr %8, align 8, !dbg !545, !tbaa !455
  %10 = add nsw i32 %9, %7, !dbg !546
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !547
  %12 = load i32, ptr %11, align 8, !dbg !547, !tbaa !469
  %13 = add nsw i32 %10, %12, !dbg !548
  %14 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !549
  %15 = load i32, ptr %14, align 4, !dbg !549, !tbaa !478
  %16 = add nsw i32 %13, %15, !dbg !550
  ret i32 %16, !dbg !551
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !552 {
    #dbg_value(ptr %0, !554, !DIExpression(), !555)
    #dbg_value(ptr %0, !263, !DIExpression(), !556)
    #dbg_value(i64 48, !264, !DIExpression(), !556)
  tail call void @free(ptr noundef nonnull %0), !dbg !558
  ret void, !dbg !559
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #15 comdat align 2 !dbg !560 {
  ret void, !dbg !562
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !563 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !564
    #dbg_value(ptr %2, !554, !DIExpression(), !565)
    #dbg_value(ptr %2, !263, !DIExpression(), !567)
    #dbg_value(i64 48, !264, !DIExpression(), !567)
  tail call void @free(ptr noundef nonnull %2), !dbg !569
  ret void, !dbg !564
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #16 comdat align 2 !dbg !570 {
  %2 = load ptr, ptr %0, align 8, !dbg !571, !tbaa !472
  %3 = getelementptr inbounds i8, ptr %2, i64 -24, !dbg !571
  %4 = load i64, ptr %3, align 8, !dbg !571
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !571
    #dbg_value(ptr %5, !541, !DIExpression(), !572)
  %6 = load ptr, ptr %5, align 8, !dbg !574, !tbaa !472
  %7 = getelementptr i8, ptr %6, i64 -24, !dbg !574
  %8 = load i64, ptr %7, align 8, !dbg !574
  %9 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !574
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !574
  %11 = load i32, ptr %10, align 8, !dbg !574, !tbaa !439
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !575
  %13 = load i32, ptr %12, align 8, !dbg !575, !tbaa !455
  %14 = add nsw i32 %13, %11, !dbg !576
  %15 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !577
  %16 = load i32, ptr %15, align 8, !dbg !577, !tbaa !469
  %17 = add nsw i32 %14, %16, !dbg !578
  %18 = getelementptr inbounds i8, ptr %5, i64 28, !dbg !579
  %19 = load i32, ptr %18, align 4, !dbg !579, !tbaa !478
  %20 = add nsw i32 %17, %19, !dbg !580
  ret i32 %20, !dbg !571
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #15 comdat align 2 !dbg !581 {
  ret void, !dbg !582
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !583 {
  %2 = load ptr, ptr %0, align 8, !dbg !584, !tbaa !472
  %3 = getelementptr inbounds i8, ptr %2, i64 -32, !dbg !584
  %4 = load i64, ptr %3, align 8, !dbg !584
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !584
    #dbg_value(ptr %5, !554, !DIExpression(), !585)
    #dbg_value(ptr %5, !263, !DIExpression(), !587)
    #dbg_value(i64 48, !264, !DIExpression(), !587)
  tail call void @free(ptr noundef nonnull %5), !dbg !589
  ret void, !dbg !584
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #18

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #12 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nounwind }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { allocsize(0) }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151, !152}
!llvm.ident = !{!153}

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
!206 = !DILocation(line: 68, column: 62, scope: !207)
!207 = distinct !DILexicalBlock(scope: !181, file: !2, line: 68, column: 3)
!208 = !DILocation(line: 68, column: 67, scope: !207)
!209 = !DILocation(line: 68, column: 49, scope: !207)
!210 = !DILocation(line: 68, column: 41, scope: !207)
!211 = !{!189, !189, i64 0}
!212 = !DILocation(line: 68, column: 32, scope: !207)
!213 = !DILocation(line: 69, column: 3, scope: !165)
!214 = !DILocation(line: 69, column: 13, scope: !165)
!215 = !DILocation(line: 70, column: 3, scope: !165)
!216 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !217, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!171, !168}
!219 = !{!220}
!220 = !DILocalVariable(name: "b", arg: 1, scope: !216, file: !2, line: 72, type: !168)
!221 = !DILocation(line: 72, column: 49, scope: !216)
!222 = !DILocation(line: 72, column: 63, scope: !216)
!223 = !{!188, !188, i64 0}
!224 = !DILocation(line: 72, column: 87, scope: !216)
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
!235 = !DILocation(line: 73, column: 67, scope: !228)
!236 = !DILocation(line: 73, column: 79, scope: !228)
!237 = !DILocation(line: 73, column: 85, scope: !228)
!238 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !239, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !243)
!239 = !DISubroutineType(types: !240)
!240 = !{!241, !242}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!242 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!243 = !{!244}
!244 = !DILocalVariable(name: "n", arg: 1, scope: !238, file: !2, line: 91, type: !242)
!245 = !DILocation(line: 0, scope: !238)
!246 = !DILocation(line: 91, column: 53, scope: !238)
!247 = !DILocation(line: 91, column: 46, scope: !238)
!248 = !DILocation(line: 91, column: 39, scope: !238)
!249 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 5, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !251, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !241}
!253 = !{!254}
!254 = !DILocalVariable(name: "p", arg: 1, scope: !250, file: !2, line: 92, type: !241)
!255 = !DILocation(line: 0, scope: !250)
!256 = !DILocation(line: 92, column: 42, scope: !250)
!257 = !DILocation(line: 92, column: 51, scope: !250)
!258 = !DISubprogram(name: "free", scope: !2, file: !2, line: 6, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !260, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !241, !242}
!262 = !{!263, !264}
!263 = !DILocalVariable(name: "p", arg: 1, scope: !259, file: !2, line: 93, type: !241)
!264 = !DILocalVariable(arg: 2, scope: !259, file: !2, line: 93, type: !242)
!265 = !DILocation(line: 0, scope: !259)
!266 = !DILocation(line: 93, column: 57, scope: !259)
!267 = !DILocation(line: 93, column: 66, scope: !259)
!268 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !269)
!269 = !{!270, !291, !292, !295, !297, !298, !300, !302, !303, !304, !306, !337, !339, !341, !362, !364, !366, !388, !390, !391, !395, !396, !400, !403, !407, !408, !409, !410}
!270 = !DILocalVariable(name: "shapes", scope: !268, file: !2, line: 96, type: !271)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !272, size: 192, elements: !289)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !274, vtableHolder: !273, identifier: "_ZTS5Shape")
!274 = !{!275, !276, !280, !286}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!276 = !DISubprogram(name: "~Shape", scope: !273, file: !2, line: 10, type: !277, scopeLine: 10, containingType: !273, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !279}
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!280 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !273, file: !2, line: 11, type: !281, scopeLine: 11, containingType: !273, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!283, !284}
!283 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !273)
!286 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !273, file: !2, line: 12, type: !287, scopeLine: 12, containingType: !273, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!157, !284}
!289 = !{!290}
!290 = !DISubrange(count: 3)
!291 = !DILocalVariable(name: "total", scope: !268, file: !2, line: 97, type: !283)
!292 = !DILocalVariable(name: "__range1", scope: !293, type: !294, flags: DIFlagArtificial)
!293 = distinct !DILexicalBlock(scope: !268, file: !2, line: 98, column: 3)
!294 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !271, size: 64)
!295 = !DILocalVariable(name: "__begin1", scope: !293, type: !296, flags: DIFlagArtificial)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!297 = !DILocalVariable(name: "__end1", scope: !293, type: !296, flags: DIFlagArtificial)
!298 = !DILocalVariable(name: "s", scope: !299, file: !2, line: 98, type: !272)
!299 = distinct !DILexicalBlock(scope: !293, file: !2, line: 98, column: 3)
!300 = !DILocalVariable(name: "__range1", scope: !301, type: !294, flags: DIFlagArtificial)
!301 = distinct !DILexicalBlock(scope: !268, file: !2, line: 102, column: 3)
!302 = !DILocalVariable(name: "__begin1", scope: !301, type: !296, flags: DIFlagArtificial)
!303 = !DILocalVariable(name: "__end1", scope: !301, type: !296, flags: DIFlagArtificial)
!304 = !DILocalVariable(name: "s", scope: !305, file: !2, line: 102, type: !272)
!305 = distinct !DILexicalBlock(scope: !301, file: !2, line: 102, column: 3)
!306 = !DILocalVariable(name: "w", scope: !268, file: !2, line: 105, type: !307)
!307 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !308, vtableHolder: !310, identifier: "_ZTS6Widget")
!308 = !{!309, !319, !328, !333}
!309 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !307, baseType: !310, extraData: i32 0)
!310 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !311, vtableHolder: !310, identifier: "_ZTS5Named")
!311 = !{!312, !313, !314}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !310, file: !2, line: 27, baseType: !85, size: 32, offset: 64)
!314 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !310, file: !2, line: 27, type: !315, scopeLine: 27, containingType: !310, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!157, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!319 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !307, baseType: !320, offset: 128, extraData: i32 0)
!320 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !321, vtableHolder: !320, identifier: "_ZTS7Counted")
!321 = !{!322, !323, !324}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !320, file: !2, line: 28, baseType: !85, size: 32, offset: 64)
!324 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !320, file: !2, line: 28, type: !325, scopeLine: 28, containingType: !320, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !327}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!328 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !307, file: !2, line: 31, type: !329, scopeLine: 31, containingType: !307, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{!157, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !307)
!333 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !307, file: !2, line: 32, type: !334, scopeLine: 32, containingType: !307, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!337 = !DILocalVariable(name: "c", scope: !268, file: !2, line: 106, type: !338)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!339 = !DILocalVariable(name: "n", scope: !268, file: !2, line: 107, type: !340)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!341 = !DILocalVariable(name: "d", scope: !268, file: !2, line: 111, type: !342)
!342 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !343, vtableHolder: !345, identifier: "_ZTS7Diamond")
!343 = !{!344, !355, !356, !357}
!344 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !342, baseType: !345, extraData: i32 0)
!345 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !346, vtableHolder: !345, identifier: "_ZTS4Left")
!346 = !{!347, !348, !349, !350}
!347 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !345, baseType: !93, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !345, file: !2, line: 36, baseType: !85, size: 32, offset: 64)
!350 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !345, file: !2, line: 36, type: !351, scopeLine: 36, containingType: !345, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!85, !353}
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!354 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !345)
!355 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !342, baseType: !90, offset: 128, extraData: i32 0)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !342, file: !2, line: 38, baseType: !85, size: 32, offset: 224)
!357 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !342, file: !2, line: 38, type: !358, scopeLine: 38, containingType: !342, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!85, !360}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !342)
!362 = !DILocalVariable(name: "bp", scope: !268, file: !2, line: 112, type: !363)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!364 = !DILocalVariable(name: "lp", scope: !268, file: !2, line: 113, type: !365)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 64)
!366 = !DILocalVariable(name: "arr", scope: !268, file: !2, line: 117, type: !367)
!367 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !368, templateParams: !385, identifier: "_ZTS5ArrayIiLi8EE")
!368 = !{!369, !373, !378}
!369 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !367, file: !2, line: 43, baseType: !370, size: 256)
!370 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !371)
!371 = !{!372}
!372 = !DISubrange(count: 8)
!373 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !367, file: !2, line: 44, type: !374, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !377, !85}
!376 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !367, file: !2, line: 45, type: !379, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{!381, !383, !85}
!381 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !382, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !367)
!385 = !{!386, !387}
!386 = !DITemplateTypeParameter(name: "T", type: !85)
!387 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!388 = !DILocalVariable(name: "i", scope: !389, file: !2, line: 118, type: !85)
!389 = distinct !DILexicalBlock(scope: !268, file: !2, line: 118, column: 3)
!390 = !DILocalVariable(name: "bias", scope: !268, file: !2, line: 119, type: !85)
!391 = !DILocalVariable(name: "add", scope: !268, file: !2, line: 120, type: !392)
!392 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !268, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !393)
!393 = !{!394}
!394 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !392, file: !2, line: 120, baseType: !85, size: 32)
!395 = !DILocalVariable(name: "prod_count", scope: !268, file: !2, line: 121, type: !85)
!396 = !DILocalVariable(name: "mul", scope: !268, file: !2, line: 122, type: !397)
!397 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !268, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !398)
!398 = !{!399}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !397, file: !2, line: 122, baseType: !376, size: 64)
!400 = !DILocalVariable(name: "gen", scope: !268, file: !2, line: 124, type: !401)
!401 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !268, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !402)
!402 = !{}
!403 = !DILocalVariable(name: "fp", scope: !268, file: !2, line: 126, type: !404)
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 64)
!405 = !DISubroutineType(types: !406)
!406 = !{!85, !85}
!407 = !DILocalVariable(name: "b", scope: !268, file: !2, line: 132, type: !168)
!408 = !DILocalVariable(name: "p", scope: !268, file: !2, line: 134, type: !110)
!409 = !DILocalVariable(name: "a1", scope: !268, file: !2, line: 137, type: !85)
!410 = !DILocalVariable(name: "a2", scope: !268, file: !2, line: 137, type: !85)
!411 = distinct !DIAssignID()
!412 = !DILocation(line: 0, scope: !268)
!413 = distinct !DIAssignID()
!414 = !DILocation(line: 0, scope: !293)
!415 = !DILocation(line: 0, scope: !299)
!416 = !DILocation(line: 99, column: 5, scope: !417)
!417 = distinct !DILexicalBlock(scope: !299, file: !2, line: 98, column: 27)
!418 = !DILocation(line: 103, column: 3, scope: !268)
!419 = !DILocation(line: 109, column: 3, scope: !268)
!420 = !DILocation(line: 111, column: 3, scope: !268)
!421 = !DILocalVariable(name: "this", arg: 1, scope: !422, type: !428, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !342, file: !2, line: 38, type: !423, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !426, retainedNodes: !427)
!423 = !DISubroutineType(types: !424)
!424 = !{null, !425}
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DISubprogram(name: "Diamond", scope: !342, type: !423, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !{!421}
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 64)
!429 = !DILocation(line: 0, scope: !422, inlinedAt: !430)
!430 = distinct !DILocation(line: 111, column: 11, scope: !268)
!431 = !DILocation(line: 38, column: 8, scope: !422, inlinedAt: !430)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !433, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !434, retainedNodes: !435)
!434 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !{!432}
!436 = !DILocation(line: 0, scope: !433, inlinedAt: !437)
!437 = distinct !DILocation(line: 38, column: 8, scope: !422, inlinedAt: !430)
!438 = !DILocation(line: 35, column: 19, scope: !433, inlinedAt: !437)
!439 = !{!440, !441, i64 8}
!440 = !{!"_ZTS4Base", !441, i64 8}
!441 = !{!"int", !189, i64 0}
!442 = distinct !DIAssignID()
!443 = !DILocalVariable(name: "this", arg: 1, scope: !444, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !345, file: !2, line: 36, type: !445, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !448, retainedNodes: !449)
!445 = !DISubroutineType(types: !446)
!446 = !{null, !447}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DISubprogram(name: "Left", scope: !345, type: !445, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !{!443, !450}
!450 = !DILocalVariable(name: "vtt", arg: 2, scope: !444, type: !451, flags: DIFlagArtificial)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!452 = !DILocation(line: 0, scope: !444, inlinedAt: !453)
!453 = distinct !DILocation(line: 38, column: 8, scope: !422, inlinedAt: !430)
!454 = !DILocation(line: 36, column: 34, scope: !444, inlinedAt: !453)
!455 = !{!456, !441, i64 8}
!456 = !{!"_ZTS4Left", !441, i64 8}
!457 = distinct !DIAssignID()
!458 = !DILocalVariable(name: "this", arg: 1, scope: !459, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!459 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !460, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !463, retainedNodes: !464)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !462}
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DISubprogram(name: "Right", scope: !90, type: !460, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !{!458, !465}
!465 = !DILocalVariable(name: "vtt", arg: 2, scope: !459, type: !451, flags: DIFlagArtificial)
!466 = !DILocation(line: 0, scope: !459, inlinedAt: !467)
!467 = distinct !DILocation(line: 38, column: 8, scope: !422, inlinedAt: !430)
!468 = !DILocation(line: 37, column: 35, scope: !459, inlinedAt: !467)
!469 = !{!470, !441, i64 8}
!470 = !{!"_ZTS5Right", !441, i64 8}
!471 = distinct !DIAssignID()
!472 = !{!473, !473, i64 0}
!473 = !{!"vtable pointer", !190, i64 0}
!474 = distinct !DIAssignID()
!475 = distinct !DIAssignID()
!476 = distinct !DIAssignID()
!477 = !DILocation(line: 38, column: 36, scope: !422, inlinedAt: !430)
!478 = !{!479, !441, i64 28}
!479 = !{!"_ZTS7Diamond", !456, i64 0, !470, i64 16, !441, i64 28}
!480 = distinct !DIAssignID()
!481 = !DILocation(line: 114, column: 3, scope: !268)
!482 = !DILocation(line: 115, column: 31, scope: !268)
!483 = !DILocation(line: 115, column: 57, scope: !268)
!484 = !DILocation(line: 115, column: 3, scope: !268)
!485 = !DILocation(line: 123, column: 3, scope: !268)
!486 = !DILocation(line: 125, column: 3, scope: !268)
!487 = !DILocation(line: 127, column: 3, scope: !268)
!488 = !DILocation(line: 129, column: 3, scope: !268)
!489 = !DILocation(line: 130, column: 3, scope: !268)
!490 = !DILocation(line: 132, column: 3, scope: !268)
!491 = !DILocation(line: 132, column: 11, scope: !268)
!492 = !DILocation(line: 133, column: 27, scope: !268)
!493 = !DILocation(line: 133, column: 41, scope: !268)
!494 = !DILocation(line: 133, column: 3, scope: !268)
!495 = !DILocation(line: 134, column: 12, scope: !268)
!496 = !DILocation(line: 135, column: 33, scope: !268)
!497 = !DILocation(line: 135, column: 3, scope: !268)
!498 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !499)
!499 = distinct !DILocation(line: 137, column: 12, scope: !268)
!500 = !{!"branch_weights", i32 1, i32 1048575}
!501 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !499)
!502 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !499)
!503 = !{!441, !441, i64 0}
!504 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !499)
!505 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !506)
!506 = distinct !DILocation(line: 137, column: 28, scope: !268)
!507 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !506)
!508 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !506)
!509 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !506)
!510 = !DILocation(line: 82, column: 3, scope: !136, inlinedAt: !511)
!511 = distinct !DILocation(line: 138, column: 48, scope: !268)
!512 = !DILocalVariable(name: "this", arg: 1, scope: !513, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!513 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !117, retainedNodes: !514)
!514 = !{!512}
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!516 = !DILocation(line: 0, scope: !513, inlinedAt: !517)
!517 = distinct !DILocation(line: 82, column: 19, scope: !136, inlinedAt: !511)
!518 = !DILocation(line: 78, column: 16, scope: !513, inlinedAt: !517)
!519 = !DILocation(line: 78, column: 29, scope: !520, inlinedAt: !517)
!520 = distinct !DILexicalBlock(scope: !513, file: !2, line: 78, column: 27)
!521 = !DILocation(line: 138, column: 59, scope: !268)
!522 = !DILocation(line: 138, column: 3, scope: !268)
!523 = !DILocation(line: 140, column: 1, scope: !268)
!524 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{!85, !157, null}
!527 = !DILocation(line: 82, column: 3, scope: !136)
!528 = !DILocation(line: 0, scope: !513, inlinedAt: !529)
!529 = distinct !DILocation(line: 82, column: 19, scope: !136)
!530 = !DILocation(line: 78, column: 16, scope: !513, inlinedAt: !529)
!531 = !DILocation(line: 78, column: 29, scope: !520, inlinedAt: !529)
!532 = !DILocation(line: 83, column: 3, scope: !136)
!533 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !342, file: !2, line: 38, type: !423, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !534, retainedNodes: !535)
!534 = !DISubprogram(name: "~Diamond", scope: !342, type: !423, containingType: !342, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!535 = !{!536}
!536 = !DILocalVariable(name: "this", arg: 1, scope: !533, type: !428, flags: DIFlagArtificial | DIFlagObjectPointer)
!537 = !DILocation(line: 0, scope: !533)
!538 = !DILocation(line: 38, column: 8, scope: !533)
!539 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !342, file: !2, line: 38, type: !358, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !357, retainedNodes: !540)
!540 = !{!541}
!541 = !DILocalVariable(name: "this", arg: 1, scope: !539, type: !542, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!543 = !DILocation(line: 0, scope: !539)
!544 = !DILocation(line: 38, column: 77, scope: !539)
!545 = !DILocation(line: 38, column: 81, scope: !539)
!546 = !DILocation(line: 38, column: 79, scope: !539)
!547 = !DILocation(line: 38, column: 85, scope: !539)
!548 = !DILocation(line: 38, column: 83, scope: !539)
!549 = !DILocation(line: 38, column: 89, scope: !539)
!550 = !DILocation(line: 38, column: 87, scope: !539)
!551 = !DILocation(line: 38, column: 70, scope: !539)
!552 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !342, file: !2, line: 38, type: !423, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !534, retainedNodes: !553)
!553 = !{!554}
!554 = !DILocalVariable(name: "this", arg: 1, scope: !552, type: !428, flags: DIFlagArtificial | DIFlagObjectPointer)
!555 = !DILocation(line: 0, scope: !552)
!556 = !DILocation(line: 0, scope: !259, inlinedAt: !557)
!557 = distinct !DILocation(line: 38, column: 8, scope: !552)
!558 = !DILocation(line: 93, column: 57, scope: !259, inlinedAt: !557)
!559 = !DILocation(line: 38, column: 8, scope: !552)
!560 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !561, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!561 = !DISubroutineType(types: !402)
!562 = !DILocation(line: 0, scope: !560)
!563 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !561, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!564 = !DILocation(line: 0, scope: !563)
!565 = !DILocation(line: 0, scope: !552, inlinedAt: !566)
!566 = distinct !DILocation(line: 0, scope: !563)
!567 = !DILocation(line: 0, scope: !259, inlinedAt: !568)
!568 = distinct !DILocation(line: 38, column: 8, scope: !552, inlinedAt: !566)
!569 = !DILocation(line: 93, column: 57, scope: !259, inlinedAt: !568)
!570 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !561, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!571 = !DILocation(line: 0, scope: !570)
!572 = !DILocation(line: 0, scope: !539, inlinedAt: !573)
!573 = distinct !DILocation(line: 0, scope: !570)
!574 = !DILocation(line: 38, column: 77, scope: !539, inlinedAt: !573)
!575 = !DILocation(line: 38, column: 81, scope: !539, inlinedAt: !573)
!576 = !DILocation(line: 38, column: 79, scope: !539, inlinedAt: !573)
!577 = !DILocation(line: 38, column: 85, scope: !539, inlinedAt: !573)
!578 = !DILocation(line: 38, column: 83, scope: !539, inlinedAt: !573)
!579 = !DILocation(line: 38, column: 89, scope: !539, inlinedAt: !573)
!580 = !DILocation(line: 38, column: 87, scope: !539, inlinedAt: !573)
!581 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !561, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!582 = !DILocation(line: 0, scope: !581)
!583 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !561, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!584 = !DILocation(line: 0, scope: !583)
!585 = !DILocation(line: 0, scope: !552, inlinedAt: !586)
!586 = distinct !DILocation(line: 0, scope: !583)
!587 = !DILocation(line: 0, scope: !259, inlinedAt: !588)
!588 = distinct !DILocation(line: 38, column: 8, scope: !552, inlinedAt: !586)
!589 = !DILocation(line: 93, column: 57, scope: !259, inlinedAt: !588)
