; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

$_ZN4RectC2Edd = comdat any

$_ZN6SquareC2Ed = comdat any

$_ZN6WidgetC2Ev = comdat any

$_ZN7DiamondC1Ev = comdat any

$_ZN5ArrayIiLi8EEixEi = comdat any

$_Z6max_ofIiET_S0_S0_ = comdat any

$_Z6max_ofIdET_S0_S0_ = comdat any

$_Z10count_argsIJicdPKcEEiDpT_ = comdat any

$_ZN8TypeNameIiE3getEv = comdat any

$_ZN8TypeNameIdE3getEv = comdat any

$_ZN7DiamondD1Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN4RectD2Ev = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect4nameEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape4nameEv = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4nameEv = comdat any

$_ZN5NamedC2Ev = comdat any

$_ZN7CountedC2Ev = comdat any

$_ZNK6Widget5labelEv = comdat any

$_ZN6Widget4bumpEv = comdat any

$_ZThn8_N6Widget4bumpEv = comdat any

$_ZNK5Named5labelEv = comdat any

$_ZN7Counted4bumpEv = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZNK4Left3getEv = comdat any

$_ZN4LeftD1Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZTv0_n12_NK4Left3getEv = comdat any

$_ZTv0_n16_N4LeftD1Ev = comdat any

$_ZTv0_n16_N4LeftD0Ev = comdat any

$_ZN5RightD1Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZNK4Base3getEv = comdat any

$_ZTv0_n16_N5RightD1Ev = comdat any

$_ZTv0_n16_N5RightD0Ev = comdat any

$_ZNK7Diamond3getEv = comdat any

$_ZN7DiamondD0Ev = comdat any

$_ZThn8_N7DiamondD1Ev = comdat any

$_ZThn8_N7DiamondD0Ev = comdat any

$_ZTv0_n12_NK7Diamond3getEv = comdat any

$_ZTv0_n16_N7DiamondD1Ev = comdat any

$_ZTv0_n16_N7DiamondD0Ev = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN4LeftD2Ev = comdat any

$_ZN5RightD2Ev = comdat any

$_ZN8RegistryC2Ev = comdat any

$_ZN8RegistryD2Ev = comdat any

$_ZN7DiamondD2Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI4Rect = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTI6Square = comdat any

$_ZTV6Widget = comdat any

$_ZTS6Widget = comdat any

$_ZTS5Named = comdat any

$_ZTI5Named = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

$_ZTI6Widget = comdat any

$_ZTV5Named = comdat any

$_ZTV7Counted = comdat any

$_ZTV7Diamond = comdat any

$_ZTT7Diamond = comdat any

$_ZTC7Diamond0_4Left = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTC7Diamond8_5Right = comdat any

$_ZTS7Diamond = comdat any

$_ZTI7Diamond = comdat any

$_ZTV4Base = comdat any

$_ZTV4Left = comdat any

$_ZTT4Left = comdat any

$_ZTV5Right = comdat any

$_ZTT5Right = comdat any

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1, !dbg !23
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
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
@_ZTV4Rect = linkonce_odr hidden unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect4nameEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr hidden constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI4Rect = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV5Shape = linkonce_odr hidden unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4nameEv] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1, !dbg !71
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !73
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, comdat, align 4
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !78
@_ZTV6Widget = linkonce_odr hidden unnamed_addr constant { [4 x ptr], [3 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget5labelEv, ptr @_ZN6Widget4bumpEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI6Widget, ptr @_ZThn8_N6Widget4bumpEv] }, comdat, align 4
@_ZTS6Widget = linkonce_odr hidden constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr hidden constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Named }, comdat, align 4
@_ZTS7Counted = linkonce_odr hidden constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Counted }, comdat, align 4
@_ZTI6Widget = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i32 2, ptr @_ZTI7Counted, i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named5labelEv] }, comdat, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1, !dbg !80
@_ZTV7Counted = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv] }, comdat, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1, !dbg !82
@_ZTV7Diamond = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, comdat, align 4
@_ZTT7Diamond = linkonce_odr hidden unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC7Diamond0_4Left = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, comdat, align 4
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@_ZTC7Diamond8_5Right = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, comdat, align 4
@_ZTS7Diamond = linkonce_odr hidden constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base3getEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 4
@_ZTV4Left = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, comdat, align 4
@_ZTT4Left = linkonce_odr hidden unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 1, i32 4)], comdat, align 4
@_ZTV5Right = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, comdat, align 4
@_ZTT5Right = linkonce_odr hidden unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 1, i32 4)], comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !89
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !91
@_ZGVZL7countervE1n = internal global i8 0, align 1
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !134
@_ZGVZL8registryvE1r = internal global i8 0, align 1
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1, !dbg !140

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 !dbg !149 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !156, !DIExpression(), !157)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !158, !DIExpression(), !159)
  %5 = load ptr, ptr %3, align 4, !dbg !160
  ret ptr %5, !dbg !161
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !162 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !174, !DIExpression(), !175)
    #dbg_declare(ptr %0, !176, !DIExpression(), !177)
  %5 = load i32, ptr %3, align 4, !dbg !178
  %6 = sext i32 %5 to i64, !dbg !178
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !179
  store i64 %6, ptr %7, align 8, !dbg !180
  %8 = load i32, ptr %3, align 4, !dbg !181
  %9 = mul nsw i32 %8, 2, !dbg !182
  %10 = sext i32 %9 to i64, !dbg !181
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !183
  store i64 %10, ptr %11, align 8, !dbg !184
  %12 = load i32, ptr %3, align 4, !dbg !185
  %13 = mul nsw i32 %12, 3, !dbg !186
  %14 = sext i32 %13 to i64, !dbg !185
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !187
  store i64 %14, ptr %15, align 8, !dbg !188
  %16 = load i32, ptr %3, align 4, !dbg !189
  %17 = sub nsw i32 0, %16, !dbg !190
  %18 = sext i32 %17 to i64, !dbg !190
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !191
  store i64 %18, ptr %19, align 8, !dbg !192
    #dbg_declare(ptr %4, !193, !DIExpression(), !195)
  store i32 0, ptr %4, align 4, !dbg !195
  br label %20, !dbg !196

20:                                               ; preds = %33, %2
  %21 = load i32, ptr %4, align 4, !dbg !197
  %22 = icmp slt i32 %21, 12, !dbg !199
  br i1 %22, label %23, label %36, !dbg !200

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !201
  %25 = load i32, ptr %4, align 4, !dbg !202
  %26 = add nsw i32 %24, %25, !dbg !203
  %27 = srem i32 %26, 26, !dbg !204
  %28 = add nsw i32 97, %27, !dbg !205
  %29 = trunc i32 %28 to i8, !dbg !206
  %30 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !207
  %31 = load i32, ptr %4, align 4, !dbg !208
  %32 = getelementptr inbounds [13 x i8], ptr %30, i32 0, i32 %31, !dbg !209
  store i8 %29, ptr %32, align 1, !dbg !210
  br label %33, !dbg !209

33:                                               ; preds = %23
  %34 = load i32, ptr %4, align 4, !dbg !211
  %35 = add nsw i32 %34, 1, !dbg !211
  store i32 %35, ptr %4, align 4, !dbg !211
  br label %20, !dbg !212, !llvm.loop !213

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !216
  %38 = getelementptr inbounds [13 x i8], ptr %37, i32 0, i32 12, !dbg !217
  store i8 0, ptr %38, align 4, !dbg !218
  ret void, !dbg !219
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef i64 @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 8 %0) #0 !dbg !220 {
    #dbg_declare(ptr %0, !223, !DIExpression(), !224)
  %2 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !225
  %3 = load i64, ptr %2, align 8, !dbg !225
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !226
  %5 = load i64, ptr %4, align 8, !dbg !226
  %6 = add nsw i64 %3, %5, !dbg !227
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !228
  %8 = load i64, ptr %7, align 8, !dbg !228
  %9 = add nsw i64 %6, %8, !dbg !229
  %10 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !230
  %11 = load i64, ptr %10, align 8, !dbg !230
  %12 = add nsw i64 %9, %11, !dbg !231
  %13 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !232
  %14 = getelementptr inbounds [13 x i8], ptr %13, i32 0, i32 0, !dbg !233
  %15 = load i8, ptr %14, align 8, !dbg !233
  %16 = sext i8 %15 to i64, !dbg !233
  %17 = add nsw i64 %12, %16, !dbg !234
  ret i64 %17, !dbg !235
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, ptr noundef byval(%struct.Pair) align 4 %1) #0 !dbg !236 {
    #dbg_declare(ptr %1, !239, !DIExpression(), !240)
    #dbg_declare(ptr %0, !241, !DIExpression(), !242)
  %3 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0, !dbg !243
  %4 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1, !dbg !244
  %5 = load float, ptr %4, align 4, !dbg !244
  %6 = fptosi float %5 to i32, !dbg !245
  store i32 %6, ptr %3, align 4, !dbg !243
  %7 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1, !dbg !243
  %8 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0, !dbg !246
  %9 = load i32, ptr %8, align 4, !dbg !246
  %10 = sitofp i32 %9 to float, !dbg !247
  store float %10, ptr %7, align 4, !dbg !243
  ret void, !dbg !248
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #1 !dbg !249 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !254, !DIExpression(), !255)
  %3 = load i32, ptr %2, align 4, !dbg !256
  %4 = icmp ne i32 %3, 0, !dbg !256
  br i1 %4, label %5, label %7, !dbg !256

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !257
  br label %8, !dbg !256

7:                                                ; preds = %1
  br label %8, !dbg !256

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !256
  %10 = call ptr @malloc(i32 noundef %9) #14, !dbg !258
  ret ptr %10, !dbg !259
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_wasm_personality_v0 !dbg !260 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !263, !DIExpression(), !264)
  %3 = load ptr, ptr %2, align 4, !dbg !265
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !266

4:                                                ; preds = %1
  ret void, !dbg !267

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !266
  call void @_ZSt9terminatev() #15 [ "funclet"(token %6) ], !dbg !266
  unreachable, !dbg !266
}

declare void @free(ptr noundef) #4

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPvm(ptr noundef %0, i32 noundef %1) #3 personality ptr @__gxx_wasm_personality_v0 !dbg !268 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !271, !DIExpression(), !272)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !273, !DIExpression(), !274)
  %5 = load ptr, ptr %3, align 4, !dbg !275
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !276

6:                                                ; preds = %2
  ret void, !dbg !277

7:                                                ; preds = %2
  %8 = cleanuppad within none [], !dbg !276
  call void @_ZSt9terminatev() #15 [ "funclet"(token %8) ], !dbg !276
  unreachable, !dbg !276
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #5 personality ptr @__gxx_wasm_personality_v0 !dbg !278 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 4
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca %struct.Diamond, align 4
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  %18 = alloca %struct.Array, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %class.anon, align 4
  %25 = alloca %class.anon.0, align 4
  %26 = alloca %class.anon.1, align 1
  %27 = alloca ptr, align 4
  %28 = alloca %class.anon.2, align 1
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Pair, align 4
  %32 = alloca %struct.Pair, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !279, !DIExpression(), !300)
  %35 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 24) #16, !dbg !301, !heapallocsite !302
  %36 = invoke noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %35, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %37 unwind label %79, !dbg !319

37:                                               ; preds = %0
  store ptr %35, ptr %2, align 4, !dbg !320
  %38 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !320
  %39 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 24) #16, !dbg !321, !heapallocsite !322
  %40 = invoke noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %39, double noundef 4.000000e+00)
          to label %41 unwind label %81, !dbg !334

41:                                               ; preds = %37
  store ptr %39, ptr %38, align 4, !dbg !320
  %42 = getelementptr inbounds ptr, ptr %2, i32 2, !dbg !320
  %43 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 24) #16, !dbg !335, !heapallocsite !302
  %44 = invoke noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %45 unwind label %83, !dbg !336

45:                                               ; preds = %41
  store ptr %43, ptr %42, align 4, !dbg !320
    #dbg_declare(ptr %3, !337, !DIExpression(), !338)
  store double 0.000000e+00, ptr %3, align 8, !dbg !338
    #dbg_declare(ptr %4, !339, !DIExpression(), !342)
  store ptr %2, ptr %4, align 4, !dbg !343
    #dbg_declare(ptr %5, !344, !DIExpression(), !342)
  %46 = load ptr, ptr %4, align 4, !dbg !346
  %47 = getelementptr inbounds [3 x ptr], ptr %46, i32 0, i32 0, !dbg !346
  store ptr %47, ptr %5, align 4, !dbg !346
    #dbg_declare(ptr %6, !347, !DIExpression(), !342)
  %48 = load ptr, ptr %4, align 4, !dbg !346
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i32 0, i32 0, !dbg !346
  %50 = getelementptr inbounds ptr, ptr %49, i32 3, !dbg !346
  store ptr %50, ptr %6, align 4, !dbg !346
  br label %51, !dbg !346

51:                                               ; preds = %76, %45
  %52 = load ptr, ptr %5, align 4, !dbg !346
  %53 = load ptr, ptr %6, align 4, !dbg !346
  %54 = icmp ne ptr %52, %53, !dbg !346
  br i1 %54, label %55, label %85, !dbg !346

55:                                               ; preds = %51
    #dbg_declare(ptr %7, !348, !DIExpression(), !350)
  %56 = load ptr, ptr %5, align 4, !dbg !351
  %57 = load ptr, ptr %56, align 4, !dbg !351
  store ptr %57, ptr %7, align 4, !dbg !350
  %58 = load ptr, ptr %7, align 4, !dbg !352
  %59 = load ptr, ptr %58, align 4, !dbg !354
  %60 = getelementptr inbounds ptr, ptr %59, i64 3, !dbg !354
  %61 = load ptr, ptr %60, align 4, !dbg !354
  %62 = call noundef ptr %61(ptr noundef nonnull align 4 dereferenceable(4) %58), !dbg !354
  %63 = load ptr, ptr %7, align 4, !dbg !355
  %64 = load ptr, ptr %63, align 4, !dbg !356
  %65 = getelementptr inbounds ptr, ptr %64, i64 2, !dbg !356
  %66 = load ptr, ptr %65, align 4, !dbg !356
  %67 = call noundef double %66(ptr noundef nonnull align 4 dereferenceable(4) %63), !dbg !356
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %62, double noundef %67), !dbg !357
  %69 = load ptr, ptr %7, align 4, !dbg !358
  %70 = load ptr, ptr %69, align 4, !dbg !359
  %71 = getelementptr inbounds ptr, ptr %70, i64 2, !dbg !359
  %72 = load ptr, ptr %71, align 4, !dbg !359
  %73 = call noundef double %72(ptr noundef nonnull align 4 dereferenceable(4) %69), !dbg !359
  %74 = load double, ptr %3, align 8, !dbg !360
  %75 = fadd double %74, %73, !dbg !360
  store double %75, ptr %3, align 8, !dbg !360
  br label %76, !dbg !361

76:                                               ; preds = %55
  %77 = load ptr, ptr %5, align 4, !dbg !346
  %78 = getelementptr inbounds ptr, ptr %77, i32 1, !dbg !346
  store ptr %78, ptr %5, align 4, !dbg !346
  br label %51, !dbg !346, !llvm.loop !362

79:                                               ; preds = %0
  %80 = cleanuppad within none [], !dbg !301
  call void @_ZdlPvm(ptr noundef %35, i32 noundef 24) #17 [ "funclet"(token %80) ], !dbg !301
  cleanupret from %80 unwind to caller, !dbg !301

81:                                               ; preds = %37
  %82 = cleanuppad within none [], !dbg !321
  call void @_ZdlPvm(ptr noundef %39, i32 noundef 24) #17 [ "funclet"(token %82) ], !dbg !321
  cleanupret from %82 unwind to caller, !dbg !321

83:                                               ; preds = %41
  %84 = cleanuppad within none [], !dbg !335
  call void @_ZdlPvm(ptr noundef %43, i32 noundef 24) #17 [ "funclet"(token %84) ], !dbg !335
  cleanupret from %84 unwind to caller, !dbg !335

85:                                               ; preds = %51
    #dbg_declare(ptr %8, !364, !DIExpression(), !366)
  store ptr %2, ptr %8, align 4, !dbg !367
    #dbg_declare(ptr %9, !368, !DIExpression(), !366)
  %86 = load ptr, ptr %8, align 4, !dbg !369
  %87 = getelementptr inbounds [3 x ptr], ptr %86, i32 0, i32 0, !dbg !369
  store ptr %87, ptr %9, align 4, !dbg !369
    #dbg_declare(ptr %10, !370, !DIExpression(), !366)
  %88 = load ptr, ptr %8, align 4, !dbg !369
  %89 = getelementptr inbounds [3 x ptr], ptr %88, i32 0, i32 0, !dbg !369
  %90 = getelementptr inbounds ptr, ptr %89, i32 3, !dbg !369
  store ptr %90, ptr %10, align 4, !dbg !369
  br label %91, !dbg !369

91:                                               ; preds = %105, %85
  %92 = load ptr, ptr %9, align 4, !dbg !369
  %93 = load ptr, ptr %10, align 4, !dbg !369
  %94 = icmp ne ptr %92, %93, !dbg !369
  br i1 %94, label %95, label %108, !dbg !369

95:                                               ; preds = %91
    #dbg_declare(ptr %11, !371, !DIExpression(), !373)
  %96 = load ptr, ptr %9, align 4, !dbg !374
  %97 = load ptr, ptr %96, align 4, !dbg !374
  store ptr %97, ptr %11, align 4, !dbg !373
  %98 = load ptr, ptr %11, align 4, !dbg !375
  %99 = icmp eq ptr %98, null, !dbg !376
  br i1 %99, label %104, label %100, !dbg !376

100:                                              ; preds = %95
  %101 = load ptr, ptr %98, align 4, !dbg !376
  %102 = getelementptr inbounds ptr, ptr %101, i64 1, !dbg !376
  %103 = load ptr, ptr %102, align 4, !dbg !376
  call void %103(ptr noundef nonnull align 4 dereferenceable(4) %98) #13, !dbg !376
  br label %104, !dbg !376

104:                                              ; preds = %100, %95
  br label %105, !dbg !377

105:                                              ; preds = %104
  %106 = load ptr, ptr %9, align 4, !dbg !369
  %107 = getelementptr inbounds ptr, ptr %106, i32 1, !dbg !369
  store ptr %107, ptr %9, align 4, !dbg !369
  br label %91, !dbg !369, !llvm.loop !378

108:                                              ; preds = %91
  %109 = load double, ptr %3, align 8, !dbg !380
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %109), !dbg !381
    #dbg_declare(ptr %12, !382, !DIExpression(), !413)
  %111 = call noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %12) #13, !dbg !413
    #dbg_declare(ptr %13, !414, !DIExpression(), !416)
  %112 = icmp eq ptr %12, null, !dbg !417
  br i1 %112, label %115, label %113, !dbg !417

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %12, i32 8, !dbg !417
  br label %115, !dbg !417

115:                                              ; preds = %113, %108
  %116 = phi ptr [ %114, %113 ], [ null, %108 ], !dbg !417
  store ptr %116, ptr %13, align 4, !dbg !416
    #dbg_declare(ptr %14, !418, !DIExpression(), !420)
  store ptr %12, ptr %14, align 4, !dbg !420
  %117 = load ptr, ptr %13, align 4, !dbg !421
  %118 = load ptr, ptr %117, align 4, !dbg !422
  %119 = getelementptr inbounds ptr, ptr %118, i64 0, !dbg !422
  %120 = load ptr, ptr %119, align 4, !dbg !422
  call void %120(ptr noundef nonnull align 4 dereferenceable(8) %117), !dbg !422
  %121 = load ptr, ptr %13, align 4, !dbg !423
  %122 = load ptr, ptr %121, align 4, !dbg !424
  %123 = getelementptr inbounds ptr, ptr %122, i64 0, !dbg !424
  %124 = load ptr, ptr %123, align 4, !dbg !424
  call void %124(ptr noundef nonnull align 4 dereferenceable(8) %121), !dbg !424
  %125 = load ptr, ptr %14, align 4, !dbg !425
  %126 = load ptr, ptr %125, align 4, !dbg !426
  %127 = getelementptr inbounds ptr, ptr %126, i64 0, !dbg !426
  %128 = load ptr, ptr %127, align 4, !dbg !426
  %129 = call noundef ptr %128(ptr noundef nonnull align 4 dereferenceable(8) %125), !dbg !426
  %130 = getelementptr inbounds i8, ptr %12, i32 8, !dbg !427
  %131 = getelementptr inbounds %struct.Counted, ptr %130, i32 0, i32 1, !dbg !428
  %132 = load i32, ptr %131, align 4, !dbg !428
  %133 = getelementptr inbounds %struct.Named, ptr %12, i32 0, i32 1, !dbg !429
  %134 = load i32, ptr %133, align 4, !dbg !429
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %129, i32 noundef %132, i32 noundef %134), !dbg !430
    #dbg_declare(ptr %15, !431, !DIExpression(), !452)
  %136 = call noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %15) #13, !dbg !452
    #dbg_declare(ptr %16, !453, !DIExpression(), !455)
  %137 = icmp eq ptr %15, null, !dbg !456
  br i1 %137, label %143, label %138, !dbg !456

138:                                              ; preds = %115
  %139 = load ptr, ptr %15, align 4, !dbg !456
  %140 = getelementptr i8, ptr %139, i64 -12, !dbg !456
  %141 = load i32, ptr %140, align 4, !dbg !456
  %142 = getelementptr inbounds i8, ptr %15, i32 %141, !dbg !456
  br label %143, !dbg !456

143:                                              ; preds = %138, %115
  %144 = phi ptr [ %142, %138 ], [ null, %115 ], !dbg !456
  store ptr %144, ptr %16, align 4, !dbg !455
    #dbg_declare(ptr %17, !457, !DIExpression(), !459)
  store ptr %15, ptr %17, align 4, !dbg !459
  %145 = load ptr, ptr %16, align 4, !dbg !460
  %146 = load ptr, ptr %145, align 4, !dbg !461
  %147 = getelementptr inbounds ptr, ptr %146, i64 0, !dbg !461
  %148 = load ptr, ptr %147, align 4, !dbg !461
  %149 = invoke noundef i32 %148(ptr noundef nonnull align 4 dereferenceable(8) %145)
          to label %150 unwind label %256, !dbg !461

150:                                              ; preds = %143
  %151 = load ptr, ptr %17, align 4, !dbg !462
  %152 = load ptr, ptr %151, align 4, !dbg !463
  %153 = getelementptr inbounds ptr, ptr %152, i64 0, !dbg !463
  %154 = load ptr, ptr %153, align 4, !dbg !463
  %155 = invoke noundef i32 %154(ptr noundef nonnull align 4 dereferenceable(8) %151)
          to label %156 unwind label %256, !dbg !463

156:                                              ; preds = %150
  %157 = getelementptr inbounds i8, ptr %15, i32 8, !dbg !464
  %158 = getelementptr inbounds %struct.Right, ptr %157, i32 0, i32 1, !dbg !465
  %159 = load i32, ptr %158, align 4, !dbg !465
  %160 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %149, i32 noundef %155, i32 noundef %159)
          to label %161 unwind label %256, !dbg !466

161:                                              ; preds = %156
  %162 = load ptr, ptr %16, align 4, !dbg !467
  %163 = icmp eq ptr %162, null, !dbg !468
  br i1 %163, label %166, label %164, !dbg !468

164:                                              ; preds = %161
  %165 = call ptr @__dynamic_cast(ptr %162, ptr @_ZTI4Base, ptr @_ZTI5Right, i32 -1) #13, !dbg !468
  br label %167, !dbg !468

166:                                              ; preds = %161
  br label %167, !dbg !468

167:                                              ; preds = %166, %164
  %168 = phi ptr [ %165, %164 ], [ null, %166 ], !dbg !468
  %169 = icmp ne ptr %168, null, !dbg !469
  %170 = zext i1 %169 to i32, !dbg !468
  %171 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %170)
          to label %172 unwind label %256, !dbg !470

172:                                              ; preds = %167
    #dbg_declare(ptr %18, !471, !DIExpression(), !493)
    #dbg_declare(ptr %19, !494, !DIExpression(), !496)
  store i32 0, ptr %19, align 4, !dbg !496
  br label %173, !dbg !497

173:                                              ; preds = %183, %172
  %174 = load i32, ptr %19, align 4, !dbg !498
  %175 = icmp slt i32 %174, 8, !dbg !500
  br i1 %175, label %176, label %186, !dbg !501

176:                                              ; preds = %173
  %177 = load i32, ptr %19, align 4, !dbg !502
  %178 = load i32, ptr %19, align 4, !dbg !503
  %179 = mul nsw i32 %177, %178, !dbg !504
  %180 = load i32, ptr %19, align 4, !dbg !505
  %181 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %180)
          to label %182 unwind label %256, !dbg !506

182:                                              ; preds = %176
  store i32 %179, ptr %181, align 4, !dbg !507
  br label %183, !dbg !506

183:                                              ; preds = %182
  %184 = load i32, ptr %19, align 4, !dbg !508
  %185 = add nsw i32 %184, 1, !dbg !508
  store i32 %185, ptr %19, align 4, !dbg !508
  br label %173, !dbg !509, !llvm.loop !510

186:                                              ; preds = %173
    #dbg_declare(ptr %20, !512, !DIExpression(), !513)
  store i32 7, ptr %20, align 4, !dbg !513
    #dbg_declare(ptr %21, !514, !DIExpression(), !518)
  %187 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0, !dbg !519
  %188 = load i32, ptr %20, align 4, !dbg !520
  store i32 %188, ptr %187, align 4, !dbg !519
    #dbg_declare(ptr %22, !521, !DIExpression(), !522)
  store i32 0, ptr %22, align 4, !dbg !522
    #dbg_declare(ptr %23, !523, !DIExpression(), !527)
  %189 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !528
  store ptr %22, ptr %189, align 4, !dbg !528
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %24, ptr align 4 %21, i32 4, i1 false), !dbg !529
  %190 = getelementptr inbounds %class.anon, ptr %24, i32 0, i32 0, !dbg !530
  %191 = load i32, ptr %190, align 4, !dbg !530
  %192 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %191)
          to label %193 unwind label %256, !dbg !530

193:                                              ; preds = %186
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %25, ptr align 4 %23, i32 4, i1 false), !dbg !531
  %194 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0, !dbg !532
  %195 = load ptr, ptr %194, align 4, !dbg !532
  %196 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, ptr %195)
          to label %197 unwind label %256, !dbg !532

197:                                              ; preds = %193
  %198 = load i32, ptr %22, align 4, !dbg !533
  %199 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %192, i32 noundef %196, i32 noundef %198)
          to label %200 unwind label %256, !dbg !534

200:                                              ; preds = %197
    #dbg_declare(ptr %26, !535, !DIExpression(), !537)
  %201 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %202 unwind label %256, !dbg !538

202:                                              ; preds = %200
  %203 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %204 unwind label %256, !dbg !539

204:                                              ; preds = %202
  %205 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %201, double noundef %203)
          to label %206 unwind label %256, !dbg !540

206:                                              ; preds = %204
    #dbg_declare(ptr %27, !541, !DIExpression(), !545)
  %207 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %28) #13, !dbg !546
  store ptr %207, ptr %27, align 4, !dbg !545
  %208 = load ptr, ptr %27, align 4, !dbg !547
  %209 = invoke noundef i32 %208(i32 noundef 14)
          to label %210 unwind label %256, !dbg !547

210:                                              ; preds = %206
  %211 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %209)
          to label %212 unwind label %256, !dbg !548

212:                                              ; preds = %210
  %213 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %214 unwind label %256, !dbg !549

214:                                              ; preds = %212
  %215 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %216 unwind label %256, !dbg !550

216:                                              ; preds = %214
  %217 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10), !dbg !551
  %218 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %213, double noundef %215, ptr noundef %217)
          to label %219 unwind label %256, !dbg !552

219:                                              ; preds = %216
  %220 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %221 unwind label %256, !dbg !553

221:                                              ; preds = %219
  %222 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %223 unwind label %256, !dbg !554

223:                                              ; preds = %221
  %224 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %225 unwind label %256, !dbg !555

225:                                              ; preds = %223
  %226 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %220, ptr noundef %222, ptr noundef %224)
          to label %227 unwind label %256, !dbg !556

227:                                              ; preds = %225
    #dbg_declare(ptr %29, !557, !DIExpression(), !558)
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 8 %29, i32 noundef 5), !dbg !559
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %30, ptr align 8 %29, i32 48, i1 false), !dbg !560
  %228 = call noundef i64 @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 8 %30), !dbg !561
  %229 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 4, !dbg !562
  %230 = getelementptr inbounds [13 x i8], ptr %229, i32 0, i32 0, !dbg !563
  %231 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %228, ptr noundef %230)
          to label %232 unwind label %256, !dbg !564

232:                                              ; preds = %227
    #dbg_declare(ptr %31, !565, !DIExpression(), !566)
  %233 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0, !dbg !567
  store i32 3, ptr %233, align 4, !dbg !567
  %234 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1, !dbg !567
  store float 9.500000e+00, ptr %234, align 4, !dbg !567
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %31, ptr noundef byval(%struct.Pair) align 4 %32), !dbg !568
  %235 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 0, !dbg !569
  %236 = load i32, ptr %235, align 4, !dbg !569
  %237 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 1, !dbg !570
  %238 = load float, ptr %237, align 4, !dbg !570
  %239 = fpext float %238 to double, !dbg !571
  %240 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %236, double noundef %239)
          to label %241 unwind label %256, !dbg !572

241:                                              ; preds = %232
    #dbg_declare(ptr %33, !573, !DIExpression(), !574)
  %242 = invoke noundef i32 @_ZL7counterv()
          to label %243 unwind label %256, !dbg !575

243:                                              ; preds = %241
  store i32 %242, ptr %33, align 4, !dbg !574
    #dbg_declare(ptr %34, !576, !DIExpression(), !577)
  %244 = invoke noundef i32 @_ZL7counterv()
          to label %245 unwind label %256, !dbg !578

245:                                              ; preds = %243
  store i32 %244, ptr %34, align 4, !dbg !577
  %246 = load i32, ptr %33, align 4, !dbg !579
  %247 = load i32, ptr %34, align 4, !dbg !580
  %248 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %249 unwind label %256, !dbg !581

249:                                              ; preds = %245
  %250 = getelementptr inbounds %struct.Registry, ptr %248, i32 0, i32 0, !dbg !582
  %251 = load i32, ptr %250, align 4, !dbg !582
  %252 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %246, i32 noundef %247, i32 noundef %251)
          to label %253 unwind label %256, !dbg !583

253:                                              ; preds = %249
  store i32 0, ptr %1, align 4, !dbg !584
  %254 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %15) #13, !dbg !585
  %255 = load i32, ptr %1, align 4, !dbg !585
  ret i32 %255, !dbg !585

256:                                              ; preds = %249, %245, %243, %241, %232, %227, %225, %223, %221, %219, %216, %214, %212, %210, %206, %204, %202, %200, %197, %193, %186, %176, %167, %156, %150, %143
  %257 = cleanuppad within none [], !dbg !585
  %258 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %15) #13 [ "funclet"(token %257) ], !dbg !585
  cleanupret from %257 unwind to caller, !dbg !585
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat !dbg !586 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !587, !DIExpression(), !589)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !590, !DIExpression(), !591)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !592, !DIExpression(), !593)
  %7 = load ptr, ptr %4, align 4
  %8 = call noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #13, !dbg !594
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !595
  %9 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !596
  %10 = load double, ptr %5, align 8, !dbg !597
  store double %10, ptr %9, align 8, !dbg !596
  %11 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !598
  %12 = load double, ptr %6, align 8, !dbg !599
  store double %12, ptr %11, align 8, !dbg !598
  ret ptr %7, !dbg !600
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat !dbg !601 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !602, !DIExpression(), !604)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !605, !DIExpression(), !606)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !607
  %7 = load double, ptr %4, align 8, !dbg !608
  %8 = call noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %6, double noundef %7), !dbg !609
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !610
  ret ptr %5, !dbg !611
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !612 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !614, !DIExpression(), !616)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !617
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !617
  %6 = call noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !617
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !617
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !617
  store ptr getelementptr inbounds inrange(-8, 4) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %7, align 4, !dbg !617
  ret ptr %3, !dbg !617
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #0 comdat !dbg !618 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !623, !DIExpression(), !625)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !626
  %5 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !626
  %6 = call noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !626
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !626
  %8 = call noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !626
  store ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr %3, align 4, !dbg !626
  %9 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !626
  store ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr %9, align 4, !dbg !626
  %10 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !626
  store ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3), ptr %10, align 4, !dbg !626
  %11 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2, !dbg !627
  store i32 4, ptr %11, align 4, !dbg !627
  ret ptr %3, !dbg !626
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat !dbg !628 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !629, !DIExpression(), !631)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !632, !DIExpression(), !633)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !634
  %7 = load i32, ptr %4, align 4, !dbg !635
  %8 = getelementptr inbounds [8 x i32], ptr %6, i32 0, i32 %7, !dbg !634
  ret ptr %8, !dbg !636
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 !dbg !637 {
  %4 = alloca %class.anon, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store i32 %2, ptr %8, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !643, !DIExpression(), !645)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !646, !DIExpression(), !647)
    #dbg_declare(ptr %4, !648, !DIExpression(), !649)
  %9 = load ptr, ptr %5, align 4
    #dbg_declare(ptr %7, !650, !DIExpression(), !652)
  store i32 0, ptr %7, align 4, !dbg !652
  br label %10, !dbg !653

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4, !dbg !654
  %12 = icmp slt i32 %11, 8, !dbg !656
  br i1 %12, label %13, label %23, !dbg !657

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4, !dbg !658
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !659
  %16 = load i32, ptr %7, align 4, !dbg !660
  %17 = getelementptr inbounds [8 x i32], ptr %15, i32 0, i32 %16, !dbg !659
  %18 = load i32, ptr %17, align 4, !dbg !659
  %19 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18), !dbg !661
  store i32 %19, ptr %6, align 4, !dbg !662
  br label %20, !dbg !663

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4, !dbg !664
  %22 = add nsw i32 %21, 1, !dbg !664
  store i32 %22, ptr %7, align 4, !dbg !664
  br label %10, !dbg !665, !llvm.loop !666

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4, !dbg !668
  ret i32 %24, !dbg !669
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #8

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, ptr %2) #7 !dbg !670 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  store ptr %2, ptr %8, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !676, !DIExpression(), !677)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !678, !DIExpression(), !679)
    #dbg_declare(ptr %4, !680, !DIExpression(), !681)
  %9 = load ptr, ptr %5, align 4
    #dbg_declare(ptr %7, !682, !DIExpression(), !684)
  store i32 0, ptr %7, align 4, !dbg !684
  br label %10, !dbg !685

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4, !dbg !686
  %12 = icmp slt i32 %11, 8, !dbg !688
  br i1 %12, label %13, label %23, !dbg !689

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4, !dbg !690
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !691
  %16 = load i32, ptr %7, align 4, !dbg !692
  %17 = getelementptr inbounds [8 x i32], ptr %15, i32 0, i32 %16, !dbg !691
  %18 = load i32, ptr %17, align 4, !dbg !691
  %19 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18), !dbg !693
  store i32 %19, ptr %6, align 4, !dbg !694
  br label %20, !dbg !695

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4, !dbg !696
  %22 = add nsw i32 %21, 1, !dbg !696
  store i32 %22, ptr %7, align 4, !dbg !696
  br label %10, !dbg !697, !llvm.loop !698

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4, !dbg !700
  ret i32 %24, !dbg !701
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 !dbg !702 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !710, !DIExpression(), !712)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !713, !DIExpression(), !714)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !715
  %7 = load i32, ptr %4, align 4, !dbg !716
  %8 = add nsw i32 %6, %7, !dbg !717
  ret i32 %8, !dbg !718
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 !dbg !719 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !725, !DIExpression(), !726)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !727, !DIExpression(), !728)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !729
  %7 = load double, ptr %4, align 8, !dbg !730
  %8 = fadd double %6, %7, !dbg !731
  ret double %8, !dbg !732
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 !dbg !733 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !740, !DIExpression(), !742)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_38__invokeEi", !dbg !743
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !744 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !748, !DIExpression(), !749)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !750, !DIExpression(), !751)
  %5 = load i32, ptr %3, align 4, !dbg !752
  %6 = load i32, ptr %4, align 4, !dbg !753
  %7 = icmp slt i32 %5, %6, !dbg !754
  br i1 %7, label %8, label %10, !dbg !752

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !755
  br label %12, !dbg !752

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !756
  br label %12, !dbg !752

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !752
  ret i32 %13, !dbg !757
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !758 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !763, !DIExpression(), !764)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !765, !DIExpression(), !766)
  %5 = load double, ptr %3, align 8, !dbg !767
  %6 = load double, ptr %4, align 8, !dbg !768
  %7 = fcmp olt double %5, %6, !dbg !769
  br i1 %7, label %8, label %10, !dbg !767

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8, !dbg !770
  br label %12, !dbg !767

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8, !dbg !771
  br label %12, !dbg !767

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !767
  ret double %13, !dbg !772
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 comdat !dbg !773 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !783, !DIExpression(), !784)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !785, !DIExpression(), !784)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !786, !DIExpression(), !784)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !787, !DIExpression(), !784)
  ret i32 4, !dbg !788
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8TypeNameIiE3getEv() #0 comdat !dbg !789 {
  ret ptr @.str.21, !dbg !795
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8TypeNameIdE3getEv() #0 comdat !dbg !796 {
  ret ptr @.str.22, !dbg !800
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #7 !dbg !93 {
  %1 = load i8, ptr @_ZGVZL7countervE1n, align 1, !dbg !801
  %2 = icmp eq i8 %1, 0, !dbg !801
  br i1 %2, label %3, label %7, !dbg !801, !prof !802

3:                                                ; preds = %0
  %4 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv(), !dbg !803
  %5 = getelementptr inbounds %struct.Registry, ptr %4, i32 0, i32 0, !dbg !804
  %6 = load i32, ptr %5, align 4, !dbg !804
  store i32 %6, ptr @_ZZL7countervE1n, align 4, !dbg !801
  store i8 1, ptr @_ZGVZL7countervE1n, align 1, !dbg !801
  br label %7, !dbg !801

7:                                                ; preds = %3, %0
  %8 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !805
  %9 = add nsw i32 %8, 1, !dbg !805
  store i32 %9, ptr @_ZZL7countervE1n, align 4, !dbg !805
  ret i32 %9, !dbg !806
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #7 !dbg !136 {
  %1 = load i8, ptr @_ZGVZL8registryvE1r, align 1, !dbg !807
  %2 = icmp eq i8 %1, 0, !dbg !807
  br i1 %2, label %3, label %6, !dbg !807, !prof !802

3:                                                ; preds = %0
  %4 = call noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r), !dbg !808
  %5 = call i32 @__cxa_atexit(ptr @__cxx_global_array_dtor, ptr null, ptr @__dso_handle) #13, !dbg !807
  store i8 1, ptr @_ZGVZL8registryvE1r, align 1, !dbg !807
  br label %6, !dbg !807

6:                                                ; preds = %3, %0
  ret ptr @_ZZL8registryvE1r, !dbg !809
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #0 comdat !dbg !810 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !812, !DIExpression(), !813)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT7Diamond) #13, !dbg !814
  %5 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !814
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !814
  ret ptr %3, !dbg !814
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !815 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !817, !DIExpression(), !818)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !819
  ret ptr %3, !dbg !819
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !820 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !824, !DIExpression(), !825)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !826
  ret ptr %3, !dbg !828
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !829 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !830, !DIExpression(), !831)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !832
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 24) #17, !dbg !832
  ret void, !dbg !832
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !833 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !834, !DIExpression(), !836)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !837
  %5 = load double, ptr %4, align 8, !dbg !837
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !838
  %7 = load double, ptr %6, align 8, !dbg !838
  %8 = fmul double %5, %7, !dbg !839
  ret double %8, !dbg !840
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !841 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !842, !DIExpression(), !843)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.17, !dbg !844
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !845 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !846, !DIExpression(), !847)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !848
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !849 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !850, !DIExpression(), !851)
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #15, !dbg !852
  unreachable, !dbg !852
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !853 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !854, !DIExpression(), !856)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.16, !dbg !857
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !858 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !862, !DIExpression(), !863)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !864
  ret ptr %3, !dbg !866
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !867 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !868, !DIExpression(), !869)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !870
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 24) #17, !dbg !870
  ret void, !dbg !870
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !871 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !872, !DIExpression(), !874)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.18, !dbg !875
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !876 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !881, !DIExpression(), !882)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !883
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !884
  store i32 5, ptr %4, align 4, !dbg !884
  ret ptr %3, !dbg !883
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !885 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !887, !DIExpression(), !888)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !889
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !890
  store i32 0, ptr %4, align 4, !dbg !890
  ret ptr %3, !dbg !889
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !891 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !892, !DIExpression(), !894)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.20, !dbg !895
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !896 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !897, !DIExpression(), !898)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !899
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1, !dbg !899
  %6 = load i32, ptr %5, align 4, !dbg !900
  %7 = add nsw i32 %6, 10, !dbg !900
  store i32 %7, ptr %5, align 4, !dbg !900
  ret void, !dbg !901
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZThn8_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #10 comdat !dbg !902 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !904
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !904
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %4), !dbg !904
  ret void, !dbg !904
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !905 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !906, !DIExpression(), !908)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.19, !dbg !909
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7Counted4bumpEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !910 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !911, !DIExpression(), !912)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !913
  %5 = load i32, ptr %4, align 4, !dbg !914
  %6 = add nsw i32 %5, 1, !dbg !914
  store i32 %6, ptr %4, align 4, !dbg !914
  ret void, !dbg !915
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !916 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !918, !DIExpression(), !919)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !920
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !921
  store i32 1, ptr %4, align 4, !dbg !921
  ret ptr %3, !dbg !920
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !922 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !927, !DIExpression(), !928)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !929, !DIExpression(), !928)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4, !dbg !931
  store ptr %7, ptr %5, align 4, !dbg !931
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !931
  %9 = load ptr, ptr %8, align 4, !dbg !931
  %10 = load ptr, ptr %5, align 4, !dbg !931
  %11 = getelementptr i8, ptr %10, i64 -12, !dbg !931
  %12 = load i32, ptr %11, align 4, !dbg !931
  %13 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !931
  store ptr %9, ptr %13, align 4, !dbg !931
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1, !dbg !932
  store i32 2, ptr %14, align 4, !dbg !932
  ret ptr %5, !dbg !931
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !933 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !938, !DIExpression(), !939)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !940, !DIExpression(), !939)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4, !dbg !941
  store ptr %7, ptr %5, align 4, !dbg !941
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !941
  %9 = load ptr, ptr %8, align 4, !dbg !941
  %10 = load ptr, ptr %5, align 4, !dbg !941
  %11 = getelementptr i8, ptr %10, i64 -12, !dbg !941
  %12 = load i32, ptr %11, align 4, !dbg !941
  %13 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !941
  store ptr %9, ptr %13, align 4, !dbg !941
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1, !dbg !942
  store i32 3, ptr %14, align 4, !dbg !942
  ret ptr %5, !dbg !941
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !943 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !944, !DIExpression(), !946)
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !947
  %5 = getelementptr i8, ptr %4, i64 -12, !dbg !947
  %6 = load i32, ptr %5, align 4, !dbg !947
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !947
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !947
  %9 = load i32, ptr %8, align 4, !dbg !947
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !948
  %11 = load i32, ptr %10, align 4, !dbg !948
  %12 = add nsw i32 %9, %11, !dbg !949
  ret i32 %12, !dbg !950
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !951 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !953, !DIExpression(), !954)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT4Left) #13, !dbg !955
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !955
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !955
  ret ptr %3, !dbg !955
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !956 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !957, !DIExpression(), !958)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !959
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #17, !dbg !959
  ret void, !dbg !959
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK4Left3getEv(ptr noundef %0) unnamed_addr #10 comdat !dbg !960 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !961
  %4 = load ptr, ptr %3, align 4, !dbg !961
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !961
  %6 = load i32, ptr %5, align 4, !dbg !961
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !961
  %8 = tail call noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %7), !dbg !961
  ret i32 %8, !dbg !961
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_N4LeftD1Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !962 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !963
  store ptr %4, ptr %2, align 4, !dbg !963
  %5 = load ptr, ptr %4, align 4, !dbg !963
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !963
  %7 = load i32, ptr %6, align 4, !dbg !963
  %8 = getelementptr inbounds i8, ptr %4, i32 %7, !dbg !963
  %9 = tail call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !963
  ret ptr %9, !dbg !963
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N4LeftD0Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !964 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !965
  %4 = load ptr, ptr %3, align 4, !dbg !965
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !965
  %6 = load i32, ptr %5, align 4, !dbg !965
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !965
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !965
  ret void, !dbg !965
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !966 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !968, !DIExpression(), !969)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT5Right) #13, !dbg !970
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !970
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13, !dbg !970
  ret ptr %3, !dbg !970
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !971 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !972, !DIExpression(), !973)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !974
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #17, !dbg !974
  ret void, !dbg !974
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !975 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !976, !DIExpression(), !978)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !979
  %5 = load i32, ptr %4, align 4, !dbg !979
  ret i32 %5, !dbg !980
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_N5RightD1Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !981 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !982
  store ptr %4, ptr %2, align 4, !dbg !982
  %5 = load ptr, ptr %4, align 4, !dbg !982
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !982
  %7 = load i32, ptr %6, align 4, !dbg !982
  %8 = getelementptr inbounds i8, ptr %4, i32 %7, !dbg !982
  %9 = tail call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !982
  ret ptr %9, !dbg !982
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N5RightD0Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !983 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !984
  %4 = load ptr, ptr %3, align 4, !dbg !984
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !984
  %6 = load i32, ptr %5, align 4, !dbg !984
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !984
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !984
  ret void, !dbg !984
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat !dbg !985 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !986, !DIExpression(), !988)
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !989
  %5 = getelementptr i8, ptr %4, i64 -12, !dbg !989
  %6 = load i32, ptr %5, align 4, !dbg !989
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !989
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !989
  %9 = load i32, ptr %8, align 4, !dbg !989
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !990
  %11 = load i32, ptr %10, align 4, !dbg !990
  %12 = add nsw i32 %9, %11, !dbg !991
  %13 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !992
  %14 = getelementptr inbounds %struct.Right, ptr %13, i32 0, i32 1, !dbg !992
  %15 = load i32, ptr %14, align 4, !dbg !992
  %16 = add nsw i32 %12, %15, !dbg !993
  %17 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2, !dbg !994
  %18 = load i32, ptr %17, align 4, !dbg !994
  %19 = add nsw i32 %16, %18, !dbg !995
  ret i32 %19, !dbg !996
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat !dbg !997 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !998, !DIExpression(), !999)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !1000
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 28) #17, !dbg !1000
  ret void, !dbg !1000
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !1001 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1002
  store ptr %4, ptr %2, align 4, !dbg !1002
  %5 = getelementptr inbounds i8, ptr %4, i32 -8, !dbg !1002
  %6 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #13, !dbg !1002
  ret ptr %6, !dbg !1002
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !1003 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1004
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !1004
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #13, !dbg !1004
  ret void, !dbg !1004
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #10 comdat !dbg !1005 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1006
  %4 = load ptr, ptr %3, align 4, !dbg !1006
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !1006
  %6 = load i32, ptr %5, align 4, !dbg !1006
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1006
  %8 = tail call noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %7), !dbg !1006
  ret i32 %8, !dbg !1006
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !1007 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !1008
  store ptr %4, ptr %2, align 4, !dbg !1008
  %5 = load ptr, ptr %4, align 4, !dbg !1008
  %6 = getelementptr inbounds i8, ptr %5, i64 -16, !dbg !1008
  %7 = load i32, ptr %6, align 4, !dbg !1008
  %8 = getelementptr inbounds i8, ptr %4, i32 %7, !dbg !1008
  %9 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %8) #13, !dbg !1008
  ret ptr %9, !dbg !1008
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #11 comdat !dbg !1009 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1010
  %4 = load ptr, ptr %3, align 4, !dbg !1010
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1010
  %6 = load i32, ptr %5, align 4, !dbg !1010
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1010
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !1010
  ret void, !dbg !1010
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !1011 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1012, !DIExpression(), !1013)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !1014
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !1015 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1016, !DIExpression(), !1017)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !1018
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #17, !dbg !1018
  ret void, !dbg !1019
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !1020 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1021, !DIExpression(), !1022)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1023, !DIExpression(), !1022)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5, !dbg !1024
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !1025 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1026, !DIExpression(), !1027)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1028, !DIExpression(), !1027)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5, !dbg !1029
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #7 !dbg !1030 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1032, !DIExpression(), !1033)
  %4 = load i32, ptr %2, align 4, !dbg !1034
  %5 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4), !dbg !1034
  ret i32 %5, !dbg !1034
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 !dbg !1035 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1039, !DIExpression(), !1040)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1041, !DIExpression(), !1042)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !1043
  %7 = mul nsw i32 %6, 3, !dbg !1044
  ret i32 %7, !dbg !1045
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat !dbg !1046 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1047, !DIExpression(), !1049)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !1050
  store i32 3, ptr %4, align 4, !dbg !1050
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.23), !dbg !1051
  ret ptr %3, !dbg !1053
}

; Function Attrs: noinline
define internal void @__cxx_global_array_dtor(ptr noundef %0) #12 !dbg !1054 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1055, !DIExpression(), !1056)
  %3 = call noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r) #13, !dbg !1056
  ret void, !dbg !1056
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !1057 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1058, !DIExpression(), !1059)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !1060
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #13

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !1061 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1062, !DIExpression(), !1063)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1064, !DIExpression(), !1063)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !1065
  %8 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !1065
  %9 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef %8) #13, !dbg !1065
  %10 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !1065
  %11 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %10) #13, !dbg !1065
  ret ptr %5, !dbg !1067
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 !dbg !1068 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1074, !DIExpression(), !1076)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1077, !DIExpression(), !1078)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1079, !DIExpression(), !1080)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !1081
  %9 = load i32, ptr %6, align 4, !dbg !1082
  %10 = add nsw i32 %8, %9, !dbg !1083
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !1084
  %12 = load i32, ptr %11, align 4, !dbg !1084
  %13 = add nsw i32 %10, %12, !dbg !1085
  ret i32 %13, !dbg !1086
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 !dbg !1087 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1092, !DIExpression(), !1094)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1095, !DIExpression(), !1096)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1097, !DIExpression(), !1098)
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !1099
  %9 = load ptr, ptr %8, align 4, !dbg !1099
  %10 = load i32, ptr %9, align 4, !dbg !1100
  %11 = add nsw i32 %10, 1, !dbg !1100
  store i32 %11, ptr %9, align 4, !dbg !1100
  %12 = load i32, ptr %6, align 4, !dbg !1101
  %13 = icmp ne i32 %12, 0, !dbg !1101
  br i1 %13, label %14, label %19, !dbg !1101

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !1102
  %16 = mul nsw i32 %15, 1, !dbg !1103
  %17 = load i32, ptr %6, align 4, !dbg !1104
  %18 = add nsw i32 %16, %17, !dbg !1105
  br label %21, !dbg !1101

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !1106
  br label %21, !dbg !1101

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1101
  ret i32 %22, !dbg !1107
}

attributes #0 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { noinline "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!145, !146, !147}
!llvm.ident = !{!148}

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
!97 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !98, globals: !133, splitDebugInlining: false, nameTableKind: None)
!98 = !{!5, !96, !99, !100, !121, !125}
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
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !126, identifier: "_ZTS8Registry")
!126 = !{!127, !128, !132}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !125, file: !2, line: 77, baseType: !96, size: 32)
!128 = !DISubprogram(name: "Registry", scope: !125, file: !2, line: 78, type: !129, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DISubprogram(name: "~Registry", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!133 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !42, !47, !49, !54, !59, !61, !66, !71, !73, !78, !80, !82, !84, !89, !91, !134, !140}
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "r", scope: !136, file: !2, line: 82, type: !125, isLocal: true, isDefinition: true)
!136 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !2, file: !2, line: 81, type: !137, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!137 = !DISubroutineType(types: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !125, size: 32)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !{i32 7, !"Dwarf Version", i32 4}
!146 = !{i32 2, !"Debug Info Version", i32 3}
!147 = !{i32 1, !"wchar_size", i32 4}
!148 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!149 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !150, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !154, retainedNodes: !153)
!150 = !DISubroutineType(types: !151)
!151 = !{!152, !152, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!153 = !{}
!154 = !{!155}
!155 = !DITemplateTypeParameter(name: "T", type: !152)
!156 = !DILocalVariable(name: "a", arg: 1, scope: !149, file: !2, line: 53, type: !152)
!157 = !DILocation(line: 53, column: 58, scope: !149)
!158 = !DILocalVariable(arg: 2, scope: !149, file: !2, line: 53, type: !152)
!159 = !DILocation(line: 53, column: 73, scope: !149)
!160 = !DILocation(line: 53, column: 84, scope: !149)
!161 = !DILocation(line: 53, column: 77, scope: !149)
!162 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !163, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!163 = !DISubroutineType(types: !164)
!164 = !{!165, !96}
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !166, identifier: "_ZTS3Big")
!166 = !{!167, !169, !170, !171, !172}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !165, file: !2, line: 62, baseType: !168, size: 64)
!168 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !165, file: !2, line: 62, baseType: !168, size: 64, offset: 64)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !165, file: !2, line: 62, baseType: !168, size: 64, offset: 128)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !165, file: !2, line: 62, baseType: !168, size: 64, offset: 192)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !165, file: !2, line: 62, baseType: !173, size: 104, offset: 256)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!174 = !DILocalVariable(name: "seed", arg: 1, scope: !162, file: !2, line: 65, type: !96)
!175 = !DILocation(line: 65, column: 44, scope: !162)
!176 = !DILocalVariable(name: "r", scope: !162, file: !2, line: 66, type: !165)
!177 = !DILocation(line: 66, column: 7, scope: !162)
!178 = !DILocation(line: 67, column: 9, scope: !162)
!179 = !DILocation(line: 67, column: 5, scope: !162)
!180 = !DILocation(line: 67, column: 7, scope: !162)
!181 = !DILocation(line: 67, column: 21, scope: !162)
!182 = !DILocation(line: 67, column: 26, scope: !162)
!183 = !DILocation(line: 67, column: 17, scope: !162)
!184 = !DILocation(line: 67, column: 19, scope: !162)
!185 = !DILocation(line: 67, column: 37, scope: !162)
!186 = !DILocation(line: 67, column: 42, scope: !162)
!187 = !DILocation(line: 67, column: 33, scope: !162)
!188 = !DILocation(line: 67, column: 35, scope: !162)
!189 = !DILocation(line: 67, column: 54, scope: !162)
!190 = !DILocation(line: 67, column: 53, scope: !162)
!191 = !DILocation(line: 67, column: 49, scope: !162)
!192 = !DILocation(line: 67, column: 51, scope: !162)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 68, type: !96)
!194 = distinct !DILexicalBlock(scope: !162, file: !2, line: 68, column: 3)
!195 = !DILocation(line: 68, column: 12, scope: !194)
!196 = !DILocation(line: 68, column: 8, scope: !194)
!197 = !DILocation(line: 68, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 68, column: 3)
!199 = !DILocation(line: 68, column: 21, scope: !198)
!200 = !DILocation(line: 68, column: 3, scope: !194)
!201 = !DILocation(line: 68, column: 57, scope: !198)
!202 = !DILocation(line: 68, column: 64, scope: !198)
!203 = !DILocation(line: 68, column: 62, scope: !198)
!204 = !DILocation(line: 68, column: 67, scope: !198)
!205 = !DILocation(line: 68, column: 54, scope: !198)
!206 = !DILocation(line: 68, column: 49, scope: !198)
!207 = !DILocation(line: 68, column: 34, scope: !198)
!208 = !DILocation(line: 68, column: 38, scope: !198)
!209 = !DILocation(line: 68, column: 32, scope: !198)
!210 = !DILocation(line: 68, column: 41, scope: !198)
!211 = !DILocation(line: 68, column: 27, scope: !198)
!212 = !DILocation(line: 68, column: 3, scope: !198)
!213 = distinct !{!213, !200, !214, !215}
!214 = !DILocation(line: 68, column: 71, scope: !194)
!215 = !{!"llvm.loop.mustprogress"}
!216 = !DILocation(line: 69, column: 5, scope: !162)
!217 = !DILocation(line: 69, column: 3, scope: !162)
!218 = !DILocation(line: 69, column: 13, scope: !162)
!219 = !DILocation(line: 70, column: 3, scope: !162)
!220 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !221, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!221 = !DISubroutineType(types: !222)
!222 = !{!168, !165}
!223 = !DILocalVariable(name: "b", arg: 1, scope: !220, file: !2, line: 72, type: !165)
!224 = !DILocation(line: 72, column: 49, scope: !220)
!225 = !DILocation(line: 72, column: 63, scope: !220)
!226 = !DILocation(line: 72, column: 69, scope: !220)
!227 = !DILocation(line: 72, column: 65, scope: !220)
!228 = !DILocation(line: 72, column: 75, scope: !220)
!229 = !DILocation(line: 72, column: 71, scope: !220)
!230 = !DILocation(line: 72, column: 81, scope: !220)
!231 = !DILocation(line: 72, column: 77, scope: !220)
!232 = !DILocation(line: 72, column: 87, scope: !220)
!233 = !DILocation(line: 72, column: 85, scope: !220)
!234 = !DILocation(line: 72, column: 83, scope: !220)
!235 = !DILocation(line: 72, column: 54, scope: !220)
!236 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !237, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!237 = !DISubroutineType(types: !238)
!238 = !{!121, !121}
!239 = !DILocalVariable(name: "p", arg: 1, scope: !236, file: !2, line: 73, type: !121)
!240 = !DILocation(line: 73, column: 47, scope: !236)
!241 = !DILocalVariable(name: "q", scope: !236, file: !2, line: 73, type: !121)
!242 = !DILocation(line: 73, column: 57, scope: !236)
!243 = !DILocation(line: 73, column: 61, scope: !236)
!244 = !DILocation(line: 73, column: 69, scope: !236)
!245 = !DILocation(line: 73, column: 67, scope: !236)
!246 = !DILocation(line: 73, column: 81, scope: !236)
!247 = !DILocation(line: 73, column: 79, scope: !236)
!248 = !DILocation(line: 73, column: 85, scope: !236)
!249 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !250, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!250 = !DISubroutineType(types: !251)
!251 = !{!252, !253}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!253 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!254 = !DILocalVariable(name: "n", arg: 1, scope: !249, file: !2, line: 91, type: !253)
!255 = !DILocation(line: 91, column: 34, scope: !249)
!256 = !DILocation(line: 91, column: 53, scope: !249)
!257 = !DILocation(line: 91, column: 57, scope: !249)
!258 = !DILocation(line: 91, column: 46, scope: !249)
!259 = !DILocation(line: 91, column: 39, scope: !249)
!260 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !261, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !252}
!263 = !DILocalVariable(name: "p", arg: 1, scope: !260, file: !2, line: 92, type: !252)
!264 = !DILocation(line: 92, column: 28, scope: !260)
!265 = !DILocation(line: 92, column: 47, scope: !260)
!266 = !DILocation(line: 92, column: 42, scope: !260)
!267 = !DILocation(line: 92, column: 51, scope: !260)
!268 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !269, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !252, !253}
!271 = !DILocalVariable(name: "p", arg: 1, scope: !268, file: !2, line: 93, type: !252)
!272 = !DILocation(line: 93, column: 28, scope: !268)
!273 = !DILocalVariable(arg: 2, scope: !268, file: !2, line: 93, type: !253)
!274 = !DILocation(line: 93, column: 44, scope: !268)
!275 = !DILocation(line: 93, column: 62, scope: !268)
!276 = !DILocation(line: 93, column: 57, scope: !268)
!277 = !DILocation(line: 93, column: 66, scope: !268)
!278 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !153)
!279 = !DILocalVariable(name: "shapes", scope: !278, file: !2, line: 96, type: !280)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !281, size: 96, elements: !298)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32)
!282 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !283, vtableHolder: !282, identifier: "_ZTS5Shape")
!283 = !{!284, !285, !289, !295}
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!285 = !DISubprogram(name: "~Shape", scope: !282, file: !2, line: 10, type: !286, scopeLine: 10, containingType: !282, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!289 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !282, file: !2, line: 11, type: !290, scopeLine: 11, containingType: !282, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!290 = !DISubroutineType(types: !291)
!291 = !{!292, !293}
!292 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !282)
!295 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !282, file: !2, line: 12, type: !296, scopeLine: 12, containingType: !282, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!296 = !DISubroutineType(types: !297)
!297 = !{!152, !293}
!298 = !{!299}
!299 = !DISubrange(count: 3)
!300 = !DILocation(line: 96, column: 10, scope: !278)
!301 = !DILocation(line: 96, column: 23, scope: !278)
!302 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !303, vtableHolder: !282, identifier: "_ZTS4Rect")
!303 = !{!304, !305, !306, !307, !311, !316}
!304 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !302, baseType: !282, extraData: i32 0)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !302, file: !2, line: 16, baseType: !292, size: 64, offset: 64)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !302, file: !2, line: 16, baseType: !292, size: 64, offset: 128)
!307 = !DISubprogram(name: "Rect", scope: !302, file: !2, line: 17, type: !308, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !310, !292, !292}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!311 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !302, file: !2, line: 18, type: !312, scopeLine: 18, containingType: !302, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!312 = !DISubroutineType(types: !313)
!313 = !{!292, !314}
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !302)
!316 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !302, file: !2, line: 19, type: !317, scopeLine: 19, containingType: !302, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!317 = !DISubroutineType(types: !318)
!318 = !{!152, !314}
!319 = !DILocation(line: 96, column: 27, scope: !278)
!320 = !DILocation(line: 96, column: 22, scope: !278)
!321 = !DILocation(line: 96, column: 39, scope: !278)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !323, vtableHolder: !282, identifier: "_ZTS6Square")
!323 = !{!324, !325, !329}
!324 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !322, baseType: !302, extraData: i32 0)
!325 = !DISubprogram(name: "Square", scope: !322, file: !2, line: 23, type: !326, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !328, !292}
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!329 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !322, file: !2, line: 24, type: !330, scopeLine: 24, containingType: !322, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!330 = !DISubroutineType(types: !331)
!331 = !{!152, !332}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !322)
!334 = !DILocation(line: 96, column: 43, scope: !278)
!335 = !DILocation(line: 96, column: 54, scope: !278)
!336 = !DILocation(line: 96, column: 58, scope: !278)
!337 = !DILocalVariable(name: "total", scope: !278, file: !2, line: 97, type: !292)
!338 = !DILocation(line: 97, column: 10, scope: !278)
!339 = !DILocalVariable(name: "__range1", scope: !340, type: !341, flags: DIFlagArtificial)
!340 = distinct !DILexicalBlock(scope: !278, file: !2, line: 98, column: 3)
!341 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !280, size: 32)
!342 = !DILocation(line: 0, scope: !340)
!343 = !DILocation(line: 98, column: 19, scope: !340)
!344 = !DILocalVariable(name: "__begin1", scope: !340, type: !345, flags: DIFlagArtificial)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 32)
!346 = !DILocation(line: 98, column: 17, scope: !340)
!347 = !DILocalVariable(name: "__end1", scope: !340, type: !345, flags: DIFlagArtificial)
!348 = !DILocalVariable(name: "s", scope: !349, file: !2, line: 98, type: !281)
!349 = distinct !DILexicalBlock(scope: !340, file: !2, line: 98, column: 3)
!350 = !DILocation(line: 98, column: 15, scope: !349)
!351 = !DILocation(line: 98, column: 17, scope: !349)
!352 = !DILocation(line: 99, column: 25, scope: !353)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 98, column: 27)
!354 = !DILocation(line: 99, column: 28, scope: !353)
!355 = !DILocation(line: 99, column: 36, scope: !353)
!356 = !DILocation(line: 99, column: 39, scope: !353)
!357 = !DILocation(line: 99, column: 5, scope: !353)
!358 = !DILocation(line: 100, column: 14, scope: !353)
!359 = !DILocation(line: 100, column: 17, scope: !353)
!360 = !DILocation(line: 100, column: 11, scope: !353)
!361 = !DILocation(line: 98, column: 3, scope: !340)
!362 = distinct !{!362, !361, !363}
!363 = !DILocation(line: 101, column: 3, scope: !340)
!364 = !DILocalVariable(name: "__range1", scope: !365, type: !341, flags: DIFlagArtificial)
!365 = distinct !DILexicalBlock(scope: !278, file: !2, line: 102, column: 3)
!366 = !DILocation(line: 0, scope: !365)
!367 = !DILocation(line: 102, column: 19, scope: !365)
!368 = !DILocalVariable(name: "__begin1", scope: !365, type: !345, flags: DIFlagArtificial)
!369 = !DILocation(line: 102, column: 17, scope: !365)
!370 = !DILocalVariable(name: "__end1", scope: !365, type: !345, flags: DIFlagArtificial)
!371 = !DILocalVariable(name: "s", scope: !372, file: !2, line: 102, type: !281)
!372 = distinct !DILexicalBlock(scope: !365, file: !2, line: 102, column: 3)
!373 = !DILocation(line: 102, column: 15, scope: !372)
!374 = !DILocation(line: 102, column: 17, scope: !372)
!375 = !DILocation(line: 102, column: 34, scope: !372)
!376 = !DILocation(line: 102, column: 27, scope: !372)
!377 = !DILocation(line: 102, column: 3, scope: !365)
!378 = distinct !{!378, !377, !379}
!379 = !DILocation(line: 102, column: 34, scope: !365)
!380 = !DILocation(line: 103, column: 31, scope: !278)
!381 = !DILocation(line: 103, column: 3, scope: !278)
!382 = !DILocalVariable(name: "w", scope: !278, file: !2, line: 105, type: !383)
!383 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !384, vtableHolder: !386, identifier: "_ZTS6Widget")
!384 = !{!385, !395, !404, !409}
!385 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !383, baseType: !386, extraData: i32 0)
!386 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !387, vtableHolder: !386, identifier: "_ZTS5Named")
!387 = !{!388, !389, !390}
!388 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !386, file: !2, line: 27, baseType: !96, size: 32, offset: 32)
!390 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !386, file: !2, line: 27, type: !391, scopeLine: 27, containingType: !386, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!391 = !DISubroutineType(types: !392)
!392 = !{!152, !393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!394 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !386)
!395 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !383, baseType: !396, offset: 64, extraData: i32 0)
!396 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !397, vtableHolder: !396, identifier: "_ZTS7Counted")
!397 = !{!398, !399, !400}
!398 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !396, file: !2, line: 28, baseType: !96, size: 32, offset: 32)
!400 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !396, file: !2, line: 28, type: !401, scopeLine: 28, containingType: !396, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!401 = !DISubroutineType(types: !402)
!402 = !{null, !403}
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !396, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!404 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !383, file: !2, line: 31, type: !405, scopeLine: 31, containingType: !383, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!405 = !DISubroutineType(types: !406)
!406 = !{!152, !407}
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !408, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!408 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !383)
!409 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !383, file: !2, line: 32, type: !410, scopeLine: 32, containingType: !383, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!410 = !DISubroutineType(types: !411)
!411 = !{null, !412}
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DILocation(line: 105, column: 10, scope: !278)
!414 = !DILocalVariable(name: "c", scope: !278, file: !2, line: 106, type: !415)
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !396, size: 32)
!416 = !DILocation(line: 106, column: 12, scope: !278)
!417 = !DILocation(line: 106, column: 16, scope: !278)
!418 = !DILocalVariable(name: "n", scope: !278, file: !2, line: 107, type: !419)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 32)
!420 = !DILocation(line: 107, column: 10, scope: !278)
!421 = !DILocation(line: 108, column: 3, scope: !278)
!422 = !DILocation(line: 108, column: 6, scope: !278)
!423 = !DILocation(line: 108, column: 14, scope: !278)
!424 = !DILocation(line: 108, column: 17, scope: !278)
!425 = !DILocation(line: 109, column: 24, scope: !278)
!426 = !DILocation(line: 109, column: 27, scope: !278)
!427 = !DILocation(line: 109, column: 36, scope: !278)
!428 = !DILocation(line: 109, column: 38, scope: !278)
!429 = !DILocation(line: 109, column: 47, scope: !278)
!430 = !DILocation(line: 109, column: 3, scope: !278)
!431 = !DILocalVariable(name: "d", scope: !278, file: !2, line: 111, type: !432)
!432 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !433, vtableHolder: !435, identifier: "_ZTS7Diamond")
!433 = !{!434, !445, !446, !447}
!434 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !432, baseType: !435, extraData: i32 0)
!435 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !436, vtableHolder: !435, identifier: "_ZTS4Left")
!436 = !{!437, !438, !439, !440}
!437 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !435, baseType: !104, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !435, file: !2, line: 36, baseType: !96, size: 32, offset: 32)
!440 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !435, file: !2, line: 36, type: !441, scopeLine: 36, containingType: !435, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!441 = !DISubroutineType(types: !442)
!442 = !{!96, !443}
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !435)
!445 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !432, baseType: !101, offset: 64, extraData: i32 0)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !432, file: !2, line: 38, baseType: !96, size: 32, offset: 128)
!447 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !432, file: !2, line: 38, type: !448, scopeLine: 38, containingType: !432, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!448 = !DISubroutineType(types: !449)
!449 = !{!96, !450}
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !451, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !432)
!452 = !DILocation(line: 111, column: 11, scope: !278)
!453 = !DILocalVariable(name: "bp", scope: !278, file: !2, line: 112, type: !454)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!455 = !DILocation(line: 112, column: 9, scope: !278)
!456 = !DILocation(line: 112, column: 14, scope: !278)
!457 = !DILocalVariable(name: "lp", scope: !278, file: !2, line: 113, type: !458)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !435, size: 32)
!459 = !DILocation(line: 113, column: 9, scope: !278)
!460 = !DILocation(line: 114, column: 32, scope: !278)
!461 = !DILocation(line: 114, column: 36, scope: !278)
!462 = !DILocation(line: 114, column: 43, scope: !278)
!463 = !DILocation(line: 114, column: 47, scope: !278)
!464 = !DILocation(line: 114, column: 54, scope: !278)
!465 = !DILocation(line: 114, column: 63, scope: !278)
!466 = !DILocation(line: 114, column: 3, scope: !278)
!467 = !DILocation(line: 115, column: 53, scope: !278)
!468 = !DILocation(line: 115, column: 31, scope: !278)
!469 = !DILocation(line: 115, column: 57, scope: !278)
!470 = !DILocation(line: 115, column: 3, scope: !278)
!471 = !DILocalVariable(name: "arr", scope: !278, file: !2, line: 117, type: !472)
!472 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !473, templateParams: !490, identifier: "_ZTS5ArrayIiLi8EE")
!473 = !{!474, !478, !483}
!474 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !472, file: !2, line: 43, baseType: !475, size: 256)
!475 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !476)
!476 = !{!477}
!477 = !DISubrange(count: 8)
!478 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !472, file: !2, line: 44, type: !479, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!479 = !DISubroutineType(types: !480)
!480 = !{!481, !482, !96}
!481 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 32)
!482 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!483 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !472, file: !2, line: 45, type: !484, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{!486, !488, !96}
!486 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !487, size: 32)
!487 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !489, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!489 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !472)
!490 = !{!491, !492}
!491 = !DITemplateTypeParameter(name: "T", type: !96)
!492 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!493 = !DILocation(line: 117, column: 17, scope: !278)
!494 = !DILocalVariable(name: "i", scope: !495, file: !2, line: 118, type: !96)
!495 = distinct !DILexicalBlock(scope: !278, file: !2, line: 118, column: 3)
!496 = !DILocation(line: 118, column: 12, scope: !495)
!497 = !DILocation(line: 118, column: 8, scope: !495)
!498 = !DILocation(line: 118, column: 19, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !2, line: 118, column: 3)
!500 = !DILocation(line: 118, column: 21, scope: !499)
!501 = !DILocation(line: 118, column: 3, scope: !495)
!502 = !DILocation(line: 118, column: 40, scope: !499)
!503 = !DILocation(line: 118, column: 44, scope: !499)
!504 = !DILocation(line: 118, column: 42, scope: !499)
!505 = !DILocation(line: 118, column: 35, scope: !499)
!506 = !DILocation(line: 118, column: 31, scope: !499)
!507 = !DILocation(line: 118, column: 38, scope: !499)
!508 = !DILocation(line: 118, column: 26, scope: !499)
!509 = !DILocation(line: 118, column: 3, scope: !499)
!510 = distinct !{!510, !501, !511, !215}
!511 = !DILocation(line: 118, column: 44, scope: !495)
!512 = !DILocalVariable(name: "bias", scope: !278, file: !2, line: 119, type: !96)
!513 = !DILocation(line: 119, column: 7, scope: !278)
!514 = !DILocalVariable(name: "add", scope: !278, file: !2, line: 120, type: !515)
!515 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !278, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !516)
!516 = !{!517}
!517 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !515, file: !2, line: 120, baseType: !96, size: 32)
!518 = !DILocation(line: 120, column: 8, scope: !278)
!519 = !DILocation(line: 120, column: 14, scope: !278)
!520 = !DILocation(line: 120, column: 15, scope: !278)
!521 = !DILocalVariable(name: "prod_count", scope: !278, file: !2, line: 121, type: !96)
!522 = !DILocation(line: 121, column: 7, scope: !278)
!523 = !DILocalVariable(name: "mul", scope: !278, file: !2, line: 122, type: !524)
!524 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !278, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !525)
!525 = !{!526}
!526 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !524, file: !2, line: 122, baseType: !481, size: 32)
!527 = !DILocation(line: 122, column: 8, scope: !278)
!528 = !DILocation(line: 122, column: 14, scope: !278)
!529 = !DILocation(line: 123, column: 43, scope: !278)
!530 = !DILocation(line: 123, column: 35, scope: !278)
!531 = !DILocation(line: 123, column: 61, scope: !278)
!532 = !DILocation(line: 123, column: 53, scope: !278)
!533 = !DILocation(line: 123, column: 67, scope: !278)
!534 = !DILocation(line: 123, column: 3, scope: !278)
!535 = !DILocalVariable(name: "gen", scope: !278, file: !2, line: 124, type: !536)
!536 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !278, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !153)
!537 = !DILocation(line: 124, column: 8, scope: !278)
!538 = !DILocation(line: 125, column: 27, scope: !278)
!539 = !DILocation(line: 125, column: 36, scope: !278)
!540 = !DILocation(line: 125, column: 3, scope: !278)
!541 = !DILocalVariable(name: "fp", scope: !278, file: !2, line: 126, type: !542)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !543, size: 32)
!543 = !DISubroutineType(types: !544)
!544 = !{!96, !96}
!545 = !DILocation(line: 126, column: 9, scope: !278)
!546 = !DILocation(line: 126, column: 20, scope: !278)
!547 = !DILocation(line: 127, column: 21, scope: !278)
!548 = !DILocation(line: 127, column: 3, scope: !278)
!549 = !DILocation(line: 129, column: 30, scope: !278)
!550 = !DILocation(line: 129, column: 44, scope: !278)
!551 = !DILocation(line: 129, column: 63, scope: !278)
!552 = !DILocation(line: 129, column: 3, scope: !278)
!553 = !DILocation(line: 130, column: 29, scope: !278)
!554 = !DILocation(line: 130, column: 59, scope: !278)
!555 = !DILocation(line: 130, column: 81, scope: !278)
!556 = !DILocation(line: 130, column: 3, scope: !278)
!557 = !DILocalVariable(name: "b", scope: !278, file: !2, line: 132, type: !165)
!558 = !DILocation(line: 132, column: 7, scope: !278)
!559 = !DILocation(line: 132, column: 11, scope: !278)
!560 = !DILocation(line: 133, column: 35, scope: !278)
!561 = !DILocation(line: 133, column: 27, scope: !278)
!562 = !DILocation(line: 133, column: 41, scope: !278)
!563 = !DILocation(line: 133, column: 39, scope: !278)
!564 = !DILocation(line: 133, column: 3, scope: !278)
!565 = !DILocalVariable(name: "p", scope: !278, file: !2, line: 134, type: !121)
!566 = !DILocation(line: 134, column: 8, scope: !278)
!567 = !DILocation(line: 134, column: 26, scope: !278)
!568 = !DILocation(line: 134, column: 12, scope: !278)
!569 = !DILocation(line: 135, column: 30, scope: !278)
!570 = !DILocation(line: 135, column: 35, scope: !278)
!571 = !DILocation(line: 135, column: 33, scope: !278)
!572 = !DILocation(line: 135, column: 3, scope: !278)
!573 = !DILocalVariable(name: "a1", scope: !278, file: !2, line: 137, type: !96)
!574 = !DILocation(line: 137, column: 7, scope: !278)
!575 = !DILocation(line: 137, column: 12, scope: !278)
!576 = !DILocalVariable(name: "a2", scope: !278, file: !2, line: 137, type: !96)
!577 = !DILocation(line: 137, column: 23, scope: !278)
!578 = !DILocation(line: 137, column: 28, scope: !278)
!579 = !DILocation(line: 138, column: 40, scope: !278)
!580 = !DILocation(line: 138, column: 44, scope: !278)
!581 = !DILocation(line: 138, column: 48, scope: !278)
!582 = !DILocation(line: 138, column: 59, scope: !278)
!583 = !DILocation(line: 138, column: 3, scope: !278)
!584 = !DILocation(line: 139, column: 3, scope: !278)
!585 = !DILocation(line: 140, column: 1, scope: !278)
!586 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !302, file: !2, line: 17, type: !308, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !307, retainedNodes: !153)
!587 = !DILocalVariable(name: "this", arg: 1, scope: !586, type: !588, flags: DIFlagArtificial | DIFlagObjectPointer)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 32)
!589 = !DILocation(line: 0, scope: !586)
!590 = !DILocalVariable(name: "a", arg: 2, scope: !586, file: !2, line: 17, type: !292)
!591 = !DILocation(line: 17, column: 15, scope: !586)
!592 = !DILocalVariable(name: "b", arg: 3, scope: !586, file: !2, line: 17, type: !292)
!593 = !DILocation(line: 17, column: 25, scope: !586)
!594 = !DILocation(line: 17, column: 3, scope: !586)
!595 = !DILocation(line: 17, column: 41, scope: !586)
!596 = !DILocation(line: 17, column: 30, scope: !586)
!597 = !DILocation(line: 17, column: 32, scope: !586)
!598 = !DILocation(line: 17, column: 36, scope: !586)
!599 = !DILocation(line: 17, column: 38, scope: !586)
!600 = !DILocation(line: 17, column: 42, scope: !586)
!601 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !322, file: !2, line: 23, type: !326, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !325, retainedNodes: !153)
!602 = !DILocalVariable(name: "this", arg: 1, scope: !601, type: !603, flags: DIFlagArtificial | DIFlagObjectPointer)
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 32)
!604 = !DILocation(line: 0, scope: !601)
!605 = !DILocalVariable(name: "s", arg: 2, scope: !601, file: !2, line: 23, type: !292)
!606 = !DILocation(line: 23, column: 26, scope: !601)
!607 = !DILocation(line: 23, column: 36, scope: !601)
!608 = !DILocation(line: 23, column: 39, scope: !601)
!609 = !DILocation(line: 23, column: 31, scope: !601)
!610 = !DILocation(line: 23, column: 42, scope: !601)
!611 = !DILocation(line: 23, column: 43, scope: !601)
!612 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !383, file: !2, line: 30, type: !410, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !613, retainedNodes: !153)
!613 = !DISubprogram(name: "Widget", scope: !383, type: !410, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!614 = !DILocalVariable(name: "this", arg: 1, scope: !612, type: !615, flags: DIFlagArtificial | DIFlagObjectPointer)
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 32)
!616 = !DILocation(line: 0, scope: !612)
!617 = !DILocation(line: 30, column: 8, scope: !612)
!618 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !432, file: !2, line: 38, type: !619, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !622, retainedNodes: !153)
!619 = !DISubroutineType(types: !620)
!620 = !{null, !621}
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DISubprogram(name: "Diamond", scope: !432, type: !619, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!623 = !DILocalVariable(name: "this", arg: 1, scope: !618, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 32)
!625 = !DILocation(line: 0, scope: !618)
!626 = !DILocation(line: 38, column: 8, scope: !618)
!627 = !DILocation(line: 38, column: 36, scope: !618)
!628 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !472, file: !2, line: 44, type: !479, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !478, retainedNodes: !153)
!629 = !DILocalVariable(name: "this", arg: 1, scope: !628, type: !630, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 32)
!631 = !DILocation(line: 0, scope: !628)
!632 = !DILocalVariable(name: "i", arg: 2, scope: !628, file: !2, line: 44, type: !96)
!633 = !DILocation(line: 44, column: 21, scope: !628)
!634 = !DILocation(line: 44, column: 33, scope: !628)
!635 = !DILocation(line: 44, column: 38, scope: !628)
!636 = !DILocation(line: 44, column: 26, scope: !628)
!637 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !472, file: !2, line: 46, type: !638, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !641, declaration: !640, retainedNodes: !153)
!638 = !DISubroutineType(types: !639)
!639 = !{!96, !488, !96, !515}
!640 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !472, file: !2, line: 46, type: !638, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !641)
!641 = !{!642}
!642 = !DITemplateTypeParameter(name: "F", type: !515)
!643 = !DILocalVariable(name: "this", arg: 1, scope: !637, type: !644, flags: DIFlagArtificial | DIFlagObjectPointer)
!644 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !489, size: 32)
!645 = !DILocation(line: 0, scope: !637)
!646 = !DILocalVariable(name: "init", arg: 2, scope: !637, file: !2, line: 46, type: !96)
!647 = !DILocation(line: 46, column: 34, scope: !637)
!648 = !DILocalVariable(name: "f", arg: 3, scope: !637, file: !2, line: 46, type: !515)
!649 = !DILocation(line: 46, column: 42, scope: !637)
!650 = !DILocalVariable(name: "i", scope: !651, file: !2, line: 47, type: !96)
!651 = distinct !DILexicalBlock(scope: !637, file: !2, line: 47, column: 5)
!652 = !DILocation(line: 47, column: 14, scope: !651)
!653 = !DILocation(line: 47, column: 10, scope: !651)
!654 = !DILocation(line: 47, column: 21, scope: !655)
!655 = distinct !DILexicalBlock(scope: !651, file: !2, line: 47, column: 5)
!656 = !DILocation(line: 47, column: 23, scope: !655)
!657 = !DILocation(line: 47, column: 5, scope: !651)
!658 = !DILocation(line: 47, column: 42, scope: !655)
!659 = !DILocation(line: 47, column: 48, scope: !655)
!660 = !DILocation(line: 47, column: 53, scope: !655)
!661 = !DILocation(line: 47, column: 40, scope: !655)
!662 = !DILocation(line: 47, column: 38, scope: !655)
!663 = !DILocation(line: 47, column: 33, scope: !655)
!664 = !DILocation(line: 47, column: 28, scope: !655)
!665 = !DILocation(line: 47, column: 5, scope: !655)
!666 = distinct !{!666, !657, !667, !215}
!667 = !DILocation(line: 47, column: 55, scope: !651)
!668 = !DILocation(line: 48, column: 12, scope: !637)
!669 = !DILocation(line: 48, column: 5, scope: !637)
!670 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !472, file: !2, line: 46, type: !671, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !674, declaration: !673, retainedNodes: !153)
!671 = !DISubroutineType(types: !672)
!672 = !{!96, !488, !96, !524}
!673 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !472, file: !2, line: 46, type: !671, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !674)
!674 = !{!675}
!675 = !DITemplateTypeParameter(name: "F", type: !524)
!676 = !DILocalVariable(name: "this", arg: 1, scope: !670, type: !644, flags: DIFlagArtificial | DIFlagObjectPointer)
!677 = !DILocation(line: 0, scope: !670)
!678 = !DILocalVariable(name: "init", arg: 2, scope: !670, file: !2, line: 46, type: !96)
!679 = !DILocation(line: 46, column: 34, scope: !670)
!680 = !DILocalVariable(name: "f", arg: 3, scope: !670, file: !2, line: 46, type: !524)
!681 = !DILocation(line: 46, column: 42, scope: !670)
!682 = !DILocalVariable(name: "i", scope: !683, file: !2, line: 47, type: !96)
!683 = distinct !DILexicalBlock(scope: !670, file: !2, line: 47, column: 5)
!684 = !DILocation(line: 47, column: 14, scope: !683)
!685 = !DILocation(line: 47, column: 10, scope: !683)
!686 = !DILocation(line: 47, column: 21, scope: !687)
!687 = distinct !DILexicalBlock(scope: !683, file: !2, line: 47, column: 5)
!688 = !DILocation(line: 47, column: 23, scope: !687)
!689 = !DILocation(line: 47, column: 5, scope: !683)
!690 = !DILocation(line: 47, column: 42, scope: !687)
!691 = !DILocation(line: 47, column: 48, scope: !687)
!692 = !DILocation(line: 47, column: 53, scope: !687)
!693 = !DILocation(line: 47, column: 40, scope: !687)
!694 = !DILocation(line: 47, column: 38, scope: !687)
!695 = !DILocation(line: 47, column: 33, scope: !687)
!696 = !DILocation(line: 47, column: 28, scope: !687)
!697 = !DILocation(line: 47, column: 5, scope: !687)
!698 = distinct !{!698, !689, !699, !215}
!699 = !DILocation(line: 47, column: 55, scope: !683)
!700 = !DILocation(line: 48, column: 12, scope: !670)
!701 = !DILocation(line: 48, column: 5, scope: !670)
!702 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !536, file: !2, line: 124, type: !703, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !708, declaration: !707, retainedNodes: !153)
!703 = !DISubroutineType(types: !704)
!704 = !{!96, !705, !96}
!705 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !706, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!706 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !536)
!707 = !DISubprogram(name: "operator()<int>", scope: !536, file: !2, line: 124, type: !703, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !708)
!708 = !{!709}
!709 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!710 = !DILocalVariable(name: "this", arg: 1, scope: !702, type: !711, flags: DIFlagArtificial | DIFlagObjectPointer)
!711 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !706, size: 32)
!712 = !DILocation(line: 0, scope: !702)
!713 = !DILocalVariable(name: "x", arg: 2, scope: !702, file: !2, line: 124, type: !96)
!714 = !DILocation(line: 124, column: 22, scope: !702)
!715 = !DILocation(line: 124, column: 34, scope: !702)
!716 = !DILocation(line: 124, column: 38, scope: !702)
!717 = !DILocation(line: 124, column: 36, scope: !702)
!718 = !DILocation(line: 124, column: 27, scope: !702)
!719 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !536, file: !2, line: 124, type: !720, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !723, declaration: !722, retainedNodes: !153)
!720 = !DISubroutineType(types: !721)
!721 = !{!292, !705, !292}
!722 = !DISubprogram(name: "operator()<double>", scope: !536, file: !2, line: 124, type: !720, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !723)
!723 = !{!724}
!724 = !DITemplateTypeParameter(name: "x:auto", type: !292)
!725 = !DILocalVariable(name: "this", arg: 1, scope: !719, type: !711, flags: DIFlagArtificial | DIFlagObjectPointer)
!726 = !DILocation(line: 0, scope: !719)
!727 = !DILocalVariable(name: "x", arg: 2, scope: !719, file: !2, line: 124, type: !292)
!728 = !DILocation(line: 124, column: 22, scope: !719)
!729 = !DILocation(line: 124, column: 34, scope: !719)
!730 = !DILocation(line: 124, column: 38, scope: !719)
!731 = !DILocation(line: 124, column: 36, scope: !719)
!732 = !DILocation(line: 124, column: 27, scope: !719)
!733 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !734, file: !2, line: 126, type: !735, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !739, retainedNodes: !153)
!734 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !278, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !153)
!735 = !DISubroutineType(types: !736)
!736 = !{!542, !737}
!737 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !738, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!738 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !734)
!739 = !DISubprogram(name: "operator int (*)(int)", scope: !734, type: !735, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!740 = !DILocalVariable(name: "this", arg: 1, scope: !733, type: !741, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !738, size: 32)
!742 = !DILocation(line: 0, scope: !733)
!743 = !DILocation(line: 126, column: 20, scope: !733)
!744 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !2, file: !2, line: 52, type: !745, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !747, retainedNodes: !153)
!745 = !DISubroutineType(types: !746)
!746 = !{!96, !96, !96}
!747 = !{!491}
!748 = !DILocalVariable(name: "a", arg: 1, scope: !744, file: !2, line: 52, type: !96)
!749 = !DILocation(line: 52, column: 34, scope: !744)
!750 = !DILocalVariable(name: "b", arg: 2, scope: !744, file: !2, line: 52, type: !96)
!751 = !DILocation(line: 52, column: 39, scope: !744)
!752 = !DILocation(line: 52, column: 51, scope: !744)
!753 = !DILocation(line: 52, column: 55, scope: !744)
!754 = !DILocation(line: 52, column: 53, scope: !744)
!755 = !DILocation(line: 52, column: 59, scope: !744)
!756 = !DILocation(line: 52, column: 63, scope: !744)
!757 = !DILocation(line: 52, column: 44, scope: !744)
!758 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !2, file: !2, line: 52, type: !759, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !761, retainedNodes: !153)
!759 = !DISubroutineType(types: !760)
!760 = !{!292, !292, !292}
!761 = !{!762}
!762 = !DITemplateTypeParameter(name: "T", type: !292)
!763 = !DILocalVariable(name: "a", arg: 1, scope: !758, file: !2, line: 52, type: !292)
!764 = !DILocation(line: 52, column: 34, scope: !758)
!765 = !DILocalVariable(name: "b", arg: 2, scope: !758, file: !2, line: 52, type: !292)
!766 = !DILocation(line: 52, column: 39, scope: !758)
!767 = !DILocation(line: 52, column: 51, scope: !758)
!768 = !DILocation(line: 52, column: 55, scope: !758)
!769 = !DILocation(line: 52, column: 53, scope: !758)
!770 = !DILocation(line: 52, column: 59, scope: !758)
!771 = !DILocation(line: 52, column: 63, scope: !758)
!772 = !DILocation(line: 52, column: 44, scope: !758)
!773 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !2, file: !2, line: 55, type: !774, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !776, retainedNodes: !153)
!774 = !DISubroutineType(types: !775)
!775 = !{!96, !96, !5, !292, !152}
!776 = !{!777}
!777 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !778)
!778 = !{!779, !780, !781, !782}
!779 = !DITemplateTypeParameter(type: !96)
!780 = !DITemplateTypeParameter(type: !5)
!781 = !DITemplateTypeParameter(type: !292)
!782 = !DITemplateTypeParameter(type: !152)
!783 = !DILocalVariable(arg: 1, scope: !773, file: !2, line: 55, type: !96)
!784 = !DILocation(line: 55, column: 47, scope: !773)
!785 = !DILocalVariable(arg: 2, scope: !773, file: !2, line: 55, type: !5)
!786 = !DILocalVariable(arg: 3, scope: !773, file: !2, line: 55, type: !292)
!787 = !DILocalVariable(arg: 4, scope: !773, file: !2, line: 55, type: !152)
!788 = !DILocation(line: 55, column: 51, scope: !773)
!789 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !790, file: !2, line: 58, type: !793, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !792)
!790 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !791, templateParams: !747, identifier: "_ZTS8TypeNameIiE")
!791 = !{!792}
!792 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !790, file: !2, line: 58, type: !793, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!793 = !DISubroutineType(types: !794)
!794 = !{!152}
!795 = !DILocation(line: 58, column: 63, scope: !789)
!796 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !797, file: !2, line: 59, type: !793, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !799)
!797 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !798, templateParams: !761, identifier: "_ZTS8TypeNameIdE")
!798 = !{!799}
!799 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !797, file: !2, line: 59, type: !793, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!800 = !DILocation(line: 59, column: 66, scope: !796)
!801 = !DILocation(line: 86, column: 3, scope: !93)
!802 = !{!"branch_weights", i32 1, i32 1048575}
!803 = !DILocation(line: 86, column: 18, scope: !93)
!804 = !DILocation(line: 86, column: 29, scope: !93)
!805 = !DILocation(line: 87, column: 10, scope: !93)
!806 = !DILocation(line: 87, column: 3, scope: !93)
!807 = !DILocation(line: 82, column: 3, scope: !136)
!808 = !DILocation(line: 82, column: 19, scope: !136)
!809 = !DILocation(line: 83, column: 3, scope: !136)
!810 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !432, file: !2, line: 38, type: !619, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !811, retainedNodes: !153)
!811 = !DISubprogram(name: "~Diamond", scope: !432, type: !619, containingType: !432, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!812 = !DILocalVariable(name: "this", arg: 1, scope: !810, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!813 = !DILocation(line: 0, scope: !810)
!814 = !DILocation(line: 38, column: 8, scope: !810)
!815 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !282, file: !2, line: 9, type: !286, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !816, retainedNodes: !153)
!816 = !DISubprogram(name: "Shape", scope: !282, type: !286, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!817 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !281, flags: DIFlagArtificial | DIFlagObjectPointer)
!818 = !DILocation(line: 0, scope: !815)
!819 = !DILocation(line: 9, column: 8, scope: !815)
!820 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !302, file: !2, line: 15, type: !821, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !823, retainedNodes: !153)
!821 = !DISubroutineType(types: !822)
!822 = !{null, !310}
!823 = !DISubprogram(name: "~Rect", scope: !302, type: !821, containingType: !302, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!824 = !DILocalVariable(name: "this", arg: 1, scope: !820, type: !588, flags: DIFlagArtificial | DIFlagObjectPointer)
!825 = !DILocation(line: 0, scope: !820)
!826 = !DILocation(line: 15, column: 8, scope: !827)
!827 = distinct !DILexicalBlock(scope: !820, file: !2, line: 15, column: 8)
!828 = !DILocation(line: 15, column: 8, scope: !820)
!829 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !302, file: !2, line: 15, type: !821, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !823, retainedNodes: !153)
!830 = !DILocalVariable(name: "this", arg: 1, scope: !829, type: !588, flags: DIFlagArtificial | DIFlagObjectPointer)
!831 = !DILocation(line: 0, scope: !829)
!832 = !DILocation(line: 15, column: 8, scope: !829)
!833 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !302, file: !2, line: 18, type: !312, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !311, retainedNodes: !153)
!834 = !DILocalVariable(name: "this", arg: 1, scope: !833, type: !835, flags: DIFlagArtificial | DIFlagObjectPointer)
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 32)
!836 = !DILocation(line: 0, scope: !833)
!837 = !DILocation(line: 18, column: 41, scope: !833)
!838 = !DILocation(line: 18, column: 45, scope: !833)
!839 = !DILocation(line: 18, column: 43, scope: !833)
!840 = !DILocation(line: 18, column: 34, scope: !833)
!841 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !302, file: !2, line: 19, type: !317, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !316, retainedNodes: !153)
!842 = !DILocalVariable(name: "this", arg: 1, scope: !841, type: !835, flags: DIFlagArtificial | DIFlagObjectPointer)
!843 = !DILocation(line: 0, scope: !841)
!844 = !DILocation(line: 19, column: 39, scope: !841)
!845 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !282, file: !2, line: 10, type: !286, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !285, retainedNodes: !153)
!846 = !DILocalVariable(name: "this", arg: 1, scope: !845, type: !281, flags: DIFlagArtificial | DIFlagObjectPointer)
!847 = !DILocation(line: 0, scope: !845)
!848 = !DILocation(line: 10, column: 21, scope: !845)
!849 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !282, file: !2, line: 10, type: !286, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !285, retainedNodes: !153)
!850 = !DILocalVariable(name: "this", arg: 1, scope: !849, type: !281, flags: DIFlagArtificial | DIFlagObjectPointer)
!851 = !DILocation(line: 0, scope: !849)
!852 = !DILocation(line: 10, column: 20, scope: !849)
!853 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !282, file: !2, line: 12, type: !296, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !295, retainedNodes: !153)
!854 = !DILocalVariable(name: "this", arg: 1, scope: !853, type: !855, flags: DIFlagArtificial | DIFlagObjectPointer)
!855 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 32)
!856 = !DILocation(line: 0, scope: !853)
!857 = !DILocation(line: 12, column: 38, scope: !853)
!858 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !322, file: !2, line: 22, type: !859, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !861, retainedNodes: !153)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !328}
!861 = !DISubprogram(name: "~Square", scope: !322, type: !859, containingType: !322, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!862 = !DILocalVariable(name: "this", arg: 1, scope: !858, type: !603, flags: DIFlagArtificial | DIFlagObjectPointer)
!863 = !DILocation(line: 0, scope: !858)
!864 = !DILocation(line: 22, column: 8, scope: !865)
!865 = distinct !DILexicalBlock(scope: !858, file: !2, line: 22, column: 8)
!866 = !DILocation(line: 22, column: 8, scope: !858)
!867 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !322, file: !2, line: 22, type: !859, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !861, retainedNodes: !153)
!868 = !DILocalVariable(name: "this", arg: 1, scope: !867, type: !603, flags: DIFlagArtificial | DIFlagObjectPointer)
!869 = !DILocation(line: 0, scope: !867)
!870 = !DILocation(line: 22, column: 8, scope: !867)
!871 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !322, file: !2, line: 24, type: !330, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !329, retainedNodes: !153)
!872 = !DILocalVariable(name: "this", arg: 1, scope: !871, type: !873, flags: DIFlagArtificial | DIFlagObjectPointer)
!873 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 32)
!874 = !DILocation(line: 0, scope: !871)
!875 = !DILocation(line: 24, column: 39, scope: !871)
!876 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !386, file: !2, line: 27, type: !877, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !880, retainedNodes: !153)
!877 = !DISubroutineType(types: !878)
!878 = !{null, !879}
!879 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!880 = !DISubprogram(name: "Named", scope: !386, type: !877, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!881 = !DILocalVariable(name: "this", arg: 1, scope: !876, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!882 = !DILocation(line: 0, scope: !876)
!883 = !DILocation(line: 27, column: 8, scope: !876)
!884 = !DILocation(line: 27, column: 74, scope: !876)
!885 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !396, file: !2, line: 28, type: !401, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !886, retainedNodes: !153)
!886 = !DISubprogram(name: "Counted", scope: !396, type: !401, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!887 = !DILocalVariable(name: "this", arg: 1, scope: !885, type: !415, flags: DIFlagArtificial | DIFlagObjectPointer)
!888 = !DILocation(line: 0, scope: !885)
!889 = !DILocation(line: 28, column: 8, scope: !885)
!890 = !DILocation(line: 28, column: 22, scope: !885)
!891 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !383, file: !2, line: 31, type: !405, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !404, retainedNodes: !153)
!892 = !DILocalVariable(name: "this", arg: 1, scope: !891, type: !893, flags: DIFlagArtificial | DIFlagObjectPointer)
!893 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !408, size: 32)
!894 = !DILocation(line: 0, scope: !891)
!895 = !DILocation(line: 31, column: 40, scope: !891)
!896 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !383, file: !2, line: 32, type: !410, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !409, retainedNodes: !153)
!897 = !DILocalVariable(name: "this", arg: 1, scope: !896, type: !615, flags: DIFlagArtificial | DIFlagObjectPointer)
!898 = !DILocation(line: 0, scope: !896)
!899 = !DILocation(line: 32, column: 26, scope: !896)
!900 = !DILocation(line: 32, column: 32, scope: !896)
!901 = !DILocation(line: 32, column: 39, scope: !896)
!902 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !2, file: !2, line: 32, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!903 = !DISubroutineType(types: !153)
!904 = !DILocation(line: 0, scope: !902)
!905 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !386, file: !2, line: 27, type: !391, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !390, retainedNodes: !153)
!906 = !DILocalVariable(name: "this", arg: 1, scope: !905, type: !907, flags: DIFlagArtificial | DIFlagObjectPointer)
!907 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 32)
!908 = !DILocation(line: 0, scope: !905)
!909 = !DILocation(line: 27, column: 52, scope: !905)
!910 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !396, file: !2, line: 28, type: !401, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !400, retainedNodes: !153)
!911 = !DILocalVariable(name: "this", arg: 1, scope: !910, type: !415, flags: DIFlagArtificial | DIFlagObjectPointer)
!912 = !DILocation(line: 0, scope: !910)
!913 = !DILocation(line: 28, column: 57, scope: !910)
!914 = !DILocation(line: 28, column: 55, scope: !910)
!915 = !DILocation(line: 28, column: 64, scope: !910)
!916 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !917, retainedNodes: !153)
!917 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!918 = !DILocalVariable(name: "this", arg: 1, scope: !916, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!919 = !DILocation(line: 0, scope: !916)
!920 = !DILocation(line: 35, column: 8, scope: !916)
!921 = !DILocation(line: 35, column: 19, scope: !916)
!922 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !435, file: !2, line: 36, type: !923, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !926, retainedNodes: !153)
!923 = !DISubroutineType(types: !924)
!924 = !{null, !925}
!925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !435, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!926 = !DISubprogram(name: "Left", scope: !435, type: !923, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!927 = !DILocalVariable(name: "this", arg: 1, scope: !922, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!928 = !DILocation(line: 0, scope: !922)
!929 = !DILocalVariable(name: "vtt", arg: 2, scope: !922, type: !930, flags: DIFlagArtificial)
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 32)
!931 = !DILocation(line: 36, column: 8, scope: !922)
!932 = !DILocation(line: 36, column: 34, scope: !922)
!933 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !101, file: !2, line: 37, type: !934, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !937, retainedNodes: !153)
!934 = !DISubroutineType(types: !935)
!935 = !{null, !936}
!936 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!937 = !DISubprogram(name: "Right", scope: !101, type: !934, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!938 = !DILocalVariable(name: "this", arg: 1, scope: !933, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!939 = !DILocation(line: 0, scope: !933)
!940 = !DILocalVariable(name: "vtt", arg: 2, scope: !933, type: !930, flags: DIFlagArtificial)
!941 = !DILocation(line: 37, column: 8, scope: !933)
!942 = !DILocation(line: 37, column: 35, scope: !933)
!943 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !435, file: !2, line: 36, type: !441, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !440, retainedNodes: !153)
!944 = !DILocalVariable(name: "this", arg: 1, scope: !943, type: !945, flags: DIFlagArtificial | DIFlagObjectPointer)
!945 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 32)
!946 = !DILocation(line: 0, scope: !943)
!947 = !DILocation(line: 36, column: 75, scope: !943)
!948 = !DILocation(line: 36, column: 79, scope: !943)
!949 = !DILocation(line: 36, column: 77, scope: !943)
!950 = !DILocation(line: 36, column: 68, scope: !943)
!951 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !435, file: !2, line: 36, type: !923, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !952, retainedNodes: !153)
!952 = !DISubprogram(name: "~Left", scope: !435, type: !923, containingType: !435, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!953 = !DILocalVariable(name: "this", arg: 1, scope: !951, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!954 = !DILocation(line: 0, scope: !951)
!955 = !DILocation(line: 36, column: 8, scope: !951)
!956 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !435, file: !2, line: 36, type: !923, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !952, retainedNodes: !153)
!957 = !DILocalVariable(name: "this", arg: 1, scope: !956, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!958 = !DILocation(line: 0, scope: !956)
!959 = !DILocation(line: 36, column: 8, scope: !956)
!960 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !2, file: !2, line: 36, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!961 = !DILocation(line: 0, scope: !960)
!962 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !2, file: !2, line: 36, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!963 = !DILocation(line: 0, scope: !962)
!964 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !2, file: !2, line: 36, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!965 = !DILocation(line: 0, scope: !964)
!966 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !101, file: !2, line: 37, type: !934, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !967, retainedNodes: !153)
!967 = !DISubprogram(name: "~Right", scope: !101, type: !934, containingType: !101, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!968 = !DILocalVariable(name: "this", arg: 1, scope: !966, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!969 = !DILocation(line: 0, scope: !966)
!970 = !DILocation(line: 37, column: 8, scope: !966)
!971 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !101, file: !2, line: 37, type: !934, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !967, retainedNodes: !153)
!972 = !DILocalVariable(name: "this", arg: 1, scope: !971, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!973 = !DILocation(line: 0, scope: !971)
!974 = !DILocation(line: 37, column: 8, scope: !971)
!975 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !153)
!976 = !DILocalVariable(name: "this", arg: 1, scope: !975, type: !977, flags: DIFlagArtificial | DIFlagObjectPointer)
!977 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!978 = !DILocation(line: 0, scope: !975)
!979 = !DILocation(line: 35, column: 59, scope: !975)
!980 = !DILocation(line: 35, column: 52, scope: !975)
!981 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !2, file: !2, line: 37, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!982 = !DILocation(line: 0, scope: !981)
!983 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !2, file: !2, line: 37, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!984 = !DILocation(line: 0, scope: !983)
!985 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !432, file: !2, line: 38, type: !448, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !447, retainedNodes: !153)
!986 = !DILocalVariable(name: "this", arg: 1, scope: !985, type: !987, flags: DIFlagArtificial | DIFlagObjectPointer)
!987 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !451, size: 32)
!988 = !DILocation(line: 0, scope: !985)
!989 = !DILocation(line: 38, column: 77, scope: !985)
!990 = !DILocation(line: 38, column: 81, scope: !985)
!991 = !DILocation(line: 38, column: 79, scope: !985)
!992 = !DILocation(line: 38, column: 85, scope: !985)
!993 = !DILocation(line: 38, column: 83, scope: !985)
!994 = !DILocation(line: 38, column: 89, scope: !985)
!995 = !DILocation(line: 38, column: 87, scope: !985)
!996 = !DILocation(line: 38, column: 70, scope: !985)
!997 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !432, file: !2, line: 38, type: !619, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !811, retainedNodes: !153)
!998 = !DILocalVariable(name: "this", arg: 1, scope: !997, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!999 = !DILocation(line: 0, scope: !997)
!1000 = !DILocation(line: 38, column: 8, scope: !997)
!1001 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1002 = !DILocation(line: 0, scope: !1001)
!1003 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1004 = !DILocation(line: 0, scope: !1003)
!1005 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1006 = !DILocation(line: 0, scope: !1005)
!1007 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1008 = !DILocation(line: 0, scope: !1007)
!1009 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !903, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1010 = !DILocation(line: 0, scope: !1009)
!1011 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !153)
!1012 = !DILocalVariable(name: "this", arg: 1, scope: !1011, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!1013 = !DILocation(line: 0, scope: !1011)
!1014 = !DILocation(line: 35, column: 81, scope: !1011)
!1015 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !153)
!1016 = !DILocalVariable(name: "this", arg: 1, scope: !1015, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!1017 = !DILocation(line: 0, scope: !1015)
!1018 = !DILocation(line: 35, column: 80, scope: !1015)
!1019 = !DILocation(line: 35, column: 81, scope: !1015)
!1020 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !435, file: !2, line: 36, type: !923, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !952, retainedNodes: !153)
!1021 = !DILocalVariable(name: "this", arg: 1, scope: !1020, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!1022 = !DILocation(line: 0, scope: !1020)
!1023 = !DILocalVariable(name: "vtt", arg: 2, scope: !1020, type: !930, flags: DIFlagArtificial)
!1024 = !DILocation(line: 36, column: 8, scope: !1020)
!1025 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !101, file: !2, line: 37, type: !934, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !967, retainedNodes: !153)
!1026 = !DILocalVariable(name: "this", arg: 1, scope: !1025, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1027 = !DILocation(line: 0, scope: !1025)
!1028 = !DILocalVariable(name: "vtt", arg: 2, scope: !1025, type: !930, flags: DIFlagArtificial)
!1029 = !DILocation(line: 37, column: 8, scope: !1025)
!1030 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !734, file: !2, line: 126, type: !543, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1031, retainedNodes: !153)
!1031 = !DISubprogram(name: "__invoke", scope: !734, type: !543, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1032 = !DILocalVariable(name: "x", arg: 1, scope: !1030, type: !96)
!1033 = !DILocation(line: 0, scope: !1030)
!1034 = !DILocation(line: 126, column: 20, scope: !1030)
!1035 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !734, file: !2, line: 126, type: !1036, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1038, retainedNodes: !153)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!96, !737, !96}
!1038 = !DISubprogram(name: "operator()", scope: !734, file: !2, line: 126, type: !1036, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1039 = !DILocalVariable(name: "this", arg: 1, scope: !1035, type: !741, flags: DIFlagArtificial | DIFlagObjectPointer)
!1040 = !DILocation(line: 0, scope: !1035)
!1041 = !DILocalVariable(name: "x", arg: 2, scope: !1035, file: !2, line: 126, type: !96)
!1042 = !DILocation(line: 126, column: 27, scope: !1035)
!1043 = !DILocation(line: 126, column: 39, scope: !1035)
!1044 = !DILocation(line: 126, column: 41, scope: !1035)
!1045 = !DILocation(line: 126, column: 32, scope: !1035)
!1046 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !125, file: !2, line: 78, type: !129, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !128, retainedNodes: !153)
!1047 = !DILocalVariable(name: "this", arg: 1, scope: !1046, type: !1048, flags: DIFlagArtificial | DIFlagObjectPointer)
!1048 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32)
!1049 = !DILocation(line: 0, scope: !1046)
!1050 = !DILocation(line: 78, column: 16, scope: !1046)
!1051 = !DILocation(line: 78, column: 29, scope: !1052)
!1052 = distinct !DILexicalBlock(scope: !1046, file: !2, line: 78, column: 27)
!1053 = !DILocation(line: 78, column: 63, scope: !1046)
!1054 = distinct !DISubprogram(name: "__cxx_global_array_dtor", scope: !2, file: !2, type: !261, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, retainedNodes: !153)
!1055 = !DILocalVariable(arg: 1, scope: !1054, type: !252, flags: DIFlagArtificial)
!1056 = !DILocation(line: 0, scope: !1054)
!1057 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !132, retainedNodes: !153)
!1058 = !DILocalVariable(name: "this", arg: 1, scope: !1057, type: !1048, flags: DIFlagArtificial | DIFlagObjectPointer)
!1059 = !DILocation(line: 0, scope: !1057)
!1060 = !DILocation(line: 79, column: 16, scope: !1057)
!1061 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !432, file: !2, line: 38, type: !619, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !811, retainedNodes: !153)
!1062 = !DILocalVariable(name: "this", arg: 1, scope: !1061, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!1063 = !DILocation(line: 0, scope: !1061)
!1064 = !DILocalVariable(name: "vtt", arg: 2, scope: !1061, type: !930, flags: DIFlagArtificial)
!1065 = !DILocation(line: 38, column: 8, scope: !1066)
!1066 = distinct !DILexicalBlock(scope: !1061, file: !2, line: 38, column: 8)
!1067 = !DILocation(line: 38, column: 8, scope: !1061)
!1068 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !515, file: !2, line: 120, type: !1069, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1073, retainedNodes: !153)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{!96, !1071, !96, !96}
!1071 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1072, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1072 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !515)
!1073 = !DISubprogram(name: "operator()", scope: !515, file: !2, line: 120, type: !1069, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1074 = !DILocalVariable(name: "this", arg: 1, scope: !1068, type: !1075, flags: DIFlagArtificial | DIFlagObjectPointer)
!1075 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1072, size: 32)
!1076 = !DILocation(line: 0, scope: !1068)
!1077 = !DILocalVariable(name: "acc", arg: 2, scope: !1068, file: !2, line: 120, type: !96)
!1078 = !DILocation(line: 120, column: 25, scope: !1068)
!1079 = !DILocalVariable(name: "v", arg: 3, scope: !1068, file: !2, line: 120, type: !96)
!1080 = !DILocation(line: 120, column: 34, scope: !1068)
!1081 = !DILocation(line: 120, column: 46, scope: !1068)
!1082 = !DILocation(line: 120, column: 52, scope: !1068)
!1083 = !DILocation(line: 120, column: 50, scope: !1068)
!1084 = !DILocation(line: 120, column: 56, scope: !1068)
!1085 = !DILocation(line: 120, column: 54, scope: !1068)
!1086 = !DILocation(line: 120, column: 39, scope: !1068)
!1087 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !524, file: !2, line: 122, type: !1088, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1091, retainedNodes: !153)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!96, !1090, !96, !96}
!1090 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !524, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1091 = !DISubprogram(name: "operator()", scope: !524, file: !2, line: 122, type: !1088, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1092 = !DILocalVariable(name: "this", arg: 1, scope: !1087, type: !1093, flags: DIFlagArtificial | DIFlagObjectPointer)
!1093 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !524, size: 32)
!1094 = !DILocation(line: 0, scope: !1087)
!1095 = !DILocalVariable(name: "acc", arg: 2, scope: !1087, file: !2, line: 122, type: !96)
!1096 = !DILocation(line: 122, column: 32, scope: !1087)
!1097 = !DILocalVariable(name: "v", arg: 3, scope: !1087, file: !2, line: 122, type: !96)
!1098 = !DILocation(line: 122, column: 41, scope: !1087)
!1099 = !DILocation(line: 122, column: 56, scope: !1087)
!1100 = !DILocation(line: 122, column: 54, scope: !1087)
!1101 = !DILocation(line: 122, column: 75, scope: !1087)
!1102 = !DILocation(line: 122, column: 79, scope: !1087)
!1103 = !DILocation(line: 122, column: 83, scope: !1087)
!1104 = !DILocation(line: 122, column: 89, scope: !1087)
!1105 = !DILocation(line: 122, column: 87, scope: !1087)
!1106 = !DILocation(line: 122, column: 93, scope: !1087)
!1107 = !DILocation(line: 122, column: 68, scope: !1087)
