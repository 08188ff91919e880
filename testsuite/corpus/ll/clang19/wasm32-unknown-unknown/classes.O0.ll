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

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"fp %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", align 1
@_ZTV4Rect = linkonce_odr hidden unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect4nameEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr hidden constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI4Rect = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV5Shape = linkonce_odr hidden unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4nameEv] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, comdat, align 4
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Widget = linkonce_odr hidden unnamed_addr constant { [4 x ptr], [3 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget5labelEv, ptr @_ZN6Widget4bumpEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI6Widget, ptr @_ZThn8_N6Widget4bumpEv] }, comdat, align 4
@_ZTS6Widget = linkonce_odr hidden constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr hidden constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Named }, comdat, align 4
@_ZTS7Counted = linkonce_odr hidden constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Counted }, comdat, align 4
@_ZTI6Widget = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i32 2, ptr @_ZTI7Counted, i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named5labelEv] }, comdat, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv] }, comdat, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
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
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4
@_ZGVZL7countervE1n = internal global i8 0, align 1
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4
@_ZGVZL8registryvE1r = internal global i8 0, align 1
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  store i64 %6, ptr %7, align 8
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %10, ptr %11, align 8
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2
  store i64 %14, ptr %15, align 8
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 0, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3
  store i64 %18, ptr %19, align 8
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %33, %2
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %21, 12
  br i1 %22, label %23, label %36

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %24, %25
  %27 = srem i32 %26, 26
  %28 = add nsw i32 97, %27
  %29 = trunc i32 %28 to i8
  %30 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4
  %31 = load i32, ptr %4, align 4
  %32 = getelementptr inbounds [13 x i8], ptr %30, i32 0, i32 %31
  store i8 %29, ptr %32, align 1
  br label %33

33:                                               ; preds = %23
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %20, !llvm.loop !2

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4
  %38 = getelementptr inbounds [13 x i8], ptr %37, i32 0, i32 12
  store i8 0, ptr %38, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef i64 @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %5 = load i64, ptr %4, align 8
  %6 = add nsw i64 %3, %5
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3
  %11 = load i64, ptr %10, align 8
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4
  %14 = getelementptr inbounds [13 x i8], ptr %13, i32 0, i32 0
  %15 = load i8, ptr %14, align 8
  %16 = sext i8 %15 to i64
  %17 = add nsw i64 %12, %16
  ret i64 %17
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, ptr noundef byval(%struct.Pair) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %5 = load float, ptr %4, align 4
  %6 = fptosi float %5 to i32
  store i32 %6, ptr %3, align 4
  %7 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sitofp i32 %9 to float
  store float %10, ptr %7, align 4
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ]
  %10 = call ptr @malloc(i32 noundef %9) #14
  ret ptr %10
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @_ZSt9terminatev() #15 [ "funclet"(token %6) ]
  unreachable
}

declare void @free(ptr noundef) #4

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPvm(ptr noundef %0, i32 noundef %1) #3 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %2
  ret void

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #15 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #5 personality ptr @__gxx_wasm_personality_v0 {
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
  %35 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 24) #16
  %36 = invoke noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %35, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %37 unwind label %79

37:                                               ; preds = %0
  store ptr %35, ptr %2, align 4
  %38 = getelementptr inbounds ptr, ptr %2, i32 1
  %39 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 24) #16
  %40 = invoke noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %39, double noundef 4.000000e+00)
          to label %41 unwind label %81

41:                                               ; preds = %37
  store ptr %39, ptr %38, align 4
  %42 = getelementptr inbounds ptr, ptr %2, i32 2
  %43 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 24) #16
  %44 = invoke noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %45 unwind label %83

45:                                               ; preds = %41
  store ptr %43, ptr %42, align 4
  store double 0.000000e+00, ptr %3, align 8
  store ptr %2, ptr %4, align 4
  %46 = load ptr, ptr %4, align 4
  %47 = getelementptr inbounds [3 x ptr], ptr %46, i32 0, i32 0
  store ptr %47, ptr %5, align 4
  %48 = load ptr, ptr %4, align 4
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds ptr, ptr %49, i32 3
  store ptr %50, ptr %6, align 4
  br label %51

51:                                               ; preds = %76, %45
  %52 = load ptr, ptr %5, align 4
  %53 = load ptr, ptr %6, align 4
  %54 = icmp ne ptr %52, %53
  br i1 %54, label %55, label %85

55:                                               ; preds = %51
  %56 = load ptr, ptr %5, align 4
  %57 = load ptr, ptr %56, align 4
  store ptr %57, ptr %7, align 4
  %58 = load ptr, ptr %7, align 4
  %59 = load ptr, ptr %58, align 4
  %60 = getelementptr inbounds ptr, ptr %59, i64 3
  %61 = load ptr, ptr %60, align 4
  %62 = call noundef ptr %61(ptr noundef nonnull align 4 dereferenceable(4) %58)
  %63 = load ptr, ptr %7, align 4
  %64 = load ptr, ptr %63, align 4
  %65 = getelementptr inbounds ptr, ptr %64, i64 2
  %66 = load ptr, ptr %65, align 4
  %67 = call noundef double %66(ptr noundef nonnull align 4 dereferenceable(4) %63)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %62, double noundef %67)
  %69 = load ptr, ptr %7, align 4
  %70 = load ptr, ptr %69, align 4
  %71 = getelementptr inbounds ptr, ptr %70, i64 2
  %72 = load ptr, ptr %71, align 4
  %73 = call noundef double %72(ptr noundef nonnull align 4 dereferenceable(4) %69)
  %74 = load double, ptr %3, align 8
  %75 = fadd double %74, %73
  store double %75, ptr %3, align 8
  br label %76

76:                                               ; preds = %55
  %77 = load ptr, ptr %5, align 4
  %78 = getelementptr inbounds ptr, ptr %77, i32 1
  store ptr %78, ptr %5, align 4
  br label %51

79:                                               ; preds = %0
  %80 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %35, i32 noundef 24) #17 [ "funclet"(token %80) ]
  cleanupret from %80 unwind to caller

81:                                               ; preds = %37
  %82 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %39, i32 noundef 24) #17 [ "funclet"(token %82) ]
  cleanupret from %82 unwind to caller

83:                                               ; preds = %41
  %84 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %43, i32 noundef 24) #17 [ "funclet"(token %84) ]
  cleanupret from %84 unwind to caller

85:                                               ; preds = %51
  store ptr %2, ptr %8, align 4
  %86 = load ptr, ptr %8, align 4
  %87 = getelementptr inbounds [3 x ptr], ptr %86, i32 0, i32 0
  store ptr %87, ptr %9, align 4
  %88 = load ptr, ptr %8, align 4
  %89 = getelementptr inbounds [3 x ptr], ptr %88, i32 0, i32 0
  %90 = getelementptr inbounds ptr, ptr %89, i32 3
  store ptr %90, ptr %10, align 4
  br label %91

91:                                               ; preds = %105, %85
  %92 = load ptr, ptr %9, align 4
  %93 = load ptr, ptr %10, align 4
  %94 = icmp ne ptr %92, %93
  br i1 %94, label %95, label %108

95:                                               ; preds = %91
  %96 = load ptr, ptr %9, align 4
  %97 = load ptr, ptr %96, align 4
  store ptr %97, ptr %11, align 4
  %98 = load ptr, ptr %11, align 4
  %99 = icmp eq ptr %98, null
  br i1 %99, label %104, label %100

100:                                              ; preds = %95
  %101 = load ptr, ptr %98, align 4
  %102 = getelementptr inbounds ptr, ptr %101, i64 1
  %103 = load ptr, ptr %102, align 4
  call void %103(ptr noundef nonnull align 4 dereferenceable(4) %98) #13
  br label %104

104:                                              ; preds = %100, %95
  br label %105

105:                                              ; preds = %104
  %106 = load ptr, ptr %9, align 4
  %107 = getelementptr inbounds ptr, ptr %106, i32 1
  store ptr %107, ptr %9, align 4
  br label %91

108:                                              ; preds = %91
  %109 = load double, ptr %3, align 8
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %109)
  %111 = call noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %12) #13
  %112 = icmp eq ptr %12, null
  br i1 %112, label %115, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %12, i32 8
  br label %115

115:                                              ; preds = %113, %108
  %116 = phi ptr [ %114, %113 ], [ null, %108 ]
  store ptr %116, ptr %13, align 4
  store ptr %12, ptr %14, align 4
  %117 = load ptr, ptr %13, align 4
  %118 = load ptr, ptr %117, align 4
  %119 = getelementptr inbounds ptr, ptr %118, i64 0
  %120 = load ptr, ptr %119, align 4
  call void %120(ptr noundef nonnull align 4 dereferenceable(8) %117)
  %121 = load ptr, ptr %13, align 4
  %122 = load ptr, ptr %121, align 4
  %123 = getelementptr inbounds ptr, ptr %122, i64 0
  %124 = load ptr, ptr %123, align 4
  call void %124(ptr noundef nonnull align 4 dereferenceable(8) %121)
  %125 = load ptr, ptr %14, align 4
  %126 = load ptr, ptr %125, align 4
  %127 = getelementptr inbounds ptr, ptr %126, i64 0
  %128 = load ptr, ptr %127, align 4
  %129 = call noundef ptr %128(ptr noundef nonnull align 4 dereferenceable(8) %125)
  %130 = getelementptr inbounds i8, ptr %12, i32 8
  %131 = getelementptr inbounds %struct.Counted, ptr %130, i32 0, i32 1
  %132 = load i32, ptr %131, align 4
  %133 = getelementptr inbounds %struct.Named, ptr %12, i32 0, i32 1
  %134 = load i32, ptr %133, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %129, i32 noundef %132, i32 noundef %134)
  %136 = call noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %15) #13
  %137 = icmp eq ptr %15, null
  br i1 %137, label %143, label %138

138:                                              ; preds = %115
  %139 = load ptr, ptr %15, align 4
  %140 = getelementptr i8, ptr %139, i64 -12
  %141 = load i32, ptr %140, align 4
  %142 = getelementptr inbounds i8, ptr %15, i32 %141
  br label %143

143:                                              ; preds = %138, %115
  %144 = phi ptr [ %142, %138 ], [ null, %115 ]
  store ptr %144, ptr %16, align 4
  store ptr %15, ptr %17, align 4
  %145 = load ptr, ptr %16, align 4
  %146 = load ptr, ptr %145, align 4
  %147 = getelementptr inbounds ptr, ptr %146, i64 0
  %148 = load ptr, ptr %147, align 4
  %149 = invoke noundef i32 %148(ptr noundef nonnull align 4 dereferenceable(8) %145)
          to label %150 unwind label %256

150:                                              ; preds = %143
  %151 = load ptr, ptr %17, align 4
  %152 = load ptr, ptr %151, align 4
  %153 = getelementptr inbounds ptr, ptr %152, i64 0
  %154 = load ptr, ptr %153, align 4
  %155 = invoke noundef i32 %154(ptr noundef nonnull align 4 dereferenceable(8) %151)
          to label %156 unwind label %256

156:                                              ; preds = %150
  %157 = getelementptr inbounds i8, ptr %15, i32 8
  %158 = getelementptr inbounds %struct.Right, ptr %157, i32 0, i32 1
  %159 = load i32, ptr %158, align 4
  %160 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %149, i32 noundef %155, i32 noundef %159)
          to label %161 unwind label %256

161:                                              ; preds = %156
  %162 = load ptr, ptr %16, align 4
  %163 = icmp eq ptr %162, null
  br i1 %163, label %166, label %164

164:                                              ; preds = %161
  %165 = call ptr @__dynamic_cast(ptr %162, ptr @_ZTI4Base, ptr @_ZTI5Right, i32 -1) #13
  br label %167

166:                                              ; preds = %161
  br label %167

167:                                              ; preds = %166, %164
  %168 = phi ptr [ %165, %164 ], [ null, %166 ]
  %169 = icmp ne ptr %168, null
  %170 = zext i1 %169 to i32
  %171 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %170)
          to label %172 unwind label %256

172:                                              ; preds = %167
  store i32 0, ptr %19, align 4
  br label %173

173:                                              ; preds = %183, %172
  %174 = load i32, ptr %19, align 4
  %175 = icmp slt i32 %174, 8
  br i1 %175, label %176, label %186

176:                                              ; preds = %173
  %177 = load i32, ptr %19, align 4
  %178 = load i32, ptr %19, align 4
  %179 = mul nsw i32 %177, %178
  %180 = load i32, ptr %19, align 4
  %181 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %180)
          to label %182 unwind label %256

182:                                              ; preds = %176
  store i32 %179, ptr %181, align 4
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %19, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %19, align 4
  br label %173, !llvm.loop !4

186:                                              ; preds = %173
  store i32 7, ptr %20, align 4
  %187 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0
  %188 = load i32, ptr %20, align 4
  store i32 %188, ptr %187, align 4
  store i32 0, ptr %22, align 4
  %189 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0
  store ptr %22, ptr %189, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %24, ptr align 4 %21, i32 4, i1 false)
  %190 = getelementptr inbounds %class.anon, ptr %24, i32 0, i32 0
  %191 = load i32, ptr %190, align 4
  %192 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %191)
          to label %193 unwind label %256

193:                                              ; preds = %186
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %25, ptr align 4 %23, i32 4, i1 false)
  %194 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0
  %195 = load ptr, ptr %194, align 4
  %196 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, ptr %195)
          to label %197 unwind label %256

197:                                              ; preds = %193
  %198 = load i32, ptr %22, align 4
  %199 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %192, i32 noundef %196, i32 noundef %198)
          to label %200 unwind label %256

200:                                              ; preds = %197
  %201 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %202 unwind label %256

202:                                              ; preds = %200
  %203 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %204 unwind label %256

204:                                              ; preds = %202
  %205 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %201, double noundef %203)
          to label %206 unwind label %256

206:                                              ; preds = %204
  %207 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %28) #13
  store ptr %207, ptr %27, align 4
  %208 = load ptr, ptr %27, align 4
  %209 = invoke noundef i32 %208(i32 noundef 14)
          to label %210 unwind label %256

210:                                              ; preds = %206
  %211 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %209)
          to label %212 unwind label %256

212:                                              ; preds = %210
  %213 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %214 unwind label %256

214:                                              ; preds = %212
  %215 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %216 unwind label %256

216:                                              ; preds = %214
  %217 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10)
  %218 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %213, double noundef %215, ptr noundef %217)
          to label %219 unwind label %256

219:                                              ; preds = %216
  %220 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %221 unwind label %256

221:                                              ; preds = %219
  %222 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %223 unwind label %256

223:                                              ; preds = %221
  %224 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %225 unwind label %256

225:                                              ; preds = %223
  %226 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %220, ptr noundef %222, ptr noundef %224)
          to label %227 unwind label %256

227:                                              ; preds = %225
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 8 %29, i32 noundef 5)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %30, ptr align 8 %29, i32 48, i1 false)
  %228 = call noundef i64 @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 8 %30)
  %229 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 4
  %230 = getelementptr inbounds [13 x i8], ptr %229, i32 0, i32 0
  %231 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %228, ptr noundef %230)
          to label %232 unwind label %256

232:                                              ; preds = %227
  %233 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0
  store i32 3, ptr %233, align 4
  %234 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1
  store float 9.500000e+00, ptr %234, align 4
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %31, ptr noundef byval(%struct.Pair) align 4 %32)
  %235 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 0
  %236 = load i32, ptr %235, align 4
  %237 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 1
  %238 = load float, ptr %237, align 4
  %239 = fpext float %238 to double
  %240 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %236, double noundef %239)
          to label %241 unwind label %256

241:                                              ; preds = %232
  %242 = invoke noundef i32 @_ZL7counterv()
          to label %243 unwind label %256

243:                                              ; preds = %241
  store i32 %242, ptr %33, align 4
  %244 = invoke noundef i32 @_ZL7counterv()
          to label %245 unwind label %256

245:                                              ; preds = %243
  store i32 %244, ptr %34, align 4
  %246 = load i32, ptr %33, align 4
  %247 = load i32, ptr %34, align 4
  %248 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %249 unwind label %256

249:                                              ; preds = %245
  %250 = getelementptr inbounds %struct.Registry, ptr %248, i32 0, i32 0
  %251 = load i32, ptr %250, align 4
  %252 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %246, i32 noundef %247, i32 noundef %251)
          to label %253 unwind label %256

253:                                              ; preds = %249
  store i32 0, ptr %1, align 4
  %254 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %15) #13
  %255 = load i32, ptr %1, align 4
  ret i32 %255

256:                                              ; preds = %249, %245, %243, %241, %232, %227, %225, %223, %221, %219, %216, %214, %212, %210, %206, %204, %202, %200, %197, %193, %186, %176, %167, %156, %150, %143
  %257 = cleanuppad within none []
  %258 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %15) #13 [ "funclet"(token %257) ]
  cleanupret from %257 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 4
  %8 = call noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #13
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 8
  %9 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1
  %10 = load double, ptr %5, align 8
  store double %10, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2
  %12 = load double, ptr %6, align 8
  store double %12, ptr %11, align 8
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = call noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %6, double noundef %7)
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8
  ret ptr %5
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %7, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20
  %5 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13
  %6 = call noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 1)) #13
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  %8 = call noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 3)) #13
  store ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr %3, align 4
  %9 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr %9, align 4
  %10 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3), ptr %10, align 4
  %11 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2
  store i32 4, ptr %11, align 4
  ret ptr %3
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr inbounds [8 x i32], ptr %6, i32 0, i32 %7
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 {
  %4 = alloca %class.anon, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store i32 %2, ptr %8, align 4
  store ptr %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  %9 = load ptr, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0
  %16 = load i32, ptr %7, align 4
  %17 = getelementptr inbounds [8 x i32], ptr %15, i32 0, i32 %16
  %18 = load i32, ptr %17, align 4
  %19 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18)
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %10, !llvm.loop !5

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #8

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, ptr %2) #7 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  store ptr %2, ptr %8, align 4
  store ptr %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  %9 = load ptr, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0
  %16 = load i32, ptr %7, align 4
  %17 = getelementptr inbounds [8 x i32], ptr %15, i32 0, i32 %16
  %18 = load i32, ptr %17, align 4
  %19 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18)
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %10, !llvm.loop !6

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_38__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 4
  store i32 %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8TypeNameIiE3getEv() #0 comdat {
  ret ptr @.str.21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8TypeNameIdE3getEv() #0 comdat {
  ret ptr @.str.22
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #7 {
  %1 = load i8, ptr @_ZGVZL7countervE1n, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %7, !prof !7

3:                                                ; preds = %0
  %4 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
  %5 = getelementptr inbounds %struct.Registry, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  store i32 %6, ptr @_ZZL7countervE1n, align 4
  store i8 1, ptr @_ZGVZL7countervE1n, align 1
  br label %7

7:                                                ; preds = %3, %0
  %8 = load i32, ptr @_ZZL7countervE1n, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZZL7countervE1n, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #7 {
  %1 = load i8, ptr @_ZGVZL8registryvE1r, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %6, !prof !7

3:                                                ; preds = %0
  %4 = call noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
  %5 = call i32 @__cxa_atexit(ptr @__cxx_global_array_dtor, ptr null, ptr @__dso_handle) #13
  store i8 1, ptr @_ZGVZL8registryvE1r, align 1
  br label %6

6:                                                ; preds = %3, %0
  ret ptr @_ZZL8registryvE1r
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT7Diamond) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 24) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.17
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #15
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.16
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 24) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.18
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1
  store i32 5, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 10
  store i32 %7, ptr %5, align 4
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZThn8_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %4)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7Counted4bumpEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1
  store i32 2, ptr %14, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1
  store i32 3, ptr %14, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %9, %11
  ret i32 %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT4Left) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #17
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK4Left3getEv(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  %8 = tail call noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_N4LeftD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -16
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #13
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N4LeftD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -16
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT5Right) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_N5RightD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -16
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #13
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N5RightD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -16
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds i8, ptr %3, i32 8
  %14 = getelementptr inbounds %struct.Right, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %12, %15
  %17 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %16, %18
  ret i32 %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 28) #17
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #13
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #13
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  %8 = tail call noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -16
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %8) #13
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -16
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %6, 3
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0
  store i32 3, ptr %4, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  ret ptr %3
}

; Function Attrs: noinline
define internal void @__cxx_global_array_dtor(ptr noundef %0) #12 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = call noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #13

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #0 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 3
  %9 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef %8) #13
  %10 = getelementptr inbounds ptr, ptr %6, i64 1
  %11 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %10) #13
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = add nsw i32 %8, %9
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 %15, 1
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %16, %17
  br label %21

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ]
  ret i32 %22
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

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = !{!"branch_weights", i32 1, i32 1048575}
