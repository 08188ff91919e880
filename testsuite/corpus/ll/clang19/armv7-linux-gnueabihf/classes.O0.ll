; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

$__clang_call_terminate = comdat any

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
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect4nameEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4nameEv] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, comdat, align 4
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [3 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget5labelEv, ptr @_ZN6Widget4bumpEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI6Widget, ptr @_ZThn8_N6Widget4bumpEv] }, comdat, align 4
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Named }, comdat, align 4
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Counted }, comdat, align 4
@_ZTI6Widget = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i32 2, ptr @_ZTI7Counted, i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named5labelEv] }, comdat, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv] }, comdat, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, comdat, align 4
@_ZTT7Diamond = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC7Diamond0_4Left = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@_ZTC7Diamond8_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base3getEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 4
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, comdat, align 4
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 1, i32 4)], comdat, align 4
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, comdat, align 4
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 1, i32 4)], comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
  br label %20, !llvm.loop !6

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4
  %38 = getelementptr inbounds [13 x i8], ptr %37, i32 0, i32 12
  store i8 0, ptr %38, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) #0 {
  %2 = alloca %struct.Big, align 8
  store [6 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  %7 = add nsw i64 %4, %6
  %8 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2
  %9 = load i64, ptr %8, align 8
  %10 = add nsw i64 %7, %9
  %11 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3
  %12 = load i64, ptr %11, align 8
  %13 = add nsw i64 %10, %12
  %14 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 4
  %15 = getelementptr inbounds [13 x i8], ptr %14, i32 0, i32 0
  %16 = load i8, ptr %15, align 8
  %17 = zext i8 %16 to i64
  %18 = add nsw i64 %13, %17
  ret i64 %18
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, [2 x i32] %1) #0 {
  %3 = alloca %struct.Pair, align 4
  store [2 x i32] %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  %7 = fptosi float %6 to i32
  store i32 %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sitofp i32 %10 to float
  store float %11, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) #1 {
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
define dso_local void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  call void @__clang_call_terminate(ptr %7) #15
  unreachable
}

declare void @free(ptr noundef) #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #15
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPvj(ptr noundef %0, i32 noundef %1) #3 personality ptr @__gxx_personality_v0 {
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
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #15
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #6 personality ptr @__gxx_personality_v0 {
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
  %31 = alloca %struct.Big, align 8
  %32 = alloca %struct.Big, align 8
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %37 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 24) #16
  %38 = invoke noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %81

39:                                               ; preds = %0
  store ptr %37, ptr %2, align 4
  %40 = getelementptr inbounds ptr, ptr %2, i32 1
  %41 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 24) #16
  %42 = invoke noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %41, double noundef 4.000000e+00)
          to label %43 unwind label %85

43:                                               ; preds = %39
  store ptr %41, ptr %40, align 4
  %44 = getelementptr inbounds ptr, ptr %2, i32 2
  %45 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 24) #16
  %46 = invoke noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %45, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %47 unwind label %89

47:                                               ; preds = %43
  store ptr %45, ptr %44, align 4
  store double 0.000000e+00, ptr %5, align 8
  store ptr %2, ptr %6, align 4
  %48 = load ptr, ptr %6, align 4
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i32 0, i32 0
  store ptr %49, ptr %7, align 4
  %50 = load ptr, ptr %6, align 4
  %51 = getelementptr inbounds [3 x ptr], ptr %50, i32 0, i32 0
  %52 = getelementptr inbounds ptr, ptr %51, i32 3
  store ptr %52, ptr %8, align 4
  br label %53

53:                                               ; preds = %78, %47
  %54 = load ptr, ptr %7, align 4
  %55 = load ptr, ptr %8, align 4
  %56 = icmp ne ptr %54, %55
  br i1 %56, label %57, label %93

57:                                               ; preds = %53
  %58 = load ptr, ptr %7, align 4
  %59 = load ptr, ptr %58, align 4
  store ptr %59, ptr %9, align 4
  %60 = load ptr, ptr %9, align 4
  %61 = load ptr, ptr %60, align 4
  %62 = getelementptr inbounds ptr, ptr %61, i64 3
  %63 = load ptr, ptr %62, align 4
  %64 = call noundef ptr %63(ptr noundef nonnull align 4 dereferenceable(4) %60)
  %65 = load ptr, ptr %9, align 4
  %66 = load ptr, ptr %65, align 4
  %67 = getelementptr inbounds ptr, ptr %66, i64 2
  %68 = load ptr, ptr %67, align 4
  %69 = call noundef double %68(ptr noundef nonnull align 4 dereferenceable(4) %65)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %64, double noundef %69)
  %71 = load ptr, ptr %9, align 4
  %72 = load ptr, ptr %71, align 4
  %73 = getelementptr inbounds ptr, ptr %72, i64 2
  %74 = load ptr, ptr %73, align 4
  %75 = call noundef double %74(ptr noundef nonnull align 4 dereferenceable(4) %71)
  %76 = load double, ptr %5, align 8
  %77 = fadd double %76, %75
  store double %77, ptr %5, align 8
  br label %78

78:                                               ; preds = %57
  %79 = load ptr, ptr %7, align 4
  %80 = getelementptr inbounds ptr, ptr %79, i32 1
  store ptr %80, ptr %7, align 4
  br label %53

81:                                               ; preds = %0
  %82 = landingpad { ptr, i32 }
          cleanup
  %83 = extractvalue { ptr, i32 } %82, 0
  store ptr %83, ptr %3, align 4
  %84 = extractvalue { ptr, i32 } %82, 1
  store i32 %84, ptr %4, align 4
  call void @_ZdlPvj(ptr noundef %37, i32 noundef 24) #17
  br label %271

85:                                               ; preds = %39
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %3, align 4
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %4, align 4
  call void @_ZdlPvj(ptr noundef %41, i32 noundef 24) #17
  br label %271

89:                                               ; preds = %43
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %3, align 4
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %4, align 4
  call void @_ZdlPvj(ptr noundef %45, i32 noundef 24) #17
  br label %271

93:                                               ; preds = %53
  store ptr %2, ptr %10, align 4
  %94 = load ptr, ptr %10, align 4
  %95 = getelementptr inbounds [3 x ptr], ptr %94, i32 0, i32 0
  store ptr %95, ptr %11, align 4
  %96 = load ptr, ptr %10, align 4
  %97 = getelementptr inbounds [3 x ptr], ptr %96, i32 0, i32 0
  %98 = getelementptr inbounds ptr, ptr %97, i32 3
  store ptr %98, ptr %12, align 4
  br label %99

99:                                               ; preds = %113, %93
  %100 = load ptr, ptr %11, align 4
  %101 = load ptr, ptr %12, align 4
  %102 = icmp ne ptr %100, %101
  br i1 %102, label %103, label %116

103:                                              ; preds = %99
  %104 = load ptr, ptr %11, align 4
  %105 = load ptr, ptr %104, align 4
  store ptr %105, ptr %13, align 4
  %106 = load ptr, ptr %13, align 4
  %107 = icmp eq ptr %106, null
  br i1 %107, label %112, label %108

108:                                              ; preds = %103
  %109 = load ptr, ptr %106, align 4
  %110 = getelementptr inbounds ptr, ptr %109, i64 1
  %111 = load ptr, ptr %110, align 4
  call void %111(ptr noundef nonnull align 4 dereferenceable(4) %106) #13
  br label %112

112:                                              ; preds = %108, %103
  br label %113

113:                                              ; preds = %112
  %114 = load ptr, ptr %11, align 4
  %115 = getelementptr inbounds ptr, ptr %114, i32 1
  store ptr %115, ptr %11, align 4
  br label %99

116:                                              ; preds = %99
  %117 = load double, ptr %5, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %117)
  %119 = call noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %14) #13
  %120 = icmp eq ptr %14, null
  br i1 %120, label %123, label %121

121:                                              ; preds = %116
  %122 = getelementptr inbounds i8, ptr %14, i32 8
  br label %123

123:                                              ; preds = %121, %116
  %124 = phi ptr [ %122, %121 ], [ null, %116 ]
  store ptr %124, ptr %15, align 4
  store ptr %14, ptr %16, align 4
  %125 = load ptr, ptr %15, align 4
  %126 = load ptr, ptr %125, align 4
  %127 = getelementptr inbounds ptr, ptr %126, i64 0
  %128 = load ptr, ptr %127, align 4
  call void %128(ptr noundef nonnull align 4 dereferenceable(8) %125)
  %129 = load ptr, ptr %15, align 4
  %130 = load ptr, ptr %129, align 4
  %131 = getelementptr inbounds ptr, ptr %130, i64 0
  %132 = load ptr, ptr %131, align 4
  call void %132(ptr noundef nonnull align 4 dereferenceable(8) %129)
  %133 = load ptr, ptr %16, align 4
  %134 = load ptr, ptr %133, align 4
  %135 = getelementptr inbounds ptr, ptr %134, i64 0
  %136 = load ptr, ptr %135, align 4
  %137 = call noundef ptr %136(ptr noundef nonnull align 4 dereferenceable(8) %133)
  %138 = getelementptr inbounds i8, ptr %14, i32 8
  %139 = getelementptr inbounds %struct.Counted, ptr %138, i32 0, i32 1
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.Named, ptr %14, i32 0, i32 1
  %142 = load i32, ptr %141, align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %137, i32 noundef %140, i32 noundef %142)
  %144 = call noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13
  %145 = icmp eq ptr %17, null
  br i1 %145, label %151, label %146

146:                                              ; preds = %123
  %147 = load ptr, ptr %17, align 4
  %148 = getelementptr i8, ptr %147, i64 -12
  %149 = load i32, ptr %148, align 4
  %150 = getelementptr inbounds i8, ptr %17, i32 %149
  br label %151

151:                                              ; preds = %146, %123
  %152 = phi ptr [ %150, %146 ], [ null, %123 ]
  store ptr %152, ptr %18, align 4
  store ptr %17, ptr %19, align 4
  %153 = load ptr, ptr %18, align 4
  %154 = load ptr, ptr %153, align 4
  %155 = getelementptr inbounds ptr, ptr %154, i64 0
  %156 = load ptr, ptr %155, align 4
  %157 = invoke noundef i32 %156(ptr noundef nonnull align 4 dereferenceable(8) %153)
          to label %158 unwind label %174

158:                                              ; preds = %151
  %159 = load ptr, ptr %19, align 4
  %160 = load ptr, ptr %159, align 4
  %161 = getelementptr inbounds ptr, ptr %160, i64 0
  %162 = load ptr, ptr %161, align 4
  %163 = invoke noundef i32 %162(ptr noundef nonnull align 4 dereferenceable(8) %159)
          to label %164 unwind label %174

164:                                              ; preds = %158
  %165 = getelementptr inbounds i8, ptr %17, i32 8
  %166 = getelementptr inbounds %struct.Right, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 4
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %157, i32 noundef %163, i32 noundef %167)
          to label %169 unwind label %174

169:                                              ; preds = %164
  %170 = load ptr, ptr %18, align 4
  %171 = icmp eq ptr %170, null
  br i1 %171, label %179, label %172

172:                                              ; preds = %169
  %173 = call ptr @__dynamic_cast(ptr %170, ptr @_ZTI4Base, ptr @_ZTI5Right, i32 -1) #13
  br label %180

174:                                              ; preds = %264, %260, %258, %256, %246, %240, %238, %236, %234, %232, %229, %227, %225, %223, %219, %217, %215, %213, %210, %206, %199, %189, %180, %164, %158, %151
  %175 = landingpad { ptr, i32 }
          cleanup
  %176 = extractvalue { ptr, i32 } %175, 0
  store ptr %176, ptr %3, align 4
  %177 = extractvalue { ptr, i32 } %175, 1
  store i32 %177, ptr %4, align 4
  %178 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13
  br label %271

179:                                              ; preds = %169
  br label %180

180:                                              ; preds = %179, %172
  %181 = phi ptr [ %173, %172 ], [ null, %179 ]
  %182 = icmp ne ptr %181, null
  %183 = zext i1 %182 to i32
  %184 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %183)
          to label %185 unwind label %174

185:                                              ; preds = %180
  store i32 0, ptr %21, align 4
  br label %186

186:                                              ; preds = %196, %185
  %187 = load i32, ptr %21, align 4
  %188 = icmp slt i32 %187, 8
  br i1 %188, label %189, label %199

189:                                              ; preds = %186
  %190 = load i32, ptr %21, align 4
  %191 = load i32, ptr %21, align 4
  %192 = mul nsw i32 %190, %191
  %193 = load i32, ptr %21, align 4
  %194 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %193)
          to label %195 unwind label %174

195:                                              ; preds = %189
  store i32 %192, ptr %194, align 4
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %21, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %21, align 4
  br label %186, !llvm.loop !8

199:                                              ; preds = %186
  store i32 7, ptr %22, align 4
  %200 = getelementptr inbounds %class.anon, ptr %23, i32 0, i32 0
  %201 = load i32, ptr %22, align 4
  store i32 %201, ptr %200, align 4
  store i32 0, ptr %24, align 4
  %202 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0
  store ptr %24, ptr %202, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %23, i32 4, i1 false)
  %203 = getelementptr inbounds %class.anon, ptr %26, i32 0, i32 0
  %204 = load [1 x i32], ptr %203, align 4
  %205 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, [1 x i32] %204)
          to label %206 unwind label %174

206:                                              ; preds = %199
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %27, ptr align 4 %25, i32 4, i1 false)
  %207 = getelementptr inbounds %class.anon.0, ptr %27, i32 0, i32 0
  %208 = load [1 x i32], ptr %207, align 4
  %209 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, [1 x i32] %208)
          to label %210 unwind label %174

210:                                              ; preds = %206
  %211 = load i32, ptr %24, align 4
  %212 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %205, i32 noundef %209, i32 noundef %211)
          to label %213 unwind label %174

213:                                              ; preds = %210
  %214 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %215 unwind label %174

215:                                              ; preds = %213
  %216 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %217 unwind label %174

217:                                              ; preds = %215
  %218 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %214, double noundef %216)
          to label %219 unwind label %174

219:                                              ; preds = %217
  %220 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %30) #13
  store ptr %220, ptr %29, align 4
  %221 = load ptr, ptr %29, align 4
  %222 = invoke noundef i32 %221(i32 noundef 14)
          to label %223 unwind label %174

223:                                              ; preds = %219
  %224 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %222)
          to label %225 unwind label %174

225:                                              ; preds = %223
  %226 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %227 unwind label %174

227:                                              ; preds = %225
  %228 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %229 unwind label %174

229:                                              ; preds = %227
  %230 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10)
  %231 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %226, double noundef %228, ptr noundef %230)
          to label %232 unwind label %174

232:                                              ; preds = %229
  %233 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef zeroext 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %234 unwind label %174

234:                                              ; preds = %232
  %235 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %236 unwind label %174

236:                                              ; preds = %234
  %237 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %238 unwind label %174

238:                                              ; preds = %236
  %239 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %233, ptr noundef %235, ptr noundef %237)
          to label %240 unwind label %174

240:                                              ; preds = %238
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 8 %31, i32 noundef 5)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %32, ptr align 8 %31, i32 48, i1 false)
  %241 = load [6 x i64], ptr %32, align 8
  %242 = call noundef i64 @_Z7sum_big3Big([6 x i64] %241)
  %243 = getelementptr inbounds %struct.Big, ptr %31, i32 0, i32 4
  %244 = getelementptr inbounds [13 x i8], ptr %243, i32 0, i32 0
  %245 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %242, ptr noundef %244)
          to label %246 unwind label %174

246:                                              ; preds = %240
  %247 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0
  store i32 3, ptr %247, align 4
  %248 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1
  store float 9.500000e+00, ptr %248, align 4
  %249 = load [2 x i32], ptr %34, align 4
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %33, [2 x i32] %249)
  %250 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 0
  %251 = load i32, ptr %250, align 4
  %252 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 1
  %253 = load float, ptr %252, align 4
  %254 = fpext float %253 to double
  %255 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %251, double noundef %254)
          to label %256 unwind label %174

256:                                              ; preds = %246
  %257 = invoke noundef i32 @_ZL7counterv()
          to label %258 unwind label %174

258:                                              ; preds = %256
  store i32 %257, ptr %35, align 4
  %259 = invoke noundef i32 @_ZL7counterv()
          to label %260 unwind label %174

260:                                              ; preds = %258
  store i32 %259, ptr %36, align 4
  %261 = load i32, ptr %35, align 4
  %262 = load i32, ptr %36, align 4
  %263 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %264 unwind label %174

264:                                              ; preds = %260
  %265 = getelementptr inbounds %struct.Registry, ptr %263, i32 0, i32 0
  %266 = load i32, ptr %265, align 4
  %267 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %261, i32 noundef %262, i32 noundef %266)
          to label %268 unwind label %174

268:                                              ; preds = %264
  store i32 0, ptr %1, align 4
  %269 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13
  %270 = load i32, ptr %1, align 4
  ret i32 %270

271:                                              ; preds = %174, %89, %85, %81
  %272 = load ptr, ptr %3, align 4
  %273 = load i32, ptr %4, align 4
  %274 = insertvalue { ptr, i32 } poison, ptr %272, 0
  %275 = insertvalue { ptr, i32 } %274, i32 %273, 1
  resume { ptr, i32 } %275
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4RectC2Edd(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN7DiamondC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
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
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 {
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
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #8 align 2 {
  %4 = alloca %class.anon, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store [1 x i32] %2, ptr %8, align 4
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
  br label %10, !llvm.loop !9

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #8 align 2 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  store [1 x i32] %2, ptr %8, align 4
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
  br label %10, !llvm.loop !10

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
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
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
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
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_38__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat {
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
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat {
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
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef zeroext %1, double noundef %2, ptr noundef %3) #0 comdat {
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
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIiE3getEv() #0 comdat align 2 {
  ret ptr @.str.21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIdE3getEv() #0 comdat align 2 {
  ret ptr @.str.22
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #8 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4
  %4 = and i8 %3, 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !11

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL7countervE1n) #13
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %11 unwind label %17

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.Registry, ptr %10, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr @_ZZL7countervE1n, align 4
  call void @__cxa_guard_release(ptr @_ZGVZL7countervE1n) #13
  br label %14

14:                                               ; preds = %11, %6, %0
  %15 = load i32, ptr @_ZZL7countervE1n, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @_ZZL7countervE1n, align 4
  ret i32 %16

17:                                               ; preds = %9
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %1, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %2, align 4
  call void @__cxa_guard_abort(ptr @_ZGVZL7countervE1n) #13
  br label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %1, align 4
  %23 = load i32, ptr %2, align 4
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #8 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4
  %4 = and i8 %3, 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %13, !prof !11

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL8registryvE1r) #13
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = invoke noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %11 unwind label %14

11:                                               ; preds = %9
  %12 = call i32 @__cxa_atexit(ptr @_ZN8RegistryD2Ev, ptr @_ZZL8registryvE1r, ptr @__dso_handle) #13
  call void @__cxa_guard_release(ptr @_ZGVZL8registryvE1r) #13
  br label %13

13:                                               ; preds = %11, %6, %0
  ret ptr @_ZZL8registryvE1r

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %1, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %2, align 4
  call void @__cxa_guard_abort(ptr @_ZGVZL8registryvE1r) #13
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %1, align 4
  %20 = load i32, ptr %2, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT7Diamond) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 24) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.17
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #15
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.16
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 24) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.18
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1
  store i32 5, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local void @_ZThn8_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %4)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT4Left) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #17
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK4Left3getEv(ptr noundef %0) unnamed_addr #11 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_N4LeftD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
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
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT5Right) #13
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_N5RightD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
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
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
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
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
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
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 28) #17
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #13
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #13
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #11 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
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
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #8 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %6, 3
  ret i32 %7
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #13

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN8RegistryC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0
  store i32 3, ptr %4, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN8RegistryD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #13

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7DiamondD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 {
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
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
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
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
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

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #11 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = !{!"branch_weights", i32 1, i32 1048575}
