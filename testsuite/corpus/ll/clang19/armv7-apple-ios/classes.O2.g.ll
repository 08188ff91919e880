; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1, !dbg !23
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr constant [7 x i8] c"5Right\00", align 1
@_ZTI5Right = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, align 4
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
@_ZTV7Diamond = linkonce_odr unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, align 4
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, align 4
@_ZTS7Diamond = linkonce_odr constant [9 x i8] c"7Diamond\00", align 1
@_ZTI7Diamond = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !78
@_ZZL7countervE1n = internal unnamed_addr global i32 0, align 4, !dbg !80
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r.0 = internal unnamed_addr global i1 false, align 4, !dbg !145
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !153 {
    #dbg_value(ptr %0, !158, !DIExpression(), !162)
    #dbg_value(ptr %1, !159, !DIExpression(), !162)
  ret ptr %0, !dbg !163
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(argmem: write)
define void @_Z8make_bigi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 4 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !164 {
    #dbg_value(i32 %1, !177, !DIExpression(), !181)
    #dbg_declare(ptr %0, !178, !DIExpression(), !182)
  %3 = sext i32 %1 to i64, !dbg !183
  store i64 %3, ptr %0, align 4, !dbg !184, !tbaa !185
  %4 = shl nsw i32 %1, 1, !dbg !190
  %5 = sext i32 %4 to i64, !dbg !191
  %6 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !192
  store i64 %5, ptr %6, align 4, !dbg !193, !tbaa !194
  %7 = mul nsw i32 %1, 3, !dbg !195
  %8 = sext i32 %7 to i64, !dbg !196
  %9 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !197
  store i64 %8, ptr %9, align 4, !dbg !198, !tbaa !199
  %10 = sub nsw i32 0, %1, !dbg !200
  %11 = sext i32 %10 to i64, !dbg !200
  %12 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !201
  store i64 %11, ptr %12, align 4, !dbg !202, !tbaa !203
    #dbg_value(i32 0, !179, !DIExpression(), !204)
  %13 = getelementptr inbounds i8, ptr %0, i32 32
    #dbg_value(i32 0, !179, !DIExpression(), !204)
    #dbg_value(i32 0, !179, !DIExpression(), !204)
  %14 = srem i32 %1, 26, !dbg !205
  %15 = trunc nsw i32 %14 to i8, !dbg !207
  %16 = add nsw i8 %15, 97, !dbg !207
  store i8 %16, ptr %13, align 4, !dbg !208, !tbaa !209
    #dbg_value(i32 1, !179, !DIExpression(), !204)
  %17 = add nsw i32 %1, 1, !dbg !210
  %18 = srem i32 %17, 26, !dbg !205
  %19 = trunc nsw i32 %18 to i8, !dbg !207
  %20 = add nsw i8 %19, 97, !dbg !207
  %21 = getelementptr inbounds i8, ptr %0, i32 33, !dbg !211
  store i8 %20, ptr %21, align 1, !dbg !208, !tbaa !209
    #dbg_value(i32 2, !179, !DIExpression(), !204)
  %22 = add nsw i32 %1, 2, !dbg !210
  %23 = srem i32 %22, 26, !dbg !205
  %24 = trunc nsw i32 %23 to i8, !dbg !207
  %25 = add nsw i8 %24, 97, !dbg !207
  %26 = getelementptr inbounds i8, ptr %0, i32 34, !dbg !211
  store i8 %25, ptr %26, align 2, !dbg !208, !tbaa !209
    #dbg_value(i32 3, !179, !DIExpression(), !204)
  %27 = add nsw i32 %1, 3, !dbg !210
  %28 = srem i32 %27, 26, !dbg !205
  %29 = trunc nsw i32 %28 to i8, !dbg !207
  %30 = add nsw i8 %29, 97, !dbg !207
  %31 = getelementptr inbounds i8, ptr %0, i32 35, !dbg !211
  store i8 %30, ptr %31, align 1, !dbg !208, !tbaa !209
    #dbg_value(i32 4, !179, !DIExpression(), !204)
  %32 = add nsw i32 %1, 4, !dbg !210
  %33 = srem i32 %32, 26, !dbg !205
  %34 = trunc nsw i32 %33 to i8, !dbg !207
  %35 = add nsw i8 %34, 97, !dbg !207
  %36 = getelementptr inbounds i8, ptr %0, i32 36, !dbg !211
  store i8 %35, ptr %36, align 4, !dbg !208, !tbaa !209
    #dbg_value(i32 5, !179, !DIExpression(), !204)
  %37 = add nsw i32 %1, 5, !dbg !210
  %38 = srem i32 %37, 26, !dbg !205
  %39 = trunc nsw i32 %38 to i8, !dbg !207
  %40 = add nsw i8 %39, 97, !dbg !207
  %41 = getelementptr inbounds i8, ptr %0, i32 37, !dbg !211
  store i8 %40, ptr %41, align 1, !dbg !208, !tbaa !209
    #dbg_value(i32 6, !179, !DIExpression(), !204)
  %42 = add nsw i32 %1, 6, !dbg !210
  %43 = srem i32 %42, 26, !dbg !205
  %44 = trunc nsw i32 %43 to i8, !dbg !207
  %45 = add nsw i8 %44, 97, !dbg !207
  %46 = getelementptr inbounds i8, ptr %0, i32 38, !dbg !211
  store i8 %45, ptr %46, align 2, !dbg !208, !tbaa !209
    #dbg_value(i32 7, !179, !DIExpression(), !204)
  %47 = add nsw i32 %1, 7, !dbg !210
  %48 = srem i32 %47, 26, !dbg !205
  %49 = trunc nsw i32 %48 to i8, !dbg !207
  %50 = add nsw i8 %49, 97, !dbg !207
  %51 = getelementptr inbounds i8, ptr %0, i32 39, !dbg !211
  store i8 %50, ptr %51, align 1, !dbg !208, !tbaa !209
    #dbg_value(i32 8, !179, !DIExpression(), !204)
  %52 = add nsw i32 %1, 8, !dbg !210
  %53 = srem i32 %52, 26, !dbg !205
  %54 = trunc nsw i32 %53 to i8, !dbg !207
  %55 = add nsw i8 %54, 97, !dbg !207
  %56 = getelementptr inbounds i8, ptr %0, i32 40, !dbg !211
  store i8 %55, ptr %56, align 4, !dbg !208, !tbaa !209
    #dbg_value(i32 9, !179, !DIExpression(), !204)
  %57 = add nsw i32 %1, 9, !dbg !210
  %58 = srem i32 %57, 26, !dbg !205
  %59 = trunc nsw i32 %58 to i8, !dbg !207
  %60 = add nsw i8 %59, 97, !dbg !207
  %61 = getelementptr inbounds i8, ptr %0, i32 41, !dbg !211
  store i8 %60, ptr %61, align 1, !dbg !208, !tbaa !209
    #dbg_value(i32 10, !179, !DIExpression(), !204)
  %62 = add nsw i32 %1, 10, !dbg !210
  %63 = srem i32 %62, 26, !dbg !205
  %64 = trunc nsw i32 %63 to i8, !dbg !207
  %65 = add nsw i8 %64, 97, !dbg !207
  %66 = getelementptr inbounds i8, ptr %0, i32 42, !dbg !211
  store i8 %65, ptr %66, align 2, !dbg !208, !tbaa !209
    #dbg_value(i32 11, !179, !DIExpression(), !204)
  %67 = add nsw i32 %1, 11, !dbg !210
  %68 = srem i32 %67, 26, !dbg !205
  %69 = trunc nsw i32 %68 to i8, !dbg !207
  %70 = add nsw i8 %69, 97, !dbg !207
  %71 = getelementptr inbounds i8, ptr %0, i32 43, !dbg !211
  store i8 %70, ptr %71, align 1, !dbg !208, !tbaa !209
    #dbg_value(i32 12, !179, !DIExpression(), !204)
  %72 = getelementptr inbounds i8, ptr %0, i32 44, !dbg !212
  store i8 0, ptr %72, align 4, !dbg !213, !tbaa !209
  ret void, !dbg !214
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(none)
define noundef i64 @_Z7sum_big3Big([12 x i32] %0) local_unnamed_addr #3 !dbg !215 {
  %2 = extractvalue [12 x i32] %0, 0
    #dbg_value(i32 %2, !219, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !220)
  %3 = extractvalue [12 x i32] %0, 1
    #dbg_value(i32 %3, !219, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !220)
  %4 = extractvalue [12 x i32] %0, 2
    #dbg_value(i32 %4, !219, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !220)
  %5 = extractvalue [12 x i32] %0, 3
    #dbg_value(i32 %5, !219, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !220)
  %6 = extractvalue [12 x i32] %0, 4
    #dbg_value(i32 %6, !219, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !220)
  %7 = extractvalue [12 x i32] %0, 5
    #dbg_value(i32 %7, !219, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !220)
  %8 = extractvalue [12 x i32] %0, 6
    #dbg_value(i32 %8, !219, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !220)
  %9 = extractvalue [12 x i32] %0, 7
    #dbg_value(i32 %9, !219, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !220)
  %10 = extractvalue [12 x i32] %0, 8
  %11 = trunc i32 %10 to i8
    #dbg_value(i8 %11, !219, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !220)
    #dbg_value(i32 %10, !219, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 264, 24), !220)
    #dbg_value(i32 poison, !219, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !220)
    #dbg_value(i32 poison, !219, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !220)
    #dbg_value(i32 poison, !219, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !220)
  %12 = zext i32 %3 to i64, !dbg !221
  %13 = shl nuw i64 %12, 32, !dbg !221
  %14 = zext i32 %2 to i64, !dbg !221
  %15 = zext i32 %5 to i64, !dbg !222
  %16 = shl nuw i64 %15, 32, !dbg !222
  %17 = zext i32 %4 to i64, !dbg !222
  %18 = zext i32 %7 to i64, !dbg !223
  %19 = shl nuw i64 %18, 32, !dbg !223
  %20 = zext i32 %6 to i64, !dbg !223
  %21 = zext i32 %9 to i64, !dbg !224
  %22 = shl nuw i64 %21, 32, !dbg !224
  %23 = zext i32 %8 to i64, !dbg !224
  %24 = sext i8 %11 to i64, !dbg !225
  %25 = add nuw nsw i64 %20, %23, !dbg !222
  %26 = add nuw nsw i64 %25, %14, !dbg !221
  %27 = add nuw nsw i64 %26, %17, !dbg !222
  %28 = add i64 %27, %22, !dbg !223
  %29 = add i64 %28, %19, !dbg !223
  %30 = add i64 %29, %13, !dbg !224
  %31 = add i64 %30, %16, !dbg !224
  %32 = add nsw i64 %31, %24, !dbg !226
  ret i64 %32, !dbg !227
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(argmem: write)
define void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pair) align 4 %0, [2 x i32] %1) local_unnamed_addr #1 !dbg !228 {
  %3 = extractvalue [2 x i32] %1, 0
    #dbg_value(i32 %3, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
  %4 = extractvalue [2 x i32] %1, 1
  %5 = bitcast i32 %4 to float
    #dbg_value(float %5, !232, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !234)
    #dbg_declare(ptr %0, !233, !DIExpression(), !235)
  %6 = fptosi float %5 to i32, !dbg !236
  store i32 %6, ptr %0, align 4, !dbg !237, !tbaa !238
  %7 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !237
  %8 = sitofp i32 %3 to float, !dbg !242
  store float %8, ptr %7, align 4, !dbg !237, !tbaa !243
  ret void, !dbg !244
}

; Function Attrs: mustprogress nobuiltin ssp allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #4 !dbg !245 {
    #dbg_value(i32 %0, !251, !DIExpression(), !252)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !253
  %3 = tail call ptr @malloc(i32 noundef %2) #19, !dbg !254
  ret ptr %3, !dbg !255
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nobuiltin nounwind ssp
define void @_ZdlPv(ptr noundef %0) local_unnamed_addr #6 personality ptr @__gxx_personality_sj0 !dbg !256 {
    #dbg_value(ptr %0, !260, !DIExpression(), !261)
  tail call void @free(ptr noundef %0), !dbg !262
  ret void, !dbg !263
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress nounwind ssp willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @_ZdlPvm(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #8 personality ptr @__gxx_personality_sj0 !dbg !264 {
    #dbg_value(ptr %0, !268, !DIExpression(), !270)
    #dbg_value(i32 %1, !269, !DIExpression(), !270)
  tail call void @free(ptr noundef %0), !dbg !271
  ret void, !dbg !272
}

; Function Attrs: nofree norecurse nounwind ssp
define noundef i32 @main() local_unnamed_addr #9 personality ptr @__gxx_personality_sj0 !dbg !273 {
  %1 = alloca %struct.Diamond, align 4
    #dbg_declare(ptr undef, !405, !DIExpression(), !416)
  %2 = alloca %struct.Big, align 4
  %3 = alloca %struct.Pair, align 4
    #dbg_value(ptr poison, !275, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !417)
    #dbg_value(ptr poison, !275, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !417)
    #dbg_value(ptr poison, !275, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !417)
    #dbg_value(ptr undef, !297, !DIExpression(), !418)
    #dbg_value(ptr undef, !302, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !418)
    #dbg_value(double 0.000000e+00, !296, !DIExpression(), !417)
    #dbg_value(ptr undef, !300, !DIExpression(), !418)
    #dbg_value(ptr poison, !303, !DIExpression(), !419)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 6.000000e+00), !dbg !420
    #dbg_value(double 6.000000e+00, !296, !DIExpression(), !417)
    #dbg_value(ptr poison, !303, !DIExpression(), !419)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 1.600000e+01), !dbg !420
    #dbg_value(double 2.200000e+01, !296, !DIExpression(), !417)
    #dbg_value(ptr poison, !303, !DIExpression(), !419)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 4.000000e+00), !dbg !420
    #dbg_value(double 2.600000e+01, !296, !DIExpression(), !417)
    #dbg_value(!DIArgList(ptr undef, i32 12), !300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !418)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.600000e+01), !dbg !422
    #dbg_value(i32 5, !311, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !417)
    #dbg_value(ptr poison, !311, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !417)
    #dbg_value(ptr poison, !311, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !417)
    #dbg_value(ptr undef, !342, !DIExpression(), !417)
    #dbg_value(ptr undef, !344, !DIExpression(), !417)
    #dbg_value(i32 20, !311, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !417)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 20, i32 noundef 5), !dbg !423
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #20, !dbg !424
    #dbg_declare(ptr %1, !346, !DIExpression(), !425)
    #dbg_value(ptr %1, !426, !DIExpression(), !434)
  %9 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !436
    #dbg_value(ptr %9, !437, !DIExpression(), !441)
  %10 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !443
  store i32 1, ptr %10, align 4, !dbg !443, !tbaa !444
    #dbg_value(ptr %1, !446, !DIExpression(), !455)
    #dbg_value(ptr poison, !453, !DIExpression(), !455)
  %11 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !457
  store i32 2, ptr %11, align 4, !dbg !457, !tbaa !458
  %12 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !436
    #dbg_value(ptr %12, !460, !DIExpression(), !468)
    #dbg_value(ptr poison, !467, !DIExpression(), !468)
  %13 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !470
  store i32 3, ptr %13, align 4, !dbg !470, !tbaa !471
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV7Diamond, i32 12), ptr %1, align 4, !dbg !436, !tbaa !473
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV7Diamond, i32 60), ptr %9, align 4, !dbg !436, !tbaa !473
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV7Diamond, i32 36), ptr %12, align 4, !dbg !436, !tbaa !473
  %14 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !475
  store i32 4, ptr %14, align 4, !dbg !475, !tbaa !476
    #dbg_value(ptr %9, !367, !DIExpression(), !417)
    #dbg_value(ptr %1, !369, !DIExpression(), !417)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !478
  %16 = call ptr @__dynamic_cast(ptr nonnull %9, ptr nonnull @_ZTI4Base, ptr nonnull @_ZTI5Right, i32 -1) #20, !dbg !479
  %17 = icmp ne ptr %16, null, !dbg !480
  %18 = zext i1 %17 to i32, !dbg !479
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18), !dbg !481
    #dbg_value(i32 0, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !417)
    #dbg_value(i32 1, !371, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !417)
    #dbg_value(i32 4, !371, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !417)
    #dbg_value(i32 9, !371, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !417)
    #dbg_value(i32 16, !371, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !417)
    #dbg_value(i32 25, !371, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !417)
    #dbg_value(i32 36, !371, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !417)
    #dbg_value(i32 49, !371, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !417)
    #dbg_value(i32 7, !395, !DIExpression(), !417)
    #dbg_value(i32 7, !396, !DIExpression(), !417)
    #dbg_value(ptr poison, !401, !DIExpression(), !417)
    #dbg_value(i32 8, !400, !DIExpression(), !417)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 196, i32 noundef 141, i32 noundef 8), !dbg !482
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, double noundef 2.500000e+00), !dbg !483
    #dbg_value(ptr poison, !408, !DIExpression(), !417)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 42), !dbg !484
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @.str.9), !dbg !485
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !486
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #20, !dbg !487
    #dbg_declare(ptr %2, !412, !DIExpression(), !488)
  call void @_Z8make_bigi(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 4 %2, i32 noundef 5), !dbg !489
  %25 = load i32, ptr %2, align 4, !dbg !490
  %26 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !490
  %27 = load i32, ptr %26, align 4, !dbg !490, !tbaa !491
  %28 = getelementptr inbounds i8, ptr %2, i32 8, !dbg !490
  %29 = load i32, ptr %28, align 4, !dbg !490
  %30 = getelementptr inbounds i8, ptr %2, i32 12, !dbg !490
  %31 = load i32, ptr %30, align 4, !dbg !490, !tbaa !491
  %32 = getelementptr inbounds i8, ptr %2, i32 16, !dbg !490
  %33 = load i32, ptr %32, align 4, !dbg !490
  %34 = getelementptr inbounds i8, ptr %2, i32 20, !dbg !490
  %35 = load i32, ptr %34, align 4, !dbg !490, !tbaa !491
  %36 = getelementptr inbounds i8, ptr %2, i32 24, !dbg !490
  %37 = load i32, ptr %36, align 4, !dbg !490
  %38 = getelementptr inbounds i8, ptr %2, i32 28, !dbg !490
  %39 = load i32, ptr %38, align 4, !dbg !490, !tbaa !491
  %40 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !490
  %41 = load i32, ptr %40, align 4, !dbg !490
  %42 = getelementptr inbounds i8, ptr %2, i32 36, !dbg !490
  %43 = load i32, ptr %42, align 4, !dbg !490
  %44 = getelementptr inbounds i8, ptr %2, i32 40, !dbg !490
  %45 = load i32, ptr %44, align 4, !dbg !490
  %46 = getelementptr inbounds i8, ptr %2, i32 44, !dbg !490
  %47 = load i32, ptr %46, align 4, !dbg !490
  %48 = insertvalue [12 x i32] poison, i32 %25, 0, !dbg !492
  %49 = insertvalue [12 x i32] %48, i32 %27, 1, !dbg !492
  %50 = insertvalue [12 x i32] %49, i32 %29, 2, !dbg !492
  %51 = insertvalue [12 x i32] %50, i32 %31, 3, !dbg !492
  %52 = insertvalue [12 x i32] %51, i32 %33, 4, !dbg !492
  %53 = insertvalue [12 x i32] %52, i32 %35, 5, !dbg !492
  %54 = insertvalue [12 x i32] %53, i32 %37, 6, !dbg !492
  %55 = insertvalue [12 x i32] %54, i32 %39, 7, !dbg !492
  %56 = insertvalue [12 x i32] %55, i32 %41, 8, !dbg !492
  %57 = insertvalue [12 x i32] %56, i32 %43, 9, !dbg !492
  %58 = insertvalue [12 x i32] %57, i32 %45, 10, !dbg !492
  %59 = insertvalue [12 x i32] %58, i32 %47, 11, !dbg !492
  %60 = call noundef i64 @_Z7sum_big3Big([12 x i32] %59), !dbg !492
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %60, ptr noundef nonnull %40), !dbg !493
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #20, !dbg !494
    #dbg_declare(ptr %3, !413, !DIExpression(), !495)
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind nonnull writable sret(%struct.Pair) align 4 %3, [2 x i32] [i32 3, i32 1092091904]), !dbg !496
  %62 = load i32, ptr %3, align 4, !dbg !497, !tbaa !238
  %63 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !498
  %64 = load float, ptr %63, align 4, !dbg !498, !tbaa !243
  %65 = fpext float %64 to double, !dbg !499
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %62, double noundef %65), !dbg !500
  %67 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !501
  %68 = and i8 %67, 1, !dbg !501
  %69 = icmp eq i8 %68, 0, !dbg !501
  br i1 %69, label %70, label %76, !dbg !501, !prof !503

70:                                               ; preds = %0
  %71 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !501
  %72 = icmp eq i32 %71, 0, !dbg !501
  br i1 %72, label %76, label %73, !dbg !501

73:                                               ; preds = %70
  call fastcc void @_ZL8registryv(), !dbg !504
  %74 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !505
  %75 = select i1 %74, i32 3, i32 0, !dbg !505
  store i32 %75, ptr @_ZZL7countervE1n, align 4, !dbg !501, !tbaa !506
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !501
  br label %76, !dbg !501

76:                                               ; preds = %73, %70, %0
  %77 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !507, !tbaa !506
  %78 = add nsw i32 %77, 1, !dbg !507
  store i32 %78, ptr @_ZZL7countervE1n, align 4, !dbg !507, !tbaa !506
    #dbg_value(i32 %78, !414, !DIExpression(), !417)
  %79 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !508
  %80 = and i8 %79, 1, !dbg !508
  %81 = icmp eq i8 %80, 0, !dbg !508
  br i1 %81, label %82, label %88, !dbg !508, !prof !503

82:                                               ; preds = %76
  %83 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !508
  %84 = icmp eq i32 %83, 0, !dbg !508
  br i1 %84, label %88, label %85, !dbg !508

85:                                               ; preds = %82
  call fastcc void @_ZL8registryv(), !dbg !510
  %86 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !511
  %87 = select i1 %86, i32 3, i32 0, !dbg !511
  store i32 %87, ptr @_ZZL7countervE1n, align 4, !dbg !508, !tbaa !506
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL7countervE1n) #20, !dbg !508
  br label %88, !dbg !508

88:                                               ; preds = %85, %82, %76
  %89 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !512, !tbaa !506
  %90 = add nsw i32 %89, 1, !dbg !512
  store i32 %90, ptr @_ZZL7countervE1n, align 4, !dbg !512, !tbaa !506
    #dbg_value(i32 %90, !415, !DIExpression(), !417)
  %91 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !513
  %92 = and i8 %91, 1, !dbg !513
  %93 = icmp eq i8 %92, 0, !dbg !513
  br i1 %93, label %94, label %99, !dbg !513, !prof !503

94:                                               ; preds = %88
  %95 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !513
  %96 = icmp eq i32 %95, 0, !dbg !513
  br i1 %96, label %99, label %97, !dbg !513

97:                                               ; preds = %94
    #dbg_value(ptr poison, !515, !DIExpression(), !519)
    #dbg_value(ptr poison, !521, !DIExpression(), !524)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !526
  %98 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !527
  call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !513
  br label %99, !dbg !513

99:                                               ; preds = %97, %94, %88
  %100 = load i1, ptr @_ZZL8registryvE1r.0, align 4, !dbg !529
  %101 = select i1 %100, i32 3, i32 0, !dbg !529
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %78, i32 noundef %90, i32 noundef %101), !dbg !530
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #20, !dbg !531
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #20, !dbg !531
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #20, !dbg !531
  ret i32 0, !dbg !531
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #11

; Function Attrs: mustprogress nofree norecurse nounwind ssp
define internal fastcc void @_ZL8registryv() unnamed_addr #12 personality ptr @__gxx_personality_sj0 !dbg !128 {
  %1 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !532
  %2 = and i8 %1, 1, !dbg !532
  %3 = icmp eq i8 %2, 0, !dbg !532
  br i1 %3, label %4, label %9, !dbg !532, !prof !503

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !532
  %6 = icmp eq i32 %5, 0, !dbg !532
  br i1 %6, label %9, label %7, !dbg !532

7:                                                ; preds = %4
    #dbg_value(ptr poison, !515, !DIExpression(), !533)
    #dbg_value(ptr poison, !521, !DIExpression(), !535)
  store i1 true, ptr @_ZZL8registryvE1r.0, align 4, !dbg !537
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !538
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL8registryvE1r) #20, !dbg !532
  br label %9, !dbg !532

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !539
}

; Function Attrs: inlinehint mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #13 align 2 !dbg !540 {
    #dbg_value(ptr %0, !543, !DIExpression(), !544)
  ret ptr %0, !dbg !545
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #14 align 2 !dbg !546 {
    #dbg_value(ptr %0, !548, !DIExpression(), !550)
  %2 = load ptr, ptr %0, align 4, !dbg !551, !tbaa !473
  %3 = getelementptr i8, ptr %2, i32 -12, !dbg !551
  %4 = load i32, ptr %3, align 4, !dbg !551
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !551
  %6 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !551
  %7 = load i32, ptr %6, align 4, !dbg !551, !tbaa !444
  %8 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !552
  %9 = load i32, ptr %8, align 4, !dbg !552, !tbaa !458
  %10 = add nsw i32 %9, %7, !dbg !553
  %11 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !554
  %12 = load i32, ptr %11, align 4, !dbg !554, !tbaa !471
  %13 = add nsw i32 %10, %12, !dbg !555
  %14 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !556
  %15 = load i32, ptr %14, align 4, !dbg !556, !tbaa !476
  %16 = add nsw i32 %13, %15, !dbg !557
  ret i32 %16, !dbg !558
}

; Function Attrs: inlinehint mustprogress nounwind ssp
define linkonce_odr void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #13 align 2 personality ptr @__gxx_personality_sj0 !dbg !559 {
    #dbg_value(ptr %0, !561, !DIExpression(), !562)
    #dbg_value(ptr %0, !260, !DIExpression(), !563)
  tail call void @free(ptr noundef nonnull %0), !dbg !565
  ret void, !dbg !566
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #15 align 2 !dbg !567 {
  ret ptr undef, !dbg !569
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #15 align 2 personality ptr @__gxx_personality_sj0 !dbg !570 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8, !dbg !571
    #dbg_value(ptr %2, !561, !DIExpression(), !572)
    #dbg_value(ptr %2, !260, !DIExpression(), !574)
  tail call void @free(ptr noundef nonnull %2), !dbg !576
  ret void, !dbg !571
}

; Function Attrs: ssp
define linkonce_odr noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #16 align 2 !dbg !577 {
  %2 = load ptr, ptr %0, align 4, !dbg !578, !tbaa !473
  %3 = getelementptr inbounds i8, ptr %2, i32 -12, !dbg !578
  %4 = load i32, ptr %3, align 4, !dbg !578
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !578
    #dbg_value(ptr %5, !548, !DIExpression(), !579)
  %6 = load ptr, ptr %5, align 4, !dbg !581, !tbaa !473
  %7 = getelementptr i8, ptr %6, i32 -12, !dbg !581
  %8 = load i32, ptr %7, align 4, !dbg !581
  %9 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !581
  %10 = getelementptr inbounds i8, ptr %9, i32 4, !dbg !581
  %11 = load i32, ptr %10, align 4, !dbg !581, !tbaa !444
  %12 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !582
  %13 = load i32, ptr %12, align 4, !dbg !582, !tbaa !458
  %14 = add nsw i32 %13, %11, !dbg !583
  %15 = getelementptr inbounds i8, ptr %5, i32 12, !dbg !584
  %16 = load i32, ptr %15, align 4, !dbg !584, !tbaa !471
  %17 = add nsw i32 %14, %16, !dbg !585
  %18 = getelementptr inbounds i8, ptr %5, i32 16, !dbg !586
  %19 = load i32, ptr %18, align 4, !dbg !586, !tbaa !476
  %20 = add nsw i32 %17, %19, !dbg !587
  ret i32 %20, !dbg !578
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #15 align 2 !dbg !588 {
  ret ptr undef, !dbg !589
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #15 align 2 personality ptr @__gxx_personality_sj0 !dbg !590 {
  %2 = load ptr, ptr %0, align 4, !dbg !591, !tbaa !473
  %3 = getelementptr inbounds i8, ptr %2, i32 -16, !dbg !591
  %4 = load i32, ptr %3, align 4, !dbg !591
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !591
    #dbg_value(ptr %5, !561, !DIExpression(), !592)
    #dbg_value(ptr %5, !260, !DIExpression(), !594)
  tail call void @free(ptr noundef nonnull %5), !dbg !596
  ret void, !dbg !591
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #18

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nobuiltin ssp allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nobuiltin nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nounwind ssp willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nofree norecurse nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #12 = { mustprogress nofree norecurse nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { inlinehint mustprogress nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #14 = { mustprogress nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #15 = { inlinehint nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #16 = { ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #17 = { nofree nounwind }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { allocsize(0) }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151}
!llvm.ident = !{!152}

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
!82 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !2, file: !2, line: 85, type: !83, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!83 = !DISubroutineType(types: !84)
!84 = !{!85}
!85 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!86 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !114, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!87 = !{!5, !85, !88, !89, !110}
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
!114 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !42, !115, !47, !117, !52, !54, !59, !122, !64, !69, !124, !71, !73, !78, !80, !126, !140}
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !34, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 2)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !44, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !44, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "r", scope: !128, file: !2, line: 82, type: !132, isLocal: true, isDefinition: true)
!128 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !2, file: !2, line: 81, type: !129, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!129 = !DISubroutineType(cc: DW_CC_nocall, types: !130)
!130 = !{!131}
!131 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !132, size: 32)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !133, identifier: "_ZTS8Registry")
!133 = !{!134, !135, !139}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !132, file: !2, line: 77, baseType: !85, size: 32)
!135 = !DISubprogram(name: "Registry", scope: !132, file: !2, line: 78, type: !136, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = !DISubprogram(name: "~Registry", scope: !132, file: !2, line: 79, type: !136, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!146 = !{i32 7, !"Dwarf Version", i32 2}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 4}
!149 = !{i32 1, !"min_enum_size", i32 4}
!150 = !{i32 8, !"PIC Level", i32 2}
!151 = !{i32 7, !"frame-pointer", i32 2}
!152 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!153 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !154, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, templateParams: !160, retainedNodes: !157)
!154 = !DISubroutineType(types: !155)
!155 = !{!156, !156, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!157 = !{!158, !159}
!158 = !DILocalVariable(name: "a", arg: 1, scope: !153, file: !2, line: 53, type: !156)
!159 = !DILocalVariable(arg: 2, scope: !153, file: !2, line: 53, type: !156)
!160 = !{!161}
!161 = !DITemplateTypeParameter(name: "T", type: !156)
!162 = !DILocation(line: 0, scope: !153)
!163 = !DILocation(line: 53, column: 77, scope: !153)
!164 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !165, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !176)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !85}
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !168, identifier: "_ZTS3Big")
!168 = !{!169, !171, !172, !173, !174}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !167, file: !2, line: 62, baseType: !170, size: 64)
!170 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !2, line: 62, baseType: !170, size: 64, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !2, line: 62, baseType: !170, size: 64, offset: 128)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !167, file: !2, line: 62, baseType: !170, size: 64, offset: 192)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !167, file: !2, line: 62, baseType: !175, size: 104, offset: 256)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!176 = !{!177, !178, !179}
!177 = !DILocalVariable(name: "seed", arg: 1, scope: !164, file: !2, line: 65, type: !85)
!178 = !DILocalVariable(name: "r", scope: !164, file: !2, line: 66, type: !167)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 68, type: !85)
!180 = distinct !DILexicalBlock(scope: !164, file: !2, line: 68, column: 3)
!181 = !DILocation(line: 0, scope: !164)
!182 = !DILocation(line: 66, column: 7, scope: !164)
!183 = !DILocation(line: 67, column: 9, scope: !164)
!184 = !DILocation(line: 67, column: 7, scope: !164)
!185 = !{!186, !187, i64 0}
!186 = !{!"_ZTS3Big", !187, i64 0, !187, i64 8, !187, i64 16, !187, i64 24, !188, i64 32}
!187 = !{!"long long", !188, i64 0}
!188 = !{!"omnipotent char", !189, i64 0}
!189 = !{!"Simple C++ TBAA"}
!190 = !DILocation(line: 67, column: 26, scope: !164)
!191 = !DILocation(line: 67, column: 21, scope: !164)
!192 = !DILocation(line: 67, column: 17, scope: !164)
!193 = !DILocation(line: 67, column: 19, scope: !164)
!194 = !{!186, !187, i64 8}
!195 = !DILocation(line: 67, column: 42, scope: !164)
!196 = !DILocation(line: 67, column: 37, scope: !164)
!197 = !DILocation(line: 67, column: 33, scope: !164)
!198 = !DILocation(line: 67, column: 35, scope: !164)
!199 = !{!186, !187, i64 16}
!200 = !DILocation(line: 67, column: 53, scope: !164)
!201 = !DILocation(line: 67, column: 49, scope: !164)
!202 = !DILocation(line: 67, column: 51, scope: !164)
!203 = !{!186, !187, i64 24}
!204 = !DILocation(line: 0, scope: !180)
!205 = !DILocation(line: 68, column: 67, scope: !206)
!206 = distinct !DILexicalBlock(scope: !180, file: !2, line: 68, column: 3)
!207 = !DILocation(line: 68, column: 49, scope: !206)
!208 = !DILocation(line: 68, column: 41, scope: !206)
!209 = !{!188, !188, i64 0}
!210 = !DILocation(line: 68, column: 62, scope: !206)
!211 = !DILocation(line: 68, column: 32, scope: !206)
!212 = !DILocation(line: 69, column: 3, scope: !164)
!213 = !DILocation(line: 69, column: 13, scope: !164)
!214 = !DILocation(line: 70, column: 3, scope: !164)
!215 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !216, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!170, !167}
!218 = !{!219}
!219 = !DILocalVariable(name: "b", arg: 1, scope: !215, file: !2, line: 72, type: !167)
!220 = !DILocation(line: 0, scope: !215)
!221 = !DILocation(line: 72, column: 69, scope: !215)
!222 = !DILocation(line: 72, column: 65, scope: !215)
!223 = !DILocation(line: 72, column: 71, scope: !215)
!224 = !DILocation(line: 72, column: 77, scope: !215)
!225 = !DILocation(line: 72, column: 85, scope: !215)
!226 = !DILocation(line: 72, column: 83, scope: !215)
!227 = !DILocation(line: 72, column: 54, scope: !215)
!228 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !229, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !231)
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
!240 = !{!"int", !188, i64 0}
!241 = !{!"float", !188, i64 0}
!242 = !DILocation(line: 73, column: 79, scope: !228)
!243 = !{!239, !241, i64 4}
!244 = !DILocation(line: 73, column: 85, scope: !228)
!245 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !246, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !250)
!246 = !DISubroutineType(types: !247)
!247 = !{!248, !249}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!249 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!250 = !{!251}
!251 = !DILocalVariable(name: "n", arg: 1, scope: !245, file: !2, line: 91, type: !249)
!252 = !DILocation(line: 0, scope: !245)
!253 = !DILocation(line: 91, column: 53, scope: !245)
!254 = !DILocation(line: 91, column: 46, scope: !245)
!255 = !DILocation(line: 91, column: 39, scope: !245)
!256 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !257, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !248}
!259 = !{!260}
!260 = !DILocalVariable(name: "p", arg: 1, scope: !256, file: !2, line: 92, type: !248)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocation(line: 92, column: 42, scope: !256)
!263 = !DILocation(line: 92, column: 51, scope: !256)
!264 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !265, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !248, !249}
!267 = !{!268, !269}
!268 = !DILocalVariable(name: "p", arg: 1, scope: !264, file: !2, line: 93, type: !248)
!269 = !DILocalVariable(arg: 2, scope: !264, file: !2, line: 93, type: !249)
!270 = !DILocation(line: 0, scope: !264)
!271 = !DILocation(line: 93, column: 57, scope: !264)
!272 = !DILocation(line: 93, column: 66, scope: !264)
!273 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !83, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !274)
!274 = !{!275, !296, !297, !300, !302, !303, !305, !307, !308, !309, !311, !342, !344, !346, !367, !369, !371, !393, !395, !396, !400, !401, !405, !408, !412, !413, !414, !415}
!275 = !DILocalVariable(name: "shapes", scope: !273, file: !2, line: 96, type: !276)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !277, size: 96, elements: !294)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 32)
!278 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !279, vtableHolder: !278, identifier: "_ZTS5Shape")
!279 = !{!280, !281, !285, !291}
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!281 = !DISubprogram(name: "~Shape", scope: !278, file: !2, line: 10, type: !282, scopeLine: 10, containingType: !278, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !278, file: !2, line: 11, type: !286, scopeLine: 11, containingType: !278, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!288, !289}
!288 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !278)
!291 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !278, file: !2, line: 12, type: !292, scopeLine: 12, containingType: !278, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!156, !289}
!294 = !{!295}
!295 = !DISubrange(count: 3)
!296 = !DILocalVariable(name: "total", scope: !273, file: !2, line: 97, type: !288)
!297 = !DILocalVariable(name: "__range1", scope: !298, type: !299, flags: DIFlagArtificial)
!298 = distinct !DILexicalBlock(scope: !273, file: !2, line: 98, column: 3)
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !276, size: 32)
!300 = !DILocalVariable(name: "__begin1", scope: !298, type: !301, flags: DIFlagArtificial)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 32)
!302 = !DILocalVariable(name: "__end1", scope: !298, type: !301, flags: DIFlagArtificial)
!303 = !DILocalVariable(name: "s", scope: !304, file: !2, line: 98, type: !277)
!304 = distinct !DILexicalBlock(scope: !298, file: !2, line: 98, column: 3)
!305 = !DILocalVariable(name: "__range1", scope: !306, type: !299, flags: DIFlagArtificial)
!306 = distinct !DILexicalBlock(scope: !273, file: !2, line: 102, column: 3)
!307 = !DILocalVariable(name: "__begin1", scope: !306, type: !301, flags: DIFlagArtificial)
!308 = !DILocalVariable(name: "__end1", scope: !306, type: !301, flags: DIFlagArtificial)
!309 = !DILocalVariable(name: "s", scope: !310, file: !2, line: 102, type: !277)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 102, column: 3)
!311 = !DILocalVariable(name: "w", scope: !273, file: !2, line: 105, type: !312)
!312 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !313, vtableHolder: !315, identifier: "_ZTS6Widget")
!313 = !{!314, !324, !333, !338}
!314 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !312, baseType: !315, extraData: i32 0)
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !316, vtableHolder: !315, identifier: "_ZTS5Named")
!316 = !{!317, !318, !319}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !315, file: !2, line: 27, baseType: !85, size: 32, offset: 32)
!319 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !315, file: !2, line: 27, type: !320, scopeLine: 27, containingType: !315, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!156, !322}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!324 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !312, baseType: !325, offset: 64, extraData: i32 0)
!325 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !326, vtableHolder: !325, identifier: "_ZTS7Counted")
!326 = !{!327, !328, !329}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !325, file: !2, line: 28, baseType: !85, size: 32, offset: 32)
!329 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !325, file: !2, line: 28, type: !330, scopeLine: 28, containingType: !325, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !332}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !312, file: !2, line: 31, type: !334, scopeLine: 31, containingType: !312, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!156, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!337 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !312)
!338 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !312, file: !2, line: 32, type: !339, scopeLine: 32, containingType: !312, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !341}
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!342 = !DILocalVariable(name: "c", scope: !273, file: !2, line: 106, type: !343)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32)
!344 = !DILocalVariable(name: "n", scope: !273, file: !2, line: 107, type: !345)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 32)
!346 = !DILocalVariable(name: "d", scope: !273, file: !2, line: 111, type: !347)
!347 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !348, vtableHolder: !350, identifier: "_ZTS7Diamond")
!348 = !{!349, !360, !361, !362}
!349 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !347, baseType: !350, extraData: i32 0)
!350 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !351, vtableHolder: !350, identifier: "_ZTS4Left")
!351 = !{!352, !353, !354, !355}
!352 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !350, baseType: !93, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !96, size: 32, flags: DIFlagArtificial)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !350, file: !2, line: 36, baseType: !85, size: 32, offset: 32)
!355 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !350, file: !2, line: 36, type: !356, scopeLine: 36, containingType: !350, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!85, !358}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !350)
!360 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !347, baseType: !90, offset: 64, extraData: i32 0)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !347, file: !2, line: 38, baseType: !85, size: 32, offset: 128)
!362 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !347, file: !2, line: 38, type: !363, scopeLine: 38, containingType: !347, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!85, !365}
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!366 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !347)
!367 = !DILocalVariable(name: "bp", scope: !273, file: !2, line: 112, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!369 = !DILocalVariable(name: "lp", scope: !273, file: !2, line: 113, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 32)
!371 = !DILocalVariable(name: "arr", scope: !273, file: !2, line: 117, type: !372)
!372 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !373, templateParams: !390, identifier: "_ZTS5ArrayIiLi8EE")
!373 = !{!374, !378, !383}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !372, file: !2, line: 43, baseType: !375, size: 256)
!375 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !376)
!376 = !{!377}
!377 = !DISubrange(count: 8)
!378 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !372, file: !2, line: 44, type: !379, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{!381, !382, !85}
!381 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 32)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !372, file: !2, line: 45, type: !384, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!386, !388, !85}
!386 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !387, size: 32)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !372)
!390 = !{!391, !392}
!391 = !DITemplateTypeParameter(name: "T", type: !85)
!392 = !DITemplateValueParameter(name: "N", type: !85, value: i32 8)
!393 = !DILocalVariable(name: "i", scope: !394, file: !2, line: 118, type: !85)
!394 = distinct !DILexicalBlock(scope: !273, file: !2, line: 118, column: 3)
!395 = !DILocalVariable(name: "bias", scope: !273, file: !2, line: 119, type: !85)
!396 = !DILocalVariable(name: "add", scope: !273, file: !2, line: 120, type: !397)
!397 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !273, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !398)
!398 = !{!399}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !397, file: !2, line: 120, baseType: !85, size: 32)
!400 = !DILocalVariable(name: "prod_count", scope: !273, file: !2, line: 121, type: !85)
!401 = !DILocalVariable(name: "mul", scope: !273, file: !2, line: 122, type: !402)
!402 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !273, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !403)
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !402, file: !2, line: 122, baseType: !381, size: 32)
!405 = !DILocalVariable(name: "gen", scope: !273, file: !2, line: 124, type: !406)
!406 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !273, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !407)
!407 = !{}
!408 = !DILocalVariable(name: "fp", scope: !273, file: !2, line: 126, type: !409)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 32)
!410 = !DISubroutineType(types: !411)
!411 = !{!85, !85}
!412 = !DILocalVariable(name: "b", scope: !273, file: !2, line: 132, type: !167)
!413 = !DILocalVariable(name: "p", scope: !273, file: !2, line: 134, type: !110)
!414 = !DILocalVariable(name: "a1", scope: !273, file: !2, line: 137, type: !85)
!415 = !DILocalVariable(name: "a2", scope: !273, file: !2, line: 137, type: !85)
!416 = !DILocation(line: 124, column: 8, scope: !273)
!417 = !DILocation(line: 0, scope: !273)
!418 = !DILocation(line: 0, scope: !298)
!419 = !DILocation(line: 0, scope: !304)
!420 = !DILocation(line: 99, column: 5, scope: !421)
!421 = distinct !DILexicalBlock(scope: !304, file: !2, line: 98, column: 27)
!422 = !DILocation(line: 103, column: 3, scope: !273)
!423 = !DILocation(line: 109, column: 3, scope: !273)
!424 = !DILocation(line: 111, column: 3, scope: !273)
!425 = !DILocation(line: 111, column: 11, scope: !273)
!426 = !DILocalVariable(name: "this", arg: 1, scope: !427, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!427 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !347, file: !2, line: 38, type: !428, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !431, retainedNodes: !432)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !430}
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!431 = !DISubprogram(name: "Diamond", scope: !347, type: !428, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !{!426}
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 32)
!434 = !DILocation(line: 0, scope: !427, inlinedAt: !435)
!435 = distinct !DILocation(line: 111, column: 11, scope: !273)
!436 = !DILocation(line: 38, column: 8, scope: !427, inlinedAt: !435)
!437 = !DILocalVariable(name: "this", arg: 1, scope: !438, type: !368, flags: DIFlagArtificial | DIFlagObjectPointer)
!438 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !93, file: !2, line: 35, type: !105, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !439, retainedNodes: !440)
!439 = !DISubprogram(name: "Base", scope: !93, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !{!437}
!441 = !DILocation(line: 0, scope: !438, inlinedAt: !442)
!442 = distinct !DILocation(line: 38, column: 8, scope: !427, inlinedAt: !435)
!443 = !DILocation(line: 35, column: 19, scope: !438, inlinedAt: !442)
!444 = !{!445, !240, i64 4}
!445 = !{!"_ZTS4Base", !240, i64 4}
!446 = !DILocalVariable(name: "this", arg: 1, scope: !447, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!447 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !350, file: !2, line: 36, type: !448, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !451, retainedNodes: !452)
!448 = !DISubroutineType(types: !449)
!449 = !{null, !450}
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DISubprogram(name: "Left", scope: !350, type: !448, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !{!446, !453}
!453 = !DILocalVariable(name: "vtt", arg: 2, scope: !447, type: !454, flags: DIFlagArtificial)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 32)
!455 = !DILocation(line: 0, scope: !447, inlinedAt: !456)
!456 = distinct !DILocation(line: 38, column: 8, scope: !427, inlinedAt: !435)
!457 = !DILocation(line: 36, column: 34, scope: !447, inlinedAt: !456)
!458 = !{!459, !240, i64 4}
!459 = !{!"_ZTS4Left", !240, i64 4}
!460 = !DILocalVariable(name: "this", arg: 1, scope: !461, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!461 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !90, file: !2, line: 37, type: !462, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !465, retainedNodes: !466)
!462 = !DISubroutineType(types: !463)
!463 = !{null, !464}
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = !DISubprogram(name: "Right", scope: !90, type: !462, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !{!460, !467}
!467 = !DILocalVariable(name: "vtt", arg: 2, scope: !461, type: !454, flags: DIFlagArtificial)
!468 = !DILocation(line: 0, scope: !461, inlinedAt: !469)
!469 = distinct !DILocation(line: 38, column: 8, scope: !427, inlinedAt: !435)
!470 = !DILocation(line: 37, column: 35, scope: !461, inlinedAt: !469)
!471 = !{!472, !240, i64 4}
!472 = !{!"_ZTS5Right", !240, i64 4}
!473 = !{!474, !474, i64 0}
!474 = !{!"vtable pointer", !189, i64 0}
!475 = !DILocation(line: 38, column: 36, scope: !427, inlinedAt: !435)
!476 = !{!477, !240, i64 16}
!477 = !{!"_ZTS7Diamond", !459, i64 0, !472, i64 8, !240, i64 16}
!478 = !DILocation(line: 114, column: 3, scope: !273)
!479 = !DILocation(line: 115, column: 31, scope: !273)
!480 = !DILocation(line: 115, column: 57, scope: !273)
!481 = !DILocation(line: 115, column: 3, scope: !273)
!482 = !DILocation(line: 123, column: 3, scope: !273)
!483 = !DILocation(line: 125, column: 3, scope: !273)
!484 = !DILocation(line: 127, column: 3, scope: !273)
!485 = !DILocation(line: 129, column: 3, scope: !273)
!486 = !DILocation(line: 130, column: 3, scope: !273)
!487 = !DILocation(line: 132, column: 3, scope: !273)
!488 = !DILocation(line: 132, column: 7, scope: !273)
!489 = !DILocation(line: 132, column: 11, scope: !273)
!490 = !DILocation(line: 133, column: 35, scope: !273)
!491 = !{!187, !187, i64 0}
!492 = !DILocation(line: 133, column: 27, scope: !273)
!493 = !DILocation(line: 133, column: 3, scope: !273)
!494 = !DILocation(line: 134, column: 3, scope: !273)
!495 = !DILocation(line: 134, column: 8, scope: !273)
!496 = !DILocation(line: 134, column: 12, scope: !273)
!497 = !DILocation(line: 135, column: 30, scope: !273)
!498 = !DILocation(line: 135, column: 35, scope: !273)
!499 = !DILocation(line: 135, column: 33, scope: !273)
!500 = !DILocation(line: 135, column: 3, scope: !273)
!501 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !502)
!502 = distinct !DILocation(line: 137, column: 12, scope: !273)
!503 = !{!"branch_weights", i32 1, i32 1048575}
!504 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !502)
!505 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !502)
!506 = !{!240, !240, i64 0}
!507 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !502)
!508 = !DILocation(line: 86, column: 3, scope: !82, inlinedAt: !509)
!509 = distinct !DILocation(line: 137, column: 28, scope: !273)
!510 = !DILocation(line: 86, column: 18, scope: !82, inlinedAt: !509)
!511 = !DILocation(line: 86, column: 29, scope: !82, inlinedAt: !509)
!512 = !DILocation(line: 87, column: 10, scope: !82, inlinedAt: !509)
!513 = !DILocation(line: 82, column: 3, scope: !128, inlinedAt: !514)
!514 = distinct !DILocation(line: 138, column: 48, scope: !273)
!515 = !DILocalVariable(name: "this", arg: 1, scope: !516, type: !518, flags: DIFlagArtificial | DIFlagObjectPointer)
!516 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC1Ev", scope: !132, file: !2, line: 78, type: !136, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !135, retainedNodes: !517)
!517 = !{!515}
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!519 = !DILocation(line: 0, scope: !516, inlinedAt: !520)
!520 = distinct !DILocation(line: 82, column: 19, scope: !128, inlinedAt: !514)
!521 = !DILocalVariable(name: "this", arg: 1, scope: !522, type: !518, flags: DIFlagArtificial | DIFlagObjectPointer)
!522 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !132, file: !2, line: 78, type: !136, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !135, retainedNodes: !523)
!523 = !{!521}
!524 = !DILocation(line: 0, scope: !522, inlinedAt: !525)
!525 = distinct !DILocation(line: 78, column: 27, scope: !516, inlinedAt: !520)
!526 = !DILocation(line: 78, column: 16, scope: !522, inlinedAt: !525)
!527 = !DILocation(line: 78, column: 29, scope: !528, inlinedAt: !525)
!528 = distinct !DILexicalBlock(scope: !522, file: !2, line: 78, column: 27)
!529 = !DILocation(line: 138, column: 59, scope: !273)
!530 = !DILocation(line: 138, column: 3, scope: !273)
!531 = !DILocation(line: 140, column: 1, scope: !273)
!532 = !DILocation(line: 82, column: 3, scope: !128)
!533 = !DILocation(line: 0, scope: !516, inlinedAt: !534)
!534 = distinct !DILocation(line: 82, column: 19, scope: !128)
!535 = !DILocation(line: 0, scope: !522, inlinedAt: !536)
!536 = distinct !DILocation(line: 78, column: 27, scope: !516, inlinedAt: !534)
!537 = !DILocation(line: 78, column: 16, scope: !522, inlinedAt: !536)
!538 = !DILocation(line: 78, column: 29, scope: !528, inlinedAt: !536)
!539 = !DILocation(line: 83, column: 3, scope: !128)
!540 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !347, file: !2, line: 38, type: !428, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !541, retainedNodes: !542)
!541 = !DISubprogram(name: "~Diamond", scope: !347, type: !428, containingType: !347, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!542 = !{!543}
!543 = !DILocalVariable(name: "this", arg: 1, scope: !540, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DILocation(line: 0, scope: !540)
!545 = !DILocation(line: 38, column: 8, scope: !540)
!546 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !347, file: !2, line: 38, type: !363, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !362, retainedNodes: !547)
!547 = !{!548}
!548 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !549, flags: DIFlagArtificial | DIFlagObjectPointer)
!549 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 32)
!550 = !DILocation(line: 0, scope: !546)
!551 = !DILocation(line: 38, column: 77, scope: !546)
!552 = !DILocation(line: 38, column: 81, scope: !546)
!553 = !DILocation(line: 38, column: 79, scope: !546)
!554 = !DILocation(line: 38, column: 85, scope: !546)
!555 = !DILocation(line: 38, column: 83, scope: !546)
!556 = !DILocation(line: 38, column: 89, scope: !546)
!557 = !DILocation(line: 38, column: 87, scope: !546)
!558 = !DILocation(line: 38, column: 70, scope: !546)
!559 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !347, file: !2, line: 38, type: !428, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, declaration: !541, retainedNodes: !560)
!560 = !{!561}
!561 = !DILocalVariable(name: "this", arg: 1, scope: !559, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!562 = !DILocation(line: 0, scope: !559)
!563 = !DILocation(line: 0, scope: !256, inlinedAt: !564)
!564 = distinct !DILocation(line: 38, column: 8, scope: !559)
!565 = !DILocation(line: 92, column: 42, scope: !256, inlinedAt: !564)
!566 = !DILocation(line: 38, column: 8, scope: !559)
!567 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !568, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!568 = !DISubroutineType(types: !407)
!569 = !DILocation(line: 0, scope: !567)
!570 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !568, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!571 = !DILocation(line: 0, scope: !570)
!572 = !DILocation(line: 0, scope: !559, inlinedAt: !573)
!573 = distinct !DILocation(line: 0, scope: !570)
!574 = !DILocation(line: 0, scope: !256, inlinedAt: !575)
!575 = distinct !DILocation(line: 38, column: 8, scope: !559, inlinedAt: !573)
!576 = !DILocation(line: 92, column: 42, scope: !256, inlinedAt: !575)
!577 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !568, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!578 = !DILocation(line: 0, scope: !577)
!579 = !DILocation(line: 0, scope: !546, inlinedAt: !580)
!580 = distinct !DILocation(line: 0, scope: !577)
!581 = !DILocation(line: 38, column: 77, scope: !546, inlinedAt: !580)
!582 = !DILocation(line: 38, column: 81, scope: !546, inlinedAt: !580)
!583 = !DILocation(line: 38, column: 79, scope: !546, inlinedAt: !580)
!584 = !DILocation(line: 38, column: 85, scope: !546, inlinedAt: !580)
!585 = !DILocation(line: 38, column: 83, scope: !546, inlinedAt: !580)
!586 = !DILocation(line: 38, column: 89, scope: !546, inlinedAt: !580)
!587 = !DILocation(line: 38, column: 87, scope: !546, inlinedAt: !580)
!588 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !568, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!589 = !DILocation(line: 0, scope: !588)
!590 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !568, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86)
!591 = !DILocation(line: 0, scope: !590)
!592 = !DILocation(line: 0, scope: !559, inlinedAt: !593)
!593 = distinct !DILocation(line: 0, scope: !590)
!594 = !DILocation(line: 0, scope: !256, inlinedAt: !595)
!595 = distinct !DILocation(line: 38, column: 8, scope: !559, inlinedAt: !593)
!596 = !DILocation(line: 92, column: 42, scope: !256, inlinedAt: !595)
