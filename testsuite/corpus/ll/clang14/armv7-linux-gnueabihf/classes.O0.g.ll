; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (%struct.Rect* (%struct.Rect*)* @_ZN4RectD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Rect*)* @_ZNK4Rect4nameEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Square* (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Square*)* @_ZNK6Square4nameEv to i8*)] }, comdat, align 4
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
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTT7Diamond = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC7Diamond0_4Left = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTC7Diamond8_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 4
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, comdat, align 4
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, comdat, align 4
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !142
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 !dbg !161 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !166, metadata !DIExpression()), !dbg !167
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !168, metadata !DIExpression()), !dbg !169
  %5 = load i8*, i8** %3, align 4, !dbg !170
  ret i8* %5, !dbg !171
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !172 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !186, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !188, metadata !DIExpression()), !dbg !189
  %5 = load i32, i32* %3, align 4, !dbg !190
  %6 = sext i32 %5 to i64, !dbg !190
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !191
  store i64 %6, i64* %7, align 8, !dbg !192
  %8 = load i32, i32* %3, align 4, !dbg !193
  %9 = mul nsw i32 %8, 2, !dbg !194
  %10 = sext i32 %9 to i64, !dbg !193
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !195
  store i64 %10, i64* %11, align 8, !dbg !196
  %12 = load i32, i32* %3, align 4, !dbg !197
  %13 = mul nsw i32 %12, 3, !dbg !198
  %14 = sext i32 %13 to i64, !dbg !197
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !199
  store i64 %14, i64* %15, align 8, !dbg !200
  %16 = load i32, i32* %3, align 4, !dbg !201
  %17 = sub nsw i32 0, %16, !dbg !202
  %18 = sext i32 %17 to i64, !dbg !202
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !203
  store i64 %18, i64* %19, align 8, !dbg !204
  call void @llvm.dbg.declare(metadata i32* %4, metadata !205, metadata !DIExpression()), !dbg !207
  store i32 0, i32* %4, align 4, !dbg !207
  br label %20, !dbg !208

20:                                               ; preds = %33, %2
  %21 = load i32, i32* %4, align 4, !dbg !209
  %22 = icmp slt i32 %21, 12, !dbg !211
  br i1 %22, label %23, label %36, !dbg !212

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4, !dbg !213
  %25 = load i32, i32* %4, align 4, !dbg !214
  %26 = add nsw i32 %24, %25, !dbg !215
  %27 = srem i32 %26, 26, !dbg !216
  %28 = add nsw i32 97, %27, !dbg !217
  %29 = trunc i32 %28 to i8, !dbg !218
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !219
  %31 = load i32, i32* %4, align 4, !dbg !220
  %32 = getelementptr inbounds [13 x i8], [13 x i8]* %30, i32 0, i32 %31, !dbg !221
  store i8 %29, i8* %32, align 1, !dbg !222
  br label %33, !dbg !221

33:                                               ; preds = %23
  %34 = load i32, i32* %4, align 4, !dbg !223
  %35 = add nsw i32 %34, 1, !dbg !223
  store i32 %35, i32* %4, align 4, !dbg !223
  br label %20, !dbg !224, !llvm.loop !225

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !228
  %38 = getelementptr inbounds [13 x i8], [13 x i8]* %37, i32 0, i32 12, !dbg !229
  store i8 0, i8* %38, align 4, !dbg !230
  ret void, !dbg !231
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) #0 !dbg !232 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to [6 x i64]*
  store [6 x i64] %0, [6 x i64]* %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !235, metadata !DIExpression()), !dbg !236
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, !dbg !237
  %5 = load i64, i64* %4, align 8, !dbg !237
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, !dbg !238
  %7 = load i64, i64* %6, align 8, !dbg !238
  %8 = add nsw i64 %5, %7, !dbg !239
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2, !dbg !240
  %10 = load i64, i64* %9, align 8, !dbg !240
  %11 = add nsw i64 %8, %10, !dbg !241
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3, !dbg !242
  %13 = load i64, i64* %12, align 8, !dbg !242
  %14 = add nsw i64 %11, %13, !dbg !243
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, !dbg !244
  %16 = getelementptr inbounds [13 x i8], [13 x i8]* %15, i32 0, i32 0, !dbg !245
  %17 = load i8, i8* %16, align 8, !dbg !245
  %18 = zext i8 %17 to i64, !dbg !245
  %19 = add nsw i64 %14, %18, !dbg !246
  ret i64 %19, !dbg !247
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias sret(%struct.Pair) align 4 %0, [2 x i32] %1) #0 !dbg !248 {
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !251, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !253, metadata !DIExpression()), !dbg !254
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !255
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !256
  %7 = load float, float* %6, align 4, !dbg !256
  %8 = fptosi float %7 to i32, !dbg !257
  store i32 %8, i32* %5, align 4, !dbg !255
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !255
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !258
  %11 = load i32, i32* %10, align 4, !dbg !258
  %12 = sitofp i32 %11 to float, !dbg !259
  store float %12, float* %9, align 4, !dbg !255
  ret void, !dbg !260
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @_Znwj(i32 noundef %0) #2 !dbg !261 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !266, metadata !DIExpression()), !dbg !267
  %3 = load i32, i32* %2, align 4, !dbg !268
  %4 = icmp ne i32 %3, 0, !dbg !268
  br i1 %4, label %5, label %7, !dbg !268

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !269
  br label %8, !dbg !268

7:                                                ; preds = %1
  br label %8, !dbg !268

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !268
  %10 = call i8* @malloc(i32 noundef %9), !dbg !270
  ret i8* %10, !dbg !271
}

declare i8* @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPv(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !272 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !275, metadata !DIExpression()), !dbg !276
  %3 = load i8*, i8** %2, align 4, !dbg !277
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !278

4:                                                ; preds = %1
  ret void, !dbg !279

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !278
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !278
  call void @__clang_call_terminate(i8* %7) #14, !dbg !278
  unreachable, !dbg !278
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

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_ZdlPvj(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !280 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !283, metadata !DIExpression()), !dbg !284
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !285, metadata !DIExpression()), !dbg !286
  %5 = load i8*, i8** %3, align 4, !dbg !287
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !288

6:                                                ; preds = %2
  ret void, !dbg !289

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          catch i8* null, !dbg !288
  %9 = extractvalue { i8*, i32 } %8, 0, !dbg !288
  call void @__clang_call_terminate(i8* %9) #14, !dbg !288
  unreachable, !dbg !288
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !290 {
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
  %31 = alloca %struct.Big, align 8
  %32 = alloca %struct.Big, align 8
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !291, metadata !DIExpression()), !dbg !296
  %37 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0, !dbg !297
  %38 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #15, !dbg !298, !heapallocsite !36
  %39 = bitcast i8* %38 to %struct.Rect*, !dbg !298
  %40 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %39, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %41 unwind label %91, !dbg !299

41:                                               ; preds = %0
  %42 = bitcast %struct.Rect* %39 to %struct.Shape*, !dbg !298
  store %struct.Shape* %42, %struct.Shape** %37, align 4, !dbg !297
  %43 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i32 1, !dbg !297
  %44 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #15, !dbg !300, !heapallocsite !71
  %45 = bitcast i8* %44 to %struct.Square*, !dbg !300
  %46 = invoke noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %45, double noundef 4.000000e+00)
          to label %47 unwind label %95, !dbg !301

47:                                               ; preds = %41
  %48 = bitcast %struct.Square* %45 to %struct.Shape*, !dbg !300
  store %struct.Shape* %48, %struct.Shape** %43, align 4, !dbg !297
  %49 = getelementptr inbounds %struct.Shape*, %struct.Shape** %43, i32 1, !dbg !297
  %50 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #15, !dbg !302, !heapallocsite !36
  %51 = bitcast i8* %50 to %struct.Rect*, !dbg !302
  %52 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %51, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %53 unwind label %99, !dbg !303

53:                                               ; preds = %47
  %54 = bitcast %struct.Rect* %51 to %struct.Shape*, !dbg !302
  store %struct.Shape* %54, %struct.Shape** %49, align 4, !dbg !297
  call void @llvm.dbg.declare(metadata double* %5, metadata !304, metadata !DIExpression()), !dbg !305
  store double 0.000000e+00, double* %5, align 8, !dbg !305
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %6, metadata !306, metadata !DIExpression()), !dbg !309
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 4, !dbg !310
  call void @llvm.dbg.declare(metadata %struct.Shape*** %7, metadata !311, metadata !DIExpression()), !dbg !309
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4, !dbg !313
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i32 0, i32 0, !dbg !313
  store %struct.Shape** %56, %struct.Shape*** %7, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata %struct.Shape*** %8, metadata !314, metadata !DIExpression()), !dbg !309
  %57 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4, !dbg !313
  %58 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %57, i32 0, i32 0, !dbg !313
  %59 = getelementptr inbounds %struct.Shape*, %struct.Shape** %58, i32 3, !dbg !313
  store %struct.Shape** %59, %struct.Shape*** %8, align 4, !dbg !313
  br label %60, !dbg !313

60:                                               ; preds = %88, %53
  %61 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !313
  %62 = load %struct.Shape**, %struct.Shape*** %8, align 4, !dbg !313
  %63 = icmp ne %struct.Shape** %61, %62, !dbg !313
  br i1 %63, label %64, label %103, !dbg !313

64:                                               ; preds = %60
  call void @llvm.dbg.declare(metadata %struct.Shape** %9, metadata !315, metadata !DIExpression()), !dbg !317
  %65 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !318
  %66 = load %struct.Shape*, %struct.Shape** %65, align 4, !dbg !318
  store %struct.Shape* %66, %struct.Shape** %9, align 4, !dbg !317
  %67 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !319
  %68 = bitcast %struct.Shape* %67 to i8* (%struct.Shape*)***, !dbg !321
  %69 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %68, align 4, !dbg !321
  %70 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %69, i64 3, !dbg !321
  %71 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %70, align 4, !dbg !321
  %72 = call noundef i8* %71(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %67), !dbg !321
  %73 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !322
  %74 = bitcast %struct.Shape* %73 to double (%struct.Shape*)***, !dbg !323
  %75 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %74, align 4, !dbg !323
  %76 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %75, i64 2, !dbg !323
  %77 = load double (%struct.Shape*)*, double (%struct.Shape*)** %76, align 4, !dbg !323
  %78 = call noundef double %77(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %73), !dbg !323
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef %72, double noundef %78), !dbg !324
  %80 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !325
  %81 = bitcast %struct.Shape* %80 to double (%struct.Shape*)***, !dbg !326
  %82 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %81, align 4, !dbg !326
  %83 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %82, i64 2, !dbg !326
  %84 = load double (%struct.Shape*)*, double (%struct.Shape*)** %83, align 4, !dbg !326
  %85 = call noundef double %84(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %80), !dbg !326
  %86 = load double, double* %5, align 8, !dbg !327
  %87 = fadd double %86, %85, !dbg !327
  store double %87, double* %5, align 8, !dbg !327
  br label %88, !dbg !328

88:                                               ; preds = %64
  %89 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !313
  %90 = getelementptr inbounds %struct.Shape*, %struct.Shape** %89, i32 1, !dbg !313
  store %struct.Shape** %90, %struct.Shape*** %7, align 4, !dbg !313
  br label %60, !dbg !313, !llvm.loop !329

91:                                               ; preds = %0
  %92 = landingpad { i8*, i32 }
          cleanup, !dbg !331
  %93 = extractvalue { i8*, i32 } %92, 0, !dbg !331
  store i8* %93, i8** %3, align 4, !dbg !331
  %94 = extractvalue { i8*, i32 } %92, 1, !dbg !331
  store i32 %94, i32* %4, align 4, !dbg !331
  call void @_ZdlPv(i8* noundef %38) #16, !dbg !298
  br label %312, !dbg !298

95:                                               ; preds = %41
  %96 = landingpad { i8*, i32 }
          cleanup, !dbg !331
  %97 = extractvalue { i8*, i32 } %96, 0, !dbg !331
  store i8* %97, i8** %3, align 4, !dbg !331
  %98 = extractvalue { i8*, i32 } %96, 1, !dbg !331
  store i32 %98, i32* %4, align 4, !dbg !331
  call void @_ZdlPv(i8* noundef %44) #16, !dbg !300
  br label %312, !dbg !300

99:                                               ; preds = %47
  %100 = landingpad { i8*, i32 }
          cleanup, !dbg !331
  %101 = extractvalue { i8*, i32 } %100, 0, !dbg !331
  store i8* %101, i8** %3, align 4, !dbg !331
  %102 = extractvalue { i8*, i32 } %100, 1, !dbg !331
  store i32 %102, i32* %4, align 4, !dbg !331
  call void @_ZdlPv(i8* noundef %50) #16, !dbg !302
  br label %312, !dbg !302

103:                                              ; preds = %60
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %10, metadata !332, metadata !DIExpression()), !dbg !334
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 4, !dbg !335
  call void @llvm.dbg.declare(metadata %struct.Shape*** %11, metadata !336, metadata !DIExpression()), !dbg !334
  %104 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4, !dbg !337
  %105 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %104, i32 0, i32 0, !dbg !337
  store %struct.Shape** %105, %struct.Shape*** %11, align 4, !dbg !337
  call void @llvm.dbg.declare(metadata %struct.Shape*** %12, metadata !338, metadata !DIExpression()), !dbg !334
  %106 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4, !dbg !337
  %107 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %106, i32 0, i32 0, !dbg !337
  %108 = getelementptr inbounds %struct.Shape*, %struct.Shape** %107, i32 3, !dbg !337
  store %struct.Shape** %108, %struct.Shape*** %12, align 4, !dbg !337
  br label %109, !dbg !337

109:                                              ; preds = %124, %103
  %110 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !337
  %111 = load %struct.Shape**, %struct.Shape*** %12, align 4, !dbg !337
  %112 = icmp ne %struct.Shape** %110, %111, !dbg !337
  br i1 %112, label %113, label %127, !dbg !337

113:                                              ; preds = %109
  call void @llvm.dbg.declare(metadata %struct.Shape** %13, metadata !339, metadata !DIExpression()), !dbg !341
  %114 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !342
  %115 = load %struct.Shape*, %struct.Shape** %114, align 4, !dbg !342
  store %struct.Shape* %115, %struct.Shape** %13, align 4, !dbg !341
  %116 = load %struct.Shape*, %struct.Shape** %13, align 4, !dbg !343
  %117 = icmp eq %struct.Shape* %116, null, !dbg !344
  br i1 %117, label %123, label %118, !dbg !344

118:                                              ; preds = %113
  %119 = bitcast %struct.Shape* %116 to void (%struct.Shape*)***, !dbg !344
  %120 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %119, align 4, !dbg !344
  %121 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %120, i64 1, !dbg !344
  %122 = load void (%struct.Shape*)*, void (%struct.Shape*)** %121, align 4, !dbg !344
  call void %122(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %116) #13, !dbg !344
  br label %123, !dbg !344

123:                                              ; preds = %118, %113
  br label %124, !dbg !345

124:                                              ; preds = %123
  %125 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !337
  %126 = getelementptr inbounds %struct.Shape*, %struct.Shape** %125, i32 1, !dbg !337
  store %struct.Shape** %126, %struct.Shape*** %11, align 4, !dbg !337
  br label %109, !dbg !337, !llvm.loop !346

127:                                              ; preds = %109
  %128 = load double, double* %5, align 8, !dbg !348
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %128), !dbg !349
  call void @llvm.dbg.declare(metadata %struct.Widget* %14, metadata !350, metadata !DIExpression()), !dbg !351
  %130 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %14) #13, !dbg !351
  call void @llvm.dbg.declare(metadata %struct.Counted** %15, metadata !352, metadata !DIExpression()), !dbg !354
  %131 = icmp eq %struct.Widget* %14, null, !dbg !355
  br i1 %131, label %136, label %132, !dbg !355

132:                                              ; preds = %127
  %133 = bitcast %struct.Widget* %14 to i8*, !dbg !355
  %134 = getelementptr inbounds i8, i8* %133, i32 8, !dbg !355
  %135 = bitcast i8* %134 to %struct.Counted*, !dbg !355
  br label %136, !dbg !355

136:                                              ; preds = %132, %127
  %137 = phi %struct.Counted* [ %135, %132 ], [ null, %127 ], !dbg !355
  store %struct.Counted* %137, %struct.Counted** %15, align 4, !dbg !354
  call void @llvm.dbg.declare(metadata %struct.Named** %16, metadata !356, metadata !DIExpression()), !dbg !358
  %138 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !359
  store %struct.Named* %138, %struct.Named** %16, align 4, !dbg !358
  %139 = load %struct.Counted*, %struct.Counted** %15, align 4, !dbg !360
  %140 = bitcast %struct.Counted* %139 to void (%struct.Counted*)***, !dbg !361
  %141 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %140, align 4, !dbg !361
  %142 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %141, i64 0, !dbg !361
  %143 = load void (%struct.Counted*)*, void (%struct.Counted*)** %142, align 4, !dbg !361
  call void %143(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %139), !dbg !361
  %144 = load %struct.Counted*, %struct.Counted** %15, align 4, !dbg !362
  %145 = bitcast %struct.Counted* %144 to void (%struct.Counted*)***, !dbg !363
  %146 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %145, align 4, !dbg !363
  %147 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %146, i64 0, !dbg !363
  %148 = load void (%struct.Counted*)*, void (%struct.Counted*)** %147, align 4, !dbg !363
  call void %148(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %144), !dbg !363
  %149 = load %struct.Named*, %struct.Named** %16, align 4, !dbg !364
  %150 = bitcast %struct.Named* %149 to i8* (%struct.Named*)***, !dbg !365
  %151 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %150, align 4, !dbg !365
  %152 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %151, i64 0, !dbg !365
  %153 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, align 4, !dbg !365
  %154 = call noundef i8* %153(%struct.Named* noundef nonnull align 4 dereferenceable(8) %149), !dbg !365
  %155 = bitcast %struct.Widget* %14 to i8*, !dbg !366
  %156 = getelementptr inbounds i8, i8* %155, i32 8, !dbg !366
  %157 = bitcast i8* %156 to %struct.Counted*, !dbg !366
  %158 = getelementptr inbounds %struct.Counted, %struct.Counted* %157, i32 0, i32 1, !dbg !367
  %159 = load i32, i32* %158, align 4, !dbg !367
  %160 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !368
  %161 = getelementptr inbounds %struct.Named, %struct.Named* %160, i32 0, i32 1, !dbg !369
  %162 = load i32, i32* %161, align 4, !dbg !369
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %154, i32 noundef %159, i32 noundef %162), !dbg !370
  call void @llvm.dbg.declare(metadata %struct.Diamond* %17, metadata !371, metadata !DIExpression()), !dbg !372
  %164 = call noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !372
  call void @llvm.dbg.declare(metadata %struct.Base** %18, metadata !373, metadata !DIExpression()), !dbg !375
  %165 = icmp eq %struct.Diamond* %17, null, !dbg !376
  br i1 %165, label %175, label %166, !dbg !376

166:                                              ; preds = %136
  %167 = bitcast %struct.Diamond* %17 to i8**, !dbg !376
  %168 = load i8*, i8** %167, align 4, !dbg !376
  %169 = getelementptr i8, i8* %168, i64 -12, !dbg !376
  %170 = bitcast i8* %169 to i32*, !dbg !376
  %171 = load i32, i32* %170, align 4, !dbg !376
  %172 = bitcast %struct.Diamond* %17 to i8*, !dbg !376
  %173 = getelementptr inbounds i8, i8* %172, i32 %171, !dbg !376
  %174 = bitcast i8* %173 to %struct.Base*, !dbg !376
  br label %175, !dbg !376

175:                                              ; preds = %166, %136
  %176 = phi %struct.Base* [ %174, %166 ], [ null, %136 ], !dbg !376
  store %struct.Base* %176, %struct.Base** %18, align 4, !dbg !375
  call void @llvm.dbg.declare(metadata %struct.Left** %19, metadata !377, metadata !DIExpression()), !dbg !379
  %177 = bitcast %struct.Diamond* %17 to %struct.Left*, !dbg !380
  store %struct.Left* %177, %struct.Left** %19, align 4, !dbg !379
  %178 = load %struct.Base*, %struct.Base** %18, align 4, !dbg !381
  %179 = bitcast %struct.Base* %178 to i32 (%struct.Base*)***, !dbg !382
  %180 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %179, align 4, !dbg !382
  %181 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %180, i64 0, !dbg !382
  %182 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %181, align 4, !dbg !382
  %183 = invoke noundef i32 %182(%struct.Base* noundef nonnull align 4 dereferenceable(8) %178)
          to label %184 unwind label %205, !dbg !382

184:                                              ; preds = %175
  %185 = load %struct.Left*, %struct.Left** %19, align 4, !dbg !383
  %186 = bitcast %struct.Left* %185 to i32 (%struct.Left*)***, !dbg !384
  %187 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %186, align 4, !dbg !384
  %188 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %187, i64 0, !dbg !384
  %189 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %188, align 4, !dbg !384
  %190 = invoke noundef i32 %189(%struct.Left* noundef nonnull align 4 dereferenceable(8) %185)
          to label %191 unwind label %205, !dbg !384

191:                                              ; preds = %184
  %192 = bitcast %struct.Diamond* %17 to i8*, !dbg !385
  %193 = getelementptr inbounds i8, i8* %192, i32 8, !dbg !385
  %194 = bitcast i8* %193 to %struct.Right*, !dbg !385
  %195 = getelementptr inbounds %struct.Right, %struct.Right* %194, i32 0, i32 1, !dbg !386
  %196 = load i32, i32* %195, align 4, !dbg !386
  %197 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %183, i32 noundef %190, i32 noundef %196)
          to label %198 unwind label %205, !dbg !387

198:                                              ; preds = %191
  %199 = load %struct.Base*, %struct.Base** %18, align 4, !dbg !388
  %200 = icmp eq %struct.Base* %199, null, !dbg !389
  br i1 %200, label %210, label %201, !dbg !389

201:                                              ; preds = %198
  %202 = bitcast %struct.Base* %199 to i8*, !dbg !389
  %203 = call i8* @__dynamic_cast(i8* %202, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #13, !dbg !389
  %204 = bitcast i8* %203 to %struct.Right*, !dbg !389
  br label %211, !dbg !389

205:                                              ; preds = %305, %301, %299, %297, %286, %277, %275, %273, %271, %269, %266, %264, %262, %260, %256, %254, %252, %250, %247, %240, %230, %220, %211, %191, %184, %175
  %206 = landingpad { i8*, i32 }
          cleanup, !dbg !331
  %207 = extractvalue { i8*, i32 } %206, 0, !dbg !331
  store i8* %207, i8** %3, align 4, !dbg !331
  %208 = extractvalue { i8*, i32 } %206, 1, !dbg !331
  store i32 %208, i32* %4, align 4, !dbg !331
  %209 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !331
  br label %312, !dbg !331

210:                                              ; preds = %198
  br label %211, !dbg !389

211:                                              ; preds = %210, %201
  %212 = phi %struct.Right* [ %204, %201 ], [ null, %210 ], !dbg !389
  %213 = icmp ne %struct.Right* %212, null, !dbg !390
  %214 = zext i1 %213 to i32, !dbg !389
  %215 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %214)
          to label %216 unwind label %205, !dbg !391

216:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata %struct.Array* %20, metadata !392, metadata !DIExpression()), !dbg !414
  call void @llvm.dbg.declare(metadata i32* %21, metadata !415, metadata !DIExpression()), !dbg !417
  store i32 0, i32* %21, align 4, !dbg !417
  br label %217, !dbg !418

217:                                              ; preds = %227, %216
  %218 = load i32, i32* %21, align 4, !dbg !419
  %219 = icmp slt i32 %218, 8, !dbg !421
  br i1 %219, label %220, label %230, !dbg !422

220:                                              ; preds = %217
  %221 = load i32, i32* %21, align 4, !dbg !423
  %222 = load i32, i32* %21, align 4, !dbg !424
  %223 = mul nsw i32 %221, %222, !dbg !425
  %224 = load i32, i32* %21, align 4, !dbg !426
  %225 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %224)
          to label %226 unwind label %205, !dbg !427

226:                                              ; preds = %220
  store i32 %223, i32* %225, align 4, !dbg !428
  br label %227, !dbg !427

227:                                              ; preds = %226
  %228 = load i32, i32* %21, align 4, !dbg !429
  %229 = add nsw i32 %228, 1, !dbg !429
  store i32 %229, i32* %21, align 4, !dbg !429
  br label %217, !dbg !430, !llvm.loop !431

230:                                              ; preds = %217
  call void @llvm.dbg.declare(metadata i32* %22, metadata !433, metadata !DIExpression()), !dbg !434
  store i32 7, i32* %22, align 4, !dbg !434
  call void @llvm.dbg.declare(metadata %class.anon* %23, metadata !435, metadata !DIExpression()), !dbg !439
  %231 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0, !dbg !440
  %232 = load i32, i32* %22, align 4, !dbg !441
  store i32 %232, i32* %231, align 4, !dbg !440
  call void @llvm.dbg.declare(metadata i32* %24, metadata !442, metadata !DIExpression()), !dbg !443
  store i32 0, i32* %24, align 4, !dbg !443
  call void @llvm.dbg.declare(metadata %class.anon.0* %25, metadata !444, metadata !DIExpression()), !dbg !448
  %233 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0, !dbg !449
  store i32* %24, i32** %233, align 4, !dbg !449
  %234 = bitcast %class.anon* %26 to i8*, !dbg !450
  %235 = bitcast %class.anon* %23 to i8*, !dbg !450
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %234, i8* align 4 %235, i32 4, i1 false), !dbg !450
  %236 = getelementptr inbounds %class.anon, %class.anon* %26, i32 0, i32 0, !dbg !451
  %237 = bitcast i32* %236 to [1 x i32]*, !dbg !451
  %238 = load [1 x i32], [1 x i32]* %237, align 4, !dbg !451
  %239 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, [1 x i32] %238)
          to label %240 unwind label %205, !dbg !451

240:                                              ; preds = %230
  %241 = bitcast %class.anon.0* %27 to i8*, !dbg !452
  %242 = bitcast %class.anon.0* %25 to i8*, !dbg !452
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %241, i8* align 4 %242, i32 4, i1 false), !dbg !452
  %243 = getelementptr inbounds %class.anon.0, %class.anon.0* %27, i32 0, i32 0, !dbg !453
  %244 = bitcast i32** %243 to [1 x i32]*, !dbg !453
  %245 = load [1 x i32], [1 x i32]* %244, align 4, !dbg !453
  %246 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, [1 x i32] %245)
          to label %247 unwind label %205, !dbg !453

247:                                              ; preds = %240
  %248 = load i32, i32* %24, align 4, !dbg !454
  %249 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %239, i32 noundef %246, i32 noundef %248)
          to label %250 unwind label %205, !dbg !455

250:                                              ; preds = %247
  call void @llvm.dbg.declare(metadata %class.anon.1* %28, metadata !456, metadata !DIExpression()), !dbg !458
  %251 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %252 unwind label %205, !dbg !459

252:                                              ; preds = %250
  %253 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %254 unwind label %205, !dbg !460

254:                                              ; preds = %252
  %255 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %251, double noundef %253)
          to label %256 unwind label %205, !dbg !461

256:                                              ; preds = %254
  call void @llvm.dbg.declare(metadata i32 (i32)** %29, metadata !462, metadata !DIExpression()), !dbg !466
  %257 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !467
  store i32 (i32)* %257, i32 (i32)** %29, align 4, !dbg !466
  %258 = load i32 (i32)*, i32 (i32)** %29, align 4, !dbg !468
  %259 = invoke noundef i32 %258(i32 noundef 14)
          to label %260 unwind label %205, !dbg !468

260:                                              ; preds = %256
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %259)
          to label %262 unwind label %205, !dbg !469

262:                                              ; preds = %260
  %263 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %264 unwind label %205, !dbg !470

264:                                              ; preds = %262
  %265 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %266 unwind label %205, !dbg !471

266:                                              ; preds = %264
  %267 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0)), !dbg !472
  %268 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef %263, double noundef %265, i8* noundef %267)
          to label %269 unwind label %205, !dbg !473

269:                                              ; preds = %266
  %270 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef zeroext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0))
          to label %271 unwind label %205, !dbg !474

271:                                              ; preds = %269
  %272 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %273 unwind label %205, !dbg !475

273:                                              ; preds = %271
  %274 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %275 unwind label %205, !dbg !476

275:                                              ; preds = %273
  %276 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %270, i8* noundef %272, i8* noundef %274)
          to label %277 unwind label %205, !dbg !477

277:                                              ; preds = %275
  call void @llvm.dbg.declare(metadata %struct.Big* %31, metadata !478, metadata !DIExpression()), !dbg !479
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 8 %31, i32 noundef 5), !dbg !480
  %278 = bitcast %struct.Big* %32 to i8*, !dbg !481
  %279 = bitcast %struct.Big* %31 to i8*, !dbg !481
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %278, i8* align 8 %279, i32 48, i1 false), !dbg !481
  %280 = bitcast %struct.Big* %32 to [6 x i64]*, !dbg !482
  %281 = load [6 x i64], [6 x i64]* %280, align 8, !dbg !482
  %282 = call noundef i64 @_Z7sum_big3Big([6 x i64] %281), !dbg !482
  %283 = getelementptr inbounds %struct.Big, %struct.Big* %31, i32 0, i32 4, !dbg !483
  %284 = getelementptr inbounds [13 x i8], [13 x i8]* %283, i32 0, i32 0, !dbg !484
  %285 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %282, i8* noundef %284)
          to label %286 unwind label %205, !dbg !485

286:                                              ; preds = %277
  call void @llvm.dbg.declare(metadata %struct.Pair* %33, metadata !486, metadata !DIExpression()), !dbg !487
  %287 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0, !dbg !488
  store i32 3, i32* %287, align 4, !dbg !488
  %288 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1, !dbg !488
  store float 9.500000e+00, float* %288, align 4, !dbg !488
  %289 = bitcast %struct.Pair* %34 to [2 x i32]*, !dbg !489
  %290 = load [2 x i32], [2 x i32]* %289, align 4, !dbg !489
  call void @_Z9swap_pair4Pair(%struct.Pair* sret(%struct.Pair) align 4 %33, [2 x i32] %290), !dbg !489
  %291 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 0, !dbg !490
  %292 = load i32, i32* %291, align 4, !dbg !490
  %293 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 1, !dbg !491
  %294 = load float, float* %293, align 4, !dbg !491
  %295 = fpext float %294 to double, !dbg !492
  %296 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %292, double noundef %295)
          to label %297 unwind label %205, !dbg !493

297:                                              ; preds = %286
  call void @llvm.dbg.declare(metadata i32* %35, metadata !494, metadata !DIExpression()), !dbg !495
  %298 = invoke noundef i32 @_ZL7counterv()
          to label %299 unwind label %205, !dbg !496

299:                                              ; preds = %297
  store i32 %298, i32* %35, align 4, !dbg !495
  call void @llvm.dbg.declare(metadata i32* %36, metadata !497, metadata !DIExpression()), !dbg !498
  %300 = invoke noundef i32 @_ZL7counterv()
          to label %301 unwind label %205, !dbg !499

301:                                              ; preds = %299
  store i32 %300, i32* %36, align 4, !dbg !498
  %302 = load i32, i32* %35, align 4, !dbg !500
  %303 = load i32, i32* %36, align 4, !dbg !501
  %304 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %305 unwind label %205, !dbg !502

305:                                              ; preds = %301
  %306 = getelementptr inbounds %struct.Registry, %struct.Registry* %304, i32 0, i32 0, !dbg !503
  %307 = load i32, i32* %306, align 4, !dbg !503
  %308 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %302, i32 noundef %303, i32 noundef %307)
          to label %309 unwind label %205, !dbg !504

309:                                              ; preds = %305
  store i32 0, i32* %1, align 4, !dbg !505
  %310 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !331
  %311 = load i32, i32* %1, align 4, !dbg !331
  ret i32 %311, !dbg !331

312:                                              ; preds = %205, %99, %95, %91
  %313 = load i8*, i8** %3, align 4, !dbg !298
  %314 = load i32, i32* %4, align 4, !dbg !298
  %315 = insertvalue { i8*, i32 } undef, i8* %313, 0, !dbg !298
  %316 = insertvalue { i8*, i32 } %315, i32 %314, 1, !dbg !298
  resume { i8*, i32 } %316, !dbg !298
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #7 comdat align 2 !dbg !506 {
  %4 = alloca %struct.Rect*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !507, metadata !DIExpression()), !dbg !509
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !510, metadata !DIExpression()), !dbg !511
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !512, metadata !DIExpression()), !dbg !513
  %7 = load %struct.Rect*, %struct.Rect** %4, align 4
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !514
  %9 = call noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %8) #13, !dbg !515
  %10 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !514
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !514
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !516
  %12 = load double, double* %5, align 8, !dbg !517
  store double %12, double* %11, align 8, !dbg !516
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !518
  %14 = load double, double* %6, align 8, !dbg !519
  store double %14, double* %13, align 8, !dbg !518
  ret %struct.Rect* %7, !dbg !520
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #7 comdat align 2 !dbg !521 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !522, metadata !DIExpression()), !dbg !524
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !525, metadata !DIExpression()), !dbg !526
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !527
  %7 = load double, double* %4, align 8, !dbg !528
  %8 = load double, double* %4, align 8, !dbg !529
  %9 = call noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %7, double noundef %8), !dbg !530
  %10 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !527
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !527
  ret %struct.Square* %5, !dbg !531
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !532 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !534, metadata !DIExpression()), !dbg !536
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !537
  %5 = call noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !537
  %6 = bitcast %struct.Widget* %3 to i8*, !dbg !537
  %7 = getelementptr inbounds i8, i8* %6, i32 8, !dbg !537
  %8 = bitcast i8* %7 to %struct.Counted*, !dbg !537
  %9 = call noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !537
  %10 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !537
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !537
  %11 = bitcast %struct.Widget* %3 to i8*, !dbg !537
  %12 = getelementptr inbounds i8, i8* %11, i32 8, !dbg !537
  %13 = bitcast i8* %12 to i32 (...)***, !dbg !537
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4, !dbg !537
  ret %struct.Widget* %3, !dbg !537
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !538 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !543, metadata !DIExpression()), !dbg !545
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !546
  %5 = getelementptr inbounds i8, i8* %4, i32 20, !dbg !546
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !546
  %7 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !546
  %8 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !546
  %9 = call noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !546
  %10 = bitcast %struct.Diamond* %3 to i8*, !dbg !546
  %11 = getelementptr inbounds i8, i8* %10, i32 8, !dbg !546
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !546
  %13 = call noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !546
  %14 = bitcast %struct.Diamond* %3 to i32 (...)***, !dbg !546
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !546
  %15 = bitcast %struct.Diamond* %3 to i8*, !dbg !546
  %16 = getelementptr inbounds i8, i8* %15, i32 20, !dbg !546
  %17 = bitcast i8* %16 to i32 (...)***, !dbg !546
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !546
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !546
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !546
  %20 = bitcast i8* %19 to i32 (...)***, !dbg !546
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %20, align 4, !dbg !546
  %21 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !547
  store i32 4, i32* %21, align 4, !dbg !547
  ret %struct.Diamond* %3, !dbg !546
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !548 {
  %3 = alloca %struct.Array*, align 4
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %3, metadata !549, metadata !DIExpression()), !dbg !551
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !552, metadata !DIExpression()), !dbg !553
  %5 = load %struct.Array*, %struct.Array** %3, align 4
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !554
  %7 = load i32, i32* %4, align 4, !dbg !555
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i32 0, i32 %7, !dbg !554
  ret i32* %8, !dbg !556
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #9 align 2 !dbg !557 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  %9 = bitcast i32* %8 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %9, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !563, metadata !DIExpression()), !dbg !565
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !566, metadata !DIExpression()), !dbg !567
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !568, metadata !DIExpression()), !dbg !569
  %10 = load %struct.Array*, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !570, metadata !DIExpression()), !dbg !572
  store i32 0, i32* %7, align 4, !dbg !572
  br label %11, !dbg !573

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %7, align 4, !dbg !574
  %13 = icmp slt i32 %12, 8, !dbg !576
  br i1 %13, label %14, label %24, !dbg !577

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4, !dbg !578
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !579
  %17 = load i32, i32* %7, align 4, !dbg !580
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %17, !dbg !579
  %19 = load i32, i32* %18, align 4, !dbg !579
  %20 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %15, i32 noundef %19), !dbg !581
  store i32 %20, i32* %6, align 4, !dbg !582
  br label %21, !dbg !583

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4, !dbg !584
  %23 = add nsw i32 %22, 1, !dbg !584
  store i32 %23, i32* %7, align 4, !dbg !584
  br label %11, !dbg !585, !llvm.loop !586

24:                                               ; preds = %11
  %25 = load i32, i32* %6, align 4, !dbg !588
  ret i32 %25, !dbg !589
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #9 align 2 !dbg !590 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = bitcast i32** %8 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %9, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !596, metadata !DIExpression()), !dbg !597
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !598, metadata !DIExpression()), !dbg !599
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !600, metadata !DIExpression()), !dbg !601
  %10 = load %struct.Array*, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !602, metadata !DIExpression()), !dbg !604
  store i32 0, i32* %7, align 4, !dbg !604
  br label %11, !dbg !605

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %7, align 4, !dbg !606
  %13 = icmp slt i32 %12, 8, !dbg !608
  br i1 %13, label %14, label %24, !dbg !609

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4, !dbg !610
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !611
  %17 = load i32, i32* %7, align 4, !dbg !612
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %17, !dbg !611
  %19 = load i32, i32* %18, align 4, !dbg !611
  %20 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %15, i32 noundef %19), !dbg !613
  store i32 %20, i32* %6, align 4, !dbg !614
  br label %21, !dbg !615

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4, !dbg !616
  %23 = add nsw i32 %22, 1, !dbg !616
  store i32 %23, i32* %7, align 4, !dbg !616
  br label %11, !dbg !617, !llvm.loop !618

24:                                               ; preds = %11
  %25 = load i32, i32* %6, align 4, !dbg !620
  ret i32 %25, !dbg !621
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !622 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !633, metadata !DIExpression()), !dbg !635
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !636, metadata !DIExpression()), !dbg !637
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !638
  %7 = load i32, i32* %4, align 4, !dbg !639
  %8 = add nsw i32 %6, %7, !dbg !640
  ret i32 %8, !dbg !641
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !642 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !650, metadata !DIExpression()), !dbg !651
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !652, metadata !DIExpression()), !dbg !653
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load double, double* %4, align 8, !dbg !654
  %7 = load double, double* %4, align 8, !dbg !655
  %8 = fadd double %6, %7, !dbg !656
  ret double %8, !dbg !657
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !658 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !665, metadata !DIExpression()), !dbg !667
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi", !dbg !668
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !669 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !673, metadata !DIExpression()), !dbg !674
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !675, metadata !DIExpression()), !dbg !676
  %5 = load i32, i32* %3, align 4, !dbg !677
  %6 = load i32, i32* %4, align 4, !dbg !678
  %7 = icmp slt i32 %5, %6, !dbg !679
  br i1 %7, label %8, label %10, !dbg !677

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !680
  br label %12, !dbg !677

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !681
  br label %12, !dbg !677

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !677
  ret i32 %13, !dbg !682
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !683 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !688, metadata !DIExpression()), !dbg !689
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !690, metadata !DIExpression()), !dbg !691
  %5 = load double, double* %3, align 8, !dbg !692
  %6 = load double, double* %4, align 8, !dbg !693
  %7 = fcmp olt double %5, %6, !dbg !694
  br i1 %7, label %8, label %10, !dbg !692

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8, !dbg !695
  br label %12, !dbg !692

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8, !dbg !696
  br label %12, !dbg !692

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !692
  ret double %13, !dbg !697
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef zeroext %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !698 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !708, metadata !DIExpression()), !dbg !709
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !710, metadata !DIExpression()), !dbg !709
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !711, metadata !DIExpression()), !dbg !709
  store i8* %3, i8** %8, align 4
  call void @llvm.dbg.declare(metadata i8** %8, metadata !712, metadata !DIExpression()), !dbg !709
  ret i32 4, !dbg !713
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat align 2 !dbg !714 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), !dbg !720
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat align 2 !dbg !721 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), !dbg !725
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !726
  %4 = and i8 %3, 1, !dbg !726
  %5 = icmp eq i8 %4, 0, !dbg !726
  br i1 %5, label %6, label %14, !dbg !726, !prof !727

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL7countervE1n) #13, !dbg !726
  %8 = icmp ne i32 %7, 0, !dbg !726
  br i1 %8, label %9, label %14, !dbg !726

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %11 unwind label %17, !dbg !728

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.Registry, %struct.Registry* %10, i32 0, i32 0, !dbg !729
  %13 = load i32, i32* %12, align 4, !dbg !729
  store i32 %13, i32* @_ZZL7countervE1n, align 4, !dbg !726
  call void @__cxa_guard_release(i32* @_ZGVZL7countervE1n) #13, !dbg !726
  br label %14, !dbg !726

14:                                               ; preds = %11, %6, %0
  %15 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !730
  %16 = add nsw i32 %15, 1, !dbg !730
  store i32 %16, i32* @_ZZL7countervE1n, align 4, !dbg !730
  ret i32 %16, !dbg !731

17:                                               ; preds = %9
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !732
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !732
  store i8* %19, i8** %1, align 4, !dbg !732
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !732
  store i32 %20, i32* %2, align 4, !dbg !732
  call void @__cxa_guard_abort(i32* @_ZGVZL7countervE1n) #13, !dbg !726
  br label %21, !dbg !726

21:                                               ; preds = %17
  %22 = load i8*, i8** %1, align 4, !dbg !726
  %23 = load i32, i32* %2, align 4, !dbg !726
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0, !dbg !726
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1, !dbg !726
  resume { i8*, i32 } %25, !dbg !726
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !733
  %4 = and i8 %3, 1, !dbg !733
  %5 = icmp eq i8 %4, 0, !dbg !733
  br i1 %5, label %6, label %13, !dbg !733, !prof !727

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL8registryvE1r) #13, !dbg !733
  %8 = icmp ne i32 %7, 0, !dbg !733
  br i1 %8, label %9, label %13, !dbg !733

9:                                                ; preds = %6
  %10 = invoke noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %11 unwind label %14, !dbg !734

11:                                               ; preds = %9
  %12 = call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Registry* (%struct.Registry*)* @_ZN8RegistryD2Ev to void (i8*)*), i8* bitcast (%struct.Registry* @_ZZL8registryvE1r to i8*), i8* @__dso_handle) #13, !dbg !733
  call void @__cxa_guard_release(i32* @_ZGVZL8registryvE1r) #13, !dbg !733
  br label %13, !dbg !733

13:                                               ; preds = %11, %6, %0
  ret %struct.Registry* @_ZZL8registryvE1r, !dbg !735

14:                                               ; preds = %9
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !736
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !736
  store i8* %16, i8** %1, align 4, !dbg !736
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !736
  store i32 %17, i32* %2, align 4, !dbg !736
  call void @__cxa_guard_abort(i32* @_ZGVZL8registryvE1r) #13, !dbg !733
  br label %18, !dbg !733

18:                                               ; preds = %14
  %19 = load i8*, i8** %1, align 4, !dbg !733
  %20 = load i32, i32* %2, align 4, !dbg !733
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !733
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !733
  resume { i8*, i32 } %22, !dbg !733
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !737 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !739, metadata !DIExpression()), !dbg !740
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #13, !dbg !741
  %5 = bitcast %struct.Diamond* %3 to i8*, !dbg !741
  %6 = getelementptr inbounds i8, i8* %5, i32 20, !dbg !741
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !741
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !741
  ret %struct.Diamond* %3, !dbg !741
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !742 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !744, metadata !DIExpression()), !dbg !745
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !746
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !746
  ret %struct.Shape* %3, !dbg !746
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !747 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !751, metadata !DIExpression()), !dbg !752
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !753
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #13, !dbg !753
  ret %struct.Rect* %3, !dbg !755
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !756 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !757, metadata !DIExpression()), !dbg !758
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !759
  %5 = bitcast %struct.Rect* %3 to i8*, !dbg !759
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !759
  ret void, !dbg !759
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !760 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !761, metadata !DIExpression()), !dbg !763
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !764
  %5 = load double, double* %4, align 8, !dbg !764
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !765
  %7 = load double, double* %6, align 8, !dbg !765
  %8 = fmul double %5, %7, !dbg !766
  ret double %8, !dbg !767
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !768 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !769, metadata !DIExpression()), !dbg !770
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), !dbg !771
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !772 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !773, metadata !DIExpression()), !dbg !774
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3, !dbg !775
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !776 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !777, metadata !DIExpression()), !dbg !778
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #14, !dbg !779
  unreachable, !dbg !779
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !780 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !781, metadata !DIExpression()), !dbg !783
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), !dbg !784
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !785 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !789, metadata !DIExpression()), !dbg !790
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !791
  %5 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !791
  ret %struct.Square* %3, !dbg !793
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !794 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !795, metadata !DIExpression()), !dbg !796
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !797
  %5 = bitcast %struct.Square* %3 to i8*, !dbg !797
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !797
  ret void, !dbg !797
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !798 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !799, metadata !DIExpression()), !dbg !801
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !802
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !803 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !808, metadata !DIExpression()), !dbg !809
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !810
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !810
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !811
  store i32 5, i32* %5, align 4, !dbg !811
  ret %struct.Named* %3, !dbg !810
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !812 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !814, metadata !DIExpression()), !dbg !815
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !816
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !816
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !817
  store i32 0, i32* %5, align 4, !dbg !817
  ret %struct.Counted* %3, !dbg !816
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !818 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !819, metadata !DIExpression()), !dbg !821
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), !dbg !822
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !823 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !824, metadata !DIExpression()), !dbg !825
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !826
  %5 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !826
  %6 = bitcast i8* %5 to %struct.Counted*, !dbg !826
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1, !dbg !826
  %8 = load i32, i32* %7, align 4, !dbg !827
  %9 = add nsw i32 %8, 10, !dbg !827
  store i32 %9, i32* %7, align 4, !dbg !827
  ret void, !dbg !828
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local void @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #12 comdat align 2 !dbg !829 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4, !dbg !831
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !831
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !831
  %6 = bitcast i8* %5 to %struct.Widget*, !dbg !831
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6), !dbg !831
  ret void, !dbg !831
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !832 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !833, metadata !DIExpression()), !dbg !835
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !836
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !837 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !838, metadata !DIExpression()), !dbg !839
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !840
  %5 = load i32, i32* %4, align 4, !dbg !841
  %6 = add nsw i32 %5, 1, !dbg !841
  store i32 %6, i32* %4, align 4, !dbg !841
  ret void, !dbg !842
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !843 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !845, metadata !DIExpression()), !dbg !846
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !847
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !847
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !848
  store i32 1, i32* %5, align 4, !dbg !848
  ret %struct.Base* %3, !dbg !847
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !849 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !854, metadata !DIExpression()), !dbg !855
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !856, metadata !DIExpression()), !dbg !855
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !858
  %8 = bitcast %struct.Left* %5 to i32 (...)***, !dbg !858
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !858
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !858
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !858
  %11 = load i8*, i8** %10, align 4, !dbg !858
  %12 = bitcast %struct.Left* %5 to i8**, !dbg !858
  %13 = load i8*, i8** %12, align 4, !dbg !858
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !858
  %15 = bitcast i8* %14 to i32*, !dbg !858
  %16 = load i32, i32* %15, align 4, !dbg !858
  %17 = bitcast %struct.Left* %5 to i8*, !dbg !858
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !858
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !858
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !858
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !858
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1, !dbg !859
  store i32 2, i32* %21, align 4, !dbg !859
  ret %struct.Left* %5, !dbg !858
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !860 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !865, metadata !DIExpression()), !dbg !866
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !867, metadata !DIExpression()), !dbg !866
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !868
  %8 = bitcast %struct.Right* %5 to i32 (...)***, !dbg !868
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !868
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !868
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !868
  %11 = load i8*, i8** %10, align 4, !dbg !868
  %12 = bitcast %struct.Right* %5 to i8**, !dbg !868
  %13 = load i8*, i8** %12, align 4, !dbg !868
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !868
  %15 = bitcast i8* %14 to i32*, !dbg !868
  %16 = load i32, i32* %15, align 4, !dbg !868
  %17 = bitcast %struct.Right* %5 to i8*, !dbg !868
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !868
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !868
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !868
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !868
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1, !dbg !869
  store i32 3, i32* %21, align 4, !dbg !869
  ret %struct.Right* %5, !dbg !868
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !870 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !871, metadata !DIExpression()), !dbg !873
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8**, !dbg !874
  %5 = load i8*, i8** %4, align 4, !dbg !874
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !874
  %7 = bitcast i8* %6 to i32*, !dbg !874
  %8 = load i32, i32* %7, align 4, !dbg !874
  %9 = bitcast %struct.Left* %3 to i8*, !dbg !874
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !874
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !874
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !874
  %13 = load i32, i32* %12, align 4, !dbg !874
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1, !dbg !875
  %15 = load i32, i32* %14, align 4, !dbg !875
  %16 = add nsw i32 %13, %15, !dbg !876
  ret i32 %16, !dbg !877
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !878 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !880, metadata !DIExpression()), !dbg !881
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #13, !dbg !882
  %5 = bitcast %struct.Left* %3 to i8*, !dbg !882
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !882
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !882
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !882
  ret %struct.Left* %3, !dbg !882
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !883 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !884, metadata !DIExpression()), !dbg !885
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !886
  %5 = bitcast %struct.Left* %3 to i8*, !dbg !886
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !886
  ret void, !dbg !886
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #12 comdat align 2 !dbg !887 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !888
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !888
  %5 = bitcast i8* %4 to i8**, !dbg !888
  %6 = load i8*, i8** %5, align 4, !dbg !888
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !888
  %8 = bitcast i8* %7 to i32*, !dbg !888
  %9 = load i32, i32* %8, align 4, !dbg !888
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !888
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !888
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11), !dbg !888
  ret i32 %12, !dbg !888
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZTv0_n16_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !889 {
  %2 = alloca %struct.Left*, align 4
  %3 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  %4 = load %struct.Left*, %struct.Left** %3, align 4, !dbg !890
  store %struct.Left* %4, %struct.Left** %2, align 4, !dbg !890
  %5 = bitcast %struct.Left* %4 to i8*, !dbg !890
  %6 = bitcast i8* %5 to i8**, !dbg !890
  %7 = load i8*, i8** %6, align 4, !dbg !890
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !890
  %9 = bitcast i8* %8 to i32*, !dbg !890
  %10 = load i32, i32* %9, align 4, !dbg !890
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !890
  %12 = bitcast i8* %11 to %struct.Left*, !dbg !890
  %13 = tail call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12) #13, !dbg !890
  ret %struct.Left* undef, !dbg !890
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !891 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !892
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !892
  %5 = bitcast i8* %4 to i8**, !dbg !892
  %6 = load i8*, i8** %5, align 4, !dbg !892
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !892
  %8 = bitcast i8* %7 to i32*, !dbg !892
  %9 = load i32, i32* %8, align 4, !dbg !892
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !892
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !892
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !892
  ret void, !dbg !892
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !893 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !895, metadata !DIExpression()), !dbg !896
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #13, !dbg !897
  %5 = bitcast %struct.Right* %3 to i8*, !dbg !897
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !897
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !897
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !897
  ret %struct.Right* %3, !dbg !897
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !898 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !899, metadata !DIExpression()), !dbg !900
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !901
  %5 = bitcast %struct.Right* %3 to i8*, !dbg !901
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !901
  ret void, !dbg !901
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !902 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !903, metadata !DIExpression()), !dbg !905
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !906
  %5 = load i32, i32* %4, align 4, !dbg !906
  ret i32 %5, !dbg !907
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZTv0_n16_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !908 {
  %2 = alloca %struct.Right*, align 4
  %3 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  %4 = load %struct.Right*, %struct.Right** %3, align 4, !dbg !909
  store %struct.Right* %4, %struct.Right** %2, align 4, !dbg !909
  %5 = bitcast %struct.Right* %4 to i8*, !dbg !909
  %6 = bitcast i8* %5 to i8**, !dbg !909
  %7 = load i8*, i8** %6, align 4, !dbg !909
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !909
  %9 = bitcast i8* %8 to i32*, !dbg !909
  %10 = load i32, i32* %9, align 4, !dbg !909
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !909
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !909
  %13 = tail call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12) #13, !dbg !909
  ret %struct.Right* undef, !dbg !909
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !910 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4, !dbg !911
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !911
  %5 = bitcast i8* %4 to i8**, !dbg !911
  %6 = load i8*, i8** %5, align 4, !dbg !911
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !911
  %8 = bitcast i8* %7 to i32*, !dbg !911
  %9 = load i32, i32* %8, align 4, !dbg !911
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !911
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !911
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !911
  ret void, !dbg !911
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !912 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !913, metadata !DIExpression()), !dbg !915
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8**, !dbg !916
  %5 = load i8*, i8** %4, align 4, !dbg !916
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !916
  %7 = bitcast i8* %6 to i32*, !dbg !916
  %8 = load i32, i32* %7, align 4, !dbg !916
  %9 = bitcast %struct.Diamond* %3 to i8*, !dbg !916
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !916
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !916
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !916
  %13 = load i32, i32* %12, align 4, !dbg !916
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !917
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1, !dbg !917
  %16 = load i32, i32* %15, align 4, !dbg !917
  %17 = add nsw i32 %13, %16, !dbg !918
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !919
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !919
  %20 = bitcast i8* %19 to %struct.Right*, !dbg !919
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1, !dbg !919
  %22 = load i32, i32* %21, align 4, !dbg !919
  %23 = add nsw i32 %17, %22, !dbg !920
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !921
  %25 = load i32, i32* %24, align 4, !dbg !921
  %26 = add nsw i32 %23, %25, !dbg !922
  ret i32 %26, !dbg !923
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !924 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !925, metadata !DIExpression()), !dbg !926
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !927
  %5 = bitcast %struct.Diamond* %3 to i8*, !dbg !927
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !927
  ret void, !dbg !927
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !928 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4, !dbg !929
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4, !dbg !929
  %5 = bitcast %struct.Diamond* %4 to i8*, !dbg !929
  %6 = getelementptr inbounds i8, i8* %5, i32 -8, !dbg !929
  %7 = bitcast i8* %6 to %struct.Diamond*, !dbg !929
  %8 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !929
  ret %struct.Diamond* undef, !dbg !929
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !930 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !931
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !931
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !931
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !931
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #13, !dbg !931
  ret void, !dbg !931
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #12 comdat align 2 !dbg !932 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !933
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !933
  %5 = bitcast i8* %4 to i8**, !dbg !933
  %6 = load i8*, i8** %5, align 4, !dbg !933
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !933
  %8 = bitcast i8* %7 to i32*, !dbg !933
  %9 = load i32, i32* %8, align 4, !dbg !933
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !933
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !933
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11), !dbg !933
  ret i32 %12, !dbg !933
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !934 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4, !dbg !935
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4, !dbg !935
  %5 = bitcast %struct.Diamond* %4 to i8*, !dbg !935
  %6 = bitcast i8* %5 to i8**, !dbg !935
  %7 = load i8*, i8** %6, align 4, !dbg !935
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !935
  %9 = bitcast i8* %8 to i32*, !dbg !935
  %10 = load i32, i32* %9, align 4, !dbg !935
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !935
  %12 = bitcast i8* %11 to %struct.Diamond*, !dbg !935
  %13 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %12) #13, !dbg !935
  ret %struct.Diamond* undef, !dbg !935
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !936 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !937
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !937
  %5 = bitcast i8* %4 to i8**, !dbg !937
  %6 = load i8*, i8** %5, align 4, !dbg !937
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !937
  %8 = bitcast i8* %7 to i32*, !dbg !937
  %9 = load i32, i32* %8, align 4, !dbg !937
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !937
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !937
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11) #13, !dbg !937
  ret void, !dbg !937
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !938 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !939, metadata !DIExpression()), !dbg !940
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret %struct.Base* %3, !dbg !941
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !942 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !943, metadata !DIExpression()), !dbg !944
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !945
  %5 = bitcast %struct.Base* %3 to i8*, !dbg !945
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !945
  ret void, !dbg !946
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !947 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !948, metadata !DIExpression()), !dbg !949
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !950, metadata !DIExpression()), !dbg !949
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Left* %5, !dbg !951
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !952 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !953, metadata !DIExpression()), !dbg !954
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !955, metadata !DIExpression()), !dbg !954
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Right* %5, !dbg !956
}

; Function Attrs: noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #12 align 2 !dbg !957 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !959, metadata !DIExpression()), !dbg !960
  %3 = load i32, i32* %2, align 4, !dbg !961
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !961
  ret i32 %4, !dbg !961
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !962 {
  %3 = alloca %class.anon.2*, align 4
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %3, metadata !968, metadata !DIExpression()), !dbg !969
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !970, metadata !DIExpression()), !dbg !971
  %5 = load %class.anon.2*, %class.anon.2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !972
  %7 = mul nsw i32 %6, 3, !dbg !973
  ret i32 %7, !dbg !974
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i32*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i32*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(i32*) #13

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #12 comdat align 2 !dbg !975 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !976, metadata !DIExpression()), !dbg !978
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !979
  store i32 3, i32* %4, align 4, !dbg !979
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i32 0, i32 0)), !dbg !980
  ret %struct.Registry* %3, !dbg !982
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !983 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !984, metadata !DIExpression()), !dbg !985
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret %struct.Registry* %3, !dbg !986
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #13

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !987 {
  %3 = alloca %struct.Diamond*, align 4
  %4 = alloca i8**, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !988, metadata !DIExpression()), !dbg !989
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !990, metadata !DIExpression()), !dbg !989
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.Diamond* %5 to i8*, !dbg !991
  %8 = getelementptr inbounds i8, i8* %7, i32 8, !dbg !991
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !991
  %10 = getelementptr inbounds i8*, i8** %6, i64 3, !dbg !991
  %11 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %9, i8** noundef %10) #13, !dbg !991
  %12 = bitcast %struct.Diamond* %5 to %struct.Left*, !dbg !991
  %13 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !991
  %14 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef %13) #13, !dbg !991
  ret %struct.Diamond* %5, !dbg !993
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !994 {
  %4 = alloca %class.anon*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !1002, metadata !DIExpression()), !dbg !1004
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1005, metadata !DIExpression()), !dbg !1006
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1007, metadata !DIExpression()), !dbg !1008
  %7 = load %class.anon*, %class.anon** %4, align 4
  %8 = load i32, i32* %5, align 4, !dbg !1009
  %9 = load i32, i32* %6, align 4, !dbg !1010
  %10 = add nsw i32 %8, %9, !dbg !1011
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !1012
  %12 = load i32, i32* %11, align 4, !dbg !1012
  %13 = add nsw i32 %10, %12, !dbg !1013
  ret i32 %13, !dbg !1014
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1015 {
  %4 = alloca %class.anon.0*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %4, metadata !1022, metadata !DIExpression()), !dbg !1024
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1025, metadata !DIExpression()), !dbg !1026
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1027, metadata !DIExpression()), !dbg !1028
  %7 = load %class.anon.0*, %class.anon.0** %4, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !1029
  %9 = load i32*, i32** %8, align 4, !dbg !1029
  %10 = load i32, i32* %9, align 4, !dbg !1030
  %11 = add nsw i32 %10, 1, !dbg !1030
  store i32 %11, i32* %9, align 4, !dbg !1030
  %12 = load i32, i32* %6, align 4, !dbg !1031
  %13 = icmp ne i32 %12, 0, !dbg !1031
  br i1 %13, label %14, label %19, !dbg !1031

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !1032
  %16 = mul nsw i32 %15, 1, !dbg !1033
  %17 = load i32, i32* %6, align 4, !dbg !1034
  %18 = add nsw i32 %16, %17, !dbg !1035
  br label %21, !dbg !1031

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !1036
  br label %21, !dbg !1031

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1031
  ret i32 %22, !dbg !1037
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind readonly }
attributes #9 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159}
!llvm.ident = !{!160}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !141, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11, !32, !36, !39, !71, !83, !86, !96, !113, !15, !116, !12, !133}
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, vtableHolder: !39, identifier: "_ZTS4Rect")
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
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 128)
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
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !72, vtableHolder: !39, identifier: "_ZTS6Square")
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
!149 = !{i32 7, !"Dwarf Version", i32 5}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 4}
!152 = !{i32 1, !"min_enum_size", i32 4}
!153 = !{i32 1, !"branch-target-enforcement", i32 0}
!154 = !{i32 1, !"sign-return-address", i32 0}
!155 = !{i32 1, !"sign-return-address-all", i32 0}
!156 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!157 = !{i32 7, !"PIC Level", i32 2}
!158 = !{i32 7, !"PIE Level", i32 2}
!159 = !{i32 7, !"frame-pointer", i32 2}
!160 = !{!"Debian clang version 14.0.6"}
!161 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !162, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !164, retainedNodes: !148)
!162 = !DISubroutineType(types: !163)
!163 = !{!55, !55, !55}
!164 = !{!165}
!165 = !DITemplateTypeParameter(name: "T", type: !55)
!166 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !3, line: 53, type: !55)
!167 = !DILocation(line: 53, column: 58, scope: !161)
!168 = !DILocalVariable(arg: 2, scope: !161, file: !3, line: 53, type: !55)
!169 = !DILocation(line: 53, column: 73, scope: !161)
!170 = !DILocation(line: 53, column: 84, scope: !161)
!171 = !DILocation(line: 53, column: 77, scope: !161)
!172 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !173, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!173 = !DISubroutineType(types: !174)
!174 = !{!175, !6}
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !176, identifier: "_ZTS3Big")
!176 = !{!177, !179, !180, !181, !182}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !175, file: !3, line: 62, baseType: !178, size: 64)
!178 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !175, file: !3, line: 62, baseType: !178, size: 64, offset: 64)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !175, file: !3, line: 62, baseType: !178, size: 64, offset: 128)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !175, file: !3, line: 62, baseType: !178, size: 64, offset: 192)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !175, file: !3, line: 62, baseType: !183, size: 104, offset: 256)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 13)
!186 = !DILocalVariable(name: "seed", arg: 1, scope: !172, file: !3, line: 65, type: !6)
!187 = !DILocation(line: 65, column: 44, scope: !172)
!188 = !DILocalVariable(name: "r", scope: !172, file: !3, line: 66, type: !175)
!189 = !DILocation(line: 66, column: 7, scope: !172)
!190 = !DILocation(line: 67, column: 9, scope: !172)
!191 = !DILocation(line: 67, column: 5, scope: !172)
!192 = !DILocation(line: 67, column: 7, scope: !172)
!193 = !DILocation(line: 67, column: 21, scope: !172)
!194 = !DILocation(line: 67, column: 26, scope: !172)
!195 = !DILocation(line: 67, column: 17, scope: !172)
!196 = !DILocation(line: 67, column: 19, scope: !172)
!197 = !DILocation(line: 67, column: 37, scope: !172)
!198 = !DILocation(line: 67, column: 42, scope: !172)
!199 = !DILocation(line: 67, column: 33, scope: !172)
!200 = !DILocation(line: 67, column: 35, scope: !172)
!201 = !DILocation(line: 67, column: 54, scope: !172)
!202 = !DILocation(line: 67, column: 53, scope: !172)
!203 = !DILocation(line: 67, column: 49, scope: !172)
!204 = !DILocation(line: 67, column: 51, scope: !172)
!205 = !DILocalVariable(name: "i", scope: !206, file: !3, line: 68, type: !6)
!206 = distinct !DILexicalBlock(scope: !172, file: !3, line: 68, column: 3)
!207 = !DILocation(line: 68, column: 12, scope: !206)
!208 = !DILocation(line: 68, column: 8, scope: !206)
!209 = !DILocation(line: 68, column: 19, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !3, line: 68, column: 3)
!211 = !DILocation(line: 68, column: 21, scope: !210)
!212 = !DILocation(line: 68, column: 3, scope: !206)
!213 = !DILocation(line: 68, column: 57, scope: !210)
!214 = !DILocation(line: 68, column: 64, scope: !210)
!215 = !DILocation(line: 68, column: 62, scope: !210)
!216 = !DILocation(line: 68, column: 67, scope: !210)
!217 = !DILocation(line: 68, column: 54, scope: !210)
!218 = !DILocation(line: 68, column: 49, scope: !210)
!219 = !DILocation(line: 68, column: 34, scope: !210)
!220 = !DILocation(line: 68, column: 38, scope: !210)
!221 = !DILocation(line: 68, column: 32, scope: !210)
!222 = !DILocation(line: 68, column: 41, scope: !210)
!223 = !DILocation(line: 68, column: 27, scope: !210)
!224 = !DILocation(line: 68, column: 3, scope: !210)
!225 = distinct !{!225, !212, !226, !227}
!226 = !DILocation(line: 68, column: 71, scope: !206)
!227 = !{!"llvm.loop.mustprogress"}
!228 = !DILocation(line: 69, column: 5, scope: !172)
!229 = !DILocation(line: 69, column: 3, scope: !172)
!230 = !DILocation(line: 69, column: 13, scope: !172)
!231 = !DILocation(line: 70, column: 3, scope: !172)
!232 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !233, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!233 = !DISubroutineType(types: !234)
!234 = !{!178, !175}
!235 = !DILocalVariable(name: "b", arg: 1, scope: !232, file: !3, line: 72, type: !175)
!236 = !DILocation(line: 72, column: 49, scope: !232)
!237 = !DILocation(line: 72, column: 63, scope: !232)
!238 = !DILocation(line: 72, column: 69, scope: !232)
!239 = !DILocation(line: 72, column: 65, scope: !232)
!240 = !DILocation(line: 72, column: 75, scope: !232)
!241 = !DILocation(line: 72, column: 71, scope: !232)
!242 = !DILocation(line: 72, column: 81, scope: !232)
!243 = !DILocation(line: 72, column: 77, scope: !232)
!244 = !DILocation(line: 72, column: 87, scope: !232)
!245 = !DILocation(line: 72, column: 85, scope: !232)
!246 = !DILocation(line: 72, column: 83, scope: !232)
!247 = !DILocation(line: 72, column: 54, scope: !232)
!248 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !249, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!249 = !DISubroutineType(types: !250)
!250 = !{!32, !32}
!251 = !DILocalVariable(name: "p", arg: 1, scope: !248, file: !3, line: 73, type: !32)
!252 = !DILocation(line: 73, column: 47, scope: !248)
!253 = !DILocalVariable(name: "q", scope: !248, file: !3, line: 73, type: !32)
!254 = !DILocation(line: 73, column: 57, scope: !248)
!255 = !DILocation(line: 73, column: 61, scope: !248)
!256 = !DILocation(line: 73, column: 69, scope: !248)
!257 = !DILocation(line: 73, column: 67, scope: !248)
!258 = !DILocation(line: 73, column: 81, scope: !248)
!259 = !DILocation(line: 73, column: 79, scope: !248)
!260 = !DILocation(line: 73, column: 85, scope: !248)
!261 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 91, type: !262, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!262 = !DISubroutineType(types: !263)
!263 = !{!264, !265}
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!265 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!266 = !DILocalVariable(name: "n", arg: 1, scope: !261, file: !3, line: 91, type: !265)
!267 = !DILocation(line: 91, column: 34, scope: !261)
!268 = !DILocation(line: 91, column: 53, scope: !261)
!269 = !DILocation(line: 91, column: 57, scope: !261)
!270 = !DILocation(line: 91, column: 46, scope: !261)
!271 = !DILocation(line: 91, column: 39, scope: !261)
!272 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !273, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !264}
!275 = !DILocalVariable(name: "p", arg: 1, scope: !272, file: !3, line: 92, type: !264)
!276 = !DILocation(line: 92, column: 28, scope: !272)
!277 = !DILocation(line: 92, column: 47, scope: !272)
!278 = !DILocation(line: 92, column: 42, scope: !272)
!279 = !DILocation(line: 92, column: 51, scope: !272)
!280 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !3, file: !3, line: 93, type: !281, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!281 = !DISubroutineType(types: !282)
!282 = !{null, !264, !265}
!283 = !DILocalVariable(name: "p", arg: 1, scope: !280, file: !3, line: 93, type: !264)
!284 = !DILocation(line: 93, column: 28, scope: !280)
!285 = !DILocalVariable(arg: 2, scope: !280, file: !3, line: 93, type: !265)
!286 = !DILocation(line: 93, column: 44, scope: !280)
!287 = !DILocation(line: 93, column: 62, scope: !280)
!288 = !DILocation(line: 93, column: 57, scope: !280)
!289 = !DILocation(line: 93, column: 66, scope: !280)
!290 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!291 = !DILocalVariable(name: "shapes", scope: !290, file: !3, line: 96, type: !292)
!292 = !DICompositeType(tag: DW_TAG_array_type, baseType: !293, size: 96, elements: !294)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!294 = !{!295}
!295 = !DISubrange(count: 3)
!296 = !DILocation(line: 96, column: 10, scope: !290)
!297 = !DILocation(line: 96, column: 22, scope: !290)
!298 = !DILocation(line: 96, column: 23, scope: !290)
!299 = !DILocation(line: 96, column: 27, scope: !290)
!300 = !DILocation(line: 96, column: 39, scope: !290)
!301 = !DILocation(line: 96, column: 43, scope: !290)
!302 = !DILocation(line: 96, column: 54, scope: !290)
!303 = !DILocation(line: 96, column: 58, scope: !290)
!304 = !DILocalVariable(name: "total", scope: !290, file: !3, line: 97, type: !49)
!305 = !DILocation(line: 97, column: 10, scope: !290)
!306 = !DILocalVariable(name: "__range1", scope: !307, type: !308, flags: DIFlagArtificial)
!307 = distinct !DILexicalBlock(scope: !290, file: !3, line: 98, column: 3)
!308 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !292, size: 32)
!309 = !DILocation(line: 0, scope: !307)
!310 = !DILocation(line: 98, column: 19, scope: !307)
!311 = !DILocalVariable(name: "__begin1", scope: !307, type: !312, flags: DIFlagArtificial)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 32)
!313 = !DILocation(line: 98, column: 17, scope: !307)
!314 = !DILocalVariable(name: "__end1", scope: !307, type: !312, flags: DIFlagArtificial)
!315 = !DILocalVariable(name: "s", scope: !316, file: !3, line: 98, type: !293)
!316 = distinct !DILexicalBlock(scope: !307, file: !3, line: 98, column: 3)
!317 = !DILocation(line: 98, column: 15, scope: !316)
!318 = !DILocation(line: 98, column: 17, scope: !316)
!319 = !DILocation(line: 99, column: 25, scope: !320)
!320 = distinct !DILexicalBlock(scope: !316, file: !3, line: 98, column: 27)
!321 = !DILocation(line: 99, column: 28, scope: !320)
!322 = !DILocation(line: 99, column: 36, scope: !320)
!323 = !DILocation(line: 99, column: 39, scope: !320)
!324 = !DILocation(line: 99, column: 5, scope: !320)
!325 = !DILocation(line: 100, column: 14, scope: !320)
!326 = !DILocation(line: 100, column: 17, scope: !320)
!327 = !DILocation(line: 100, column: 11, scope: !320)
!328 = !DILocation(line: 98, column: 3, scope: !307)
!329 = distinct !{!329, !328, !330}
!330 = !DILocation(line: 101, column: 3, scope: !307)
!331 = !DILocation(line: 140, column: 1, scope: !290)
!332 = !DILocalVariable(name: "__range1", scope: !333, type: !308, flags: DIFlagArtificial)
!333 = distinct !DILexicalBlock(scope: !290, file: !3, line: 102, column: 3)
!334 = !DILocation(line: 0, scope: !333)
!335 = !DILocation(line: 102, column: 19, scope: !333)
!336 = !DILocalVariable(name: "__begin1", scope: !333, type: !312, flags: DIFlagArtificial)
!337 = !DILocation(line: 102, column: 17, scope: !333)
!338 = !DILocalVariable(name: "__end1", scope: !333, type: !312, flags: DIFlagArtificial)
!339 = !DILocalVariable(name: "s", scope: !340, file: !3, line: 102, type: !293)
!340 = distinct !DILexicalBlock(scope: !333, file: !3, line: 102, column: 3)
!341 = !DILocation(line: 102, column: 15, scope: !340)
!342 = !DILocation(line: 102, column: 17, scope: !340)
!343 = !DILocation(line: 102, column: 34, scope: !340)
!344 = !DILocation(line: 102, column: 27, scope: !340)
!345 = !DILocation(line: 102, column: 3, scope: !333)
!346 = distinct !{!346, !345, !347}
!347 = !DILocation(line: 102, column: 34, scope: !333)
!348 = !DILocation(line: 103, column: 31, scope: !290)
!349 = !DILocation(line: 103, column: 3, scope: !290)
!350 = !DILocalVariable(name: "w", scope: !290, file: !3, line: 105, type: !83)
!351 = !DILocation(line: 105, column: 10, scope: !290)
!352 = !DILocalVariable(name: "c", scope: !290, file: !3, line: 106, type: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!354 = !DILocation(line: 106, column: 12, scope: !290)
!355 = !DILocation(line: 106, column: 16, scope: !290)
!356 = !DILocalVariable(name: "n", scope: !290, file: !3, line: 107, type: !357)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!358 = !DILocation(line: 107, column: 10, scope: !290)
!359 = !DILocation(line: 107, column: 14, scope: !290)
!360 = !DILocation(line: 108, column: 3, scope: !290)
!361 = !DILocation(line: 108, column: 6, scope: !290)
!362 = !DILocation(line: 108, column: 14, scope: !290)
!363 = !DILocation(line: 108, column: 17, scope: !290)
!364 = !DILocation(line: 109, column: 24, scope: !290)
!365 = !DILocation(line: 109, column: 27, scope: !290)
!366 = !DILocation(line: 109, column: 36, scope: !290)
!367 = !DILocation(line: 109, column: 38, scope: !290)
!368 = !DILocation(line: 109, column: 45, scope: !290)
!369 = !DILocation(line: 109, column: 47, scope: !290)
!370 = !DILocation(line: 109, column: 3, scope: !290)
!371 = !DILocalVariable(name: "d", scope: !290, file: !3, line: 111, type: !113)
!372 = !DILocation(line: 111, column: 11, scope: !290)
!373 = !DILocalVariable(name: "bp", scope: !290, file: !3, line: 112, type: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!375 = !DILocation(line: 112, column: 9, scope: !290)
!376 = !DILocation(line: 112, column: 14, scope: !290)
!377 = !DILocalVariable(name: "lp", scope: !290, file: !3, line: 113, type: !378)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!379 = !DILocation(line: 113, column: 9, scope: !290)
!380 = !DILocation(line: 113, column: 14, scope: !290)
!381 = !DILocation(line: 114, column: 32, scope: !290)
!382 = !DILocation(line: 114, column: 36, scope: !290)
!383 = !DILocation(line: 114, column: 43, scope: !290)
!384 = !DILocation(line: 114, column: 47, scope: !290)
!385 = !DILocation(line: 114, column: 54, scope: !290)
!386 = !DILocation(line: 114, column: 63, scope: !290)
!387 = !DILocation(line: 114, column: 3, scope: !290)
!388 = !DILocation(line: 115, column: 53, scope: !290)
!389 = !DILocation(line: 115, column: 31, scope: !290)
!390 = !DILocation(line: 115, column: 57, scope: !290)
!391 = !DILocation(line: 115, column: 3, scope: !290)
!392 = !DILocalVariable(name: "arr", scope: !290, file: !3, line: 117, type: !393)
!393 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !394, templateParams: !411, identifier: "_ZTS5ArrayIiLi8EE")
!394 = !{!395, !399, !404}
!395 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !393, file: !3, line: 43, baseType: !396, size: 256)
!396 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !397)
!397 = !{!398}
!398 = !DISubrange(count: 8)
!399 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !393, file: !3, line: 44, type: !400, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!400 = !DISubroutineType(types: !401)
!401 = !{!402, !403, !6}
!402 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!404 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !393, file: !3, line: 45, type: !405, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!405 = !DISubroutineType(types: !406)
!406 = !{!407, !409, !6}
!407 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !408, size: 32)
!408 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !393)
!411 = !{!412, !413}
!412 = !DITemplateTypeParameter(name: "T", type: !6)
!413 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!414 = !DILocation(line: 117, column: 17, scope: !290)
!415 = !DILocalVariable(name: "i", scope: !416, file: !3, line: 118, type: !6)
!416 = distinct !DILexicalBlock(scope: !290, file: !3, line: 118, column: 3)
!417 = !DILocation(line: 118, column: 12, scope: !416)
!418 = !DILocation(line: 118, column: 8, scope: !416)
!419 = !DILocation(line: 118, column: 19, scope: !420)
!420 = distinct !DILexicalBlock(scope: !416, file: !3, line: 118, column: 3)
!421 = !DILocation(line: 118, column: 21, scope: !420)
!422 = !DILocation(line: 118, column: 3, scope: !416)
!423 = !DILocation(line: 118, column: 40, scope: !420)
!424 = !DILocation(line: 118, column: 44, scope: !420)
!425 = !DILocation(line: 118, column: 42, scope: !420)
!426 = !DILocation(line: 118, column: 35, scope: !420)
!427 = !DILocation(line: 118, column: 31, scope: !420)
!428 = !DILocation(line: 118, column: 38, scope: !420)
!429 = !DILocation(line: 118, column: 26, scope: !420)
!430 = !DILocation(line: 118, column: 3, scope: !420)
!431 = distinct !{!431, !422, !432, !227}
!432 = !DILocation(line: 118, column: 44, scope: !416)
!433 = !DILocalVariable(name: "bias", scope: !290, file: !3, line: 119, type: !6)
!434 = !DILocation(line: 119, column: 7, scope: !290)
!435 = !DILocalVariable(name: "add", scope: !290, file: !3, line: 120, type: !436)
!436 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !290, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !437)
!437 = !{!438}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !436, file: !3, line: 120, baseType: !6, size: 32)
!439 = !DILocation(line: 120, column: 8, scope: !290)
!440 = !DILocation(line: 120, column: 14, scope: !290)
!441 = !DILocation(line: 120, column: 15, scope: !290)
!442 = !DILocalVariable(name: "prod_count", scope: !290, file: !3, line: 121, type: !6)
!443 = !DILocation(line: 121, column: 7, scope: !290)
!444 = !DILocalVariable(name: "mul", scope: !290, file: !3, line: 122, type: !445)
!445 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !290, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !446)
!446 = !{!447}
!447 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !445, file: !3, line: 122, baseType: !402, size: 32)
!448 = !DILocation(line: 122, column: 8, scope: !290)
!449 = !DILocation(line: 122, column: 14, scope: !290)
!450 = !DILocation(line: 123, column: 43, scope: !290)
!451 = !DILocation(line: 123, column: 35, scope: !290)
!452 = !DILocation(line: 123, column: 61, scope: !290)
!453 = !DILocation(line: 123, column: 53, scope: !290)
!454 = !DILocation(line: 123, column: 67, scope: !290)
!455 = !DILocation(line: 123, column: 3, scope: !290)
!456 = !DILocalVariable(name: "gen", scope: !290, file: !3, line: 124, type: !457)
!457 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !290, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!458 = !DILocation(line: 124, column: 8, scope: !290)
!459 = !DILocation(line: 125, column: 27, scope: !290)
!460 = !DILocation(line: 125, column: 36, scope: !290)
!461 = !DILocation(line: 125, column: 3, scope: !290)
!462 = !DILocalVariable(name: "fp", scope: !290, file: !3, line: 126, type: !463)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 32)
!464 = !DISubroutineType(types: !465)
!465 = !{!6, !6}
!466 = !DILocation(line: 126, column: 9, scope: !290)
!467 = !DILocation(line: 126, column: 20, scope: !290)
!468 = !DILocation(line: 127, column: 21, scope: !290)
!469 = !DILocation(line: 127, column: 3, scope: !290)
!470 = !DILocation(line: 129, column: 30, scope: !290)
!471 = !DILocation(line: 129, column: 44, scope: !290)
!472 = !DILocation(line: 129, column: 63, scope: !290)
!473 = !DILocation(line: 129, column: 3, scope: !290)
!474 = !DILocation(line: 130, column: 29, scope: !290)
!475 = !DILocation(line: 130, column: 59, scope: !290)
!476 = !DILocation(line: 130, column: 81, scope: !290)
!477 = !DILocation(line: 130, column: 3, scope: !290)
!478 = !DILocalVariable(name: "b", scope: !290, file: !3, line: 132, type: !175)
!479 = !DILocation(line: 132, column: 7, scope: !290)
!480 = !DILocation(line: 132, column: 11, scope: !290)
!481 = !DILocation(line: 133, column: 35, scope: !290)
!482 = !DILocation(line: 133, column: 27, scope: !290)
!483 = !DILocation(line: 133, column: 41, scope: !290)
!484 = !DILocation(line: 133, column: 39, scope: !290)
!485 = !DILocation(line: 133, column: 3, scope: !290)
!486 = !DILocalVariable(name: "p", scope: !290, file: !3, line: 134, type: !32)
!487 = !DILocation(line: 134, column: 8, scope: !290)
!488 = !DILocation(line: 134, column: 26, scope: !290)
!489 = !DILocation(line: 134, column: 12, scope: !290)
!490 = !DILocation(line: 135, column: 30, scope: !290)
!491 = !DILocation(line: 135, column: 35, scope: !290)
!492 = !DILocation(line: 135, column: 33, scope: !290)
!493 = !DILocation(line: 135, column: 3, scope: !290)
!494 = !DILocalVariable(name: "a1", scope: !290, file: !3, line: 137, type: !6)
!495 = !DILocation(line: 137, column: 7, scope: !290)
!496 = !DILocation(line: 137, column: 12, scope: !290)
!497 = !DILocalVariable(name: "a2", scope: !290, file: !3, line: 137, type: !6)
!498 = !DILocation(line: 137, column: 23, scope: !290)
!499 = !DILocation(line: 137, column: 28, scope: !290)
!500 = !DILocation(line: 138, column: 40, scope: !290)
!501 = !DILocation(line: 138, column: 44, scope: !290)
!502 = !DILocation(line: 138, column: 48, scope: !290)
!503 = !DILocation(line: 138, column: 59, scope: !290)
!504 = !DILocation(line: 138, column: 3, scope: !290)
!505 = !DILocation(line: 139, column: 3, scope: !290)
!506 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !59, retainedNodes: !148)
!507 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !508, flags: DIFlagArtificial | DIFlagObjectPointer)
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!509 = !DILocation(line: 0, scope: !506)
!510 = !DILocalVariable(name: "a", arg: 2, scope: !506, file: !3, line: 17, type: !49)
!511 = !DILocation(line: 17, column: 15, scope: !506)
!512 = !DILocalVariable(name: "b", arg: 3, scope: !506, file: !3, line: 17, type: !49)
!513 = !DILocation(line: 17, column: 25, scope: !506)
!514 = !DILocation(line: 17, column: 41, scope: !506)
!515 = !DILocation(line: 17, column: 3, scope: !506)
!516 = !DILocation(line: 17, column: 30, scope: !506)
!517 = !DILocation(line: 17, column: 32, scope: !506)
!518 = !DILocation(line: 17, column: 36, scope: !506)
!519 = !DILocation(line: 17, column: 38, scope: !506)
!520 = !DILocation(line: 17, column: 42, scope: !506)
!521 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !74, retainedNodes: !148)
!522 = !DILocalVariable(name: "this", arg: 1, scope: !521, type: !523, flags: DIFlagArtificial | DIFlagObjectPointer)
!523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
!524 = !DILocation(line: 0, scope: !521)
!525 = !DILocalVariable(name: "s", arg: 2, scope: !521, file: !3, line: 23, type: !49)
!526 = !DILocation(line: 23, column: 26, scope: !521)
!527 = !DILocation(line: 23, column: 42, scope: !521)
!528 = !DILocation(line: 23, column: 36, scope: !521)
!529 = !DILocation(line: 23, column: 39, scope: !521)
!530 = !DILocation(line: 23, column: 31, scope: !521)
!531 = !DILocation(line: 23, column: 43, scope: !521)
!532 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !83, file: !3, line: 30, type: !110, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !533, retainedNodes: !148)
!533 = !DISubprogram(name: "Widget", scope: !83, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!534 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!536 = !DILocation(line: 0, scope: !532)
!537 = !DILocation(line: 30, column: 8, scope: !532)
!538 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !539, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !542, retainedNodes: !148)
!539 = !DISubroutineType(types: !540)
!540 = !{null, !541}
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DISubprogram(name: "Diamond", scope: !113, type: !539, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !538, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!545 = !DILocation(line: 0, scope: !538)
!546 = !DILocation(line: 38, column: 8, scope: !538)
!547 = !DILocation(line: 38, column: 36, scope: !538)
!548 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !393, file: !3, line: 44, type: !400, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !399, retainedNodes: !148)
!549 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !550, flags: DIFlagArtificial | DIFlagObjectPointer)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 32)
!551 = !DILocation(line: 0, scope: !548)
!552 = !DILocalVariable(name: "i", arg: 2, scope: !548, file: !3, line: 44, type: !6)
!553 = !DILocation(line: 44, column: 21, scope: !548)
!554 = !DILocation(line: 44, column: 33, scope: !548)
!555 = !DILocation(line: 44, column: 38, scope: !548)
!556 = !DILocation(line: 44, column: 26, scope: !548)
!557 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !393, file: !3, line: 46, type: !558, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !561, declaration: !560, retainedNodes: !148)
!558 = !DISubroutineType(types: !559)
!559 = !{!6, !409, !6, !436}
!560 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !393, file: !3, line: 46, type: !558, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !561)
!561 = !{!562}
!562 = !DITemplateTypeParameter(name: "F", type: !436)
!563 = !DILocalVariable(name: "this", arg: 1, scope: !557, type: !564, flags: DIFlagArtificial | DIFlagObjectPointer)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 32)
!565 = !DILocation(line: 0, scope: !557)
!566 = !DILocalVariable(name: "init", arg: 2, scope: !557, file: !3, line: 46, type: !6)
!567 = !DILocation(line: 46, column: 34, scope: !557)
!568 = !DILocalVariable(name: "f", arg: 3, scope: !557, file: !3, line: 46, type: !436)
!569 = !DILocation(line: 46, column: 42, scope: !557)
!570 = !DILocalVariable(name: "i", scope: !571, file: !3, line: 47, type: !6)
!571 = distinct !DILexicalBlock(scope: !557, file: !3, line: 47, column: 5)
!572 = !DILocation(line: 47, column: 14, scope: !571)
!573 = !DILocation(line: 47, column: 10, scope: !571)
!574 = !DILocation(line: 47, column: 21, scope: !575)
!575 = distinct !DILexicalBlock(scope: !571, file: !3, line: 47, column: 5)
!576 = !DILocation(line: 47, column: 23, scope: !575)
!577 = !DILocation(line: 47, column: 5, scope: !571)
!578 = !DILocation(line: 47, column: 42, scope: !575)
!579 = !DILocation(line: 47, column: 48, scope: !575)
!580 = !DILocation(line: 47, column: 53, scope: !575)
!581 = !DILocation(line: 47, column: 40, scope: !575)
!582 = !DILocation(line: 47, column: 38, scope: !575)
!583 = !DILocation(line: 47, column: 33, scope: !575)
!584 = !DILocation(line: 47, column: 28, scope: !575)
!585 = !DILocation(line: 47, column: 5, scope: !575)
!586 = distinct !{!586, !577, !587, !227}
!587 = !DILocation(line: 47, column: 55, scope: !571)
!588 = !DILocation(line: 48, column: 12, scope: !557)
!589 = !DILocation(line: 48, column: 5, scope: !557)
!590 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !393, file: !3, line: 46, type: !591, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !594, declaration: !593, retainedNodes: !148)
!591 = !DISubroutineType(types: !592)
!592 = !{!6, !409, !6, !445}
!593 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !393, file: !3, line: 46, type: !591, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !594)
!594 = !{!595}
!595 = !DITemplateTypeParameter(name: "F", type: !445)
!596 = !DILocalVariable(name: "this", arg: 1, scope: !590, type: !564, flags: DIFlagArtificial | DIFlagObjectPointer)
!597 = !DILocation(line: 0, scope: !590)
!598 = !DILocalVariable(name: "init", arg: 2, scope: !590, file: !3, line: 46, type: !6)
!599 = !DILocation(line: 46, column: 34, scope: !590)
!600 = !DILocalVariable(name: "f", arg: 3, scope: !590, file: !3, line: 46, type: !445)
!601 = !DILocation(line: 46, column: 42, scope: !590)
!602 = !DILocalVariable(name: "i", scope: !603, file: !3, line: 47, type: !6)
!603 = distinct !DILexicalBlock(scope: !590, file: !3, line: 47, column: 5)
!604 = !DILocation(line: 47, column: 14, scope: !603)
!605 = !DILocation(line: 47, column: 10, scope: !603)
!606 = !DILocation(line: 47, column: 21, scope: !607)
!607 = distinct !DILexicalBlock(scope: !603, file: !3, line: 47, column: 5)
!608 = !DILocation(line: 47, column: 23, scope: !607)
!609 = !DILocation(line: 47, column: 5, scope: !603)
!610 = !DILocation(line: 47, column: 42, scope: !607)
!611 = !DILocation(line: 47, column: 48, scope: !607)
!612 = !DILocation(line: 47, column: 53, scope: !607)
!613 = !DILocation(line: 47, column: 40, scope: !607)
!614 = !DILocation(line: 47, column: 38, scope: !607)
!615 = !DILocation(line: 47, column: 33, scope: !607)
!616 = !DILocation(line: 47, column: 28, scope: !607)
!617 = !DILocation(line: 47, column: 5, scope: !607)
!618 = distinct !{!618, !609, !619, !227}
!619 = !DILocation(line: 47, column: 55, scope: !603)
!620 = !DILocation(line: 48, column: 12, scope: !590)
!621 = !DILocation(line: 48, column: 5, scope: !590)
!622 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !457, file: !3, line: 124, type: !623, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !631, declaration: !627, retainedNodes: !148)
!623 = !DISubroutineType(types: !624)
!624 = !{!6, !625, !6}
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !626, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!626 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !457)
!627 = !DISubprogram(name: "operator()<int>", scope: !457, file: !3, line: 124, type: !628, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !631)
!628 = !DISubroutineType(types: !629)
!629 = !{!630, !625, !6}
!630 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!631 = !{!632}
!632 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!633 = !DILocalVariable(name: "this", arg: 1, scope: !622, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!634 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !626, size: 32)
!635 = !DILocation(line: 0, scope: !622)
!636 = !DILocalVariable(name: "x", arg: 2, scope: !622, file: !3, line: 124, type: !6)
!637 = !DILocation(line: 124, column: 22, scope: !622)
!638 = !DILocation(line: 124, column: 34, scope: !622)
!639 = !DILocation(line: 124, column: 38, scope: !622)
!640 = !DILocation(line: 124, column: 36, scope: !622)
!641 = !DILocation(line: 124, column: 27, scope: !622)
!642 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !457, file: !3, line: 124, type: !643, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !648, declaration: !645, retainedNodes: !148)
!643 = !DISubroutineType(types: !644)
!644 = !{!49, !625, !49}
!645 = !DISubprogram(name: "operator()<double>", scope: !457, file: !3, line: 124, type: !646, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !648)
!646 = !DISubroutineType(types: !647)
!647 = !{!630, !625, !49}
!648 = !{!649}
!649 = !DITemplateTypeParameter(name: "x:auto", type: !49)
!650 = !DILocalVariable(name: "this", arg: 1, scope: !642, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!651 = !DILocation(line: 0, scope: !642)
!652 = !DILocalVariable(name: "x", arg: 2, scope: !642, file: !3, line: 124, type: !49)
!653 = !DILocation(line: 124, column: 22, scope: !642)
!654 = !DILocation(line: 124, column: 34, scope: !642)
!655 = !DILocation(line: 124, column: 38, scope: !642)
!656 = !DILocation(line: 124, column: 36, scope: !642)
!657 = !DILocation(line: 124, column: 27, scope: !642)
!658 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !659, file: !3, line: 126, type: !660, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !664, retainedNodes: !148)
!659 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !290, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!660 = !DISubroutineType(types: !661)
!661 = !{!463, !662}
!662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !663, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !659)
!664 = !DISubprogram(name: "operator int (*)(int)", scope: !659, type: !660, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!665 = !DILocalVariable(name: "this", arg: 1, scope: !658, type: !666, flags: DIFlagArtificial | DIFlagObjectPointer)
!666 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !663, size: 32)
!667 = !DILocation(line: 0, scope: !658)
!668 = !DILocation(line: 126, column: 20, scope: !658)
!669 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !3, file: !3, line: 52, type: !670, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !672, retainedNodes: !148)
!670 = !DISubroutineType(types: !671)
!671 = !{!6, !6, !6}
!672 = !{!412}
!673 = !DILocalVariable(name: "a", arg: 1, scope: !669, file: !3, line: 52, type: !6)
!674 = !DILocation(line: 52, column: 34, scope: !669)
!675 = !DILocalVariable(name: "b", arg: 2, scope: !669, file: !3, line: 52, type: !6)
!676 = !DILocation(line: 52, column: 39, scope: !669)
!677 = !DILocation(line: 52, column: 51, scope: !669)
!678 = !DILocation(line: 52, column: 55, scope: !669)
!679 = !DILocation(line: 52, column: 53, scope: !669)
!680 = !DILocation(line: 52, column: 59, scope: !669)
!681 = !DILocation(line: 52, column: 63, scope: !669)
!682 = !DILocation(line: 52, column: 44, scope: !669)
!683 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !3, file: !3, line: 52, type: !684, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !686, retainedNodes: !148)
!684 = !DISubroutineType(types: !685)
!685 = !{!49, !49, !49}
!686 = !{!687}
!687 = !DITemplateTypeParameter(name: "T", type: !49)
!688 = !DILocalVariable(name: "a", arg: 1, scope: !683, file: !3, line: 52, type: !49)
!689 = !DILocation(line: 52, column: 34, scope: !683)
!690 = !DILocalVariable(name: "b", arg: 2, scope: !683, file: !3, line: 52, type: !49)
!691 = !DILocation(line: 52, column: 39, scope: !683)
!692 = !DILocation(line: 52, column: 51, scope: !683)
!693 = !DILocation(line: 52, column: 55, scope: !683)
!694 = !DILocation(line: 52, column: 53, scope: !683)
!695 = !DILocation(line: 52, column: 59, scope: !683)
!696 = !DILocation(line: 52, column: 63, scope: !683)
!697 = !DILocation(line: 52, column: 44, scope: !683)
!698 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !3, file: !3, line: 55, type: !699, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !701, retainedNodes: !148)
!699 = !DISubroutineType(types: !700)
!700 = !{!6, !6, !9, !49, !55}
!701 = !{!702}
!702 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !703)
!703 = !{!704, !705, !706, !707}
!704 = !DITemplateTypeParameter(type: !6)
!705 = !DITemplateTypeParameter(type: !9)
!706 = !DITemplateTypeParameter(type: !49)
!707 = !DITemplateTypeParameter(type: !55)
!708 = !DILocalVariable(arg: 1, scope: !698, file: !3, line: 55, type: !6)
!709 = !DILocation(line: 55, column: 47, scope: !698)
!710 = !DILocalVariable(arg: 2, scope: !698, file: !3, line: 55, type: !9)
!711 = !DILocalVariable(arg: 3, scope: !698, file: !3, line: 55, type: !49)
!712 = !DILocalVariable(arg: 4, scope: !698, file: !3, line: 55, type: !55)
!713 = !DILocation(line: 55, column: 51, scope: !698)
!714 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !715, file: !3, line: 58, type: !718, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !717, retainedNodes: !148)
!715 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !716, templateParams: !672, identifier: "_ZTS8TypeNameIiE")
!716 = !{!717}
!717 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !715, file: !3, line: 58, type: !718, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!718 = !DISubroutineType(types: !719)
!719 = !{!55}
!720 = !DILocation(line: 58, column: 63, scope: !714)
!721 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !722, file: !3, line: 59, type: !718, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !724, retainedNodes: !148)
!722 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !723, templateParams: !686, identifier: "_ZTS8TypeNameIdE")
!723 = !{!724}
!724 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !722, file: !3, line: 59, type: !718, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!725 = !DILocation(line: 59, column: 66, scope: !721)
!726 = !DILocation(line: 86, column: 3, scope: !2)
!727 = !{!"branch_weights", i32 1, i32 1048575}
!728 = !DILocation(line: 86, column: 18, scope: !2)
!729 = !DILocation(line: 86, column: 29, scope: !2)
!730 = !DILocation(line: 87, column: 10, scope: !2)
!731 = !DILocation(line: 87, column: 3, scope: !2)
!732 = !DILocation(line: 88, column: 1, scope: !2)
!733 = !DILocation(line: 82, column: 3, scope: !144)
!734 = !DILocation(line: 82, column: 19, scope: !144)
!735 = !DILocation(line: 83, column: 3, scope: !144)
!736 = !DILocation(line: 84, column: 1, scope: !144)
!737 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !539, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !738, retainedNodes: !148)
!738 = !DISubprogram(name: "~Diamond", scope: !113, type: !539, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!739 = !DILocalVariable(name: "this", arg: 1, scope: !737, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!740 = !DILocation(line: 0, scope: !737)
!741 = !DILocation(line: 38, column: 8, scope: !737)
!742 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !39, file: !3, line: 9, type: !43, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !743, retainedNodes: !148)
!743 = !DISubprogram(name: "Shape", scope: !39, type: !43, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!744 = !DILocalVariable(name: "this", arg: 1, scope: !742, type: !293, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DILocation(line: 0, scope: !742)
!746 = !DILocation(line: 9, column: 8, scope: !742)
!747 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !36, file: !3, line: 15, type: !748, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !750, retainedNodes: !148)
!748 = !DISubroutineType(types: !749)
!749 = !{null, !62}
!750 = !DISubprogram(name: "~Rect", scope: !36, type: !748, containingType: !36, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!751 = !DILocalVariable(name: "this", arg: 1, scope: !747, type: !508, flags: DIFlagArtificial | DIFlagObjectPointer)
!752 = !DILocation(line: 0, scope: !747)
!753 = !DILocation(line: 15, column: 8, scope: !754)
!754 = distinct !DILexicalBlock(scope: !747, file: !3, line: 15, column: 8)
!755 = !DILocation(line: 15, column: 8, scope: !747)
!756 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !36, file: !3, line: 15, type: !748, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !750, retainedNodes: !148)
!757 = !DILocalVariable(name: "this", arg: 1, scope: !756, type: !508, flags: DIFlagArtificial | DIFlagObjectPointer)
!758 = !DILocation(line: 0, scope: !756)
!759 = !DILocation(line: 15, column: 8, scope: !756)
!760 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !63, retainedNodes: !148)
!761 = !DILocalVariable(name: "this", arg: 1, scope: !760, type: !762, flags: DIFlagArtificial | DIFlagObjectPointer)
!762 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
!763 = !DILocation(line: 0, scope: !760)
!764 = !DILocation(line: 18, column: 41, scope: !760)
!765 = !DILocation(line: 18, column: 45, scope: !760)
!766 = !DILocation(line: 18, column: 43, scope: !760)
!767 = !DILocation(line: 18, column: 34, scope: !760)
!768 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !68, retainedNodes: !148)
!769 = !DILocalVariable(name: "this", arg: 1, scope: !768, type: !762, flags: DIFlagArtificial | DIFlagObjectPointer)
!770 = !DILocation(line: 0, scope: !768)
!771 = !DILocation(line: 19, column: 39, scope: !768)
!772 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!773 = !DILocalVariable(name: "this", arg: 1, scope: !772, type: !293, flags: DIFlagArtificial | DIFlagObjectPointer)
!774 = !DILocation(line: 0, scope: !772)
!775 = !DILocation(line: 10, column: 21, scope: !772)
!776 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!777 = !DILocalVariable(name: "this", arg: 1, scope: !776, type: !293, flags: DIFlagArtificial | DIFlagObjectPointer)
!778 = !DILocation(line: 0, scope: !776)
!779 = !DILocation(line: 10, column: 20, scope: !776)
!780 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !52, retainedNodes: !148)
!781 = !DILocalVariable(name: "this", arg: 1, scope: !780, type: !782, flags: DIFlagArtificial | DIFlagObjectPointer)
!782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!783 = !DILocation(line: 0, scope: !780)
!784 = !DILocation(line: 12, column: 38, scope: !780)
!785 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !71, file: !3, line: 22, type: !786, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !788, retainedNodes: !148)
!786 = !DISubroutineType(types: !787)
!787 = !{null, !77}
!788 = !DISubprogram(name: "~Square", scope: !71, type: !786, containingType: !71, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !785, type: !523, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DILocation(line: 0, scope: !785)
!791 = !DILocation(line: 22, column: 8, scope: !792)
!792 = distinct !DILexicalBlock(scope: !785, file: !3, line: 22, column: 8)
!793 = !DILocation(line: 22, column: 8, scope: !785)
!794 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !71, file: !3, line: 22, type: !786, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !788, retainedNodes: !148)
!795 = !DILocalVariable(name: "this", arg: 1, scope: !794, type: !523, flags: DIFlagArtificial | DIFlagObjectPointer)
!796 = !DILocation(line: 0, scope: !794)
!797 = !DILocation(line: 22, column: 8, scope: !794)
!798 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !78, retainedNodes: !148)
!799 = !DILocalVariable(name: "this", arg: 1, scope: !798, type: !800, flags: DIFlagArtificial | DIFlagObjectPointer)
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!801 = !DILocation(line: 0, scope: !798)
!802 = !DILocation(line: 24, column: 39, scope: !798)
!803 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !86, file: !3, line: 27, type: !804, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !807, retainedNodes: !148)
!804 = !DISubroutineType(types: !805)
!805 = !{null, !806}
!806 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!807 = !DISubprogram(name: "Named", scope: !86, type: !804, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!808 = !DILocalVariable(name: "this", arg: 1, scope: !803, type: !357, flags: DIFlagArtificial | DIFlagObjectPointer)
!809 = !DILocation(line: 0, scope: !803)
!810 = !DILocation(line: 27, column: 8, scope: !803)
!811 = !DILocation(line: 27, column: 74, scope: !803)
!812 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !813, retainedNodes: !148)
!813 = !DISubprogram(name: "Counted", scope: !96, type: !101, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!814 = !DILocalVariable(name: "this", arg: 1, scope: !812, type: !353, flags: DIFlagArtificial | DIFlagObjectPointer)
!815 = !DILocation(line: 0, scope: !812)
!816 = !DILocation(line: 28, column: 8, scope: !812)
!817 = !DILocation(line: 28, column: 22, scope: !812)
!818 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !104, retainedNodes: !148)
!819 = !DILocalVariable(name: "this", arg: 1, scope: !818, type: !820, flags: DIFlagArtificial | DIFlagObjectPointer)
!820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!821 = !DILocation(line: 0, scope: !818)
!822 = !DILocation(line: 31, column: 40, scope: !818)
!823 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !109, retainedNodes: !148)
!824 = !DILocalVariable(name: "this", arg: 1, scope: !823, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!825 = !DILocation(line: 0, scope: !823)
!826 = !DILocation(line: 32, column: 26, scope: !823)
!827 = !DILocation(line: 32, column: 32, scope: !823)
!828 = !DILocation(line: 32, column: 39, scope: !823)
!829 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !3, file: !3, line: 32, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!830 = !DISubroutineType(types: !148)
!831 = !DILocation(line: 0, scope: !829)
!832 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !90, retainedNodes: !148)
!833 = !DILocalVariable(name: "this", arg: 1, scope: !832, type: !834, flags: DIFlagArtificial | DIFlagObjectPointer)
!834 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32)
!835 = !DILocation(line: 0, scope: !832)
!836 = !DILocation(line: 27, column: 52, scope: !832)
!837 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !100, retainedNodes: !148)
!838 = !DILocalVariable(name: "this", arg: 1, scope: !837, type: !353, flags: DIFlagArtificial | DIFlagObjectPointer)
!839 = !DILocation(line: 0, scope: !837)
!840 = !DILocation(line: 28, column: 57, scope: !837)
!841 = !DILocation(line: 28, column: 55, scope: !837)
!842 = !DILocation(line: 28, column: 64, scope: !837)
!843 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !844, retainedNodes: !148)
!844 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!845 = !DILocalVariable(name: "this", arg: 1, scope: !843, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!846 = !DILocation(line: 0, scope: !843)
!847 = !DILocation(line: 35, column: 8, scope: !843)
!848 = !DILocation(line: 35, column: 19, scope: !843)
!849 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !850, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !853, retainedNodes: !148)
!850 = !DISubroutineType(types: !851)
!851 = !{null, !852}
!852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!853 = !DISubprogram(name: "Left", scope: !116, type: !850, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!854 = !DILocalVariable(name: "this", arg: 1, scope: !849, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!855 = !DILocation(line: 0, scope: !849)
!856 = !DILocalVariable(name: "vtt", arg: 2, scope: !849, type: !857, flags: DIFlagArtificial)
!857 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 32)
!858 = !DILocation(line: 36, column: 8, scope: !849)
!859 = !DILocation(line: 36, column: 34, scope: !849)
!860 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !861, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !864, retainedNodes: !148)
!861 = !DISubroutineType(types: !862)
!862 = !{null, !863}
!863 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!864 = !DISubprogram(name: "Right", scope: !12, type: !861, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!865 = !DILocalVariable(name: "this", arg: 1, scope: !860, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!866 = !DILocation(line: 0, scope: !860)
!867 = !DILocalVariable(name: "vtt", arg: 2, scope: !860, type: !857, flags: DIFlagArtificial)
!868 = !DILocation(line: 37, column: 8, scope: !860)
!869 = !DILocation(line: 37, column: 35, scope: !860)
!870 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !121, retainedNodes: !148)
!871 = !DILocalVariable(name: "this", arg: 1, scope: !870, type: !872, flags: DIFlagArtificial | DIFlagObjectPointer)
!872 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32)
!873 = !DILocation(line: 0, scope: !870)
!874 = !DILocation(line: 36, column: 75, scope: !870)
!875 = !DILocation(line: 36, column: 79, scope: !870)
!876 = !DILocation(line: 36, column: 77, scope: !870)
!877 = !DILocation(line: 36, column: 68, scope: !870)
!878 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !116, file: !3, line: 36, type: !850, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !879, retainedNodes: !148)
!879 = !DISubprogram(name: "~Left", scope: !116, type: !850, containingType: !116, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!880 = !DILocalVariable(name: "this", arg: 1, scope: !878, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!881 = !DILocation(line: 0, scope: !878)
!882 = !DILocation(line: 36, column: 8, scope: !878)
!883 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !116, file: !3, line: 36, type: !850, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !879, retainedNodes: !148)
!884 = !DILocalVariable(name: "this", arg: 1, scope: !883, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!885 = !DILocation(line: 0, scope: !883)
!886 = !DILocation(line: 36, column: 8, scope: !883)
!887 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !3, file: !3, line: 36, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!888 = !DILocation(line: 0, scope: !887)
!889 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !3, file: !3, line: 36, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!890 = !DILocation(line: 0, scope: !889)
!891 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !3, file: !3, line: 36, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!892 = !DILocation(line: 0, scope: !891)
!893 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !12, file: !3, line: 37, type: !861, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !894, retainedNodes: !148)
!894 = !DISubprogram(name: "~Right", scope: !12, type: !861, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!895 = !DILocalVariable(name: "this", arg: 1, scope: !893, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!896 = !DILocation(line: 0, scope: !893)
!897 = !DILocation(line: 37, column: 8, scope: !893)
!898 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !12, file: !3, line: 37, type: !861, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !894, retainedNodes: !148)
!899 = !DILocalVariable(name: "this", arg: 1, scope: !898, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!900 = !DILocation(line: 0, scope: !898)
!901 = !DILocation(line: 37, column: 8, scope: !898)
!902 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !148)
!903 = !DILocalVariable(name: "this", arg: 1, scope: !902, type: !904, flags: DIFlagArtificial | DIFlagObjectPointer)
!904 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!905 = !DILocation(line: 0, scope: !902)
!906 = !DILocation(line: 35, column: 59, scope: !902)
!907 = !DILocation(line: 35, column: 52, scope: !902)
!908 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !3, file: !3, line: 37, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!909 = !DILocation(line: 0, scope: !908)
!910 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !3, file: !3, line: 37, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!911 = !DILocation(line: 0, scope: !910)
!912 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !128, retainedNodes: !148)
!913 = !DILocalVariable(name: "this", arg: 1, scope: !912, type: !914, flags: DIFlagArtificial | DIFlagObjectPointer)
!914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!915 = !DILocation(line: 0, scope: !912)
!916 = !DILocation(line: 38, column: 77, scope: !912)
!917 = !DILocation(line: 38, column: 81, scope: !912)
!918 = !DILocation(line: 38, column: 79, scope: !912)
!919 = !DILocation(line: 38, column: 85, scope: !912)
!920 = !DILocation(line: 38, column: 83, scope: !912)
!921 = !DILocation(line: 38, column: 89, scope: !912)
!922 = !DILocation(line: 38, column: 87, scope: !912)
!923 = !DILocation(line: 38, column: 70, scope: !912)
!924 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !539, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !738, retainedNodes: !148)
!925 = !DILocalVariable(name: "this", arg: 1, scope: !924, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!926 = !DILocation(line: 0, scope: !924)
!927 = !DILocation(line: 38, column: 8, scope: !924)
!928 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!929 = !DILocation(line: 0, scope: !928)
!930 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!931 = !DILocation(line: 0, scope: !930)
!932 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!933 = !DILocation(line: 0, scope: !932)
!934 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!935 = !DILocation(line: 0, scope: !934)
!936 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !830, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!937 = !DILocation(line: 0, scope: !936)
!938 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!939 = !DILocalVariable(name: "this", arg: 1, scope: !938, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!940 = !DILocation(line: 0, scope: !938)
!941 = !DILocation(line: 35, column: 81, scope: !938)
!942 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!943 = !DILocalVariable(name: "this", arg: 1, scope: !942, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DILocation(line: 0, scope: !942)
!945 = !DILocation(line: 35, column: 80, scope: !942)
!946 = !DILocation(line: 35, column: 81, scope: !942)
!947 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !116, file: !3, line: 36, type: !850, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !879, retainedNodes: !148)
!948 = !DILocalVariable(name: "this", arg: 1, scope: !947, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!949 = !DILocation(line: 0, scope: !947)
!950 = !DILocalVariable(name: "vtt", arg: 2, scope: !947, type: !857, flags: DIFlagArtificial)
!951 = !DILocation(line: 36, column: 8, scope: !947)
!952 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !12, file: !3, line: 37, type: !861, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !894, retainedNodes: !148)
!953 = !DILocalVariable(name: "this", arg: 1, scope: !952, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!954 = !DILocation(line: 0, scope: !952)
!955 = !DILocalVariable(name: "vtt", arg: 2, scope: !952, type: !857, flags: DIFlagArtificial)
!956 = !DILocation(line: 37, column: 8, scope: !952)
!957 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !659, file: !3, line: 126, type: !464, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !958, retainedNodes: !148)
!958 = !DISubprogram(name: "__invoke", scope: !659, type: !464, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!959 = !DILocalVariable(name: "x", arg: 1, scope: !957, type: !6)
!960 = !DILocation(line: 0, scope: !957)
!961 = !DILocation(line: 126, column: 20, scope: !957)
!962 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !659, file: !3, line: 126, type: !963, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !965, retainedNodes: !148)
!963 = !DISubroutineType(types: !964)
!964 = !{!6, !662, !6}
!965 = !DISubprogram(name: "operator()", scope: !659, file: !3, line: 126, type: !966, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!966 = !DISubroutineType(types: !967)
!967 = !{!630, !662, !6}
!968 = !DILocalVariable(name: "this", arg: 1, scope: !962, type: !666, flags: DIFlagArtificial | DIFlagObjectPointer)
!969 = !DILocation(line: 0, scope: !962)
!970 = !DILocalVariable(name: "x", arg: 2, scope: !962, file: !3, line: 126, type: !6)
!971 = !DILocation(line: 126, column: 27, scope: !962)
!972 = !DILocation(line: 126, column: 39, scope: !962)
!973 = !DILocation(line: 126, column: 41, scope: !962)
!974 = !DILocation(line: 126, column: 32, scope: !962)
!975 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !136, retainedNodes: !148)
!976 = !DILocalVariable(name: "this", arg: 1, scope: !975, type: !977, flags: DIFlagArtificial | DIFlagObjectPointer)
!977 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!978 = !DILocation(line: 0, scope: !975)
!979 = !DILocation(line: 78, column: 16, scope: !975)
!980 = !DILocation(line: 78, column: 29, scope: !981)
!981 = distinct !DILexicalBlock(scope: !975, file: !3, line: 78, column: 27)
!982 = !DILocation(line: 78, column: 63, scope: !975)
!983 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !140, retainedNodes: !148)
!984 = !DILocalVariable(name: "this", arg: 1, scope: !983, type: !977, flags: DIFlagArtificial | DIFlagObjectPointer)
!985 = !DILocation(line: 0, scope: !983)
!986 = !DILocation(line: 79, column: 16, scope: !983)
!987 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !113, file: !3, line: 38, type: !539, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !738, retainedNodes: !148)
!988 = !DILocalVariable(name: "this", arg: 1, scope: !987, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!989 = !DILocation(line: 0, scope: !987)
!990 = !DILocalVariable(name: "vtt", arg: 2, scope: !987, type: !857, flags: DIFlagArtificial)
!991 = !DILocation(line: 38, column: 8, scope: !992)
!992 = distinct !DILexicalBlock(scope: !987, file: !3, line: 38, column: 8)
!993 = !DILocation(line: 38, column: 8, scope: !987)
!994 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !436, file: !3, line: 120, type: !995, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !999, retainedNodes: !148)
!995 = !DISubroutineType(types: !996)
!996 = !{!6, !997, !6, !6}
!997 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !998, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!998 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !436)
!999 = !DISubprogram(name: "operator()", scope: !436, file: !3, line: 120, type: !1000, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1000 = !DISubroutineType(types: !1001)
!1001 = !{!630, !997, !6, !6}
!1002 = !DILocalVariable(name: "this", arg: 1, scope: !994, type: !1003, flags: DIFlagArtificial | DIFlagObjectPointer)
!1003 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !998, size: 32)
!1004 = !DILocation(line: 0, scope: !994)
!1005 = !DILocalVariable(name: "acc", arg: 2, scope: !994, file: !3, line: 120, type: !6)
!1006 = !DILocation(line: 120, column: 25, scope: !994)
!1007 = !DILocalVariable(name: "v", arg: 3, scope: !994, file: !3, line: 120, type: !6)
!1008 = !DILocation(line: 120, column: 34, scope: !994)
!1009 = !DILocation(line: 120, column: 46, scope: !994)
!1010 = !DILocation(line: 120, column: 52, scope: !994)
!1011 = !DILocation(line: 120, column: 50, scope: !994)
!1012 = !DILocation(line: 120, column: 56, scope: !994)
!1013 = !DILocation(line: 120, column: 54, scope: !994)
!1014 = !DILocation(line: 120, column: 39, scope: !994)
!1015 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !445, file: !3, line: 122, type: !1016, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1019, retainedNodes: !148)
!1016 = !DISubroutineType(types: !1017)
!1017 = !{!6, !1018, !6, !6}
!1018 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1019 = !DISubprogram(name: "operator()", scope: !445, file: !3, line: 122, type: !1020, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1020 = !DISubroutineType(types: !1021)
!1021 = !{!630, !1018, !6, !6}
!1022 = !DILocalVariable(name: "this", arg: 1, scope: !1015, type: !1023, flags: DIFlagArtificial | DIFlagObjectPointer)
!1023 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 32)
!1024 = !DILocation(line: 0, scope: !1015)
!1025 = !DILocalVariable(name: "acc", arg: 2, scope: !1015, file: !3, line: 122, type: !6)
!1026 = !DILocation(line: 122, column: 32, scope: !1015)
!1027 = !DILocalVariable(name: "v", arg: 3, scope: !1015, file: !3, line: 122, type: !6)
!1028 = !DILocation(line: 122, column: 41, scope: !1015)
!1029 = !DILocation(line: 122, column: 56, scope: !1015)
!1030 = !DILocation(line: 122, column: 54, scope: !1015)
!1031 = !DILocation(line: 122, column: 75, scope: !1015)
!1032 = !DILocation(line: 122, column: 79, scope: !1015)
!1033 = !DILocation(line: 122, column: 83, scope: !1015)
!1034 = !DILocation(line: 122, column: 89, scope: !1015)
!1035 = !DILocation(line: 122, column: 87, scope: !1015)
!1036 = !DILocation(line: 122, column: 93, scope: !1015)
!1037 = !DILocation(line: 122, column: 68, scope: !1015)
