; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Shape = type { i32 (...)** }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { i32 (...)**, i32 }
%struct.Right.base = type { i32 (...)**, i32 }
%struct.Base = type { i32 (...)**, i32 }
%struct.Left = type { i32 (...)**, i32, %struct.Base }
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { i32* }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Square = type { %struct.Rect }
%struct.Right = type { i32 (...)**, i32, %struct.Base }

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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Rect*)* @_ZNK4Rect4nameEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Square*)* @_ZNK6Square4nameEv to i8*)] }, comdat, align 4
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, comdat, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [3 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget5labelEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn8_N6Widget4bumpEv to i8*)] }, comdat, align 4
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, comdat, align 4
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, comdat, align 4
@_ZTI6Widget = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i8* bitcast (i8* (%struct.Named*)* @_ZNK5Named5labelEv to i8*)] }, comdat, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7Counted4bumpEv to i8*)] }, comdat, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTT7Diamond = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC7Diamond0_4Left = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTC7Diamond8_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 4
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, comdat, align 4
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, comdat, align 4
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i64 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !142
@_ZGVZL8registryvE1r = internal global i64 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 !dbg !158 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !163, metadata !DIExpression()), !dbg !164
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !165, metadata !DIExpression()), !dbg !166
  %5 = load i8*, i8** %3, align 4, !dbg !167
  ret i8* %5, !dbg !168
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 4 %0, i32 noundef %1) #0 !dbg !169 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.declare(metadata i8** %3, metadata !185, metadata !DIExpression(DW_OP_deref)), !dbg !186
  %7 = load i32, i32* %4, align 4, !dbg !187
  %8 = sext i32 %7 to i64, !dbg !187
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !188
  store i64 %8, i64* %9, align 4, !dbg !189
  %10 = load i32, i32* %4, align 4, !dbg !190
  %11 = mul nsw i32 %10, 2, !dbg !191
  %12 = sext i32 %11 to i64, !dbg !190
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !192
  store i64 %12, i64* %13, align 4, !dbg !193
  %14 = load i32, i32* %4, align 4, !dbg !194
  %15 = mul nsw i32 %14, 3, !dbg !195
  %16 = sext i32 %15 to i64, !dbg !194
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !196
  store i64 %16, i64* %17, align 4, !dbg !197
  %18 = load i32, i32* %4, align 4, !dbg !198
  %19 = sub nsw i32 0, %18, !dbg !199
  %20 = sext i32 %19 to i64, !dbg !199
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !200
  store i64 %20, i64* %21, align 4, !dbg !201
  call void @llvm.dbg.declare(metadata i32* %5, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %5, align 4, !dbg !204
  br label %22, !dbg !205

22:                                               ; preds = %35, %2
  %23 = load i32, i32* %5, align 4, !dbg !206
  %24 = icmp slt i32 %23, 12, !dbg !208
  br i1 %24, label %25, label %38, !dbg !209

25:                                               ; preds = %22
  %26 = load i32, i32* %4, align 4, !dbg !210
  %27 = load i32, i32* %5, align 4, !dbg !211
  %28 = add nsw i32 %26, %27, !dbg !212
  %29 = srem i32 %28, 26, !dbg !213
  %30 = add nsw i32 97, %29, !dbg !214
  %31 = trunc i32 %30 to i8, !dbg !215
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !216
  %33 = load i32, i32* %5, align 4, !dbg !217
  %34 = getelementptr inbounds [13 x i8], [13 x i8]* %32, i32 0, i32 %33, !dbg !218
  store i8 %31, i8* %34, align 1, !dbg !219
  br label %35, !dbg !218

35:                                               ; preds = %25
  %36 = load i32, i32* %5, align 4, !dbg !220
  %37 = add nsw i32 %36, 1, !dbg !220
  store i32 %37, i32* %5, align 4, !dbg !220
  br label %22, !dbg !221, !llvm.loop !222

38:                                               ; preds = %22
  %39 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !225
  %40 = getelementptr inbounds [13 x i8], [13 x i8]* %39, i32 0, i32 12, !dbg !226
  store i8 0, i8* %40, align 4, !dbg !227
  ret void, !dbg !228
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 4 %0) #0 !dbg !229 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !232, metadata !DIExpression()), !dbg !233
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !234
  %3 = load i64, i64* %2, align 4, !dbg !234
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !235
  %5 = load i64, i64* %4, align 4, !dbg !235
  %6 = add nsw i64 %3, %5, !dbg !236
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !237
  %8 = load i64, i64* %7, align 4, !dbg !237
  %9 = add nsw i64 %6, %8, !dbg !238
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !239
  %11 = load i64, i64* %10, align 4, !dbg !239
  %12 = add nsw i64 %9, %11, !dbg !240
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !241
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i32 0, i32 0, !dbg !242
  %15 = load i8, i8* %14, align 4, !dbg !242
  %16 = sext i8 %15 to i64, !dbg !242
  %17 = add nsw i64 %12, %16, !dbg !243
  ret i64 %17, !dbg !244
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias sret(%struct.Pair) align 4 %0, i32 %1, float %2) #0 !dbg !245 {
  %4 = alloca i8*, align 4
  %5 = alloca %struct.Pair, align 4
  %6 = bitcast %struct.Pair* %0 to i8*
  store i8* %6, i8** %4, align 4
  %7 = getelementptr inbounds %struct.Pair, %struct.Pair* %5, i32 0, i32 0
  store i32 %1, i32* %7, align 4
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %5, i32 0, i32 1
  store float %2, float* %8, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %5, metadata !248, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.declare(metadata i8** %4, metadata !250, metadata !DIExpression(DW_OP_deref)), !dbg !251
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !252
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %5, i32 0, i32 1, !dbg !253
  %11 = load float, float* %10, align 4, !dbg !253
  %12 = fptosi float %11 to i32, !dbg !254
  store i32 %12, i32* %9, align 4, !dbg !252
  %13 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !252
  %14 = getelementptr inbounds %struct.Pair, %struct.Pair* %5, i32 0, i32 0, !dbg !255
  %15 = load i32, i32* %14, align 4, !dbg !255
  %16 = sitofp i32 %15 to float, !dbg !256
  store float %16, float* %13, align 4, !dbg !252
  ret void, !dbg !257
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwj(i32 noundef %0) #2 !dbg !258 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !263, metadata !DIExpression()), !dbg !264
  %3 = load i32, i32* %2, align 4, !dbg !265
  %4 = icmp ne i32 %3, 0, !dbg !265
  br i1 %4, label %5, label %7, !dbg !265

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !266
  br label %8, !dbg !265

7:                                                ; preds = %1
  br label %8, !dbg !265

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !265
  %10 = call i8* @malloc(i32 noundef %9), !dbg !267
  ret i8* %10, !dbg !268
}

declare i8* @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !269 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !272, metadata !DIExpression()), !dbg !273
  %3 = load i8*, i8** %2, align 4, !dbg !274
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !275

4:                                                ; preds = %1
  ret void, !dbg !276

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !275
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !275
  call void @__clang_call_terminate(i8* %7) #14, !dbg !275
  unreachable, !dbg !275
}

declare void @free(i8* noundef) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZdlPvj(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !277 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !280, metadata !DIExpression()), !dbg !281
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !282, metadata !DIExpression()), !dbg !283
  %5 = load i8*, i8** %3, align 4, !dbg !284
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !285

6:                                                ; preds = %2
  ret void, !dbg !286

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          catch i8* null, !dbg !285
  %9 = extractvalue { i8*, i32 } %8, 0, !dbg !285
  call void @__clang_call_terminate(i8* %9) #14, !dbg !285
  unreachable, !dbg !285
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !287 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [3 x %struct.Shape*]*, align 4
  %7 = alloca %struct.Shape**, align 4
  %8 = alloca %struct.Shape**, align 4
  %9 = alloca %struct.Shape*, align 4
  %10 = alloca [3 x %struct.Shape*]*, align 4
  %11 = alloca %struct.Shape**, align 4
  %12 = alloca %struct.Shape**, align 4
  %13 = alloca %struct.Shape*, align 4
  %14 = alloca %struct.Widget, align 4
  %15 = alloca %struct.Counted*, align 4
  %16 = alloca %struct.Named*, align 4
  %17 = alloca %struct.Diamond, align 4
  %18 = alloca %struct.Base*, align 4
  %19 = alloca %struct.Left*, align 4
  %20 = alloca %struct.Array, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.0, align 4
  %26 = alloca %class.anon, align 4
  %27 = alloca %class.anon.0, align 4
  %28 = alloca %class.anon.1, align 1
  %29 = alloca i32 (i32)*, align 4
  %30 = alloca %class.anon.2, align 1
  %31 = alloca %struct.Big, align 4
  %32 = alloca %struct.Big, align 4
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !288, metadata !DIExpression()), !dbg !293
  %37 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0, !dbg !294
  %38 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 20) #15, !dbg !295, !heapallocsite !36
  %39 = bitcast i8* %38 to %struct.Rect*, !dbg !295
  invoke void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %39, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %40 unwind label %88, !dbg !296

40:                                               ; preds = %0
  %41 = bitcast %struct.Rect* %39 to %struct.Shape*, !dbg !295
  store %struct.Shape* %41, %struct.Shape** %37, align 4, !dbg !294
  %42 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i32 1, !dbg !294
  %43 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 20) #15, !dbg !297, !heapallocsite !71
  %44 = bitcast i8* %43 to %struct.Square*, !dbg !297
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 4 dereferenceable(20) %44, double noundef 4.000000e+00)
          to label %45 unwind label %92, !dbg !298

45:                                               ; preds = %40
  %46 = bitcast %struct.Square* %44 to %struct.Shape*, !dbg !297
  store %struct.Shape* %46, %struct.Shape** %42, align 4, !dbg !294
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %42, i32 1, !dbg !294
  %48 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 20) #15, !dbg !299, !heapallocsite !36
  %49 = bitcast i8* %48 to %struct.Rect*, !dbg !299
  invoke void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %50 unwind label %96, !dbg !300

50:                                               ; preds = %45
  %51 = bitcast %struct.Rect* %49 to %struct.Shape*, !dbg !299
  store %struct.Shape* %51, %struct.Shape** %47, align 4, !dbg !294
  call void @llvm.dbg.declare(metadata double* %5, metadata !301, metadata !DIExpression()), !dbg !302
  store double 0.000000e+00, double* %5, align 8, !dbg !302
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %6, metadata !303, metadata !DIExpression()), !dbg !306
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 4, !dbg !307
  call void @llvm.dbg.declare(metadata %struct.Shape*** %7, metadata !308, metadata !DIExpression()), !dbg !306
  %52 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4, !dbg !310
  %53 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %52, i32 0, i32 0, !dbg !310
  store %struct.Shape** %53, %struct.Shape*** %7, align 4, !dbg !310
  call void @llvm.dbg.declare(metadata %struct.Shape*** %8, metadata !311, metadata !DIExpression()), !dbg !306
  %54 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4, !dbg !310
  %55 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %54, i32 0, i32 0, !dbg !310
  %56 = getelementptr inbounds %struct.Shape*, %struct.Shape** %55, i32 3, !dbg !310
  store %struct.Shape** %56, %struct.Shape*** %8, align 4, !dbg !310
  br label %57, !dbg !310

57:                                               ; preds = %85, %50
  %58 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !310
  %59 = load %struct.Shape**, %struct.Shape*** %8, align 4, !dbg !310
  %60 = icmp ne %struct.Shape** %58, %59, !dbg !310
  br i1 %60, label %61, label %100, !dbg !310

61:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata %struct.Shape** %9, metadata !312, metadata !DIExpression()), !dbg !314
  %62 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !315
  %63 = load %struct.Shape*, %struct.Shape** %62, align 4, !dbg !315
  store %struct.Shape* %63, %struct.Shape** %9, align 4, !dbg !314
  %64 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !316
  %65 = bitcast %struct.Shape* %64 to i8* (%struct.Shape*)***, !dbg !318
  %66 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %65, align 4, !dbg !318
  %67 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %66, i64 3, !dbg !318
  %68 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %67, align 4, !dbg !318
  %69 = call noundef i8* %68(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %64), !dbg !318
  %70 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !319
  %71 = bitcast %struct.Shape* %70 to double (%struct.Shape*)***, !dbg !320
  %72 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %71, align 4, !dbg !320
  %73 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %72, i64 2, !dbg !320
  %74 = load double (%struct.Shape*)*, double (%struct.Shape*)** %73, align 4, !dbg !320
  %75 = call noundef double %74(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %70), !dbg !320
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef %69, double noundef %75), !dbg !321
  %77 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !322
  %78 = bitcast %struct.Shape* %77 to double (%struct.Shape*)***, !dbg !323
  %79 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %78, align 4, !dbg !323
  %80 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %79, i64 2, !dbg !323
  %81 = load double (%struct.Shape*)*, double (%struct.Shape*)** %80, align 4, !dbg !323
  %82 = call noundef double %81(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %77), !dbg !323
  %83 = load double, double* %5, align 8, !dbg !324
  %84 = fadd double %83, %82, !dbg !324
  store double %84, double* %5, align 8, !dbg !324
  br label %85, !dbg !325

85:                                               ; preds = %61
  %86 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !310
  %87 = getelementptr inbounds %struct.Shape*, %struct.Shape** %86, i32 1, !dbg !310
  store %struct.Shape** %87, %struct.Shape*** %7, align 4, !dbg !310
  br label %57, !dbg !310, !llvm.loop !326

88:                                               ; preds = %0
  %89 = landingpad { i8*, i32 }
          cleanup, !dbg !328
  %90 = extractvalue { i8*, i32 } %89, 0, !dbg !328
  store i8* %90, i8** %3, align 4, !dbg !328
  %91 = extractvalue { i8*, i32 } %89, 1, !dbg !328
  store i32 %91, i32* %4, align 4, !dbg !328
  call void @_ZdlPv(i8* noundef %38) #16, !dbg !295
  br label %299, !dbg !295

92:                                               ; preds = %40
  %93 = landingpad { i8*, i32 }
          cleanup, !dbg !328
  %94 = extractvalue { i8*, i32 } %93, 0, !dbg !328
  store i8* %94, i8** %3, align 4, !dbg !328
  %95 = extractvalue { i8*, i32 } %93, 1, !dbg !328
  store i32 %95, i32* %4, align 4, !dbg !328
  call void @_ZdlPv(i8* noundef %43) #16, !dbg !297
  br label %299, !dbg !297

96:                                               ; preds = %45
  %97 = landingpad { i8*, i32 }
          cleanup, !dbg !328
  %98 = extractvalue { i8*, i32 } %97, 0, !dbg !328
  store i8* %98, i8** %3, align 4, !dbg !328
  %99 = extractvalue { i8*, i32 } %97, 1, !dbg !328
  store i32 %99, i32* %4, align 4, !dbg !328
  call void @_ZdlPv(i8* noundef %48) #16, !dbg !299
  br label %299, !dbg !299

100:                                              ; preds = %57
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %10, metadata !329, metadata !DIExpression()), !dbg !331
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 4, !dbg !332
  call void @llvm.dbg.declare(metadata %struct.Shape*** %11, metadata !333, metadata !DIExpression()), !dbg !331
  %101 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4, !dbg !334
  %102 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %101, i32 0, i32 0, !dbg !334
  store %struct.Shape** %102, %struct.Shape*** %11, align 4, !dbg !334
  call void @llvm.dbg.declare(metadata %struct.Shape*** %12, metadata !335, metadata !DIExpression()), !dbg !331
  %103 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4, !dbg !334
  %104 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %103, i32 0, i32 0, !dbg !334
  %105 = getelementptr inbounds %struct.Shape*, %struct.Shape** %104, i32 3, !dbg !334
  store %struct.Shape** %105, %struct.Shape*** %12, align 4, !dbg !334
  br label %106, !dbg !334

106:                                              ; preds = %121, %100
  %107 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !334
  %108 = load %struct.Shape**, %struct.Shape*** %12, align 4, !dbg !334
  %109 = icmp ne %struct.Shape** %107, %108, !dbg !334
  br i1 %109, label %110, label %124, !dbg !334

110:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata %struct.Shape** %13, metadata !336, metadata !DIExpression()), !dbg !338
  %111 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !339
  %112 = load %struct.Shape*, %struct.Shape** %111, align 4, !dbg !339
  store %struct.Shape* %112, %struct.Shape** %13, align 4, !dbg !338
  %113 = load %struct.Shape*, %struct.Shape** %13, align 4, !dbg !340
  %114 = icmp eq %struct.Shape* %113, null, !dbg !341
  br i1 %114, label %120, label %115, !dbg !341

115:                                              ; preds = %110
  %116 = bitcast %struct.Shape* %113 to void (%struct.Shape*)***, !dbg !341
  %117 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %116, align 4, !dbg !341
  %118 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %117, i64 1, !dbg !341
  %119 = load void (%struct.Shape*)*, void (%struct.Shape*)** %118, align 4, !dbg !341
  call void %119(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %113) #13, !dbg !341
  br label %120, !dbg !341

120:                                              ; preds = %115, %110
  br label %121, !dbg !342

121:                                              ; preds = %120
  %122 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !334
  %123 = getelementptr inbounds %struct.Shape*, %struct.Shape** %122, i32 1, !dbg !334
  store %struct.Shape** %123, %struct.Shape*** %11, align 4, !dbg !334
  br label %106, !dbg !334, !llvm.loop !343

124:                                              ; preds = %106
  %125 = load double, double* %5, align 8, !dbg !345
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %125), !dbg !346
  call void @llvm.dbg.declare(metadata %struct.Widget* %14, metadata !347, metadata !DIExpression()), !dbg !348
  call void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %14) #13, !dbg !348
  call void @llvm.dbg.declare(metadata %struct.Counted** %15, metadata !349, metadata !DIExpression()), !dbg !351
  %127 = icmp eq %struct.Widget* %14, null, !dbg !352
  br i1 %127, label %132, label %128, !dbg !352

128:                                              ; preds = %124
  %129 = bitcast %struct.Widget* %14 to i8*, !dbg !352
  %130 = getelementptr inbounds i8, i8* %129, i32 8, !dbg !352
  %131 = bitcast i8* %130 to %struct.Counted*, !dbg !352
  br label %132, !dbg !352

132:                                              ; preds = %128, %124
  %133 = phi %struct.Counted* [ %131, %128 ], [ null, %124 ], !dbg !352
  store %struct.Counted* %133, %struct.Counted** %15, align 4, !dbg !351
  call void @llvm.dbg.declare(metadata %struct.Named** %16, metadata !353, metadata !DIExpression()), !dbg !355
  %134 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !356
  store %struct.Named* %134, %struct.Named** %16, align 4, !dbg !355
  %135 = load %struct.Counted*, %struct.Counted** %15, align 4, !dbg !357
  %136 = bitcast %struct.Counted* %135 to void (%struct.Counted*)***, !dbg !358
  %137 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %136, align 4, !dbg !358
  %138 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %137, i64 0, !dbg !358
  %139 = load void (%struct.Counted*)*, void (%struct.Counted*)** %138, align 4, !dbg !358
  call void %139(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %135), !dbg !358
  %140 = load %struct.Counted*, %struct.Counted** %15, align 4, !dbg !359
  %141 = bitcast %struct.Counted* %140 to void (%struct.Counted*)***, !dbg !360
  %142 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %141, align 4, !dbg !360
  %143 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %142, i64 0, !dbg !360
  %144 = load void (%struct.Counted*)*, void (%struct.Counted*)** %143, align 4, !dbg !360
  call void %144(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %140), !dbg !360
  %145 = load %struct.Named*, %struct.Named** %16, align 4, !dbg !361
  %146 = bitcast %struct.Named* %145 to i8* (%struct.Named*)***, !dbg !362
  %147 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %146, align 4, !dbg !362
  %148 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %147, i64 0, !dbg !362
  %149 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %148, align 4, !dbg !362
  %150 = call noundef i8* %149(%struct.Named* noundef nonnull align 4 dereferenceable(8) %145), !dbg !362
  %151 = bitcast %struct.Widget* %14 to i8*, !dbg !363
  %152 = getelementptr inbounds i8, i8* %151, i32 8, !dbg !363
  %153 = bitcast i8* %152 to %struct.Counted*, !dbg !363
  %154 = getelementptr inbounds %struct.Counted, %struct.Counted* %153, i32 0, i32 1, !dbg !364
  %155 = load i32, i32* %154, align 4, !dbg !364
  %156 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !365
  %157 = getelementptr inbounds %struct.Named, %struct.Named* %156, i32 0, i32 1, !dbg !366
  %158 = load i32, i32* %157, align 4, !dbg !366
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %150, i32 noundef %155, i32 noundef %158), !dbg !367
  call void @llvm.dbg.declare(metadata %struct.Diamond* %17, metadata !368, metadata !DIExpression()), !dbg !369
  call void @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !369
  call void @llvm.dbg.declare(metadata %struct.Base** %18, metadata !370, metadata !DIExpression()), !dbg !372
  %160 = icmp eq %struct.Diamond* %17, null, !dbg !373
  br i1 %160, label %170, label %161, !dbg !373

161:                                              ; preds = %132
  %162 = bitcast %struct.Diamond* %17 to i8**, !dbg !373
  %163 = load i8*, i8** %162, align 4, !dbg !373
  %164 = getelementptr i8, i8* %163, i64 -12, !dbg !373
  %165 = bitcast i8* %164 to i32*, !dbg !373
  %166 = load i32, i32* %165, align 4, !dbg !373
  %167 = bitcast %struct.Diamond* %17 to i8*, !dbg !373
  %168 = getelementptr inbounds i8, i8* %167, i32 %166, !dbg !373
  %169 = bitcast i8* %168 to %struct.Base*, !dbg !373
  br label %170, !dbg !373

170:                                              ; preds = %161, %132
  %171 = phi %struct.Base* [ %169, %161 ], [ null, %132 ], !dbg !373
  store %struct.Base* %171, %struct.Base** %18, align 4, !dbg !372
  call void @llvm.dbg.declare(metadata %struct.Left** %19, metadata !374, metadata !DIExpression()), !dbg !376
  %172 = bitcast %struct.Diamond* %17 to %struct.Left*, !dbg !377
  store %struct.Left* %172, %struct.Left** %19, align 4, !dbg !376
  %173 = load %struct.Base*, %struct.Base** %18, align 4, !dbg !378
  %174 = bitcast %struct.Base* %173 to i32 (%struct.Base*)***, !dbg !379
  %175 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %174, align 4, !dbg !379
  %176 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %175, i64 0, !dbg !379
  %177 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %176, align 4, !dbg !379
  %178 = invoke noundef i32 %177(%struct.Base* noundef nonnull align 4 dereferenceable(8) %173)
          to label %179 unwind label %200, !dbg !379

179:                                              ; preds = %170
  %180 = load %struct.Left*, %struct.Left** %19, align 4, !dbg !380
  %181 = bitcast %struct.Left* %180 to i32 (%struct.Left*)***, !dbg !381
  %182 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %181, align 4, !dbg !381
  %183 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %182, i64 0, !dbg !381
  %184 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %183, align 4, !dbg !381
  %185 = invoke noundef i32 %184(%struct.Left* noundef nonnull align 4 dereferenceable(8) %180)
          to label %186 unwind label %200, !dbg !381

186:                                              ; preds = %179
  %187 = bitcast %struct.Diamond* %17 to i8*, !dbg !382
  %188 = getelementptr inbounds i8, i8* %187, i32 8, !dbg !382
  %189 = bitcast i8* %188 to %struct.Right*, !dbg !382
  %190 = getelementptr inbounds %struct.Right, %struct.Right* %189, i32 0, i32 1, !dbg !383
  %191 = load i32, i32* %190, align 4, !dbg !383
  %192 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %178, i32 noundef %185, i32 noundef %191)
          to label %193 unwind label %200, !dbg !384

193:                                              ; preds = %186
  %194 = load %struct.Base*, %struct.Base** %18, align 4, !dbg !385
  %195 = icmp eq %struct.Base* %194, null, !dbg !386
  br i1 %195, label %204, label %196, !dbg !386

196:                                              ; preds = %193
  %197 = bitcast %struct.Base* %194 to i8*, !dbg !386
  %198 = call i8* @__dynamic_cast(i8* %197, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #13, !dbg !386
  %199 = bitcast i8* %198 to %struct.Right*, !dbg !386
  br label %205, !dbg !386

200:                                              ; preds = %293, %289, %287, %285, %272, %265, %263, %261, %259, %257, %254, %252, %250, %248, %244, %242, %240, %238, %235, %231, %224, %214, %205, %186, %179, %170
  %201 = landingpad { i8*, i32 }
          cleanup, !dbg !328
  %202 = extractvalue { i8*, i32 } %201, 0, !dbg !328
  store i8* %202, i8** %3, align 4, !dbg !328
  %203 = extractvalue { i8*, i32 } %201, 1, !dbg !328
  store i32 %203, i32* %4, align 4, !dbg !328
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !328
  br label %299, !dbg !328

204:                                              ; preds = %193
  br label %205, !dbg !386

205:                                              ; preds = %204, %196
  %206 = phi %struct.Right* [ %199, %196 ], [ null, %204 ], !dbg !386
  %207 = icmp ne %struct.Right* %206, null, !dbg !387
  %208 = zext i1 %207 to i32, !dbg !386
  %209 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %208)
          to label %210 unwind label %200, !dbg !388

210:                                              ; preds = %205
  call void @llvm.dbg.declare(metadata %struct.Array* %20, metadata !389, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.declare(metadata i32* %21, metadata !412, metadata !DIExpression()), !dbg !414
  store i32 0, i32* %21, align 4, !dbg !414
  br label %211, !dbg !415

211:                                              ; preds = %221, %210
  %212 = load i32, i32* %21, align 4, !dbg !416
  %213 = icmp slt i32 %212, 8, !dbg !418
  br i1 %213, label %214, label %224, !dbg !419

214:                                              ; preds = %211
  %215 = load i32, i32* %21, align 4, !dbg !420
  %216 = load i32, i32* %21, align 4, !dbg !421
  %217 = mul nsw i32 %215, %216, !dbg !422
  %218 = load i32, i32* %21, align 4, !dbg !423
  %219 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %218)
          to label %220 unwind label %200, !dbg !424

220:                                              ; preds = %214
  store i32 %217, i32* %219, align 4, !dbg !425
  br label %221, !dbg !424

221:                                              ; preds = %220
  %222 = load i32, i32* %21, align 4, !dbg !426
  %223 = add nsw i32 %222, 1, !dbg !426
  store i32 %223, i32* %21, align 4, !dbg !426
  br label %211, !dbg !427, !llvm.loop !428

224:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata i32* %22, metadata !430, metadata !DIExpression()), !dbg !431
  store i32 7, i32* %22, align 4, !dbg !431
  call void @llvm.dbg.declare(metadata %class.anon* %23, metadata !432, metadata !DIExpression()), !dbg !436
  %225 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0, !dbg !437
  %226 = load i32, i32* %22, align 4, !dbg !438
  store i32 %226, i32* %225, align 4, !dbg !437
  call void @llvm.dbg.declare(metadata i32* %24, metadata !439, metadata !DIExpression()), !dbg !440
  store i32 0, i32* %24, align 4, !dbg !440
  call void @llvm.dbg.declare(metadata %class.anon.0* %25, metadata !441, metadata !DIExpression()), !dbg !445
  %227 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0, !dbg !446
  store i32* %24, i32** %227, align 4, !dbg !446
  %228 = bitcast %class.anon* %26 to i8*, !dbg !447
  %229 = bitcast %class.anon* %23 to i8*, !dbg !447
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %228, i8* align 4 %229, i32 4, i1 false), !dbg !447
  %230 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, %class.anon* noundef byval(%class.anon) align 4 %26)
          to label %231 unwind label %200, !dbg !448

231:                                              ; preds = %224
  %232 = bitcast %class.anon.0* %27 to i8*, !dbg !449
  %233 = bitcast %class.anon.0* %25 to i8*, !dbg !449
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %232, i8* align 4 %233, i32 4, i1 false), !dbg !449
  %234 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, %class.anon.0* noundef byval(%class.anon.0) align 4 %27)
          to label %235 unwind label %200, !dbg !450

235:                                              ; preds = %231
  %236 = load i32, i32* %24, align 4, !dbg !451
  %237 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %230, i32 noundef %234, i32 noundef %236)
          to label %238 unwind label %200, !dbg !452

238:                                              ; preds = %235
  call void @llvm.dbg.declare(metadata %class.anon.1* %28, metadata !453, metadata !DIExpression()), !dbg !455
  %239 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %240 unwind label %200, !dbg !456

240:                                              ; preds = %238
  %241 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %242 unwind label %200, !dbg !457

242:                                              ; preds = %240
  %243 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %239, double noundef %241)
          to label %244 unwind label %200, !dbg !458

244:                                              ; preds = %242
  call void @llvm.dbg.declare(metadata i32 (i32)** %29, metadata !459, metadata !DIExpression()), !dbg !463
  %245 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !464
  store i32 (i32)* %245, i32 (i32)** %29, align 4, !dbg !463
  %246 = load i32 (i32)*, i32 (i32)** %29, align 4, !dbg !465
  %247 = invoke noundef i32 %246(i32 noundef 14)
          to label %248 unwind label %200, !dbg !465

248:                                              ; preds = %244
  %249 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %247)
          to label %250 unwind label %200, !dbg !466

250:                                              ; preds = %248
  %251 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %252 unwind label %200, !dbg !467

252:                                              ; preds = %250
  %253 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %254 unwind label %200, !dbg !468

254:                                              ; preds = %252
  %255 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0)), !dbg !469
  %256 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef %251, double noundef %253, i8* noundef %255)
          to label %257 unwind label %200, !dbg !470

257:                                              ; preds = %254
  %258 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0))
          to label %259 unwind label %200, !dbg !471

259:                                              ; preds = %257
  %260 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %261 unwind label %200, !dbg !472

261:                                              ; preds = %259
  %262 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %263 unwind label %200, !dbg !473

263:                                              ; preds = %261
  %264 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %258, i8* noundef %260, i8* noundef %262)
          to label %265 unwind label %200, !dbg !474

265:                                              ; preds = %263
  call void @llvm.dbg.declare(metadata %struct.Big* %31, metadata !475, metadata !DIExpression()), !dbg !476
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 4 %31, i32 noundef 5), !dbg !477
  %266 = bitcast %struct.Big* %32 to i8*, !dbg !478
  %267 = bitcast %struct.Big* %31 to i8*, !dbg !478
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %266, i8* align 4 %267, i32 48, i1 false), !dbg !478
  %268 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 4 %32), !dbg !479
  %269 = getelementptr inbounds %struct.Big, %struct.Big* %31, i32 0, i32 4, !dbg !480
  %270 = getelementptr inbounds [13 x i8], [13 x i8]* %269, i32 0, i32 0, !dbg !481
  %271 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %268, i8* noundef %270)
          to label %272 unwind label %200, !dbg !482

272:                                              ; preds = %265
  call void @llvm.dbg.declare(metadata %struct.Pair* %33, metadata !483, metadata !DIExpression()), !dbg !484
  %273 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0, !dbg !485
  store i32 3, i32* %273, align 4, !dbg !485
  %274 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1, !dbg !485
  store float 9.500000e+00, float* %274, align 4, !dbg !485
  %275 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0, !dbg !486
  %276 = load i32, i32* %275, align 4, !dbg !486
  %277 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1, !dbg !486
  %278 = load float, float* %277, align 4, !dbg !486
  call void @_Z9swap_pair4Pair(%struct.Pair* sret(%struct.Pair) align 4 %33, i32 %276, float %278), !dbg !486
  %279 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 0, !dbg !487
  %280 = load i32, i32* %279, align 4, !dbg !487
  %281 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 1, !dbg !488
  %282 = load float, float* %281, align 4, !dbg !488
  %283 = fpext float %282 to double, !dbg !489
  %284 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %280, double noundef %283)
          to label %285 unwind label %200, !dbg !490

285:                                              ; preds = %272
  call void @llvm.dbg.declare(metadata i32* %35, metadata !491, metadata !DIExpression()), !dbg !492
  %286 = invoke noundef i32 @_ZL7counterv()
          to label %287 unwind label %200, !dbg !493

287:                                              ; preds = %285
  store i32 %286, i32* %35, align 4, !dbg !492
  call void @llvm.dbg.declare(metadata i32* %36, metadata !494, metadata !DIExpression()), !dbg !495
  %288 = invoke noundef i32 @_ZL7counterv()
          to label %289 unwind label %200, !dbg !496

289:                                              ; preds = %287
  store i32 %288, i32* %36, align 4, !dbg !495
  %290 = load i32, i32* %35, align 4, !dbg !497
  %291 = load i32, i32* %36, align 4, !dbg !498
  %292 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %293 unwind label %200, !dbg !499

293:                                              ; preds = %289
  %294 = getelementptr inbounds %struct.Registry, %struct.Registry* %292, i32 0, i32 0, !dbg !500
  %295 = load i32, i32* %294, align 4, !dbg !500
  %296 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %290, i32 noundef %291, i32 noundef %295)
          to label %297 unwind label %200, !dbg !501

297:                                              ; preds = %293
  store i32 0, i32* %1, align 4, !dbg !502
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !328
  %298 = load i32, i32* %1, align 4, !dbg !328
  ret i32 %298, !dbg !328

299:                                              ; preds = %200, %96, %92, %88
  %300 = load i8*, i8** %3, align 4, !dbg !295
  %301 = load i32, i32* %4, align 4, !dbg !295
  %302 = insertvalue { i8*, i32 } undef, i8* %300, 0, !dbg !295
  %303 = insertvalue { i8*, i32 } %302, i32 %301, 1, !dbg !295
  resume { i8*, i32 } %303, !dbg !295
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0, double noundef %1, double noundef %2) unnamed_addr #7 comdat align 2 !dbg !503 {
  %4 = alloca %struct.Rect*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !504, metadata !DIExpression()), !dbg !506
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !507, metadata !DIExpression()), !dbg !508
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !509, metadata !DIExpression()), !dbg !510
  %7 = load %struct.Rect*, %struct.Rect** %4, align 4
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !511
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %8) #13, !dbg !512
  %9 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !511
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4, !dbg !511
  %10 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !513
  %11 = load double, double* %5, align 8, !dbg !514
  store double %11, double* %10, align 4, !dbg !513
  %12 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !515
  %13 = load double, double* %6, align 8, !dbg !516
  store double %13, double* %12, align 4, !dbg !515
  ret void, !dbg !517
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0, double noundef %1) unnamed_addr #7 comdat align 2 !dbg !518 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !519, metadata !DIExpression()), !dbg !521
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !522, metadata !DIExpression()), !dbg !523
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !524
  %7 = load double, double* %4, align 8, !dbg !525
  %8 = load double, double* %4, align 8, !dbg !526
  call void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %6, double noundef %7, double noundef %8), !dbg !527
  %9 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !524
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4, !dbg !524
  ret void, !dbg !528
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !529 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !531, metadata !DIExpression()), !dbg !533
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !534
  call void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !534
  %5 = bitcast %struct.Widget* %3 to i8*, !dbg !534
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !534
  %7 = bitcast i8* %6 to %struct.Counted*, !dbg !534
  call void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !534
  %8 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !534
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4, !dbg !534
  %9 = bitcast %struct.Widget* %3 to i8*, !dbg !534
  %10 = getelementptr inbounds i8, i8* %9, i32 8, !dbg !534
  %11 = bitcast i8* %10 to i32 (...)***, !dbg !534
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 4, !dbg !534
  ret void, !dbg !534
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !535 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !540, metadata !DIExpression()), !dbg !542
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !543
  %5 = getelementptr inbounds i8, i8* %4, i32 20, !dbg !543
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !543
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !543
  %7 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !543
  call void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %7, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !543
  %8 = bitcast %struct.Diamond* %3 to i8*, !dbg !543
  %9 = getelementptr inbounds i8, i8* %8, i32 8, !dbg !543
  %10 = bitcast i8* %9 to %struct.Right*, !dbg !543
  call void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %10, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !543
  %11 = bitcast %struct.Diamond* %3 to i32 (...)***, !dbg !543
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 4, !dbg !543
  %12 = bitcast %struct.Diamond* %3 to i8*, !dbg !543
  %13 = getelementptr inbounds i8, i8* %12, i32 20, !dbg !543
  %14 = bitcast i8* %13 to i32 (...)***, !dbg !543
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !543
  %15 = bitcast %struct.Diamond* %3 to i8*, !dbg !543
  %16 = getelementptr inbounds i8, i8* %15, i32 8, !dbg !543
  %17 = bitcast i8* %16 to i32 (...)***, !dbg !543
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !543
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !544
  store i32 4, i32* %18, align 4, !dbg !544
  ret void, !dbg !543
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !545 {
  %3 = alloca %struct.Array*, align 4
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %3, metadata !546, metadata !DIExpression()), !dbg !548
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !549, metadata !DIExpression()), !dbg !550
  %5 = load %struct.Array*, %struct.Array** %3, align 4
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !551
  %7 = load i32, i32* %4, align 4, !dbg !552
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i32 0, i32 %7, !dbg !551
  ret i32* %8, !dbg !553
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, %class.anon* noundef byval(%class.anon) align 4 %2) #9 align 2 !dbg !554 {
  %4 = alloca %struct.Array*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %4, metadata !560, metadata !DIExpression()), !dbg !562
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !563, metadata !DIExpression()), !dbg !564
  call void @llvm.dbg.declare(metadata %class.anon* %2, metadata !565, metadata !DIExpression()), !dbg !566
  %7 = load %struct.Array*, %struct.Array** %4, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !567, metadata !DIExpression()), !dbg !569
  store i32 0, i32* %6, align 4, !dbg !569
  br label %8, !dbg !570

8:                                                ; preds = %18, %3
  %9 = load i32, i32* %6, align 4, !dbg !571
  %10 = icmp slt i32 %9, 8, !dbg !573
  br i1 %10, label %11, label %21, !dbg !574

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4, !dbg !575
  %13 = getelementptr inbounds %struct.Array, %struct.Array* %7, i32 0, i32 0, !dbg !576
  %14 = load i32, i32* %6, align 4, !dbg !577
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %13, i32 0, i32 %14, !dbg !576
  %16 = load i32, i32* %15, align 4, !dbg !576
  %17 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef %12, i32 noundef %16), !dbg !578
  store i32 %17, i32* %5, align 4, !dbg !579
  br label %18, !dbg !580

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !581
  %20 = add nsw i32 %19, 1, !dbg !581
  store i32 %20, i32* %6, align 4, !dbg !581
  br label %8, !dbg !582, !llvm.loop !583

21:                                               ; preds = %8
  %22 = load i32, i32* %5, align 4, !dbg !585
  ret i32 %22, !dbg !586
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, %class.anon.0* noundef byval(%class.anon.0) align 4 %2) #9 align 2 !dbg !587 {
  %4 = alloca %struct.Array*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %4, metadata !593, metadata !DIExpression()), !dbg !594
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !595, metadata !DIExpression()), !dbg !596
  call void @llvm.dbg.declare(metadata %class.anon.0* %2, metadata !597, metadata !DIExpression()), !dbg !598
  %7 = load %struct.Array*, %struct.Array** %4, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !599, metadata !DIExpression()), !dbg !601
  store i32 0, i32* %6, align 4, !dbg !601
  br label %8, !dbg !602

8:                                                ; preds = %18, %3
  %9 = load i32, i32* %6, align 4, !dbg !603
  %10 = icmp slt i32 %9, 8, !dbg !605
  br i1 %10, label %11, label %21, !dbg !606

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4, !dbg !607
  %13 = getelementptr inbounds %struct.Array, %struct.Array* %7, i32 0, i32 0, !dbg !608
  %14 = load i32, i32* %6, align 4, !dbg !609
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %13, i32 0, i32 %14, !dbg !608
  %16 = load i32, i32* %15, align 4, !dbg !608
  %17 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef %12, i32 noundef %16), !dbg !610
  store i32 %17, i32* %5, align 4, !dbg !611
  br label %18, !dbg !612

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !613
  %20 = add nsw i32 %19, 1, !dbg !613
  store i32 %20, i32* %6, align 4, !dbg !613
  br label %8, !dbg !614, !llvm.loop !615

21:                                               ; preds = %8
  %22 = load i32, i32* %5, align 4, !dbg !617
  ret i32 %22, !dbg !618
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !619 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !630, metadata !DIExpression()), !dbg !632
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !633, metadata !DIExpression()), !dbg !634
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !635
  %7 = load i32, i32* %4, align 4, !dbg !636
  %8 = add nsw i32 %6, %7, !dbg !637
  ret i32 %8, !dbg !638
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !639 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !647, metadata !DIExpression()), !dbg !648
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !649, metadata !DIExpression()), !dbg !650
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load double, double* %4, align 8, !dbg !651
  %7 = load double, double* %4, align 8, !dbg !652
  %8 = fadd double %6, %7, !dbg !653
  ret double %8, !dbg !654
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !655 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !662, metadata !DIExpression()), !dbg !664
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi", !dbg !665
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !666 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !670, metadata !DIExpression()), !dbg !671
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !672, metadata !DIExpression()), !dbg !673
  %5 = load i32, i32* %3, align 4, !dbg !674
  %6 = load i32, i32* %4, align 4, !dbg !675
  %7 = icmp slt i32 %5, %6, !dbg !676
  br i1 %7, label %8, label %10, !dbg !674

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !677
  br label %12, !dbg !674

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !678
  br label %12, !dbg !674

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !674
  ret i32 %13, !dbg !679
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !680 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !685, metadata !DIExpression()), !dbg !686
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !687, metadata !DIExpression()), !dbg !688
  %5 = load double, double* %3, align 8, !dbg !689
  %6 = load double, double* %4, align 8, !dbg !690
  %7 = fcmp olt double %5, %6, !dbg !691
  br i1 %7, label %8, label %10, !dbg !689

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8, !dbg !692
  br label %12, !dbg !689

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8, !dbg !693
  br label %12, !dbg !689

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !689
  ret double %13, !dbg !694
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !695 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !705, metadata !DIExpression()), !dbg !706
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !707, metadata !DIExpression()), !dbg !706
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !708, metadata !DIExpression()), !dbg !706
  store i8* %3, i8** %8, align 4
  call void @llvm.dbg.declare(metadata i8** %8, metadata !709, metadata !DIExpression()), !dbg !706
  ret i32 4, !dbg !710
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat align 2 !dbg !711 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), !dbg !717
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat align 2 !dbg !718 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), !dbg !722
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7counterv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !723
  %4 = icmp eq i8 %3, 0, !dbg !723
  br i1 %4, label %5, label %13, !dbg !723, !prof !724

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL7countervE1n) #13, !dbg !723
  %7 = icmp ne i32 %6, 0, !dbg !723
  br i1 %7, label %8, label %13, !dbg !723

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %10 unwind label %16, !dbg !725

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Registry, %struct.Registry* %9, i32 0, i32 0, !dbg !726
  %12 = load i32, i32* %11, align 4, !dbg !726
  store i32 %12, i32* @_ZZL7countervE1n, align 4, !dbg !723
  call void @__cxa_guard_release(i64* @_ZGVZL7countervE1n) #13, !dbg !723
  br label %13, !dbg !723

13:                                               ; preds = %10, %5, %0
  %14 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !727
  %15 = add nsw i32 %14, 1, !dbg !727
  store i32 %15, i32* @_ZZL7countervE1n, align 4, !dbg !727
  ret i32 %15, !dbg !728

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          cleanup, !dbg !729
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !729
  store i8* %18, i8** %1, align 4, !dbg !729
  %19 = extractvalue { i8*, i32 } %17, 1, !dbg !729
  store i32 %19, i32* %2, align 4, !dbg !729
  call void @__cxa_guard_abort(i64* @_ZGVZL7countervE1n) #13, !dbg !723
  br label %20, !dbg !723

20:                                               ; preds = %16
  %21 = load i8*, i8** %1, align 4, !dbg !723
  %22 = load i32, i32* %2, align 4, !dbg !723
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0, !dbg !723
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1, !dbg !723
  resume { i8*, i32 } %24, !dbg !723
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !730
  %4 = icmp eq i8 %3, 0, !dbg !730
  br i1 %4, label %5, label %11, !dbg !730, !prof !724

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL8registryvE1r) #13, !dbg !730
  %7 = icmp ne i32 %6, 0, !dbg !730
  br i1 %7, label %8, label %11, !dbg !730

8:                                                ; preds = %5
  invoke void @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %9 unwind label %12, !dbg !731

9:                                                ; preds = %8
  %10 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Registry*)* @_ZN8RegistryD2Ev to void (i8*)*), i8* bitcast (%struct.Registry* @_ZZL8registryvE1r to i8*), i8* @__dso_handle) #13, !dbg !730
  call void @__cxa_guard_release(i64* @_ZGVZL8registryvE1r) #13, !dbg !730
  br label %11, !dbg !730

11:                                               ; preds = %9, %5, %0
  ret %struct.Registry* @_ZZL8registryvE1r, !dbg !732

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          cleanup, !dbg !733
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !733
  store i8* %14, i8** %1, align 4, !dbg !733
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !733
  store i32 %15, i32* %2, align 4, !dbg !733
  call void @__cxa_guard_abort(i64* @_ZGVZL8registryvE1r) #13, !dbg !730
  br label %16, !dbg !730

16:                                               ; preds = %12
  %17 = load i8*, i8** %1, align 4, !dbg !730
  %18 = load i32, i32* %2, align 4, !dbg !730
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0, !dbg !730
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1, !dbg !730
  resume { i8*, i32 } %20, !dbg !730
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !734 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !736, metadata !DIExpression()), !dbg !737
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  call void @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #13, !dbg !738
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !738
  %5 = getelementptr inbounds i8, i8* %4, i32 20, !dbg !738
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !738
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !738
  ret void, !dbg !738
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !739 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !741, metadata !DIExpression()), !dbg !742
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !743
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !743
  ret void, !dbg !743
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !744 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !748, metadata !DIExpression()), !dbg !749
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !750
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #13, !dbg !750
  ret void, !dbg !752
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !753 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !754, metadata !DIExpression()), !dbg !755
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !756
  %4 = bitcast %struct.Rect* %3 to i8*, !dbg !756
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !756
  ret void, !dbg !756
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !757 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !758, metadata !DIExpression()), !dbg !760
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !761
  %5 = load double, double* %4, align 4, !dbg !761
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !762
  %7 = load double, double* %6, align 4, !dbg !762
  %8 = fmul double %5, %7, !dbg !763
  ret double %8, !dbg !764
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !765 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !766, metadata !DIExpression()), !dbg !767
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), !dbg !768
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !769 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !770, metadata !DIExpression()), !dbg !771
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret void, !dbg !772
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !773 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !774, metadata !DIExpression()), !dbg !775
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #14, !dbg !776
  unreachable, !dbg !776
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !777 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !778, metadata !DIExpression()), !dbg !780
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), !dbg !781
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !782 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !786, metadata !DIExpression()), !dbg !787
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !788
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %4) #13, !dbg !788
  ret void, !dbg !790
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !791 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !792, metadata !DIExpression()), !dbg !793
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !794
  %4 = bitcast %struct.Square* %3 to i8*, !dbg !794
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !794
  ret void, !dbg !794
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !795 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !796, metadata !DIExpression()), !dbg !798
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !799
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !800 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !805, metadata !DIExpression()), !dbg !806
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !807
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !807
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !808
  store i32 5, i32* %5, align 4, !dbg !808
  ret void, !dbg !807
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !809 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !811, metadata !DIExpression()), !dbg !812
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !813
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !813
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !814
  store i32 0, i32* %5, align 4, !dbg !814
  ret void, !dbg !813
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !815 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !816, metadata !DIExpression()), !dbg !818
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), !dbg !819
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !820 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !821, metadata !DIExpression()), !dbg !822
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !823
  %5 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !823
  %6 = bitcast i8* %5 to %struct.Counted*, !dbg !823
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1, !dbg !823
  %8 = load i32, i32* %7, align 4, !dbg !824
  %9 = add nsw i32 %8, 10, !dbg !824
  store i32 %9, i32* %7, align 4, !dbg !824
  ret void, !dbg !825
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #12 comdat align 2 !dbg !826 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4, !dbg !828
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !828
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !828
  %6 = bitcast i8* %5 to %struct.Widget*, !dbg !828
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6), !dbg !828
  ret void, !dbg !828
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !829 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !830, metadata !DIExpression()), !dbg !832
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !833
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !834 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !835, metadata !DIExpression()), !dbg !836
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !837
  %5 = load i32, i32* %4, align 4, !dbg !838
  %6 = add nsw i32 %5, 1, !dbg !838
  store i32 %6, i32* %4, align 4, !dbg !838
  ret void, !dbg !839
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !840 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !842, metadata !DIExpression()), !dbg !843
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !844
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !844
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !845
  store i32 1, i32* %5, align 4, !dbg !845
  ret void, !dbg !844
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !846 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !851, metadata !DIExpression()), !dbg !852
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !853, metadata !DIExpression()), !dbg !852
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !855
  %8 = bitcast %struct.Left* %5 to i32 (...)***, !dbg !855
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !855
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !855
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !855
  %11 = load i8*, i8** %10, align 4, !dbg !855
  %12 = bitcast %struct.Left* %5 to i8**, !dbg !855
  %13 = load i8*, i8** %12, align 4, !dbg !855
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !855
  %15 = bitcast i8* %14 to i32*, !dbg !855
  %16 = load i32, i32* %15, align 4, !dbg !855
  %17 = bitcast %struct.Left* %5 to i8*, !dbg !855
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !855
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !855
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !855
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !855
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1, !dbg !856
  store i32 2, i32* %21, align 4, !dbg !856
  ret void, !dbg !855
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !857 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !862, metadata !DIExpression()), !dbg !863
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !864, metadata !DIExpression()), !dbg !863
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !865
  %8 = bitcast %struct.Right* %5 to i32 (...)***, !dbg !865
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !865
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !865
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !865
  %11 = load i8*, i8** %10, align 4, !dbg !865
  %12 = bitcast %struct.Right* %5 to i8**, !dbg !865
  %13 = load i8*, i8** %12, align 4, !dbg !865
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !865
  %15 = bitcast i8* %14 to i32*, !dbg !865
  %16 = load i32, i32* %15, align 4, !dbg !865
  %17 = bitcast %struct.Right* %5 to i8*, !dbg !865
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !865
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !865
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !865
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !865
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1, !dbg !866
  store i32 3, i32* %21, align 4, !dbg !866
  ret void, !dbg !865
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !867 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !868, metadata !DIExpression()), !dbg !870
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8**, !dbg !871
  %5 = load i8*, i8** %4, align 4, !dbg !871
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !871
  %7 = bitcast i8* %6 to i32*, !dbg !871
  %8 = load i32, i32* %7, align 4, !dbg !871
  %9 = bitcast %struct.Left* %3 to i8*, !dbg !871
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !871
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !871
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !871
  %13 = load i32, i32* %12, align 4, !dbg !871
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1, !dbg !872
  %15 = load i32, i32* %14, align 4, !dbg !872
  %16 = add nsw i32 %13, %15, !dbg !873
  ret i32 %16, !dbg !874
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !875 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !877, metadata !DIExpression()), !dbg !878
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #13, !dbg !879
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !879
  %5 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !879
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !879
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !879
  ret void, !dbg !879
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !880 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !881, metadata !DIExpression()), !dbg !882
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  call void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !883
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !883
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !883
  ret void, !dbg !883
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #12 comdat align 2 !dbg !884 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !885
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !885
  %5 = bitcast i8* %4 to i8**, !dbg !885
  %6 = load i8*, i8** %5, align 4, !dbg !885
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !885
  %8 = bitcast i8* %7 to i32*, !dbg !885
  %9 = load i32, i32* %8, align 4, !dbg !885
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !885
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !885
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11), !dbg !885
  ret i32 %12, !dbg !885
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !886 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !887
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !887
  %5 = bitcast i8* %4 to i8**, !dbg !887
  %6 = load i8*, i8** %5, align 4, !dbg !887
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !887
  %8 = bitcast i8* %7 to i32*, !dbg !887
  %9 = load i32, i32* %8, align 4, !dbg !887
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !887
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !887
  tail call void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !887
  ret void, !dbg !887
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !888 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !889
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !889
  %5 = bitcast i8* %4 to i8**, !dbg !889
  %6 = load i8*, i8** %5, align 4, !dbg !889
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !889
  %8 = bitcast i8* %7 to i32*, !dbg !889
  %9 = load i32, i32* %8, align 4, !dbg !889
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !889
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !889
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !889
  ret void, !dbg !889
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !890 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !892, metadata !DIExpression()), !dbg !893
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #13, !dbg !894
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !894
  %5 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !894
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !894
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !894
  ret void, !dbg !894
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !895 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !896, metadata !DIExpression()), !dbg !897
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  call void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !898
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !898
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !898
  ret void, !dbg !898
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !899 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !900, metadata !DIExpression()), !dbg !902
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !903
  %5 = load i32, i32* %4, align 4, !dbg !903
  ret i32 %5, !dbg !904
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !905 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4, !dbg !906
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !906
  %5 = bitcast i8* %4 to i8**, !dbg !906
  %6 = load i8*, i8** %5, align 4, !dbg !906
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !906
  %8 = bitcast i8* %7 to i32*, !dbg !906
  %9 = load i32, i32* %8, align 4, !dbg !906
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !906
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !906
  tail call void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !906
  ret void, !dbg !906
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !907 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4, !dbg !908
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !908
  %5 = bitcast i8* %4 to i8**, !dbg !908
  %6 = load i8*, i8** %5, align 4, !dbg !908
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !908
  %8 = bitcast i8* %7 to i32*, !dbg !908
  %9 = load i32, i32* %8, align 4, !dbg !908
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !908
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !908
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !908
  ret void, !dbg !908
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !909 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !910, metadata !DIExpression()), !dbg !912
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8**, !dbg !913
  %5 = load i8*, i8** %4, align 4, !dbg !913
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !913
  %7 = bitcast i8* %6 to i32*, !dbg !913
  %8 = load i32, i32* %7, align 4, !dbg !913
  %9 = bitcast %struct.Diamond* %3 to i8*, !dbg !913
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !913
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !913
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !913
  %13 = load i32, i32* %12, align 4, !dbg !913
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !914
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1, !dbg !914
  %16 = load i32, i32* %15, align 4, !dbg !914
  %17 = add nsw i32 %13, %16, !dbg !915
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !916
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !916
  %20 = bitcast i8* %19 to %struct.Right*, !dbg !916
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1, !dbg !916
  %22 = load i32, i32* %21, align 4, !dbg !916
  %23 = add nsw i32 %17, %22, !dbg !917
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !918
  %25 = load i32, i32* %24, align 4, !dbg !918
  %26 = add nsw i32 %23, %25, !dbg !919
  ret i32 %26, !dbg !920
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !921 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !922, metadata !DIExpression()), !dbg !923
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !924
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !924
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !924
  ret void, !dbg !924
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !925 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !926
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !926
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !926
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !926
  tail call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #13, !dbg !926
  ret void, !dbg !926
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !927 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !928
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !928
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !928
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !928
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #13, !dbg !928
  ret void, !dbg !928
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #12 comdat align 2 !dbg !929 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !930
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !930
  %5 = bitcast i8* %4 to i8**, !dbg !930
  %6 = load i8*, i8** %5, align 4, !dbg !930
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !930
  %8 = bitcast i8* %7 to i32*, !dbg !930
  %9 = load i32, i32* %8, align 4, !dbg !930
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !930
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !930
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11), !dbg !930
  ret i32 %12, !dbg !930
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !931 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !932
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !932
  %5 = bitcast i8* %4 to i8**, !dbg !932
  %6 = load i8*, i8** %5, align 4, !dbg !932
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !932
  %8 = bitcast i8* %7 to i32*, !dbg !932
  %9 = load i32, i32* %8, align 4, !dbg !932
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !932
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !932
  tail call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11) #13, !dbg !932
  ret void, !dbg !932
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !933 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !934
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !934
  %5 = bitcast i8* %4 to i8**, !dbg !934
  %6 = load i8*, i8** %5, align 4, !dbg !934
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !934
  %8 = bitcast i8* %7 to i32*, !dbg !934
  %9 = load i32, i32* %8, align 4, !dbg !934
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !934
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !934
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11) #13, !dbg !934
  ret void, !dbg !934
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !935 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !936, metadata !DIExpression()), !dbg !937
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret void, !dbg !938
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !939 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !940, metadata !DIExpression()), !dbg !941
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !942
  %4 = bitcast %struct.Base* %3 to i8*, !dbg !942
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !942
  ret void, !dbg !943
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !944 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !945, metadata !DIExpression()), !dbg !946
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !947, metadata !DIExpression()), !dbg !946
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret void, !dbg !948
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !949 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !950, metadata !DIExpression()), !dbg !951
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !952, metadata !DIExpression()), !dbg !951
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret void, !dbg !953
}

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #12 align 2 !dbg !954 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !956, metadata !DIExpression()), !dbg !957
  %3 = load i32, i32* %2, align 4, !dbg !958
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !958
  ret i32 %4, !dbg !958
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !959 {
  %3 = alloca %class.anon.2*, align 4
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %3, metadata !965, metadata !DIExpression()), !dbg !966
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !967, metadata !DIExpression()), !dbg !968
  %5 = load %class.anon.2*, %class.anon.2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !969
  %7 = mul nsw i32 %6, 3, !dbg !970
  ret i32 %7, !dbg !971
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i64*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #13

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #12 comdat align 2 !dbg !972 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !973, metadata !DIExpression()), !dbg !975
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !976
  store i32 3, i32* %4, align 4, !dbg !976
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i32 0, i32 0)), !dbg !977
  ret void, !dbg !979
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !980 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !981, metadata !DIExpression()), !dbg !982
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret void, !dbg !983
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #13

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !984 {
  %3 = alloca %struct.Diamond*, align 4
  %4 = alloca i8**, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !985, metadata !DIExpression()), !dbg !986
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !987, metadata !DIExpression()), !dbg !986
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.Diamond* %5 to i8*, !dbg !988
  %8 = getelementptr inbounds i8, i8* %7, i32 8, !dbg !988
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !988
  %10 = getelementptr inbounds i8*, i8** %6, i64 3, !dbg !988
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %9, i8** noundef %10) #13, !dbg !988
  %11 = bitcast %struct.Diamond* %5 to %struct.Left*, !dbg !988
  %12 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !988
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11, i8** noundef %12) #13, !dbg !988
  ret void, !dbg !990
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !991 {
  %4 = alloca %class.anon*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !999, metadata !DIExpression()), !dbg !1001
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1002, metadata !DIExpression()), !dbg !1003
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1004, metadata !DIExpression()), !dbg !1005
  %7 = load %class.anon*, %class.anon** %4, align 4
  %8 = load i32, i32* %5, align 4, !dbg !1006
  %9 = load i32, i32* %6, align 4, !dbg !1007
  %10 = add nsw i32 %8, %9, !dbg !1008
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !1009
  %12 = load i32, i32* %11, align 4, !dbg !1009
  %13 = add nsw i32 %10, %12, !dbg !1010
  ret i32 %13, !dbg !1011
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1012 {
  %4 = alloca %class.anon.0*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %4, metadata !1019, metadata !DIExpression()), !dbg !1021
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1022, metadata !DIExpression()), !dbg !1023
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1024, metadata !DIExpression()), !dbg !1025
  %7 = load %class.anon.0*, %class.anon.0** %4, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !1026
  %9 = load i32*, i32** %8, align 4, !dbg !1026
  %10 = load i32, i32* %9, align 4, !dbg !1027
  %11 = add nsw i32 %10, 1, !dbg !1027
  store i32 %11, i32* %9, align 4, !dbg !1027
  %12 = load i32, i32* %6, align 4, !dbg !1028
  %13 = icmp ne i32 %12, 0, !dbg !1028
  br i1 %13, label %14, label %19, !dbg !1028

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !1029
  %16 = mul nsw i32 %15, 1, !dbg !1030
  %17 = load i32, i32* %6, align 4, !dbg !1031
  %18 = add nsw i32 %16, %17, !dbg !1032
  br label %21, !dbg !1028

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !1033
  br label %21, !dbg !1028

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1028
  ret i32 %22, !dbg !1034
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind readonly }
attributes #9 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!149, !150, !151, !152, !153, !154, !155, !156}
!llvm.ident = !{!157}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !141, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11, !32, !36, !39, !71, !83, !86, !96, !113, !15, !116, !12, !133}
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, vtableHolder: !12, identifier: "_ZTS5Right")
!13 = !{!14, !30, !31}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 35, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: "_ZTS4Base")
!16 = !{!17, !20, !21, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !4, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !3, line: 35, baseType: !6, size: 32, offset: 32)
!21 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !12, file: !3, line: 37, baseType: !6, size: 32, offset: 32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS4Pair")
!33 = !{!34, !35}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !3, line: 63, baseType: !6, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !3, line: 63, baseType: !10, size: 32, offset: 32)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, vtableHolder: !39, identifier: "_ZTS4Rect")
!37 = !{!38, !57, !58, !59, !63, !68}
!38 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !39, extraData: i32 0)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, vtableHolder: !39, identifier: "_ZTS5Shape")
!40 = !{!41, !42, !46, !52}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!42 = !DISubprogram(name: "~Shape", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, containingType: !39, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !39, file: !3, line: 11, type: !47, scopeLine: 11, containingType: !39, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!52 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, containingType: !39, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !50}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 96)
!59 = !DISubprogram(name: "Rect", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !49, !49}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, containingType: !36, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!64 = !DISubroutineType(types: !65)
!65 = !{!49, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!68 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, containingType: !36, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!69 = !DISubroutineType(types: !70)
!70 = !{!55, !66}
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !72, vtableHolder: !39, identifier: "_ZTS6Square")
!72 = !{!73, !74, !78}
!73 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !71, baseType: !36, extraData: i32 0)
!74 = !DISubprogram(name: "Square", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!75 = !DISubroutineType(types: !76)
!76 = !{null, !77, !49}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, containingType: !71, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!79 = !DISubroutineType(types: !80)
!80 = !{!55, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !84, vtableHolder: !86, identifier: "_ZTS6Widget")
!84 = !{!85, !95, !104, !109}
!85 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !86, extraData: i32 0)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !87, vtableHolder: !86, identifier: "_ZTS5Named")
!87 = !{!88, !89, !90}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !86, file: !3, line: 27, baseType: !6, size: 32, offset: 32)
!90 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, containingType: !86, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!91 = !DISubroutineType(types: !92)
!92 = !{!55, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!95 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !96, offset: 64, extraData: i32 0)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !97, vtableHolder: !96, identifier: "_ZTS7Counted")
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !96, file: !3, line: 28, baseType: !6, size: 32, offset: 32)
!100 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, containingType: !96, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, containingType: !83, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!105 = !DISubroutineType(types: !106)
!106 = !{!55, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!109 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, containingType: !83, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !114, vtableHolder: !116, identifier: "_ZTS7Diamond")
!114 = !{!115, !126, !127, !128}
!115 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !116, extraData: i32 0)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: "_ZTS4Left")
!117 = !{!118, !119, !120, !121}
!118 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !116, file: !3, line: 36, baseType: !6, size: 32, offset: 32)
!121 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, containingType: !116, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!122 = !DISubroutineType(types: !123)
!123 = !{!6, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!126 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !12, offset: 64, extraData: i32 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !113, file: !3, line: 38, baseType: !6, size: 32, offset: 128)
!128 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, containingType: !113, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!129 = !DISubroutineType(types: !130)
!130 = !{!6, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !134, identifier: "_ZTS8Registry")
!134 = !{!135, !136, !140}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !133, file: !3, line: 77, baseType: !6, size: 32)
!136 = !DISubprogram(name: "Registry", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "~Registry", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!141 = !{!0, !142}
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "r", scope: !144, file: !3, line: 82, type: !133, isLocal: true, isDefinition: true)
!144 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !3, file: !3, line: 81, type: !145, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!145 = !DISubroutineType(types: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !133, size: 32)
!148 = !{}
!149 = !{i32 1, !"NumRegisterParameters", i32 0}
!150 = !{i32 7, !"Dwarf Version", i32 5}
!151 = !{i32 2, !"Debug Info Version", i32 3}
!152 = !{i32 1, !"wchar_size", i32 4}
!153 = !{i32 7, !"PIC Level", i32 2}
!154 = !{i32 7, !"PIE Level", i32 2}
!155 = !{i32 7, !"uwtable", i32 1}
!156 = !{i32 7, !"frame-pointer", i32 2}
!157 = !{!"Debian clang version 14.0.6"}
!158 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !159, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !161, retainedNodes: !148)
!159 = !DISubroutineType(types: !160)
!160 = !{!55, !55, !55}
!161 = !{!162}
!162 = !DITemplateTypeParameter(name: "T", type: !55)
!163 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !3, line: 53, type: !55)
!164 = !DILocation(line: 53, column: 58, scope: !158)
!165 = !DILocalVariable(arg: 2, scope: !158, file: !3, line: 53, type: !55)
!166 = !DILocation(line: 53, column: 73, scope: !158)
!167 = !DILocation(line: 53, column: 84, scope: !158)
!168 = !DILocation(line: 53, column: 77, scope: !158)
!169 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !170, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!170 = !DISubroutineType(types: !171)
!171 = !{!172, !6}
!172 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !173, identifier: "_ZTS3Big")
!173 = !{!174, !176, !177, !178, !179}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !172, file: !3, line: 62, baseType: !175, size: 64)
!175 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !172, file: !3, line: 62, baseType: !175, size: 64, offset: 64)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !172, file: !3, line: 62, baseType: !175, size: 64, offset: 128)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !172, file: !3, line: 62, baseType: !175, size: 64, offset: 192)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !172, file: !3, line: 62, baseType: !180, size: 104, offset: 256)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 13)
!183 = !DILocalVariable(name: "seed", arg: 1, scope: !169, file: !3, line: 65, type: !6)
!184 = !DILocation(line: 65, column: 44, scope: !169)
!185 = !DILocalVariable(name: "r", scope: !169, file: !3, line: 66, type: !172)
!186 = !DILocation(line: 66, column: 7, scope: !169)
!187 = !DILocation(line: 67, column: 9, scope: !169)
!188 = !DILocation(line: 67, column: 5, scope: !169)
!189 = !DILocation(line: 67, column: 7, scope: !169)
!190 = !DILocation(line: 67, column: 21, scope: !169)
!191 = !DILocation(line: 67, column: 26, scope: !169)
!192 = !DILocation(line: 67, column: 17, scope: !169)
!193 = !DILocation(line: 67, column: 19, scope: !169)
!194 = !DILocation(line: 67, column: 37, scope: !169)
!195 = !DILocation(line: 67, column: 42, scope: !169)
!196 = !DILocation(line: 67, column: 33, scope: !169)
!197 = !DILocation(line: 67, column: 35, scope: !169)
!198 = !DILocation(line: 67, column: 54, scope: !169)
!199 = !DILocation(line: 67, column: 53, scope: !169)
!200 = !DILocation(line: 67, column: 49, scope: !169)
!201 = !DILocation(line: 67, column: 51, scope: !169)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 68, type: !6)
!203 = distinct !DILexicalBlock(scope: !169, file: !3, line: 68, column: 3)
!204 = !DILocation(line: 68, column: 12, scope: !203)
!205 = !DILocation(line: 68, column: 8, scope: !203)
!206 = !DILocation(line: 68, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 68, column: 3)
!208 = !DILocation(line: 68, column: 21, scope: !207)
!209 = !DILocation(line: 68, column: 3, scope: !203)
!210 = !DILocation(line: 68, column: 57, scope: !207)
!211 = !DILocation(line: 68, column: 64, scope: !207)
!212 = !DILocation(line: 68, column: 62, scope: !207)
!213 = !DILocation(line: 68, column: 67, scope: !207)
!214 = !DILocation(line: 68, column: 54, scope: !207)
!215 = !DILocation(line: 68, column: 49, scope: !207)
!216 = !DILocation(line: 68, column: 34, scope: !207)
!217 = !DILocation(line: 68, column: 38, scope: !207)
!218 = !DILocation(line: 68, column: 32, scope: !207)
!219 = !DILocation(line: 68, column: 41, scope: !207)
!220 = !DILocation(line: 68, column: 27, scope: !207)
!221 = !DILocation(line: 68, column: 3, scope: !207)
!222 = distinct !{!222, !209, !223, !224}
!223 = !DILocation(line: 68, column: 71, scope: !203)
!224 = !{!"llvm.loop.mustprogress"}
!225 = !DILocation(line: 69, column: 5, scope: !169)
!226 = !DILocation(line: 69, column: 3, scope: !169)
!227 = !DILocation(line: 69, column: 13, scope: !169)
!228 = !DILocation(line: 70, column: 3, scope: !169)
!229 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !230, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!230 = !DISubroutineType(types: !231)
!231 = !{!175, !172}
!232 = !DILocalVariable(name: "b", arg: 1, scope: !229, file: !3, line: 72, type: !172)
!233 = !DILocation(line: 72, column: 49, scope: !229)
!234 = !DILocation(line: 72, column: 63, scope: !229)
!235 = !DILocation(line: 72, column: 69, scope: !229)
!236 = !DILocation(line: 72, column: 65, scope: !229)
!237 = !DILocation(line: 72, column: 75, scope: !229)
!238 = !DILocation(line: 72, column: 71, scope: !229)
!239 = !DILocation(line: 72, column: 81, scope: !229)
!240 = !DILocation(line: 72, column: 77, scope: !229)
!241 = !DILocation(line: 72, column: 87, scope: !229)
!242 = !DILocation(line: 72, column: 85, scope: !229)
!243 = !DILocation(line: 72, column: 83, scope: !229)
!244 = !DILocation(line: 72, column: 54, scope: !229)
!245 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !246, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!246 = !DISubroutineType(types: !247)
!247 = !{!32, !32}
!248 = !DILocalVariable(name: "p", arg: 1, scope: !245, file: !3, line: 73, type: !32)
!249 = !DILocation(line: 73, column: 47, scope: !245)
!250 = !DILocalVariable(name: "q", scope: !245, file: !3, line: 73, type: !32)
!251 = !DILocation(line: 73, column: 57, scope: !245)
!252 = !DILocation(line: 73, column: 61, scope: !245)
!253 = !DILocation(line: 73, column: 69, scope: !245)
!254 = !DILocation(line: 73, column: 67, scope: !245)
!255 = !DILocation(line: 73, column: 81, scope: !245)
!256 = !DILocation(line: 73, column: 79, scope: !245)
!257 = !DILocation(line: 73, column: 85, scope: !245)
!258 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 91, type: !259, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!259 = !DISubroutineType(types: !260)
!260 = !{!261, !262}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!262 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!263 = !DILocalVariable(name: "n", arg: 1, scope: !258, file: !3, line: 91, type: !262)
!264 = !DILocation(line: 91, column: 34, scope: !258)
!265 = !DILocation(line: 91, column: 53, scope: !258)
!266 = !DILocation(line: 91, column: 57, scope: !258)
!267 = !DILocation(line: 91, column: 46, scope: !258)
!268 = !DILocation(line: 91, column: 39, scope: !258)
!269 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !270, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !261}
!272 = !DILocalVariable(name: "p", arg: 1, scope: !269, file: !3, line: 92, type: !261)
!273 = !DILocation(line: 92, column: 28, scope: !269)
!274 = !DILocation(line: 92, column: 47, scope: !269)
!275 = !DILocation(line: 92, column: 42, scope: !269)
!276 = !DILocation(line: 92, column: 51, scope: !269)
!277 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !3, file: !3, line: 93, type: !278, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !261, !262}
!280 = !DILocalVariable(name: "p", arg: 1, scope: !277, file: !3, line: 93, type: !261)
!281 = !DILocation(line: 93, column: 28, scope: !277)
!282 = !DILocalVariable(arg: 2, scope: !277, file: !3, line: 93, type: !262)
!283 = !DILocation(line: 93, column: 44, scope: !277)
!284 = !DILocation(line: 93, column: 62, scope: !277)
!285 = !DILocation(line: 93, column: 57, scope: !277)
!286 = !DILocation(line: 93, column: 66, scope: !277)
!287 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!288 = !DILocalVariable(name: "shapes", scope: !287, file: !3, line: 96, type: !289)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !290, size: 96, elements: !291)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!291 = !{!292}
!292 = !DISubrange(count: 3)
!293 = !DILocation(line: 96, column: 10, scope: !287)
!294 = !DILocation(line: 96, column: 22, scope: !287)
!295 = !DILocation(line: 96, column: 23, scope: !287)
!296 = !DILocation(line: 96, column: 27, scope: !287)
!297 = !DILocation(line: 96, column: 39, scope: !287)
!298 = !DILocation(line: 96, column: 43, scope: !287)
!299 = !DILocation(line: 96, column: 54, scope: !287)
!300 = !DILocation(line: 96, column: 58, scope: !287)
!301 = !DILocalVariable(name: "total", scope: !287, file: !3, line: 97, type: !49)
!302 = !DILocation(line: 97, column: 10, scope: !287)
!303 = !DILocalVariable(name: "__range1", scope: !304, type: !305, flags: DIFlagArtificial)
!304 = distinct !DILexicalBlock(scope: !287, file: !3, line: 98, column: 3)
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 32)
!306 = !DILocation(line: 0, scope: !304)
!307 = !DILocation(line: 98, column: 19, scope: !304)
!308 = !DILocalVariable(name: "__begin1", scope: !304, type: !309, flags: DIFlagArtificial)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 32)
!310 = !DILocation(line: 98, column: 17, scope: !304)
!311 = !DILocalVariable(name: "__end1", scope: !304, type: !309, flags: DIFlagArtificial)
!312 = !DILocalVariable(name: "s", scope: !313, file: !3, line: 98, type: !290)
!313 = distinct !DILexicalBlock(scope: !304, file: !3, line: 98, column: 3)
!314 = !DILocation(line: 98, column: 15, scope: !313)
!315 = !DILocation(line: 98, column: 17, scope: !313)
!316 = !DILocation(line: 99, column: 25, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !3, line: 98, column: 27)
!318 = !DILocation(line: 99, column: 28, scope: !317)
!319 = !DILocation(line: 99, column: 36, scope: !317)
!320 = !DILocation(line: 99, column: 39, scope: !317)
!321 = !DILocation(line: 99, column: 5, scope: !317)
!322 = !DILocation(line: 100, column: 14, scope: !317)
!323 = !DILocation(line: 100, column: 17, scope: !317)
!324 = !DILocation(line: 100, column: 11, scope: !317)
!325 = !DILocation(line: 98, column: 3, scope: !304)
!326 = distinct !{!326, !325, !327}
!327 = !DILocation(line: 101, column: 3, scope: !304)
!328 = !DILocation(line: 140, column: 1, scope: !287)
!329 = !DILocalVariable(name: "__range1", scope: !330, type: !305, flags: DIFlagArtificial)
!330 = distinct !DILexicalBlock(scope: !287, file: !3, line: 102, column: 3)
!331 = !DILocation(line: 0, scope: !330)
!332 = !DILocation(line: 102, column: 19, scope: !330)
!333 = !DILocalVariable(name: "__begin1", scope: !330, type: !309, flags: DIFlagArtificial)
!334 = !DILocation(line: 102, column: 17, scope: !330)
!335 = !DILocalVariable(name: "__end1", scope: !330, type: !309, flags: DIFlagArtificial)
!336 = !DILocalVariable(name: "s", scope: !337, file: !3, line: 102, type: !290)
!337 = distinct !DILexicalBlock(scope: !330, file: !3, line: 102, column: 3)
!338 = !DILocation(line: 102, column: 15, scope: !337)
!339 = !DILocation(line: 102, column: 17, scope: !337)
!340 = !DILocation(line: 102, column: 34, scope: !337)
!341 = !DILocation(line: 102, column: 27, scope: !337)
!342 = !DILocation(line: 102, column: 3, scope: !330)
!343 = distinct !{!343, !342, !344}
!344 = !DILocation(line: 102, column: 34, scope: !330)
!345 = !DILocation(line: 103, column: 31, scope: !287)
!346 = !DILocation(line: 103, column: 3, scope: !287)
!347 = !DILocalVariable(name: "w", scope: !287, file: !3, line: 105, type: !83)
!348 = !DILocation(line: 105, column: 10, scope: !287)
!349 = !DILocalVariable(name: "c", scope: !287, file: !3, line: 106, type: !350)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!351 = !DILocation(line: 106, column: 12, scope: !287)
!352 = !DILocation(line: 106, column: 16, scope: !287)
!353 = !DILocalVariable(name: "n", scope: !287, file: !3, line: 107, type: !354)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!355 = !DILocation(line: 107, column: 10, scope: !287)
!356 = !DILocation(line: 107, column: 14, scope: !287)
!357 = !DILocation(line: 108, column: 3, scope: !287)
!358 = !DILocation(line: 108, column: 6, scope: !287)
!359 = !DILocation(line: 108, column: 14, scope: !287)
!360 = !DILocation(line: 108, column: 17, scope: !287)
!361 = !DILocation(line: 109, column: 24, scope: !287)
!362 = !DILocation(line: 109, column: 27, scope: !287)
!363 = !DILocation(line: 109, column: 36, scope: !287)
!364 = !DILocation(line: 109, column: 38, scope: !287)
!365 = !DILocation(line: 109, column: 45, scope: !287)
!366 = !DILocation(line: 109, column: 47, scope: !287)
!367 = !DILocation(line: 109, column: 3, scope: !287)
!368 = !DILocalVariable(name: "d", scope: !287, file: !3, line: 111, type: !113)
!369 = !DILocation(line: 111, column: 11, scope: !287)
!370 = !DILocalVariable(name: "bp", scope: !287, file: !3, line: 112, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!372 = !DILocation(line: 112, column: 9, scope: !287)
!373 = !DILocation(line: 112, column: 14, scope: !287)
!374 = !DILocalVariable(name: "lp", scope: !287, file: !3, line: 113, type: !375)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!376 = !DILocation(line: 113, column: 9, scope: !287)
!377 = !DILocation(line: 113, column: 14, scope: !287)
!378 = !DILocation(line: 114, column: 32, scope: !287)
!379 = !DILocation(line: 114, column: 36, scope: !287)
!380 = !DILocation(line: 114, column: 43, scope: !287)
!381 = !DILocation(line: 114, column: 47, scope: !287)
!382 = !DILocation(line: 114, column: 54, scope: !287)
!383 = !DILocation(line: 114, column: 63, scope: !287)
!384 = !DILocation(line: 114, column: 3, scope: !287)
!385 = !DILocation(line: 115, column: 53, scope: !287)
!386 = !DILocation(line: 115, column: 31, scope: !287)
!387 = !DILocation(line: 115, column: 57, scope: !287)
!388 = !DILocation(line: 115, column: 3, scope: !287)
!389 = !DILocalVariable(name: "arr", scope: !287, file: !3, line: 117, type: !390)
!390 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !391, templateParams: !408, identifier: "_ZTS5ArrayIiLi8EE")
!391 = !{!392, !396, !401}
!392 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !390, file: !3, line: 43, baseType: !393, size: 256)
!393 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !394)
!394 = !{!395}
!395 = !DISubrange(count: 8)
!396 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !390, file: !3, line: 44, type: !397, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!397 = !DISubroutineType(types: !398)
!398 = !{!399, !400, !6}
!399 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!401 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !390, file: !3, line: 45, type: !402, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!402 = !DISubroutineType(types: !403)
!403 = !{!404, !406, !6}
!404 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !405, size: 32)
!405 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !390)
!408 = !{!409, !410}
!409 = !DITemplateTypeParameter(name: "T", type: !6)
!410 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!411 = !DILocation(line: 117, column: 17, scope: !287)
!412 = !DILocalVariable(name: "i", scope: !413, file: !3, line: 118, type: !6)
!413 = distinct !DILexicalBlock(scope: !287, file: !3, line: 118, column: 3)
!414 = !DILocation(line: 118, column: 12, scope: !413)
!415 = !DILocation(line: 118, column: 8, scope: !413)
!416 = !DILocation(line: 118, column: 19, scope: !417)
!417 = distinct !DILexicalBlock(scope: !413, file: !3, line: 118, column: 3)
!418 = !DILocation(line: 118, column: 21, scope: !417)
!419 = !DILocation(line: 118, column: 3, scope: !413)
!420 = !DILocation(line: 118, column: 40, scope: !417)
!421 = !DILocation(line: 118, column: 44, scope: !417)
!422 = !DILocation(line: 118, column: 42, scope: !417)
!423 = !DILocation(line: 118, column: 35, scope: !417)
!424 = !DILocation(line: 118, column: 31, scope: !417)
!425 = !DILocation(line: 118, column: 38, scope: !417)
!426 = !DILocation(line: 118, column: 26, scope: !417)
!427 = !DILocation(line: 118, column: 3, scope: !417)
!428 = distinct !{!428, !419, !429, !224}
!429 = !DILocation(line: 118, column: 44, scope: !413)
!430 = !DILocalVariable(name: "bias", scope: !287, file: !3, line: 119, type: !6)
!431 = !DILocation(line: 119, column: 7, scope: !287)
!432 = !DILocalVariable(name: "add", scope: !287, file: !3, line: 120, type: !433)
!433 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !287, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !434)
!434 = !{!435}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !433, file: !3, line: 120, baseType: !6, size: 32)
!436 = !DILocation(line: 120, column: 8, scope: !287)
!437 = !DILocation(line: 120, column: 14, scope: !287)
!438 = !DILocation(line: 120, column: 15, scope: !287)
!439 = !DILocalVariable(name: "prod_count", scope: !287, file: !3, line: 121, type: !6)
!440 = !DILocation(line: 121, column: 7, scope: !287)
!441 = !DILocalVariable(name: "mul", scope: !287, file: !3, line: 122, type: !442)
!442 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !287, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !443)
!443 = !{!444}
!444 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !442, file: !3, line: 122, baseType: !399, size: 32)
!445 = !DILocation(line: 122, column: 8, scope: !287)
!446 = !DILocation(line: 122, column: 14, scope: !287)
!447 = !DILocation(line: 123, column: 43, scope: !287)
!448 = !DILocation(line: 123, column: 35, scope: !287)
!449 = !DILocation(line: 123, column: 61, scope: !287)
!450 = !DILocation(line: 123, column: 53, scope: !287)
!451 = !DILocation(line: 123, column: 67, scope: !287)
!452 = !DILocation(line: 123, column: 3, scope: !287)
!453 = !DILocalVariable(name: "gen", scope: !287, file: !3, line: 124, type: !454)
!454 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !287, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!455 = !DILocation(line: 124, column: 8, scope: !287)
!456 = !DILocation(line: 125, column: 27, scope: !287)
!457 = !DILocation(line: 125, column: 36, scope: !287)
!458 = !DILocation(line: 125, column: 3, scope: !287)
!459 = !DILocalVariable(name: "fp", scope: !287, file: !3, line: 126, type: !460)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 32)
!461 = !DISubroutineType(types: !462)
!462 = !{!6, !6}
!463 = !DILocation(line: 126, column: 9, scope: !287)
!464 = !DILocation(line: 126, column: 20, scope: !287)
!465 = !DILocation(line: 127, column: 21, scope: !287)
!466 = !DILocation(line: 127, column: 3, scope: !287)
!467 = !DILocation(line: 129, column: 30, scope: !287)
!468 = !DILocation(line: 129, column: 44, scope: !287)
!469 = !DILocation(line: 129, column: 63, scope: !287)
!470 = !DILocation(line: 129, column: 3, scope: !287)
!471 = !DILocation(line: 130, column: 29, scope: !287)
!472 = !DILocation(line: 130, column: 59, scope: !287)
!473 = !DILocation(line: 130, column: 81, scope: !287)
!474 = !DILocation(line: 130, column: 3, scope: !287)
!475 = !DILocalVariable(name: "b", scope: !287, file: !3, line: 132, type: !172)
!476 = !DILocation(line: 132, column: 7, scope: !287)
!477 = !DILocation(line: 132, column: 11, scope: !287)
!478 = !DILocation(line: 133, column: 35, scope: !287)
!479 = !DILocation(line: 133, column: 27, scope: !287)
!480 = !DILocation(line: 133, column: 41, scope: !287)
!481 = !DILocation(line: 133, column: 39, scope: !287)
!482 = !DILocation(line: 133, column: 3, scope: !287)
!483 = !DILocalVariable(name: "p", scope: !287, file: !3, line: 134, type: !32)
!484 = !DILocation(line: 134, column: 8, scope: !287)
!485 = !DILocation(line: 134, column: 26, scope: !287)
!486 = !DILocation(line: 134, column: 12, scope: !287)
!487 = !DILocation(line: 135, column: 30, scope: !287)
!488 = !DILocation(line: 135, column: 35, scope: !287)
!489 = !DILocation(line: 135, column: 33, scope: !287)
!490 = !DILocation(line: 135, column: 3, scope: !287)
!491 = !DILocalVariable(name: "a1", scope: !287, file: !3, line: 137, type: !6)
!492 = !DILocation(line: 137, column: 7, scope: !287)
!493 = !DILocation(line: 137, column: 12, scope: !287)
!494 = !DILocalVariable(name: "a2", scope: !287, file: !3, line: 137, type: !6)
!495 = !DILocation(line: 137, column: 23, scope: !287)
!496 = !DILocation(line: 137, column: 28, scope: !287)
!497 = !DILocation(line: 138, column: 40, scope: !287)
!498 = !DILocation(line: 138, column: 44, scope: !287)
!499 = !DILocation(line: 138, column: 48, scope: !287)
!500 = !DILocation(line: 138, column: 59, scope: !287)
!501 = !DILocation(line: 138, column: 3, scope: !287)
!502 = !DILocation(line: 139, column: 3, scope: !287)
!503 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !59, retainedNodes: !148)
!504 = !DILocalVariable(name: "this", arg: 1, scope: !503, type: !505, flags: DIFlagArtificial | DIFlagObjectPointer)
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!506 = !DILocation(line: 0, scope: !503)
!507 = !DILocalVariable(name: "a", arg: 2, scope: !503, file: !3, line: 17, type: !49)
!508 = !DILocation(line: 17, column: 15, scope: !503)
!509 = !DILocalVariable(name: "b", arg: 3, scope: !503, file: !3, line: 17, type: !49)
!510 = !DILocation(line: 17, column: 25, scope: !503)
!511 = !DILocation(line: 17, column: 41, scope: !503)
!512 = !DILocation(line: 17, column: 3, scope: !503)
!513 = !DILocation(line: 17, column: 30, scope: !503)
!514 = !DILocation(line: 17, column: 32, scope: !503)
!515 = !DILocation(line: 17, column: 36, scope: !503)
!516 = !DILocation(line: 17, column: 38, scope: !503)
!517 = !DILocation(line: 17, column: 42, scope: !503)
!518 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !74, retainedNodes: !148)
!519 = !DILocalVariable(name: "this", arg: 1, scope: !518, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
!521 = !DILocation(line: 0, scope: !518)
!522 = !DILocalVariable(name: "s", arg: 2, scope: !518, file: !3, line: 23, type: !49)
!523 = !DILocation(line: 23, column: 26, scope: !518)
!524 = !DILocation(line: 23, column: 42, scope: !518)
!525 = !DILocation(line: 23, column: 36, scope: !518)
!526 = !DILocation(line: 23, column: 39, scope: !518)
!527 = !DILocation(line: 23, column: 31, scope: !518)
!528 = !DILocation(line: 23, column: 43, scope: !518)
!529 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !83, file: !3, line: 30, type: !110, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !530, retainedNodes: !148)
!530 = !DISubprogram(name: "Widget", scope: !83, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!531 = !DILocalVariable(name: "this", arg: 1, scope: !529, type: !532, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!533 = !DILocation(line: 0, scope: !529)
!534 = !DILocation(line: 30, column: 8, scope: !529)
!535 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !536, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !539, retainedNodes: !148)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !538}
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!539 = !DISubprogram(name: "Diamond", scope: !113, type: !536, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!540 = !DILocalVariable(name: "this", arg: 1, scope: !535, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!542 = !DILocation(line: 0, scope: !535)
!543 = !DILocation(line: 38, column: 8, scope: !535)
!544 = !DILocation(line: 38, column: 36, scope: !535)
!545 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !390, file: !3, line: 44, type: !397, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !396, retainedNodes: !148)
!546 = !DILocalVariable(name: "this", arg: 1, scope: !545, type: !547, flags: DIFlagArtificial | DIFlagObjectPointer)
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 32)
!548 = !DILocation(line: 0, scope: !545)
!549 = !DILocalVariable(name: "i", arg: 2, scope: !545, file: !3, line: 44, type: !6)
!550 = !DILocation(line: 44, column: 21, scope: !545)
!551 = !DILocation(line: 44, column: 33, scope: !545)
!552 = !DILocation(line: 44, column: 38, scope: !545)
!553 = !DILocation(line: 44, column: 26, scope: !545)
!554 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !390, file: !3, line: 46, type: !555, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !558, declaration: !557, retainedNodes: !148)
!555 = !DISubroutineType(types: !556)
!556 = !{!6, !406, !6, !433}
!557 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !390, file: !3, line: 46, type: !555, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !558)
!558 = !{!559}
!559 = !DITemplateTypeParameter(name: "F", type: !433)
!560 = !DILocalVariable(name: "this", arg: 1, scope: !554, type: !561, flags: DIFlagArtificial | DIFlagObjectPointer)
!561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 32)
!562 = !DILocation(line: 0, scope: !554)
!563 = !DILocalVariable(name: "init", arg: 2, scope: !554, file: !3, line: 46, type: !6)
!564 = !DILocation(line: 46, column: 34, scope: !554)
!565 = !DILocalVariable(name: "f", arg: 3, scope: !554, file: !3, line: 46, type: !433)
!566 = !DILocation(line: 46, column: 42, scope: !554)
!567 = !DILocalVariable(name: "i", scope: !568, file: !3, line: 47, type: !6)
!568 = distinct !DILexicalBlock(scope: !554, file: !3, line: 47, column: 5)
!569 = !DILocation(line: 47, column: 14, scope: !568)
!570 = !DILocation(line: 47, column: 10, scope: !568)
!571 = !DILocation(line: 47, column: 21, scope: !572)
!572 = distinct !DILexicalBlock(scope: !568, file: !3, line: 47, column: 5)
!573 = !DILocation(line: 47, column: 23, scope: !572)
!574 = !DILocation(line: 47, column: 5, scope: !568)
!575 = !DILocation(line: 47, column: 42, scope: !572)
!576 = !DILocation(line: 47, column: 48, scope: !572)
!577 = !DILocation(line: 47, column: 53, scope: !572)
!578 = !DILocation(line: 47, column: 40, scope: !572)
!579 = !DILocation(line: 47, column: 38, scope: !572)
!580 = !DILocation(line: 47, column: 33, scope: !572)
!581 = !DILocation(line: 47, column: 28, scope: !572)
!582 = !DILocation(line: 47, column: 5, scope: !572)
!583 = distinct !{!583, !574, !584, !224}
!584 = !DILocation(line: 47, column: 55, scope: !568)
!585 = !DILocation(line: 48, column: 12, scope: !554)
!586 = !DILocation(line: 48, column: 5, scope: !554)
!587 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !390, file: !3, line: 46, type: !588, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !591, declaration: !590, retainedNodes: !148)
!588 = !DISubroutineType(types: !589)
!589 = !{!6, !406, !6, !442}
!590 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !390, file: !3, line: 46, type: !588, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !591)
!591 = !{!592}
!592 = !DITemplateTypeParameter(name: "F", type: !442)
!593 = !DILocalVariable(name: "this", arg: 1, scope: !587, type: !561, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DILocation(line: 0, scope: !587)
!595 = !DILocalVariable(name: "init", arg: 2, scope: !587, file: !3, line: 46, type: !6)
!596 = !DILocation(line: 46, column: 34, scope: !587)
!597 = !DILocalVariable(name: "f", arg: 3, scope: !587, file: !3, line: 46, type: !442)
!598 = !DILocation(line: 46, column: 42, scope: !587)
!599 = !DILocalVariable(name: "i", scope: !600, file: !3, line: 47, type: !6)
!600 = distinct !DILexicalBlock(scope: !587, file: !3, line: 47, column: 5)
!601 = !DILocation(line: 47, column: 14, scope: !600)
!602 = !DILocation(line: 47, column: 10, scope: !600)
!603 = !DILocation(line: 47, column: 21, scope: !604)
!604 = distinct !DILexicalBlock(scope: !600, file: !3, line: 47, column: 5)
!605 = !DILocation(line: 47, column: 23, scope: !604)
!606 = !DILocation(line: 47, column: 5, scope: !600)
!607 = !DILocation(line: 47, column: 42, scope: !604)
!608 = !DILocation(line: 47, column: 48, scope: !604)
!609 = !DILocation(line: 47, column: 53, scope: !604)
!610 = !DILocation(line: 47, column: 40, scope: !604)
!611 = !DILocation(line: 47, column: 38, scope: !604)
!612 = !DILocation(line: 47, column: 33, scope: !604)
!613 = !DILocation(line: 47, column: 28, scope: !604)
!614 = !DILocation(line: 47, column: 5, scope: !604)
!615 = distinct !{!615, !606, !616, !224}
!616 = !DILocation(line: 47, column: 55, scope: !600)
!617 = !DILocation(line: 48, column: 12, scope: !587)
!618 = !DILocation(line: 48, column: 5, scope: !587)
!619 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !454, file: !3, line: 124, type: !620, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !628, declaration: !624, retainedNodes: !148)
!620 = !DISubroutineType(types: !621)
!621 = !{!6, !622, !6}
!622 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !623, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!623 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !454)
!624 = !DISubprogram(name: "operator()<int>", scope: !454, file: !3, line: 124, type: !625, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !628)
!625 = !DISubroutineType(types: !626)
!626 = !{!627, !622, !6}
!627 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!628 = !{!629}
!629 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!630 = !DILocalVariable(name: "this", arg: 1, scope: !619, type: !631, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !623, size: 32)
!632 = !DILocation(line: 0, scope: !619)
!633 = !DILocalVariable(name: "x", arg: 2, scope: !619, file: !3, line: 124, type: !6)
!634 = !DILocation(line: 124, column: 22, scope: !619)
!635 = !DILocation(line: 124, column: 34, scope: !619)
!636 = !DILocation(line: 124, column: 38, scope: !619)
!637 = !DILocation(line: 124, column: 36, scope: !619)
!638 = !DILocation(line: 124, column: 27, scope: !619)
!639 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !454, file: !3, line: 124, type: !640, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !645, declaration: !642, retainedNodes: !148)
!640 = !DISubroutineType(types: !641)
!641 = !{!49, !622, !49}
!642 = !DISubprogram(name: "operator()<double>", scope: !454, file: !3, line: 124, type: !643, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !645)
!643 = !DISubroutineType(types: !644)
!644 = !{!627, !622, !49}
!645 = !{!646}
!646 = !DITemplateTypeParameter(name: "x:auto", type: !49)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !639, type: !631, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DILocation(line: 0, scope: !639)
!649 = !DILocalVariable(name: "x", arg: 2, scope: !639, file: !3, line: 124, type: !49)
!650 = !DILocation(line: 124, column: 22, scope: !639)
!651 = !DILocation(line: 124, column: 34, scope: !639)
!652 = !DILocation(line: 124, column: 38, scope: !639)
!653 = !DILocation(line: 124, column: 36, scope: !639)
!654 = !DILocation(line: 124, column: 27, scope: !639)
!655 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !656, file: !3, line: 126, type: !657, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !661, retainedNodes: !148)
!656 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !287, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!657 = !DISubroutineType(types: !658)
!658 = !{!460, !659}
!659 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !660, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!660 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !656)
!661 = !DISubprogram(name: "operator int (*)(int)", scope: !656, type: !657, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!662 = !DILocalVariable(name: "this", arg: 1, scope: !655, type: !663, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !660, size: 32)
!664 = !DILocation(line: 0, scope: !655)
!665 = !DILocation(line: 126, column: 20, scope: !655)
!666 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !3, file: !3, line: 52, type: !667, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !669, retainedNodes: !148)
!667 = !DISubroutineType(types: !668)
!668 = !{!6, !6, !6}
!669 = !{!409}
!670 = !DILocalVariable(name: "a", arg: 1, scope: !666, file: !3, line: 52, type: !6)
!671 = !DILocation(line: 52, column: 34, scope: !666)
!672 = !DILocalVariable(name: "b", arg: 2, scope: !666, file: !3, line: 52, type: !6)
!673 = !DILocation(line: 52, column: 39, scope: !666)
!674 = !DILocation(line: 52, column: 51, scope: !666)
!675 = !DILocation(line: 52, column: 55, scope: !666)
!676 = !DILocation(line: 52, column: 53, scope: !666)
!677 = !DILocation(line: 52, column: 59, scope: !666)
!678 = !DILocation(line: 52, column: 63, scope: !666)
!679 = !DILocation(line: 52, column: 44, scope: !666)
!680 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !3, file: !3, line: 52, type: !681, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !683, retainedNodes: !148)
!681 = !DISubroutineType(types: !682)
!682 = !{!49, !49, !49}
!683 = !{!684}
!684 = !DITemplateTypeParameter(name: "T", type: !49)
!685 = !DILocalVariable(name: "a", arg: 1, scope: !680, file: !3, line: 52, type: !49)
!686 = !DILocation(line: 52, column: 34, scope: !680)
!687 = !DILocalVariable(name: "b", arg: 2, scope: !680, file: !3, line: 52, type: !49)
!688 = !DILocation(line: 52, column: 39, scope: !680)
!689 = !DILocation(line: 52, column: 51, scope: !680)
!690 = !DILocation(line: 52, column: 55, scope: !680)
!691 = !DILocation(line: 52, column: 53, scope: !680)
!692 = !DILocation(line: 52, column: 59, scope: !680)
!693 = !DILocation(line: 52, column: 63, scope: !680)
!694 = !DILocation(line: 52, column: 44, scope: !680)
!695 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !3, file: !3, line: 55, type: !696, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !698, retainedNodes: !148)
!696 = !DISubroutineType(types: !697)
!697 = !{!6, !6, !9, !49, !55}
!698 = !{!699}
!699 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !700)
!700 = !{!701, !702, !703, !704}
!701 = !DITemplateTypeParameter(type: !6)
!702 = !DITemplateTypeParameter(type: !9)
!703 = !DITemplateTypeParameter(type: !49)
!704 = !DITemplateTypeParameter(type: !55)
!705 = !DILocalVariable(arg: 1, scope: !695, file: !3, line: 55, type: !6)
!706 = !DILocation(line: 55, column: 47, scope: !695)
!707 = !DILocalVariable(arg: 2, scope: !695, file: !3, line: 55, type: !9)
!708 = !DILocalVariable(arg: 3, scope: !695, file: !3, line: 55, type: !49)
!709 = !DILocalVariable(arg: 4, scope: !695, file: !3, line: 55, type: !55)
!710 = !DILocation(line: 55, column: 51, scope: !695)
!711 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !712, file: !3, line: 58, type: !715, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !714, retainedNodes: !148)
!712 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !713, templateParams: !669, identifier: "_ZTS8TypeNameIiE")
!713 = !{!714}
!714 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !712, file: !3, line: 58, type: !715, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!715 = !DISubroutineType(types: !716)
!716 = !{!55}
!717 = !DILocation(line: 58, column: 63, scope: !711)
!718 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !719, file: !3, line: 59, type: !715, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !721, retainedNodes: !148)
!719 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !720, templateParams: !683, identifier: "_ZTS8TypeNameIdE")
!720 = !{!721}
!721 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !719, file: !3, line: 59, type: !715, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!722 = !DILocation(line: 59, column: 66, scope: !718)
!723 = !DILocation(line: 86, column: 3, scope: !2)
!724 = !{!"branch_weights", i32 1, i32 1048575}
!725 = !DILocation(line: 86, column: 18, scope: !2)
!726 = !DILocation(line: 86, column: 29, scope: !2)
!727 = !DILocation(line: 87, column: 10, scope: !2)
!728 = !DILocation(line: 87, column: 3, scope: !2)
!729 = !DILocation(line: 88, column: 1, scope: !2)
!730 = !DILocation(line: 82, column: 3, scope: !144)
!731 = !DILocation(line: 82, column: 19, scope: !144)
!732 = !DILocation(line: 83, column: 3, scope: !144)
!733 = !DILocation(line: 84, column: 1, scope: !144)
!734 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !536, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !735, retainedNodes: !148)
!735 = !DISubprogram(name: "~Diamond", scope: !113, type: !536, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!736 = !DILocalVariable(name: "this", arg: 1, scope: !734, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DILocation(line: 0, scope: !734)
!738 = !DILocation(line: 38, column: 8, scope: !734)
!739 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !39, file: !3, line: 9, type: !43, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !740, retainedNodes: !148)
!740 = !DISubprogram(name: "Shape", scope: !39, type: !43, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!741 = !DILocalVariable(name: "this", arg: 1, scope: !739, type: !290, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocation(line: 0, scope: !739)
!743 = !DILocation(line: 9, column: 8, scope: !739)
!744 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !36, file: !3, line: 15, type: !745, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !747, retainedNodes: !148)
!745 = !DISubroutineType(types: !746)
!746 = !{null, !62}
!747 = !DISubprogram(name: "~Rect", scope: !36, type: !745, containingType: !36, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!748 = !DILocalVariable(name: "this", arg: 1, scope: !744, type: !505, flags: DIFlagArtificial | DIFlagObjectPointer)
!749 = !DILocation(line: 0, scope: !744)
!750 = !DILocation(line: 15, column: 8, scope: !751)
!751 = distinct !DILexicalBlock(scope: !744, file: !3, line: 15, column: 8)
!752 = !DILocation(line: 15, column: 8, scope: !744)
!753 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !36, file: !3, line: 15, type: !745, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !747, retainedNodes: !148)
!754 = !DILocalVariable(name: "this", arg: 1, scope: !753, type: !505, flags: DIFlagArtificial | DIFlagObjectPointer)
!755 = !DILocation(line: 0, scope: !753)
!756 = !DILocation(line: 15, column: 8, scope: !753)
!757 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !63, retainedNodes: !148)
!758 = !DILocalVariable(name: "this", arg: 1, scope: !757, type: !759, flags: DIFlagArtificial | DIFlagObjectPointer)
!759 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
!760 = !DILocation(line: 0, scope: !757)
!761 = !DILocation(line: 18, column: 41, scope: !757)
!762 = !DILocation(line: 18, column: 45, scope: !757)
!763 = !DILocation(line: 18, column: 43, scope: !757)
!764 = !DILocation(line: 18, column: 34, scope: !757)
!765 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !68, retainedNodes: !148)
!766 = !DILocalVariable(name: "this", arg: 1, scope: !765, type: !759, flags: DIFlagArtificial | DIFlagObjectPointer)
!767 = !DILocation(line: 0, scope: !765)
!768 = !DILocation(line: 19, column: 39, scope: !765)
!769 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!770 = !DILocalVariable(name: "this", arg: 1, scope: !769, type: !290, flags: DIFlagArtificial | DIFlagObjectPointer)
!771 = !DILocation(line: 0, scope: !769)
!772 = !DILocation(line: 10, column: 21, scope: !769)
!773 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!774 = !DILocalVariable(name: "this", arg: 1, scope: !773, type: !290, flags: DIFlagArtificial | DIFlagObjectPointer)
!775 = !DILocation(line: 0, scope: !773)
!776 = !DILocation(line: 10, column: 20, scope: !773)
!777 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !52, retainedNodes: !148)
!778 = !DILocalVariable(name: "this", arg: 1, scope: !777, type: !779, flags: DIFlagArtificial | DIFlagObjectPointer)
!779 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!780 = !DILocation(line: 0, scope: !777)
!781 = !DILocation(line: 12, column: 38, scope: !777)
!782 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !71, file: !3, line: 22, type: !783, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !785, retainedNodes: !148)
!783 = !DISubroutineType(types: !784)
!784 = !{null, !77}
!785 = !DISubprogram(name: "~Square", scope: !71, type: !783, containingType: !71, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!786 = !DILocalVariable(name: "this", arg: 1, scope: !782, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!787 = !DILocation(line: 0, scope: !782)
!788 = !DILocation(line: 22, column: 8, scope: !789)
!789 = distinct !DILexicalBlock(scope: !782, file: !3, line: 22, column: 8)
!790 = !DILocation(line: 22, column: 8, scope: !782)
!791 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !71, file: !3, line: 22, type: !783, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !785, retainedNodes: !148)
!792 = !DILocalVariable(name: "this", arg: 1, scope: !791, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!793 = !DILocation(line: 0, scope: !791)
!794 = !DILocation(line: 22, column: 8, scope: !791)
!795 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !78, retainedNodes: !148)
!796 = !DILocalVariable(name: "this", arg: 1, scope: !795, type: !797, flags: DIFlagArtificial | DIFlagObjectPointer)
!797 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!798 = !DILocation(line: 0, scope: !795)
!799 = !DILocation(line: 24, column: 39, scope: !795)
!800 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !86, file: !3, line: 27, type: !801, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !804, retainedNodes: !148)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !803}
!803 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!804 = !DISubprogram(name: "Named", scope: !86, type: !801, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!805 = !DILocalVariable(name: "this", arg: 1, scope: !800, type: !354, flags: DIFlagArtificial | DIFlagObjectPointer)
!806 = !DILocation(line: 0, scope: !800)
!807 = !DILocation(line: 27, column: 8, scope: !800)
!808 = !DILocation(line: 27, column: 74, scope: !800)
!809 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !810, retainedNodes: !148)
!810 = !DISubprogram(name: "Counted", scope: !96, type: !101, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!811 = !DILocalVariable(name: "this", arg: 1, scope: !809, type: !350, flags: DIFlagArtificial | DIFlagObjectPointer)
!812 = !DILocation(line: 0, scope: !809)
!813 = !DILocation(line: 28, column: 8, scope: !809)
!814 = !DILocation(line: 28, column: 22, scope: !809)
!815 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !104, retainedNodes: !148)
!816 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!818 = !DILocation(line: 0, scope: !815)
!819 = !DILocation(line: 31, column: 40, scope: !815)
!820 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !109, retainedNodes: !148)
!821 = !DILocalVariable(name: "this", arg: 1, scope: !820, type: !532, flags: DIFlagArtificial | DIFlagObjectPointer)
!822 = !DILocation(line: 0, scope: !820)
!823 = !DILocation(line: 32, column: 26, scope: !820)
!824 = !DILocation(line: 32, column: 32, scope: !820)
!825 = !DILocation(line: 32, column: 39, scope: !820)
!826 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !3, file: !3, line: 32, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!827 = !DISubroutineType(types: !148)
!828 = !DILocation(line: 0, scope: !826)
!829 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !90, retainedNodes: !148)
!830 = !DILocalVariable(name: "this", arg: 1, scope: !829, type: !831, flags: DIFlagArtificial | DIFlagObjectPointer)
!831 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32)
!832 = !DILocation(line: 0, scope: !829)
!833 = !DILocation(line: 27, column: 52, scope: !829)
!834 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !100, retainedNodes: !148)
!835 = !DILocalVariable(name: "this", arg: 1, scope: !834, type: !350, flags: DIFlagArtificial | DIFlagObjectPointer)
!836 = !DILocation(line: 0, scope: !834)
!837 = !DILocation(line: 28, column: 57, scope: !834)
!838 = !DILocation(line: 28, column: 55, scope: !834)
!839 = !DILocation(line: 28, column: 64, scope: !834)
!840 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !841, retainedNodes: !148)
!841 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!842 = !DILocalVariable(name: "this", arg: 1, scope: !840, type: !371, flags: DIFlagArtificial | DIFlagObjectPointer)
!843 = !DILocation(line: 0, scope: !840)
!844 = !DILocation(line: 35, column: 8, scope: !840)
!845 = !DILocation(line: 35, column: 19, scope: !840)
!846 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !847, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !850, retainedNodes: !148)
!847 = !DISubroutineType(types: !848)
!848 = !{null, !849}
!849 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!850 = !DISubprogram(name: "Left", scope: !116, type: !847, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!851 = !DILocalVariable(name: "this", arg: 1, scope: !846, type: !375, flags: DIFlagArtificial | DIFlagObjectPointer)
!852 = !DILocation(line: 0, scope: !846)
!853 = !DILocalVariable(name: "vtt", arg: 2, scope: !846, type: !854, flags: DIFlagArtificial)
!854 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 32)
!855 = !DILocation(line: 36, column: 8, scope: !846)
!856 = !DILocation(line: 36, column: 34, scope: !846)
!857 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !858, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !861, retainedNodes: !148)
!858 = !DISubroutineType(types: !859)
!859 = !{null, !860}
!860 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!861 = !DISubprogram(name: "Right", scope: !12, type: !858, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!862 = !DILocalVariable(name: "this", arg: 1, scope: !857, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!863 = !DILocation(line: 0, scope: !857)
!864 = !DILocalVariable(name: "vtt", arg: 2, scope: !857, type: !854, flags: DIFlagArtificial)
!865 = !DILocation(line: 37, column: 8, scope: !857)
!866 = !DILocation(line: 37, column: 35, scope: !857)
!867 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !121, retainedNodes: !148)
!868 = !DILocalVariable(name: "this", arg: 1, scope: !867, type: !869, flags: DIFlagArtificial | DIFlagObjectPointer)
!869 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32)
!870 = !DILocation(line: 0, scope: !867)
!871 = !DILocation(line: 36, column: 75, scope: !867)
!872 = !DILocation(line: 36, column: 79, scope: !867)
!873 = !DILocation(line: 36, column: 77, scope: !867)
!874 = !DILocation(line: 36, column: 68, scope: !867)
!875 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !116, file: !3, line: 36, type: !847, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !876, retainedNodes: !148)
!876 = !DISubprogram(name: "~Left", scope: !116, type: !847, containingType: !116, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!877 = !DILocalVariable(name: "this", arg: 1, scope: !875, type: !375, flags: DIFlagArtificial | DIFlagObjectPointer)
!878 = !DILocation(line: 0, scope: !875)
!879 = !DILocation(line: 36, column: 8, scope: !875)
!880 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !116, file: !3, line: 36, type: !847, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !876, retainedNodes: !148)
!881 = !DILocalVariable(name: "this", arg: 1, scope: !880, type: !375, flags: DIFlagArtificial | DIFlagObjectPointer)
!882 = !DILocation(line: 0, scope: !880)
!883 = !DILocation(line: 36, column: 8, scope: !880)
!884 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !3, file: !3, line: 36, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!885 = !DILocation(line: 0, scope: !884)
!886 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !3, file: !3, line: 36, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!887 = !DILocation(line: 0, scope: !886)
!888 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !3, file: !3, line: 36, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!889 = !DILocation(line: 0, scope: !888)
!890 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !12, file: !3, line: 37, type: !858, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !891, retainedNodes: !148)
!891 = !DISubprogram(name: "~Right", scope: !12, type: !858, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!892 = !DILocalVariable(name: "this", arg: 1, scope: !890, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!893 = !DILocation(line: 0, scope: !890)
!894 = !DILocation(line: 37, column: 8, scope: !890)
!895 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !12, file: !3, line: 37, type: !858, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !891, retainedNodes: !148)
!896 = !DILocalVariable(name: "this", arg: 1, scope: !895, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!897 = !DILocation(line: 0, scope: !895)
!898 = !DILocation(line: 37, column: 8, scope: !895)
!899 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !148)
!900 = !DILocalVariable(name: "this", arg: 1, scope: !899, type: !901, flags: DIFlagArtificial | DIFlagObjectPointer)
!901 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!902 = !DILocation(line: 0, scope: !899)
!903 = !DILocation(line: 35, column: 59, scope: !899)
!904 = !DILocation(line: 35, column: 52, scope: !899)
!905 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !3, file: !3, line: 37, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!906 = !DILocation(line: 0, scope: !905)
!907 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !3, file: !3, line: 37, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!908 = !DILocation(line: 0, scope: !907)
!909 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !128, retainedNodes: !148)
!910 = !DILocalVariable(name: "this", arg: 1, scope: !909, type: !911, flags: DIFlagArtificial | DIFlagObjectPointer)
!911 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!912 = !DILocation(line: 0, scope: !909)
!913 = !DILocation(line: 38, column: 77, scope: !909)
!914 = !DILocation(line: 38, column: 81, scope: !909)
!915 = !DILocation(line: 38, column: 79, scope: !909)
!916 = !DILocation(line: 38, column: 85, scope: !909)
!917 = !DILocation(line: 38, column: 83, scope: !909)
!918 = !DILocation(line: 38, column: 89, scope: !909)
!919 = !DILocation(line: 38, column: 87, scope: !909)
!920 = !DILocation(line: 38, column: 70, scope: !909)
!921 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !536, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !735, retainedNodes: !148)
!922 = !DILocalVariable(name: "this", arg: 1, scope: !921, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!923 = !DILocation(line: 0, scope: !921)
!924 = !DILocation(line: 38, column: 8, scope: !921)
!925 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!926 = !DILocation(line: 0, scope: !925)
!927 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!928 = !DILocation(line: 0, scope: !927)
!929 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!930 = !DILocation(line: 0, scope: !929)
!931 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!932 = !DILocation(line: 0, scope: !931)
!933 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !827, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!934 = !DILocation(line: 0, scope: !933)
!935 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!936 = !DILocalVariable(name: "this", arg: 1, scope: !935, type: !371, flags: DIFlagArtificial | DIFlagObjectPointer)
!937 = !DILocation(line: 0, scope: !935)
!938 = !DILocation(line: 35, column: 81, scope: !935)
!939 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!940 = !DILocalVariable(name: "this", arg: 1, scope: !939, type: !371, flags: DIFlagArtificial | DIFlagObjectPointer)
!941 = !DILocation(line: 0, scope: !939)
!942 = !DILocation(line: 35, column: 80, scope: !939)
!943 = !DILocation(line: 35, column: 81, scope: !939)
!944 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !116, file: !3, line: 36, type: !847, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !876, retainedNodes: !148)
!945 = !DILocalVariable(name: "this", arg: 1, scope: !944, type: !375, flags: DIFlagArtificial | DIFlagObjectPointer)
!946 = !DILocation(line: 0, scope: !944)
!947 = !DILocalVariable(name: "vtt", arg: 2, scope: !944, type: !854, flags: DIFlagArtificial)
!948 = !DILocation(line: 36, column: 8, scope: !944)
!949 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !12, file: !3, line: 37, type: !858, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !891, retainedNodes: !148)
!950 = !DILocalVariable(name: "this", arg: 1, scope: !949, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!951 = !DILocation(line: 0, scope: !949)
!952 = !DILocalVariable(name: "vtt", arg: 2, scope: !949, type: !854, flags: DIFlagArtificial)
!953 = !DILocation(line: 37, column: 8, scope: !949)
!954 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !656, file: !3, line: 126, type: !461, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !955, retainedNodes: !148)
!955 = !DISubprogram(name: "__invoke", scope: !656, type: !461, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!956 = !DILocalVariable(name: "x", arg: 1, scope: !954, type: !6)
!957 = !DILocation(line: 0, scope: !954)
!958 = !DILocation(line: 126, column: 20, scope: !954)
!959 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !656, file: !3, line: 126, type: !960, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !962, retainedNodes: !148)
!960 = !DISubroutineType(types: !961)
!961 = !{!6, !659, !6}
!962 = !DISubprogram(name: "operator()", scope: !656, file: !3, line: 126, type: !963, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!963 = !DISubroutineType(types: !964)
!964 = !{!627, !659, !6}
!965 = !DILocalVariable(name: "this", arg: 1, scope: !959, type: !663, flags: DIFlagArtificial | DIFlagObjectPointer)
!966 = !DILocation(line: 0, scope: !959)
!967 = !DILocalVariable(name: "x", arg: 2, scope: !959, file: !3, line: 126, type: !6)
!968 = !DILocation(line: 126, column: 27, scope: !959)
!969 = !DILocation(line: 126, column: 39, scope: !959)
!970 = !DILocation(line: 126, column: 41, scope: !959)
!971 = !DILocation(line: 126, column: 32, scope: !959)
!972 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !136, retainedNodes: !148)
!973 = !DILocalVariable(name: "this", arg: 1, scope: !972, type: !974, flags: DIFlagArtificial | DIFlagObjectPointer)
!974 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!975 = !DILocation(line: 0, scope: !972)
!976 = !DILocation(line: 78, column: 16, scope: !972)
!977 = !DILocation(line: 78, column: 29, scope: !978)
!978 = distinct !DILexicalBlock(scope: !972, file: !3, line: 78, column: 27)
!979 = !DILocation(line: 78, column: 63, scope: !972)
!980 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !140, retainedNodes: !148)
!981 = !DILocalVariable(name: "this", arg: 1, scope: !980, type: !974, flags: DIFlagArtificial | DIFlagObjectPointer)
!982 = !DILocation(line: 0, scope: !980)
!983 = !DILocation(line: 79, column: 16, scope: !980)
!984 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !113, file: !3, line: 38, type: !536, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !735, retainedNodes: !148)
!985 = !DILocalVariable(name: "this", arg: 1, scope: !984, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!986 = !DILocation(line: 0, scope: !984)
!987 = !DILocalVariable(name: "vtt", arg: 2, scope: !984, type: !854, flags: DIFlagArtificial)
!988 = !DILocation(line: 38, column: 8, scope: !989)
!989 = distinct !DILexicalBlock(scope: !984, file: !3, line: 38, column: 8)
!990 = !DILocation(line: 38, column: 8, scope: !984)
!991 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !433, file: !3, line: 120, type: !992, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !996, retainedNodes: !148)
!992 = !DISubroutineType(types: !993)
!993 = !{!6, !994, !6, !6}
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !995, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!995 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !433)
!996 = !DISubprogram(name: "operator()", scope: !433, file: !3, line: 120, type: !997, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!997 = !DISubroutineType(types: !998)
!998 = !{!627, !994, !6, !6}
!999 = !DILocalVariable(name: "this", arg: 1, scope: !991, type: !1000, flags: DIFlagArtificial | DIFlagObjectPointer)
!1000 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !995, size: 32)
!1001 = !DILocation(line: 0, scope: !991)
!1002 = !DILocalVariable(name: "acc", arg: 2, scope: !991, file: !3, line: 120, type: !6)
!1003 = !DILocation(line: 120, column: 25, scope: !991)
!1004 = !DILocalVariable(name: "v", arg: 3, scope: !991, file: !3, line: 120, type: !6)
!1005 = !DILocation(line: 120, column: 34, scope: !991)
!1006 = !DILocation(line: 120, column: 46, scope: !991)
!1007 = !DILocation(line: 120, column: 52, scope: !991)
!1008 = !DILocation(line: 120, column: 50, scope: !991)
!1009 = !DILocation(line: 120, column: 56, scope: !991)
!1010 = !DILocation(line: 120, column: 54, scope: !991)
!1011 = !DILocation(line: 120, column: 39, scope: !991)
!1012 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !442, file: !3, line: 122, type: !1013, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1016, retainedNodes: !148)
!1013 = !DISubroutineType(types: !1014)
!1014 = !{!6, !1015, !6, !6}
!1015 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !442, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1016 = !DISubprogram(name: "operator()", scope: !442, file: !3, line: 122, type: !1017, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!627, !1015, !6, !6}
!1019 = !DILocalVariable(name: "this", arg: 1, scope: !1012, type: !1020, flags: DIFlagArtificial | DIFlagObjectPointer)
!1020 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !442, size: 32)
!1021 = !DILocation(line: 0, scope: !1012)
!1022 = !DILocalVariable(name: "acc", arg: 2, scope: !1012, file: !3, line: 122, type: !6)
!1023 = !DILocation(line: 122, column: 32, scope: !1012)
!1024 = !DILocalVariable(name: "v", arg: 3, scope: !1012, file: !3, line: 122, type: !6)
!1025 = !DILocation(line: 122, column: 41, scope: !1012)
!1026 = !DILocation(line: 122, column: 56, scope: !1012)
!1027 = !DILocation(line: 122, column: 54, scope: !1012)
!1028 = !DILocation(line: 122, column: 75, scope: !1012)
!1029 = !DILocation(line: 122, column: 79, scope: !1012)
!1030 = !DILocation(line: 122, column: 83, scope: !1012)
!1031 = !DILocation(line: 122, column: 89, scope: !1012)
!1032 = !DILocation(line: 122, column: 87, scope: !1012)
!1033 = !DILocation(line: 122, column: 93, scope: !1012)
!1034 = !DILocation(line: 122, column: 68, scope: !1012)
