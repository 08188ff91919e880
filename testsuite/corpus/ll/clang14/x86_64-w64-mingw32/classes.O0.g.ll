; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Shape = type { i32 (...)** }
%struct.Widget = type { %struct.Named.base, [4 x i8], %struct.Counted.base, [4 x i8] }
%struct.Named.base = type <{ i32 (...)**, i32 }>
%struct.Counted.base = type <{ i32 (...)**, i32 }>
%struct.Counted = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Named = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Diamond = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32, %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Base = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Left = type <{ i32 (...)**, i32, [4 x i8], %struct.Base.base, [4 x i8] }>
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { i32* }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Square = type { %struct.Rect }
%struct.Right = type <{ i32 (...)**, i32, [4 x i8], %struct.Base.base, [4 x i8] }>

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

$_ZThn16_N6Widget4bumpEv = comdat any

$_ZNK5Named5labelEv = comdat any

$_ZN7Counted4bumpEv = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZNK4Left3getEv = comdat any

$_ZN4LeftD1Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZTv0_n24_NK4Left3getEv = comdat any

$_ZTv0_n32_N4LeftD1Ev = comdat any

$_ZTv0_n32_N4LeftD0Ev = comdat any

$_ZN5RightD1Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZNK4Base3getEv = comdat any

$_ZTv0_n32_N5RightD1Ev = comdat any

$_ZTv0_n32_N5RightD0Ev = comdat any

$_ZNK7Diamond3getEv = comdat any

$_ZN7DiamondD0Ev = comdat any

$_ZThn16_N7DiamondD1Ev = comdat any

$_ZThn16_N7DiamondD0Ev = comdat any

$_ZTv0_n24_NK7Diamond3getEv = comdat any

$_ZTv0_n32_N7DiamondD1Ev = comdat any

$_ZTv0_n32_N7DiamondD0Ev = comdat any

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

$_ZTC7Diamond16_5Right = comdat any

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
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 -6141 }, comdat, align 8
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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Rect*)* @_ZNK4Rect4nameEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 8
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Square*)* @_ZNK6Square4nameEv to i8*)] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, comdat, align 8
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [3 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget5labelEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI6Widget to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn16_N6Widget4bumpEv to i8*)] }, comdat, align 8
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, comdat, align 8
@_ZTI6Widget = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i64 4098 }, comdat, align 8
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i8* bitcast (i8* (%struct.Named*)* @_ZNK5Named5labelEv to i8*)] }, comdat, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7Counted4bumpEv to i8*)] }, comdat, align 8
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Diamond to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn16_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n24_NK7Diamond3getEv to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n32_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n32_N7DiamondD0Ev to i8*)] }, comdat, align 8
@_ZTT7Diamond = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond16_5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond16_5Right, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 8
@_ZTC7Diamond0_4Left = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n24_NK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n32_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n32_N4LeftD0Ev to i8*)] }, comdat, align 8
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 -6141 }, comdat, align 8
@_ZTC7Diamond16_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* null, i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n32_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n32_N5RightD0Ev to i8*)] }, comdat, align 8
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Left to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 4098 }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 8
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n24_NK4Left3getEv to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n32_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n32_N4LeftD0Ev to i8*)] }, comdat, align 8
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 8
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* null, i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n32_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n32_N5RightD0Ev to i8*)] }, comdat, align 8
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 8
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i64 0, align 8
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !142
@_ZGVZL8registryvE1r = internal global i64 0, align 8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 !dbg !155 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !160, metadata !DIExpression()), !dbg !161
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !162, metadata !DIExpression()), !dbg !163
  %5 = load i8*, i8** %3, align 8, !dbg !164
  ret i8* %5, !dbg !165
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !166 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i8** %3, metadata !182, metadata !DIExpression(DW_OP_deref)), !dbg !183
  %7 = load i32, i32* %4, align 4, !dbg !184
  %8 = sext i32 %7 to i64, !dbg !184
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !185
  store i64 %8, i64* %9, align 8, !dbg !186
  %10 = load i32, i32* %4, align 4, !dbg !187
  %11 = mul nsw i32 %10, 2, !dbg !188
  %12 = sext i32 %11 to i64, !dbg !187
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !189
  store i64 %12, i64* %13, align 8, !dbg !190
  %14 = load i32, i32* %4, align 4, !dbg !191
  %15 = mul nsw i32 %14, 3, !dbg !192
  %16 = sext i32 %15 to i64, !dbg !191
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !193
  store i64 %16, i64* %17, align 8, !dbg !194
  %18 = load i32, i32* %4, align 4, !dbg !195
  %19 = sub nsw i32 0, %18, !dbg !196
  %20 = sext i32 %19 to i64, !dbg !196
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !197
  store i64 %20, i64* %21, align 8, !dbg !198
  call void @llvm.dbg.declare(metadata i32* %5, metadata !199, metadata !DIExpression()), !dbg !201
  store i32 0, i32* %5, align 4, !dbg !201
  br label %22, !dbg !202

22:                                               ; preds = %36, %2
  %23 = load i32, i32* %5, align 4, !dbg !203
  %24 = icmp slt i32 %23, 12, !dbg !205
  br i1 %24, label %25, label %39, !dbg !206

25:                                               ; preds = %22
  %26 = load i32, i32* %4, align 4, !dbg !207
  %27 = load i32, i32* %5, align 4, !dbg !208
  %28 = add nsw i32 %26, %27, !dbg !209
  %29 = srem i32 %28, 26, !dbg !210
  %30 = add nsw i32 97, %29, !dbg !211
  %31 = trunc i32 %30 to i8, !dbg !212
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !213
  %33 = load i32, i32* %5, align 4, !dbg !214
  %34 = sext i32 %33 to i64, !dbg !215
  %35 = getelementptr inbounds [13 x i8], [13 x i8]* %32, i64 0, i64 %34, !dbg !215
  store i8 %31, i8* %35, align 1, !dbg !216
  br label %36, !dbg !215

36:                                               ; preds = %25
  %37 = load i32, i32* %5, align 4, !dbg !217
  %38 = add nsw i32 %37, 1, !dbg !217
  store i32 %38, i32* %5, align 4, !dbg !217
  br label %22, !dbg !218, !llvm.loop !219

39:                                               ; preds = %22
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !222
  %41 = getelementptr inbounds [13 x i8], [13 x i8]* %40, i64 0, i64 12, !dbg !223
  store i8 0, i8* %41, align 4, !dbg !224
  ret void, !dbg !225
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* noundef %0) #0 !dbg !226 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !229, metadata !DIExpression()), !dbg !230
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !231
  %3 = load i64, i64* %2, align 8, !dbg !231
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !232
  %5 = load i64, i64* %4, align 8, !dbg !232
  %6 = add nsw i64 %3, %5, !dbg !233
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !234
  %8 = load i64, i64* %7, align 8, !dbg !234
  %9 = add nsw i64 %6, %8, !dbg !235
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !236
  %11 = load i64, i64* %10, align 8, !dbg !236
  %12 = add nsw i64 %9, %11, !dbg !237
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !238
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i64 0, i64 0, !dbg !239
  %15 = load i8, i8* %14, align 8, !dbg !239
  %16 = sext i8 %15 to i64, !dbg !239
  %17 = add nsw i64 %12, %16, !dbg !240
  ret i64 %17, !dbg !241
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) #0 !dbg !242 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to i64*
  store i64 %0, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !245, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.declare(metadata %struct.Pair* %2, metadata !247, metadata !DIExpression()), !dbg !248
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 0, !dbg !249
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !250
  %7 = load float, float* %6, align 4, !dbg !250
  %8 = fptosi float %7 to i32, !dbg !251
  store i32 %8, i32* %5, align 4, !dbg !249
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 1, !dbg !249
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !252
  %11 = load i32, i32* %10, align 4, !dbg !252
  %12 = sitofp i32 %11 to float, !dbg !253
  store float %12, float* %9, align 4, !dbg !249
  %13 = bitcast %struct.Pair* %2 to i64*, !dbg !254
  %14 = load i64, i64* %13, align 4, !dbg !254
  ret i64 %14, !dbg !254
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwy(i64 noundef %0) #2 !dbg !255 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !260, metadata !DIExpression()), !dbg !261
  %3 = load i64, i64* %2, align 8, !dbg !262
  %4 = icmp ne i64 %3, 0, !dbg !262
  br i1 %4, label %5, label %7, !dbg !262

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8, !dbg !263
  br label %8, !dbg !262

7:                                                ; preds = %1
  br label %8, !dbg !262

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !262
  %10 = call i8* @malloc(i64 noundef %9), !dbg !264
  ret i8* %10, !dbg !265
}

declare dso_local i8* @malloc(i64 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !266 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !269, metadata !DIExpression()), !dbg !270
  %3 = load i8*, i8** %2, align 8, !dbg !271
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !272

4:                                                ; preds = %1
  ret void, !dbg !273

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !272
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !272
  call void @__clang_call_terminate(i8* %7) #15, !dbg !272
  unreachable, !dbg !272
}

declare dso_local void @free(i8* noundef) #3

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZdlPvy(i8* noundef %0, i64 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !274 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !277, metadata !DIExpression()), !dbg !278
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !279, metadata !DIExpression()), !dbg !280
  %5 = load i8*, i8** %3, align 8, !dbg !281
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !282

6:                                                ; preds = %2
  ret void, !dbg !283

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          catch i8* null, !dbg !282
  %9 = extractvalue { i8*, i32 } %8, 0, !dbg !282
  call void @__clang_call_terminate(i8* %9) #15, !dbg !282
  unreachable, !dbg !282
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #6 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !284 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 16
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [3 x %struct.Shape*]*, align 8
  %7 = alloca %struct.Shape**, align 8
  %8 = alloca %struct.Shape**, align 8
  %9 = alloca %struct.Shape*, align 8
  %10 = alloca [3 x %struct.Shape*]*, align 8
  %11 = alloca %struct.Shape**, align 8
  %12 = alloca %struct.Shape**, align 8
  %13 = alloca %struct.Shape*, align 8
  %14 = alloca %struct.Widget, align 8
  %15 = alloca %struct.Counted*, align 8
  %16 = alloca %struct.Named*, align 8
  %17 = alloca %struct.Diamond, align 8
  %18 = alloca %struct.Base*, align 8
  %19 = alloca %struct.Left*, align 8
  %20 = alloca %struct.Array, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.0, align 8
  %26 = alloca %class.anon, align 4
  %27 = alloca %class.anon.0, align 8
  %28 = alloca %class.anon.1, align 1
  %29 = alloca i32 (i32)*, align 8
  %30 = alloca %class.anon.2, align 1
  %31 = alloca %struct.Big, align 8
  %32 = alloca %struct.Big, align 8
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !285, metadata !DIExpression()), !dbg !290
  %37 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i64 0, i64 0, !dbg !291
  %38 = call noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #16, !dbg !292, !heapallocsite !36
  %39 = bitcast i8* %38 to %struct.Rect*, !dbg !292
  invoke void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %39, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %40 unwind label %88, !dbg !293

40:                                               ; preds = %0
  %41 = bitcast %struct.Rect* %39 to %struct.Shape*, !dbg !292
  store %struct.Shape* %41, %struct.Shape** %37, align 8, !dbg !291
  %42 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i64 1, !dbg !291
  %43 = call noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #16, !dbg !294, !heapallocsite !71
  %44 = bitcast i8* %43 to %struct.Square*, !dbg !294
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %44, double noundef 4.000000e+00)
          to label %45 unwind label %92, !dbg !295

45:                                               ; preds = %40
  %46 = bitcast %struct.Square* %44 to %struct.Shape*, !dbg !294
  store %struct.Shape* %46, %struct.Shape** %42, align 8, !dbg !291
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %42, i64 1, !dbg !291
  %48 = call noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #16, !dbg !296, !heapallocsite !36
  %49 = bitcast i8* %48 to %struct.Rect*, !dbg !296
  invoke void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %50 unwind label %96, !dbg !297

50:                                               ; preds = %45
  %51 = bitcast %struct.Rect* %49 to %struct.Shape*, !dbg !296
  store %struct.Shape* %51, %struct.Shape** %47, align 8, !dbg !291
  call void @llvm.dbg.declare(metadata double* %5, metadata !298, metadata !DIExpression()), !dbg !299
  store double 0.000000e+00, double* %5, align 8, !dbg !299
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %6, metadata !300, metadata !DIExpression()), !dbg !303
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 8, !dbg !304
  call void @llvm.dbg.declare(metadata %struct.Shape*** %7, metadata !305, metadata !DIExpression()), !dbg !303
  %52 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 8, !dbg !307
  %53 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %52, i64 0, i64 0, !dbg !307
  store %struct.Shape** %53, %struct.Shape*** %7, align 8, !dbg !307
  call void @llvm.dbg.declare(metadata %struct.Shape*** %8, metadata !308, metadata !DIExpression()), !dbg !303
  %54 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 8, !dbg !307
  %55 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %54, i64 0, i64 0, !dbg !307
  %56 = getelementptr inbounds %struct.Shape*, %struct.Shape** %55, i64 3, !dbg !307
  store %struct.Shape** %56, %struct.Shape*** %8, align 8, !dbg !307
  br label %57, !dbg !307

57:                                               ; preds = %85, %50
  %58 = load %struct.Shape**, %struct.Shape*** %7, align 8, !dbg !307
  %59 = load %struct.Shape**, %struct.Shape*** %8, align 8, !dbg !307
  %60 = icmp ne %struct.Shape** %58, %59, !dbg !307
  br i1 %60, label %61, label %100, !dbg !307

61:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata %struct.Shape** %9, metadata !309, metadata !DIExpression()), !dbg !311
  %62 = load %struct.Shape**, %struct.Shape*** %7, align 8, !dbg !312
  %63 = load %struct.Shape*, %struct.Shape** %62, align 8, !dbg !312
  store %struct.Shape* %63, %struct.Shape** %9, align 8, !dbg !311
  %64 = load %struct.Shape*, %struct.Shape** %9, align 8, !dbg !313
  %65 = bitcast %struct.Shape* %64 to i8* (%struct.Shape*)***, !dbg !315
  %66 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %65, align 8, !dbg !315
  %67 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %66, i64 3, !dbg !315
  %68 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %67, align 8, !dbg !315
  %69 = call noundef i8* %68(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %64), !dbg !315
  %70 = load %struct.Shape*, %struct.Shape** %9, align 8, !dbg !316
  %71 = bitcast %struct.Shape* %70 to double (%struct.Shape*)***, !dbg !317
  %72 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %71, align 8, !dbg !317
  %73 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %72, i64 2, !dbg !317
  %74 = load double (%struct.Shape*)*, double (%struct.Shape*)** %73, align 8, !dbg !317
  %75 = call noundef double %74(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %70), !dbg !317
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef %69, double noundef %75), !dbg !318
  %77 = load %struct.Shape*, %struct.Shape** %9, align 8, !dbg !319
  %78 = bitcast %struct.Shape* %77 to double (%struct.Shape*)***, !dbg !320
  %79 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %78, align 8, !dbg !320
  %80 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %79, i64 2, !dbg !320
  %81 = load double (%struct.Shape*)*, double (%struct.Shape*)** %80, align 8, !dbg !320
  %82 = call noundef double %81(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %77), !dbg !320
  %83 = load double, double* %5, align 8, !dbg !321
  %84 = fadd double %83, %82, !dbg !321
  store double %84, double* %5, align 8, !dbg !321
  br label %85, !dbg !322

85:                                               ; preds = %61
  %86 = load %struct.Shape**, %struct.Shape*** %7, align 8, !dbg !307
  %87 = getelementptr inbounds %struct.Shape*, %struct.Shape** %86, i32 1, !dbg !307
  store %struct.Shape** %87, %struct.Shape*** %7, align 8, !dbg !307
  br label %57, !dbg !307, !llvm.loop !323

88:                                               ; preds = %0
  %89 = landingpad { i8*, i32 }
          cleanup, !dbg !325
  %90 = extractvalue { i8*, i32 } %89, 0, !dbg !325
  store i8* %90, i8** %3, align 8, !dbg !325
  %91 = extractvalue { i8*, i32 } %89, 1, !dbg !325
  store i32 %91, i32* %4, align 4, !dbg !325
  call void @_ZdlPv(i8* noundef %38) #17, !dbg !292
  br label %304, !dbg !292

92:                                               ; preds = %40
  %93 = landingpad { i8*, i32 }
          cleanup, !dbg !325
  %94 = extractvalue { i8*, i32 } %93, 0, !dbg !325
  store i8* %94, i8** %3, align 8, !dbg !325
  %95 = extractvalue { i8*, i32 } %93, 1, !dbg !325
  store i32 %95, i32* %4, align 4, !dbg !325
  call void @_ZdlPv(i8* noundef %43) #17, !dbg !294
  br label %304, !dbg !294

96:                                               ; preds = %45
  %97 = landingpad { i8*, i32 }
          cleanup, !dbg !325
  %98 = extractvalue { i8*, i32 } %97, 0, !dbg !325
  store i8* %98, i8** %3, align 8, !dbg !325
  %99 = extractvalue { i8*, i32 } %97, 1, !dbg !325
  store i32 %99, i32* %4, align 4, !dbg !325
  call void @_ZdlPv(i8* noundef %48) #17, !dbg !296
  br label %304, !dbg !296

100:                                              ; preds = %57
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %10, metadata !326, metadata !DIExpression()), !dbg !328
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 8, !dbg !329
  call void @llvm.dbg.declare(metadata %struct.Shape*** %11, metadata !330, metadata !DIExpression()), !dbg !328
  %101 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 8, !dbg !331
  %102 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %101, i64 0, i64 0, !dbg !331
  store %struct.Shape** %102, %struct.Shape*** %11, align 8, !dbg !331
  call void @llvm.dbg.declare(metadata %struct.Shape*** %12, metadata !332, metadata !DIExpression()), !dbg !328
  %103 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 8, !dbg !331
  %104 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %103, i64 0, i64 0, !dbg !331
  %105 = getelementptr inbounds %struct.Shape*, %struct.Shape** %104, i64 3, !dbg !331
  store %struct.Shape** %105, %struct.Shape*** %12, align 8, !dbg !331
  br label %106, !dbg !331

106:                                              ; preds = %121, %100
  %107 = load %struct.Shape**, %struct.Shape*** %11, align 8, !dbg !331
  %108 = load %struct.Shape**, %struct.Shape*** %12, align 8, !dbg !331
  %109 = icmp ne %struct.Shape** %107, %108, !dbg !331
  br i1 %109, label %110, label %124, !dbg !331

110:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata %struct.Shape** %13, metadata !333, metadata !DIExpression()), !dbg !335
  %111 = load %struct.Shape**, %struct.Shape*** %11, align 8, !dbg !336
  %112 = load %struct.Shape*, %struct.Shape** %111, align 8, !dbg !336
  store %struct.Shape* %112, %struct.Shape** %13, align 8, !dbg !335
  %113 = load %struct.Shape*, %struct.Shape** %13, align 8, !dbg !337
  %114 = icmp eq %struct.Shape* %113, null, !dbg !338
  br i1 %114, label %120, label %115, !dbg !338

115:                                              ; preds = %110
  %116 = bitcast %struct.Shape* %113 to void (%struct.Shape*)***, !dbg !338
  %117 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %116, align 8, !dbg !338
  %118 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %117, i64 1, !dbg !338
  %119 = load void (%struct.Shape*)*, void (%struct.Shape*)** %118, align 8, !dbg !338
  call void %119(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %113) #13, !dbg !338
  br label %120, !dbg !338

120:                                              ; preds = %115, %110
  br label %121, !dbg !339

121:                                              ; preds = %120
  %122 = load %struct.Shape**, %struct.Shape*** %11, align 8, !dbg !331
  %123 = getelementptr inbounds %struct.Shape*, %struct.Shape** %122, i32 1, !dbg !331
  store %struct.Shape** %123, %struct.Shape*** %11, align 8, !dbg !331
  br label %106, !dbg !331, !llvm.loop !340

124:                                              ; preds = %106
  %125 = load double, double* %5, align 8, !dbg !342
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %125), !dbg !343
  call void @llvm.dbg.declare(metadata %struct.Widget* %14, metadata !344, metadata !DIExpression()), !dbg !345
  call void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %14) #13, !dbg !345
  call void @llvm.dbg.declare(metadata %struct.Counted** %15, metadata !346, metadata !DIExpression()), !dbg !348
  %127 = icmp eq %struct.Widget* %14, null, !dbg !349
  br i1 %127, label %132, label %128, !dbg !349

128:                                              ; preds = %124
  %129 = bitcast %struct.Widget* %14 to i8*, !dbg !349
  %130 = getelementptr inbounds i8, i8* %129, i64 16, !dbg !349
  %131 = bitcast i8* %130 to %struct.Counted*, !dbg !349
  br label %132, !dbg !349

132:                                              ; preds = %128, %124
  %133 = phi %struct.Counted* [ %131, %128 ], [ null, %124 ], !dbg !349
  store %struct.Counted* %133, %struct.Counted** %15, align 8, !dbg !348
  call void @llvm.dbg.declare(metadata %struct.Named** %16, metadata !350, metadata !DIExpression()), !dbg !352
  %134 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !353
  store %struct.Named* %134, %struct.Named** %16, align 8, !dbg !352
  %135 = load %struct.Counted*, %struct.Counted** %15, align 8, !dbg !354
  %136 = bitcast %struct.Counted* %135 to void (%struct.Counted*)***, !dbg !355
  %137 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %136, align 8, !dbg !355
  %138 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %137, i64 0, !dbg !355
  %139 = load void (%struct.Counted*)*, void (%struct.Counted*)** %138, align 8, !dbg !355
  call void %139(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %135), !dbg !355
  %140 = load %struct.Counted*, %struct.Counted** %15, align 8, !dbg !356
  %141 = bitcast %struct.Counted* %140 to void (%struct.Counted*)***, !dbg !357
  %142 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %141, align 8, !dbg !357
  %143 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %142, i64 0, !dbg !357
  %144 = load void (%struct.Counted*)*, void (%struct.Counted*)** %143, align 8, !dbg !357
  call void %144(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %140), !dbg !357
  %145 = load %struct.Named*, %struct.Named** %16, align 8, !dbg !358
  %146 = bitcast %struct.Named* %145 to i8* (%struct.Named*)***, !dbg !359
  %147 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %146, align 8, !dbg !359
  %148 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %147, i64 0, !dbg !359
  %149 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %148, align 8, !dbg !359
  %150 = call noundef i8* %149(%struct.Named* noundef nonnull align 8 dereferenceable(12) %145), !dbg !359
  %151 = bitcast %struct.Widget* %14 to i8*, !dbg !360
  %152 = getelementptr inbounds i8, i8* %151, i64 16, !dbg !360
  %153 = bitcast i8* %152 to %struct.Counted*, !dbg !360
  %154 = getelementptr inbounds %struct.Counted, %struct.Counted* %153, i32 0, i32 1, !dbg !361
  %155 = load i32, i32* %154, align 8, !dbg !361
  %156 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !362
  %157 = getelementptr inbounds %struct.Named, %struct.Named* %156, i32 0, i32 1, !dbg !363
  %158 = load i32, i32* %157, align 8, !dbg !363
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef %150, i32 noundef %155, i32 noundef %158), !dbg !364
  call void @llvm.dbg.declare(metadata %struct.Diamond* %17, metadata !365, metadata !DIExpression()), !dbg !366
  call void @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !366
  call void @llvm.dbg.declare(metadata %struct.Base** %18, metadata !367, metadata !DIExpression()), !dbg !369
  %160 = icmp eq %struct.Diamond* %17, null, !dbg !370
  br i1 %160, label %170, label %161, !dbg !370

161:                                              ; preds = %132
  %162 = bitcast %struct.Diamond* %17 to i8**, !dbg !370
  %163 = load i8*, i8** %162, align 8, !dbg !370
  %164 = getelementptr i8, i8* %163, i64 -24, !dbg !370
  %165 = bitcast i8* %164 to i64*, !dbg !370
  %166 = load i64, i64* %165, align 8, !dbg !370
  %167 = bitcast %struct.Diamond* %17 to i8*, !dbg !370
  %168 = getelementptr inbounds i8, i8* %167, i64 %166, !dbg !370
  %169 = bitcast i8* %168 to %struct.Base*, !dbg !370
  br label %170, !dbg !370

170:                                              ; preds = %161, %132
  %171 = phi %struct.Base* [ %169, %161 ], [ null, %132 ], !dbg !370
  store %struct.Base* %171, %struct.Base** %18, align 8, !dbg !369
  call void @llvm.dbg.declare(metadata %struct.Left** %19, metadata !371, metadata !DIExpression()), !dbg !373
  %172 = bitcast %struct.Diamond* %17 to %struct.Left*, !dbg !374
  store %struct.Left* %172, %struct.Left** %19, align 8, !dbg !373
  %173 = load %struct.Base*, %struct.Base** %18, align 8, !dbg !375
  %174 = bitcast %struct.Base* %173 to i32 (%struct.Base*)***, !dbg !376
  %175 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %174, align 8, !dbg !376
  %176 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %175, i64 0, !dbg !376
  %177 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %176, align 8, !dbg !376
  %178 = invoke noundef i32 %177(%struct.Base* noundef nonnull align 8 dereferenceable(12) %173)
          to label %179 unwind label %200, !dbg !376

179:                                              ; preds = %170
  %180 = load %struct.Left*, %struct.Left** %19, align 8, !dbg !377
  %181 = bitcast %struct.Left* %180 to i32 (%struct.Left*)***, !dbg !378
  %182 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %181, align 8, !dbg !378
  %183 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %182, i64 0, !dbg !378
  %184 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %183, align 8, !dbg !378
  %185 = invoke noundef i32 %184(%struct.Left* noundef nonnull align 8 dereferenceable(12) %180)
          to label %186 unwind label %200, !dbg !378

186:                                              ; preds = %179
  %187 = bitcast %struct.Diamond* %17 to i8*, !dbg !379
  %188 = getelementptr inbounds i8, i8* %187, i64 16, !dbg !379
  %189 = bitcast i8* %188 to %struct.Right*, !dbg !379
  %190 = getelementptr inbounds %struct.Right, %struct.Right* %189, i32 0, i32 1, !dbg !380
  %191 = load i32, i32* %190, align 8, !dbg !380
  %192 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %178, i32 noundef %185, i32 noundef %191)
          to label %193 unwind label %200, !dbg !381

193:                                              ; preds = %186
  %194 = load %struct.Base*, %struct.Base** %18, align 8, !dbg !382
  %195 = icmp eq %struct.Base* %194, null, !dbg !383
  br i1 %195, label %204, label %196, !dbg !383

196:                                              ; preds = %193
  %197 = bitcast %struct.Base* %194 to i8*, !dbg !383
  %198 = call i8* @__dynamic_cast(i8* %197, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 -1) #13, !dbg !383
  %199 = bitcast i8* %198 to %struct.Right*, !dbg !383
  br label %205, !dbg !383

200:                                              ; preds = %298, %294, %292, %290, %277, %270, %268, %266, %264, %262, %259, %257, %255, %253, %249, %247, %245, %243, %240, %233, %224, %214, %205, %186, %179, %170
  %201 = landingpad { i8*, i32 }
          cleanup, !dbg !325
  %202 = extractvalue { i8*, i32 } %201, 0, !dbg !325
  store i8* %202, i8** %3, align 8, !dbg !325
  %203 = extractvalue { i8*, i32 } %201, 1, !dbg !325
  store i32 %203, i32* %4, align 4, !dbg !325
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !325
  br label %304, !dbg !325

204:                                              ; preds = %193
  br label %205, !dbg !383

205:                                              ; preds = %204, %196
  %206 = phi %struct.Right* [ %199, %196 ], [ null, %204 ], !dbg !383
  %207 = icmp ne %struct.Right* %206, null, !dbg !384
  %208 = zext i1 %207 to i32, !dbg !383
  %209 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %208)
          to label %210 unwind label %200, !dbg !385

210:                                              ; preds = %205
  call void @llvm.dbg.declare(metadata %struct.Array* %20, metadata !386, metadata !DIExpression()), !dbg !408
  call void @llvm.dbg.declare(metadata i32* %21, metadata !409, metadata !DIExpression()), !dbg !411
  store i32 0, i32* %21, align 4, !dbg !411
  br label %211, !dbg !412

211:                                              ; preds = %221, %210
  %212 = load i32, i32* %21, align 4, !dbg !413
  %213 = icmp slt i32 %212, 8, !dbg !415
  br i1 %213, label %214, label %224, !dbg !416

214:                                              ; preds = %211
  %215 = load i32, i32* %21, align 4, !dbg !417
  %216 = load i32, i32* %21, align 4, !dbg !418
  %217 = mul nsw i32 %215, %216, !dbg !419
  %218 = load i32, i32* %21, align 4, !dbg !420
  %219 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %218)
          to label %220 unwind label %200, !dbg !421

220:                                              ; preds = %214
  store i32 %217, i32* %219, align 4, !dbg !422
  br label %221, !dbg !421

221:                                              ; preds = %220
  %222 = load i32, i32* %21, align 4, !dbg !423
  %223 = add nsw i32 %222, 1, !dbg !423
  store i32 %223, i32* %21, align 4, !dbg !423
  br label %211, !dbg !424, !llvm.loop !425

224:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata i32* %22, metadata !427, metadata !DIExpression()), !dbg !428
  store i32 7, i32* %22, align 4, !dbg !428
  call void @llvm.dbg.declare(metadata %class.anon* %23, metadata !429, metadata !DIExpression()), !dbg !433
  %225 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0, !dbg !434
  %226 = load i32, i32* %22, align 4, !dbg !435
  store i32 %226, i32* %225, align 4, !dbg !434
  call void @llvm.dbg.declare(metadata i32* %24, metadata !436, metadata !DIExpression()), !dbg !437
  store i32 0, i32* %24, align 4, !dbg !437
  call void @llvm.dbg.declare(metadata %class.anon.0* %25, metadata !438, metadata !DIExpression()), !dbg !442
  %227 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0, !dbg !443
  store i32* %24, i32** %227, align 8, !dbg !443
  %228 = bitcast %class.anon* %26 to i8*, !dbg !444
  %229 = bitcast %class.anon* %23 to i8*, !dbg !444
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %228, i8* align 4 %229, i64 4, i1 false), !dbg !444
  %230 = getelementptr inbounds %class.anon, %class.anon* %26, i32 0, i32 0, !dbg !445
  %231 = load i32, i32* %230, align 4, !dbg !445
  %232 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, i32 %231)
          to label %233 unwind label %200, !dbg !445

233:                                              ; preds = %224
  %234 = bitcast %class.anon.0* %27 to i8*, !dbg !446
  %235 = bitcast %class.anon.0* %25 to i8*, !dbg !446
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %234, i8* align 8 %235, i64 8, i1 false), !dbg !446
  %236 = getelementptr inbounds %class.anon.0, %class.anon.0* %27, i32 0, i32 0, !dbg !447
  %237 = load i32*, i32** %236, align 8, !dbg !447
  %238 = ptrtoint i32* %237 to i64, !dbg !447
  %239 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, i64 %238)
          to label %240 unwind label %200, !dbg !447

240:                                              ; preds = %233
  %241 = load i32, i32* %24, align 4, !dbg !448
  %242 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %232, i32 noundef %239, i32 noundef %241)
          to label %243 unwind label %200, !dbg !449

243:                                              ; preds = %240
  call void @llvm.dbg.declare(metadata %class.anon.1* %28, metadata !450, metadata !DIExpression()), !dbg !452
  %244 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %245 unwind label %200, !dbg !453

245:                                              ; preds = %243
  %246 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %247 unwind label %200, !dbg !454

247:                                              ; preds = %245
  %248 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef %244, double noundef %246)
          to label %249 unwind label %200, !dbg !455

249:                                              ; preds = %247
  call void @llvm.dbg.declare(metadata i32 (i32)** %29, metadata !456, metadata !DIExpression()), !dbg !460
  %250 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !461
  store i32 (i32)* %250, i32 (i32)** %29, align 8, !dbg !460
  %251 = load i32 (i32)*, i32 (i32)** %29, align 8, !dbg !462
  %252 = invoke noundef i32 %251(i32 noundef 14)
          to label %253 unwind label %200, !dbg !462

253:                                              ; preds = %249
  %254 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %252)
          to label %255 unwind label %200, !dbg !463

255:                                              ; preds = %253
  %256 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %257 unwind label %200, !dbg !464

257:                                              ; preds = %255
  %258 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %259 unwind label %200, !dbg !465

259:                                              ; preds = %257
  %260 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0)), !dbg !466
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i32 noundef %256, double noundef %258, i8* noundef %260)
          to label %262 unwind label %200, !dbg !467

262:                                              ; preds = %259
  %263 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
          to label %264 unwind label %200, !dbg !468

264:                                              ; preds = %262
  %265 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %266 unwind label %200, !dbg !469

266:                                              ; preds = %264
  %267 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %268 unwind label %200, !dbg !470

268:                                              ; preds = %266
  %269 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef %263, i8* noundef %265, i8* noundef %267)
          to label %270 unwind label %200, !dbg !471

270:                                              ; preds = %268
  call void @llvm.dbg.declare(metadata %struct.Big* %31, metadata !472, metadata !DIExpression()), !dbg !473
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 8 %31, i32 noundef 5), !dbg !474
  %271 = bitcast %struct.Big* %32 to i8*, !dbg !475
  %272 = bitcast %struct.Big* %31 to i8*, !dbg !475
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %271, i8* align 8 %272, i64 48, i1 false), !dbg !475
  %273 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef %32), !dbg !476
  %274 = getelementptr inbounds %struct.Big, %struct.Big* %31, i32 0, i32 4, !dbg !477
  %275 = getelementptr inbounds [13 x i8], [13 x i8]* %274, i64 0, i64 0, !dbg !478
  %276 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %273, i8* noundef %275)
          to label %277 unwind label %200, !dbg !479

277:                                              ; preds = %270
  call void @llvm.dbg.declare(metadata %struct.Pair* %33, metadata !480, metadata !DIExpression()), !dbg !481
  %278 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0, !dbg !482
  store i32 3, i32* %278, align 4, !dbg !482
  %279 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1, !dbg !482
  store float 9.500000e+00, float* %279, align 4, !dbg !482
  %280 = bitcast %struct.Pair* %34 to i64*, !dbg !483
  %281 = load i64, i64* %280, align 4, !dbg !483
  %282 = call i64 @_Z9swap_pair4Pair(i64 %281), !dbg !483
  %283 = bitcast %struct.Pair* %33 to i64*, !dbg !483
  store i64 %282, i64* %283, align 4, !dbg !483
  %284 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 0, !dbg !484
  %285 = load i32, i32* %284, align 4, !dbg !484
  %286 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 1, !dbg !485
  %287 = load float, float* %286, align 4, !dbg !485
  %288 = fpext float %287 to double, !dbg !486
  %289 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %285, double noundef %288)
          to label %290 unwind label %200, !dbg !487

290:                                              ; preds = %277
  call void @llvm.dbg.declare(metadata i32* %35, metadata !488, metadata !DIExpression()), !dbg !489
  %291 = invoke noundef i32 @_ZL7counterv()
          to label %292 unwind label %200, !dbg !490

292:                                              ; preds = %290
  store i32 %291, i32* %35, align 4, !dbg !489
  call void @llvm.dbg.declare(metadata i32* %36, metadata !491, metadata !DIExpression()), !dbg !492
  %293 = invoke noundef i32 @_ZL7counterv()
          to label %294 unwind label %200, !dbg !493

294:                                              ; preds = %292
  store i32 %293, i32* %36, align 4, !dbg !492
  %295 = load i32, i32* %35, align 4, !dbg !494
  %296 = load i32, i32* %36, align 4, !dbg !495
  %297 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %298 unwind label %200, !dbg !496

298:                                              ; preds = %294
  %299 = getelementptr inbounds %struct.Registry, %struct.Registry* %297, i32 0, i32 0, !dbg !497
  %300 = load i32, i32* %299, align 4, !dbg !497
  %301 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0), i32 noundef %295, i32 noundef %296, i32 noundef %300)
          to label %302 unwind label %200, !dbg !498

302:                                              ; preds = %298
  store i32 0, i32* %1, align 4, !dbg !499
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !325
  %303 = load i32, i32* %1, align 4, !dbg !325
  ret i32 %303, !dbg !325

304:                                              ; preds = %200, %96, %92, %88
  %305 = load i8*, i8** %3, align 8, !dbg !292
  %306 = load i32, i32* %4, align 4, !dbg !292
  %307 = insertvalue { i8*, i32 } undef, i8* %305, 0, !dbg !292
  %308 = insertvalue { i8*, i32 } %307, i32 %306, 1, !dbg !292
  resume { i8*, i32 } %308, !dbg !292
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #7 comdat align 2 !dbg !500 {
  %4 = alloca %struct.Rect*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !501, metadata !DIExpression()), !dbg !503
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !504, metadata !DIExpression()), !dbg !505
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !506, metadata !DIExpression()), !dbg !507
  %7 = load %struct.Rect*, %struct.Rect** %4, align 8
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !508
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !509
  %9 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !508
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !508
  %10 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !510
  %11 = load double, double* %5, align 8, !dbg !511
  store double %11, double* %10, align 8, !dbg !510
  %12 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !512
  %13 = load double, double* %6, align 8, !dbg !513
  store double %13, double* %12, align 8, !dbg !512
  ret void, !dbg !514
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #7 comdat align 2 !dbg !515 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !516, metadata !DIExpression()), !dbg !518
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !519, metadata !DIExpression()), !dbg !520
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !521
  %7 = load double, double* %4, align 8, !dbg !522
  %8 = load double, double* %4, align 8, !dbg !523
  call void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %7, double noundef %8), !dbg !524
  %9 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !521
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !521
  ret void, !dbg !525
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 !dbg !526 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !528, metadata !DIExpression()), !dbg !530
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !531
  call void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !531
  %5 = bitcast %struct.Widget* %3 to i8*, !dbg !531
  %6 = getelementptr inbounds i8, i8* %5, i64 16, !dbg !531
  %7 = bitcast i8* %6 to %struct.Counted*, !dbg !531
  call void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !531
  %8 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !531
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8, !dbg !531
  %9 = bitcast %struct.Widget* %3 to i8*, !dbg !531
  %10 = getelementptr inbounds i8, i8* %9, i64 16, !dbg !531
  %11 = bitcast i8* %10 to i32 (...)***, !dbg !531
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 8, !dbg !531
  ret void, !dbg !531
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !532 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !537, metadata !DIExpression()), !dbg !539
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !540
  %5 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !540
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !540
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !540
  %7 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !540
  call void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %7, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !540
  %8 = bitcast %struct.Diamond* %3 to i8*, !dbg !540
  %9 = getelementptr inbounds i8, i8* %8, i64 16, !dbg !540
  %10 = bitcast i8* %9 to %struct.Right*, !dbg !540
  call void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %10, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !540
  %11 = bitcast %struct.Diamond* %3 to i32 (...)***, !dbg !540
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 8, !dbg !540
  %12 = bitcast %struct.Diamond* %3 to i8*, !dbg !540
  %13 = getelementptr inbounds i8, i8* %12, i64 32, !dbg !540
  %14 = bitcast i8* %13 to i32 (...)***, !dbg !540
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %14, align 8, !dbg !540
  %15 = bitcast %struct.Diamond* %3 to i8*, !dbg !540
  %16 = getelementptr inbounds i8, i8* %15, i64 16, !dbg !540
  %17 = bitcast i8* %16 to i32 (...)***, !dbg !540
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %17, align 8, !dbg !540
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 3, !dbg !541
  store i32 4, i32* %18, align 4, !dbg !541
  ret void, !dbg !540
}

; Function Attrs: nounwind readonly
declare dso_local i8* @__dynamic_cast(i8*, i8*, i8*, i64) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !542 {
  %3 = alloca %struct.Array*, align 8
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %3, metadata !543, metadata !DIExpression()), !dbg !545
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !546, metadata !DIExpression()), !dbg !547
  %5 = load %struct.Array*, %struct.Array** %3, align 8
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !548
  %7 = load i32, i32* %4, align 4, !dbg !549
  %8 = sext i32 %7 to i64, !dbg !548
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %8, !dbg !548
  ret i32* %9, !dbg !550
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #9 align 2 !dbg !551 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  store %struct.Array* %0, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !557, metadata !DIExpression()), !dbg !559
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !560, metadata !DIExpression()), !dbg !561
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !562, metadata !DIExpression()), !dbg !563
  %9 = load %struct.Array*, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !564, metadata !DIExpression()), !dbg !566
  store i32 0, i32* %7, align 4, !dbg !566
  br label %10, !dbg !567

10:                                               ; preds = %21, %3
  %11 = load i32, i32* %7, align 4, !dbg !568
  %12 = icmp slt i32 %11, 8, !dbg !570
  br i1 %12, label %13, label %24, !dbg !571

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4, !dbg !572
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0, !dbg !573
  %16 = load i32, i32* %7, align 4, !dbg !574
  %17 = sext i32 %16 to i64, !dbg !573
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17, !dbg !573
  %19 = load i32, i32* %18, align 4, !dbg !573
  %20 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %19), !dbg !575
  store i32 %20, i32* %6, align 4, !dbg !576
  br label %21, !dbg !577

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4, !dbg !578
  %23 = add nsw i32 %22, 1, !dbg !578
  store i32 %23, i32* %7, align 4, !dbg !578
  br label %10, !dbg !579, !llvm.loop !580

24:                                               ; preds = %10
  %25 = load i32, i32* %6, align 4, !dbg !582
  ret i32 %25, !dbg !583
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #9 align 2 !dbg !584 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca %struct.Array*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to i32*
  store i32* %9, i32** %8, align 8
  store %struct.Array* %0, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !590, metadata !DIExpression()), !dbg !591
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !592, metadata !DIExpression()), !dbg !593
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !594, metadata !DIExpression()), !dbg !595
  %10 = load %struct.Array*, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !596, metadata !DIExpression()), !dbg !598
  store i32 0, i32* %7, align 4, !dbg !598
  br label %11, !dbg !599

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %7, align 4, !dbg !600
  %13 = icmp slt i32 %12, 8, !dbg !602
  br i1 %13, label %14, label %25, !dbg !603

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4, !dbg !604
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !605
  %17 = load i32, i32* %7, align 4, !dbg !606
  %18 = sext i32 %17 to i64, !dbg !605
  %19 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i64 0, i64 %18, !dbg !605
  %20 = load i32, i32* %19, align 4, !dbg !605
  %21 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %15, i32 noundef %20), !dbg !607
  store i32 %21, i32* %6, align 4, !dbg !608
  br label %22, !dbg !609

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4, !dbg !610
  %24 = add nsw i32 %23, 1, !dbg !610
  store i32 %24, i32* %7, align 4, !dbg !610
  br label %11, !dbg !611, !llvm.loop !612

25:                                               ; preds = %11
  %26 = load i32, i32* %6, align 4, !dbg !614
  ret i32 %26, !dbg !615
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !616 {
  %3 = alloca %class.anon.1*, align 8
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !627, metadata !DIExpression()), !dbg !629
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !630, metadata !DIExpression()), !dbg !631
  %5 = load %class.anon.1*, %class.anon.1** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !632
  %7 = load i32, i32* %4, align 4, !dbg !633
  %8 = add nsw i32 %6, %7, !dbg !634
  ret i32 %8, !dbg !635
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !636 {
  %3 = alloca %class.anon.1*, align 8
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !644, metadata !DIExpression()), !dbg !645
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !646, metadata !DIExpression()), !dbg !647
  %5 = load %class.anon.1*, %class.anon.1** %3, align 8
  %6 = load double, double* %4, align 8, !dbg !648
  %7 = load double, double* %4, align 8, !dbg !649
  %8 = fadd double %6, %7, !dbg !650
  ret double %8, !dbg !651
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !652 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !659, metadata !DIExpression()), !dbg !661
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi", !dbg !662
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !663 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !667, metadata !DIExpression()), !dbg !668
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !669, metadata !DIExpression()), !dbg !670
  %5 = load i32, i32* %3, align 4, !dbg !671
  %6 = load i32, i32* %4, align 4, !dbg !672
  %7 = icmp slt i32 %5, %6, !dbg !673
  br i1 %7, label %8, label %10, !dbg !671

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !674
  br label %12, !dbg !671

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !675
  br label %12, !dbg !671

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !671
  ret i32 %13, !dbg !676
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !677 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !682, metadata !DIExpression()), !dbg !683
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !684, metadata !DIExpression()), !dbg !685
  %5 = load double, double* %3, align 8, !dbg !686
  %6 = load double, double* %4, align 8, !dbg !687
  %7 = fcmp olt double %5, %6, !dbg !688
  br i1 %7, label %8, label %10, !dbg !686

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8, !dbg !689
  br label %12, !dbg !686

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8, !dbg !690
  br label %12, !dbg !686

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !686
  ret double %13, !dbg !691
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !692 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !702, metadata !DIExpression()), !dbg !703
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !704, metadata !DIExpression()), !dbg !703
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !705, metadata !DIExpression()), !dbg !703
  store i8* %3, i8** %8, align 8
  call void @llvm.dbg.declare(metadata i8** %8, metadata !706, metadata !DIExpression()), !dbg !703
  ret i32 4, !dbg !707
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat align 2 !dbg !708 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), !dbg !714
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat align 2 !dbg !715 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), !dbg !719
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7counterv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !2 {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !720
  %4 = icmp eq i8 %3, 0, !dbg !720
  br i1 %4, label %5, label %13, !dbg !720, !prof !721

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL7countervE1n) #13, !dbg !720
  %7 = icmp ne i32 %6, 0, !dbg !720
  br i1 %7, label %8, label %13, !dbg !720

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %10 unwind label %16, !dbg !722

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Registry, %struct.Registry* %9, i32 0, i32 0, !dbg !723
  %12 = load i32, i32* %11, align 4, !dbg !723
  store i32 %12, i32* @_ZZL7countervE1n, align 4, !dbg !720
  call void @__cxa_guard_release(i64* @_ZGVZL7countervE1n) #13, !dbg !720
  br label %13, !dbg !720

13:                                               ; preds = %10, %5, %0
  %14 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !724
  %15 = add nsw i32 %14, 1, !dbg !724
  store i32 %15, i32* @_ZZL7countervE1n, align 4, !dbg !724
  ret i32 %15, !dbg !725

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          cleanup, !dbg !726
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !726
  store i8* %18, i8** %1, align 8, !dbg !726
  %19 = extractvalue { i8*, i32 } %17, 1, !dbg !726
  store i32 %19, i32* %2, align 4, !dbg !726
  call void @__cxa_guard_abort(i64* @_ZGVZL7countervE1n) #13, !dbg !720
  br label %20, !dbg !720

20:                                               ; preds = %16
  %21 = load i8*, i8** %1, align 8, !dbg !720
  %22 = load i32, i32* %2, align 4, !dbg !720
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0, !dbg !720
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1, !dbg !720
  resume { i8*, i32 } %24, !dbg !720
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !144 {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !727
  %4 = icmp eq i8 %3, 0, !dbg !727
  br i1 %4, label %5, label %11, !dbg !727, !prof !721

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL8registryvE1r) #13, !dbg !727
  %7 = icmp ne i32 %6, 0, !dbg !727
  br i1 %7, label %8, label %11, !dbg !727

8:                                                ; preds = %5
  invoke void @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %9 unwind label %12, !dbg !728

9:                                                ; preds = %8
  %10 = call i32 @atexit(void ()* @__dtor__ZZL8registryvE1r) #13, !dbg !727
  call void @__cxa_guard_release(i64* @_ZGVZL8registryvE1r) #13, !dbg !727
  br label %11, !dbg !727

11:                                               ; preds = %9, %5, %0
  ret %struct.Registry* @_ZZL8registryvE1r, !dbg !729

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          cleanup, !dbg !730
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !730
  store i8* %14, i8** %1, align 8, !dbg !730
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !730
  store i32 %15, i32* %2, align 4, !dbg !730
  call void @__cxa_guard_abort(i64* @_ZGVZL8registryvE1r) #13, !dbg !727
  br label %16, !dbg !727

16:                                               ; preds = %12
  %17 = load i8*, i8** %1, align 8, !dbg !727
  %18 = load i32, i32* %2, align 4, !dbg !727
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0, !dbg !727
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1, !dbg !727
  resume { i8*, i32 } %20, !dbg !727
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !731 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !733, metadata !DIExpression()), !dbg !734
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  call void @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #13, !dbg !735
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !735
  %5 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !735
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !735
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !735
  ret void, !dbg !735
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !736 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !738, metadata !DIExpression()), !dbg !739
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !740
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !740
  ret void, !dbg !740
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !741 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !745, metadata !DIExpression()), !dbg !746
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !747
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #13, !dbg !747
  ret void, !dbg !749
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !750 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !751, metadata !DIExpression()), !dbg !752
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !753
  %4 = bitcast %struct.Rect* %3 to i8*, !dbg !753
  call void @_ZdlPv(i8* noundef %4) #17, !dbg !753
  ret void, !dbg !753
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !754 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !755, metadata !DIExpression()), !dbg !757
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !758
  %5 = load double, double* %4, align 8, !dbg !758
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !759
  %7 = load double, double* %6, align 8, !dbg !759
  %8 = fmul double %5, %7, !dbg !760
  ret double %8, !dbg !761
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !762 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !763, metadata !DIExpression()), !dbg !764
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), !dbg !765
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !766 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !767, metadata !DIExpression()), !dbg !768
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void, !dbg !769
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !770 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !771, metadata !DIExpression()), !dbg !772
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #15, !dbg !773
  unreachable, !dbg !773
}

declare dso_local void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !774 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !775, metadata !DIExpression()), !dbg !777
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), !dbg !778
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !779 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !783, metadata !DIExpression()), !dbg !784
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !785
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !785
  ret void, !dbg !787
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !788 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !789, metadata !DIExpression()), !dbg !790
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !791
  %4 = bitcast %struct.Square* %3 to i8*, !dbg !791
  call void @_ZdlPv(i8* noundef %4) #17, !dbg !791
  ret void, !dbg !791
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !792 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !793, metadata !DIExpression()), !dbg !795
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), !dbg !796
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !797 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !802, metadata !DIExpression()), !dbg !803
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !804
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !804
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !805
  store i32 5, i32* %5, align 8, !dbg !805
  ret void, !dbg !804
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !806 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !808, metadata !DIExpression()), !dbg !809
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !810
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !810
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !811
  store i32 0, i32* %5, align 8, !dbg !811
  ret void, !dbg !810
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !812 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !813, metadata !DIExpression()), !dbg !815
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), !dbg !816
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !817 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !818, metadata !DIExpression()), !dbg !819
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !820
  %5 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !820
  %6 = bitcast i8* %5 to %struct.Counted*, !dbg !820
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1, !dbg !820
  %8 = load i32, i32* %7, align 8, !dbg !821
  %9 = add nsw i32 %8, 10, !dbg !821
  store i32 %9, i32* %7, align 8, !dbg !821
  ret void, !dbg !822
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #12 comdat align 2 !dbg !823 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8, !dbg !825
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !825
  %5 = getelementptr inbounds i8, i8* %4, i64 -16, !dbg !825
  %6 = bitcast i8* %5 to %struct.Widget*, !dbg !825
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %6), !dbg !825
  ret void, !dbg !825
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !826 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !827, metadata !DIExpression()), !dbg !829
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), !dbg !830
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !831 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !832, metadata !DIExpression()), !dbg !833
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !834
  %5 = load i32, i32* %4, align 8, !dbg !835
  %6 = add nsw i32 %5, 1, !dbg !835
  store i32 %6, i32* %4, align 8, !dbg !835
  ret void, !dbg !836
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !837 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !839, metadata !DIExpression()), !dbg !840
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !841
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !841
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !842
  store i32 1, i32* %5, align 8, !dbg !842
  ret void, !dbg !841
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !843 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i8**, align 8
  store %struct.Left* %0, %struct.Left** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !848, metadata !DIExpression()), !dbg !849
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !850, metadata !DIExpression()), !dbg !849
  %5 = load %struct.Left*, %struct.Left** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8, !dbg !852
  %8 = bitcast %struct.Left* %5 to i32 (...)***, !dbg !852
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !852
  store i32 (...)** %9, i32 (...)*** %8, align 8, !dbg !852
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !852
  %11 = load i8*, i8** %10, align 8, !dbg !852
  %12 = bitcast %struct.Left* %5 to i8**, !dbg !852
  %13 = load i8*, i8** %12, align 8, !dbg !852
  %14 = getelementptr i8, i8* %13, i64 -24, !dbg !852
  %15 = bitcast i8* %14 to i64*, !dbg !852
  %16 = load i64, i64* %15, align 8, !dbg !852
  %17 = bitcast %struct.Left* %5 to i8*, !dbg !852
  %18 = getelementptr inbounds i8, i8* %17, i64 %16, !dbg !852
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !852
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !852
  store i32 (...)** %20, i32 (...)*** %19, align 8, !dbg !852
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1, !dbg !853
  store i32 2, i32* %21, align 8, !dbg !853
  ret void, !dbg !852
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !854 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i8**, align 8
  store %struct.Right* %0, %struct.Right** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !859, metadata !DIExpression()), !dbg !860
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !861, metadata !DIExpression()), !dbg !860
  %5 = load %struct.Right*, %struct.Right** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8, !dbg !862
  %8 = bitcast %struct.Right* %5 to i32 (...)***, !dbg !862
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !862
  store i32 (...)** %9, i32 (...)*** %8, align 8, !dbg !862
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !862
  %11 = load i8*, i8** %10, align 8, !dbg !862
  %12 = bitcast %struct.Right* %5 to i8**, !dbg !862
  %13 = load i8*, i8** %12, align 8, !dbg !862
  %14 = getelementptr i8, i8* %13, i64 -24, !dbg !862
  %15 = bitcast i8* %14 to i64*, !dbg !862
  %16 = load i64, i64* %15, align 8, !dbg !862
  %17 = bitcast %struct.Right* %5 to i8*, !dbg !862
  %18 = getelementptr inbounds i8, i8* %17, i64 %16, !dbg !862
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !862
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !862
  store i32 (...)** %20, i32 (...)*** %19, align 8, !dbg !862
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1, !dbg !863
  store i32 3, i32* %21, align 8, !dbg !863
  ret void, !dbg !862
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !864 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !865, metadata !DIExpression()), !dbg !867
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8**, !dbg !868
  %5 = load i8*, i8** %4, align 8, !dbg !868
  %6 = getelementptr i8, i8* %5, i64 -24, !dbg !868
  %7 = bitcast i8* %6 to i64*, !dbg !868
  %8 = load i64, i64* %7, align 8, !dbg !868
  %9 = bitcast %struct.Left* %3 to i8*, !dbg !868
  %10 = getelementptr inbounds i8, i8* %9, i64 %8, !dbg !868
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !868
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !868
  %13 = load i32, i32* %12, align 8, !dbg !868
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1, !dbg !869
  %15 = load i32, i32* %14, align 8, !dbg !869
  %16 = add nsw i32 %13, %15, !dbg !870
  ret i32 %16, !dbg !871
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !872 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !874, metadata !DIExpression()), !dbg !875
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #13, !dbg !876
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !876
  %5 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !876
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !876
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !876
  ret void, !dbg !876
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !877 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !878, metadata !DIExpression()), !dbg !879
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  call void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !880
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !880
  call void @_ZdlPv(i8* noundef %4) #17, !dbg !880
  ret void, !dbg !880
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #12 comdat align 2 !dbg !881 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8, !dbg !882
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !882
  %5 = bitcast i8* %4 to i8**, !dbg !882
  %6 = load i8*, i8** %5, align 8, !dbg !882
  %7 = getelementptr inbounds i8, i8* %6, i64 -24, !dbg !882
  %8 = bitcast i8* %7 to i64*, !dbg !882
  %9 = load i64, i64* %8, align 8, !dbg !882
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !882
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !882
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11), !dbg !882
  ret i32 %12, !dbg !882
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !883 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8, !dbg !884
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !884
  %5 = bitcast i8* %4 to i8**, !dbg !884
  %6 = load i8*, i8** %5, align 8, !dbg !884
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !884
  %8 = bitcast i8* %7 to i64*, !dbg !884
  %9 = load i64, i64* %8, align 8, !dbg !884
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !884
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !884
  tail call void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !884
  ret void, !dbg !884
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !885 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8, !dbg !886
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !886
  %5 = bitcast i8* %4 to i8**, !dbg !886
  %6 = load i8*, i8** %5, align 8, !dbg !886
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !886
  %8 = bitcast i8* %7 to i64*, !dbg !886
  %9 = load i64, i64* %8, align 8, !dbg !886
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !886
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !886
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !886
  ret void, !dbg !886
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !887 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !889, metadata !DIExpression()), !dbg !890
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #13, !dbg !891
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !891
  %5 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !891
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !891
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !891
  ret void, !dbg !891
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !892 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !893, metadata !DIExpression()), !dbg !894
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  call void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !895
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !895
  call void @_ZdlPv(i8* noundef %4) #17, !dbg !895
  ret void, !dbg !895
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !896 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !897, metadata !DIExpression()), !dbg !899
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !900
  %5 = load i32, i32* %4, align 8, !dbg !900
  ret i32 %5, !dbg !901
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !902 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8, !dbg !903
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !903
  %5 = bitcast i8* %4 to i8**, !dbg !903
  %6 = load i8*, i8** %5, align 8, !dbg !903
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !903
  %8 = bitcast i8* %7 to i64*, !dbg !903
  %9 = load i64, i64* %8, align 8, !dbg !903
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !903
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !903
  tail call void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !903
  ret void, !dbg !903
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !904 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8, !dbg !905
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !905
  %5 = bitcast i8* %4 to i8**, !dbg !905
  %6 = load i8*, i8** %5, align 8, !dbg !905
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !905
  %8 = bitcast i8* %7 to i64*, !dbg !905
  %9 = load i64, i64* %8, align 8, !dbg !905
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !905
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !905
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !905
  ret void, !dbg !905
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !906 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !907, metadata !DIExpression()), !dbg !909
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8**, !dbg !910
  %5 = load i8*, i8** %4, align 8, !dbg !910
  %6 = getelementptr i8, i8* %5, i64 -24, !dbg !910
  %7 = bitcast i8* %6 to i64*, !dbg !910
  %8 = load i64, i64* %7, align 8, !dbg !910
  %9 = bitcast %struct.Diamond* %3 to i8*, !dbg !910
  %10 = getelementptr inbounds i8, i8* %9, i64 %8, !dbg !910
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !910
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !910
  %13 = load i32, i32* %12, align 8, !dbg !910
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !911
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1, !dbg !911
  %16 = load i32, i32* %15, align 8, !dbg !911
  %17 = add nsw i32 %13, %16, !dbg !912
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !913
  %19 = getelementptr inbounds i8, i8* %18, i64 16, !dbg !913
  %20 = bitcast i8* %19 to %struct.Right*, !dbg !913
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1, !dbg !913
  %22 = load i32, i32* %21, align 8, !dbg !913
  %23 = add nsw i32 %17, %22, !dbg !914
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 3, !dbg !915
  %25 = load i32, i32* %24, align 4, !dbg !915
  %26 = add nsw i32 %23, %25, !dbg !916
  ret i32 %26, !dbg !917
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !918 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !919, metadata !DIExpression()), !dbg !920
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !921
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !921
  call void @_ZdlPv(i8* noundef %4) #17, !dbg !921
  ret void, !dbg !921
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !922 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !923
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !923
  %5 = getelementptr inbounds i8, i8* %4, i64 -16, !dbg !923
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !923
  tail call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %6) #13, !dbg !923
  ret void, !dbg !923
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !924 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !925
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !925
  %5 = getelementptr inbounds i8, i8* %4, i64 -16, !dbg !925
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !925
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %6) #13, !dbg !925
  ret void, !dbg !925
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #12 comdat align 2 !dbg !926 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !927
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !927
  %5 = bitcast i8* %4 to i8**, !dbg !927
  %6 = load i8*, i8** %5, align 8, !dbg !927
  %7 = getelementptr inbounds i8, i8* %6, i64 -24, !dbg !927
  %8 = bitcast i8* %7 to i64*, !dbg !927
  %9 = load i64, i64* %8, align 8, !dbg !927
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !927
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !927
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %11), !dbg !927
  ret i32 %12, !dbg !927
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !928 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !929
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !929
  %5 = bitcast i8* %4 to i8**, !dbg !929
  %6 = load i8*, i8** %5, align 8, !dbg !929
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !929
  %8 = bitcast i8* %7 to i64*, !dbg !929
  %9 = load i64, i64* %8, align 8, !dbg !929
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !929
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !929
  tail call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %11) #13, !dbg !929
  ret void, !dbg !929
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !930 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !931
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !931
  %5 = bitcast i8* %4 to i8**, !dbg !931
  %6 = load i8*, i8** %5, align 8, !dbg !931
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !931
  %8 = bitcast i8* %7 to i64*, !dbg !931
  %9 = load i64, i64* %8, align 8, !dbg !931
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !931
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !931
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %11) #13, !dbg !931
  ret void, !dbg !931
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !932 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !933, metadata !DIExpression()), !dbg !934
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret void, !dbg !935
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !936 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !937, metadata !DIExpression()), !dbg !938
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !939
  %4 = bitcast %struct.Base* %3 to i8*, !dbg !939
  call void @_ZdlPv(i8* noundef %4) #17, !dbg !939
  ret void, !dbg !940
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !941 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i8**, align 8
  store %struct.Left* %0, %struct.Left** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !942, metadata !DIExpression()), !dbg !943
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !944, metadata !DIExpression()), !dbg !943
  %5 = load %struct.Left*, %struct.Left** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void, !dbg !945
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !946 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i8**, align 8
  store %struct.Right* %0, %struct.Right** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !947, metadata !DIExpression()), !dbg !948
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !949, metadata !DIExpression()), !dbg !948
  %5 = load %struct.Right*, %struct.Right** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void, !dbg !950
}

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #12 align 2 !dbg !951 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !953, metadata !DIExpression()), !dbg !954
  %3 = load i32, i32* %2, align 4, !dbg !955
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !955
  ret i32 %4, !dbg !955
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !956 {
  %3 = alloca %class.anon.2*, align 8
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %3, metadata !962, metadata !DIExpression()), !dbg !963
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !964, metadata !DIExpression()), !dbg !965
  %5 = load %class.anon.2*, %class.anon.2** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !966
  %7 = mul nsw i32 %6, 3, !dbg !967
  ret i32 %7, !dbg !968
}

; Function Attrs: nounwind
declare dso_local i32 @__cxa_guard_acquire(i64*) #13

; Function Attrs: nounwind
declare dso_local void @__cxa_guard_abort(i64*) #13

; Function Attrs: nounwind
declare dso_local void @__cxa_guard_release(i64*) #13

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #12 comdat align 2 !dbg !969 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !970, metadata !DIExpression()), !dbg !972
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !973
  store i32 3, i32* %4, align 4, !dbg !973
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i64 0, i64 0)), !dbg !974
  ret void, !dbg !976
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !977 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !978, metadata !DIExpression()), !dbg !979
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  ret void, !dbg !980
}

; Function Attrs: noinline uwtable
define internal void @__dtor__ZZL8registryvE1r() #14 !dbg !981 {
  call void @_ZN8RegistryD2Ev(%struct.Registry* @_ZZL8registryvE1r), !dbg !984
  ret void, !dbg !985
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) #13

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !986 {
  %3 = alloca %struct.Diamond*, align 8
  %4 = alloca i8**, align 8
  store %struct.Diamond* %0, %struct.Diamond** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !987, metadata !DIExpression()), !dbg !988
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !989, metadata !DIExpression()), !dbg !988
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.Diamond* %5 to i8*, !dbg !990
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !990
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !990
  %10 = getelementptr inbounds i8*, i8** %6, i64 3, !dbg !990
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef %10) #13, !dbg !990
  %11 = bitcast %struct.Diamond* %5 to %struct.Left*, !dbg !990
  %12 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !990
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11, i8** noundef %12) #13, !dbg !990
  ret void, !dbg !992
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !993 {
  %4 = alloca %class.anon*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !1001, metadata !DIExpression()), !dbg !1003
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1004, metadata !DIExpression()), !dbg !1005
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1006, metadata !DIExpression()), !dbg !1007
  %7 = load %class.anon*, %class.anon** %4, align 8
  %8 = load i32, i32* %5, align 4, !dbg !1008
  %9 = load i32, i32* %6, align 4, !dbg !1009
  %10 = add nsw i32 %8, %9, !dbg !1010
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !1011
  %12 = load i32, i32* %11, align 4, !dbg !1011
  %13 = add nsw i32 %10, %12, !dbg !1012
  ret i32 %13, !dbg !1013
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1014 {
  %4 = alloca %class.anon.0*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %4, metadata !1021, metadata !DIExpression()), !dbg !1023
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1024, metadata !DIExpression()), !dbg !1025
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1026, metadata !DIExpression()), !dbg !1027
  %7 = load %class.anon.0*, %class.anon.0** %4, align 8
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !1028
  %9 = load i32*, i32** %8, align 8, !dbg !1028
  %10 = load i32, i32* %9, align 4, !dbg !1029
  %11 = add nsw i32 %10, 1, !dbg !1029
  store i32 %11, i32* %9, align 4, !dbg !1029
  %12 = load i32, i32* %6, align 4, !dbg !1030
  %13 = icmp ne i32 %12, 0, !dbg !1030
  br i1 %13, label %14, label %19, !dbg !1030

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !1031
  %16 = mul nsw i32 %15, 1, !dbg !1032
  %17 = load i32, i32* %6, align 4, !dbg !1033
  %18 = add nsw i32 %16, %17, !dbg !1034
  br label %21, !dbg !1030

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !1035
  br label %21, !dbg !1030

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1030
  ret i32 %22, !dbg !1036
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind readonly }
attributes #9 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!149, !150, !151, !152, !153}
!llvm.ident = !{!154}

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
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, vtableHolder: !12, identifier: "_ZTS5Right")
!13 = !{!14, !30, !31}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: "_ZTS4Base")
!16 = !{!17, !20, !21, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !4, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !3, line: 35, baseType: !6, size: 32, offset: 64)
!21 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !12, file: !3, line: 37, baseType: !6, size: 32, offset: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS4Pair")
!33 = !{!34, !35}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !3, line: 63, baseType: !6, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !3, line: 63, baseType: !10, size: 32, offset: 32)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, vtableHolder: !39, identifier: "_ZTS4Rect")
!37 = !{!38, !57, !58, !59, !63, !68}
!38 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !39, extraData: i32 0)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, vtableHolder: !39, identifier: "_ZTS5Shape")
!40 = !{!41, !42, !46, !52}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!42 = !DISubprogram(name: "~Shape", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, containingType: !39, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !39, file: !3, line: 11, type: !47, scopeLine: 11, containingType: !39, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!52 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, containingType: !39, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !50}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !36, file: !3, line: 16, baseType: !49, size: 64, offset: 128)
!59 = !DISubprogram(name: "Rect", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !49, !49}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, containingType: !36, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!64 = !DISubroutineType(types: !65)
!65 = !{!49, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, containingType: !71, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!79 = !DISubroutineType(types: !80)
!80 = !{!55, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !84, vtableHolder: !86, identifier: "_ZTS6Widget")
!84 = !{!85, !95, !104, !109}
!85 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !86, extraData: i32 0)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !87, vtableHolder: !86, identifier: "_ZTS5Named")
!87 = !{!88, !89, !90}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !86, file: !3, line: 27, baseType: !6, size: 32, offset: 64)
!90 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, containingType: !86, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!91 = !DISubroutineType(types: !92)
!92 = !{!55, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!95 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !83, baseType: !96, offset: 128, extraData: i32 0)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !97, vtableHolder: !96, identifier: "_ZTS7Counted")
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !96, file: !3, line: 28, baseType: !6, size: 32, offset: 64)
!100 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, containingType: !96, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, containingType: !83, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!105 = !DISubroutineType(types: !106)
!106 = !{!55, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!109 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, containingType: !83, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !114, vtableHolder: !116, identifier: "_ZTS7Diamond")
!114 = !{!115, !126, !127, !128}
!115 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !116, extraData: i32 0)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: "_ZTS4Left")
!117 = !{!118, !119, !120, !121}
!118 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !116, file: !3, line: 36, baseType: !6, size: 32, offset: 64)
!121 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, containingType: !116, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!122 = !DISubroutineType(types: !123)
!123 = !{!6, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!126 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !113, baseType: !12, offset: 128, extraData: i32 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !113, file: !3, line: 38, baseType: !6, size: 32, offset: 224)
!128 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, containingType: !113, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!129 = !DISubroutineType(types: !130)
!130 = !{!6, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !134, identifier: "_ZTS8Registry")
!134 = !{!135, !136, !140}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !133, file: !3, line: 77, baseType: !6, size: 32)
!136 = !DISubprogram(name: "Registry", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "~Registry", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!141 = !{!0, !142}
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "r", scope: !144, file: !3, line: 82, type: !133, isLocal: true, isDefinition: true)
!144 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !3, file: !3, line: 81, type: !145, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!145 = !DISubroutineType(types: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !133, size: 64)
!148 = !{}
!149 = !{i32 7, !"Dwarf Version", i32 4}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 2}
!152 = !{i32 7, !"PIC Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 1}
!154 = !{!"Debian clang version 14.0.6"}
!155 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !156, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !158, retainedNodes: !148)
!156 = !DISubroutineType(types: !157)
!157 = !{!55, !55, !55}
!158 = !{!159}
!159 = !DITemplateTypeParameter(name: "T", type: !55)
!160 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !3, line: 53, type: !55)
!161 = !DILocation(line: 53, column: 58, scope: !155)
!162 = !DILocalVariable(arg: 2, scope: !155, file: !3, line: 53, type: !55)
!163 = !DILocation(line: 53, column: 73, scope: !155)
!164 = !DILocation(line: 53, column: 84, scope: !155)
!165 = !DILocation(line: 53, column: 77, scope: !155)
!166 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !167, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!167 = !DISubroutineType(types: !168)
!168 = !{!169, !6}
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !170, identifier: "_ZTS3Big")
!170 = !{!171, !173, !174, !175, !176}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !169, file: !3, line: 62, baseType: !172, size: 64)
!172 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 128)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 192)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !169, file: !3, line: 62, baseType: !177, size: 104, offset: 256)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 13)
!180 = !DILocalVariable(name: "seed", arg: 1, scope: !166, file: !3, line: 65, type: !6)
!181 = !DILocation(line: 65, column: 44, scope: !166)
!182 = !DILocalVariable(name: "r", scope: !166, file: !3, line: 66, type: !169)
!183 = !DILocation(line: 66, column: 7, scope: !166)
!184 = !DILocation(line: 67, column: 9, scope: !166)
!185 = !DILocation(line: 67, column: 5, scope: !166)
!186 = !DILocation(line: 67, column: 7, scope: !166)
!187 = !DILocation(line: 67, column: 21, scope: !166)
!188 = !DILocation(line: 67, column: 26, scope: !166)
!189 = !DILocation(line: 67, column: 17, scope: !166)
!190 = !DILocation(line: 67, column: 19, scope: !166)
!191 = !DILocation(line: 67, column: 37, scope: !166)
!192 = !DILocation(line: 67, column: 42, scope: !166)
!193 = !DILocation(line: 67, column: 33, scope: !166)
!194 = !DILocation(line: 67, column: 35, scope: !166)
!195 = !DILocation(line: 67, column: 54, scope: !166)
!196 = !DILocation(line: 67, column: 53, scope: !166)
!197 = !DILocation(line: 67, column: 49, scope: !166)
!198 = !DILocation(line: 67, column: 51, scope: !166)
!199 = !DILocalVariable(name: "i", scope: !200, file: !3, line: 68, type: !6)
!200 = distinct !DILexicalBlock(scope: !166, file: !3, line: 68, column: 3)
!201 = !DILocation(line: 68, column: 12, scope: !200)
!202 = !DILocation(line: 68, column: 8, scope: !200)
!203 = !DILocation(line: 68, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !3, line: 68, column: 3)
!205 = !DILocation(line: 68, column: 21, scope: !204)
!206 = !DILocation(line: 68, column: 3, scope: !200)
!207 = !DILocation(line: 68, column: 57, scope: !204)
!208 = !DILocation(line: 68, column: 64, scope: !204)
!209 = !DILocation(line: 68, column: 62, scope: !204)
!210 = !DILocation(line: 68, column: 67, scope: !204)
!211 = !DILocation(line: 68, column: 54, scope: !204)
!212 = !DILocation(line: 68, column: 49, scope: !204)
!213 = !DILocation(line: 68, column: 34, scope: !204)
!214 = !DILocation(line: 68, column: 38, scope: !204)
!215 = !DILocation(line: 68, column: 32, scope: !204)
!216 = !DILocation(line: 68, column: 41, scope: !204)
!217 = !DILocation(line: 68, column: 27, scope: !204)
!218 = !DILocation(line: 68, column: 3, scope: !204)
!219 = distinct !{!219, !206, !220, !221}
!220 = !DILocation(line: 68, column: 71, scope: !200)
!221 = !{!"llvm.loop.mustprogress"}
!222 = !DILocation(line: 69, column: 5, scope: !166)
!223 = !DILocation(line: 69, column: 3, scope: !166)
!224 = !DILocation(line: 69, column: 13, scope: !166)
!225 = !DILocation(line: 70, column: 3, scope: !166)
!226 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !227, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!227 = !DISubroutineType(types: !228)
!228 = !{!172, !169}
!229 = !DILocalVariable(name: "b", arg: 1, scope: !226, file: !3, line: 72, type: !169)
!230 = !DILocation(line: 72, column: 49, scope: !226)
!231 = !DILocation(line: 72, column: 63, scope: !226)
!232 = !DILocation(line: 72, column: 69, scope: !226)
!233 = !DILocation(line: 72, column: 65, scope: !226)
!234 = !DILocation(line: 72, column: 75, scope: !226)
!235 = !DILocation(line: 72, column: 71, scope: !226)
!236 = !DILocation(line: 72, column: 81, scope: !226)
!237 = !DILocation(line: 72, column: 77, scope: !226)
!238 = !DILocation(line: 72, column: 87, scope: !226)
!239 = !DILocation(line: 72, column: 85, scope: !226)
!240 = !DILocation(line: 72, column: 83, scope: !226)
!241 = !DILocation(line: 72, column: 54, scope: !226)
!242 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !243, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!243 = !DISubroutineType(types: !244)
!244 = !{!32, !32}
!245 = !DILocalVariable(name: "p", arg: 1, scope: !242, file: !3, line: 73, type: !32)
!246 = !DILocation(line: 73, column: 47, scope: !242)
!247 = !DILocalVariable(name: "q", scope: !242, file: !3, line: 73, type: !32)
!248 = !DILocation(line: 73, column: 57, scope: !242)
!249 = !DILocation(line: 73, column: 61, scope: !242)
!250 = !DILocation(line: 73, column: 69, scope: !242)
!251 = !DILocation(line: 73, column: 67, scope: !242)
!252 = !DILocation(line: 73, column: 81, scope: !242)
!253 = !DILocation(line: 73, column: 79, scope: !242)
!254 = !DILocation(line: 73, column: 85, scope: !242)
!255 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !3, file: !3, line: 91, type: !256, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!256 = !DISubroutineType(types: !257)
!257 = !{!258, !259}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!259 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!260 = !DILocalVariable(name: "n", arg: 1, scope: !255, file: !3, line: 91, type: !259)
!261 = !DILocation(line: 91, column: 34, scope: !255)
!262 = !DILocation(line: 91, column: 53, scope: !255)
!263 = !DILocation(line: 91, column: 57, scope: !255)
!264 = !DILocation(line: 91, column: 46, scope: !255)
!265 = !DILocation(line: 91, column: 39, scope: !255)
!266 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !267, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !258}
!269 = !DILocalVariable(name: "p", arg: 1, scope: !266, file: !3, line: 92, type: !258)
!270 = !DILocation(line: 92, column: 28, scope: !266)
!271 = !DILocation(line: 92, column: 47, scope: !266)
!272 = !DILocation(line: 92, column: 42, scope: !266)
!273 = !DILocation(line: 92, column: 51, scope: !266)
!274 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvy", scope: !3, file: !3, line: 93, type: !275, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!275 = !DISubroutineType(types: !276)
!276 = !{null, !258, !259}
!277 = !DILocalVariable(name: "p", arg: 1, scope: !274, file: !3, line: 93, type: !258)
!278 = !DILocation(line: 93, column: 28, scope: !274)
!279 = !DILocalVariable(arg: 2, scope: !274, file: !3, line: 93, type: !259)
!280 = !DILocation(line: 93, column: 44, scope: !274)
!281 = !DILocation(line: 93, column: 62, scope: !274)
!282 = !DILocation(line: 93, column: 57, scope: !274)
!283 = !DILocation(line: 93, column: 66, scope: !274)
!284 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!285 = !DILocalVariable(name: "shapes", scope: !284, file: !3, line: 96, type: !286)
!286 = !DICompositeType(tag: DW_TAG_array_type, baseType: !287, size: 192, elements: !288)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!288 = !{!289}
!289 = !DISubrange(count: 3)
!290 = !DILocation(line: 96, column: 10, scope: !284)
!291 = !DILocation(line: 96, column: 22, scope: !284)
!292 = !DILocation(line: 96, column: 23, scope: !284)
!293 = !DILocation(line: 96, column: 27, scope: !284)
!294 = !DILocation(line: 96, column: 39, scope: !284)
!295 = !DILocation(line: 96, column: 43, scope: !284)
!296 = !DILocation(line: 96, column: 54, scope: !284)
!297 = !DILocation(line: 96, column: 58, scope: !284)
!298 = !DILocalVariable(name: "total", scope: !284, file: !3, line: 97, type: !49)
!299 = !DILocation(line: 97, column: 10, scope: !284)
!300 = !DILocalVariable(name: "__range1", scope: !301, type: !302, flags: DIFlagArtificial)
!301 = distinct !DILexicalBlock(scope: !284, file: !3, line: 98, column: 3)
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !286, size: 64)
!303 = !DILocation(line: 0, scope: !301)
!304 = !DILocation(line: 98, column: 19, scope: !301)
!305 = !DILocalVariable(name: "__begin1", scope: !301, type: !306, flags: DIFlagArtificial)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!307 = !DILocation(line: 98, column: 17, scope: !301)
!308 = !DILocalVariable(name: "__end1", scope: !301, type: !306, flags: DIFlagArtificial)
!309 = !DILocalVariable(name: "s", scope: !310, file: !3, line: 98, type: !287)
!310 = distinct !DILexicalBlock(scope: !301, file: !3, line: 98, column: 3)
!311 = !DILocation(line: 98, column: 15, scope: !310)
!312 = !DILocation(line: 98, column: 17, scope: !310)
!313 = !DILocation(line: 99, column: 25, scope: !314)
!314 = distinct !DILexicalBlock(scope: !310, file: !3, line: 98, column: 27)
!315 = !DILocation(line: 99, column: 28, scope: !314)
!316 = !DILocation(line: 99, column: 36, scope: !314)
!317 = !DILocation(line: 99, column: 39, scope: !314)
!318 = !DILocation(line: 99, column: 5, scope: !314)
!319 = !DILocation(line: 100, column: 14, scope: !314)
!320 = !DILocation(line: 100, column: 17, scope: !314)
!321 = !DILocation(line: 100, column: 11, scope: !314)
!322 = !DILocation(line: 98, column: 3, scope: !301)
!323 = distinct !{!323, !322, !324}
!324 = !DILocation(line: 101, column: 3, scope: !301)
!325 = !DILocation(line: 140, column: 1, scope: !284)
!326 = !DILocalVariable(name: "__range1", scope: !327, type: !302, flags: DIFlagArtificial)
!327 = distinct !DILexicalBlock(scope: !284, file: !3, line: 102, column: 3)
!328 = !DILocation(line: 0, scope: !327)
!329 = !DILocation(line: 102, column: 19, scope: !327)
!330 = !DILocalVariable(name: "__begin1", scope: !327, type: !306, flags: DIFlagArtificial)
!331 = !DILocation(line: 102, column: 17, scope: !327)
!332 = !DILocalVariable(name: "__end1", scope: !327, type: !306, flags: DIFlagArtificial)
!333 = !DILocalVariable(name: "s", scope: !334, file: !3, line: 102, type: !287)
!334 = distinct !DILexicalBlock(scope: !327, file: !3, line: 102, column: 3)
!335 = !DILocation(line: 102, column: 15, scope: !334)
!336 = !DILocation(line: 102, column: 17, scope: !334)
!337 = !DILocation(line: 102, column: 34, scope: !334)
!338 = !DILocation(line: 102, column: 27, scope: !334)
!339 = !DILocation(line: 102, column: 3, scope: !327)
!340 = distinct !{!340, !339, !341}
!341 = !DILocation(line: 102, column: 34, scope: !327)
!342 = !DILocation(line: 103, column: 31, scope: !284)
!343 = !DILocation(line: 103, column: 3, scope: !284)
!344 = !DILocalVariable(name: "w", scope: !284, file: !3, line: 105, type: !83)
!345 = !DILocation(line: 105, column: 10, scope: !284)
!346 = !DILocalVariable(name: "c", scope: !284, file: !3, line: 106, type: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!348 = !DILocation(line: 106, column: 12, scope: !284)
!349 = !DILocation(line: 106, column: 16, scope: !284)
!350 = !DILocalVariable(name: "n", scope: !284, file: !3, line: 107, type: !351)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!352 = !DILocation(line: 107, column: 10, scope: !284)
!353 = !DILocation(line: 107, column: 14, scope: !284)
!354 = !DILocation(line: 108, column: 3, scope: !284)
!355 = !DILocation(line: 108, column: 6, scope: !284)
!356 = !DILocation(line: 108, column: 14, scope: !284)
!357 = !DILocation(line: 108, column: 17, scope: !284)
!358 = !DILocation(line: 109, column: 24, scope: !284)
!359 = !DILocation(line: 109, column: 27, scope: !284)
!360 = !DILocation(line: 109, column: 36, scope: !284)
!361 = !DILocation(line: 109, column: 38, scope: !284)
!362 = !DILocation(line: 109, column: 45, scope: !284)
!363 = !DILocation(line: 109, column: 47, scope: !284)
!364 = !DILocation(line: 109, column: 3, scope: !284)
!365 = !DILocalVariable(name: "d", scope: !284, file: !3, line: 111, type: !113)
!366 = !DILocation(line: 111, column: 11, scope: !284)
!367 = !DILocalVariable(name: "bp", scope: !284, file: !3, line: 112, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!369 = !DILocation(line: 112, column: 9, scope: !284)
!370 = !DILocation(line: 112, column: 14, scope: !284)
!371 = !DILocalVariable(name: "lp", scope: !284, file: !3, line: 113, type: !372)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!373 = !DILocation(line: 113, column: 9, scope: !284)
!374 = !DILocation(line: 113, column: 14, scope: !284)
!375 = !DILocation(line: 114, column: 32, scope: !284)
!376 = !DILocation(line: 114, column: 36, scope: !284)
!377 = !DILocation(line: 114, column: 43, scope: !284)
!378 = !DILocation(line: 114, column: 47, scope: !284)
!379 = !DILocation(line: 114, column: 54, scope: !284)
!380 = !DILocation(line: 114, column: 63, scope: !284)
!381 = !DILocation(line: 114, column: 3, scope: !284)
!382 = !DILocation(line: 115, column: 53, scope: !284)
!383 = !DILocation(line: 115, column: 31, scope: !284)
!384 = !DILocation(line: 115, column: 57, scope: !284)
!385 = !DILocation(line: 115, column: 3, scope: !284)
!386 = !DILocalVariable(name: "arr", scope: !284, file: !3, line: 117, type: !387)
!387 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !388, templateParams: !405, identifier: "_ZTS5ArrayIiLi8EE")
!388 = !{!389, !393, !398}
!389 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !387, file: !3, line: 43, baseType: !390, size: 256)
!390 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !391)
!391 = !{!392}
!392 = !DISubrange(count: 8)
!393 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !387, file: !3, line: 44, type: !394, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!394 = !DISubroutineType(types: !395)
!395 = !{!396, !397, !6}
!396 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !387, file: !3, line: 45, type: !399, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!399 = !DISubroutineType(types: !400)
!400 = !{!401, !403, !6}
!401 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !387)
!405 = !{!406, !407}
!406 = !DITemplateTypeParameter(name: "T", type: !6)
!407 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!408 = !DILocation(line: 117, column: 17, scope: !284)
!409 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 118, type: !6)
!410 = distinct !DILexicalBlock(scope: !284, file: !3, line: 118, column: 3)
!411 = !DILocation(line: 118, column: 12, scope: !410)
!412 = !DILocation(line: 118, column: 8, scope: !410)
!413 = !DILocation(line: 118, column: 19, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !3, line: 118, column: 3)
!415 = !DILocation(line: 118, column: 21, scope: !414)
!416 = !DILocation(line: 118, column: 3, scope: !410)
!417 = !DILocation(line: 118, column: 40, scope: !414)
!418 = !DILocation(line: 118, column: 44, scope: !414)
!419 = !DILocation(line: 118, column: 42, scope: !414)
!420 = !DILocation(line: 118, column: 35, scope: !414)
!421 = !DILocation(line: 118, column: 31, scope: !414)
!422 = !DILocation(line: 118, column: 38, scope: !414)
!423 = !DILocation(line: 118, column: 26, scope: !414)
!424 = !DILocation(line: 118, column: 3, scope: !414)
!425 = distinct !{!425, !416, !426, !221}
!426 = !DILocation(line: 118, column: 44, scope: !410)
!427 = !DILocalVariable(name: "bias", scope: !284, file: !3, line: 119, type: !6)
!428 = !DILocation(line: 119, column: 7, scope: !284)
!429 = !DILocalVariable(name: "add", scope: !284, file: !3, line: 120, type: !430)
!430 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !284, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !431)
!431 = !{!432}
!432 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !430, file: !3, line: 120, baseType: !6, size: 32)
!433 = !DILocation(line: 120, column: 8, scope: !284)
!434 = !DILocation(line: 120, column: 14, scope: !284)
!435 = !DILocation(line: 120, column: 15, scope: !284)
!436 = !DILocalVariable(name: "prod_count", scope: !284, file: !3, line: 121, type: !6)
!437 = !DILocation(line: 121, column: 7, scope: !284)
!438 = !DILocalVariable(name: "mul", scope: !284, file: !3, line: 122, type: !439)
!439 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !284, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !440)
!440 = !{!441}
!441 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !439, file: !3, line: 122, baseType: !396, size: 64)
!442 = !DILocation(line: 122, column: 8, scope: !284)
!443 = !DILocation(line: 122, column: 14, scope: !284)
!444 = !DILocation(line: 123, column: 43, scope: !284)
!445 = !DILocation(line: 123, column: 35, scope: !284)
!446 = !DILocation(line: 123, column: 61, scope: !284)
!447 = !DILocation(line: 123, column: 53, scope: !284)
!448 = !DILocation(line: 123, column: 67, scope: !284)
!449 = !DILocation(line: 123, column: 3, scope: !284)
!450 = !DILocalVariable(name: "gen", scope: !284, file: !3, line: 124, type: !451)
!451 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !284, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!452 = !DILocation(line: 124, column: 8, scope: !284)
!453 = !DILocation(line: 125, column: 27, scope: !284)
!454 = !DILocation(line: 125, column: 36, scope: !284)
!455 = !DILocation(line: 125, column: 3, scope: !284)
!456 = !DILocalVariable(name: "fp", scope: !284, file: !3, line: 126, type: !457)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DISubroutineType(types: !459)
!459 = !{!6, !6}
!460 = !DILocation(line: 126, column: 9, scope: !284)
!461 = !DILocation(line: 126, column: 20, scope: !284)
!462 = !DILocation(line: 127, column: 21, scope: !284)
!463 = !DILocation(line: 127, column: 3, scope: !284)
!464 = !DILocation(line: 129, column: 30, scope: !284)
!465 = !DILocation(line: 129, column: 44, scope: !284)
!466 = !DILocation(line: 129, column: 63, scope: !284)
!467 = !DILocation(line: 129, column: 3, scope: !284)
!468 = !DILocation(line: 130, column: 29, scope: !284)
!469 = !DILocation(line: 130, column: 59, scope: !284)
!470 = !DILocation(line: 130, column: 81, scope: !284)
!471 = !DILocation(line: 130, column: 3, scope: !284)
!472 = !DILocalVariable(name: "b", scope: !284, file: !3, line: 132, type: !169)
!473 = !DILocation(line: 132, column: 7, scope: !284)
!474 = !DILocation(line: 132, column: 11, scope: !284)
!475 = !DILocation(line: 133, column: 35, scope: !284)
!476 = !DILocation(line: 133, column: 27, scope: !284)
!477 = !DILocation(line: 133, column: 41, scope: !284)
!478 = !DILocation(line: 133, column: 39, scope: !284)
!479 = !DILocation(line: 133, column: 3, scope: !284)
!480 = !DILocalVariable(name: "p", scope: !284, file: !3, line: 134, type: !32)
!481 = !DILocation(line: 134, column: 8, scope: !284)
!482 = !DILocation(line: 134, column: 26, scope: !284)
!483 = !DILocation(line: 134, column: 12, scope: !284)
!484 = !DILocation(line: 135, column: 30, scope: !284)
!485 = !DILocation(line: 135, column: 35, scope: !284)
!486 = !DILocation(line: 135, column: 33, scope: !284)
!487 = !DILocation(line: 135, column: 3, scope: !284)
!488 = !DILocalVariable(name: "a1", scope: !284, file: !3, line: 137, type: !6)
!489 = !DILocation(line: 137, column: 7, scope: !284)
!490 = !DILocation(line: 137, column: 12, scope: !284)
!491 = !DILocalVariable(name: "a2", scope: !284, file: !3, line: 137, type: !6)
!492 = !DILocation(line: 137, column: 23, scope: !284)
!493 = !DILocation(line: 137, column: 28, scope: !284)
!494 = !DILocation(line: 138, column: 40, scope: !284)
!495 = !DILocation(line: 138, column: 44, scope: !284)
!496 = !DILocation(line: 138, column: 48, scope: !284)
!497 = !DILocation(line: 138, column: 59, scope: !284)
!498 = !DILocation(line: 138, column: 3, scope: !284)
!499 = !DILocation(line: 139, column: 3, scope: !284)
!500 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !59, retainedNodes: !148)
!501 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!503 = !DILocation(line: 0, scope: !500)
!504 = !DILocalVariable(name: "a", arg: 2, scope: !500, file: !3, line: 17, type: !49)
!505 = !DILocation(line: 17, column: 15, scope: !500)
!506 = !DILocalVariable(name: "b", arg: 3, scope: !500, file: !3, line: 17, type: !49)
!507 = !DILocation(line: 17, column: 25, scope: !500)
!508 = !DILocation(line: 17, column: 41, scope: !500)
!509 = !DILocation(line: 17, column: 3, scope: !500)
!510 = !DILocation(line: 17, column: 30, scope: !500)
!511 = !DILocation(line: 17, column: 32, scope: !500)
!512 = !DILocation(line: 17, column: 36, scope: !500)
!513 = !DILocation(line: 17, column: 38, scope: !500)
!514 = !DILocation(line: 17, column: 42, scope: !500)
!515 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !74, retainedNodes: !148)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !515, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!518 = !DILocation(line: 0, scope: !515)
!519 = !DILocalVariable(name: "s", arg: 2, scope: !515, file: !3, line: 23, type: !49)
!520 = !DILocation(line: 23, column: 26, scope: !515)
!521 = !DILocation(line: 23, column: 42, scope: !515)
!522 = !DILocation(line: 23, column: 36, scope: !515)
!523 = !DILocation(line: 23, column: 39, scope: !515)
!524 = !DILocation(line: 23, column: 31, scope: !515)
!525 = !DILocation(line: 23, column: 43, scope: !515)
!526 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !83, file: !3, line: 30, type: !110, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !527, retainedNodes: !148)
!527 = !DISubprogram(name: "Widget", scope: !83, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!528 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !529, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!530 = !DILocation(line: 0, scope: !526)
!531 = !DILocation(line: 30, column: 8, scope: !526)
!532 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !533, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !536, retainedNodes: !148)
!533 = !DISubroutineType(types: !534)
!534 = !{null, !535}
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!536 = !DISubprogram(name: "Diamond", scope: !113, type: !533, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!537 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !538, flags: DIFlagArtificial | DIFlagObjectPointer)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!539 = !DILocation(line: 0, scope: !532)
!540 = !DILocation(line: 38, column: 8, scope: !532)
!541 = !DILocation(line: 38, column: 36, scope: !532)
!542 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !387, file: !3, line: 44, type: !394, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !393, retainedNodes: !148)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !542, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64)
!545 = !DILocation(line: 0, scope: !542)
!546 = !DILocalVariable(name: "i", arg: 2, scope: !542, file: !3, line: 44, type: !6)
!547 = !DILocation(line: 44, column: 21, scope: !542)
!548 = !DILocation(line: 44, column: 33, scope: !542)
!549 = !DILocation(line: 44, column: 38, scope: !542)
!550 = !DILocation(line: 44, column: 26, scope: !542)
!551 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !387, file: !3, line: 46, type: !552, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !555, declaration: !554, retainedNodes: !148)
!552 = !DISubroutineType(types: !553)
!553 = !{!6, !403, !6, !430}
!554 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !387, file: !3, line: 46, type: !552, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !555)
!555 = !{!556}
!556 = !DITemplateTypeParameter(name: "F", type: !430)
!557 = !DILocalVariable(name: "this", arg: 1, scope: !551, type: !558, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!559 = !DILocation(line: 0, scope: !551)
!560 = !DILocalVariable(name: "init", arg: 2, scope: !551, file: !3, line: 46, type: !6)
!561 = !DILocation(line: 46, column: 34, scope: !551)
!562 = !DILocalVariable(name: "f", arg: 3, scope: !551, file: !3, line: 46, type: !430)
!563 = !DILocation(line: 46, column: 42, scope: !551)
!564 = !DILocalVariable(name: "i", scope: !565, file: !3, line: 47, type: !6)
!565 = distinct !DILexicalBlock(scope: !551, file: !3, line: 47, column: 5)
!566 = !DILocation(line: 47, column: 14, scope: !565)
!567 = !DILocation(line: 47, column: 10, scope: !565)
!568 = !DILocation(line: 47, column: 21, scope: !569)
!569 = distinct !DILexicalBlock(scope: !565, file: !3, line: 47, column: 5)
!570 = !DILocation(line: 47, column: 23, scope: !569)
!571 = !DILocation(line: 47, column: 5, scope: !565)
!572 = !DILocation(line: 47, column: 42, scope: !569)
!573 = !DILocation(line: 47, column: 48, scope: !569)
!574 = !DILocation(line: 47, column: 53, scope: !569)
!575 = !DILocation(line: 47, column: 40, scope: !569)
!576 = !DILocation(line: 47, column: 38, scope: !569)
!577 = !DILocation(line: 47, column: 33, scope: !569)
!578 = !DILocation(line: 47, column: 28, scope: !569)
!579 = !DILocation(line: 47, column: 5, scope: !569)
!580 = distinct !{!580, !571, !581, !221}
!581 = !DILocation(line: 47, column: 55, scope: !565)
!582 = !DILocation(line: 48, column: 12, scope: !551)
!583 = !DILocation(line: 48, column: 5, scope: !551)
!584 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !387, file: !3, line: 46, type: !585, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !588, declaration: !587, retainedNodes: !148)
!585 = !DISubroutineType(types: !586)
!586 = !{!6, !403, !6, !439}
!587 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !387, file: !3, line: 46, type: !585, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !588)
!588 = !{!589}
!589 = !DITemplateTypeParameter(name: "F", type: !439)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !584, type: !558, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DILocation(line: 0, scope: !584)
!592 = !DILocalVariable(name: "init", arg: 2, scope: !584, file: !3, line: 46, type: !6)
!593 = !DILocation(line: 46, column: 34, scope: !584)
!594 = !DILocalVariable(name: "f", arg: 3, scope: !584, file: !3, line: 46, type: !439)
!595 = !DILocation(line: 46, column: 42, scope: !584)
!596 = !DILocalVariable(name: "i", scope: !597, file: !3, line: 47, type: !6)
!597 = distinct !DILexicalBlock(scope: !584, file: !3, line: 47, column: 5)
!598 = !DILocation(line: 47, column: 14, scope: !597)
!599 = !DILocation(line: 47, column: 10, scope: !597)
!600 = !DILocation(line: 47, column: 21, scope: !601)
!601 = distinct !DILexicalBlock(scope: !597, file: !3, line: 47, column: 5)
!602 = !DILocation(line: 47, column: 23, scope: !601)
!603 = !DILocation(line: 47, column: 5, scope: !597)
!604 = !DILocation(line: 47, column: 42, scope: !601)
!605 = !DILocation(line: 47, column: 48, scope: !601)
!606 = !DILocation(line: 47, column: 53, scope: !601)
!607 = !DILocation(line: 47, column: 40, scope: !601)
!608 = !DILocation(line: 47, column: 38, scope: !601)
!609 = !DILocation(line: 47, column: 33, scope: !601)
!610 = !DILocation(line: 47, column: 28, scope: !601)
!611 = !DILocation(line: 47, column: 5, scope: !601)
!612 = distinct !{!612, !603, !613, !221}
!613 = !DILocation(line: 47, column: 55, scope: !597)
!614 = !DILocation(line: 48, column: 12, scope: !584)
!615 = !DILocation(line: 48, column: 5, scope: !584)
!616 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !451, file: !3, line: 124, type: !617, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !625, declaration: !621, retainedNodes: !148)
!617 = !DISubroutineType(types: !618)
!618 = !{!6, !619, !6}
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !620, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!620 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !451)
!621 = !DISubprogram(name: "operator()<int>", scope: !451, file: !3, line: 124, type: !622, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !625)
!622 = !DISubroutineType(types: !623)
!623 = !{!624, !619, !6}
!624 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!625 = !{!626}
!626 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!627 = !DILocalVariable(name: "this", arg: 1, scope: !616, type: !628, flags: DIFlagArtificial | DIFlagObjectPointer)
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !620, size: 64)
!629 = !DILocation(line: 0, scope: !616)
!630 = !DILocalVariable(name: "x", arg: 2, scope: !616, file: !3, line: 124, type: !6)
!631 = !DILocation(line: 124, column: 22, scope: !616)
!632 = !DILocation(line: 124, column: 34, scope: !616)
!633 = !DILocation(line: 124, column: 38, scope: !616)
!634 = !DILocation(line: 124, column: 36, scope: !616)
!635 = !DILocation(line: 124, column: 27, scope: !616)
!636 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !451, file: !3, line: 124, type: !637, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !642, declaration: !639, retainedNodes: !148)
!637 = !DISubroutineType(types: !638)
!638 = !{!49, !619, !49}
!639 = !DISubprogram(name: "operator()<double>", scope: !451, file: !3, line: 124, type: !640, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !642)
!640 = !DISubroutineType(types: !641)
!641 = !{!624, !619, !49}
!642 = !{!643}
!643 = !DITemplateTypeParameter(name: "x:auto", type: !49)
!644 = !DILocalVariable(name: "this", arg: 1, scope: !636, type: !628, flags: DIFlagArtificial | DIFlagObjectPointer)
!645 = !DILocation(line: 0, scope: !636)
!646 = !DILocalVariable(name: "x", arg: 2, scope: !636, file: !3, line: 124, type: !49)
!647 = !DILocation(line: 124, column: 22, scope: !636)
!648 = !DILocation(line: 124, column: 34, scope: !636)
!649 = !DILocation(line: 124, column: 38, scope: !636)
!650 = !DILocation(line: 124, column: 36, scope: !636)
!651 = !DILocation(line: 124, column: 27, scope: !636)
!652 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !653, file: !3, line: 126, type: !654, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !658, retainedNodes: !148)
!653 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !284, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!654 = !DISubroutineType(types: !655)
!655 = !{!457, !656}
!656 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !657, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!657 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !653)
!658 = !DISubprogram(name: "operator int (*)(int)", scope: !653, type: !654, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!659 = !DILocalVariable(name: "this", arg: 1, scope: !652, type: !660, flags: DIFlagArtificial | DIFlagObjectPointer)
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !657, size: 64)
!661 = !DILocation(line: 0, scope: !652)
!662 = !DILocation(line: 126, column: 20, scope: !652)
!663 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !3, file: !3, line: 52, type: !664, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !666, retainedNodes: !148)
!664 = !DISubroutineType(types: !665)
!665 = !{!6, !6, !6}
!666 = !{!406}
!667 = !DILocalVariable(name: "a", arg: 1, scope: !663, file: !3, line: 52, type: !6)
!668 = !DILocation(line: 52, column: 34, scope: !663)
!669 = !DILocalVariable(name: "b", arg: 2, scope: !663, file: !3, line: 52, type: !6)
!670 = !DILocation(line: 52, column: 39, scope: !663)
!671 = !DILocation(line: 52, column: 51, scope: !663)
!672 = !DILocation(line: 52, column: 55, scope: !663)
!673 = !DILocation(line: 52, column: 53, scope: !663)
!674 = !DILocation(line: 52, column: 59, scope: !663)
!675 = !DILocation(line: 52, column: 63, scope: !663)
!676 = !DILocation(line: 52, column: 44, scope: !663)
!677 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !3, file: !3, line: 52, type: !678, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !680, retainedNodes: !148)
!678 = !DISubroutineType(types: !679)
!679 = !{!49, !49, !49}
!680 = !{!681}
!681 = !DITemplateTypeParameter(name: "T", type: !49)
!682 = !DILocalVariable(name: "a", arg: 1, scope: !677, file: !3, line: 52, type: !49)
!683 = !DILocation(line: 52, column: 34, scope: !677)
!684 = !DILocalVariable(name: "b", arg: 2, scope: !677, file: !3, line: 52, type: !49)
!685 = !DILocation(line: 52, column: 39, scope: !677)
!686 = !DILocation(line: 52, column: 51, scope: !677)
!687 = !DILocation(line: 52, column: 55, scope: !677)
!688 = !DILocation(line: 52, column: 53, scope: !677)
!689 = !DILocation(line: 52, column: 59, scope: !677)
!690 = !DILocation(line: 52, column: 63, scope: !677)
!691 = !DILocation(line: 52, column: 44, scope: !677)
!692 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !3, file: !3, line: 55, type: !693, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !695, retainedNodes: !148)
!693 = !DISubroutineType(types: !694)
!694 = !{!6, !6, !9, !49, !55}
!695 = !{!696}
!696 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !697)
!697 = !{!698, !699, !700, !701}
!698 = !DITemplateTypeParameter(type: !6)
!699 = !DITemplateTypeParameter(type: !9)
!700 = !DITemplateTypeParameter(type: !49)
!701 = !DITemplateTypeParameter(type: !55)
!702 = !DILocalVariable(arg: 1, scope: !692, file: !3, line: 55, type: !6)
!703 = !DILocation(line: 55, column: 47, scope: !692)
!704 = !DILocalVariable(arg: 2, scope: !692, file: !3, line: 55, type: !9)
!705 = !DILocalVariable(arg: 3, scope: !692, file: !3, line: 55, type: !49)
!706 = !DILocalVariable(arg: 4, scope: !692, file: !3, line: 55, type: !55)
!707 = !DILocation(line: 55, column: 51, scope: !692)
!708 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !709, file: !3, line: 58, type: !712, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !711, retainedNodes: !148)
!709 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !710, templateParams: !666, identifier: "_ZTS8TypeNameIiE")
!710 = !{!711}
!711 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !709, file: !3, line: 58, type: !712, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!712 = !DISubroutineType(types: !713)
!713 = !{!55}
!714 = !DILocation(line: 58, column: 63, scope: !708)
!715 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !716, file: !3, line: 59, type: !712, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !718, retainedNodes: !148)
!716 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !717, templateParams: !680, identifier: "_ZTS8TypeNameIdE")
!717 = !{!718}
!718 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !716, file: !3, line: 59, type: !712, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!719 = !DILocation(line: 59, column: 66, scope: !715)
!720 = !DILocation(line: 86, column: 3, scope: !2)
!721 = !{!"branch_weights", i32 1, i32 1048575}
!722 = !DILocation(line: 86, column: 18, scope: !2)
!723 = !DILocation(line: 86, column: 29, scope: !2)
!724 = !DILocation(line: 87, column: 10, scope: !2)
!725 = !DILocation(line: 87, column: 3, scope: !2)
!726 = !DILocation(line: 88, column: 1, scope: !2)
!727 = !DILocation(line: 82, column: 3, scope: !144)
!728 = !DILocation(line: 82, column: 19, scope: !144)
!729 = !DILocation(line: 83, column: 3, scope: !144)
!730 = !DILocation(line: 84, column: 1, scope: !144)
!731 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !533, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !732, retainedNodes: !148)
!732 = !DISubprogram(name: "~Diamond", scope: !113, type: !533, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!733 = !DILocalVariable(name: "this", arg: 1, scope: !731, type: !538, flags: DIFlagArtificial | DIFlagObjectPointer)
!734 = !DILocation(line: 0, scope: !731)
!735 = !DILocation(line: 38, column: 8, scope: !731)
!736 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !39, file: !3, line: 9, type: !43, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !737, retainedNodes: !148)
!737 = !DISubprogram(name: "Shape", scope: !39, type: !43, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!738 = !DILocalVariable(name: "this", arg: 1, scope: !736, type: !287, flags: DIFlagArtificial | DIFlagObjectPointer)
!739 = !DILocation(line: 0, scope: !736)
!740 = !DILocation(line: 9, column: 8, scope: !736)
!741 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !36, file: !3, line: 15, type: !742, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !744, retainedNodes: !148)
!742 = !DISubroutineType(types: !743)
!743 = !{null, !62}
!744 = !DISubprogram(name: "~Rect", scope: !36, type: !742, containingType: !36, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !741, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocation(line: 0, scope: !741)
!747 = !DILocation(line: 15, column: 8, scope: !748)
!748 = distinct !DILexicalBlock(scope: !741, file: !3, line: 15, column: 8)
!749 = !DILocation(line: 15, column: 8, scope: !741)
!750 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !36, file: !3, line: 15, type: !742, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !744, retainedNodes: !148)
!751 = !DILocalVariable(name: "this", arg: 1, scope: !750, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!752 = !DILocation(line: 0, scope: !750)
!753 = !DILocation(line: 15, column: 8, scope: !750)
!754 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !63, retainedNodes: !148)
!755 = !DILocalVariable(name: "this", arg: 1, scope: !754, type: !756, flags: DIFlagArtificial | DIFlagObjectPointer)
!756 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!757 = !DILocation(line: 0, scope: !754)
!758 = !DILocation(line: 18, column: 41, scope: !754)
!759 = !DILocation(line: 18, column: 45, scope: !754)
!760 = !DILocation(line: 18, column: 43, scope: !754)
!761 = !DILocation(line: 18, column: 34, scope: !754)
!762 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !68, retainedNodes: !148)
!763 = !DILocalVariable(name: "this", arg: 1, scope: !762, type: !756, flags: DIFlagArtificial | DIFlagObjectPointer)
!764 = !DILocation(line: 0, scope: !762)
!765 = !DILocation(line: 19, column: 39, scope: !762)
!766 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!767 = !DILocalVariable(name: "this", arg: 1, scope: !766, type: !287, flags: DIFlagArtificial | DIFlagObjectPointer)
!768 = !DILocation(line: 0, scope: !766)
!769 = !DILocation(line: 10, column: 21, scope: !766)
!770 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!771 = !DILocalVariable(name: "this", arg: 1, scope: !770, type: !287, flags: DIFlagArtificial | DIFlagObjectPointer)
!772 = !DILocation(line: 0, scope: !770)
!773 = !DILocation(line: 10, column: 20, scope: !770)
!774 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !52, retainedNodes: !148)
!775 = !DILocalVariable(name: "this", arg: 1, scope: !774, type: !776, flags: DIFlagArtificial | DIFlagObjectPointer)
!776 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!777 = !DILocation(line: 0, scope: !774)
!778 = !DILocation(line: 12, column: 38, scope: !774)
!779 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !71, file: !3, line: 22, type: !780, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !782, retainedNodes: !148)
!780 = !DISubroutineType(types: !781)
!781 = !{null, !77}
!782 = !DISubprogram(name: "~Square", scope: !71, type: !780, containingType: !71, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!783 = !DILocalVariable(name: "this", arg: 1, scope: !779, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!784 = !DILocation(line: 0, scope: !779)
!785 = !DILocation(line: 22, column: 8, scope: !786)
!786 = distinct !DILexicalBlock(scope: !779, file: !3, line: 22, column: 8)
!787 = !DILocation(line: 22, column: 8, scope: !779)
!788 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !71, file: !3, line: 22, type: !780, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !782, retainedNodes: !148)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !788, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DILocation(line: 0, scope: !788)
!791 = !DILocation(line: 22, column: 8, scope: !788)
!792 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !78, retainedNodes: !148)
!793 = !DILocalVariable(name: "this", arg: 1, scope: !792, type: !794, flags: DIFlagArtificial | DIFlagObjectPointer)
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!795 = !DILocation(line: 0, scope: !792)
!796 = !DILocation(line: 24, column: 39, scope: !792)
!797 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !86, file: !3, line: 27, type: !798, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !801, retainedNodes: !148)
!798 = !DISubroutineType(types: !799)
!799 = !{null, !800}
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!801 = !DISubprogram(name: "Named", scope: !86, type: !798, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!802 = !DILocalVariable(name: "this", arg: 1, scope: !797, type: !351, flags: DIFlagArtificial | DIFlagObjectPointer)
!803 = !DILocation(line: 0, scope: !797)
!804 = !DILocation(line: 27, column: 8, scope: !797)
!805 = !DILocation(line: 27, column: 74, scope: !797)
!806 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !807, retainedNodes: !148)
!807 = !DISubprogram(name: "Counted", scope: !96, type: !101, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!808 = !DILocalVariable(name: "this", arg: 1, scope: !806, type: !347, flags: DIFlagArtificial | DIFlagObjectPointer)
!809 = !DILocation(line: 0, scope: !806)
!810 = !DILocation(line: 28, column: 8, scope: !806)
!811 = !DILocation(line: 28, column: 22, scope: !806)
!812 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !104, retainedNodes: !148)
!813 = !DILocalVariable(name: "this", arg: 1, scope: !812, type: !814, flags: DIFlagArtificial | DIFlagObjectPointer)
!814 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!815 = !DILocation(line: 0, scope: !812)
!816 = !DILocation(line: 31, column: 40, scope: !812)
!817 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !109, retainedNodes: !148)
!818 = !DILocalVariable(name: "this", arg: 1, scope: !817, type: !529, flags: DIFlagArtificial | DIFlagObjectPointer)
!819 = !DILocation(line: 0, scope: !817)
!820 = !DILocation(line: 32, column: 26, scope: !817)
!821 = !DILocation(line: 32, column: 32, scope: !817)
!822 = !DILocation(line: 32, column: 39, scope: !817)
!823 = distinct !DISubprogram(linkageName: "_ZThn16_N6Widget4bumpEv", scope: !3, file: !3, line: 32, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!824 = !DISubroutineType(types: !148)
!825 = !DILocation(line: 0, scope: !823)
!826 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !90, retainedNodes: !148)
!827 = !DILocalVariable(name: "this", arg: 1, scope: !826, type: !828, flags: DIFlagArtificial | DIFlagObjectPointer)
!828 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!829 = !DILocation(line: 0, scope: !826)
!830 = !DILocation(line: 27, column: 52, scope: !826)
!831 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !100, retainedNodes: !148)
!832 = !DILocalVariable(name: "this", arg: 1, scope: !831, type: !347, flags: DIFlagArtificial | DIFlagObjectPointer)
!833 = !DILocation(line: 0, scope: !831)
!834 = !DILocation(line: 28, column: 57, scope: !831)
!835 = !DILocation(line: 28, column: 55, scope: !831)
!836 = !DILocation(line: 28, column: 64, scope: !831)
!837 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !838, retainedNodes: !148)
!838 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!839 = !DILocalVariable(name: "this", arg: 1, scope: !837, type: !368, flags: DIFlagArtificial | DIFlagObjectPointer)
!840 = !DILocation(line: 0, scope: !837)
!841 = !DILocation(line: 35, column: 8, scope: !837)
!842 = !DILocation(line: 35, column: 19, scope: !837)
!843 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !844, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !847, retainedNodes: !148)
!844 = !DISubroutineType(types: !845)
!845 = !{null, !846}
!846 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!847 = !DISubprogram(name: "Left", scope: !116, type: !844, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!848 = !DILocalVariable(name: "this", arg: 1, scope: !843, type: !372, flags: DIFlagArtificial | DIFlagObjectPointer)
!849 = !DILocation(line: 0, scope: !843)
!850 = !DILocalVariable(name: "vtt", arg: 2, scope: !843, type: !851, flags: DIFlagArtificial)
!851 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!852 = !DILocation(line: 36, column: 8, scope: !843)
!853 = !DILocation(line: 36, column: 34, scope: !843)
!854 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !855, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !858, retainedNodes: !148)
!855 = !DISubroutineType(types: !856)
!856 = !{null, !857}
!857 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!858 = !DISubprogram(name: "Right", scope: !12, type: !855, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!859 = !DILocalVariable(name: "this", arg: 1, scope: !854, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!860 = !DILocation(line: 0, scope: !854)
!861 = !DILocalVariable(name: "vtt", arg: 2, scope: !854, type: !851, flags: DIFlagArtificial)
!862 = !DILocation(line: 37, column: 8, scope: !854)
!863 = !DILocation(line: 37, column: 35, scope: !854)
!864 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !121, retainedNodes: !148)
!865 = !DILocalVariable(name: "this", arg: 1, scope: !864, type: !866, flags: DIFlagArtificial | DIFlagObjectPointer)
!866 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!867 = !DILocation(line: 0, scope: !864)
!868 = !DILocation(line: 36, column: 75, scope: !864)
!869 = !DILocation(line: 36, column: 79, scope: !864)
!870 = !DILocation(line: 36, column: 77, scope: !864)
!871 = !DILocation(line: 36, column: 68, scope: !864)
!872 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !116, file: !3, line: 36, type: !844, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !873, retainedNodes: !148)
!873 = !DISubprogram(name: "~Left", scope: !116, type: !844, containingType: !116, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !872, type: !372, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DILocation(line: 0, scope: !872)
!876 = !DILocation(line: 36, column: 8, scope: !872)
!877 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !116, file: !3, line: 36, type: !844, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !873, retainedNodes: !148)
!878 = !DILocalVariable(name: "this", arg: 1, scope: !877, type: !372, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DILocation(line: 0, scope: !877)
!880 = !DILocation(line: 36, column: 8, scope: !877)
!881 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK4Left3getEv", scope: !3, file: !3, line: 36, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!882 = !DILocation(line: 0, scope: !881)
!883 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD1Ev", scope: !3, file: !3, line: 36, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!884 = !DILocation(line: 0, scope: !883)
!885 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD0Ev", scope: !3, file: !3, line: 36, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!886 = !DILocation(line: 0, scope: !885)
!887 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !12, file: !3, line: 37, type: !855, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !888, retainedNodes: !148)
!888 = !DISubprogram(name: "~Right", scope: !12, type: !855, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!889 = !DILocalVariable(name: "this", arg: 1, scope: !887, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!890 = !DILocation(line: 0, scope: !887)
!891 = !DILocation(line: 37, column: 8, scope: !887)
!892 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !12, file: !3, line: 37, type: !855, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !888, retainedNodes: !148)
!893 = !DILocalVariable(name: "this", arg: 1, scope: !892, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!894 = !DILocation(line: 0, scope: !892)
!895 = !DILocation(line: 37, column: 8, scope: !892)
!896 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !148)
!897 = !DILocalVariable(name: "this", arg: 1, scope: !896, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!899 = !DILocation(line: 0, scope: !896)
!900 = !DILocation(line: 35, column: 59, scope: !896)
!901 = !DILocation(line: 35, column: 52, scope: !896)
!902 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD1Ev", scope: !3, file: !3, line: 37, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!903 = !DILocation(line: 0, scope: !902)
!904 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD0Ev", scope: !3, file: !3, line: 37, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!905 = !DILocation(line: 0, scope: !904)
!906 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !128, retainedNodes: !148)
!907 = !DILocalVariable(name: "this", arg: 1, scope: !906, type: !908, flags: DIFlagArtificial | DIFlagObjectPointer)
!908 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!909 = !DILocation(line: 0, scope: !906)
!910 = !DILocation(line: 38, column: 77, scope: !906)
!911 = !DILocation(line: 38, column: 81, scope: !906)
!912 = !DILocation(line: 38, column: 79, scope: !906)
!913 = !DILocation(line: 38, column: 85, scope: !906)
!914 = !DILocation(line: 38, column: 83, scope: !906)
!915 = !DILocation(line: 38, column: 89, scope: !906)
!916 = !DILocation(line: 38, column: 87, scope: !906)
!917 = !DILocation(line: 38, column: 70, scope: !906)
!918 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !533, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !732, retainedNodes: !148)
!919 = !DILocalVariable(name: "this", arg: 1, scope: !918, type: !538, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DILocation(line: 0, scope: !918)
!921 = !DILocation(line: 38, column: 8, scope: !918)
!922 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!923 = !DILocation(line: 0, scope: !922)
!924 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!925 = !DILocation(line: 0, scope: !924)
!926 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!927 = !DILocation(line: 0, scope: !926)
!928 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!929 = !DILocation(line: 0, scope: !928)
!930 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !824, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!931 = !DILocation(line: 0, scope: !930)
!932 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!933 = !DILocalVariable(name: "this", arg: 1, scope: !932, type: !368, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = !DILocation(line: 0, scope: !932)
!935 = !DILocation(line: 35, column: 81, scope: !932)
!936 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!937 = !DILocalVariable(name: "this", arg: 1, scope: !936, type: !368, flags: DIFlagArtificial | DIFlagObjectPointer)
!938 = !DILocation(line: 0, scope: !936)
!939 = !DILocation(line: 35, column: 80, scope: !936)
!940 = !DILocation(line: 35, column: 81, scope: !936)
!941 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !116, file: !3, line: 36, type: !844, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !873, retainedNodes: !148)
!942 = !DILocalVariable(name: "this", arg: 1, scope: !941, type: !372, flags: DIFlagArtificial | DIFlagObjectPointer)
!943 = !DILocation(line: 0, scope: !941)
!944 = !DILocalVariable(name: "vtt", arg: 2, scope: !941, type: !851, flags: DIFlagArtificial)
!945 = !DILocation(line: 36, column: 8, scope: !941)
!946 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !12, file: !3, line: 37, type: !855, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !888, retainedNodes: !148)
!947 = !DILocalVariable(name: "this", arg: 1, scope: !946, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!948 = !DILocation(line: 0, scope: !946)
!949 = !DILocalVariable(name: "vtt", arg: 2, scope: !946, type: !851, flags: DIFlagArtificial)
!950 = !DILocation(line: 37, column: 8, scope: !946)
!951 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !653, file: !3, line: 126, type: !458, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !952, retainedNodes: !148)
!952 = !DISubprogram(name: "__invoke", scope: !653, type: !458, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!953 = !DILocalVariable(name: "x", arg: 1, scope: !951, type: !6)
!954 = !DILocation(line: 0, scope: !951)
!955 = !DILocation(line: 126, column: 20, scope: !951)
!956 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !653, file: !3, line: 126, type: !957, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !959, retainedNodes: !148)
!957 = !DISubroutineType(types: !958)
!958 = !{!6, !656, !6}
!959 = !DISubprogram(name: "operator()", scope: !653, file: !3, line: 126, type: !960, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!960 = !DISubroutineType(types: !961)
!961 = !{!624, !656, !6}
!962 = !DILocalVariable(name: "this", arg: 1, scope: !956, type: !660, flags: DIFlagArtificial | DIFlagObjectPointer)
!963 = !DILocation(line: 0, scope: !956)
!964 = !DILocalVariable(name: "x", arg: 2, scope: !956, file: !3, line: 126, type: !6)
!965 = !DILocation(line: 126, column: 27, scope: !956)
!966 = !DILocation(line: 126, column: 39, scope: !956)
!967 = !DILocation(line: 126, column: 41, scope: !956)
!968 = !DILocation(line: 126, column: 32, scope: !956)
!969 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !136, retainedNodes: !148)
!970 = !DILocalVariable(name: "this", arg: 1, scope: !969, type: !971, flags: DIFlagArtificial | DIFlagObjectPointer)
!971 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!972 = !DILocation(line: 0, scope: !969)
!973 = !DILocation(line: 78, column: 16, scope: !969)
!974 = !DILocation(line: 78, column: 29, scope: !975)
!975 = distinct !DILexicalBlock(scope: !969, file: !3, line: 78, column: 27)
!976 = !DILocation(line: 78, column: 63, scope: !969)
!977 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !140, retainedNodes: !148)
!978 = !DILocalVariable(name: "this", arg: 1, scope: !977, type: !971, flags: DIFlagArtificial | DIFlagObjectPointer)
!979 = !DILocation(line: 0, scope: !977)
!980 = !DILocation(line: 79, column: 16, scope: !977)
!981 = distinct !DISubprogram(name: "__dtor__ZZL8registryvE1r", scope: !3, file: !3, line: 82, type: !982, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !148)
!982 = !DISubroutineType(types: !983)
!983 = !{null}
!984 = !DILocation(line: 0, scope: !981)
!985 = !DILocation(line: 82, column: 19, scope: !981)
!986 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !113, file: !3, line: 38, type: !533, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !732, retainedNodes: !148)
!987 = !DILocalVariable(name: "this", arg: 1, scope: !986, type: !538, flags: DIFlagArtificial | DIFlagObjectPointer)
!988 = !DILocation(line: 0, scope: !986)
!989 = !DILocalVariable(name: "vtt", arg: 2, scope: !986, type: !851, flags: DIFlagArtificial)
!990 = !DILocation(line: 38, column: 8, scope: !991)
!991 = distinct !DILexicalBlock(scope: !986, file: !3, line: 38, column: 8)
!992 = !DILocation(line: 38, column: 8, scope: !986)
!993 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !430, file: !3, line: 120, type: !994, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !998, retainedNodes: !148)
!994 = !DISubroutineType(types: !995)
!995 = !{!6, !996, !6, !6}
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !997, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!997 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !430)
!998 = !DISubprogram(name: "operator()", scope: !430, file: !3, line: 120, type: !999, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!624, !996, !6, !6}
!1001 = !DILocalVariable(name: "this", arg: 1, scope: !993, type: !1002, flags: DIFlagArtificial | DIFlagObjectPointer)
!1002 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !997, size: 64)
!1003 = !DILocation(line: 0, scope: !993)
!1004 = !DILocalVariable(name: "acc", arg: 2, scope: !993, file: !3, line: 120, type: !6)
!1005 = !DILocation(line: 120, column: 25, scope: !993)
!1006 = !DILocalVariable(name: "v", arg: 3, scope: !993, file: !3, line: 120, type: !6)
!1007 = !DILocation(line: 120, column: 34, scope: !993)
!1008 = !DILocation(line: 120, column: 46, scope: !993)
!1009 = !DILocation(line: 120, column: 52, scope: !993)
!1010 = !DILocation(line: 120, column: 50, scope: !993)
!1011 = !DILocation(line: 120, column: 56, scope: !993)
!1012 = !DILocation(line: 120, column: 54, scope: !993)
!1013 = !DILocation(line: 120, column: 39, scope: !993)
!1014 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !439, file: !3, line: 122, type: !1015, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1018, retainedNodes: !148)
!1015 = !DISubroutineType(types: !1016)
!1016 = !{!6, !1017, !6, !6}
!1017 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1018 = !DISubprogram(name: "operator()", scope: !439, file: !3, line: 122, type: !1019, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1019 = !DISubroutineType(types: !1020)
!1020 = !{!624, !1017, !6, !6}
!1021 = !DILocalVariable(name: "this", arg: 1, scope: !1014, type: !1022, flags: DIFlagArtificial | DIFlagObjectPointer)
!1022 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!1023 = !DILocation(line: 0, scope: !1014)
!1024 = !DILocalVariable(name: "acc", arg: 2, scope: !1014, file: !3, line: 122, type: !6)
!1025 = !DILocation(line: 122, column: 32, scope: !1014)
!1026 = !DILocalVariable(name: "v", arg: 3, scope: !1014, file: !3, line: 122, type: !6)
!1027 = !DILocation(line: 122, column: 41, scope: !1014)
!1028 = !DILocation(line: 122, column: 56, scope: !1014)
!1029 = !DILocation(line: 122, column: 54, scope: !1014)
!1030 = !DILocation(line: 122, column: 75, scope: !1014)
!1031 = !DILocation(line: 122, column: 79, scope: !1014)
!1032 = !DILocation(line: 122, column: 83, scope: !1014)
!1033 = !DILocation(line: 122, column: 89, scope: !1014)
!1034 = !DILocation(line: 122, column: 87, scope: !1014)
!1035 = !DILocation(line: 122, column: 93, scope: !1014)
!1036 = !DILocation(line: 122, column: 68, scope: !1014)
