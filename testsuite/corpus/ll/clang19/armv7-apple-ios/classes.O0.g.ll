; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { ptr, i32 }
%struct.Counted = type { ptr, i32 }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { ptr }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Right = type { ptr, i32, %struct.Base }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { ptr }
%struct.Left = type { ptr, i32, %struct.Base }

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
@.str.10 = private unnamed_addr constant [7 x i8] c"second\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", align 1, !dbg !66
@_ZTV4Rect = linkonce_odr unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD1Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect4nameEv] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr constant [6 x i8] c"4Rect\00", align 1
@_ZTS5Shape = linkonce_odr constant [7 x i8] c"5Shape\00", align 1
@_ZTI5Shape = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, align 4
@_ZTI4Rect = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, align 4
@_ZTV5Shape = linkonce_odr unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD1Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4nameEv] }, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1, !dbg !71
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !73
@_ZTV6Square = linkonce_odr unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD1Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, align 4
@_ZTS6Square = linkonce_odr constant [8 x i8] c"6Square\00", align 1
@_ZTI6Square = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !78
@_ZTV6Widget = linkonce_odr unnamed_addr constant { [4 x ptr], [3 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget5labelEv, ptr @_ZN6Widget4bumpEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI6Widget, ptr @_ZThn8_N6Widget4bumpEv] }, align 4
@_ZTS6Widget = linkonce_odr constant [8 x i8] c"6Widget\00", align 1
@_ZTS5Named = linkonce_odr constant [7 x i8] c"5Named\00", align 1
@_ZTI5Named = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Named }, align 4
@_ZTS7Counted = linkonce_odr constant [9 x i8] c"7Counted\00", align 1
@_ZTI7Counted = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Counted }, align 4
@_ZTI6Widget = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i32 2, ptr @_ZTI7Counted, i32 2050 }, align 4
@_ZTV5Named = linkonce_odr unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named5labelEv] }, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1, !dbg !80
@_ZTV7Counted = linkonce_odr unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv] }, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1, !dbg !82
@_ZTV7Diamond = linkonce_odr unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, align 4
@_ZTT7Diamond = linkonce_odr unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3)], align 4
@_ZTC7Diamond0_4Left = linkonce_odr unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, align 4
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, align 4
@_ZTC7Diamond8_5Right = linkonce_odr unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, align 4
@_ZTS7Diamond = linkonce_odr constant [9 x i8] c"7Diamond\00", align 1
@_ZTI7Diamond = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, align 4
@_ZTV4Base = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base3getEv, ptr @_ZN4BaseD1Ev, ptr @_ZN4BaseD0Ev] }, align 4
@_ZTV4Left = linkonce_odr unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, align 4
@_ZTT4Left = linkonce_odr unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 1, i32 4)], align 4
@_ZTV5Right = linkonce_odr unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, align 4
@_ZTT5Right = linkonce_odr unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 1, i32 4)], align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !89
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !91
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !126
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1, !dbg !140

; Function Attrs: mustprogress noinline nounwind optnone ssp
define noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 !dbg !152 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !159, !DIExpression(), !160)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !161, !DIExpression(), !162)
  %5 = load ptr, ptr %3, align 4, !dbg !163
  ret ptr %5, !dbg !164
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, i32 noundef %1) #0 !dbg !165 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !177, !DIExpression(), !178)
    #dbg_declare(ptr %0, !179, !DIExpression(), !180)
  %5 = load i32, ptr %3, align 4, !dbg !181
  %6 = sext i32 %5 to i64, !dbg !181
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !182
  store i64 %6, ptr %7, align 4, !dbg !183
  %8 = load i32, ptr %3, align 4, !dbg !184
  %9 = mul nsw i32 %8, 2, !dbg !185
  %10 = sext i32 %9 to i64, !dbg !184
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !186
  store i64 %10, ptr %11, align 4, !dbg !187
  %12 = load i32, ptr %3, align 4, !dbg !188
  %13 = mul nsw i32 %12, 3, !dbg !189
  %14 = sext i32 %13 to i64, !dbg !188
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !190
  store i64 %14, ptr %15, align 4, !dbg !191
  %16 = load i32, ptr %3, align 4, !dbg !192
  %17 = sub nsw i32 0, %16, !dbg !193
  %18 = sext i32 %17 to i64, !dbg !193
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !194
  store i64 %18, ptr %19, align 4, !dbg !195
    #dbg_declare(ptr %4, !196, !DIExpression(), !198)
  store i32 0, ptr %4, align 4, !dbg !198
  br label %20, !dbg !199

20:                                               ; preds = %33, %2
  %21 = load i32, ptr %4, align 4, !dbg !200
  %22 = icmp slt i32 %21, 12, !dbg !202
  br i1 %22, label %23, label %36, !dbg !203

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !204
  %25 = load i32, ptr %4, align 4, !dbg !205
  %26 = add nsw i32 %24, %25, !dbg !206
  %27 = srem i32 %26, 26, !dbg !207
  %28 = add nsw i32 97, %27, !dbg !208
  %29 = trunc i32 %28 to i8, !dbg !209
  %30 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !210
  %31 = load i32, ptr %4, align 4, !dbg !211
  %32 = getelementptr inbounds [13 x i8], ptr %30, i32 0, i32 %31, !dbg !212
  store i8 %29, ptr %32, align 1, !dbg !213
  br label %33, !dbg !212

33:                                               ; preds = %23
  %34 = load i32, ptr %4, align 4, !dbg !214
  %35 = add nsw i32 %34, 1, !dbg !214
  store i32 %35, ptr %4, align 4, !dbg !214
  br label %20, !dbg !215, !llvm.loop !216

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !219
  %38 = getelementptr inbounds [13 x i8], ptr %37, i32 0, i32 12, !dbg !220
  store i8 0, ptr %38, align 4, !dbg !221
  ret void, !dbg !222
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define noundef i64 @_Z7sum_big3Big([12 x i32] %0) #0 !dbg !223 {
  %2 = alloca %struct.Big, align 4
  store [12 x i32] %0, ptr %2, align 4
    #dbg_declare(ptr %2, !226, !DIExpression(), !227)
  %3 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0, !dbg !228
  %4 = load i64, ptr %3, align 4, !dbg !228
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1, !dbg !229
  %6 = load i64, ptr %5, align 4, !dbg !229
  %7 = add nsw i64 %4, %6, !dbg !230
  %8 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2, !dbg !231
  %9 = load i64, ptr %8, align 4, !dbg !231
  %10 = add nsw i64 %7, %9, !dbg !232
  %11 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3, !dbg !233
  %12 = load i64, ptr %11, align 4, !dbg !233
  %13 = add nsw i64 %10, %12, !dbg !234
  %14 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 4, !dbg !235
  %15 = getelementptr inbounds [13 x i8], ptr %14, i32 0, i32 0, !dbg !236
  %16 = load i8, ptr %15, align 4, !dbg !236
  %17 = sext i8 %16 to i64, !dbg !236
  %18 = add nsw i64 %13, %17, !dbg !237
  ret i64 %18, !dbg !238
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, [2 x i32] %1) #0 !dbg !239 {
  %3 = alloca %struct.Pair, align 4
  store [2 x i32] %1, ptr %3, align 4
    #dbg_declare(ptr %3, !242, !DIExpression(), !243)
    #dbg_declare(ptr %0, !244, !DIExpression(), !245)
  %4 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0, !dbg !246
  %5 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1, !dbg !247
  %6 = load float, ptr %5, align 4, !dbg !247
  %7 = fptosi float %6 to i32, !dbg !248
  store i32 %7, ptr %4, align 4, !dbg !246
  %8 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1, !dbg !246
  %9 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0, !dbg !249
  %10 = load i32, ptr %9, align 4, !dbg !249
  %11 = sitofp i32 %10 to float, !dbg !250
  store float %11, ptr %8, align 4, !dbg !246
  ret void, !dbg !251
}

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #1 !dbg !252 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !257, !DIExpression(), !258)
  %3 = load i32, ptr %2, align 4, !dbg !259
  %4 = icmp ne i32 %3, 0, !dbg !259
  br i1 %4, label %5, label %7, !dbg !259

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !260
  br label %8, !dbg !259

7:                                                ; preds = %1
  br label %8, !dbg !259

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !259
  %10 = call ptr @malloc(i32 noundef %9) #14, !dbg !261
  ret ptr %10, !dbg !262
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_personality_sj0 !dbg !263 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !266, !DIExpression(), !267)
  %3 = load ptr, ptr %2, align 4, !dbg !268
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !269

4:                                                ; preds = %1
  ret void, !dbg !270

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !269
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !269
  call void @__clang_call_terminate(ptr %7) #15, !dbg !269
  unreachable, !dbg !269
}

declare void @free(ptr noundef) #4

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline noreturn nounwind ssp
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #15
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone ssp
define void @_ZdlPvm(ptr noundef %0, i32 noundef %1) #0 personality ptr @__gxx_personality_sj0 !dbg !271 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !274, !DIExpression(), !275)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !276, !DIExpression(), !277)
  %5 = load ptr, ptr %3, align 4, !dbg !278
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !279

6:                                                ; preds = %2
  ret void, !dbg !280

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          catch ptr null, !dbg !279
  %9 = extractvalue { ptr, i32 } %8, 0, !dbg !279
  call void @__clang_call_terminate(ptr %9) #15, !dbg !279
  unreachable, !dbg !279
}

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #6 personality ptr @__gxx_personality_sj0 !dbg !281 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca %struct.Widget, align 4
  %15 = alloca ptr, align 4
  %16 = alloca ptr, align 4
  %17 = alloca %struct.Diamond, align 4
  %18 = alloca ptr, align 4
  %19 = alloca ptr, align 4
  %20 = alloca %struct.Array, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.0, align 4
  %26 = alloca %class.anon, align 4
  %27 = alloca %class.anon.0, align 4
  %28 = alloca %class.anon.1, align 1
  %29 = alloca ptr, align 4
  %30 = alloca %class.anon.2, align 1
  %31 = alloca %struct.Big, align 4
  %32 = alloca %struct.Big, align 4
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !282, !DIExpression(), !303)
  %37 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 20) #16, !dbg !304, !heapallocsite !305
  %38 = invoke noundef ptr @_ZN4RectC1Edd(ptr noundef nonnull align 4 dereferenceable(20) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %81, !dbg !322

39:                                               ; preds = %0
  store ptr %37, ptr %2, align 4, !dbg !323
  %40 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !323
  %41 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 20) #16, !dbg !324, !heapallocsite !325
  %42 = invoke noundef ptr @_ZN6SquareC1Ed(ptr noundef nonnull align 4 dereferenceable(20) %41, double noundef 4.000000e+00)
          to label %43 unwind label %85, !dbg !337

43:                                               ; preds = %39
  store ptr %41, ptr %40, align 4, !dbg !323
  %44 = getelementptr inbounds ptr, ptr %2, i32 2, !dbg !323
  %45 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 20) #16, !dbg !338, !heapallocsite !305
  %46 = invoke noundef ptr @_ZN4RectC1Edd(ptr noundef nonnull align 4 dereferenceable(20) %45, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %47 unwind label %89, !dbg !339

47:                                               ; preds = %43
  store ptr %45, ptr %44, align 4, !dbg !323
    #dbg_declare(ptr %5, !340, !DIExpression(), !341)
  store double 0.000000e+00, ptr %5, align 8, !dbg !341
    #dbg_declare(ptr %6, !342, !DIExpression(), !345)
  store ptr %2, ptr %6, align 4, !dbg !346
    #dbg_declare(ptr %7, !347, !DIExpression(), !345)
  %48 = load ptr, ptr %6, align 4, !dbg !349
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i32 0, i32 0, !dbg !349
  store ptr %49, ptr %7, align 4, !dbg !349
    #dbg_declare(ptr %8, !350, !DIExpression(), !345)
  %50 = load ptr, ptr %6, align 4, !dbg !349
  %51 = getelementptr inbounds [3 x ptr], ptr %50, i32 0, i32 0, !dbg !349
  %52 = getelementptr inbounds ptr, ptr %51, i32 3, !dbg !349
  store ptr %52, ptr %8, align 4, !dbg !349
  br label %53, !dbg !349

53:                                               ; preds = %78, %47
  %54 = load ptr, ptr %7, align 4, !dbg !349
  %55 = load ptr, ptr %8, align 4, !dbg !349
  %56 = icmp ne ptr %54, %55, !dbg !349
  br i1 %56, label %57, label %93, !dbg !349

57:                                               ; preds = %53
    #dbg_declare(ptr %9, !351, !DIExpression(), !353)
  %58 = load ptr, ptr %7, align 4, !dbg !354
  %59 = load ptr, ptr %58, align 4, !dbg !354
  store ptr %59, ptr %9, align 4, !dbg !353
  %60 = load ptr, ptr %9, align 4, !dbg !355
  %61 = load ptr, ptr %60, align 4, !dbg !357
  %62 = getelementptr inbounds ptr, ptr %61, i64 3, !dbg !357
  %63 = load ptr, ptr %62, align 4, !dbg !357
  %64 = call noundef ptr %63(ptr noundef nonnull align 4 dereferenceable(4) %60), !dbg !357
  %65 = load ptr, ptr %9, align 4, !dbg !358
  %66 = load ptr, ptr %65, align 4, !dbg !359
  %67 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !359
  %68 = load ptr, ptr %67, align 4, !dbg !359
  %69 = call noundef double %68(ptr noundef nonnull align 4 dereferenceable(4) %65), !dbg !359
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %64, double noundef %69), !dbg !360
  %71 = load ptr, ptr %9, align 4, !dbg !361
  %72 = load ptr, ptr %71, align 4, !dbg !362
  %73 = getelementptr inbounds ptr, ptr %72, i64 2, !dbg !362
  %74 = load ptr, ptr %73, align 4, !dbg !362
  %75 = call noundef double %74(ptr noundef nonnull align 4 dereferenceable(4) %71), !dbg !362
  %76 = load double, ptr %5, align 8, !dbg !363
  %77 = fadd double %76, %75, !dbg !363
  store double %77, ptr %5, align 8, !dbg !363
  br label %78, !dbg !364

78:                                               ; preds = %57
  %79 = load ptr, ptr %7, align 4, !dbg !349
  %80 = getelementptr inbounds ptr, ptr %79, i32 1, !dbg !349
  store ptr %80, ptr %7, align 4, !dbg !349
  br label %53, !dbg !349, !llvm.loop !365

81:                                               ; preds = %0
  %82 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %83 = extractvalue { ptr, i32 } %82, 0, !dbg !367
  store ptr %83, ptr %3, align 4, !dbg !367
  %84 = extractvalue { ptr, i32 } %82, 1, !dbg !367
  store i32 %84, ptr %4, align 4, !dbg !367
  call void @_ZdlPv(ptr noundef %37) #17, !dbg !304
  br label %271, !dbg !304

85:                                               ; preds = %39
  %86 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %87 = extractvalue { ptr, i32 } %86, 0, !dbg !367
  store ptr %87, ptr %3, align 4, !dbg !367
  %88 = extractvalue { ptr, i32 } %86, 1, !dbg !367
  store i32 %88, ptr %4, align 4, !dbg !367
  call void @_ZdlPv(ptr noundef %41) #17, !dbg !324
  br label %271, !dbg !324

89:                                               ; preds = %43
  %90 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %91 = extractvalue { ptr, i32 } %90, 0, !dbg !367
  store ptr %91, ptr %3, align 4, !dbg !367
  %92 = extractvalue { ptr, i32 } %90, 1, !dbg !367
  store i32 %92, ptr %4, align 4, !dbg !367
  call void @_ZdlPv(ptr noundef %45) #17, !dbg !338
  br label %271, !dbg !338

93:                                               ; preds = %53
    #dbg_declare(ptr %10, !368, !DIExpression(), !370)
  store ptr %2, ptr %10, align 4, !dbg !371
    #dbg_declare(ptr %11, !372, !DIExpression(), !370)
  %94 = load ptr, ptr %10, align 4, !dbg !373
  %95 = getelementptr inbounds [3 x ptr], ptr %94, i32 0, i32 0, !dbg !373
  store ptr %95, ptr %11, align 4, !dbg !373
    #dbg_declare(ptr %12, !374, !DIExpression(), !370)
  %96 = load ptr, ptr %10, align 4, !dbg !373
  %97 = getelementptr inbounds [3 x ptr], ptr %96, i32 0, i32 0, !dbg !373
  %98 = getelementptr inbounds ptr, ptr %97, i32 3, !dbg !373
  store ptr %98, ptr %12, align 4, !dbg !373
  br label %99, !dbg !373

99:                                               ; preds = %113, %93
  %100 = load ptr, ptr %11, align 4, !dbg !373
  %101 = load ptr, ptr %12, align 4, !dbg !373
  %102 = icmp ne ptr %100, %101, !dbg !373
  br i1 %102, label %103, label %116, !dbg !373

103:                                              ; preds = %99
    #dbg_declare(ptr %13, !375, !DIExpression(), !377)
  %104 = load ptr, ptr %11, align 4, !dbg !378
  %105 = load ptr, ptr %104, align 4, !dbg !378
  store ptr %105, ptr %13, align 4, !dbg !377
  %106 = load ptr, ptr %13, align 4, !dbg !379
  %107 = icmp eq ptr %106, null, !dbg !380
  br i1 %107, label %112, label %108, !dbg !380

108:                                              ; preds = %103
  %109 = load ptr, ptr %106, align 4, !dbg !380
  %110 = getelementptr inbounds ptr, ptr %109, i64 1, !dbg !380
  %111 = load ptr, ptr %110, align 4, !dbg !380
  call void %111(ptr noundef nonnull align 4 dereferenceable(4) %106) #13, !dbg !380
  br label %112, !dbg !380

112:                                              ; preds = %108, %103
  br label %113, !dbg !381

113:                                              ; preds = %112
  %114 = load ptr, ptr %11, align 4, !dbg !373
  %115 = getelementptr inbounds ptr, ptr %114, i32 1, !dbg !373
  store ptr %115, ptr %11, align 4, !dbg !373
  br label %99, !dbg !373, !llvm.loop !382

116:                                              ; preds = %99
  %117 = load double, ptr %5, align 8, !dbg !384
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %117), !dbg !385
    #dbg_declare(ptr %14, !386, !DIExpression(), !417)
  %119 = call noundef ptr @_ZN6WidgetC1Ev(ptr noundef nonnull align 4 dereferenceable(16) %14) #13, !dbg !417
    #dbg_declare(ptr %15, !418, !DIExpression(), !420)
  %120 = icmp eq ptr %14, null, !dbg !421
  br i1 %120, label %123, label %121, !dbg !421

121:                                              ; preds = %116
  %122 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !421
  br label %123, !dbg !421

123:                                              ; preds = %121, %116
  %124 = phi ptr [ %122, %121 ], [ null, %116 ], !dbg !421
  store ptr %124, ptr %15, align 4, !dbg !420
    #dbg_declare(ptr %16, !422, !DIExpression(), !424)
  store ptr %14, ptr %16, align 4, !dbg !424
  %125 = load ptr, ptr %15, align 4, !dbg !425
  %126 = load ptr, ptr %125, align 4, !dbg !426
  %127 = getelementptr inbounds ptr, ptr %126, i64 0, !dbg !426
  %128 = load ptr, ptr %127, align 4, !dbg !426
  call void %128(ptr noundef nonnull align 4 dereferenceable(8) %125), !dbg !426
  %129 = load ptr, ptr %15, align 4, !dbg !427
  %130 = load ptr, ptr %129, align 4, !dbg !428
  %131 = getelementptr inbounds ptr, ptr %130, i64 0, !dbg !428
  %132 = load ptr, ptr %131, align 4, !dbg !428
  call void %132(ptr noundef nonnull align 4 dereferenceable(8) %129), !dbg !428
  %133 = load ptr, ptr %16, align 4, !dbg !429
  %134 = load ptr, ptr %133, align 4, !dbg !430
  %135 = getelementptr inbounds ptr, ptr %134, i64 0, !dbg !430
  %136 = load ptr, ptr %135, align 4, !dbg !430
  %137 = call noundef ptr %136(ptr noundef nonnull align 4 dereferenceable(8) %133), !dbg !430
  %138 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !431
  %139 = getelementptr inbounds %struct.Counted, ptr %138, i32 0, i32 1, !dbg !432
  %140 = load i32, ptr %139, align 4, !dbg !432
  %141 = getelementptr inbounds %struct.Named, ptr %14, i32 0, i32 1, !dbg !433
  %142 = load i32, ptr %141, align 4, !dbg !433
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %137, i32 noundef %140, i32 noundef %142), !dbg !434
    #dbg_declare(ptr %17, !435, !DIExpression(), !456)
  %144 = call noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !456
    #dbg_declare(ptr %18, !457, !DIExpression(), !459)
  %145 = icmp eq ptr %17, null, !dbg !460
  br i1 %145, label %151, label %146, !dbg !460

146:                                              ; preds = %123
  %147 = load ptr, ptr %17, align 4, !dbg !460
  %148 = getelementptr i8, ptr %147, i64 -12, !dbg !460
  %149 = load i32, ptr %148, align 4, !dbg !460
  %150 = getelementptr inbounds i8, ptr %17, i32 %149, !dbg !460
  br label %151, !dbg !460

151:                                              ; preds = %146, %123
  %152 = phi ptr [ %150, %146 ], [ null, %123 ], !dbg !460
  store ptr %152, ptr %18, align 4, !dbg !459
    #dbg_declare(ptr %19, !461, !DIExpression(), !463)
  store ptr %17, ptr %19, align 4, !dbg !463
  %153 = load ptr, ptr %18, align 4, !dbg !464
  %154 = load ptr, ptr %153, align 4, !dbg !465
  %155 = getelementptr inbounds ptr, ptr %154, i64 0, !dbg !465
  %156 = load ptr, ptr %155, align 4, !dbg !465
  %157 = invoke noundef i32 %156(ptr noundef nonnull align 4 dereferenceable(8) %153)
          to label %158 unwind label %174, !dbg !465

158:                                              ; preds = %151
  %159 = load ptr, ptr %19, align 4, !dbg !466
  %160 = load ptr, ptr %159, align 4, !dbg !467
  %161 = getelementptr inbounds ptr, ptr %160, i64 0, !dbg !467
  %162 = load ptr, ptr %161, align 4, !dbg !467
  %163 = invoke noundef i32 %162(ptr noundef nonnull align 4 dereferenceable(8) %159)
          to label %164 unwind label %174, !dbg !467

164:                                              ; preds = %158
  %165 = getelementptr inbounds i8, ptr %17, i32 8, !dbg !468
  %166 = getelementptr inbounds %struct.Right, ptr %165, i32 0, i32 1, !dbg !469
  %167 = load i32, ptr %166, align 4, !dbg !469
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %157, i32 noundef %163, i32 noundef %167)
          to label %169 unwind label %174, !dbg !470

169:                                              ; preds = %164
  %170 = load ptr, ptr %18, align 4, !dbg !471
  %171 = icmp eq ptr %170, null, !dbg !472
  br i1 %171, label %179, label %172, !dbg !472

172:                                              ; preds = %169
  %173 = call ptr @__dynamic_cast(ptr %170, ptr @_ZTI4Base, ptr @_ZTI5Right, i32 -1) #13, !dbg !472
  br label %180, !dbg !472

174:                                              ; preds = %264, %260, %258, %256, %246, %240, %238, %236, %234, %232, %229, %227, %225, %223, %219, %217, %215, %213, %210, %206, %199, %189, %180, %164, %158, %151
  %175 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %176 = extractvalue { ptr, i32 } %175, 0, !dbg !367
  store ptr %176, ptr %3, align 4, !dbg !367
  %177 = extractvalue { ptr, i32 } %175, 1, !dbg !367
  store i32 %177, ptr %4, align 4, !dbg !367
  %178 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !367
  br label %271, !dbg !367

179:                                              ; preds = %169
  br label %180, !dbg !472

180:                                              ; preds = %179, %172
  %181 = phi ptr [ %173, %172 ], [ null, %179 ], !dbg !472
  %182 = icmp ne ptr %181, null, !dbg !473
  %183 = zext i1 %182 to i32, !dbg !472
  %184 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %183)
          to label %185 unwind label %174, !dbg !474

185:                                              ; preds = %180
    #dbg_declare(ptr %20, !475, !DIExpression(), !497)
    #dbg_declare(ptr %21, !498, !DIExpression(), !500)
  store i32 0, ptr %21, align 4, !dbg !500
  br label %186, !dbg !501

186:                                              ; preds = %196, %185
  %187 = load i32, ptr %21, align 4, !dbg !502
  %188 = icmp slt i32 %187, 8, !dbg !504
  br i1 %188, label %189, label %199, !dbg !505

189:                                              ; preds = %186
  %190 = load i32, ptr %21, align 4, !dbg !506
  %191 = load i32, ptr %21, align 4, !dbg !507
  %192 = mul nsw i32 %190, %191, !dbg !508
  %193 = load i32, ptr %21, align 4, !dbg !509
  %194 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %193)
          to label %195 unwind label %174, !dbg !510

195:                                              ; preds = %189
  store i32 %192, ptr %194, align 4, !dbg !511
  br label %196, !dbg !510

196:                                              ; preds = %195
  %197 = load i32, ptr %21, align 4, !dbg !512
  %198 = add nsw i32 %197, 1, !dbg !512
  store i32 %198, ptr %21, align 4, !dbg !512
  br label %186, !dbg !513, !llvm.loop !514

199:                                              ; preds = %186
    #dbg_declare(ptr %22, !516, !DIExpression(), !517)
  store i32 7, ptr %22, align 4, !dbg !517
    #dbg_declare(ptr %23, !518, !DIExpression(), !522)
  %200 = getelementptr inbounds %class.anon, ptr %23, i32 0, i32 0, !dbg !523
  %201 = load i32, ptr %22, align 4, !dbg !524
  store i32 %201, ptr %200, align 4, !dbg !523
    #dbg_declare(ptr %24, !525, !DIExpression(), !526)
  store i32 0, ptr %24, align 4, !dbg !526
    #dbg_declare(ptr %25, !527, !DIExpression(), !531)
  %202 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0, !dbg !532
  store ptr %24, ptr %202, align 4, !dbg !532
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %23, i32 4, i1 false), !dbg !533
  %203 = getelementptr inbounds %class.anon, ptr %26, i32 0, i32 0, !dbg !534
  %204 = load [1 x i32], ptr %203, align 4, !dbg !534
  %205 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, [1 x i32] %204)
          to label %206 unwind label %174, !dbg !534

206:                                              ; preds = %199
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %27, ptr align 4 %25, i32 4, i1 false), !dbg !535
  %207 = getelementptr inbounds %class.anon.0, ptr %27, i32 0, i32 0, !dbg !536
  %208 = load [1 x i32], ptr %207, align 4, !dbg !536
  %209 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, [1 x i32] %208)
          to label %210 unwind label %174, !dbg !536

210:                                              ; preds = %206
  %211 = load i32, ptr %24, align 4, !dbg !537
  %212 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %205, i32 noundef %209, i32 noundef %211)
          to label %213 unwind label %174, !dbg !538

213:                                              ; preds = %210
    #dbg_declare(ptr %28, !539, !DIExpression(), !541)
  %214 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %215 unwind label %174, !dbg !542

215:                                              ; preds = %213
  %216 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %217 unwind label %174, !dbg !543

217:                                              ; preds = %215
  %218 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %214, double noundef %216)
          to label %219 unwind label %174, !dbg !544

219:                                              ; preds = %217
    #dbg_declare(ptr %29, !545, !DIExpression(), !549)
  %220 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !550
  store ptr %220, ptr %29, align 4, !dbg !549
  %221 = load ptr, ptr %29, align 4, !dbg !551
  %222 = invoke noundef i32 %221(i32 noundef 14)
          to label %223 unwind label %174, !dbg !551

223:                                              ; preds = %219
  %224 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %222)
          to label %225 unwind label %174, !dbg !552

225:                                              ; preds = %223
  %226 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %227 unwind label %174, !dbg !553

227:                                              ; preds = %225
  %228 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %229 unwind label %174, !dbg !554

229:                                              ; preds = %227
  %230 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10), !dbg !555
  %231 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %226, double noundef %228, ptr noundef %230)
          to label %232 unwind label %174, !dbg !556

232:                                              ; preds = %229
  %233 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %234 unwind label %174, !dbg !557

234:                                              ; preds = %232
  %235 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %236 unwind label %174, !dbg !558

236:                                              ; preds = %234
  %237 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %238 unwind label %174, !dbg !559

238:                                              ; preds = %236
  %239 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %233, ptr noundef %235, ptr noundef %237)
          to label %240 unwind label %174, !dbg !560

240:                                              ; preds = %238
    #dbg_declare(ptr %31, !561, !DIExpression(), !562)
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 4 %31, i32 noundef 5), !dbg !563
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %32, ptr align 4 %31, i32 48, i1 false), !dbg !564
  %241 = load [12 x i32], ptr %32, align 4, !dbg !565
  %242 = call noundef i64 @_Z7sum_big3Big([12 x i32] %241), !dbg !565
  %243 = getelementptr inbounds %struct.Big, ptr %31, i32 0, i32 4, !dbg !566
  %244 = getelementptr inbounds [13 x i8], ptr %243, i32 0, i32 0, !dbg !567
  %245 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %242, ptr noundef %244)
          to label %246 unwind label %174, !dbg !568

246:                                              ; preds = %240
    #dbg_declare(ptr %33, !569, !DIExpression(), !570)
  %247 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0, !dbg !571
  store i32 3, ptr %247, align 4, !dbg !571
  %248 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1, !dbg !571
  store float 9.500000e+00, ptr %248, align 4, !dbg !571
  %249 = load [2 x i32], ptr %34, align 4, !dbg !572
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %33, [2 x i32] %249), !dbg !572
  %250 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 0, !dbg !573
  %251 = load i32, ptr %250, align 4, !dbg !573
  %252 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 1, !dbg !574
  %253 = load float, ptr %252, align 4, !dbg !574
  %254 = fpext float %253 to double, !dbg !575
  %255 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %251, double noundef %254)
          to label %256 unwind label %174, !dbg !576

256:                                              ; preds = %246
    #dbg_declare(ptr %35, !577, !DIExpression(), !578)
  %257 = invoke noundef i32 @_ZL7counterv()
          to label %258 unwind label %174, !dbg !579

258:                                              ; preds = %256
  store i32 %257, ptr %35, align 4, !dbg !578
    #dbg_declare(ptr %36, !580, !DIExpression(), !581)
  %259 = invoke noundef i32 @_ZL7counterv()
          to label %260 unwind label %174, !dbg !582

260:                                              ; preds = %258
  store i32 %259, ptr %36, align 4, !dbg !581
  %261 = load i32, ptr %35, align 4, !dbg !583
  %262 = load i32, ptr %36, align 4, !dbg !584
  %263 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %264 unwind label %174, !dbg !585

264:                                              ; preds = %260
  %265 = getelementptr inbounds %struct.Registry, ptr %263, i32 0, i32 0, !dbg !586
  %266 = load i32, ptr %265, align 4, !dbg !586
  %267 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %261, i32 noundef %262, i32 noundef %266)
          to label %268 unwind label %174, !dbg !587

268:                                              ; preds = %264
  store i32 0, ptr %1, align 4, !dbg !588
  %269 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !367
  %270 = load i32, ptr %1, align 4, !dbg !367
  ret i32 %270, !dbg !367

271:                                              ; preds = %174, %89, %85, %81
  %272 = load ptr, ptr %3, align 4, !dbg !304
  %273 = load i32, ptr %4, align 4, !dbg !304
  %274 = insertvalue { ptr, i32 } poison, ptr %272, 0, !dbg !304
  %275 = insertvalue { ptr, i32 } %274, i32 %273, 1, !dbg !304
  resume { ptr, i32 } %275, !dbg !304
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN4RectC1Edd(ptr noundef nonnull align 4 dereferenceable(20) %0, double noundef %1, double noundef %2) unnamed_addr #7 align 2 !dbg !589 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !590, !DIExpression(), !592)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !593, !DIExpression(), !594)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !595, !DIExpression(), !596)
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8, !dbg !597
  %9 = load double, ptr %6, align 8, !dbg !597
  %10 = call noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %7, double noundef %8, double noundef %9), !dbg !597
  ret ptr %7, !dbg !598
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN6SquareC1Ed(ptr noundef nonnull align 4 dereferenceable(20) %0, double noundef %1) unnamed_addr #7 align 2 !dbg !599 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !600, !DIExpression(), !602)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !603, !DIExpression(), !604)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !605
  %7 = call noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull align 4 dereferenceable(20) %5, double noundef %6), !dbg !605
  ret ptr %5, !dbg !606
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6WidgetC1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !607 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !609, !DIExpression(), !611)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #13, !dbg !612
  ret ptr %3, !dbg !612
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !613 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !618, !DIExpression(), !620)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !621
  %5 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !621
  %6 = call noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !621
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !621
  %8 = call noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !621
  store ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr %3, align 4, !dbg !621
  %9 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !621
  store ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr %9, align 4, !dbg !621
  %10 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !621
  store ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3), ptr %10, align 4, !dbg !621
  %11 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2, !dbg !622
  store i32 4, ptr %11, align 4, !dbg !622
  ret ptr %3, !dbg !621
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #8

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 align 2 !dbg !623 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !624, !DIExpression(), !626)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !627, !DIExpression(), !628)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !629
  %7 = load i32, ptr %4, align 4, !dbg !630
  %8 = getelementptr inbounds [8 x i32], ptr %6, i32 0, i32 %7, !dbg !629
  ret ptr %8, !dbg !631
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #7 align 2 !dbg !632 {
  %4 = alloca %class.anon, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store [1 x i32] %2, ptr %8, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !638, !DIExpression(), !640)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !641, !DIExpression(), !642)
    #dbg_declare(ptr %4, !643, !DIExpression(), !644)
  %9 = load ptr, ptr %5, align 4
    #dbg_declare(ptr %7, !645, !DIExpression(), !647)
  store i32 0, ptr %7, align 4, !dbg !647
  br label %10, !dbg !648

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4, !dbg !649
  %12 = icmp slt i32 %11, 8, !dbg !651
  br i1 %12, label %13, label %23, !dbg !652

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4, !dbg !653
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !654
  %16 = load i32, ptr %7, align 4, !dbg !655
  %17 = getelementptr inbounds [8 x i32], ptr %15, i32 0, i32 %16, !dbg !654
  %18 = load i32, ptr %17, align 4, !dbg !654
  %19 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18), !dbg !656
  store i32 %19, ptr %6, align 4, !dbg !657
  br label %20, !dbg !658

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4, !dbg !659
  %22 = add nsw i32 %21, 1, !dbg !659
  store i32 %22, ptr %7, align 4, !dbg !659
  br label %10, !dbg !660, !llvm.loop !661

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4, !dbg !663
  ret i32 %24, !dbg !664
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #7 align 2 !dbg !665 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  store [1 x i32] %2, ptr %8, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !671, !DIExpression(), !672)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !673, !DIExpression(), !674)
    #dbg_declare(ptr %4, !675, !DIExpression(), !676)
  %9 = load ptr, ptr %5, align 4
    #dbg_declare(ptr %7, !677, !DIExpression(), !679)
  store i32 0, ptr %7, align 4, !dbg !679
  br label %10, !dbg !680

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4, !dbg !681
  %12 = icmp slt i32 %11, 8, !dbg !683
  br i1 %12, label %13, label %23, !dbg !684

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4, !dbg !685
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !686
  %16 = load i32, ptr %7, align 4, !dbg !687
  %17 = getelementptr inbounds [8 x i32], ptr %15, i32 0, i32 %16, !dbg !686
  %18 = load i32, ptr %17, align 4, !dbg !686
  %19 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18), !dbg !688
  store i32 %19, ptr %6, align 4, !dbg !689
  br label %20, !dbg !690

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4, !dbg !691
  %22 = add nsw i32 %21, 1, !dbg !691
  store i32 %22, ptr %7, align 4, !dbg !691
  br label %10, !dbg !692, !llvm.loop !693

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4, !dbg !695
  ret i32 %24, !dbg !696
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !697 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !705, !DIExpression(), !707)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !708, !DIExpression(), !709)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !710
  %7 = load i32, ptr %4, align 4, !dbg !711
  %8 = add nsw i32 %6, %7, !dbg !712
  ret i32 %8, !dbg !713
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !714 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !720, !DIExpression(), !721)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !722, !DIExpression(), !723)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !724
  %7 = load double, ptr %4, align 8, !dbg !725
  %8 = fadd double %6, %7, !dbg !726
  ret double %8, !dbg !727
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !728 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !735, !DIExpression(), !737)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_38__invokeEi", !dbg !738
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 !dbg !739 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !743, !DIExpression(), !744)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !745, !DIExpression(), !746)
  %5 = load i32, ptr %3, align 4, !dbg !747
  %6 = load i32, ptr %4, align 4, !dbg !748
  %7 = icmp slt i32 %5, %6, !dbg !749
  br i1 %7, label %8, label %10, !dbg !747

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !750
  br label %12, !dbg !747

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !751
  br label %12, !dbg !747

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !747
  ret i32 %13, !dbg !752
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 !dbg !753 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !758, !DIExpression(), !759)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !760, !DIExpression(), !761)
  %5 = load double, ptr %3, align 8, !dbg !762
  %6 = load double, ptr %4, align 8, !dbg !763
  %7 = fcmp olt double %5, %6, !dbg !764
  br i1 %7, label %8, label %10, !dbg !762

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8, !dbg !765
  br label %12, !dbg !762

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8, !dbg !766
  br label %12, !dbg !762

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !762
  ret double %13, !dbg !767
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 !dbg !768 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !778, !DIExpression(), !779)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !780, !DIExpression(), !779)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !781, !DIExpression(), !779)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !782, !DIExpression(), !779)
  ret i32 4, !dbg !783
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8TypeNameIiE3getEv() #0 align 2 !dbg !784 {
  ret ptr @.str.21, !dbg !790
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8TypeNameIdE3getEv() #0 align 2 !dbg !791 {
  ret ptr @.str.22, !dbg !795
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7counterv() #7 personality ptr @__gxx_personality_sj0 !dbg !93 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !796
  %4 = and i8 %3, 1, !dbg !796
  %5 = icmp eq i8 %4, 0, !dbg !796
  br i1 %5, label %6, label %14, !dbg !796, !prof !797

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL7countervE1n) #13, !dbg !796
  %8 = icmp ne i32 %7, 0, !dbg !796
  br i1 %8, label %9, label %14, !dbg !796

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %11 unwind label %17, !dbg !798

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.Registry, ptr %10, i32 0, i32 0, !dbg !799
  %13 = load i32, ptr %12, align 4, !dbg !799
  store i32 %13, ptr @_ZZL7countervE1n, align 4, !dbg !796
  call void @__cxa_guard_release(ptr @_ZGVZL7countervE1n) #13, !dbg !796
  br label %14, !dbg !796

14:                                               ; preds = %11, %6, %0
  %15 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !800
  %16 = add nsw i32 %15, 1, !dbg !800
  store i32 %16, ptr @_ZZL7countervE1n, align 4, !dbg !800
  ret i32 %16, !dbg !801

17:                                               ; preds = %9
  %18 = landingpad { ptr, i32 }
          cleanup, !dbg !802
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !802
  store ptr %19, ptr %1, align 4, !dbg !802
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !802
  store i32 %20, ptr %2, align 4, !dbg !802
  call void @__cxa_guard_abort(ptr @_ZGVZL7countervE1n) #13, !dbg !796
  br label %21, !dbg !796

21:                                               ; preds = %17
  %22 = load ptr, ptr %1, align 4, !dbg !796
  %23 = load i32, ptr %2, align 4, !dbg !796
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0, !dbg !796
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !796
  resume { ptr, i32 } %25, !dbg !796
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #7 personality ptr @__gxx_personality_sj0 !dbg !128 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !803
  %4 = and i8 %3, 1, !dbg !803
  %5 = icmp eq i8 %4, 0, !dbg !803
  br i1 %5, label %6, label %13, !dbg !803, !prof !797

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL8registryvE1r) #13, !dbg !803
  %8 = icmp ne i32 %7, 0, !dbg !803
  br i1 %8, label %9, label %13, !dbg !803

9:                                                ; preds = %6
  %10 = invoke noundef ptr @_ZN8RegistryC1Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %11 unwind label %14, !dbg !804

11:                                               ; preds = %9
  %12 = call i32 @__cxa_atexit(ptr @_ZN8RegistryD1Ev, ptr @_ZZL8registryvE1r, ptr @__dso_handle) #13, !dbg !803
  call void @__cxa_guard_release(ptr @_ZGVZL8registryvE1r) #13, !dbg !803
  br label %13, !dbg !803

13:                                               ; preds = %11, %6, %0
  ret ptr @_ZZL8registryvE1r, !dbg !805

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !806
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !806
  store ptr %16, ptr %1, align 4, !dbg !806
  %17 = extractvalue { ptr, i32 } %15, 1, !dbg !806
  store i32 %17, ptr %2, align 4, !dbg !806
  call void @__cxa_guard_abort(ptr @_ZGVZL8registryvE1r) #13, !dbg !803
  br label %18, !dbg !803

18:                                               ; preds = %14
  %19 = load ptr, ptr %1, align 4, !dbg !803
  %20 = load i32, ptr %2, align 4, !dbg !803
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0, !dbg !803
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1, !dbg !803
  resume { ptr, i32 } %22, !dbg !803
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !807 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !809, !DIExpression(), !810)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT7Diamond) #13, !dbg !811
  %5 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !811
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !811
  ret ptr %3, !dbg !811
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %0, double noundef %1, double noundef %2) unnamed_addr #0 align 2 !dbg !812 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !813, !DIExpression(), !814)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !815, !DIExpression(), !816)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !817, !DIExpression(), !818)
  %7 = load ptr, ptr %4, align 4
  %8 = call noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #13, !dbg !819
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !820
  %9 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !821
  %10 = load double, ptr %5, align 8, !dbg !822
  store double %10, ptr %9, align 4, !dbg !821
  %11 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !823
  %12 = load double, ptr %6, align 8, !dbg !824
  store double %12, ptr %11, align 4, !dbg !823
  ret ptr %7, !dbg !825
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !826 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !828, !DIExpression(), !829)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !830
  ret ptr %3, !dbg !830
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4RectD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !831 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !835, !DIExpression(), !836)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !837
  ret ptr %3, !dbg !837
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN4RectD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !838 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !839, !DIExpression(), !840)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !841
  call void @_ZdlPv(ptr noundef %3) #17, !dbg !841
  ret void, !dbg !841
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !842 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !843, !DIExpression(), !845)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !846
  %5 = load double, ptr %4, align 4, !dbg !846
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !847
  %7 = load double, ptr %6, align 4, !dbg !847
  %8 = fmul double %5, %7, !dbg !848
  ret double %8, !dbg !849
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !850 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !851, !DIExpression(), !852)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.17, !dbg !853
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ShapeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !854 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !855, !DIExpression(), !856)
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  call void @llvm.trap() #15, !dbg !857
  unreachable, !dbg !857
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !858 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !859, !DIExpression(), !860)
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #15, !dbg !861
  unreachable, !dbg !861
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !862 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !863, !DIExpression(), !865)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.16, !dbg !866
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !867 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !868, !DIExpression(), !869)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !870
  ret ptr %3, !dbg !872
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !873 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !874, !DIExpression(), !875)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !876
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull align 4 dereferenceable(20) %0, double noundef %1) unnamed_addr #0 align 2 !dbg !877 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !878, !DIExpression(), !879)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !880, !DIExpression(), !881)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !882
  %7 = load double, ptr %4, align 8, !dbg !883
  %8 = call noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %5, double noundef %6, double noundef %7), !dbg !884
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 4, !dbg !885
  ret ptr %5, !dbg !886
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !887 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !891, !DIExpression(), !892)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !893
  ret ptr %3, !dbg !893
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN6SquareD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !894 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !895, !DIExpression(), !896)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !897
  call void @_ZdlPv(ptr noundef %3) #17, !dbg !897
  ret void, !dbg !897
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !898 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !899, !DIExpression(), !901)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.18, !dbg !902
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !903 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !904, !DIExpression(), !905)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !906
  ret ptr %3, !dbg !908
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !909 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !910, !DIExpression(), !911)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !912
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !912
  %6 = call noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !912
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !912
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !912
  store ptr getelementptr inbounds inrange(-8, 4) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %7, align 4, !dbg !912
  ret ptr %3, !dbg !912
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !913 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !918, !DIExpression(), !919)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !920
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !921
  store i32 5, ptr %4, align 4, !dbg !921
  ret ptr %3, !dbg !920
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !922 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !924, !DIExpression(), !925)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !926
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !927
  store i32 0, ptr %4, align 4, !dbg !927
  ret ptr %3, !dbg !926
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !928 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !929, !DIExpression(), !931)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.20, !dbg !932
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !933 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !934, !DIExpression(), !935)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !936
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1, !dbg !936
  %6 = load i32, ptr %5, align 4, !dbg !937
  %7 = add nsw i32 %6, 10, !dbg !937
  store i32 %7, ptr %5, align 4, !dbg !937
  ret void, !dbg !938
}

; Function Attrs: noinline optnone ssp
define linkonce_odr void @_ZThn8_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #11 align 2 !dbg !939 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !941
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !941
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %4), !dbg !941
  ret void, !dbg !941
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !942 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !943, !DIExpression(), !945)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.19, !dbg !946
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN7Counted4bumpEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !947 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !948, !DIExpression(), !949)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !950
  %5 = load i32, ptr %4, align 4, !dbg !951
  %6 = add nsw i32 %5, 1, !dbg !951
  store i32 %6, ptr %4, align 4, !dbg !951
  ret void, !dbg !952
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !953 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !955, !DIExpression(), !956)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !957
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !958
  store i32 1, ptr %4, align 4, !dbg !958
  ret ptr %3, !dbg !957
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !959 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !964, !DIExpression(), !965)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !966, !DIExpression(), !965)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4, !dbg !968
  store ptr %7, ptr %5, align 4, !dbg !968
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !968
  %9 = load ptr, ptr %8, align 4, !dbg !968
  %10 = load ptr, ptr %5, align 4, !dbg !968
  %11 = getelementptr i8, ptr %10, i64 -12, !dbg !968
  %12 = load i32, ptr %11, align 4, !dbg !968
  %13 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !968
  store ptr %9, ptr %13, align 4, !dbg !968
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1, !dbg !969
  store i32 2, ptr %14, align 4, !dbg !969
  ret ptr %5, !dbg !968
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !970 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !975, !DIExpression(), !976)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !977, !DIExpression(), !976)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4, !dbg !978
  store ptr %7, ptr %5, align 4, !dbg !978
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !978
  %9 = load ptr, ptr %8, align 4, !dbg !978
  %10 = load ptr, ptr %5, align 4, !dbg !978
  %11 = getelementptr i8, ptr %10, i64 -12, !dbg !978
  %12 = load i32, ptr %11, align 4, !dbg !978
  %13 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !978
  store ptr %9, ptr %13, align 4, !dbg !978
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1, !dbg !979
  store i32 3, ptr %14, align 4, !dbg !979
  ret ptr %5, !dbg !978
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !980 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !981, !DIExpression(), !983)
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !984
  %5 = getelementptr i8, ptr %4, i64 -12, !dbg !984
  %6 = load i32, ptr %5, align 4, !dbg !984
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !984
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !984
  %9 = load i32, ptr %8, align 4, !dbg !984
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !985
  %11 = load i32, ptr %10, align 4, !dbg !985
  %12 = add nsw i32 %9, %11, !dbg !986
  ret i32 %12, !dbg !987
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !988 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !990, !DIExpression(), !991)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT4Left) #13, !dbg !992
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !992
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !992
  ret ptr %3, !dbg !992
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !993 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !994, !DIExpression(), !995)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !996
  call void @_ZdlPv(ptr noundef %3) #17, !dbg !996
  ret void, !dbg !996
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef i32 @_ZTv0_n12_NK4Left3getEv(ptr noundef %0) unnamed_addr #11 align 2 !dbg !997 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !998
  %4 = load ptr, ptr %3, align 4, !dbg !998
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !998
  %6 = load i32, ptr %5, align 4, !dbg !998
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !998
  %8 = tail call noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %7), !dbg !998
  ret i32 %8, !dbg !998
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZTv0_n16_N4LeftD1Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !999 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1000
  store ptr %4, ptr %2, align 4, !dbg !1000
  %5 = load ptr, ptr %4, align 4, !dbg !1000
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !1000
  %7 = load i32, ptr %6, align 4, !dbg !1000
  %8 = getelementptr inbounds i8, ptr %4, i32 %7, !dbg !1000
  %9 = tail call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !1000
  ret ptr undef, !dbg !1000
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZTv0_n16_N4LeftD0Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1001 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1002
  %4 = load ptr, ptr %3, align 4, !dbg !1002
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1002
  %6 = load i32, ptr %5, align 4, !dbg !1002
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1002
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !1002
  ret void, !dbg !1002
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !1003 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1005, !DIExpression(), !1006)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT5Right) #13, !dbg !1007
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !1007
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !1007
  ret ptr %3, !dbg !1007
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !1008 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1009, !DIExpression(), !1010)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !1011
  call void @_ZdlPv(ptr noundef %3) #17, !dbg !1011
  ret void, !dbg !1011
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !1012 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1013, !DIExpression(), !1015)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !1016
  %5 = load i32, ptr %4, align 4, !dbg !1016
  ret i32 %5, !dbg !1017
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZTv0_n16_N5RightD1Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1018 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1019
  store ptr %4, ptr %2, align 4, !dbg !1019
  %5 = load ptr, ptr %4, align 4, !dbg !1019
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !1019
  %7 = load i32, ptr %6, align 4, !dbg !1019
  %8 = getelementptr inbounds i8, ptr %4, i32 %7, !dbg !1019
  %9 = tail call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !1019
  ret ptr undef, !dbg !1019
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZTv0_n16_N5RightD0Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1020 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1021
  %4 = load ptr, ptr %3, align 4, !dbg !1021
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1021
  %6 = load i32, ptr %5, align 4, !dbg !1021
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1021
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !1021
  ret void, !dbg !1021
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !1022 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1023, !DIExpression(), !1025)
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1026
  %5 = getelementptr i8, ptr %4, i64 -12, !dbg !1026
  %6 = load i32, ptr %5, align 4, !dbg !1026
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1026
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !1026
  %9 = load i32, ptr %8, align 4, !dbg !1026
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !1027
  %11 = load i32, ptr %10, align 4, !dbg !1027
  %12 = add nsw i32 %9, %11, !dbg !1028
  %13 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !1029
  %14 = getelementptr inbounds %struct.Right, ptr %13, i32 0, i32 1, !dbg !1029
  %15 = load i32, ptr %14, align 4, !dbg !1029
  %16 = add nsw i32 %12, %15, !dbg !1030
  %17 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2, !dbg !1031
  %18 = load i32, ptr %17, align 4, !dbg !1031
  %19 = add nsw i32 %16, %18, !dbg !1032
  ret i32 %19, !dbg !1033
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !1034 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1035, !DIExpression(), !1036)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !1037
  call void @_ZdlPv(ptr noundef %3) #17, !dbg !1037
  ret void, !dbg !1037
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1038 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1039
  store ptr %4, ptr %2, align 4, !dbg !1039
  %5 = getelementptr inbounds i8, ptr %4, i32 -8, !dbg !1039
  %6 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #13, !dbg !1039
  ret ptr undef, !dbg !1039
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1040 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1041
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !1041
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #13, !dbg !1041
  ret void, !dbg !1041
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #11 align 2 !dbg !1042 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1043
  %4 = load ptr, ptr %3, align 4, !dbg !1043
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !1043
  %6 = load i32, ptr %5, align 4, !dbg !1043
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1043
  %8 = tail call noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %7), !dbg !1043
  ret i32 %8, !dbg !1043
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1044 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1045
  store ptr %4, ptr %2, align 4, !dbg !1045
  %5 = load ptr, ptr %4, align 4, !dbg !1045
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !1045
  %7 = load i32, ptr %6, align 4, !dbg !1045
  %8 = getelementptr inbounds i8, ptr %4, i32 %7, !dbg !1045
  %9 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %8) #13, !dbg !1045
  ret ptr undef, !dbg !1045
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 align 2 !dbg !1046 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1047
  %4 = load ptr, ptr %3, align 4, !dbg !1047
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1047
  %6 = load i32, ptr %5, align 4, !dbg !1047
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1047
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !1047
  ret void, !dbg !1047
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4BaseD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !1048 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1049, !DIExpression(), !1050)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !1051
  ret ptr %3, !dbg !1052
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !1053 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1054, !DIExpression(), !1055)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !1056
  call void @_ZdlPv(ptr noundef %3) #17, !dbg !1056
  ret void, !dbg !1057
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !1058 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1059, !DIExpression(), !1060)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !1061
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !1062 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1063, !DIExpression(), !1064)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1065, !DIExpression(), !1064)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5, !dbg !1066
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !1067 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1068, !DIExpression(), !1069)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1070, !DIExpression(), !1069)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5, !dbg !1071
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #7 align 2 !dbg !1072 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1074, !DIExpression(), !1075)
  %4 = load i32, ptr %2, align 4, !dbg !1076
  %5 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4), !dbg !1076
  ret i32 %5, !dbg !1076
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !1077 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1081, !DIExpression(), !1082)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1083, !DIExpression(), !1084)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !1085
  %7 = mul nsw i32 %6, 3, !dbg !1086
  ret i32 %7, !dbg !1087
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #13

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN8RegistryC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !1088 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1089, !DIExpression(), !1091)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3), !dbg !1092
  ret ptr %3, !dbg !1093
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8RegistryD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !1094 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1095, !DIExpression(), !1096)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !1097
  ret ptr %3, !dbg !1098
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #13

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !1099 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1100, !DIExpression(), !1101)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !1102
  store i32 3, ptr %4, align 4, !dbg !1102
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.23), !dbg !1103
  ret ptr %3, !dbg !1105
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !1106 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1107, !DIExpression(), !1108)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !1109
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !1110 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1111, !DIExpression(), !1112)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1113, !DIExpression(), !1112)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !1114
  %8 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !1114
  %9 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef %8) #13, !dbg !1114
  %10 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !1114
  %11 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %10) #13, !dbg !1114
  ret ptr %5, !dbg !1116
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1117 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1123, !DIExpression(), !1125)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1126, !DIExpression(), !1127)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1128, !DIExpression(), !1129)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !1130
  %9 = load i32, ptr %6, align 4, !dbg !1131
  %10 = add nsw i32 %8, %9, !dbg !1132
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !1133
  %12 = load i32, ptr %11, align 4, !dbg !1133
  %13 = add nsw i32 %10, %12, !dbg !1134
  ret i32 %13, !dbg !1135
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1136 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1141, !DIExpression(), !1143)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1144, !DIExpression(), !1145)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1146, !DIExpression(), !1147)
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !1148
  %9 = load ptr, ptr %8, align 4, !dbg !1148
  %10 = load i32, ptr %9, align 4, !dbg !1149
  %11 = add nsw i32 %10, 1, !dbg !1149
  store i32 %11, ptr %9, align 4, !dbg !1149
  %12 = load i32, ptr %6, align 4, !dbg !1150
  %13 = icmp ne i32 %12, 0, !dbg !1150
  br i1 %13, label %14, label %19, !dbg !1150

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !1151
  %16 = mul nsw i32 %15, 1, !dbg !1152
  %17 = load i32, ptr %6, align 4, !dbg !1153
  %18 = add nsw i32 %16, %17, !dbg !1154
  br label %21, !dbg !1150

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !1155
  br label %21, !dbg !1150

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1150
  ret i32 %22, !dbg !1156
}

attributes #0 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nobuiltin noinline optnone ssp allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #11 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!145, !146, !147, !148, !149, !150}
!llvm.ident = !{!151}

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
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !34, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 15)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 2)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 26)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !44, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 5)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !44, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 4)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "n", scope: !93, file: !2, line: 86, type: !96, isLocal: true, isDefinition: true)
!93 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !2, file: !2, line: 85, type: !94, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !98, globals: !125, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!98 = !{!5, !96, !99, !100, !121}
!99 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !102, vtableHolder: !101, identifier: "_ZTS5Right")
!102 = !{!103, !119, !120}
!103 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !101, baseType: !104, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !105, vtableHolder: !104, identifier: "_ZTS4Base")
!105 = !{!106, !109, !110, !115}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !94, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !2, line: 35, baseType: !96, size: 32, offset: 32)
!110 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!111 = !DISubroutineType(types: !112)
!112 = !{!96, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!115 = !DISubprogram(name: "~Base", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !101, file: !2, line: 37, baseType: !96, size: 32, offset: 32)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !122, identifier: "_ZTS4Pair")
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !121, file: !2, line: 63, baseType: !96, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !121, file: !2, line: 63, baseType: !99, size: 32, offset: 32)
!125 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !42, !47, !49, !54, !59, !61, !66, !71, !73, !78, !80, !82, !84, !89, !91, !126, !140}
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "r", scope: !128, file: !2, line: 82, type: !132, isLocal: true, isDefinition: true)
!128 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !2, file: !2, line: 81, type: !129, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!129 = !DISubroutineType(types: !130)
!130 = !{!131}
!131 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !132, size: 32)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !133, identifier: "_ZTS8Registry")
!133 = !{!134, !135, !139}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !132, file: !2, line: 77, baseType: !96, size: 32)
!135 = !DISubprogram(name: "Registry", scope: !132, file: !2, line: 78, type: !136, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = !DISubprogram(name: "~Registry", scope: !132, file: !2, line: 79, type: !136, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !{i32 7, !"Dwarf Version", i32 2}
!146 = !{i32 2, !"Debug Info Version", i32 3}
!147 = !{i32 1, !"wchar_size", i32 4}
!148 = !{i32 1, !"min_enum_size", i32 4}
!149 = !{i32 8, !"PIC Level", i32 2}
!150 = !{i32 7, !"frame-pointer", i32 2}
!151 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!152 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !153, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !157, retainedNodes: !156)
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !155, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!156 = !{}
!157 = !{!158}
!158 = !DITemplateTypeParameter(name: "T", type: !155)
!159 = !DILocalVariable(name: "a", arg: 1, scope: !152, file: !2, line: 53, type: !155)
!160 = !DILocation(line: 53, column: 58, scope: !152)
!161 = !DILocalVariable(arg: 2, scope: !152, file: !2, line: 53, type: !155)
!162 = !DILocation(line: 53, column: 73, scope: !152)
!163 = !DILocation(line: 53, column: 84, scope: !152)
!164 = !DILocation(line: 53, column: 77, scope: !152)
!165 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !166, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!166 = !DISubroutineType(types: !167)
!167 = !{!168, !96}
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !169, identifier: "_ZTS3Big")
!169 = !{!170, !172, !173, !174, !175}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !168, file: !2, line: 62, baseType: !171, size: 64)
!171 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 64)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 128)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 192)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !168, file: !2, line: 62, baseType: !176, size: 104, offset: 256)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!177 = !DILocalVariable(name: "seed", arg: 1, scope: !165, file: !2, line: 65, type: !96)
!178 = !DILocation(line: 65, column: 44, scope: !165)
!179 = !DILocalVariable(name: "r", scope: !165, file: !2, line: 66, type: !168)
!180 = !DILocation(line: 66, column: 7, scope: !165)
!181 = !DILocation(line: 67, column: 9, scope: !165)
!182 = !DILocation(line: 67, column: 5, scope: !165)
!183 = !DILocation(line: 67, column: 7, scope: !165)
!184 = !DILocation(line: 67, column: 21, scope: !165)
!185 = !DILocation(line: 67, column: 26, scope: !165)
!186 = !DILocation(line: 67, column: 17, scope: !165)
!187 = !DILocation(line: 67, column: 19, scope: !165)
!188 = !DILocation(line: 67, column: 37, scope: !165)
!189 = !DILocation(line: 67, column: 42, scope: !165)
!190 = !DILocation(line: 67, column: 33, scope: !165)
!191 = !DILocation(line: 67, column: 35, scope: !165)
!192 = !DILocation(line: 67, column: 54, scope: !165)
!193 = !DILocation(line: 67, column: 53, scope: !165)
!194 = !DILocation(line: 67, column: 49, scope: !165)
!195 = !DILocation(line: 67, column: 51, scope: !165)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 68, type: !96)
!197 = distinct !DILexicalBlock(scope: !165, file: !2, line: 68, column: 3)
!198 = !DILocation(line: 68, column: 12, scope: !197)
!199 = !DILocation(line: 68, column: 8, scope: !197)
!200 = !DILocation(line: 68, column: 19, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 68, column: 3)
!202 = !DILocation(line: 68, column: 21, scope: !201)
!203 = !DILocation(line: 68, column: 3, scope: !197)
!204 = !DILocation(line: 68, column: 57, scope: !201)
!205 = !DILocation(line: 68, column: 64, scope: !201)
!206 = !DILocation(line: 68, column: 62, scope: !201)
!207 = !DILocation(line: 68, column: 67, scope: !201)
!208 = !DILocation(line: 68, column: 54, scope: !201)
!209 = !DILocation(line: 68, column: 49, scope: !201)
!210 = !DILocation(line: 68, column: 34, scope: !201)
!211 = !DILocation(line: 68, column: 38, scope: !201)
!212 = !DILocation(line: 68, column: 32, scope: !201)
!213 = !DILocation(line: 68, column: 41, scope: !201)
!214 = !DILocation(line: 68, column: 27, scope: !201)
!215 = !DILocation(line: 68, column: 3, scope: !201)
!216 = distinct !{!216, !203, !217, !218}
!217 = !DILocation(line: 68, column: 71, scope: !197)
!218 = !{!"llvm.loop.mustprogress"}
!219 = !DILocation(line: 69, column: 5, scope: !165)
!220 = !DILocation(line: 69, column: 3, scope: !165)
!221 = !DILocation(line: 69, column: 13, scope: !165)
!222 = !DILocation(line: 70, column: 3, scope: !165)
!223 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !224, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!224 = !DISubroutineType(types: !225)
!225 = !{!171, !168}
!226 = !DILocalVariable(name: "b", arg: 1, scope: !223, file: !2, line: 72, type: !168)
!227 = !DILocation(line: 72, column: 49, scope: !223)
!228 = !DILocation(line: 72, column: 63, scope: !223)
!229 = !DILocation(line: 72, column: 69, scope: !223)
!230 = !DILocation(line: 72, column: 65, scope: !223)
!231 = !DILocation(line: 72, column: 75, scope: !223)
!232 = !DILocation(line: 72, column: 71, scope: !223)
!233 = !DILocation(line: 72, column: 81, scope: !223)
!234 = !DILocation(line: 72, column: 77, scope: !223)
!235 = !DILocation(line: 72, column: 87, scope: !223)
!236 = !DILocation(line: 72, column: 85, scope: !223)
!237 = !DILocation(line: 72, column: 83, scope: !223)
!238 = !DILocation(line: 72, column: 54, scope: !223)
!239 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !240, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!240 = !DISubroutineType(types: !241)
!241 = !{!121, !121}
!242 = !DILocalVariable(name: "p", arg: 1, scope: !239, file: !2, line: 73, type: !121)
!243 = !DILocation(line: 73, column: 47, scope: !239)
!244 = !DILocalVariable(name: "q", scope: !239, file: !2, line: 73, type: !121)
!245 = !DILocation(line: 73, column: 57, scope: !239)
!246 = !DILocation(line: 73, column: 61, scope: !239)
!247 = !DILocation(line: 73, column: 69, scope: !239)
!248 = !DILocation(line: 73, column: 67, scope: !239)
!249 = !DILocation(line: 73, column: 81, scope: !239)
!250 = !DILocation(line: 73, column: 79, scope: !239)
!251 = !DILocation(line: 73, column: 85, scope: !239)
!252 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !253, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!253 = !DISubroutineType(types: !254)
!254 = !{!255, !256}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!256 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!257 = !DILocalVariable(name: "n", arg: 1, scope: !252, file: !2, line: 91, type: !256)
!258 = !DILocation(line: 91, column: 34, scope: !252)
!259 = !DILocation(line: 91, column: 53, scope: !252)
!260 = !DILocation(line: 91, column: 57, scope: !252)
!261 = !DILocation(line: 91, column: 46, scope: !252)
!262 = !DILocation(line: 91, column: 39, scope: !252)
!263 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !264, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !255}
!266 = !DILocalVariable(name: "p", arg: 1, scope: !263, file: !2, line: 92, type: !255)
!267 = !DILocation(line: 92, column: 28, scope: !263)
!268 = !DILocation(line: 92, column: 47, scope: !263)
!269 = !DILocation(line: 92, column: 42, scope: !263)
!270 = !DILocation(line: 92, column: 51, scope: !263)
!271 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !272, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !255, !256}
!274 = !DILocalVariable(name: "p", arg: 1, scope: !271, file: !2, line: 93, type: !255)
!275 = !DILocation(line: 93, column: 28, scope: !271)
!276 = !DILocalVariable(arg: 2, scope: !271, file: !2, line: 93, type: !256)
!277 = !DILocation(line: 93, column: 44, scope: !271)
!278 = !DILocation(line: 93, column: 62, scope: !271)
!279 = !DILocation(line: 93, column: 57, scope: !271)
!280 = !DILocation(line: 93, column: 66, scope: !271)
!281 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!282 = !DILocalVariable(name: "shapes", scope: !281, file: !2, line: 96, type: !283)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !284, size: 96, elements: !301)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 32)
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !286, vtableHolder: !285, identifier: "_ZTS5Shape")
!286 = !{!287, !288, !292, !298}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!288 = !DISubprogram(name: "~Shape", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, containingType: !285, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !291}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !285, file: !2, line: 11, type: !293, scopeLine: 11, containingType: !285, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!293 = !DISubroutineType(types: !294)
!294 = !{!295, !296}
!295 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !285)
!298 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !285, file: !2, line: 12, type: !299, scopeLine: 12, containingType: !285, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!299 = !DISubroutineType(types: !300)
!300 = !{!155, !296}
!301 = !{!302}
!302 = !DISubrange(count: 3)
!303 = !DILocation(line: 96, column: 10, scope: !281)
!304 = !DILocation(line: 96, column: 23, scope: !281)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !306, vtableHolder: !285, identifier: "_ZTS4Rect")
!306 = !{!307, !308, !309, !310, !314, !319}
!307 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !305, baseType: !285, extraData: i32 0)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !305, file: !2, line: 16, baseType: !295, size: 64, offset: 32)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !305, file: !2, line: 16, baseType: !295, size: 64, offset: 96)
!310 = !DISubprogram(name: "Rect", scope: !305, file: !2, line: 17, type: !311, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !313, !295, !295}
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!314 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !305, file: !2, line: 18, type: !315, scopeLine: 18, containingType: !305, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!315 = !DISubroutineType(types: !316)
!316 = !{!295, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !305)
!319 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !305, file: !2, line: 19, type: !320, scopeLine: 19, containingType: !305, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!320 = !DISubroutineType(types: !321)
!321 = !{!155, !317}
!322 = !DILocation(line: 96, column: 27, scope: !281)
!323 = !DILocation(line: 96, column: 22, scope: !281)
!324 = !DILocation(line: 96, column: 39, scope: !281)
!325 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !326, vtableHolder: !285, identifier: "_ZTS6Square")
!326 = !{!327, !328, !332}
!327 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !325, baseType: !305, extraData: i32 0)
!328 = !DISubprogram(name: "Square", scope: !325, file: !2, line: 23, type: !329, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !331, !295}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !325, file: !2, line: 24, type: !333, scopeLine: 24, containingType: !325, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!333 = !DISubroutineType(types: !334)
!334 = !{!155, !335}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !325)
!337 = !DILocation(line: 96, column: 43, scope: !281)
!338 = !DILocation(line: 96, column: 54, scope: !281)
!339 = !DILocation(line: 96, column: 58, scope: !281)
!340 = !DILocalVariable(name: "total", scope: !281, file: !2, line: 97, type: !295)
!341 = !DILocation(line: 97, column: 10, scope: !281)
!342 = !DILocalVariable(name: "__range1", scope: !343, type: !344, flags: DIFlagArtificial)
!343 = distinct !DILexicalBlock(scope: !281, file: !2, line: 98, column: 3)
!344 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !283, size: 32)
!345 = !DILocation(line: 0, scope: !343)
!346 = !DILocation(line: 98, column: 19, scope: !343)
!347 = !DILocalVariable(name: "__begin1", scope: !343, type: !348, flags: DIFlagArtificial)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 32)
!349 = !DILocation(line: 98, column: 17, scope: !343)
!350 = !DILocalVariable(name: "__end1", scope: !343, type: !348, flags: DIFlagArtificial)
!351 = !DILocalVariable(name: "s", scope: !352, file: !2, line: 98, type: !284)
!352 = distinct !DILexicalBlock(scope: !343, file: !2, line: 98, column: 3)
!353 = !DILocation(line: 98, column: 15, scope: !352)
!354 = !DILocation(line: 98, column: 17, scope: !352)
!355 = !DILocation(line: 99, column: 25, scope: !356)
!356 = distinct !DILexicalBlock(scope: !352, file: !2, line: 98, column: 27)
!357 = !DILocation(line: 99, column: 28, scope: !356)
!358 = !DILocation(line: 99, column: 36, scope: !356)
!359 = !DILocation(line: 99, column: 39, scope: !356)
!360 = !DILocation(line: 99, column: 5, scope: !356)
!361 = !DILocation(line: 100, column: 14, scope: !356)
!362 = !DILocation(line: 100, column: 17, scope: !356)
!363 = !DILocation(line: 100, column: 11, scope: !356)
!364 = !DILocation(line: 98, column: 3, scope: !343)
!365 = distinct !{!365, !364, !366}
!366 = !DILocation(line: 101, column: 3, scope: !343)
!367 = !DILocation(line: 140, column: 1, scope: !281)
!368 = !DILocalVariable(name: "__range1", scope: !369, type: !344, flags: DIFlagArtificial)
!369 = distinct !DILexicalBlock(scope: !281, file: !2, line: 102, column: 3)
!370 = !DILocation(line: 0, scope: !369)
!371 = !DILocation(line: 102, column: 19, scope: !369)
!372 = !DILocalVariable(name: "__begin1", scope: !369, type: !348, flags: DIFlagArtificial)
!373 = !DILocation(line: 102, column: 17, scope: !369)
!374 = !DILocalVariable(name: "__end1", scope: !369, type: !348, flags: DIFlagArtificial)
!375 = !DILocalVariable(name: "s", scope: !376, file: !2, line: 102, type: !284)
!376 = distinct !DILexicalBlock(scope: !369, file: !2, line: 102, column: 3)
!377 = !DILocation(line: 102, column: 15, scope: !376)
!378 = !DILocation(line: 102, column: 17, scope: !376)
!379 = !DILocation(line: 102, column: 34, scope: !376)
!380 = !DILocation(line: 102, column: 27, scope: !376)
!381 = !DILocation(line: 102, column: 3, scope: !369)
!382 = distinct !{!382, !381, !383}
!383 = !DILocation(line: 102, column: 34, scope: !369)
!384 = !DILocation(line: 103, column: 31, scope: !281)
!385 = !DILocation(line: 103, column: 3, scope: !281)
!386 = !DILocalVariable(name: "w", scope: !281, file: !2, line: 105, type: !387)
!387 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !388, vtableHolder: !390, identifier: "_ZTS6Widget")
!388 = !{!389, !399, !408, !413}
!389 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !387, baseType: !390, extraData: i32 0)
!390 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !391, vtableHolder: !390, identifier: "_ZTS5Named")
!391 = !{!392, !393, !394}
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !390, file: !2, line: 27, baseType: !96, size: 32, offset: 32)
!394 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !390, file: !2, line: 27, type: !395, scopeLine: 27, containingType: !390, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!395 = !DISubroutineType(types: !396)
!396 = !{!155, !397}
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !390)
!399 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !387, baseType: !400, offset: 64, extraData: i32 0)
!400 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !401, vtableHolder: !400, identifier: "_ZTS7Counted")
!401 = !{!402, !403, !404}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !400, file: !2, line: 28, baseType: !96, size: 32, offset: 32)
!404 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !400, file: !2, line: 28, type: !405, scopeLine: 28, containingType: !400, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!405 = !DISubroutineType(types: !406)
!406 = !{null, !407}
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!408 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !387, file: !2, line: 31, type: !409, scopeLine: 31, containingType: !387, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!409 = !DISubroutineType(types: !410)
!410 = !{!155, !411}
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !387)
!413 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !387, file: !2, line: 32, type: !414, scopeLine: 32, containingType: !387, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !416}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DILocation(line: 105, column: 10, scope: !281)
!418 = !DILocalVariable(name: "c", scope: !281, file: !2, line: 106, type: !419)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 32)
!420 = !DILocation(line: 106, column: 12, scope: !281)
!421 = !DILocation(line: 106, column: 16, scope: !281)
!422 = !DILocalVariable(name: "n", scope: !281, file: !2, line: 107, type: !423)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 32)
!424 = !DILocation(line: 107, column: 10, scope: !281)
!425 = !DILocation(line: 108, column: 3, scope: !281)
!426 = !DILocation(line: 108, column: 6, scope: !281)
!427 = !DILocation(line: 108, column: 14, scope: !281)
!428 = !DILocation(line: 108, column: 17, scope: !281)
!429 = !DILocation(line: 109, column: 24, scope: !281)
!430 = !DILocation(line: 109, column: 27, scope: !281)
!431 = !DILocation(line: 109, column: 36, scope: !281)
!432 = !DILocation(line: 109, column: 38, scope: !281)
!433 = !DILocation(line: 109, column: 47, scope: !281)
!434 = !DILocation(line: 109, column: 3, scope: !281)
!435 = !DILocalVariable(name: "d", scope: !281, file: !2, line: 111, type: !436)
!436 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !437, vtableHolder: !439, identifier: "_ZTS7Diamond")
!437 = !{!438, !449, !450, !451}
!438 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !436, baseType: !439, extraData: i32 0)
!439 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !440, vtableHolder: !439, identifier: "_ZTS4Left")
!440 = !{!441, !442, !443, !444}
!441 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !439, baseType: !104, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !439, file: !2, line: 36, baseType: !96, size: 32, offset: 32)
!444 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !439, file: !2, line: 36, type: !445, scopeLine: 36, containingType: !439, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!445 = !DISubroutineType(types: !446)
!446 = !{!96, !447}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !439)
!449 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !436, baseType: !101, offset: 64, extraData: i32 0)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !436, file: !2, line: 38, baseType: !96, size: 32, offset: 128)
!451 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !436, file: !2, line: 38, type: !452, scopeLine: 38, containingType: !436, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!452 = !DISubroutineType(types: !453)
!453 = !{!96, !454}
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !436)
!456 = !DILocation(line: 111, column: 11, scope: !281)
!457 = !DILocalVariable(name: "bp", scope: !281, file: !2, line: 112, type: !458)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!459 = !DILocation(line: 112, column: 9, scope: !281)
!460 = !DILocation(line: 112, column: 14, scope: !281)
!461 = !DILocalVariable(name: "lp", scope: !281, file: !2, line: 113, type: !462)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 32)
!463 = !DILocation(line: 113, column: 9, scope: !281)
!464 = !DILocation(line: 114, column: 32, scope: !281)
!465 = !DILocation(line: 114, column: 36, scope: !281)
!466 = !DILocation(line: 114, column: 43, scope: !281)
!467 = !DILocation(line: 114, column: 47, scope: !281)
!468 = !DILocation(line: 114, column: 54, scope: !281)
!469 = !DILocation(line: 114, column: 63, scope: !281)
!470 = !DILocation(line: 114, column: 3, scope: !281)
!471 = !DILocation(line: 115, column: 53, scope: !281)
!472 = !DILocation(line: 115, column: 31, scope: !281)
!473 = !DILocation(line: 115, column: 57, scope: !281)
!474 = !DILocation(line: 115, column: 3, scope: !281)
!475 = !DILocalVariable(name: "arr", scope: !281, file: !2, line: 117, type: !476)
!476 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !477, templateParams: !494, identifier: "_ZTS5ArrayIiLi8EE")
!477 = !{!478, !482, !487}
!478 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !476, file: !2, line: 43, baseType: !479, size: 256)
!479 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !480)
!480 = !{!481}
!481 = !DISubrange(count: 8)
!482 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !476, file: !2, line: 44, type: !483, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!483 = !DISubroutineType(types: !484)
!484 = !{!485, !486, !96}
!485 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 32)
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!487 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !476, file: !2, line: 45, type: !488, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!488 = !DISubroutineType(types: !489)
!489 = !{!490, !492, !96}
!490 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !491, size: 32)
!491 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !493, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!493 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !476)
!494 = !{!495, !496}
!495 = !DITemplateTypeParameter(name: "T", type: !96)
!496 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!497 = !DILocation(line: 117, column: 17, scope: !281)
!498 = !DILocalVariable(name: "i", scope: !499, file: !2, line: 118, type: !96)
!499 = distinct !DILexicalBlock(scope: !281, file: !2, line: 118, column: 3)
!500 = !DILocation(line: 118, column: 12, scope: !499)
!501 = !DILocation(line: 118, column: 8, scope: !499)
!502 = !DILocation(line: 118, column: 19, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !2, line: 118, column: 3)
!504 = !DILocation(line: 118, column: 21, scope: !503)
!505 = !DILocation(line: 118, column: 3, scope: !499)
!506 = !DILocation(line: 118, column: 40, scope: !503)
!507 = !DILocation(line: 118, column: 44, scope: !503)
!508 = !DILocation(line: 118, column: 42, scope: !503)
!509 = !DILocation(line: 118, column: 35, scope: !503)
!510 = !DILocation(line: 118, column: 31, scope: !503)
!511 = !DILocation(line: 118, column: 38, scope: !503)
!512 = !DILocation(line: 118, column: 26, scope: !503)
!513 = !DILocation(line: 118, column: 3, scope: !503)
!514 = distinct !{!514, !505, !515, !218}
!515 = !DILocation(line: 118, column: 44, scope: !499)
!516 = !DILocalVariable(name: "bias", scope: !281, file: !2, line: 119, type: !96)
!517 = !DILocation(line: 119, column: 7, scope: !281)
!518 = !DILocalVariable(name: "add", scope: !281, file: !2, line: 120, type: !519)
!519 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !520)
!520 = !{!521}
!521 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !519, file: !2, line: 120, baseType: !96, size: 32)
!522 = !DILocation(line: 120, column: 8, scope: !281)
!523 = !DILocation(line: 120, column: 14, scope: !281)
!524 = !DILocation(line: 120, column: 15, scope: !281)
!525 = !DILocalVariable(name: "prod_count", scope: !281, file: !2, line: 121, type: !96)
!526 = !DILocation(line: 121, column: 7, scope: !281)
!527 = !DILocalVariable(name: "mul", scope: !281, file: !2, line: 122, type: !528)
!528 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !529)
!529 = !{!530}
!530 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !528, file: !2, line: 122, baseType: !485, size: 32)
!531 = !DILocation(line: 122, column: 8, scope: !281)
!532 = !DILocation(line: 122, column: 14, scope: !281)
!533 = !DILocation(line: 123, column: 43, scope: !281)
!534 = !DILocation(line: 123, column: 35, scope: !281)
!535 = !DILocation(line: 123, column: 61, scope: !281)
!536 = !DILocation(line: 123, column: 53, scope: !281)
!537 = !DILocation(line: 123, column: 67, scope: !281)
!538 = !DILocation(line: 123, column: 3, scope: !281)
!539 = !DILocalVariable(name: "gen", scope: !281, file: !2, line: 124, type: !540)
!540 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !156)
!541 = !DILocation(line: 124, column: 8, scope: !281)
!542 = !DILocation(line: 125, column: 27, scope: !281)
!543 = !DILocation(line: 125, column: 36, scope: !281)
!544 = !DILocation(line: 125, column: 3, scope: !281)
!545 = !DILocalVariable(name: "fp", scope: !281, file: !2, line: 126, type: !546)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !547, size: 32)
!547 = !DISubroutineType(types: !548)
!548 = !{!96, !96}
!549 = !DILocation(line: 126, column: 9, scope: !281)
!550 = !DILocation(line: 126, column: 20, scope: !281)
!551 = !DILocation(line: 127, column: 21, scope: !281)
!552 = !DILocation(line: 127, column: 3, scope: !281)
!553 = !DILocation(line: 129, column: 30, scope: !281)
!554 = !DILocation(line: 129, column: 44, scope: !281)
!555 = !DILocation(line: 129, column: 63, scope: !281)
!556 = !DILocation(line: 129, column: 3, scope: !281)
!557 = !DILocation(line: 130, column: 29, scope: !281)
!558 = !DILocation(line: 130, column: 59, scope: !281)
!559 = !DILocation(line: 130, column: 81, scope: !281)
!560 = !DILocation(line: 130, column: 3, scope: !281)
!561 = !DILocalVariable(name: "b", scope: !281, file: !2, line: 132, type: !168)
!562 = !DILocation(line: 132, column: 7, scope: !281)
!563 = !DILocation(line: 132, column: 11, scope: !281)
!564 = !DILocation(line: 133, column: 35, scope: !281)
!565 = !DILocation(line: 133, column: 27, scope: !281)
!566 = !DILocation(line: 133, column: 41, scope: !281)
!567 = !DILocation(line: 133, column: 39, scope: !281)
!568 = !DILocation(line: 133, column: 3, scope: !281)
!569 = !DILocalVariable(name: "p", scope: !281, file: !2, line: 134, type: !121)
!570 = !DILocation(line: 134, column: 8, scope: !281)
!571 = !DILocation(line: 134, column: 26, scope: !281)
!572 = !DILocation(line: 134, column: 12, scope: !281)
!573 = !DILocation(line: 135, column: 30, scope: !281)
!574 = !DILocation(line: 135, column: 35, scope: !281)
!575 = !DILocation(line: 135, column: 33, scope: !281)
!576 = !DILocation(line: 135, column: 3, scope: !281)
!577 = !DILocalVariable(name: "a1", scope: !281, file: !2, line: 137, type: !96)
!578 = !DILocation(line: 137, column: 7, scope: !281)
!579 = !DILocation(line: 137, column: 12, scope: !281)
!580 = !DILocalVariable(name: "a2", scope: !281, file: !2, line: 137, type: !96)
!581 = !DILocation(line: 137, column: 23, scope: !281)
!582 = !DILocation(line: 137, column: 28, scope: !281)
!583 = !DILocation(line: 138, column: 40, scope: !281)
!584 = !DILocation(line: 138, column: 44, scope: !281)
!585 = !DILocation(line: 138, column: 48, scope: !281)
!586 = !DILocation(line: 138, column: 59, scope: !281)
!587 = !DILocation(line: 138, column: 3, scope: !281)
!588 = !DILocation(line: 139, column: 3, scope: !281)
!589 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC1Edd", scope: !305, file: !2, line: 17, type: !311, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !310, retainedNodes: !156)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !589, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 32)
!592 = !DILocation(line: 0, scope: !589)
!593 = !DILocalVariable(name: "a", arg: 2, scope: !589, file: !2, line: 17, type: !295)
!594 = !DILocation(line: 17, column: 15, scope: !589)
!595 = !DILocalVariable(name: "b", arg: 3, scope: !589, file: !2, line: 17, type: !295)
!596 = !DILocation(line: 17, column: 25, scope: !589)
!597 = !DILocation(line: 17, column: 41, scope: !589)
!598 = !DILocation(line: 17, column: 42, scope: !589)
!599 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC1Ed", scope: !325, file: !2, line: 23, type: !329, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !328, retainedNodes: !156)
!600 = !DILocalVariable(name: "this", arg: 1, scope: !599, type: !601, flags: DIFlagArtificial | DIFlagObjectPointer)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32)
!602 = !DILocation(line: 0, scope: !599)
!603 = !DILocalVariable(name: "s", arg: 2, scope: !599, file: !2, line: 23, type: !295)
!604 = !DILocation(line: 23, column: 26, scope: !599)
!605 = !DILocation(line: 23, column: 42, scope: !599)
!606 = !DILocation(line: 23, column: 43, scope: !599)
!607 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC1Ev", scope: !387, file: !2, line: 30, type: !414, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !608, retainedNodes: !156)
!608 = !DISubprogram(name: "Widget", scope: !387, type: !414, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!609 = !DILocalVariable(name: "this", arg: 1, scope: !607, type: !610, flags: DIFlagArtificial | DIFlagObjectPointer)
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 32)
!611 = !DILocation(line: 0, scope: !607)
!612 = !DILocation(line: 30, column: 8, scope: !607)
!613 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !436, file: !2, line: 38, type: !614, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !617, retainedNodes: !156)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !616}
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!617 = !DISubprogram(name: "Diamond", scope: !436, type: !614, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !613, type: !619, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 32)
!620 = !DILocation(line: 0, scope: !613)
!621 = !DILocation(line: 38, column: 8, scope: !613)
!622 = !DILocation(line: 38, column: 36, scope: !613)
!623 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !476, file: !2, line: 44, type: !483, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !482, retainedNodes: !156)
!624 = !DILocalVariable(name: "this", arg: 1, scope: !623, type: !625, flags: DIFlagArtificial | DIFlagObjectPointer)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 32)
!626 = !DILocation(line: 0, scope: !623)
!627 = !DILocalVariable(name: "i", arg: 2, scope: !623, file: !2, line: 44, type: !96)
!628 = !DILocation(line: 44, column: 21, scope: !623)
!629 = !DILocation(line: 44, column: 33, scope: !623)
!630 = !DILocation(line: 44, column: 38, scope: !623)
!631 = !DILocation(line: 44, column: 26, scope: !623)
!632 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !476, file: !2, line: 46, type: !633, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !636, declaration: !635, retainedNodes: !156)
!633 = !DISubroutineType(types: !634)
!634 = !{!96, !492, !96, !519}
!635 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !476, file: !2, line: 46, type: !633, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !636)
!636 = !{!637}
!637 = !DITemplateTypeParameter(name: "F", type: !519)
!638 = !DILocalVariable(name: "this", arg: 1, scope: !632, type: !639, flags: DIFlagArtificial | DIFlagObjectPointer)
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !493, size: 32)
!640 = !DILocation(line: 0, scope: !632)
!641 = !DILocalVariable(name: "init", arg: 2, scope: !632, file: !2, line: 46, type: !96)
!642 = !DILocation(line: 46, column: 34, scope: !632)
!643 = !DILocalVariable(name: "f", arg: 3, scope: !632, file: !2, line: 46, type: !519)
!644 = !DILocation(line: 46, column: 42, scope: !632)
!645 = !DILocalVariable(name: "i", scope: !646, file: !2, line: 47, type: !96)
!646 = distinct !DILexicalBlock(scope: !632, file: !2, line: 47, column: 5)
!647 = !DILocation(line: 47, column: 14, scope: !646)
!648 = !DILocation(line: 47, column: 10, scope: !646)
!649 = !DILocation(line: 47, column: 21, scope: !650)
!650 = distinct !DILexicalBlock(scope: !646, file: !2, line: 47, column: 5)
!651 = !DILocation(line: 47, column: 23, scope: !650)
!652 = !DILocation(line: 47, column: 5, scope: !646)
!653 = !DILocation(line: 47, column: 42, scope: !650)
!654 = !DILocation(line: 47, column: 48, scope: !650)
!655 = !DILocation(line: 47, column: 53, scope: !650)
!656 = !DILocation(line: 47, column: 40, scope: !650)
!657 = !DILocation(line: 47, column: 38, scope: !650)
!658 = !DILocation(line: 47, column: 33, scope: !650)
!659 = !DILocation(line: 47, column: 28, scope: !650)
!660 = !DILocation(line: 47, column: 5, scope: !650)
!661 = distinct !{!661, !652, !662, !218}
!662 = !DILocation(line: 47, column: 55, scope: !646)
!663 = !DILocation(line: 48, column: 12, scope: !632)
!664 = !DILocation(line: 48, column: 5, scope: !632)
!665 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !476, file: !2, line: 46, type: !666, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !669, declaration: !668, retainedNodes: !156)
!666 = !DISubroutineType(types: !667)
!667 = !{!96, !492, !96, !528}
!668 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !476, file: !2, line: 46, type: !666, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !669)
!669 = !{!670}
!670 = !DITemplateTypeParameter(name: "F", type: !528)
!671 = !DILocalVariable(name: "this", arg: 1, scope: !665, type: !639, flags: DIFlagArtificial | DIFlagObjectPointer)
!672 = !DILocation(line: 0, scope: !665)
!673 = !DILocalVariable(name: "init", arg: 2, scope: !665, file: !2, line: 46, type: !96)
!674 = !DILocation(line: 46, column: 34, scope: !665)
!675 = !DILocalVariable(name: "f", arg: 3, scope: !665, file: !2, line: 46, type: !528)
!676 = !DILocation(line: 46, column: 42, scope: !665)
!677 = !DILocalVariable(name: "i", scope: !678, file: !2, line: 47, type: !96)
!678 = distinct !DILexicalBlock(scope: !665, file: !2, line: 47, column: 5)
!679 = !DILocation(line: 47, column: 14, scope: !678)
!680 = !DILocation(line: 47, column: 10, scope: !678)
!681 = !DILocation(line: 47, column: 21, scope: !682)
!682 = distinct !DILexicalBlock(scope: !678, file: !2, line: 47, column: 5)
!683 = !DILocation(line: 47, column: 23, scope: !682)
!684 = !DILocation(line: 47, column: 5, scope: !678)
!685 = !DILocation(line: 47, column: 42, scope: !682)
!686 = !DILocation(line: 47, column: 48, scope: !682)
!687 = !DILocation(line: 47, column: 53, scope: !682)
!688 = !DILocation(line: 47, column: 40, scope: !682)
!689 = !DILocation(line: 47, column: 38, scope: !682)
!690 = !DILocation(line: 47, column: 33, scope: !682)
!691 = !DILocation(line: 47, column: 28, scope: !682)
!692 = !DILocation(line: 47, column: 5, scope: !682)
!693 = distinct !{!693, !684, !694, !218}
!694 = !DILocation(line: 47, column: 55, scope: !678)
!695 = !DILocation(line: 48, column: 12, scope: !665)
!696 = !DILocation(line: 48, column: 5, scope: !665)
!697 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !540, file: !2, line: 124, type: !698, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !703, declaration: !702, retainedNodes: !156)
!698 = !DISubroutineType(types: !699)
!699 = !{!96, !700, !96}
!700 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !701, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!701 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !540)
!702 = !DISubprogram(name: "operator()<int>", scope: !540, file: !2, line: 124, type: !698, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !703)
!703 = !{!704}
!704 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!705 = !DILocalVariable(name: "this", arg: 1, scope: !697, type: !706, flags: DIFlagArtificial | DIFlagObjectPointer)
!706 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !701, size: 32)
!707 = !DILocation(line: 0, scope: !697)
!708 = !DILocalVariable(name: "x", arg: 2, scope: !697, file: !2, line: 124, type: !96)
!709 = !DILocation(line: 124, column: 22, scope: !697)
!710 = !DILocation(line: 124, column: 34, scope: !697)
!711 = !DILocation(line: 124, column: 38, scope: !697)
!712 = !DILocation(line: 124, column: 36, scope: !697)
!713 = !DILocation(line: 124, column: 27, scope: !697)
!714 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !540, file: !2, line: 124, type: !715, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !718, declaration: !717, retainedNodes: !156)
!715 = !DISubroutineType(types: !716)
!716 = !{!295, !700, !295}
!717 = !DISubprogram(name: "operator()<double>", scope: !540, file: !2, line: 124, type: !715, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !718)
!718 = !{!719}
!719 = !DITemplateTypeParameter(name: "x:auto", type: !295)
!720 = !DILocalVariable(name: "this", arg: 1, scope: !714, type: !706, flags: DIFlagArtificial | DIFlagObjectPointer)
!721 = !DILocation(line: 0, scope: !714)
!722 = !DILocalVariable(name: "x", arg: 2, scope: !714, file: !2, line: 124, type: !295)
!723 = !DILocation(line: 124, column: 22, scope: !714)
!724 = !DILocation(line: 124, column: 34, scope: !714)
!725 = !DILocation(line: 124, column: 38, scope: !714)
!726 = !DILocation(line: 124, column: 36, scope: !714)
!727 = !DILocation(line: 124, column: 27, scope: !714)
!728 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !729, file: !2, line: 126, type: !730, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !734, retainedNodes: !156)
!729 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !156)
!730 = !DISubroutineType(types: !731)
!731 = !{!546, !732}
!732 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !733, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!733 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !729)
!734 = !DISubprogram(name: "operator int (*)(int)", scope: !729, type: !730, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!735 = !DILocalVariable(name: "this", arg: 1, scope: !728, type: !736, flags: DIFlagArtificial | DIFlagObjectPointer)
!736 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !733, size: 32)
!737 = !DILocation(line: 0, scope: !728)
!738 = !DILocation(line: 126, column: 20, scope: !728)
!739 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !2, file: !2, line: 52, type: !740, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !742, retainedNodes: !156)
!740 = !DISubroutineType(types: !741)
!741 = !{!96, !96, !96}
!742 = !{!495}
!743 = !DILocalVariable(name: "a", arg: 1, scope: !739, file: !2, line: 52, type: !96)
!744 = !DILocation(line: 52, column: 34, scope: !739)
!745 = !DILocalVariable(name: "b", arg: 2, scope: !739, file: !2, line: 52, type: !96)
!746 = !DILocation(line: 52, column: 39, scope: !739)
!747 = !DILocation(line: 52, column: 51, scope: !739)
!748 = !DILocation(line: 52, column: 55, scope: !739)
!749 = !DILocation(line: 52, column: 53, scope: !739)
!750 = !DILocation(line: 52, column: 59, scope: !739)
!751 = !DILocation(line: 52, column: 63, scope: !739)
!752 = !DILocation(line: 52, column: 44, scope: !739)
!753 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !2, file: !2, line: 52, type: !754, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !756, retainedNodes: !156)
!754 = !DISubroutineType(types: !755)
!755 = !{!295, !295, !295}
!756 = !{!757}
!757 = !DITemplateTypeParameter(name: "T", type: !295)
!758 = !DILocalVariable(name: "a", arg: 1, scope: !753, file: !2, line: 52, type: !295)
!759 = !DILocation(line: 52, column: 34, scope: !753)
!760 = !DILocalVariable(name: "b", arg: 2, scope: !753, file: !2, line: 52, type: !295)
!761 = !DILocation(line: 52, column: 39, scope: !753)
!762 = !DILocation(line: 52, column: 51, scope: !753)
!763 = !DILocation(line: 52, column: 55, scope: !753)
!764 = !DILocation(line: 52, column: 53, scope: !753)
!765 = !DILocation(line: 52, column: 59, scope: !753)
!766 = !DILocation(line: 52, column: 63, scope: !753)
!767 = !DILocation(line: 52, column: 44, scope: !753)
!768 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !2, file: !2, line: 55, type: !769, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !771, retainedNodes: !156)
!769 = !DISubroutineType(types: !770)
!770 = !{!96, !96, !5, !295, !155}
!771 = !{!772}
!772 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !773)
!773 = !{!774, !775, !776, !777}
!774 = !DITemplateTypeParameter(type: !96)
!775 = !DITemplateTypeParameter(type: !5)
!776 = !DITemplateTypeParameter(type: !295)
!777 = !DITemplateTypeParameter(type: !155)
!778 = !DILocalVariable(arg: 1, scope: !768, file: !2, line: 55, type: !96)
!779 = !DILocation(line: 55, column: 47, scope: !768)
!780 = !DILocalVariable(arg: 2, scope: !768, file: !2, line: 55, type: !5)
!781 = !DILocalVariable(arg: 3, scope: !768, file: !2, line: 55, type: !295)
!782 = !DILocalVariable(arg: 4, scope: !768, file: !2, line: 55, type: !155)
!783 = !DILocation(line: 55, column: 51, scope: !768)
!784 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !785, file: !2, line: 58, type: !788, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !787)
!785 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !786, templateParams: !742, identifier: "_ZTS8TypeNameIiE")
!786 = !{!787}
!787 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !785, file: !2, line: 58, type: !788, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!788 = !DISubroutineType(types: !789)
!789 = !{!155}
!790 = !DILocation(line: 58, column: 63, scope: !784)
!791 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !792, file: !2, line: 59, type: !788, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !794)
!792 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !793, templateParams: !756, identifier: "_ZTS8TypeNameIdE")
!793 = !{!794}
!794 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !792, file: !2, line: 59, type: !788, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!795 = !DILocation(line: 59, column: 66, scope: !791)
!796 = !DILocation(line: 86, column: 3, scope: !93)
!797 = !{!"branch_weights", i32 1, i32 1048575}
!798 = !DILocation(line: 86, column: 18, scope: !93)
!799 = !DILocation(line: 86, column: 29, scope: !93)
!800 = !DILocation(line: 87, column: 10, scope: !93)
!801 = !DILocation(line: 87, column: 3, scope: !93)
!802 = !DILocation(line: 88, column: 1, scope: !93)
!803 = !DILocation(line: 82, column: 3, scope: !128)
!804 = !DILocation(line: 82, column: 19, scope: !128)
!805 = !DILocation(line: 83, column: 3, scope: !128)
!806 = !DILocation(line: 84, column: 1, scope: !128)
!807 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !436, file: !2, line: 38, type: !614, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !808, retainedNodes: !156)
!808 = !DISubprogram(name: "~Diamond", scope: !436, type: !614, containingType: !436, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!809 = !DILocalVariable(name: "this", arg: 1, scope: !807, type: !619, flags: DIFlagArtificial | DIFlagObjectPointer)
!810 = !DILocation(line: 0, scope: !807)
!811 = !DILocation(line: 38, column: 8, scope: !807)
!812 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !305, file: !2, line: 17, type: !311, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !310, retainedNodes: !156)
!813 = !DILocalVariable(name: "this", arg: 1, scope: !812, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!814 = !DILocation(line: 0, scope: !812)
!815 = !DILocalVariable(name: "a", arg: 2, scope: !812, file: !2, line: 17, type: !295)
!816 = !DILocation(line: 17, column: 15, scope: !812)
!817 = !DILocalVariable(name: "b", arg: 3, scope: !812, file: !2, line: 17, type: !295)
!818 = !DILocation(line: 17, column: 25, scope: !812)
!819 = !DILocation(line: 17, column: 3, scope: !812)
!820 = !DILocation(line: 17, column: 41, scope: !812)
!821 = !DILocation(line: 17, column: 30, scope: !812)
!822 = !DILocation(line: 17, column: 32, scope: !812)
!823 = !DILocation(line: 17, column: 36, scope: !812)
!824 = !DILocation(line: 17, column: 38, scope: !812)
!825 = !DILocation(line: 17, column: 42, scope: !812)
!826 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !285, file: !2, line: 9, type: !289, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !827, retainedNodes: !156)
!827 = !DISubprogram(name: "Shape", scope: !285, type: !289, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!828 = !DILocalVariable(name: "this", arg: 1, scope: !826, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!829 = !DILocation(line: 0, scope: !826)
!830 = !DILocation(line: 9, column: 8, scope: !826)
!831 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD1Ev", scope: !305, file: !2, line: 15, type: !832, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !834, retainedNodes: !156)
!832 = !DISubroutineType(types: !833)
!833 = !{null, !313}
!834 = !DISubprogram(name: "~Rect", scope: !305, type: !832, containingType: !305, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!835 = !DILocalVariable(name: "this", arg: 1, scope: !831, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!836 = !DILocation(line: 0, scope: !831)
!837 = !DILocation(line: 15, column: 8, scope: !831)
!838 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !305, file: !2, line: 15, type: !832, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !834, retainedNodes: !156)
!839 = !DILocalVariable(name: "this", arg: 1, scope: !838, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!840 = !DILocation(line: 0, scope: !838)
!841 = !DILocation(line: 15, column: 8, scope: !838)
!842 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !305, file: !2, line: 18, type: !315, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !314, retainedNodes: !156)
!843 = !DILocalVariable(name: "this", arg: 1, scope: !842, type: !844, flags: DIFlagArtificial | DIFlagObjectPointer)
!844 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 32)
!845 = !DILocation(line: 0, scope: !842)
!846 = !DILocation(line: 18, column: 41, scope: !842)
!847 = !DILocation(line: 18, column: 45, scope: !842)
!848 = !DILocation(line: 18, column: 43, scope: !842)
!849 = !DILocation(line: 18, column: 34, scope: !842)
!850 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !305, file: !2, line: 19, type: !320, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !319, retainedNodes: !156)
!851 = !DILocalVariable(name: "this", arg: 1, scope: !850, type: !844, flags: DIFlagArtificial | DIFlagObjectPointer)
!852 = !DILocation(line: 0, scope: !850)
!853 = !DILocation(line: 19, column: 39, scope: !850)
!854 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD1Ev", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !288, retainedNodes: !156)
!855 = !DILocalVariable(name: "this", arg: 1, scope: !854, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!856 = !DILocation(line: 0, scope: !854)
!857 = !DILocation(line: 10, column: 20, scope: !854)
!858 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !288, retainedNodes: !156)
!859 = !DILocalVariable(name: "this", arg: 1, scope: !858, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!860 = !DILocation(line: 0, scope: !858)
!861 = !DILocation(line: 10, column: 20, scope: !858)
!862 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !285, file: !2, line: 12, type: !299, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !298, retainedNodes: !156)
!863 = !DILocalVariable(name: "this", arg: 1, scope: !862, type: !864, flags: DIFlagArtificial | DIFlagObjectPointer)
!864 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 32)
!865 = !DILocation(line: 0, scope: !862)
!866 = !DILocation(line: 12, column: 38, scope: !862)
!867 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !305, file: !2, line: 15, type: !832, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !834, retainedNodes: !156)
!868 = !DILocalVariable(name: "this", arg: 1, scope: !867, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!869 = !DILocation(line: 0, scope: !867)
!870 = !DILocation(line: 15, column: 8, scope: !871)
!871 = distinct !DILexicalBlock(scope: !867, file: !2, line: 15, column: 8)
!872 = !DILocation(line: 15, column: 8, scope: !867)
!873 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !288, retainedNodes: !156)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !873, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DILocation(line: 0, scope: !873)
!876 = !DILocation(line: 10, column: 21, scope: !873)
!877 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !325, file: !2, line: 23, type: !329, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !328, retainedNodes: !156)
!878 = !DILocalVariable(name: "this", arg: 1, scope: !877, type: !601, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DILocation(line: 0, scope: !877)
!880 = !DILocalVariable(name: "s", arg: 2, scope: !877, file: !2, line: 23, type: !295)
!881 = !DILocation(line: 23, column: 26, scope: !877)
!882 = !DILocation(line: 23, column: 36, scope: !877)
!883 = !DILocation(line: 23, column: 39, scope: !877)
!884 = !DILocation(line: 23, column: 31, scope: !877)
!885 = !DILocation(line: 23, column: 42, scope: !877)
!886 = !DILocation(line: 23, column: 43, scope: !877)
!887 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD1Ev", scope: !325, file: !2, line: 22, type: !888, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !890, retainedNodes: !156)
!888 = !DISubroutineType(types: !889)
!889 = !{null, !331}
!890 = !DISubprogram(name: "~Square", scope: !325, type: !888, containingType: !325, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!891 = !DILocalVariable(name: "this", arg: 1, scope: !887, type: !601, flags: DIFlagArtificial | DIFlagObjectPointer)
!892 = !DILocation(line: 0, scope: !887)
!893 = !DILocation(line: 22, column: 8, scope: !887)
!894 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !325, file: !2, line: 22, type: !888, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !890, retainedNodes: !156)
!895 = !DILocalVariable(name: "this", arg: 1, scope: !894, type: !601, flags: DIFlagArtificial | DIFlagObjectPointer)
!896 = !DILocation(line: 0, scope: !894)
!897 = !DILocation(line: 22, column: 8, scope: !894)
!898 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !325, file: !2, line: 24, type: !333, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !332, retainedNodes: !156)
!899 = !DILocalVariable(name: "this", arg: 1, scope: !898, type: !900, flags: DIFlagArtificial | DIFlagObjectPointer)
!900 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 32)
!901 = !DILocation(line: 0, scope: !898)
!902 = !DILocation(line: 24, column: 39, scope: !898)
!903 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !325, file: !2, line: 22, type: !888, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !890, retainedNodes: !156)
!904 = !DILocalVariable(name: "this", arg: 1, scope: !903, type: !601, flags: DIFlagArtificial | DIFlagObjectPointer)
!905 = !DILocation(line: 0, scope: !903)
!906 = !DILocation(line: 22, column: 8, scope: !907)
!907 = distinct !DILexicalBlock(scope: !903, file: !2, line: 22, column: 8)
!908 = !DILocation(line: 22, column: 8, scope: !903)
!909 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !387, file: !2, line: 30, type: !414, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !608, retainedNodes: !156)
!910 = !DILocalVariable(name: "this", arg: 1, scope: !909, type: !610, flags: DIFlagArtificial | DIFlagObjectPointer)
!911 = !DILocation(line: 0, scope: !909)
!912 = !DILocation(line: 30, column: 8, scope: !909)
!913 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !390, file: !2, line: 27, type: !914, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !917, retainedNodes: !156)
!914 = !DISubroutineType(types: !915)
!915 = !{null, !916}
!916 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!917 = !DISubprogram(name: "Named", scope: !390, type: !914, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!918 = !DILocalVariable(name: "this", arg: 1, scope: !913, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!919 = !DILocation(line: 0, scope: !913)
!920 = !DILocation(line: 27, column: 8, scope: !913)
!921 = !DILocation(line: 27, column: 74, scope: !913)
!922 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !400, file: !2, line: 28, type: !405, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !923, retainedNodes: !156)
!923 = !DISubprogram(name: "Counted", scope: !400, type: !405, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!924 = !DILocalVariable(name: "this", arg: 1, scope: !922, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!925 = !DILocation(line: 0, scope: !922)
!926 = !DILocation(line: 28, column: 8, scope: !922)
!927 = !DILocation(line: 28, column: 22, scope: !922)
!928 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !387, file: !2, line: 31, type: !409, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !408, retainedNodes: !156)
!929 = !DILocalVariable(name: "this", arg: 1, scope: !928, type: !930, flags: DIFlagArtificial | DIFlagObjectPointer)
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 32)
!931 = !DILocation(line: 0, scope: !928)
!932 = !DILocation(line: 31, column: 40, scope: !928)
!933 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !387, file: !2, line: 32, type: !414, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !413, retainedNodes: !156)
!934 = !DILocalVariable(name: "this", arg: 1, scope: !933, type: !610, flags: DIFlagArtificial | DIFlagObjectPointer)
!935 = !DILocation(line: 0, scope: !933)
!936 = !DILocation(line: 32, column: 26, scope: !933)
!937 = !DILocation(line: 32, column: 32, scope: !933)
!938 = !DILocation(line: 32, column: 39, scope: !933)
!939 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !2, file: !2, line: 32, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!940 = !DISubroutineType(types: !156)
!941 = !DILocation(line: 0, scope: !939)
!942 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !390, file: !2, line: 27, type: !395, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !394, retainedNodes: !156)
!943 = !DILocalVariable(name: "this", arg: 1, scope: !942, type: !944, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 32)
!945 = !DILocation(line: 0, scope: !942)
!946 = !DILocation(line: 27, column: 52, scope: !942)
!947 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !400, file: !2, line: 28, type: !405, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !404, retainedNodes: !156)
!948 = !DILocalVariable(name: "this", arg: 1, scope: !947, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!949 = !DILocation(line: 0, scope: !947)
!950 = !DILocation(line: 28, column: 57, scope: !947)
!951 = !DILocation(line: 28, column: 55, scope: !947)
!952 = !DILocation(line: 28, column: 64, scope: !947)
!953 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !954, retainedNodes: !156)
!954 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!955 = !DILocalVariable(name: "this", arg: 1, scope: !953, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!956 = !DILocation(line: 0, scope: !953)
!957 = !DILocation(line: 35, column: 8, scope: !953)
!958 = !DILocation(line: 35, column: 19, scope: !953)
!959 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !439, file: !2, line: 36, type: !960, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !963, retainedNodes: !156)
!960 = !DISubroutineType(types: !961)
!961 = !{null, !962}
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!963 = !DISubprogram(name: "Left", scope: !439, type: !960, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!964 = !DILocalVariable(name: "this", arg: 1, scope: !959, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!965 = !DILocation(line: 0, scope: !959)
!966 = !DILocalVariable(name: "vtt", arg: 2, scope: !959, type: !967, flags: DIFlagArtificial)
!967 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 32)
!968 = !DILocation(line: 36, column: 8, scope: !959)
!969 = !DILocation(line: 36, column: 34, scope: !959)
!970 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !101, file: !2, line: 37, type: !971, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !974, retainedNodes: !156)
!971 = !DISubroutineType(types: !972)
!972 = !{null, !973}
!973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!974 = !DISubprogram(name: "Right", scope: !101, type: !971, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!975 = !DILocalVariable(name: "this", arg: 1, scope: !970, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!976 = !DILocation(line: 0, scope: !970)
!977 = !DILocalVariable(name: "vtt", arg: 2, scope: !970, type: !967, flags: DIFlagArtificial)
!978 = !DILocation(line: 37, column: 8, scope: !970)
!979 = !DILocation(line: 37, column: 35, scope: !970)
!980 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !439, file: !2, line: 36, type: !445, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !444, retainedNodes: !156)
!981 = !DILocalVariable(name: "this", arg: 1, scope: !980, type: !982, flags: DIFlagArtificial | DIFlagObjectPointer)
!982 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 32)
!983 = !DILocation(line: 0, scope: !980)
!984 = !DILocation(line: 36, column: 75, scope: !980)
!985 = !DILocation(line: 36, column: 79, scope: !980)
!986 = !DILocation(line: 36, column: 77, scope: !980)
!987 = !DILocation(line: 36, column: 68, scope: !980)
!988 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !439, file: !2, line: 36, type: !960, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !989, retainedNodes: !156)
!989 = !DISubprogram(name: "~Left", scope: !439, type: !960, containingType: !439, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!990 = !DILocalVariable(name: "this", arg: 1, scope: !988, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!991 = !DILocation(line: 0, scope: !988)
!992 = !DILocation(line: 36, column: 8, scope: !988)
!993 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !439, file: !2, line: 36, type: !960, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !989, retainedNodes: !156)
!994 = !DILocalVariable(name: "this", arg: 1, scope: !993, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!995 = !DILocation(line: 0, scope: !993)
!996 = !DILocation(line: 36, column: 8, scope: !993)
!997 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !2, file: !2, line: 36, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!998 = !DILocation(line: 0, scope: !997)
!999 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !2, file: !2, line: 36, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1000 = !DILocation(line: 0, scope: !999)
!1001 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !2, file: !2, line: 36, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1002 = !DILocation(line: 0, scope: !1001)
!1003 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !101, file: !2, line: 37, type: !971, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !1004, retainedNodes: !156)
!1004 = !DISubprogram(name: "~Right", scope: !101, type: !971, containingType: !101, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!1005 = !DILocalVariable(name: "this", arg: 1, scope: !1003, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1006 = !DILocation(line: 0, scope: !1003)
!1007 = !DILocation(line: 37, column: 8, scope: !1003)
!1008 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !101, file: !2, line: 37, type: !971, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !1004, retainedNodes: !156)
!1009 = !DILocalVariable(name: "this", arg: 1, scope: !1008, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1010 = !DILocation(line: 0, scope: !1008)
!1011 = !DILocation(line: 37, column: 8, scope: !1008)
!1012 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !156)
!1013 = !DILocalVariable(name: "this", arg: 1, scope: !1012, type: !1014, flags: DIFlagArtificial | DIFlagObjectPointer)
!1014 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!1015 = !DILocation(line: 0, scope: !1012)
!1016 = !DILocation(line: 35, column: 59, scope: !1012)
!1017 = !DILocation(line: 35, column: 52, scope: !1012)
!1018 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !2, file: !2, line: 37, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1019 = !DILocation(line: 0, scope: !1018)
!1020 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !2, file: !2, line: 37, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1021 = !DILocation(line: 0, scope: !1020)
!1022 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !436, file: !2, line: 38, type: !452, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !451, retainedNodes: !156)
!1023 = !DILocalVariable(name: "this", arg: 1, scope: !1022, type: !1024, flags: DIFlagArtificial | DIFlagObjectPointer)
!1024 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 32)
!1025 = !DILocation(line: 0, scope: !1022)
!1026 = !DILocation(line: 38, column: 77, scope: !1022)
!1027 = !DILocation(line: 38, column: 81, scope: !1022)
!1028 = !DILocation(line: 38, column: 79, scope: !1022)
!1029 = !DILocation(line: 38, column: 85, scope: !1022)
!1030 = !DILocation(line: 38, column: 83, scope: !1022)
!1031 = !DILocation(line: 38, column: 89, scope: !1022)
!1032 = !DILocation(line: 38, column: 87, scope: !1022)
!1033 = !DILocation(line: 38, column: 70, scope: !1022)
!1034 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !436, file: !2, line: 38, type: !614, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !808, retainedNodes: !156)
!1035 = !DILocalVariable(name: "this", arg: 1, scope: !1034, type: !619, flags: DIFlagArtificial | DIFlagObjectPointer)
!1036 = !DILocation(line: 0, scope: !1034)
!1037 = !DILocation(line: 38, column: 8, scope: !1034)
!1038 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1039 = !DILocation(line: 0, scope: !1038)
!1040 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1041 = !DILocation(line: 0, scope: !1040)
!1042 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1043 = !DILocation(line: 0, scope: !1042)
!1044 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1045 = !DILocation(line: 0, scope: !1044)
!1046 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !940, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1047 = !DILocation(line: 0, scope: !1046)
!1048 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD1Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !156)
!1049 = !DILocalVariable(name: "this", arg: 1, scope: !1048, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!1050 = !DILocation(line: 0, scope: !1048)
!1051 = !DILocation(line: 35, column: 80, scope: !1048)
!1052 = !DILocation(line: 35, column: 81, scope: !1048)
!1053 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !156)
!1054 = !DILocalVariable(name: "this", arg: 1, scope: !1053, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!1055 = !DILocation(line: 0, scope: !1053)
!1056 = !DILocation(line: 35, column: 80, scope: !1053)
!1057 = !DILocation(line: 35, column: 81, scope: !1053)
!1058 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !156)
!1059 = !DILocalVariable(name: "this", arg: 1, scope: !1058, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!1060 = !DILocation(line: 0, scope: !1058)
!1061 = !DILocation(line: 35, column: 81, scope: !1058)
!1062 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !439, file: !2, line: 36, type: !960, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !989, retainedNodes: !156)
!1063 = !DILocalVariable(name: "this", arg: 1, scope: !1062, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!1064 = !DILocation(line: 0, scope: !1062)
!1065 = !DILocalVariable(name: "vtt", arg: 2, scope: !1062, type: !967, flags: DIFlagArtificial)
!1066 = !DILocation(line: 36, column: 8, scope: !1062)
!1067 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !101, file: !2, line: 37, type: !971, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !1004, retainedNodes: !156)
!1068 = !DILocalVariable(name: "this", arg: 1, scope: !1067, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1069 = !DILocation(line: 0, scope: !1067)
!1070 = !DILocalVariable(name: "vtt", arg: 2, scope: !1067, type: !967, flags: DIFlagArtificial)
!1071 = !DILocation(line: 37, column: 8, scope: !1067)
!1072 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !729, file: !2, line: 126, type: !547, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1073, retainedNodes: !156)
!1073 = !DISubprogram(name: "__invoke", scope: !729, type: !547, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1074 = !DILocalVariable(name: "x", arg: 1, scope: !1072, type: !96)
!1075 = !DILocation(line: 0, scope: !1072)
!1076 = !DILocation(line: 126, column: 20, scope: !1072)
!1077 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !729, file: !2, line: 126, type: !1078, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1080, retainedNodes: !156)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!96, !732, !96}
!1080 = !DISubprogram(name: "operator()", scope: !729, file: !2, line: 126, type: !1078, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1081 = !DILocalVariable(name: "this", arg: 1, scope: !1077, type: !736, flags: DIFlagArtificial | DIFlagObjectPointer)
!1082 = !DILocation(line: 0, scope: !1077)
!1083 = !DILocalVariable(name: "x", arg: 2, scope: !1077, file: !2, line: 126, type: !96)
!1084 = !DILocation(line: 126, column: 27, scope: !1077)
!1085 = !DILocation(line: 126, column: 39, scope: !1077)
!1086 = !DILocation(line: 126, column: 41, scope: !1077)
!1087 = !DILocation(line: 126, column: 32, scope: !1077)
!1088 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC1Ev", scope: !132, file: !2, line: 78, type: !136, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !135, retainedNodes: !156)
!1089 = !DILocalVariable(name: "this", arg: 1, scope: !1088, type: !1090, flags: DIFlagArtificial | DIFlagObjectPointer)
!1090 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!1091 = !DILocation(line: 0, scope: !1088)
!1092 = !DILocation(line: 78, column: 27, scope: !1088)
!1093 = !DILocation(line: 78, column: 63, scope: !1088)
!1094 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD1Ev", scope: !132, file: !2, line: 79, type: !136, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !139, retainedNodes: !156)
!1095 = !DILocalVariable(name: "this", arg: 1, scope: !1094, type: !1090, flags: DIFlagArtificial | DIFlagObjectPointer)
!1096 = !DILocation(line: 0, scope: !1094)
!1097 = !DILocation(line: 79, column: 15, scope: !1094)
!1098 = !DILocation(line: 79, column: 16, scope: !1094)
!1099 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !132, file: !2, line: 78, type: !136, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !135, retainedNodes: !156)
!1100 = !DILocalVariable(name: "this", arg: 1, scope: !1099, type: !1090, flags: DIFlagArtificial | DIFlagObjectPointer)
!1101 = !DILocation(line: 0, scope: !1099)
!1102 = !DILocation(line: 78, column: 16, scope: !1099)
!1103 = !DILocation(line: 78, column: 29, scope: !1104)
!1104 = distinct !DILexicalBlock(scope: !1099, file: !2, line: 78, column: 27)
!1105 = !DILocation(line: 78, column: 63, scope: !1099)
!1106 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !132, file: !2, line: 79, type: !136, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !139, retainedNodes: !156)
!1107 = !DILocalVariable(name: "this", arg: 1, scope: !1106, type: !1090, flags: DIFlagArtificial | DIFlagObjectPointer)
!1108 = !DILocation(line: 0, scope: !1106)
!1109 = !DILocation(line: 79, column: 16, scope: !1106)
!1110 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !436, file: !2, line: 38, type: !614, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !808, retainedNodes: !156)
!1111 = !DILocalVariable(name: "this", arg: 1, scope: !1110, type: !619, flags: DIFlagArtificial | DIFlagObjectPointer)
!1112 = !DILocation(line: 0, scope: !1110)
!1113 = !DILocalVariable(name: "vtt", arg: 2, scope: !1110, type: !967, flags: DIFlagArtificial)
!1114 = !DILocation(line: 38, column: 8, scope: !1115)
!1115 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 38, column: 8)
!1116 = !DILocation(line: 38, column: 8, scope: !1110)
!1117 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !519, file: !2, line: 120, type: !1118, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1122, retainedNodes: !156)
!1118 = !DISubroutineType(types: !1119)
!1119 = !{!96, !1120, !96, !96}
!1120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1121, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !519)
!1122 = !DISubprogram(name: "operator()", scope: !519, file: !2, line: 120, type: !1118, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1123 = !DILocalVariable(name: "this", arg: 1, scope: !1117, type: !1124, flags: DIFlagArtificial | DIFlagObjectPointer)
!1124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1121, size: 32)
!1125 = !DILocation(line: 0, scope: !1117)
!1126 = !DILocalVariable(name: "acc", arg: 2, scope: !1117, file: !2, line: 120, type: !96)
!1127 = !DILocation(line: 120, column: 25, scope: !1117)
!1128 = !DILocalVariable(name: "v", arg: 3, scope: !1117, file: !2, line: 120, type: !96)
!1129 = !DILocation(line: 120, column: 34, scope: !1117)
!1130 = !DILocation(line: 120, column: 46, scope: !1117)
!1131 = !DILocation(line: 120, column: 52, scope: !1117)
!1132 = !DILocation(line: 120, column: 50, scope: !1117)
!1133 = !DILocation(line: 120, column: 56, scope: !1117)
!1134 = !DILocation(line: 120, column: 54, scope: !1117)
!1135 = !DILocation(line: 120, column: 39, scope: !1117)
!1136 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !528, file: !2, line: 122, type: !1137, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1140, retainedNodes: !156)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{!96, !1139, !96, !96}
!1139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !528, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1140 = !DISubprogram(name: "operator()", scope: !528, file: !2, line: 122, type: !1137, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1141 = !DILocalVariable(name: "this", arg: 1, scope: !1136, type: !1142, flags: DIFlagArtificial | DIFlagObjectPointer)
!1142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !528, size: 32)
!1143 = !DILocation(line: 0, scope: !1136)
!1144 = !DILocalVariable(name: "acc", arg: 2, scope: !1136, file: !2, line: 122, type: !96)
!1145 = !DILocation(line: 122, column: 32, scope: !1136)
!1146 = !DILocalVariable(name: "v", arg: 3, scope: !1136, file: !2, line: 122, type: !96)
!1147 = !DILocation(line: 122, column: 41, scope: !1136)
!1148 = !DILocation(line: 122, column: 56, scope: !1136)
!1149 = !DILocation(line: 122, column: 54, scope: !1136)
!1150 = !DILocation(line: 122, column: 75, scope: !1136)
!1151 = !DILocation(line: 122, column: 79, scope: !1136)
!1152 = !DILocation(line: 122, column: 83, scope: !1136)
!1153 = !DILocation(line: 122, column: 89, scope: !1136)
!1154 = !DILocation(line: 122, column: 87, scope: !1136)
!1155 = !DILocation(line: 122, column: 93, scope: !1136)
!1156 = !DILocation(line: 122, column: 68, scope: !1136)
