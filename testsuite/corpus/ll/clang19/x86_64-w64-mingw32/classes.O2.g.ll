; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
    #dbg_value(ptr %0, !179, !DIExpression(DW_OP_deref), !182)
    #dbg_value(i32 %1, !178, !DIExpression(), !182)
  %3 = sext i32 %1 to i64, !dbg !183
  store i64 %3, ptr %0, align 8, !dbg !184, !tbaa !185
  %4 = shl nsw i32 %1, 1, !dbg !190
  %5 = sext i32 %4 to i64, !dbg !191
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !192
  store i64 %5, ptr %6, align 8, !dbg !193, !tbaa !194
  %7 = mul nsw i32 %1, 3, !dbg !195
  %8 = sext i32 %7 to i64, !dbg !196
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !197
  store i64 %8, ptr %9, align 8, !dbg !198, !tbaa !199
  %10 = sub nsw i32 0, %1, !dbg !200
  %11 = sext i32 %10 to i64, !dbg !200
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !201
  store i64 %11, ptr %12, align 8, !dbg !202, !tbaa !203
    #dbg_value(i32 0, !180, !DIExpression(), !204)
  %13 = getelementptr inbounds i8, ptr %0, i64 32
    #dbg_value(i32 0, !180, !DIExpression(), !204)
    #dbg_value(i64 0, !180, !DIExpression(), !204)
    #dbg_value(i64 1, !180, !DIExpression(), !204)
  %14 = add i32 %1, 1, !dbg !205
    #dbg_value(i64 2, !180, !DIExpression(), !204)
  %15 = insertelement <2 x i32> poison, i32 %1, i64 0, !dbg !205
  %16 = shufflevector <2 x i32> %15, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !205
  %17 = add <2 x i32> %16, <i32 2, i32 3>, !dbg !205
    #dbg_value(i64 3, !180, !DIExpression(), !204)
    #dbg_value(i64 4, !180, !DIExpression(), !204)
  %18 = insertelement <4 x i32> poison, i32 %1, i64 0, !dbg !205
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !205
  %20 = add <4 x i32> %19, <i32 4, i32 5, i32 6, i32 7>, !dbg !205
    #dbg_value(i64 5, !180, !DIExpression(), !204)
    #dbg_value(i64 6, !180, !DIExpression(), !204)
    #dbg_value(i64 7, !180, !DIExpression(), !204)
  %21 = insertelement <8 x i32> poison, i32 %1, i64 0, !dbg !207
  %22 = insertelement <8 x i32> %21, i32 %14, i64 1, !dbg !207
  %23 = shufflevector <2 x i32> %17, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !207
  %24 = shufflevector <8 x i32> %22, <8 x i32> %23, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !207
  %25 = shufflevector <4 x i32> %20, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !207
  %26 = shufflevector <8 x i32> %24, <8 x i32> %25, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !207
  %27 = srem <8 x i32> %26, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !207
  %28 = trunc nsw <8 x i32> %27 to <8 x i8>, !dbg !208
  %29 = add nsw <8 x i8> %28, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !208
  store <8 x i8> %29, ptr %13, align 8, !dbg !209, !tbaa !210
    #dbg_value(i64 8, !180, !DIExpression(), !204)
  %30 = add <4 x i32> %19, <i32 8, i32 9, i32 10, i32 11>, !dbg !205
  %31 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !211
    #dbg_value(i64 9, !180, !DIExpression(), !204)
    #dbg_value(i64 10, !180, !DIExpression(), !204)
    #dbg_value(i64 11, !180, !DIExpression(), !204)
  %32 = srem <4 x i32> %30, <i32 26, i32 26, i32 26, i32 26>, !dbg !207
  %33 = trunc nsw <4 x i32> %32 to <4 x i8>, !dbg !208
  %34 = add nsw <4 x i8> %33, <i8 97, i8 97, i8 97, i8 97>, !dbg !208
  store <4 x i8> %34, ptr %31, align 8, !dbg !209, !tbaa !210
    #dbg_value(i64 12, !180, !DIExpression(), !204)
  %35 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !212
  store i8 0, ptr %35, align 4, !dbg !213, !tbaa !210
  ret void, !dbg !214
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i64 @_Z7sum_big3Big(ptr nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !215 {
    #dbg_value(ptr %0, !219, !DIExpression(DW_OP_deref), !220)
  %2 = load <4 x i64>, ptr %0, align 8, !dbg !221, !tbaa !222
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !223
  %4 = load i8, ptr %3, align 8, !dbg !224, !tbaa !210
  %5 = sext i8 %4 to i64, !dbg !224
  %6 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %2), !dbg !225
  %7 = add i64 %6, %5, !dbg !225
  ret i64 %7, !dbg !226
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) local_unnamed_addr #4 !dbg !227 {
  %2 = trunc i64 %0 to i32
  %3 = lshr i64 %0, 32
  %4 = trunc nuw i64 %3 to i32
  %5 = bitcast i32 %4 to float
    #dbg_value(i32 %2, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !233)
    #dbg_value(float %5, !231, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !233)
  %6 = fptosi float %5 to i32, !dbg !234
    #dbg_value(i32 %6, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !233)
  %7 = sitofp i32 %2 to float, !dbg !235
    #dbg_value(float %7, !232, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !233)
  %8 = bitcast float %7 to i32, !dbg !236
  %9 = zext i32 %8 to i64, !dbg !236
  %10 = shl nuw i64 %9, 32, !dbg !236
  %11 = zext i32 %6 to i64, !dbg !236
  %12 = or disjoint i64 %10, %11, !dbg !236
  ret i64 %12, !dbg !236
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) local_unnamed_addr #5 !dbg !237 {
    #dbg_value(i64 %0, !243, !DIExpression(), !244)
  %2 = tail call i64 @llvm.umax.i64(i64 %0, i64 1), !dbg !245
  %3 = tail call ptr @malloc(i64 noundef %2) #21, !dbg !246
  ret ptr %3, !dbg !247
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !248 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #7 personality ptr @__gxx_personality_seh0 !dbg !249 {
    #dbg_value(ptr %0, !253, !DIExpression(), !254)
  tail call void @free(ptr noundef %0), !dbg !255
  ret void, !dbg !256
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !257 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @_ZdlPvy(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #9 personality ptr @__gxx_personality_seh0 !dbg !258 {
    #dbg_value(ptr %0, !262, !DIExpression(), !264)
    #dbg_value(i64 %1, !263, !DIExpression(), !264)
  tail call void @free(ptr noundef %0), !dbg !265
  ret void, !dbg !266
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 personality ptr @__gxx_personality_seh0 !dbg !267 {
  %1 = alloca %struct.Diamond, align 8, !DIAssignID !410
    #dbg_assign(i1 undef, !340, !DIExpression(), !410, ptr %1, !DIExpression(), !411)
  %2 = alloca %struct.Big, align 8, !DIAssignID !412
    #dbg_assign(i1 undef, !406, !DIExpression(), !412, ptr %2, !DIExpression(), !411)
  %3 = alloca %struct.Big, align 8
    #dbg_value(ptr poison, !269, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !411)
    #dbg_value(ptr poison, !269, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !411)
    #dbg_value(ptr poison, !269, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !411)
    #dbg_value(ptr undef, !291, !DIExpression(), !413)
    #dbg_value(ptr undef, !296, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !413)
    #dbg_value(double 0.000000e+00, !290, !DIExpression(), !411)
    #dbg_value(ptr undef, !294, !DIExpression(), !413)
    #dbg_value(ptr poison, !297, !DIExpression(), !414)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !415
    #dbg_value(double 6.000000e+00, !290, !DIExpression(), !411)
    #dbg_value(ptr poison, !297, !DIExpression(), !414)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !415
    #dbg_value(double 2.200000e+01, !290, !DIExpression(), !411)
    #dbg_value(ptr poison, !297, !DIExpression(), !414)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !415
    #dbg_value(double 2.600000e+01, !290, !DIExpression(), !411)
    #dbg_value(!DIArgList(ptr undef, i64 24), !294, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !413)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !417
    #dbg_value(i32 5, !305, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
    #dbg_value(ptr poison, !305, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !411)
    #dbg_value(ptr poison, !305, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !411)
    #dbg_value(ptr undef, !336, !DIExpression(), !411)
    #dbg_value(ptr undef, !338, !DIExpression(), !411)
    #dbg_value(i32 20, !305, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !411)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5), !dbg !418
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #22, !dbg !419
    #dbg_value(ptr %1, !420, !DIExpression(), !428)
  %9 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !430
    #dbg_value(ptr %9, !431, !DIExpression(), !435)
  %10 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !437
  store i32 1, ptr %10, align 8, !dbg !437, !tbaa !438, !DIAssignID !441
    #dbg_assign(i32 1, !340, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !441, ptr %10, !DIExpression(), !411)
    #dbg_value(ptr %1, !442, !DIExpression(), !451)
    #dbg_value(ptr poison, !449, !DIExpression(), !451)
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !453
  store i32 2, ptr %11, align 8, !dbg !453, !tbaa !454, !DIAssignID !456
    #dbg_assign(i32 2, !340, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !456, ptr %11, !DIExpression(), !411)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !430
    #dbg_value(ptr %12, !457, !DIExpression(), !465)
    #dbg_value(ptr poison, !464, !DIExpression(), !465)
  %13 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !467
  store i32 3, ptr %13, align 8, !dbg !467, !tbaa !468, !DIAssignID !470
    #dbg_assign(i32 3, !340, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !470, ptr %13, !DIExpression(), !411)
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), ptr %1, align 8, !dbg !430, !tbaa !471, !DIAssignID !473
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV7Diamond, i64 24), !340, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !473, ptr %1, !DIExpression(), !411)
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), ptr %9, align 8, !dbg !430, !tbaa !471, !DIAssignID !474
    #dbg_assign(ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV7Diamond, i64 120), !340, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !474, ptr %9, !DIExpression(), !411)
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), ptr %12, align 8, !dbg !430, !tbaa !471, !DIAssignID !475
    #dbg_assign(ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV7Diamond, i64 72), !340, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !475, ptr %12, !DIExpression(), !411)
  %14 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !476
  store i32 4, ptr %14, align 4, !dbg !476, !tbaa !477, !DIAssignID !479
    #dbg_assign(i32 4, !340, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !479, ptr %14, !DIExpression(), !411)
    #dbg_value(ptr %9, !361, !DIExpression(), !411)
    #dbg_value(ptr %1, !363, !DIExpression(), !411)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !480
  %16 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i64 -1) #22, !dbg !481
  %17 = icmp ne ptr %16, null, !dbg !482
  %18 = zext i1 %17 to i32, !dbg !481
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18), !dbg !483
    #dbg_value(i32 0, !365, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(i32 1, !365, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
    #dbg_value(i32 4, !365, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
    #dbg_value(i32 9, !365, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i32 16, !365, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
    #dbg_value(i32 25, !365, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !411)
    #dbg_value(i32 36, !365, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !411)
    #dbg_value(i32 49, !365, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !411)
    #dbg_value(i32 7, !389, !DIExpression(), !411)
    #dbg_value(i32 7, !390, !DIExpression(), !411)
    #dbg_value(ptr poison, !395, !DIExpression(), !411)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !484
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00), !dbg !485
    #dbg_value(ptr poison, !402, !DIExpression(), !411)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42), !dbg !486
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !487
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !488
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #22, !dbg !489
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !490
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !491, !tbaa.struct !492
  %25 = call noundef i64 @_Z7sum_big3Big(ptr noundef nonnull %3), !dbg !493
  %26 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !494
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %25, ptr noundef nonnull %26), !dbg !495
  %28 = call i64 @_Z9swap_pair4Pair(i64 4690499011906371587), !dbg !496
  %29 = trunc i64 %28 to i32, !dbg !496
  %30 = lshr i64 %28, 32, !dbg !496
  %31 = trunc nuw i64 %30 to i32, !dbg !496
  %32 = bitcast i32 %31 to float, !dbg !496
    #dbg_value(i32 %29, !407, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(float %32, !407, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
  %33 = fpext float %32 to double, !dbg !497
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %29, double noundef %33), !dbg !498
  %35 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !499
  %36 = icmp eq i8 %35, 0, !dbg !499
  br i1 %36, label %37, label %43, !dbg !499, !prof !501

37:                                               ; preds = %0
  %38 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #22, !dbg !499
  %39 = icmp eq i32 %38, 0, !dbg !499
  br i1 %39, label %43, label %40, !dbg !499

40:                                               ; preds = %37
  call fastcc void @_ZL8registryv(), !dbg !502
  %41 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !503
  %42 = select i1 %41, i32 3, i32 0, !dbg !503
  store i32 %42, ptr @_ZZL7countervE1n, align 4, !dbg !499, !tbaa !504
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #22, !dbg !499
  br label %43, !dbg !499

43:                                               ; preds = %40, %37, %0
  %44 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !505, !tbaa !504
  %45 = add nsw i32 %44, 1, !dbg !505
  store i32 %45, ptr @_ZZL7countervE1n, align 4, !dbg !505, !tbaa !504
    #dbg_value(i32 %45, !408, !DIExpression(), !411)
  %46 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !506
  %47 = icmp eq i8 %46, 0, !dbg !506
  br i1 %47, label %48, label %54, !dbg !506, !prof !501

48:                                               ; preds = %43
  %49 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #22, !dbg !506
  %50 = icmp eq i32 %49, 0, !dbg !506
  br i1 %50, label %54, label %51, !dbg !506

51:                                               ; preds = %48
  call fastcc void @_ZL8registryv(), !dbg !508
  %52 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !509
  %53 = select i1 %52, i32 3, i32 0, !dbg !509
  store i32 %53, ptr @_ZZL7countervE1n, align 4, !dbg !506, !tbaa !504
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #22, !dbg !506
  br label %54, !dbg !506

54:                                               ; preds = %51, %48, %43
  %55 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !510, !tbaa !504
  %56 = add nsw i32 %55, 1, !dbg !510
  store i32 %56, ptr @_ZZL7countervE1n, align 4, !dbg !510, !tbaa !504
    #dbg_value(i32 %56, !409, !DIExpression(), !411)
  %57 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !511
  %58 = icmp eq i8 %57, 0, !dbg !511
  br i1 %58, label %59, label %64, !dbg !511, !prof !501

59:                                               ; preds = %54
  %60 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #22, !dbg !511
  %61 = icmp eq i32 %60, 0, !dbg !511
  br i1 %61, label %64, label %62, !dbg !511

62:                                               ; preds = %59
    #dbg_value(ptr poison, !513, !DIExpression(), !517)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !519
  %63 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !520
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #22, !dbg !511
  br label %64, !dbg !511

64:                                               ; preds = %62, %59, %54
  %65 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !522
  %66 = select i1 %65, i32 3, i32 0, !dbg !522
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %45, i32 noundef %56, i32 noundef %66), !dbg !523
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #22, !dbg !524
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #22, !dbg !524
  ret i32 0, !dbg !524
}

; Function Attrs: nofree nounwind
declare !dbg !525 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define internal fastcc void @_ZL8registryv() unnamed_addr #14 personality ptr @__gxx_personality_seh0 !dbg !136 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !528
  %2 = icmp eq i8 %1, 0, !dbg !528
  br i1 %2, label %3, label %8, !dbg !528, !prof !501

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #22, !dbg !528
  %5 = icmp eq i32 %4, 0, !dbg !528
  br i1 %5, label %8, label %6, !dbg !528

6:                                                ; preds = %3
    #dbg_value(ptr poison, !513, !DIExpression(), !529)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !531
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !532
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #22, !dbg !528
  br label %8, !dbg !528

8:                                                ; preds = %6, %3, %0
  ret void, !dbg !533
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 !dbg !534 {
    #dbg_value(ptr %0, !537, !DIExpression(), !538)
  ret void, !dbg !539
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #16 comdat align 2 !dbg !540 {
    #dbg_value(ptr %0, !542, !DIExpression(), !544)
  %2 = load ptr, ptr %0, align 8, !dbg !545, !tbaa !471
  %3 = getelementptr i8, ptr %2, i64 -24, !dbg !545
  %4 = load i64, ptr %3, align 8, !dbg !545
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !545
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !545
  %7 = load i32, ptr %6, align 8, !dbg !545, !tbaa !438
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !546
  %9 = load i32, ptr %8, align 8, !dbg !546, !tbaa !454
  %10 = add nsw i32 %9, %7, !dbg !547
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !548
  %12 = load i32, ptr %11, align 8, !dbg !548, !tbaa !468
  %13 = add nsw i32 %10, %12, !dbg !549
  %14 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !550
  %15 = load i32, ptr %14, align 4, !dbg !550, !tbaa !477
  %16 = add nsw i32 %13, %15, !dbg !551
  ret i32 %16, !dbg !552
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !553 {
    #dbg_value(ptr %0, !555, !DIExpression(), !556)
    #dbg_value(ptr %0, !253, !DIExpression(), !557)
  tail call void @free(ptr noundef nonnull %0), !dbg !559
  ret void, !dbg !560
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #17 comdat align 2 !dbg !561 {
  ret void, !dbg !563
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !564 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !565
    #dbg_value(ptr %2, !555, !DIExpression(), !566)
    #dbg_value(ptr %2, !253, !DIExpression(), !568)
  tail call void @free(ptr noundef nonnull %2), !dbg !570
  ret void, !dbg !565
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #18 comdat align 2 !dbg !571 {
  %2 = load ptr, ptr %0, align 8, !dbg !572, !tbaa !471
  %3 = getelementptr inbounds i8, ptr %2, i64 -24, !dbg !572
  %4 = load i64, ptr %3, align 8, !dbg !572
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !572
    #dbg_value(ptr %5, !542, !DIExpression(), !573)
  %6 = load ptr, ptr %5, align 8, !dbg !575, !tbaa !471
  %7 = getelementptr i8, ptr %6, i64 -24, !dbg !575
  %8 = load i64, ptr %7, align 8, !dbg !575
  %9 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !575
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !575
  %11 = load i32, ptr %10, align 8, !dbg !575, !tbaa !438
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !576
  %13 = load i32, ptr %12, align 8, !dbg !576, !tbaa !454
  %14 = add nsw i32 %13, %11, !dbg !577
  %15 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !578
  %16 = load i32, ptr %15, align 8, !dbg !578, !tbaa !468
  %17 = add nsw i32 %14, %16, !dbg !579
  %18 = getelementptr inbounds i8, ptr %5, i64 28, !dbg !580
  %19 = load i32, ptr %18, align 4, !dbg !580, !tbaa !477
  %20 = add nsw i32 %17, %19, !dbg !581
  ret i32 %20, !dbg !572
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #17 comdat align 2 !dbg !582 {
  ret void, !dbg !583
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !584 {
  %2 = load ptr, ptr %0, align 8, !dbg !585, !tbaa !471
  %3 = getelementptr inbounds i8, ptr %2, i64 -32, !dbg !585
  %4 = load i64, ptr %3, align 8, !dbg !585
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !585
    #dbg_value(ptr %5, !555, !DIExpression(), !586)
    #dbg_value(ptr %5, !253, !DIExpression(), !588)
  tail call void @free(ptr noundef nonnull %5), !dbg !590
  ret void, !dbg !585
}

; Function Attrs: nofree nounwind
declare dso_local i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_release(ptr) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #20

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { allocsize(0) }
attributes #22 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151, !152}
!llvm.ident = !{!153}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus")
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
!146 = !{i32 7, !"Dwarf Version", i32 4}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 2}
!149 = !{i32 8, !"PIC Level", i32 2}
!150 = !{i32 7, !"uwtable", i32 2}
!151 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!183 = !DILocation(line: 67, column: 9, scope: !165)
!184 = !DILocation(line: 67, column: 7, scope: !165)
!185 = !{!186, !187, i64 0}
!186 = !{!"_ZTS3Big", !187, i64 0, !187, i64 8, !187, i64 16, !187, i64 24, !188, i64 32}
!187 = !{!"long long", !188, i64 0}
!188 = !{!"omnipotent char", !189, i64 0}
!189 = !{!"Simple C++ TBAA"}
!190 = !DILocation(line: 67, column: 26, scope: !165)
!191 = !DILocation(line: 67, column: 21, scope: !165)
!192 = !DILocation(line: 67, column: 17, scope: !165)
!193 = !DILocation(line: 67, column: 19, scope: !165)
!194 = !{!186, !187, i64 8}
!195 = !DILocation(line: 67, column: 42, scope: !165)
!196 = !DILocation(line: 67, column: 37, scope: !165)
!197 = !DILocation(line: 67, column: 33, scope: !165)
!198 = !DILocation(line: 67, column: 35, scope: !165)
!199 = !{!186, !187, i64 16}
!200 = !DILocation(line: 67, column: 53, scope: !165)
!201 = !DILocation(line: 67, column: 49, scope: !165)
!202 = !DILocation(line: 67, column: 51, scope: !165)
!203 = !{!186, !187, i64 24}
!204 = !DILocation(line: 0, scope: !181)
!205 = !DILocation(line: 68, column: 62, scope: !206)
!206 = distinct !DILexicalBlock(scope: !181, file: !2, line: 68, column: 3)
!207 = !DILocation(line: 68, column: 67, scope: !206)
!208 = !DILocation(line: 68, column: 49, scope: !206)
!209 = !DILocation(line: 68, column: 41, scope: !206)
!210 = !{!188, !188, i64 0}
!211 = !DILocation(line: 68, column: 32, scope: !206)
!212 = !DILocation(line: 69, column: 3, scope: !165)
!213 = !DILocation(line: 69, column: 13, scope: !165)
!214 = !DILocation(line: 70, column: 3, scope: !165)
!215 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !216, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!171, !168}
!218 = !{!219}
!219 = !DILocalVariable(name: "b", arg: 1, scope: !215, file: !2, line: 72, type: !168)
!220 = !DILocation(line: 0, scope: !215)
!221 = !DILocation(line: 72, column: 63, scope: !215)
!222 = !{!187, !187, i64 0}
!223 = !DILocation(line: 72, column: 87, scope: !215)
!224 = !DILocation(line: 72, column: 85, scope: !215)
!225 = !DILocation(line: 72, column: 83, scope: !215)
!226 = !DILocation(line: 72, column: 54, scope: !215)
!227 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !228, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!110, !110}
!230 = !{!231, !232}
!231 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !2, line: 73, type: !110)
!232 = !DILocalVariable(name: "q", scope: !227, file: !2, line: 73, type: !110)
!233 = !DILocation(line: 0, scope: !227)
!234 = !DILocation(line: 73, column: 67, scope: !227)
!235 = !DILocation(line: 73, column: 79, scope: !227)
!236 = !DILocation(line: 73, column: 85, scope: !227)
!237 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !2, file: !2, line: 91, type: !238, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !242)
!238 = !DISubroutineType(types: !239)
!239 = !{!240, !241}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!241 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!242 = !{!243}
!243 = !DILocalVariable(name: "n", arg: 1, scope: !237, file: !2, line: 91, type: !241)
!244 = !DILocation(line: 0, scope: !237)
!245 = !DILocation(line: 91, column: 53, scope: !237)
!246 = !DILocation(line: 91, column: 46, scope: !237)
!247 = !DILocation(line: 91, column: 39, scope: !237)
!248 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 5, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !250, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !240}
!252 = !{!253}
!253 = !DILocalVariable(name: "p", arg: 1, scope: !249, file: !2, line: 92, type: !240)
!254 = !DILocation(line: 0, scope: !249)
!255 = !DILocation(line: 92, column: 42, scope: !249)
!256 = !DILocation(line: 92, column: 51, scope: !249)
!257 = !DISubprogram(name: "free", scope: !2, file: !2, line: 6, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvy", scope: !2, file: !2, line: 93, type: !259, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !240, !241}
!261 = !{!262, !263}
!262 = !DILocalVariable(name: "p", arg: 1, scope: !258, file: !2, line: 93, type: !240)
!263 = !DILocalVariable(arg: 2, scope: !258, file: !2, line: 93, type: !241)
!264 = !DILocation(line: 0, scope: !258)
!265 = !DILocation(line: 93, column: 57, scope: !258)
!266 = !DILocation(line: 93, column: 66, scope: !258)
!267 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !268)
!268 = !{!269, !290, !291, !294, !296, !297, !299, !301, !302, !303, !305, !336, !338, !340, !361, !363, !365, !387, !389, !390, !394, !395, !399, !402, !406, !407, !408, !409}
!269 = !DILocalVariable(name: "shapes", scope: !267, file: !2, line: 96, type: !270)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !271, size: 192, elements: !288)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !273, vtableHolder: !272, identifier: "_ZTS5Shape")
!273 = !{!274, !275, !279, !285}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!275 = !DISubprogram(name: "~Shape", scope: !272, file: !2, line: 10, type: !276, scopeLine: 10, containingType: !272, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{null, !278}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!279 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !272, file: !2, line: 11, type: !280, scopeLine: 11, containingType: !272, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!282, !283}
!282 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!284 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !272)
!285 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !272, file: !2, line: 12, type: !286, scopeLine: 12, containingType: !272, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!157, !283}
!288 = !{!289}
!289 = !DISubrange(count: 3)
!290 = !DILocalVariable(name: "total", scope: !267, file: !2, line: 97, type: !282)
!291 = !DILocalVariable(name: "__range1", scope: !292, type: !293, flags: DIFlagArtificial)
!292 = distinct !DILexicalBlock(scope: !267, file: !2, line: 98, column: 3)
!293 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !270, size: 64)
!294 = !DILocalVariable(name: "__begin1", scope: !292, type: !295, flags: DIFlagArtificial)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!296 = !DILocalVariable(name: "__end1", scope: !292, type: !295, flags: DIFlagArtificial)
!297 = !DILocalVariable(name: "s", scope: !298, file: !2, line: 98, type: !271)
!298 = distinct !DILexicalBlock(scope: !292, file: !2, line: 98, column: 3)
!299 = !DILocalVariable(name: "__range1", scope: !300, type: !293, flags: DIFlagArtificial)
!300 = distinct !DILexicalBlock(scope: !267, file: !2, line: 102, column: 3)
!301 = !DILocalVariable(name: "__begin1", scope: !300, type: !295, flags: DIFlagArtificial)
!302 = !DILocalVariable(name: "__end1", scope: !300, type: !295, flags: DIFlagArtificial)
!303 = !DILocalVariable(name: "s", scope: !304, file: !2, line: 102, type: !271)
!304 = distinct !DILexicalBlock(scope: !300, file: !2, line: 102, column: 3)
!305 = !DILocalVariable(name: "w", scope: !267, file: !2, line: 105, type: !306)
!306 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !307, vtableHolder: !309, identifier: "_ZTS6Widget")
!307 = !{!308, !318, !327, !332}
!308 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !306, baseType: !309, extraData: i32 0)
!309 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !310, vtableHolder: !309, identifier: "_ZTS5Named")
!310 = !{!311, !312, !313}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !309, file: !2, line: 27, baseType: !85, size: 32, offset: 64)
!313 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !309, file: !2, line: 27, type: !314, scopeLine: 27, containingType: !309, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!157, !316}
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!317 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !309)
!318 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !306, baseType: !319, offset: 128, extraData: i32 0)
!319 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !320, vtableHolder: !319, identifier: "_ZTS7Counted")
!320 = !{!321, !322, !323}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !319, file: !2, line: 28, baseType: !85, size: 32, offset: 64)
!323 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !319, file: !2, line: 28, type: !324, scopeLine: 28, containingType: !319, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !326}
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !306, file: !2, line: 31, type: !328, scopeLine: 31, containingType: !306, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!157, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!332 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !306, file: !2, line: 32, type: !333, scopeLine: 32, containingType: !306, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{null, !335}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = !DILocalVariable(name: "c", scope: !267, file: !2, line: 106, type: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!338 = !DILocalVariable(name: "n", scope: !267, file: !2, line: 107, type: !339)
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!340 = !DILocalVariable(name: "d", scope: !267, file: !2, line: 111, type: !341)
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !342, vtableHolder: !344, identifier: "_ZTS7Diamond")
!342 = !{!343, !354, !355, !356}
!343 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !341, baseType: !344, extraData: i32 0)
!344 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !345, vtableHolder: !344, identifier: "_ZTS4Left")
!345 = !{!346, !347, !348, !349}
!346 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !344, baseType: !93, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 64, flags: DIFlagArtificial)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !344, file: !2, line: 36, baseType: !85, size: 32, offset: 64)
!349 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !344, file: !2, line: 36, type: !350, scopeLine: 36, containingType: !344, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{!85, !352}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !344)
!354 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !341, baseType: !90, offset: 128, extraData: i32 0)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !341, file: !2, line: 38, baseType: !85, size: 32, offset: 224)
!356 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !341, file: !2, line: 38, type: !357, scopeLine: 38, containingType: !341, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!85, !359}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !341)
!361 = !DILocalVariable(name: "bp", scope: !267, file: !2, line: 112, type: !362)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!363 = !DILocalVariable(name: "lp", scope: !267, file: !2, line: 113, type: !364)
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!365 = !DILocalVariable(name: "arr", scope: !267, file: !2, line: 117, type: !366)
!366 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !367, templateParams: !384, identifier: "_ZTS5ArrayIiLi8EE")
!367 = !{!368, !372, !377}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !366, file: !2, line: 43, baseType: !369, size: 256)
!369 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !370)
!370 = !{!371}
!371 = !DISubrange(count: 8)
!372 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !366, file: !2, line: 44, type: !373, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!375, !376, !85}
!375 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!377 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !366, file: !2, line: 45, type: !378, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!380, !382, !85}
!380 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !381, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !366)
!384 = !{!385, !386}
!385 = !DITemplateTypeParameter(name: "T", type: !85)
!386 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!387 = !DILocalVariable(name: "i", scope: !388, file: !2, line: 118, type: !85)
!388 = distinct !DILexicalBlock(scope: !267, file: !2, line: 118, column: 3)
!389 = !DILocalVariable(name: "bias", scope: !267, file: !2, line: 119, type: !85)
!390 = !DILocalVariable(name: "add", scope: !267, file: !2, line: 120, type: !391)
!391 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !267, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !392)
!392 = !{!393}
!393 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !391, file: !2, line: 120, baseType: !85, size: 32)
!394 = !DILocalVariable(name: "prod_count", scope: !267, file: !2, line: 121, type: !85)
!395 = !DILocalVariable(name: "mul", scope: !267, file: !2, line: 122, type: !396)
!396 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !267, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !397)
!397 = !{!398}
!398 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !396, file: !2, line: 122, baseType: !375, size: 64)
!399 = !DILocalVariable(name: "gen", scope: !267, file: !2, line: 124, type: !400)
!400 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !267, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !401)
!401 = !{}
!402 = !DILocalVariable(name: "fp", scope: !267, file: !2, line: 126, type: !403)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!404 = !DISubroutineType(types: !405)
!405 = !{!85, !85}
!406 = !DILocalVariable(name: "b", scope: !267, file: !2, line: 132, type: !168)
!407 = !DILocalVariable(name: "p", scope: !267, file: !2, line: 134, type: !110)
!408 = !DILocalVariable(name: "a1", scope: !267, file: !2, line: 137, type: !85)
!409 = !DILocalVariable(name: "a2", scope: !267, file: !2, line: 137, type: !85)
!410 = distinct !DIAssignID()
!411 = !DILocation(line: 0, scope: !267)
!412 = distinct !DIAssignID()
!413 = !DILocation(line: 0, scope: !292)
!414 = !DILocation(line: 0, scope: !298)
!415 = !DILocation(line: 99, column: 5, scope: !416)
!416 = distinct !DILexicalBlock(scope: !298, file: !2, line: 98, column: 27)
!417 = !DILocation(line: 103, column: 3, scope: !267)
!418 = !DILocation(line: 109, column: 3, scope: !267)
!419 = !DILocation(line: 111, column: 3, scope: !267)
!420 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !427, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !341, file: !2, line: 38, type: !422, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !425, retainedNodes: !426)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !424}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!425 = !DISubprogram(name: "Diamond", scope: !341, type: !422, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !{!420}
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!428 = !DILocation(line: 0, scope: !421, inlinedAt: !429)
!429 = distinct !DILocation(line: 111, column: 11, scope: !267)
!430 = !DILocation(line: 38, column: 8, scope: !421, inlinedAt: !429)
!431 = !DILocalVariable(name: "this", arg: 1, scope: !432, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!432 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !433, retainedNodes: !434)
!433 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !{!431}
!435 = !DILocation(line: 0, scope: !432, inlinedAt: !436)
!436 = distinct !DILocation(line: 38, column: 8, scope: !421, inlinedAt: !429)
!437 = !DILocation(line: 35, column: 19, scope: !432, inlinedAt: !436)
!438 = !{!439, !440, i64 8}
!439 = !{!"_ZTS4Base", !440, i64 8}
!440 = !{!"int", !188, i64 0}
!441 = distinct !DIAssignID()
!442 = !DILocalVariable(name: "this", arg: 1, scope: !443, type: !364, flags: DIFlagArtificial | DIFlagObjectPointer)
!443 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !344, file: !2, line: 36, type: !444, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !447, retainedNodes: !448)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !446}
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!447 = !DISubprogram(name: "Left", scope: !344, type: !444, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !{!442, !449}
!449 = !DILocalVariable(name: "vtt", arg: 2, scope: !443, type: !450, flags: DIFlagArtificial)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!451 = !DILocation(line: 0, scope: !443, inlinedAt: !452)
!452 = distinct !DILocation(line: 38, column: 8, scope: !421, inlinedAt: !429)
!453 = !DILocation(line: 36, column: 34, scope: !443, inlinedAt: !452)
!454 = !{!455, !440, i64 8}
!455 = !{!"_ZTS4Left", !440, i64 8}
!456 = distinct !DIAssignID()
!457 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!458 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !459, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !462, retainedNodes: !463)
!459 = !DISubroutineType(types: !460)
!460 = !{null, !461}
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!462 = !DISubprogram(name: "Right", scope: !90, type: !459, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !{!457, !464}
!464 = !DILocalVariable(name: "vtt", arg: 2, scope: !458, type: !450, flags: DIFlagArtificial)
!465 = !DILocation(line: 0, scope: !458, inlinedAt: !466)
!466 = distinct !DILocation(line: 38, column: 8, scope: !421, inlinedAt: !429)
!467 = !DILocation(line: 37, column: 35, scope: !458, inlinedAt: !466)
!468 = !{!469, !440, i64 8}
!469 = !{!"_ZTS5Right", !440, i64 8}
!470 = distinct !DIAssignID()
!471 = !{!472, !472, i64 0}
!472 = !{!"vtable pointer", !189, i64 0}
!473 = distinct !DIAssignID()
!474 = distinct !DIAssignID()
!475 = distinct !DIAssignID()
!476 = !DILocation(line: 38, column: 36, scope: !421, inlinedAt: !429)
!477 = !{!478, !440, i64 28}
!478 = !{!"_ZTS7Diamond", !455, i64 0, !469, i64 16, !440, i64 28}
!479 = distinct !DIAssignID()
!480 = !DILocation(line: 114, column: 3, scope: !267)
!481 = !DILocation(line: 115, column: 31, scope: !267)
!482 = !DILocation(line: 115, column: 57, scope: !267)
!483 = !DILocation(line: 115, column: 3, scope: !267)
!484 = !DILocation(line: 123, column: 3, scope: !267)
!485 = !DILocation(line: 125, column: 3, scope: !267)
!486 = !DILocation(line: 127, column: 3, scope: !267)
!487 = !DILocation(line: 129, column: 3, scope: !267)
!488 = !DILocation(line: 130, column: 3, scope: !267)
!489 = !DILocation(line: 132, column: 3, scope: !267)
!490 = !DILocation(line: 132, column: 11, scope: !267)
!491 = !DILocation(line: 133, column: 35, scope: !267)
!492 = !{i64 0, i64 8, !222, i64 8, i64 8, !222, i64 16, i64 8, !222, i64 24, i64 8, !222, i64 32, i64 13, !210}
!493 = !DILocation(line: 133, column: 27, scope: !267)
!494 = !DILocation(line: 133, column: 41, scope: !267)
!495 = !DILocation(line: 133, column: 3, scope: !267)
!496 = !DILocation(line: 134, column: 12, scope: !267)
!497 = !DILocation(line: 135, column: 33, scope: !267)
!498 = !DILocation(line: 135, column: 3, scope: !267)
!499 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !500)
!500 = distinct !DILocation(line: 137, column: 12, scope: !267)
!501 = !{!"branch_weights", i32 1, i32 1048575}
!502 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !500)
!503 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !500)
!504 = !{!440, !440, i64 0}
!505 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !500)
!506 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !507)
!507 = distinct !DILocation(line: 137, column: 28, scope: !267)
!508 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !507)
!509 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !507)
!510 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !507)
!511 = !DILocation(line: 82, column: 3, scope: !136, inlinedAt: !512)
!512 = distinct !DILocation(line: 138, column: 48, scope: !267)
!513 = !DILocalVariable(name: "this", arg: 1, scope: !514, type: !516, flags: DIFlagArtificial | DIFlagObjectPointer)
!514 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !114, file: !2, line: 78, type: !118, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !117, retainedNodes: !515)
!515 = !{!513}
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!517 = !DILocation(line: 0, scope: !514, inlinedAt: !518)
!518 = distinct !DILocation(line: 82, column: 19, scope: !136, inlinedAt: !512)
!519 = !DILocation(line: 78, column: 16, scope: !514, inlinedAt: !518)
!520 = !DILocation(line: 78, column: 29, scope: !521, inlinedAt: !518)
!521 = distinct !DILexicalBlock(scope: !514, file: !2, line: 78, column: 27)
!522 = !DILocation(line: 138, column: 59, scope: !267)
!523 = !DILocation(line: 138, column: 3, scope: !267)
!524 = !DILocation(line: 140, column: 1, scope: !267)
!525 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!85, !157, null}
!528 = !DILocation(line: 82, column: 3, scope: !136)
!529 = !DILocation(line: 0, scope: !514, inlinedAt: !530)
!530 = distinct !DILocation(line: 82, column: 19, scope: !136)
!531 = !DILocation(line: 78, column: 16, scope: !514, inlinedAt: !530)
!532 = !DILocation(line: 78, column: 29, scope: !521, inlinedAt: !530)
!533 = !DILocation(line: 83, column: 3, scope: !136)
!534 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !341, file: !2, line: 38, type: !422, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !535, retainedNodes: !536)
!535 = !DISubprogram(name: "~Diamond", scope: !341, type: !422, containingType: !341, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!536 = !{!537}
!537 = !DILocalVariable(name: "this", arg: 1, scope: !534, type: !427, flags: DIFlagArtificial | DIFlagObjectPointer)
!538 = !DILocation(line: 0, scope: !534)
!539 = !DILocation(line: 38, column: 8, scope: !534)
!540 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !341, file: !2, line: 38, type: !357, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !356, retainedNodes: !541)
!541 = !{!542}
!542 = !DILocalVariable(name: "this", arg: 1, scope: !540, type: !543, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!544 = !DILocation(line: 0, scope: !540)
!545 = !DILocation(line: 38, column: 77, scope: !540)
!546 = !DILocation(line: 38, column: 81, scope: !540)
!547 = !DILocation(line: 38, column: 79, scope: !540)
!548 = !DILocation(line: 38, column: 85, scope: !540)
!549 = !DILocation(line: 38, column: 83, scope: !540)
!550 = !DILocation(line: 38, column: 89, scope: !540)
!551 = !DILocation(line: 38, column: 87, scope: !540)
!552 = !DILocation(line: 38, column: 70, scope: !540)
!553 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !341, file: !2, line: 38, type: !422, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !535, retainedNodes: !554)
!554 = !{!555}
!555 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !427, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DILocation(line: 0, scope: !553)
!557 = !DILocation(line: 0, scope: !249, inlinedAt: !558)
!558 = distinct !DILocation(line: 38, column: 8, scope: !553)
!559 = !DILocation(line: 92, column: 42, scope: !249, inlinedAt: !558)
!560 = !DILocation(line: 38, column: 8, scope: !553)
!561 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !562, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!562 = !DISubroutineType(types: !401)
!563 = !DILocation(line: 0, scope: !561)
!564 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !562, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!565 = !DILocation(line: 0, scope: !564)
!566 = !DILocation(line: 0, scope: !553, inlinedAt: !567)
!567 = distinct !DILocation(line: 0, scope: !564)
!568 = !DILocation(line: 0, scope: !249, inlinedAt: !569)
!569 = distinct !DILocation(line: 38, column: 8, scope: !553, inlinedAt: !567)
!570 = !DILocation(line: 92, column: 42, scope: !249, inlinedAt: !569)
!571 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !562, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!572 = !DILocation(line: 0, scope: !571)
!573 = !DILocation(line: 0, scope: !540, inlinedAt: !574)
!574 = distinct !DILocation(line: 0, scope: !571)
!575 = !DILocation(line: 38, column: 77, scope: !540, inlinedAt: !574)
!576 = !DILocation(line: 38, column: 81, scope: !540, inlinedAt: !574)
!577 = !DILocation(line: 38, column: 79, scope: !540, inlinedAt: !574)
!578 = !DILocation(line: 38, column: 85, scope: !540, inlinedAt: !574)
!579 = !DILocation(line: 38, column: 83, scope: !540, inlinedAt: !574)
!580 = !DILocation(line: 38, column: 89, scope: !540, inlinedAt: !574)
!581 = !DILocation(line: 38, column: 87, scope: !540, inlinedAt: !574)
!582 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !562, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!583 = !DILocation(line: 0, scope: !582)
!584 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !562, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!585 = !DILocation(line: 0, scope: !584)
!586 = !DILocation(line: 0, scope: !553, inlinedAt: !587)
!587 = distinct !DILocation(line: 0, scope: !584)
!588 = !DILocation(line: 0, scope: !249, inlinedAt: !589)
!589 = distinct !DILocation(line: 38, column: 8, scope: !553, inlinedAt: !587)
!590 = !DILocation(line: 92, column: 42, scope: !249, inlinedAt: !589)
