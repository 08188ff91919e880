; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
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
@_ZTV4Rect = linkonce_odr hidden unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (%struct.Rect* (%struct.Rect*)* @_ZN4RectD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Rect*)* @_ZNK4Rect4nameEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr hidden constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI4Rect = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV5Shape = linkonce_odr hidden unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Square* (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Square*)* @_ZNK6Square4nameEv to i8*)] }, comdat, align 4
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, comdat, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Widget = linkonce_odr hidden unnamed_addr constant { [4 x i8*], [3 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget5labelEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn8_N6Widget4bumpEv to i8*)] }, comdat, align 4
@_ZTS6Widget = linkonce_odr hidden constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr hidden constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, comdat, align 4
@_ZTS7Counted = linkonce_odr hidden constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, comdat, align 4
@_ZTI6Widget = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i8* bitcast (i8* (%struct.Named*)* @_ZNK5Named5labelEv to i8*)] }, comdat, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7Counted4bumpEv to i8*)] }, comdat, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZTV7Diamond = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, comdat, align 4
@_ZTT7Diamond = linkonce_odr hidden unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC7Diamond0_4Left = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, comdat, align 4
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, comdat, align 4
@_ZTC7Diamond8_5Right = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, comdat, align 4
@_ZTS7Diamond = linkonce_odr hidden constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 4
@_ZTV4Left = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, comdat, align 4
@_ZTT4Left = linkonce_odr hidden unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@_ZTV5Right = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, comdat, align 4
@_ZTT5Right = linkonce_odr hidden unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i8 0, align 1
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !142
@_ZGVZL8registryvE1r = internal global i8 0, align 1
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 !dbg !153 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !158, metadata !DIExpression()), !dbg !159
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !160, metadata !DIExpression()), !dbg !161
  %5 = load i8*, i8** %3, align 4, !dbg !162
  ret i8* %5, !dbg !163
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !164 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !178, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !180, metadata !DIExpression()), !dbg !181
  %5 = load i32, i32* %3, align 4, !dbg !182
  %6 = sext i32 %5 to i64, !dbg !182
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !183
  store i64 %6, i64* %7, align 8, !dbg !184
  %8 = load i32, i32* %3, align 4, !dbg !185
  %9 = mul nsw i32 %8, 2, !dbg !186
  %10 = sext i32 %9 to i64, !dbg !185
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !187
  store i64 %10, i64* %11, align 8, !dbg !188
  %12 = load i32, i32* %3, align 4, !dbg !189
  %13 = mul nsw i32 %12, 3, !dbg !190
  %14 = sext i32 %13 to i64, !dbg !189
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !191
  store i64 %14, i64* %15, align 8, !dbg !192
  %16 = load i32, i32* %3, align 4, !dbg !193
  %17 = sub nsw i32 0, %16, !dbg !194
  %18 = sext i32 %17 to i64, !dbg !194
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !195
  store i64 %18, i64* %19, align 8, !dbg !196
  call void @llvm.dbg.declare(metadata i32* %4, metadata !197, metadata !DIExpression()), !dbg !199
  store i32 0, i32* %4, align 4, !dbg !199
  br label %20, !dbg !200

20:                                               ; preds = %33, %2
  %21 = load i32, i32* %4, align 4, !dbg !201
  %22 = icmp slt i32 %21, 12, !dbg !203
  br i1 %22, label %23, label %36, !dbg !204

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4, !dbg !205
  %25 = load i32, i32* %4, align 4, !dbg !206
  %26 = add nsw i32 %24, %25, !dbg !207
  %27 = srem i32 %26, 26, !dbg !208
  %28 = add nsw i32 97, %27, !dbg !209
  %29 = trunc i32 %28 to i8, !dbg !210
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !211
  %31 = load i32, i32* %4, align 4, !dbg !212
  %32 = getelementptr inbounds [13 x i8], [13 x i8]* %30, i32 0, i32 %31, !dbg !213
  store i8 %29, i8* %32, align 1, !dbg !214
  br label %33, !dbg !213

33:                                               ; preds = %23
  %34 = load i32, i32* %4, align 4, !dbg !215
  %35 = add nsw i32 %34, 1, !dbg !215
  store i32 %35, i32* %4, align 4, !dbg !215
  br label %20, !dbg !216, !llvm.loop !217

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !220
  %38 = getelementptr inbounds [13 x i8], [13 x i8]* %37, i32 0, i32 12, !dbg !221
  store i8 0, i8* %38, align 4, !dbg !222
  ret void, !dbg !223
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 !dbg !224 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !227, metadata !DIExpression()), !dbg !228
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !229
  %3 = load i64, i64* %2, align 8, !dbg !229
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !230
  %5 = load i64, i64* %4, align 8, !dbg !230
  %6 = add nsw i64 %3, %5, !dbg !231
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !232
  %8 = load i64, i64* %7, align 8, !dbg !232
  %9 = add nsw i64 %6, %8, !dbg !233
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !234
  %11 = load i64, i64* %10, align 8, !dbg !234
  %12 = add nsw i64 %9, %11, !dbg !235
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !236
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i32 0, i32 0, !dbg !237
  %15 = load i8, i8* %14, align 8, !dbg !237
  %16 = sext i8 %15 to i64, !dbg !237
  %17 = add nsw i64 %12, %16, !dbg !238
  ret i64 %17, !dbg !239
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z9swap_pair4Pair(%struct.Pair* noalias sret(%struct.Pair) align 4 %0, %struct.Pair* noundef byval(%struct.Pair) align 4 %1) #0 !dbg !240 {
  call void @llvm.dbg.declare(metadata %struct.Pair* %1, metadata !243, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !245, metadata !DIExpression()), !dbg !246
  %3 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !247
  %4 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i32 0, i32 1, !dbg !248
  %5 = load float, float* %4, align 4, !dbg !248
  %6 = fptosi float %5 to i32, !dbg !249
  store i32 %6, i32* %3, align 4, !dbg !247
  %7 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !247
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i32 0, i32 0, !dbg !250
  %9 = load i32, i32* %8, align 4, !dbg !250
  %10 = sitofp i32 %9 to float, !dbg !251
  store float %10, float* %7, align 4, !dbg !247
  ret void, !dbg !252
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #2 !dbg !253 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !258, metadata !DIExpression()), !dbg !259
  %3 = load i32, i32* %2, align 4, !dbg !260
  %4 = icmp ne i32 %3, 0, !dbg !260
  br i1 %4, label %5, label %7, !dbg !260

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !261
  br label %8, !dbg !260

7:                                                ; preds = %1
  br label %8, !dbg !260

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !260
  %10 = call i8* @malloc(i32 noundef %9), !dbg !262
  ret i8* %10, !dbg !263
}

declare i8* @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !264 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !267, metadata !DIExpression()), !dbg !268
  %3 = load i8*, i8** %2, align 4, !dbg !269
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !270

4:                                                ; preds = %1
  ret void, !dbg !271

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !270
  call void @_ZSt9terminatev() #14 [ "funclet"(token %6) ], !dbg !270
  unreachable, !dbg !270
}

declare void @free(i8* noundef) #3

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_ZdlPvm(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !272 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !275, metadata !DIExpression()), !dbg !276
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !277, metadata !DIExpression()), !dbg !278
  %5 = load i8*, i8** %3, align 4, !dbg !279
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !280

6:                                                ; preds = %2
  ret void, !dbg !281

7:                                                ; preds = %2
  %8 = cleanuppad within none [], !dbg !280
  call void @_ZSt9terminatev() #14 [ "funclet"(token %8) ], !dbg !280
  unreachable, !dbg !280
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #5 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !282 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 4
  %3 = alloca double, align 8
  %4 = alloca [3 x %struct.Shape*]*, align 4
  %5 = alloca %struct.Shape**, align 4
  %6 = alloca %struct.Shape**, align 4
  %7 = alloca %struct.Shape*, align 4
  %8 = alloca [3 x %struct.Shape*]*, align 4
  %9 = alloca %struct.Shape**, align 4
  %10 = alloca %struct.Shape**, align 4
  %11 = alloca %struct.Shape*, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca %struct.Counted*, align 4
  %14 = alloca %struct.Named*, align 4
  %15 = alloca %struct.Diamond, align 4
  %16 = alloca %struct.Base*, align 4
  %17 = alloca %struct.Left*, align 4
  %18 = alloca %struct.Array, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %class.anon, align 4
  %25 = alloca %class.anon.0, align 4
  %26 = alloca %class.anon.1, align 1
  %27 = alloca i32 (i32)*, align 4
  %28 = alloca %class.anon.2, align 1
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Pair, align 4
  %32 = alloca %struct.Pair, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !283, metadata !DIExpression()), !dbg !288
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0, !dbg !289
  %36 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 24) #15, !dbg !290, !heapallocsite !36
  %37 = bitcast i8* %36 to %struct.Rect*, !dbg !290
  %38 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %89, !dbg !291

39:                                               ; preds = %0
  %40 = bitcast %struct.Rect* %37 to %struct.Shape*, !dbg !290
  store %struct.Shape* %40, %struct.Shape** %35, align 4, !dbg !289
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i32 1, !dbg !289
  %42 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 24) #15, !dbg !292, !heapallocsite !71
  %43 = bitcast i8* %42 to %struct.Square*, !dbg !292
  %44 = invoke noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %43, double noundef 4.000000e+00)
          to label %45 unwind label %91, !dbg !293

45:                                               ; preds = %39
  %46 = bitcast %struct.Square* %43 to %struct.Shape*, !dbg !292
  store %struct.Shape* %46, %struct.Shape** %41, align 4, !dbg !289
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %41, i32 1, !dbg !289
  %48 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 24) #15, !dbg !294, !heapallocsite !36
  %49 = bitcast i8* %48 to %struct.Rect*, !dbg !294
  %50 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %51 unwind label %93, !dbg !295

51:                                               ; preds = %45
  %52 = bitcast %struct.Rect* %49 to %struct.Shape*, !dbg !294
  store %struct.Shape* %52, %struct.Shape** %47, align 4, !dbg !289
  call void @llvm.dbg.declare(metadata double* %3, metadata !296, metadata !DIExpression()), !dbg !297
  store double 0.000000e+00, double* %3, align 8, !dbg !297
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %4, metadata !298, metadata !DIExpression()), !dbg !301
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %4, align 4, !dbg !302
  call void @llvm.dbg.declare(metadata %struct.Shape*** %5, metadata !303, metadata !DIExpression()), !dbg !301
  %53 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 4, !dbg !305
  %54 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %53, i32 0, i32 0, !dbg !305
  store %struct.Shape** %54, %struct.Shape*** %5, align 4, !dbg !305
  call void @llvm.dbg.declare(metadata %struct.Shape*** %6, metadata !306, metadata !DIExpression()), !dbg !301
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 4, !dbg !305
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i32 0, i32 0, !dbg !305
  %57 = getelementptr inbounds %struct.Shape*, %struct.Shape** %56, i32 3, !dbg !305
  store %struct.Shape** %57, %struct.Shape*** %6, align 4, !dbg !305
  br label %58, !dbg !305

58:                                               ; preds = %86, %51
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 4, !dbg !305
  %60 = load %struct.Shape**, %struct.Shape*** %6, align 4, !dbg !305
  %61 = icmp ne %struct.Shape** %59, %60, !dbg !305
  br i1 %61, label %62, label %95, !dbg !305

62:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata %struct.Shape** %7, metadata !307, metadata !DIExpression()), !dbg !309
  %63 = load %struct.Shape**, %struct.Shape*** %5, align 4, !dbg !310
  %64 = load %struct.Shape*, %struct.Shape** %63, align 4, !dbg !310
  store %struct.Shape* %64, %struct.Shape** %7, align 4, !dbg !309
  %65 = load %struct.Shape*, %struct.Shape** %7, align 4, !dbg !311
  %66 = bitcast %struct.Shape* %65 to i8* (%struct.Shape*)***, !dbg !313
  %67 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %66, align 4, !dbg !313
  %68 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %67, i64 3, !dbg !313
  %69 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %68, align 4, !dbg !313
  %70 = call noundef i8* %69(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %65), !dbg !313
  %71 = load %struct.Shape*, %struct.Shape** %7, align 4, !dbg !314
  %72 = bitcast %struct.Shape* %71 to double (%struct.Shape*)***, !dbg !315
  %73 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %72, align 4, !dbg !315
  %74 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %73, i64 2, !dbg !315
  %75 = load double (%struct.Shape*)*, double (%struct.Shape*)** %74, align 4, !dbg !315
  %76 = call noundef double %75(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %71), !dbg !315
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef %70, double noundef %76), !dbg !316
  %78 = load %struct.Shape*, %struct.Shape** %7, align 4, !dbg !317
  %79 = bitcast %struct.Shape* %78 to double (%struct.Shape*)***, !dbg !318
  %80 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %79, align 4, !dbg !318
  %81 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %80, i64 2, !dbg !318
  %82 = load double (%struct.Shape*)*, double (%struct.Shape*)** %81, align 4, !dbg !318
  %83 = call noundef double %82(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %78), !dbg !318
  %84 = load double, double* %3, align 8, !dbg !319
  %85 = fadd double %84, %83, !dbg !319
  store double %85, double* %3, align 8, !dbg !319
  br label %86, !dbg !320

86:                                               ; preds = %62
  %87 = load %struct.Shape**, %struct.Shape*** %5, align 4, !dbg !305
  %88 = getelementptr inbounds %struct.Shape*, %struct.Shape** %87, i32 1, !dbg !305
  store %struct.Shape** %88, %struct.Shape*** %5, align 4, !dbg !305
  br label %58, !dbg !305, !llvm.loop !321

89:                                               ; preds = %0
  %90 = cleanuppad within none [], !dbg !290
  call void @_ZdlPv(i8* noundef %36) #16 [ "funclet"(token %90) ], !dbg !290
  cleanupret from %90 unwind to caller, !dbg !290

91:                                               ; preds = %39
  %92 = cleanuppad within none [], !dbg !292
  call void @_ZdlPv(i8* noundef %42) #16 [ "funclet"(token %92) ], !dbg !292
  cleanupret from %92 unwind to caller, !dbg !292

93:                                               ; preds = %45
  %94 = cleanuppad within none [], !dbg !294
  call void @_ZdlPv(i8* noundef %48) #16 [ "funclet"(token %94) ], !dbg !294
  cleanupret from %94 unwind to caller, !dbg !294

95:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %8, metadata !323, metadata !DIExpression()), !dbg !325
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %8, align 4, !dbg !326
  call void @llvm.dbg.declare(metadata %struct.Shape*** %9, metadata !327, metadata !DIExpression()), !dbg !325
  %96 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 4, !dbg !328
  %97 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %96, i32 0, i32 0, !dbg !328
  store %struct.Shape** %97, %struct.Shape*** %9, align 4, !dbg !328
  call void @llvm.dbg.declare(metadata %struct.Shape*** %10, metadata !329, metadata !DIExpression()), !dbg !325
  %98 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 4, !dbg !328
  %99 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %98, i32 0, i32 0, !dbg !328
  %100 = getelementptr inbounds %struct.Shape*, %struct.Shape** %99, i32 3, !dbg !328
  store %struct.Shape** %100, %struct.Shape*** %10, align 4, !dbg !328
  br label %101, !dbg !328

101:                                              ; preds = %116, %95
  %102 = load %struct.Shape**, %struct.Shape*** %9, align 4, !dbg !328
  %103 = load %struct.Shape**, %struct.Shape*** %10, align 4, !dbg !328
  %104 = icmp ne %struct.Shape** %102, %103, !dbg !328
  br i1 %104, label %105, label %119, !dbg !328

105:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata %struct.Shape** %11, metadata !330, metadata !DIExpression()), !dbg !332
  %106 = load %struct.Shape**, %struct.Shape*** %9, align 4, !dbg !333
  %107 = load %struct.Shape*, %struct.Shape** %106, align 4, !dbg !333
  store %struct.Shape* %107, %struct.Shape** %11, align 4, !dbg !332
  %108 = load %struct.Shape*, %struct.Shape** %11, align 4, !dbg !334
  %109 = icmp eq %struct.Shape* %108, null, !dbg !335
  br i1 %109, label %115, label %110, !dbg !335

110:                                              ; preds = %105
  %111 = bitcast %struct.Shape* %108 to void (%struct.Shape*)***, !dbg !335
  %112 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %111, align 4, !dbg !335
  %113 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %112, i64 1, !dbg !335
  %114 = load void (%struct.Shape*)*, void (%struct.Shape*)** %113, align 4, !dbg !335
  call void %114(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %108) #13, !dbg !335
  br label %115, !dbg !335

115:                                              ; preds = %110, %105
  br label %116, !dbg !336

116:                                              ; preds = %115
  %117 = load %struct.Shape**, %struct.Shape*** %9, align 4, !dbg !328
  %118 = getelementptr inbounds %struct.Shape*, %struct.Shape** %117, i32 1, !dbg !328
  store %struct.Shape** %118, %struct.Shape*** %9, align 4, !dbg !328
  br label %101, !dbg !328, !llvm.loop !337

119:                                              ; preds = %101
  %120 = load double, double* %3, align 8, !dbg !339
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %120), !dbg !340
  call void @llvm.dbg.declare(metadata %struct.Widget* %12, metadata !341, metadata !DIExpression()), !dbg !342
  %122 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #13, !dbg !342
  call void @llvm.dbg.declare(metadata %struct.Counted** %13, metadata !343, metadata !DIExpression()), !dbg !345
  %123 = icmp eq %struct.Widget* %12, null, !dbg !346
  br i1 %123, label %128, label %124, !dbg !346

124:                                              ; preds = %119
  %125 = bitcast %struct.Widget* %12 to i8*, !dbg !346
  %126 = getelementptr inbounds i8, i8* %125, i32 8, !dbg !346
  %127 = bitcast i8* %126 to %struct.Counted*, !dbg !346
  br label %128, !dbg !346

128:                                              ; preds = %124, %119
  %129 = phi %struct.Counted* [ %127, %124 ], [ null, %119 ], !dbg !346
  store %struct.Counted* %129, %struct.Counted** %13, align 4, !dbg !345
  call void @llvm.dbg.declare(metadata %struct.Named** %14, metadata !347, metadata !DIExpression()), !dbg !349
  %130 = bitcast %struct.Widget* %12 to %struct.Named*, !dbg !350
  store %struct.Named* %130, %struct.Named** %14, align 4, !dbg !349
  %131 = load %struct.Counted*, %struct.Counted** %13, align 4, !dbg !351
  %132 = bitcast %struct.Counted* %131 to void (%struct.Counted*)***, !dbg !352
  %133 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %132, align 4, !dbg !352
  %134 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %133, i64 0, !dbg !352
  %135 = load void (%struct.Counted*)*, void (%struct.Counted*)** %134, align 4, !dbg !352
  call void %135(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %131), !dbg !352
  %136 = load %struct.Counted*, %struct.Counted** %13, align 4, !dbg !353
  %137 = bitcast %struct.Counted* %136 to void (%struct.Counted*)***, !dbg !354
  %138 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %137, align 4, !dbg !354
  %139 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %138, i64 0, !dbg !354
  %140 = load void (%struct.Counted*)*, void (%struct.Counted*)** %139, align 4, !dbg !354
  call void %140(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %136), !dbg !354
  %141 = load %struct.Named*, %struct.Named** %14, align 4, !dbg !355
  %142 = bitcast %struct.Named* %141 to i8* (%struct.Named*)***, !dbg !356
  %143 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %142, align 4, !dbg !356
  %144 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %143, i64 0, !dbg !356
  %145 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %144, align 4, !dbg !356
  %146 = call noundef i8* %145(%struct.Named* noundef nonnull align 4 dereferenceable(8) %141), !dbg !356
  %147 = bitcast %struct.Widget* %12 to i8*, !dbg !357
  %148 = getelementptr inbounds i8, i8* %147, i32 8, !dbg !357
  %149 = bitcast i8* %148 to %struct.Counted*, !dbg !357
  %150 = getelementptr inbounds %struct.Counted, %struct.Counted* %149, i32 0, i32 1, !dbg !358
  %151 = load i32, i32* %150, align 4, !dbg !358
  %152 = bitcast %struct.Widget* %12 to %struct.Named*, !dbg !359
  %153 = getelementptr inbounds %struct.Named, %struct.Named* %152, i32 0, i32 1, !dbg !360
  %154 = load i32, i32* %153, align 4, !dbg !360
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %146, i32 noundef %151, i32 noundef %154), !dbg !361
  call void @llvm.dbg.declare(metadata %struct.Diamond* %15, metadata !362, metadata !DIExpression()), !dbg !363
  %156 = call noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #13, !dbg !363
  call void @llvm.dbg.declare(metadata %struct.Base** %16, metadata !364, metadata !DIExpression()), !dbg !366
  %157 = icmp eq %struct.Diamond* %15, null, !dbg !367
  br i1 %157, label %167, label %158, !dbg !367

158:                                              ; preds = %128
  %159 = bitcast %struct.Diamond* %15 to i8**, !dbg !367
  %160 = load i8*, i8** %159, align 4, !dbg !367
  %161 = getelementptr i8, i8* %160, i64 -12, !dbg !367
  %162 = bitcast i8* %161 to i32*, !dbg !367
  %163 = load i32, i32* %162, align 4, !dbg !367
  %164 = bitcast %struct.Diamond* %15 to i8*, !dbg !367
  %165 = getelementptr inbounds i8, i8* %164, i32 %163, !dbg !367
  %166 = bitcast i8* %165 to %struct.Base*, !dbg !367
  br label %167, !dbg !367

167:                                              ; preds = %158, %128
  %168 = phi %struct.Base* [ %166, %158 ], [ null, %128 ], !dbg !367
  store %struct.Base* %168, %struct.Base** %16, align 4, !dbg !366
  call void @llvm.dbg.declare(metadata %struct.Left** %17, metadata !368, metadata !DIExpression()), !dbg !370
  %169 = bitcast %struct.Diamond* %15 to %struct.Left*, !dbg !371
  store %struct.Left* %169, %struct.Left** %17, align 4, !dbg !370
  %170 = load %struct.Base*, %struct.Base** %16, align 4, !dbg !372
  %171 = bitcast %struct.Base* %170 to i32 (%struct.Base*)***, !dbg !373
  %172 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %171, align 4, !dbg !373
  %173 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %172, i64 0, !dbg !373
  %174 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %173, align 4, !dbg !373
  %175 = invoke noundef i32 %174(%struct.Base* noundef nonnull align 4 dereferenceable(8) %170)
          to label %176 unwind label %293, !dbg !373

176:                                              ; preds = %167
  %177 = load %struct.Left*, %struct.Left** %17, align 4, !dbg !374
  %178 = bitcast %struct.Left* %177 to i32 (%struct.Left*)***, !dbg !375
  %179 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %178, align 4, !dbg !375
  %180 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %179, i64 0, !dbg !375
  %181 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %180, align 4, !dbg !375
  %182 = invoke noundef i32 %181(%struct.Left* noundef nonnull align 4 dereferenceable(8) %177)
          to label %183 unwind label %293, !dbg !375

183:                                              ; preds = %176
  %184 = bitcast %struct.Diamond* %15 to i8*, !dbg !376
  %185 = getelementptr inbounds i8, i8* %184, i32 8, !dbg !376
  %186 = bitcast i8* %185 to %struct.Right*, !dbg !376
  %187 = getelementptr inbounds %struct.Right, %struct.Right* %186, i32 0, i32 1, !dbg !377
  %188 = load i32, i32* %187, align 4, !dbg !377
  %189 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %175, i32 noundef %182, i32 noundef %188)
          to label %190 unwind label %293, !dbg !378

190:                                              ; preds = %183
  %191 = load %struct.Base*, %struct.Base** %16, align 4, !dbg !379
  %192 = icmp eq %struct.Base* %191, null, !dbg !380
  br i1 %192, label %197, label %193, !dbg !380

193:                                              ; preds = %190
  %194 = bitcast %struct.Base* %191 to i8*, !dbg !380
  %195 = call i8* @__dynamic_cast(i8* %194, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #13, !dbg !380
  %196 = bitcast i8* %195 to %struct.Right*, !dbg !380
  br label %198, !dbg !380

197:                                              ; preds = %190
  br label %198, !dbg !380

198:                                              ; preds = %197, %193
  %199 = phi %struct.Right* [ %196, %193 ], [ null, %197 ], !dbg !380
  %200 = icmp ne %struct.Right* %199, null, !dbg !381
  %201 = zext i1 %200 to i32, !dbg !380
  %202 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %201)
          to label %203 unwind label %293, !dbg !382

203:                                              ; preds = %198
  call void @llvm.dbg.declare(metadata %struct.Array* %18, metadata !383, metadata !DIExpression()), !dbg !405
  call void @llvm.dbg.declare(metadata i32* %19, metadata !406, metadata !DIExpression()), !dbg !408
  store i32 0, i32* %19, align 4, !dbg !408
  br label %204, !dbg !409

204:                                              ; preds = %214, %203
  %205 = load i32, i32* %19, align 4, !dbg !410
  %206 = icmp slt i32 %205, 8, !dbg !412
  br i1 %206, label %207, label %217, !dbg !413

207:                                              ; preds = %204
  %208 = load i32, i32* %19, align 4, !dbg !414
  %209 = load i32, i32* %19, align 4, !dbg !415
  %210 = mul nsw i32 %208, %209, !dbg !416
  %211 = load i32, i32* %19, align 4, !dbg !417
  %212 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %211)
          to label %213 unwind label %293, !dbg !418

213:                                              ; preds = %207
  store i32 %210, i32* %212, align 4, !dbg !419
  br label %214, !dbg !418

214:                                              ; preds = %213
  %215 = load i32, i32* %19, align 4, !dbg !420
  %216 = add nsw i32 %215, 1, !dbg !420
  store i32 %216, i32* %19, align 4, !dbg !420
  br label %204, !dbg !421, !llvm.loop !422

217:                                              ; preds = %204
  call void @llvm.dbg.declare(metadata i32* %20, metadata !424, metadata !DIExpression()), !dbg !425
  store i32 7, i32* %20, align 4, !dbg !425
  call void @llvm.dbg.declare(metadata %class.anon* %21, metadata !426, metadata !DIExpression()), !dbg !430
  %218 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0, !dbg !431
  %219 = load i32, i32* %20, align 4, !dbg !432
  store i32 %219, i32* %218, align 4, !dbg !431
  call void @llvm.dbg.declare(metadata i32* %22, metadata !433, metadata !DIExpression()), !dbg !434
  store i32 0, i32* %22, align 4, !dbg !434
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !435, metadata !DIExpression()), !dbg !439
  %220 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !440
  store i32* %22, i32** %220, align 4, !dbg !440
  %221 = bitcast %class.anon* %24 to i8*, !dbg !441
  %222 = bitcast %class.anon* %21 to i8*, !dbg !441
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %221, i8* align 4 %222, i32 4, i1 false), !dbg !441
  %223 = getelementptr inbounds %class.anon, %class.anon* %24, i32 0, i32 0, !dbg !442
  %224 = load i32, i32* %223, align 4, !dbg !442
  %225 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %224)
          to label %226 unwind label %293, !dbg !442

226:                                              ; preds = %217
  %227 = bitcast %class.anon.0* %25 to i8*, !dbg !443
  %228 = bitcast %class.anon.0* %23 to i8*, !dbg !443
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %227, i8* align 4 %228, i32 4, i1 false), !dbg !443
  %229 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0, !dbg !444
  %230 = load i32*, i32** %229, align 4, !dbg !444
  %231 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i32* %230)
          to label %232 unwind label %293, !dbg !444

232:                                              ; preds = %226
  %233 = load i32, i32* %22, align 4, !dbg !445
  %234 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %225, i32 noundef %231, i32 noundef %233)
          to label %235 unwind label %293, !dbg !446

235:                                              ; preds = %232
  call void @llvm.dbg.declare(metadata %class.anon.1* %26, metadata !447, metadata !DIExpression()), !dbg !449
  %236 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %237 unwind label %293, !dbg !450

237:                                              ; preds = %235
  %238 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %239 unwind label %293, !dbg !451

239:                                              ; preds = %237
  %240 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %236, double noundef %238)
          to label %241 unwind label %293, !dbg !452

241:                                              ; preds = %239
  call void @llvm.dbg.declare(metadata i32 (i32)** %27, metadata !453, metadata !DIExpression()), !dbg !457
  %242 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %28) #13, !dbg !458
  store i32 (i32)* %242, i32 (i32)** %27, align 4, !dbg !457
  %243 = load i32 (i32)*, i32 (i32)** %27, align 4, !dbg !459
  %244 = invoke noundef i32 %243(i32 noundef 14)
          to label %245 unwind label %293, !dbg !459

245:                                              ; preds = %241
  %246 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %244)
          to label %247 unwind label %293, !dbg !460

247:                                              ; preds = %245
  %248 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %249 unwind label %293, !dbg !461

249:                                              ; preds = %247
  %250 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %251 unwind label %293, !dbg !462

251:                                              ; preds = %249
  %252 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0)), !dbg !463
  %253 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef %248, double noundef %250, i8* noundef %252)
          to label %254 unwind label %293, !dbg !464

254:                                              ; preds = %251
  %255 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0))
          to label %256 unwind label %293, !dbg !465

256:                                              ; preds = %254
  %257 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %258 unwind label %293, !dbg !466

258:                                              ; preds = %256
  %259 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %260 unwind label %293, !dbg !467

260:                                              ; preds = %258
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %255, i8* noundef %257, i8* noundef %259)
          to label %262 unwind label %293, !dbg !468

262:                                              ; preds = %260
  call void @llvm.dbg.declare(metadata %struct.Big* %29, metadata !469, metadata !DIExpression()), !dbg !470
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 8 %29, i32 noundef 5), !dbg !471
  %263 = bitcast %struct.Big* %30 to i8*, !dbg !472
  %264 = bitcast %struct.Big* %29 to i8*, !dbg !472
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %263, i8* align 8 %264, i32 48, i1 false), !dbg !472
  %265 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %30), !dbg !473
  %266 = getelementptr inbounds %struct.Big, %struct.Big* %29, i32 0, i32 4, !dbg !474
  %267 = getelementptr inbounds [13 x i8], [13 x i8]* %266, i32 0, i32 0, !dbg !475
  %268 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %265, i8* noundef %267)
          to label %269 unwind label %293, !dbg !476

269:                                              ; preds = %262
  call void @llvm.dbg.declare(metadata %struct.Pair* %31, metadata !477, metadata !DIExpression()), !dbg !478
  %270 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0, !dbg !479
  store i32 3, i32* %270, align 4, !dbg !479
  %271 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1, !dbg !479
  store float 9.500000e+00, float* %271, align 4, !dbg !479
  call void @_Z9swap_pair4Pair(%struct.Pair* sret(%struct.Pair) align 4 %31, %struct.Pair* noundef byval(%struct.Pair) align 4 %32), !dbg !480
  %272 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 0, !dbg !481
  %273 = load i32, i32* %272, align 4, !dbg !481
  %274 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 1, !dbg !482
  %275 = load float, float* %274, align 4, !dbg !482
  %276 = fpext float %275 to double, !dbg !483
  %277 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %273, double noundef %276)
          to label %278 unwind label %293, !dbg !484

278:                                              ; preds = %269
  call void @llvm.dbg.declare(metadata i32* %33, metadata !485, metadata !DIExpression()), !dbg !486
  %279 = invoke noundef i32 @_ZL7counterv()
          to label %280 unwind label %293, !dbg !487

280:                                              ; preds = %278
  store i32 %279, i32* %33, align 4, !dbg !486
  call void @llvm.dbg.declare(metadata i32* %34, metadata !488, metadata !DIExpression()), !dbg !489
  %281 = invoke noundef i32 @_ZL7counterv()
          to label %282 unwind label %293, !dbg !490

282:                                              ; preds = %280
  store i32 %281, i32* %34, align 4, !dbg !489
  %283 = load i32, i32* %33, align 4, !dbg !491
  %284 = load i32, i32* %34, align 4, !dbg !492
  %285 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %286 unwind label %293, !dbg !493

286:                                              ; preds = %282
  %287 = getelementptr inbounds %struct.Registry, %struct.Registry* %285, i32 0, i32 0, !dbg !494
  %288 = load i32, i32* %287, align 4, !dbg !494
  %289 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %283, i32 noundef %284, i32 noundef %288)
          to label %290 unwind label %293, !dbg !495

290:                                              ; preds = %286
  store i32 0, i32* %1, align 4, !dbg !496
  %291 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #13, !dbg !497
  %292 = load i32, i32* %1, align 4, !dbg !497
  ret i32 %292, !dbg !497

293:                                              ; preds = %286, %282, %280, %278, %269, %262, %260, %258, %256, %254, %251, %249, %247, %245, %241, %239, %237, %235, %232, %226, %217, %207, %198, %183, %176, %167
  %294 = cleanuppad within none [], !dbg !497
  %295 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #13 [ "funclet"(token %294) ], !dbg !497
  cleanupret from %294 unwind to caller, !dbg !497
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #6 comdat !dbg !498 {
  %4 = alloca %struct.Rect*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !499, metadata !DIExpression()), !dbg !501
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !502, metadata !DIExpression()), !dbg !503
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !504, metadata !DIExpression()), !dbg !505
  %7 = load %struct.Rect*, %struct.Rect** %4, align 4
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !506
  %9 = call noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %8) #13, !dbg !507
  %10 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !506
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !506
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !508
  %12 = load double, double* %5, align 8, !dbg !509
  store double %12, double* %11, align 8, !dbg !508
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !510
  %14 = load double, double* %6, align 8, !dbg !511
  store double %14, double* %13, align 8, !dbg !510
  ret %struct.Rect* %7, !dbg !512
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #6 comdat !dbg !513 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !514, metadata !DIExpression()), !dbg !516
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !517, metadata !DIExpression()), !dbg !518
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !519
  %7 = load double, double* %4, align 8, !dbg !520
  %8 = load double, double* %4, align 8, !dbg !521
  %9 = call noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %7, double noundef %8), !dbg !522
  %10 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !519
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !519
  ret %struct.Square* %5, !dbg !523
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #6 comdat !dbg !524 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !526, metadata !DIExpression()), !dbg !528
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !529
  %5 = call noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !529
  %6 = bitcast %struct.Widget* %3 to i8*, !dbg !529
  %7 = getelementptr inbounds i8, i8* %6, i32 8, !dbg !529
  %8 = bitcast i8* %7 to %struct.Counted*, !dbg !529
  %9 = call noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !529
  %10 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !529
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !529
  %11 = bitcast %struct.Widget* %3 to i8*, !dbg !529
  %12 = getelementptr inbounds i8, i8* %11, i32 8, !dbg !529
  %13 = bitcast i8* %12 to i32 (...)***, !dbg !529
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4, !dbg !529
  ret %struct.Widget* %3, !dbg !529
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #6 comdat !dbg !530 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !535, metadata !DIExpression()), !dbg !537
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !538
  %5 = getelementptr inbounds i8, i8* %4, i32 20, !dbg !538
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !538
  %7 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !538
  %8 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !538
  %9 = call noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !538
  %10 = bitcast %struct.Diamond* %3 to i8*, !dbg !538
  %11 = getelementptr inbounds i8, i8* %10, i32 8, !dbg !538
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !538
  %13 = call noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !538
  %14 = bitcast %struct.Diamond* %3 to i32 (...)***, !dbg !538
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !538
  %15 = bitcast %struct.Diamond* %3 to i8*, !dbg !538
  %16 = getelementptr inbounds i8, i8* %15, i32 20, !dbg !538
  %17 = bitcast i8* %16 to i32 (...)***, !dbg !538
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !538
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !538
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !538
  %20 = bitcast i8* %19 to i32 (...)***, !dbg !538
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %20, align 4, !dbg !538
  %21 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !539
  store i32 4, i32* %21, align 4, !dbg !539
  ret %struct.Diamond* %3, !dbg !538
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat !dbg !540 {
  %3 = alloca %struct.Array*, align 4
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %3, metadata !541, metadata !DIExpression()), !dbg !543
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !544, metadata !DIExpression()), !dbg !545
  %5 = load %struct.Array*, %struct.Array** %3, align 4
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !546
  %7 = load i32, i32* %4, align 4, !dbg !547
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i32 0, i32 %7, !dbg !546
  ret i32* %8, !dbg !548
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #8 !dbg !549 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !555, metadata !DIExpression()), !dbg !557
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !558, metadata !DIExpression()), !dbg !559
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !560, metadata !DIExpression()), !dbg !561
  %9 = load %struct.Array*, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !562, metadata !DIExpression()), !dbg !564
  store i32 0, i32* %7, align 4, !dbg !564
  br label %10, !dbg !565

10:                                               ; preds = %20, %3
  %11 = load i32, i32* %7, align 4, !dbg !566
  %12 = icmp slt i32 %11, 8, !dbg !568
  br i1 %12, label %13, label %23, !dbg !569

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4, !dbg !570
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0, !dbg !571
  %16 = load i32, i32* %7, align 4, !dbg !572
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %16, !dbg !571
  %18 = load i32, i32* %17, align 4, !dbg !571
  %19 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18), !dbg !573
  store i32 %19, i32* %6, align 4, !dbg !574
  br label %20, !dbg !575

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4, !dbg !576
  %22 = add nsw i32 %21, 1, !dbg !576
  store i32 %22, i32* %7, align 4, !dbg !576
  br label %10, !dbg !577, !llvm.loop !578

23:                                               ; preds = %10
  %24 = load i32, i32* %6, align 4, !dbg !580
  ret i32 %24, !dbg !581
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32* %2) #8 !dbg !582 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  store i32* %2, i32** %8, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !588, metadata !DIExpression()), !dbg !589
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !590, metadata !DIExpression()), !dbg !591
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !592, metadata !DIExpression()), !dbg !593
  %9 = load %struct.Array*, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !594, metadata !DIExpression()), !dbg !596
  store i32 0, i32* %7, align 4, !dbg !596
  br label %10, !dbg !597

10:                                               ; preds = %20, %3
  %11 = load i32, i32* %7, align 4, !dbg !598
  %12 = icmp slt i32 %11, 8, !dbg !600
  br i1 %12, label %13, label %23, !dbg !601

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4, !dbg !602
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0, !dbg !603
  %16 = load i32, i32* %7, align 4, !dbg !604
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %16, !dbg !603
  %18 = load i32, i32* %17, align 4, !dbg !603
  %19 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18), !dbg !605
  store i32 %19, i32* %6, align 4, !dbg !606
  br label %20, !dbg !607

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4, !dbg !608
  %22 = add nsw i32 %21, 1, !dbg !608
  store i32 %22, i32* %7, align 4, !dbg !608
  br label %10, !dbg !609, !llvm.loop !610

23:                                               ; preds = %10
  %24 = load i32, i32* %6, align 4, !dbg !612
  ret i32 %24, !dbg !613
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 !dbg !614 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !625, metadata !DIExpression()), !dbg !627
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !628, metadata !DIExpression()), !dbg !629
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !630
  %7 = load i32, i32* %4, align 4, !dbg !631
  %8 = add nsw i32 %6, %7, !dbg !632
  ret i32 %8, !dbg !633
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 !dbg !634 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !642, metadata !DIExpression()), !dbg !643
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !644, metadata !DIExpression()), !dbg !645
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load double, double* %4, align 8, !dbg !646
  %7 = load double, double* %4, align 8, !dbg !647
  %8 = fadd double %6, %7, !dbg !648
  ret double %8, !dbg !649
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 !dbg !650 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !657, metadata !DIExpression()), !dbg !659
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi", !dbg !660
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !661 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !665, metadata !DIExpression()), !dbg !666
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !667, metadata !DIExpression()), !dbg !668
  %5 = load i32, i32* %3, align 4, !dbg !669
  %6 = load i32, i32* %4, align 4, !dbg !670
  %7 = icmp slt i32 %5, %6, !dbg !671
  br i1 %7, label %8, label %10, !dbg !669

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !672
  br label %12, !dbg !669

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !673
  br label %12, !dbg !669

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !669
  ret i32 %13, !dbg !674
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !675 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !680, metadata !DIExpression()), !dbg !681
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !682, metadata !DIExpression()), !dbg !683
  %5 = load double, double* %3, align 8, !dbg !684
  %6 = load double, double* %4, align 8, !dbg !685
  %7 = fcmp olt double %5, %6, !dbg !686
  br i1 %7, label %8, label %10, !dbg !684

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8, !dbg !687
  br label %12, !dbg !684

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8, !dbg !688
  br label %12, !dbg !684

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !684
  ret double %13, !dbg !689
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !690 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !700, metadata !DIExpression()), !dbg !701
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !702, metadata !DIExpression()), !dbg !701
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !703, metadata !DIExpression()), !dbg !701
  store i8* %3, i8** %8, align 4
  call void @llvm.dbg.declare(metadata i8** %8, metadata !704, metadata !DIExpression()), !dbg !701
  ret i32 4, !dbg !705
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat !dbg !706 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), !dbg !712
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat !dbg !713 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), !dbg !717
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #8 !dbg !2 {
  %1 = load i8, i8* @_ZGVZL7countervE1n, align 1, !dbg !718
  %2 = icmp eq i8 %1, 0, !dbg !718
  br i1 %2, label %3, label %7, !dbg !718, !prof !719

3:                                                ; preds = %0
  %4 = call noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv(), !dbg !720
  %5 = getelementptr inbounds %struct.Registry, %struct.Registry* %4, i32 0, i32 0, !dbg !721
  %6 = load i32, i32* %5, align 4, !dbg !721
  store i32 %6, i32* @_ZZL7countervE1n, align 4, !dbg !718
  store i8 1, i8* @_ZGVZL7countervE1n, align 1, !dbg !718
  br label %7, !dbg !718

7:                                                ; preds = %3, %0
  %8 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !722
  %9 = add nsw i32 %8, 1, !dbg !722
  store i32 %9, i32* @_ZZL7countervE1n, align 4, !dbg !722
  ret i32 %9, !dbg !723
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #8 !dbg !144 {
  %1 = load i8, i8* @_ZGVZL8registryvE1r, align 1, !dbg !724
  %2 = icmp eq i8 %1, 0, !dbg !724
  br i1 %2, label %3, label %6, !dbg !724, !prof !719

3:                                                ; preds = %0
  %4 = call noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r), !dbg !725
  %5 = call i32 @__cxa_atexit(void (i8*)* @__cxx_global_array_dtor, i8* null, i8* @__dso_handle) #13, !dbg !724
  store i8 1, i8* @_ZGVZL8registryvE1r, align 1, !dbg !724
  br label %6, !dbg !724

6:                                                ; preds = %3, %0
  ret %struct.Registry* @_ZZL8registryvE1r, !dbg !726
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #6 comdat !dbg !727 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !729, metadata !DIExpression()), !dbg !730
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #13, !dbg !731
  %5 = bitcast %struct.Diamond* %3 to i8*, !dbg !731
  %6 = getelementptr inbounds i8, i8* %5, i32 20, !dbg !731
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !731
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !731
  ret %struct.Diamond* %3, !dbg !731
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat !dbg !732 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !734, metadata !DIExpression()), !dbg !735
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !736
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !736
  ret %struct.Shape* %3, !dbg !736
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #6 comdat !dbg !737 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !741, metadata !DIExpression()), !dbg !742
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !743
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #13, !dbg !743
  ret %struct.Rect* %3, !dbg !745
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat !dbg !746 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !747, metadata !DIExpression()), !dbg !748
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !749
  %5 = bitcast %struct.Rect* %3 to i8*, !dbg !749
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !749
  ret void, !dbg !749
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !750 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !751, metadata !DIExpression()), !dbg !753
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !754
  %5 = load double, double* %4, align 8, !dbg !754
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !755
  %7 = load double, double* %6, align 8, !dbg !755
  %8 = fmul double %5, %7, !dbg !756
  ret double %8, !dbg !757
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !758 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !759, metadata !DIExpression()), !dbg !760
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), !dbg !761
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat !dbg !762 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !763, metadata !DIExpression()), !dbg !764
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3, !dbg !765
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat !dbg !766 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !767, metadata !DIExpression()), !dbg !768
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #14, !dbg !769
  unreachable, !dbg !769
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !770 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !771, metadata !DIExpression()), !dbg !773
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), !dbg !774
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #6 comdat !dbg !775 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !779, metadata !DIExpression()), !dbg !780
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !781
  %5 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !781
  ret %struct.Square* %3, !dbg !783
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat !dbg !784 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !785, metadata !DIExpression()), !dbg !786
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !787
  %5 = bitcast %struct.Square* %3 to i8*, !dbg !787
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !787
  ret void, !dbg !787
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !788 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !789, metadata !DIExpression()), !dbg !791
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !792
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !793 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !798, metadata !DIExpression()), !dbg !799
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !800
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !800
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !801
  store i32 5, i32* %5, align 4, !dbg !801
  ret %struct.Named* %3, !dbg !800
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !802 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !804, metadata !DIExpression()), !dbg !805
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !806
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !806
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !807
  store i32 0, i32* %5, align 4, !dbg !807
  ret %struct.Counted* %3, !dbg !806
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !808 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !809, metadata !DIExpression()), !dbg !811
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), !dbg !812
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !813 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !814, metadata !DIExpression()), !dbg !815
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !816
  %5 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !816
  %6 = bitcast i8* %5 to %struct.Counted*, !dbg !816
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1, !dbg !816
  %8 = load i32, i32* %7, align 4, !dbg !817
  %9 = add nsw i32 %8, 10, !dbg !817
  store i32 %9, i32* %7, align 4, !dbg !817
  ret void, !dbg !818
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #11 comdat !dbg !819 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4, !dbg !821
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !821
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !821
  %6 = bitcast i8* %5 to %struct.Widget*, !dbg !821
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6), !dbg !821
  ret void, !dbg !821
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !822 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !823, metadata !DIExpression()), !dbg !825
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !826
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !827 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !828, metadata !DIExpression()), !dbg !829
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !830
  %5 = load i32, i32* %4, align 4, !dbg !831
  %6 = add nsw i32 %5, 1, !dbg !831
  store i32 %6, i32* %4, align 4, !dbg !831
  ret void, !dbg !832
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !833 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !835, metadata !DIExpression()), !dbg !836
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !837
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !837
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !838
  store i32 1, i32* %5, align 4, !dbg !838
  ret %struct.Base* %3, !dbg !837
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat !dbg !839 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !844, metadata !DIExpression()), !dbg !845
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !846, metadata !DIExpression()), !dbg !845
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !848
  %8 = bitcast %struct.Left* %5 to i32 (...)***, !dbg !848
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !848
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !848
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !848
  %11 = load i8*, i8** %10, align 4, !dbg !848
  %12 = bitcast %struct.Left* %5 to i8**, !dbg !848
  %13 = load i8*, i8** %12, align 4, !dbg !848
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !848
  %15 = bitcast i8* %14 to i32*, !dbg !848
  %16 = load i32, i32* %15, align 4, !dbg !848
  %17 = bitcast %struct.Left* %5 to i8*, !dbg !848
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !848
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !848
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !848
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !848
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1, !dbg !849
  store i32 2, i32* %21, align 4, !dbg !849
  ret %struct.Left* %5, !dbg !848
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat !dbg !850 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !855, metadata !DIExpression()), !dbg !856
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !857, metadata !DIExpression()), !dbg !856
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !858
  %8 = bitcast %struct.Right* %5 to i32 (...)***, !dbg !858
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !858
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !858
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !858
  %11 = load i8*, i8** %10, align 4, !dbg !858
  %12 = bitcast %struct.Right* %5 to i8**, !dbg !858
  %13 = load i8*, i8** %12, align 4, !dbg !858
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !858
  %15 = bitcast i8* %14 to i32*, !dbg !858
  %16 = load i32, i32* %15, align 4, !dbg !858
  %17 = bitcast %struct.Right* %5 to i8*, !dbg !858
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !858
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !858
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !858
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !858
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1, !dbg !859
  store i32 3, i32* %21, align 4, !dbg !859
  ret %struct.Right* %5, !dbg !858
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !860 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !861, metadata !DIExpression()), !dbg !863
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8**, !dbg !864
  %5 = load i8*, i8** %4, align 4, !dbg !864
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !864
  %7 = bitcast i8* %6 to i32*, !dbg !864
  %8 = load i32, i32* %7, align 4, !dbg !864
  %9 = bitcast %struct.Left* %3 to i8*, !dbg !864
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !864
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !864
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !864
  %13 = load i32, i32* %12, align 4, !dbg !864
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1, !dbg !865
  %15 = load i32, i32* %14, align 4, !dbg !865
  %16 = add nsw i32 %13, %15, !dbg !866
  ret i32 %16, !dbg !867
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !868 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !870, metadata !DIExpression()), !dbg !871
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #13, !dbg !872
  %5 = bitcast %struct.Left* %3 to i8*, !dbg !872
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !872
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !872
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !872
  ret %struct.Left* %3, !dbg !872
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !873 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !874, metadata !DIExpression()), !dbg !875
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !876
  %5 = bitcast %struct.Left* %3 to i8*, !dbg !876
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !876
  ret void, !dbg !876
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #11 comdat !dbg !877 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !878
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !878
  %5 = bitcast i8* %4 to i8**, !dbg !878
  %6 = load i8*, i8** %5, align 4, !dbg !878
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !878
  %8 = bitcast i8* %7 to i32*, !dbg !878
  %9 = load i32, i32* %8, align 4, !dbg !878
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !878
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !878
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11), !dbg !878
  ret i32 %12, !dbg !878
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZTv0_n16_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #6 comdat !dbg !879 {
  %2 = alloca %struct.Left*, align 4
  %3 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  %4 = load %struct.Left*, %struct.Left** %3, align 4, !dbg !880
  store %struct.Left* %4, %struct.Left** %2, align 4, !dbg !880
  %5 = bitcast %struct.Left* %4 to i8*, !dbg !880
  %6 = bitcast i8* %5 to i8**, !dbg !880
  %7 = load i8*, i8** %6, align 4, !dbg !880
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !880
  %9 = bitcast i8* %8 to i32*, !dbg !880
  %10 = load i32, i32* %9, align 4, !dbg !880
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !880
  %12 = bitcast i8* %11 to %struct.Left*, !dbg !880
  %13 = tail call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12) #13, !dbg !880
  ret %struct.Left* %13, !dbg !880
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #6 comdat !dbg !881 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !882
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !882
  %5 = bitcast i8* %4 to i8**, !dbg !882
  %6 = load i8*, i8** %5, align 4, !dbg !882
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !882
  %8 = bitcast i8* %7 to i32*, !dbg !882
  %9 = load i32, i32* %8, align 4, !dbg !882
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !882
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !882
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !882
  ret void, !dbg !882
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !883 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !885, metadata !DIExpression()), !dbg !886
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #13, !dbg !887
  %5 = bitcast %struct.Right* %3 to i8*, !dbg !887
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !887
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !887
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !887
  ret %struct.Right* %3, !dbg !887
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !888 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !889, metadata !DIExpression()), !dbg !890
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !891
  %5 = bitcast %struct.Right* %3 to i8*, !dbg !891
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !891
  ret void, !dbg !891
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !892 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !893, metadata !DIExpression()), !dbg !895
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !896
  %5 = load i32, i32* %4, align 4, !dbg !896
  ret i32 %5, !dbg !897
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZTv0_n16_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #6 comdat !dbg !898 {
  %2 = alloca %struct.Right*, align 4
  %3 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  %4 = load %struct.Right*, %struct.Right** %3, align 4, !dbg !899
  store %struct.Right* %4, %struct.Right** %2, align 4, !dbg !899
  %5 = bitcast %struct.Right* %4 to i8*, !dbg !899
  %6 = bitcast i8* %5 to i8**, !dbg !899
  %7 = load i8*, i8** %6, align 4, !dbg !899
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !899
  %9 = bitcast i8* %8 to i32*, !dbg !899
  %10 = load i32, i32* %9, align 4, !dbg !899
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !899
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !899
  %13 = tail call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12) #13, !dbg !899
  ret %struct.Right* %13, !dbg !899
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #6 comdat !dbg !900 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4, !dbg !901
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !901
  %5 = bitcast i8* %4 to i8**, !dbg !901
  %6 = load i8*, i8** %5, align 4, !dbg !901
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !901
  %8 = bitcast i8* %7 to i32*, !dbg !901
  %9 = load i32, i32* %8, align 4, !dbg !901
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !901
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !901
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !901
  ret void, !dbg !901
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat !dbg !902 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !903, metadata !DIExpression()), !dbg !905
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8**, !dbg !906
  %5 = load i8*, i8** %4, align 4, !dbg !906
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !906
  %7 = bitcast i8* %6 to i32*, !dbg !906
  %8 = load i32, i32* %7, align 4, !dbg !906
  %9 = bitcast %struct.Diamond* %3 to i8*, !dbg !906
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !906
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !906
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !906
  %13 = load i32, i32* %12, align 4, !dbg !906
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !907
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1, !dbg !907
  %16 = load i32, i32* %15, align 4, !dbg !907
  %17 = add nsw i32 %13, %16, !dbg !908
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !909
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !909
  %20 = bitcast i8* %19 to %struct.Right*, !dbg !909
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1, !dbg !909
  %22 = load i32, i32* %21, align 4, !dbg !909
  %23 = add nsw i32 %17, %22, !dbg !910
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !911
  %25 = load i32, i32* %24, align 4, !dbg !911
  %26 = add nsw i32 %23, %25, !dbg !912
  ret i32 %26, !dbg !913
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat !dbg !914 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !915, metadata !DIExpression()), !dbg !916
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !917
  %5 = bitcast %struct.Diamond* %3 to i8*, !dbg !917
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !917
  ret void, !dbg !917
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat !dbg !918 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4, !dbg !919
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4, !dbg !919
  %5 = bitcast %struct.Diamond* %4 to i8*, !dbg !919
  %6 = getelementptr inbounds i8, i8* %5, i32 -8, !dbg !919
  %7 = bitcast i8* %6 to %struct.Diamond*, !dbg !919
  %8 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !919
  ret %struct.Diamond* %8, !dbg !919
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat !dbg !920 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !921
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !921
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !921
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !921
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #13, !dbg !921
  ret void, !dbg !921
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #11 comdat !dbg !922 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !923
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !923
  %5 = bitcast i8* %4 to i8**, !dbg !923
  %6 = load i8*, i8** %5, align 4, !dbg !923
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !923
  %8 = bitcast i8* %7 to i32*, !dbg !923
  %9 = load i32, i32* %8, align 4, !dbg !923
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !923
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !923
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11), !dbg !923
  ret i32 %12, !dbg !923
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat !dbg !924 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4, !dbg !925
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4, !dbg !925
  %5 = bitcast %struct.Diamond* %4 to i8*, !dbg !925
  %6 = bitcast i8* %5 to i8**, !dbg !925
  %7 = load i8*, i8** %6, align 4, !dbg !925
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !925
  %9 = bitcast i8* %8 to i32*, !dbg !925
  %10 = load i32, i32* %9, align 4, !dbg !925
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !925
  %12 = bitcast i8* %11 to %struct.Diamond*, !dbg !925
  %13 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %12) #13, !dbg !925
  ret %struct.Diamond* %13, !dbg !925
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #6 comdat !dbg !926 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !927
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !927
  %5 = bitcast i8* %4 to i8**, !dbg !927
  %6 = load i8*, i8** %5, align 4, !dbg !927
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !927
  %8 = bitcast i8* %7 to i32*, !dbg !927
  %9 = load i32, i32* %8, align 4, !dbg !927
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !927
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !927
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11) #13, !dbg !927
  ret void, !dbg !927
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !928 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !929, metadata !DIExpression()), !dbg !930
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret %struct.Base* %3, !dbg !931
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat !dbg !932 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !933, metadata !DIExpression()), !dbg !934
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !935
  %5 = bitcast %struct.Base* %3 to i8*, !dbg !935
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !935
  ret void, !dbg !936
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat !dbg !937 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !938, metadata !DIExpression()), !dbg !939
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !940, metadata !DIExpression()), !dbg !939
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Left* %5, !dbg !941
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #6 comdat !dbg !942 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !943, metadata !DIExpression()), !dbg !944
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !945, metadata !DIExpression()), !dbg !944
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Right* %5, !dbg !946
}

; Function Attrs: noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #11 !dbg !947 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !949, metadata !DIExpression()), !dbg !950
  %3 = load i32, i32* %2, align 4, !dbg !951
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !951
  ret i32 %4, !dbg !951
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 !dbg !952 {
  %3 = alloca %class.anon.2*, align 4
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %3, metadata !958, metadata !DIExpression()), !dbg !959
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !960, metadata !DIExpression()), !dbg !961
  %5 = load %class.anon.2*, %class.anon.2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !962
  %7 = mul nsw i32 %6, 3, !dbg !963
  ret i32 %7, !dbg !964
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #11 comdat !dbg !965 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !966, metadata !DIExpression()), !dbg !968
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !969
  store i32 3, i32* %4, align 4, !dbg !969
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i32 0, i32 0)), !dbg !970
  ret %struct.Registry* %3, !dbg !972
}

; Function Attrs: noinline
define internal void @__cxx_global_array_dtor(i8* noundef %0) #12 !dbg !973 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !974, metadata !DIExpression()), !dbg !975
  %3 = call noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r) #13, !dbg !975
  ret void, !dbg !975
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat !dbg !976 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !977, metadata !DIExpression()), !dbg !978
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret %struct.Registry* %3, !dbg !979
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #13

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #6 comdat !dbg !980 {
  %3 = alloca %struct.Diamond*, align 4
  %4 = alloca i8**, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !981, metadata !DIExpression()), !dbg !982
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !983, metadata !DIExpression()), !dbg !982
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.Diamond* %5 to i8*, !dbg !984
  %8 = getelementptr inbounds i8, i8* %7, i32 8, !dbg !984
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !984
  %10 = getelementptr inbounds i8*, i8** %6, i64 3, !dbg !984
  %11 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %9, i8** noundef %10) #13, !dbg !984
  %12 = bitcast %struct.Diamond* %5 to %struct.Left*, !dbg !984
  %13 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !984
  %14 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef %13) #13, !dbg !984
  ret %struct.Diamond* %5, !dbg !986
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 !dbg !987 {
  %4 = alloca %class.anon*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !995, metadata !DIExpression()), !dbg !997
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !998, metadata !DIExpression()), !dbg !999
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1000, metadata !DIExpression()), !dbg !1001
  %7 = load %class.anon*, %class.anon** %4, align 4
  %8 = load i32, i32* %5, align 4, !dbg !1002
  %9 = load i32, i32* %6, align 4, !dbg !1003
  %10 = add nsw i32 %8, %9, !dbg !1004
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !1005
  %12 = load i32, i32* %11, align 4, !dbg !1005
  %13 = add nsw i32 %10, %12, !dbg !1006
  ret i32 %13, !dbg !1007
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 !dbg !1008 {
  %4 = alloca %class.anon.0*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %4, metadata !1015, metadata !DIExpression()), !dbg !1017
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1018, metadata !DIExpression()), !dbg !1019
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1020, metadata !DIExpression()), !dbg !1021
  %7 = load %class.anon.0*, %class.anon.0** %4, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !1022
  %9 = load i32*, i32** %8, align 4, !dbg !1022
  %10 = load i32, i32* %9, align 4, !dbg !1023
  %11 = add nsw i32 %10, 1, !dbg !1023
  store i32 %11, i32* %9, align 4, !dbg !1023
  %12 = load i32, i32* %6, align 4, !dbg !1024
  %13 = icmp ne i32 %12, 0, !dbg !1024
  br i1 %13, label %14, label %19, !dbg !1024

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !1025
  %16 = mul nsw i32 %15, 1, !dbg !1026
  %17 = load i32, i32* %6, align 4, !dbg !1027
  %18 = add nsw i32 %16, %17, !dbg !1028
  br label %21, !dbg !1024

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !1029
  br label %21, !dbg !1024

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1024
  ret i32 %22, !dbg !1030
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind readonly }
attributes #8 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!149, !150, !151}
!llvm.ident = !{!152}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus")
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
!149 = !{i32 7, !"Dwarf Version", i32 4}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 4}
!152 = !{!"Debian clang version 14.0.6"}
!153 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !154, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !156, retainedNodes: !148)
!154 = !DISubroutineType(types: !155)
!155 = !{!55, !55, !55}
!156 = !{!157}
!157 = !DITemplateTypeParameter(name: "T", type: !55)
!158 = !DILocalVariable(name: "a", arg: 1, scope: !153, file: !3, line: 53, type: !55)
!159 = !DILocation(line: 53, column: 58, scope: !153)
!160 = !DILocalVariable(arg: 2, scope: !153, file: !3, line: 53, type: !55)
!161 = !DILocation(line: 53, column: 73, scope: !153)
!162 = !DILocation(line: 53, column: 84, scope: !153)
!163 = !DILocation(line: 53, column: 77, scope: !153)
!164 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !165, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !6}
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !168, identifier: "_ZTS3Big")
!168 = !{!169, !171, !172, !173, !174}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !167, file: !3, line: 62, baseType: !170, size: 64)
!170 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !3, line: 62, baseType: !170, size: 64, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !3, line: 62, baseType: !170, size: 64, offset: 128)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !167, file: !3, line: 62, baseType: !170, size: 64, offset: 192)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !167, file: !3, line: 62, baseType: !175, size: 104, offset: 256)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 13)
!178 = !DILocalVariable(name: "seed", arg: 1, scope: !164, file: !3, line: 65, type: !6)
!179 = !DILocation(line: 65, column: 44, scope: !164)
!180 = !DILocalVariable(name: "r", scope: !164, file: !3, line: 66, type: !167)
!181 = !DILocation(line: 66, column: 7, scope: !164)
!182 = !DILocation(line: 67, column: 9, scope: !164)
!183 = !DILocation(line: 67, column: 5, scope: !164)
!184 = !DILocation(line: 67, column: 7, scope: !164)
!185 = !DILocation(line: 67, column: 21, scope: !164)
!186 = !DILocation(line: 67, column: 26, scope: !164)
!187 = !DILocation(line: 67, column: 17, scope: !164)
!188 = !DILocation(line: 67, column: 19, scope: !164)
!189 = !DILocation(line: 67, column: 37, scope: !164)
!190 = !DILocation(line: 67, column: 42, scope: !164)
!191 = !DILocation(line: 67, column: 33, scope: !164)
!192 = !DILocation(line: 67, column: 35, scope: !164)
!193 = !DILocation(line: 67, column: 54, scope: !164)
!194 = !DILocation(line: 67, column: 53, scope: !164)
!195 = !DILocation(line: 67, column: 49, scope: !164)
!196 = !DILocation(line: 67, column: 51, scope: !164)
!197 = !DILocalVariable(name: "i", scope: !198, file: !3, line: 68, type: !6)
!198 = distinct !DILexicalBlock(scope: !164, file: !3, line: 68, column: 3)
!199 = !DILocation(line: 68, column: 12, scope: !198)
!200 = !DILocation(line: 68, column: 8, scope: !198)
!201 = !DILocation(line: 68, column: 19, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !3, line: 68, column: 3)
!203 = !DILocation(line: 68, column: 21, scope: !202)
!204 = !DILocation(line: 68, column: 3, scope: !198)
!205 = !DILocation(line: 68, column: 57, scope: !202)
!206 = !DILocation(line: 68, column: 64, scope: !202)
!207 = !DILocation(line: 68, column: 62, scope: !202)
!208 = !DILocation(line: 68, column: 67, scope: !202)
!209 = !DILocation(line: 68, column: 54, scope: !202)
!210 = !DILocation(line: 68, column: 49, scope: !202)
!211 = !DILocation(line: 68, column: 34, scope: !202)
!212 = !DILocation(line: 68, column: 38, scope: !202)
!213 = !DILocation(line: 68, column: 32, scope: !202)
!214 = !DILocation(line: 68, column: 41, scope: !202)
!215 = !DILocation(line: 68, column: 27, scope: !202)
!216 = !DILocation(line: 68, column: 3, scope: !202)
!217 = distinct !{!217, !204, !218, !219}
!218 = !DILocation(line: 68, column: 71, scope: !198)
!219 = !{!"llvm.loop.mustprogress"}
!220 = !DILocation(line: 69, column: 5, scope: !164)
!221 = !DILocation(line: 69, column: 3, scope: !164)
!222 = !DILocation(line: 69, column: 13, scope: !164)
!223 = !DILocation(line: 70, column: 3, scope: !164)
!224 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !225, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!225 = !DISubroutineType(types: !226)
!226 = !{!170, !167}
!227 = !DILocalVariable(name: "b", arg: 1, scope: !224, file: !3, line: 72, type: !167)
!228 = !DILocation(line: 72, column: 49, scope: !224)
!229 = !DILocation(line: 72, column: 63, scope: !224)
!230 = !DILocation(line: 72, column: 69, scope: !224)
!231 = !DILocation(line: 72, column: 65, scope: !224)
!232 = !DILocation(line: 72, column: 75, scope: !224)
!233 = !DILocation(line: 72, column: 71, scope: !224)
!234 = !DILocation(line: 72, column: 81, scope: !224)
!235 = !DILocation(line: 72, column: 77, scope: !224)
!236 = !DILocation(line: 72, column: 87, scope: !224)
!237 = !DILocation(line: 72, column: 85, scope: !224)
!238 = !DILocation(line: 72, column: 83, scope: !224)
!239 = !DILocation(line: 72, column: 54, scope: !224)
!240 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !241, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!241 = !DISubroutineType(types: !242)
!242 = !{!32, !32}
!243 = !DILocalVariable(name: "p", arg: 1, scope: !240, file: !3, line: 73, type: !32)
!244 = !DILocation(line: 73, column: 47, scope: !240)
!245 = !DILocalVariable(name: "q", scope: !240, file: !3, line: 73, type: !32)
!246 = !DILocation(line: 73, column: 57, scope: !240)
!247 = !DILocation(line: 73, column: 61, scope: !240)
!248 = !DILocation(line: 73, column: 69, scope: !240)
!249 = !DILocation(line: 73, column: 67, scope: !240)
!250 = !DILocation(line: 73, column: 81, scope: !240)
!251 = !DILocation(line: 73, column: 79, scope: !240)
!252 = !DILocation(line: 73, column: 85, scope: !240)
!253 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !254, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !257}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!257 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!258 = !DILocalVariable(name: "n", arg: 1, scope: !253, file: !3, line: 91, type: !257)
!259 = !DILocation(line: 91, column: 34, scope: !253)
!260 = !DILocation(line: 91, column: 53, scope: !253)
!261 = !DILocation(line: 91, column: 57, scope: !253)
!262 = !DILocation(line: 91, column: 46, scope: !253)
!263 = !DILocation(line: 91, column: 39, scope: !253)
!264 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !265, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !256}
!267 = !DILocalVariable(name: "p", arg: 1, scope: !264, file: !3, line: 92, type: !256)
!268 = !DILocation(line: 92, column: 28, scope: !264)
!269 = !DILocation(line: 92, column: 47, scope: !264)
!270 = !DILocation(line: 92, column: 42, scope: !264)
!271 = !DILocation(line: 92, column: 51, scope: !264)
!272 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !273, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !256, !257}
!275 = !DILocalVariable(name: "p", arg: 1, scope: !272, file: !3, line: 93, type: !256)
!276 = !DILocation(line: 93, column: 28, scope: !272)
!277 = !DILocalVariable(arg: 2, scope: !272, file: !3, line: 93, type: !257)
!278 = !DILocation(line: 93, column: 44, scope: !272)
!279 = !DILocation(line: 93, column: 62, scope: !272)
!280 = !DILocation(line: 93, column: 57, scope: !272)
!281 = !DILocation(line: 93, column: 66, scope: !272)
!282 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!283 = !DILocalVariable(name: "shapes", scope: !282, file: !3, line: 96, type: !284)
!284 = !DICompositeType(tag: DW_TAG_array_type, baseType: !285, size: 96, elements: !286)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!286 = !{!287}
!287 = !DISubrange(count: 3)
!288 = !DILocation(line: 96, column: 10, scope: !282)
!289 = !DILocation(line: 96, column: 22, scope: !282)
!290 = !DILocation(line: 96, column: 23, scope: !282)
!291 = !DILocation(line: 96, column: 27, scope: !282)
!292 = !DILocation(line: 96, column: 39, scope: !282)
!293 = !DILocation(line: 96, column: 43, scope: !282)
!294 = !DILocation(line: 96, column: 54, scope: !282)
!295 = !DILocation(line: 96, column: 58, scope: !282)
!296 = !DILocalVariable(name: "total", scope: !282, file: !3, line: 97, type: !49)
!297 = !DILocation(line: 97, column: 10, scope: !282)
!298 = !DILocalVariable(name: "__range1", scope: !299, type: !300, flags: DIFlagArtificial)
!299 = distinct !DILexicalBlock(scope: !282, file: !3, line: 98, column: 3)
!300 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !284, size: 32)
!301 = !DILocation(line: 0, scope: !299)
!302 = !DILocation(line: 98, column: 19, scope: !299)
!303 = !DILocalVariable(name: "__begin1", scope: !299, type: !304, flags: DIFlagArtificial)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 32)
!305 = !DILocation(line: 98, column: 17, scope: !299)
!306 = !DILocalVariable(name: "__end1", scope: !299, type: !304, flags: DIFlagArtificial)
!307 = !DILocalVariable(name: "s", scope: !308, file: !3, line: 98, type: !285)
!308 = distinct !DILexicalBlock(scope: !299, file: !3, line: 98, column: 3)
!309 = !DILocation(line: 98, column: 15, scope: !308)
!310 = !DILocation(line: 98, column: 17, scope: !308)
!311 = !DILocation(line: 99, column: 25, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !3, line: 98, column: 27)
!313 = !DILocation(line: 99, column: 28, scope: !312)
!314 = !DILocation(line: 99, column: 36, scope: !312)
!315 = !DILocation(line: 99, column: 39, scope: !312)
!316 = !DILocation(line: 99, column: 5, scope: !312)
!317 = !DILocation(line: 100, column: 14, scope: !312)
!318 = !DILocation(line: 100, column: 17, scope: !312)
!319 = !DILocation(line: 100, column: 11, scope: !312)
!320 = !DILocation(line: 98, column: 3, scope: !299)
!321 = distinct !{!321, !320, !322}
!322 = !DILocation(line: 101, column: 3, scope: !299)
!323 = !DILocalVariable(name: "__range1", scope: !324, type: !300, flags: DIFlagArtificial)
!324 = distinct !DILexicalBlock(scope: !282, file: !3, line: 102, column: 3)
!325 = !DILocation(line: 0, scope: !324)
!326 = !DILocation(line: 102, column: 19, scope: !324)
!327 = !DILocalVariable(name: "__begin1", scope: !324, type: !304, flags: DIFlagArtificial)
!328 = !DILocation(line: 102, column: 17, scope: !324)
!329 = !DILocalVariable(name: "__end1", scope: !324, type: !304, flags: DIFlagArtificial)
!330 = !DILocalVariable(name: "s", scope: !331, file: !3, line: 102, type: !285)
!331 = distinct !DILexicalBlock(scope: !324, file: !3, line: 102, column: 3)
!332 = !DILocation(line: 102, column: 15, scope: !331)
!333 = !DILocation(line: 102, column: 17, scope: !331)
!334 = !DILocation(line: 102, column: 34, scope: !331)
!335 = !DILocation(line: 102, column: 27, scope: !331)
!336 = !DILocation(line: 102, column: 3, scope: !324)
!337 = distinct !{!337, !336, !338}
!338 = !DILocation(line: 102, column: 34, scope: !324)
!339 = !DILocation(line: 103, column: 31, scope: !282)
!340 = !DILocation(line: 103, column: 3, scope: !282)
!341 = !DILocalVariable(name: "w", scope: !282, file: !3, line: 105, type: !83)
!342 = !DILocation(line: 105, column: 10, scope: !282)
!343 = !DILocalVariable(name: "c", scope: !282, file: !3, line: 106, type: !344)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!345 = !DILocation(line: 106, column: 12, scope: !282)
!346 = !DILocation(line: 106, column: 16, scope: !282)
!347 = !DILocalVariable(name: "n", scope: !282, file: !3, line: 107, type: !348)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!349 = !DILocation(line: 107, column: 10, scope: !282)
!350 = !DILocation(line: 107, column: 14, scope: !282)
!351 = !DILocation(line: 108, column: 3, scope: !282)
!352 = !DILocation(line: 108, column: 6, scope: !282)
!353 = !DILocation(line: 108, column: 14, scope: !282)
!354 = !DILocation(line: 108, column: 17, scope: !282)
!355 = !DILocation(line: 109, column: 24, scope: !282)
!356 = !DILocation(line: 109, column: 27, scope: !282)
!357 = !DILocation(line: 109, column: 36, scope: !282)
!358 = !DILocation(line: 109, column: 38, scope: !282)
!359 = !DILocation(line: 109, column: 45, scope: !282)
!360 = !DILocation(line: 109, column: 47, scope: !282)
!361 = !DILocation(line: 109, column: 3, scope: !282)
!362 = !DILocalVariable(name: "d", scope: !282, file: !3, line: 111, type: !113)
!363 = !DILocation(line: 111, column: 11, scope: !282)
!364 = !DILocalVariable(name: "bp", scope: !282, file: !3, line: 112, type: !365)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!366 = !DILocation(line: 112, column: 9, scope: !282)
!367 = !DILocation(line: 112, column: 14, scope: !282)
!368 = !DILocalVariable(name: "lp", scope: !282, file: !3, line: 113, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!370 = !DILocation(line: 113, column: 9, scope: !282)
!371 = !DILocation(line: 113, column: 14, scope: !282)
!372 = !DILocation(line: 114, column: 32, scope: !282)
!373 = !DILocation(line: 114, column: 36, scope: !282)
!374 = !DILocation(line: 114, column: 43, scope: !282)
!375 = !DILocation(line: 114, column: 47, scope: !282)
!376 = !DILocation(line: 114, column: 54, scope: !282)
!377 = !DILocation(line: 114, column: 63, scope: !282)
!378 = !DILocation(line: 114, column: 3, scope: !282)
!379 = !DILocation(line: 115, column: 53, scope: !282)
!380 = !DILocation(line: 115, column: 31, scope: !282)
!381 = !DILocation(line: 115, column: 57, scope: !282)
!382 = !DILocation(line: 115, column: 3, scope: !282)
!383 = !DILocalVariable(name: "arr", scope: !282, file: !3, line: 117, type: !384)
!384 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !385, templateParams: !402, identifier: "_ZTS5ArrayIiLi8EE")
!385 = !{!386, !390, !395}
!386 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !384, file: !3, line: 43, baseType: !387, size: 256)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !388)
!388 = !{!389}
!389 = !DISubrange(count: 8)
!390 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !384, file: !3, line: 44, type: !391, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!391 = !DISubroutineType(types: !392)
!392 = !{!393, !394, !6}
!393 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !384, file: !3, line: 45, type: !396, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !400, !6}
!398 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !399, size: 32)
!399 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!401 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !384)
!402 = !{!403, !404}
!403 = !DITemplateTypeParameter(name: "T", type: !6)
!404 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!405 = !DILocation(line: 117, column: 17, scope: !282)
!406 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 118, type: !6)
!407 = distinct !DILexicalBlock(scope: !282, file: !3, line: 118, column: 3)
!408 = !DILocation(line: 118, column: 12, scope: !407)
!409 = !DILocation(line: 118, column: 8, scope: !407)
!410 = !DILocation(line: 118, column: 19, scope: !411)
!411 = distinct !DILexicalBlock(scope: !407, file: !3, line: 118, column: 3)
!412 = !DILocation(line: 118, column: 21, scope: !411)
!413 = !DILocation(line: 118, column: 3, scope: !407)
!414 = !DILocation(line: 118, column: 40, scope: !411)
!415 = !DILocation(line: 118, column: 44, scope: !411)
!416 = !DILocation(line: 118, column: 42, scope: !411)
!417 = !DILocation(line: 118, column: 35, scope: !411)
!418 = !DILocation(line: 118, column: 31, scope: !411)
!419 = !DILocation(line: 118, column: 38, scope: !411)
!420 = !DILocation(line: 118, column: 26, scope: !411)
!421 = !DILocation(line: 118, column: 3, scope: !411)
!422 = distinct !{!422, !413, !423, !219}
!423 = !DILocation(line: 118, column: 44, scope: !407)
!424 = !DILocalVariable(name: "bias", scope: !282, file: !3, line: 119, type: !6)
!425 = !DILocation(line: 119, column: 7, scope: !282)
!426 = !DILocalVariable(name: "add", scope: !282, file: !3, line: 120, type: !427)
!427 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !428)
!428 = !{!429}
!429 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !427, file: !3, line: 120, baseType: !6, size: 32)
!430 = !DILocation(line: 120, column: 8, scope: !282)
!431 = !DILocation(line: 120, column: 14, scope: !282)
!432 = !DILocation(line: 120, column: 15, scope: !282)
!433 = !DILocalVariable(name: "prod_count", scope: !282, file: !3, line: 121, type: !6)
!434 = !DILocation(line: 121, column: 7, scope: !282)
!435 = !DILocalVariable(name: "mul", scope: !282, file: !3, line: 122, type: !436)
!436 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !437)
!437 = !{!438}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !436, file: !3, line: 122, baseType: !393, size: 32)
!439 = !DILocation(line: 122, column: 8, scope: !282)
!440 = !DILocation(line: 122, column: 14, scope: !282)
!441 = !DILocation(line: 123, column: 43, scope: !282)
!442 = !DILocation(line: 123, column: 35, scope: !282)
!443 = !DILocation(line: 123, column: 61, scope: !282)
!444 = !DILocation(line: 123, column: 53, scope: !282)
!445 = !DILocation(line: 123, column: 67, scope: !282)
!446 = !DILocation(line: 123, column: 3, scope: !282)
!447 = !DILocalVariable(name: "gen", scope: !282, file: !3, line: 124, type: !448)
!448 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!449 = !DILocation(line: 124, column: 8, scope: !282)
!450 = !DILocation(line: 125, column: 27, scope: !282)
!451 = !DILocation(line: 125, column: 36, scope: !282)
!452 = !DILocation(line: 125, column: 3, scope: !282)
!453 = !DILocalVariable(name: "fp", scope: !282, file: !3, line: 126, type: !454)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 32)
!455 = !DISubroutineType(types: !456)
!456 = !{!6, !6}
!457 = !DILocation(line: 126, column: 9, scope: !282)
!458 = !DILocation(line: 126, column: 20, scope: !282)
!459 = !DILocation(line: 127, column: 21, scope: !282)
!460 = !DILocation(line: 127, column: 3, scope: !282)
!461 = !DILocation(line: 129, column: 30, scope: !282)
!462 = !DILocation(line: 129, column: 44, scope: !282)
!463 = !DILocation(line: 129, column: 63, scope: !282)
!464 = !DILocation(line: 129, column: 3, scope: !282)
!465 = !DILocation(line: 130, column: 29, scope: !282)
!466 = !DILocation(line: 130, column: 59, scope: !282)
!467 = !DILocation(line: 130, column: 81, scope: !282)
!468 = !DILocation(line: 130, column: 3, scope: !282)
!469 = !DILocalVariable(name: "b", scope: !282, file: !3, line: 132, type: !167)
!470 = !DILocation(line: 132, column: 7, scope: !282)
!471 = !DILocation(line: 132, column: 11, scope: !282)
!472 = !DILocation(line: 133, column: 35, scope: !282)
!473 = !DILocation(line: 133, column: 27, scope: !282)
!474 = !DILocation(line: 133, column: 41, scope: !282)
!475 = !DILocation(line: 133, column: 39, scope: !282)
!476 = !DILocation(line: 133, column: 3, scope: !282)
!477 = !DILocalVariable(name: "p", scope: !282, file: !3, line: 134, type: !32)
!478 = !DILocation(line: 134, column: 8, scope: !282)
!479 = !DILocation(line: 134, column: 26, scope: !282)
!480 = !DILocation(line: 134, column: 12, scope: !282)
!481 = !DILocation(line: 135, column: 30, scope: !282)
!482 = !DILocation(line: 135, column: 35, scope: !282)
!483 = !DILocation(line: 135, column: 33, scope: !282)
!484 = !DILocation(line: 135, column: 3, scope: !282)
!485 = !DILocalVariable(name: "a1", scope: !282, file: !3, line: 137, type: !6)
!486 = !DILocation(line: 137, column: 7, scope: !282)
!487 = !DILocation(line: 137, column: 12, scope: !282)
!488 = !DILocalVariable(name: "a2", scope: !282, file: !3, line: 137, type: !6)
!489 = !DILocation(line: 137, column: 23, scope: !282)
!490 = !DILocation(line: 137, column: 28, scope: !282)
!491 = !DILocation(line: 138, column: 40, scope: !282)
!492 = !DILocation(line: 138, column: 44, scope: !282)
!493 = !DILocation(line: 138, column: 48, scope: !282)
!494 = !DILocation(line: 138, column: 59, scope: !282)
!495 = !DILocation(line: 138, column: 3, scope: !282)
!496 = !DILocation(line: 139, column: 3, scope: !282)
!497 = !DILocation(line: 140, column: 1, scope: !282)
!498 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !59, retainedNodes: !148)
!499 = !DILocalVariable(name: "this", arg: 1, scope: !498, type: !500, flags: DIFlagArtificial | DIFlagObjectPointer)
!500 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!501 = !DILocation(line: 0, scope: !498)
!502 = !DILocalVariable(name: "a", arg: 2, scope: !498, file: !3, line: 17, type: !49)
!503 = !DILocation(line: 17, column: 15, scope: !498)
!504 = !DILocalVariable(name: "b", arg: 3, scope: !498, file: !3, line: 17, type: !49)
!505 = !DILocation(line: 17, column: 25, scope: !498)
!506 = !DILocation(line: 17, column: 41, scope: !498)
!507 = !DILocation(line: 17, column: 3, scope: !498)
!508 = !DILocation(line: 17, column: 30, scope: !498)
!509 = !DILocation(line: 17, column: 32, scope: !498)
!510 = !DILocation(line: 17, column: 36, scope: !498)
!511 = !DILocation(line: 17, column: 38, scope: !498)
!512 = !DILocation(line: 17, column: 42, scope: !498)
!513 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !74, retainedNodes: !148)
!514 = !DILocalVariable(name: "this", arg: 1, scope: !513, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
!516 = !DILocation(line: 0, scope: !513)
!517 = !DILocalVariable(name: "s", arg: 2, scope: !513, file: !3, line: 23, type: !49)
!518 = !DILocation(line: 23, column: 26, scope: !513)
!519 = !DILocation(line: 23, column: 42, scope: !513)
!520 = !DILocation(line: 23, column: 36, scope: !513)
!521 = !DILocation(line: 23, column: 39, scope: !513)
!522 = !DILocation(line: 23, column: 31, scope: !513)
!523 = !DILocation(line: 23, column: 43, scope: !513)
!524 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !83, file: !3, line: 30, type: !110, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !525, retainedNodes: !148)
!525 = !DISubprogram(name: "Widget", scope: !83, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!526 = !DILocalVariable(name: "this", arg: 1, scope: !524, type: !527, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!528 = !DILocation(line: 0, scope: !524)
!529 = !DILocation(line: 30, column: 8, scope: !524)
!530 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !531, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !534, retainedNodes: !148)
!531 = !DISubroutineType(types: !532)
!532 = !{null, !533}
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!534 = !DISubprogram(name: "Diamond", scope: !113, type: !531, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!535 = !DILocalVariable(name: "this", arg: 1, scope: !530, type: !536, flags: DIFlagArtificial | DIFlagObjectPointer)
!536 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!537 = !DILocation(line: 0, scope: !530)
!538 = !DILocation(line: 38, column: 8, scope: !530)
!539 = !DILocation(line: 38, column: 36, scope: !530)
!540 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !384, file: !3, line: 44, type: !391, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !390, retainedNodes: !148)
!541 = !DILocalVariable(name: "this", arg: 1, scope: !540, type: !542, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 32)
!543 = !DILocation(line: 0, scope: !540)
!544 = !DILocalVariable(name: "i", arg: 2, scope: !540, file: !3, line: 44, type: !6)
!545 = !DILocation(line: 44, column: 21, scope: !540)
!546 = !DILocation(line: 44, column: 33, scope: !540)
!547 = !DILocation(line: 44, column: 38, scope: !540)
!548 = !DILocation(line: 44, column: 26, scope: !540)
!549 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !384, file: !3, line: 46, type: !550, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !553, declaration: !552, retainedNodes: !148)
!550 = !DISubroutineType(types: !551)
!551 = !{!6, !400, !6, !427}
!552 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !384, file: !3, line: 46, type: !550, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !553)
!553 = !{!554}
!554 = !DITemplateTypeParameter(name: "F", type: !427)
!555 = !DILocalVariable(name: "this", arg: 1, scope: !549, type: !556, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 32)
!557 = !DILocation(line: 0, scope: !549)
!558 = !DILocalVariable(name: "init", arg: 2, scope: !549, file: !3, line: 46, type: !6)
!559 = !DILocation(line: 46, column: 34, scope: !549)
!560 = !DILocalVariable(name: "f", arg: 3, scope: !549, file: !3, line: 46, type: !427)
!561 = !DILocation(line: 46, column: 42, scope: !549)
!562 = !DILocalVariable(name: "i", scope: !563, file: !3, line: 47, type: !6)
!563 = distinct !DILexicalBlock(scope: !549, file: !3, line: 47, column: 5)
!564 = !DILocation(line: 47, column: 14, scope: !563)
!565 = !DILocation(line: 47, column: 10, scope: !563)
!566 = !DILocation(line: 47, column: 21, scope: !567)
!567 = distinct !DILexicalBlock(scope: !563, file: !3, line: 47, column: 5)
!568 = !DILocation(line: 47, column: 23, scope: !567)
!569 = !DILocation(line: 47, column: 5, scope: !563)
!570 = !DILocation(line: 47, column: 42, scope: !567)
!571 = !DILocation(line: 47, column: 48, scope: !567)
!572 = !DILocation(line: 47, column: 53, scope: !567)
!573 = !DILocation(line: 47, column: 40, scope: !567)
!574 = !DILocation(line: 47, column: 38, scope: !567)
!575 = !DILocation(line: 47, column: 33, scope: !567)
!576 = !DILocation(line: 47, column: 28, scope: !567)
!577 = !DILocation(line: 47, column: 5, scope: !567)
!578 = distinct !{!578, !569, !579, !219}
!579 = !DILocation(line: 47, column: 55, scope: !563)
!580 = !DILocation(line: 48, column: 12, scope: !549)
!581 = !DILocation(line: 48, column: 5, scope: !549)
!582 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !384, file: !3, line: 46, type: !583, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !586, declaration: !585, retainedNodes: !148)
!583 = !DISubroutineType(types: !584)
!584 = !{!6, !400, !6, !436}
!585 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !384, file: !3, line: 46, type: !583, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !586)
!586 = !{!587}
!587 = !DITemplateTypeParameter(name: "F", type: !436)
!588 = !DILocalVariable(name: "this", arg: 1, scope: !582, type: !556, flags: DIFlagArtificial | DIFlagObjectPointer)
!589 = !DILocation(line: 0, scope: !582)
!590 = !DILocalVariable(name: "init", arg: 2, scope: !582, file: !3, line: 46, type: !6)
!591 = !DILocation(line: 46, column: 34, scope: !582)
!592 = !DILocalVariable(name: "f", arg: 3, scope: !582, file: !3, line: 46, type: !436)
!593 = !DILocation(line: 46, column: 42, scope: !582)
!594 = !DILocalVariable(name: "i", scope: !595, file: !3, line: 47, type: !6)
!595 = distinct !DILexicalBlock(scope: !582, file: !3, line: 47, column: 5)
!596 = !DILocation(line: 47, column: 14, scope: !595)
!597 = !DILocation(line: 47, column: 10, scope: !595)
!598 = !DILocation(line: 47, column: 21, scope: !599)
!599 = distinct !DILexicalBlock(scope: !595, file: !3, line: 47, column: 5)
!600 = !DILocation(line: 47, column: 23, scope: !599)
!601 = !DILocation(line: 47, column: 5, scope: !595)
!602 = !DILocation(line: 47, column: 42, scope: !599)
!603 = !DILocation(line: 47, column: 48, scope: !599)
!604 = !DILocation(line: 47, column: 53, scope: !599)
!605 = !DILocation(line: 47, column: 40, scope: !599)
!606 = !DILocation(line: 47, column: 38, scope: !599)
!607 = !DILocation(line: 47, column: 33, scope: !599)
!608 = !DILocation(line: 47, column: 28, scope: !599)
!609 = !DILocation(line: 47, column: 5, scope: !599)
!610 = distinct !{!610, !601, !611, !219}
!611 = !DILocation(line: 47, column: 55, scope: !595)
!612 = !DILocation(line: 48, column: 12, scope: !582)
!613 = !DILocation(line: 48, column: 5, scope: !582)
!614 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !448, file: !3, line: 124, type: !615, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !623, declaration: !619, retainedNodes: !148)
!615 = !DISubroutineType(types: !616)
!616 = !{!6, !617, !6}
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !448)
!619 = !DISubprogram(name: "operator()<int>", scope: !448, file: !3, line: 124, type: !620, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !623)
!620 = !DISubroutineType(types: !621)
!621 = !{!622, !617, !6}
!622 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!623 = !{!624}
!624 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!625 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !626, flags: DIFlagArtificial | DIFlagObjectPointer)
!626 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 32)
!627 = !DILocation(line: 0, scope: !614)
!628 = !DILocalVariable(name: "x", arg: 2, scope: !614, file: !3, line: 124, type: !6)
!629 = !DILocation(line: 124, column: 22, scope: !614)
!630 = !DILocation(line: 124, column: 34, scope: !614)
!631 = !DILocation(line: 124, column: 38, scope: !614)
!632 = !DILocation(line: 124, column: 36, scope: !614)
!633 = !DILocation(line: 124, column: 27, scope: !614)
!634 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !448, file: !3, line: 124, type: !635, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !640, declaration: !637, retainedNodes: !148)
!635 = !DISubroutineType(types: !636)
!636 = !{!49, !617, !49}
!637 = !DISubprogram(name: "operator()<double>", scope: !448, file: !3, line: 124, type: !638, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !640)
!638 = !DISubroutineType(types: !639)
!639 = !{!622, !617, !49}
!640 = !{!641}
!641 = !DITemplateTypeParameter(name: "x:auto", type: !49)
!642 = !DILocalVariable(name: "this", arg: 1, scope: !634, type: !626, flags: DIFlagArtificial | DIFlagObjectPointer)
!643 = !DILocation(line: 0, scope: !634)
!644 = !DILocalVariable(name: "x", arg: 2, scope: !634, file: !3, line: 124, type: !49)
!645 = !DILocation(line: 124, column: 22, scope: !634)
!646 = !DILocation(line: 124, column: 34, scope: !634)
!647 = !DILocation(line: 124, column: 38, scope: !634)
!648 = !DILocation(line: 124, column: 36, scope: !634)
!649 = !DILocation(line: 124, column: 27, scope: !634)
!650 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !651, file: !3, line: 126, type: !652, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !656, retainedNodes: !148)
!651 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!652 = !DISubroutineType(types: !653)
!653 = !{!454, !654}
!654 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !655, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!655 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !651)
!656 = !DISubprogram(name: "operator int (*)(int)", scope: !651, type: !652, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!657 = !DILocalVariable(name: "this", arg: 1, scope: !650, type: !658, flags: DIFlagArtificial | DIFlagObjectPointer)
!658 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !655, size: 32)
!659 = !DILocation(line: 0, scope: !650)
!660 = !DILocation(line: 126, column: 20, scope: !650)
!661 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !3, file: !3, line: 52, type: !662, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !664, retainedNodes: !148)
!662 = !DISubroutineType(types: !663)
!663 = !{!6, !6, !6}
!664 = !{!403}
!665 = !DILocalVariable(name: "a", arg: 1, scope: !661, file: !3, line: 52, type: !6)
!666 = !DILocation(line: 52, column: 34, scope: !661)
!667 = !DILocalVariable(name: "b", arg: 2, scope: !661, file: !3, line: 52, type: !6)
!668 = !DILocation(line: 52, column: 39, scope: !661)
!669 = !DILocation(line: 52, column: 51, scope: !661)
!670 = !DILocation(line: 52, column: 55, scope: !661)
!671 = !DILocation(line: 52, column: 53, scope: !661)
!672 = !DILocation(line: 52, column: 59, scope: !661)
!673 = !DILocation(line: 52, column: 63, scope: !661)
!674 = !DILocation(line: 52, column: 44, scope: !661)
!675 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !3, file: !3, line: 52, type: !676, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !678, retainedNodes: !148)
!676 = !DISubroutineType(types: !677)
!677 = !{!49, !49, !49}
!678 = !{!679}
!679 = !DITemplateTypeParameter(name: "T", type: !49)
!680 = !DILocalVariable(name: "a", arg: 1, scope: !675, file: !3, line: 52, type: !49)
!681 = !DILocation(line: 52, column: 34, scope: !675)
!682 = !DILocalVariable(name: "b", arg: 2, scope: !675, file: !3, line: 52, type: !49)
!683 = !DILocation(line: 52, column: 39, scope: !675)
!684 = !DILocation(line: 52, column: 51, scope: !675)
!685 = !DILocation(line: 52, column: 55, scope: !675)
!686 = !DILocation(line: 52, column: 53, scope: !675)
!687 = !DILocation(line: 52, column: 59, scope: !675)
!688 = !DILocation(line: 52, column: 63, scope: !675)
!689 = !DILocation(line: 52, column: 44, scope: !675)
!690 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !3, file: !3, line: 55, type: !691, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !693, retainedNodes: !148)
!691 = !DISubroutineType(types: !692)
!692 = !{!6, !6, !9, !49, !55}
!693 = !{!694}
!694 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !695)
!695 = !{!696, !697, !698, !699}
!696 = !DITemplateTypeParameter(type: !6)
!697 = !DITemplateTypeParameter(type: !9)
!698 = !DITemplateTypeParameter(type: !49)
!699 = !DITemplateTypeParameter(type: !55)
!700 = !DILocalVariable(arg: 1, scope: !690, file: !3, line: 55, type: !6)
!701 = !DILocation(line: 55, column: 47, scope: !690)
!702 = !DILocalVariable(arg: 2, scope: !690, file: !3, line: 55, type: !9)
!703 = !DILocalVariable(arg: 3, scope: !690, file: !3, line: 55, type: !49)
!704 = !DILocalVariable(arg: 4, scope: !690, file: !3, line: 55, type: !55)
!705 = !DILocation(line: 55, column: 51, scope: !690)
!706 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !707, file: !3, line: 58, type: !710, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !709, retainedNodes: !148)
!707 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !708, templateParams: !664, identifier: "_ZTS8TypeNameIiE")
!708 = !{!709}
!709 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !707, file: !3, line: 58, type: !710, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!710 = !DISubroutineType(types: !711)
!711 = !{!55}
!712 = !DILocation(line: 58, column: 63, scope: !706)
!713 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !714, file: !3, line: 59, type: !710, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !716, retainedNodes: !148)
!714 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !715, templateParams: !678, identifier: "_ZTS8TypeNameIdE")
!715 = !{!716}
!716 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !714, file: !3, line: 59, type: !710, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!717 = !DILocation(line: 59, column: 66, scope: !713)
!718 = !DILocation(line: 86, column: 3, scope: !2)
!719 = !{!"branch_weights", i32 1, i32 1048575}
!720 = !DILocation(line: 86, column: 18, scope: !2)
!721 = !DILocation(line: 86, column: 29, scope: !2)
!722 = !DILocation(line: 87, column: 10, scope: !2)
!723 = !DILocation(line: 87, column: 3, scope: !2)
!724 = !DILocation(line: 82, column: 3, scope: !144)
!725 = !DILocation(line: 82, column: 19, scope: !144)
!726 = !DILocation(line: 83, column: 3, scope: !144)
!727 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !531, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !728, retainedNodes: !148)
!728 = !DISubprogram(name: "~Diamond", scope: !113, type: !531, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!729 = !DILocalVariable(name: "this", arg: 1, scope: !727, type: !536, flags: DIFlagArtificial | DIFlagObjectPointer)
!730 = !DILocation(line: 0, scope: !727)
!731 = !DILocation(line: 38, column: 8, scope: !727)
!732 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !39, file: !3, line: 9, type: !43, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !733, retainedNodes: !148)
!733 = !DISubprogram(name: "Shape", scope: !39, type: !43, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!734 = !DILocalVariable(name: "this", arg: 1, scope: !732, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!735 = !DILocation(line: 0, scope: !732)
!736 = !DILocation(line: 9, column: 8, scope: !732)
!737 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !36, file: !3, line: 15, type: !738, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !740, retainedNodes: !148)
!738 = !DISubroutineType(types: !739)
!739 = !{null, !62}
!740 = !DISubprogram(name: "~Rect", scope: !36, type: !738, containingType: !36, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!741 = !DILocalVariable(name: "this", arg: 1, scope: !737, type: !500, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocation(line: 0, scope: !737)
!743 = !DILocation(line: 15, column: 8, scope: !744)
!744 = distinct !DILexicalBlock(scope: !737, file: !3, line: 15, column: 8)
!745 = !DILocation(line: 15, column: 8, scope: !737)
!746 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !36, file: !3, line: 15, type: !738, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !740, retainedNodes: !148)
!747 = !DILocalVariable(name: "this", arg: 1, scope: !746, type: !500, flags: DIFlagArtificial | DIFlagObjectPointer)
!748 = !DILocation(line: 0, scope: !746)
!749 = !DILocation(line: 15, column: 8, scope: !746)
!750 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !63, retainedNodes: !148)
!751 = !DILocalVariable(name: "this", arg: 1, scope: !750, type: !752, flags: DIFlagArtificial | DIFlagObjectPointer)
!752 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
!753 = !DILocation(line: 0, scope: !750)
!754 = !DILocation(line: 18, column: 41, scope: !750)
!755 = !DILocation(line: 18, column: 45, scope: !750)
!756 = !DILocation(line: 18, column: 43, scope: !750)
!757 = !DILocation(line: 18, column: 34, scope: !750)
!758 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !68, retainedNodes: !148)
!759 = !DILocalVariable(name: "this", arg: 1, scope: !758, type: !752, flags: DIFlagArtificial | DIFlagObjectPointer)
!760 = !DILocation(line: 0, scope: !758)
!761 = !DILocation(line: 19, column: 39, scope: !758)
!762 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!763 = !DILocalVariable(name: "this", arg: 1, scope: !762, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!764 = !DILocation(line: 0, scope: !762)
!765 = !DILocation(line: 10, column: 21, scope: !762)
!766 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!767 = !DILocalVariable(name: "this", arg: 1, scope: !766, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!768 = !DILocation(line: 0, scope: !766)
!769 = !DILocation(line: 10, column: 20, scope: !766)
!770 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !52, retainedNodes: !148)
!771 = !DILocalVariable(name: "this", arg: 1, scope: !770, type: !772, flags: DIFlagArtificial | DIFlagObjectPointer)
!772 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!773 = !DILocation(line: 0, scope: !770)
!774 = !DILocation(line: 12, column: 38, scope: !770)
!775 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !71, file: !3, line: 22, type: !776, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !778, retainedNodes: !148)
!776 = !DISubroutineType(types: !777)
!777 = !{null, !77}
!778 = !DISubprogram(name: "~Square", scope: !71, type: !776, containingType: !71, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!779 = !DILocalVariable(name: "this", arg: 1, scope: !775, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!780 = !DILocation(line: 0, scope: !775)
!781 = !DILocation(line: 22, column: 8, scope: !782)
!782 = distinct !DILexicalBlock(scope: !775, file: !3, line: 22, column: 8)
!783 = !DILocation(line: 22, column: 8, scope: !775)
!784 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !71, file: !3, line: 22, type: !776, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !778, retainedNodes: !148)
!785 = !DILocalVariable(name: "this", arg: 1, scope: !784, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!786 = !DILocation(line: 0, scope: !784)
!787 = !DILocation(line: 22, column: 8, scope: !784)
!788 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !78, retainedNodes: !148)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !788, type: !790, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!791 = !DILocation(line: 0, scope: !788)
!792 = !DILocation(line: 24, column: 39, scope: !788)
!793 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !86, file: !3, line: 27, type: !794, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !797, retainedNodes: !148)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !796}
!796 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!797 = !DISubprogram(name: "Named", scope: !86, type: !794, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!798 = !DILocalVariable(name: "this", arg: 1, scope: !793, type: !348, flags: DIFlagArtificial | DIFlagObjectPointer)
!799 = !DILocation(line: 0, scope: !793)
!800 = !DILocation(line: 27, column: 8, scope: !793)
!801 = !DILocation(line: 27, column: 74, scope: !793)
!802 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !803, retainedNodes: !148)
!803 = !DISubprogram(name: "Counted", scope: !96, type: !101, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!804 = !DILocalVariable(name: "this", arg: 1, scope: !802, type: !344, flags: DIFlagArtificial | DIFlagObjectPointer)
!805 = !DILocation(line: 0, scope: !802)
!806 = !DILocation(line: 28, column: 8, scope: !802)
!807 = !DILocation(line: 28, column: 22, scope: !802)
!808 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !104, retainedNodes: !148)
!809 = !DILocalVariable(name: "this", arg: 1, scope: !808, type: !810, flags: DIFlagArtificial | DIFlagObjectPointer)
!810 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!811 = !DILocation(line: 0, scope: !808)
!812 = !DILocation(line: 31, column: 40, scope: !808)
!813 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !109, retainedNodes: !148)
!814 = !DILocalVariable(name: "this", arg: 1, scope: !813, type: !527, flags: DIFlagArtificial | DIFlagObjectPointer)
!815 = !DILocation(line: 0, scope: !813)
!816 = !DILocation(line: 32, column: 26, scope: !813)
!817 = !DILocation(line: 32, column: 32, scope: !813)
!818 = !DILocation(line: 32, column: 39, scope: !813)
!819 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !3, file: !3, line: 32, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!820 = !DISubroutineType(types: !148)
!821 = !DILocation(line: 0, scope: !819)
!822 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !90, retainedNodes: !148)
!823 = !DILocalVariable(name: "this", arg: 1, scope: !822, type: !824, flags: DIFlagArtificial | DIFlagObjectPointer)
!824 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32)
!825 = !DILocation(line: 0, scope: !822)
!826 = !DILocation(line: 27, column: 52, scope: !822)
!827 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !100, retainedNodes: !148)
!828 = !DILocalVariable(name: "this", arg: 1, scope: !827, type: !344, flags: DIFlagArtificial | DIFlagObjectPointer)
!829 = !DILocation(line: 0, scope: !827)
!830 = !DILocation(line: 28, column: 57, scope: !827)
!831 = !DILocation(line: 28, column: 55, scope: !827)
!832 = !DILocation(line: 28, column: 64, scope: !827)
!833 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !834, retainedNodes: !148)
!834 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!835 = !DILocalVariable(name: "this", arg: 1, scope: !833, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!836 = !DILocation(line: 0, scope: !833)
!837 = !DILocation(line: 35, column: 8, scope: !833)
!838 = !DILocation(line: 35, column: 19, scope: !833)
!839 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !840, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !843, retainedNodes: !148)
!840 = !DISubroutineType(types: !841)
!841 = !{null, !842}
!842 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!843 = !DISubprogram(name: "Left", scope: !116, type: !840, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!844 = !DILocalVariable(name: "this", arg: 1, scope: !839, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!845 = !DILocation(line: 0, scope: !839)
!846 = !DILocalVariable(name: "vtt", arg: 2, scope: !839, type: !847, flags: DIFlagArtificial)
!847 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 32)
!848 = !DILocation(line: 36, column: 8, scope: !839)
!849 = !DILocation(line: 36, column: 34, scope: !839)
!850 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !851, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !854, retainedNodes: !148)
!851 = !DISubroutineType(types: !852)
!852 = !{null, !853}
!853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!854 = !DISubprogram(name: "Right", scope: !12, type: !851, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!855 = !DILocalVariable(name: "this", arg: 1, scope: !850, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!856 = !DILocation(line: 0, scope: !850)
!857 = !DILocalVariable(name: "vtt", arg: 2, scope: !850, type: !847, flags: DIFlagArtificial)
!858 = !DILocation(line: 37, column: 8, scope: !850)
!859 = !DILocation(line: 37, column: 35, scope: !850)
!860 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !121, retainedNodes: !148)
!861 = !DILocalVariable(name: "this", arg: 1, scope: !860, type: !862, flags: DIFlagArtificial | DIFlagObjectPointer)
!862 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32)
!863 = !DILocation(line: 0, scope: !860)
!864 = !DILocation(line: 36, column: 75, scope: !860)
!865 = !DILocation(line: 36, column: 79, scope: !860)
!866 = !DILocation(line: 36, column: 77, scope: !860)
!867 = !DILocation(line: 36, column: 68, scope: !860)
!868 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !116, file: !3, line: 36, type: !840, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !869, retainedNodes: !148)
!869 = !DISubprogram(name: "~Left", scope: !116, type: !840, containingType: !116, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!870 = !DILocalVariable(name: "this", arg: 1, scope: !868, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!871 = !DILocation(line: 0, scope: !868)
!872 = !DILocation(line: 36, column: 8, scope: !868)
!873 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !116, file: !3, line: 36, type: !840, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !869, retainedNodes: !148)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !873, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DILocation(line: 0, scope: !873)
!876 = !DILocation(line: 36, column: 8, scope: !873)
!877 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !3, file: !3, line: 36, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!878 = !DILocation(line: 0, scope: !877)
!879 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !3, file: !3, line: 36, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!880 = !DILocation(line: 0, scope: !879)
!881 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !3, file: !3, line: 36, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!882 = !DILocation(line: 0, scope: !881)
!883 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !12, file: !3, line: 37, type: !851, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !884, retainedNodes: !148)
!884 = !DISubprogram(name: "~Right", scope: !12, type: !851, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!885 = !DILocalVariable(name: "this", arg: 1, scope: !883, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!886 = !DILocation(line: 0, scope: !883)
!887 = !DILocation(line: 37, column: 8, scope: !883)
!888 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !12, file: !3, line: 37, type: !851, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !884, retainedNodes: !148)
!889 = !DILocalVariable(name: "this", arg: 1, scope: !888, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!890 = !DILocation(line: 0, scope: !888)
!891 = !DILocation(line: 37, column: 8, scope: !888)
!892 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !148)
!893 = !DILocalVariable(name: "this", arg: 1, scope: !892, type: !894, flags: DIFlagArtificial | DIFlagObjectPointer)
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!895 = !DILocation(line: 0, scope: !892)
!896 = !DILocation(line: 35, column: 59, scope: !892)
!897 = !DILocation(line: 35, column: 52, scope: !892)
!898 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !3, file: !3, line: 37, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!899 = !DILocation(line: 0, scope: !898)
!900 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !3, file: !3, line: 37, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!901 = !DILocation(line: 0, scope: !900)
!902 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !128, retainedNodes: !148)
!903 = !DILocalVariable(name: "this", arg: 1, scope: !902, type: !904, flags: DIFlagArtificial | DIFlagObjectPointer)
!904 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!905 = !DILocation(line: 0, scope: !902)
!906 = !DILocation(line: 38, column: 77, scope: !902)
!907 = !DILocation(line: 38, column: 81, scope: !902)
!908 = !DILocation(line: 38, column: 79, scope: !902)
!909 = !DILocation(line: 38, column: 85, scope: !902)
!910 = !DILocation(line: 38, column: 83, scope: !902)
!911 = !DILocation(line: 38, column: 89, scope: !902)
!912 = !DILocation(line: 38, column: 87, scope: !902)
!913 = !DILocation(line: 38, column: 70, scope: !902)
!914 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !531, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !728, retainedNodes: !148)
!915 = !DILocalVariable(name: "this", arg: 1, scope: !914, type: !536, flags: DIFlagArtificial | DIFlagObjectPointer)
!916 = !DILocation(line: 0, scope: !914)
!917 = !DILocation(line: 38, column: 8, scope: !914)
!918 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!919 = !DILocation(line: 0, scope: !918)
!920 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!921 = !DILocation(line: 0, scope: !920)
!922 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!923 = !DILocation(line: 0, scope: !922)
!924 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!925 = !DILocation(line: 0, scope: !924)
!926 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !820, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!927 = !DILocation(line: 0, scope: !926)
!928 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!929 = !DILocalVariable(name: "this", arg: 1, scope: !928, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!930 = !DILocation(line: 0, scope: !928)
!931 = !DILocation(line: 35, column: 81, scope: !928)
!932 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!933 = !DILocalVariable(name: "this", arg: 1, scope: !932, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = !DILocation(line: 0, scope: !932)
!935 = !DILocation(line: 35, column: 80, scope: !932)
!936 = !DILocation(line: 35, column: 81, scope: !932)
!937 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !116, file: !3, line: 36, type: !840, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !869, retainedNodes: !148)
!938 = !DILocalVariable(name: "this", arg: 1, scope: !937, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!939 = !DILocation(line: 0, scope: !937)
!940 = !DILocalVariable(name: "vtt", arg: 2, scope: !937, type: !847, flags: DIFlagArtificial)
!941 = !DILocation(line: 36, column: 8, scope: !937)
!942 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !12, file: !3, line: 37, type: !851, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !884, retainedNodes: !148)
!943 = !DILocalVariable(name: "this", arg: 1, scope: !942, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DILocation(line: 0, scope: !942)
!945 = !DILocalVariable(name: "vtt", arg: 2, scope: !942, type: !847, flags: DIFlagArtificial)
!946 = !DILocation(line: 37, column: 8, scope: !942)
!947 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !651, file: !3, line: 126, type: !455, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !948, retainedNodes: !148)
!948 = !DISubprogram(name: "__invoke", scope: !651, type: !455, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!949 = !DILocalVariable(name: "x", arg: 1, scope: !947, type: !6)
!950 = !DILocation(line: 0, scope: !947)
!951 = !DILocation(line: 126, column: 20, scope: !947)
!952 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !651, file: !3, line: 126, type: !953, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !955, retainedNodes: !148)
!953 = !DISubroutineType(types: !954)
!954 = !{!6, !654, !6}
!955 = !DISubprogram(name: "operator()", scope: !651, file: !3, line: 126, type: !956, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!956 = !DISubroutineType(types: !957)
!957 = !{!622, !654, !6}
!958 = !DILocalVariable(name: "this", arg: 1, scope: !952, type: !658, flags: DIFlagArtificial | DIFlagObjectPointer)
!959 = !DILocation(line: 0, scope: !952)
!960 = !DILocalVariable(name: "x", arg: 2, scope: !952, file: !3, line: 126, type: !6)
!961 = !DILocation(line: 126, column: 27, scope: !952)
!962 = !DILocation(line: 126, column: 39, scope: !952)
!963 = !DILocation(line: 126, column: 41, scope: !952)
!964 = !DILocation(line: 126, column: 32, scope: !952)
!965 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !136, retainedNodes: !148)
!966 = !DILocalVariable(name: "this", arg: 1, scope: !965, type: !967, flags: DIFlagArtificial | DIFlagObjectPointer)
!967 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!968 = !DILocation(line: 0, scope: !965)
!969 = !DILocation(line: 78, column: 16, scope: !965)
!970 = !DILocation(line: 78, column: 29, scope: !971)
!971 = distinct !DILexicalBlock(scope: !965, file: !3, line: 78, column: 27)
!972 = !DILocation(line: 78, column: 63, scope: !965)
!973 = distinct !DISubprogram(name: "__cxx_global_array_dtor", scope: !3, file: !3, type: !265, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!974 = !DILocalVariable(arg: 1, scope: !973, type: !256, flags: DIFlagArtificial)
!975 = !DILocation(line: 0, scope: !973)
!976 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !140, retainedNodes: !148)
!977 = !DILocalVariable(name: "this", arg: 1, scope: !976, type: !967, flags: DIFlagArtificial | DIFlagObjectPointer)
!978 = !DILocation(line: 0, scope: !976)
!979 = !DILocation(line: 79, column: 16, scope: !976)
!980 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !113, file: !3, line: 38, type: !531, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !728, retainedNodes: !148)
!981 = !DILocalVariable(name: "this", arg: 1, scope: !980, type: !536, flags: DIFlagArtificial | DIFlagObjectPointer)
!982 = !DILocation(line: 0, scope: !980)
!983 = !DILocalVariable(name: "vtt", arg: 2, scope: !980, type: !847, flags: DIFlagArtificial)
!984 = !DILocation(line: 38, column: 8, scope: !985)
!985 = distinct !DILexicalBlock(scope: !980, file: !3, line: 38, column: 8)
!986 = !DILocation(line: 38, column: 8, scope: !980)
!987 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !427, file: !3, line: 120, type: !988, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !992, retainedNodes: !148)
!988 = !DISubroutineType(types: !989)
!989 = !{!6, !990, !6, !6}
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !991, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!991 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !427)
!992 = !DISubprogram(name: "operator()", scope: !427, file: !3, line: 120, type: !993, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!993 = !DISubroutineType(types: !994)
!994 = !{!622, !990, !6, !6}
!995 = !DILocalVariable(name: "this", arg: 1, scope: !987, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !991, size: 32)
!997 = !DILocation(line: 0, scope: !987)
!998 = !DILocalVariable(name: "acc", arg: 2, scope: !987, file: !3, line: 120, type: !6)
!999 = !DILocation(line: 120, column: 25, scope: !987)
!1000 = !DILocalVariable(name: "v", arg: 3, scope: !987, file: !3, line: 120, type: !6)
!1001 = !DILocation(line: 120, column: 34, scope: !987)
!1002 = !DILocation(line: 120, column: 46, scope: !987)
!1003 = !DILocation(line: 120, column: 52, scope: !987)
!1004 = !DILocation(line: 120, column: 50, scope: !987)
!1005 = !DILocation(line: 120, column: 56, scope: !987)
!1006 = !DILocation(line: 120, column: 54, scope: !987)
!1007 = !DILocation(line: 120, column: 39, scope: !987)
!1008 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !436, file: !3, line: 122, type: !1009, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1012, retainedNodes: !148)
!1009 = !DISubroutineType(types: !1010)
!1010 = !{!6, !1011, !6, !6}
!1011 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1012 = !DISubprogram(name: "operator()", scope: !436, file: !3, line: 122, type: !1013, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1013 = !DISubroutineType(types: !1014)
!1014 = !{!622, !1011, !6, !6}
!1015 = !DILocalVariable(name: "this", arg: 1, scope: !1008, type: !1016, flags: DIFlagArtificial | DIFlagObjectPointer)
!1016 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 32)
!1017 = !DILocation(line: 0, scope: !1008)
!1018 = !DILocalVariable(name: "acc", arg: 2, scope: !1008, file: !3, line: 122, type: !6)
!1019 = !DILocation(line: 122, column: 32, scope: !1008)
!1020 = !DILocalVariable(name: "v", arg: 3, scope: !1008, file: !3, line: 122, type: !6)
!1021 = !DILocation(line: 122, column: 41, scope: !1008)
!1022 = !DILocation(line: 122, column: 56, scope: !1008)
!1023 = !DILocation(line: 122, column: 54, scope: !1008)
!1024 = !DILocation(line: 122, column: 75, scope: !1008)
!1025 = !DILocation(line: 122, column: 79, scope: !1008)
!1026 = !DILocation(line: 122, column: 83, scope: !1008)
!1027 = !DILocation(line: 122, column: 89, scope: !1008)
!1028 = !DILocation(line: 122, column: 87, scope: !1008)
!1029 = !DILocation(line: 122, column: 93, scope: !1008)
!1030 = !DILocation(line: 122, column: 68, scope: !1008)
