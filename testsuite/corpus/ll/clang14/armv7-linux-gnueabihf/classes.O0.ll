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
@_ZZL7countervE1n = internal global i32 0, align 4
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %3, align 4
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  store i64 %6, i64* %7, align 8
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %10, i64* %11, align 8
  %12 = load i32, i32* %3, align 4
  %13 = mul nsw i32 %12, 3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  store i64 %14, i64* %15, align 8
  %16 = load i32, i32* %3, align 4
  %17 = sub nsw i32 0, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  store i64 %18, i64* %19, align 8
  store i32 0, i32* %4, align 4
  br label %20

20:                                               ; preds = %33, %2
  %21 = load i32, i32* %4, align 4
  %22 = icmp slt i32 %21, 12
  br i1 %22, label %23, label %36

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %24, %25
  %27 = srem i32 %26, 26
  %28 = add nsw i32 97, %27
  %29 = trunc i32 %28 to i8
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %31 = load i32, i32* %4, align 4
  %32 = getelementptr inbounds [13 x i8], [13 x i8]* %30, i32 0, i32 %31
  store i8 %29, i8* %32, align 1
  br label %33

33:                                               ; preds = %23
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %4, align 4
  br label %20, !llvm.loop !10

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %38 = getelementptr inbounds [13 x i8], [13 x i8]* %37, i32 0, i32 12
  store i8 0, i8* %38, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to [6 x i64]*
  store [6 x i64] %0, [6 x i64]* %3, align 8
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %5 = load i64, i64* %4, align 8
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  %7 = load i64, i64* %6, align 8
  %8 = add nsw i64 %5, %7
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  %10 = load i64, i64* %9, align 8
  %11 = add nsw i64 %8, %10
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3
  %13 = load i64, i64* %12, align 8
  %14 = add nsw i64 %11, %13
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4
  %16 = getelementptr inbounds [13 x i8], [13 x i8]* %15, i32 0, i32 0
  %17 = load i8, i8* %16, align 8
  %18 = zext i8 %17 to i64
  %19 = add nsw i64 %14, %18
  ret i64 %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_Z9swap_pair4Pair(%struct.Pair* noalias sret(%struct.Pair) align 4 %0, [2 x i32] %1) #0 {
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %4, align 4
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1
  %7 = load float, float* %6, align 4
  %8 = fptosi float %7 to i32
  store i32 %8, i32* %5, align 4
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = sitofp i32 %11 to float
  store float %12, float* %9, align 4
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @_Znwj(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ]
  %10 = call i8* @malloc(i32 noundef %9)
  ret i8* %10
}

declare i8* @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  call void @__clang_call_terminate(i8* %7) #13
  unreachable
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #13
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_ZdlPvj(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %2
  ret void

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #13
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
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
  %37 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0
  %38 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #14
  %39 = bitcast i8* %38 to %struct.Rect*
  %40 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %39, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %41 unwind label %91

41:                                               ; preds = %0
  %42 = bitcast %struct.Rect* %39 to %struct.Shape*
  store %struct.Shape* %42, %struct.Shape** %37, align 4
  %43 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i32 1
  %44 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #14
  %45 = bitcast i8* %44 to %struct.Square*
  %46 = invoke noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %45, double noundef 4.000000e+00)
          to label %47 unwind label %95

47:                                               ; preds = %41
  %48 = bitcast %struct.Square* %45 to %struct.Shape*
  store %struct.Shape* %48, %struct.Shape** %43, align 4
  %49 = getelementptr inbounds %struct.Shape*, %struct.Shape** %43, i32 1
  %50 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #14
  %51 = bitcast i8* %50 to %struct.Rect*
  %52 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %51, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %53 unwind label %99

53:                                               ; preds = %47
  %54 = bitcast %struct.Rect* %51 to %struct.Shape*
  store %struct.Shape* %54, %struct.Shape** %49, align 4
  store double 0.000000e+00, double* %5, align 8
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 4
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i32 0, i32 0
  store %struct.Shape** %56, %struct.Shape*** %7, align 4
  %57 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4
  %58 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %57, i32 0, i32 0
  %59 = getelementptr inbounds %struct.Shape*, %struct.Shape** %58, i32 3
  store %struct.Shape** %59, %struct.Shape*** %8, align 4
  br label %60

60:                                               ; preds = %88, %53
  %61 = load %struct.Shape**, %struct.Shape*** %7, align 4
  %62 = load %struct.Shape**, %struct.Shape*** %8, align 4
  %63 = icmp ne %struct.Shape** %61, %62
  br i1 %63, label %64, label %103

64:                                               ; preds = %60
  %65 = load %struct.Shape**, %struct.Shape*** %7, align 4
  %66 = load %struct.Shape*, %struct.Shape** %65, align 4
  store %struct.Shape* %66, %struct.Shape** %9, align 4
  %67 = load %struct.Shape*, %struct.Shape** %9, align 4
  %68 = bitcast %struct.Shape* %67 to i8* (%struct.Shape*)***
  %69 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %68, align 4
  %70 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %69, i64 3
  %71 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %70, align 4
  %72 = call noundef i8* %71(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %67)
  %73 = load %struct.Shape*, %struct.Shape** %9, align 4
  %74 = bitcast %struct.Shape* %73 to double (%struct.Shape*)***
  %75 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %74, align 4
  %76 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %75, i64 2
  %77 = load double (%struct.Shape*)*, double (%struct.Shape*)** %76, align 4
  %78 = call noundef double %77(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %73)
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef %72, double noundef %78)
  %80 = load %struct.Shape*, %struct.Shape** %9, align 4
  %81 = bitcast %struct.Shape* %80 to double (%struct.Shape*)***
  %82 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %81, align 4
  %83 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %82, i64 2
  %84 = load double (%struct.Shape*)*, double (%struct.Shape*)** %83, align 4
  %85 = call noundef double %84(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %80)
  %86 = load double, double* %5, align 8
  %87 = fadd double %86, %85
  store double %87, double* %5, align 8
  br label %88

88:                                               ; preds = %64
  %89 = load %struct.Shape**, %struct.Shape*** %7, align 4
  %90 = getelementptr inbounds %struct.Shape*, %struct.Shape** %89, i32 1
  store %struct.Shape** %90, %struct.Shape*** %7, align 4
  br label %60

91:                                               ; preds = %0
  %92 = landingpad { i8*, i32 }
          cleanup
  %93 = extractvalue { i8*, i32 } %92, 0
  store i8* %93, i8** %3, align 4
  %94 = extractvalue { i8*, i32 } %92, 1
  store i32 %94, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %38) #15
  br label %312

95:                                               ; preds = %41
  %96 = landingpad { i8*, i32 }
          cleanup
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %3, align 4
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %44) #15
  br label %312

99:                                               ; preds = %47
  %100 = landingpad { i8*, i32 }
          cleanup
  %101 = extractvalue { i8*, i32 } %100, 0
  store i8* %101, i8** %3, align 4
  %102 = extractvalue { i8*, i32 } %100, 1
  store i32 %102, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %50) #15
  br label %312

103:                                              ; preds = %60
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 4
  %104 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4
  %105 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %104, i32 0, i32 0
  store %struct.Shape** %105, %struct.Shape*** %11, align 4
  %106 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4
  %107 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %106, i32 0, i32 0
  %108 = getelementptr inbounds %struct.Shape*, %struct.Shape** %107, i32 3
  store %struct.Shape** %108, %struct.Shape*** %12, align 4
  br label %109

109:                                              ; preds = %124, %103
  %110 = load %struct.Shape**, %struct.Shape*** %11, align 4
  %111 = load %struct.Shape**, %struct.Shape*** %12, align 4
  %112 = icmp ne %struct.Shape** %110, %111
  br i1 %112, label %113, label %127

113:                                              ; preds = %109
  %114 = load %struct.Shape**, %struct.Shape*** %11, align 4
  %115 = load %struct.Shape*, %struct.Shape** %114, align 4
  store %struct.Shape* %115, %struct.Shape** %13, align 4
  %116 = load %struct.Shape*, %struct.Shape** %13, align 4
  %117 = icmp eq %struct.Shape* %116, null
  br i1 %117, label %123, label %118

118:                                              ; preds = %113
  %119 = bitcast %struct.Shape* %116 to void (%struct.Shape*)***
  %120 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %119, align 4
  %121 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %120, i64 1
  %122 = load void (%struct.Shape*)*, void (%struct.Shape*)** %121, align 4
  call void %122(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %116) #12
  br label %123

123:                                              ; preds = %118, %113
  br label %124

124:                                              ; preds = %123
  %125 = load %struct.Shape**, %struct.Shape*** %11, align 4
  %126 = getelementptr inbounds %struct.Shape*, %struct.Shape** %125, i32 1
  store %struct.Shape** %126, %struct.Shape*** %11, align 4
  br label %109

127:                                              ; preds = %109
  %128 = load double, double* %5, align 8
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %128)
  %130 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %14) #12
  %131 = icmp eq %struct.Widget* %14, null
  br i1 %131, label %136, label %132

132:                                              ; preds = %127
  %133 = bitcast %struct.Widget* %14 to i8*
  %134 = getelementptr inbounds i8, i8* %133, i32 8
  %135 = bitcast i8* %134 to %struct.Counted*
  br label %136

136:                                              ; preds = %132, %127
  %137 = phi %struct.Counted* [ %135, %132 ], [ null, %127 ]
  store %struct.Counted* %137, %struct.Counted** %15, align 4
  %138 = bitcast %struct.Widget* %14 to %struct.Named*
  store %struct.Named* %138, %struct.Named** %16, align 4
  %139 = load %struct.Counted*, %struct.Counted** %15, align 4
  %140 = bitcast %struct.Counted* %139 to void (%struct.Counted*)***
  %141 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %140, align 4
  %142 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %141, i64 0
  %143 = load void (%struct.Counted*)*, void (%struct.Counted*)** %142, align 4
  call void %143(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %139)
  %144 = load %struct.Counted*, %struct.Counted** %15, align 4
  %145 = bitcast %struct.Counted* %144 to void (%struct.Counted*)***
  %146 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %145, align 4
  %147 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %146, i64 0
  %148 = load void (%struct.Counted*)*, void (%struct.Counted*)** %147, align 4
  call void %148(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %144)
  %149 = load %struct.Named*, %struct.Named** %16, align 4
  %150 = bitcast %struct.Named* %149 to i8* (%struct.Named*)***
  %151 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %150, align 4
  %152 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %151, i64 0
  %153 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, align 4
  %154 = call noundef i8* %153(%struct.Named* noundef nonnull align 4 dereferenceable(8) %149)
  %155 = bitcast %struct.Widget* %14 to i8*
  %156 = getelementptr inbounds i8, i8* %155, i32 8
  %157 = bitcast i8* %156 to %struct.Counted*
  %158 = getelementptr inbounds %struct.Counted, %struct.Counted* %157, i32 0, i32 1
  %159 = load i32, i32* %158, align 4
  %160 = bitcast %struct.Widget* %14 to %struct.Named*
  %161 = getelementptr inbounds %struct.Named, %struct.Named* %160, i32 0, i32 1
  %162 = load i32, i32* %161, align 4
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %154, i32 noundef %159, i32 noundef %162)
  %164 = call noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #12
  %165 = icmp eq %struct.Diamond* %17, null
  br i1 %165, label %175, label %166

166:                                              ; preds = %136
  %167 = bitcast %struct.Diamond* %17 to i8**
  %168 = load i8*, i8** %167, align 4
  %169 = getelementptr i8, i8* %168, i64 -12
  %170 = bitcast i8* %169 to i32*
  %171 = load i32, i32* %170, align 4
  %172 = bitcast %struct.Diamond* %17 to i8*
  %173 = getelementptr inbounds i8, i8* %172, i32 %171
  %174 = bitcast i8* %173 to %struct.Base*
  br label %175

175:                                              ; preds = %166, %136
  %176 = phi %struct.Base* [ %174, %166 ], [ null, %136 ]
  store %struct.Base* %176, %struct.Base** %18, align 4
  %177 = bitcast %struct.Diamond* %17 to %struct.Left*
  store %struct.Left* %177, %struct.Left** %19, align 4
  %178 = load %struct.Base*, %struct.Base** %18, align 4
  %179 = bitcast %struct.Base* %178 to i32 (%struct.Base*)***
  %180 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %179, align 4
  %181 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %180, i64 0
  %182 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %181, align 4
  %183 = invoke noundef i32 %182(%struct.Base* noundef nonnull align 4 dereferenceable(8) %178)
          to label %184 unwind label %205

184:                                              ; preds = %175
  %185 = load %struct.Left*, %struct.Left** %19, align 4
  %186 = bitcast %struct.Left* %185 to i32 (%struct.Left*)***
  %187 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %186, align 4
  %188 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %187, i64 0
  %189 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %188, align 4
  %190 = invoke noundef i32 %189(%struct.Left* noundef nonnull align 4 dereferenceable(8) %185)
          to label %191 unwind label %205

191:                                              ; preds = %184
  %192 = bitcast %struct.Diamond* %17 to i8*
  %193 = getelementptr inbounds i8, i8* %192, i32 8
  %194 = bitcast i8* %193 to %struct.Right*
  %195 = getelementptr inbounds %struct.Right, %struct.Right* %194, i32 0, i32 1
  %196 = load i32, i32* %195, align 4
  %197 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %183, i32 noundef %190, i32 noundef %196)
          to label %198 unwind label %205

198:                                              ; preds = %191
  %199 = load %struct.Base*, %struct.Base** %18, align 4
  %200 = icmp eq %struct.Base* %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %198
  %202 = bitcast %struct.Base* %199 to i8*
  %203 = call i8* @__dynamic_cast(i8* %202, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #12
  %204 = bitcast i8* %203 to %struct.Right*
  br label %211

205:                                              ; preds = %305, %301, %299, %297, %286, %277, %275, %273, %271, %269, %266, %264, %262, %260, %256, %254, %252, %250, %247, %240, %230, %220, %211, %191, %184, %175
  %206 = landingpad { i8*, i32 }
          cleanup
  %207 = extractvalue { i8*, i32 } %206, 0
  store i8* %207, i8** %3, align 4
  %208 = extractvalue { i8*, i32 } %206, 1
  store i32 %208, i32* %4, align 4
  %209 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #12
  br label %312

210:                                              ; preds = %198
  br label %211

211:                                              ; preds = %210, %201
  %212 = phi %struct.Right* [ %204, %201 ], [ null, %210 ]
  %213 = icmp ne %struct.Right* %212, null
  %214 = zext i1 %213 to i32
  %215 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %214)
          to label %216 unwind label %205

216:                                              ; preds = %211
  store i32 0, i32* %21, align 4
  br label %217

217:                                              ; preds = %227, %216
  %218 = load i32, i32* %21, align 4
  %219 = icmp slt i32 %218, 8
  br i1 %219, label %220, label %230

220:                                              ; preds = %217
  %221 = load i32, i32* %21, align 4
  %222 = load i32, i32* %21, align 4
  %223 = mul nsw i32 %221, %222
  %224 = load i32, i32* %21, align 4
  %225 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %224)
          to label %226 unwind label %205

226:                                              ; preds = %220
  store i32 %223, i32* %225, align 4
  br label %227

227:                                              ; preds = %226
  %228 = load i32, i32* %21, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* %21, align 4
  br label %217, !llvm.loop !12

230:                                              ; preds = %217
  store i32 7, i32* %22, align 4
  %231 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0
  %232 = load i32, i32* %22, align 4
  store i32 %232, i32* %231, align 4
  store i32 0, i32* %24, align 4
  %233 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0
  store i32* %24, i32** %233, align 4
  %234 = bitcast %class.anon* %26 to i8*
  %235 = bitcast %class.anon* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %234, i8* align 4 %235, i32 4, i1 false)
  %236 = getelementptr inbounds %class.anon, %class.anon* %26, i32 0, i32 0
  %237 = bitcast i32* %236 to [1 x i32]*
  %238 = load [1 x i32], [1 x i32]* %237, align 4
  %239 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, [1 x i32] %238)
          to label %240 unwind label %205

240:                                              ; preds = %230
  %241 = bitcast %class.anon.0* %27 to i8*
  %242 = bitcast %class.anon.0* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %241, i8* align 4 %242, i32 4, i1 false)
  %243 = getelementptr inbounds %class.anon.0, %class.anon.0* %27, i32 0, i32 0
  %244 = bitcast i32** %243 to [1 x i32]*
  %245 = load [1 x i32], [1 x i32]* %244, align 4
  %246 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, [1 x i32] %245)
          to label %247 unwind label %205

247:                                              ; preds = %240
  %248 = load i32, i32* %24, align 4
  %249 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %239, i32 noundef %246, i32 noundef %248)
          to label %250 unwind label %205

250:                                              ; preds = %247
  %251 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %252 unwind label %205

252:                                              ; preds = %250
  %253 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %254 unwind label %205

254:                                              ; preds = %252
  %255 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %251, double noundef %253)
          to label %256 unwind label %205

256:                                              ; preds = %254
  %257 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %30) #12
  store i32 (i32)* %257, i32 (i32)** %29, align 4
  %258 = load i32 (i32)*, i32 (i32)** %29, align 4
  %259 = invoke noundef i32 %258(i32 noundef 14)
          to label %260 unwind label %205

260:                                              ; preds = %256
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %259)
          to label %262 unwind label %205

262:                                              ; preds = %260
  %263 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %264 unwind label %205

264:                                              ; preds = %262
  %265 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %266 unwind label %205

266:                                              ; preds = %264
  %267 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0))
  %268 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef %263, double noundef %265, i8* noundef %267)
          to label %269 unwind label %205

269:                                              ; preds = %266
  %270 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef zeroext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0))
          to label %271 unwind label %205

271:                                              ; preds = %269
  %272 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %273 unwind label %205

273:                                              ; preds = %271
  %274 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %275 unwind label %205

275:                                              ; preds = %273
  %276 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %270, i8* noundef %272, i8* noundef %274)
          to label %277 unwind label %205

277:                                              ; preds = %275
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 8 %31, i32 noundef 5)
  %278 = bitcast %struct.Big* %32 to i8*
  %279 = bitcast %struct.Big* %31 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %278, i8* align 8 %279, i32 48, i1 false)
  %280 = bitcast %struct.Big* %32 to [6 x i64]*
  %281 = load [6 x i64], [6 x i64]* %280, align 8
  %282 = call noundef i64 @_Z7sum_big3Big([6 x i64] %281)
  %283 = getelementptr inbounds %struct.Big, %struct.Big* %31, i32 0, i32 4
  %284 = getelementptr inbounds [13 x i8], [13 x i8]* %283, i32 0, i32 0
  %285 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %282, i8* noundef %284)
          to label %286 unwind label %205

286:                                              ; preds = %277
  %287 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0
  store i32 3, i32* %287, align 4
  %288 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1
  store float 9.500000e+00, float* %288, align 4
  %289 = bitcast %struct.Pair* %34 to [2 x i32]*
  %290 = load [2 x i32], [2 x i32]* %289, align 4
  call void @_Z9swap_pair4Pair(%struct.Pair* sret(%struct.Pair) align 4 %33, [2 x i32] %290)
  %291 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 0
  %292 = load i32, i32* %291, align 4
  %293 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 1
  %294 = load float, float* %293, align 4
  %295 = fpext float %294 to double
  %296 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %292, double noundef %295)
          to label %297 unwind label %205

297:                                              ; preds = %286
  %298 = invoke noundef i32 @_ZL7counterv()
          to label %299 unwind label %205

299:                                              ; preds = %297
  store i32 %298, i32* %35, align 4
  %300 = invoke noundef i32 @_ZL7counterv()
          to label %301 unwind label %205

301:                                              ; preds = %299
  store i32 %300, i32* %36, align 4
  %302 = load i32, i32* %35, align 4
  %303 = load i32, i32* %36, align 4
  %304 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %305 unwind label %205

305:                                              ; preds = %301
  %306 = getelementptr inbounds %struct.Registry, %struct.Registry* %304, i32 0, i32 0
  %307 = load i32, i32* %306, align 4
  %308 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %302, i32 noundef %303, i32 noundef %307)
          to label %309 unwind label %205

309:                                              ; preds = %305
  store i32 0, i32* %1, align 4
  %310 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #12
  %311 = load i32, i32* %1, align 4
  ret i32 %311

312:                                              ; preds = %205, %99, %95, %91
  %313 = load i8*, i8** %3, align 4
  %314 = load i32, i32* %4, align 4
  %315 = insertvalue { i8*, i32 } undef, i8* %313, 0
  %316 = insertvalue { i8*, i32 } %315, i32 %314, 1
  resume { i8*, i32 } %316
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #6 comdat align 2 {
  %4 = alloca %struct.Rect*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %struct.Rect*, %struct.Rect** %4, align 4
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*
  %9 = call noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %8) #12
  %10 = bitcast %struct.Rect* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1
  %12 = load double, double* %5, align 8
  store double %12, double* %11, align 8
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2
  %14 = load double, double* %6, align 8
  store double %14, double* %13, align 8
  ret %struct.Rect* %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  store double %1, double* %4, align 8
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*
  %7 = load double, double* %4, align 8
  %8 = load double, double* %4, align 8
  %9 = call noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %7, double noundef %8)
  %10 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Square* %5
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*
  %5 = call noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #12
  %6 = bitcast %struct.Widget* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Counted*
  %9 = call noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #12
  %10 = bitcast %struct.Widget* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Widget* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Widget* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 20
  %6 = bitcast i8* %5 to %struct.Base*
  %7 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #12
  %8 = bitcast %struct.Diamond* %3 to %struct.Left*
  %9 = call noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #12
  %10 = bitcast %struct.Diamond* %3 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.Right*
  %13 = call noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #12
  %14 = bitcast %struct.Diamond* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %14, align 4
  %15 = bitcast %struct.Diamond* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 20
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = bitcast %struct.Diamond* %3 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 8
  %20 = bitcast i8* %19 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %20, align 4
  %21 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2
  store i32 4, i32* %21, align 4
  ret %struct.Diamond* %3
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca %struct.Array*, align 4
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Array*, %struct.Array** %3, align 4
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i32 0, i32 %7
  ret i32* %8
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #8 align 2 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  %9 = bitcast i32* %8 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %9, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  store i32 %1, i32* %6, align 4
  %10 = load %struct.Array*, %struct.Array** %5, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %24

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0
  %17 = load i32, i32* %7, align 4
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %15, i32 noundef %19)
  store i32 %20, i32* %6, align 4
  br label %21

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %11, !llvm.loop !13

24:                                               ; preds = %11
  %25 = load i32, i32* %6, align 4
  ret i32 %25
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #8 align 2 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = bitcast i32** %8 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %9, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  store i32 %1, i32* %6, align 4
  %10 = load %struct.Array*, %struct.Array** %5, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %24

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0
  %17 = load i32, i32* %7, align 4
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %15, i32 noundef %19)
  store i32 %20, i32* %6, align 4
  br label %21

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %11, !llvm.loop !14

24:                                               ; preds = %11
  %25 = load i32, i32* %6, align 4
  ret i32 %25
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = add nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  store double %1, double* %4, align 8
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load double, double* %4, align 8
  %7 = load double, double* %4, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef zeroext %1, double noundef %2, i8* noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store double %2, double* %7, align 8
  store i8* %3, i8** %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat align 2 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4
  %4 = and i8 %3, 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !15

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL7countervE1n) #12
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %11 unwind label %17

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.Registry, %struct.Registry* %10, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* @_ZZL7countervE1n, align 4
  call void @__cxa_guard_release(i32* @_ZGVZL7countervE1n) #12
  br label %14

14:                                               ; preds = %11, %6, %0
  %15 = load i32, i32* @_ZZL7countervE1n, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZZL7countervE1n, align 4
  ret i32 %16

17:                                               ; preds = %9
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %1, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %2, align 4
  call void @__cxa_guard_abort(i32* @_ZGVZL7countervE1n) #12
  br label %21

21:                                               ; preds = %17
  %22 = load i8*, i8** %1, align 4
  %23 = load i32, i32* %2, align 4
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1
  resume { i8*, i32 } %25
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4
  %4 = and i8 %3, 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %13, !prof !15

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL8registryvE1r) #12
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = invoke noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %11 unwind label %14

11:                                               ; preds = %9
  %12 = call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Registry* (%struct.Registry*)* @_ZN8RegistryD2Ev to void (i8*)*), i8* bitcast (%struct.Registry* @_ZZL8registryvE1r to i8*), i8* @__dso_handle) #12
  call void @__cxa_guard_release(i32* @_ZGVZL8registryvE1r) #12
  br label %13

13:                                               ; preds = %11, %6, %0
  ret %struct.Registry* @_ZZL8registryvE1r

14:                                               ; preds = %9
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %1, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %2, align 4
  call void @__cxa_guard_abort(i32* @_ZGVZL8registryvE1r) #12
  br label %18

18:                                               ; preds = %14
  %19 = load i8*, i8** %1, align 4
  %20 = load i32, i32* %2, align 4
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1
  resume { i8*, i32 } %22
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #12
  %5 = bitcast %struct.Diamond* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 20
  %7 = bitcast i8* %6 to %struct.Base*
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #12
  ret %struct.Diamond* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #12
  ret %struct.Rect* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #12
  %5 = bitcast %struct.Rect* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #13
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  %5 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #12
  ret %struct.Square* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #12
  %5 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1
  store i32 5, i32* %5, align 4
  ret %struct.Named* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Counted* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Counted*
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %8, 10
  store i32 %9, i32* %7, align 4
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local void @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Widget*
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  store i32 1, i32* %5, align 4
  ret %struct.Base* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.Left* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.Left* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.Left* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1
  store i32 2, i32* %21, align 4
  ret %struct.Left* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.Right* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.Right* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.Right* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1
  store i32 3, i32* %21, align 4
  ret %struct.Right* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8**
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr i8, i8* %5, i64 -12
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = bitcast %struct.Left* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 %8
  %11 = bitcast i8* %10 to %struct.Base*
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #12
  %5 = bitcast %struct.Left* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.Base*
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #12
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = bitcast %struct.Left* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.Left*
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11)
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZTv0_n16_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  %3 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  %4 = load %struct.Left*, %struct.Left** %3, align 4
  store %struct.Left* %4, %struct.Left** %2, align 4
  %5 = bitcast %struct.Left* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -16
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.Left*
  %13 = tail call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12) #12
  ret %struct.Left* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.Left*
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #12
  %5 = bitcast %struct.Right* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.Base*
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #12
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = bitcast %struct.Right* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZTv0_n16_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  %3 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  %4 = load %struct.Right*, %struct.Right** %3, align 4
  store %struct.Right* %4, %struct.Right** %2, align 4
  %5 = bitcast %struct.Right* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -16
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.Right*
  %13 = tail call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12) #12
  ret %struct.Right* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.Right*
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %11) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8**
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr i8, i8* %5, i64 -12
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = bitcast %struct.Diamond* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 %8
  %11 = bitcast i8* %10 to %struct.Base*
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %13, %16
  %18 = bitcast %struct.Diamond* %3 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 8
  %20 = bitcast i8* %19 to %struct.Right*
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %17, %22
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2
  %25 = load i32, i32* %24, align 4
  %26 = add nsw i32 %23, %25
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3) #12
  %5 = bitcast %struct.Diamond* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4
  %5 = bitcast %struct.Diamond* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.Diamond*
  %8 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %7) #12
  ret %struct.Diamond* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Diamond*
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #12
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.Diamond*
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11)
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4
  %5 = bitcast %struct.Diamond* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -16
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.Diamond*
  %13 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %12) #12
  ret %struct.Diamond* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.Diamond*
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret %struct.Base* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Left* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Right* %5
}

; Function Attrs: noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #11 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.2*, align 4
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.2*, %class.anon.2** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %6, 3
  ret i32 %7
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i32*) #12

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i32*) #12

; Function Attrs: nounwind
declare void @__cxa_guard_release(i32*) #12

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #11 comdat align 2 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0
  store i32 3, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i32 0, i32 0))
  ret %struct.Registry* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret %struct.Registry* %3
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #12

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Diamond*, align 4
  %4 = alloca i8**, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.Diamond* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = getelementptr inbounds i8*, i8** %6, i64 3
  %11 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %9, i8** noundef %10) #12
  %12 = bitcast %struct.Diamond* %5 to %struct.Left*
  %13 = getelementptr inbounds i8*, i8** %6, i64 1
  %14 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef %13) #12
  ret %struct.Diamond* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca %class.anon*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon*, %class.anon** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = add nsw i32 %8, %9
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca %class.anon.0*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon.0*, %class.anon.0** %4, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4
  %16 = mul nsw i32 %15, 1
  %17 = load i32, i32* %6, align 4
  %18 = add nsw i32 %16, %17
  br label %21

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ]
  ret i32 %22
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind readonly }
attributes #8 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!"branch_weights", i32 1, i32 1048575}
