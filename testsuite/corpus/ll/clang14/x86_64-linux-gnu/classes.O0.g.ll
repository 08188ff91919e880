; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 !dbg !157 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !162, metadata !DIExpression()), !dbg !163
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !164, metadata !DIExpression()), !dbg !165
  %5 = load i8*, i8** %3, align 8, !dbg !166
  ret i8* %5, !dbg !167
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !168 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !184, metadata !DIExpression()), !dbg !185
  %5 = load i32, i32* %3, align 4, !dbg !186
  %6 = sext i32 %5 to i64, !dbg !186
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !187
  store i64 %6, i64* %7, align 8, !dbg !188
  %8 = load i32, i32* %3, align 4, !dbg !189
  %9 = mul nsw i32 %8, 2, !dbg !190
  %10 = sext i32 %9 to i64, !dbg !189
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !191
  store i64 %10, i64* %11, align 8, !dbg !192
  %12 = load i32, i32* %3, align 4, !dbg !193
  %13 = mul nsw i32 %12, 3, !dbg !194
  %14 = sext i32 %13 to i64, !dbg !193
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !195
  store i64 %14, i64* %15, align 8, !dbg !196
  %16 = load i32, i32* %3, align 4, !dbg !197
  %17 = sub nsw i32 0, %16, !dbg !198
  %18 = sext i32 %17 to i64, !dbg !198
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !199
  store i64 %18, i64* %19, align 8, !dbg !200
  call void @llvm.dbg.declare(metadata i32* %4, metadata !201, metadata !DIExpression()), !dbg !203
  store i32 0, i32* %4, align 4, !dbg !203
  br label %20, !dbg !204

20:                                               ; preds = %34, %2
  %21 = load i32, i32* %4, align 4, !dbg !205
  %22 = icmp slt i32 %21, 12, !dbg !207
  br i1 %22, label %23, label %37, !dbg !208

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4, !dbg !209
  %25 = load i32, i32* %4, align 4, !dbg !210
  %26 = add nsw i32 %24, %25, !dbg !211
  %27 = srem i32 %26, 26, !dbg !212
  %28 = add nsw i32 97, %27, !dbg !213
  %29 = trunc i32 %28 to i8, !dbg !214
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !215
  %31 = load i32, i32* %4, align 4, !dbg !216
  %32 = sext i32 %31 to i64, !dbg !217
  %33 = getelementptr inbounds [13 x i8], [13 x i8]* %30, i64 0, i64 %32, !dbg !217
  store i8 %29, i8* %33, align 1, !dbg !218
  br label %34, !dbg !217

34:                                               ; preds = %23
  %35 = load i32, i32* %4, align 4, !dbg !219
  %36 = add nsw i32 %35, 1, !dbg !219
  store i32 %36, i32* %4, align 4, !dbg !219
  br label %20, !dbg !220, !llvm.loop !221

37:                                               ; preds = %20
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !224
  %39 = getelementptr inbounds [13 x i8], [13 x i8]* %38, i64 0, i64 12, !dbg !225
  store i8 0, i8* %39, align 4, !dbg !226
  ret void, !dbg !227
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 !dbg !228 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !231, metadata !DIExpression()), !dbg !232
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !233
  %3 = load i64, i64* %2, align 8, !dbg !233
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !234
  %5 = load i64, i64* %4, align 8, !dbg !234
  %6 = add nsw i64 %3, %5, !dbg !235
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !236
  %8 = load i64, i64* %7, align 8, !dbg !236
  %9 = add nsw i64 %6, %8, !dbg !237
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !238
  %11 = load i64, i64* %10, align 8, !dbg !238
  %12 = add nsw i64 %9, %11, !dbg !239
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !240
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i64 0, i64 0, !dbg !241
  %15 = load i8, i8* %14, align 8, !dbg !241
  %16 = sext i8 %15 to i64, !dbg !241
  %17 = add nsw i64 %12, %16, !dbg !242
  ret i64 %17, !dbg !243
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) #0 !dbg !244 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to i64*
  store i64 %0, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.declare(metadata %struct.Pair* %2, metadata !249, metadata !DIExpression()), !dbg !250
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 0, !dbg !251
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !252
  %7 = load float, float* %6, align 4, !dbg !252
  %8 = fptosi float %7 to i32, !dbg !253
  store i32 %8, i32* %5, align 4, !dbg !251
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 1, !dbg !251
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !254
  %11 = load i32, i32* %10, align 4, !dbg !254
  %12 = sitofp i32 %11 to float, !dbg !255
  store float %12, float* %9, align 4, !dbg !251
  %13 = bitcast %struct.Pair* %2 to i64*, !dbg !256
  %14 = load i64, i64* %13, align 4, !dbg !256
  ret i64 %14, !dbg !256
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwm(i64 noundef %0) #2 !dbg !257 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !262, metadata !DIExpression()), !dbg !263
  %3 = load i64, i64* %2, align 8, !dbg !264
  %4 = icmp ne i64 %3, 0, !dbg !264
  br i1 %4, label %5, label %7, !dbg !264

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8, !dbg !265
  br label %8, !dbg !264

7:                                                ; preds = %1
  br label %8, !dbg !264

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !264
  %10 = call i8* @malloc(i64 noundef %9), !dbg !266
  ret i8* %10, !dbg !267
}

declare i8* @malloc(i64 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !268 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !271, metadata !DIExpression()), !dbg !272
  %3 = load i8*, i8** %2, align 8, !dbg !273
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !274

4:                                                ; preds = %1
  ret void, !dbg !275

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !274
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !274
  call void @__clang_call_terminate(i8* %7) #14, !dbg !274
  unreachable, !dbg !274
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
define dso_local void @_ZdlPvm(i8* noundef %0, i64 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !276 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !279, metadata !DIExpression()), !dbg !280
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !281, metadata !DIExpression()), !dbg !282
  %5 = load i8*, i8** %3, align 8, !dbg !283
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !284

6:                                                ; preds = %2
  ret void, !dbg !285

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          catch i8* null, !dbg !284
  %9 = extractvalue { i8*, i32 } %8, 0, !dbg !284
  call void @__clang_call_terminate(i8* %9) #14, !dbg !284
  unreachable, !dbg !284
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !286 {
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
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !287, metadata !DIExpression()), !dbg !292
  %37 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i64 0, i64 0, !dbg !293
  %38 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 24) #15, !dbg !294, !heapallocsite !36
  %39 = bitcast i8* %38 to %struct.Rect*, !dbg !294
  invoke void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %39, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %40 unwind label %88, !dbg !295

40:                                               ; preds = %0
  %41 = bitcast %struct.Rect* %39 to %struct.Shape*, !dbg !294
  store %struct.Shape* %41, %struct.Shape** %37, align 8, !dbg !293
  %42 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i64 1, !dbg !293
  %43 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 24) #15, !dbg !296, !heapallocsite !71
  %44 = bitcast i8* %43 to %struct.Square*, !dbg !296
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %44, double noundef 4.000000e+00)
          to label %45 unwind label %92, !dbg !297

45:                                               ; preds = %40
  %46 = bitcast %struct.Square* %44 to %struct.Shape*, !dbg !296
  store %struct.Shape* %46, %struct.Shape** %42, align 8, !dbg !293
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %42, i64 1, !dbg !293
  %48 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 24) #15, !dbg !298, !heapallocsite !36
  %49 = bitcast i8* %48 to %struct.Rect*, !dbg !298
  invoke void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %50 unwind label %96, !dbg !299

50:                                               ; preds = %45
  %51 = bitcast %struct.Rect* %49 to %struct.Shape*, !dbg !298
  store %struct.Shape* %51, %struct.Shape** %47, align 8, !dbg !293
  call void @llvm.dbg.declare(metadata double* %5, metadata !300, metadata !DIExpression()), !dbg !301
  store double 0.000000e+00, double* %5, align 8, !dbg !301
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %6, metadata !302, metadata !DIExpression()), !dbg !305
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 8, !dbg !306
  call void @llvm.dbg.declare(metadata %struct.Shape*** %7, metadata !307, metadata !DIExpression()), !dbg !305
  %52 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 8, !dbg !309
  %53 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %52, i64 0, i64 0, !dbg !309
  store %struct.Shape** %53, %struct.Shape*** %7, align 8, !dbg !309
  call void @llvm.dbg.declare(metadata %struct.Shape*** %8, metadata !310, metadata !DIExpression()), !dbg !305
  %54 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 8, !dbg !309
  %55 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %54, i64 0, i64 0, !dbg !309
  %56 = getelementptr inbounds %struct.Shape*, %struct.Shape** %55, i64 3, !dbg !309
  store %struct.Shape** %56, %struct.Shape*** %8, align 8, !dbg !309
  br label %57, !dbg !309

57:                                               ; preds = %85, %50
  %58 = load %struct.Shape**, %struct.Shape*** %7, align 8, !dbg !309
  %59 = load %struct.Shape**, %struct.Shape*** %8, align 8, !dbg !309
  %60 = icmp ne %struct.Shape** %58, %59, !dbg !309
  br i1 %60, label %61, label %100, !dbg !309

61:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata %struct.Shape** %9, metadata !311, metadata !DIExpression()), !dbg !313
  %62 = load %struct.Shape**, %struct.Shape*** %7, align 8, !dbg !314
  %63 = load %struct.Shape*, %struct.Shape** %62, align 8, !dbg !314
  store %struct.Shape* %63, %struct.Shape** %9, align 8, !dbg !313
  %64 = load %struct.Shape*, %struct.Shape** %9, align 8, !dbg !315
  %65 = bitcast %struct.Shape* %64 to i8* (%struct.Shape*)***, !dbg !317
  %66 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %65, align 8, !dbg !317
  %67 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %66, i64 3, !dbg !317
  %68 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %67, align 8, !dbg !317
  %69 = call noundef i8* %68(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %64), !dbg !317
  %70 = load %struct.Shape*, %struct.Shape** %9, align 8, !dbg !318
  %71 = bitcast %struct.Shape* %70 to double (%struct.Shape*)***, !dbg !319
  %72 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %71, align 8, !dbg !319
  %73 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %72, i64 2, !dbg !319
  %74 = load double (%struct.Shape*)*, double (%struct.Shape*)** %73, align 8, !dbg !319
  %75 = call noundef double %74(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %70), !dbg !319
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef %69, double noundef %75), !dbg !320
  %77 = load %struct.Shape*, %struct.Shape** %9, align 8, !dbg !321
  %78 = bitcast %struct.Shape* %77 to double (%struct.Shape*)***, !dbg !322
  %79 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %78, align 8, !dbg !322
  %80 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %79, i64 2, !dbg !322
  %81 = load double (%struct.Shape*)*, double (%struct.Shape*)** %80, align 8, !dbg !322
  %82 = call noundef double %81(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %77), !dbg !322
  %83 = load double, double* %5, align 8, !dbg !323
  %84 = fadd double %83, %82, !dbg !323
  store double %84, double* %5, align 8, !dbg !323
  br label %85, !dbg !324

85:                                               ; preds = %61
  %86 = load %struct.Shape**, %struct.Shape*** %7, align 8, !dbg !309
  %87 = getelementptr inbounds %struct.Shape*, %struct.Shape** %86, i32 1, !dbg !309
  store %struct.Shape** %87, %struct.Shape*** %7, align 8, !dbg !309
  br label %57, !dbg !309, !llvm.loop !325

88:                                               ; preds = %0
  %89 = landingpad { i8*, i32 }
          cleanup, !dbg !327
  %90 = extractvalue { i8*, i32 } %89, 0, !dbg !327
  store i8* %90, i8** %3, align 8, !dbg !327
  %91 = extractvalue { i8*, i32 } %89, 1, !dbg !327
  store i32 %91, i32* %4, align 4, !dbg !327
  call void @_ZdlPv(i8* noundef %38) #16, !dbg !294
  br label %303, !dbg !294

92:                                               ; preds = %40
  %93 = landingpad { i8*, i32 }
          cleanup, !dbg !327
  %94 = extractvalue { i8*, i32 } %93, 0, !dbg !327
  store i8* %94, i8** %3, align 8, !dbg !327
  %95 = extractvalue { i8*, i32 } %93, 1, !dbg !327
  store i32 %95, i32* %4, align 4, !dbg !327
  call void @_ZdlPv(i8* noundef %43) #16, !dbg !296
  br label %303, !dbg !296

96:                                               ; preds = %45
  %97 = landingpad { i8*, i32 }
          cleanup, !dbg !327
  %98 = extractvalue { i8*, i32 } %97, 0, !dbg !327
  store i8* %98, i8** %3, align 8, !dbg !327
  %99 = extractvalue { i8*, i32 } %97, 1, !dbg !327
  store i32 %99, i32* %4, align 4, !dbg !327
  call void @_ZdlPv(i8* noundef %48) #16, !dbg !298
  br label %303, !dbg !298

100:                                              ; preds = %57
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %10, metadata !328, metadata !DIExpression()), !dbg !330
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 8, !dbg !331
  call void @llvm.dbg.declare(metadata %struct.Shape*** %11, metadata !332, metadata !DIExpression()), !dbg !330
  %101 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 8, !dbg !333
  %102 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %101, i64 0, i64 0, !dbg !333
  store %struct.Shape** %102, %struct.Shape*** %11, align 8, !dbg !333
  call void @llvm.dbg.declare(metadata %struct.Shape*** %12, metadata !334, metadata !DIExpression()), !dbg !330
  %103 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 8, !dbg !333
  %104 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %103, i64 0, i64 0, !dbg !333
  %105 = getelementptr inbounds %struct.Shape*, %struct.Shape** %104, i64 3, !dbg !333
  store %struct.Shape** %105, %struct.Shape*** %12, align 8, !dbg !333
  br label %106, !dbg !333

106:                                              ; preds = %121, %100
  %107 = load %struct.Shape**, %struct.Shape*** %11, align 8, !dbg !333
  %108 = load %struct.Shape**, %struct.Shape*** %12, align 8, !dbg !333
  %109 = icmp ne %struct.Shape** %107, %108, !dbg !333
  br i1 %109, label %110, label %124, !dbg !333

110:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata %struct.Shape** %13, metadata !335, metadata !DIExpression()), !dbg !337
  %111 = load %struct.Shape**, %struct.Shape*** %11, align 8, !dbg !338
  %112 = load %struct.Shape*, %struct.Shape** %111, align 8, !dbg !338
  store %struct.Shape* %112, %struct.Shape** %13, align 8, !dbg !337
  %113 = load %struct.Shape*, %struct.Shape** %13, align 8, !dbg !339
  %114 = icmp eq %struct.Shape* %113, null, !dbg !340
  br i1 %114, label %120, label %115, !dbg !340

115:                                              ; preds = %110
  %116 = bitcast %struct.Shape* %113 to void (%struct.Shape*)***, !dbg !340
  %117 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %116, align 8, !dbg !340
  %118 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %117, i64 1, !dbg !340
  %119 = load void (%struct.Shape*)*, void (%struct.Shape*)** %118, align 8, !dbg !340
  call void %119(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %113) #13, !dbg !340
  br label %120, !dbg !340

120:                                              ; preds = %115, %110
  br label %121, !dbg !341

121:                                              ; preds = %120
  %122 = load %struct.Shape**, %struct.Shape*** %11, align 8, !dbg !333
  %123 = getelementptr inbounds %struct.Shape*, %struct.Shape** %122, i32 1, !dbg !333
  store %struct.Shape** %123, %struct.Shape*** %11, align 8, !dbg !333
  br label %106, !dbg !333, !llvm.loop !342

124:                                              ; preds = %106
  %125 = load double, double* %5, align 8, !dbg !344
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %125), !dbg !345
  call void @llvm.dbg.declare(metadata %struct.Widget* %14, metadata !346, metadata !DIExpression()), !dbg !347
  call void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %14) #13, !dbg !347
  call void @llvm.dbg.declare(metadata %struct.Counted** %15, metadata !348, metadata !DIExpression()), !dbg !350
  %127 = icmp eq %struct.Widget* %14, null, !dbg !351
  br i1 %127, label %132, label %128, !dbg !351

128:                                              ; preds = %124
  %129 = bitcast %struct.Widget* %14 to i8*, !dbg !351
  %130 = getelementptr inbounds i8, i8* %129, i64 16, !dbg !351
  %131 = bitcast i8* %130 to %struct.Counted*, !dbg !351
  br label %132, !dbg !351

132:                                              ; preds = %128, %124
  %133 = phi %struct.Counted* [ %131, %128 ], [ null, %124 ], !dbg !351
  store %struct.Counted* %133, %struct.Counted** %15, align 8, !dbg !350
  call void @llvm.dbg.declare(metadata %struct.Named** %16, metadata !352, metadata !DIExpression()), !dbg !354
  %134 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !355
  store %struct.Named* %134, %struct.Named** %16, align 8, !dbg !354
  %135 = load %struct.Counted*, %struct.Counted** %15, align 8, !dbg !356
  %136 = bitcast %struct.Counted* %135 to void (%struct.Counted*)***, !dbg !357
  %137 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %136, align 8, !dbg !357
  %138 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %137, i64 0, !dbg !357
  %139 = load void (%struct.Counted*)*, void (%struct.Counted*)** %138, align 8, !dbg !357
  call void %139(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %135), !dbg !357
  %140 = load %struct.Counted*, %struct.Counted** %15, align 8, !dbg !358
  %141 = bitcast %struct.Counted* %140 to void (%struct.Counted*)***, !dbg !359
  %142 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %141, align 8, !dbg !359
  %143 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %142, i64 0, !dbg !359
  %144 = load void (%struct.Counted*)*, void (%struct.Counted*)** %143, align 8, !dbg !359
  call void %144(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %140), !dbg !359
  %145 = load %struct.Named*, %struct.Named** %16, align 8, !dbg !360
  %146 = bitcast %struct.Named* %145 to i8* (%struct.Named*)***, !dbg !361
  %147 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %146, align 8, !dbg !361
  %148 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %147, i64 0, !dbg !361
  %149 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %148, align 8, !dbg !361
  %150 = call noundef i8* %149(%struct.Named* noundef nonnull align 8 dereferenceable(12) %145), !dbg !361
  %151 = bitcast %struct.Widget* %14 to i8*, !dbg !362
  %152 = getelementptr inbounds i8, i8* %151, i64 16, !dbg !362
  %153 = bitcast i8* %152 to %struct.Counted*, !dbg !362
  %154 = getelementptr inbounds %struct.Counted, %struct.Counted* %153, i32 0, i32 1, !dbg !363
  %155 = load i32, i32* %154, align 8, !dbg !363
  %156 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !364
  %157 = getelementptr inbounds %struct.Named, %struct.Named* %156, i32 0, i32 1, !dbg !365
  %158 = load i32, i32* %157, align 8, !dbg !365
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef %150, i32 noundef %155, i32 noundef %158), !dbg !366
  call void @llvm.dbg.declare(metadata %struct.Diamond* %17, metadata !367, metadata !DIExpression()), !dbg !368
  call void @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !368
  call void @llvm.dbg.declare(metadata %struct.Base** %18, metadata !369, metadata !DIExpression()), !dbg !371
  %160 = icmp eq %struct.Diamond* %17, null, !dbg !372
  br i1 %160, label %170, label %161, !dbg !372

161:                                              ; preds = %132
  %162 = bitcast %struct.Diamond* %17 to i8**, !dbg !372
  %163 = load i8*, i8** %162, align 8, !dbg !372
  %164 = getelementptr i8, i8* %163, i64 -24, !dbg !372
  %165 = bitcast i8* %164 to i64*, !dbg !372
  %166 = load i64, i64* %165, align 8, !dbg !372
  %167 = bitcast %struct.Diamond* %17 to i8*, !dbg !372
  %168 = getelementptr inbounds i8, i8* %167, i64 %166, !dbg !372
  %169 = bitcast i8* %168 to %struct.Base*, !dbg !372
  br label %170, !dbg !372

170:                                              ; preds = %161, %132
  %171 = phi %struct.Base* [ %169, %161 ], [ null, %132 ], !dbg !372
  store %struct.Base* %171, %struct.Base** %18, align 8, !dbg !371
  call void @llvm.dbg.declare(metadata %struct.Left** %19, metadata !373, metadata !DIExpression()), !dbg !375
  %172 = bitcast %struct.Diamond* %17 to %struct.Left*, !dbg !376
  store %struct.Left* %172, %struct.Left** %19, align 8, !dbg !375
  %173 = load %struct.Base*, %struct.Base** %18, align 8, !dbg !377
  %174 = bitcast %struct.Base* %173 to i32 (%struct.Base*)***, !dbg !378
  %175 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %174, align 8, !dbg !378
  %176 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %175, i64 0, !dbg !378
  %177 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %176, align 8, !dbg !378
  %178 = invoke noundef i32 %177(%struct.Base* noundef nonnull align 8 dereferenceable(12) %173)
          to label %179 unwind label %200, !dbg !378

179:                                              ; preds = %170
  %180 = load %struct.Left*, %struct.Left** %19, align 8, !dbg !379
  %181 = bitcast %struct.Left* %180 to i32 (%struct.Left*)***, !dbg !380
  %182 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %181, align 8, !dbg !380
  %183 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %182, i64 0, !dbg !380
  %184 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %183, align 8, !dbg !380
  %185 = invoke noundef i32 %184(%struct.Left* noundef nonnull align 8 dereferenceable(12) %180)
          to label %186 unwind label %200, !dbg !380

186:                                              ; preds = %179
  %187 = bitcast %struct.Diamond* %17 to i8*, !dbg !381
  %188 = getelementptr inbounds i8, i8* %187, i64 16, !dbg !381
  %189 = bitcast i8* %188 to %struct.Right*, !dbg !381
  %190 = getelementptr inbounds %struct.Right, %struct.Right* %189, i32 0, i32 1, !dbg !382
  %191 = load i32, i32* %190, align 8, !dbg !382
  %192 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %178, i32 noundef %185, i32 noundef %191)
          to label %193 unwind label %200, !dbg !383

193:                                              ; preds = %186
  %194 = load %struct.Base*, %struct.Base** %18, align 8, !dbg !384
  %195 = icmp eq %struct.Base* %194, null, !dbg !385
  br i1 %195, label %204, label %196, !dbg !385

196:                                              ; preds = %193
  %197 = bitcast %struct.Base* %194 to i8*, !dbg !385
  %198 = call i8* @__dynamic_cast(i8* %197, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5Right to i8*), i64 -1) #13, !dbg !385
  %199 = bitcast i8* %198 to %struct.Right*, !dbg !385
  br label %205, !dbg !385

200:                                              ; preds = %297, %293, %291, %289, %276, %269, %267, %265, %263, %261, %258, %256, %254, %252, %248, %246, %244, %242, %239, %233, %224, %214, %205, %186, %179, %170
  %201 = landingpad { i8*, i32 }
          cleanup, !dbg !327
  %202 = extractvalue { i8*, i32 } %201, 0, !dbg !327
  store i8* %202, i8** %3, align 8, !dbg !327
  %203 = extractvalue { i8*, i32 } %201, 1, !dbg !327
  store i32 %203, i32* %4, align 4, !dbg !327
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !327
  br label %303, !dbg !327

204:                                              ; preds = %193
  br label %205, !dbg !385

205:                                              ; preds = %204, %196
  %206 = phi %struct.Right* [ %199, %196 ], [ null, %204 ], !dbg !385
  %207 = icmp ne %struct.Right* %206, null, !dbg !386
  %208 = zext i1 %207 to i32, !dbg !385
  %209 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %208)
          to label %210 unwind label %200, !dbg !387

210:                                              ; preds = %205
  call void @llvm.dbg.declare(metadata %struct.Array* %20, metadata !388, metadata !DIExpression()), !dbg !410
  call void @llvm.dbg.declare(metadata i32* %21, metadata !411, metadata !DIExpression()), !dbg !413
  store i32 0, i32* %21, align 4, !dbg !413
  br label %211, !dbg !414

211:                                              ; preds = %221, %210
  %212 = load i32, i32* %21, align 4, !dbg !415
  %213 = icmp slt i32 %212, 8, !dbg !417
  br i1 %213, label %214, label %224, !dbg !418

214:                                              ; preds = %211
  %215 = load i32, i32* %21, align 4, !dbg !419
  %216 = load i32, i32* %21, align 4, !dbg !420
  %217 = mul nsw i32 %215, %216, !dbg !421
  %218 = load i32, i32* %21, align 4, !dbg !422
  %219 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %218)
          to label %220 unwind label %200, !dbg !423

220:                                              ; preds = %214
  store i32 %217, i32* %219, align 4, !dbg !424
  br label %221, !dbg !423

221:                                              ; preds = %220
  %222 = load i32, i32* %21, align 4, !dbg !425
  %223 = add nsw i32 %222, 1, !dbg !425
  store i32 %223, i32* %21, align 4, !dbg !425
  br label %211, !dbg !426, !llvm.loop !427

224:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata i32* %22, metadata !429, metadata !DIExpression()), !dbg !430
  store i32 7, i32* %22, align 4, !dbg !430
  call void @llvm.dbg.declare(metadata %class.anon* %23, metadata !431, metadata !DIExpression()), !dbg !435
  %225 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0, !dbg !436
  %226 = load i32, i32* %22, align 4, !dbg !437
  store i32 %226, i32* %225, align 4, !dbg !436
  call void @llvm.dbg.declare(metadata i32* %24, metadata !438, metadata !DIExpression()), !dbg !439
  store i32 0, i32* %24, align 4, !dbg !439
  call void @llvm.dbg.declare(metadata %class.anon.0* %25, metadata !440, metadata !DIExpression()), !dbg !444
  %227 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0, !dbg !445
  store i32* %24, i32** %227, align 8, !dbg !445
  %228 = bitcast %class.anon* %26 to i8*, !dbg !446
  %229 = bitcast %class.anon* %23 to i8*, !dbg !446
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %228, i8* align 4 %229, i64 4, i1 false), !dbg !446
  %230 = getelementptr inbounds %class.anon, %class.anon* %26, i32 0, i32 0, !dbg !447
  %231 = load i32, i32* %230, align 4, !dbg !447
  %232 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, i32 %231)
          to label %233 unwind label %200, !dbg !447

233:                                              ; preds = %224
  %234 = bitcast %class.anon.0* %27 to i8*, !dbg !448
  %235 = bitcast %class.anon.0* %25 to i8*, !dbg !448
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %234, i8* align 8 %235, i64 8, i1 false), !dbg !448
  %236 = getelementptr inbounds %class.anon.0, %class.anon.0* %27, i32 0, i32 0, !dbg !449
  %237 = load i32*, i32** %236, align 8, !dbg !449
  %238 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, i32* %237)
          to label %239 unwind label %200, !dbg !449

239:                                              ; preds = %233
  %240 = load i32, i32* %24, align 4, !dbg !450
  %241 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %232, i32 noundef %238, i32 noundef %240)
          to label %242 unwind label %200, !dbg !451

242:                                              ; preds = %239
  call void @llvm.dbg.declare(metadata %class.anon.1* %28, metadata !452, metadata !DIExpression()), !dbg !454
  %243 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %244 unwind label %200, !dbg !455

244:                                              ; preds = %242
  %245 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %246 unwind label %200, !dbg !456

246:                                              ; preds = %244
  %247 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef %243, double noundef %245)
          to label %248 unwind label %200, !dbg !457

248:                                              ; preds = %246
  call void @llvm.dbg.declare(metadata i32 (i32)** %29, metadata !458, metadata !DIExpression()), !dbg !462
  %249 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !463
  store i32 (i32)* %249, i32 (i32)** %29, align 8, !dbg !462
  %250 = load i32 (i32)*, i32 (i32)** %29, align 8, !dbg !464
  %251 = invoke noundef i32 %250(i32 noundef 14)
          to label %252 unwind label %200, !dbg !464

252:                                              ; preds = %248
  %253 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %251)
          to label %254 unwind label %200, !dbg !465

254:                                              ; preds = %252
  %255 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %256 unwind label %200, !dbg !466

256:                                              ; preds = %254
  %257 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %258 unwind label %200, !dbg !467

258:                                              ; preds = %256
  %259 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0)), !dbg !468
  %260 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i32 noundef %255, double noundef %257, i8* noundef %259)
          to label %261 unwind label %200, !dbg !469

261:                                              ; preds = %258
  %262 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
          to label %263 unwind label %200, !dbg !470

263:                                              ; preds = %261
  %264 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %265 unwind label %200, !dbg !471

265:                                              ; preds = %263
  %266 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %267 unwind label %200, !dbg !472

267:                                              ; preds = %265
  %268 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef %262, i8* noundef %264, i8* noundef %266)
          to label %269 unwind label %200, !dbg !473

269:                                              ; preds = %267
  call void @llvm.dbg.declare(metadata %struct.Big* %31, metadata !474, metadata !DIExpression()), !dbg !475
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 8 %31, i32 noundef 5), !dbg !476
  %270 = bitcast %struct.Big* %32 to i8*, !dbg !477
  %271 = bitcast %struct.Big* %31 to i8*, !dbg !477
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %270, i8* align 8 %271, i64 48, i1 false), !dbg !477
  %272 = call noundef i64 @_Z7sum_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %32), !dbg !478
  %273 = getelementptr inbounds %struct.Big, %struct.Big* %31, i32 0, i32 4, !dbg !479
  %274 = getelementptr inbounds [13 x i8], [13 x i8]* %273, i64 0, i64 0, !dbg !480
  %275 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %272, i8* noundef %274)
          to label %276 unwind label %200, !dbg !481

276:                                              ; preds = %269
  call void @llvm.dbg.declare(metadata %struct.Pair* %33, metadata !482, metadata !DIExpression()), !dbg !483
  %277 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0, !dbg !484
  store i32 3, i32* %277, align 4, !dbg !484
  %278 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1, !dbg !484
  store float 9.500000e+00, float* %278, align 4, !dbg !484
  %279 = bitcast %struct.Pair* %34 to i64*, !dbg !485
  %280 = load i64, i64* %279, align 4, !dbg !485
  %281 = call i64 @_Z9swap_pair4Pair(i64 %280), !dbg !485
  %282 = bitcast %struct.Pair* %33 to i64*, !dbg !485
  store i64 %281, i64* %282, align 4, !dbg !485
  %283 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 0, !dbg !486
  %284 = load i32, i32* %283, align 4, !dbg !486
  %285 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 1, !dbg !487
  %286 = load float, float* %285, align 4, !dbg !487
  %287 = fpext float %286 to double, !dbg !488
  %288 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %284, double noundef %287)
          to label %289 unwind label %200, !dbg !489

289:                                              ; preds = %276
  call void @llvm.dbg.declare(metadata i32* %35, metadata !490, metadata !DIExpression()), !dbg !491
  %290 = invoke noundef i32 @_ZL7counterv()
          to label %291 unwind label %200, !dbg !492

291:                                              ; preds = %289
  store i32 %290, i32* %35, align 4, !dbg !491
  call void @llvm.dbg.declare(metadata i32* %36, metadata !493, metadata !DIExpression()), !dbg !494
  %292 = invoke noundef i32 @_ZL7counterv()
          to label %293 unwind label %200, !dbg !495

293:                                              ; preds = %291
  store i32 %292, i32* %36, align 4, !dbg !494
  %294 = load i32, i32* %35, align 4, !dbg !496
  %295 = load i32, i32* %36, align 4, !dbg !497
  %296 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %297 unwind label %200, !dbg !498

297:                                              ; preds = %293
  %298 = getelementptr inbounds %struct.Registry, %struct.Registry* %296, i32 0, i32 0, !dbg !499
  %299 = load i32, i32* %298, align 4, !dbg !499
  %300 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0), i32 noundef %294, i32 noundef %295, i32 noundef %299)
          to label %301 unwind label %200, !dbg !500

301:                                              ; preds = %297
  store i32 0, i32* %1, align 4, !dbg !501
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !327
  %302 = load i32, i32* %1, align 4, !dbg !327
  ret i32 %302, !dbg !327

303:                                              ; preds = %200, %96, %92, %88
  %304 = load i8*, i8** %3, align 8, !dbg !294
  %305 = load i32, i32* %4, align 4, !dbg !294
  %306 = insertvalue { i8*, i32 } undef, i8* %304, 0, !dbg !294
  %307 = insertvalue { i8*, i32 } %306, i32 %305, 1, !dbg !294
  resume { i8*, i32 } %307, !dbg !294
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #7 comdat align 2 !dbg !502 {
  %4 = alloca %struct.Rect*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !503, metadata !DIExpression()), !dbg !505
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !506, metadata !DIExpression()), !dbg !507
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !508, metadata !DIExpression()), !dbg !509
  %7 = load %struct.Rect*, %struct.Rect** %4, align 8
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !510
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !511
  %9 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !510
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !510
  %10 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !512
  %11 = load double, double* %5, align 8, !dbg !513
  store double %11, double* %10, align 8, !dbg !512
  %12 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !514
  %13 = load double, double* %6, align 8, !dbg !515
  store double %13, double* %12, align 8, !dbg !514
  ret void, !dbg !516
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #7 comdat align 2 !dbg !517 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !518, metadata !DIExpression()), !dbg !520
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !521, metadata !DIExpression()), !dbg !522
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !523
  %7 = load double, double* %4, align 8, !dbg !524
  %8 = load double, double* %4, align 8, !dbg !525
  call void @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %7, double noundef %8), !dbg !526
  %9 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !523
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !523
  ret void, !dbg !527
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 !dbg !528 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !530, metadata !DIExpression()), !dbg !532
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !533
  call void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !533
  %5 = bitcast %struct.Widget* %3 to i8*, !dbg !533
  %6 = getelementptr inbounds i8, i8* %5, i64 16, !dbg !533
  %7 = bitcast i8* %6 to %struct.Counted*, !dbg !533
  call void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !533
  %8 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !533
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8, !dbg !533
  %9 = bitcast %struct.Widget* %3 to i8*, !dbg !533
  %10 = getelementptr inbounds i8, i8* %9, i64 16, !dbg !533
  %11 = bitcast i8* %10 to i32 (...)***, !dbg !533
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 8, !dbg !533
  ret void, !dbg !533
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !534 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !539, metadata !DIExpression()), !dbg !541
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !542
  %5 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !542
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !542
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !542
  %7 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !542
  call void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %7, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !542
  %8 = bitcast %struct.Diamond* %3 to i8*, !dbg !542
  %9 = getelementptr inbounds i8, i8* %8, i64 16, !dbg !542
  %10 = bitcast i8* %9 to %struct.Right*, !dbg !542
  call void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %10, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !542
  %11 = bitcast %struct.Diamond* %3 to i32 (...)***, !dbg !542
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 8, !dbg !542
  %12 = bitcast %struct.Diamond* %3 to i8*, !dbg !542
  %13 = getelementptr inbounds i8, i8* %12, i64 32, !dbg !542
  %14 = bitcast i8* %13 to i32 (...)***, !dbg !542
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %14, align 8, !dbg !542
  %15 = bitcast %struct.Diamond* %3 to i8*, !dbg !542
  %16 = getelementptr inbounds i8, i8* %15, i64 16, !dbg !542
  %17 = bitcast i8* %16 to i32 (...)***, !dbg !542
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %17, align 8, !dbg !542
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 3, !dbg !543
  store i32 4, i32* %18, align 4, !dbg !543
  ret void, !dbg !542
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !544 {
  %3 = alloca %struct.Array*, align 8
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %3, metadata !545, metadata !DIExpression()), !dbg !547
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !548, metadata !DIExpression()), !dbg !549
  %5 = load %struct.Array*, %struct.Array** %3, align 8
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !550
  %7 = load i32, i32* %4, align 4, !dbg !551
  %8 = sext i32 %7 to i64, !dbg !550
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %8, !dbg !550
  ret i32* %9, !dbg !552
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #9 align 2 !dbg !553 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  store %struct.Array* %0, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !559, metadata !DIExpression()), !dbg !561
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !562, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !564, metadata !DIExpression()), !dbg !565
  %9 = load %struct.Array*, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !566, metadata !DIExpression()), !dbg !568
  store i32 0, i32* %7, align 4, !dbg !568
  br label %10, !dbg !569

10:                                               ; preds = %21, %3
  %11 = load i32, i32* %7, align 4, !dbg !570
  %12 = icmp slt i32 %11, 8, !dbg !572
  br i1 %12, label %13, label %24, !dbg !573

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4, !dbg !574
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0, !dbg !575
  %16 = load i32, i32* %7, align 4, !dbg !576
  %17 = sext i32 %16 to i64, !dbg !575
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17, !dbg !575
  %19 = load i32, i32* %18, align 4, !dbg !575
  %20 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %19), !dbg !577
  store i32 %20, i32* %6, align 4, !dbg !578
  br label %21, !dbg !579

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4, !dbg !580
  %23 = add nsw i32 %22, 1, !dbg !580
  store i32 %23, i32* %7, align 4, !dbg !580
  br label %10, !dbg !581, !llvm.loop !582

24:                                               ; preds = %10
  %25 = load i32, i32* %6, align 4, !dbg !584
  ret i32 %25, !dbg !585
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32* %2) #9 align 2 !dbg !586 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca %struct.Array*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  store i32* %2, i32** %8, align 8
  store %struct.Array* %0, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !592, metadata !DIExpression()), !dbg !593
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !594, metadata !DIExpression()), !dbg !595
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !596, metadata !DIExpression()), !dbg !597
  %9 = load %struct.Array*, %struct.Array** %5, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !598, metadata !DIExpression()), !dbg !600
  store i32 0, i32* %7, align 4, !dbg !600
  br label %10, !dbg !601

10:                                               ; preds = %21, %3
  %11 = load i32, i32* %7, align 4, !dbg !602
  %12 = icmp slt i32 %11, 8, !dbg !604
  br i1 %12, label %13, label %24, !dbg !605

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4, !dbg !606
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0, !dbg !607
  %16 = load i32, i32* %7, align 4, !dbg !608
  %17 = sext i32 %16 to i64, !dbg !607
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17, !dbg !607
  %19 = load i32, i32* %18, align 4, !dbg !607
  %20 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %14, i32 noundef %19), !dbg !609
  store i32 %20, i32* %6, align 4, !dbg !610
  br label %21, !dbg !611

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4, !dbg !612
  %23 = add nsw i32 %22, 1, !dbg !612
  store i32 %23, i32* %7, align 4, !dbg !612
  br label %10, !dbg !613, !llvm.loop !614

24:                                               ; preds = %10
  %25 = load i32, i32* %6, align 4, !dbg !616
  ret i32 %25, !dbg !617
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !618 {
  %3 = alloca %class.anon.1*, align 8
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !629, metadata !DIExpression()), !dbg !631
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !632, metadata !DIExpression()), !dbg !633
  %5 = load %class.anon.1*, %class.anon.1** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !634
  %7 = load i32, i32* %4, align 4, !dbg !635
  %8 = add nsw i32 %6, %7, !dbg !636
  ret i32 %8, !dbg !637
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !638 {
  %3 = alloca %class.anon.1*, align 8
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !646, metadata !DIExpression()), !dbg !647
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !648, metadata !DIExpression()), !dbg !649
  %5 = load %class.anon.1*, %class.anon.1** %3, align 8
  %6 = load double, double* %4, align 8, !dbg !650
  %7 = load double, double* %4, align 8, !dbg !651
  %8 = fadd double %6, %7, !dbg !652
  ret double %8, !dbg !653
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !654 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !661, metadata !DIExpression()), !dbg !663
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi", !dbg !664
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !665 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !669, metadata !DIExpression()), !dbg !670
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !671, metadata !DIExpression()), !dbg !672
  %5 = load i32, i32* %3, align 4, !dbg !673
  %6 = load i32, i32* %4, align 4, !dbg !674
  %7 = icmp slt i32 %5, %6, !dbg !675
  br i1 %7, label %8, label %10, !dbg !673

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !676
  br label %12, !dbg !673

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !677
  br label %12, !dbg !673

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !673
  ret i32 %13, !dbg !678
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !679 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !684, metadata !DIExpression()), !dbg !685
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !686, metadata !DIExpression()), !dbg !687
  %5 = load double, double* %3, align 8, !dbg !688
  %6 = load double, double* %4, align 8, !dbg !689
  %7 = fcmp olt double %5, %6, !dbg !690
  br i1 %7, label %8, label %10, !dbg !688

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8, !dbg !691
  br label %12, !dbg !688

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8, !dbg !692
  br label %12, !dbg !688

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !688
  ret double %13, !dbg !693
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !694 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !704, metadata !DIExpression()), !dbg !705
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !706, metadata !DIExpression()), !dbg !705
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !707, metadata !DIExpression()), !dbg !705
  store i8* %3, i8** %8, align 8
  call void @llvm.dbg.declare(metadata i8** %8, metadata !708, metadata !DIExpression()), !dbg !705
  ret i32 4, !dbg !709
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIiE3getEv() #0 comdat align 2 !dbg !710 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), !dbg !716
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN8TypeNameIdE3getEv() #0 comdat align 2 !dbg !717 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), !dbg !721
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7counterv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2 {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL7countervE1n to i8*) acquire, align 8, !dbg !722
  %4 = icmp eq i8 %3, 0, !dbg !722
  br i1 %4, label %5, label %13, !dbg !722, !prof !723

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL7countervE1n) #13, !dbg !722
  %7 = icmp ne i32 %6, 0, !dbg !722
  br i1 %7, label %8, label %13, !dbg !722

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %10 unwind label %16, !dbg !724

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Registry, %struct.Registry* %9, i32 0, i32 0, !dbg !725
  %12 = load i32, i32* %11, align 4, !dbg !725
  store i32 %12, i32* @_ZZL7countervE1n, align 4, !dbg !722
  call void @__cxa_guard_release(i64* @_ZGVZL7countervE1n) #13, !dbg !722
  br label %13, !dbg !722

13:                                               ; preds = %10, %5, %0
  %14 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !726
  %15 = add nsw i32 %14, 1, !dbg !726
  store i32 %15, i32* @_ZZL7countervE1n, align 4, !dbg !726
  ret i32 %15, !dbg !727

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          cleanup, !dbg !728
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !728
  store i8* %18, i8** %1, align 8, !dbg !728
  %19 = extractvalue { i8*, i32 } %17, 1, !dbg !728
  store i32 %19, i32* %2, align 4, !dbg !728
  call void @__cxa_guard_abort(i64* @_ZGVZL7countervE1n) #13, !dbg !722
  br label %20, !dbg !722

20:                                               ; preds = %16
  %21 = load i8*, i8** %1, align 8, !dbg !722
  %22 = load i32, i32* %2, align 4, !dbg !722
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0, !dbg !722
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1, !dbg !722
  resume { i8*, i32 } %24, !dbg !722
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !144 {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL8registryvE1r to i8*) acquire, align 8, !dbg !729
  %4 = icmp eq i8 %3, 0, !dbg !729
  br i1 %4, label %5, label %11, !dbg !729, !prof !723

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL8registryvE1r) #13, !dbg !729
  %7 = icmp ne i32 %6, 0, !dbg !729
  br i1 %7, label %8, label %11, !dbg !729

8:                                                ; preds = %5
  invoke void @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %9 unwind label %12, !dbg !730

9:                                                ; preds = %8
  %10 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Registry*)* @_ZN8RegistryD2Ev to void (i8*)*), i8* bitcast (%struct.Registry* @_ZZL8registryvE1r to i8*), i8* @__dso_handle) #13, !dbg !729
  call void @__cxa_guard_release(i64* @_ZGVZL8registryvE1r) #13, !dbg !729
  br label %11, !dbg !729

11:                                               ; preds = %9, %5, %0
  ret %struct.Registry* @_ZZL8registryvE1r, !dbg !731

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          cleanup, !dbg !732
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !732
  store i8* %14, i8** %1, align 8, !dbg !732
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !732
  store i32 %15, i32* %2, align 4, !dbg !732
  call void @__cxa_guard_abort(i64* @_ZGVZL8registryvE1r) #13, !dbg !729
  br label %16, !dbg !729

16:                                               ; preds = %12
  %17 = load i8*, i8** %1, align 8, !dbg !729
  %18 = load i32, i32* %2, align 4, !dbg !729
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0, !dbg !729
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1, !dbg !729
  resume { i8*, i32 } %20, !dbg !729
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !733 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !735, metadata !DIExpression()), !dbg !736
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  call void @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #13, !dbg !737
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !737
  %5 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !737
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !737
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !737
  ret void, !dbg !737
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !738 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !740, metadata !DIExpression()), !dbg !741
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !742
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !742
  ret void, !dbg !742
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !743 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !747, metadata !DIExpression()), !dbg !748
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !749
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #13, !dbg !749
  ret void, !dbg !751
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !752 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !753, metadata !DIExpression()), !dbg !754
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !755
  %4 = bitcast %struct.Rect* %3 to i8*, !dbg !755
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !755
  ret void, !dbg !755
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !756 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !757, metadata !DIExpression()), !dbg !759
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !760
  %5 = load double, double* %4, align 8, !dbg !760
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !761
  %7 = load double, double* %6, align 8, !dbg !761
  %8 = fmul double %5, %7, !dbg !762
  ret double %8, !dbg !763
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !764 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !765, metadata !DIExpression()), !dbg !766
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), !dbg !767
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !768 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !769, metadata !DIExpression()), !dbg !770
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void, !dbg !771
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !772 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !773, metadata !DIExpression()), !dbg !774
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #14, !dbg !775
  unreachable, !dbg !775
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !776 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !777, metadata !DIExpression()), !dbg !779
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), !dbg !780
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !781 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !785, metadata !DIExpression()), !dbg !786
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !787
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !787
  ret void, !dbg !789
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !790 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !791, metadata !DIExpression()), !dbg !792
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !793
  %4 = bitcast %struct.Square* %3 to i8*, !dbg !793
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !793
  ret void, !dbg !793
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !794 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !795, metadata !DIExpression()), !dbg !797
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), !dbg !798
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !799 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !804, metadata !DIExpression()), !dbg !805
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !806
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !806
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !807
  store i32 5, i32* %5, align 8, !dbg !807
  ret void, !dbg !806
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !808 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !810, metadata !DIExpression()), !dbg !811
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !812
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !812
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !813
  store i32 0, i32* %5, align 8, !dbg !813
  ret void, !dbg !812
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !814 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !815, metadata !DIExpression()), !dbg !817
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), !dbg !818
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !819 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !820, metadata !DIExpression()), !dbg !821
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !822
  %5 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !822
  %6 = bitcast i8* %5 to %struct.Counted*, !dbg !822
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1, !dbg !822
  %8 = load i32, i32* %7, align 8, !dbg !823
  %9 = add nsw i32 %8, 10, !dbg !823
  store i32 %9, i32* %7, align 8, !dbg !823
  ret void, !dbg !824
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #12 comdat align 2 !dbg !825 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8, !dbg !827
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !827
  %5 = getelementptr inbounds i8, i8* %4, i64 -16, !dbg !827
  %6 = bitcast i8* %5 to %struct.Widget*, !dbg !827
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %6), !dbg !827
  ret void, !dbg !827
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !828 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !829, metadata !DIExpression()), !dbg !831
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), !dbg !832
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !833 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !834, metadata !DIExpression()), !dbg !835
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !836
  %5 = load i32, i32* %4, align 8, !dbg !837
  %6 = add nsw i32 %5, 1, !dbg !837
  store i32 %6, i32* %4, align 8, !dbg !837
  ret void, !dbg !838
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !839 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !841, metadata !DIExpression()), !dbg !842
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !843
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !843
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !844
  store i32 1, i32* %5, align 8, !dbg !844
  ret void, !dbg !843
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !845 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i8**, align 8
  store %struct.Left* %0, %struct.Left** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !850, metadata !DIExpression()), !dbg !851
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !852, metadata !DIExpression()), !dbg !851
  %5 = load %struct.Left*, %struct.Left** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8, !dbg !854
  %8 = bitcast %struct.Left* %5 to i32 (...)***, !dbg !854
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !854
  store i32 (...)** %9, i32 (...)*** %8, align 8, !dbg !854
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !854
  %11 = load i8*, i8** %10, align 8, !dbg !854
  %12 = bitcast %struct.Left* %5 to i8**, !dbg !854
  %13 = load i8*, i8** %12, align 8, !dbg !854
  %14 = getelementptr i8, i8* %13, i64 -24, !dbg !854
  %15 = bitcast i8* %14 to i64*, !dbg !854
  %16 = load i64, i64* %15, align 8, !dbg !854
  %17 = bitcast %struct.Left* %5 to i8*, !dbg !854
  %18 = getelementptr inbounds i8, i8* %17, i64 %16, !dbg !854
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !854
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !854
  store i32 (...)** %20, i32 (...)*** %19, align 8, !dbg !854
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1, !dbg !855
  store i32 2, i32* %21, align 8, !dbg !855
  ret void, !dbg !854
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !856 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i8**, align 8
  store %struct.Right* %0, %struct.Right** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !861, metadata !DIExpression()), !dbg !862
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !863, metadata !DIExpression()), !dbg !862
  %5 = load %struct.Right*, %struct.Right** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8, !dbg !864
  %8 = bitcast %struct.Right* %5 to i32 (...)***, !dbg !864
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !864
  store i32 (...)** %9, i32 (...)*** %8, align 8, !dbg !864
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !864
  %11 = load i8*, i8** %10, align 8, !dbg !864
  %12 = bitcast %struct.Right* %5 to i8**, !dbg !864
  %13 = load i8*, i8** %12, align 8, !dbg !864
  %14 = getelementptr i8, i8* %13, i64 -24, !dbg !864
  %15 = bitcast i8* %14 to i64*, !dbg !864
  %16 = load i64, i64* %15, align 8, !dbg !864
  %17 = bitcast %struct.Right* %5 to i8*, !dbg !864
  %18 = getelementptr inbounds i8, i8* %17, i64 %16, !dbg !864
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !864
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !864
  store i32 (...)** %20, i32 (...)*** %19, align 8, !dbg !864
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1, !dbg !865
  store i32 3, i32* %21, align 8, !dbg !865
  ret void, !dbg !864
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !866 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !867, metadata !DIExpression()), !dbg !869
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8**, !dbg !870
  %5 = load i8*, i8** %4, align 8, !dbg !870
  %6 = getelementptr i8, i8* %5, i64 -24, !dbg !870
  %7 = bitcast i8* %6 to i64*, !dbg !870
  %8 = load i64, i64* %7, align 8, !dbg !870
  %9 = bitcast %struct.Left* %3 to i8*, !dbg !870
  %10 = getelementptr inbounds i8, i8* %9, i64 %8, !dbg !870
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !870
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !870
  %13 = load i32, i32* %12, align 8, !dbg !870
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1, !dbg !871
  %15 = load i32, i32* %14, align 8, !dbg !871
  %16 = add nsw i32 %13, %15, !dbg !872
  ret i32 %16, !dbg !873
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !874 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !876, metadata !DIExpression()), !dbg !877
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #13, !dbg !878
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !878
  %5 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !878
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !878
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !878
  ret void, !dbg !878
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !879 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !880, metadata !DIExpression()), !dbg !881
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  call void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !882
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !882
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !882
  ret void, !dbg !882
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #12 comdat align 2 !dbg !883 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8, !dbg !884
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !884
  %5 = bitcast i8* %4 to i8**, !dbg !884
  %6 = load i8*, i8** %5, align 8, !dbg !884
  %7 = getelementptr inbounds i8, i8* %6, i64 -24, !dbg !884
  %8 = bitcast i8* %7 to i64*, !dbg !884
  %9 = load i64, i64* %8, align 8, !dbg !884
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !884
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !884
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11), !dbg !884
  ret i32 %12, !dbg !884
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !885 {
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
  tail call void @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !886
  ret void, !dbg !886
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #7 comdat align 2 !dbg !887 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8, !dbg !888
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !888
  %5 = bitcast i8* %4 to i8**, !dbg !888
  %6 = load i8*, i8** %5, align 8, !dbg !888
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !888
  %8 = bitcast i8* %7 to i64*, !dbg !888
  %9 = load i64, i64* %8, align 8, !dbg !888
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !888
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !888
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !888
  ret void, !dbg !888
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !889 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !891, metadata !DIExpression()), !dbg !892
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #13, !dbg !893
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !893
  %5 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !893
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !893
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6) #13, !dbg !893
  ret void, !dbg !893
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !894 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !895, metadata !DIExpression()), !dbg !896
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  call void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !897
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !897
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !897
  ret void, !dbg !897
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !898 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !899, metadata !DIExpression()), !dbg !901
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !902
  %5 = load i32, i32* %4, align 8, !dbg !902
  ret i32 %5, !dbg !903
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !904 {
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
  tail call void @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !905
  ret void, !dbg !905
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #7 comdat align 2 !dbg !906 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8, !dbg !907
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !907
  %5 = bitcast i8* %4 to i8**, !dbg !907
  %6 = load i8*, i8** %5, align 8, !dbg !907
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !907
  %8 = bitcast i8* %7 to i64*, !dbg !907
  %9 = load i64, i64* %8, align 8, !dbg !907
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !907
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !907
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %11) #13, !dbg !907
  ret void, !dbg !907
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !908 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !909, metadata !DIExpression()), !dbg !911
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8**, !dbg !912
  %5 = load i8*, i8** %4, align 8, !dbg !912
  %6 = getelementptr i8, i8* %5, i64 -24, !dbg !912
  %7 = bitcast i8* %6 to i64*, !dbg !912
  %8 = load i64, i64* %7, align 8, !dbg !912
  %9 = bitcast %struct.Diamond* %3 to i8*, !dbg !912
  %10 = getelementptr inbounds i8, i8* %9, i64 %8, !dbg !912
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !912
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !912
  %13 = load i32, i32* %12, align 8, !dbg !912
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !913
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1, !dbg !913
  %16 = load i32, i32* %15, align 8, !dbg !913
  %17 = add nsw i32 %13, %16, !dbg !914
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !915
  %19 = getelementptr inbounds i8, i8* %18, i64 16, !dbg !915
  %20 = bitcast i8* %19 to %struct.Right*, !dbg !915
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1, !dbg !915
  %22 = load i32, i32* %21, align 8, !dbg !915
  %23 = add nsw i32 %17, %22, !dbg !916
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 3, !dbg !917
  %25 = load i32, i32* %24, align 4, !dbg !917
  %26 = add nsw i32 %23, %25, !dbg !918
  ret i32 %26, !dbg !919
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !920 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !921, metadata !DIExpression()), !dbg !922
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !923
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !923
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !923
  ret void, !dbg !923
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !924 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !925
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !925
  %5 = getelementptr inbounds i8, i8* %4, i64 -16, !dbg !925
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !925
  tail call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %6) #13, !dbg !925
  ret void, !dbg !925
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !926 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !927
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !927
  %5 = getelementptr inbounds i8, i8* %4, i64 -16, !dbg !927
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !927
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %6) #13, !dbg !927
  ret void, !dbg !927
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #12 comdat align 2 !dbg !928 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !929
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !929
  %5 = bitcast i8* %4 to i8**, !dbg !929
  %6 = load i8*, i8** %5, align 8, !dbg !929
  %7 = getelementptr inbounds i8, i8* %6, i64 -24, !dbg !929
  %8 = bitcast i8* %7 to i64*, !dbg !929
  %9 = load i64, i64* %8, align 8, !dbg !929
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !929
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !929
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %11), !dbg !929
  ret i32 %12, !dbg !929
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !930 {
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
  tail call void @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %11) #13, !dbg !931
  ret void, !dbg !931
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #7 comdat align 2 !dbg !932 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8, !dbg !933
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !933
  %5 = bitcast i8* %4 to i8**, !dbg !933
  %6 = load i8*, i8** %5, align 8, !dbg !933
  %7 = getelementptr inbounds i8, i8* %6, i64 -32, !dbg !933
  %8 = bitcast i8* %7 to i64*, !dbg !933
  %9 = load i64, i64* %8, align 8, !dbg !933
  %10 = getelementptr inbounds i8, i8* %4, i64 %9, !dbg !933
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !933
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %11) #13, !dbg !933
  ret void, !dbg !933
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !934 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !935, metadata !DIExpression()), !dbg !936
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret void, !dbg !937
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !938 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !939, metadata !DIExpression()), !dbg !940
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !941
  %4 = bitcast %struct.Base* %3 to i8*, !dbg !941
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !941
  ret void, !dbg !942
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !943 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i8**, align 8
  store %struct.Left* %0, %struct.Left** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !944, metadata !DIExpression()), !dbg !945
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !946, metadata !DIExpression()), !dbg !945
  %5 = load %struct.Left*, %struct.Left** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void, !dbg !947
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !948 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i8**, align 8
  store %struct.Right* %0, %struct.Right** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !949, metadata !DIExpression()), !dbg !950
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !951, metadata !DIExpression()), !dbg !950
  %5 = load %struct.Right*, %struct.Right** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void, !dbg !952
}

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #12 align 2 !dbg !953 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !955, metadata !DIExpression()), !dbg !956
  %3 = load i32, i32* %2, align 4, !dbg !957
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !957
  ret i32 %4, !dbg !957
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !958 {
  %3 = alloca %class.anon.2*, align 8
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %3, metadata !964, metadata !DIExpression()), !dbg !965
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !966, metadata !DIExpression()), !dbg !967
  %5 = load %class.anon.2*, %class.anon.2** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !968
  %7 = mul nsw i32 %6, 3, !dbg !969
  ret i32 %7, !dbg !970
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i64*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #13

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #12 comdat align 2 !dbg !971 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !972, metadata !DIExpression()), !dbg !974
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !975
  store i32 3, i32* %4, align 4, !dbg !975
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i64 0, i64 0)), !dbg !976
  ret void, !dbg !978
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !979 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !980, metadata !DIExpression()), !dbg !981
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  ret void, !dbg !982
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #13

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 8 dereferenceable(32) %0, i8** noundef %1) unnamed_addr #7 comdat align 2 !dbg !983 {
  %3 = alloca %struct.Diamond*, align 8
  %4 = alloca i8**, align 8
  store %struct.Diamond* %0, %struct.Diamond** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !984, metadata !DIExpression()), !dbg !985
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !986, metadata !DIExpression()), !dbg !985
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.Diamond* %5 to i8*, !dbg !987
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !987
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !987
  %10 = getelementptr inbounds i8*, i8** %6, i64 3, !dbg !987
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef %10) #13, !dbg !987
  %11 = bitcast %struct.Diamond* %5 to %struct.Left*, !dbg !987
  %12 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !987
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %11, i8** noundef %12) #13, !dbg !987
  ret void, !dbg !989
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !990 {
  %4 = alloca %class.anon*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !998, metadata !DIExpression()), !dbg !1000
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1001, metadata !DIExpression()), !dbg !1002
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1003, metadata !DIExpression()), !dbg !1004
  %7 = load %class.anon*, %class.anon** %4, align 8
  %8 = load i32, i32* %5, align 4, !dbg !1005
  %9 = load i32, i32* %6, align 4, !dbg !1006
  %10 = add nsw i32 %8, %9, !dbg !1007
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !1008
  %12 = load i32, i32* %11, align 4, !dbg !1008
  %13 = add nsw i32 %10, %12, !dbg !1009
  ret i32 %13, !dbg !1010
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1011 {
  %4 = alloca %class.anon.0*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %4, metadata !1018, metadata !DIExpression()), !dbg !1020
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1021, metadata !DIExpression()), !dbg !1022
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1023, metadata !DIExpression()), !dbg !1024
  %7 = load %class.anon.0*, %class.anon.0** %4, align 8
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !1025
  %9 = load i32*, i32** %8, align 8, !dbg !1025
  %10 = load i32, i32* %9, align 4, !dbg !1026
  %11 = add nsw i32 %10, 1, !dbg !1026
  store i32 %11, i32* %9, align 4, !dbg !1026
  %12 = load i32, i32* %6, align 4, !dbg !1027
  %13 = icmp ne i32 %12, 0, !dbg !1027
  br i1 %13, label %14, label %19, !dbg !1027

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !1028
  %16 = mul nsw i32 %15, 1, !dbg !1029
  %17 = load i32, i32* %6, align 4, !dbg !1030
  %18 = add nsw i32 %16, %17, !dbg !1031
  br label %21, !dbg !1027

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !1032
  br label %21, !dbg !1027

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1027
  ret i32 %22, !dbg !1033
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind readonly }
attributes #9 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!149, !150, !151, !152, !153, !154, !155}
!llvm.ident = !{!156}

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
!149 = !{i32 7, !"Dwarf Version", i32 5}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 4}
!152 = !{i32 7, !"PIC Level", i32 2}
!153 = !{i32 7, !"PIE Level", i32 2}
!154 = !{i32 7, !"uwtable", i32 1}
!155 = !{i32 7, !"frame-pointer", i32 2}
!156 = !{!"Debian clang version 14.0.6"}
!157 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !158, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !160, retainedNodes: !148)
!158 = !DISubroutineType(types: !159)
!159 = !{!55, !55, !55}
!160 = !{!161}
!161 = !DITemplateTypeParameter(name: "T", type: !55)
!162 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !3, line: 53, type: !55)
!163 = !DILocation(line: 53, column: 58, scope: !157)
!164 = !DILocalVariable(arg: 2, scope: !157, file: !3, line: 53, type: !55)
!165 = !DILocation(line: 53, column: 73, scope: !157)
!166 = !DILocation(line: 53, column: 84, scope: !157)
!167 = !DILocation(line: 53, column: 77, scope: !157)
!168 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !169, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!169 = !DISubroutineType(types: !170)
!170 = !{!171, !6}
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !172, identifier: "_ZTS3Big")
!172 = !{!173, !175, !176, !177, !178}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !171, file: !3, line: 62, baseType: !174, size: 64)
!174 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 128)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 192)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !171, file: !3, line: 62, baseType: !179, size: 104, offset: 256)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 13)
!182 = !DILocalVariable(name: "seed", arg: 1, scope: !168, file: !3, line: 65, type: !6)
!183 = !DILocation(line: 65, column: 44, scope: !168)
!184 = !DILocalVariable(name: "r", scope: !168, file: !3, line: 66, type: !171)
!185 = !DILocation(line: 66, column: 7, scope: !168)
!186 = !DILocation(line: 67, column: 9, scope: !168)
!187 = !DILocation(line: 67, column: 5, scope: !168)
!188 = !DILocation(line: 67, column: 7, scope: !168)
!189 = !DILocation(line: 67, column: 21, scope: !168)
!190 = !DILocation(line: 67, column: 26, scope: !168)
!191 = !DILocation(line: 67, column: 17, scope: !168)
!192 = !DILocation(line: 67, column: 19, scope: !168)
!193 = !DILocation(line: 67, column: 37, scope: !168)
!194 = !DILocation(line: 67, column: 42, scope: !168)
!195 = !DILocation(line: 67, column: 33, scope: !168)
!196 = !DILocation(line: 67, column: 35, scope: !168)
!197 = !DILocation(line: 67, column: 54, scope: !168)
!198 = !DILocation(line: 67, column: 53, scope: !168)
!199 = !DILocation(line: 67, column: 49, scope: !168)
!200 = !DILocation(line: 67, column: 51, scope: !168)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 68, type: !6)
!202 = distinct !DILexicalBlock(scope: !168, file: !3, line: 68, column: 3)
!203 = !DILocation(line: 68, column: 12, scope: !202)
!204 = !DILocation(line: 68, column: 8, scope: !202)
!205 = !DILocation(line: 68, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 68, column: 3)
!207 = !DILocation(line: 68, column: 21, scope: !206)
!208 = !DILocation(line: 68, column: 3, scope: !202)
!209 = !DILocation(line: 68, column: 57, scope: !206)
!210 = !DILocation(line: 68, column: 64, scope: !206)
!211 = !DILocation(line: 68, column: 62, scope: !206)
!212 = !DILocation(line: 68, column: 67, scope: !206)
!213 = !DILocation(line: 68, column: 54, scope: !206)
!214 = !DILocation(line: 68, column: 49, scope: !206)
!215 = !DILocation(line: 68, column: 34, scope: !206)
!216 = !DILocation(line: 68, column: 38, scope: !206)
!217 = !DILocation(line: 68, column: 32, scope: !206)
!218 = !DILocation(line: 68, column: 41, scope: !206)
!219 = !DILocation(line: 68, column: 27, scope: !206)
!220 = !DILocation(line: 68, column: 3, scope: !206)
!221 = distinct !{!221, !208, !222, !223}
!222 = !DILocation(line: 68, column: 71, scope: !202)
!223 = !{!"llvm.loop.mustprogress"}
!224 = !DILocation(line: 69, column: 5, scope: !168)
!225 = !DILocation(line: 69, column: 3, scope: !168)
!226 = !DILocation(line: 69, column: 13, scope: !168)
!227 = !DILocation(line: 70, column: 3, scope: !168)
!228 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !229, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!229 = !DISubroutineType(types: !230)
!230 = !{!174, !171}
!231 = !DILocalVariable(name: "b", arg: 1, scope: !228, file: !3, line: 72, type: !171)
!232 = !DILocation(line: 72, column: 49, scope: !228)
!233 = !DILocation(line: 72, column: 63, scope: !228)
!234 = !DILocation(line: 72, column: 69, scope: !228)
!235 = !DILocation(line: 72, column: 65, scope: !228)
!236 = !DILocation(line: 72, column: 75, scope: !228)
!237 = !DILocation(line: 72, column: 71, scope: !228)
!238 = !DILocation(line: 72, column: 81, scope: !228)
!239 = !DILocation(line: 72, column: 77, scope: !228)
!240 = !DILocation(line: 72, column: 87, scope: !228)
!241 = !DILocation(line: 72, column: 85, scope: !228)
!242 = !DILocation(line: 72, column: 83, scope: !228)
!243 = !DILocation(line: 72, column: 54, scope: !228)
!244 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !245, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!245 = !DISubroutineType(types: !246)
!246 = !{!32, !32}
!247 = !DILocalVariable(name: "p", arg: 1, scope: !244, file: !3, line: 73, type: !32)
!248 = !DILocation(line: 73, column: 47, scope: !244)
!249 = !DILocalVariable(name: "q", scope: !244, file: !3, line: 73, type: !32)
!250 = !DILocation(line: 73, column: 57, scope: !244)
!251 = !DILocation(line: 73, column: 61, scope: !244)
!252 = !DILocation(line: 73, column: 69, scope: !244)
!253 = !DILocation(line: 73, column: 67, scope: !244)
!254 = !DILocation(line: 73, column: 81, scope: !244)
!255 = !DILocation(line: 73, column: 79, scope: !244)
!256 = !DILocation(line: 73, column: 85, scope: !244)
!257 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !258, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!258 = !DISubroutineType(types: !259)
!259 = !{!260, !261}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!261 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!262 = !DILocalVariable(name: "n", arg: 1, scope: !257, file: !3, line: 91, type: !261)
!263 = !DILocation(line: 91, column: 34, scope: !257)
!264 = !DILocation(line: 91, column: 53, scope: !257)
!265 = !DILocation(line: 91, column: 57, scope: !257)
!266 = !DILocation(line: 91, column: 46, scope: !257)
!267 = !DILocation(line: 91, column: 39, scope: !257)
!268 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !269, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !260}
!271 = !DILocalVariable(name: "p", arg: 1, scope: !268, file: !3, line: 92, type: !260)
!272 = !DILocation(line: 92, column: 28, scope: !268)
!273 = !DILocation(line: 92, column: 47, scope: !268)
!274 = !DILocation(line: 92, column: 42, scope: !268)
!275 = !DILocation(line: 92, column: 51, scope: !268)
!276 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !277, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !260, !261}
!279 = !DILocalVariable(name: "p", arg: 1, scope: !276, file: !3, line: 93, type: !260)
!280 = !DILocation(line: 93, column: 28, scope: !276)
!281 = !DILocalVariable(arg: 2, scope: !276, file: !3, line: 93, type: !261)
!282 = !DILocation(line: 93, column: 44, scope: !276)
!283 = !DILocation(line: 93, column: 62, scope: !276)
!284 = !DILocation(line: 93, column: 57, scope: !276)
!285 = !DILocation(line: 93, column: 66, scope: !276)
!286 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!287 = !DILocalVariable(name: "shapes", scope: !286, file: !3, line: 96, type: !288)
!288 = !DICompositeType(tag: DW_TAG_array_type, baseType: !289, size: 192, elements: !290)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!290 = !{!291}
!291 = !DISubrange(count: 3)
!292 = !DILocation(line: 96, column: 10, scope: !286)
!293 = !DILocation(line: 96, column: 22, scope: !286)
!294 = !DILocation(line: 96, column: 23, scope: !286)
!295 = !DILocation(line: 96, column: 27, scope: !286)
!296 = !DILocation(line: 96, column: 39, scope: !286)
!297 = !DILocation(line: 96, column: 43, scope: !286)
!298 = !DILocation(line: 96, column: 54, scope: !286)
!299 = !DILocation(line: 96, column: 58, scope: !286)
!300 = !DILocalVariable(name: "total", scope: !286, file: !3, line: 97, type: !49)
!301 = !DILocation(line: 97, column: 10, scope: !286)
!302 = !DILocalVariable(name: "__range1", scope: !303, type: !304, flags: DIFlagArtificial)
!303 = distinct !DILexicalBlock(scope: !286, file: !3, line: 98, column: 3)
!304 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !288, size: 64)
!305 = !DILocation(line: 0, scope: !303)
!306 = !DILocation(line: 98, column: 19, scope: !303)
!307 = !DILocalVariable(name: "__begin1", scope: !303, type: !308, flags: DIFlagArtificial)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!309 = !DILocation(line: 98, column: 17, scope: !303)
!310 = !DILocalVariable(name: "__end1", scope: !303, type: !308, flags: DIFlagArtificial)
!311 = !DILocalVariable(name: "s", scope: !312, file: !3, line: 98, type: !289)
!312 = distinct !DILexicalBlock(scope: !303, file: !3, line: 98, column: 3)
!313 = !DILocation(line: 98, column: 15, scope: !312)
!314 = !DILocation(line: 98, column: 17, scope: !312)
!315 = !DILocation(line: 99, column: 25, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !3, line: 98, column: 27)
!317 = !DILocation(line: 99, column: 28, scope: !316)
!318 = !DILocation(line: 99, column: 36, scope: !316)
!319 = !DILocation(line: 99, column: 39, scope: !316)
!320 = !DILocation(line: 99, column: 5, scope: !316)
!321 = !DILocation(line: 100, column: 14, scope: !316)
!322 = !DILocation(line: 100, column: 17, scope: !316)
!323 = !DILocation(line: 100, column: 11, scope: !316)
!324 = !DILocation(line: 98, column: 3, scope: !303)
!325 = distinct !{!325, !324, !326}
!326 = !DILocation(line: 101, column: 3, scope: !303)
!327 = !DILocation(line: 140, column: 1, scope: !286)
!328 = !DILocalVariable(name: "__range1", scope: !329, type: !304, flags: DIFlagArtificial)
!329 = distinct !DILexicalBlock(scope: !286, file: !3, line: 102, column: 3)
!330 = !DILocation(line: 0, scope: !329)
!331 = !DILocation(line: 102, column: 19, scope: !329)
!332 = !DILocalVariable(name: "__begin1", scope: !329, type: !308, flags: DIFlagArtificial)
!333 = !DILocation(line: 102, column: 17, scope: !329)
!334 = !DILocalVariable(name: "__end1", scope: !329, type: !308, flags: DIFlagArtificial)
!335 = !DILocalVariable(name: "s", scope: !336, file: !3, line: 102, type: !289)
!336 = distinct !DILexicalBlock(scope: !329, file: !3, line: 102, column: 3)
!337 = !DILocation(line: 102, column: 15, scope: !336)
!338 = !DILocation(line: 102, column: 17, scope: !336)
!339 = !DILocation(line: 102, column: 34, scope: !336)
!340 = !DILocation(line: 102, column: 27, scope: !336)
!341 = !DILocation(line: 102, column: 3, scope: !329)
!342 = distinct !{!342, !341, !343}
!343 = !DILocation(line: 102, column: 34, scope: !329)
!344 = !DILocation(line: 103, column: 31, scope: !286)
!345 = !DILocation(line: 103, column: 3, scope: !286)
!346 = !DILocalVariable(name: "w", scope: !286, file: !3, line: 105, type: !83)
!347 = !DILocation(line: 105, column: 10, scope: !286)
!348 = !DILocalVariable(name: "c", scope: !286, file: !3, line: 106, type: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!350 = !DILocation(line: 106, column: 12, scope: !286)
!351 = !DILocation(line: 106, column: 16, scope: !286)
!352 = !DILocalVariable(name: "n", scope: !286, file: !3, line: 107, type: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!354 = !DILocation(line: 107, column: 10, scope: !286)
!355 = !DILocation(line: 107, column: 14, scope: !286)
!356 = !DILocation(line: 108, column: 3, scope: !286)
!357 = !DILocation(line: 108, column: 6, scope: !286)
!358 = !DILocation(line: 108, column: 14, scope: !286)
!359 = !DILocation(line: 108, column: 17, scope: !286)
!360 = !DILocation(line: 109, column: 24, scope: !286)
!361 = !DILocation(line: 109, column: 27, scope: !286)
!362 = !DILocation(line: 109, column: 36, scope: !286)
!363 = !DILocation(line: 109, column: 38, scope: !286)
!364 = !DILocation(line: 109, column: 45, scope: !286)
!365 = !DILocation(line: 109, column: 47, scope: !286)
!366 = !DILocation(line: 109, column: 3, scope: !286)
!367 = !DILocalVariable(name: "d", scope: !286, file: !3, line: 111, type: !113)
!368 = !DILocation(line: 111, column: 11, scope: !286)
!369 = !DILocalVariable(name: "bp", scope: !286, file: !3, line: 112, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!371 = !DILocation(line: 112, column: 9, scope: !286)
!372 = !DILocation(line: 112, column: 14, scope: !286)
!373 = !DILocalVariable(name: "lp", scope: !286, file: !3, line: 113, type: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!375 = !DILocation(line: 113, column: 9, scope: !286)
!376 = !DILocation(line: 113, column: 14, scope: !286)
!377 = !DILocation(line: 114, column: 32, scope: !286)
!378 = !DILocation(line: 114, column: 36, scope: !286)
!379 = !DILocation(line: 114, column: 43, scope: !286)
!380 = !DILocation(line: 114, column: 47, scope: !286)
!381 = !DILocation(line: 114, column: 54, scope: !286)
!382 = !DILocation(line: 114, column: 63, scope: !286)
!383 = !DILocation(line: 114, column: 3, scope: !286)
!384 = !DILocation(line: 115, column: 53, scope: !286)
!385 = !DILocation(line: 115, column: 31, scope: !286)
!386 = !DILocation(line: 115, column: 57, scope: !286)
!387 = !DILocation(line: 115, column: 3, scope: !286)
!388 = !DILocalVariable(name: "arr", scope: !286, file: !3, line: 117, type: !389)
!389 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !390, templateParams: !407, identifier: "_ZTS5ArrayIiLi8EE")
!390 = !{!391, !395, !400}
!391 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !389, file: !3, line: 43, baseType: !392, size: 256)
!392 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !393)
!393 = !{!394}
!394 = !DISubrange(count: 8)
!395 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !389, file: !3, line: 44, type: !396, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !399, !6}
!398 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!400 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !389, file: !3, line: 45, type: !401, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!401 = !DISubroutineType(types: !402)
!402 = !{!403, !405, !6}
!403 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !404, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !406, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !389)
!407 = !{!408, !409}
!408 = !DITemplateTypeParameter(name: "T", type: !6)
!409 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!410 = !DILocation(line: 117, column: 17, scope: !286)
!411 = !DILocalVariable(name: "i", scope: !412, file: !3, line: 118, type: !6)
!412 = distinct !DILexicalBlock(scope: !286, file: !3, line: 118, column: 3)
!413 = !DILocation(line: 118, column: 12, scope: !412)
!414 = !DILocation(line: 118, column: 8, scope: !412)
!415 = !DILocation(line: 118, column: 19, scope: !416)
!416 = distinct !DILexicalBlock(scope: !412, file: !3, line: 118, column: 3)
!417 = !DILocation(line: 118, column: 21, scope: !416)
!418 = !DILocation(line: 118, column: 3, scope: !412)
!419 = !DILocation(line: 118, column: 40, scope: !416)
!420 = !DILocation(line: 118, column: 44, scope: !416)
!421 = !DILocation(line: 118, column: 42, scope: !416)
!422 = !DILocation(line: 118, column: 35, scope: !416)
!423 = !DILocation(line: 118, column: 31, scope: !416)
!424 = !DILocation(line: 118, column: 38, scope: !416)
!425 = !DILocation(line: 118, column: 26, scope: !416)
!426 = !DILocation(line: 118, column: 3, scope: !416)
!427 = distinct !{!427, !418, !428, !223}
!428 = !DILocation(line: 118, column: 44, scope: !412)
!429 = !DILocalVariable(name: "bias", scope: !286, file: !3, line: 119, type: !6)
!430 = !DILocation(line: 119, column: 7, scope: !286)
!431 = !DILocalVariable(name: "add", scope: !286, file: !3, line: 120, type: !432)
!432 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !286, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !433)
!433 = !{!434}
!434 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !432, file: !3, line: 120, baseType: !6, size: 32)
!435 = !DILocation(line: 120, column: 8, scope: !286)
!436 = !DILocation(line: 120, column: 14, scope: !286)
!437 = !DILocation(line: 120, column: 15, scope: !286)
!438 = !DILocalVariable(name: "prod_count", scope: !286, file: !3, line: 121, type: !6)
!439 = !DILocation(line: 121, column: 7, scope: !286)
!440 = !DILocalVariable(name: "mul", scope: !286, file: !3, line: 122, type: !441)
!441 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !286, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !442)
!442 = !{!443}
!443 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !441, file: !3, line: 122, baseType: !398, size: 64)
!444 = !DILocation(line: 122, column: 8, scope: !286)
!445 = !DILocation(line: 122, column: 14, scope: !286)
!446 = !DILocation(line: 123, column: 43, scope: !286)
!447 = !DILocation(line: 123, column: 35, scope: !286)
!448 = !DILocation(line: 123, column: 61, scope: !286)
!449 = !DILocation(line: 123, column: 53, scope: !286)
!450 = !DILocation(line: 123, column: 67, scope: !286)
!451 = !DILocation(line: 123, column: 3, scope: !286)
!452 = !DILocalVariable(name: "gen", scope: !286, file: !3, line: 124, type: !453)
!453 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !286, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!454 = !DILocation(line: 124, column: 8, scope: !286)
!455 = !DILocation(line: 125, column: 27, scope: !286)
!456 = !DILocation(line: 125, column: 36, scope: !286)
!457 = !DILocation(line: 125, column: 3, scope: !286)
!458 = !DILocalVariable(name: "fp", scope: !286, file: !3, line: 126, type: !459)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !460, size: 64)
!460 = !DISubroutineType(types: !461)
!461 = !{!6, !6}
!462 = !DILocation(line: 126, column: 9, scope: !286)
!463 = !DILocation(line: 126, column: 20, scope: !286)
!464 = !DILocation(line: 127, column: 21, scope: !286)
!465 = !DILocation(line: 127, column: 3, scope: !286)
!466 = !DILocation(line: 129, column: 30, scope: !286)
!467 = !DILocation(line: 129, column: 44, scope: !286)
!468 = !DILocation(line: 129, column: 63, scope: !286)
!469 = !DILocation(line: 129, column: 3, scope: !286)
!470 = !DILocation(line: 130, column: 29, scope: !286)
!471 = !DILocation(line: 130, column: 59, scope: !286)
!472 = !DILocation(line: 130, column: 81, scope: !286)
!473 = !DILocation(line: 130, column: 3, scope: !286)
!474 = !DILocalVariable(name: "b", scope: !286, file: !3, line: 132, type: !171)
!475 = !DILocation(line: 132, column: 7, scope: !286)
!476 = !DILocation(line: 132, column: 11, scope: !286)
!477 = !DILocation(line: 133, column: 35, scope: !286)
!478 = !DILocation(line: 133, column: 27, scope: !286)
!479 = !DILocation(line: 133, column: 41, scope: !286)
!480 = !DILocation(line: 133, column: 39, scope: !286)
!481 = !DILocation(line: 133, column: 3, scope: !286)
!482 = !DILocalVariable(name: "p", scope: !286, file: !3, line: 134, type: !32)
!483 = !DILocation(line: 134, column: 8, scope: !286)
!484 = !DILocation(line: 134, column: 26, scope: !286)
!485 = !DILocation(line: 134, column: 12, scope: !286)
!486 = !DILocation(line: 135, column: 30, scope: !286)
!487 = !DILocation(line: 135, column: 35, scope: !286)
!488 = !DILocation(line: 135, column: 33, scope: !286)
!489 = !DILocation(line: 135, column: 3, scope: !286)
!490 = !DILocalVariable(name: "a1", scope: !286, file: !3, line: 137, type: !6)
!491 = !DILocation(line: 137, column: 7, scope: !286)
!492 = !DILocation(line: 137, column: 12, scope: !286)
!493 = !DILocalVariable(name: "a2", scope: !286, file: !3, line: 137, type: !6)
!494 = !DILocation(line: 137, column: 23, scope: !286)
!495 = !DILocation(line: 137, column: 28, scope: !286)
!496 = !DILocation(line: 138, column: 40, scope: !286)
!497 = !DILocation(line: 138, column: 44, scope: !286)
!498 = !DILocation(line: 138, column: 48, scope: !286)
!499 = !DILocation(line: 138, column: 59, scope: !286)
!500 = !DILocation(line: 138, column: 3, scope: !286)
!501 = !DILocation(line: 139, column: 3, scope: !286)
!502 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !36, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !59, retainedNodes: !148)
!503 = !DILocalVariable(name: "this", arg: 1, scope: !502, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!505 = !DILocation(line: 0, scope: !502)
!506 = !DILocalVariable(name: "a", arg: 2, scope: !502, file: !3, line: 17, type: !49)
!507 = !DILocation(line: 17, column: 15, scope: !502)
!508 = !DILocalVariable(name: "b", arg: 3, scope: !502, file: !3, line: 17, type: !49)
!509 = !DILocation(line: 17, column: 25, scope: !502)
!510 = !DILocation(line: 17, column: 41, scope: !502)
!511 = !DILocation(line: 17, column: 3, scope: !502)
!512 = !DILocation(line: 17, column: 30, scope: !502)
!513 = !DILocation(line: 17, column: 32, scope: !502)
!514 = !DILocation(line: 17, column: 36, scope: !502)
!515 = !DILocation(line: 17, column: 38, scope: !502)
!516 = !DILocation(line: 17, column: 42, scope: !502)
!517 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !71, file: !3, line: 23, type: !75, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !74, retainedNodes: !148)
!518 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !519, flags: DIFlagArtificial | DIFlagObjectPointer)
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!520 = !DILocation(line: 0, scope: !517)
!521 = !DILocalVariable(name: "s", arg: 2, scope: !517, file: !3, line: 23, type: !49)
!522 = !DILocation(line: 23, column: 26, scope: !517)
!523 = !DILocation(line: 23, column: 42, scope: !517)
!524 = !DILocation(line: 23, column: 36, scope: !517)
!525 = !DILocation(line: 23, column: 39, scope: !517)
!526 = !DILocation(line: 23, column: 31, scope: !517)
!527 = !DILocation(line: 23, column: 43, scope: !517)
!528 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !83, file: !3, line: 30, type: !110, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !529, retainedNodes: !148)
!529 = !DISubprogram(name: "Widget", scope: !83, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!530 = !DILocalVariable(name: "this", arg: 1, scope: !528, type: !531, flags: DIFlagArtificial | DIFlagObjectPointer)
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!532 = !DILocation(line: 0, scope: !528)
!533 = !DILocation(line: 30, column: 8, scope: !528)
!534 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !113, file: !3, line: 38, type: !535, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !538, retainedNodes: !148)
!535 = !DISubroutineType(types: !536)
!536 = !{null, !537}
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!538 = !DISubprogram(name: "Diamond", scope: !113, type: !535, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!539 = !DILocalVariable(name: "this", arg: 1, scope: !534, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!541 = !DILocation(line: 0, scope: !534)
!542 = !DILocation(line: 38, column: 8, scope: !534)
!543 = !DILocation(line: 38, column: 36, scope: !534)
!544 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !389, file: !3, line: 44, type: !396, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !395, retainedNodes: !148)
!545 = !DILocalVariable(name: "this", arg: 1, scope: !544, type: !546, flags: DIFlagArtificial | DIFlagObjectPointer)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64)
!547 = !DILocation(line: 0, scope: !544)
!548 = !DILocalVariable(name: "i", arg: 2, scope: !544, file: !3, line: 44, type: !6)
!549 = !DILocation(line: 44, column: 21, scope: !544)
!550 = !DILocation(line: 44, column: 33, scope: !544)
!551 = !DILocation(line: 44, column: 38, scope: !544)
!552 = !DILocation(line: 44, column: 26, scope: !544)
!553 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !389, file: !3, line: 46, type: !554, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !557, declaration: !556, retainedNodes: !148)
!554 = !DISubroutineType(types: !555)
!555 = !{!6, !405, !6, !432}
!556 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !389, file: !3, line: 46, type: !554, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !557)
!557 = !{!558}
!558 = !DITemplateTypeParameter(name: "F", type: !432)
!559 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !560, flags: DIFlagArtificial | DIFlagObjectPointer)
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !406, size: 64)
!561 = !DILocation(line: 0, scope: !553)
!562 = !DILocalVariable(name: "init", arg: 2, scope: !553, file: !3, line: 46, type: !6)
!563 = !DILocation(line: 46, column: 34, scope: !553)
!564 = !DILocalVariable(name: "f", arg: 3, scope: !553, file: !3, line: 46, type: !432)
!565 = !DILocation(line: 46, column: 42, scope: !553)
!566 = !DILocalVariable(name: "i", scope: !567, file: !3, line: 47, type: !6)
!567 = distinct !DILexicalBlock(scope: !553, file: !3, line: 47, column: 5)
!568 = !DILocation(line: 47, column: 14, scope: !567)
!569 = !DILocation(line: 47, column: 10, scope: !567)
!570 = !DILocation(line: 47, column: 21, scope: !571)
!571 = distinct !DILexicalBlock(scope: !567, file: !3, line: 47, column: 5)
!572 = !DILocation(line: 47, column: 23, scope: !571)
!573 = !DILocation(line: 47, column: 5, scope: !567)
!574 = !DILocation(line: 47, column: 42, scope: !571)
!575 = !DILocation(line: 47, column: 48, scope: !571)
!576 = !DILocation(line: 47, column: 53, scope: !571)
!577 = !DILocation(line: 47, column: 40, scope: !571)
!578 = !DILocation(line: 47, column: 38, scope: !571)
!579 = !DILocation(line: 47, column: 33, scope: !571)
!580 = !DILocation(line: 47, column: 28, scope: !571)
!581 = !DILocation(line: 47, column: 5, scope: !571)
!582 = distinct !{!582, !573, !583, !223}
!583 = !DILocation(line: 47, column: 55, scope: !567)
!584 = !DILocation(line: 48, column: 12, scope: !553)
!585 = !DILocation(line: 48, column: 5, scope: !553)
!586 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !389, file: !3, line: 46, type: !587, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !590, declaration: !589, retainedNodes: !148)
!587 = !DISubroutineType(types: !588)
!588 = !{!6, !405, !6, !441}
!589 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !389, file: !3, line: 46, type: !587, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !590)
!590 = !{!591}
!591 = !DITemplateTypeParameter(name: "F", type: !441)
!592 = !DILocalVariable(name: "this", arg: 1, scope: !586, type: !560, flags: DIFlagArtificial | DIFlagObjectPointer)
!593 = !DILocation(line: 0, scope: !586)
!594 = !DILocalVariable(name: "init", arg: 2, scope: !586, file: !3, line: 46, type: !6)
!595 = !DILocation(line: 46, column: 34, scope: !586)
!596 = !DILocalVariable(name: "f", arg: 3, scope: !586, file: !3, line: 46, type: !441)
!597 = !DILocation(line: 46, column: 42, scope: !586)
!598 = !DILocalVariable(name: "i", scope: !599, file: !3, line: 47, type: !6)
!599 = distinct !DILexicalBlock(scope: !586, file: !3, line: 47, column: 5)
!600 = !DILocation(line: 47, column: 14, scope: !599)
!601 = !DILocation(line: 47, column: 10, scope: !599)
!602 = !DILocation(line: 47, column: 21, scope: !603)
!603 = distinct !DILexicalBlock(scope: !599, file: !3, line: 47, column: 5)
!604 = !DILocation(line: 47, column: 23, scope: !603)
!605 = !DILocation(line: 47, column: 5, scope: !599)
!606 = !DILocation(line: 47, column: 42, scope: !603)
!607 = !DILocation(line: 47, column: 48, scope: !603)
!608 = !DILocation(line: 47, column: 53, scope: !603)
!609 = !DILocation(line: 47, column: 40, scope: !603)
!610 = !DILocation(line: 47, column: 38, scope: !603)
!611 = !DILocation(line: 47, column: 33, scope: !603)
!612 = !DILocation(line: 47, column: 28, scope: !603)
!613 = !DILocation(line: 47, column: 5, scope: !603)
!614 = distinct !{!614, !605, !615, !223}
!615 = !DILocation(line: 47, column: 55, scope: !599)
!616 = !DILocation(line: 48, column: 12, scope: !586)
!617 = !DILocation(line: 48, column: 5, scope: !586)
!618 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !453, file: !3, line: 124, type: !619, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !627, declaration: !623, retainedNodes: !148)
!619 = !DISubroutineType(types: !620)
!620 = !{!6, !621, !6}
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !622, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !453)
!623 = !DISubprogram(name: "operator()<int>", scope: !453, file: !3, line: 124, type: !624, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !627)
!624 = !DISubroutineType(types: !625)
!625 = !{!626, !621, !6}
!626 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!627 = !{!628}
!628 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!629 = !DILocalVariable(name: "this", arg: 1, scope: !618, type: !630, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !622, size: 64)
!631 = !DILocation(line: 0, scope: !618)
!632 = !DILocalVariable(name: "x", arg: 2, scope: !618, file: !3, line: 124, type: !6)
!633 = !DILocation(line: 124, column: 22, scope: !618)
!634 = !DILocation(line: 124, column: 34, scope: !618)
!635 = !DILocation(line: 124, column: 38, scope: !618)
!636 = !DILocation(line: 124, column: 36, scope: !618)
!637 = !DILocation(line: 124, column: 27, scope: !618)
!638 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !453, file: !3, line: 124, type: !639, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !644, declaration: !641, retainedNodes: !148)
!639 = !DISubroutineType(types: !640)
!640 = !{!49, !621, !49}
!641 = !DISubprogram(name: "operator()<double>", scope: !453, file: !3, line: 124, type: !642, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !644)
!642 = !DISubroutineType(types: !643)
!643 = !{!626, !621, !49}
!644 = !{!645}
!645 = !DITemplateTypeParameter(name: "x:auto", type: !49)
!646 = !DILocalVariable(name: "this", arg: 1, scope: !638, type: !630, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DILocation(line: 0, scope: !638)
!648 = !DILocalVariable(name: "x", arg: 2, scope: !638, file: !3, line: 124, type: !49)
!649 = !DILocation(line: 124, column: 22, scope: !638)
!650 = !DILocation(line: 124, column: 34, scope: !638)
!651 = !DILocation(line: 124, column: 38, scope: !638)
!652 = !DILocation(line: 124, column: 36, scope: !638)
!653 = !DILocation(line: 124, column: 27, scope: !638)
!654 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !655, file: !3, line: 126, type: !656, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !660, retainedNodes: !148)
!655 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !286, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148)
!656 = !DISubroutineType(types: !657)
!657 = !{!459, !658}
!658 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !659, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!659 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !655)
!660 = !DISubprogram(name: "operator int (*)(int)", scope: !655, type: !656, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!661 = !DILocalVariable(name: "this", arg: 1, scope: !654, type: !662, flags: DIFlagArtificial | DIFlagObjectPointer)
!662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !659, size: 64)
!663 = !DILocation(line: 0, scope: !654)
!664 = !DILocation(line: 126, column: 20, scope: !654)
!665 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !3, file: !3, line: 52, type: !666, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !668, retainedNodes: !148)
!666 = !DISubroutineType(types: !667)
!667 = !{!6, !6, !6}
!668 = !{!408}
!669 = !DILocalVariable(name: "a", arg: 1, scope: !665, file: !3, line: 52, type: !6)
!670 = !DILocation(line: 52, column: 34, scope: !665)
!671 = !DILocalVariable(name: "b", arg: 2, scope: !665, file: !3, line: 52, type: !6)
!672 = !DILocation(line: 52, column: 39, scope: !665)
!673 = !DILocation(line: 52, column: 51, scope: !665)
!674 = !DILocation(line: 52, column: 55, scope: !665)
!675 = !DILocation(line: 52, column: 53, scope: !665)
!676 = !DILocation(line: 52, column: 59, scope: !665)
!677 = !DILocation(line: 52, column: 63, scope: !665)
!678 = !DILocation(line: 52, column: 44, scope: !665)
!679 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !3, file: !3, line: 52, type: !680, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !682, retainedNodes: !148)
!680 = !DISubroutineType(types: !681)
!681 = !{!49, !49, !49}
!682 = !{!683}
!683 = !DITemplateTypeParameter(name: "T", type: !49)
!684 = !DILocalVariable(name: "a", arg: 1, scope: !679, file: !3, line: 52, type: !49)
!685 = !DILocation(line: 52, column: 34, scope: !679)
!686 = !DILocalVariable(name: "b", arg: 2, scope: !679, file: !3, line: 52, type: !49)
!687 = !DILocation(line: 52, column: 39, scope: !679)
!688 = !DILocation(line: 52, column: 51, scope: !679)
!689 = !DILocation(line: 52, column: 55, scope: !679)
!690 = !DILocation(line: 52, column: 53, scope: !679)
!691 = !DILocation(line: 52, column: 59, scope: !679)
!692 = !DILocation(line: 52, column: 63, scope: !679)
!693 = !DILocation(line: 52, column: 44, scope: !679)
!694 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !3, file: !3, line: 55, type: !695, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !697, retainedNodes: !148)
!695 = !DISubroutineType(types: !696)
!696 = !{!6, !6, !9, !49, !55}
!697 = !{!698}
!698 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !699)
!699 = !{!700, !701, !702, !703}
!700 = !DITemplateTypeParameter(type: !6)
!701 = !DITemplateTypeParameter(type: !9)
!702 = !DITemplateTypeParameter(type: !49)
!703 = !DITemplateTypeParameter(type: !55)
!704 = !DILocalVariable(arg: 1, scope: !694, file: !3, line: 55, type: !6)
!705 = !DILocation(line: 55, column: 47, scope: !694)
!706 = !DILocalVariable(arg: 2, scope: !694, file: !3, line: 55, type: !9)
!707 = !DILocalVariable(arg: 3, scope: !694, file: !3, line: 55, type: !49)
!708 = !DILocalVariable(arg: 4, scope: !694, file: !3, line: 55, type: !55)
!709 = !DILocation(line: 55, column: 51, scope: !694)
!710 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !711, file: !3, line: 58, type: !714, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !713, retainedNodes: !148)
!711 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !712, templateParams: !668, identifier: "_ZTS8TypeNameIiE")
!712 = !{!713}
!713 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !711, file: !3, line: 58, type: !714, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!714 = !DISubroutineType(types: !715)
!715 = !{!55}
!716 = !DILocation(line: 58, column: 63, scope: !710)
!717 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !718, file: !3, line: 59, type: !714, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !720, retainedNodes: !148)
!718 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !719, templateParams: !682, identifier: "_ZTS8TypeNameIdE")
!719 = !{!720}
!720 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !718, file: !3, line: 59, type: !714, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!721 = !DILocation(line: 59, column: 66, scope: !717)
!722 = !DILocation(line: 86, column: 3, scope: !2)
!723 = !{!"branch_weights", i32 1, i32 1048575}
!724 = !DILocation(line: 86, column: 18, scope: !2)
!725 = !DILocation(line: 86, column: 29, scope: !2)
!726 = !DILocation(line: 87, column: 10, scope: !2)
!727 = !DILocation(line: 87, column: 3, scope: !2)
!728 = !DILocation(line: 88, column: 1, scope: !2)
!729 = !DILocation(line: 82, column: 3, scope: !144)
!730 = !DILocation(line: 82, column: 19, scope: !144)
!731 = !DILocation(line: 83, column: 3, scope: !144)
!732 = !DILocation(line: 84, column: 1, scope: !144)
!733 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !113, file: !3, line: 38, type: !535, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !734, retainedNodes: !148)
!734 = !DISubprogram(name: "~Diamond", scope: !113, type: !535, containingType: !113, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!735 = !DILocalVariable(name: "this", arg: 1, scope: !733, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!736 = !DILocation(line: 0, scope: !733)
!737 = !DILocation(line: 38, column: 8, scope: !733)
!738 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !39, file: !3, line: 9, type: !43, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !739, retainedNodes: !148)
!739 = !DISubprogram(name: "Shape", scope: !39, type: !43, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!740 = !DILocalVariable(name: "this", arg: 1, scope: !738, type: !289, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DILocation(line: 0, scope: !738)
!742 = !DILocation(line: 9, column: 8, scope: !738)
!743 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !36, file: !3, line: 15, type: !744, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !746, retainedNodes: !148)
!744 = !DISubroutineType(types: !745)
!745 = !{null, !62}
!746 = !DISubprogram(name: "~Rect", scope: !36, type: !744, containingType: !36, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!747 = !DILocalVariable(name: "this", arg: 1, scope: !743, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!748 = !DILocation(line: 0, scope: !743)
!749 = !DILocation(line: 15, column: 8, scope: !750)
!750 = distinct !DILexicalBlock(scope: !743, file: !3, line: 15, column: 8)
!751 = !DILocation(line: 15, column: 8, scope: !743)
!752 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !36, file: !3, line: 15, type: !744, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !746, retainedNodes: !148)
!753 = !DILocalVariable(name: "this", arg: 1, scope: !752, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!754 = !DILocation(line: 0, scope: !752)
!755 = !DILocation(line: 15, column: 8, scope: !752)
!756 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !36, file: !3, line: 18, type: !64, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !63, retainedNodes: !148)
!757 = !DILocalVariable(name: "this", arg: 1, scope: !756, type: !758, flags: DIFlagArtificial | DIFlagObjectPointer)
!758 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!759 = !DILocation(line: 0, scope: !756)
!760 = !DILocation(line: 18, column: 41, scope: !756)
!761 = !DILocation(line: 18, column: 45, scope: !756)
!762 = !DILocation(line: 18, column: 43, scope: !756)
!763 = !DILocation(line: 18, column: 34, scope: !756)
!764 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !36, file: !3, line: 19, type: !69, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !68, retainedNodes: !148)
!765 = !DILocalVariable(name: "this", arg: 1, scope: !764, type: !758, flags: DIFlagArtificial | DIFlagObjectPointer)
!766 = !DILocation(line: 0, scope: !764)
!767 = !DILocation(line: 19, column: 39, scope: !764)
!768 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!769 = !DILocalVariable(name: "this", arg: 1, scope: !768, type: !289, flags: DIFlagArtificial | DIFlagObjectPointer)
!770 = !DILocation(line: 0, scope: !768)
!771 = !DILocation(line: 10, column: 21, scope: !768)
!772 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !39, file: !3, line: 10, type: !43, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !42, retainedNodes: !148)
!773 = !DILocalVariable(name: "this", arg: 1, scope: !772, type: !289, flags: DIFlagArtificial | DIFlagObjectPointer)
!774 = !DILocation(line: 0, scope: !772)
!775 = !DILocation(line: 10, column: 20, scope: !772)
!776 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !39, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !52, retainedNodes: !148)
!777 = !DILocalVariable(name: "this", arg: 1, scope: !776, type: !778, flags: DIFlagArtificial | DIFlagObjectPointer)
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!779 = !DILocation(line: 0, scope: !776)
!780 = !DILocation(line: 12, column: 38, scope: !776)
!781 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !71, file: !3, line: 22, type: !782, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !784, retainedNodes: !148)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !77}
!784 = !DISubprogram(name: "~Square", scope: !71, type: !782, containingType: !71, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!785 = !DILocalVariable(name: "this", arg: 1, scope: !781, type: !519, flags: DIFlagArtificial | DIFlagObjectPointer)
!786 = !DILocation(line: 0, scope: !781)
!787 = !DILocation(line: 22, column: 8, scope: !788)
!788 = distinct !DILexicalBlock(scope: !781, file: !3, line: 22, column: 8)
!789 = !DILocation(line: 22, column: 8, scope: !781)
!790 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !71, file: !3, line: 22, type: !782, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !784, retainedNodes: !148)
!791 = !DILocalVariable(name: "this", arg: 1, scope: !790, type: !519, flags: DIFlagArtificial | DIFlagObjectPointer)
!792 = !DILocation(line: 0, scope: !790)
!793 = !DILocation(line: 22, column: 8, scope: !790)
!794 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !71, file: !3, line: 24, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !78, retainedNodes: !148)
!795 = !DILocalVariable(name: "this", arg: 1, scope: !794, type: !796, flags: DIFlagArtificial | DIFlagObjectPointer)
!796 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!797 = !DILocation(line: 0, scope: !794)
!798 = !DILocation(line: 24, column: 39, scope: !794)
!799 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !86, file: !3, line: 27, type: !800, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !803, retainedNodes: !148)
!800 = !DISubroutineType(types: !801)
!801 = !{null, !802}
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!803 = !DISubprogram(name: "Named", scope: !86, type: !800, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!804 = !DILocalVariable(name: "this", arg: 1, scope: !799, type: !353, flags: DIFlagArtificial | DIFlagObjectPointer)
!805 = !DILocation(line: 0, scope: !799)
!806 = !DILocation(line: 27, column: 8, scope: !799)
!807 = !DILocation(line: 27, column: 74, scope: !799)
!808 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !809, retainedNodes: !148)
!809 = !DISubprogram(name: "Counted", scope: !96, type: !101, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!810 = !DILocalVariable(name: "this", arg: 1, scope: !808, type: !349, flags: DIFlagArtificial | DIFlagObjectPointer)
!811 = !DILocation(line: 0, scope: !808)
!812 = !DILocation(line: 28, column: 8, scope: !808)
!813 = !DILocation(line: 28, column: 22, scope: !808)
!814 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !83, file: !3, line: 31, type: !105, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !104, retainedNodes: !148)
!815 = !DILocalVariable(name: "this", arg: 1, scope: !814, type: !816, flags: DIFlagArtificial | DIFlagObjectPointer)
!816 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!817 = !DILocation(line: 0, scope: !814)
!818 = !DILocation(line: 31, column: 40, scope: !814)
!819 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !83, file: !3, line: 32, type: !110, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !109, retainedNodes: !148)
!820 = !DILocalVariable(name: "this", arg: 1, scope: !819, type: !531, flags: DIFlagArtificial | DIFlagObjectPointer)
!821 = !DILocation(line: 0, scope: !819)
!822 = !DILocation(line: 32, column: 26, scope: !819)
!823 = !DILocation(line: 32, column: 32, scope: !819)
!824 = !DILocation(line: 32, column: 39, scope: !819)
!825 = distinct !DISubprogram(linkageName: "_ZThn16_N6Widget4bumpEv", scope: !3, file: !3, line: 32, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!826 = !DISubroutineType(types: !148)
!827 = !DILocation(line: 0, scope: !825)
!828 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !86, file: !3, line: 27, type: !91, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !90, retainedNodes: !148)
!829 = !DILocalVariable(name: "this", arg: 1, scope: !828, type: !830, flags: DIFlagArtificial | DIFlagObjectPointer)
!830 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!831 = !DILocation(line: 0, scope: !828)
!832 = !DILocation(line: 27, column: 52, scope: !828)
!833 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !96, file: !3, line: 28, type: !101, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !100, retainedNodes: !148)
!834 = !DILocalVariable(name: "this", arg: 1, scope: !833, type: !349, flags: DIFlagArtificial | DIFlagObjectPointer)
!835 = !DILocation(line: 0, scope: !833)
!836 = !DILocation(line: 28, column: 57, scope: !833)
!837 = !DILocation(line: 28, column: 55, scope: !833)
!838 = !DILocation(line: 28, column: 64, scope: !833)
!839 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !840, retainedNodes: !148)
!840 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!841 = !DILocalVariable(name: "this", arg: 1, scope: !839, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!842 = !DILocation(line: 0, scope: !839)
!843 = !DILocation(line: 35, column: 8, scope: !839)
!844 = !DILocation(line: 35, column: 19, scope: !839)
!845 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !116, file: !3, line: 36, type: !846, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !849, retainedNodes: !148)
!846 = !DISubroutineType(types: !847)
!847 = !{null, !848}
!848 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!849 = !DISubprogram(name: "Left", scope: !116, type: !846, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!850 = !DILocalVariable(name: "this", arg: 1, scope: !845, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!851 = !DILocation(line: 0, scope: !845)
!852 = !DILocalVariable(name: "vtt", arg: 2, scope: !845, type: !853, flags: DIFlagArtificial)
!853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!854 = !DILocation(line: 36, column: 8, scope: !845)
!855 = !DILocation(line: 36, column: 34, scope: !845)
!856 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !857, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !860, retainedNodes: !148)
!857 = !DISubroutineType(types: !858)
!858 = !{null, !859}
!859 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!860 = !DISubprogram(name: "Right", scope: !12, type: !857, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!861 = !DILocalVariable(name: "this", arg: 1, scope: !856, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!862 = !DILocation(line: 0, scope: !856)
!863 = !DILocalVariable(name: "vtt", arg: 2, scope: !856, type: !853, flags: DIFlagArtificial)
!864 = !DILocation(line: 37, column: 8, scope: !856)
!865 = !DILocation(line: 37, column: 35, scope: !856)
!866 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !116, file: !3, line: 36, type: !122, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !121, retainedNodes: !148)
!867 = !DILocalVariable(name: "this", arg: 1, scope: !866, type: !868, flags: DIFlagArtificial | DIFlagObjectPointer)
!868 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!869 = !DILocation(line: 0, scope: !866)
!870 = !DILocation(line: 36, column: 75, scope: !866)
!871 = !DILocation(line: 36, column: 79, scope: !866)
!872 = !DILocation(line: 36, column: 77, scope: !866)
!873 = !DILocation(line: 36, column: 68, scope: !866)
!874 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !116, file: !3, line: 36, type: !846, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !875, retainedNodes: !148)
!875 = !DISubprogram(name: "~Left", scope: !116, type: !846, containingType: !116, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!876 = !DILocalVariable(name: "this", arg: 1, scope: !874, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!877 = !DILocation(line: 0, scope: !874)
!878 = !DILocation(line: 36, column: 8, scope: !874)
!879 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !116, file: !3, line: 36, type: !846, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !875, retainedNodes: !148)
!880 = !DILocalVariable(name: "this", arg: 1, scope: !879, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!881 = !DILocation(line: 0, scope: !879)
!882 = !DILocation(line: 36, column: 8, scope: !879)
!883 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK4Left3getEv", scope: !3, file: !3, line: 36, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!884 = !DILocation(line: 0, scope: !883)
!885 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD1Ev", scope: !3, file: !3, line: 36, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!886 = !DILocation(line: 0, scope: !885)
!887 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD0Ev", scope: !3, file: !3, line: 36, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!888 = !DILocation(line: 0, scope: !887)
!889 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !12, file: !3, line: 37, type: !857, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !890, retainedNodes: !148)
!890 = !DISubprogram(name: "~Right", scope: !12, type: !857, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!891 = !DILocalVariable(name: "this", arg: 1, scope: !889, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!892 = !DILocation(line: 0, scope: !889)
!893 = !DILocation(line: 37, column: 8, scope: !889)
!894 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !12, file: !3, line: 37, type: !857, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !890, retainedNodes: !148)
!895 = !DILocalVariable(name: "this", arg: 1, scope: !894, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!896 = !DILocation(line: 0, scope: !894)
!897 = !DILocation(line: 37, column: 8, scope: !894)
!898 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !148)
!899 = !DILocalVariable(name: "this", arg: 1, scope: !898, type: !900, flags: DIFlagArtificial | DIFlagObjectPointer)
!900 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!901 = !DILocation(line: 0, scope: !898)
!902 = !DILocation(line: 35, column: 59, scope: !898)
!903 = !DILocation(line: 35, column: 52, scope: !898)
!904 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD1Ev", scope: !3, file: !3, line: 37, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!905 = !DILocation(line: 0, scope: !904)
!906 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD0Ev", scope: !3, file: !3, line: 37, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!907 = !DILocation(line: 0, scope: !906)
!908 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !113, file: !3, line: 38, type: !129, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !128, retainedNodes: !148)
!909 = !DILocalVariable(name: "this", arg: 1, scope: !908, type: !910, flags: DIFlagArtificial | DIFlagObjectPointer)
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!911 = !DILocation(line: 0, scope: !908)
!912 = !DILocation(line: 38, column: 77, scope: !908)
!913 = !DILocation(line: 38, column: 81, scope: !908)
!914 = !DILocation(line: 38, column: 79, scope: !908)
!915 = !DILocation(line: 38, column: 85, scope: !908)
!916 = !DILocation(line: 38, column: 83, scope: !908)
!917 = !DILocation(line: 38, column: 89, scope: !908)
!918 = !DILocation(line: 38, column: 87, scope: !908)
!919 = !DILocation(line: 38, column: 70, scope: !908)
!920 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !113, file: !3, line: 38, type: !535, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !734, retainedNodes: !148)
!921 = !DILocalVariable(name: "this", arg: 1, scope: !920, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!922 = !DILocation(line: 0, scope: !920)
!923 = !DILocation(line: 38, column: 8, scope: !920)
!924 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!925 = !DILocation(line: 0, scope: !924)
!926 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!927 = !DILocation(line: 0, scope: !926)
!928 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!929 = !DILocation(line: 0, scope: !928)
!930 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!931 = !DILocation(line: 0, scope: !930)
!932 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !826, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !148)
!933 = !DILocation(line: 0, scope: !932)
!934 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!935 = !DILocalVariable(name: "this", arg: 1, scope: !934, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!936 = !DILocation(line: 0, scope: !934)
!937 = !DILocation(line: 35, column: 81, scope: !934)
!938 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !148)
!939 = !DILocalVariable(name: "this", arg: 1, scope: !938, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!940 = !DILocation(line: 0, scope: !938)
!941 = !DILocation(line: 35, column: 80, scope: !938)
!942 = !DILocation(line: 35, column: 81, scope: !938)
!943 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !116, file: !3, line: 36, type: !846, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !875, retainedNodes: !148)
!944 = !DILocalVariable(name: "this", arg: 1, scope: !943, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!945 = !DILocation(line: 0, scope: !943)
!946 = !DILocalVariable(name: "vtt", arg: 2, scope: !943, type: !853, flags: DIFlagArtificial)
!947 = !DILocation(line: 36, column: 8, scope: !943)
!948 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !12, file: !3, line: 37, type: !857, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !890, retainedNodes: !148)
!949 = !DILocalVariable(name: "this", arg: 1, scope: !948, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!950 = !DILocation(line: 0, scope: !948)
!951 = !DILocalVariable(name: "vtt", arg: 2, scope: !948, type: !853, flags: DIFlagArtificial)
!952 = !DILocation(line: 37, column: 8, scope: !948)
!953 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !655, file: !3, line: 126, type: !460, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !954, retainedNodes: !148)
!954 = !DISubprogram(name: "__invoke", scope: !655, type: !460, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!955 = !DILocalVariable(name: "x", arg: 1, scope: !953, type: !6)
!956 = !DILocation(line: 0, scope: !953)
!957 = !DILocation(line: 126, column: 20, scope: !953)
!958 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !655, file: !3, line: 126, type: !959, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !961, retainedNodes: !148)
!959 = !DISubroutineType(types: !960)
!960 = !{!6, !658, !6}
!961 = !DISubprogram(name: "operator()", scope: !655, file: !3, line: 126, type: !962, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!962 = !DISubroutineType(types: !963)
!963 = !{!626, !658, !6}
!964 = !DILocalVariable(name: "this", arg: 1, scope: !958, type: !662, flags: DIFlagArtificial | DIFlagObjectPointer)
!965 = !DILocation(line: 0, scope: !958)
!966 = !DILocalVariable(name: "x", arg: 2, scope: !958, file: !3, line: 126, type: !6)
!967 = !DILocation(line: 126, column: 27, scope: !958)
!968 = !DILocation(line: 126, column: 39, scope: !958)
!969 = !DILocation(line: 126, column: 41, scope: !958)
!970 = !DILocation(line: 126, column: 32, scope: !958)
!971 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !133, file: !3, line: 78, type: !137, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !136, retainedNodes: !148)
!972 = !DILocalVariable(name: "this", arg: 1, scope: !971, type: !973, flags: DIFlagArtificial | DIFlagObjectPointer)
!973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!974 = !DILocation(line: 0, scope: !971)
!975 = !DILocation(line: 78, column: 16, scope: !971)
!976 = !DILocation(line: 78, column: 29, scope: !977)
!977 = distinct !DILexicalBlock(scope: !971, file: !3, line: 78, column: 27)
!978 = !DILocation(line: 78, column: 63, scope: !971)
!979 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !133, file: !3, line: 79, type: !137, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !140, retainedNodes: !148)
!980 = !DILocalVariable(name: "this", arg: 1, scope: !979, type: !973, flags: DIFlagArtificial | DIFlagObjectPointer)
!981 = !DILocation(line: 0, scope: !979)
!982 = !DILocation(line: 79, column: 16, scope: !979)
!983 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !113, file: !3, line: 38, type: !535, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !734, retainedNodes: !148)
!984 = !DILocalVariable(name: "this", arg: 1, scope: !983, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!985 = !DILocation(line: 0, scope: !983)
!986 = !DILocalVariable(name: "vtt", arg: 2, scope: !983, type: !853, flags: DIFlagArtificial)
!987 = !DILocation(line: 38, column: 8, scope: !988)
!988 = distinct !DILexicalBlock(scope: !983, file: !3, line: 38, column: 8)
!989 = !DILocation(line: 38, column: 8, scope: !983)
!990 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !432, file: !3, line: 120, type: !991, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !995, retainedNodes: !148)
!991 = !DISubroutineType(types: !992)
!992 = !{!6, !993, !6, !6}
!993 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !994, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!994 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !432)
!995 = !DISubprogram(name: "operator()", scope: !432, file: !3, line: 120, type: !996, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!996 = !DISubroutineType(types: !997)
!997 = !{!626, !993, !6, !6}
!998 = !DILocalVariable(name: "this", arg: 1, scope: !990, type: !999, flags: DIFlagArtificial | DIFlagObjectPointer)
!999 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !994, size: 64)
!1000 = !DILocation(line: 0, scope: !990)
!1001 = !DILocalVariable(name: "acc", arg: 2, scope: !990, file: !3, line: 120, type: !6)
!1002 = !DILocation(line: 120, column: 25, scope: !990)
!1003 = !DILocalVariable(name: "v", arg: 3, scope: !990, file: !3, line: 120, type: !6)
!1004 = !DILocation(line: 120, column: 34, scope: !990)
!1005 = !DILocation(line: 120, column: 46, scope: !990)
!1006 = !DILocation(line: 120, column: 52, scope: !990)
!1007 = !DILocation(line: 120, column: 50, scope: !990)
!1008 = !DILocation(line: 120, column: 56, scope: !990)
!1009 = !DILocation(line: 120, column: 54, scope: !990)
!1010 = !DILocation(line: 120, column: 39, scope: !990)
!1011 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !441, file: !3, line: 122, type: !1012, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1015, retainedNodes: !148)
!1012 = !DISubroutineType(types: !1013)
!1013 = !{!6, !1014, !6, !6}
!1014 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1015 = !DISubprogram(name: "operator()", scope: !441, file: !3, line: 122, type: !1016, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1016 = !DISubroutineType(types: !1017)
!1017 = !{!626, !1014, !6, !6}
!1018 = !DILocalVariable(name: "this", arg: 1, scope: !1011, type: !1019, flags: DIFlagArtificial | DIFlagObjectPointer)
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64)
!1020 = !DILocation(line: 0, scope: !1011)
!1021 = !DILocalVariable(name: "acc", arg: 2, scope: !1011, file: !3, line: 122, type: !6)
!1022 = !DILocation(line: 122, column: 32, scope: !1011)
!1023 = !DILocalVariable(name: "v", arg: 3, scope: !1011, file: !3, line: 122, type: !6)
!1024 = !DILocation(line: 122, column: 41, scope: !1011)
!1025 = !DILocation(line: 122, column: 56, scope: !1011)
!1026 = !DILocation(line: 122, column: 54, scope: !1011)
!1027 = !DILocation(line: 122, column: 75, scope: !1011)
!1028 = !DILocation(line: 122, column: 79, scope: !1011)
!1029 = !DILocation(line: 122, column: 83, scope: !1011)
!1030 = !DILocation(line: 122, column: 89, scope: !1011)
!1031 = !DILocation(line: 122, column: 87, scope: !1011)
!1032 = !DILocation(line: 122, column: 93, scope: !1011)
!1033 = !DILocation(line: 122, column: 68, scope: !1011)
