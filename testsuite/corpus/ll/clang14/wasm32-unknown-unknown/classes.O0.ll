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
@_ZZL7countervE1n = internal global i32 0, align 4
@_ZGVZL7countervE1n = internal global i8 0, align 1
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4
@_ZGVZL8registryvE1r = internal global i8 0, align 1
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %3, align 4
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
  br label %20, !llvm.loop !2

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %38 = getelementptr inbounds [13 x i8], [13 x i8]* %37, i32 0, i32 12
  store i8 0, i8* %38, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %3 = load i64, i64* %2, align 8
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 8
  %6 = add nsw i64 %3, %5
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  %11 = load i64, i64* %10, align 8
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i32 0, i32 0
  %15 = load i8, i8* %14, align 8
  %16 = sext i8 %15 to i64
  %17 = add nsw i64 %12, %16
  ret i64 %17
}

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_Z9swap_pair4Pair(%struct.Pair* noalias sret(%struct.Pair) align 4 %0, %struct.Pair* noundef byval(%struct.Pair) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i32 0, i32 1
  %5 = load float, float* %4, align 4
  %6 = fptosi float %5 to i32
  store i32 %6, i32* %3, align 4
  %7 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = sitofp i32 %9 to float
  store float %10, float* %7, align 4
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #1 {
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
define void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %6) ]
  unreachable
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define hidden void @_ZdlPvm(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
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
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
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
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0
  %36 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 24) #14
  %37 = bitcast i8* %36 to %struct.Rect*
  %38 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %89

39:                                               ; preds = %0
  %40 = bitcast %struct.Rect* %37 to %struct.Shape*
  store %struct.Shape* %40, %struct.Shape** %35, align 4
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i32 1
  %42 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 24) #14
  %43 = bitcast i8* %42 to %struct.Square*
  %44 = invoke noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %43, double noundef 4.000000e+00)
          to label %45 unwind label %91

45:                                               ; preds = %39
  %46 = bitcast %struct.Square* %43 to %struct.Shape*
  store %struct.Shape* %46, %struct.Shape** %41, align 4
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %41, i32 1
  %48 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 24) #14
  %49 = bitcast i8* %48 to %struct.Rect*
  %50 = invoke noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %51 unwind label %93

51:                                               ; preds = %45
  %52 = bitcast %struct.Rect* %49 to %struct.Shape*
  store %struct.Shape* %52, %struct.Shape** %47, align 4
  store double 0.000000e+00, double* %3, align 8
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %4, align 4
  %53 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 4
  %54 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %53, i32 0, i32 0
  store %struct.Shape** %54, %struct.Shape*** %5, align 4
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 4
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i32 0, i32 0
  %57 = getelementptr inbounds %struct.Shape*, %struct.Shape** %56, i32 3
  store %struct.Shape** %57, %struct.Shape*** %6, align 4
  br label %58

58:                                               ; preds = %86, %51
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %60 = load %struct.Shape**, %struct.Shape*** %6, align 4
  %61 = icmp ne %struct.Shape** %59, %60
  br i1 %61, label %62, label %95

62:                                               ; preds = %58
  %63 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %64 = load %struct.Shape*, %struct.Shape** %63, align 4
  store %struct.Shape* %64, %struct.Shape** %7, align 4
  %65 = load %struct.Shape*, %struct.Shape** %7, align 4
  %66 = bitcast %struct.Shape* %65 to i8* (%struct.Shape*)***
  %67 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %66, align 4
  %68 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %67, i64 3
  %69 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %68, align 4
  %70 = call noundef i8* %69(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %65)
  %71 = load %struct.Shape*, %struct.Shape** %7, align 4
  %72 = bitcast %struct.Shape* %71 to double (%struct.Shape*)***
  %73 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %72, align 4
  %74 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %73, i64 2
  %75 = load double (%struct.Shape*)*, double (%struct.Shape*)** %74, align 4
  %76 = call noundef double %75(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %71)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef %70, double noundef %76)
  %78 = load %struct.Shape*, %struct.Shape** %7, align 4
  %79 = bitcast %struct.Shape* %78 to double (%struct.Shape*)***
  %80 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %79, align 4
  %81 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %80, i64 2
  %82 = load double (%struct.Shape*)*, double (%struct.Shape*)** %81, align 4
  %83 = call noundef double %82(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %78)
  %84 = load double, double* %3, align 8
  %85 = fadd double %84, %83
  store double %85, double* %3, align 8
  br label %86

86:                                               ; preds = %62
  %87 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %88 = getelementptr inbounds %struct.Shape*, %struct.Shape** %87, i32 1
  store %struct.Shape** %88, %struct.Shape*** %5, align 4
  br label %58

89:                                               ; preds = %0
  %90 = cleanuppad within none []
  call void @_ZdlPv(i8* noundef %36) #15 [ "funclet"(token %90) ]
  cleanupret from %90 unwind to caller

91:                                               ; preds = %39
  %92 = cleanuppad within none []
  call void @_ZdlPv(i8* noundef %42) #15 [ "funclet"(token %92) ]
  cleanupret from %92 unwind to caller

93:                                               ; preds = %45
  %94 = cleanuppad within none []
  call void @_ZdlPv(i8* noundef %48) #15 [ "funclet"(token %94) ]
  cleanupret from %94 unwind to caller

95:                                               ; preds = %58
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %8, align 4
  %96 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 4
  %97 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %96, i32 0, i32 0
  store %struct.Shape** %97, %struct.Shape*** %9, align 4
  %98 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 4
  %99 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %98, i32 0, i32 0
  %100 = getelementptr inbounds %struct.Shape*, %struct.Shape** %99, i32 3
  store %struct.Shape** %100, %struct.Shape*** %10, align 4
  br label %101

101:                                              ; preds = %116, %95
  %102 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %103 = load %struct.Shape**, %struct.Shape*** %10, align 4
  %104 = icmp ne %struct.Shape** %102, %103
  br i1 %104, label %105, label %119

105:                                              ; preds = %101
  %106 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %107 = load %struct.Shape*, %struct.Shape** %106, align 4
  store %struct.Shape* %107, %struct.Shape** %11, align 4
  %108 = load %struct.Shape*, %struct.Shape** %11, align 4
  %109 = icmp eq %struct.Shape* %108, null
  br i1 %109, label %115, label %110

110:                                              ; preds = %105
  %111 = bitcast %struct.Shape* %108 to void (%struct.Shape*)***
  %112 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %111, align 4
  %113 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %112, i64 1
  %114 = load void (%struct.Shape*)*, void (%struct.Shape*)** %113, align 4
  call void %114(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %108) #12
  br label %115

115:                                              ; preds = %110, %105
  br label %116

116:                                              ; preds = %115
  %117 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %118 = getelementptr inbounds %struct.Shape*, %struct.Shape** %117, i32 1
  store %struct.Shape** %118, %struct.Shape*** %9, align 4
  br label %101

119:                                              ; preds = %101
  %120 = load double, double* %3, align 8
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %120)
  %122 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #12
  %123 = icmp eq %struct.Widget* %12, null
  br i1 %123, label %128, label %124

124:                                              ; preds = %119
  %125 = bitcast %struct.Widget* %12 to i8*
  %126 = getelementptr inbounds i8, i8* %125, i32 8
  %127 = bitcast i8* %126 to %struct.Counted*
  br label %128

128:                                              ; preds = %124, %119
  %129 = phi %struct.Counted* [ %127, %124 ], [ null, %119 ]
  store %struct.Counted* %129, %struct.Counted** %13, align 4
  %130 = bitcast %struct.Widget* %12 to %struct.Named*
  store %struct.Named* %130, %struct.Named** %14, align 4
  %131 = load %struct.Counted*, %struct.Counted** %13, align 4
  %132 = bitcast %struct.Counted* %131 to void (%struct.Counted*)***
  %133 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %132, align 4
  %134 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %133, i64 0
  %135 = load void (%struct.Counted*)*, void (%struct.Counted*)** %134, align 4
  call void %135(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %131)
  %136 = load %struct.Counted*, %struct.Counted** %13, align 4
  %137 = bitcast %struct.Counted* %136 to void (%struct.Counted*)***
  %138 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %137, align 4
  %139 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %138, i64 0
  %140 = load void (%struct.Counted*)*, void (%struct.Counted*)** %139, align 4
  call void %140(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %136)
  %141 = load %struct.Named*, %struct.Named** %14, align 4
  %142 = bitcast %struct.Named* %141 to i8* (%struct.Named*)***
  %143 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %142, align 4
  %144 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %143, i64 0
  %145 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %144, align 4
  %146 = call noundef i8* %145(%struct.Named* noundef nonnull align 4 dereferenceable(8) %141)
  %147 = bitcast %struct.Widget* %12 to i8*
  %148 = getelementptr inbounds i8, i8* %147, i32 8
  %149 = bitcast i8* %148 to %struct.Counted*
  %150 = getelementptr inbounds %struct.Counted, %struct.Counted* %149, i32 0, i32 1
  %151 = load i32, i32* %150, align 4
  %152 = bitcast %struct.Widget* %12 to %struct.Named*
  %153 = getelementptr inbounds %struct.Named, %struct.Named* %152, i32 0, i32 1
  %154 = load i32, i32* %153, align 4
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %146, i32 noundef %151, i32 noundef %154)
  %156 = call noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #12
  %157 = icmp eq %struct.Diamond* %15, null
  br i1 %157, label %167, label %158

158:                                              ; preds = %128
  %159 = bitcast %struct.Diamond* %15 to i8**
  %160 = load i8*, i8** %159, align 4
  %161 = getelementptr i8, i8* %160, i64 -12
  %162 = bitcast i8* %161 to i32*
  %163 = load i32, i32* %162, align 4
  %164 = bitcast %struct.Diamond* %15 to i8*
  %165 = getelementptr inbounds i8, i8* %164, i32 %163
  %166 = bitcast i8* %165 to %struct.Base*
  br label %167

167:                                              ; preds = %158, %128
  %168 = phi %struct.Base* [ %166, %158 ], [ null, %128 ]
  store %struct.Base* %168, %struct.Base** %16, align 4
  %169 = bitcast %struct.Diamond* %15 to %struct.Left*
  store %struct.Left* %169, %struct.Left** %17, align 4
  %170 = load %struct.Base*, %struct.Base** %16, align 4
  %171 = bitcast %struct.Base* %170 to i32 (%struct.Base*)***
  %172 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %171, align 4
  %173 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %172, i64 0
  %174 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %173, align 4
  %175 = invoke noundef i32 %174(%struct.Base* noundef nonnull align 4 dereferenceable(8) %170)
          to label %176 unwind label %293

176:                                              ; preds = %167
  %177 = load %struct.Left*, %struct.Left** %17, align 4
  %178 = bitcast %struct.Left* %177 to i32 (%struct.Left*)***
  %179 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %178, align 4
  %180 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %179, i64 0
  %181 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %180, align 4
  %182 = invoke noundef i32 %181(%struct.Left* noundef nonnull align 4 dereferenceable(8) %177)
          to label %183 unwind label %293

183:                                              ; preds = %176
  %184 = bitcast %struct.Diamond* %15 to i8*
  %185 = getelementptr inbounds i8, i8* %184, i32 8
  %186 = bitcast i8* %185 to %struct.Right*
  %187 = getelementptr inbounds %struct.Right, %struct.Right* %186, i32 0, i32 1
  %188 = load i32, i32* %187, align 4
  %189 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %175, i32 noundef %182, i32 noundef %188)
          to label %190 unwind label %293

190:                                              ; preds = %183
  %191 = load %struct.Base*, %struct.Base** %16, align 4
  %192 = icmp eq %struct.Base* %191, null
  br i1 %192, label %197, label %193

193:                                              ; preds = %190
  %194 = bitcast %struct.Base* %191 to i8*
  %195 = call i8* @__dynamic_cast(i8* %194, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #12
  %196 = bitcast i8* %195 to %struct.Right*
  br label %198

197:                                              ; preds = %190
  br label %198

198:                                              ; preds = %197, %193
  %199 = phi %struct.Right* [ %196, %193 ], [ null, %197 ]
  %200 = icmp ne %struct.Right* %199, null
  %201 = zext i1 %200 to i32
  %202 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %201)
          to label %203 unwind label %293

203:                                              ; preds = %198
  store i32 0, i32* %19, align 4
  br label %204

204:                                              ; preds = %214, %203
  %205 = load i32, i32* %19, align 4
  %206 = icmp slt i32 %205, 8
  br i1 %206, label %207, label %217

207:                                              ; preds = %204
  %208 = load i32, i32* %19, align 4
  %209 = load i32, i32* %19, align 4
  %210 = mul nsw i32 %208, %209
  %211 = load i32, i32* %19, align 4
  %212 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %211)
          to label %213 unwind label %293

213:                                              ; preds = %207
  store i32 %210, i32* %212, align 4
  br label %214

214:                                              ; preds = %213
  %215 = load i32, i32* %19, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, i32* %19, align 4
  br label %204, !llvm.loop !4

217:                                              ; preds = %204
  store i32 7, i32* %20, align 4
  %218 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0
  %219 = load i32, i32* %20, align 4
  store i32 %219, i32* %218, align 4
  store i32 0, i32* %22, align 4
  %220 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0
  store i32* %22, i32** %220, align 4
  %221 = bitcast %class.anon* %24 to i8*
  %222 = bitcast %class.anon* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %221, i8* align 4 %222, i32 4, i1 false)
  %223 = getelementptr inbounds %class.anon, %class.anon* %24, i32 0, i32 0
  %224 = load i32, i32* %223, align 4
  %225 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %224)
          to label %226 unwind label %293

226:                                              ; preds = %217
  %227 = bitcast %class.anon.0* %25 to i8*
  %228 = bitcast %class.anon.0* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %227, i8* align 4 %228, i32 4, i1 false)
  %229 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0
  %230 = load i32*, i32** %229, align 4
  %231 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i32* %230)
          to label %232 unwind label %293

232:                                              ; preds = %226
  %233 = load i32, i32* %22, align 4
  %234 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %225, i32 noundef %231, i32 noundef %233)
          to label %235 unwind label %293

235:                                              ; preds = %232
  %236 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %237 unwind label %293

237:                                              ; preds = %235
  %238 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %239 unwind label %293

239:                                              ; preds = %237
  %240 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %236, double noundef %238)
          to label %241 unwind label %293

241:                                              ; preds = %239
  %242 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %28) #12
  store i32 (i32)* %242, i32 (i32)** %27, align 4
  %243 = load i32 (i32)*, i32 (i32)** %27, align 4
  %244 = invoke noundef i32 %243(i32 noundef 14)
          to label %245 unwind label %293

245:                                              ; preds = %241
  %246 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %244)
          to label %247 unwind label %293

247:                                              ; preds = %245
  %248 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %249 unwind label %293

249:                                              ; preds = %247
  %250 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %251 unwind label %293

251:                                              ; preds = %249
  %252 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0))
  %253 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef %248, double noundef %250, i8* noundef %252)
          to label %254 unwind label %293

254:                                              ; preds = %251
  %255 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0))
          to label %256 unwind label %293

256:                                              ; preds = %254
  %257 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %258 unwind label %293

258:                                              ; preds = %256
  %259 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %260 unwind label %293

260:                                              ; preds = %258
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %255, i8* noundef %257, i8* noundef %259)
          to label %262 unwind label %293

262:                                              ; preds = %260
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 8 %29, i32 noundef 5)
  %263 = bitcast %struct.Big* %30 to i8*
  %264 = bitcast %struct.Big* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %263, i8* align 8 %264, i32 48, i1 false)
  %265 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %30)
  %266 = getelementptr inbounds %struct.Big, %struct.Big* %29, i32 0, i32 4
  %267 = getelementptr inbounds [13 x i8], [13 x i8]* %266, i32 0, i32 0
  %268 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %265, i8* noundef %267)
          to label %269 unwind label %293

269:                                              ; preds = %262
  %270 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0
  store i32 3, i32* %270, align 4
  %271 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1
  store float 9.500000e+00, float* %271, align 4
  call void @_Z9swap_pair4Pair(%struct.Pair* sret(%struct.Pair) align 4 %31, %struct.Pair* noundef byval(%struct.Pair) align 4 %32)
  %272 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 0
  %273 = load i32, i32* %272, align 4
  %274 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 1
  %275 = load float, float* %274, align 4
  %276 = fpext float %275 to double
  %277 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %273, double noundef %276)
          to label %278 unwind label %293

278:                                              ; preds = %269
  %279 = invoke noundef i32 @_ZL7counterv()
          to label %280 unwind label %293

280:                                              ; preds = %278
  store i32 %279, i32* %33, align 4
  %281 = invoke noundef i32 @_ZL7counterv()
          to label %282 unwind label %293

282:                                              ; preds = %280
  store i32 %281, i32* %34, align 4
  %283 = load i32, i32* %33, align 4
  %284 = load i32, i32* %34, align 4
  %285 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %286 unwind label %293

286:                                              ; preds = %282
  %287 = getelementptr inbounds %struct.Registry, %struct.Registry* %285, i32 0, i32 0
  %288 = load i32, i32* %287, align 4
  %289 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %283, i32 noundef %284, i32 noundef %288)
          to label %290 unwind label %293

290:                                              ; preds = %286
  store i32 0, i32* %1, align 4
  %291 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #12
  %292 = load i32, i32* %1, align 4
  ret i32 %292

293:                                              ; preds = %286, %282, %280, %278, %269, %262, %260, %258, %256, %254, %251, %249, %247, %245, %241, %239, %237, %235, %232, %226, %217, %207, %198, %183, %176, %167
  %294 = cleanuppad within none []
  %295 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #12 [ "funclet"(token %294) ]
  cleanupret from %294 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #5 comdat {
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
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat {
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
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  store i32 %1, i32* %6, align 4
  %9 = load %struct.Array*, %struct.Array** %5, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, i32* %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0
  %16 = load i32, i32* %7, align 4
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18)
  store i32 %19, i32* %6, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %10, !llvm.loop !5

23:                                               ; preds = %10
  %24 = load i32, i32* %6, align 4
  ret i32 %24
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #8

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32* %2) #7 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  store i32* %2, i32** %8, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  store i32 %1, i32* %6, align 4
  %9 = load %struct.Array*, %struct.Array** %5, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, i32* %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0
  %16 = load i32, i32* %7, align 4
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %18)
  store i32 %19, i32* %6, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %10, !llvm.loop !6

23:                                               ; preds = %10
  %24 = load i32, i32* %6, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 {
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
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 {
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
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat {
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
define linkonce_odr hidden noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat {
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
define linkonce_odr hidden noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 comdat {
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
define linkonce_odr hidden noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7counterv() #7 {
  %1 = load i8, i8* @_ZGVZL7countervE1n, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %7, !prof !7

3:                                                ; preds = %0
  %4 = call noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
  %5 = getelementptr inbounds %struct.Registry, %struct.Registry* %4, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  store i32 %6, i32* @_ZZL7countervE1n, align 4
  store i8 1, i8* @_ZGVZL7countervE1n, align 1
  br label %7

7:                                                ; preds = %3, %0
  %8 = load i32, i32* @_ZZL7countervE1n, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZZL7countervE1n, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #7 {
  %1 = load i8, i8* @_ZGVZL8registryvE1r, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %6, !prof !7

3:                                                ; preds = %0
  %4 = call noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
  %5 = call i32 @__cxa_atexit(void (i8*)* @__cxx_global_array_dtor, i8* null, i8* @__dso_handle) #12
  store i8 1, i8* @_ZGVZL8registryvE1r, align 1
  br label %6

6:                                                ; preds = %3, %0
  ret %struct.Registry* @_ZZL8registryvE1r
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #12
  ret %struct.Rect* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #12
  %5 = bitcast %struct.Rect* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
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
define linkonce_odr hidden noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #13
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  %5 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #12
  ret %struct.Square* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #12
  %5 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat {
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
define linkonce_odr hidden void @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #10 comdat {
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
define linkonce_odr hidden noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
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
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
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
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = bitcast %struct.Left* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #10 comdat {
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
define linkonce_odr hidden noundef %struct.Left* @_ZTv0_n16_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #5 comdat {
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
  ret %struct.Left* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = bitcast %struct.Right* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZTv0_n16_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #5 comdat {
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
  ret %struct.Right* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat {
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
define linkonce_odr hidden void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3) #12
  %5 = bitcast %struct.Diamond* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4
  %5 = bitcast %struct.Diamond* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.Diamond*
  %8 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %7) #12
  ret %struct.Diamond* %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #10 comdat {
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
define linkonce_odr hidden noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #5 comdat {
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
  ret %struct.Diamond* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #5 comdat {
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
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret %struct.Base* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Left* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Right* %5
}

; Function Attrs: noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #10 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 {
  %3 = alloca %class.anon.2*, align 4
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.2*, %class.anon.2** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %6, 3
  ret i32 %7
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0
  store i32 3, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i32 0, i32 0))
  ret %struct.Registry* %3
}

; Function Attrs: noinline
define internal void @__cxx_global_array_dtor(i8* noundef %0) #11 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = call noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret %struct.Registry* %3
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #12

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #5 comdat {
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
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 {
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
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 {
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

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind readonly }
attributes #7 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = !{!"branch_weights", i32 1, i32 1048575}
