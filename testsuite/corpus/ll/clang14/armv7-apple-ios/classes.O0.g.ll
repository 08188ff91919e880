; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS5Right = linkonce_odr constant [7 x i8] c"5Right\00", align 1
@_ZTI5Right = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, align 4
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
@_ZTV4Rect = linkonce_odr unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (%struct.Rect* (%struct.Rect*)* @_ZN4RectD1Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Rect*)* @_ZNK4Rect4nameEv to i8*)] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr constant [6 x i8] c"4Rect\00", align 1
@_ZTS5Shape = linkonce_odr constant [7 x i8] c"5Shape\00", align 1
@_ZTI5Shape = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, align 4
@_ZTI4Rect = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, align 4
@_ZTV5Shape = linkonce_odr unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD1Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Square* (%struct.Square*)* @_ZN6SquareD1Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i8* (%struct.Square*)* @_ZNK6Square4nameEv to i8*)] }, align 4
@_ZTS6Square = linkonce_odr constant [8 x i8] c"6Square\00", align 1
@_ZTI6Square = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Widget = linkonce_odr unnamed_addr constant { [4 x i8*], [3 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget5labelEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn8_N6Widget4bumpEv to i8*)] }, align 4
@_ZTS6Widget = linkonce_odr constant [8 x i8] c"6Widget\00", align 1
@_ZTS5Named = linkonce_odr constant [7 x i8] c"5Named\00", align 1
@_ZTI5Named = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, align 4
@_ZTS7Counted = linkonce_odr constant [9 x i8] c"7Counted\00", align 1
@_ZTI7Counted = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, align 4
@_ZTI6Widget = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i32 2050 }, align 4
@_ZTV5Named = linkonce_odr unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i8* bitcast (i8* (%struct.Named*)* @_ZNK5Named5labelEv to i8*)] }, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7Counted4bumpEv to i8*)] }, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZTV7Diamond = linkonce_odr unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZNK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZN7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZN7DiamondD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZThn8_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZThn8_N7DiamondD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7Diamond to i8*), i8* bitcast (i32 (%struct.Diamond*)* @_ZTv0_n12_NK7Diamond3getEv to i8*), i8* bitcast (%struct.Diamond* (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD1Ev to i8*), i8* bitcast (void (%struct.Diamond*)* @_ZTv0_n16_N7DiamondD0Ev to i8*)] }, align 4
@_ZTT7Diamond = linkonce_odr unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTC7Diamond0_4Left, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC7Diamond8_5Right, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i8*)], align 4
@_ZTC7Diamond0_4Left = linkonce_odr unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, align 4
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 -3069 }, align 4
@_ZTC7Diamond8_5Right = linkonce_odr unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, align 4
@_ZTS7Diamond = linkonce_odr constant [9 x i8] c"7Diamond\00", align 1
@_ZTI7Diamond = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Diamond, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 2050 }, align 4
@_ZTV4Base = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD1Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, align 4
@_ZTV4Left = linkonce_odr unnamed_addr constant { [6 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZNK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Left to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZTv0_n12_NK4Left3getEv to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZTv0_n16_N4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZTv0_n16_N4LeftD0Ev to i8*)] }, align 4
@_ZTT4Left = linkonce_odr unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [7 x i8*] }, { [6 x i8*], [7 x i8*] }* @_ZTV4Left, i32 0, inrange i32 1, i32 4) to i8*)], align 4
@_ZTV5Right = linkonce_odr unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base3getEv to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZTv0_n16_N5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZTv0_n16_N5RightD0Ev to i8*)] }, align 4
@_ZTT5Right = linkonce_odr unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV5Right, i32 0, inrange i32 1, i32 4) to i8*)], align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !0
@_ZGVZL7countervE1n = internal global i32 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !37
@_ZGVZL8registryvE1r = internal global i32 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone ssp
define noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef %0, i8* noundef %1) #0 !dbg !63 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !70, metadata !DIExpression()), !dbg !71
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !72, metadata !DIExpression()), !dbg !73
  %5 = load i8*, i8** %3, align 4, !dbg !74
  ret i8* %5, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone ssp
define void @_Z8make_bigi(%struct.Big* noalias sret(%struct.Big) align 4 %0, i32 noundef %1) #0 !dbg !76 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !90, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !92, metadata !DIExpression()), !dbg !93
  %5 = load i32, i32* %3, align 4, !dbg !94
  %6 = sext i32 %5 to i64, !dbg !94
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !95
  store i64 %6, i64* %7, align 4, !dbg !96
  %8 = load i32, i32* %3, align 4, !dbg !97
  %9 = mul nsw i32 %8, 2, !dbg !98
  %10 = sext i32 %9 to i64, !dbg !97
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !99
  store i64 %10, i64* %11, align 4, !dbg !100
  %12 = load i32, i32* %3, align 4, !dbg !101
  %13 = mul nsw i32 %12, 3, !dbg !102
  %14 = sext i32 %13 to i64, !dbg !101
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !103
  store i64 %14, i64* %15, align 4, !dbg !104
  %16 = load i32, i32* %3, align 4, !dbg !105
  %17 = sub nsw i32 0, %16, !dbg !106
  %18 = sext i32 %17 to i64, !dbg !106
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !107
  store i64 %18, i64* %19, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %4, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %4, align 4, !dbg !111
  br label %20, !dbg !112

20:                                               ; preds = %33, %2
  %21 = load i32, i32* %4, align 4, !dbg !113
  %22 = icmp slt i32 %21, 12, !dbg !115
  br i1 %22, label %23, label %36, !dbg !116

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4, !dbg !117
  %25 = load i32, i32* %4, align 4, !dbg !118
  %26 = add nsw i32 %24, %25, !dbg !119
  %27 = srem i32 %26, 26, !dbg !120
  %28 = add nsw i32 97, %27, !dbg !121
  %29 = trunc i32 %28 to i8, !dbg !122
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !123
  %31 = load i32, i32* %4, align 4, !dbg !124
  %32 = getelementptr inbounds [13 x i8], [13 x i8]* %30, i32 0, i32 %31, !dbg !125
  store i8 %29, i8* %32, align 1, !dbg !126
  br label %33, !dbg !125

33:                                               ; preds = %23
  %34 = load i32, i32* %4, align 4, !dbg !127
  %35 = add nsw i32 %34, 1, !dbg !127
  store i32 %35, i32* %4, align 4, !dbg !127
  br label %20, !dbg !128, !llvm.loop !129

36:                                               ; preds = %20
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !132
  %38 = getelementptr inbounds [13 x i8], [13 x i8]* %37, i32 0, i32 12, !dbg !133
  store i8 0, i8* %38, align 4, !dbg !134
  ret void, !dbg !135
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define noundef i64 @_Z7sum_big3Big([12 x i32] %0) #0 !dbg !136 {
  %2 = alloca %struct.Big, align 4
  %3 = bitcast %struct.Big* %2 to [12 x i32]*
  store [12 x i32] %0, [12 x i32]* %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !139, metadata !DIExpression()), !dbg !140
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, !dbg !141
  %5 = load i64, i64* %4, align 4, !dbg !141
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, !dbg !142
  %7 = load i64, i64* %6, align 4, !dbg !142
  %8 = add nsw i64 %5, %7, !dbg !143
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2, !dbg !144
  %10 = load i64, i64* %9, align 4, !dbg !144
  %11 = add nsw i64 %8, %10, !dbg !145
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3, !dbg !146
  %13 = load i64, i64* %12, align 4, !dbg !146
  %14 = add nsw i64 %11, %13, !dbg !147
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, !dbg !148
  %16 = getelementptr inbounds [13 x i8], [13 x i8]* %15, i32 0, i32 0, !dbg !149
  %17 = load i8, i8* %16, align 4, !dbg !149
  %18 = sext i8 %17 to i64, !dbg !149
  %19 = add nsw i64 %14, %18, !dbg !150
  ret i64 %19, !dbg !151
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define void @_Z9swap_pair4Pair(%struct.Pair* noalias sret(%struct.Pair) align 4 %0, [2 x i32] %1) #0 !dbg !152 {
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !155, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.declare(metadata %struct.Pair* %0, metadata !157, metadata !DIExpression()), !dbg !158
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 0, !dbg !159
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !160
  %7 = load float, float* %6, align 4, !dbg !160
  %8 = fptosi float %7 to i32, !dbg !161
  store i32 %8, i32* %5, align 4, !dbg !159
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %0, i32 0, i32 1, !dbg !159
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !162
  %11 = load i32, i32* %10, align 4, !dbg !162
  %12 = sitofp i32 %11 to float, !dbg !163
  store float %12, float* %9, align 4, !dbg !159
  ret void, !dbg !164
}

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #2 !dbg !165 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !170, metadata !DIExpression()), !dbg !171
  %3 = load i32, i32* %2, align 4, !dbg !172
  %4 = icmp ne i32 %3, 0, !dbg !172
  br i1 %4, label %5, label %7, !dbg !172

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !173
  br label %8, !dbg !172

7:                                                ; preds = %1
  br label %8, !dbg !172

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !172
  %10 = call i8* @malloc(i32 noundef %9), !dbg !174
  ret i8* %10, !dbg !175
}

declare i8* @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdlPv(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !176 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !179, metadata !DIExpression()), !dbg !180
  %3 = load i8*, i8** %2, align 4, !dbg !181
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !182

4:                                                ; preds = %1
  ret void, !dbg !183

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !182
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !182
  call void @__clang_call_terminate(i8* %7) #14, !dbg !182
  unreachable, !dbg !182
}

declare void @free(i8* noundef) #3

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone ssp
define void @_ZdlPvm(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !184 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !187, metadata !DIExpression()), !dbg !188
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !189, metadata !DIExpression()), !dbg !190
  %5 = load i8*, i8** %3, align 4, !dbg !191
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !192

6:                                                ; preds = %2
  ret void, !dbg !193

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          catch i8* null, !dbg !192
  %9 = extractvalue { i8*, i32 } %8, 0, !dbg !192
  call void @__clang_call_terminate(i8* %9) #14, !dbg !192
  unreachable, !dbg !192
}

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #6 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !194 {
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
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !195, metadata !DIExpression()), !dbg !216
  %37 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0, !dbg !217
  %38 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 20) #15, !dbg !218, !heapallocsite !219
  %39 = bitcast i8* %38 to %struct.Rect*, !dbg !218
  %40 = invoke noundef %struct.Rect* @_ZN4RectC1Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %39, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %41 unwind label %91, !dbg !236

41:                                               ; preds = %0
  %42 = bitcast %struct.Rect* %39 to %struct.Shape*, !dbg !218
  store %struct.Shape* %42, %struct.Shape** %37, align 4, !dbg !217
  %43 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i32 1, !dbg !217
  %44 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 20) #15, !dbg !237, !heapallocsite !238
  %45 = bitcast i8* %44 to %struct.Square*, !dbg !237
  %46 = invoke noundef %struct.Square* @_ZN6SquareC1Ed(%struct.Square* noundef nonnull align 4 dereferenceable(20) %45, double noundef 4.000000e+00)
          to label %47 unwind label %95, !dbg !250

47:                                               ; preds = %41
  %48 = bitcast %struct.Square* %45 to %struct.Shape*, !dbg !237
  store %struct.Shape* %48, %struct.Shape** %43, align 4, !dbg !217
  %49 = getelementptr inbounds %struct.Shape*, %struct.Shape** %43, i32 1, !dbg !217
  %50 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 20) #15, !dbg !251, !heapallocsite !219
  %51 = bitcast i8* %50 to %struct.Rect*, !dbg !251
  %52 = invoke noundef %struct.Rect* @_ZN4RectC1Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %51, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %53 unwind label %99, !dbg !252

53:                                               ; preds = %47
  %54 = bitcast %struct.Rect* %51 to %struct.Shape*, !dbg !251
  store %struct.Shape* %54, %struct.Shape** %49, align 4, !dbg !217
  call void @llvm.dbg.declare(metadata double* %5, metadata !253, metadata !DIExpression()), !dbg !254
  store double 0.000000e+00, double* %5, align 8, !dbg !254
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %6, metadata !255, metadata !DIExpression()), !dbg !258
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 4, !dbg !259
  call void @llvm.dbg.declare(metadata %struct.Shape*** %7, metadata !260, metadata !DIExpression()), !dbg !258
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4, !dbg !262
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i32 0, i32 0, !dbg !262
  store %struct.Shape** %56, %struct.Shape*** %7, align 4, !dbg !262
  call void @llvm.dbg.declare(metadata %struct.Shape*** %8, metadata !263, metadata !DIExpression()), !dbg !258
  %57 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 4, !dbg !262
  %58 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %57, i32 0, i32 0, !dbg !262
  %59 = getelementptr inbounds %struct.Shape*, %struct.Shape** %58, i32 3, !dbg !262
  store %struct.Shape** %59, %struct.Shape*** %8, align 4, !dbg !262
  br label %60, !dbg !262

60:                                               ; preds = %88, %53
  %61 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !262
  %62 = load %struct.Shape**, %struct.Shape*** %8, align 4, !dbg !262
  %63 = icmp ne %struct.Shape** %61, %62, !dbg !262
  br i1 %63, label %64, label %103, !dbg !262

64:                                               ; preds = %60
  call void @llvm.dbg.declare(metadata %struct.Shape** %9, metadata !264, metadata !DIExpression()), !dbg !266
  %65 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !267
  %66 = load %struct.Shape*, %struct.Shape** %65, align 4, !dbg !267
  store %struct.Shape* %66, %struct.Shape** %9, align 4, !dbg !266
  %67 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !268
  %68 = bitcast %struct.Shape* %67 to i8* (%struct.Shape*)***, !dbg !270
  %69 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %68, align 4, !dbg !270
  %70 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %69, i64 3, !dbg !270
  %71 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %70, align 4, !dbg !270
  %72 = call noundef i8* %71(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %67), !dbg !270
  %73 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !271
  %74 = bitcast %struct.Shape* %73 to double (%struct.Shape*)***, !dbg !272
  %75 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %74, align 4, !dbg !272
  %76 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %75, i64 2, !dbg !272
  %77 = load double (%struct.Shape*)*, double (%struct.Shape*)** %76, align 4, !dbg !272
  %78 = call noundef double %77(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %73), !dbg !272
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i8* noundef %72, double noundef %78), !dbg !273
  %80 = load %struct.Shape*, %struct.Shape** %9, align 4, !dbg !274
  %81 = bitcast %struct.Shape* %80 to double (%struct.Shape*)***, !dbg !275
  %82 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %81, align 4, !dbg !275
  %83 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %82, i64 2, !dbg !275
  %84 = load double (%struct.Shape*)*, double (%struct.Shape*)** %83, align 4, !dbg !275
  %85 = call noundef double %84(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %80), !dbg !275
  %86 = load double, double* %5, align 8, !dbg !276
  %87 = fadd double %86, %85, !dbg !276
  store double %87, double* %5, align 8, !dbg !276
  br label %88, !dbg !277

88:                                               ; preds = %64
  %89 = load %struct.Shape**, %struct.Shape*** %7, align 4, !dbg !262
  %90 = getelementptr inbounds %struct.Shape*, %struct.Shape** %89, i32 1, !dbg !262
  store %struct.Shape** %90, %struct.Shape*** %7, align 4, !dbg !262
  br label %60, !dbg !262, !llvm.loop !278

91:                                               ; preds = %0
  %92 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %93 = extractvalue { i8*, i32 } %92, 0, !dbg !280
  store i8* %93, i8** %3, align 4, !dbg !280
  %94 = extractvalue { i8*, i32 } %92, 1, !dbg !280
  store i32 %94, i32* %4, align 4, !dbg !280
  call void @_ZdlPv(i8* noundef %38) #16, !dbg !218
  br label %312, !dbg !218

95:                                               ; preds = %41
  %96 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %97 = extractvalue { i8*, i32 } %96, 0, !dbg !280
  store i8* %97, i8** %3, align 4, !dbg !280
  %98 = extractvalue { i8*, i32 } %96, 1, !dbg !280
  store i32 %98, i32* %4, align 4, !dbg !280
  call void @_ZdlPv(i8* noundef %44) #16, !dbg !237
  br label %312, !dbg !237

99:                                               ; preds = %47
  %100 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %101 = extractvalue { i8*, i32 } %100, 0, !dbg !280
  store i8* %101, i8** %3, align 4, !dbg !280
  %102 = extractvalue { i8*, i32 } %100, 1, !dbg !280
  store i32 %102, i32* %4, align 4, !dbg !280
  call void @_ZdlPv(i8* noundef %50) #16, !dbg !251
  br label %312, !dbg !251

103:                                              ; preds = %60
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %10, metadata !281, metadata !DIExpression()), !dbg !283
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 4, !dbg !284
  call void @llvm.dbg.declare(metadata %struct.Shape*** %11, metadata !285, metadata !DIExpression()), !dbg !283
  %104 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4, !dbg !286
  %105 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %104, i32 0, i32 0, !dbg !286
  store %struct.Shape** %105, %struct.Shape*** %11, align 4, !dbg !286
  call void @llvm.dbg.declare(metadata %struct.Shape*** %12, metadata !287, metadata !DIExpression()), !dbg !283
  %106 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 4, !dbg !286
  %107 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %106, i32 0, i32 0, !dbg !286
  %108 = getelementptr inbounds %struct.Shape*, %struct.Shape** %107, i32 3, !dbg !286
  store %struct.Shape** %108, %struct.Shape*** %12, align 4, !dbg !286
  br label %109, !dbg !286

109:                                              ; preds = %124, %103
  %110 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !286
  %111 = load %struct.Shape**, %struct.Shape*** %12, align 4, !dbg !286
  %112 = icmp ne %struct.Shape** %110, %111, !dbg !286
  br i1 %112, label %113, label %127, !dbg !286

113:                                              ; preds = %109
  call void @llvm.dbg.declare(metadata %struct.Shape** %13, metadata !288, metadata !DIExpression()), !dbg !290
  %114 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !291
  %115 = load %struct.Shape*, %struct.Shape** %114, align 4, !dbg !291
  store %struct.Shape* %115, %struct.Shape** %13, align 4, !dbg !290
  %116 = load %struct.Shape*, %struct.Shape** %13, align 4, !dbg !292
  %117 = icmp eq %struct.Shape* %116, null, !dbg !293
  br i1 %117, label %123, label %118, !dbg !293

118:                                              ; preds = %113
  %119 = bitcast %struct.Shape* %116 to void (%struct.Shape*)***, !dbg !293
  %120 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %119, align 4, !dbg !293
  %121 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %120, i64 1, !dbg !293
  %122 = load void (%struct.Shape*)*, void (%struct.Shape*)** %121, align 4, !dbg !293
  call void %122(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %116) #13, !dbg !293
  br label %123, !dbg !293

123:                                              ; preds = %118, %113
  br label %124, !dbg !294

124:                                              ; preds = %123
  %125 = load %struct.Shape**, %struct.Shape*** %11, align 4, !dbg !286
  %126 = getelementptr inbounds %struct.Shape*, %struct.Shape** %125, i32 1, !dbg !286
  store %struct.Shape** %126, %struct.Shape*** %11, align 4, !dbg !286
  br label %109, !dbg !286, !llvm.loop !295

127:                                              ; preds = %109
  %128 = load double, double* %5, align 8, !dbg !297
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %128), !dbg !298
  call void @llvm.dbg.declare(metadata %struct.Widget* %14, metadata !299, metadata !DIExpression()), !dbg !330
  %130 = call noundef %struct.Widget* @_ZN6WidgetC1Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %14) #13, !dbg !330
  call void @llvm.dbg.declare(metadata %struct.Counted** %15, metadata !331, metadata !DIExpression()), !dbg !333
  %131 = icmp eq %struct.Widget* %14, null, !dbg !334
  br i1 %131, label %136, label %132, !dbg !334

132:                                              ; preds = %127
  %133 = bitcast %struct.Widget* %14 to i8*, !dbg !334
  %134 = getelementptr inbounds i8, i8* %133, i32 8, !dbg !334
  %135 = bitcast i8* %134 to %struct.Counted*, !dbg !334
  br label %136, !dbg !334

136:                                              ; preds = %132, %127
  %137 = phi %struct.Counted* [ %135, %132 ], [ null, %127 ], !dbg !334
  store %struct.Counted* %137, %struct.Counted** %15, align 4, !dbg !333
  call void @llvm.dbg.declare(metadata %struct.Named** %16, metadata !335, metadata !DIExpression()), !dbg !337
  %138 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !338
  store %struct.Named* %138, %struct.Named** %16, align 4, !dbg !337
  %139 = load %struct.Counted*, %struct.Counted** %15, align 4, !dbg !339
  %140 = bitcast %struct.Counted* %139 to void (%struct.Counted*)***, !dbg !340
  %141 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %140, align 4, !dbg !340
  %142 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %141, i64 0, !dbg !340
  %143 = load void (%struct.Counted*)*, void (%struct.Counted*)** %142, align 4, !dbg !340
  call void %143(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %139), !dbg !340
  %144 = load %struct.Counted*, %struct.Counted** %15, align 4, !dbg !341
  %145 = bitcast %struct.Counted* %144 to void (%struct.Counted*)***, !dbg !342
  %146 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %145, align 4, !dbg !342
  %147 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %146, i64 0, !dbg !342
  %148 = load void (%struct.Counted*)*, void (%struct.Counted*)** %147, align 4, !dbg !342
  call void %148(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %144), !dbg !342
  %149 = load %struct.Named*, %struct.Named** %16, align 4, !dbg !343
  %150 = bitcast %struct.Named* %149 to i8* (%struct.Named*)***, !dbg !344
  %151 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %150, align 4, !dbg !344
  %152 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %151, i64 0, !dbg !344
  %153 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, align 4, !dbg !344
  %154 = call noundef i8* %153(%struct.Named* noundef nonnull align 4 dereferenceable(8) %149), !dbg !344
  %155 = bitcast %struct.Widget* %14 to i8*, !dbg !345
  %156 = getelementptr inbounds i8, i8* %155, i32 8, !dbg !345
  %157 = bitcast i8* %156 to %struct.Counted*, !dbg !345
  %158 = getelementptr inbounds %struct.Counted, %struct.Counted* %157, i32 0, i32 1, !dbg !346
  %159 = load i32, i32* %158, align 4, !dbg !346
  %160 = bitcast %struct.Widget* %14 to %struct.Named*, !dbg !347
  %161 = getelementptr inbounds %struct.Named, %struct.Named* %160, i32 0, i32 1, !dbg !348
  %162 = load i32, i32* %161, align 4, !dbg !348
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %154, i32 noundef %159, i32 noundef %162), !dbg !349
  call void @llvm.dbg.declare(metadata %struct.Diamond* %17, metadata !350, metadata !DIExpression()), !dbg !371
  %164 = call noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !371
  call void @llvm.dbg.declare(metadata %struct.Base** %18, metadata !372, metadata !DIExpression()), !dbg !374
  %165 = icmp eq %struct.Diamond* %17, null, !dbg !375
  br i1 %165, label %175, label %166, !dbg !375

166:                                              ; preds = %136
  %167 = bitcast %struct.Diamond* %17 to i8**, !dbg !375
  %168 = load i8*, i8** %167, align 4, !dbg !375
  %169 = getelementptr i8, i8* %168, i64 -12, !dbg !375
  %170 = bitcast i8* %169 to i32*, !dbg !375
  %171 = load i32, i32* %170, align 4, !dbg !375
  %172 = bitcast %struct.Diamond* %17 to i8*, !dbg !375
  %173 = getelementptr inbounds i8, i8* %172, i32 %171, !dbg !375
  %174 = bitcast i8* %173 to %struct.Base*, !dbg !375
  br label %175, !dbg !375

175:                                              ; preds = %166, %136
  %176 = phi %struct.Base* [ %174, %166 ], [ null, %136 ], !dbg !375
  store %struct.Base* %176, %struct.Base** %18, align 4, !dbg !374
  call void @llvm.dbg.declare(metadata %struct.Left** %19, metadata !376, metadata !DIExpression()), !dbg !378
  %177 = bitcast %struct.Diamond* %17 to %struct.Left*, !dbg !379
  store %struct.Left* %177, %struct.Left** %19, align 4, !dbg !378
  %178 = load %struct.Base*, %struct.Base** %18, align 4, !dbg !380
  %179 = bitcast %struct.Base* %178 to i32 (%struct.Base*)***, !dbg !381
  %180 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %179, align 4, !dbg !381
  %181 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %180, i64 0, !dbg !381
  %182 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %181, align 4, !dbg !381
  %183 = invoke noundef i32 %182(%struct.Base* noundef nonnull align 4 dereferenceable(8) %178)
          to label %184 unwind label %205, !dbg !381

184:                                              ; preds = %175
  %185 = load %struct.Left*, %struct.Left** %19, align 4, !dbg !382
  %186 = bitcast %struct.Left* %185 to i32 (%struct.Left*)***, !dbg !383
  %187 = load i32 (%struct.Left*)**, i32 (%struct.Left*)*** %186, align 4, !dbg !383
  %188 = getelementptr inbounds i32 (%struct.Left*)*, i32 (%struct.Left*)** %187, i64 0, !dbg !383
  %189 = load i32 (%struct.Left*)*, i32 (%struct.Left*)** %188, align 4, !dbg !383
  %190 = invoke noundef i32 %189(%struct.Left* noundef nonnull align 4 dereferenceable(8) %185)
          to label %191 unwind label %205, !dbg !383

191:                                              ; preds = %184
  %192 = bitcast %struct.Diamond* %17 to i8*, !dbg !384
  %193 = getelementptr inbounds i8, i8* %192, i32 8, !dbg !384
  %194 = bitcast i8* %193 to %struct.Right*, !dbg !384
  %195 = getelementptr inbounds %struct.Right, %struct.Right* %194, i32 0, i32 1, !dbg !385
  %196 = load i32, i32* %195, align 4, !dbg !385
  %197 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %183, i32 noundef %190, i32 noundef %196)
          to label %198 unwind label %205, !dbg !386

198:                                              ; preds = %191
  %199 = load %struct.Base*, %struct.Base** %18, align 4, !dbg !387
  %200 = icmp eq %struct.Base* %199, null, !dbg !388
  br i1 %200, label %210, label %201, !dbg !388

201:                                              ; preds = %198
  %202 = bitcast %struct.Base* %199 to i8*, !dbg !388
  %203 = call i8* @__dynamic_cast(i8* %202, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5Right to i8*), i32 -1) #13, !dbg !388
  %204 = bitcast i8* %203 to %struct.Right*, !dbg !388
  br label %211, !dbg !388

205:                                              ; preds = %305, %301, %299, %297, %286, %277, %275, %273, %271, %269, %266, %264, %262, %260, %256, %254, %252, %250, %247, %240, %230, %220, %211, %191, %184, %175
  %206 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %207 = extractvalue { i8*, i32 } %206, 0, !dbg !280
  store i8* %207, i8** %3, align 4, !dbg !280
  %208 = extractvalue { i8*, i32 } %206, 1, !dbg !280
  store i32 %208, i32* %4, align 4, !dbg !280
  %209 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !280
  br label %312, !dbg !280

210:                                              ; preds = %198
  br label %211, !dbg !388

211:                                              ; preds = %210, %201
  %212 = phi %struct.Right* [ %204, %201 ], [ null, %210 ], !dbg !388
  %213 = icmp ne %struct.Right* %212, null, !dbg !389
  %214 = zext i1 %213 to i32, !dbg !388
  %215 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %214)
          to label %216 unwind label %205, !dbg !390

216:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata %struct.Array* %20, metadata !391, metadata !DIExpression()), !dbg !413
  call void @llvm.dbg.declare(metadata i32* %21, metadata !414, metadata !DIExpression()), !dbg !416
  store i32 0, i32* %21, align 4, !dbg !416
  br label %217, !dbg !417

217:                                              ; preds = %227, %216
  %218 = load i32, i32* %21, align 4, !dbg !418
  %219 = icmp slt i32 %218, 8, !dbg !420
  br i1 %219, label %220, label %230, !dbg !421

220:                                              ; preds = %217
  %221 = load i32, i32* %21, align 4, !dbg !422
  %222 = load i32, i32* %21, align 4, !dbg !423
  %223 = mul nsw i32 %221, %222, !dbg !424
  %224 = load i32, i32* %21, align 4, !dbg !425
  %225 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %224)
          to label %226 unwind label %205, !dbg !426

226:                                              ; preds = %220
  store i32 %223, i32* %225, align 4, !dbg !427
  br label %227, !dbg !426

227:                                              ; preds = %226
  %228 = load i32, i32* %21, align 4, !dbg !428
  %229 = add nsw i32 %228, 1, !dbg !428
  store i32 %229, i32* %21, align 4, !dbg !428
  br label %217, !dbg !429, !llvm.loop !430

230:                                              ; preds = %217
  call void @llvm.dbg.declare(metadata i32* %22, metadata !432, metadata !DIExpression()), !dbg !433
  store i32 7, i32* %22, align 4, !dbg !433
  call void @llvm.dbg.declare(metadata %class.anon* %23, metadata !434, metadata !DIExpression()), !dbg !438
  %231 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0, !dbg !439
  %232 = load i32, i32* %22, align 4, !dbg !440
  store i32 %232, i32* %231, align 4, !dbg !439
  call void @llvm.dbg.declare(metadata i32* %24, metadata !441, metadata !DIExpression()), !dbg !442
  store i32 0, i32* %24, align 4, !dbg !442
  call void @llvm.dbg.declare(metadata %class.anon.0* %25, metadata !443, metadata !DIExpression()), !dbg !447
  %233 = getelementptr inbounds %class.anon.0, %class.anon.0* %25, i32 0, i32 0, !dbg !448
  store i32* %24, i32** %233, align 4, !dbg !448
  %234 = bitcast %class.anon* %26 to i8*, !dbg !449
  %235 = bitcast %class.anon* %23 to i8*, !dbg !449
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %234, i8* align 4 %235, i32 4, i1 false), !dbg !449
  %236 = getelementptr inbounds %class.anon, %class.anon* %26, i32 0, i32 0, !dbg !450
  %237 = bitcast i32* %236 to [1 x i32]*, !dbg !450
  %238 = load [1 x i32], [1 x i32]* %237, align 4, !dbg !450
  %239 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, [1 x i32] %238)
          to label %240 unwind label %205, !dbg !450

240:                                              ; preds = %230
  %241 = bitcast %class.anon.0* %27 to i8*, !dbg !451
  %242 = bitcast %class.anon.0* %25 to i8*, !dbg !451
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %241, i8* align 4 %242, i32 4, i1 false), !dbg !451
  %243 = getelementptr inbounds %class.anon.0, %class.anon.0* %27, i32 0, i32 0, !dbg !452
  %244 = bitcast i32** %243 to [1 x i32]*, !dbg !452
  %245 = load [1 x i32], [1 x i32]* %244, align 4, !dbg !452
  %246 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, [1 x i32] %245)
          to label %247 unwind label %205, !dbg !452

247:                                              ; preds = %240
  %248 = load i32, i32* %24, align 4, !dbg !453
  %249 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %239, i32 noundef %246, i32 noundef %248)
          to label %250 unwind label %205, !dbg !454

250:                                              ; preds = %247
  call void @llvm.dbg.declare(metadata %class.anon.1* %28, metadata !455, metadata !DIExpression()), !dbg !457
  %251 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %252 unwind label %205, !dbg !458

252:                                              ; preds = %250
  %253 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %254 unwind label %205, !dbg !459

254:                                              ; preds = %252
  %255 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %251, double noundef %253)
          to label %256 unwind label %205, !dbg !460

256:                                              ; preds = %254
  call void @llvm.dbg.declare(metadata i32 (i32)** %29, metadata !461, metadata !DIExpression()), !dbg !465
  %257 = call noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !466
  store i32 (i32)* %257, i32 (i32)** %29, align 4, !dbg !465
  %258 = load i32 (i32)*, i32 (i32)** %29, align 4, !dbg !467
  %259 = invoke noundef i32 %258(i32 noundef 14)
          to label %260 unwind label %205, !dbg !467

260:                                              ; preds = %256
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %259)
          to label %262 unwind label %205, !dbg !468

262:                                              ; preds = %260
  %263 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %264 unwind label %205, !dbg !469

264:                                              ; preds = %262
  %265 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %266 unwind label %205, !dbg !470

266:                                              ; preds = %264
  %267 = call noundef i8* @_Z6max_ofIPKcET_S2_S2_(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0)), !dbg !471
  %268 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i32 0, i32 0), i32 noundef %263, double noundef %265, i8* noundef %267)
          to label %269 unwind label %205, !dbg !472

269:                                              ; preds = %266
  %270 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0))
          to label %271 unwind label %205, !dbg !473

271:                                              ; preds = %269
  %272 = invoke noundef i8* @_ZN8TypeNameIiE3getEv()
          to label %273 unwind label %205, !dbg !474

273:                                              ; preds = %271
  %274 = invoke noundef i8* @_ZN8TypeNameIdE3getEv()
          to label %275 unwind label %205, !dbg !475

275:                                              ; preds = %273
  %276 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %270, i8* noundef %272, i8* noundef %274)
          to label %277 unwind label %205, !dbg !476

277:                                              ; preds = %275
  call void @llvm.dbg.declare(metadata %struct.Big* %31, metadata !477, metadata !DIExpression()), !dbg !478
  call void @_Z8make_bigi(%struct.Big* sret(%struct.Big) align 4 %31, i32 noundef 5), !dbg !479
  %278 = bitcast %struct.Big* %32 to i8*, !dbg !480
  %279 = bitcast %struct.Big* %31 to i8*, !dbg !480
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %278, i8* align 4 %279, i32 48, i1 false), !dbg !480
  %280 = bitcast %struct.Big* %32 to [12 x i32]*, !dbg !481
  %281 = load [12 x i32], [12 x i32]* %280, align 4, !dbg !481
  %282 = call noundef i64 @_Z7sum_big3Big([12 x i32] %281), !dbg !481
  %283 = getelementptr inbounds %struct.Big, %struct.Big* %31, i32 0, i32 4, !dbg !482
  %284 = getelementptr inbounds [13 x i8], [13 x i8]* %283, i32 0, i32 0, !dbg !483
  %285 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), i64 noundef %282, i8* noundef %284)
          to label %286 unwind label %205, !dbg !484

286:                                              ; preds = %277
  call void @llvm.dbg.declare(metadata %struct.Pair* %33, metadata !485, metadata !DIExpression()), !dbg !486
  %287 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 0, !dbg !487
  store i32 3, i32* %287, align 4, !dbg !487
  %288 = getelementptr inbounds %struct.Pair, %struct.Pair* %34, i32 0, i32 1, !dbg !487
  store float 9.500000e+00, float* %288, align 4, !dbg !487
  %289 = bitcast %struct.Pair* %34 to [2 x i32]*, !dbg !488
  %290 = load [2 x i32], [2 x i32]* %289, align 4, !dbg !488
  call void @_Z9swap_pair4Pair(%struct.Pair* sret(%struct.Pair) align 4 %33, [2 x i32] %290), !dbg !488
  %291 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 0, !dbg !489
  %292 = load i32, i32* %291, align 4, !dbg !489
  %293 = getelementptr inbounds %struct.Pair, %struct.Pair* %33, i32 0, i32 1, !dbg !490
  %294 = load float, float* %293, align 4, !dbg !490
  %295 = fpext float %294 to double, !dbg !491
  %296 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %292, double noundef %295)
          to label %297 unwind label %205, !dbg !492

297:                                              ; preds = %286
  call void @llvm.dbg.declare(metadata i32* %35, metadata !493, metadata !DIExpression()), !dbg !494
  %298 = invoke noundef i32 @_ZL7counterv()
          to label %299 unwind label %205, !dbg !495

299:                                              ; preds = %297
  store i32 %298, i32* %35, align 4, !dbg !494
  call void @llvm.dbg.declare(metadata i32* %36, metadata !496, metadata !DIExpression()), !dbg !497
  %300 = invoke noundef i32 @_ZL7counterv()
          to label %301 unwind label %205, !dbg !498

301:                                              ; preds = %299
  store i32 %300, i32* %36, align 4, !dbg !497
  %302 = load i32, i32* %35, align 4, !dbg !499
  %303 = load i32, i32* %36, align 4, !dbg !500
  %304 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %305 unwind label %205, !dbg !501

305:                                              ; preds = %301
  %306 = getelementptr inbounds %struct.Registry, %struct.Registry* %304, i32 0, i32 0, !dbg !502
  %307 = load i32, i32* %306, align 4, !dbg !502
  %308 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i32 0, i32 0), i32 noundef %302, i32 noundef %303, i32 noundef %307)
          to label %309 unwind label %205, !dbg !503

309:                                              ; preds = %305
  store i32 0, i32* %1, align 4, !dbg !504
  %310 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !280
  %311 = load i32, i32* %1, align 4, !dbg !280
  ret i32 %311, !dbg !280

312:                                              ; preds = %205, %99, %95, %91
  %313 = load i8*, i8** %3, align 4, !dbg !218
  %314 = load i32, i32* %4, align 4, !dbg !218
  %315 = insertvalue { i8*, i32 } undef, i8* %313, 0, !dbg !218
  %316 = insertvalue { i8*, i32 } %315, i32 %314, 1, !dbg !218
  resume { i8*, i32 } %316, !dbg !218
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Rect* @_ZN4RectC1Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0, double noundef %1, double noundef %2) unnamed_addr #7 align 2 !dbg !505 {
  %4 = alloca %struct.Rect*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !506, metadata !DIExpression()), !dbg !508
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !509, metadata !DIExpression()), !dbg !510
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !511, metadata !DIExpression()), !dbg !512
  %7 = load %struct.Rect*, %struct.Rect** %4, align 4
  %8 = load double, double* %5, align 8, !dbg !513
  %9 = load double, double* %6, align 8, !dbg !513
  %10 = call noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %7, double noundef %8, double noundef %9), !dbg !513
  ret %struct.Rect* %7, !dbg !514
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Square* @_ZN6SquareC1Ed(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0, double noundef %1) unnamed_addr #7 align 2 !dbg !515 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !516, metadata !DIExpression()), !dbg !518
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !519, metadata !DIExpression()), !dbg !520
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = load double, double* %4, align 8, !dbg !521
  %7 = call noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 4 dereferenceable(20) %5, double noundef %6), !dbg !521
  ret %struct.Square* %5, !dbg !522
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Widget* @_ZN6WidgetC1Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !523 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !525, metadata !DIExpression()), !dbg !527
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %3) #13, !dbg !528
  ret %struct.Widget* %3, !dbg !528
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Diamond* @_ZN7DiamondC1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !529 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !534, metadata !DIExpression()), !dbg !536
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !537
  %5 = getelementptr inbounds i8, i8* %4, i32 20, !dbg !537
  %6 = bitcast i8* %5 to %struct.Base*, !dbg !537
  %7 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #13, !dbg !537
  %8 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !537
  %9 = call noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !537
  %10 = bitcast %struct.Diamond* %3 to i8*, !dbg !537
  %11 = getelementptr inbounds i8, i8* %10, i32 8, !dbg !537
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !537
  %13 = call noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !537
  %14 = bitcast %struct.Diamond* %3 to i32 (...)***, !dbg !537
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !dbg !537
  %15 = bitcast %struct.Diamond* %3 to i8*, !dbg !537
  %16 = getelementptr inbounds i8, i8* %15, i32 20, !dbg !537
  %17 = bitcast i8* %16 to i32 (...)***, !dbg !537
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !537
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !537
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !537
  %20 = bitcast i8* %19 to i32 (...)***, !dbg !537
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV7Diamond, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %20, align 4, !dbg !537
  %21 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !538
  store i32 4, i32* %21, align 4, !dbg !538
  ret %struct.Diamond* %3, !dbg !537
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #9

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) i32* @_ZN5ArrayIiLi8EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 align 2 !dbg !539 {
  %3 = alloca %struct.Array*, align 4
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %3, metadata !540, metadata !DIExpression()), !dbg !542
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !543, metadata !DIExpression()), !dbg !544
  %5 = load %struct.Array*, %struct.Array** %3, align 4
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !545
  %7 = load i32, i32* %4, align 4, !dbg !546
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i32 0, i32 %7, !dbg !545
  ret i32* %8, !dbg !547
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #10 align 2 !dbg !548 {
  %4 = alloca %class.anon, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  %9 = bitcast i32* %8 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %9, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !554, metadata !DIExpression()), !dbg !556
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !557, metadata !DIExpression()), !dbg !558
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !559, metadata !DIExpression()), !dbg !560
  %10 = load %struct.Array*, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !561, metadata !DIExpression()), !dbg !563
  store i32 0, i32* %7, align 4, !dbg !563
  br label %11, !dbg !564

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %7, align 4, !dbg !565
  %13 = icmp slt i32 %12, 8, !dbg !567
  br i1 %13, label %14, label %24, !dbg !568

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4, !dbg !569
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !570
  %17 = load i32, i32* %7, align 4, !dbg !571
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %17, !dbg !570
  %19 = load i32, i32* %18, align 4, !dbg !570
  %20 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %15, i32 noundef %19), !dbg !572
  store i32 %20, i32* %6, align 4, !dbg !573
  br label %21, !dbg !574

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4, !dbg !575
  %23 = add nsw i32 %22, 1, !dbg !575
  store i32 %23, i32* %7, align 4, !dbg !575
  br label %11, !dbg !576, !llvm.loop !577

24:                                               ; preds = %11
  %25 = load i32, i32* %6, align 4, !dbg !579
  ret i32 %25, !dbg !580
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #11

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, [1 x i32] %2) #10 align 2 !dbg !581 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca %struct.Array*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = bitcast i32** %8 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %9, align 4
  store %struct.Array* %0, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Array** %5, metadata !587, metadata !DIExpression()), !dbg !588
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !589, metadata !DIExpression()), !dbg !590
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !591, metadata !DIExpression()), !dbg !592
  %10 = load %struct.Array*, %struct.Array** %5, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !593, metadata !DIExpression()), !dbg !595
  store i32 0, i32* %7, align 4, !dbg !595
  br label %11, !dbg !596

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %7, align 4, !dbg !597
  %13 = icmp slt i32 %12, 8, !dbg !599
  br i1 %13, label %14, label %24, !dbg !600

14:                                               ; preds = %11
  %15 = load i32, i32* %6, align 4, !dbg !601
  %16 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !602
  %17 = load i32, i32* %7, align 4, !dbg !603
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %17, !dbg !602
  %19 = load i32, i32* %18, align 4, !dbg !602
  %20 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %15, i32 noundef %19), !dbg !604
  store i32 %20, i32* %6, align 4, !dbg !605
  br label %21, !dbg !606

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4, !dbg !607
  %23 = add nsw i32 %22, 1, !dbg !607
  store i32 %23, i32* %7, align 4, !dbg !607
  br label %11, !dbg !608, !llvm.loop !609

24:                                               ; preds = %11
  %25 = load i32, i32* %6, align 4, !dbg !611
  ret i32 %25, !dbg !612
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !613 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca i32, align 4
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !624, metadata !DIExpression()), !dbg !626
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !627, metadata !DIExpression()), !dbg !628
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !629
  %7 = load i32, i32* %4, align 4, !dbg !630
  %8 = add nsw i32 %6, %7, !dbg !631
  ret i32 %8, !dbg !632
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !633 {
  %3 = alloca %class.anon.1*, align 4
  %4 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.1** %3, metadata !641, metadata !DIExpression()), !dbg !642
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !643, metadata !DIExpression()), !dbg !644
  %5 = load %class.anon.1*, %class.anon.1** %3, align 4
  %6 = load double, double* %4, align 8, !dbg !645
  %7 = load double, double* %4, align 8, !dbg !646
  %8 = fadd double %6, %7, !dbg !647
  ret double %8, !dbg !648
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_3cvPFiiEEv"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !649 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !656, metadata !DIExpression()), !dbg !658
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_38__invokeEi", !dbg !659
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 !dbg !660 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !664, metadata !DIExpression()), !dbg !665
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !666, metadata !DIExpression()), !dbg !667
  %5 = load i32, i32* %3, align 4, !dbg !668
  %6 = load i32, i32* %4, align 4, !dbg !669
  %7 = icmp slt i32 %5, %6, !dbg !670
  br i1 %7, label %8, label %10, !dbg !668

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !671
  br label %12, !dbg !668

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !672
  br label %12, !dbg !668

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !668
  ret i32 %13, !dbg !673
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 !dbg !674 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !679, metadata !DIExpression()), !dbg !680
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !681, metadata !DIExpression()), !dbg !682
  %5 = load double, double* %3, align 8, !dbg !683
  %6 = load double, double* %4, align 8, !dbg !684
  %7 = fcmp olt double %5, %6, !dbg !685
  br i1 %7, label %8, label %10, !dbg !683

8:                                                ; preds = %2
  %9 = load double, double* %4, align 8, !dbg !686
  br label %12, !dbg !683

10:                                               ; preds = %2
  %11 = load double, double* %3, align 8, !dbg !687
  br label %12, !dbg !683

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !683
  ret double %13, !dbg !688
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 !dbg !689 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !699, metadata !DIExpression()), !dbg !700
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !701, metadata !DIExpression()), !dbg !700
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !702, metadata !DIExpression()), !dbg !700
  store i8* %3, i8** %8, align 4
  call void @llvm.dbg.declare(metadata i8** %8, metadata !703, metadata !DIExpression()), !dbg !700
  ret i32 4, !dbg !704
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZN8TypeNameIiE3getEv() #0 align 2 !dbg !705 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), !dbg !711
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZN8TypeNameIdE3getEv() #0 align 2 !dbg !712 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), !dbg !716
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7counterv() #10 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !2 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i32* @_ZGVZL7countervE1n to i8*) acquire, align 4, !dbg !717
  %4 = and i8 %3, 1, !dbg !717
  %5 = icmp eq i8 %4, 0, !dbg !717
  br i1 %5, label %6, label %14, !dbg !717, !prof !718

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL7countervE1n) #13, !dbg !717
  %8 = icmp ne i32 %7, 0, !dbg !717
  br i1 %8, label %9, label %14, !dbg !717

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv()
          to label %11 unwind label %17, !dbg !719

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.Registry, %struct.Registry* %10, i32 0, i32 0, !dbg !720
  %13 = load i32, i32* %12, align 4, !dbg !720
  store i32 %13, i32* @_ZZL7countervE1n, align 4, !dbg !717
  call void @__cxa_guard_release(i32* @_ZGVZL7countervE1n) #13, !dbg !717
  br label %14, !dbg !717

14:                                               ; preds = %11, %6, %0
  %15 = load i32, i32* @_ZZL7countervE1n, align 4, !dbg !721
  %16 = add nsw i32 %15, 1, !dbg !721
  store i32 %16, i32* @_ZZL7countervE1n, align 4, !dbg !721
  ret i32 %16, !dbg !722

17:                                               ; preds = %9
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !723
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !723
  store i8* %19, i8** %1, align 4, !dbg !723
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !723
  store i32 %20, i32* %2, align 4, !dbg !723
  call void @__cxa_guard_abort(i32* @_ZGVZL7countervE1n) #13, !dbg !717
  br label %21, !dbg !717

21:                                               ; preds = %17
  %22 = load i8*, i8** %1, align 4, !dbg !717
  %23 = load i32, i32* %2, align 4, !dbg !717
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0, !dbg !717
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1, !dbg !717
  resume { i8*, i32 } %25, !dbg !717
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @_ZL8registryv() #10 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !39 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i32* @_ZGVZL8registryvE1r to i8*) acquire, align 4, !dbg !724
  %4 = and i8 %3, 1, !dbg !724
  %5 = icmp eq i8 %4, 0, !dbg !724
  br i1 %5, label %6, label %13, !dbg !724, !prof !718

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL8registryvE1r) #13, !dbg !724
  %8 = icmp ne i32 %7, 0, !dbg !724
  br i1 %8, label %9, label %13, !dbg !724

9:                                                ; preds = %6
  %10 = invoke noundef %struct.Registry* @_ZN8RegistryC1Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %11 unwind label %14, !dbg !725

11:                                               ; preds = %9
  %12 = call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Registry* (%struct.Registry*)* @_ZN8RegistryD1Ev to void (i8*)*), i8* bitcast (%struct.Registry* @_ZZL8registryvE1r to i8*), i8* @__dso_handle) #13, !dbg !724
  call void @__cxa_guard_release(i32* @_ZGVZL8registryvE1r) #13, !dbg !724
  br label %13, !dbg !724

13:                                               ; preds = %11, %6, %0
  ret %struct.Registry* @_ZZL8registryvE1r, !dbg !726

14:                                               ; preds = %9
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !727
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !727
  store i8* %16, i8** %1, align 4, !dbg !727
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !727
  store i32 %17, i32* %2, align 4, !dbg !727
  call void @__cxa_guard_abort(i32* @_ZGVZL8registryvE1r) #13, !dbg !724
  br label %18, !dbg !724

18:                                               ; preds = %14
  %19 = load i8*, i8** %1, align 4, !dbg !724
  %20 = load i32, i32* %2, align 4, !dbg !724
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !724
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !724
  resume { i8*, i32 } %22, !dbg !724
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !728 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !730, metadata !DIExpression()), !dbg !731
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT7Diamond, i64 0, i64 0)) #13, !dbg !732
  %5 = bitcast %struct.Diamond* %3 to i8*, !dbg !732
  %6 = getelementptr inbounds i8, i8* %5, i32 20, !dbg !732
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !732
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !732
  ret %struct.Diamond* %3, !dbg !732
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0, double noundef %1, double noundef %2) unnamed_addr #8 align 2 !dbg !733 {
  %4 = alloca %struct.Rect*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %struct.Rect* %0, %struct.Rect** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %4, metadata !734, metadata !DIExpression()), !dbg !735
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !736, metadata !DIExpression()), !dbg !737
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !738, metadata !DIExpression()), !dbg !739
  %7 = load %struct.Rect*, %struct.Rect** %4, align 4
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !740
  %9 = call noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %8) #13, !dbg !741
  %10 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !740
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !740
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !742
  %12 = load double, double* %5, align 8, !dbg !743
  store double %12, double* %11, align 4, !dbg !742
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !744
  %14 = load double, double* %6, align 8, !dbg !745
  store double %14, double* %13, align 4, !dbg !744
  ret %struct.Rect* %7, !dbg !746
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !747 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !749, metadata !DIExpression()), !dbg !750
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !751
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !751
  ret %struct.Shape* %3, !dbg !751
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Rect* @_ZN4RectD1Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !752 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !756, metadata !DIExpression()), !dbg !757
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !758
  ret %struct.Rect* %3, !dbg !758
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !759 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !760, metadata !DIExpression()), !dbg !761
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD1Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !762
  %5 = bitcast %struct.Rect* %3 to i8*, !dbg !762
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !762
  ret void, !dbg !762
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !763 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !764, metadata !DIExpression()), !dbg !766
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !767
  %5 = load double, double* %4, align 4, !dbg !767
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !768
  %7 = load double, double* %6, align 4, !dbg !768
  %8 = fmul double %5, %7, !dbg !769
  ret double %8, !dbg !770
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK4Rect4nameEv(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !771 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !772, metadata !DIExpression()), !dbg !773
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), !dbg !774
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Shape* @_ZN5ShapeD1Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !775 {
  %2 = alloca %struct.Shape*, align 4
  %3 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %3, metadata !776, metadata !DIExpression()), !dbg !777
  %4 = load %struct.Shape*, %struct.Shape** %3, align 4
  store %struct.Shape* %4, %struct.Shape** %2, align 4
  call void @llvm.trap() #14, !dbg !778
  unreachable, !dbg !778
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !779 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !780, metadata !DIExpression()), !dbg !781
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #14, !dbg !782
  unreachable, !dbg !782
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 !dbg !783 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !784, metadata !DIExpression()), !dbg !786
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), !dbg !787
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #12

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !788 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !789, metadata !DIExpression()), !dbg !790
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !791
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #13, !dbg !791
  ret %struct.Rect* %3, !dbg !793
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !794 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !795, metadata !DIExpression()), !dbg !796
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3, !dbg !797
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0, double noundef %1) unnamed_addr #8 align 2 !dbg !798 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !799, metadata !DIExpression()), !dbg !800
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !801, metadata !DIExpression()), !dbg !802
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !803
  %7 = load double, double* %4, align 8, !dbg !804
  %8 = load double, double* %4, align 8, !dbg !805
  %9 = call noundef %struct.Rect* @_ZN4RectC2Edd(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %6, double noundef %7, double noundef %8), !dbg !806
  %10 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !803
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !803
  ret %struct.Square* %5, !dbg !807
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !808 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !812, metadata !DIExpression()), !dbg !813
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !814
  ret %struct.Square* %3, !dbg !814
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !815 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !816, metadata !DIExpression()), !dbg !817
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !818
  %5 = bitcast %struct.Square* %3 to i8*, !dbg !818
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !818
  ret void, !dbg !818
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK6Square4nameEv(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !819 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !820, metadata !DIExpression()), !dbg !822
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !823
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !824 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !825, metadata !DIExpression()), !dbg !826
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !827
  %5 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 4 dereferenceable(20) %4) #13, !dbg !827
  ret %struct.Square* %3, !dbg !829
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !830 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !831, metadata !DIExpression()), !dbg !832
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !833
  %5 = call noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !833
  %6 = bitcast %struct.Widget* %3 to i8*, !dbg !833
  %7 = getelementptr inbounds i8, i8* %6, i32 8, !dbg !833
  %8 = bitcast i8* %7 to %struct.Counted*, !dbg !833
  %9 = call noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #13, !dbg !833
  %10 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !833
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !833
  %11 = bitcast %struct.Widget* %3 to i8*, !dbg !833
  %12 = getelementptr inbounds i8, i8* %11, i32 8, !dbg !833
  %13 = bitcast i8* %12 to i32 (...)***, !dbg !833
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*] }, { [4 x i8*], [3 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4, !dbg !833
  ret %struct.Widget* %3, !dbg !833
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !834 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !839, metadata !DIExpression()), !dbg !840
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !841
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !841
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !842
  store i32 5, i32* %5, align 4, !dbg !842
  ret %struct.Named* %3, !dbg !841
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !843 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !845, metadata !DIExpression()), !dbg !846
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !847
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !847
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !848
  store i32 0, i32* %5, align 4, !dbg !848
  ret %struct.Counted* %3, !dbg !847
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK6Widget5labelEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !849 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !850, metadata !DIExpression()), !dbg !852
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), !dbg !853
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !854 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !855, metadata !DIExpression()), !dbg !856
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !857
  %5 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !857
  %6 = bitcast i8* %5 to %struct.Counted*, !dbg !857
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1, !dbg !857
  %8 = load i32, i32* %7, align 4, !dbg !858
  %9 = add nsw i32 %8, 10, !dbg !858
  store i32 %9, i32* %7, align 4, !dbg !858
  ret void, !dbg !859
}

; Function Attrs: noinline optnone ssp
define linkonce_odr void @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #7 align 2 !dbg !860 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4, !dbg !862
  %4 = bitcast %struct.Widget* %3 to i8*, !dbg !862
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !862
  %6 = bitcast i8* %5 to %struct.Widget*, !dbg !862
  tail call void @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6), !dbg !862
  ret void, !dbg !862
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK5Named5labelEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !863 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !864, metadata !DIExpression()), !dbg !866
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !867
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !868 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !869, metadata !DIExpression()), !dbg !870
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !871
  %5 = load i32, i32* %4, align 4, !dbg !872
  %6 = add nsw i32 %5, 1, !dbg !872
  store i32 %6, i32* %4, align 4, !dbg !872
  ret void, !dbg !873
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !874 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !876, metadata !DIExpression()), !dbg !877
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !878
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !878
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !879
  store i32 1, i32* %5, align 4, !dbg !879
  ret %struct.Base* %3, !dbg !878
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #8 align 2 !dbg !880 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !885, metadata !DIExpression()), !dbg !886
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !887, metadata !DIExpression()), !dbg !886
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !889
  %8 = bitcast %struct.Left* %5 to i32 (...)***, !dbg !889
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !889
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !889
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !889
  %11 = load i8*, i8** %10, align 4, !dbg !889
  %12 = bitcast %struct.Left* %5 to i8**, !dbg !889
  %13 = load i8*, i8** %12, align 4, !dbg !889
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !889
  %15 = bitcast i8* %14 to i32*, !dbg !889
  %16 = load i32, i32* %15, align 4, !dbg !889
  %17 = bitcast %struct.Left* %5 to i8*, !dbg !889
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !889
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !889
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !889
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !889
  %21 = getelementptr inbounds %struct.Left, %struct.Left* %5, i32 0, i32 1, !dbg !890
  store i32 2, i32* %21, align 4, !dbg !890
  ret %struct.Left* %5, !dbg !889
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #8 align 2 !dbg !891 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !896, metadata !DIExpression()), !dbg !897
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !898, metadata !DIExpression()), !dbg !897
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4, !dbg !899
  %8 = bitcast %struct.Right* %5 to i32 (...)***, !dbg !899
  %9 = bitcast i8* %7 to i32 (...)**, !dbg !899
  store i32 (...)** %9, i32 (...)*** %8, align 4, !dbg !899
  %10 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !899
  %11 = load i8*, i8** %10, align 4, !dbg !899
  %12 = bitcast %struct.Right* %5 to i8**, !dbg !899
  %13 = load i8*, i8** %12, align 4, !dbg !899
  %14 = getelementptr i8, i8* %13, i64 -12, !dbg !899
  %15 = bitcast i8* %14 to i32*, !dbg !899
  %16 = load i32, i32* %15, align 4, !dbg !899
  %17 = bitcast %struct.Right* %5 to i8*, !dbg !899
  %18 = getelementptr inbounds i8, i8* %17, i32 %16, !dbg !899
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !899
  %20 = bitcast i8* %11 to i32 (...)**, !dbg !899
  store i32 (...)** %20, i32 (...)*** %19, align 4, !dbg !899
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %5, i32 0, i32 1, !dbg !900
  store i32 3, i32* %21, align 4, !dbg !900
  ret %struct.Right* %5, !dbg !899
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !901 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !902, metadata !DIExpression()), !dbg !904
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8**, !dbg !905
  %5 = load i8*, i8** %4, align 4, !dbg !905
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !905
  %7 = bitcast i8* %6 to i32*, !dbg !905
  %8 = load i32, i32* %7, align 4, !dbg !905
  %9 = bitcast %struct.Left* %3 to i8*, !dbg !905
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !905
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !905
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !905
  %13 = load i32, i32* %12, align 4, !dbg !905
  %14 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1, !dbg !906
  %15 = load i32, i32* %14, align 4, !dbg !906
  %16 = add nsw i32 %13, %15, !dbg !907
  ret i32 %16, !dbg !908
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !909 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !911, metadata !DIExpression()), !dbg !912
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4Left, i64 0, i64 0)) #13, !dbg !913
  %5 = bitcast %struct.Left* %3 to i8*, !dbg !913
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !913
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !913
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !913
  ret %struct.Left* %3, !dbg !913
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !914 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !915, metadata !DIExpression()), !dbg !916
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !917
  %5 = bitcast %struct.Left* %3 to i8*, !dbg !917
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !917
  ret void, !dbg !917
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef i32 @_ZTv0_n12_NK4Left3getEv(%struct.Left* noundef %0) unnamed_addr #7 align 2 !dbg !918 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !919
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !919
  %5 = bitcast i8* %4 to i8**, !dbg !919
  %6 = load i8*, i8** %5, align 4, !dbg !919
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !919
  %8 = bitcast i8* %7 to i32*, !dbg !919
  %9 = load i32, i32* %8, align 4, !dbg !919
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !919
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !919
  %12 = tail call noundef i32 @_ZNK4Left3getEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11), !dbg !919
  ret i32 %12, !dbg !919
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Left* @_ZTv0_n16_N4LeftD1Ev(%struct.Left* noundef %0) unnamed_addr #8 align 2 !dbg !920 {
  %2 = alloca %struct.Left*, align 4
  %3 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  %4 = load %struct.Left*, %struct.Left** %3, align 4, !dbg !921
  store %struct.Left* %4, %struct.Left** %2, align 4, !dbg !921
  %5 = bitcast %struct.Left* %4 to i8*, !dbg !921
  %6 = bitcast i8* %5 to i8**, !dbg !921
  %7 = load i8*, i8** %6, align 4, !dbg !921
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !921
  %9 = bitcast i8* %8 to i32*, !dbg !921
  %10 = load i32, i32* %9, align 4, !dbg !921
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !921
  %12 = bitcast i8* %11 to %struct.Left*, !dbg !921
  %13 = tail call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12) #13, !dbg !921
  ret %struct.Left* undef, !dbg !921
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZTv0_n16_N4LeftD0Ev(%struct.Left* noundef %0) unnamed_addr #8 align 2 !dbg !922 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4, !dbg !923
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !923
  %5 = bitcast i8* %4 to i8**, !dbg !923
  %6 = load i8*, i8** %5, align 4, !dbg !923
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !923
  %8 = bitcast i8* %7 to i32*, !dbg !923
  %9 = load i32, i32* %8, align 4, !dbg !923
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !923
  %11 = bitcast i8* %10 to %struct.Left*, !dbg !923
  tail call void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !923
  ret void, !dbg !923
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !924 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !926, metadata !DIExpression()), !dbg !927
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT5Right, i64 0, i64 0)) #13, !dbg !928
  %5 = bitcast %struct.Right* %3 to i8*, !dbg !928
  %6 = getelementptr inbounds i8, i8* %5, i32 8, !dbg !928
  %7 = bitcast i8* %6 to %struct.Base*, !dbg !928
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !928
  ret %struct.Right* %3, !dbg !928
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !929 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !930, metadata !DIExpression()), !dbg !931
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !932
  %5 = bitcast %struct.Right* %3 to i8*, !dbg !932
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !932
  ret void, !dbg !932
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK4Base3getEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !933 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !934, metadata !DIExpression()), !dbg !936
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !937
  %5 = load i32, i32* %4, align 4, !dbg !937
  ret i32 %5, !dbg !938
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Right* @_ZTv0_n16_N5RightD1Ev(%struct.Right* noundef %0) unnamed_addr #8 align 2 !dbg !939 {
  %2 = alloca %struct.Right*, align 4
  %3 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  %4 = load %struct.Right*, %struct.Right** %3, align 4, !dbg !940
  store %struct.Right* %4, %struct.Right** %2, align 4, !dbg !940
  %5 = bitcast %struct.Right* %4 to i8*, !dbg !940
  %6 = bitcast i8* %5 to i8**, !dbg !940
  %7 = load i8*, i8** %6, align 4, !dbg !940
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !940
  %9 = bitcast i8* %8 to i32*, !dbg !940
  %10 = load i32, i32* %9, align 4, !dbg !940
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !940
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !940
  %13 = tail call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12) #13, !dbg !940
  ret %struct.Right* undef, !dbg !940
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZTv0_n16_N5RightD0Ev(%struct.Right* noundef %0) unnamed_addr #8 align 2 !dbg !941 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4, !dbg !942
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !942
  %5 = bitcast i8* %4 to i8**, !dbg !942
  %6 = load i8*, i8** %5, align 4, !dbg !942
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !942
  %8 = bitcast i8* %7 to i32*, !dbg !942
  %9 = load i32, i32* %8, align 4, !dbg !942
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !942
  %11 = bitcast i8* %10 to %struct.Right*, !dbg !942
  tail call void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %11) #13, !dbg !942
  ret void, !dbg !942
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 align 2 !dbg !943 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !944, metadata !DIExpression()), !dbg !946
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8**, !dbg !947
  %5 = load i8*, i8** %4, align 4, !dbg !947
  %6 = getelementptr i8, i8* %5, i64 -12, !dbg !947
  %7 = bitcast i8* %6 to i32*, !dbg !947
  %8 = load i32, i32* %7, align 4, !dbg !947
  %9 = bitcast %struct.Diamond* %3 to i8*, !dbg !947
  %10 = getelementptr inbounds i8, i8* %9, i32 %8, !dbg !947
  %11 = bitcast i8* %10 to %struct.Base*, !dbg !947
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %11, i32 0, i32 1, !dbg !947
  %13 = load i32, i32* %12, align 4, !dbg !947
  %14 = bitcast %struct.Diamond* %3 to %struct.Left*, !dbg !948
  %15 = getelementptr inbounds %struct.Left, %struct.Left* %14, i32 0, i32 1, !dbg !948
  %16 = load i32, i32* %15, align 4, !dbg !948
  %17 = add nsw i32 %13, %16, !dbg !949
  %18 = bitcast %struct.Diamond* %3 to i8*, !dbg !950
  %19 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !950
  %20 = bitcast i8* %19 to %struct.Right*, !dbg !950
  %21 = getelementptr inbounds %struct.Right, %struct.Right* %20, i32 0, i32 1, !dbg !950
  %22 = load i32, i32* %21, align 4, !dbg !950
  %23 = add nsw i32 %17, %22, !dbg !951
  %24 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %3, i32 0, i32 2, !dbg !952
  %25 = load i32, i32* %24, align 4, !dbg !952
  %26 = add nsw i32 %23, %25, !dbg !953
  ret i32 %26, !dbg !954
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 align 2 !dbg !955 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !956, metadata !DIExpression()), !dbg !957
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !958
  %5 = bitcast %struct.Diamond* %3 to i8*, !dbg !958
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !958
  ret void, !dbg !958
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Diamond* @_ZThn8_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #8 align 2 !dbg !959 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4, !dbg !960
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4, !dbg !960
  %5 = bitcast %struct.Diamond* %4 to i8*, !dbg !960
  %6 = getelementptr inbounds i8, i8* %5, i32 -8, !dbg !960
  %7 = bitcast i8* %6 to %struct.Diamond*, !dbg !960
  %8 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !960
  ret %struct.Diamond* undef, !dbg !960
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZThn8_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #8 align 2 !dbg !961 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !962
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !962
  %5 = getelementptr inbounds i8, i8* %4, i32 -8, !dbg !962
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !962
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #13, !dbg !962
  ret void, !dbg !962
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef i32 @_ZTv0_n12_NK7Diamond3getEv(%struct.Diamond* noundef %0) unnamed_addr #7 align 2 !dbg !963 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !964
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !964
  %5 = bitcast i8* %4 to i8**, !dbg !964
  %6 = load i8*, i8** %5, align 4, !dbg !964
  %7 = getelementptr inbounds i8, i8* %6, i64 -12, !dbg !964
  %8 = bitcast i8* %7 to i32*, !dbg !964
  %9 = load i32, i32* %8, align 4, !dbg !964
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !964
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !964
  %12 = tail call noundef i32 @_ZNK7Diamond3getEv(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11), !dbg !964
  ret i32 %12, !dbg !964
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Diamond* @_ZTv0_n16_N7DiamondD1Ev(%struct.Diamond* noundef %0) unnamed_addr #8 align 2 !dbg !965 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  %4 = load %struct.Diamond*, %struct.Diamond** %3, align 4, !dbg !966
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4, !dbg !966
  %5 = bitcast %struct.Diamond* %4 to i8*, !dbg !966
  %6 = bitcast i8* %5 to i8**, !dbg !966
  %7 = load i8*, i8** %6, align 4, !dbg !966
  %8 = getelementptr inbounds i8, i8* %7, i64 -16, !dbg !966
  %9 = bitcast i8* %8 to i32*, !dbg !966
  %10 = load i32, i32* %9, align 4, !dbg !966
  %11 = getelementptr inbounds i8, i8* %5, i32 %10, !dbg !966
  %12 = bitcast i8* %11 to %struct.Diamond*, !dbg !966
  %13 = tail call noundef %struct.Diamond* @_ZN7DiamondD1Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %12) #13, !dbg !966
  ret %struct.Diamond* undef, !dbg !966
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZTv0_n16_N7DiamondD0Ev(%struct.Diamond* noundef %0) unnamed_addr #8 align 2 !dbg !967 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4, !dbg !968
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !968
  %5 = bitcast i8* %4 to i8**, !dbg !968
  %6 = load i8*, i8** %5, align 4, !dbg !968
  %7 = getelementptr inbounds i8, i8* %6, i64 -16, !dbg !968
  %8 = bitcast i8* %7 to i32*, !dbg !968
  %9 = load i32, i32* %8, align 4, !dbg !968
  %10 = getelementptr inbounds i8, i8* %4, i32 %9, !dbg !968
  %11 = bitcast i8* %10 to %struct.Diamond*, !dbg !968
  tail call void @_ZN7DiamondD0Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %11) #13, !dbg !968
  ret void, !dbg !968
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Base* @_ZN4BaseD1Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !969 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !970, metadata !DIExpression()), !dbg !971
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !972
  ret %struct.Base* %3, !dbg !973
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !974 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !975, metadata !DIExpression()), !dbg !976
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD1Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !977
  %5 = bitcast %struct.Base* %3 to i8*, !dbg !977
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !977
  ret void, !dbg !978
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !979 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !980, metadata !DIExpression()), !dbg !981
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret %struct.Base* %3, !dbg !982
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #8 align 2 !dbg !983 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i8**, align 4
  store %struct.Left* %0, %struct.Left** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !984, metadata !DIExpression()), !dbg !985
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !986, metadata !DIExpression()), !dbg !985
  %5 = load %struct.Left*, %struct.Left** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Left* %5, !dbg !987
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #8 align 2 !dbg !988 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i8**, align 4
  store %struct.Right* %0, %struct.Right** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Right** %3, metadata !989, metadata !DIExpression()), !dbg !990
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !991, metadata !DIExpression()), !dbg !990
  %5 = load %struct.Right*, %struct.Right** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.Right* %5, !dbg !992
}

; Function Attrs: noinline optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #7 align 2 !dbg !993 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !995, metadata !DIExpression()), !dbg !996
  %3 = load i32, i32* %2, align 4, !dbg !997
  %4 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !997
  ret i32 %4, !dbg !997
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !998 {
  %3 = alloca %class.anon.2*, align 4
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %3, metadata !1004, metadata !DIExpression()), !dbg !1005
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1006, metadata !DIExpression()), !dbg !1007
  %5 = load %class.anon.2*, %class.anon.2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !1008
  %7 = mul nsw i32 %6, 3, !dbg !1009
  ret i32 %7, !dbg !1010
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i32*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i32*) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(i32*) #13

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Registry* @_ZN8RegistryC1Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !1011 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !1012, metadata !DIExpression()), !dbg !1014
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = call noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %3), !dbg !1015
  ret %struct.Registry* %3, !dbg !1016
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Registry* @_ZN8RegistryD1Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !1017 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !1018, metadata !DIExpression()), !dbg !1019
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = call noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !1020
  ret %struct.Registry* %3, !dbg !1021
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #13

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Registry* @_ZN8RegistryC2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !1022 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !1023, metadata !DIExpression()), !dbg !1024
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !1025
  store i32 3, i32* %4, align 4, !dbg !1025
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.23, i32 0, i32 0)), !dbg !1026
  ret %struct.Registry* %3, !dbg !1028
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Registry* @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !1029 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !1030, metadata !DIExpression()), !dbg !1031
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret %struct.Registry* %3, !dbg !1032
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Diamond* @_ZN7DiamondD2Ev(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #8 align 2 !dbg !1033 {
  %3 = alloca %struct.Diamond*, align 4
  %4 = alloca i8**, align 4
  store %struct.Diamond* %0, %struct.Diamond** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !1034, metadata !DIExpression()), !dbg !1035
  store i8** %1, i8*** %4, align 4
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !1036, metadata !DIExpression()), !dbg !1035
  %5 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.Diamond* %5 to i8*, !dbg !1037
  %8 = getelementptr inbounds i8, i8* %7, i32 8, !dbg !1037
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !1037
  %10 = getelementptr inbounds i8*, i8** %6, i64 3, !dbg !1037
  %11 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %9, i8** noundef %10) #13, !dbg !1037
  %12 = bitcast %struct.Diamond* %5 to %struct.Left*, !dbg !1037
  %13 = getelementptr inbounds i8*, i8** %6, i64 1, !dbg !1037
  %14 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef %13) #13, !dbg !1037
  ret %struct.Diamond* %5, !dbg !1039
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1040 {
  %4 = alloca %class.anon*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !1048, metadata !DIExpression()), !dbg !1050
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1051, metadata !DIExpression()), !dbg !1052
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1053, metadata !DIExpression()), !dbg !1054
  %7 = load %class.anon*, %class.anon** %4, align 4
  %8 = load i32, i32* %5, align 4, !dbg !1055
  %9 = load i32, i32* %6, align 4, !dbg !1056
  %10 = add nsw i32 %8, %9, !dbg !1057
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !1058
  %12 = load i32, i32* %11, align 4, !dbg !1058
  %13 = add nsw i32 %10, %12, !dbg !1059
  ret i32 %13, !dbg !1060
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1061 {
  %4 = alloca %class.anon.0*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.0* %0, %class.anon.0** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %4, metadata !1068, metadata !DIExpression()), !dbg !1070
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1071, metadata !DIExpression()), !dbg !1072
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1073, metadata !DIExpression()), !dbg !1074
  %7 = load %class.anon.0*, %class.anon.0** %4, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !1075
  %9 = load i32*, i32** %8, align 4, !dbg !1075
  %10 = load i32, i32* %9, align 4, !dbg !1076
  %11 = add nsw i32 %10, 1, !dbg !1076
  store i32 %11, i32* %9, align 4, !dbg !1076
  %12 = load i32, i32* %6, align 4, !dbg !1077
  %13 = icmp ne i32 %12, 0, !dbg !1077
  br i1 %13, label %14, label %19, !dbg !1077

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !1078
  %16 = mul nsw i32 %15, 1, !dbg !1079
  %17 = load i32, i32* %6, align 4, !dbg !1080
  %18 = add nsw i32 %16, %17, !dbg !1081
  br label %21, !dbg !1077

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !1082
  br label %21, !dbg !1077

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1077
  ret i32 %22, !dbg !1083
}

attributes #0 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone ssp allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind readonly }
attributes #10 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { argmemonly nofree nounwind willreturn }
attributes #12 = { cold noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !51)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !36, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!8 = !{!9, !6, !10, !11, !32}
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
!36 = !{!0, !37}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "r", scope: !39, file: !3, line: 82, type: !43, isLocal: true, isDefinition: true)
!39 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !3, file: !3, line: 81, type: !40, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !51)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !43, size: 32)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, identifier: "_ZTS8Registry")
!44 = !{!45, !46, !50}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !43, file: !3, line: 77, baseType: !6, size: 32)
!46 = !DISubprogram(name: "Registry", scope: !43, file: !3, line: 78, type: !47, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DISubprogram(name: "~Registry", scope: !43, file: !3, line: 79, type: !47, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!51 = !{}
!52 = !{i32 7, !"Dwarf Version", i32 2}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 1, !"min_enum_size", i32 4}
!56 = !{i32 1, !"branch-target-enforcement", i32 0}
!57 = !{i32 1, !"sign-return-address", i32 0}
!58 = !{i32 1, !"sign-return-address-all", i32 0}
!59 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!60 = !{i32 7, !"PIC Level", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 14.0.6"}
!63 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !3, file: !3, line: 53, type: !64, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !68, retainedNodes: !51)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !66, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!68 = !{!69}
!69 = !DITemplateTypeParameter(name: "T", type: !66)
!70 = !DILocalVariable(name: "a", arg: 1, scope: !63, file: !3, line: 53, type: !66)
!71 = !DILocation(line: 53, column: 58, scope: !63)
!72 = !DILocalVariable(arg: 2, scope: !63, file: !3, line: 53, type: !66)
!73 = !DILocation(line: 53, column: 73, scope: !63)
!74 = !DILocation(line: 53, column: 84, scope: !63)
!75 = !DILocation(line: 53, column: 77, scope: !63)
!76 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 65, type: !77, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !6}
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !80, identifier: "_ZTS3Big")
!80 = !{!81, !83, !84, !85, !86}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !3, line: 62, baseType: !82, size: 64)
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !3, line: 62, baseType: !82, size: 64, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !3, line: 62, baseType: !82, size: 64, offset: 128)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !3, line: 62, baseType: !82, size: 64, offset: 192)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !79, file: !3, line: 62, baseType: !87, size: 104, offset: 256)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 13)
!90 = !DILocalVariable(name: "seed", arg: 1, scope: !76, file: !3, line: 65, type: !6)
!91 = !DILocation(line: 65, column: 44, scope: !76)
!92 = !DILocalVariable(name: "r", scope: !76, file: !3, line: 66, type: !79)
!93 = !DILocation(line: 66, column: 7, scope: !76)
!94 = !DILocation(line: 67, column: 9, scope: !76)
!95 = !DILocation(line: 67, column: 5, scope: !76)
!96 = !DILocation(line: 67, column: 7, scope: !76)
!97 = !DILocation(line: 67, column: 21, scope: !76)
!98 = !DILocation(line: 67, column: 26, scope: !76)
!99 = !DILocation(line: 67, column: 17, scope: !76)
!100 = !DILocation(line: 67, column: 19, scope: !76)
!101 = !DILocation(line: 67, column: 37, scope: !76)
!102 = !DILocation(line: 67, column: 42, scope: !76)
!103 = !DILocation(line: 67, column: 33, scope: !76)
!104 = !DILocation(line: 67, column: 35, scope: !76)
!105 = !DILocation(line: 67, column: 54, scope: !76)
!106 = !DILocation(line: 67, column: 53, scope: !76)
!107 = !DILocation(line: 67, column: 49, scope: !76)
!108 = !DILocation(line: 67, column: 51, scope: !76)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 68, type: !6)
!110 = distinct !DILexicalBlock(scope: !76, file: !3, line: 68, column: 3)
!111 = !DILocation(line: 68, column: 12, scope: !110)
!112 = !DILocation(line: 68, column: 8, scope: !110)
!113 = !DILocation(line: 68, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !3, line: 68, column: 3)
!115 = !DILocation(line: 68, column: 21, scope: !114)
!116 = !DILocation(line: 68, column: 3, scope: !110)
!117 = !DILocation(line: 68, column: 57, scope: !114)
!118 = !DILocation(line: 68, column: 64, scope: !114)
!119 = !DILocation(line: 68, column: 62, scope: !114)
!120 = !DILocation(line: 68, column: 67, scope: !114)
!121 = !DILocation(line: 68, column: 54, scope: !114)
!122 = !DILocation(line: 68, column: 49, scope: !114)
!123 = !DILocation(line: 68, column: 34, scope: !114)
!124 = !DILocation(line: 68, column: 38, scope: !114)
!125 = !DILocation(line: 68, column: 32, scope: !114)
!126 = !DILocation(line: 68, column: 41, scope: !114)
!127 = !DILocation(line: 68, column: 27, scope: !114)
!128 = !DILocation(line: 68, column: 3, scope: !114)
!129 = distinct !{!129, !116, !130, !131}
!130 = !DILocation(line: 68, column: 71, scope: !110)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DILocation(line: 69, column: 5, scope: !76)
!133 = !DILocation(line: 69, column: 3, scope: !76)
!134 = !DILocation(line: 69, column: 13, scope: !76)
!135 = !DILocation(line: 70, column: 3, scope: !76)
!136 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !3, file: !3, line: 72, type: !137, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!137 = !DISubroutineType(types: !138)
!138 = !{!82, !79}
!139 = !DILocalVariable(name: "b", arg: 1, scope: !136, file: !3, line: 72, type: !79)
!140 = !DILocation(line: 72, column: 49, scope: !136)
!141 = !DILocation(line: 72, column: 63, scope: !136)
!142 = !DILocation(line: 72, column: 69, scope: !136)
!143 = !DILocation(line: 72, column: 65, scope: !136)
!144 = !DILocation(line: 72, column: 75, scope: !136)
!145 = !DILocation(line: 72, column: 71, scope: !136)
!146 = !DILocation(line: 72, column: 81, scope: !136)
!147 = !DILocation(line: 72, column: 77, scope: !136)
!148 = !DILocation(line: 72, column: 87, scope: !136)
!149 = !DILocation(line: 72, column: 85, scope: !136)
!150 = !DILocation(line: 72, column: 83, scope: !136)
!151 = !DILocation(line: 72, column: 54, scope: !136)
!152 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !3, file: !3, line: 73, type: !153, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!153 = !DISubroutineType(types: !154)
!154 = !{!32, !32}
!155 = !DILocalVariable(name: "p", arg: 1, scope: !152, file: !3, line: 73, type: !32)
!156 = !DILocation(line: 73, column: 47, scope: !152)
!157 = !DILocalVariable(name: "q", scope: !152, file: !3, line: 73, type: !32)
!158 = !DILocation(line: 73, column: 57, scope: !152)
!159 = !DILocation(line: 73, column: 61, scope: !152)
!160 = !DILocation(line: 73, column: 69, scope: !152)
!161 = !DILocation(line: 73, column: 67, scope: !152)
!162 = !DILocation(line: 73, column: 81, scope: !152)
!163 = !DILocation(line: 73, column: 79, scope: !152)
!164 = !DILocation(line: 73, column: 85, scope: !152)
!165 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 91, type: !166, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!166 = !DISubroutineType(types: !167)
!167 = !{!168, !169}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!169 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!170 = !DILocalVariable(name: "n", arg: 1, scope: !165, file: !3, line: 91, type: !169)
!171 = !DILocation(line: 91, column: 34, scope: !165)
!172 = !DILocation(line: 91, column: 53, scope: !165)
!173 = !DILocation(line: 91, column: 57, scope: !165)
!174 = !DILocation(line: 91, column: 46, scope: !165)
!175 = !DILocation(line: 91, column: 39, scope: !165)
!176 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 92, type: !177, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !168}
!179 = !DILocalVariable(name: "p", arg: 1, scope: !176, file: !3, line: 92, type: !168)
!180 = !DILocation(line: 92, column: 28, scope: !176)
!181 = !DILocation(line: 92, column: 47, scope: !176)
!182 = !DILocation(line: 92, column: 42, scope: !176)
!183 = !DILocation(line: 92, column: 51, scope: !176)
!184 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !3, file: !3, line: 93, type: !185, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !168, !169}
!187 = !DILocalVariable(name: "p", arg: 1, scope: !184, file: !3, line: 93, type: !168)
!188 = !DILocation(line: 93, column: 28, scope: !184)
!189 = !DILocalVariable(arg: 2, scope: !184, file: !3, line: 93, type: !169)
!190 = !DILocation(line: 93, column: 44, scope: !184)
!191 = !DILocation(line: 93, column: 62, scope: !184)
!192 = !DILocation(line: 93, column: 57, scope: !184)
!193 = !DILocation(line: 93, column: 66, scope: !184)
!194 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!195 = !DILocalVariable(name: "shapes", scope: !194, file: !3, line: 96, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 96, elements: !214)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 32)
!198 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !199, vtableHolder: !198, identifier: "_ZTS5Shape")
!199 = !{!200, !201, !205, !211}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!201 = !DISubprogram(name: "~Shape", scope: !198, file: !3, line: 10, type: !202, scopeLine: 10, containingType: !198, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!205 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !198, file: !3, line: 11, type: !206, scopeLine: 11, containingType: !198, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !209}
!208 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !198)
!211 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !198, file: !3, line: 12, type: !212, scopeLine: 12, containingType: !198, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!212 = !DISubroutineType(types: !213)
!213 = !{!66, !209}
!214 = !{!215}
!215 = !DISubrange(count: 3)
!216 = !DILocation(line: 96, column: 10, scope: !194)
!217 = !DILocation(line: 96, column: 22, scope: !194)
!218 = !DILocation(line: 96, column: 23, scope: !194)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !220, vtableHolder: !198, identifier: "_ZTS4Rect")
!220 = !{!221, !222, !223, !224, !228, !233}
!221 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !219, baseType: !198, extraData: i32 0)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !219, file: !3, line: 16, baseType: !208, size: 64, offset: 32)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !219, file: !3, line: 16, baseType: !208, size: 64, offset: 96)
!224 = !DISubprogram(name: "Rect", scope: !219, file: !3, line: 17, type: !225, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !227, !208, !208}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!228 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !219, file: !3, line: 18, type: !229, scopeLine: 18, containingType: !219, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!229 = !DISubroutineType(types: !230)
!230 = !{!208, !231}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!233 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !219, file: !3, line: 19, type: !234, scopeLine: 19, containingType: !219, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!234 = !DISubroutineType(types: !235)
!235 = !{!66, !231}
!236 = !DILocation(line: 96, column: 27, scope: !194)
!237 = !DILocation(line: 96, column: 39, scope: !194)
!238 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !239, vtableHolder: !198, identifier: "_ZTS6Square")
!239 = !{!240, !241, !245}
!240 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !238, baseType: !219, extraData: i32 0)
!241 = !DISubprogram(name: "Square", scope: !238, file: !3, line: 23, type: !242, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !208}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!245 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !238, file: !3, line: 24, type: !246, scopeLine: 24, containingType: !238, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!246 = !DISubroutineType(types: !247)
!247 = !{!66, !248}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !238)
!250 = !DILocation(line: 96, column: 43, scope: !194)
!251 = !DILocation(line: 96, column: 54, scope: !194)
!252 = !DILocation(line: 96, column: 58, scope: !194)
!253 = !DILocalVariable(name: "total", scope: !194, file: !3, line: 97, type: !208)
!254 = !DILocation(line: 97, column: 10, scope: !194)
!255 = !DILocalVariable(name: "__range1", scope: !256, type: !257, flags: DIFlagArtificial)
!256 = distinct !DILexicalBlock(scope: !194, file: !3, line: 98, column: 3)
!257 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !196, size: 32)
!258 = !DILocation(line: 0, scope: !256)
!259 = !DILocation(line: 98, column: 19, scope: !256)
!260 = !DILocalVariable(name: "__begin1", scope: !256, type: !261, flags: DIFlagArtificial)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 32)
!262 = !DILocation(line: 98, column: 17, scope: !256)
!263 = !DILocalVariable(name: "__end1", scope: !256, type: !261, flags: DIFlagArtificial)
!264 = !DILocalVariable(name: "s", scope: !265, file: !3, line: 98, type: !197)
!265 = distinct !DILexicalBlock(scope: !256, file: !3, line: 98, column: 3)
!266 = !DILocation(line: 98, column: 15, scope: !265)
!267 = !DILocation(line: 98, column: 17, scope: !265)
!268 = !DILocation(line: 99, column: 25, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 98, column: 27)
!270 = !DILocation(line: 99, column: 28, scope: !269)
!271 = !DILocation(line: 99, column: 36, scope: !269)
!272 = !DILocation(line: 99, column: 39, scope: !269)
!273 = !DILocation(line: 99, column: 5, scope: !269)
!274 = !DILocation(line: 100, column: 14, scope: !269)
!275 = !DILocation(line: 100, column: 17, scope: !269)
!276 = !DILocation(line: 100, column: 11, scope: !269)
!277 = !DILocation(line: 98, column: 3, scope: !256)
!278 = distinct !{!278, !277, !279}
!279 = !DILocation(line: 101, column: 3, scope: !256)
!280 = !DILocation(line: 140, column: 1, scope: !194)
!281 = !DILocalVariable(name: "__range1", scope: !282, type: !257, flags: DIFlagArtificial)
!282 = distinct !DILexicalBlock(scope: !194, file: !3, line: 102, column: 3)
!283 = !DILocation(line: 0, scope: !282)
!284 = !DILocation(line: 102, column: 19, scope: !282)
!285 = !DILocalVariable(name: "__begin1", scope: !282, type: !261, flags: DIFlagArtificial)
!286 = !DILocation(line: 102, column: 17, scope: !282)
!287 = !DILocalVariable(name: "__end1", scope: !282, type: !261, flags: DIFlagArtificial)
!288 = !DILocalVariable(name: "s", scope: !289, file: !3, line: 102, type: !197)
!289 = distinct !DILexicalBlock(scope: !282, file: !3, line: 102, column: 3)
!290 = !DILocation(line: 102, column: 15, scope: !289)
!291 = !DILocation(line: 102, column: 17, scope: !289)
!292 = !DILocation(line: 102, column: 34, scope: !289)
!293 = !DILocation(line: 102, column: 27, scope: !289)
!294 = !DILocation(line: 102, column: 3, scope: !282)
!295 = distinct !{!295, !294, !296}
!296 = !DILocation(line: 102, column: 34, scope: !282)
!297 = !DILocation(line: 103, column: 31, scope: !194)
!298 = !DILocation(line: 103, column: 3, scope: !194)
!299 = !DILocalVariable(name: "w", scope: !194, file: !3, line: 105, type: !300)
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !301, vtableHolder: !303, identifier: "_ZTS6Widget")
!301 = !{!302, !312, !321, !326}
!302 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !300, baseType: !303, extraData: i32 0)
!303 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !304, vtableHolder: !303, identifier: "_ZTS5Named")
!304 = !{!305, !306, !307}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !303, file: !3, line: 27, baseType: !6, size: 32, offset: 32)
!307 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !303, file: !3, line: 27, type: !308, scopeLine: 27, containingType: !303, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!308 = !DISubroutineType(types: !309)
!309 = !{!66, !310}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !303)
!312 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !300, baseType: !313, offset: 64, extraData: i32 0)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !314, vtableHolder: !313, identifier: "_ZTS7Counted")
!314 = !{!315, !316, !317}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !313, file: !3, line: 28, baseType: !6, size: 32, offset: 32)
!317 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !313, file: !3, line: 28, type: !318, scopeLine: 28, containingType: !313, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !320}
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!321 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !300, file: !3, line: 31, type: !322, scopeLine: 31, containingType: !300, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!322 = !DISubroutineType(types: !323)
!323 = !{!66, !324}
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!326 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !300, file: !3, line: 32, type: !327, scopeLine: 32, containingType: !300, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !329}
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = !DILocation(line: 105, column: 10, scope: !194)
!331 = !DILocalVariable(name: "c", scope: !194, file: !3, line: 106, type: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 32)
!333 = !DILocation(line: 106, column: 12, scope: !194)
!334 = !DILocation(line: 106, column: 16, scope: !194)
!335 = !DILocalVariable(name: "n", scope: !194, file: !3, line: 107, type: !336)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32)
!337 = !DILocation(line: 107, column: 10, scope: !194)
!338 = !DILocation(line: 107, column: 14, scope: !194)
!339 = !DILocation(line: 108, column: 3, scope: !194)
!340 = !DILocation(line: 108, column: 6, scope: !194)
!341 = !DILocation(line: 108, column: 14, scope: !194)
!342 = !DILocation(line: 108, column: 17, scope: !194)
!343 = !DILocation(line: 109, column: 24, scope: !194)
!344 = !DILocation(line: 109, column: 27, scope: !194)
!345 = !DILocation(line: 109, column: 36, scope: !194)
!346 = !DILocation(line: 109, column: 38, scope: !194)
!347 = !DILocation(line: 109, column: 45, scope: !194)
!348 = !DILocation(line: 109, column: 47, scope: !194)
!349 = !DILocation(line: 109, column: 3, scope: !194)
!350 = !DILocalVariable(name: "d", scope: !194, file: !3, line: 111, type: !351)
!351 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !352, vtableHolder: !354, identifier: "_ZTS7Diamond")
!352 = !{!353, !364, !365, !366}
!353 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !351, baseType: !354, extraData: i32 0)
!354 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !355, vtableHolder: !354, identifier: "_ZTS4Left")
!355 = !{!356, !357, !358, !359}
!356 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !354, baseType: !15, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !18, size: 32, flags: DIFlagArtificial)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !354, file: !3, line: 36, baseType: !6, size: 32, offset: 32)
!359 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !354, file: !3, line: 36, type: !360, scopeLine: 36, containingType: !354, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!360 = !DISubroutineType(types: !361)
!361 = !{!6, !362}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!363 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !354)
!364 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !351, baseType: !12, offset: 64, extraData: i32 0)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !351, file: !3, line: 38, baseType: !6, size: 32, offset: 128)
!366 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !351, file: !3, line: 38, type: !367, scopeLine: 38, containingType: !351, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!367 = !DISubroutineType(types: !368)
!368 = !{!6, !369}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!370 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !351)
!371 = !DILocation(line: 111, column: 11, scope: !194)
!372 = !DILocalVariable(name: "bp", scope: !194, file: !3, line: 112, type: !373)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!374 = !DILocation(line: 112, column: 9, scope: !194)
!375 = !DILocation(line: 112, column: 14, scope: !194)
!376 = !DILocalVariable(name: "lp", scope: !194, file: !3, line: 113, type: !377)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 32)
!378 = !DILocation(line: 113, column: 9, scope: !194)
!379 = !DILocation(line: 113, column: 14, scope: !194)
!380 = !DILocation(line: 114, column: 32, scope: !194)
!381 = !DILocation(line: 114, column: 36, scope: !194)
!382 = !DILocation(line: 114, column: 43, scope: !194)
!383 = !DILocation(line: 114, column: 47, scope: !194)
!384 = !DILocation(line: 114, column: 54, scope: !194)
!385 = !DILocation(line: 114, column: 63, scope: !194)
!386 = !DILocation(line: 114, column: 3, scope: !194)
!387 = !DILocation(line: 115, column: 53, scope: !194)
!388 = !DILocation(line: 115, column: 31, scope: !194)
!389 = !DILocation(line: 115, column: 57, scope: !194)
!390 = !DILocation(line: 115, column: 3, scope: !194)
!391 = !DILocalVariable(name: "arr", scope: !194, file: !3, line: 117, type: !392)
!392 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !393, templateParams: !410, identifier: "_ZTS5ArrayIiLi8EE")
!393 = !{!394, !398, !403}
!394 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !392, file: !3, line: 43, baseType: !395, size: 256)
!395 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !396)
!396 = !{!397}
!397 = !DISubrange(count: 8)
!398 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !392, file: !3, line: 44, type: !399, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!399 = !DISubroutineType(types: !400)
!400 = !{!401, !402, !6}
!401 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !392, file: !3, line: 45, type: !404, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!404 = !DISubroutineType(types: !405)
!405 = !{!406, !408, !6}
!406 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !407, size: 32)
!407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!409 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !392)
!410 = !{!411, !412}
!411 = !DITemplateTypeParameter(name: "T", type: !6)
!412 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!413 = !DILocation(line: 117, column: 17, scope: !194)
!414 = !DILocalVariable(name: "i", scope: !415, file: !3, line: 118, type: !6)
!415 = distinct !DILexicalBlock(scope: !194, file: !3, line: 118, column: 3)
!416 = !DILocation(line: 118, column: 12, scope: !415)
!417 = !DILocation(line: 118, column: 8, scope: !415)
!418 = !DILocation(line: 118, column: 19, scope: !419)
!419 = distinct !DILexicalBlock(scope: !415, file: !3, line: 118, column: 3)
!420 = !DILocation(line: 118, column: 21, scope: !419)
!421 = !DILocation(line: 118, column: 3, scope: !415)
!422 = !DILocation(line: 118, column: 40, scope: !419)
!423 = !DILocation(line: 118, column: 44, scope: !419)
!424 = !DILocation(line: 118, column: 42, scope: !419)
!425 = !DILocation(line: 118, column: 35, scope: !419)
!426 = !DILocation(line: 118, column: 31, scope: !419)
!427 = !DILocation(line: 118, column: 38, scope: !419)
!428 = !DILocation(line: 118, column: 26, scope: !419)
!429 = !DILocation(line: 118, column: 3, scope: !419)
!430 = distinct !{!430, !421, !431, !131}
!431 = !DILocation(line: 118, column: 44, scope: !415)
!432 = !DILocalVariable(name: "bias", scope: !194, file: !3, line: 119, type: !6)
!433 = !DILocation(line: 119, column: 7, scope: !194)
!434 = !DILocalVariable(name: "add", scope: !194, file: !3, line: 120, type: !435)
!435 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !194, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !436)
!436 = !{!437}
!437 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !435, file: !3, line: 120, baseType: !6, size: 32)
!438 = !DILocation(line: 120, column: 8, scope: !194)
!439 = !DILocation(line: 120, column: 14, scope: !194)
!440 = !DILocation(line: 120, column: 15, scope: !194)
!441 = !DILocalVariable(name: "prod_count", scope: !194, file: !3, line: 121, type: !6)
!442 = !DILocation(line: 121, column: 7, scope: !194)
!443 = !DILocalVariable(name: "mul", scope: !194, file: !3, line: 122, type: !444)
!444 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !194, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !445)
!445 = !{!446}
!446 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !444, file: !3, line: 122, baseType: !401, size: 32)
!447 = !DILocation(line: 122, column: 8, scope: !194)
!448 = !DILocation(line: 122, column: 14, scope: !194)
!449 = !DILocation(line: 123, column: 43, scope: !194)
!450 = !DILocation(line: 123, column: 35, scope: !194)
!451 = !DILocation(line: 123, column: 61, scope: !194)
!452 = !DILocation(line: 123, column: 53, scope: !194)
!453 = !DILocation(line: 123, column: 67, scope: !194)
!454 = !DILocation(line: 123, column: 3, scope: !194)
!455 = !DILocalVariable(name: "gen", scope: !194, file: !3, line: 124, type: !456)
!456 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !194, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !51)
!457 = !DILocation(line: 124, column: 8, scope: !194)
!458 = !DILocation(line: 125, column: 27, scope: !194)
!459 = !DILocation(line: 125, column: 36, scope: !194)
!460 = !DILocation(line: 125, column: 3, scope: !194)
!461 = !DILocalVariable(name: "fp", scope: !194, file: !3, line: 126, type: !462)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !463, size: 32)
!463 = !DISubroutineType(types: !464)
!464 = !{!6, !6}
!465 = !DILocation(line: 126, column: 9, scope: !194)
!466 = !DILocation(line: 126, column: 20, scope: !194)
!467 = !DILocation(line: 127, column: 21, scope: !194)
!468 = !DILocation(line: 127, column: 3, scope: !194)
!469 = !DILocation(line: 129, column: 30, scope: !194)
!470 = !DILocation(line: 129, column: 44, scope: !194)
!471 = !DILocation(line: 129, column: 63, scope: !194)
!472 = !DILocation(line: 129, column: 3, scope: !194)
!473 = !DILocation(line: 130, column: 29, scope: !194)
!474 = !DILocation(line: 130, column: 59, scope: !194)
!475 = !DILocation(line: 130, column: 81, scope: !194)
!476 = !DILocation(line: 130, column: 3, scope: !194)
!477 = !DILocalVariable(name: "b", scope: !194, file: !3, line: 132, type: !79)
!478 = !DILocation(line: 132, column: 7, scope: !194)
!479 = !DILocation(line: 132, column: 11, scope: !194)
!480 = !DILocation(line: 133, column: 35, scope: !194)
!481 = !DILocation(line: 133, column: 27, scope: !194)
!482 = !DILocation(line: 133, column: 41, scope: !194)
!483 = !DILocation(line: 133, column: 39, scope: !194)
!484 = !DILocation(line: 133, column: 3, scope: !194)
!485 = !DILocalVariable(name: "p", scope: !194, file: !3, line: 134, type: !32)
!486 = !DILocation(line: 134, column: 8, scope: !194)
!487 = !DILocation(line: 134, column: 26, scope: !194)
!488 = !DILocation(line: 134, column: 12, scope: !194)
!489 = !DILocation(line: 135, column: 30, scope: !194)
!490 = !DILocation(line: 135, column: 35, scope: !194)
!491 = !DILocation(line: 135, column: 33, scope: !194)
!492 = !DILocation(line: 135, column: 3, scope: !194)
!493 = !DILocalVariable(name: "a1", scope: !194, file: !3, line: 137, type: !6)
!494 = !DILocation(line: 137, column: 7, scope: !194)
!495 = !DILocation(line: 137, column: 12, scope: !194)
!496 = !DILocalVariable(name: "a2", scope: !194, file: !3, line: 137, type: !6)
!497 = !DILocation(line: 137, column: 23, scope: !194)
!498 = !DILocation(line: 137, column: 28, scope: !194)
!499 = !DILocation(line: 138, column: 40, scope: !194)
!500 = !DILocation(line: 138, column: 44, scope: !194)
!501 = !DILocation(line: 138, column: 48, scope: !194)
!502 = !DILocation(line: 138, column: 59, scope: !194)
!503 = !DILocation(line: 138, column: 3, scope: !194)
!504 = !DILocation(line: 139, column: 3, scope: !194)
!505 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC1Edd", scope: !219, file: !3, line: 17, type: !225, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !224, retainedNodes: !51)
!506 = !DILocalVariable(name: "this", arg: 1, scope: !505, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 32)
!508 = !DILocation(line: 0, scope: !505)
!509 = !DILocalVariable(name: "a", arg: 2, scope: !505, file: !3, line: 17, type: !208)
!510 = !DILocation(line: 17, column: 15, scope: !505)
!511 = !DILocalVariable(name: "b", arg: 3, scope: !505, file: !3, line: 17, type: !208)
!512 = !DILocation(line: 17, column: 25, scope: !505)
!513 = !DILocation(line: 17, column: 41, scope: !505)
!514 = !DILocation(line: 17, column: 42, scope: !505)
!515 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC1Ed", scope: !238, file: !3, line: 23, type: !242, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !241, retainedNodes: !51)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !515, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 32)
!518 = !DILocation(line: 0, scope: !515)
!519 = !DILocalVariable(name: "s", arg: 2, scope: !515, file: !3, line: 23, type: !208)
!520 = !DILocation(line: 23, column: 26, scope: !515)
!521 = !DILocation(line: 23, column: 42, scope: !515)
!522 = !DILocation(line: 23, column: 43, scope: !515)
!523 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC1Ev", scope: !300, file: !3, line: 30, type: !327, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !524, retainedNodes: !51)
!524 = !DISubprogram(name: "Widget", scope: !300, type: !327, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!525 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !526, flags: DIFlagArtificial | DIFlagObjectPointer)
!526 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32)
!527 = !DILocation(line: 0, scope: !523)
!528 = !DILocation(line: 30, column: 8, scope: !523)
!529 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !351, file: !3, line: 38, type: !530, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !533, retainedNodes: !51)
!530 = !DISubroutineType(types: !531)
!531 = !{null, !532}
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!533 = !DISubprogram(name: "Diamond", scope: !351, type: !530, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!534 = !DILocalVariable(name: "this", arg: 1, scope: !529, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32)
!536 = !DILocation(line: 0, scope: !529)
!537 = !DILocation(line: 38, column: 8, scope: !529)
!538 = !DILocation(line: 38, column: 36, scope: !529)
!539 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !392, file: !3, line: 44, type: !399, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !398, retainedNodes: !51)
!540 = !DILocalVariable(name: "this", arg: 1, scope: !539, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 32)
!542 = !DILocation(line: 0, scope: !539)
!543 = !DILocalVariable(name: "i", arg: 2, scope: !539, file: !3, line: 44, type: !6)
!544 = !DILocation(line: 44, column: 21, scope: !539)
!545 = !DILocation(line: 44, column: 33, scope: !539)
!546 = !DILocation(line: 44, column: 38, scope: !539)
!547 = !DILocation(line: 44, column: 26, scope: !539)
!548 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !392, file: !3, line: 46, type: !549, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !552, declaration: !551, retainedNodes: !51)
!549 = !DISubroutineType(types: !550)
!550 = !{!6, !408, !6, !435}
!551 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !392, file: !3, line: 46, type: !549, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !552)
!552 = !{!553}
!553 = !DITemplateTypeParameter(name: "F", type: !435)
!554 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !555, flags: DIFlagArtificial | DIFlagObjectPointer)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 32)
!556 = !DILocation(line: 0, scope: !548)
!557 = !DILocalVariable(name: "init", arg: 2, scope: !548, file: !3, line: 46, type: !6)
!558 = !DILocation(line: 46, column: 34, scope: !548)
!559 = !DILocalVariable(name: "f", arg: 3, scope: !548, file: !3, line: 46, type: !435)
!560 = !DILocation(line: 46, column: 42, scope: !548)
!561 = !DILocalVariable(name: "i", scope: !562, file: !3, line: 47, type: !6)
!562 = distinct !DILexicalBlock(scope: !548, file: !3, line: 47, column: 5)
!563 = !DILocation(line: 47, column: 14, scope: !562)
!564 = !DILocation(line: 47, column: 10, scope: !562)
!565 = !DILocation(line: 47, column: 21, scope: !566)
!566 = distinct !DILexicalBlock(scope: !562, file: !3, line: 47, column: 5)
!567 = !DILocation(line: 47, column: 23, scope: !566)
!568 = !DILocation(line: 47, column: 5, scope: !562)
!569 = !DILocation(line: 47, column: 42, scope: !566)
!570 = !DILocation(line: 47, column: 48, scope: !566)
!571 = !DILocation(line: 47, column: 53, scope: !566)
!572 = !DILocation(line: 47, column: 40, scope: !566)
!573 = !DILocation(line: 47, column: 38, scope: !566)
!574 = !DILocation(line: 47, column: 33, scope: !566)
!575 = !DILocation(line: 47, column: 28, scope: !566)
!576 = !DILocation(line: 47, column: 5, scope: !566)
!577 = distinct !{!577, !568, !578, !131}
!578 = !DILocation(line: 47, column: 55, scope: !562)
!579 = !DILocation(line: 48, column: 12, scope: !548)
!580 = !DILocation(line: 48, column: 5, scope: !548)
!581 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !392, file: !3, line: 46, type: !582, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !585, declaration: !584, retainedNodes: !51)
!582 = !DISubroutineType(types: !583)
!583 = !{!6, !408, !6, !444}
!584 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !392, file: !3, line: 46, type: !582, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !585)
!585 = !{!586}
!586 = !DITemplateTypeParameter(name: "F", type: !444)
!587 = !DILocalVariable(name: "this", arg: 1, scope: !581, type: !555, flags: DIFlagArtificial | DIFlagObjectPointer)
!588 = !DILocation(line: 0, scope: !581)
!589 = !DILocalVariable(name: "init", arg: 2, scope: !581, file: !3, line: 46, type: !6)
!590 = !DILocation(line: 46, column: 34, scope: !581)
!591 = !DILocalVariable(name: "f", arg: 3, scope: !581, file: !3, line: 46, type: !444)
!592 = !DILocation(line: 46, column: 42, scope: !581)
!593 = !DILocalVariable(name: "i", scope: !594, file: !3, line: 47, type: !6)
!594 = distinct !DILexicalBlock(scope: !581, file: !3, line: 47, column: 5)
!595 = !DILocation(line: 47, column: 14, scope: !594)
!596 = !DILocation(line: 47, column: 10, scope: !594)
!597 = !DILocation(line: 47, column: 21, scope: !598)
!598 = distinct !DILexicalBlock(scope: !594, file: !3, line: 47, column: 5)
!599 = !DILocation(line: 47, column: 23, scope: !598)
!600 = !DILocation(line: 47, column: 5, scope: !594)
!601 = !DILocation(line: 47, column: 42, scope: !598)
!602 = !DILocation(line: 47, column: 48, scope: !598)
!603 = !DILocation(line: 47, column: 53, scope: !598)
!604 = !DILocation(line: 47, column: 40, scope: !598)
!605 = !DILocation(line: 47, column: 38, scope: !598)
!606 = !DILocation(line: 47, column: 33, scope: !598)
!607 = !DILocation(line: 47, column: 28, scope: !598)
!608 = !DILocation(line: 47, column: 5, scope: !598)
!609 = distinct !{!609, !600, !610, !131}
!610 = !DILocation(line: 47, column: 55, scope: !594)
!611 = !DILocation(line: 48, column: 12, scope: !581)
!612 = !DILocation(line: 48, column: 5, scope: !581)
!613 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !456, file: !3, line: 124, type: !614, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !622, declaration: !618, retainedNodes: !51)
!614 = !DISubroutineType(types: !615)
!615 = !{!6, !616, !6}
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!617 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !456)
!618 = !DISubprogram(name: "operator()<int>", scope: !456, file: !3, line: 124, type: !619, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !622)
!619 = !DISubroutineType(types: !620)
!620 = !{!621, !616, !6}
!621 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!622 = !{!623}
!623 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!624 = !DILocalVariable(name: "this", arg: 1, scope: !613, type: !625, flags: DIFlagArtificial | DIFlagObjectPointer)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 32)
!626 = !DILocation(line: 0, scope: !613)
!627 = !DILocalVariable(name: "x", arg: 2, scope: !613, file: !3, line: 124, type: !6)
!628 = !DILocation(line: 124, column: 22, scope: !613)
!629 = !DILocation(line: 124, column: 34, scope: !613)
!630 = !DILocation(line: 124, column: 38, scope: !613)
!631 = !DILocation(line: 124, column: 36, scope: !613)
!632 = !DILocation(line: 124, column: 27, scope: !613)
!633 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !456, file: !3, line: 124, type: !634, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !639, declaration: !636, retainedNodes: !51)
!634 = !DISubroutineType(types: !635)
!635 = !{!208, !616, !208}
!636 = !DISubprogram(name: "operator()<double>", scope: !456, file: !3, line: 124, type: !637, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !639)
!637 = !DISubroutineType(types: !638)
!638 = !{!621, !616, !208}
!639 = !{!640}
!640 = !DITemplateTypeParameter(name: "x:auto", type: !208)
!641 = !DILocalVariable(name: "this", arg: 1, scope: !633, type: !625, flags: DIFlagArtificial | DIFlagObjectPointer)
!642 = !DILocation(line: 0, scope: !633)
!643 = !DILocalVariable(name: "x", arg: 2, scope: !633, file: !3, line: 124, type: !208)
!644 = !DILocation(line: 124, column: 22, scope: !633)
!645 = !DILocation(line: 124, column: 34, scope: !633)
!646 = !DILocation(line: 124, column: 38, scope: !633)
!647 = !DILocation(line: 124, column: 36, scope: !633)
!648 = !DILocation(line: 124, column: 27, scope: !633)
!649 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !650, file: !3, line: 126, type: !651, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !655, retainedNodes: !51)
!650 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !194, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !51)
!651 = !DISubroutineType(types: !652)
!652 = !{!462, !653}
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !654, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!654 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !650)
!655 = !DISubprogram(name: "operator int (*)(int)", scope: !650, type: !651, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!656 = !DILocalVariable(name: "this", arg: 1, scope: !649, type: !657, flags: DIFlagArtificial | DIFlagObjectPointer)
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !654, size: 32)
!658 = !DILocation(line: 0, scope: !649)
!659 = !DILocation(line: 126, column: 20, scope: !649)
!660 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !3, file: !3, line: 52, type: !661, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !663, retainedNodes: !51)
!661 = !DISubroutineType(types: !662)
!662 = !{!6, !6, !6}
!663 = !{!411}
!664 = !DILocalVariable(name: "a", arg: 1, scope: !660, file: !3, line: 52, type: !6)
!665 = !DILocation(line: 52, column: 34, scope: !660)
!666 = !DILocalVariable(name: "b", arg: 2, scope: !660, file: !3, line: 52, type: !6)
!667 = !DILocation(line: 52, column: 39, scope: !660)
!668 = !DILocation(line: 52, column: 51, scope: !660)
!669 = !DILocation(line: 52, column: 55, scope: !660)
!670 = !DILocation(line: 52, column: 53, scope: !660)
!671 = !DILocation(line: 52, column: 59, scope: !660)
!672 = !DILocation(line: 52, column: 63, scope: !660)
!673 = !DILocation(line: 52, column: 44, scope: !660)
!674 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !3, file: !3, line: 52, type: !675, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !677, retainedNodes: !51)
!675 = !DISubroutineType(types: !676)
!676 = !{!208, !208, !208}
!677 = !{!678}
!678 = !DITemplateTypeParameter(name: "T", type: !208)
!679 = !DILocalVariable(name: "a", arg: 1, scope: !674, file: !3, line: 52, type: !208)
!680 = !DILocation(line: 52, column: 34, scope: !674)
!681 = !DILocalVariable(name: "b", arg: 2, scope: !674, file: !3, line: 52, type: !208)
!682 = !DILocation(line: 52, column: 39, scope: !674)
!683 = !DILocation(line: 52, column: 51, scope: !674)
!684 = !DILocation(line: 52, column: 55, scope: !674)
!685 = !DILocation(line: 52, column: 53, scope: !674)
!686 = !DILocation(line: 52, column: 59, scope: !674)
!687 = !DILocation(line: 52, column: 63, scope: !674)
!688 = !DILocation(line: 52, column: 44, scope: !674)
!689 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !3, file: !3, line: 55, type: !690, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !692, retainedNodes: !51)
!690 = !DISubroutineType(types: !691)
!691 = !{!6, !6, !9, !208, !66}
!692 = !{!693}
!693 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !694)
!694 = !{!695, !696, !697, !698}
!695 = !DITemplateTypeParameter(type: !6)
!696 = !DITemplateTypeParameter(type: !9)
!697 = !DITemplateTypeParameter(type: !208)
!698 = !DITemplateTypeParameter(type: !66)
!699 = !DILocalVariable(arg: 1, scope: !689, file: !3, line: 55, type: !6)
!700 = !DILocation(line: 55, column: 47, scope: !689)
!701 = !DILocalVariable(arg: 2, scope: !689, file: !3, line: 55, type: !9)
!702 = !DILocalVariable(arg: 3, scope: !689, file: !3, line: 55, type: !208)
!703 = !DILocalVariable(arg: 4, scope: !689, file: !3, line: 55, type: !66)
!704 = !DILocation(line: 55, column: 51, scope: !689)
!705 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !706, file: !3, line: 58, type: !709, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !708, retainedNodes: !51)
!706 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !707, templateParams: !663, identifier: "_ZTS8TypeNameIiE")
!707 = !{!708}
!708 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !706, file: !3, line: 58, type: !709, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!709 = !DISubroutineType(types: !710)
!710 = !{!66}
!711 = !DILocation(line: 58, column: 63, scope: !705)
!712 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !713, file: !3, line: 59, type: !709, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !715, retainedNodes: !51)
!713 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !714, templateParams: !677, identifier: "_ZTS8TypeNameIdE")
!714 = !{!715}
!715 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !713, file: !3, line: 59, type: !709, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!716 = !DILocation(line: 59, column: 66, scope: !712)
!717 = !DILocation(line: 86, column: 3, scope: !2)
!718 = !{!"branch_weights", i32 1, i32 1048575}
!719 = !DILocation(line: 86, column: 18, scope: !2)
!720 = !DILocation(line: 86, column: 29, scope: !2)
!721 = !DILocation(line: 87, column: 10, scope: !2)
!722 = !DILocation(line: 87, column: 3, scope: !2)
!723 = !DILocation(line: 88, column: 1, scope: !2)
!724 = !DILocation(line: 82, column: 3, scope: !39)
!725 = !DILocation(line: 82, column: 19, scope: !39)
!726 = !DILocation(line: 83, column: 3, scope: !39)
!727 = !DILocation(line: 84, column: 1, scope: !39)
!728 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !351, file: !3, line: 38, type: !530, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !729, retainedNodes: !51)
!729 = !DISubprogram(name: "~Diamond", scope: !351, type: !530, containingType: !351, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!730 = !DILocalVariable(name: "this", arg: 1, scope: !728, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!731 = !DILocation(line: 0, scope: !728)
!732 = !DILocation(line: 38, column: 8, scope: !728)
!733 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !219, file: !3, line: 17, type: !225, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !224, retainedNodes: !51)
!734 = !DILocalVariable(name: "this", arg: 1, scope: !733, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!735 = !DILocation(line: 0, scope: !733)
!736 = !DILocalVariable(name: "a", arg: 2, scope: !733, file: !3, line: 17, type: !208)
!737 = !DILocation(line: 17, column: 15, scope: !733)
!738 = !DILocalVariable(name: "b", arg: 3, scope: !733, file: !3, line: 17, type: !208)
!739 = !DILocation(line: 17, column: 25, scope: !733)
!740 = !DILocation(line: 17, column: 41, scope: !733)
!741 = !DILocation(line: 17, column: 3, scope: !733)
!742 = !DILocation(line: 17, column: 30, scope: !733)
!743 = !DILocation(line: 17, column: 32, scope: !733)
!744 = !DILocation(line: 17, column: 36, scope: !733)
!745 = !DILocation(line: 17, column: 38, scope: !733)
!746 = !DILocation(line: 17, column: 42, scope: !733)
!747 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !198, file: !3, line: 9, type: !202, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !748, retainedNodes: !51)
!748 = !DISubprogram(name: "Shape", scope: !198, type: !202, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!749 = !DILocalVariable(name: "this", arg: 1, scope: !747, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!750 = !DILocation(line: 0, scope: !747)
!751 = !DILocation(line: 9, column: 8, scope: !747)
!752 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD1Ev", scope: !219, file: !3, line: 15, type: !753, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !755, retainedNodes: !51)
!753 = !DISubroutineType(types: !754)
!754 = !{null, !227}
!755 = !DISubprogram(name: "~Rect", scope: !219, type: !753, containingType: !219, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!756 = !DILocalVariable(name: "this", arg: 1, scope: !752, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!757 = !DILocation(line: 0, scope: !752)
!758 = !DILocation(line: 15, column: 8, scope: !752)
!759 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !219, file: !3, line: 15, type: !753, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !755, retainedNodes: !51)
!760 = !DILocalVariable(name: "this", arg: 1, scope: !759, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!761 = !DILocation(line: 0, scope: !759)
!762 = !DILocation(line: 15, column: 8, scope: !759)
!763 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !219, file: !3, line: 18, type: !229, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !228, retainedNodes: !51)
!764 = !DILocalVariable(name: "this", arg: 1, scope: !763, type: !765, flags: DIFlagArtificial | DIFlagObjectPointer)
!765 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 32)
!766 = !DILocation(line: 0, scope: !763)
!767 = !DILocation(line: 18, column: 41, scope: !763)
!768 = !DILocation(line: 18, column: 45, scope: !763)
!769 = !DILocation(line: 18, column: 43, scope: !763)
!770 = !DILocation(line: 18, column: 34, scope: !763)
!771 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !219, file: !3, line: 19, type: !234, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !233, retainedNodes: !51)
!772 = !DILocalVariable(name: "this", arg: 1, scope: !771, type: !765, flags: DIFlagArtificial | DIFlagObjectPointer)
!773 = !DILocation(line: 0, scope: !771)
!774 = !DILocation(line: 19, column: 39, scope: !771)
!775 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD1Ev", scope: !198, file: !3, line: 10, type: !202, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !201, retainedNodes: !51)
!776 = !DILocalVariable(name: "this", arg: 1, scope: !775, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!777 = !DILocation(line: 0, scope: !775)
!778 = !DILocation(line: 10, column: 20, scope: !775)
!779 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !198, file: !3, line: 10, type: !202, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !201, retainedNodes: !51)
!780 = !DILocalVariable(name: "this", arg: 1, scope: !779, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!781 = !DILocation(line: 0, scope: !779)
!782 = !DILocation(line: 10, column: 20, scope: !779)
!783 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !198, file: !3, line: 12, type: !212, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !211, retainedNodes: !51)
!784 = !DILocalVariable(name: "this", arg: 1, scope: !783, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 32)
!786 = !DILocation(line: 0, scope: !783)
!787 = !DILocation(line: 12, column: 38, scope: !783)
!788 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !219, file: !3, line: 15, type: !753, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !755, retainedNodes: !51)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !788, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DILocation(line: 0, scope: !788)
!791 = !DILocation(line: 15, column: 8, scope: !792)
!792 = distinct !DILexicalBlock(scope: !788, file: !3, line: 15, column: 8)
!793 = !DILocation(line: 15, column: 8, scope: !788)
!794 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !198, file: !3, line: 10, type: !202, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !201, retainedNodes: !51)
!795 = !DILocalVariable(name: "this", arg: 1, scope: !794, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!796 = !DILocation(line: 0, scope: !794)
!797 = !DILocation(line: 10, column: 21, scope: !794)
!798 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !238, file: !3, line: 23, type: !242, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !241, retainedNodes: !51)
!799 = !DILocalVariable(name: "this", arg: 1, scope: !798, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!800 = !DILocation(line: 0, scope: !798)
!801 = !DILocalVariable(name: "s", arg: 2, scope: !798, file: !3, line: 23, type: !208)
!802 = !DILocation(line: 23, column: 26, scope: !798)
!803 = !DILocation(line: 23, column: 42, scope: !798)
!804 = !DILocation(line: 23, column: 36, scope: !798)
!805 = !DILocation(line: 23, column: 39, scope: !798)
!806 = !DILocation(line: 23, column: 31, scope: !798)
!807 = !DILocation(line: 23, column: 43, scope: !798)
!808 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD1Ev", scope: !238, file: !3, line: 22, type: !809, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !811, retainedNodes: !51)
!809 = !DISubroutineType(types: !810)
!810 = !{null, !244}
!811 = !DISubprogram(name: "~Square", scope: !238, type: !809, containingType: !238, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!812 = !DILocalVariable(name: "this", arg: 1, scope: !808, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!813 = !DILocation(line: 0, scope: !808)
!814 = !DILocation(line: 22, column: 8, scope: !808)
!815 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !238, file: !3, line: 22, type: !809, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !811, retainedNodes: !51)
!816 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DILocation(line: 0, scope: !815)
!818 = !DILocation(line: 22, column: 8, scope: !815)
!819 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !238, file: !3, line: 24, type: !246, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !245, retainedNodes: !51)
!820 = !DILocalVariable(name: "this", arg: 1, scope: !819, type: !821, flags: DIFlagArtificial | DIFlagObjectPointer)
!821 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 32)
!822 = !DILocation(line: 0, scope: !819)
!823 = !DILocation(line: 24, column: 39, scope: !819)
!824 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !238, file: !3, line: 22, type: !809, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !811, retainedNodes: !51)
!825 = !DILocalVariable(name: "this", arg: 1, scope: !824, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!826 = !DILocation(line: 0, scope: !824)
!827 = !DILocation(line: 22, column: 8, scope: !828)
!828 = distinct !DILexicalBlock(scope: !824, file: !3, line: 22, column: 8)
!829 = !DILocation(line: 22, column: 8, scope: !824)
!830 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !300, file: !3, line: 30, type: !327, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !524, retainedNodes: !51)
!831 = !DILocalVariable(name: "this", arg: 1, scope: !830, type: !526, flags: DIFlagArtificial | DIFlagObjectPointer)
!832 = !DILocation(line: 0, scope: !830)
!833 = !DILocation(line: 30, column: 8, scope: !830)
!834 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !303, file: !3, line: 27, type: !835, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !838, retainedNodes: !51)
!835 = !DISubroutineType(types: !836)
!836 = !{null, !837}
!837 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!838 = !DISubprogram(name: "Named", scope: !303, type: !835, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!839 = !DILocalVariable(name: "this", arg: 1, scope: !834, type: !336, flags: DIFlagArtificial | DIFlagObjectPointer)
!840 = !DILocation(line: 0, scope: !834)
!841 = !DILocation(line: 27, column: 8, scope: !834)
!842 = !DILocation(line: 27, column: 74, scope: !834)
!843 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !313, file: !3, line: 28, type: !318, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !844, retainedNodes: !51)
!844 = !DISubprogram(name: "Counted", scope: !313, type: !318, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!845 = !DILocalVariable(name: "this", arg: 1, scope: !843, type: !332, flags: DIFlagArtificial | DIFlagObjectPointer)
!846 = !DILocation(line: 0, scope: !843)
!847 = !DILocation(line: 28, column: 8, scope: !843)
!848 = !DILocation(line: 28, column: 22, scope: !843)
!849 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !300, file: !3, line: 31, type: !322, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !321, retainedNodes: !51)
!850 = !DILocalVariable(name: "this", arg: 1, scope: !849, type: !851, flags: DIFlagArtificial | DIFlagObjectPointer)
!851 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32)
!852 = !DILocation(line: 0, scope: !849)
!853 = !DILocation(line: 31, column: 40, scope: !849)
!854 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !300, file: !3, line: 32, type: !327, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !326, retainedNodes: !51)
!855 = !DILocalVariable(name: "this", arg: 1, scope: !854, type: !526, flags: DIFlagArtificial | DIFlagObjectPointer)
!856 = !DILocation(line: 0, scope: !854)
!857 = !DILocation(line: 32, column: 26, scope: !854)
!858 = !DILocation(line: 32, column: 32, scope: !854)
!859 = !DILocation(line: 32, column: 39, scope: !854)
!860 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !3, file: !3, line: 32, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!861 = !DISubroutineType(types: !51)
!862 = !DILocation(line: 0, scope: !860)
!863 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !303, file: !3, line: 27, type: !308, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !307, retainedNodes: !51)
!864 = !DILocalVariable(name: "this", arg: 1, scope: !863, type: !865, flags: DIFlagArtificial | DIFlagObjectPointer)
!865 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 32)
!866 = !DILocation(line: 0, scope: !863)
!867 = !DILocation(line: 27, column: 52, scope: !863)
!868 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !313, file: !3, line: 28, type: !318, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !317, retainedNodes: !51)
!869 = !DILocalVariable(name: "this", arg: 1, scope: !868, type: !332, flags: DIFlagArtificial | DIFlagObjectPointer)
!870 = !DILocation(line: 0, scope: !868)
!871 = !DILocation(line: 28, column: 57, scope: !868)
!872 = !DILocation(line: 28, column: 55, scope: !868)
!873 = !DILocation(line: 28, column: 64, scope: !868)
!874 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !875, retainedNodes: !51)
!875 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!876 = !DILocalVariable(name: "this", arg: 1, scope: !874, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!877 = !DILocation(line: 0, scope: !874)
!878 = !DILocation(line: 35, column: 8, scope: !874)
!879 = !DILocation(line: 35, column: 19, scope: !874)
!880 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !354, file: !3, line: 36, type: !881, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !884, retainedNodes: !51)
!881 = !DISubroutineType(types: !882)
!882 = !{null, !883}
!883 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!884 = !DISubprogram(name: "Left", scope: !354, type: !881, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!885 = !DILocalVariable(name: "this", arg: 1, scope: !880, type: !377, flags: DIFlagArtificial | DIFlagObjectPointer)
!886 = !DILocation(line: 0, scope: !880)
!887 = !DILocalVariable(name: "vtt", arg: 2, scope: !880, type: !888, flags: DIFlagArtificial)
!888 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 32)
!889 = !DILocation(line: 36, column: 8, scope: !880)
!890 = !DILocation(line: 36, column: 34, scope: !880)
!891 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !12, file: !3, line: 37, type: !892, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !895, retainedNodes: !51)
!892 = !DISubroutineType(types: !893)
!893 = !{null, !894}
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!895 = !DISubprogram(name: "Right", scope: !12, type: !892, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!896 = !DILocalVariable(name: "this", arg: 1, scope: !891, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!897 = !DILocation(line: 0, scope: !891)
!898 = !DILocalVariable(name: "vtt", arg: 2, scope: !891, type: !888, flags: DIFlagArtificial)
!899 = !DILocation(line: 37, column: 8, scope: !891)
!900 = !DILocation(line: 37, column: 35, scope: !891)
!901 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !354, file: !3, line: 36, type: !360, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !359, retainedNodes: !51)
!902 = !DILocalVariable(name: "this", arg: 1, scope: !901, type: !903, flags: DIFlagArtificial | DIFlagObjectPointer)
!903 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 32)
!904 = !DILocation(line: 0, scope: !901)
!905 = !DILocation(line: 36, column: 75, scope: !901)
!906 = !DILocation(line: 36, column: 79, scope: !901)
!907 = !DILocation(line: 36, column: 77, scope: !901)
!908 = !DILocation(line: 36, column: 68, scope: !901)
!909 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !354, file: !3, line: 36, type: !881, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !910, retainedNodes: !51)
!910 = !DISubprogram(name: "~Left", scope: !354, type: !881, containingType: !354, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!911 = !DILocalVariable(name: "this", arg: 1, scope: !909, type: !377, flags: DIFlagArtificial | DIFlagObjectPointer)
!912 = !DILocation(line: 0, scope: !909)
!913 = !DILocation(line: 36, column: 8, scope: !909)
!914 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !354, file: !3, line: 36, type: !881, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !910, retainedNodes: !51)
!915 = !DILocalVariable(name: "this", arg: 1, scope: !914, type: !377, flags: DIFlagArtificial | DIFlagObjectPointer)
!916 = !DILocation(line: 0, scope: !914)
!917 = !DILocation(line: 36, column: 8, scope: !914)
!918 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !3, file: !3, line: 36, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!919 = !DILocation(line: 0, scope: !918)
!920 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !3, file: !3, line: 36, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!921 = !DILocation(line: 0, scope: !920)
!922 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !3, file: !3, line: 36, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!923 = !DILocation(line: 0, scope: !922)
!924 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !12, file: !3, line: 37, type: !892, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !925, retainedNodes: !51)
!925 = !DISubprogram(name: "~Right", scope: !12, type: !892, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!926 = !DILocalVariable(name: "this", arg: 1, scope: !924, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!927 = !DILocation(line: 0, scope: !924)
!928 = !DILocation(line: 37, column: 8, scope: !924)
!929 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !12, file: !3, line: 37, type: !892, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !925, retainedNodes: !51)
!930 = !DILocalVariable(name: "this", arg: 1, scope: !929, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!931 = !DILocation(line: 0, scope: !929)
!932 = !DILocation(line: 37, column: 8, scope: !929)
!933 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !51)
!934 = !DILocalVariable(name: "this", arg: 1, scope: !933, type: !935, flags: DIFlagArtificial | DIFlagObjectPointer)
!935 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!936 = !DILocation(line: 0, scope: !933)
!937 = !DILocation(line: 35, column: 59, scope: !933)
!938 = !DILocation(line: 35, column: 52, scope: !933)
!939 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !3, file: !3, line: 37, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!940 = !DILocation(line: 0, scope: !939)
!941 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !3, file: !3, line: 37, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!942 = !DILocation(line: 0, scope: !941)
!943 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !351, file: !3, line: 38, type: !367, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !366, retainedNodes: !51)
!944 = !DILocalVariable(name: "this", arg: 1, scope: !943, type: !945, flags: DIFlagArtificial | DIFlagObjectPointer)
!945 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 32)
!946 = !DILocation(line: 0, scope: !943)
!947 = !DILocation(line: 38, column: 77, scope: !943)
!948 = !DILocation(line: 38, column: 81, scope: !943)
!949 = !DILocation(line: 38, column: 79, scope: !943)
!950 = !DILocation(line: 38, column: 85, scope: !943)
!951 = !DILocation(line: 38, column: 83, scope: !943)
!952 = !DILocation(line: 38, column: 89, scope: !943)
!953 = !DILocation(line: 38, column: 87, scope: !943)
!954 = !DILocation(line: 38, column: 70, scope: !943)
!955 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !351, file: !3, line: 38, type: !530, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !729, retainedNodes: !51)
!956 = !DILocalVariable(name: "this", arg: 1, scope: !955, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!957 = !DILocation(line: 0, scope: !955)
!958 = !DILocation(line: 38, column: 8, scope: !955)
!959 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!960 = !DILocation(line: 0, scope: !959)
!961 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!962 = !DILocation(line: 0, scope: !961)
!963 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !3, file: !3, line: 38, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!964 = !DILocation(line: 0, scope: !963)
!965 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !3, file: !3, line: 38, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!966 = !DILocation(line: 0, scope: !965)
!967 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !3, file: !3, line: 38, type: !861, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !51)
!968 = !DILocation(line: 0, scope: !967)
!969 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD1Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !51)
!970 = !DILocalVariable(name: "this", arg: 1, scope: !969, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!971 = !DILocation(line: 0, scope: !969)
!972 = !DILocation(line: 35, column: 80, scope: !969)
!973 = !DILocation(line: 35, column: 81, scope: !969)
!974 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !51)
!975 = !DILocalVariable(name: "this", arg: 1, scope: !974, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!976 = !DILocation(line: 0, scope: !974)
!977 = !DILocation(line: 35, column: 80, scope: !974)
!978 = !DILocation(line: 35, column: 81, scope: !974)
!979 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !51)
!980 = !DILocalVariable(name: "this", arg: 1, scope: !979, type: !373, flags: DIFlagArtificial | DIFlagObjectPointer)
!981 = !DILocation(line: 0, scope: !979)
!982 = !DILocation(line: 35, column: 81, scope: !979)
!983 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !354, file: !3, line: 36, type: !881, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !910, retainedNodes: !51)
!984 = !DILocalVariable(name: "this", arg: 1, scope: !983, type: !377, flags: DIFlagArtificial | DIFlagObjectPointer)
!985 = !DILocation(line: 0, scope: !983)
!986 = !DILocalVariable(name: "vtt", arg: 2, scope: !983, type: !888, flags: DIFlagArtificial)
!987 = !DILocation(line: 36, column: 8, scope: !983)
!988 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !12, file: !3, line: 37, type: !892, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !925, retainedNodes: !51)
!989 = !DILocalVariable(name: "this", arg: 1, scope: !988, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!990 = !DILocation(line: 0, scope: !988)
!991 = !DILocalVariable(name: "vtt", arg: 2, scope: !988, type: !888, flags: DIFlagArtificial)
!992 = !DILocation(line: 37, column: 8, scope: !988)
!993 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !650, file: !3, line: 126, type: !463, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !994, retainedNodes: !51)
!994 = !DISubprogram(name: "__invoke", scope: !650, type: !463, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!995 = !DILocalVariable(name: "x", arg: 1, scope: !993, type: !6)
!996 = !DILocation(line: 0, scope: !993)
!997 = !DILocation(line: 126, column: 20, scope: !993)
!998 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !650, file: !3, line: 126, type: !999, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1001, retainedNodes: !51)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!6, !653, !6}
!1001 = !DISubprogram(name: "operator()", scope: !650, file: !3, line: 126, type: !1002, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!621, !653, !6}
!1004 = !DILocalVariable(name: "this", arg: 1, scope: !998, type: !657, flags: DIFlagArtificial | DIFlagObjectPointer)
!1005 = !DILocation(line: 0, scope: !998)
!1006 = !DILocalVariable(name: "x", arg: 2, scope: !998, file: !3, line: 126, type: !6)
!1007 = !DILocation(line: 126, column: 27, scope: !998)
!1008 = !DILocation(line: 126, column: 39, scope: !998)
!1009 = !DILocation(line: 126, column: 41, scope: !998)
!1010 = !DILocation(line: 126, column: 32, scope: !998)
!1011 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC1Ev", scope: !43, file: !3, line: 78, type: !47, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !46, retainedNodes: !51)
!1012 = !DILocalVariable(name: "this", arg: 1, scope: !1011, type: !1013, flags: DIFlagArtificial | DIFlagObjectPointer)
!1013 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!1014 = !DILocation(line: 0, scope: !1011)
!1015 = !DILocation(line: 78, column: 27, scope: !1011)
!1016 = !DILocation(line: 78, column: 63, scope: !1011)
!1017 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD1Ev", scope: !43, file: !3, line: 79, type: !47, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !50, retainedNodes: !51)
!1018 = !DILocalVariable(name: "this", arg: 1, scope: !1017, type: !1013, flags: DIFlagArtificial | DIFlagObjectPointer)
!1019 = !DILocation(line: 0, scope: !1017)
!1020 = !DILocation(line: 79, column: 15, scope: !1017)
!1021 = !DILocation(line: 79, column: 16, scope: !1017)
!1022 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !43, file: !3, line: 78, type: !47, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !46, retainedNodes: !51)
!1023 = !DILocalVariable(name: "this", arg: 1, scope: !1022, type: !1013, flags: DIFlagArtificial | DIFlagObjectPointer)
!1024 = !DILocation(line: 0, scope: !1022)
!1025 = !DILocation(line: 78, column: 16, scope: !1022)
!1026 = !DILocation(line: 78, column: 29, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !1022, file: !3, line: 78, column: 27)
!1028 = !DILocation(line: 78, column: 63, scope: !1022)
!1029 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !43, file: !3, line: 79, type: !47, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !50, retainedNodes: !51)
!1030 = !DILocalVariable(name: "this", arg: 1, scope: !1029, type: !1013, flags: DIFlagArtificial | DIFlagObjectPointer)
!1031 = !DILocation(line: 0, scope: !1029)
!1032 = !DILocation(line: 79, column: 16, scope: !1029)
!1033 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !351, file: !3, line: 38, type: !530, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !729, retainedNodes: !51)
!1034 = !DILocalVariable(name: "this", arg: 1, scope: !1033, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!1035 = !DILocation(line: 0, scope: !1033)
!1036 = !DILocalVariable(name: "vtt", arg: 2, scope: !1033, type: !888, flags: DIFlagArtificial)
!1037 = !DILocation(line: 38, column: 8, scope: !1038)
!1038 = distinct !DILexicalBlock(scope: !1033, file: !3, line: 38, column: 8)
!1039 = !DILocation(line: 38, column: 8, scope: !1033)
!1040 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !435, file: !3, line: 120, type: !1041, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1045, retainedNodes: !51)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!6, !1043, !6, !6}
!1043 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1044, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1044 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !435)
!1045 = !DISubprogram(name: "operator()", scope: !435, file: !3, line: 120, type: !1046, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!621, !1043, !6, !6}
!1048 = !DILocalVariable(name: "this", arg: 1, scope: !1040, type: !1049, flags: DIFlagArtificial | DIFlagObjectPointer)
!1049 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1044, size: 32)
!1050 = !DILocation(line: 0, scope: !1040)
!1051 = !DILocalVariable(name: "acc", arg: 2, scope: !1040, file: !3, line: 120, type: !6)
!1052 = !DILocation(line: 120, column: 25, scope: !1040)
!1053 = !DILocalVariable(name: "v", arg: 3, scope: !1040, file: !3, line: 120, type: !6)
!1054 = !DILocation(line: 120, column: 34, scope: !1040)
!1055 = !DILocation(line: 120, column: 46, scope: !1040)
!1056 = !DILocation(line: 120, column: 52, scope: !1040)
!1057 = !DILocation(line: 120, column: 50, scope: !1040)
!1058 = !DILocation(line: 120, column: 56, scope: !1040)
!1059 = !DILocation(line: 120, column: 54, scope: !1040)
!1060 = !DILocation(line: 120, column: 39, scope: !1040)
!1061 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !444, file: !3, line: 122, type: !1062, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !1065, retainedNodes: !51)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{!6, !1064, !6, !6}
!1064 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1065 = !DISubprogram(name: "operator()", scope: !444, file: !3, line: 122, type: !1066, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{!621, !1064, !6, !6}
!1068 = !DILocalVariable(name: "this", arg: 1, scope: !1061, type: !1069, flags: DIFlagArtificial | DIFlagObjectPointer)
!1069 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 32)
!1070 = !DILocation(line: 0, scope: !1061)
!1071 = !DILocalVariable(name: "acc", arg: 2, scope: !1061, file: !3, line: 122, type: !6)
!1072 = !DILocation(line: 122, column: 32, scope: !1061)
!1073 = !DILocalVariable(name: "v", arg: 3, scope: !1061, file: !3, line: 122, type: !6)
!1074 = !DILocation(line: 122, column: 41, scope: !1061)
!1075 = !DILocation(line: 122, column: 56, scope: !1061)
!1076 = !DILocation(line: 122, column: 54, scope: !1061)
!1077 = !DILocation(line: 122, column: 75, scope: !1061)
!1078 = !DILocation(line: 122, column: 79, scope: !1061)
!1079 = !DILocation(line: 122, column: 83, scope: !1061)
!1080 = !DILocation(line: 122, column: 89, scope: !1061)
!1081 = !DILocation(line: 122, column: 87, scope: !1061)
!1082 = !DILocation(line: 122, column: 93, scope: !1061)
!1083 = !DILocation(line: 122, column: 68, scope: !1061)
